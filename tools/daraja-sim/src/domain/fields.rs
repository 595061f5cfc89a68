//! The fields of an STK push and query, parsed into types that can only hold what Daraja
//! accepts (MPESA.md, "Calls").

use chrono::NaiveDateTime;
use reqwest::Url;
use serde_json::{Map, Value};

use crate::error::DarajaError;

/// A request body's field as text. Daraja takes codes and MSISDNs both as JSON strings and as
/// JSON numbers (`"BusinessShortCode": 174379`), so a whole number reads as its digits.
pub fn code_field(body: &Map<String, Value>, name: &'static str) -> Result<String, DarajaError> {
    match body.get(name) {
        Some(Value::String(text)) => Ok(text.clone()),
        Some(Value::Number(number)) if number.is_u64() => Ok(number.to_string()),
        _ => Err(DarajaError::InvalidField(name)),
    }
}

/// A request body's field that must be a JSON string.
pub fn text_field<'a>(
    body: &'a Map<String, Value>,
    name: &'static str,
) -> Result<&'a str, DarajaError> {
    match body.get(name) {
        Some(Value::String(text)) => Ok(text),
        _ => Err(DarajaError::InvalidField(name)),
    }
}

/// A paybill shortcode or till number: 5 to 7 digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShortCode(String);

impl ShortCode {
    pub fn parse(text: &str) -> Option<Self> {
        ((5..=7).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A Safaricom M-Pesa number in international form: `2547XXXXXXXX` or `2541XXXXXXXX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Msisdn(String);

impl Msisdn {
    pub fn parse(text: &str) -> Option<Self> {
        (text.len() == 12
            && (text.starts_with("2547") || text.starts_with("2541"))
            && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number as the callback carries it: a JSON number.
    pub fn as_number(&self) -> u64 {
        // Twelve ASCII digits always fit.
        self.0.parse().unwrap_or_default()
    }

    /// The last four digits, which choose the simulated payer's answer.
    pub fn last_four(&self) -> &str {
        &self.0[8..]
    }
}

/// An amount in whole shillings, at least 1. Daraja refuses decimals; the simulator also
/// refuses amounts sent as strings, so a client that passes here passes there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amount(u64);

impl Amount {
    pub fn parse(value: &Value) -> Option<Self> {
        value.as_u64().filter(|&n| n >= 1).map(Self)
    }

    pub fn shillings(self) -> u64 {
        self.0
    }
}

/// `YYYYMMDDHHmmss`, the same value the password was made with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timestamp(String);

impl Timestamp {
    pub fn parse(text: &str) -> Option<Self> {
        (text.len() == 14
            && text.bytes().all(|b| b.is_ascii_digit())
            && NaiveDateTime::parse_from_str(text, "%Y%m%d%H%M%S").is_ok())
        .then(|| Self(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn to_datetime(&self) -> Option<NaiveDateTime> {
        NaiveDateTime::parse_from_str(&self.0, "%Y%m%d%H%M%S").ok()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransactionType {
    CustomerPayBillOnline,
    CustomerBuyGoodsOnline,
}

impl TransactionType {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "CustomerPayBillOnline" => Some(Self::CustomerPayBillOnline),
            "CustomerBuyGoodsOnline" => Some(Self::CustomerBuyGoodsOnline),
            _ => None,
        }
    }
}

/// Where the result is POSTed. HTTPS, as Safaricom requires; plain HTTP only to loopback and
/// to single-label hosts (`payments` in docker-compose), which cannot be on the internet.
/// Refused like Safaricom: surrounding or inner spaces, and the word "mpesa" anywhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallbackUrl(Url);

impl CallbackUrl {
    pub fn parse(text: &str) -> Option<Self> {
        if text.chars().any(char::is_whitespace) || text.to_ascii_lowercase().contains("mpesa") {
            return None;
        }
        let url = Url::parse(text).ok()?;
        let host = url.host_str()?;
        let allowed = match url.scheme() {
            "https" => true,
            "http" => match host.trim_start_matches('[').trim_end_matches(']').parse() {
                Ok(ip) => std::net::IpAddr::is_loopback(&ip),
                Err(_) => !host.contains('.'),
            },
            _ => false,
        };
        allowed.then_some(Self(url))
    }

    pub fn url(&self) -> &Url {
        &self.0
    }
}

/// Text shown to the payer or kept with the transaction: `max` characters at most, not blank,
/// none of `@ # &`.
fn payer_text(text: &str, max: usize) -> Option<String> {
    let length = text.chars().count();
    (length >= 1 && length <= max && !text.trim().is_empty() && !text.contains(['@', '#', '&']))
        .then(|| text.to_owned())
}

/// `AccountReference`: 1 to 12 characters, shown on the payer's prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountReference(String);

impl AccountReference {
    pub fn parse(text: &str) -> Option<Self> {
        payer_text(text, 12).map(Self)
    }
}

/// `TransactionDesc`: 1 to 13 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransactionDesc(String);

impl TransactionDesc {
    pub fn parse(text: &str) -> Option<Self> {
        payer_text(text, 13).map(Self)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn msisdns_are_safaricom_numbers_in_international_form() {
        assert!(Msisdn::parse("254708374149").is_some());
        assert!(Msisdn::parse("254110000000").is_some());
        for bad in [
            "0708374149",
            "+254708374149",
            "25470837414",
            "2547083741490",
            "254208374149",
            "25470837414x",
            "",
        ] {
            assert!(Msisdn::parse(bad).is_none(), "{bad}");
        }
        assert_eq!(
            Msisdn::parse("254708374149").unwrap().as_number(),
            254708374149
        );
        assert_eq!(Msisdn::parse("254708370003").unwrap().last_four(), "0003");
    }

    #[test]
    fn amounts_are_whole_positive_numbers() {
        assert_eq!(Amount::parse(&json!(1500)).unwrap().shillings(), 1500);
        for bad in [
            json!(0),
            json!(-5),
            json!(10.5),
            json!(10.0),
            json!("10"),
            json!(null),
        ] {
            assert!(Amount::parse(&bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn timestamps_are_real_dates_in_fourteen_digits() {
        assert!(Timestamp::parse("20261121133416").is_some());
        for bad in [
            "2026112113341",
            "20261321133416",
            "20261121253416",
            "2026-11-21T13:3",
        ] {
            assert!(Timestamp::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn shortcodes_are_five_to_seven_digits() {
        assert!(ShortCode::parse("174379").is_some());
        assert!(ShortCode::parse("1234").is_none());
        assert!(ShortCode::parse("12345678").is_none());
        assert!(ShortCode::parse("17437a").is_none());
    }

    #[test]
    fn callback_urls_are_https_or_local_http() {
        for good in [
            "https://shop.example.co.ke/hooks/daraja/s3cr3t",
            "http://127.0.0.1:8084/hooks/daraja/s3cr3t",
            "http://localhost:8084/hooks",
            "http://[::1]:8084/hooks",
            "http://payments:8084/hooks",
        ] {
            assert!(CallbackUrl::parse(good).is_some(), "{good}");
        }
        for bad in [
            "http://shop.example.co.ke/hooks",
            "http://10.0.0.5/hooks",
            "ftp://127.0.0.1/hooks",
            "https://shop.example.co.ke/api/mpesa/callback",
            "https://shop.example.co.ke/M-Pesa-hooks/MPESA",
            " https://shop.example.co.ke/hooks",
            "https://shop.example.co.ke/ho oks",
            "not a url",
        ] {
            assert!(CallbackUrl::parse(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn payer_texts_have_their_lengths_and_no_reserved_characters() {
        assert!(AccountReference::parse("ORD-12345678").is_some());
        assert!(AccountReference::parse("ORD-123456789").is_none());
        assert!(AccountReference::parse("").is_none());
        assert!(AccountReference::parse("   ").is_none());
        assert!(AccountReference::parse("A&B").is_none());
        assert!(TransactionDesc::parse("Order 1234567").is_some());
        assert!(TransactionDesc::parse("Order 12345678").is_none());
        assert!(TransactionDesc::parse("#1").is_none());
        assert!(AccountReference::parse("Zawadi Ç").is_some());
    }
}
