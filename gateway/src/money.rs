//! KSh amounts: integer cents inside, a JSON number of shillings outside.

use serde::{Serialize, Serializer};

/// An amount in cents that serialises as shillings: `4599900` -> `45999`, `129950` -> `1299.5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ksh(pub i64);

impl Serialize for Ksh {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.0 as f64 / 100.0)
        }
    }
}

/// A rate in basis points that serialises as percent: `1600` -> `16`, `1450` -> `14.5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Percent(pub i32);

impl Serialize for Percent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i32(self.0 / 100)
        } else {
            serializer.serialize_f64(f64::from(self.0) / 100.0)
        }
    }
}

/// Parses a shilling amount from a query string (`"12500"`, `"1299.50"`) into cents. At most two
/// decimals, no sign, no exponent, at most `max_cents`.
pub fn parse_ksh(text: &str, max_cents: i64) -> Option<i64> {
    let text = text.trim();
    let (whole, frac) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && frac.is_empty()
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 2
        || whole.len() > 12
    {
        return None;
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let frac: i64 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse().ok()?,
    };
    let cents = whole.checked_mul(100)?.checked_add(frac)?;
    (cents <= max_cents).then_some(cents)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_shillings_serialise_as_integers() {
        assert_eq!(serde_json::to_string(&Ksh(4_599_900)).unwrap(), "45999");
        assert_eq!(serde_json::to_string(&Ksh(129_950)).unwrap(), "1299.5");
        assert_eq!(serde_json::to_string(&Ksh(0)).unwrap(), "0");
    }

    #[test]
    fn basis_points_serialise_as_percent() {
        assert_eq!(serde_json::to_string(&Percent(1600)).unwrap(), "16");
        assert_eq!(serde_json::to_string(&Percent(1450)).unwrap(), "14.5");
        assert_eq!(serde_json::to_string(&Percent(1625)).unwrap(), "16.25");
    }

    #[test]
    fn parses_shillings_into_cents() {
        assert_eq!(parse_ksh("12500", i64::MAX), Some(1_250_000));
        assert_eq!(parse_ksh("1299.5", i64::MAX), Some(129_950));
        assert_eq!(parse_ksh("0.05", i64::MAX), Some(5));
        assert_eq!(parse_ksh(" 10 ", i64::MAX), Some(1000));
    }

    #[test]
    fn refuses_what_is_not_a_plain_amount() {
        for bad in [
            "",
            ".",
            "-5",
            "1e5",
            "abc",
            "12.345",
            "1,000",
            "NaN",
            "99999999999999",
        ] {
            assert_eq!(parse_ksh(bad, i64::MAX), None, "{bad}");
        }
        assert_eq!(parse_ksh("101", 10_000), None);
    }
}
