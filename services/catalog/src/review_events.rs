//! Consumes `review.stats_changed` (issue 24, part 2): the orders service owns reviews and
//! publishes a product's visible figures after every change; the catalog keeps them as the
//! product's `rating_tenths` and `reviews`. Each event carries the whole figures and a version,
//! so applying one twice changes nothing and an older one arriving late is ignored.

use anyhow::Context;
use prost::Message;
use shop_common::events::{Event, Handler, OrPermanent};
use shop_proto::events::v1::ReviewStatsChanged;
use sqlx::PgConnection;

/// The queue the catalog consumes `review.stats_changed` from.
pub const QUEUE: &str = "catalog.reviews";

/// Applies a product's review figures when they are newer than the stored ones. Returns whether
/// the product changed (false for an unknown product or an older version).
pub async fn apply(conn: &mut PgConnection, figures: &ReviewStatsChanged) -> sqlx::Result<bool> {
    let updated = sqlx::query(
        "UPDATE products SET rating_tenths = $2, reviews = $3, reviews_version = $4 \
         WHERE id = $1 AND reviews_version < $4",
    )
    .bind(figures.product_id)
    .bind(figures.average_tenths.clamp(0, 50))
    .bind(figures.count.max(0))
    .bind(figures.version)
    .execute(conn)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// Keeps each product's review figures.
pub struct ReviewFigures;

impl Handler for ReviewFigures {
    async fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a Event,
    ) -> anyhow::Result<()> {
        let figures = ReviewStatsChanged::decode(event.payload.as_slice())
            .with_context(|| format!("event {} is not a ReviewStatsChanged", event.id))
            .permanent()?;
        let applied = apply(tx, &figures).await?;
        tracing::info!(
            product_id = figures.product_id,
            count = figures.count,
            average_tenths = figures.average_tenths,
            version = figures.version,
            applied,
            "review figures"
        );
        Ok(())
    }

    fn describe(&self, event: &Event) -> String {
        ReviewStatsChanged::decode(event.payload.as_slice())
            .map(|m| format!("{m:?}"))
            .unwrap_or_else(|e| format!("undecodable: {e}"))
    }
}
