//! Keeps the cache honest: listens for `catalog_products_changed` (sent by a statement trigger on
//! `products`, whatever wrote the change) and moves the cache to a new generation.

use std::time::Duration;

use sqlx::PgPool;

use crate::cache::Cache;

pub const CHANNEL: &str = "catalog_products_changed";

/// Runs until the process ends. A lost connection may have hidden notifications, so after every
/// (re)connect the cache is invalidated once.
pub async fn run(pool: PgPool, cache: Cache) {
    loop {
        match listen(&pool, &cache).await {
            Ok(()) => {}
            Err(e) => tracing::warn!(error = %e, "product-change listener failed, reconnecting"),
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

async fn listen(pool: &PgPool, cache: &Cache) -> sqlx::Result<()> {
    let mut listener = shop_common::db::listener(pool).await?;
    listener.listen(CHANNEL).await?;
    invalidate(cache).await;
    // `try_recv` yields `None` when the connection dropped (notifications may have been missed).
    while let Some(_notification) = listener.try_recv().await? {
        invalidate(cache).await;
    }
    Ok(())
}

async fn invalidate(cache: &Cache) {
    if !cache.invalidate_all().await {
        tracing::warn!("could not invalidate the cache; cached pages expire with their TTL");
    }
}
