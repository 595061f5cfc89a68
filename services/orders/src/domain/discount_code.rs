//! What an admin's discount code is (docs/decisions.md "Discount codes (issue 23, part 6)"):
//! the one place its fields' rules and messages live. Every violation is reported at once,
//! named by its `DiscountCode` field.

use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;

use super::campaign::{Coupon, Kind, normalise_code};
use super::settings::time;

pub const CODE_MIN: usize = 3;
pub const CODE_MAX: usize = 40;
pub const DESCRIPTION_MAX: usize = 200;
/// The largest amount off and minimum: KSh 10,000,000.
pub const MONEY_MAX_CENTS: i64 = 1_000_000_000;
/// The largest limit of uses.
pub const LIMIT_MAX: i32 = 1_000_000;

pub const CODE_INVALID: &str =
    "Code must be 3 to 40 letters, digits, '-' or '_' (it is kept in capitals)";

/// A code an admin may create: letters, digits, '-' and '_', 3 to 40 of them.
pub fn is_code(code: &str) -> bool {
    (CODE_MIN..=CODE_MAX).contains(&code.chars().count())
        && code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The code as the admin gave it, checked. `stored` is the code's current row when it is being
/// edited: its weekdays and time zone (edited in the settings) are kept, and a free shipping
/// code stays one (FREESHIP's campaign).
pub fn parse(raw: &pb::DiscountCode, stored: Option<&Coupon>) -> Result<Coupon, tonic::Status> {
    let mut v = Violations::new();
    let code = normalise_code(&raw.code);
    if !is_code(&code) {
        v.add("code", CODE_INVALID);
    }
    let description = raw.description.trim().to_owned();
    if description.chars().count() > DESCRIPTION_MAX {
        v.add(
            "description",
            format!("Description must be at most {DESCRIPTION_MAX} characters"),
        );
    }
    let kind = match raw.kind.as_str() {
        "percent" => {
            if (1..=100).contains(&raw.percent_off) {
                i16::try_from(raw.percent_off).ok().map(Kind::Percent)
            } else {
                v.add("percent_off", "Percent off must be between 1 and 100");
                None
            }
        }
        "amount" => {
            if (1..=MONEY_MAX_CENTS).contains(&raw.amount_off_cents) {
                Some(Kind::Amount(raw.amount_off_cents))
            } else {
                v.add(
                    "amount_off_cents",
                    "Amount off must be more than KSh 0 and at most KSh 10,000,000",
                );
                None
            }
        }
        "free_shipping" => Some(Kind::FreeShipping),
        _ => {
            v.add("kind", "Kind must be percent, amount or free_shipping");
            None
        }
    };
    let starts_at = time(&mut v, "starts_at", "Start", &raw.starts_at);
    let ends_at = time(&mut v, "ends_at", "End", &raw.ends_at);
    if let (Some(start), Some(end)) = (starts_at, ends_at)
        && end <= start
    {
        v.add("ends_at", "End must be after the start");
    }
    if !(0..=MONEY_MAX_CENTS).contains(&raw.min_subtotal_cents) {
        v.add(
            "min_subtotal_cents",
            "Minimum spend must be between KSh 0 and KSh 10,000,000",
        );
    }
    let mut limit = |field: &str, label: &str, value: i32| {
        if (0..=LIMIT_MAX).contains(&value) {
            (value > 0).then_some(value)
        } else {
            v.add(
                field,
                format!("{label} must be between 0 (no limit) and {LIMIT_MAX}"),
            );
            None
        }
    };
    let usage_limit = limit("usage_limit", "Usage limit", raw.usage_limit);
    let per_customer_limit = limit(
        "per_customer_limit",
        "Limit per customer",
        raw.per_customer_limit,
    );
    v.finish()?;
    let kind = kind.unwrap_or(Kind::FreeShipping);
    Ok(Coupon {
        code,
        description,
        kind,
        days_of_week: stored.map(|s| s.days_of_week.clone()).unwrap_or_default(),
        timezone: stored.map_or_else(|| "Africa/Nairobi".to_owned(), |s| s.timezone.clone()),
        active: raw.active,
        starts_at,
        ends_at,
        min_subtotal_cents: raw.min_subtotal_cents,
        usage_limit,
        per_customer_limit,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use shop_common::errors::Refusal;

    use super::*;

    fn raw() -> pb::DiscountCode {
        pb::DiscountCode {
            code: " save10 ".to_owned(),
            description: "10% off".to_owned(),
            kind: "percent".to_owned(),
            percent_off: 10,
            min_subtotal_cents: 500_000,
            usage_limit: 100,
            per_customer_limit: 1,
            active: true,
            ..Default::default()
        }
    }

    #[test]
    fn a_good_code_is_upper_cased_and_kept() {
        let c = parse(&raw(), None).unwrap();
        assert_eq!(c.code, "SAVE10");
        assert_eq!(c.kind, Kind::Percent(10));
        assert_eq!(c.usage_limit, Some(100));
        assert_eq!(c.per_customer_limit, Some(1));
        assert_eq!(c.timezone, "Africa/Nairobi");
        let mut unlimited = raw();
        unlimited.usage_limit = 0;
        unlimited.per_customer_limit = 0;
        let c = parse(&unlimited, None).unwrap();
        assert_eq!((c.usage_limit, c.per_customer_limit), (None, None));
        let mut amount = raw();
        amount.kind = "amount".to_owned();
        amount.amount_off_cents = 50_000;
        assert_eq!(parse(&amount, None).unwrap().kind, Kind::Amount(50_000));
    }

    #[test]
    fn every_bad_field_is_named_at_once() {
        let bad = pb::DiscountCode {
            code: "a b".to_owned(),
            description: "x".repeat(201),
            kind: "percent".to_owned(),
            percent_off: 101,
            starts_at: "2026-12-02T00:00:00Z".to_owned(),
            ends_at: "2026-12-01T00:00:00Z".to_owned(),
            min_subtotal_cents: -1,
            usage_limit: -1,
            per_customer_limit: LIMIT_MAX + 1,
            ..Default::default()
        };
        let fields: Vec<String> = Refusal::read(&parse(&bad, None).unwrap_err())
            .fields
            .into_iter()
            .map(|(f, _)| f)
            .collect();
        assert_eq!(
            fields,
            [
                "code",
                "description",
                "percent_off",
                "ends_at",
                "min_subtotal_cents",
                "usage_limit",
                "per_customer_limit"
            ]
        );
        let mut amount = raw();
        amount.kind = "amount".to_owned();
        amount.amount_off_cents = 0;
        assert_eq!(
            Refusal::read(&parse(&amount, None).unwrap_err()).fields[0].0,
            "amount_off_cents"
        );
        let mut kind = raw();
        kind.kind = "bogo".to_owned();
        assert_eq!(
            Refusal::read(&parse(&kind, None).unwrap_err()).fields[0].0,
            "kind"
        );
        for code in ["AB", &"A".repeat(41), "SAVE 10", "ÉTÉ10"] {
            assert!(!is_code(code), "{code}");
        }
        assert!(is_code("BLACK-FRIDAY_2026"));
    }
}
