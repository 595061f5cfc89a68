//! Paying money back (MPESA.md "Paying money back: reversal and B2C"): reversal, B2C and
//! transaction status, each answered at once with an acknowledgement, the result POSTed to
//! `ResultURL` later (or a notice to `QueueTimeOutURL`).
//!
//! - The initiator must be the configured one and `SecurityCredential` its password encrypted
//!   with the simulator's key ([`Simulator::certificate_pem`]: generated at start, written to
//!   `DARAJA_SIM_CERT_PATH` for the payments service's `DARAJA_CERT_PATH`).
//! - A request repeating an `OriginatorConversationID` is the same request: the same
//!   acknowledgement, no second payout, no second result.
//! - A reversal names a paid transaction (an STK receipt or a C2B TransID) for its amount; a
//!   second reversal of the same transaction fails (`R000001`), as Daraja refuses it.
//! - What happens next is chosen per payout by the control `POST /simulator/payouts/next`
//!   `{"outcome": ..., "delayMs": ...}` (a queue; empty: success after the configured delay):
//!   `success`, `fail` (`resultCode`, default 2001), `late` (success after `delayMs`), `twice`
//!   (the result sent twice), `timeout` (paid, no result: a notice at QueueTimeOutURL), `silent`
//!   (paid, no callback at all). The payout happens in every outcome but `fail`, so the status
//!   query tells the truth.
//! - Transaction status (by `OriginalConversationID`, ours or Daraja's, or `TransactionID`)
//!   answers at `ResultURL` under the query's own `OriginatorConversationID`: ResultCode 0 with
//!   `TransactionStatus` `Completed` (and `ReceiptNo`, `Amount`) or `Failed`, or `R000002` for a
//!   request Daraja never got.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::Utc;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::domain::ids;
use crate::error::DarajaError;
use crate::simulator::Simulator;

/// What a payout's result will be.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PayoutOutcome {
    #[default]
    Success,
    Fail,
    Late,
    Twice,
    Timeout,
    Silent,
}

/// The control's request.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NextPayout {
    pub outcome: PayoutOutcome,
    #[serde(default)]
    pub delay_ms: Option<u64>,
    #[serde(default)]
    pub result_code: Option<String>,
}

/// A payout the simulator took.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payout {
    /// "reversal" | "b2c".
    pub kind: String,
    pub originator_conversation_id: String,
    pub conversation_id: String,
    /// The reversed transaction (reversal).
    pub transaction_id: String,
    /// The receiver (B2C).
    pub msisdn: String,
    pub amount: u64,
    pub outcome: PayoutOutcome,
    /// "completed" | "failed".
    pub status: String,
    pub result_code: String,
    pub result_desc: String,
    /// The payout's receipt (completed only).
    pub receipt: String,
    pub result_url: String,
    pub timeout_url: String,
    /// How many bodies (results, notices, status answers) went out, with their HTTP status.
    pub deliveries: Vec<Option<u16>>,
    /// How many times the request came (repeats of the same originator id included).
    pub requests: u32,
}

#[derive(Default)]
pub(crate) struct PayoutStore {
    payouts: Vec<Payout>,
    by_originator: HashMap<String, usize>,
    reversed: HashSet<String>,
    next: VecDeque<NextPayout>,
    status_queries: u32,
}

pub(crate) type Store = Mutex<PayoutStore>;

fn store(sim: &Simulator) -> std::sync::MutexGuard<'_, PayoutStore> {
    sim.payout_store()
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

fn text<'a>(body: &'a Map<String, Value>, name: &'static str) -> Result<&'a str, DarajaError> {
    body.get(name)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .ok_or(DarajaError::InvalidField(name))
}

fn whole(body: &Map<String, Value>, name: &'static str) -> Result<u64, DarajaError> {
    match body.get(name) {
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|&n| n >= 1)
    .ok_or(DarajaError::InvalidField(name))
}

fn url(body: &Map<String, Value>, name: &'static str) -> Result<String, DarajaError> {
    crate::domain::fields::CallbackUrl::parse(text(body, name)?)
        .map(|u| u.url().to_string())
        .ok_or(DarajaError::InvalidField(name))
}

impl Simulator {
    /// The initiator must be ours and the credential its password under our key.
    fn check_initiator(
        &self,
        body: &Map<String, Value>,
        name_field: &'static str,
    ) -> Result<(), DarajaError> {
        if text(body, name_field)? != self.config().initiator_name {
            return Err(DarajaError::InvalidField(name_field));
        }
        let credential = STANDARD
            .decode(text(body, "SecurityCredential")?)
            .map_err(|_| DarajaError::InvalidField("SecurityCredential"))?;
        let plain = self
            .private_key()
            .decrypt(rsa::Pkcs1v15Encrypt, &credential)
            .map_err(|_| DarajaError::InvalidField("SecurityCredential"))?;
        if plain != self.config().initiator_password.as_bytes() {
            return Err(DarajaError::InvalidField("SecurityCredential"));
        }
        Ok(())
    }

    /// `POST /mpesa/reversal/v1/request` and `/mpesa/b2c/v{1,3}/paymentrequest`.
    pub fn payout_request(&self, kind: &str, body: &Value) -> Result<Value, DarajaError> {
        let body = body.as_object().ok_or(DarajaError::InvalidPayload)?;
        let reversal = kind == "reversal";
        self.check_initiator(
            body,
            if reversal {
                "Initiator"
            } else {
                "InitiatorName"
            },
        )?;
        let command = text(body, "CommandID")?;
        let amount = whole(body, "Amount")?;
        let (transaction_id, msisdn) = if reversal {
            if command != "TransactionReversal" {
                return Err(DarajaError::InvalidField("CommandID"));
            }
            if text(body, "ReceiverParty")? != self.config().shortcode {
                return Err(DarajaError::InvalidField("ReceiverParty"));
            }
            if text(body, "RecieverIdentifierType")? != "11" {
                return Err(DarajaError::InvalidField("RecieverIdentifierType"));
            }
            (text(body, "TransactionID")?.to_owned(), String::new())
        } else {
            if !matches!(
                command,
                "BusinessPayment" | "SalaryPayment" | "PromotionPayment"
            ) {
                return Err(DarajaError::InvalidField("CommandID"));
            }
            if text(body, "PartyA")? != self.config().b2c_shortcode {
                return Err(DarajaError::InvalidField("PartyA"));
            }
            let msisdn = crate::domain::fields::Msisdn::parse(text(body, "PartyB")?)
                .ok_or(DarajaError::InvalidField("PartyB"))?;
            (String::new(), msisdn.as_number().to_string())
        };
        let result_url = url(body, "ResultURL")?;
        let timeout_url = url(body, "QueueTimeOutURL")?;
        let originator = body
            .get("OriginatorConversationID")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map_or_else(|| ids::global().request_id(), str::to_owned);
        let ack = |p: &Payout| {
            json!({
                "ConversationID": p.conversation_id,
                "OriginatorConversationID": p.originator_conversation_id,
                "ResponseCode": "0",
                "ResponseDescription": "Accept the service request successfully.",
            })
        };
        let payout = {
            let mut store = store(self);
            if let Some(&i) = store.by_originator.get(&originator) {
                // The same request again: the same answer, nothing more happens.
                store.payouts[i].requests += 1;
                return Ok(ack(&store.payouts[i]));
            }
            let next = store.next.pop_front();
            let mut outcome = next.as_ref().map(|n| n.outcome).unwrap_or_default();
            let mut result_code = "0".to_owned();
            let mut result_desc = "The service request is processed successfully.".to_owned();
            if outcome == PayoutOutcome::Fail {
                result_code = next
                    .as_ref()
                    .and_then(|n| n.result_code.clone())
                    .unwrap_or_else(|| "2001".to_owned());
                result_desc = "The initiator information is invalid.".to_owned();
            }
            if reversal && outcome != PayoutOutcome::Fail {
                match self.paid_amount(&transaction_id) {
                    None => {
                        outcome = PayoutOutcome::Fail;
                        result_code = "R000002".to_owned();
                        result_desc = "The transaction does not exist.".to_owned();
                    }
                    Some(paid) if paid != amount => {
                        outcome = PayoutOutcome::Fail;
                        result_code = "R000003".to_owned();
                        result_desc = "The amount is not the transaction's.".to_owned();
                    }
                    Some(_) if store.reversed.contains(&transaction_id) => {
                        outcome = PayoutOutcome::Fail;
                        result_code = "R000001".to_owned();
                        result_desc = "The transaction has already been reversed.".to_owned();
                    }
                    Some(_) => {}
                }
            }
            let completed = outcome != PayoutOutcome::Fail;
            if completed && reversal {
                store.reversed.insert(transaction_id.clone());
            }
            let payout = Payout {
                kind: kind.to_owned(),
                originator_conversation_id: originator.clone(),
                conversation_id: format!("AG_{}_{}", nairobi_now(), ids::global().digits(8)),
                transaction_id,
                msisdn,
                amount,
                outcome,
                status: if completed { "completed" } else { "failed" }.to_owned(),
                result_code,
                result_desc,
                receipt: if completed {
                    ids::global().receipt_number()
                } else {
                    String::new()
                },
                result_url,
                timeout_url,
                deliveries: Vec::new(),
                requests: 1,
            };
            let index = store.payouts.len();
            store.by_originator.insert(originator, index);
            store.payouts.push(payout.clone());
            (payout, index, next.and_then(|n| n.delay_ms))
        };
        let (payout, index, delay_ms) = payout;
        tracing::info!(kind, originator = %payout.originator_conversation_id, amount, outcome = ?payout.outcome, "payout accepted");
        let delay = delay_ms.map_or(self.config().payout_delay, Duration::from_millis);
        let sim = self.clone();
        let task = tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let result = result_body(&payout);
            match payout.outcome {
                PayoutOutcome::Silent => {}
                PayoutOutcome::Timeout => {
                    let notice = json!({"Result": {
                        "ResultType": 1, "ResultCode": 1,
                        "ResultDesc": "The request timed out waiting for the receiver.",
                        "OriginatorConversationID": payout.originator_conversation_id,
                        "ConversationID": payout.conversation_id,
                    }});
                    sim.deliver(index, &payout.timeout_url, &notice).await;
                }
                PayoutOutcome::Twice => {
                    sim.deliver(index, &payout.result_url, &result).await;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    sim.deliver(index, &payout.result_url, &result).await;
                }
                _ => sim.deliver(index, &payout.result_url, &result).await,
            }
        });
        self.keep_delivery(task.abort_handle());
        Ok(ack(&store(self).payouts[index]))
    }

    /// `POST /mpesa/transactionstatus/v1/query`.
    pub fn transaction_status(&self, body: &Value) -> Result<Value, DarajaError> {
        let body = body.as_object().ok_or(DarajaError::InvalidPayload)?;
        self.check_initiator(body, "Initiator")?;
        if text(body, "CommandID")? != "TransactionStatusQuery" {
            return Err(DarajaError::InvalidField("CommandID"));
        }
        let result_url = url(body, "ResultURL")?;
        let original = body
            .get("OriginalConversationID")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .trim()
            .to_owned();
        let transaction = body
            .get("TransactionID")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .trim()
            .to_owned();
        if original.is_empty() && transaction.is_empty() {
            return Err(DarajaError::InvalidField("TransactionID"));
        }
        let originator = body
            .get("OriginatorConversationID")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map_or_else(|| ids::global().request_id(), str::to_owned);
        let conversation_id = format!("AG_{}_{}", nairobi_now(), ids::global().digits(8));
        let found = {
            let mut store = store(self);
            store.status_queries += 1;
            store
                .payouts
                .iter()
                .find(|p| {
                    (!original.is_empty()
                        && (p.originator_conversation_id == original
                            || p.conversation_id == original))
                        || (!transaction.is_empty() && p.receipt == transaction)
                })
                .cloned()
        };
        let answer = match &found {
            Some(p) => json!({"Result": {
                "ResultType": 0, "ResultCode": 0,
                "ResultDesc": "The service request is processed successfully.",
                "OriginatorConversationID": originator,
                "ConversationID": conversation_id,
                "TransactionID": p.receipt,
                "ResultParameters": {"ResultParameter": [
                    {"Key": "ReceiptNo", "Value": p.receipt},
                    {"Key": "TransactionStatus", "Value": if p.status == "completed" { "Completed" } else { "Failed" }},
                    {"Key": "Amount", "Value": p.amount},
                    {"Key": "ReasonType", "Value": p.result_desc},
                ]},
            }}),
            None => json!({"Result": {
                "ResultType": 0, "ResultCode": "R000002",
                "ResultDesc": "The OriginatorConversationID does not exist.",
                "OriginatorConversationID": originator,
                "ConversationID": conversation_id,
            }}),
        };
        let sim = self.clone();
        let delay = self.config().payout_delay;
        let url_for_task = result_url.clone();
        let task = tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            let status = sim.post(&url_for_task, &answer).await;
            tracing::info!(?status, "transaction status answer sent");
        });
        self.keep_delivery(task.abort_handle());
        Ok(json!({
            "ConversationID": conversation_id,
            "OriginatorConversationID": originator,
            "ResponseCode": "0",
            "ResponseDescription": "Accept the service request successfully.",
        }))
    }

    async fn post(&self, url: &str, body: &Value) -> Option<u16> {
        self.http()
            .post(url)
            .json(body)
            .send()
            .await
            .map(|a| a.status().as_u16())
            .map_err(|e| tracing::warn!(error = %e.without_url(), "payout result not delivered"))
            .ok()
    }

    async fn deliver(&self, index: usize, url: &str, body: &Value) {
        let status = self.post(url, body).await;
        if let Some(p) = store(self).payouts.get_mut(index) {
            p.deliveries.push(status);
        }
    }

    /// Sends a payout's result once more (as Daraja sometimes does); the receiver's status.
    pub async fn resend_payout_result(&self, originator: &str) -> Result<Option<u16>, DarajaError> {
        let (index, payout) = {
            let store = store(self);
            let index = *store
                .by_originator
                .get(originator)
                .ok_or(DarajaError::UnknownTransaction)?;
            (index, store.payouts[index].clone())
        };
        let body = result_body(&payout);
        self.deliver(index, &payout.result_url, &body).await;
        Ok(store(self).payouts[index]
            .deliveries
            .last()
            .copied()
            .flatten())
    }

    /// Queues what the next payout does.
    pub fn next_payout(&self, next: NextPayout) {
        store(self).next.push_back(next);
    }

    /// Every payout taken, oldest first.
    pub fn payouts(&self) -> Vec<Payout> {
        store(self).payouts.clone()
    }

    /// How many transaction status queries came.
    pub fn status_queries(&self) -> u32 {
        store(self).status_queries
    }
}

/// The result Daraja POSTs to ResultURL.
fn result_body(p: &Payout) -> Value {
    let mut result = json!({
        "ResultType": 0,
        "ResultCode": if p.result_code == "0" { json!(0) } else { json!(p.result_code) },
        "ResultDesc": p.result_desc,
        "OriginatorConversationID": p.originator_conversation_id,
        "ConversationID": p.conversation_id,
        "TransactionID": if p.receipt.is_empty() { ids::global().receipt_number() } else { p.receipt.clone() },
    });
    if p.status == "completed" {
        let parameters = if p.kind == "b2c" {
            json!([
                {"Key": "TransactionAmount", "Value": p.amount},
                {"Key": "TransactionReceipt", "Value": p.receipt},
                {"Key": "ReceiverPartyPublicName", "Value": format!("{} - Customer", p.msisdn)},
                {"Key": "TransactionCompletedDateTime", "Value": Utc::now().format("%d.%m.%Y %H:%M:%S").to_string()},
                {"Key": "B2CUtilityAccountAvailableFunds", "Value": 100000.0},
            ])
        } else {
            json!([
                {"Key": "Amount", "Value": p.amount},
                {"Key": "OriginalTransactionID", "Value": p.transaction_id},
                {"Key": "TransCompletedTime", "Value": nairobi_now()},
            ])
        };
        result["ResultParameters"] = json!({"ResultParameter": parameters});
    }
    json!({ "Result": result })
}

fn nairobi_now() -> String {
    shop_common::nairobi::local(Utc::now())
        .format("%Y%m%d%H%M%S")
        .to_string()
}
