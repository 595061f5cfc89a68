//! Settling an attempt: the one place an attempt ends, whoever learnt the result (the provider's
//! answer, a confirmed callback, a status poll's or the sweeper's STK query). The attempt's new
//! state, its history entry and its event are written in one transaction under the order's
//! lock, and only the first settlement of an attempt counts, so a result learnt twice is
//! published once.

use sqlx::PgPool;
use uuid::Uuid;

use crate::domain::AttemptStatus;
use crate::error::Error;
use crate::events;
use crate::repo::{self, Attempt, Record, Settled};

/// How an attempt ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Money moved.
    Paid {
        result_code: Option<i32>,
        result_desc: String,
        transaction_id: Option<String>,
    },
    /// No money moved.
    Failed {
        result_code: Option<i32>,
        reason: String,
        transaction_id: Option<String>,
        /// Whether orders should hear of it (`payment.failed`): yes for a prompt or charge that
        /// reached the payer, no for one that never left (Daraja or the provider unreachable)
        /// and for a superseded prompt (a newer one is under way).
        publish: bool,
    },
}

/// Settles attempt `id` with `outcome`; answers the attempt as it is afterwards. An attempt
/// that was settled before is answered as it is, unchanged.
pub async fn settle(pool: &PgPool, id: Uuid, outcome: &Outcome) -> Result<Attempt, Error> {
    let order_id = repo::find(&mut *pool.acquire().await?, id)
        .await?
        .ok_or(Error::PaymentNotFound)?
        .order_id;
    let mut tx = pool.begin().await?;
    repo::lock_order(&mut tx, order_id).await?;
    let Some(attempt) = settle_in(&mut tx, id, outcome).await? else {
        tx.rollback().await?;
        return repo::find(&mut *pool.acquire().await?, id)
            .await?
            .ok_or(Error::PaymentNotFound);
    };
    tx.commit().await?;
    Ok(attempt)
}

/// [`settle`] inside the caller's transaction, which holds the order's lock: the settled
/// attempt, or `None` when it was settled before (nothing written then).
pub async fn settle_in(
    tx: &mut sqlx::PgConnection,
    id: Uuid,
    outcome: &Outcome,
) -> Result<Option<Attempt>, Error> {
    let settled = match outcome {
        Outcome::Paid {
            result_code,
            result_desc,
            transaction_id,
        } => Settled {
            status: AttemptStatus::Succeeded,
            result_code: *result_code,
            result_desc,
            transaction_id: transaction_id.as_deref(),
        },
        Outcome::Failed {
            result_code,
            reason,
            transaction_id,
            ..
        } => Settled {
            status: AttemptStatus::Failed,
            result_code: *result_code,
            result_desc: reason,
            transaction_id: transaction_id.as_deref(),
        },
    };
    let Some(attempt) = repo::settle(tx, id, &settled).await? else {
        return Ok(None);
    };
    match outcome {
        Outcome::Paid { .. } => {
            // Lipa Mdogo Mdogo: an instalment counts unless the balance was already smaller
            // than it (two prompts answered at once): then it is a refund due.
            let instalment = crate::instalments::is_instalment(&mut *tx, attempt.id).await?;
            let over_balance = instalment && {
                let paid =
                    crate::instalments::paid(&mut *tx, attempt.order_id, Some(attempt.id)).await?;
                paid + attempt.amount_cents
                    > crate::domain::amount::plan_total(attempt.order_total_cents)
            };
            if over_balance {
                crate::instalments::set_over_balance(&mut *tx, attempt.id).await?;
                tracing::error!(
                    attempt_id = %attempt.id,
                    order_id = %attempt.order_id,
                    reference = %attempt.reference(),
                    "instalment above the plan's balance: this payment must be refunded"
                );
                record(
                    &mut *tx,
                    &attempt,
                    "refund_due",
                    "more than the plan's balance",
                )
                .await?;
                events::succeeded(&mut *tx, &attempt).await?;
            } else if !instalment
                && repo::paid_by_other(&mut *tx, attempt.order_id, Some(attempt.id)).await?
            {
                // Two prompts for one order both answered: the second payment is the shop's
                // to give back. Orders hears of it too and lists it as a refund due
                // (already_paid); the order stays paid by the first.
                tracing::error!(
                    attempt_id = %attempt.id,
                    order_id = %attempt.order_id,
                    reference = %attempt.reference(),
                    "order paid twice: this payment must be refunded"
                );
                record(
                    &mut *tx,
                    &attempt,
                    "refund_due",
                    "the order was already paid",
                )
                .await?;
                events::succeeded(&mut *tx, &attempt).await?;
            } else {
                events::succeeded(&mut *tx, &attempt).await?;
                record(&mut *tx, &attempt, "succeeded", &attempt.result_desc).await?;
                tracing::info!(
                    attempt_id = %attempt.id,
                    public_id = %attempt.public_id,
                    method = %attempt.method,
                    reference = %attempt.reference(),
                    "payment succeeded"
                );
            }
        }
        Outcome::Failed { publish, .. } => {
            if *publish && attempt.superseded_by.is_none() {
                events::failed(&mut *tx, &attempt).await?;
            }
            record(&mut *tx, &attempt, "failed", &attempt.result_desc).await?;
            tracing::info!(
                attempt_id = %attempt.id,
                public_id = %attempt.public_id,
                method = %attempt.method,
                result_code = ?attempt.result_code,
                reason = %attempt.result_desc,
                "payment failed"
            );
        }
    }
    Ok(Some(attempt))
}

async fn record(
    conn: &mut sqlx::PgConnection,
    attempt: &Attempt,
    kind: &str,
    detail: &str,
) -> sqlx::Result<()> {
    repo::record(
        conn,
        &Record {
            attempt_id: Some(attempt.id),
            kind,
            checkout_request_id: attempt.checkout_request_id.as_deref(),
            result_code: attempt.result_code,
            detail,
            ..Record::default()
        },
    )
    .await
}
