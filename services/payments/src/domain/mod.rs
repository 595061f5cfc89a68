//! The rules of payments, free of I/O: payer numbers, amounts, cards, emails. Unit-tested here.

pub mod amount;
pub mod card;
pub mod email;
pub mod msisdn;

/// Bad input: the message a shopper reads, and the field it belongs to, named by its path in
/// the request message (`card_number`); the gateway turns it into its REST name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct Invalid {
    pub field: &'static str,
    pub message: String,
}

impl Invalid {
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
        }
    }
}

/// How an order is paid online.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Mpesa,
    Card,
    Paypal,
}

/// The field naming the method of a card or PayPal payment (`PayRequest.method`).
pub const METHOD_FIELD: &str = "method";
pub use shop_common::rules::payment_method::INVALID as INVALID_METHOD;
/// The field naming the order (`order_id` of every payment request).
pub const ORDER_FIELD: &str = "order_id";
pub const ORDER_REQUIRED: &str = "Order is required";

/// The order a request names, as the orders service reads it: trimmed, a leading `#` (as the
/// order number is printed) dropped. Empty is 'Order is required'.
pub fn order_ref(text: &str) -> Result<&str, Invalid> {
    let id = text.trim().trim_start_matches('#').trim();
    if id.is_empty() {
        Err(Invalid::new(ORDER_FIELD, ORDER_REQUIRED))
    } else {
        Ok(id)
    }
}

impl Method {
    /// A method paid through the card and PayPal provider: `card` or `paypal`, in any case.
    pub fn parse_charge(text: &str) -> Result<Self, Invalid> {
        match text.trim().to_ascii_lowercase().as_str() {
            "card" => Ok(Self::Card),
            "paypal" => Ok(Self::Paypal),
            _ => Err(Invalid::new(METHOD_FIELD, INVALID_METHOD)),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Mpesa => "mpesa",
            Self::Card => "card",
            Self::Paypal => "paypal",
        }
    }
}

/// Where an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptStatus {
    Pending,
    Succeeded,
    Failed,
}

impl AttemptStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Succeeded => "succeeded",
            Self::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "pending" => Some(Self::Pending),
            "succeeded" => Some(Self::Succeeded),
            "failed" => Some(Self::Failed),
            _ => None,
        }
    }

    /// The status poll's word for it (customer spec section 7: success, failed, pending).
    pub fn poll_word(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Succeeded => "success",
            Self::Failed => "failed",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_card_and_paypal_are_charged() {
        assert_eq!(Method::parse_charge(" Card "), Ok(Method::Card));
        assert_eq!(Method::parse_charge("PayPal"), Ok(Method::Paypal));
        for bad in ["mpesa", "cod", "", "bitcoin"] {
            assert_eq!(
                Method::parse_charge(bad),
                Err(Invalid::new("method", INVALID_METHOD))
            );
        }
    }

    #[test]
    fn order_refs_drop_the_hash_and_need_something() {
        assert_eq!(order_ref(" #SF7K3M9QXA "), Ok("SF7K3M9QXA"));
        assert_eq!(
            order_ref("  "),
            Err(Invalid::new("order_id", ORDER_REQUIRED))
        );
    }
}
