//! The simulator's state: issued tokens, STK pushes and their outcomes, and the log tests read.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use tokio::task::AbortHandle;
use tokio::time::Instant;

use crate::callback;
use crate::config::Config;
use crate::domain::fields::{Amount, CallbackUrl, Msisdn};
use crate::domain::ids;
use crate::domain::outcome::Outcome;
use crate::domain::requests::{StkPush, StkQuery};
use crate::error::DarajaError;
use crate::received::{CallbackAttempt, ReceivedPush};

/// The shared state behind every route; cheap to clone.
#[derive(Clone)]
pub struct Simulator {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    http: reqwest::Client,
    store: Mutex<Store>,
    /// Scheduled callbacks, aborted when the simulator stops.
    deliveries: Mutex<Vec<AbortHandle>>,
    /// C2B registrations and payments ([`crate::c2b`]).
    c2b: crate::c2b::Store,
    /// Reversals, B2C payments and status queries ([`crate::payout`]).
    payouts: crate::payout::Store,
    /// The key the initiator's `SecurityCredential` is encrypted for: generated at start, its
    /// public half is [`Simulator::certificate_pem`].
    key: rsa::RsaPrivateKey,
}

#[derive(Default)]
struct Store {
    /// Access token -> when it stops being accepted.
    tokens: HashMap<String, Instant>,
    payments: HashMap<String, Payment>,
    received: Vec<ReceivedPush>,
    receipts: HashSet<String>,
    successes: u64,
}

/// An accepted STK push and what the payer will have done once `resolves_at` has passed.
#[derive(Clone, Debug)]
pub(crate) struct Payment {
    pub merchant_request_id: String,
    pub checkout_request_id: String,
    pub outcome: Outcome,
    pub amount: Amount,
    pub phone: Msisdn,
    pub callback_url: CallbackUrl,
    pub resolves_at: Instant,
    pub receipt_number: String,
    /// `yyyymmddHHMMSS`, Nairobi time, when the payer answered.
    pub transaction_date: u64,
    /// Daraja sometimes leaves the `Balance` item out of the metadata: every other success here.
    pub with_balance: bool,
    log_index: usize,
}

/// The STK push answer: the prompt was sent, nothing more.
#[derive(Debug, Serialize)]
pub struct StkPushAccepted {
    #[serde(rename = "MerchantRequestID")]
    pub merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID")]
    pub checkout_request_id: String,
    #[serde(rename = "ResponseCode")]
    pub response_code: &'static str,
    #[serde(rename = "ResponseDescription")]
    pub response_description: &'static str,
    #[serde(rename = "CustomerMessage")]
    pub customer_message: &'static str,
}

/// The STK query answer once the payer has answered; `ResultCode` is a string here, unlike in
/// the callback.
#[derive(Debug, Serialize)]
pub struct StkQueryResult {
    #[serde(rename = "ResponseCode")]
    pub response_code: &'static str,
    #[serde(rename = "ResponseDescription")]
    pub response_description: &'static str,
    #[serde(rename = "MerchantRequestID")]
    pub merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID")]
    pub checkout_request_id: String,
    #[serde(rename = "ResultCode")]
    pub result_code: String,
    #[serde(rename = "ResultDesc")]
    pub result_desc: &'static str,
}

const ACCEPTED: &str = "Success. Request accepted for processing";
/// Daraja's wording, misspelling included.
const QUERY_ACCEPTED: &str = "The service request has been accepted successsfully";
/// A timestamp this far from Nairobi's clock is probably UTC or a stale value: worth a warning,
/// although Daraja does not refuse it.
const TIMESTAMP_SKEW_WARNING: chrono::TimeDelta = chrono::TimeDelta::minutes(10);

impl Simulator {
    /// Fails only when no HTTP client can be built for the callbacks.
    pub fn new(config: Config) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(config.callback_timeout)
            .build()
            .map_err(|e| anyhow::anyhow!("cannot build the callback HTTP client: {e}"))?;
        let key = rsa::RsaPrivateKey::new(&mut rsa::rand_core::OsRng, config.key_bits)
            .map_err(|e| anyhow::anyhow!("cannot generate the initiator key pair: {e}"))?;
        Ok(Self {
            inner: Arc::new(Inner {
                config,
                http,
                store: Mutex::new(Store::default()),
                deliveries: Mutex::new(Vec::new()),
                c2b: crate::c2b::Store::default(),
                payouts: crate::payout::Store::default(),
                key,
            }),
        })
    }

    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    pub(crate) fn http(&self) -> &reqwest::Client {
        &self.inner.http
    }

    pub(crate) fn c2b_store(&self) -> &crate::c2b::Store {
        &self.inner.c2b
    }

    pub(crate) fn payout_store(&self) -> &crate::payout::Store {
        &self.inner.payouts
    }

    pub(crate) fn private_key(&self) -> &rsa::RsaPrivateKey {
        &self.inner.key
    }

    /// The public key the initiator's password is encrypted with (SPKI PEM): what
    /// `DARAJA_CERT_PATH` points the payments service at.
    pub fn certificate_pem(&self) -> String {
        use rsa::pkcs8::EncodePublicKey;
        self.inner
            .key
            .to_public_key()
            .to_public_key_pem(rsa::pkcs8::LineEnding::LF)
            .unwrap_or_default()
    }

    /// Keeps a scheduled delivery's handle, so it stops with the simulator.
    pub(crate) fn keep_delivery(&self, handle: AbortHandle) {
        let mut deliveries = self
            .inner
            .deliveries
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        deliveries.retain(|handle| !handle.is_finished());
        deliveries.push(handle);
    }

    /// The amount (whole shillings) of a paid transaction: an STK receipt or a completed C2B
    /// TransID.
    pub(crate) fn paid_amount(&self, transaction_id: &str) -> Option<u64> {
        let stk = self
            .store()
            .payments
            .values()
            .find(|p| p.outcome.is_success() && p.receipt_number == transaction_id)
            .map(|p| p.amount.shillings());
        stk.or_else(|| {
            self.c2b_payments()
                .iter()
                .find(|p| p.trans_id == transaction_id && p.status == "completed")
                .and_then(|p| match &p.body["TransAmount"] {
                    Value::String(s) => s.split('.').next().and_then(|w| w.parse().ok()),
                    Value::Number(n) => n.as_u64(),
                    _ => None,
                })
        })
    }

    fn store(&self) -> MutexGuard<'_, Store> {
        self.inner
            .store
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// A new access token and its lifetime.
    pub fn issue_token(&self) -> (String, Duration) {
        let token = ids::global().access_token();
        let ttl = self.inner.config.token_ttl;
        let now = Instant::now();
        let mut store = self.store();
        store.tokens.retain(|_, expires| *expires > now);
        store.tokens.insert(token.clone(), now + ttl);
        (token, ttl)
    }

    pub fn token_is_valid(&self, token: &str) -> bool {
        self.store()
            .tokens
            .get(token)
            .is_some_and(|expires| *expires > Instant::now())
    }

    /// Every issued token stops working, so clients must fetch a new one. Returns how many
    /// were still valid.
    pub fn expire_tokens(&self) -> usize {
        let now = Instant::now();
        let mut store = self.store();
        let valid = store.tokens.values().filter(|e| **e > now).count();
        store.tokens.clear();
        valid
    }

    /// Takes an STK push: records it, and when valid schedules the payer's answer.
    pub fn push(&self, body: Value) -> Result<StkPushAccepted, DarajaError> {
        let parsed = StkPush::parse(&body).and_then(|push| {
            push.credentials.verify(&self.inner.config)?;
            Ok(push)
        });
        let push = match parsed {
            Ok(push) => push,
            Err(error) => {
                self.store().received.push(ReceivedPush {
                    received_at: Utc::now(),
                    body,
                    checkout_request_id: None,
                    merchant_request_id: None,
                    error_code: Some(error.parts().1.to_owned()),
                    callbacks: Vec::new(),
                });
                return Err(error);
            }
        };
        warn_about_suspicious_fields(&push);

        let delay = self.inner.config.callback_delay;
        let outcome = Outcome::for_payer(&push.phone_number);
        let now = Utc::now();
        let payment = {
            let mut store = self.store();
            let checkout_request_id = unique_checkout_request_id(&store, &push.phone_number, now);
            let receipt_number = unique_receipt(&mut store);
            if outcome.is_success() {
                store.successes += 1;
            }
            let payment = Payment {
                merchant_request_id: ids::global().request_id(),
                checkout_request_id: checkout_request_id.clone(),
                outcome,
                amount: push.amount,
                phone: push.phone_number.clone(),
                callback_url: push.callback_url.clone(),
                resolves_at: Instant::now() + delay,
                receipt_number,
                transaction_date: nairobi_number(now + delay),
                with_balance: store.successes % 2 == 1,
                log_index: store.received.len(),
            };
            store.received.push(ReceivedPush {
                received_at: now,
                body,
                checkout_request_id: Some(checkout_request_id.clone()),
                merchant_request_id: Some(payment.merchant_request_id.clone()),
                error_code: None,
                callbacks: Vec::new(),
            });
            store.payments.insert(checkout_request_id, payment.clone());
            payment
        };
        tracing::info!(
            checkout_request_id = %payment.checkout_request_id,
            outcome = ?payment.outcome,
            amount = payment.amount.shillings(),
            "STK push accepted"
        );
        if outcome.sends_callback() {
            let task = tokio::spawn(callback::deliver_with_retries(
                self.clone(),
                payment.checkout_request_id.clone(),
            ));
            let mut deliveries = self
                .inner
                .deliveries
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            deliveries.retain(|handle| !handle.is_finished());
            deliveries.push(task.abort_handle());
        }
        Ok(StkPushAccepted {
            merchant_request_id: payment.merchant_request_id,
            checkout_request_id: payment.checkout_request_id,
            response_code: "0",
            response_description: ACCEPTED,
            customer_message: ACCEPTED,
        })
    }

    /// Answers an STK query: 'being processed' until the payer has answered, then the result.
    pub fn query(&self, query: &StkQuery) -> Result<StkQueryResult, DarajaError> {
        query.credentials.verify(&self.inner.config)?;
        let payment = self
            .payment(&query.checkout_request_id)
            .ok_or(DarajaError::InvalidField("CheckoutRequestID"))?;
        if Instant::now() < payment.resolves_at {
            return Err(DarajaError::BeingProcessed);
        }
        Ok(StkQueryResult {
            response_code: "0",
            response_description: QUERY_ACCEPTED,
            merchant_request_id: payment.merchant_request_id,
            checkout_request_id: payment.checkout_request_id,
            result_code: payment.outcome.result_code().to_string(),
            result_desc: payment.outcome.result_desc(),
        })
    }

    pub(crate) fn payment(&self, checkout_request_id: &str) -> Option<Payment> {
        self.store().payments.get(checkout_request_id).cloned()
    }

    pub(crate) fn record_callback(&self, payment: &Payment, attempt: CallbackAttempt) {
        if let Some(entry) = self.store().received.get_mut(payment.log_index) {
            entry.callbacks.push(attempt);
        }
    }

    /// The STK pushes received so far, oldest first.
    pub fn requests(&self) -> Vec<ReceivedPush> {
        self.store().received.clone()
    }

    /// Sends the callback of an answered push once more, as Safaricom sometimes does; the
    /// no-callback outcome's callback arrives here for the first time. Returns the receiver's
    /// HTTP status.
    pub async fn resend_callback(&self, checkout_request_id: &str) -> Result<u16, DarajaError> {
        let payment = self
            .payment(checkout_request_id)
            .ok_or(DarajaError::UnknownCheckoutRequest)?;
        if Instant::now() < payment.resolves_at {
            return Err(DarajaError::NotResolvedYet);
        }
        callback::send(self, &payment, true)
            .await
            .map_err(DarajaError::CallbackFailed)
    }

    /// Stops every scheduled callback (the simulator is shutting down).
    pub fn abort_callbacks(&self) {
        let deliveries = std::mem::take(
            &mut *self
                .inner
                .deliveries
                .lock()
                .unwrap_or_else(PoisonError::into_inner),
        );
        for handle in deliveries {
            handle.abort();
        }
    }
}

/// `ws_CO_` + Nairobi `ddMMyyyyHHmmss` + milliseconds + the payer's last nine digits, as Daraja
/// builds them today; random digits instead when two pushes for one phone share a millisecond.
fn unique_checkout_request_id(store: &Store, phone: &Msisdn, now: DateTime<Utc>) -> String {
    let local = shop_common::nairobi::local(now);
    let prefix = format!("ws_CO_{}", local.format("%d%m%Y%H%M%S"));
    let mut id = format!("{prefix}{}{}", local.format("%3f"), &phone.as_str()[3..]);
    while store.payments.contains_key(&id) {
        id = format!("{prefix}{}", ids::global().digits(12));
    }
    id
}

fn unique_receipt(store: &mut Store) -> String {
    loop {
        let receipt = ids::global().receipt_number();
        if store.receipts.insert(receipt.clone()) {
            return receipt;
        }
    }
}

/// `yyyymmddHHMMSS` in Nairobi time, as the number the callback carries.
fn nairobi_number(at: DateTime<Utc>) -> u64 {
    shop_common::nairobi::local(at)
        .format("%Y%m%d%H%M%S")
        .to_string()
        .parse()
        .unwrap_or_default()
}

/// Daraja takes these, but they are usually mistakes worth seeing in the log.
fn warn_about_suspicious_fields(push: &StkPush) {
    if push.party_a != push.phone_number {
        tracing::warn!(
            party_a = push.party_a.as_str(),
            phone_number = push.phone_number.as_str(),
            "PartyA and PhoneNumber differ: the prompt goes to PhoneNumber"
        );
    }
    if let Some(sent) = push.credentials.timestamp.to_datetime() {
        let nairobi_now = shop_common::nairobi::local(Utc::now()).naive_local();
        if (nairobi_now - sent).abs() > TIMESTAMP_SKEW_WARNING {
            tracing::warn!(
                timestamp = push.credentials.timestamp.as_str(),
                "Timestamp is far from Nairobi time: is it UTC, or reused?"
            );
        }
    }
}
