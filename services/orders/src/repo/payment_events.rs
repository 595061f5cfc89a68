//! The payment events orders received, and what was done with each.

use sqlx::PgConnection;
use uuid::Uuid;

/// One received payment event.
#[derive(Debug, Clone)]
pub struct Received<'a> {
    pub message_id: Uuid,
    /// `None` for a payment that matched no order (`unmatched`).
    pub order_id: Option<Uuid>,
    pub payment_id: &'a str,
    /// "succeeded" | "failed".
    pub kind: &'a str,
    pub method: &'a str,
    pub reference: &'a str,
    pub amount_cents: Option<i64>,
    /// applied, already_paid, order_cancelled, order_not_found, not_awaiting_payment, underpaid,
    /// unmatched; instalment, overpaid (Lipa Mdogo Mdogo).
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

/// Why received money is owed back (order_payment_events.outcome); the last two are Lipa Mdogo
/// Mdogo's: a payment above the plan's balance, and money paid on a plan since cancelled.
pub const REFUND_OUTCOMES: [&str; 6] = [
    "order_cancelled",
    "already_paid",
    "underpaid",
    "unmatched",
    "overpaid",
    "plan_cancelled",
];

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RefundRow {
    pub order_id: Option<Uuid>,
    pub public_id: Option<String>,
    pub payment_id: String,
    pub method: String,
    pub reference: String,
    pub amount_cents: Option<i64>,
    pub outcome: String,
    pub detail: String,
    pub received_at: chrono::DateTime<chrono::Utc>,
}

/// Payments received and not applied, newest first, and how many there are.
pub async fn refunds_due(
    conn: &mut PgConnection,
    limit: i64,
) -> sqlx::Result<(Vec<RefundRow>, i64)> {
    let rows = sqlx::query_as(
        "SELECT e.order_id, o.public_id, e.payment_id, e.method, e.reference, e.amount_cents, \
         e.outcome, e.detail, e.received_at FROM order_payment_events e \
         LEFT JOIN orders o ON o.id = e.order_id \
         WHERE e.kind = 'succeeded' AND e.outcome = ANY($1) ORDER BY e.id DESC LIMIT $2",
    )
    .bind(&REFUND_OUTCOMES[..])
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    let total = sqlx::query_scalar(
        "SELECT count(*) FROM order_payment_events \
         WHERE kind = 'succeeded' AND outcome = ANY($1) AND refunded_at IS NULL",
    )
    .bind(&REFUND_OUTCOMES[..])
    .fetch_one(&mut *conn)
    .await?;
    Ok((rows, total))
}
