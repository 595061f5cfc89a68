//! The payment events orders received, and what was done with each.

use sqlx::PgConnection;
use uuid::Uuid;

/// One received payment event.
#[derive(Debug, Clone)]
pub struct Received<'a> {
    pub message_id: Uuid,
    pub order_id: Uuid,
    pub payment_id: &'a str,
    /// "succeeded" | "failed".
    pub kind: &'a str,
    pub method: &'a str,
    pub reference: &'a str,
    pub amount_cents: Option<i64>,
    /// applied, already_paid, order_cancelled, order_not_found, not_awaiting_payment, underpaid.
    pub outcome: &'a str,
    pub detail: &'a str,
}

pub async fn record(conn: &mut PgConnection, received: &Received<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO order_payment_events (message_id, order_id, payment_id, kind, method, \
         reference, amount_cents, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(received.message_id)
    .bind(received.order_id)
    .bind(received.payment_id)
    .bind(received.kind)
    .bind(received.method)
    .bind(received.reference)
    .bind(received.amount_cents)
    .bind(received.outcome)
    .bind(received.detail)
    .execute(conn)
    .await?;
    Ok(())
}
