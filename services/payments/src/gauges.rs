//! The payments service's figures read from its tables, sampled every
//! [`shop_common::metrics::SAMPLE_EVERY`] (docs/decisions.md "Metrics (issue 22)"):
//! `mpesa_prompts_pending` (prompts sent and not settled yet), `mpesa_kept_paid_callbacks` (paid
//! callbacks neither matched to a prompt nor settled as a refund due: alert when it stays above
//! 0 for 10 minutes) and `mpesa_unmatched_refunds` (those settled as refunds due, ever).

use chrono::Utc;
use shop_common::metrics::{
    MPESA_KEPT_PAID_CALLBACKS, MPESA_PROMPTS_PENDING, MPESA_UNMATCHED_REFUNDS, SAMPLE_EVERY,
    Sampler,
};
use sqlx::PgPool;

/// Samples the gauges until the returned sampler is dropped.
pub fn watch(pool: &PgPool) -> Sampler {
    let pool = pool.clone();
    shop_common::metrics::every(SAMPLE_EVERY, move || {
        let pool = pool.clone();
        async move {
            if let Err(e) = sample(&pool).await {
                tracing::debug!(error = %e, "sampling the payments gauges failed");
            }
        }
    })
}

async fn sample(pool: &PgPool) -> sqlx::Result<()> {
    let mut conn = pool.acquire().await?;
    let pending = crate::repo::pending_mpesa_prompts(&mut conn).await?;
    metrics::gauge!(MPESA_PROMPTS_PENDING).set(pending as f64);
    let (open, _, refunds) = crate::repo::kept_paid_counts(&mut conn, Utc::now()).await?;
    metrics::gauge!(MPESA_KEPT_PAID_CALLBACKS).set(open as f64);
    metrics::gauge!(MPESA_UNMATCHED_REFUNDS).set(refunds as f64);
    Ok(())
}
