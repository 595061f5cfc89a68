//! The STK push and query's `Timestamp` and `Password`: the timestamp is Nairobi's wall-clock
//! time as `YYYYMMDDHHmmss`, and the password is base64(shortcode + passkey + timestamp) with
//! that same timestamp.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};

/// `YYYYMMDDHHmmss` in Africa/Nairobi time.
pub fn timestamp(at: DateTime<Utc>) -> String {
    shop_common::nairobi::local(at)
        .format("%Y%m%d%H%M%S")
        .to_string()
}

/// base64(shortcode + passkey + timestamp).
pub fn password(shortcode: &str, passkey: &str, timestamp: &str) -> String {
    STANDARD.encode(format!("{shortcode}{passkey}{timestamp}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn the_timestamp_is_nairobi_time() {
        // 10:34:16 UTC is 13:34:16 in Nairobi (UTC+3, no daylight saving).
        let at = Utc.with_ymd_and_hms(2026, 11, 21, 10, 34, 16).unwrap();
        assert_eq!(timestamp(at), "20261121133416");
        // Past midnight in Nairobi while still the previous day in UTC.
        let at = Utc.with_ymd_and_hms(2026, 12, 31, 22, 5, 0).unwrap();
        assert_eq!(timestamp(at), "20270101010500");
    }

    #[test]
    fn the_password_is_base64_of_shortcode_passkey_timestamp() {
        let passkey = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
        let password = password("174379", passkey, "20160216165627");
        // Safaricom's documented sandbox example.
        assert_eq!(
            password,
            "MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3"
        );
        let decoded = STANDARD.decode(&password).unwrap();
        assert_eq!(
            String::from_utf8(decoded).unwrap(),
            format!("174379{passkey}20160216165627")
        );
    }
}
