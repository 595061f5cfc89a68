//! SQL over the `payments` schema: attempts and their history. Every statement is
//! parameterised. Functions take a connection so the callers decide what is atomic.
//!
//! Locking order, everywhere: the order's advisory lock ([`lock_order`]) first, then attempt
//! rows. Starting an attempt and settling one both take the order's lock, so "is it already
//! paid?" and "mark it paid" never interleave.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::{AttemptStatus, Method};

/// Timestamps as the contract writes them (RFC 3339, UTC, whole seconds).
pub fn rfc3339(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Every column of `payment_attempts`.
const COLUMNS: &str = "id, order_id, public_id, user_id, method, provider, status, amount_cents, \
    order_total_cents, phone, merchant_request_id, checkout_request_id, mpesa_receipt_number, \
    result_code, result_desc, transaction_id, card_brand, card_last4, paypal_email, \
    superseded_by, created_at, pushed_at, last_queried_at, settled_at";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Attempt {
    pub id: Uuid,
    pub order_id: Uuid,
    pub public_id: String,
    pub user_id: String,
    pub method: String,
    pub provider: String,
    pub status: String,
    pub amount_cents: i64,
    pub order_total_cents: i64,
    pub phone: Option<String>,
    pub merchant_request_id: Option<String>,
    pub checkout_request_id: Option<String>,
    pub mpesa_receipt_number: Option<String>,
    pub result_code: Option<i32>,
    pub result_desc: String,
    pub transaction_id: Option<String>,
    pub card_brand: Option<String>,
    pub card_last4: Option<String>,
    pub paypal_email: Option<String>,
    pub superseded_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub pushed_at: Option<DateTime<Utc>>,
    pub last_queried_at: Option<DateTime<Utc>>,
    pub settled_at: Option<DateTime<Utc>>,
}

impl Attempt {
    pub fn status(&self) -> AttemptStatus {
        // The column's CHECK allows only the three.
        AttemptStatus::parse(&self.status).unwrap_or(AttemptStatus::Pending)
    }

    /// Who paid, for the order: "Visa 4242", the M-Pesa number, the PayPal email.
    pub fn payer(&self) -> String {
        match (
            &self.card_brand,
            &self.card_last4,
            &self.phone,
            &self.paypal_email,
        ) {
            (Some(brand), Some(last4), _, _) => format!("{brand} {last4}"),
            (_, _, Some(phone), _) => phone.clone(),
            (_, _, _, Some(email)) => email.clone(),
            _ => String::new(),
        }
    }

    /// What the shopper and the shop quote for a successful payment: the M-Pesa receipt (or,
    /// settled by STK query alone, the CheckoutRequestID), or the provider's transaction id.
    pub fn reference(&self) -> String {
        self.mpesa_receipt_number
            .clone()
            .or_else(|| self.transaction_id.clone())
            .or_else(|| self.checkout_request_id.clone())
            .unwrap_or_default()
    }
}

/// Serialises everything that decides whether an order gets paid, until the transaction ends.
pub async fn lock_order(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended('payments.order:' || $1::text, 0))")
        .bind(order_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether some attempt paid for the order, other than `except`.
pub async fn paid_by_other(
    conn: &mut PgConnection,
    order_id: Uuid,
    except: Option<Uuid>,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM payment_attempts WHERE order_id = $1 \
         AND status = 'succeeded' AND ($2::uuid IS NULL OR id <> $2))",
    )
    .bind(order_id)
    .bind(except)
    .fetch_one(conn)
    .await
}

/// Whether a card or PayPal charge for the order is still under way.
pub async fn charge_in_progress(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM payment_attempts WHERE order_id = $1 \
         AND status = 'pending' AND method IN ('card', 'paypal'))",
    )
    .bind(order_id)
    .fetch_one(conn)
    .await
}

/// A new attempt, pending.
pub struct NewAttempt<'a> {
    pub id: Uuid,
    pub order_id: Uuid,
    pub public_id: &'a str,
    pub user_id: &'a str,
    pub method: Method,
    pub provider: &'a str,
    pub amount_cents: i64,
    pub order_total_cents: i64,
    pub phone: Option<&'a str>,
    pub card_brand: Option<&'a str>,
    pub card_last4: Option<&'a str>,
    pub paypal_email: Option<&'a str>,
}

pub async fn insert(conn: &mut PgConnection, new: &NewAttempt<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO payment_attempts (id, order_id, public_id, user_id, method, provider, \
         amount_cents, order_total_cents, phone, card_brand, card_last4, paypal_email, \
         traceparent) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(new.id)
    .bind(new.order_id)
    .bind(new.public_id)
    .bind(new.user_id)
    .bind(new.method.as_str())
    .bind(new.provider)
    .bind(new.amount_cents)
    .bind(new.order_total_cents)
    .bind(new.phone)
    .bind(new.card_brand)
    .bind(new.card_last4)
    .bind(new.paypal_email)
    .bind(shop_common::telemetry::current_traceparent())
    .execute(conn)
    .await?;
    Ok(())
}

/// The trace context the attempt was started in, so its callback continues that trace.
pub async fn traceparent(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT traceparent FROM payment_attempts WHERE id = $1")
        .bind(id)
        .fetch_optional(conn)
        .await
        .map(Option::flatten)
}

/// Marks the order's earlier pending M-Pesa prompts as superseded by `by`; their ids.
pub async fn supersede_prompts(
    conn: &mut PgConnection,
    order_id: Uuid,
    by: Uuid,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "UPDATE payment_attempts SET superseded_by = $2 \
         WHERE order_id = $1 AND method = 'mpesa' AND status = 'pending' AND id <> $2 \
           AND superseded_by IS NULL RETURNING id",
    )
    .bind(order_id)
    .bind(by)
    .fetch_all(conn)
    .await
}

/// Daraja accepted the prompt.
pub async fn set_pushed(
    conn: &mut PgConnection,
    id: Uuid,
    merchant_request_id: &str,
    checkout_request_id: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE payment_attempts SET merchant_request_id = $2, checkout_request_id = $3, \
         pushed_at = now() WHERE id = $1",
    )
    .bind(id)
    .bind(merchant_request_id)
    .bind(checkout_request_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Keeps the receipt of a callback that matched its prompt, before Daraja's STK query confirms
/// it. A receipt already held by another attempt is a unique violation.
pub async fn set_receipt(conn: &mut PgConnection, id: Uuid, receipt: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE payment_attempts SET mpesa_receipt_number = $2 WHERE id = $1")
        .bind(id)
        .bind(receipt)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether `err` is the unique violation of a receipt seen before.
pub fn is_receipt_taken(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|db| {
        db.is_unique_violation()
            && db.constraint() == Some("payment_attempts_mpesa_receipt_number_key")
    })
}

pub async fn find(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE id = $1"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// Locks the attempt until the transaction ends.
pub async fn lock(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE id = $1 FOR UPDATE"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await
}

pub async fn by_checkout(
    conn: &mut PgConnection,
    checkout_request_id: &str,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE checkout_request_id = $1"
    )))
    .bind(checkout_request_id)
    .fetch_optional(conn)
    .await
}

/// Whether some prompt sent in the last minute is still waiting for Daraja's answer: a
/// callback for an unknown CheckoutRequestID may be racing it.
pub async fn push_awaiting_answer(conn: &mut PgConnection) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM payment_attempts WHERE method = 'mpesa' \
         AND status = 'pending' AND pushed_at IS NULL AND created_at > now() - interval '1 minute')",
    )
    .fetch_one(conn)
    .await
}

/// How an attempt ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settled<'a> {
    pub status: AttemptStatus,
    pub result_code: Option<i32>,
    pub result_desc: &'a str,
    pub transaction_id: Option<&'a str>,
}

/// Settles a pending attempt; `None` when it was already settled (someone got there first).
pub async fn settle(
    conn: &mut PgConnection,
    id: Uuid,
    settled: &Settled<'_>,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE payment_attempts SET status = $2, result_code = $3, result_desc = $4, \
         transaction_id = COALESCE($5, transaction_id), settled_at = now() \
         WHERE id = $1 AND status = 'pending' RETURNING {COLUMNS}"
    )))
    .bind(id)
    .bind(settled.status.as_str())
    .bind(settled.result_code)
    .bind(settled.result_desc)
    .bind(settled.transaction_id)
    .fetch_optional(conn)
    .await
}

/// Claims up to `limit` prompts pending since before `pushed_before` and not queried since
/// `queried_before`, marking them queried now, so two sweepers never query the same prompt.
pub async fn claim_for_sweep(
    conn: &mut PgConnection,
    pushed_before: DateTime<Utc>,
    queried_before: DateTime<Utc>,
    limit: i64,
) -> sqlx::Result<Vec<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE payment_attempts SET last_queried_at = now() WHERE id IN ( \
           SELECT id FROM payment_attempts WHERE status = 'pending' AND method = 'mpesa' \
             AND pushed_at < $1 AND (last_queried_at IS NULL OR last_queried_at < $2) \
           ORDER BY pushed_at LIMIT $3 FOR UPDATE SKIP LOCKED) \
         RETURNING {COLUMNS}"
    )))
    .bind(pushed_before)
    .bind(queried_before)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Marks the attempt queried now, unless it was queried after `queried_before` (then `false`:
/// someone else is asking Daraja already).
pub async fn claim_query(
    conn: &mut PgConnection,
    id: Uuid,
    queried_before: DateTime<Utc>,
) -> sqlx::Result<bool> {
    let claimed = sqlx::query(
        "UPDATE payment_attempts SET last_queried_at = now() WHERE id = $1 AND status = 'pending' \
         AND (last_queried_at IS NULL OR last_queried_at < $2)",
    )
    .bind(id)
    .bind(queried_before)
    .execute(conn)
    .await?;
    Ok(claimed.rows_affected() == 1)
}

/// Pending prompts whose push never got Daraja's answer (the service stopped in between, or
/// Daraja answered too late), created before `created_before`, for which no kept paid callback
/// received within `window` after the prompt may be the prompt's own.
pub async fn unanswered_pushes(
    conn: &mut PgConnection,
    created_before: DateTime<Utc>,
    window: chrono::Duration,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "SELECT a.id FROM payment_attempts a WHERE a.status = 'pending' AND a.pushed_at IS NULL \
         AND a.created_at < $1 \
         AND NOT EXISTS (SELECT 1 FROM unmatched_callbacks c WHERE {MAY_BE_ITS_CALLBACK}) \
         LIMIT 100"
    )))
    .bind(created_before)
    .bind(window)
    .fetch_all(conn)
    .await
}

/// One entry of an attempt's history.
#[derive(Debug, Clone, Default)]
pub struct Record<'a> {
    pub attempt_id: Option<Uuid>,
    pub kind: &'a str,
    pub checkout_request_id: Option<&'a str>,
    pub result_code: Option<i32>,
    pub detail: &'a str,
    pub body: Option<&'a str>,
    pub source_ip: Option<&'a str>,
}

pub async fn record(conn: &mut PgConnection, record: &Record<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO payment_attempt_events \
         (attempt_id, kind, checkout_request_id, result_code, detail, body, source_ip) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(record.attempt_id)
    .bind(record.kind)
    .bind(record.checkout_request_id)
    .bind(record.result_code)
    .bind(record.detail)
    .bind(record.body)
    .bind(record.source_ip)
    .execute(conn)
    .await?;
    Ok(())
}

/// The order's M-Pesa prompt that may still reach or be answered by the payer: pending, and
/// either still waiting for Daraja's answer to the push (created after `unanswered_since`) or
/// accepted by Daraja after `pushed_since`. The newest one.
pub async fn live_prompt(
    conn: &mut PgConnection,
    order_id: Uuid,
    unanswered_since: DateTime<Utc>,
    pushed_since: DateTime<Utc>,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE order_id = $1 AND method = 'mpesa' \
         AND status = 'pending' AND superseded_by IS NULL \
         AND ((pushed_at IS NULL AND created_at > $2) OR pushed_at > $3) \
         ORDER BY created_at DESC LIMIT 1"
    )))
    .bind(order_id)
    .bind(unanswered_since)
    .bind(pushed_since)
    .fetch_optional(conn)
    .await
}

/// The attempt a client's `Idempotency-Key` started for this order, if any.
pub async fn by_idempotency_key(
    conn: &mut PgConnection,
    order_id: Uuid,
    key: &str,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE order_id = $1 AND idempotency_key = $2"
    )))
    .bind(order_id)
    .bind(key)
    .fetch_optional(conn)
    .await
}

pub async fn set_idempotency_key(conn: &mut PgConnection, id: Uuid, key: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE payment_attempts SET idempotency_key = $2 WHERE id = $1")
        .bind(id)
        .bind(key)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether the orders service closed the order for payment (ClosePayments).
pub async fn is_closed(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<bool> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM closed_orders WHERE order_id = $1)")
        .bind(order_id)
        .fetch_one(conn)
        .await
}

pub async fn close(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO closed_orders (order_id) VALUES ($1) ON CONFLICT DO NOTHING")
        .bind(order_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The order's attempts that are pending, or whether one succeeded: ("pending" ids, paid).
pub async fn order_payments(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<Vec<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE order_id = $1 \
         AND status IN ('pending', 'succeeded') ORDER BY created_at"
    )))
    .bind(order_id)
    .fetch_all(conn)
    .await
}

/// A callback kept for a prompt not known when it arrived.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Unmatched {
    pub checkout_request_id: String,
    pub merchant_request_id: String,
    pub result_code: i64,
    pub amount_cents: Option<i64>,
    pub phone: Option<String>,
    pub body: String,
    pub source_ip: Option<String>,
    pub received_at: DateTime<Utc>,
}

const UNMATCHED_COLUMNS: &str = "checkout_request_id, merchant_request_id, result_code, \
    amount_cents, phone, body, source_ip, received_at";

/// A kept paid callback that no prompt took and that is not settled.
const OPEN_PAID: &str = "matched_at IS NULL AND resolution IS NULL AND result_code = 0";
/// An M-Pesa prompt (alias `a`) whose push Daraja never answered: still pending, or failed by
/// the sweeper for want of that answer.
const UNANSWERED_PROMPT: &str = "a.method = 'mpesa' AND a.checkout_request_id IS NULL \
    AND (a.status = 'pending' OR (a.status = 'failed' AND a.result_code IS NULL))";
/// An open kept paid callback (alias `c`) that may be the prompt `a`'s: same payer, same amount,
/// received within the window `$2` after the prompt.
const MAY_BE_ITS_CALLBACK: &str = "c.matched_at IS NULL AND c.resolution IS NULL \
    AND c.result_code = 0 AND c.phone = a.phone AND c.amount_cents = a.amount_cents \
    AND c.received_at BETWEEN a.created_at AND a.created_at + $2";

pub async fn keep_unmatched(conn: &mut PgConnection, callback: &Unmatched) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO unmatched_callbacks (checkout_request_id, merchant_request_id, result_code, \
         amount_cents, phone, body, source_ip) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (checkout_request_id) DO NOTHING",
    )
    .bind(&callback.checkout_request_id)
    .bind(&callback.merchant_request_id)
    .bind(callback.result_code)
    .bind(callback.amount_cents)
    .bind(&callback.phone)
    .bind(&callback.body)
    .bind(&callback.source_ip)
    .execute(conn)
    .await?;
    Ok(())
}

/// Kept callbacks not yet matched whose prompt is known by now (its CheckoutRequestID stored),
/// oldest first, with that prompt's id; or only the one for `checkout_request_id`.
pub async fn kept_with_known_prompt(
    conn: &mut PgConnection,
    checkout_request_id: Option<&str>,
) -> sqlx::Result<Vec<(Unmatched, Uuid)>> {
    let rows: Vec<KeptForPrompt> = sqlx::query_as(
        "SELECT c.checkout_request_id, c.merchant_request_id, c.result_code, c.amount_cents, \
         c.phone, c.body, c.source_ip, c.received_at, a.id AS attempt_id \
         FROM unmatched_callbacks c JOIN payment_attempts a \
           ON a.checkout_request_id = c.checkout_request_id \
         WHERE c.matched_at IS NULL AND c.resolution IS NULL \
           AND ($1::text IS NULL OR c.checkout_request_id = $1) \
         ORDER BY c.received_at LIMIT 100",
    )
    .bind(checkout_request_id)
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| (row.callback, row.attempt_id))
        .collect())
}

#[derive(sqlx::FromRow)]
struct KeptForPrompt {
    #[sqlx(flatten)]
    callback: Unmatched,
    attempt_id: Uuid,
}

/// The payers and amounts of the kept paid callbacks no prompt took yet.
pub async fn kept_paid_payers(conn: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT DISTINCT phone, amount_cents FROM unmatched_callbacks \
             WHERE {OPEN_PAID} AND phone IS NOT NULL AND amount_cents IS NOT NULL \
             ORDER BY phone, amount_cents LIMIT 100"
    )))
    .fetch_all(conn)
    .await
}

pub async fn mark_matched(
    conn: &mut PgConnection,
    checkout_request_id: &str,
    attempt_id: Uuid,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE unmatched_callbacks SET matched_attempt = $2, matched_at = now() \
         WHERE checkout_request_id = $1 AND resolution IS NULL",
    )
    .bind(checkout_request_id)
    .bind(attempt_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// The M-Pesa prompts to `phone` for `amount_cents` whose push got no answer from Daraja (still
/// pending, or failed by the sweeper for that reason), created in `[from, to]`, oldest first:
/// the candidates a kept callback may belong to. Only prompts whose push we gave up waiting for,
/// or created before `settled_before` (a push whose answer may still be stored is not one).
/// Locks them when `lock` (the caller holds their orders' locks first).
pub async fn unanswered_prompts_for(
    conn: &mut PgConnection,
    phone: &str,
    amount_cents: i64,
    (from, to): (DateTime<Utc>, DateTime<Utc>),
    settled_before: DateTime<Utc>,
    lock: bool,
) -> sqlx::Result<Vec<Attempt>> {
    let lock = if lock { " FOR UPDATE" } else { "" };
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts a WHERE {UNANSWERED_PROMPT} \
         AND phone = $1 AND amount_cents = $2 AND created_at BETWEEN $3 AND $4 \
         AND (push_gave_up_at IS NOT NULL OR created_at < $5) ORDER BY created_at, id{lock}"
    )))
    .bind(phone)
    .bind(amount_cents)
    .bind(from)
    .bind(to)
    .bind(settled_before)
    .fetch_all(conn)
    .await
}

/// Kept paid callbacks from `phone` for `amount_cents` that no prompt took yet, oldest first,
/// locked until the transaction ends.
pub async fn kept_paid_for(
    conn: &mut PgConnection,
    phone: &str,
    amount_cents: i64,
) -> sqlx::Result<Vec<Unmatched>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {UNMATCHED_COLUMNS} FROM unmatched_callbacks WHERE {OPEN_PAID} \
         AND phone = $1 AND amount_cents = $2 ORDER BY received_at, checkout_request_id FOR UPDATE"
    )))
    .bind(phone)
    .bind(amount_cents)
    .fetch_all(conn)
    .await
}

/// Our client gave up waiting for Daraja's answer to the attempt's push.
pub async fn set_push_gave_up(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE payment_attempts SET push_gave_up_at = now() \
         WHERE id = $1 AND push_gave_up_at IS NULL",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Whether a kept paid callback may belong to one of the order's prompts whose push Daraja
/// never answered (received within `window` after such a prompt, to its payer, for its amount).
pub async fn kept_paid_for_order(
    conn: &mut PgConnection,
    order_id: Uuid,
    window: chrono::Duration,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "SELECT EXISTS (SELECT 1 FROM payment_attempts a JOIN unmatched_callbacks c \
           ON {MAY_BE_ITS_CALLBACK} WHERE a.order_id = $1 AND {UNANSWERED_PROMPT})"
    )))
    .bind(order_id)
    .bind(window)
    .fetch_one(conn)
    .await
}

/// Claims up to `limit` kept paid callbacks no prompt took, received before `received_before`
/// and not checked since `checked_before`, marking them checked now, so two sweepers never ask
/// Daraja about the same one.
pub async fn claim_surplus(
    conn: &mut PgConnection,
    received_before: DateTime<Utc>,
    checked_before: DateTime<Utc>,
    limit: i64,
) -> sqlx::Result<Vec<Unmatched>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "UPDATE unmatched_callbacks SET last_checked_at = now() WHERE checkout_request_id IN ( \
           SELECT checkout_request_id FROM unmatched_callbacks WHERE {OPEN_PAID} \
             AND received_at < $1 \
             AND (last_checked_at IS NULL OR last_checked_at < $2) \
           ORDER BY received_at LIMIT $3 FOR UPDATE SKIP LOCKED) \
         RETURNING {UNMATCHED_COLUMNS}"
    )))
    .bind(received_before)
    .bind(checked_before)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// How a kept callback no prompt took ended; `false` when it was matched or resolved meanwhile.
pub async fn resolve(
    conn: &mut PgConnection,
    checkout_request_id: &str,
    resolution: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE unmatched_callbacks SET resolution = $2, resolved_at = now() \
         WHERE checkout_request_id = $1 AND matched_at IS NULL AND resolution IS NULL",
    )
    .bind(checkout_request_id)
    .bind(resolution)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The M-Pesa prompt to `phone` for `amount_cents` created closest before `at` (within
/// `window`): the order a payment that matched no prompt most likely meant.
pub async fn closest_prompt(
    conn: &mut PgConnection,
    phone: &str,
    amount_cents: i64,
    at: DateTime<Utc>,
    window: chrono::Duration,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE method = 'mpesa' AND phone = $1 \
         AND amount_cents = $2 AND created_at BETWEEN $3 - $4::interval AND $3 \
         ORDER BY created_at DESC LIMIT 1"
    )))
    .bind(phone)
    .bind(amount_cents)
    .bind(at)
    .bind(window)
    .fetch_optional(conn)
    .await
}

/// Counts of kept paid callbacks: those no prompt took and not settled as a refund due or as
/// unpaid (money Daraja may have taken that nobody accounts for yet), how many of them came
/// before `overdue_before`, and those settled as a refund due.
pub async fn kept_paid_counts(
    conn: &mut PgConnection,
    overdue_before: DateTime<Utc>,
) -> sqlx::Result<(i64, i64, i64)> {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE matched_at IS NULL AND resolution IS NULL), \
                count(*) FILTER (WHERE matched_at IS NULL AND resolution IS NULL \
                                   AND received_at < $1), \
                count(*) FILTER (WHERE resolution = 'refund_due') \
         FROM unmatched_callbacks WHERE result_code = 0",
    )
    .bind(overdue_before)
    .fetch_one(conn)
    .await
}

/// M-Pesa prompts sent (or being sent) and not settled yet.
pub async fn pending_mpesa_prompts(conn: &mut PgConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT count(*) FROM payment_attempts WHERE status = 'pending' AND method = 'mpesa'",
    )
    .fetch_one(conn)
    .await
}

/// A prompt failed for want of Daraja's answer turns out to have reached the payer: pending
/// again, so its callback and Daraja's STK query settle it.
pub async fn reopen(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE payment_attempts SET status = 'pending', settled_at = NULL, result_desc = '' \
         WHERE id = $1 AND status = 'failed' AND result_code IS NULL",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// The attempt a client's `Idempotency-Key` started for the order `order` (UUID or order
/// number) of `user_id` ("" for an admin), if any.
pub async fn by_key(
    conn: &mut PgConnection,
    order: &str,
    user_id: &str,
    key: &str,
) -> sqlx::Result<Option<Attempt>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM payment_attempts WHERE idempotency_key = $1 \
         AND (order_id::text = lower($2) OR public_id = upper($2)) \
         AND ($3 = '' OR user_id = $3) ORDER BY created_at DESC LIMIT 1"
    )))
    .bind(key)
    .bind(order.trim())
    .bind(user_id.trim())
    .fetch_optional(conn)
    .await
}

/// Whether a C2B confirmation with this TransID was kept before.
pub async fn c2b_known(conn: &mut PgConnection, trans_id: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM c2b_payments WHERE trans_id = $1)")
        .bind(trans_id)
        .fetch_one(conn)
        .await
}

/// A C2B confirmation to keep, with what was done with it.
pub struct NewC2b<'a> {
    pub payment: &'a crate::daraja::c2b::C2bPayment,
    /// The order its account names, when one exists.
    pub order: Option<(Uuid, &'a str)>,
    pub due_cents: Option<i64>,
    /// paid, overpaid, underpaid, not_payable.
    pub outcome: &'a str,
    pub attempt_id: Option<Uuid>,
    pub body: &'a str,
    pub source_ip: Option<&'a str>,
}

/// Keeps a C2B confirmation; `false` when its TransID was kept before (nothing written).
pub async fn keep_c2b(conn: &mut PgConnection, new: &NewC2b<'_>) -> sqlx::Result<bool> {
    let p = new.payment;
    let kept = sqlx::query(
        "INSERT INTO c2b_payments (trans_id, bill_ref_number, order_id, public_id, amount_cents, \
         due_cents, short_code, msisdn, payer_name, trans_time, outcome, attempt_id, body, \
         source_ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
         ON CONFLICT (trans_id) DO NOTHING",
    )
    .bind(&p.trans_id)
    .bind(&p.bill_ref_number)
    .bind(new.order.map(|(id, _)| id))
    .bind(new.order.map(|(_, public_id)| public_id))
    .bind(p.amount_cents)
    .bind(new.due_cents)
    .bind(&p.short_code)
    .bind(&p.msisdn)
    .bind(&p.payer_name)
    .bind(&p.trans_time)
    .bind(new.outcome)
    .bind(new.attempt_id)
    .bind(new.body)
    .bind(new.source_ip)
    .execute(conn)
    .await?;
    Ok(kept.rows_affected() == 1)
}
