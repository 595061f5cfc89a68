//! Paying money back through Daraja (MPESA.md "Paying money back: reversal and B2C"): the
//! initiator's `SecurityCredential`, the reversal, B2C and transaction status requests (each
//! answered at once with an acknowledgement only), and the result that arrives later at
//! `ResultURL` (or the notice at `QueueTimeOutURL`). Only this module speaks their JSON.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use serde_json::{Value, json};

use super::client::{Daraja, clean_text, error_code, parse_success, record};
use super::{DarajaError, lenient};

pub const REVERSAL: &str = "reversal";
pub const B2C: &str = "b2c";
pub const TRANSACTION_STATUS: &str = "transaction_status";
/// Daraja's limit on `Remarks` and `Occasion` (2 to 100 characters).
const REMARKS_MAX: usize = 100;

/// The initiator and where Daraja sends payout results.
#[derive(Debug, Clone)]
pub struct PayoutConfig {
    /// `DARAJA_INITIATOR_NAME`: the API operator created on the M-Pesa business portal.
    pub initiator_name: String,
    /// `DARAJA_INITIATOR_PASSWORD`.
    pub initiator_password: SecretString,
    /// The certificate's PEM itself (tests); else read from `certificate_path` when needed.
    pub certificate_pem: Option<String>,
    /// `DARAJA_CERT_PATH`: Safaricom's X.509 certificate (or the simulator's, which it writes
    /// when it starts). Neither set: refunds cannot be sent.
    pub certificate_path: Option<String>,
    /// `DARAJA_B2C_SHORTCODE`: `PartyA` of B2C payments.
    pub b2c_shortcode: String,
    /// `DARAJA_RESULT_URL`, `DARAJA_QUEUE_TIMEOUT_URL`: full URLs, secret path included.
    pub result_url: String,
    pub timeout_url: String,
}

impl PayoutConfig {
    /// A fresh `SecurityCredential` (the certificate read anew: it may be replaced).
    pub fn credential(&self) -> Result<String, CredentialError> {
        let pem = match (&self.certificate_pem, &self.certificate_path) {
            (Some(pem), _) => pem.clone(),
            (None, Some(path)) => std::fs::read_to_string(path)
                .map_err(|e| CredentialError::Unreadable(format!("{path}: {e}")))?,
            (None, None) => return Err(CredentialError::NoCertificate),
        };
        security_credential(&pem, self.initiator_password.expose_secret())
    }
}

/// Why no credential could be made.
#[derive(Debug, thiserror::Error)]
pub enum CredentialError {
    #[error("no certificate is configured (DARAJA_CERT_PATH)")]
    NoCertificate,
    #[error("the certificate cannot be read: {0}")]
    Unreadable(String),
    #[error("encrypting the initiator password failed: {0}")]
    Encrypt(String),
}

/// The RSA public key of a PEM: an X.509 certificate (Safaricom ships `.cer` files), an SPKI
/// `PUBLIC KEY` or a PKCS#1 `RSA PUBLIC KEY`.
pub fn public_key(pem: &str) -> Result<rsa::RsaPublicKey, CredentialError> {
    use rsa::pkcs1::DecodeRsaPublicKey;
    use rsa::pkcs8::DecodePublicKey;
    use x509_cert::der::{DecodePem, Encode};
    let unreadable = |e: &dyn std::fmt::Display| CredentialError::Unreadable(e.to_string());
    if pem.contains("BEGIN CERTIFICATE") {
        let cert = x509_cert::Certificate::from_pem(pem.trim()).map_err(|e| unreadable(&e))?;
        let spki = cert
            .tbs_certificate
            .subject_public_key_info
            .to_der()
            .map_err(|e| unreadable(&e))?;
        return rsa::RsaPublicKey::from_public_key_der(&spki).map_err(|e| unreadable(&e));
    }
    if pem.contains("BEGIN RSA PUBLIC KEY") {
        return rsa::RsaPublicKey::from_pkcs1_pem(pem.trim()).map_err(|e| unreadable(&e));
    }
    rsa::RsaPublicKey::from_public_key_pem(pem.trim()).map_err(|e| unreadable(&e))
}

/// `SecurityCredential`: the initiator password RSA-encrypted (PKCS#1 v1.5) with the
/// certificate's key, base64. Random padding: two calls differ, both decrypt to the password.
pub fn security_credential(pem: &str, password: &str) -> Result<String, CredentialError> {
    let key = public_key(pem)?;
    let encrypted = key
        .encrypt(
            &mut rsa::rand_core::OsRng,
            rsa::Pkcs1v15Encrypt,
            password.as_bytes(),
        )
        .map_err(|e| CredentialError::Encrypt(e.to_string()))?;
    Ok(STANDARD.encode(encrypted))
}

/// Daraja took the request: its result comes later.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Acknowledged {
    pub conversation_id: String,
    pub originator_conversation_id: String,
    pub body: String,
}

#[derive(Debug, Deserialize)]
struct AckAnswer {
    #[serde(rename = "ConversationID", default)]
    conversation_id: String,
    #[serde(rename = "OriginatorConversationID", default)]
    originator_conversation_id: String,
    #[serde(
        rename = "ResponseCode",
        deserialize_with = "lenient::deserialize_integer"
    )]
    response_code: i64,
    #[serde(rename = "ResponseDescription", default)]
    response_description: String,
}

/// A payout request to send.
#[derive(Debug, Clone)]
pub enum Payout<'a> {
    /// Undo a customer's payment in full: `TransactionID` is its receipt.
    Reversal {
        transaction_id: &'a str,
        amount_ksh: i64,
        /// Ours, kept before sending (Daraja may generate its own; both are matched).
        originator_conversation_id: &'a str,
        remarks: &'a str,
    },
    /// Send money to a phone.
    B2c {
        originator_conversation_id: &'a str,
        amount_ksh: i64,
        msisdn: &'a str,
        remarks: &'a str,
    },
    /// How a payout ended: by its receipt when known, else by our originator id. The answer
    /// arrives at `ResultURL` under `originator_conversation_id`.
    Status {
        transaction_id: Option<&'a str>,
        original_conversation_id: &'a str,
        originator_conversation_id: &'a str,
    },
}

impl Daraja {
    /// Sends a reversal, B2C payment or transaction status query; Daraja's acknowledgement.
    #[tracing::instrument(skip_all, fields(otel.name = "daraja payout", otel.kind = "client"))]
    pub async fn payout(
        &self,
        config: &PayoutConfig,
        payout: &Payout<'_>,
    ) -> Result<Acknowledged, DarajaError> {
        let started = std::time::Instant::now();
        let operation = match payout {
            Payout::Reversal { .. } => REVERSAL,
            Payout::B2c { .. } => B2C,
            Payout::Status { .. } => TRANSACTION_STATUS,
        };
        let result = self.send_payout(config, payout).await;
        let code = match &result {
            Ok(_) => "0",
            Err(e) => error_code(e),
        };
        record(operation, code, started);
        result
    }

    async fn send_payout(
        &self,
        config: &PayoutConfig,
        payout: &Payout<'_>,
    ) -> Result<Acknowledged, DarajaError> {
        let credential = config.credential().map_err(|e| DarajaError::Unexpected {
            http_status: 0,
            body: e.to_string(),
        })?;
        let (path, body) = match payout {
            Payout::Reversal {
                transaction_id,
                amount_ksh,
                originator_conversation_id,
                remarks,
            } => (
                "/mpesa/reversal/v1/request",
                json!({
                    "Initiator": config.initiator_name,
                    "SecurityCredential": credential,
                    "CommandID": "TransactionReversal",
                    "TransactionID": transaction_id,
                    "Amount": amount_ksh,
                    "ReceiverParty": self.shortcode(),
                    "RecieverIdentifierType": "11",
                    "ResultURL": config.result_url,
                    "QueueTimeOutURL": config.timeout_url,
                    "Remarks": clean_text(remarks, REMARKS_MAX),
                    "Occasion": originator_conversation_id,
                    "OriginatorConversationID": originator_conversation_id,
                }),
            ),
            Payout::B2c {
                originator_conversation_id,
                amount_ksh,
                msisdn,
                remarks,
            } => (
                "/mpesa/b2c/v3/paymentrequest",
                json!({
                    "OriginatorConversationID": originator_conversation_id,
                    "InitiatorName": config.initiator_name,
                    "SecurityCredential": credential,
                    "CommandID": "BusinessPayment",
                    "Amount": amount_ksh,
                    "PartyA": config.b2c_shortcode,
                    "PartyB": msisdn,
                    "Remarks": clean_text(remarks, REMARKS_MAX),
                    "QueueTimeOutURL": config.timeout_url,
                    "ResultURL": config.result_url,
                    "Occasion": originator_conversation_id,
                }),
            ),
            Payout::Status {
                transaction_id,
                original_conversation_id,
                originator_conversation_id,
            } => (
                "/mpesa/transactionstatus/v1/query",
                json!({
                    "Initiator": config.initiator_name,
                    "SecurityCredential": credential,
                    "CommandID": "TransactionStatusQuery",
                    "TransactionID": transaction_id.unwrap_or_default(),
                    "OriginalConversationID": original_conversation_id,
                    "OriginatorConversationID": originator_conversation_id,
                    "PartyA": self.shortcode(),
                    "IdentifierType": "4",
                    "ResultURL": config.result_url,
                    "QueueTimeOutURL": config.timeout_url,
                    "Remarks": "Refund status",
                    "Occasion": original_conversation_id,
                }),
            ),
        };
        let (status, text) = self.post_with_token(path, &body).await?;
        let answer: AckAnswer = parse_success(status, &text)?;
        if answer.response_code != 0 {
            return Err(DarajaError::Refused {
                http_status: status.as_u16(),
                request_id: answer.conversation_id,
                error_code: answer.response_code.to_string(),
                error_message: answer.response_description,
            });
        }
        Ok(Acknowledged {
            conversation_id: answer.conversation_id,
            originator_conversation_id: answer.originator_conversation_id,
            body: text,
        })
    }
}

/// A result (or timeout notice) Daraja sent to `ResultURL` / `QueueTimeOutURL`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayoutResult {
    /// `0` on success; Daraja's codes are numbers (`2001`) or text (`R000002`).
    pub result_code: String,
    pub result_desc: String,
    pub originator_conversation_id: String,
    pub conversation_id: String,
    pub transaction_id: String,
    /// `ResultParameters`, by key, values as text.
    pub parameters: Vec<(String, String)>,
}

#[derive(Debug, Deserialize)]
struct ResultEnvelope {
    #[serde(rename = "Result")]
    result: RawResult,
}

#[derive(Debug, Deserialize)]
struct RawResult {
    #[serde(rename = "ResultCode")]
    result_code: Value,
    #[serde(rename = "ResultDesc", default)]
    result_desc: String,
    #[serde(rename = "OriginatorConversationID", default)]
    originator_conversation_id: String,
    #[serde(rename = "ConversationID", default)]
    conversation_id: String,
    #[serde(rename = "TransactionID", default)]
    transaction_id: String,
    #[serde(rename = "ResultParameters", default)]
    parameters: Option<RawParameters>,
}

#[derive(Debug, Deserialize)]
struct RawParameters {
    #[serde(rename = "ResultParameter", default)]
    list: ParameterList,
}

/// Daraja sends one parameter as an object, several as a list.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum ParameterList {
    Many(Vec<RawParameter>),
    One(RawParameter),
}

impl Default for ParameterList {
    fn default() -> Self {
        Self::Many(Vec::new())
    }
}

#[derive(Debug, Deserialize)]
struct RawParameter {
    #[serde(rename = "Key")]
    key: String,
    #[serde(rename = "Value", default)]
    value: Option<Value>,
}

impl PayoutResult {
    /// Reads a result body; `Err` names what is wrong.
    pub fn parse(body: &[u8]) -> Result<Self, String> {
        let envelope: ResultEnvelope = serde_json::from_slice(body).map_err(|e| e.to_string())?;
        let r = envelope.result;
        let list = match r.parameters.map(|p| p.list) {
            Some(ParameterList::Many(list)) => list,
            Some(ParameterList::One(one)) => vec![one],
            None => Vec::new(),
        };
        let parameters = list
            .into_iter()
            .map(|p| {
                let value = match p.value {
                    Some(Value::String(s)) => s,
                    Some(Value::Null) | None => String::new(),
                    Some(other) => other.to_string(),
                };
                (p.key, value)
            })
            .collect();
        let result_code = match &r.result_code {
            Value::String(s) if !s.trim().is_empty() => s.trim().to_owned(),
            Value::Number(n) => n.to_string(),
            other => return Err(format!("ResultCode {other} is not a code")),
        };
        Ok(Self {
            result_code,
            result_desc: r.result_desc,
            originator_conversation_id: r.originator_conversation_id,
            conversation_id: r.conversation_id,
            transaction_id: r.transaction_id,
            parameters,
        })
    }

    /// Whether Daraja says it went through (`ResultCode` 0).
    pub fn succeeded(&self) -> bool {
        self.result_code == "0"
    }

    /// A parameter's value by its `Key`.
    pub fn parameter(&self, key: &str) -> Option<&str> {
        self.parameters
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rsa::pkcs8::EncodePublicKey;

    #[test]
    fn the_credential_decrypts_to_the_password_with_the_private_key() {
        let mut rng = rsa::rand_core::OsRng;
        let private = rsa::RsaPrivateKey::new(&mut rng, 1024).unwrap();
        let pem = private
            .to_public_key()
            .to_public_key_pem(rsa::pkcs8::LineEnding::LF)
            .unwrap();
        let one = security_credential(&pem, "Safaricom999!*!").unwrap();
        let two = security_credential(&pem, "Safaricom999!*!").unwrap();
        assert_ne!(one, two, "PKCS#1 v1.5 padding is random");
        for credential in [one, two] {
            let bytes = STANDARD.decode(credential).unwrap();
            assert_eq!(bytes.len(), 128);
            let plain = private.decrypt(rsa::Pkcs1v15Encrypt, &bytes).unwrap();
            assert_eq!(plain, b"Safaricom999!*!");
        }
        assert!(matches!(
            security_credential("not a key", "x"),
            Err(CredentialError::Unreadable(_))
        ));
    }

    #[test]
    fn results_read_parameters_by_key_as_list_or_single() {
        let body = br#"{"Result":{"ResultType":0,"ResultCode":0,"ResultDesc":"The service request is processed successfully.",
            "OriginatorConversationID":"r-1","ConversationID":"AG_1","TransactionID":"SKL0000001",
            "ResultParameters":{"ResultParameter":[{"Key":"TransactionAmount","Value":1500},
            {"Key":"TransactionReceipt","Value":"SKL0000001"},{"Key":"ReceiverPartyPublicName","Value":"254708374149 - John"}]}}}"#;
        let r = PayoutResult::parse(body).unwrap();
        assert!(r.succeeded());
        assert_eq!(r.parameter("TransactionAmount"), Some("1500"));
        assert_eq!(r.parameter("TransactionReceipt"), Some("SKL0000001"));
        let one = br#"{"Result":{"ResultCode":"2001","ResultDesc":"The initiator information is invalid.",
            "OriginatorConversationID":"r-2","ConversationID":"AG_2",
            "ResultParameters":{"ResultParameter":{"Key":"BOCompletedTime","Value":20260101}}}}"#;
        let r = PayoutResult::parse(one).unwrap();
        assert_eq!(r.result_code, "2001");
        assert!(!r.succeeded());
        let text = br#"{"Result":{"ResultCode":"R000002","ResultDesc":"unknown","OriginatorConversationID":"x"}}"#;
        assert_eq!(PayoutResult::parse(text).unwrap().result_code, "R000002");
        assert_eq!(r.parameter("BOCompletedTime"), Some("20260101"));
        assert!(PayoutResult::parse(b"{}").is_err());
    }
}
