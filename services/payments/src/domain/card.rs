//! Card details as the checkout sends them (customer spec section 5, DECISIONS.md "Payments"):
//! the number passes Luhn's check, the expiry month has not ended, the CVV has 3 or 4 digits.
//! The number and CVV go to the provider and nowhere else; only the brand and the last four
//! digits are kept.

use chrono::{Datelike, NaiveDate};

use super::Invalid;

/// The fields of a card, named by their path in the request (`PayRequest`).
pub const NUMBER: &str = "card_number";
pub const EXPIRY: &str = "expiry_date";
pub const CVV: &str = "cvv";
pub const NAME: &str = "card_name";
/// Longest cardholder name taken.
pub const MAX_NAME: usize = 100;

/// A card number that passed Luhn's check: 12 to 19 digits.
#[derive(Clone, PartialEq, Eq)]
pub struct CardNumber(String);

// Never printed whole, not even in a debug log.
impl std::fmt::Debug for CardNumber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CardNumber(**** {})", self.last4())
    }
}

impl CardNumber {
    /// Spaces and `-` are ignored.
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let digits: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect();
        if digits.is_empty() {
            return Err(Invalid::new(NUMBER, "Card number is required"));
        }
        if !(12..=19).contains(&digits.len())
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || !luhn(&digits)
        {
            return Err(Invalid::new(NUMBER, "Invalid card number"));
        }
        Ok(Self(digits))
    }

    pub fn digits(&self) -> &str {
        &self.0
    }

    pub fn last4(&self) -> &str {
        &self.0[self.0.len() - 4..]
    }

    /// The network, from the number's leading digits.
    pub fn brand(&self) -> Brand {
        let prefix = |n: usize| self.0[..n].parse::<u32>().unwrap_or(0);
        if self.0.starts_with('4') {
            Brand::Visa
        } else if (51..=55).contains(&prefix(2)) || (2221..=2720).contains(&prefix(4)) {
            Brand::Mastercard
        } else if matches!(prefix(2), 34 | 37) {
            Brand::Amex
        } else {
            Brand::Other
        }
    }
}

/// Luhn's checksum over a string of ASCII digits.
pub fn luhn(digits: &str) -> bool {
    let sum: u32 = digits
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let d = u32::from(b - b'0');
            if i % 2 == 1 {
                let doubled = d * 2;
                if doubled > 9 { doubled - 9 } else { doubled }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Brand {
    Visa,
    Mastercard,
    Amex,
    Other,
}

impl Brand {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Visa => "Visa",
            Self::Mastercard => "Mastercard",
            Self::Amex => "American Express",
            Self::Other => "Card",
        }
    }
}

/// The last month a card is valid in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expiry {
    pub year: i32,
    pub month: u32,
}

impl Expiry {
    /// `MM/YY` (or `MM/YYYY`), still valid on `today`: a card works until its month ends.
    pub fn parse(text: &str, today: NaiveDate) -> Result<Self, Invalid> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err(Invalid::new(EXPIRY, "Expiry date is required"));
        }
        let invalid = || Invalid::new(EXPIRY, "Invalid expiry date");
        let (month, year) = text.split_once('/').ok_or_else(invalid)?;
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if !all_digits(month) || !all_digits(year) || month.len() > 2 {
            return Err(invalid());
        }
        let month: u32 = month.parse().map_err(|_| invalid())?;
        let year: i32 = match year.len() {
            2 => 2000 + year.parse::<i32>().map_err(|_| invalid())?,
            4 => year.parse().map_err(|_| invalid())?,
            _ => return Err(invalid()),
        };
        if !(1..=12).contains(&month) {
            return Err(invalid());
        }
        if (year, month) < (today.year(), today.month()) {
            return Err(Invalid::new(EXPIRY, "Card has expired"));
        }
        Ok(Self { year, month })
    }
}

/// The card verification value: 3 or 4 digits.
#[derive(Clone, PartialEq, Eq)]
pub struct Cvv(String);

impl std::fmt::Debug for Cvv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Cvv(***)")
    }
}

impl Cvv {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Invalid::new(CVV, "CVV is required"));
        }
        if !(3..=4).contains(&text.len()) || !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Invalid::new(CVV, "Invalid CVV"));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn digits(&self) -> &str {
        &self.0
    }
}

/// Everything a card charge needs, checked.
#[derive(Debug, Clone)]
pub struct Card {
    pub number: CardNumber,
    pub expiry: Expiry,
    pub cvv: Cvv,
    pub name: String,
}

impl Card {
    /// Checks every field and answers every problem at once, in the form's order.
    pub fn parse(
        number: &str,
        expiry: &str,
        cvv: &str,
        name: &str,
        today: NaiveDate,
    ) -> Result<Self, Vec<Invalid>> {
        let number = CardNumber::parse(number);
        let expiry = Expiry::parse(expiry, today);
        let cvv = Cvv::parse(cvv);
        let name = name.trim();
        let name = if name.is_empty() {
            Err(Invalid::new(NAME, "Cardholder name is required"))
        } else if name.chars().count() > MAX_NAME {
            Err(Invalid::new(NAME, "Cardholder name is too long"))
        } else {
            Ok(name.to_owned())
        };
        match (number, expiry, cvv, name) {
            (Ok(number), Ok(expiry), Ok(cvv), Ok(name)) => Ok(Self {
                number,
                expiry,
                cvv,
                name,
            }),
            (number, expiry, cvv, name) => Err([number.err(), expiry.err(), cvv.err(), name.err()]
                .into_iter()
                .flatten()
                .collect()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 21).unwrap()
    }

    #[test]
    fn luhn_accepts_the_test_cards_and_refuses_a_typo() {
        assert!(luhn("4242424242424242"));
        assert!(luhn("4000000000000002"));
        assert!(luhn("5555555555554444"));
        assert!(luhn("378282246310005"));
        assert!(!luhn("4242424242424241"));
        assert!(!luhn("1234567812345678"));
    }

    #[test]
    fn numbers_brands_and_last_four() {
        let visa = CardNumber::parse("4242 4242 4242 4242").unwrap();
        assert_eq!(visa.brand(), Brand::Visa);
        assert_eq!(visa.last4(), "4242");
        assert_eq!(format!("{visa:?}"), "CardNumber(**** 4242)");
        let mc = CardNumber::parse("5555-5555-5555-4444").unwrap();
        assert_eq!(mc.brand().as_str(), "Mastercard");
        assert_eq!(
            CardNumber::parse("2223003122003222").unwrap().brand(),
            Brand::Mastercard
        );
        assert_eq!(
            CardNumber::parse("378282246310005").unwrap().brand(),
            Brand::Amex
        );
        assert_eq!(
            CardNumber::parse("6011111111111117").unwrap().brand(),
            Brand::Other
        );
        for bad in [
            "4242424242424241",
            "4242",
            "4242x24242424242",
            "42424242424242424242",
        ] {
            let err = CardNumber::parse(bad).unwrap_err();
            assert_eq!(
                (err.field, err.message.as_str()),
                ("card_number", "Invalid card number")
            );
        }
        assert_eq!(
            CardNumber::parse(" ").unwrap_err().message,
            "Card number is required"
        );
    }

    #[test]
    fn expiry_is_valid_through_its_month() {
        assert_eq!(
            Expiry::parse("11/26", today()).unwrap(),
            Expiry {
                year: 2026,
                month: 11
            }
        );
        assert_eq!(Expiry::parse("01/2030", today()).unwrap().year, 2030);
        assert_eq!(
            Expiry::parse("10/26", today()).unwrap_err().message,
            "Card has expired"
        );
        assert_eq!(
            Expiry::parse("12/25", today()).unwrap_err().message,
            "Card has expired"
        );
        for bad in ["13/27", "00/27", "1227", "12/2", "ab/cd", "12/027"] {
            assert_eq!(
                Expiry::parse(bad, today()).unwrap_err().message,
                "Invalid expiry date",
                "{bad}"
            );
        }
        assert_eq!(
            Expiry::parse("", today()).unwrap_err().message,
            "Expiry date is required"
        );
    }

    #[test]
    fn cvv_has_three_or_four_digits() {
        assert!(Cvv::parse("123").is_ok());
        assert!(Cvv::parse("1234").is_ok());
        for bad in ["12", "12345", "12a"] {
            assert_eq!(Cvv::parse(bad).unwrap_err().message, "Invalid CVV");
        }
        assert_eq!(Cvv::parse("").unwrap_err().message, "CVV is required");
        assert_eq!(format!("{:?}", Cvv::parse("123").unwrap()), "Cvv(***)");
    }

    #[test]
    fn every_problem_at_once_in_form_order() {
        let errs = Card::parse("4242424242424241", "01/20", "1", "", today()).unwrap_err();
        let fields: Vec<&str> = errs.iter().map(|e| e.field).collect();
        assert_eq!(fields, ["card_number", "expiry_date", "cvv", "card_name"]);
        let errs = Card::parse("4242424242424242", "01/30", "123", " ", today()).unwrap_err();
        assert_eq!(
            errs,
            [Invalid::new("card_name", "Cardholder name is required")]
        );
        let errs = Card::parse(
            "4242424242424242",
            "01/30",
            "123",
            &"x".repeat(101),
            today(),
        )
        .unwrap_err();
        assert_eq!(errs[0].message, "Cardholder name is too long");
        let card = Card::parse("4242424242424242", "01/30", "123", " W Kamau ", today()).unwrap();
        assert_eq!(card.name, "W Kamau");
    }
}
