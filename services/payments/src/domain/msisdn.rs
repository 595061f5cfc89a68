//! The payer's M-Pesa number: the shop's one phone rule (`shop_common::phone`: `07XX...`,
//! `01XX...`, `+254...`, `254...`, issue 23), kept as `2547XXXXXXXX` / `2541XXXXXXXX`, the form
//! Daraja's `PartyA` and `PhoneNumber` take.

use super::Invalid;

/// The field, named by its path in the request (`StartMpesaPaymentRequest`).
pub const FIELD: &str = "phone_number";
pub const REQUIRED: &str = "M-Pesa phone number is required";
pub const INVALID: &str = "Please enter a valid Kenyan phone number (254712345678)";

/// A Kenyan mobile number as Daraja wants it: `2547XXXXXXXX` or `2541XXXXXXXX`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KenyanMsisdn(String);

impl KenyanMsisdn {
    /// Any form `shop_common::phone` accepts, normalised.
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        if text.trim().is_empty() {
            return Err(Invalid::new(FIELD, REQUIRED));
        }
        shop_common::phone::KenyanPhone::parse(text)
            .map(|phone| Self(phone.into_string()))
            .ok_or_else(|| Invalid::new(FIELD, INVALID))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Daraja sends the number as a JSON number: the same digits.
    pub fn as_number(&self) -> u64 {
        self.0.parse().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_every_kenyan_form() {
        assert_eq!(
            KenyanMsisdn::parse("0720130238").unwrap().as_str(),
            "254720130238"
        );
        assert_eq!(
            KenyanMsisdn::parse("0110 345 678").unwrap().as_str(),
            "254110345678"
        );
        assert_eq!(
            KenyanMsisdn::parse("254712345678").unwrap().as_str(),
            "254712345678"
        );
        assert_eq!(
            KenyanMsisdn::parse(" +254 712 345 678 ").unwrap().as_str(),
            "254712345678"
        );
        assert_eq!(
            KenyanMsisdn::parse("254-110-345-678").unwrap().as_str(),
            "254110345678"
        );
        assert_eq!(
            KenyanMsisdn::parse("254708374149").unwrap().as_number(),
            254_708_374_149
        );
    }

    #[test]
    fn refuses_everything_else_with_the_spec_message() {
        for bad in [
            "0812345678",
            "254812345678",
            "25471234567",
            "2547123456789",
            "25471234567a",
            "255712345678",
            "254(712)34567",
        ] {
            let err = KenyanMsisdn::parse(bad).unwrap_err();
            assert_eq!(err.field, "phone_number");
            assert_eq!(err.message, INVALID, "{bad}");
        }
        assert_eq!(KenyanMsisdn::parse("  ").unwrap_err().message, REQUIRED);
    }
}
