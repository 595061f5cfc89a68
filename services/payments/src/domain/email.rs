//! The PayPal payer's email, with the checkout's messages (customer spec section 5).

use super::Invalid;

/// The field, named by its path in the request (`PayRequest`).
pub const FIELD: &str = "paypal_email";

/// A trimmed email address, by the shop's one address rule (`shop_common::validate::is_email`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaypalEmail(String);

impl PaypalEmail {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Invalid::new(FIELD, "PayPal email is required"));
        }
        if !shop_common::validate::is_email(text) {
            return Err(Invalid::new(FIELD, shop_common::validate::EMAIL_INVALID));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_like_emails() {
        assert_eq!(
            PaypalEmail::parse(" wanjiku@example.co.ke ")
                .unwrap()
                .as_str(),
            "wanjiku@example.co.ke"
        );
        for bad in [
            "wanjiku",
            "@example.com",
            "a@b",
            "a@b.",
            "a b@c.com",
            "a@@b.com",
        ] {
            assert_eq!(
                PaypalEmail::parse(bad).unwrap_err().message,
                "Please enter a valid email address",
                "{bad}"
            );
        }
        let err = PaypalEmail::parse("").unwrap_err();
        assert_eq!(err.field, "paypal_email");
        assert_eq!(err.message, "PayPal email is required");
    }
}
