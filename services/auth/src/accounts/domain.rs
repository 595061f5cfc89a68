//! Account values, each parsed once at the edge so the rest of the service only ever holds valid
//! ones (customer spec: Register, Profile; admin spec: Users). The gateway answers with the spec's
//! wording; these rules are the invariants behind it.

use std::fmt;

use secrecy::{ExposeSecret, SecretString};
use shop_common::validate;

/// Why a value was refused: a short message for the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Invalid(pub &'static str);

pub const NAME_MAX: usize = 100;
pub const PASSWORD_MIN: usize = 6;
pub const PASSWORD_MAX: usize = 128;
pub const PHONE_DIGITS: usize = 10;
pub const ADDRESS_MAX: usize = 200;
pub const CITY_MAX: usize = 100;
pub const STATE_MAX: usize = 100;
pub const ZIP_CODE_MAX: usize = 20;

/// A person's name: trimmed, 1 to 100 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name(String);

impl Name {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Err(Invalid("name is required"));
        }
        if text.chars().count() > NAME_MAX {
            return Err(Invalid("name must be at most 100 characters"));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An email address in the lower-cased, trimmed form under which accounts are stored and found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        if text.trim().is_empty() {
            return Err(Invalid("email is required"));
        }
        if !validate::is_email(text) {
            return Err(Invalid("email is not a valid address"));
        }
        Ok(Self(validate::normalise_email(text)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A Kenyan phone number as 10 digits (0712345678); spaces, dashes and brackets are dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        if digits.len() != PHONE_DIGITS || text.chars().any(|c| c.is_alphabetic()) {
            return Err(Invalid("phone number must be 10 digits"));
        }
        Ok(Self(digits))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A new password: 6 to 128 characters, kept as typed (no trimming). Never printed.
#[derive(Clone)]
pub struct Password(SecretString);

impl Password {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let chars = text.chars().count();
        if chars < PASSWORD_MIN {
            return Err(Invalid("password must be at least 6 characters"));
        }
        if chars > PASSWORD_MAX {
            return Err(Invalid("password must be at most 128 characters"));
        }
        Ok(Self(SecretString::from(text)))
    }

    pub fn expose(&self) -> &str {
        self.0.expose_secret()
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    User,
    Admin,
}

impl Role {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        match text.trim() {
            "user" => Ok(Self::User),
            "admin" => Ok(Self::Admin),
            _ => Err(Invalid("role must be user or admin")),
        }
    }

    /// The role filter of the admin's user list: empty means every role.
    pub fn parse_filter(text: &str) -> Result<Option<Self>, Invalid> {
        if text.trim().is_empty() {
            Ok(None)
        } else {
            Self::parse(text).map(Some)
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::User => "user",
            Self::Admin => "admin",
        }
    }
}

/// Free text of a delivery address (street, city, county, postal code): trimmed, may be empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddressLine(String);

impl AddressLine {
    pub fn parse(text: &str, max: usize, too_long: &'static str) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.chars().count() > max {
            return Err(Invalid(too_long));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn address(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, ADDRESS_MAX, "address must be at most 200 characters")
    }

    pub fn city(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, CITY_MAX, "city must be at most 100 characters")
    }

    pub fn state(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, STATE_MAX, "county must be at most 100 characters")
    }

    pub fn zip_code(text: &str) -> Result<Self, Invalid> {
        Self::parse(
            text,
            ZIP_CODE_MAX,
            "postal code must be at most 20 characters",
        )
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a registration (or an admin's new user) must bring.
#[derive(Debug, Clone)]
pub struct NewUser {
    pub name: Name,
    pub email: Email,
    /// Empty for accounts an admin creates without a phone number.
    pub phone: Option<Phone>,
    pub password: Password,
    pub role: Role,
}

/// The fields a profile update changes; `None` leaves a field as it is.
#[derive(Debug, Clone, Default)]
pub struct ProfileChanges {
    pub name: Option<Name>,
    pub email: Option<Email>,
    pub phone: Option<Phone>,
    pub address: Option<AddressLine>,
    pub city: Option<AddressLine>,
    pub state: Option<AddressLine>,
    pub zip_code: Option<AddressLine>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_required_and_bounded() {
        assert_eq!(
            Name::parse("  Wanjiku Kamau ").unwrap().as_str(),
            "Wanjiku Kamau"
        );
        assert_eq!(Name::parse("   "), Err(Invalid("name is required")));
        assert!(Name::parse(&"a".repeat(100)).is_ok());
        assert!(Name::parse(&"a".repeat(101)).is_err());
        // Characters, not bytes.
        assert!(Name::parse(&"é".repeat(100)).is_ok());
    }

    #[test]
    fn emails_are_checked_and_lower_cased() {
        assert_eq!(
            Email::parse(" Wanjiku@Example.CO.KE ").unwrap().as_str(),
            "wanjiku@example.co.ke"
        );
        assert_eq!(Email::parse(""), Err(Invalid("email is required")));
        for bad in ["wanjiku", "a@b", "a b@c.com"] {
            assert_eq!(
                Email::parse(bad),
                Err(Invalid("email is not a valid address"))
            );
        }
    }

    #[test]
    fn phones_are_ten_digits_once_punctuation_is_dropped() {
        assert_eq!(Phone::parse("0712345678").unwrap().as_str(), "0712345678");
        assert_eq!(Phone::parse("0712 345-678").unwrap().as_str(), "0712345678");
        assert_eq!(
            Phone::parse("(0712) 345 678").unwrap().as_str(),
            "0712345678"
        );
        for bad in [
            "",
            "071234567",
            "07123456789",
            "+254712345678",
            "07123four78",
        ] {
            assert!(Phone::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn passwords_are_six_to_128_characters_and_never_printed() {
        assert!(Password::parse("12345").is_err());
        assert_eq!(Password::parse("123456").unwrap().expose(), "123456");
        assert_eq!(Password::parse(" spaced ").unwrap().expose(), " spaced ");
        assert!(Password::parse(&"p".repeat(128)).is_ok());
        assert!(Password::parse(&"p".repeat(129)).is_err());
        let shown = format!("{:?}", Password::parse("hunter42").unwrap());
        assert!(!shown.contains("hunter42"), "{shown}");
    }

    #[test]
    fn roles_are_user_or_admin() {
        assert_eq!(Role::parse("user"), Ok(Role::User));
        assert_eq!(Role::parse("admin"), Ok(Role::Admin));
        assert!(Role::parse("Admin").is_err());
        assert!(Role::parse("root").is_err());
        assert_eq!(Role::parse_filter(""), Ok(None));
        assert_eq!(Role::parse_filter("admin"), Ok(Some(Role::Admin)));
        assert_eq!(Role::Admin.as_str(), "admin");
    }

    #[test]
    fn address_lines_are_trimmed_may_be_empty_and_are_bounded() {
        assert_eq!(AddressLine::city("  Nairobi ").unwrap().as_str(), "Nairobi");
        assert_eq!(AddressLine::address("").unwrap().as_str(), "");
        assert!(AddressLine::zip_code(&"0".repeat(21)).is_err());
        assert!(AddressLine::address(&"a".repeat(200)).is_ok());
    }
}
