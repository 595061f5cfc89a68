//! Refunds paid back through M-Pesa (issue 23, parts 3 and 7; MPESA.md "Paying money back").
//!
//! - **One refund per payment, ever.** A request names the money (`source`); it resolves to the
//!   payment given back (`attempt:<uuid>`, `stk:<CheckoutRequestID>`, `c2b:<TransID>`,
//!   `c2b-excess:<TransID>`), unique in `refunds`. Asking again, with any key, answers that
//!   refund; a client key answers its own refund unchanged. Only a refund Daraja said failed is
//!   sent again, by a new key, under a new originator id.
//! - **The amount is the payment's**: a reversal (`TransactionID` = its receipt) when all of it
//!   goes back and Daraja gave a receipt, else B2C to the payer's phone.
//! - **Kept before sent**: the refund and its `OriginatorConversationID` are committed before
//!   Daraja hears of it; a send that gets no answer is sent again under the same id, which
//!   Daraja (and the simulator) take as the same request.
//! - **Settled only by Daraja**: its result at ResultURL (the secret path checked, the refund
//!   found by our originator id or Daraja's conversation id, the amount checked), or, after a
//!   timeout notice or no result within `PAYMENTS_REFUND_QUERY_AFTER_SECS`, its transaction
//!   status answer (also at ResultURL). Status unknown to Daraja: it never got the request, so
//!   it goes again (same originator id). Each settlement publishes `payment.refunded` or
//!   `payment.refund_failed` once, in its transaction (outbox).

pub mod repo;
pub mod status;

use std::time::Duration;

use secrecy::ExposeSecret;
use shop_common::caller::{Caller, Role};
use shop_common::events::{self, PAYMENT_REFUND_FAILED, PAYMENT_REFUNDED};
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use shop_proto::events::v1 as ev;
use shop_proto::payments::v1 as pb;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::daraja::callback::Callback;
use crate::daraja::payout::{Payout, PayoutResult};
use crate::domain::amount::CENTS_PER_KSH;
use crate::domain::msisdn::KenyanMsisdn;
use crate::error::Error;
use crate::repo::rfc3339;
use crate::state::State;
use repo::{Move, NewRefund, RefundRow};
use status::{Happening, RefundStatus};

pub const REVERSAL: &str = "reversal";
pub const B2C: &str = "b2c";
/// Longest Idempotency-Key kept.
const MAX_KEY: usize = 200;
/// Refunds sent or asked about per sweep.
const BATCH: i64 = 20;
/// Who payments is when it reads an order for a refund.
const READER: &str = "payments-refunds";
/// The suffix of a status query's originator id: `<refund's originator id>.q<n>`.
const QUERY_MARK: &str = ".q";
/// Daraja's status answer for a payout that went through.
const COMPLETED: &str = "Completed";

/// The payment a refund gives back, as resolved from the request's source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    pub source: String,
    pub order: Option<(Uuid, String, String)>,
    pub kind: &'static str,
    pub amount_cents: i64,
    pub phone: String,
    pub payment_reference: String,
}

/// Reversal when all of a payment with a receipt goes back, else B2C to a phone we can pay.
fn how(whole: bool, receipt: Option<&str>, phone: &str) -> Result<(&'static str, String), Error> {
    match receipt.filter(|r| !r.is_empty()) {
        Some(_) if whole => Ok((REVERSAL, phone.to_owned())),
        _ => match KenyanMsisdn::parse(phone) {
            Ok(msisdn) => Ok((B2C, msisdn.as_str().to_owned())),
            Err(_) => Err(Error::RefundNotAllowed(
                "Safaricom did not give this payer's number: pay this back by hand",
            )),
        },
    }
}

/// What `source` names, checked against payments' books and the order as orders has it.
pub async fn resolve(state: &State, source: &str) -> Result<Resolved, Error> {
    let source = source.trim();
    let reader = Caller::user(READER, Role::Admin);
    let mut conn = state.pool.acquire().await?;
    if let Some(order_ref) = source.strip_prefix("order:") {
        let order = state.orders.order(order_ref, &reader).await?;
        if !order.status.eq_ignore_ascii_case("cancelled") {
            return Err(Error::RefundNotAllowed(
                "Only a cancelled order's payment is refunded: cancel the order first",
            ));
        }
        let reference = order
            .payment
            .as_ref()
            .map(|p| p.reference.clone())
            .unwrap_or_default();
        if !order.payment_status.eq_ignore_ascii_case("paid") || reference.is_empty() {
            return Err(Error::RefundNotAllowed("This order was never paid"));
        }
        let (order_id, _) = crate::state::order_id_and_total(&order)?;
        let attempt = repo::succeeded_attempt_by_reference(&mut conn, order_id, &reference)
            .await?
            .ok_or(Error::RefundNotAllowed(
                "This order was not paid by M-Pesa: refund it through its provider",
            ))?;
        drop(conn);
        return resolve_attempt(state, attempt, true).await;
    }
    if let Some(trans_id) = source.strip_prefix("c2b-excess:") {
        let row = repo::c2b(&mut conn, trans_id)
            .await?
            .filter(|r| r.outcome == "overpaid")
            .ok_or(Error::RefundNotFound)?;
        let excess = row.amount_cents - row.due_cents.unwrap_or(row.amount_cents);
        if excess <= 0 {
            return Err(Error::RefundNotFound);
        }
        let (kind, phone) = how(false, Some(&row.trans_id), &row.msisdn)?;
        return Ok(Resolved {
            source: format!("c2b-excess:{}", row.trans_id),
            order: c2b_order(&row),
            kind,
            amount_cents: excess,
            phone,
            payment_reference: row.trans_id,
        });
    }
    if let Some(trans_id) = source.strip_prefix("c2b:") {
        let row = repo::c2b(&mut conn, trans_id)
            .await?
            .filter(|r| r.outcome == "underpaid" || r.outcome == "not_payable")
            .ok_or(Error::RefundNotFound)?;
        let (kind, phone) = how(true, Some(&row.trans_id), &row.msisdn)?;
        return Ok(Resolved {
            source: format!("c2b:{}", row.trans_id),
            order: c2b_order(&row),
            kind,
            amount_cents: row.amount_cents,
            phone,
            payment_reference: row.trans_id,
        });
    }
    let bare = source
        .strip_prefix("attempt:")
        .or_else(|| source.strip_prefix("stk:"))
        .unwrap_or(source);
    if let Ok(attempt) = Uuid::parse_str(bare) {
        drop(conn);
        return resolve_attempt(state, attempt, false).await;
    }
    // A paid STK callback no prompt took (its CheckoutRequestID).
    let body = repo::surplus_callback(&mut conn, bare)
        .await?
        .ok_or(Error::RefundNotFound)?;
    let callback = Callback::parse(body.as_bytes())
        .map_err(|e| Error::unexpected("reading a kept callback", e))?;
    let amount_cents = callback
        .amount_cents()
        .ok_or_else(|| Error::unexpected("reading a kept callback", "no amount"))?;
    let receipt = callback.receipt();
    let phone = callback.phone().unwrap_or_default();
    let (kind, phone) = how(true, receipt.as_deref(), &phone)?;
    Ok(Resolved {
        source: format!("stk:{bare}"),
        order: None,
        kind,
        amount_cents,
        phone,
        payment_reference: receipt.unwrap_or_else(|| bare.to_owned()),
    })
}

fn c2b_order(row: &repo::C2bRow) -> Option<(Uuid, String, String)> {
    row.order_id
        .map(|id| (id, row.public_id.clone().unwrap_or_default(), String::new()))
}

/// An attempt's payment: an M-Pesa payment that pays no live order (paid twice, short, after
/// a cancellation, or its order since cancelled). `cancelled_checked`: the caller saw its
/// order cancelled and paid by it.
async fn resolve_attempt(
    state: &State,
    attempt_id: Uuid,
    cancelled_checked: bool,
) -> Result<Resolved, Error> {
    let mut conn = state.pool.acquire().await?;
    let attempt = crate::repo::find(&mut conn, attempt_id)
        .await?
        .filter(|a| a.status == "succeeded")
        .ok_or(Error::RefundNotFound)?;
    if attempt.method != "mpesa" {
        return Err(Error::RefundNotAllowed(
            "This is not an M-Pesa payment: refund it through its provider",
        ));
    }
    let paid_twice = repo::paid_twice(&mut conn, attempt.id).await?;
    drop(conn);
    if !cancelled_checked && !paid_twice {
        let reader = Caller::user(READER, Role::Admin);
        let order = state
            .orders
            .order(&attempt.order_id.to_string(), &reader)
            .await?;
        let pays_it = order
            .payment
            .as_ref()
            .is_some_and(|p| p.reference == attempt.reference());
        if pays_it && !order.status.eq_ignore_ascii_case("cancelled") {
            return Err(Error::RefundNotAllowed(
                "This payment pays an order that is not cancelled: cancel the order first",
            ));
        }
    }
    let mut whole = true;
    let mut amount_cents = attempt.amount_cents;
    // A Paybill payment above its order's amount: its excess is a refund due of its own, so
    // the order's refund is the order's part only.
    if attempt.provider == crate::c2b::PROVIDER
        && let Some(receipt) = attempt.mpesa_receipt_number.as_deref()
        && let Some(row) = repo::c2b(&mut *state.pool.acquire().await?, receipt).await?
        && row.outcome == "overpaid"
        && let Some(due) = row.due_cents
    {
        whole = false;
        amount_cents = due;
    }
    let (kind, phone) = how(
        whole,
        attempt.mpesa_receipt_number.as_deref(),
        attempt.phone.as_deref().unwrap_or_default(),
    )?;
    Ok(Resolved {
        source: format!("attempt:{}", attempt.id),
        order: Some((
            attempt.order_id,
            attempt.public_id.clone(),
            attempt.user_id.clone(),
        )),
        kind,
        amount_cents,
        phone,
        payment_reference: attempt.reference(),
    })
}

/// RequestRefund (admins): the refund of `source`, kept and sent (see the module's rules).
pub async fn request(
    state: &State,
    caller: &Caller,
    key: &str,
    source: &str,
) -> Result<pb::Refund, Error> {
    caller.ensure_admin().map_err(Error::Refused)?;
    let actor = caller.user_id().unwrap_or_default().to_owned();
    let key = key.trim();
    let mut invalid = Vec::new();
    if key.is_empty() || key.len() > MAX_KEY {
        invalid.push(crate::domain::Invalid::new(
            "idempotency_key",
            "An Idempotency-Key is required",
        ));
    }
    if source.trim().is_empty() {
        invalid.push(crate::domain::Invalid::new(
            "source",
            "Nothing to refund is named",
        ));
    }
    if !invalid.is_empty() {
        return Err(Error::Invalid(invalid));
    }
    // A key seen before answers its refund as it is, before anything is read.
    if let Some(id) = repo::by_key(&mut *state.pool.acquire().await?, key).await? {
        let refund = repo::find(&mut *state.pool.acquire().await?, id)
            .await?
            .ok_or(Error::RefundNotFound)?;
        return check_key_source(state, refund, source).await;
    }
    let resolved = resolve(state, source).await?;
    let mut tx = state.pool.begin().await?;
    let before = repo::lock_by_source(&mut tx, &resolved.source).await?;
    let id = keep_in(&mut tx, &resolved, key, &actor).await?;
    let after = repo::find(&mut tx, id).await?;
    // Audited when it asked for a payout: a new refund, or a failed one sent again.
    let asked = match (&before, &after) {
        (None, _) => true,
        (Some(b), Some(a)) => b.generation != a.generation,
        _ => false,
    };
    if asked && let Some(after) = &after {
        shop_common::audit::record(
            &mut tx,
            &shop_common::audit::Entry {
                actor_id: &actor,
                kind: shop_common::audit::REFUND_REQUEST,
                target: if after.public_id.is_empty() {
                    &after.source
                } else {
                    &after.public_id
                },
                summary: &format!(
                    "Refund KSh {} to {} via M-Pesa ({}, {})",
                    after.amount_cents / CENTS_PER_KSH,
                    after.phone,
                    after.kind,
                    after.payment_reference
                ),
                before: before
                    .as_ref()
                    .map(|b| serde_json::json!({"status": b.status, "result": b.result_desc})),
                after: Some(serde_json::json!({
                    "refund": after.id.to_string(),
                    "source": after.source,
                    "status": after.status,
                    "amount_cents": after.amount_cents,
                })),
            },
        )
        .await?;
    }
    tx.commit().await?;
    send_soon(state, id);
    let refund = repo::find(&mut *state.pool.acquire().await?, id)
        .await?
        .ok_or(Error::RefundNotFound)?;
    Ok(to_pb(&refund))
}

/// A key sent again: the same source answers its refund; another is a reused key.
async fn check_key_source(
    state: &State,
    refund: RefundRow,
    source: &str,
) -> Result<pb::Refund, Error> {
    let same = refund.source == source.trim()
        || resolve(state, source)
            .await
            .is_ok_and(|r| r.source == refund.source);
    if same {
        Ok(to_pb(&refund))
    } else {
        Err(Error::KeyReused)
    }
}

/// Keeps the refund of `resolved` under `key` (or finds the one its payment has, sending a
/// failed one again); its id.
pub async fn keep(
    state: &State,
    resolved: &Resolved,
    key: &str,
    actor: &str,
) -> Result<Uuid, Error> {
    let mut tx = state.pool.begin().await?;
    let id = keep_in(&mut tx, resolved, key, actor).await?;
    tx.commit().await?;
    Ok(id)
}

/// [`keep`] in the caller's transaction.
pub async fn keep_in(
    tx: &mut PgConnection,
    resolved: &Resolved,
    key: &str,
    actor: &str,
) -> Result<Uuid, Error> {
    let existing = repo::lock_by_source(tx, &resolved.source).await?;
    let id = match existing {
        Some(refund) => {
            if refund.status() == RefundStatus::Failed
                && repo::apply(tx, refund.id, Happening::Retry, &Move::default())
                    .await?
                    .is_some()
            {
                repo::record(
                    tx,
                    Some(refund.id),
                    "retry",
                    &format!("asked again by {actor} after: {}", refund.result_desc),
                    None,
                    None,
                )
                .await?;
            }
            refund.id
        }
        None => {
            let id = Uuid::new_v4();
            let (order_id, public_id, user_id) = resolved
                .order
                .clone()
                .map_or((None, String::new(), String::new()), |(id, p, u)| {
                    (Some(id), p, u)
                });
            let inserted = repo::insert(
                tx,
                &NewRefund {
                    id,
                    source: &resolved.source,
                    order_id,
                    public_id: &public_id,
                    user_id: &user_id,
                    kind: resolved.kind,
                    amount_cents: resolved.amount_cents,
                    phone: &resolved.phone,
                    payment_reference: &resolved.payment_reference,
                    requested_by: actor,
                },
            )
            .await?;
            let Some(id) = inserted else {
                // The same payment's refund was kept meanwhile (a concurrent request): it is
                // the one, as it is.
                let kept = repo::lock_by_source(tx, &resolved.source)
                    .await?
                    .ok_or_else(|| {
                        Error::unexpected("keeping a refund", "its payment's refund vanished")
                    })?;
                if !key.is_empty()
                    && !repo::keep_key(tx, key, kept.id, actor).await?
                    && repo::by_key(tx, key).await? != Some(kept.id)
                {
                    return Err(Error::KeyReused);
                }
                return Ok(kept.id);
            };
            repo::record(
                tx,
                Some(id),
                "requested",
                &format!(
                    "KSh {} by {} ({}) for {} by {actor}",
                    resolved.amount_cents / CENTS_PER_KSH,
                    resolved.kind,
                    resolved.phone,
                    resolved.payment_reference
                ),
                None,
                None,
            )
            .await?;
            tracing::info!(refund_id = %id, source = %resolved.source, kind = resolved.kind, amount_cents = resolved.amount_cents, "refund requested");
            id
        }
    };
    if !key.is_empty()
        && !repo::keep_key(tx, key, id, actor).await?
        && repo::by_key(tx, key).await? != Some(id)
    {
        return Err(Error::KeyReused);
    }
    Ok(id)
}

/// Sends the refund now, on its own task (the worker would within its interval anyway).
pub fn send_soon(state: &State, id: Uuid) {
    let state = state.clone();
    shop_common::telemetry::spawn_traced(async move {
        if let Err(e) = send_one(&state, id).await {
            tracing::warn!(refund_id = %id, error = %e, "sending a refund failed; the worker retries");
        }
    });
}

fn spacing(state: &State) -> chrono::Duration {
    chrono::Duration::from_std(state.config.refund_query_after).unwrap_or_default()
}

async fn send_one(state: &State, id: Uuid) -> Result<(), Error> {
    let claimed = repo::claim_one(&mut *state.pool.acquire().await?, id, spacing(state)).await?;
    if let Some(refund) = claimed {
        send(state, &refund).await?;
    }
    Ok(())
}

/// Sends a claimed, requested refund under its originator id and stores Daraja's answer.
async fn send(state: &State, refund: &RefundRow) -> Result<(), Error> {
    let remarks = format!("Refund {}", refund.public_id);
    let amount_ksh = refund.amount_cents / CENTS_PER_KSH;
    let payout = if refund.kind == REVERSAL {
        Payout::Reversal {
            transaction_id: &refund.payment_reference,
            amount_ksh,
            originator_conversation_id: &refund.originator_conversation_id,
            remarks: &remarks,
        }
    } else {
        Payout::B2c {
            originator_conversation_id: &refund.originator_conversation_id,
            amount_ksh,
            msisdn: &refund.phone,
            remarks: &remarks,
        }
    };
    let answer = state
        .daraja
        .payout(&state.config.daraja.payout, &payout)
        .await;
    let mut tx = state.pool.begin().await?;
    match answer {
        Ok(ack) => {
            let moved = repo::apply(
                &mut tx,
                refund.id,
                Happening::Acknowledged,
                &Move {
                    conversation_id: Some(&ack.conversation_id),
                    ..Move::default()
                },
            )
            .await?;
            repo::record(
                &mut tx,
                Some(refund.id),
                "sent",
                &format!(
                    "{} acknowledged: {}",
                    refund.kind,
                    if moved.is_some() {
                        ack.conversation_id.as_str()
                    } else {
                        "the refund had moved on"
                    }
                ),
                Some(&ack.body),
                None,
            )
            .await?;
            tracing::info!(refund_id = %refund.id, conversation_id = %ack.conversation_id, kind = %refund.kind, "refund sent to Daraja");
        }
        Err(e) if !e.is_transient() && !e.may_have_been_sent() => {
            let reason = match &e {
                crate::daraja::DarajaError::Refused { error_message, .. } => error_message.clone(),
                other => other.to_string(),
            };
            let code = crate::daraja::client::error_code(&e).to_owned();
            if let Some(failed) = repo::apply(
                &mut tx,
                refund.id,
                Happening::Refused,
                &Move {
                    result_code: Some(&code),
                    result_desc: Some(&reason),
                    ..Move::default()
                },
            )
            .await?
            {
                publish(&mut tx, &failed).await?;
            }
            repo::record(
                &mut tx,
                Some(refund.id),
                "refused",
                &e.to_string(),
                None,
                None,
            )
            .await?;
            tracing::warn!(refund_id = %refund.id, error = %e, "Daraja refused the refund");
        }
        Err(e) => {
            // Not reached, or no answer: it may have arrived. The worker sends it again under
            // the same originator id, which Daraja takes as the same request.
            repo::record(
                &mut tx,
                Some(refund.id),
                "send_unanswered",
                &e.to_string(),
                None,
                None,
            )
            .await?;
            tracing::warn!(refund_id = %refund.id, error = %e, "refund not acknowledged; sent again later under the same originator id");
        }
    }
    tx.commit().await?;
    Ok(())
}

/// Asks Daraja's status API how a sent refund ended; the answer comes to ResultURL.
async fn query(state: &State, refund: &RefundRow) -> Result<(), Error> {
    let originator = format!(
        "{}{QUERY_MARK}{}",
        refund.originator_conversation_id, refund.status_queries
    );
    let answer = state
        .daraja
        .payout(
            &state.config.daraja.payout,
            &Payout::Status {
                transaction_id: refund.receipt.as_deref(),
                original_conversation_id: &refund.originator_conversation_id,
                originator_conversation_id: &originator,
            },
        )
        .await;
    let detail = match &answer {
        Ok(ack) => format!("status asked: {}", ack.conversation_id),
        Err(e) => format!("status query failed: {e}"),
    };
    repo::record(
        &mut *state.pool.acquire().await?,
        Some(refund.id),
        "status_query",
        &detail,
        answer.as_ref().ok().map(|a| a.body.as_str()),
        None,
    )
    .await?;
    Ok(())
}

/// HandleDarajaResult: a result or timeout notice of a payout or status query.
pub async fn handle_result(
    state: &State,
    secret: &str,
    kind: &str,
    body: &[u8],
    source_ip: &str,
) -> Result<(), Error> {
    if !crate::mpesa::same_secret(secret, state.config.callback_secret.expose_secret()) {
        return Err(Error::CallbackSecret);
    }
    let source = Some(source_ip).filter(|ip| !ip.is_empty());
    let text = String::from_utf8_lossy(&body[..body.len().min(MAX_CALLBACK_BODY)]).into_owned();
    let parsed = if body.len() > MAX_CALLBACK_BODY {
        Err("body too large".to_owned())
    } else {
        PayoutResult::parse(body)
    };
    let result = match parsed {
        Ok(result) => result,
        Err(e) => {
            repo::record(
                &mut *state.pool.acquire().await?,
                None,
                &format!("{kind}_malformed"),
                &e,
                Some(&text),
                source,
            )
            .await?;
            return Err(Error::MalformedResult);
        }
    };
    let (originator, is_status) = match result.originator_conversation_id.split_once(QUERY_MARK) {
        Some((refund_originator, _)) => (refund_originator.to_owned(), true),
        None => (result.originator_conversation_id.clone(), false),
    };
    let mut tx = state.pool.begin().await?;
    let conversation = if is_status {
        ""
    } else {
        result.conversation_id.as_str()
    };
    let Some(refund) = repo::by_conversation(&mut tx, &originator, conversation).await? else {
        repo::record(
            &mut tx,
            None,
            &format!("{kind}_unknown"),
            "names no refund of ours",
            Some(&text),
            source,
        )
        .await?;
        tx.commit().await?;
        tracing::warn!(originator = %result.originator_conversation_id, conversation_id = %result.conversation_id, "Daraja payout result for no refund of ours; recorded");
        return Ok(());
    };
    // A result for an earlier generation (a failed send since retried) settles nothing now.
    if refund.originator_conversation_id != originator
        && refund.conversation_id.as_deref() != Some(conversation)
    {
        repo::record(
            &mut tx,
            Some(refund.id),
            &format!("{kind}_stale"),
            "for an earlier send",
            Some(&text),
            source,
        )
        .await?;
        tx.commit().await?;
        return Ok(());
    }
    let label = if is_status { "status" } else { kind };
    repo::record(
        &mut tx,
        Some(refund.id),
        label,
        &result.result_desc,
        Some(&text),
        source,
    )
    .await?;
    let code = result.result_code.clone();
    let what = if kind == "timeout" {
        repo::mark_timed_out(&mut tx, refund.id).await?;
        tracing::info!(refund_id = %refund.id, "Daraja's timeout notice for a refund: its status API will be asked");
        None
    } else if is_status {
        status_answer(&refund, &result)
    } else if result.succeeded() {
        match check_paid(&refund, &result) {
            Ok(()) => Some(Happening::PaidResult),
            Err(mismatch) => {
                repo::record(
                    &mut tx,
                    Some(refund.id),
                    "result_mismatch",
                    mismatch,
                    None,
                    source,
                )
                .await?;
                tracing::warn!(refund_id = %refund.id, mismatch, "payout result does not match its refund; its status API will be asked");
                repo::mark_timed_out(&mut tx, refund.id).await?;
                None
            }
        }
    } else {
        Some(Happening::FailedResult)
    };
    if let Some(what) = what {
        let receipt = receipt_of(&result);
        let moved = repo::apply(
            &mut tx,
            refund.id,
            what,
            &Move {
                conversation_id: None,
                receipt: (what == Happening::PaidResult).then_some(receipt.as_str()),
                result_code: Some(&code),
                result_desc: Some(&result.result_desc),
            },
        )
        .await?;
        match moved {
            Some(settled) if settled.status().is_settled() => {
                publish(&mut tx, &settled).await?;
                tracing::info!(refund_id = %settled.id, status = %settled.status, receipt = ?settled.receipt, "refund settled");
            }
            Some(_) => {
                tracing::info!(refund_id = %refund.id, "Daraja does not know the refund's request: it is sent again under the same originator id");
            }
            None => {
                repo::record(
                    &mut tx,
                    Some(refund.id),
                    "result_duplicate",
                    "the refund is settled already",
                    None,
                    source,
                )
                .await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

/// What a transaction status answer says about a refund.
fn status_answer(refund: &RefundRow, result: &PayoutResult) -> Option<Happening> {
    if !result.succeeded() {
        // Daraja does not know the request: it never arrived.
        return Some(Happening::Unknown);
    }
    match result.parameter("TransactionStatus") {
        Some(COMPLETED) => {
            let amount = result
                .parameter("Amount")
                .and_then(|a| a.split('.').next().and_then(|w| w.parse::<i64>().ok()));
            (amount.is_none_or(|a| a * CENTS_PER_KSH == refund.amount_cents))
                .then_some(Happening::PaidResult)
        }
        Some(_) => Some(Happening::FailedResult),
        None => None,
    }
}

/// A success result must be for the refund's amount (when it says one).
fn check_paid(refund: &RefundRow, result: &PayoutResult) -> Result<(), &'static str> {
    let amount = ["TransactionAmount", "Amount"]
        .iter()
        .find_map(|k| result.parameter(k))
        .and_then(|a| a.split('.').next().and_then(|w| w.parse::<i64>().ok()));
    match amount {
        Some(ksh) if ksh * CENTS_PER_KSH != refund.amount_cents => Err("amount differs"),
        _ => Ok(()),
    }
}

/// The payout's receipt: `TransactionReceipt` / `ReceiptNo`, else its TransactionID.
fn receipt_of(result: &PayoutResult) -> String {
    ["TransactionReceipt", "ReceiptNo"]
        .iter()
        .find_map(|k| result.parameter(k))
        .filter(|r| !r.is_empty())
        .map_or_else(
            || {
                if result.transaction_id.is_empty() {
                    result.conversation_id.clone()
                } else {
                    result.transaction_id.clone()
                }
            },
            str::to_owned,
        )
}

/// `payment.refunded` or `payment.refund_failed` for a settled refund.
async fn publish(tx: &mut PgConnection, refund: &RefundRow) -> sqlx::Result<()> {
    let payload = ev::PaymentRefund {
        refund_id: refund.id.to_string(),
        source: refund.source.clone(),
        order_id: refund.order_id.map(|id| id.to_string()).unwrap_or_default(),
        public_id: refund.public_id.clone(),
        user_id: refund.user_id.clone(),
        kind: refund.kind.clone(),
        amount_cents: refund.amount_cents,
        phone: refund.phone.clone(),
        receipt: refund.receipt.clone().unwrap_or_default(),
        payment_reference: refund.payment_reference.clone(),
        result_code: refund.result_code.clone(),
        result_desc: refund.result_desc.clone(),
        settled_at: refund.settled_at.map(rfc3339).unwrap_or_default(),
    };
    let key = if refund.status() == RefundStatus::Paid {
        PAYMENT_REFUNDED
    } else {
        PAYMENT_REFUND_FAILED
    };
    events::enqueue(tx, key, &payload).await?;
    Ok(())
}

/// One sweep: requested refunds sent (again), sent ones without a result asked about.
pub async fn sweep(state: &State) -> Result<(), Error> {
    let to_send = {
        let mut tx = state.pool.begin().await?;
        let claimed = repo::claim_to_send(&mut tx, spacing(state), BATCH).await?;
        tx.commit().await?;
        claimed
    };
    for refund in &to_send {
        send(state, refund).await?;
    }
    let to_query = {
        let mut tx = state.pool.begin().await?;
        let claimed = repo::claim_to_query(&mut tx, spacing(state), BATCH).await?;
        tx.commit().await?;
        claimed
    };
    for refund in &to_query {
        query(state, refund).await?;
    }
    Ok(())
}

/// Sweeps forever. Spawn it and abort it on shutdown.
pub async fn run(state: State) {
    let every = (state.config.refund_query_after / 4)
        .clamp(Duration::from_millis(200), Duration::from_secs(15));
    let mut ticker = tokio::time::interval(every);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = sweep(&state).await {
            tracing::warn!(error = %e, "refunds sweep failed; retrying");
        }
    }
}

/// ListRefunds: an order's refunds (its owner or an admin), or those of `sources` (admins).
pub async fn list(
    state: &State,
    caller: &Caller,
    order_id: &str,
    sources: &[String],
) -> Result<pb::Refunds, Error> {
    caller.signed_in().map_err(Error::Refused)?;
    let order = match order_id.trim() {
        "" => None,
        id => {
            let order = state.orders.order(id, caller).await?;
            caller
                .ensure_owner_or_admin(&order.user_id)
                .map_err(Error::Refused)?;
            Some(crate::state::order_id_and_total(&order)?.0)
        }
    };
    let sources: Vec<String> = if sources.is_empty() {
        Vec::new()
    } else {
        caller.ensure_admin().map_err(Error::Refused)?;
        sources
            .iter()
            .flat_map(|s| {
                let s = s.trim();
                // A refund due's payment id names its refund's source in one of these forms.
                [s.to_owned(), format!("attempt:{s}"), format!("stk:{s}")]
            })
            .collect()
    };
    let rows = repo::list(&mut *state.pool.acquire().await?, order, &sources).await?;
    Ok(pb::Refunds {
        refunds: rows.iter().map(to_pb).collect(),
    })
}

pub fn to_pb(r: &RefundRow) -> pb::Refund {
    pb::Refund {
        id: r.id.to_string(),
        source: r.source.clone(),
        order_id: r.order_id.map(|id| id.to_string()).unwrap_or_default(),
        public_id: r.public_id.clone(),
        kind: r.kind.clone(),
        amount_cents: r.amount_cents,
        phone: r.phone.clone(),
        status: r.status.clone(),
        receipt: r.receipt.clone().unwrap_or_default(),
        result_code: r.result_code.clone(),
        result_desc: r.result_desc.clone(),
        payment_reference: r.payment_reference.clone(),
        created_at: rfc3339(r.created_at),
        settled_at: r.settled_at.map(rfc3339).unwrap_or_default(),
        requested_by: r.requested_by.clone(),
    }
}

/// Part 7: a paid order its customer cancelled is refunded with no admin step. Consumes
/// `order.cancelled` (queue `payments.order-cancelled`); the refund is kept in the consumer's
/// transaction (key `cancel:<order id>`), and the worker sends it.
pub struct CancelledOrders {
    pub state: State,
}

/// The queue and its events.
pub const QUEUE: &str = "payments.order-cancelled";
pub const ROUTING_KEYS: &[&str] = &[events::ORDER_CANCELLED];

impl events::Handler for CancelledOrders {
    async fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a events::Event,
    ) -> anyhow::Result<()> {
        use anyhow::Context;
        use events::OrPermanent;
        use prost::Message;
        let cancelled = ev::OrderCancelled::decode(event.payload.as_slice())
            .with_context(|| format!("event {} is not an OrderCancelled", event.id))
            .permanent()?;
        if cancelled.reason != "customer" {
            return Ok(());
        }
        let source = format!("order:{}", cancelled.order_id);
        let resolved = match resolve(&self.state, &source).await {
            Ok(resolved) => resolved,
            // Never paid, or not by M-Pesa: nothing for payments to give back.
            Err(Error::RefundNotAllowed(why)) => {
                tracing::info!(order_id = %cancelled.order_id, why, "cancelled order: no M-Pesa refund");
                return Ok(());
            }
            Err(Error::RefundNotFound | Error::OrderNotFound) => return Ok(()),
            Err(e) => anyhow::bail!("resolving the refund of order {}: {e}", cancelled.order_id),
        };
        let actor = format!("customer:{}", cancelled.user_id);
        keep_in(
            tx,
            &resolved,
            &format!("cancel:{}", cancelled.order_id),
            &actor,
        )
        .await
        .map_err(|e| anyhow::anyhow!("keeping the refund of order {}: {e}", cancelled.order_id))?;
        tracing::info!(order_id = %cancelled.order_id, "customer cancelled a paid order: refund kept, the worker sends it");
        Ok(())
    }
}
