//! Coupons and discount codes (DECISIONS.md "Coupons"; docs/decisions.md "Discount codes (issue
//! 23, part 6)"): a code is free shipping (FREESHIP, on its campaign's weekdays), a percentage of
//! the goods or an amount off them, valid while active and within its dates, above its minimum
//! and within its limits of uses. Each refusal has its own message. FREESHIP's campaign runs on
//! Mondays, Nairobi time; the weekday is that of the coupon's own time zone, so a Sunday 22:00
//! UTC is already Monday 01:00 in Nairobi.

use chrono::{DateTime, Datelike, Utc};
use chrono_tz::Tz;

use super::INVALID_COUPON;

/// What a code gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Delivery costs nothing (FREESHIP).
    FreeShipping,
    /// 1..=100 percent of the goods subtotal.
    Percent(i16),
    /// KSh off the goods (cents), capped at the goods subtotal.
    Amount(i64),
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::FreeShipping => "free_shipping",
            Self::Percent(_) => "percent",
            Self::Amount(_) => "amount",
        }
    }

    /// The kind stored as `kind`, `percent_off` and `amount_off_cents`.
    pub fn from_parts(kind: &str, percent_off: i16, amount_off_cents: i64) -> Option<Self> {
        match kind {
            "free_shipping" => Some(Self::FreeShipping),
            "percent" if (1..=100).contains(&percent_off) => Some(Self::Percent(percent_off)),
            "amount" if amount_off_cents > 0 => Some(Self::Amount(amount_off_cents)),
            _ => None,
        }
    }

    pub fn percent_off(self) -> i16 {
        if let Self::Percent(p) = self { p } else { 0 }
    }

    pub fn amount_off_cents(self) -> i64 {
        if let Self::Amount(a) = self { a } else { 0 }
    }
}

/// A coupon as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coupon {
    /// Upper case (`FREESHIP`).
    pub code: String,
    pub description: String,
    pub kind: Kind,
    /// ISO weekdays (Monday 1 ... Sunday 7) on which the campaign runs; empty for every day.
    pub days_of_week: Vec<i16>,
    /// IANA time zone of those weekdays (`Africa/Nairobi`).
    pub timezone: String,
    /// Switched off by an admin.
    pub active: bool,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    /// The goods subtotal (before the discount) an order needs for the code; 0 for none.
    pub min_subtotal_cents: i64,
    /// Orders that may use the code in all; `None` for no limit.
    pub usage_limit: Option<i32>,
    /// Orders one customer may place with it; `None` for no limit.
    pub per_customer_limit: Option<i32>,
}

/// Why a code is not taken, each with the shopper's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    Unknown,
    Inactive,
    NotStarted,
    Ended,
    /// Not one of its campaign's weekdays.
    NotToday,
    /// The goods subtotal this code needs (cents).
    BelowMinimum(i64),
    UsedUp,
    UsedByYou,
}

impl Refusal {
    pub fn message(&self) -> String {
        match self {
            Self::Unknown => INVALID_COUPON.to_owned(),
            Self::Inactive => "This code is no longer active".to_owned(),
            Self::NotStarted => "This code is not valid yet".to_owned(),
            Self::Ended => "This code has expired".to_owned(),
            // DECISIONS.md "Coupons": outside its weekdays FREESHIP is like any unknown code.
            Self::NotToday => INVALID_COUPON.to_owned(),
            Self::BelowMinimum(cents) => format!("Spend KSh {} to use this code", ksh(*cents)),
            Self::UsedUp => "This code has been used up".to_owned(),
            Self::UsedByYou => "You have already used this code".to_owned(),
        }
    }
}

/// KSh with thousands separators, the cents only when there are some: `5,000`, `1,234.50`.
pub fn ksh(cents: i64) -> String {
    let whole = (cents.unsigned_abs() / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    let sign = if cents < 0 { "-" } else { "" };
    match cents.unsigned_abs() % 100 {
        0 => format!("{sign}{grouped}"),
        rest => format!("{sign}{grouped}.{rest:02}"),
    }
}

/// How many times a code was used: by everyone, and by the customer at hand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Uses {
    pub total: i64,
    pub by_customer: i64,
}

impl Coupon {
    /// Whether the campaign runs at `now`: active, within its dates (start inclusive, end
    /// exclusive), on one of its weekdays in its time zone.
    pub fn runs_at(&self, now: DateTime<Utc>) -> bool {
        self.refusal_at(now).is_none()
    }

    /// Why the code cannot be used at `now` whatever the order, if it cannot. A time zone we
    /// cannot read never runs (it is logged), rather than guessing.
    pub fn refusal_at(&self, now: DateTime<Utc>) -> Option<Refusal> {
        if !self.active {
            return Some(Refusal::Inactive);
        }
        if self.starts_at.is_some_and(|start| now < start) {
            return Some(Refusal::NotStarted);
        }
        if self.ends_at.is_some_and(|end| now >= end) {
            return Some(Refusal::Ended);
        }
        if self.days_of_week.is_empty() {
            return None;
        }
        let Ok(zone) = self.timezone.parse::<Tz>() else {
            tracing::warn!(code = %self.code, timezone = %self.timezone, "coupon time zone unknown: campaign not running");
            return Some(Refusal::NotToday);
        };
        let weekday = now.with_timezone(&zone).weekday().number_from_monday();
        let today = self
            .days_of_week
            .iter()
            .any(|&day| u32::try_from(day).is_ok_and(|day| day == weekday));
        (!today).then_some(Refusal::NotToday)
    }

    /// Whether the limits leave a use for this customer: in all, then per customer.
    pub fn limit_refusal(&self, uses: Uses) -> Option<Refusal> {
        if self
            .usage_limit
            .is_some_and(|limit| uses.total >= i64::from(limit))
        {
            return Some(Refusal::UsedUp);
        }
        if self
            .per_customer_limit
            .is_some_and(|limit| uses.by_customer >= i64::from(limit))
        {
            return Some(Refusal::UsedByYou);
        }
        None
    }

    /// Whether goods worth `subtotal_cents` reach the minimum. An empty cart is not refused
    /// (a quote of nothing costs nothing; an order is never empty).
    pub fn minimum_refusal(&self, subtotal_cents: i64) -> Option<Refusal> {
        (subtotal_cents > 0 && subtotal_cents < self.min_subtotal_cents)
            .then_some(Refusal::BelowMinimum(self.min_subtotal_cents))
    }

    pub fn free_shipping(&self) -> bool {
        self.kind == Kind::FreeShipping
    }

    /// The discount of each goods line (line totals, in cents), in the lines' order.
    pub fn line_discounts(&self, line_totals: &[i64]) -> Vec<i64> {
        line_discounts(self.kind, line_totals)
    }
}

/// The discount of each goods line: a percentage is taken of each line and rounded half-up to
/// the cent (so every line's discount is exactly its rate, which eTIMS's `dcRt`/`dcAmt` state);
/// an amount, capped at the subtotal, is spread over the lines in proportion to their totals by
/// largest remainder (ties to the earlier line), so the lines add up to it exactly.
pub fn line_discounts(kind: Kind, line_totals: &[i64]) -> Vec<i64> {
    match kind {
        Kind::FreeShipping => vec![0; line_totals.len()],
        Kind::Percent(p) => line_totals
            .iter()
            .map(|&total| {
                let scaled = i128::from(total) * i128::from(p);
                ((scaled + 50) / 100) as i64
            })
            .collect(),
        Kind::Amount(amount) => {
            let subtotal: i128 = line_totals.iter().map(|&t| i128::from(t)).sum();
            if subtotal <= 0 {
                return vec![0; line_totals.len()];
            }
            let amount = i128::from(amount).min(subtotal);
            let shares: Vec<(i128, i128)> = line_totals
                .iter()
                .map(|&t| {
                    let scaled = amount * i128::from(t);
                    (scaled / subtotal, scaled % subtotal)
                })
                .collect();
            let floor: i128 = shares.iter().map(|s| s.0).sum();
            let mut discounts: Vec<i64> = shares.iter().map(|s| s.0 as i64).collect();
            let mut order: Vec<usize> = (0..line_totals.len()).collect();
            order.sort_by_key(|&i| (std::cmp::Reverse(shares[i].1), i));
            for &i in order.iter().take((amount - floor) as usize) {
                discounts[i] += 1;
            }
            discounts
        }
    }
}

/// How a typed code is compared with the stored ones: trimmed, upper case.
pub fn normalise_code(text: &str) -> String {
    text.trim().to_uppercase()
}

/// The coupon `code` names among `coupons`, if its campaign runs at `now`.
pub fn find_running<'a>(
    coupons: &'a [Coupon],
    code: &str,
    now: DateTime<Utc>,
) -> Option<&'a Coupon> {
    let code = normalise_code(code);
    coupons
        .iter()
        .find(|c| c.code == code)
        .filter(|c| c.runs_at(now))
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn freeship() -> Coupon {
        Coupon {
            code: "FREESHIP".to_owned(),
            description: "Free shipping on Mondays".to_owned(),
            kind: Kind::FreeShipping,
            days_of_week: vec![1],
            timezone: "Africa/Nairobi".to_owned(),
            active: true,
            starts_at: None,
            ends_at: None,
            min_subtotal_cents: 0,
            usage_limit: None,
            per_customer_limit: None,
        }
    }

    fn utc(y: i32, m: u32, d: u32, h: u32, min: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, min, 0).unwrap()
    }

    #[test]
    fn runs_on_mondays_in_nairobi() {
        let c = freeship();
        // 2026-11-23 is a Monday.
        assert!(c.runs_at(utc(2026, 11, 23, 9, 0)));
        // Saturday.
        assert!(!c.runs_at(utc(2026, 11, 21, 12, 0)));
        // Sunday 22:00 UTC is Monday 01:00 in Nairobi (UTC+3).
        assert!(c.runs_at(utc(2026, 11, 22, 22, 0)));
        // Sunday 20:59 UTC is still Sunday 23:59 there.
        assert!(!c.runs_at(utc(2026, 11, 22, 20, 59)));
        // Monday 21:00 UTC is already Tuesday 00:00 there.
        assert!(!c.runs_at(utc(2026, 11, 23, 21, 0)));
        assert!(c.runs_at(utc(2026, 11, 23, 20, 59)));
    }

    #[test]
    fn inactive_dated_and_unknown_zones() {
        let monday = utc(2026, 11, 23, 9, 0);
        let mut c = freeship();
        c.active = false;
        assert!(!c.runs_at(monday));

        let mut c = freeship();
        c.starts_at = Some(utc(2026, 12, 1, 0, 0));
        assert!(!c.runs_at(monday));
        c.starts_at = Some(monday);
        assert!(c.runs_at(monday));
        c.ends_at = Some(monday);
        assert!(!c.runs_at(monday));

        let mut c = freeship();
        c.timezone = "Mars/Olympus".to_owned();
        assert!(!c.runs_at(monday));

        let mut every_day = freeship();
        every_day.days_of_week.clear();
        assert!(every_day.runs_at(utc(2026, 11, 21, 12, 0)));
    }

    #[test]
    fn codes_are_case_insensitive() {
        let coupons = [freeship()];
        let monday = utc(2026, 11, 23, 9, 0);
        let saturday = utc(2026, 11, 21, 9, 0);
        assert!(find_running(&coupons, " freeShip ", monday).is_some());
        assert!(find_running(&coupons, "FREESHIP", saturday).is_none());
        assert!(find_running(&coupons, "SAVE10", monday).is_none());
    }

    fn save10() -> Coupon {
        Coupon {
            code: "SAVE10".to_owned(),
            description: "10% off".to_owned(),
            kind: Kind::Percent(10),
            days_of_week: vec![],
            min_subtotal_cents: 500_000,
            usage_limit: Some(3),
            per_customer_limit: Some(1),
            ..freeship()
        }
    }

    #[test]
    fn every_refusal_has_its_message() {
        let monday = utc(2026, 11, 23, 9, 0);
        let mut c = save10();
        assert_eq!(c.refusal_at(monday), None);
        c.active = false;
        assert_eq!(c.refusal_at(monday), Some(Refusal::Inactive));
        let mut c = save10();
        c.starts_at = Some(utc(2026, 12, 1, 0, 0));
        assert_eq!(c.refusal_at(monday), Some(Refusal::NotStarted));
        let mut c = save10();
        c.ends_at = Some(monday);
        assert_eq!(c.refusal_at(monday), Some(Refusal::Ended));
        assert_eq!(
            freeship().refusal_at(utc(2026, 11, 21, 9, 0)),
            Some(Refusal::NotToday)
        );
        let c = save10();
        assert_eq!(
            c.minimum_refusal(499_999),
            Some(Refusal::BelowMinimum(500_000))
        );
        assert_eq!(c.minimum_refusal(500_000), None);
        assert_eq!(c.minimum_refusal(0), None, "an empty cart is not refused");
        assert_eq!(
            c.limit_refusal(Uses {
                total: 2,
                by_customer: 0
            }),
            None
        );
        assert_eq!(
            c.limit_refusal(Uses {
                total: 3,
                by_customer: 0
            }),
            Some(Refusal::UsedUp)
        );
        assert_eq!(
            c.limit_refusal(Uses {
                total: 1,
                by_customer: 1
            }),
            Some(Refusal::UsedByYou)
        );
        let messages: Vec<String> = [
            Refusal::Unknown,
            Refusal::Inactive,
            Refusal::NotStarted,
            Refusal::Ended,
            Refusal::NotToday,
            Refusal::BelowMinimum(1_234_550),
            Refusal::UsedUp,
            Refusal::UsedByYou,
        ]
        .iter()
        .map(Refusal::message)
        .collect();
        assert_eq!(
            messages,
            [
                "Invalid coupon code",
                "This code is no longer active",
                "This code is not valid yet",
                "This code has expired",
                "Invalid coupon code",
                "Spend KSh 12,345.50 to use this code",
                "This code has been used up",
                "You have already used this code",
            ]
        );
        assert_eq!(
            Refusal::BelowMinimum(500_000).message(),
            "Spend KSh 5,000 to use this code"
        );
    }

    #[test]
    fn a_percentage_is_taken_of_each_line_rounded_half_up() {
        assert_eq!(
            line_discounts(Kind::Percent(10), &[4_599_900, 1_005, 1_004, 0]),
            [459_990, 101, 100, 0]
        );
        assert_eq!(line_discounts(Kind::Percent(100), &[123, 456]), [123, 456]);
        assert_eq!(line_discounts(Kind::Percent(15), &[3]), [0]); // 0.45 cent
        assert_eq!(line_discounts(Kind::Percent(50), &[3]), [2]); // 1.5 -> 2
        assert_eq!(line_discounts(Kind::FreeShipping, &[100, 200]), [0, 0]);
    }

    #[test]
    fn an_amount_is_capped_and_spread_by_largest_remainder() {
        // KSh 100 over 1 : 1 : 1 -> 33.34, 33.33, 33.33 (ties to the earlier line).
        let d = line_discounts(Kind::Amount(10_000), &[100_000, 100_000, 100_000]);
        assert_eq!(d, [3_334, 3_333, 3_333]);
        assert_eq!(d.iter().sum::<i64>(), 10_000);
        // 10 cents over 3 : 7 -> 3 and 7.
        assert_eq!(line_discounts(Kind::Amount(10), &[300, 700]), [3, 7]);
        // 1 cent over 1 : 2: the larger remainder (2/3) gets it.
        assert_eq!(line_discounts(Kind::Amount(1), &[100, 200]), [0, 1]);
        // Capped at the goods.
        assert_eq!(
            line_discounts(Kind::Amount(100_000), &[300, 700]),
            [300, 700]
        );
        assert_eq!(line_discounts(Kind::Amount(500), &[]), Vec::<i64>::new());
        for lines in [vec![1, 1, 1], vec![999, 1, 5_731, 4_599_900], vec![7; 50]] {
            for amount in [1, 2, 99, 12_345, 100_000_000] {
                let d = line_discounts(Kind::Amount(amount), &lines);
                let goods: i64 = lines.iter().sum();
                assert_eq!(
                    d.iter().sum::<i64>(),
                    amount.min(goods),
                    "{lines:?} {amount}"
                );
                assert!(d.iter().zip(&lines).all(|(d, l)| *d <= *l && *d >= 0));
            }
        }
    }

    #[test]
    fn kinds_read_back_from_their_columns() {
        for kind in [Kind::FreeShipping, Kind::Percent(10), Kind::Amount(50_000)] {
            assert_eq!(
                Kind::from_parts(kind.as_str(), kind.percent_off(), kind.amount_off_cents()),
                Some(kind)
            );
        }
        assert_eq!(Kind::from_parts("percent", 0, 0), None);
        assert_eq!(Kind::from_parts("percent", 101, 0), None);
        assert_eq!(Kind::from_parts("amount", 0, 0), None);
        assert_eq!(Kind::from_parts("bogus", 10, 0), None);
    }
}
