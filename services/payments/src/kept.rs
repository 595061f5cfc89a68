//! Callbacks kept because the prompt they name was not known when they came
//! (`unmatched_callbacks`): the push's answer was still on its way, Daraja answered it after we
//! stopped waiting, or the service stopped in between. No paid callback is left without an end:
//!
//! - once the push's answer is stored, the callback finds its prompt by CheckoutRequestID;
//! - for prompts whose push Daraja never answered, kept paid callbacks and the prompts to the same
//!   payer for the same amount are assigned one to one, oldest to oldest (they are
//!   interchangeable: same payer, same amount), under the orders' payment locks, the lock that
//!   starting and closing a payment take;
//! - a kept paid callback that no prompt can take (`Config::surplus_after` after it came) is asked
//!   about by STK query: money Daraja confirms is a refund due (`payment.unmatched`, listed for
//!   the admin), money it denies is dropped as not paid.
//!
//! Every matched callback then goes through the usual checks and Daraja's STK query
//! ([`crate::mpesa::process`]).

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::daraja::StkQueryAnswer;
use crate::daraja::callback::Callback;
use crate::error::Error;
use crate::mpesa;
use crate::repo::{self, Record, Unmatched};
use crate::state::State;

/// How often Daraja is asked about one surplus callback while it cannot say.
const SURPLUS_QUERY_SPACING: chrono::Duration = chrono::Duration::minutes(1);
/// Surplus callbacks asked about per sweep.
const SURPLUS_BATCH: i64 = 20;
/// How far before a payment that matched no prompt the prompt naming its order is looked for.
const CLOSEST_PROMPT_WITHIN: chrono::Duration = chrono::Duration::hours(1);

/// Handles callbacks kept because their prompt was not known when they came (all of them, or the
/// one for `checkout_request_id`): by CheckoutRequestID once the push's answer is stored; and,
/// for all of them, paid ones by payer and amount, one to one. How many were matched.
pub async fn adopt(state: &State, checkout_request_id: Option<&str>) -> Result<usize, Error> {
    let known =
        repo::kept_with_known_prompt(&mut *state.pool.acquire().await?, checkout_request_id)
            .await?;
    let mut matched = 0;
    for (callback, attempt_id) in &known {
        repo::mark_matched(
            &mut *state.pool.acquire().await?,
            &callback.checkout_request_id,
            *attempt_id,
        )
        .await?;
        tracing::info!(checkout_request_id = %callback.checkout_request_id, %attempt_id, "kept Daraja callback matched its prompt");
        handle(state, callback).await?;
        matched += 1;
    }
    if checkout_request_id.is_none() {
        for (phone, amount) in repo::kept_paid_payers(&mut *state.pool.acquire().await?).await? {
            matched += adopt_for_payer(state, &phone, amount).await?;
        }
    }
    Ok(matched)
}

/// Assigns the kept paid callbacks from `phone` for `amount_cents` to the prompts to that payer
/// for that amount whose push Daraja never answered, one to one, oldest to oldest, then handles
/// each as if it had just come. How many were assigned.
pub async fn adopt_for_payer(
    state: &State,
    phone: &str,
    amount_cents: i64,
) -> Result<usize, Error> {
    let assigned = assign(state, phone, amount_cents).await?;
    for callback in &assigned {
        handle(state, callback).await?;
    }
    Ok(assigned.len())
}

/// The assignment, in one transaction under the payment locks of every order concerned (taken in
/// the order of their ids, so two assignments never wait on each other), so that no prompt is
/// started, settled or closed meanwhile. The callbacks assigned.
async fn assign(state: &State, phone: &str, amount_cents: i64) -> Result<Vec<Unmatched>, Error> {
    let unanswered = state.config.unanswered_push();
    let settled_before = Utc::now() - state.config.answer_may_be_stored();
    let mut tx = state.pool.begin().await?;
    let window = {
        let callbacks = repo::kept_paid_for(&mut tx, phone, amount_cents).await?;
        let (Some(first), Some(last)) = (callbacks.first(), callbacks.last()) else {
            return Ok(Vec::new());
        };
        (first.received_at - unanswered, last.received_at)
    };
    let mut orders: Vec<Uuid> =
        repo::unanswered_prompts_for(&mut tx, phone, amount_cents, window, settled_before, false)
            .await?
            .iter()
            .map(|a| a.order_id)
            .collect();
    orders.sort_unstable();
    orders.dedup();
    if orders.is_empty() {
        return Ok(Vec::new());
    }
    for order in &orders {
        repo::lock_order(&mut tx, *order).await?;
    }
    // Read again under the locks: a prompt of another order created meanwhile waits for the next
    // round.
    let callbacks = repo::kept_paid_for(&mut tx, phone, amount_cents).await?;
    let prompts: Vec<_> =
        repo::unanswered_prompts_for(&mut tx, phone, amount_cents, window, settled_before, true)
            .await?
            .into_iter()
            .filter(|a| orders.binary_search(&a.order_id).is_ok())
            .collect();
    let pairs = pair(
        &callbacks.iter().map(|c| c.received_at).collect::<Vec<_>>(),
        &prompts.iter().map(|a| a.created_at).collect::<Vec<_>>(),
        unanswered,
    );
    let mut assigned = Vec::with_capacity(pairs.len());
    for (c, p) in pairs {
        let (callback, prompt) = (&callbacks[c], &prompts[p]);
        repo::reopen(&mut tx, prompt.id).await?;
        repo::set_pushed(
            &mut tx,
            prompt.id,
            &callback.merchant_request_id,
            &callback.checkout_request_id,
        )
        .await?;
        repo::record(
            &mut tx,
            &Record {
                attempt_id: Some(prompt.id),
                kind: "adopted",
                checkout_request_id: Some(&callback.checkout_request_id),
                detail: "a kept callback for the same payer and amount",
                ..Record::default()
            },
        )
        .await?;
        repo::mark_matched(&mut tx, &callback.checkout_request_id, prompt.id).await?;
        tracing::info!(checkout_request_id = %callback.checkout_request_id, attempt_id = %prompt.id, public_id = %prompt.public_id, "kept Daraja callback assigned to a prompt Daraja never answered");
        assigned.push(callback.clone());
    }
    tx.commit().await?;
    Ok(assigned)
}

/// Pairs callbacks (received at, oldest first) with prompts (created at, oldest first), one to
/// one, oldest to oldest: each callback takes the oldest prompt left that was created at most
/// `window` before it and not after it. Index pairs.
pub fn pair(
    callbacks: &[DateTime<Utc>],
    prompts: &[DateTime<Utc>],
    window: chrono::Duration,
) -> Vec<(usize, usize)> {
    let mut taken = vec![false; prompts.len()];
    let mut pairs = Vec::new();
    for (c, received) in callbacks.iter().enumerate() {
        let fits =
            |created: &DateTime<Utc>| *created <= *received && *received - *created <= window;
        if let Some(p) = (0..prompts.len()).find(|&p| !taken[p] && fits(&prompts[p])) {
            taken[p] = true;
            pairs.push((c, p));
        }
    }
    pairs
}

/// A kept callback whose prompt is now known, handled as if it had just come. Boxed: handling a
/// callback may adopt kept ones.
fn handle<'a>(
    state: &'a State,
    callback: &'a Unmatched,
) -> std::pin::Pin<Box<dyn Future<Output = Result<(), Error>> + Send + 'a>> {
    Box::pin(async move {
        let parsed = Callback::parse(callback.body.as_bytes())?;
        mpesa::process(
            state,
            &parsed,
            &callback.body,
            callback.source_ip.as_deref(),
        )
        .await
    })
}

/// Kept paid callbacks no prompt took `Config::surplus_after` after they came: Daraja's STK query
/// decides. Paid: a refund due, published for orders (`payment.unmatched`) with the order of the
/// closest prompt to the payer, logged as an error. Not paid: dropped. Daraja unsure: asked
/// again next time. How many were settled.
pub async fn settle_surplus(state: &State) -> Result<usize, Error> {
    let now = Utc::now();
    let due = {
        let mut tx = state.pool.begin().await?;
        let due = repo::claim_surplus(
            &mut tx,
            now - state.config.surplus_after(),
            now - SURPLUS_QUERY_SPACING,
            SURPLUS_BATCH,
        )
        .await?;
        tx.commit().await?;
        due
    };
    let mut settled = 0;
    for callback in &due {
        let answer = state.daraja.stk_query(&callback.checkout_request_id).await;
        let paid = match &answer {
            Ok(StkQueryAnswer::Result { result_code, .. }) => *result_code == 0,
            Ok(StkQueryAnswer::Processing { .. }) | Err(_) => {
                tracing::warn!(checkout_request_id = %callback.checkout_request_id, "a kept paid callback matched no prompt and Daraja cannot confirm it yet");
                continue;
            }
        };
        let mut tx = state.pool.begin().await?;
        let resolution = if paid { "refund_due" } else { "not_paid" };
        if !repo::resolve(&mut tx, &callback.checkout_request_id, resolution).await? {
            continue;
        }
        let receipt = Callback::parse(callback.body.as_bytes())
            .ok()
            .and_then(|c| c.receipt());
        if paid {
            let phone = callback.phone.clone().unwrap_or_default();
            let amount_cents = callback.amount_cents.unwrap_or(0);
            let closest = repo::closest_prompt(
                &mut tx,
                &phone,
                amount_cents,
                callback.received_at,
                CLOSEST_PROMPT_WITHIN,
            )
            .await?;
            crate::events::unmatched(&mut tx, callback, receipt.as_deref(), closest.as_ref())
                .await?;
            tracing::error!(checkout_request_id = %callback.checkout_request_id, receipt = ?receipt, phone, amount_cents, order = ?closest.as_ref().map(|a| &a.public_id), "M-Pesa payment confirmed by Daraja matched no prompt: refund due");
        } else {
            tracing::warn!(checkout_request_id = %callback.checkout_request_id, "a kept paid callback that matched no prompt is denied by Daraja's STK query; dropped");
        }
        repo::record(
            &mut tx,
            &Record {
                kind: if paid {
                    "refund_due"
                } else {
                    "callback_not_paid"
                },
                checkout_request_id: Some(&callback.checkout_request_id),
                detail: if paid {
                    "paid, matched no prompt: refund due"
                } else {
                    "a kept callback Daraja's STK query denies"
                },
                ..Record::default()
            },
        )
        .await?;
        tx.commit().await?;
        settled += 1;
    }
    let (open, overdue, _) = repo::kept_paid_counts(
        &mut *state.pool.acquire().await?,
        now - state.config.surplus_after() - SURPLUS_QUERY_SPACING,
    )
    .await?;
    if overdue > 0 {
        tracing::error!(
            open,
            overdue,
            "kept paid M-Pesa callbacks neither matched to a prompt nor settled as a refund due; Daraja cannot confirm them"
        );
    }
    Ok(settled)
}

/// GetKeptCallbacks: the kept paid callbacks still open, and those settled as refunds due.
pub async fn counts(state: &State) -> Result<shop_proto::payments::v1::KeptCallbacks, Error> {
    let (open, _, refunds) =
        repo::kept_paid_counts(&mut *state.pool.acquire().await?, Utc::now()).await?;
    Ok(shop_proto::payments::v1::KeptCallbacks {
        open_paid: u64::try_from(open).unwrap_or(0),
        refunds_due: u64::try_from(refunds).unwrap_or(0),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const WINDOW: chrono::Duration = chrono::Duration::minutes(3);

    fn at(seconds: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
    }

    #[test]
    fn two_callbacks_take_two_prompts_oldest_to_oldest() {
        assert_eq!(
            pair(&[at(40), at(45)], &[at(0), at(20)], WINDOW),
            vec![(0, 0), (1, 1)]
        );
    }

    #[test]
    fn a_callback_never_takes_a_prompt_created_after_it_or_too_long_before() {
        // The first prompt is older than the window at the callback; the third came after.
        assert_eq!(
            pair(&[at(300)], &[at(0), at(200), at(400)], WINDOW),
            vec![(0, 1)]
        );
        assert_eq!(pair(&[at(10)], &[at(20)], WINDOW), Vec::new());
    }

    #[test]
    fn a_surplus_callback_is_left_over_and_a_surplus_prompt_too() {
        assert_eq!(pair(&[at(30), at(31)], &[at(0)], WINDOW), vec![(0, 0)]);
        assert_eq!(pair(&[at(30)], &[at(0), at(1)], WINDOW), vec![(0, 0)]);
    }
}
