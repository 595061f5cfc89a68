//! Daraja writes the same field as a number in one answer and as a string in another
//! (`ResultCode` is a number in callbacks and a string in STK query answers; amounts may carry
//! decimals). These read either.

use serde::{Deserialize, Deserializer};
use serde_json::Value;

/// An integer written as a JSON number or a string of digits.
pub(super) fn integer(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Deserializes an integer written as a number or a string.
pub(super) fn deserialize_integer<'de, D: Deserializer<'de>>(d: D) -> Result<i64, D::Error> {
    let value = Value::deserialize(d)?;
    integer(&value)
        .ok_or_else(|| serde::de::Error::custom(format!("expected an integer, got {value}")))
}

/// Deserializes an optional integer written as a number or a string.
pub(super) fn deserialize_optional_integer<'de, D: Deserializer<'de>>(
    d: D,
) -> Result<Option<i64>, D::Error> {
    match Option::<Value>::deserialize(d)? {
        None | Some(Value::Null) => Ok(None),
        Some(value) => integer(&value)
            .map(Some)
            .ok_or_else(|| serde::de::Error::custom(format!("expected an integer, got {value}"))),
    }
}

/// A shilling amount (`1500`, `1500.0`, `"1500.00"`) in cents, read from its decimal text so no
/// float ever touches money. `None` for anything else, or for more than two decimals that are
/// not zero.
pub(super) fn cents(value: &Value) -> Option<i64> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return None,
    };
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (kept, rest) = fraction.split_at(fraction.len().min(2));
    if rest.bytes().any(|b| b != b'0') {
        return None;
    }
    let kept = format!("{kept:0<2}");
    let whole: i64 = whole.parse().ok()?;
    whole.checked_mul(100)?.checked_add(kept.parse().ok()?)
}

/// Digits of a number written as a JSON number or a string (phone numbers, dates).
pub(super) fn digits(value: &Value) -> Option<String> {
    let text = match value {
        Value::Number(n) => n.as_u64()?.to_string(),
        Value::String(s) => s.trim().to_owned(),
        _ => return None,
    };
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn integers_as_numbers_or_strings() {
        assert_eq!(integer(&json!(1032)), Some(1032));
        assert_eq!(integer(&json!("1032")), Some(1032));
        assert_eq!(integer(&json!(" 0 ")), Some(0));
        assert_eq!(integer(&json!(0.0)), Some(0));
        assert_eq!(integer(&json!("x")), None);
        assert_eq!(integer(&json!(null)), None);
    }

    #[test]
    fn amounts_in_cents_without_floats() {
        assert_eq!(cents(&json!(1500)), Some(150_000));
        assert_eq!(cents(&json!(1500.0)), Some(150_000));
        assert_eq!(cents(&json!("1500.00")), Some(150_000));
        assert_eq!(cents(&json!("1.5")), Some(150));
        assert_eq!(cents(&json!(1.25)), Some(125));
        assert_eq!(cents(&json!("1.255")), None);
        assert_eq!(cents(&json!(-5)), None);
        assert_eq!(cents(&json!("abc")), None);
        assert_eq!(cents(&json!(null)), None);
    }

    #[test]
    fn digits_of_numbers_or_strings() {
        assert_eq!(
            digits(&json!(254708374149u64)).as_deref(),
            Some("254708374149")
        );
        assert_eq!(
            digits(&json!("254708374149")).as_deref(),
            Some("254708374149")
        );
        assert_eq!(digits(&json!("+254")), None);
        assert_eq!(digits(&json!(1.5)), None);
    }
}
