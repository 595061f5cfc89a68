//! The rules of orders, free of I/O: totals, order numbers, phone matching, what a valid order,
//! coupon campaign and saved list are. Unit-tested here.

pub mod campaign;
pub mod checkout;
pub mod delivery;
pub mod discount_code;
pub mod instalments;
pub mod phone;
pub mod public_id;
pub mod review;
pub mod saved_list;
pub mod settings;
pub mod totals;

/// Bad input: the message a shopper reads, and the field it belongs to, named by the request
/// message's field path (`payment_method`, `items`); the gateway gives it its REST name.
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

/// The spec's message for a coupon that is not valid now (the error model's own wording).
pub const INVALID_COUPON: &str = shop_common::errors::ErrorCode::CouponNotFound.default_message();
/// The spec's message for a missing phone number.
pub const PHONE_REQUIRED: &str = "Phone is required";

/// The message of a line or cart quantity outside 1..=99.
pub fn quantity_message() -> String {
    format!("Quantity must be between 1 and {MAX_QUANTITY}")
}
/// An order status that is not one of the five.
pub const INVALID_STATUS: &str =
    "Status must be one of pending, processing, shipped, delivered, cancelled";
/// The spec's message for a payment method the shop does not take (shared with payments).
pub use shop_common::rules::payment_method::INVALID as INVALID_PAYMENT_METHOD;

/// Lines per order and units per line: agreed with the catalog, so defined in shop_common.
pub use shop_common::order_lines::{MAX_LINES, MAX_QUANTITY};

/// The five states of an order (customer spec section 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderStatus {
    Pending,
    Processing,
    Shipped,
    Delivered,
    Cancelled,
}

impl OrderStatus {
    pub const ALL: [Self; 5] = [
        Self::Pending,
        Self::Processing,
        Self::Shipped,
        Self::Delivered,
        Self::Cancelled,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Processing => "processing",
            Self::Shipped => "shipped",
            Self::Delivered => "delivered",
            Self::Cancelled => "cancelled",
        }
    }

    /// Case-insensitive, as the spec compares statuses.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        Self::ALL
            .into_iter()
            .find(|s| s.as_str().eq_ignore_ascii_case(text))
    }

    /// Whether the order's stock is still held for it: deleting such an order gives it back.
    /// Shipped and delivered goods have left the shop; a cancelled order gave its stock back.
    pub fn holds_stock(self) -> bool {
        match self {
            Self::Pending | Self::Processing => true,
            Self::Shipped | Self::Delivered | Self::Cancelled => false,
        }
    }
}

/// How the shopper pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentMethod {
    Card,
    Mpesa,
    Paypal,
    Cod,
}

impl PaymentMethod {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Card => "card",
            Self::Mpesa => "mpesa",
            Self::Paypal => "paypal",
            Self::Cod => "cod",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "card" => Some(Self::Card),
            "mpesa" | "m-pesa" => Some(Self::Mpesa),
            "paypal" => Some(Self::Paypal),
            "cod" => Some(Self::Cod),
            _ => None,
        }
    }

    /// A method, or none yet ("" on the cart page). Anything else is 'Invalid payment method'.
    pub fn parse_optional(text: &str) -> Result<Option<Self>, Invalid> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        Self::parse(text)
            .map(Some)
            .ok_or_else(|| Invalid::new("payment_method", INVALID_PAYMENT_METHOD))
    }
}

/// When a cash-on-delivery shopper would like the delivery (customer spec section 9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryTime {
    /// None chosen.
    Any,
    Morning,
    Afternoon,
    Evening,
    Anytime,
}

impl DeliveryTime {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Any => "",
            Self::Morning => "morning",
            Self::Afternoon => "afternoon",
            Self::Evening => "evening",
            Self::Anytime => "anytime",
        }
    }

    pub fn parse(text: &str) -> Result<Self, Invalid> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" => Ok(Self::Any),
            "morning" => Ok(Self::Morning),
            "afternoon" => Ok(Self::Afternoon),
            "evening" => Ok(Self::Evening),
            "anytime" => Ok(Self::Anytime),
            _ => Err(Invalid::new(
                "preferred_delivery_time",
                "Please select a preferred delivery time",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_parse_case_insensitively() {
        assert_eq!(OrderStatus::parse("Shipped"), Some(OrderStatus::Shipped));
        assert_eq!(OrderStatus::parse(" pending "), Some(OrderStatus::Pending));
        assert_eq!(OrderStatus::parse("lost"), None);
        for s in OrderStatus::ALL {
            assert_eq!(OrderStatus::parse(s.as_str()), Some(s));
        }
    }

    #[test]
    fn payment_methods() {
        assert_eq!(PaymentMethod::parse_optional(""), Ok(None));
        assert_eq!(
            PaymentMethod::parse_optional("MPESA"),
            Ok(Some(PaymentMethod::Mpesa))
        );
        let err = PaymentMethod::parse_optional("bitcoin").unwrap_err();
        assert_eq!(err.field, "payment_method");
        assert_eq!(err.message, "Invalid payment method");
    }

    #[test]
    fn delivery_times() {
        assert_eq!(DeliveryTime::parse(""), Ok(DeliveryTime::Any));
        assert_eq!(DeliveryTime::parse("Evening"), Ok(DeliveryTime::Evening));
        assert_eq!(
            DeliveryTime::parse("midnight").unwrap_err().message,
            "Please select a preferred delivery time"
        );
    }
}
