//! Input rules more than one service needs (an address's shape, forbidden control characters);
//! each service words its own messages.

/// Longest email address accepted (RFC 5321's path limit).
pub const MAX_EMAIL_LEN: usize = 254;

/// A simple address pattern, as the spec asks: something@something.tld, no spaces, one `@`.
pub fn is_email(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() || text.len() > MAX_EMAIL_LEN || text.chars().any(char::is_whitespace) {
        return false;
    }
    let Some((local, domain)) = text.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain
            .rsplit_once('.')
            .is_some_and(|(name, tld)| !name.is_empty() && tld.len() >= 2)
}

/// The spec's message for an empty email field, on every form that asks for one.
pub const EMAIL_REQUIRED: &str = "Email is required";
/// The spec's message for an address [`is_email`] refuses on the checkout, payment and
/// forgot-password forms (the account forms say 'Email is invalid').
pub const EMAIL_INVALID: &str = "Please enter a valid email address";

/// Lower-cased, trimmed form under which addresses are compared and stored.
pub fn normalise_email(text: &str) -> String {
    text.trim().to_lowercase()
}

/// Whether `c` may not appear in text the shop accepts: NUL (PostgreSQL text cannot hold it)
/// and every other control character except tab, line feed and carriage return.
pub fn is_forbidden_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// Whether `text` holds a character [`is_forbidden_control`] refuses.
pub fn has_forbidden_control(text: &str) -> bool {
    text.chars().any(is_forbidden_control)
}

/// The message naming `field` when its text holds a forbidden control character.
pub fn control_character_message(field: &str) -> String {
    format!("{field} must not contain control characters (such as NUL)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_ordinary_addresses() {
        for ok in [
            "wanjiku@example.co.ke",
            "a.b+shop@mail.example.com",
            " x@y.io ",
        ] {
            assert!(is_email(ok), "{ok}");
        }
    }

    #[test]
    fn refuses_what_is_not_an_address() {
        for bad in [
            "",
            "wanjiku",
            "a@b",
            "@example.com",
            "a@@b.com",
            "a b@c.com",
            "a@.com",
            "a@b.c",
        ] {
            assert!(!is_email(bad), "{bad}");
        }
        assert!(!is_email(&format!("{}@example.com", "a".repeat(250))));
    }

    #[test]
    fn control_characters_other_than_line_breaks_and_tabs_are_refused() {
        for bad in ["a\0b", "\u{1}", "x\u{7f}", "\u{1b}[31m", "\u{85}"] {
            assert!(has_forbidden_control(bad), "{bad:?}");
        }
        for ok in [
            "Line one\nline two\r\n",
            "a\tb",
            "Wanjiku Kamau",
            "Sofa \u{2014} 3 seater",
        ] {
            assert!(!has_forbidden_control(ok), "{ok:?}");
        }
    }

    #[test]
    fn normalises_case_and_space() {
        assert_eq!(
            normalise_email("  Wanjiku@Example.CO.KE "),
            "wanjiku@example.co.ke"
        );
    }
}
