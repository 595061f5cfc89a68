//! The STK callback's body (MPESA.md "Callback"). `CallbackMetadata` comes only on success and
//! its items are looked up by `Name`, never by position (`Balance` is sometimes absent, and
//! sometimes present without a value).

use serde::Deserialize;
use serde_json::Value;

use super::lenient;

#[derive(Debug, Deserialize)]
struct Envelope {
    #[serde(rename = "Body")]
    body: Body,
}

#[derive(Debug, Deserialize)]
struct Body {
    #[serde(rename = "stkCallback")]
    stk_callback: Raw,
}

#[derive(Debug, Deserialize)]
struct Raw {
    #[serde(rename = "MerchantRequestID")]
    merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID")]
    checkout_request_id: String,
    #[serde(
        rename = "ResultCode",
        deserialize_with = "lenient::deserialize_integer"
    )]
    result_code: i64,
    #[serde(rename = "ResultDesc", default)]
    result_desc: String,
    #[serde(rename = "CallbackMetadata", default)]
    metadata: Option<Metadata>,
}

#[derive(Debug, Deserialize)]
struct Metadata {
    #[serde(rename = "Item", default)]
    items: Vec<Item>,
}

#[derive(Debug, Clone, Deserialize)]
struct Item {
    #[serde(rename = "Name")]
    name: String,
    #[serde(rename = "Value", default)]
    value: Option<Value>,
}

/// A well-formed STK callback.
#[derive(Debug, Clone)]
pub struct Callback {
    pub merchant_request_id: String,
    pub checkout_request_id: String,
    pub result_code: i64,
    pub result_desc: String,
    items: Vec<Item>,
}

/// Why a body is not a callback.
#[derive(Debug, thiserror::Error)]
#[error("malformed STK callback: {0}")]
pub struct Malformed(String);

impl Malformed {
    pub fn new(reason: impl Into<String>) -> Self {
        Self(reason.into())
    }
}

impl Callback {
    pub fn parse(body: &[u8]) -> Result<Self, Malformed> {
        let envelope: Envelope =
            serde_json::from_slice(body).map_err(|e| Malformed(e.to_string()))?;
        let raw = envelope.body.stk_callback;
        if raw.checkout_request_id.trim().is_empty() {
            return Err(Malformed("empty CheckoutRequestID".to_owned()));
        }
        Ok(Self {
            merchant_request_id: raw.merchant_request_id,
            checkout_request_id: raw.checkout_request_id,
            result_code: raw.result_code,
            result_desc: raw.result_desc,
            items: raw.metadata.map(|m| m.items).unwrap_or_default(),
        })
    }

    fn value(&self, name: &str) -> Option<&Value> {
        self.items
            .iter()
            .find(|item| item.name == name)
            .and_then(|item| item.value.as_ref())
    }

    /// `Amount`, in cents.
    pub fn amount_cents(&self) -> Option<i64> {
        self.value("Amount").and_then(lenient::cents)
    }

    /// `MpesaReceiptNumber`.
    pub fn receipt(&self) -> Option<String> {
        match self.value("MpesaReceiptNumber")? {
            Value::String(s) if !s.trim().is_empty() => Some(s.trim().to_owned()),
            _ => None,
        }
    }

    /// `PhoneNumber`, as digits.
    pub fn phone(&self) -> Option<String> {
        self.value("PhoneNumber").and_then(lenient::digits)
    }

    /// `TransactionDate` (`YYYYMMDDHHmmss`, Nairobi time), as digits.
    pub fn transaction_date(&self) -> Option<String> {
        self.value("TransactionDate").and_then(lenient::digits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SUCCESS: &str = r#"{"Body":{"stkCallback":{"MerchantRequestID":"29115-34620561-1",
        "CheckoutRequestID":"ws_CO_191220191020363925","ResultCode":0,
        "ResultDesc":"The service request is processed successfully.",
        "CallbackMetadata":{"Item":[{"Name":"Amount","Value":1500},
        {"Name":"MpesaReceiptNumber","Value":"RLA0R69NXM"},{"Name":"Balance"},
        {"Name":"TransactionDate","Value":20261121133416},
        {"Name":"PhoneNumber","Value":254708374149}]}}}}"#;

    #[test]
    fn reads_a_success_by_item_name() {
        let callback = Callback::parse(SUCCESS.as_bytes()).unwrap();
        assert_eq!(callback.checkout_request_id, "ws_CO_191220191020363925");
        assert_eq!(callback.merchant_request_id, "29115-34620561-1");
        assert_eq!(callback.result_code, 0);
        assert_eq!(callback.amount_cents(), Some(150_000));
        assert_eq!(callback.receipt().as_deref(), Some("RLA0R69NXM"));
        assert_eq!(callback.phone().as_deref(), Some("254708374149"));
        assert_eq!(
            callback.transaction_date().as_deref(),
            Some("20261121133416")
        );
    }

    #[test]
    fn item_order_does_not_matter() {
        let body = r#"{"Body":{"stkCallback":{"MerchantRequestID":"m","CheckoutRequestID":"ws_CO_1",
            "ResultCode":"0","ResultDesc":"ok","CallbackMetadata":{"Item":[
            {"Name":"PhoneNumber","Value":"254712345678"},{"Name":"TransactionDate","Value":20261121133416},
            {"Name":"MpesaReceiptNumber","Value":"RLA0R69NXM"},{"Name":"Amount","Value":1.0}]}}}}"#;
        let callback = Callback::parse(body.as_bytes()).unwrap();
        assert_eq!(callback.result_code, 0);
        assert_eq!(callback.amount_cents(), Some(100));
        assert_eq!(callback.phone().as_deref(), Some("254712345678"));
        assert_eq!(callback.receipt().as_deref(), Some("RLA0R69NXM"));
    }

    #[test]
    fn a_failure_has_no_metadata() {
        let body = r#"{"Body":{"stkCallback":{"MerchantRequestID":"m","CheckoutRequestID":"ws_CO_2",
            "ResultCode":1032,"ResultDesc":"Request cancelled by user"}}}"#;
        let callback = Callback::parse(body.as_bytes()).unwrap();
        assert_eq!(callback.result_code, 1032);
        assert_eq!(callback.result_desc, "Request cancelled by user");
        assert_eq!(callback.amount_cents(), None);
        assert_eq!(callback.receipt(), None);
    }

    #[test]
    fn malformed_bodies() {
        for body in [
            "",
            "not json",
            "{}",
            r#"{"Body":{}}"#,
            r#"{"Body":{"stkCallback":{"MerchantRequestID":"m","CheckoutRequestID":"ws","ResultCode":"zero"}}}"#,
            r#"{"Body":{"stkCallback":{"MerchantRequestID":"m","CheckoutRequestID":" ","ResultCode":0}}}"#,
        ] {
            assert!(Callback::parse(body.as_bytes()).is_err(), "{body}");
        }
    }
}
