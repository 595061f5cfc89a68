//! The campaign ticker: applies campaigns whose start has come and restores the prices of those
//! whose end has come ([`crate::repo::merch::apply_due`]), every [`TICK`], in every catalog
//! instance (the work is serialised by an advisory lock and does nothing twice).

use std::time::Duration;

use sqlx::PgPool;

/// How often campaigns are checked: a campaign starts and ends within this of its dates.
pub const TICK: Duration = Duration::from_secs(10);

/// Runs until the process ends.
pub async fn run(pool: PgPool) {
    loop {
        match crate::repo::merch::apply_due(&pool).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(campaigns = n, "campaigns started or ended"),
            Err(e) => tracing::warn!(error = %e, "applying campaigns failed; trying again"),
        }
        tokio::time::sleep(TICK).await;
    }
}
