//! Phone numbers as shoppers type them: `0712 345 678`, `+254 712-345678`, `(0712) 345678`.
//! Kenyan numbers are written with a leading 0 or with the country code 254, so two numbers are
//! the same when their last 9 digits are (the subscriber number).

/// Fewest and most digits of a phone number on an order (9 digits is a Kenyan subscriber
/// number without its 0; 15 is E.164's longest).
pub const MIN_DIGITS: usize = 9;
pub const MAX_DIGITS: usize = 15;
/// The digits compared when looking an order up by phone.
pub const KEY_DIGITS: usize = 9;

/// The digits of `text` once spaces, `+`, `-` and parentheses are removed, or `None` when
/// anything else is left or the count is outside 9..=15.
pub fn digits(text: &str) -> Option<String> {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '+' | '-' | '(' | ')'))
        .collect();
    (kept.chars().all(|c| c.is_ascii_digit()) && (MIN_DIGITS..=MAX_DIGITS).contains(&kept.len()))
        .then_some(kept)
}

/// The last 9 digits of a valid phone number: what two numbers are compared by.
pub fn key(text: &str) -> Option<String> {
    let digits = digits(text)?;
    Some(digits[digits.len() - KEY_DIGITS..].to_owned())
}

/// Whether two typed numbers are the same phone.
pub fn same(a: &str, b: &str) -> bool {
    matches!((key(a), key(b)), (Some(a), Some(b)) if a == b)
}

/// The start of a subscriber number in an admin's search text, for prefix matching on the
/// stored key: `0712 3` gives `7123`, `254712` gives `712`. `None` unless the text is a phone
/// fragment (only digits and separators, at least 3 digits), so an order number such as `SF7`
/// never matches every phone starting with 7.
pub fn search_prefix(text: &str) -> Option<String> {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, ' ' | '+' | '-' | '(' | ')'))
        .collect();
    if kept.len() < 3 || !kept.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let local = if kept.len() > KEY_DIGITS {
        kept[kept.len() - KEY_DIGITS..].to_owned()
    } else if let Some(rest) = kept.strip_prefix("254") {
        rest.to_owned()
    } else if let Some(rest) = kept.strip_prefix('0') {
        rest.to_owned()
    } else {
        kept
    };
    (!local.is_empty()).then_some(local)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_digits_and_drops_separators() {
        assert_eq!(digits("0712 345 678").as_deref(), Some("0712345678"));
        assert_eq!(
            digits("+254 (712) 345-678").as_deref(),
            Some("254712345678")
        );
        assert_eq!(digits("0712-34a-678"), None);
        assert_eq!(digits("12345678"), None); // 8 digits
        assert_eq!(digits("1234567890123456"), None); // 16 digits
        assert_eq!(digits("712345678").as_deref(), Some("712345678"));
    }

    #[test]
    fn local_and_international_forms_match() {
        assert!(same("0712345678", "254712345678"));
        assert!(same("+254 712 345 678", "0712-345-678"));
        assert!(same("712345678", "0712345678"));
        assert!(!same("0712345678", "0712345679"));
        assert!(!same("0712345678", "not a phone"));
        assert!(!same("", ""));
    }

    #[test]
    fn search_prefixes() {
        assert_eq!(search_prefix("0712 3").as_deref(), Some("7123"));
        assert_eq!(search_prefix("254712").as_deref(), Some("712"));
        assert_eq!(search_prefix("+254712345678").as_deref(), Some("712345678"));
        assert_eq!(search_prefix("0712345678").as_deref(), Some("712345678"));
        assert_eq!(search_prefix("345"), Some("345".to_owned()));
        assert_eq!(search_prefix("SF7"), None);
        assert_eq!(search_prefix("07"), None);
        assert_eq!(search_prefix("Kamau"), None);
    }
}
