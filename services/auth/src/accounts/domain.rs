//! Account values, each parsed once at the edge so the rest of the service only ever holds valid
//! ones (customer spec: Register, Login, Profile, Forgot password; admin spec: Users). These are
//! THE rules of an account and their messages, in the spec's wording (customer spec section 5,
//! admin spec section 5): the gateway checks only the JSON shape and answers what this service
//! says, every violation at once.

use std::fmt;

use secrecy::{ExposeSecret, SecretString};
use shop_common::validate;

pub const NAME_MAX: usize = 100;
pub const PASSWORD_MIN: usize = 6;
pub const PASSWORD_MAX: usize = 128;
/// Longest phone text accepted before its digits are counted (spaces, dashes, brackets).
pub const PHONE_TEXT_MAX: usize = 30;
pub const ADDRESS_MAX: usize = 200;
pub const CITY_MAX: usize = 100;
pub const STATE_MAX: usize = 100;
pub const ZIP_CODE_MAX: usize = 20;
/// Longest search text of the admin's user list.
pub const SEARCH_MAX: usize = 100;
/// Most accounts one GetUsers names.
pub const GET_USERS_MAX: usize = 200;
/// The admin's customer list: default and largest page size, and the last page.
pub const USERS_PAGE_DEFAULT: u32 = 20;
pub const USERS_PAGE_MAX: u32 = 100;
pub const USERS_LAST_PAGE: u32 = 10_000;

/// The part of a phone search that every stored form of the number contains: a search of only
/// digits, spaces, dashes and '+' (at least 3 digits), without its country code `254` or trunk
/// `0`, so `0722 12`, `+254722 12` and `72212` find the same customers.
pub fn phone_search(search: &str) -> Option<String> {
    if !search
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '+'))
    {
        return None;
    }
    let digits: String = search.chars().filter(char::is_ascii_digit).collect();
    let subscriber = digits
        .strip_prefix("254")
        .or_else(|| digits.strip_prefix('0'))
        .unwrap_or(&digits);
    (subscriber.len() >= 3).then(|| subscriber.to_owned())
}

/// The spec's messages about account fields, each defined here once.
pub mod messages {
    pub const NAME_REQUIRED: &str = "Name is required";
    pub use shop_common::validate::EMAIL_REQUIRED;
    /// Sign-in, registration and profile forms.
    pub const EMAIL_INVALID: &str = "Email is invalid";
    /// The shop's one phone rule's message (issue 23: `07...`, `01...`, `+254...`, `254...`).
    pub use shop_common::phone::INVALID as PHONE_INVALID;
    /// The forgot-password form.
    pub use shop_common::validate::EMAIL_INVALID as EMAIL_INVALID_FOR_RESET;
    pub const PASSWORD_REQUIRED: &str = "Password is required";
    pub const CURRENT_PASSWORD_REQUIRED: &str = "Current password is required";
    pub const CURRENT_PASSWORD_WRONG: &str = "Current password is incorrect";
    pub const INVALID_RESET_LINK: &str = "This reset link is invalid or has expired";
    /// The admin's Add User dialog, when name, email or password is missing.
    pub const REQUIRED_FIELDS: &str = "Please fill in all required fields";
    pub const ROLE_INVALID: &str = "role must be user or admin";
    pub const OWN_ADMIN_ACCESS: &str = "You cannot remove your own admin access";
    pub const OWN_ACCOUNT: &str = "You cannot delete your own account";
    pub const EMAIL_TAKEN: &str = "Email already registered";
}

/// '{label} must be at most {max} characters'.
pub fn too_long(label: &str, max: usize) -> String {
    format!("{label} must be at most {max} characters")
}

/// Why a value was refused: the message the person sees.
pub type Invalid = String;

/// A person's name: trimmed, 1 to 100 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name(String);

impl Name {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.is_empty() {
            return Err(messages::NAME_REQUIRED.to_owned());
        }
        if text.chars().count() > NAME_MAX {
            return Err(too_long("Name", NAME_MAX));
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
    /// With the sign-in forms' wording for a malformed address.
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        Self::parse_worded(text, messages::EMAIL_INVALID)
    }

    /// With a form's own wording for a malformed address.
    pub fn parse_worded(text: &str, invalid: &str) -> Result<Self, Invalid> {
        if text.trim().is_empty() {
            return Err(messages::EMAIL_REQUIRED.to_owned());
        }
        if !validate::is_email(text) {
            return Err(invalid.to_owned());
        }
        Ok(Self(validate::normalise_email(text)))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A Kenyan mobile number by the shop's one rule (`shop_common::phone`: `0712 345 678`,
/// `+254 712 345 678`, ...), kept as `254712345678`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        if text.chars().count() > PHONE_TEXT_MAX {
            return Err(messages::PHONE_INVALID.to_owned());
        }
        shop_common::phone::KenyanPhone::parse(text)
            .map(|phone| Self(phone.into_string()))
            .ok_or_else(|| messages::PHONE_INVALID.to_owned())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password: 6 to 128 characters, kept as typed (no trimming). Never printed.
#[derive(Clone)]
pub struct Password(SecretString);

impl Password {
    pub fn parse(text: &str) -> Result<Self, Invalid> {
        let chars = text.chars().count();
        if chars == 0 {
            return Err(messages::PASSWORD_REQUIRED.to_owned());
        }
        if chars < PASSWORD_MIN {
            return Err(format!(
                "Password must be at least {PASSWORD_MIN} characters"
            ));
        }
        if chars > PASSWORD_MAX {
            return Err(too_long("Password", PASSWORD_MAX));
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
            _ => Err(messages::ROLE_INVALID.to_owned()),
        }
    }

    /// The role filter of the admin's user list: empty or `all` means every role.
    pub fn parse_filter(text: &str) -> Result<Option<Self>, Invalid> {
        match text.trim() {
            "" | "all" => Ok(None),
            other => Self::parse(other).map(Some),
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
    pub fn parse(text: &str, label: &str, max: usize) -> Result<Self, Invalid> {
        let text = text.trim();
        if text.chars().count() > max {
            return Err(too_long(label, max));
        }
        Ok(Self(text.to_owned()))
    }

    pub fn address(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, "Address", ADDRESS_MAX)
    }

    pub fn city(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, "City", CITY_MAX)
    }

    pub fn state(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, "County", STATE_MAX)
    }

    pub fn zip_code(text: &str) -> Result<Self, Invalid> {
        Self::parse(text, "Postal code", ZIP_CODE_MAX)
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
        assert_eq!(Name::parse("   "), Err("Name is required".to_owned()));
        assert_eq!(
            Name::parse(&"a".repeat(101)),
            Err("Name must be at most 100 characters".to_owned())
        );
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
        assert_eq!(Email::parse(""), Err("Email is required".to_owned()));
        for bad in ["wanjiku", "a@b", "a b@c.com"] {
            assert_eq!(Email::parse(bad), Err("Email is invalid".to_owned()));
            assert_eq!(
                Email::parse_worded(bad, messages::EMAIL_INVALID_FOR_RESET),
                Err("Please enter a valid email address".to_owned())
            );
        }
    }

    #[test]
    fn a_phone_search_is_the_subscriber_digits() {
        assert_eq!(super::phone_search("0722 123").as_deref(), Some("722123"));
        assert_eq!(super::phone_search("+254722123").as_deref(), Some("722123"));
        assert_eq!(super::phone_search("722-123").as_deref(), Some("722123"));
        assert_eq!(super::phone_search("07"), None);
        assert_eq!(super::phone_search("wanjiku 07"), None);
    }

    #[test]
    fn phones_follow_the_shops_one_rule_and_are_kept_as_254() {
        assert_eq!(Phone::parse("0712345678").unwrap().as_str(), "254712345678");
        assert_eq!(
            Phone::parse("0712 345-678").unwrap().as_str(),
            "254712345678"
        );
        assert_eq!(
            Phone::parse("(0712) 345 678").unwrap().as_str(),
            "254712345678"
        );
        assert_eq!(
            Phone::parse("+254 110 345 678").unwrap().as_str(),
            "254110345678"
        );
        for bad in ["", "071234567", "07123456789", "0812345678", "07123four78"] {
            assert_eq!(
                Phone::parse(bad),
                Err(messages::PHONE_INVALID.to_owned()),
                "{bad}"
            );
        }
    }

    #[test]
    fn passwords_are_six_to_128_characters_and_never_printed() {
        assert_eq!(
            Password::parse("12345").unwrap_err(),
            "Password must be at least 6 characters"
        );
        assert_eq!(Password::parse("").unwrap_err(), "Password is required");
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
        assert_eq!(Role::parse_filter("all"), Ok(None));
        assert_eq!(Role::parse_filter("admin"), Ok(Some(Role::Admin)));
        assert_eq!(Role::Admin.as_str(), "admin");
    }

    #[test]
    fn address_lines_are_trimmed_may_be_empty_and_are_bounded() {
        assert_eq!(AddressLine::city("  Nairobi ").unwrap().as_str(), "Nairobi");
        assert_eq!(AddressLine::address("").unwrap().as_str(), "");
        assert_eq!(
            AddressLine::zip_code(&"0".repeat(21)).unwrap_err(),
            "Postal code must be at most 20 characters"
        );
        assert!(AddressLine::address(&"a".repeat(200)).is_ok());
    }
}
