//! The STK `Password`: base64(shortcode + passkey + timestamp) (MPESA.md, "Calls").

use base64::Engine;
use base64::engine::general_purpose::STANDARD;

/// The password Daraja expects for this shortcode, passkey and `YYYYMMDDHHmmss` timestamp.
pub fn stk_password(shortcode: &str, passkey: &str, timestamp: &str) -> String {
    STANDARD.encode(format!("{shortcode}{passkey}{timestamp}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{SANDBOX_PASSKEY, SANDBOX_SHORTCODE};

    #[test]
    fn the_password_is_the_base64_of_shortcode_passkey_and_timestamp() {
        let password = stk_password(SANDBOX_SHORTCODE, SANDBOX_PASSKEY, "20261121133416");
        let decoded = String::from_utf8(STANDARD.decode(password).unwrap()).unwrap();
        assert_eq!(
            decoded,
            format!("{SANDBOX_SHORTCODE}{SANDBOX_PASSKEY}20261121133416")
        );
        assert!(
            stk_password("174379", "x", "20261121133416").starts_with("MTc0Mzc5"),
            "base64 of '174379'"
        );
    }
}
