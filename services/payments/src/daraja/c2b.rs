//! The body of Safaricom's C2B validation and confirmation calls (MPESA.md "Paybill and Till
//! payments the shopper starts"), and the answers Daraja expects. `MSISDN` is masked or hashed
//! by Safaricom now: kept for the record, never used to find the payer.

use serde::Deserialize;
use serde_json::Value;

use super::lenient;

/// Validation accepted.
pub const ACCEPTED: &str = "0";
/// Validation refusals.
pub const INVALID_ACCOUNT: &str = "C2B00012";
pub const INVALID_AMOUNT: &str = "C2B00013";
/// 'Other error': what the gateway answers a validation it could not read.
pub const OTHER_ERROR: &str = "C2B00016";

#[derive(Debug, Deserialize)]
struct Raw {
    #[serde(rename = "TransactionType", default)]
    transaction_type: String,
    #[serde(rename = "TransID")]
    trans_id: String,
    #[serde(rename = "TransTime", default)]
    trans_time: Option<Value>,
    #[serde(rename = "TransAmount")]
    trans_amount: Value,
    #[serde(rename = "BusinessShortCode", default)]
    business_short_code: Option<Value>,
    #[serde(rename = "BillRefNumber", default)]
    bill_ref_number: String,
    #[serde(rename = "MSISDN", default)]
    msisdn: Option<Value>,
    #[serde(rename = "FirstName", default)]
    first_name: String,
    #[serde(rename = "MiddleName", default)]
    middle_name: String,
    #[serde(rename = "LastName", default)]
    last_name: String,
}

/// A well-formed C2B call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct C2bPayment {
    pub transaction_type: String,
    /// M-Pesa's receipt of the payment: unique.
    pub trans_id: String,
    /// `YYYYMMDDHHmmss`, Nairobi time.
    pub trans_time: String,
    pub amount_cents: i64,
    pub short_code: String,
    /// The account the payer typed, trimmed.
    pub bill_ref_number: String,
    pub msisdn: String,
    /// First, middle and last names joined.
    pub payer_name: String,
}

/// Why a body is not a C2B call.
#[derive(Debug, thiserror::Error)]
#[error("malformed C2B body: {0}")]
pub struct Malformed(String);

/// Longest TransID kept (M-Pesa's are 10 characters).
const MAX_TRANS_ID: usize = 40;

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.trim().to_owned(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

impl C2bPayment {
    pub fn parse(body: &[u8]) -> Result<Self, Malformed> {
        let raw: Raw = serde_json::from_slice(body).map_err(|e| Malformed(e.to_string()))?;
        let trans_id = raw.trans_id.trim().to_owned();
        if trans_id.is_empty()
            || trans_id.len() > MAX_TRANS_ID
            || !trans_id.chars().all(|c| c.is_ascii_alphanumeric())
        {
            return Err(Malformed(format!("TransID {trans_id:?}")));
        }
        let amount_cents = lenient::cents(&raw.trans_amount)
            .filter(|&cents| cents > 0)
            .ok_or_else(|| Malformed(format!("TransAmount {}", raw.trans_amount)))?;
        let payer_name = [&raw.first_name, &raw.middle_name, &raw.last_name]
            .iter()
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        Ok(Self {
            transaction_type: raw.transaction_type.trim().to_owned(),
            trans_id,
            trans_time: text(raw.trans_time.as_ref()),
            amount_cents,
            short_code: text(raw.business_short_code.as_ref()),
            bill_ref_number: raw.bill_ref_number.trim().to_owned(),
            msisdn: text(raw.msisdn.as_ref()),
            payer_name,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONFIRMATION: &str = r#"{"TransactionType":"Pay Bill","TransID":"RKTQDM7W6S",
        "TransTime":"20261129063845","TransAmount":"1500.00","BusinessShortCode":"174379",
        "BillRefNumber":" SF7K3M9QXA ","InvoiceNumber":"","OrgAccountBalance":"49197.00",
        "ThirdPartyTransID":"","MSISDN":"2547 ***** 149","FirstName":"John","MiddleName":"",
        "LastName":"Doe"}"#;

    #[test]
    fn reads_safaricoms_body() {
        let payment = C2bPayment::parse(CONFIRMATION.as_bytes()).unwrap();
        assert_eq!(payment.trans_id, "RKTQDM7W6S");
        assert_eq!(payment.amount_cents, 150_000);
        assert_eq!(payment.bill_ref_number, "SF7K3M9QXA");
        assert_eq!(payment.short_code, "174379");
        assert_eq!(payment.trans_time, "20261129063845");
        assert_eq!(payment.msisdn, "2547 ***** 149");
        assert_eq!(payment.payer_name, "John Doe");
    }

    #[test]
    fn numbers_may_be_numbers() {
        let body = r#"{"TransID":"RKT1","TransAmount":10,"BusinessShortCode":174379,
            "TransTime":20261129063845,"BillRefNumber":"x"}"#;
        let payment = C2bPayment::parse(body.as_bytes()).unwrap();
        assert_eq!(payment.amount_cents, 1_000);
        assert_eq!(payment.short_code, "174379");
        assert_eq!(payment.trans_time, "20261129063845");
    }

    #[test]
    fn malformed_bodies() {
        for body in [
            "",
            "{}",
            r#"{"TransID":"","TransAmount":"10"}"#,
            r#"{"TransID":"RKT 1","TransAmount":"10"}"#,
            r#"{"TransID":"RKT1","TransAmount":"0"}"#,
            r#"{"TransID":"RKT1","TransAmount":"ten"}"#,
            r#"{"TransID":"RKT1"}"#,
        ] {
            assert!(C2bPayment::parse(body.as_bytes()).is_err(), "{body}");
        }
    }
}
