//! Consumes `order.cancelled` (ARCHITECTURE.md "Events"): a cancelled order's reserved stock goes
//! back to the catalogue, through the same release as the ReleaseStock rpc, so whichever comes
//! first gives the stock back and the other changes nothing.

use anyhow::Context;
use prost::Message;
use shop_common::events::{Event, Handler, OrPermanent};
use shop_proto::events::v1::OrderCancelled;
use sqlx::PgConnection;

use crate::domain::stock;
use crate::repo;

/// The queue the catalog consumes `order.cancelled` from.
pub const QUEUE: &str = "catalog.order-cancelled";

/// Releases the stock of each cancelled order.
pub struct ReleaseCancelledStock;

impl Handler for ReleaseCancelledStock {
    async fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a Event,
    ) -> anyhow::Result<()> {
        // A payload or an order id the publisher got wrong is no fault a retry can fix.
        let cancelled = OrderCancelled::decode(event.payload.as_slice())
            .with_context(|| format!("event {} is not an OrderCancelled", event.id))
            .permanent()?;
        let order_id = stock::parse_order_id(&cancelled.order_id)
            .with_context(|| format!("event {} has order_id {:?}", event.id, cancelled.order_id))
            .permanent()?;
        let released = repo::stock::release(tx, order_id).await?;
        tracing::info!(%order_id, released, reason = %cancelled.reason, "order cancelled");
        Ok(())
    }

    fn describe(&self, event: &Event) -> String {
        OrderCancelled::decode(event.payload.as_slice())
            .map(|m| format!("{m:?}"))
            .unwrap_or_else(|e| format!("undecodable: {e}"))
    }
}
