//! Gives back stock held for orders that were never stored. Placing an order reserves its stock
//! in the catalog before the order is stored; a crash (or a lost connection) between the two
//! leaves a reservation with no order. Every minute, reservations older than
//! `RESERVATION_ORPHAN_AFTER_SECS` (far longer than any placement takes) are checked against the
//! orders stored and the ones deleted by an admin, and the rest are released, exactly once.

use std::time::Duration;

use sqlx::PgPool;
use uuid::Uuid;

use crate::catalog::Catalog;
use crate::error::Error;
use crate::repo;

/// How often the reconciler looks.
pub const INTERVAL: Duration = Duration::from_secs(60);
/// Reservations read per page.
const PAGE: i32 = 500;

/// Reconciles forever; `orphan_after` zero means never. Spawn it and abort it on shutdown.
pub async fn run(pool: PgPool, catalog: Catalog, orphan_after: Duration) {
    if orphan_after.is_zero() {
        return;
    }
    let mut ticker = tokio::time::interval(INTERVAL.min(orphan_after));
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        match reconcile(&pool, &catalog, orphan_after).await {
            Ok(0) => {}
            Ok(released) => {
                tracing::warn!(released, "stock held for orders never stored given back")
            }
            Err(e) => tracing::warn!(error = %e, "reservation reconciliation failed; retrying"),
        }
    }
}

/// One pass: releases the held reservations older than `orphan_after` whose order was never
/// stored; how many it released.
pub async fn reconcile(
    pool: &PgPool,
    catalog: &Catalog,
    orphan_after: Duration,
) -> Result<usize, Error> {
    let mut after: Option<Uuid> = None;
    let mut released = 0;
    loop {
        let held = catalog.held_reservations(orphan_after, after, PAGE).await?;
        let Some(last) = held.last().copied() else {
            return Ok(released);
        };
        let orphans = repo::orders::never_stored(&mut *pool.acquire().await?, &held).await?;
        for order_id in orphans {
            if catalog.release_checked(order_id).await? {
                tracing::warn!(%order_id, "reservation without an order released");
                released += 1;
            }
        }
        if held.len() < usize::try_from(PAGE).unwrap_or(usize::MAX) {
            return Ok(released);
        }
        after = Some(last);
    }
}
