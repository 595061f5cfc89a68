//! Cancels online orders nobody paid for (ARCHITECTURE.md "Checkout and payment", step 3): an
//! M-Pesa, card or PayPal order still pending and unpaid `UNPAID_ORDER_CANCEL_AFTER_SECS` after
//! it was placed is cancelled with reason "unpaid", through the same transition as any
//! cancellation, so `order.cancelled` gives its stock back. Age alone is not enough: the
//! payments service, which knows whether money may still come, is asked first (ClosePayments)
//! and nothing is cancelled while a payment is pending or has succeeded, or while payments
//! cannot be asked. Cash-on-delivery orders are paid at the door and never swept.

use std::time::Duration;

use sqlx::PgPool;

use crate::domain::OrderStatus;
use crate::error::Error;
use crate::events::CancelReason;
use crate::lifecycle;
use crate::payments::Payments;
use crate::repo;

/// Orders looked at per sweep.
const BATCH: i64 = 100;

/// How often the sweeper looks: a tenth of the allowance, between 200 ms and a minute.
pub fn interval(cancel_after: Duration) -> Duration {
    (cancel_after / 10).clamp(Duration::from_millis(200), Duration::from_secs(60))
}

/// Sweeps forever; `cancel_after` zero means never. Spawn it and abort it on shutdown.
pub async fn run(pool: PgPool, payments: Payments, cancel_after: Duration) {
    if cancel_after.is_zero() {
        return;
    }
    let mut ticker = tokio::time::interval(interval(cancel_after));
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = sweep(&pool, &payments, cancel_after).await {
            tracing::warn!(error = %e, "unpaid-order sweep failed; retrying");
        }
    }
}

/// Cancels the online orders unpaid for longer than `cancel_after` that payments closed for
/// payment; how many.
pub async fn sweep(
    pool: &PgPool,
    payments: &Payments,
    cancel_after: Duration,
) -> Result<usize, Error> {
    let due = repo::orders::unpaid(
        &mut *pool.acquire().await?,
        cancel_after.as_secs_f64(),
        BATCH,
    )
    .await?;
    let mut cancelled = 0;
    for order in due {
        match payments.close(order.id).await {
            Ok(answer) if answer.closed => {}
            Ok(answer) => {
                tracing::info!(order_id = %order.id, public_id = %order.public_id, payment = %answer.state, "unpaid order not cancelled: payments says money may come or came");
                continue;
            }
            Err(status) => {
                // Without payments' word nothing is cancelled; the next sweep asks again.
                tracing::warn!(order_id = %order.id, code = ?status.code(), message = status.message(), "payments could not be asked about an unpaid order; not cancelled");
                return Ok(cancelled);
            }
        }
        let mut tx = pool.begin().await?;
        let Some(locked) = repo::orders::lock_if_unpaid(&mut tx, order.id).await? else {
            continue;
        };
        lifecycle::transition(
            &mut tx,
            &locked,
            OrderStatus::Pending,
            OrderStatus::Cancelled,
            CancelReason::Unpaid,
        )
        .await?;
        tx.commit().await?;
        tracing::info!(order_id = %order.id, public_id = %order.public_id, "unpaid order cancelled");
        cancelled += 1;
    }
    Ok(cancelled)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_a_tenth_of_the_allowance() {
        assert_eq!(interval(Duration::from_secs(1800)), Duration::from_secs(60));
        assert_eq!(interval(Duration::from_secs(300)), Duration::from_secs(30));
        assert_eq!(interval(Duration::from_secs(1)), Duration::from_millis(200));
    }
}
