//! Paybill and Till payments the payer starts (C2B, MPESA.md "Paybill and Till payments the
//! shopper starts"): the shop registers its validation and confirmation URLs
//! (`POST /mpesa/c2b/v1/registerurl`, v2 too), and a test control plays the payer
//! (`POST /simulator/c2b/pay`): the validation call first, then, when the shop accepts (or does
//! not answer and the registration says `Completed`), the confirmation, as Safaricom sends them.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use chrono::Utc;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::domain::fields::{CallbackUrl, Msisdn, ShortCode, code_field, text_field};
use crate::domain::ids;
use crate::domain::outcome::test_numbers;
use crate::error::DarajaError;
use crate::simulator::Simulator;

/// What Safaricom does when the validation URL does not answer (`ResponseType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResponseType {
    /// Complete the payment (the confirmation is sent).
    Completed,
    /// Cancel it (nothing is paid).
    Cancelled,
}

/// A shortcode's registered URLs.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Registration {
    pub short_code: String,
    pub response_type: ResponseType,
    pub confirmation_url: String,
    pub validation_url: String,
    pub registered_at: chrono::DateTime<Utc>,
}

/// One C2B payment the control made, with what the shop answered.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct C2bPayment {
    /// The body sent to both URLs.
    pub body: Value,
    pub trans_id: String,
    /// The shop's validation answer (`{"ResultCode": "0", ...}`), or why none came.
    pub validation: Option<Value>,
    pub validation_error: Option<String>,
    /// "completed" (confirmation sent), "rejected" (the shop refused it at validation) or
    /// "cancelled" (validation unanswered and the registration says `Cancelled`).
    pub status: String,
    /// The HTTP status of each confirmation sent (the first, then resends).
    pub confirmations: Vec<Option<u16>>,
}

#[derive(Default)]
pub(crate) struct C2bStore {
    registrations: HashMap<String, Registration>,
    payments: Vec<C2bPayment>,
}

/// The store beside the STK one (kept apart so each area owns its own state).
pub(crate) type Store = Mutex<C2bStore>;

fn store(sim: &Simulator) -> std::sync::MutexGuard<'_, C2bStore> {
    sim.c2b_store()
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// A URL Safaricom registers: the STK callback's rules (https, or plain http on loopback), and
/// neither "mpesa" nor "safaricom" in it (MPESA.md).
fn registered_url(body: &Map<String, Value>, name: &'static str) -> Result<String, DarajaError> {
    let text = text_field(body, name)?;
    if text.to_ascii_lowercase().contains("safaricom") {
        return Err(DarajaError::InvalidField(name));
    }
    CallbackUrl::parse(text)
        .map(|url| url.url().to_string())
        .ok_or(DarajaError::InvalidField(name))
}

impl Simulator {
    /// `registerurl`: keeps the shortcode's URLs (a new registration replaces the old).
    pub fn register_urls(&self, body: &Value) -> Result<Value, DarajaError> {
        let body = body.as_object().ok_or(DarajaError::InvalidPayload)?;
        let short_code = code_field(body, "ShortCode")?;
        let short_code =
            ShortCode::parse(&short_code).ok_or(DarajaError::InvalidField("ShortCode"))?;
        if short_code.as_str() != self.config().shortcode {
            return Err(DarajaError::UnknownMerchant);
        }
        let response_type = match text_field(body, "ResponseType")? {
            "Completed" => ResponseType::Completed,
            "Cancelled" => ResponseType::Cancelled,
            _ => return Err(DarajaError::InvalidField("ResponseType")),
        };
        let registration = Registration {
            short_code: short_code.as_str().to_owned(),
            response_type,
            confirmation_url: registered_url(body, "ConfirmationURL")?,
            validation_url: registered_url(body, "ValidationURL")?,
            registered_at: Utc::now(),
        };
        tracing::info!(short_code = %registration.short_code, ?response_type, "C2B URLs registered");
        store(self)
            .registrations
            .insert(registration.short_code.clone(), registration);
        Ok(json!({
            // Safaricom's spelling.
            "OriginatorCoversationID": ids::global().request_id(),
            "ResponseCode": "0",
            "ResponseDescription": "Success",
        }))
    }

    /// The URLs registered for `short_code`.
    pub fn c2b_registration(&self, short_code: &str) -> Option<Registration> {
        store(self).registrations.get(short_code).cloned()
    }

    /// The C2B payments made so far, oldest first.
    pub fn c2b_payments(&self) -> Vec<C2bPayment> {
        store(self).payments.clone()
    }

    /// Plays a payer paying `amount_ksh` to the configured shortcode with `account` as the
    /// account number: the validation call, then the confirmation unless the shop refused it.
    pub async fn c2b_pay(&self, payment: &PayC2b) -> Result<C2bPayment, DarajaError> {
        let short_code = payment
            .short_code
            .clone()
            .unwrap_or_else(|| self.config().shortcode.clone());
        let registration = self
            .c2b_registration(&short_code)
            .ok_or(DarajaError::NotRegistered)?;
        if payment.amount_ksh == 0 {
            return Err(DarajaError::InvalidField("Amount"));
        }
        let payer = payment
            .msisdn
            .as_deref()
            .unwrap_or(test_numbers::SUCCESS)
            .to_owned();
        let payer = Msisdn::parse(&payer).ok_or(DarajaError::InvalidField("MSISDN"))?;
        let trans_id = ids::global().receipt_number();
        let now = shop_common::nairobi::local(Utc::now());
        // The number is masked, as Safaricom sends it now: the shop must not rely on it.
        let masked = format!("{}****{}", &payer.as_str()[..5], &payer.as_str()[9..]);
        let body = json!({
            "TransactionType": "Pay Bill",
            "TransID": trans_id,
            "TransTime": now.format("%Y%m%d%H%M%S").to_string(),
            "TransAmount": format!("{}.00", payment.amount_ksh),
            "BusinessShortCode": short_code,
            "BillRefNumber": payment.account,
            "InvoiceNumber": "",
            "OrgAccountBalance": "",
            "ThirdPartyTransID": "",
            "MSISDN": masked,
            "FirstName": "John",
            "MiddleName": "",
            "LastName": "Doe",
        });
        let (validation, validation_error) = if payment.skip_validation {
            (None, None)
        } else {
            let validation = self
                .http()
                .post(&registration.validation_url)
                .json(&body)
                .send()
                .await;
            match validation {
                Ok(answer) if answer.status().is_success() => match answer.json::<Value>().await {
                    Ok(value) => (Some(value), None),
                    Err(e) => (None, Some(format!("unreadable answer: {e}"))),
                },
                Ok(answer) => (None, Some(format!("HTTP {}", answer.status().as_u16()))),
                Err(e) => (None, Some(e.without_url().to_string())),
            }
        };
        let accepted = match &validation {
            Some(answer) => result_code_is_zero(answer.get("ResultCode")),
            None if payment.skip_validation => true,
            None => registration.response_type == ResponseType::Completed,
        };
        let status = match (&validation, accepted) {
            (_, true) => "completed",
            (Some(_), false) => "rejected",
            (None, false) => "cancelled",
        };
        let mut record = C2bPayment {
            body: body.clone(),
            trans_id: trans_id.clone(),
            validation,
            validation_error,
            status: status.to_owned(),
            confirmations: Vec::new(),
        };
        if accepted {
            let status = self.send_confirmation(&registration, &body).await;
            record.confirmations.push(status);
        }
        tracing::info!(%trans_id, status = %record.status, account = %payment.account, amount = payment.amount_ksh, "C2B payment");
        store(self).payments.push(record.clone());
        Ok(record)
    }

    /// Sends a completed payment's confirmation once more, as Safaricom sometimes does; the
    /// receiver's HTTP status.
    pub async fn c2b_resend(&self, trans_id: &str) -> Result<Option<u16>, DarajaError> {
        let payment = store(self)
            .payments
            .iter()
            .find(|p| p.trans_id == trans_id && p.status == "completed")
            .cloned()
            .ok_or(DarajaError::UnknownTransaction)?;
        let short_code = payment.body["BusinessShortCode"]
            .as_str()
            .unwrap_or_default()
            .to_owned();
        let registration = self
            .c2b_registration(&short_code)
            .ok_or(DarajaError::NotRegistered)?;
        let status = self.send_confirmation(&registration, &payment.body).await;
        if let Some(kept) = store(self)
            .payments
            .iter_mut()
            .find(|p| p.trans_id == trans_id)
        {
            kept.confirmations.push(status);
        }
        Ok(status)
    }

    async fn send_confirmation(&self, registration: &Registration, body: &Value) -> Option<u16> {
        self.http()
            .post(&registration.confirmation_url)
            .json(body)
            .send()
            .await
            .map(|answer| answer.status().as_u16())
            .map_err(|e| tracing::warn!(error = %e.without_url(), "C2B confirmation not delivered"))
            .ok()
    }
}

/// `"0"` or `0`.
fn result_code_is_zero(code: Option<&Value>) -> bool {
    match code {
        Some(Value::String(text)) => text.trim() == "0",
        Some(Value::Number(number)) => number.as_u64() == Some(0),
        _ => false,
    }
}

/// The control's request: `{"account": "SF7K3M9QXA", "amount": 1500}`, optionally the payer's
/// `msisdn` (default Safaricom's sandbox test number), the `shortCode` (default the configured
/// one) and `skipValidation` (the confirmation only, as Safaricom does for a shortcode whose
/// validation it has not enabled).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PayC2b {
    pub account: String,
    /// Whole shillings.
    #[serde(rename = "amount")]
    pub amount_ksh: u64,
    #[serde(default)]
    pub msisdn: Option<String>,
    #[serde(default)]
    pub short_code: Option<String>,
    #[serde(default)]
    pub skip_validation: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_codes_as_strings_or_numbers() {
        assert!(result_code_is_zero(Some(&json!("0"))));
        assert!(result_code_is_zero(Some(&json!(0))));
        assert!(!result_code_is_zero(Some(&json!("C2B00012"))));
        assert!(!result_code_is_zero(None));
    }
}
