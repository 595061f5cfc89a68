//! M-Pesa Express (ARCHITECTURE.md "Checkout and payment", step 3; MPESA.md): the prompt, the
//! status poll, Daraja's callback, and settlement by STK query. The STK query is the source of
//! truth: a callback is checked against the prompt it names and then confirmed by a query
//! before anything is settled; a poll or the sweeper settles by query alone when the callback
//! is late or lost.

use std::net::IpAddr;
use std::time::Duration;

use chrono::Utc;
use secrecy::ExposeSecret;
use shop_common::caller::Caller;
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use shop_proto::payments::v1 as pb;
use uuid::Uuid;

use crate::daraja::callback::Callback;
use crate::daraja::{StkPush, StkQueryAnswer};
use crate::domain::amount::{CENTS_PER_KSH, mpesa_amount_ksh};
use crate::domain::msisdn::KenyanMsisdn;
use crate::domain::order_ref;
use crate::domain::{AttemptStatus, Method};
use crate::error::{Checks, Error};
use crate::repo::{self, Attempt, NewAttempt, Record};
use crate::settle::{self, Outcome};
use crate::state::{State, order_id_and_total};
use tracing::Instrument;

/// The provider name stored with M-Pesa attempts.
pub const PROVIDER: &str = "daraja";
/// A status poll asks Daraja at most this often per prompt.
pub const QUERY_SPACING: Duration = Duration::from_secs(5);
/// Longest CheckoutRequestID looked up (Daraja's are `ws_CO_` and about 30 more characters):
/// a longer one cannot be Daraja's.
pub const MAX_CHECKOUT_REQUEST_ID: usize = 100;
/// How long a callback for an unknown CheckoutRequestID waits for a push still awaiting
/// Daraja's answer (the callback can overtake our write of the CheckoutRequestID).
const RACE_WAIT: Duration = Duration::from_secs(2);

/// How long a prompt whose push Daraja has not answered may still be on its way to the payer
/// (the default of [`crate::Config::unanswered_push`]). Until then Try Again follows it instead
/// of sending another; after it the sweeper fails it unless a kept paid callback may be its own
/// (a callback that comes later still finds it: see [`crate::kept`]).
pub const UNANSWERED_PUSH: Duration = Duration::from_secs(180);
/// How long after Daraja accepted it a prompt may still be answered on the phone (Daraja's
/// prompts expire in about a minute): Try Again within it follows the same prompt.
pub const PROMPT_LIFETIME: chrono::Duration = chrono::Duration::minutes(2);
/// A prompt accepted this recently is followed without asking Daraja how it is doing.
const FRESH_PROMPT: chrono::Duration = chrono::Duration::seconds(10);
/// How long StartMpesaPayment waits for Daraja without a deadline from its caller.
pub const MAX_WAIT: Duration = Duration::from_secs(20);
/// Kept back from the caller's deadline, so the answer reaches the caller before it gives up.
pub const DEADLINE_MARGIN: Duration = Duration::from_millis(750);

/// How long a StartMpesaPayment may wait for Daraja when its caller gives it `deadline`.
pub fn wait_budget(deadline: Option<Duration>) -> Duration {
    deadline.map_or(MAX_WAIT, |d| {
        d.saturating_sub(DEADLINE_MARGIN).min(MAX_WAIT)
    })
}

/// What StartMpesaPayment is asked.
pub struct Start<'a> {
    pub order_id: &'a str,
    /// Who asks: the order's owner or an admin.
    pub caller: &'a Caller,
    pub phone: &'a str,
    /// The client's Idempotency-Key, "" for none.
    pub idempotency_key: &'a str,
    /// Lipa Mdogo Mdogo: whole shillings to pay now (0: what is due now).
    pub amount_ksh: i64,
}

/// StartMpesaPayment: a prompt for the order's total, rounded up to whole shillings, to the
/// payer's phone. A prompt of the order still in flight to the same phone is followed instead
/// of sending another (Try Again never charges twice); one to another phone must end first.
/// The push to Daraja runs on its own: the answer comes within `budget` (the caller's deadline
/// less a margin), and a push still under way then finishes and is stored all the same.
pub async fn start(
    state: &State,
    request: &Start<'_>,
    budget: Duration,
) -> Result<pb::StartMpesaPaymentResponse, Error> {
    let begun = tokio::time::Instant::now();
    if !state.config.offers(Method::Mpesa) {
        return Err(Error::MethodNotOffered);
    }
    request.caller.signed_in().map_err(Error::Refused)?;
    let mut checks = Checks::default();
    let order_id = checks.check(order_ref(request.order_id));
    let phone = checks.check(KenyanMsisdn::parse(request.phone));
    checks.finish()?;
    let (Some(order_id), Some(phone)) = (order_id, phone) else {
        return Err(Error::unexpected(
            "checking a prompt",
            "a check lost its error",
        ));
    };
    let key = request.idempotency_key.trim();
    let order = state.payable_order(order_id, request.caller).await?;
    let (order_uuid, total_cents) = order_id_and_total(&order)?;
    let full_ksh = mpesa_amount_ksh(total_cents)
        .ok_or_else(|| Error::unexpected("computing an M-Pesa amount", total_cents))?;
    // Lipa Mdogo Mdogo: any amount up to the plan's balance; other orders in full.
    let plan_total = crate::instalments::plan_total(&order);
    if plan_total.is_none() {
        crate::instalments::refuse_amount(request.amount_ksh)?;
    }

    // Twice at most: a live prompt that Daraja says has ended lets a new one go.
    for _ in 0..2 {
        let mut tx = state.pool.begin().await?;
        let amount_ksh = match plan_total {
            None => {
                crate::closing::lock_open(&mut tx, order_uuid).await?;
                full_ksh
            }
            Some(plan_total) => {
                let balance =
                    crate::instalments::lock_open(&mut tx, order_uuid, plan_total).await?;
                crate::instalments::prompt_ksh(
                    request.amount_ksh,
                    crate::instalments::next_due(&order),
                    balance,
                )?
            }
        };
        let now = Utc::now();
        let by_key = match key {
            "" => None,
            key => repo::by_idempotency_key(&mut tx, order_uuid, key).await?,
        };
        // The key names one request: the same order (it is looked up per order) to the same
        // phone (and, for an instalment, the same amount when one was named).
        if by_key.as_ref().is_some_and(|a| {
            a.phone.as_deref() != Some(phone.as_str())
                || (request.amount_ksh != 0 && a.amount_cents != request.amount_ksh * CENTS_PER_KSH)
        }) {
            return Err(Error::KeyReused);
        }
        // An instalment its key already paid: answered, never paid twice.
        if plan_total.is_some()
            && let Some(done) = by_key
                .as_ref()
                .filter(|a| a.status() == AttemptStatus::Succeeded)
        {
            tx.commit().await?;
            return Ok(pb::StartMpesaPaymentResponse {
                checkout_request_id: done.checkout_request_id.clone().unwrap_or_default(),
                merchant_request_id: done.merchant_request_id.clone().unwrap_or_default(),
                customer_message: PROMPT_ALREADY_SENT.to_owned(),
                amount_ksh: done.amount_cents / CENTS_PER_KSH,
            });
        }
        // A key whose prompt ended without payment does not stop a new prompt (which then
        // goes without the key: it is taken).
        let key_free = by_key.is_none();
        let earlier = by_key.filter(|a| a.status() == AttemptStatus::Pending);
        let live = match earlier {
            Some(attempt) => Some(attempt),
            None => {
                repo::live_prompt(
                    &mut tx,
                    order_uuid,
                    now - state.config.unanswered_push(),
                    now - PROMPT_LIFETIME,
                )
                .await?
            }
        };
        if let Some(live) = live {
            tx.commit().await?;
            if live.phone.as_deref() != Some(phone.as_str()) {
                return Err(Error::PromptPending);
            }
            match follow(state, live, budget.saturating_sub(begun.elapsed())).await? {
                Some(answer) => return Ok(answer),
                None => continue,
            }
        }

        let attempt_id = Uuid::new_v4();
        repo::insert(
            &mut tx,
            &NewAttempt {
                id: attempt_id,
                order_id: order_uuid,
                public_id: &order.public_id,
                user_id: &order.user_id,
                method: Method::Mpesa,
                provider: PROVIDER,
                amount_cents: amount_ksh * CENTS_PER_KSH,
                order_total_cents: total_cents,
                phone: Some(phone.as_str()),
                card_brand: None,
                card_last4: None,
                paypal_email: None,
            },
        )
        .await?;
        if plan_total.is_some() {
            crate::instalments::mark(&mut tx, attempt_id).await?;
        }
        if !key.is_empty() && key_free {
            repo::set_idempotency_key(&mut tx, attempt_id, key).await?;
        }
        repo::record(
            &mut tx,
            &Record {
                attempt_id: Some(attempt_id),
                kind: "created",
                detail: &format!("KSh {amount_ksh} to {}", phone.as_str()),
                ..Record::default()
            },
        )
        .await?;
        for old in repo::supersede_prompts(&mut tx, order_uuid, attempt_id).await? {
            repo::record(
                &mut tx,
                &Record {
                    attempt_id: Some(old),
                    kind: "superseded",
                    detail: &format!("by {attempt_id}"),
                    ..Record::default()
                },
            )
            .await?;
        }
        tx.commit().await?;

        // Detached: whatever the caller does, Daraja's answer is stored.
        let push = shop_common::telemetry::spawn_traced(push(
            state.clone(),
            attempt_id,
            amount_ksh,
            phone.clone(),
            order.public_id.clone(),
        ));
        let remaining = budget.saturating_sub(begun.elapsed());
        return match tokio::time::timeout(remaining, push).await {
            Ok(Ok(answer)) => answer,
            Ok(Err(e)) => Err(Error::unexpected("sending an M-Pesa prompt", e)),
            Err(_) => {
                tracing::warn!(%attempt_id, public_id = %order.public_id, "Daraja has not answered the STK push in time; it goes on without the caller");
                Err(Error::PromptInFlight)
            }
        };
    }
    Err(Error::PromptPending)
}

/// The answer for a prompt already under way: it once Daraja has accepted it and it has not
/// ended, after waiting up to `budget` for Daraja's answer to its push. `None` when Daraja says
/// it has ended without payment (a new prompt may go).
async fn follow(
    state: &State,
    attempt: Attempt,
    budget: Duration,
) -> Result<Option<pb::StartMpesaPaymentResponse>, Error> {
    let deadline = tokio::time::Instant::now() + budget;
    let mut attempt = attempt;
    while attempt.checkout_request_id.is_none() && attempt.status() == AttemptStatus::Pending {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() {
            return Err(Error::PromptInFlight);
        }
        tokio::time::sleep(left.min(Duration::from_millis(100))).await;
        let found = tokio::time::timeout_at(deadline, async {
            repo::find(&mut *state.pool.acquire().await?, attempt.id).await
        })
        .await
        .map_err(|_| Error::PromptInFlight)??;
        attempt = found.ok_or(Error::PaymentNotFound)?;
    }
    let fresh = attempt
        .pushed_at
        .is_some_and(|pushed| Utc::now() - pushed < FRESH_PROMPT);
    if attempt.status() == AttemptStatus::Pending && !fresh {
        // Detached, like the push: Daraja's answer is stored whatever the caller does, and the
        // caller hears of the prompt as it is if Daraja is slower than its deadline.
        let asked = shop_common::telemetry::spawn_traced(query_unless_asked(
            state.clone(),
            attempt.clone(),
        ));
        match tokio::time::timeout_at(deadline, asked).await {
            Ok(Ok(answer)) => attempt = answer?,
            Ok(Err(e)) => return Err(Error::unexpected("asking Daraja about a prompt", e)),
            Err(_) => {
                tracing::info!(attempt_id = %attempt.id, "Daraja's STK query is slower than the caller's deadline; the prompt is followed as it is");
            }
        }
    }
    match attempt.status() {
        AttemptStatus::Succeeded => Err(Error::AlreadyPaid),
        AttemptStatus::Failed => Ok(None),
        AttemptStatus::Pending => {
            tracing::info!(attempt_id = %attempt.id, public_id = %attempt.public_id, "M-Pesa prompt still in flight; followed instead of sending another");
            Ok(Some(pb::StartMpesaPaymentResponse {
                checkout_request_id: attempt.checkout_request_id.clone().unwrap_or_default(),
                merchant_request_id: attempt.merchant_request_id.clone().unwrap_or_default(),
                customer_message: PROMPT_ALREADY_SENT.to_owned(),
                amount_ksh: attempt.amount_cents / CENTS_PER_KSH,
            }))
        }
    }
}

/// What Try Again answers when it follows a prompt already on the payer's phone.
pub const PROMPT_ALREADY_SENT: &str = "Success. Request accepted for processing";

/// Sends the prompt and stores Daraja's answer, retrying the write while the database is
/// unreachable: once Daraja has accepted a prompt, its CheckoutRequestID must not be lost.
async fn push(
    state: State,
    attempt_id: Uuid,
    amount_ksh: i64,
    phone: KenyanMsisdn,
    public_id: String,
) -> Result<pb::StartMpesaPaymentResponse, Error> {
    let push = StkPush {
        amount_ksh,
        phone: &phone,
        account_reference: &public_id,
        description: &state.config.transaction_desc,
    };
    match state.daraja.stk_push(&push).await {
        Ok(accepted) => {
            let mut wait = Duration::from_millis(200);
            let mut tries = 0;
            loop {
                match store_pushed(&state, attempt_id, &accepted).await {
                    Ok(()) => break,
                    Err(e) if tries < 12 => {
                        tries += 1;
                        tracing::warn!(%attempt_id, checkout_request_id = %accepted.checkout_request_id, error = %e, "storing Daraja's answer failed; retrying");
                        tokio::time::sleep(wait).await;
                        wait = (wait * 2).min(Duration::from_secs(10));
                    }
                    Err(e) => {
                        // Its callback is kept (unmatched_callbacks) and finds it by payer and
                        // amount once the database is back.
                        tracing::error!(%attempt_id, checkout_request_id = %accepted.checkout_request_id, merchant_request_id = %accepted.merchant_request_id, error = %e, "Daraja accepted the prompt but its answer could not be stored");
                        return Err(e);
                    }
                }
            }
            tracing::info!(%attempt_id, %public_id, amount_ksh, checkout_request_id = %accepted.checkout_request_id, "M-Pesa prompt sent");
            if let Err(e) = crate::kept::adopt(&state, Some(&accepted.checkout_request_id)).await {
                tracing::warn!(%attempt_id, error = %e, "a kept callback for the prompt could not be handled yet; the sweeper retries");
            }
            Ok(pb::StartMpesaPaymentResponse {
                checkout_request_id: accepted.checkout_request_id,
                merchant_request_id: accepted.merchant_request_id,
                customer_message: accepted.customer_message,
                amount_ksh,
            })
        }
        Err(e) if e.may_have_been_sent() => {
            // Daraja may have sent the prompt: it stays pending, so Try Again follows it and
            // its callback (kept when it comes) can still be matched; the sweeper fails it after
            // UNANSWERED_PUSH if nothing comes.
            tracing::warn!(%attempt_id, %public_id, error = %e, "STK push unanswered; the prompt may have reached the payer");
            let mut tx = state.pool.begin().await?;
            repo::set_push_gave_up(&mut tx, attempt_id).await?;
            repo::record(
                &mut tx,
                &Record {
                    attempt_id: Some(attempt_id),
                    kind: "push_unanswered",
                    detail: &e.to_string(),
                    ..Record::default()
                },
            )
            .await?;
            tx.commit().await?;
            // Its callback may have come already and be waiting for it (else the sweeper
            // assigns it).
            if let Err(e) =
                crate::kept::adopt_for_payer(&state, phone.as_str(), amount_ksh * CENTS_PER_KSH)
                    .await
            {
                tracing::warn!(%attempt_id, error = %e, "kept callbacks could not be assigned yet; the sweeper retries");
            }
            Err(Error::PromptInFlight)
        }
        Err(e) => {
            repo::record(
                &mut *state.pool.acquire().await?,
                &Record {
                    attempt_id: Some(attempt_id),
                    kind: "push_failed",
                    detail: &e.to_string(),
                    ..Record::default()
                },
            )
            .await?;
            settle::settle(
                &state.pool,
                attempt_id,
                &Outcome::Failed {
                    result_code: None,
                    reason: crate::error::mpesa_failed().to_owned(),
                    transaction_id: None,
                    publish: false,
                },
            )
            .await?;
            Err(Error::Mpesa(e))
        }
    }
}

async fn store_pushed(
    state: &State,
    attempt_id: Uuid,
    accepted: &crate::daraja::StkPushAccepted,
) -> Result<(), Error> {
    let mut tx = state.pool.begin().await?;
    repo::set_pushed(
        &mut tx,
        attempt_id,
        &accepted.merchant_request_id,
        &accepted.checkout_request_id,
    )
    .await?;
    repo::record(
        &mut tx,
        &Record {
            attempt_id: Some(attempt_id),
            kind: "pushed",
            checkout_request_id: Some(&accepted.checkout_request_id),
            body: Some(&accepted.body),
            ..Record::default()
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// GetMpesaStatus: the prompt's state, for its order's owner or an admin; a prompt pending for
/// a while is first settled by STK query when Daraja knows its result.
pub async fn status(
    state: &State,
    checkout_request_id: &str,
    caller: &Caller,
) -> Result<pb::MpesaStatus, Error> {
    caller.signed_in().map_err(Error::Refused)?;
    let checkout_request_id = checkout_request_id.trim();
    if checkout_request_id.is_empty() || checkout_request_id.len() > MAX_CHECKOUT_REQUEST_ID {
        return Err(Error::PaymentNotFound);
    }
    let mut attempt = repo::by_checkout(&mut *state.pool.acquire().await?, checkout_request_id)
        .await?
        .ok_or(Error::PaymentNotFound)?;
    caller
        .ensure_owner_or_admin(&attempt.user_id)
        .map_err(Error::Refused)?;
    let waited_long_enough = attempt.pushed_at.is_some_and(|pushed| {
        Utc::now() - pushed
            >= chrono::Duration::from_std(state.config.status_query_after).unwrap_or_default()
    });
    if attempt.status() == AttemptStatus::Pending && waited_long_enough {
        attempt = query_unless_asked(state.clone(), attempt).await?;
    }
    Ok(status_of(&attempt))
}

fn status_of(attempt: &Attempt) -> pb::MpesaStatus {
    let status = attempt.status();
    pb::MpesaStatus {
        status: status.poll_word().to_owned(),
        mpesa_receipt_number: match status {
            AttemptStatus::Succeeded => attempt.mpesa_receipt_number.clone().unwrap_or_default(),
            AttemptStatus::Pending | AttemptStatus::Failed => String::new(),
        },
        result_desc: attempt.result_desc.clone(),
        result_code: attempt.result_code,
        order_id: attempt.order_id.to_string(),
        public_id: attempt.public_id.clone(),
        amount_ksh: attempt.amount_cents / CENTS_PER_KSH,
    }
}

/// Settles the prompt by STK query, unless someone asked Daraja about it in the last
/// [`QUERY_SPACING`] (then it is answered as it is).
async fn query_unless_asked(state: State, attempt: Attempt) -> Result<Attempt, Error> {
    let spacing = chrono::Duration::from_std(QUERY_SPACING).unwrap_or_default();
    let claimed = repo::claim_query(
        &mut *state.pool.acquire().await?,
        attempt.id,
        Utc::now() - spacing,
    )
    .await?;
    if claimed {
        confirm_by_query(&state, &attempt).await
    } else {
        Ok(attempt)
    }
}

/// Asks Daraja's STK query how the prompt ended and settles it when it has: ResultCode 0 is
/// paid (with the receipt a matching callback left, if any), any other code failed. Still
/// processing, or Daraja unreachable: left pending for the next poll or sweep.
pub async fn confirm_by_query(state: &State, attempt: &Attempt) -> Result<Attempt, Error> {
    let Some(checkout_request_id) = attempt.checkout_request_id.as_deref() else {
        return Ok(attempt.clone());
    };
    let answer = state.daraja.stk_query(checkout_request_id).await;
    let mut conn = state.pool.acquire().await?;
    let record = |kind, result_code, detail, body| Record {
        attempt_id: Some(attempt.id),
        kind,
        checkout_request_id: Some(checkout_request_id),
        result_code,
        detail,
        body,
        source_ip: None,
    };
    let outcome = match &answer {
        Ok(StkQueryAnswer::Processing { body }) => {
            repo::record(
                &mut conn,
                &record("query", None, "still processing", Some(body)),
            )
            .await?;
            return Ok(attempt.clone());
        }
        Err(e) => {
            tracing::warn!(%checkout_request_id, error = %e, "STK query failed; the prompt stays pending");
            repo::record(
                &mut conn,
                &record("query_failed", None, &e.to_string(), None),
            )
            .await?;
            return Ok(attempt.clone());
        }
        Ok(StkQueryAnswer::Result {
            result_code,
            result_desc,
            body,
        }) => {
            let code = i32::try_from(*result_code).ok();
            repo::record(&mut conn, &record("query", code, result_desc, Some(body))).await?;
            let desc = if result_desc.is_empty() {
                crate::daraja::result_description(*result_code).to_owned()
            } else {
                result_desc.clone()
            };
            if *result_code == 0 {
                Outcome::Paid {
                    result_code: code,
                    result_desc: desc,
                    transaction_id: None,
                }
            } else {
                Outcome::Failed {
                    result_code: code,
                    reason: desc,
                    transaction_id: None,
                    publish: true,
                }
            }
        }
    };
    drop(conn);
    settle::settle(&state.pool, attempt.id, &outcome).await
}

/// Compares two secrets in time independent of where they differ.
pub(crate) fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// HandleDarajaCallback (MPESA.md "Callback", every defence): the secret path, the source
/// address logged, the body validated, the prompt matched by CheckoutRequestID and
/// MerchantRequestID, a success's amount and phone matched, the receipt unique, and the result
/// confirmed by STK query before anything is settled.
pub async fn callback(
    state: &State,
    secret: &str,
    body: &[u8],
    source_ip: &str,
) -> Result<(), Error> {
    if !same_secret(secret, state.config.callback_secret.expose_secret()) {
        return Err(Error::CallbackSecret);
    }
    let known_source = source_ip
        .parse::<IpAddr>()
        .is_ok_and(|ip| state.config.callback_ips.contains(&ip));
    if !known_source {
        tracing::warn!(
            source_ip,
            "Daraja callback from outside Safaricom's published addresses"
        );
    }
    let text = String::from_utf8_lossy(&body[..body.len().min(MAX_CALLBACK_BODY)]).into_owned();
    let source = Some(source_ip).filter(|ip| !ip.is_empty());
    let parsed = if body.len() > MAX_CALLBACK_BODY {
        Err(crate::daraja::callback::Malformed::new("body too large"))
    } else {
        Callback::parse(body)
    };
    let callback = match parsed {
        Ok(callback) => callback,
        Err(e) => {
            let detail = e.to_string();
            repo::record(
                &mut *state.pool.acquire().await?,
                &Record {
                    kind: "callback_malformed",
                    detail: &detail,
                    body: Some(&text),
                    source_ip: source,
                    ..Record::default()
                },
            )
            .await?;
            return Err(Error::MalformedCallback(e));
        }
    };
    process(state, &callback, &text, source).await
}

/// A parsed callback from Daraja (just received, or kept and now matched): checked against the
/// prompt it names and confirmed by STK query. A paid callback for a prompt not known yet is kept
/// and offered at once to the prompts to the same payer whose push Daraja never answered.
pub(crate) async fn process(
    state: &State,
    callback: &Callback,
    text: &str,
    source: Option<&str>,
) -> Result<(), Error> {
    let source_ip = source.unwrap_or_default();
    let checkout_request_id = callback.checkout_request_id.as_str();
    let result_code = i32::try_from(callback.result_code).ok();
    let record = |attempt_id, kind, detail| Record {
        attempt_id,
        kind,
        checkout_request_id: Some(checkout_request_id),
        result_code,
        detail,
        body: Some(text),
        source_ip: source,
    };

    let Some(attempt) = find_for_callback(state, checkout_request_id).await? else {
        tracing::warn!(
            checkout_request_id,
            source_ip,
            "Daraja callback for an unknown CheckoutRequestID; kept until its prompt is known"
        );
        let mut tx = state.pool.begin().await?;
        repo::record(
            &mut tx,
            &record(
                None,
                "callback_unknown",
                "no prompt with this CheckoutRequestID yet: kept",
            ),
        )
        .await?;
        repo::keep_unmatched(
            &mut tx,
            &repo::Unmatched {
                checkout_request_id: checkout_request_id.to_owned(),
                merchant_request_id: callback.merchant_request_id.clone(),
                result_code: callback.result_code,
                amount_cents: callback.amount_cents(),
                phone: callback.phone(),
                body: text.to_owned(),
                source_ip: source.map(str::to_owned),
                received_at: Utc::now(),
            },
        )
        .await?;
        tx.commit().await?;
        if let (0, Some(phone), Some(amount)) = (
            callback.result_code,
            callback.phone(),
            callback.amount_cents(),
        ) {
            crate::kept::adopt_for_payer(state, &phone, amount).await?;
        }
        return Ok(());
    };
    // The settling is part of the checkout's trace: the prompt kept its trace context.
    let traceparent = repo::traceparent(&mut *state.pool.acquire().await?, attempt.id).await?;
    let span = tracing::info_span!(
        "daraja callback",
        otel.name = "daraja callback",
        checkout_request_id,
        result_code = callback.result_code,
        trace_id = tracing::field::Empty,
    );
    shop_common::telemetry::continue_trace(&span, traceparent.as_deref());
    async {
        if attempt.status() != AttemptStatus::Pending {
            repo::record(
                &mut *state.pool.acquire().await?,
                &record(
                    Some(attempt.id),
                    "callback_duplicate",
                    "the prompt is settled already",
                ),
            )
            .await?;
            return Ok(());
        }
        if let Err(mismatch) = check(&attempt, callback) {
            tracing::warn!(checkout_request_id, attempt_id = %attempt.id, source_ip, mismatch, "Daraja callback does not match its prompt; ignored");
            repo::record(
                &mut *state.pool.acquire().await?,
                &record(Some(attempt.id), "callback_mismatch", mismatch),
            )
            .await?;
            return Ok(());
        }

        let mut tx = state.pool.begin().await?;
        if let Some(receipt) = callback.receipt().filter(|_| callback.result_code == 0) {
            let mut savepoint = sqlx::Acquire::begin(&mut *tx).await?;
            match repo::set_receipt(&mut savepoint, attempt.id, &receipt).await {
                Ok(()) => savepoint.commit().await?,
                Err(e) if repo::is_receipt_taken(&e) => {
                    savepoint.rollback().await?;
                    tracing::warn!(checkout_request_id, %receipt, "Daraja callback reuses a receipt; ignored");
                    repo::record(
                        &mut tx,
                        &record(
                            Some(attempt.id),
                            "callback_mismatch",
                            "receipt already used",
                        ),
                    )
                    .await?;
                    tx.commit().await?;
                    return Ok(());
                }
                Err(e) => return Err(e.into()),
            }
        }
        repo::record(
            &mut tx,
            &record(Some(attempt.id), "callback", &callback.result_desc),
        )
        .await?;
        tx.commit().await?;

        // The callback is not signed: Daraja's own answer decides.
        let attempt = repo::find(&mut *state.pool.acquire().await?, attempt.id)
            .await?
            .ok_or(Error::PaymentNotFound)?;
        repo::claim_query(&mut *state.pool.acquire().await?, attempt.id, Utc::now()).await?;
        let settled = confirm_by_query(state, &attempt).await?;
        if settled.status() != AttemptStatus::Pending
            && (settled.status() == AttemptStatus::Succeeded) != (callback.result_code == 0)
        {
            tracing::warn!(checkout_request_id, callback_result = callback.result_code, query_result = ?settled.result_code, "Daraja callback and STK query disagree; the query was believed");
        }
        Ok(())
    }
    .instrument(span)
    .await
}

/// The prompt a callback names. A callback can overtake our write of the CheckoutRequestID
/// Daraja just gave us; while a push awaits its answer, look again for a moment.
async fn find_for_callback(
    state: &State,
    checkout_request_id: &str,
) -> Result<Option<Attempt>, Error> {
    let deadline = tokio::time::Instant::now() + RACE_WAIT;
    loop {
        let mut conn = state.pool.acquire().await?;
        if let Some(attempt) = repo::by_checkout(&mut conn, checkout_request_id).await? {
            return Ok(Some(attempt));
        }
        if tokio::time::Instant::now() >= deadline || !repo::push_awaiting_answer(&mut conn).await?
        {
            return Ok(None);
        }
        drop(conn);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Whether a callback is the one its prompt expects: the same MerchantRequestID, and on success
/// the prompt's amount, the prompt's phone and a receipt. The reason when not.
fn check(attempt: &Attempt, callback: &Callback) -> Result<(), &'static str> {
    if attempt.merchant_request_id.as_deref() != Some(callback.merchant_request_id.as_str()) {
        return Err("MerchantRequestID differs");
    }
    if callback.result_code != 0 {
        return Ok(());
    }
    if callback.amount_cents() != Some(attempt.amount_cents) {
        return Err("amount differs");
    }
    if callback.phone() != attempt.phone {
        return Err("phone differs");
    }
    if callback.receipt().is_none() {
        return Err("no receipt");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_whole() {
        assert!(same_secret("abcdefghijklmnop", "abcdefghijklmnop"));
        assert!(!same_secret("abcdefghijklmnop", "abcdefghijklmnoq"));
        assert!(!same_secret("abcdefghijklmnop", "abcdefghijklmno"));
        assert!(!same_secret("", "x"));
    }
}
