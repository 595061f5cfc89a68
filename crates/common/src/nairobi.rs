//! The shop's clock: Kenya's time (Africa/Nairobi, EAT, UTC+3 all year), the one every service
//! reads a local date or wall-clock time from (a report's "today", an invoice's date, a card's
//! expiry month, Daraja's timestamps).

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;

/// The IANA name of the shop's time zone, for SQL (`AT TIME ZONE $1`).
pub const TIME_ZONE: &str = "Africa/Nairobi";

/// `at` on Nairobi's clock.
pub fn local(at: DateTime<Utc>) -> DateTime<Tz> {
    at.with_timezone(&chrono_tz::Africa::Nairobi)
}

/// The date in Nairobi at `now`.
pub fn today(now: DateTime<Utc>) -> NaiveDate {
    local(now).date_naive()
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn nairobi_is_three_hours_ahead_of_utc_all_year() {
        for (month, day) in [(1, 15), (7, 15)] {
            let at = Utc.with_ymd_and_hms(2026, month, day, 10, 0, 0).unwrap();
            assert_eq!(local(at).format("%H:%M").to_string(), "13:00");
        }
        assert_eq!(TIME_ZONE, chrono_tz::Africa::Nairobi.name());
    }

    #[test]
    fn the_date_turns_at_nairobi_midnight() {
        let at = Utc.with_ymd_and_hms(2026, 12, 31, 21, 0, 0).unwrap();
        assert_eq!(today(at), NaiveDate::from_ymd_opt(2027, 1, 1).unwrap());
        let at = Utc.with_ymd_and_hms(2026, 12, 31, 20, 59, 59).unwrap();
        assert_eq!(today(at), NaiveDate::from_ymd_opt(2026, 12, 31).unwrap());
    }
}
