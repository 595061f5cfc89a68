//! Coupons and their campaigns (DECISIONS.md "Coupons"): a code is valid only while its
//! campaign runs, and the promo-code box shows only then. FREESHIP's campaign runs on Mondays,
//! Nairobi time; the weekday is that of the coupon's own time zone, so a Sunday 22:00 UTC is
//! already Monday 01:00 in Nairobi.

use chrono::{DateTime, Datelike, Utc};
use chrono_tz::Tz;

/// A coupon as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coupon {
    /// Upper case (`FREESHIP`).
    pub code: String,
    pub description: String,
    pub free_shipping: bool,
    /// ISO weekdays (Monday 1 ... Sunday 7) on which the campaign runs; empty for every day.
    pub days_of_week: Vec<i16>,
    /// IANA time zone of those weekdays (`Africa/Nairobi`).
    pub timezone: String,
    /// Switched off by an admin.
    pub active: bool,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
}

impl Coupon {
    /// Whether the campaign runs at `now`: active, within its dates (start inclusive, end
    /// exclusive), on one of its weekdays in its time zone. A time zone we cannot read never runs
    /// (it is logged), rather than guessing.
    pub fn runs_at(&self, now: DateTime<Utc>) -> bool {
        if !self.active
            || self.starts_at.is_some_and(|start| now < start)
            || self.ends_at.is_some_and(|end| now >= end)
        {
            return false;
        }
        if self.days_of_week.is_empty() {
            return true;
        }
        let Ok(zone) = self.timezone.parse::<Tz>() else {
            tracing::warn!(code = %self.code, timezone = %self.timezone, "coupon time zone unknown: campaign not running");
            return false;
        };
        let weekday = now.with_timezone(&zone).weekday().number_from_monday();
        self.days_of_week
            .iter()
            .any(|&day| u32::try_from(day).is_ok_and(|day| day == weekday))
    }
}

/// How a typed code is compared with the stored ones: trimmed, upper case.
pub fn normalise_code(text: &str) -> String {
    text.trim().to_uppercase()
}

/// The coupon that `code` names among `coupons`, if its campaign runs at `now`.
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
            free_shipping: true,
            days_of_week: vec![1],
            timezone: "Africa/Nairobi".to_owned(),
            active: true,
            starts_at: None,
            ends_at: None,
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
}
