//! SQL over `refunds`, `refund_requests` and `refund_events`. Every move of a refund names the
//! states it moves from ([`RefundStatus::sources`]), so a late, repeated or raced result changes
//! nothing once the refund moved on.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use super::status::{Happening, RefundStatus};

const COLUMNS: &str = "id, source, order_id, public_id, user_id, kind, amount_cents, phone, \
    payment_reference, status, generation, originator_conversation_id, conversation_id, receipt, \
    result_code, result_desc, requested_by, created_at, sent_at, timed_out_at, last_queried_at, \
    status_queries, settled_at";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RefundRow {
    pub id: Uuid,
    pub source: String,
    pub order_id: Option<Uuid>,
    pub public_id: String,
    pub user_id: String,
    pub kind: String,
    pub amount_cents: i64,
    pub phone: String,
    pub payment_reference: String,
    pub status: String,
    pub generation: i32,
    pub originator_conversation_id: String,
    pub conversation_id: Option<String>,
    pub receipt: Option<String>,
    pub result_code: String,
    pub result_desc: String,
    pub requested_by: String,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub timed_out_at: Option<DateTime<Utc>>,
    pub last_queried_at: Option<DateTime<Utc>>,
    pub status_queries: i32,
    pub settled_at: Option<DateTime<Utc>>,
}

impl RefundRow {
    pub fn status(&self) -> RefundStatus {
        RefundStatus::parse(&self.status).unwrap_or(RefundStatus::Requested)
    }
}

/// The originator id of a refund's `generation`: ours, unique, kept before sending.
pub fn originator_id(id: Uuid, generation: i32) -> String {
    format!("rf-{}-{generation}", id.simple())
}

/// A new refund to keep.
pub struct NewRefund<'a> {
    pub id: Uuid,
    pub source: &'a str,
    pub order_id: Option<Uuid>,
    pub public_id: &'a str,
    pub user_id: &'a str,
    pub kind: &'a str,
    pub amount_cents: i64,
    pub phone: &'a str,
    pub payment_reference: &'a str,
    pub requested_by: &'a str,
}

/// Keeps a refund; `None` when its source has one already (nothing written).
pub async fn insert(conn: &mut PgConnection, new: &NewRefund<'_>) -> sqlx::Result<Option<Uuid>> {
    sqlx::query_scalar(
        "INSERT INTO refunds (id, source, order_id, public_id, user_id, kind, amount_cents, \
         phone, payment_reference, originator_conversation_id, requested_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
         ON CONFLICT (source) DO NOTHING RETURNING id",
    )
    .bind(new.id)
    .bind(new.source)
    .bind(new.order_id)
    .bind(new.public_id)
    .bind(new.user_id)
    .bind(new.kind)
    .bind(new.amount_cents)
    .bind(new.phone)
    .bind(new.payment_reference)
    .bind(originator_id(new.id, 1))
    .bind(new.requested_by)
    .fetch_optional(conn)
    .await
}

pub async fn find(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM refunds WHERE id = $1"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await
}

pub async fn lock_by_source(
    conn: &mut PgConnection,
    source: &str,
) -> sqlx::Result<Option<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM refunds WHERE source = $1 FOR UPDATE"
    )))
    .bind(source)
    .fetch_optional(conn)
    .await
}

/// The refund a result names: by our originator id, or Daraja's conversation id.
pub async fn by_conversation(
    conn: &mut PgConnection,
    originator_id: &str,
    conversation_id: &str,
) -> sqlx::Result<Option<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM refunds WHERE (originator_conversation_id = $1 AND $1 <> '') \
         OR (conversation_id = $2 AND $2 <> '') LIMIT 1"
    )))
    .bind(originator_id)
    .bind(conversation_id)
    .fetch_optional(conn)
    .await
}

/// Refunds of an order, or with one of `sources`, oldest first.
pub async fn list(
    conn: &mut PgConnection,
    order_id: Option<Uuid>,
    sources: &[String],
) -> sqlx::Result<Vec<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM refunds WHERE order_id = $1 OR source = ANY($2) \
         ORDER BY created_at LIMIT 200"
    )))
    .bind(order_id)
    .bind(sources)
    .fetch_all(conn)
    .await
}

/// The refund a client key asked for.
pub async fn by_key(conn: &mut PgConnection, key: &str) -> sqlx::Result<Option<Uuid>> {
    sqlx::query_scalar("SELECT refund_id FROM refund_requests WHERE idempotency_key = $1")
        .bind(key)
        .fetch_optional(conn)
        .await
}

/// Remembers the key; `false` when it was taken meanwhile.
pub async fn keep_key(
    conn: &mut PgConnection,
    key: &str,
    refund_id: Uuid,
    requested_by: &str,
) -> sqlx::Result<bool> {
    let kept = sqlx::query(
        "INSERT INTO refund_requests (idempotency_key, refund_id, requested_by) \
         VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING",
    )
    .bind(key)
    .bind(refund_id)
    .bind(requested_by)
    .execute(conn)
    .await?;
    Ok(kept.rows_affected() == 1)
}

/// What a move writes besides the state.
#[derive(Debug, Default)]
pub struct Move<'a> {
    pub conversation_id: Option<&'a str>,
    pub receipt: Option<&'a str>,
    pub result_code: Option<&'a str>,
    pub result_desc: Option<&'a str>,
}

/// Moves the refund by `what` when its state allows; the refund afterwards, `None` when it
/// was not in a state `what` moves from.
pub async fn apply(
    conn: &mut PgConnection,
    id: Uuid,
    what: Happening,
    details: &Move<'_>,
) -> sqlx::Result<Option<RefundRow>> {
    let from = RefundStatus::sources(what);
    // Every target of `what` is the same whatever the source (see RefundStatus::after).
    let Some(to) = from
        .first()
        .and_then(|s| RefundStatus::parse(s))
        .and_then(|s| s.after(what))
    else {
        return Ok(None);
    };
    let retry = what == Happening::Retry;
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE refunds SET status = $3, \
           conversation_id = CASE WHEN $8 THEN NULL ELSE COALESCE($4, conversation_id) END, \
           receipt = COALESCE($5, receipt), \
           result_code = CASE WHEN $8 THEN '' ELSE COALESCE($6, result_code) END, \
           result_desc = CASE WHEN $8 THEN '' ELSE COALESCE($7, result_desc) END, \
           sent_at = CASE WHEN $3 = 'sent' THEN now() WHEN $8 THEN NULL ELSE sent_at END, \
           timed_out_at = CASE WHEN $3 = 'requested' THEN NULL ELSE timed_out_at END, \
           settled_at = CASE WHEN $3 IN ('paid', 'failed') THEN now() ELSE NULL END, \
           generation = generation + CASE WHEN $8 THEN 1 ELSE 0 END, \
           originator_conversation_id = CASE WHEN $8 \
             THEN 'rf-' || replace(id::text, '-', '') || '-' || (generation + 1) \
             ELSE originator_conversation_id END, \
           send_tries = CASE WHEN $8 THEN 0 ELSE send_tries END, \
           last_sent_at = CASE WHEN $3 = 'requested' THEN NULL ELSE last_sent_at END \
         WHERE id = $1 AND status = ANY($2) \
         RETURNING {COLUMNS}"
    )))
    .bind(id)
    .bind(&from)
    .bind(to.as_str())
    .bind(details.conversation_id)
    .bind(details.receipt)
    .bind(details.result_code)
    .bind(details.result_desc)
    .bind(retry)
    .fetch_optional(conn)
    .await
}

/// Claims up to `limit` refunds to send: requested, not tried within `spacing` (each claim
/// counts a try), so two workers never send the same one at once.
pub async fn claim_to_send(
    conn: &mut PgConnection,
    spacing: chrono::Duration,
    limit: i64,
) -> sqlx::Result<Vec<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE refunds SET last_sent_at = now(), send_tries = send_tries + 1 WHERE id IN ( \
           SELECT id FROM refunds WHERE status = 'requested' \
             AND (last_sent_at IS NULL OR last_sent_at < now() - $1::interval) \
           ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING {COLUMNS}"
    )))
    .bind(spacing)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Claims one refund to send now (the request that made it), unless a worker has it.
pub async fn claim_one(
    conn: &mut PgConnection,
    id: Uuid,
    spacing: chrono::Duration,
) -> sqlx::Result<Option<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE refunds SET last_sent_at = now(), send_tries = send_tries + 1 \
         WHERE id = $1 AND status = 'requested' \
           AND (last_sent_at IS NULL OR last_sent_at < now() - $2::interval) RETURNING {COLUMNS}"
    )))
    .bind(id)
    .bind(spacing)
    .fetch_optional(conn)
    .await
}

/// Claims sent refunds to ask Daraja's status API about: timed out, or without a result
/// `after` their sending, not asked within `after`.
pub async fn claim_to_query(
    conn: &mut PgConnection,
    after: chrono::Duration,
    limit: i64,
) -> sqlx::Result<Vec<RefundRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE refunds SET last_queried_at = now(), status_queries = status_queries + 1 \
         WHERE id IN ( \
           SELECT id FROM refunds WHERE status = 'sent' \
             AND (timed_out_at IS NOT NULL OR sent_at < now() - $1::interval) \
             AND (last_queried_at IS NULL OR last_queried_at < now() - $1::interval) \
           ORDER BY sent_at LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING {COLUMNS}"
    )))
    .bind(after)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Daraja's timeout notice came: the status API is asked at the next sweep.
pub async fn mark_timed_out(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE refunds SET timed_out_at = now(), last_queried_at = NULL \
         WHERE id = $1 AND status = 'sent'",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// One entry of a refund's history.
pub async fn record(
    conn: &mut PgConnection,
    refund_id: Option<Uuid>,
    kind: &str,
    detail: &str,
    body: Option<&str>,
    source_ip: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO refund_events (refund_id, kind, detail, body, source_ip) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(refund_id)
    .bind(kind)
    .bind(detail)
    .bind(body)
    .bind(source_ip)
    .execute(conn)
    .await?;
    Ok(())
}

/// The attempt whose M-Pesa receipt (or reference) is `reference`, among the order's.
pub async fn succeeded_attempt_by_reference(
    conn: &mut PgConnection,
    order_id: Uuid,
    reference: &str,
) -> sqlx::Result<Option<Uuid>> {
    sqlx::query_scalar(
        "SELECT id FROM payment_attempts WHERE order_id = $1 AND status = 'succeeded' \
         AND (mpesa_receipt_number = $2 OR transaction_id = $2 OR checkout_request_id = $2) \
         ORDER BY settled_at LIMIT 1",
    )
    .bind(order_id)
    .bind(reference)
    .fetch_optional(conn)
    .await
}

/// A kept Paybill payment: its amount, what its order asked, its payer, its outcome.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct C2bRow {
    pub trans_id: String,
    pub order_id: Option<Uuid>,
    pub public_id: Option<String>,
    pub amount_cents: i64,
    pub due_cents: Option<i64>,
    pub msisdn: String,
    pub outcome: String,
}

pub async fn c2b(conn: &mut PgConnection, trans_id: &str) -> sqlx::Result<Option<C2bRow>> {
    sqlx::query_as(
        "SELECT trans_id, order_id, public_id, amount_cents, due_cents, msisdn, outcome \
         FROM c2b_payments WHERE trans_id = $1",
    )
    .bind(trans_id)
    .fetch_optional(conn)
    .await
}

/// A kept STK callback Daraja confirmed as paid and no prompt took (a refund due): its body.
pub async fn surplus_callback(
    conn: &mut PgConnection,
    checkout_request_id: &str,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "SELECT body FROM unmatched_callbacks WHERE checkout_request_id = $1 \
         AND resolution = 'refund_due' AND result_code = 0",
    )
    .bind(checkout_request_id)
    .fetch_optional(conn)
    .await
}

/// Whether the attempt's history says it paid an order paid already.
pub async fn paid_twice(conn: &mut PgConnection, attempt_id: Uuid) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM payment_attempt_events WHERE attempt_id = $1 \
         AND kind = 'refund_due')",
    )
    .bind(attempt_id)
    .fetch_one(conn)
    .await
}
