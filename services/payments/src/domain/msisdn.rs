//! The payer's M-Pesa number (customer spec section 5): after removing spaces it must be 254,
//! then 7 or 1, then 8 digits. Daraja's `PartyA` and `PhoneNumber` take exactly this form.

use super::Invalid;

/// The field, named by its path in the request (`StartMpesaPaymentRequest`).
pub const FIELD: &str = "phone_number";
pub const REQUIRED: &str = "M-Pesa phone number is required";
pub const INVALID: &str = "Please enter a valid Kenyan phone number (254712345678)";

/// A Kenyan mobile number as Daraja wants it: `2547XXXXXXXX` or `2541XXXXXXXX`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KenyanMsisdn(String);

impl KenyanMsisdn {
    /// Spaces, `+` and `-` are ignored; anything else must be the documented form.
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let kept: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '+' | '-'))
            .collect();
        if kept.is_empty() {
            return Err(Invalid::new(FIELD, REQUIRED));
        }
        let valid = kept.len() == 12
            && kept.starts_with("254")
            && matches!(kept.as_bytes()[3], b'7' | b'1')
            && kept.bytes().all(|b| b.is_ascii_digit());
        if !valid {
            return Err(Invalid::new(FIELD, INVALID));
        }
        Ok(Self(kept))
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
    fn accepts_the_documented_form_with_spaces_and_plus() {
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
            "0712345678",
            "254812345678",
            "25471234567",
            "2547123456789",
            "25471234567a",
            "255712345678",
            "254(712)345678",
        ] {
            let err = KenyanMsisdn::parse(bad).unwrap_err();
            assert_eq!(err.field, "phone_number");
            assert_eq!(err.message, INVALID, "{bad}");
        }
        assert_eq!(KenyanMsisdn::parse("  ").unwrap_err().message, REQUIRED);
    }
}
