//! Keeps the search index in step with the products table.
//!
//! Triggers on `products` write every changed product id into `product_changes` (migration
//! 0004), in the same transaction as the change, whatever wrote it (this service, an admin
//! screen, psql, a bulk load). This task reads the log after each `catalog_products_changed`
//! notification (and every few seconds in case one was missed), re-reads those products and
//! applies them. Sequence numbers can become visible out of order (a transaction that took a
//! number may commit after a later one), so a number skipped over is re-checked until it turns
//! up or is old enough to have been rolled back.

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use sqlx::PgPool;

use super::SearchIndex;
use crate::domain::product_form::ProductStatus;
use crate::invalidation::CHANNEL;
use crate::repo;

/// More changes than this at once (a bulk load) rebuild the index instead.
const REBUILD_ABOVE: i64 = 5_000;
/// After a rebuild this many earlier log entries are read again, for transactions that took
/// their number before the rebuild read the table but committed after.
const REBUILD_OVERLAP: i64 = 1_000;
/// A skipped sequence number still missing after this long was rolled back.
const GAP_PATIENCE: Duration = Duration::from_secs(30);
const POLL_EVERY: Duration = Duration::from_secs(3);
const PRUNE_EVERY: Duration = Duration::from_secs(600);
/// Rows read per batch during a rebuild.
const REBUILD_BATCH: i64 = 2_000;

/// Where the follower is in the change log.
#[derive(Debug, Default)]
pub struct LogPosition {
    /// The highest sequence number applied.
    high: i64,
    /// Numbers below `high` not seen yet, with when they were first missed.
    gaps: BTreeMap<i64, Instant>,
}

impl LogPosition {
    fn gap_list(&self) -> Vec<i64> {
        self.gaps.keys().copied().collect()
    }

    /// Records that `seqs` (ascending) were read at `now`.
    fn advance(&mut self, seqs: &[i64], now: Instant) {
        let seen: HashSet<i64> = seqs.iter().copied().collect();
        self.gaps.retain(|s, _| !seen.contains(s));
        if let Some(&top) = seqs.last()
            && top > self.high
        {
            // Bounded: a burst of rollbacks cannot make the gap list grow without end.
            for s in (self.high + 1..top)
                .filter(|s| !seen.contains(s))
                .take(10_000)
            {
                self.gaps.insert(s, now);
            }
            self.high = top;
        }
        self.gaps
            .retain(|_, first_missed| now.duration_since(*first_missed) < GAP_PATIENCE);
    }
}

/// Whether shoppers may find `product`: only live products are in the index (drafts and hidden
/// products are not searched or suggested).
fn searchable(product: &shop_proto::catalog::v1::Product) -> bool {
    product.status == ProductStatus::Live.as_str()
}

/// Reads the whole catalogue into the index; returns where to follow the log from.
pub async fn rebuild(pool: &PgPool, index: &Arc<SearchIndex>) -> anyhow::Result<LogPosition> {
    let started = Instant::now();
    let mark: i64 = sqlx::query_scalar("SELECT coalesce(max(seq), 0) FROM product_changes")
        .fetch_one(pool)
        .await?;
    let mut products = Vec::new();
    let mut after = 0i64;
    loop {
        let batch = repo::products_after(pool, after, REBUILD_BATCH).await?;
        let Some(last) = batch.last() else { break };
        after = last.id;
        products.extend(batch.into_iter().filter(searchable));
    }
    let building = Arc::clone(index);
    let count =
        tokio::task::spawn_blocking(move || building.replace_all(products.into_iter())).await??;
    tracing::info!(
        products = count,
        seconds = started.elapsed().as_secs_f64(),
        "search index built"
    );
    index.mark_synced(started);
    Ok(LogPosition {
        high: (mark - REBUILD_OVERLAP).max(0),
        gaps: BTreeMap::new(),
    })
}

/// Applies the log entries after `position`; answers false when a rebuild is needed instead.
pub async fn catch_up(
    pool: &PgPool,
    index: &Arc<SearchIndex>,
    position: &mut LogPosition,
) -> anyhow::Result<bool> {
    let read_at = Instant::now();
    let rows: Vec<(i64, Option<i64>)> = sqlx::query_as(
        "SELECT seq, product_id FROM product_changes WHERE seq > $1 OR seq = ANY($2) \
         ORDER BY seq LIMIT $3",
    )
    .bind(position.high)
    .bind(position.gap_list())
    .bind(REBUILD_ABOVE + 1)
    .fetch_all(pool)
    .await?;
    if rows.len() as i64 > REBUILD_ABOVE || rows.iter().any(|(_, id)| id.is_none()) {
        return Ok(false);
    }
    let mut ids: Vec<i64> = rows.iter().filter_map(|(_, id)| *id).collect();
    ids.sort_unstable();
    ids.dedup();
    if !ids.is_empty() {
        // A product that is no longer live leaves the index as a deleted one does.
        let products: Vec<_> = repo::by_ids(pool, &ids)
            .await?
            .into_iter()
            .filter(searchable)
            .collect();
        let present: HashSet<i64> = products.iter().map(|p| p.id).collect();
        let deleted: Vec<u64> = ids
            .iter()
            .filter(|id| !present.contains(id))
            .map(|&id| id as u64)
            .collect();
        let index = Arc::clone(index);
        tokio::task::spawn_blocking(move || index.apply(&products, &deleted)).await??;
    }
    let seqs: Vec<i64> = rows.iter().map(|(seq, _)| *seq).collect();
    position.advance(&seqs, Instant::now());
    index.mark_synced(read_at);
    Ok(true)
}

/// Follows the change log until the process ends.
pub async fn run(pool: PgPool, index: Arc<SearchIndex>, mut position: LogPosition) {
    let mut last_prune = Instant::now();
    loop {
        if let Err(e) = follow(&pool, &index, &mut position, &mut last_prune).await {
            tracing::warn!(error = %e, "search index follower failed, retrying");
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

async fn follow(
    pool: &PgPool,
    index: &Arc<SearchIndex>,
    position: &mut LogPosition,
    last_prune: &mut Instant,
) -> anyhow::Result<()> {
    let mut listener = shop_common::db::listener(pool).await?;
    listener.listen(CHANNEL).await?;
    loop {
        // Anything logged while not listening is read here, before waiting.
        if !catch_up(pool, index, position).await? {
            *position = rebuild(pool, index).await?;
            continue;
        }
        if last_prune.elapsed() > PRUNE_EVERY {
            sqlx::query("DELETE FROM product_changes WHERE changed_at < now() - interval '1 hour'")
                .execute(pool)
                .await?;
            *last_prune = Instant::now();
        }
        match tokio::time::timeout(POLL_EVERY, listener.try_recv()).await {
            // The connection dropped: reconnect (and read the log again).
            Ok(Ok(None)) => return Ok(()),
            Ok(Err(e)) => return Err(e.into()),
            Ok(Ok(Some(_))) | Err(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skipped_numbers_are_remembered_until_they_turn_up() {
        let now = Instant::now();
        let mut p = LogPosition::default();
        p.advance(&[1, 2, 5], now);
        assert_eq!(p.high, 5);
        assert_eq!(p.gap_list(), [3, 4]);
        p.advance(&[4, 6], now);
        assert_eq!(p.gap_list(), [3]);
        assert_eq!(p.high, 6);
    }

    #[test]
    fn skipped_numbers_are_given_up_once_old() {
        let now = Instant::now();
        let mut p = LogPosition::default();
        p.advance(&[1, 3], now);
        assert_eq!(p.gap_list(), [2]);
        p.advance(&[], now + GAP_PATIENCE + Duration::from_secs(1));
        assert!(p.gap_list().is_empty());
    }
}
