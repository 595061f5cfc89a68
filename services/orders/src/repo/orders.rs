//! Orders, their lines and their status history.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use shop_proto::orders::v1 as pb;
use sqlx::{PgConnection, Postgres, QueryBuilder};
use uuid::Uuid;

use super::{OrderRef, rfc3339};
use crate::books::PaymentState;
use crate::catalog::PricedLine;
use crate::domain::checkout::OrderRequest;
use crate::domain::totals::Totals;
use crate::domain::{OrderStatus, phone};

/// `SELECT <every order column> FROM orders <rest>`, as a `&'static str`.
macro_rules! select_orders {
    ($rest:literal) => {
        concat!(
            "SELECT id, public_id, user_id, status, payment_method, payment_status, \
             subtotal_cents, shipping_cents, vat_cents, cod_fee_cents, total_cents, \
             free_shipping_reason, coupon_code, customer_name, email, phone, address, city, \
             county, postal_code, delivery_instructions, preferred_delivery_time, created_at, \
             updated_at, payment_reference, paid_at, payer, payment_failure, payment_failed_at, \
             vat_rate_bp, cod_collected_at, cod_collected_by, refunded_cents, payment_state, \
             buyer_pin, discount_cents, delivery::text AS delivery, prices_include_vat FROM orders ",
            $rest
        )
    };
}

#[derive(Debug, sqlx::FromRow)]
struct OrderRow {
    id: Uuid,
    public_id: String,
    user_id: String,
    status: String,
    payment_method: String,
    payment_status: String,
    subtotal_cents: i64,
    shipping_cents: i64,
    vat_cents: i64,
    cod_fee_cents: i64,
    total_cents: i64,
    free_shipping_reason: String,
    coupon_code: Option<String>,
    customer_name: String,
    email: String,
    phone: String,
    address: String,
    city: String,
    county: String,
    postal_code: String,
    delivery_instructions: String,
    preferred_delivery_time: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    payment_reference: String,
    paid_at: Option<DateTime<Utc>>,
    payer: String,
    payment_failure: String,
    payment_failed_at: Option<DateTime<Utc>>,
    vat_rate_bp: i32,
    cod_collected_at: Option<DateTime<Utc>>,
    cod_collected_by: String,
    refunded_cents: i64,
    payment_state: String,
    buyer_pin: String,
    discount_cents: i64,
    delivery: Option<String>,
    prices_include_vat: bool,
}

#[derive(Debug, sqlx::FromRow)]
struct ItemRow {
    order_id: Uuid,
    product_id: i64,
    name: String,
    unit_price_cents: i64,
    quantity: i32,
    image: String,
    category: String,
    item_class: String,
    discount_cents: i64,
}

#[derive(Debug, sqlx::FromRow)]
struct HistoryRow {
    order_id: Uuid,
    status: String,
    changed_at: DateTime<Utc>,
}

impl OrderRow {
    fn into_order(
        self,
        lines: Vec<pb::Line>,
        history: Vec<pb::StatusChange>,
        failed_attempts: u32,
        etims_invoices: Vec<pb::EtimsInvoice>,
    ) -> pb::Order {
        pb::Order {
            id: self.id.to_string(),
            public_id: self.public_id,
            user_id: self.user_id,
            status: self.status,
            payment_method: self.payment_method,
            payment_status: self.payment_status,
            totals: Some(pb::Totals {
                subtotal_cents: self.subtotal_cents,
                discount_cents: self.discount_cents,
                shipping_cents: self.shipping_cents,
                vat_cents: self.vat_cents,
                cod_fee_cents: self.cod_fee_cents,
                total_cents: self.total_cents,
                // A placed order's delivery is settled (proto: quotes only).
                amount_to_free_shipping_cents: 0,
                free_shipping_reason: self.free_shipping_reason,
                vat_rate_bp: self.vat_rate_bp,
                prices_include_vat: self.prices_include_vat,
            }),
            lines,
            shipping: Some(pb::ShippingDetails {
                customer_name: self.customer_name,
                email: self.email,
                phone: self.phone,
                address: self.address,
                city: self.city,
                county: self.county,
                postal_code: self.postal_code,
            }),
            delivery_instructions: self.delivery_instructions,
            preferred_delivery_time: self.preferred_delivery_time,
            coupon_code: self.coupon_code.unwrap_or_default(),
            created_at: rfc3339(self.created_at),
            updated_at: rfc3339(self.updated_at),
            history,
            payment: Some(pb::OrderPayment {
                reference: self.payment_reference,
                paid_at: self.paid_at.map(rfc3339).unwrap_or_default(),
                payer: self.payer,
                last_failure: self.payment_failure,
                last_failure_at: self.payment_failed_at.map(rfc3339).unwrap_or_default(),
                failed_attempts,
                cod_collected_at: self.cod_collected_at.map(rfc3339).unwrap_or_default(),
                cod_collected_by: self.cod_collected_by,
                refunded_cents: self.refunded_cents,
            }),
            payment_state: self.payment_state,
            buyer_pin: self.buyer_pin,
            etims_invoices,
            delivery: crate::delivery::from_stored(self.delivery.as_deref()),
            instalment_plan: None,
        }
    }
}

/// Adds the lines, history and failed payment attempts of `rows` (three queries for any number
/// of orders).
async fn assemble(conn: &mut PgConnection, rows: Vec<OrderRow>) -> sqlx::Result<Vec<pb::Order>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let items: Vec<ItemRow> = sqlx::query_as(
        "SELECT order_id, product_id, name, unit_price_cents, quantity, image, category, \
         item_class, discount_cents FROM order_items WHERE order_id = ANY($1) ORDER BY order_id, position",
    )
    .bind(&ids)
    .fetch_all(&mut *conn)
    .await?;
    let history: Vec<HistoryRow> = sqlx::query_as(
        "SELECT order_id, status, changed_at FROM order_status_history \
         WHERE order_id = ANY($1) ORDER BY order_id, id",
    )
    .bind(&ids)
    .fetch_all(&mut *conn)
    .await?;
    // Attempts are payments: a redelivered event has the same message id and is stored once,
    // and one payment failing is one attempt whatever its events.
    let failures: HashMap<Uuid, i64> = sqlx::query_as::<_, (Uuid, i64)>(
        "SELECT order_id, count(DISTINCT payment_id) FROM order_payment_events \
         WHERE order_id = ANY($1) AND kind = 'failed' GROUP BY order_id",
    )
    .bind(&ids)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .collect();

    let mut invoices = crate::etims::of_orders(&mut *conn, &ids).await?;
    let mut plans = crate::instalments::plans_of(&mut *conn, &ids).await?;

    let mut lines: HashMap<Uuid, Vec<pb::Line>> = HashMap::new();
    for item in items {
        lines.entry(item.order_id).or_default().push(pb::Line {
            product_id: item.product_id,
            name: item.name,
            unit_price_cents: item.unit_price_cents,
            quantity: item.quantity,
            line_total_cents: item
                .unit_price_cents
                .saturating_mul(i64::from(item.quantity)),
            image: item.image,
            category: item.category,
            available: 0,
            item_class: item.item_class,
            discount_cents: item.discount_cents,
        });
    }
    let mut changes: HashMap<Uuid, Vec<pb::StatusChange>> = HashMap::new();
    for change in history {
        changes
            .entry(change.order_id)
            .or_default()
            .push(pb::StatusChange {
                status: change.status,
                at: rfc3339(change.changed_at),
            });
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let id = row.id;
            let mut order = row.into_order(
                lines.remove(&id).unwrap_or_default(),
                changes.remove(&id).unwrap_or_default(),
                failures
                    .get(&id)
                    .map_or(0, |&n| u32::try_from(n).unwrap_or(u32::MAX)),
                invoices.remove(&id).unwrap_or_default(),
            );
            order.instalment_plan = plans.remove(&id);
            order
        })
        .collect())
}

/// The order `order` names, with its lines and history.
pub async fn find(conn: &mut PgConnection, order: &OrderRef) -> sqlx::Result<Option<pb::Order>> {
    let (id, public_id) = order.binds();
    let rows: Vec<OrderRow> = sqlx::query_as(select_orders!("WHERE id = $1 OR public_id = $2"))
        .bind(id)
        .bind(public_id)
        .fetch_all(&mut *conn)
        .await?;
    let mut order = assemble(conn, rows).await?.pop();
    // One order is shown: its eTIMS invoices with their QR codes.
    if let Some(order) = order.as_mut()
        && let Ok(id) = order.id.parse::<Uuid>()
    {
        order.etims_invoices = crate::etims::of_order(conn, id)
            .await?
            .iter()
            .map(|invoice| invoice.to_proto(true))
            .collect();
    }
    Ok(order)
}

/// The order with this number whose phone has the same last 9 digits.
pub async fn find_for_tracking(
    conn: &mut PgConnection,
    public_id: &str,
    phone_key: &str,
) -> sqlx::Result<Option<pb::Order>> {
    let rows: Vec<OrderRow> =
        sqlx::query_as(select_orders!("WHERE public_id = $1 AND phone_key = $2"))
            .bind(public_id)
            .bind(phone_key)
            .fetch_all(&mut *conn)
            .await?;
    Ok(assemble(conn, rows).await?.pop())
}

/// One user's orders, newest first.
pub async fn list_for_user(conn: &mut PgConnection, user_id: &str) -> sqlx::Result<Vec<pb::Order>> {
    let rows: Vec<OrderRow> = sqlx::query_as(select_orders!(
        "WHERE user_id = $1 ORDER BY created_at DESC, id DESC"
    ))
    .bind(user_id)
    .fetch_all(&mut *conn)
    .await?;
    assemble(conn, rows).await
}

/// What an admin's search text can match, each part indexed: an order number by prefix, any
/// word of the customer's name by prefix, a phone by the prefix of its subscriber number.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Search {
    pub public_id_prefix: Option<String>,
    /// A `tsquery` of word prefixes (`'wanjiku':* & 'kam':*`), lexemes taken literally: words
    /// are split on anything but letters and digits, so no query syntax gets through.
    pub name_query: Option<String>,
    pub phone_prefix: Option<String>,
}

impl Search {
    /// `None` for blank text (no search).
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let upper = text.to_ascii_uppercase();
        let public_id_prefix = (upper.len() <= 10
            && upper.bytes().all(|b| b.is_ascii_alphanumeric()))
        .then_some(upper);
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .take(8)
            .map(|w| format!("'{}':*", w.to_lowercase()))
            .collect();
        let name_query = (!words.is_empty()).then(|| words.join(" & "));
        Some(Self {
            public_id_prefix,
            name_query,
            phone_prefix: phone::search_prefix(text),
        })
    }
}

/// The admin list's filter and page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListFilter {
    pub search: Option<Search>,
    pub status: Option<OrderStatus>,
    pub payment_state: Option<PaymentState>,
    /// 1-based.
    pub page: u32,
    pub limit: u32,
}

fn push_filter(qb: &mut QueryBuilder<Postgres>, filter: &ListFilter) {
    qb.push(" WHERE TRUE");
    if let Some(status) = filter.status {
        qb.push(" AND status = ").push_bind(status.as_str());
    }
    if let Some(state) = filter.payment_state {
        qb.push(" AND payment_state = ").push_bind(state.as_str());
    }
    if let Some(search) = &filter.search {
        qb.push(" AND (FALSE");
        if let Some(prefix) = &search.public_id_prefix {
            qb.push(" OR public_id LIKE ")
                .push_bind(format!("{prefix}%"));
        }
        if let Some(query) = &search.name_query {
            qb.push(" OR to_tsvector('simple', customer_name) @@ CAST(")
                .push_bind(query.clone())
                .push(" AS tsquery)");
        }
        if let Some(prefix) = &search.phone_prefix {
            qb.push(" OR phone_key LIKE ")
                .push_bind(format!("{prefix}%"));
        }
        qb.push(")");
    }
}

/// A search matching at most this many orders reads them through its indexes and sorts them;
/// a broader one walks the orders newest first, where its matches are dense (bench/admin.sh).
const NARROW_SEARCH: i64 = 1_000;

/// A page of the admin list, newest first, and how many orders match in all.
pub async fn list(
    conn: &mut PgConnection,
    filter: &ListFilter,
) -> sqlx::Result<(Vec<pb::Order>, u64)> {
    let total: i64 = if filter.search.is_none() && filter.payment_state.is_none() {
        // Every order, or every order of one status: the figures the trigger keeps
        // (migration 0008), not a count over the whole table.
        sqlx::query_scalar(
            "SELECT coalesce(sum(orders), 0)::bigint FROM order_figures \
             WHERE $1::text IS NULL OR status = $1",
        )
        .bind(filter.status.map(OrderStatus::as_str))
        .fetch_one(&mut *conn)
        .await?
    } else {
        let mut count = QueryBuilder::new("SELECT count(*) FROM orders");
        push_filter(&mut count, filter);
        count.build_query_scalar().fetch_one(&mut *conn).await?
    };

    let limit = i64::from(filter.limit);
    let offset = i64::from(filter.page.saturating_sub(1)) * limit;
    let mut page = if filter.search.is_some() && total <= NARROW_SEARCH {
        // The few matches come from the search indexes, then are sorted: PostgreSQL cannot
        // estimate how many orders a word or phone prefix matches, and would otherwise walk
        // every order newest first looking for them.
        let mut page =
            QueryBuilder::new("WITH matched AS MATERIALIZED (SELECT id, created_at FROM orders");
        push_filter(&mut page, filter);
        page.push(") ").push(select_orders!(
            "JOIN (SELECT id FROM matched ORDER BY created_at DESC, id DESC LIMIT "
        ));
        page.push_bind(limit)
            .push(" OFFSET ")
            .push_bind(offset)
            .push(") AS page USING (id) ORDER BY created_at DESC, id DESC");
        page
    } else {
        let mut page = QueryBuilder::new(select_orders!(""));
        push_filter(&mut page, filter);
        page.push(" ORDER BY created_at DESC, id DESC LIMIT ")
            .push_bind(limit)
            .push(" OFFSET ")
            .push_bind(offset);
        page
    };
    let rows: Vec<OrderRow> = page.build_query_as().fetch_all(&mut *conn).await?;
    let orders = assemble(conn, rows).await?;
    Ok((orders, u64::try_from(total).unwrap_or(0)))
}

/// The newest `limit` orders.
pub async fn newest(conn: &mut PgConnection, limit: i64) -> sqlx::Result<Vec<pb::Order>> {
    let rows: Vec<OrderRow> =
        sqlx::query_as(select_orders!("ORDER BY created_at DESC, id DESC LIMIT $1"))
            .bind(limit)
            .fetch_all(&mut *conn)
            .await?;
    assemble(conn, rows).await
}

/// What a change of state needs to know about an order, read under its row lock.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Head {
    pub id: Uuid,
    pub public_id: String,
    pub user_id: String,
    pub status: String,
}

/// What the audit log keeps of an order that is deleted: who ordered what, for how much, and
/// where it stood.
pub async fn audit_view(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<serde_json::Value> {
    let (
        public_id,
        status,
        payment_method,
        payment_status,
        customer_name,
        phone,
        total_cents,
        created_at,
    ): (
        String,
        String,
        String,
        String,
        String,
        String,
        i64,
        DateTime<Utc>,
    ) = sqlx::query_as(
        "SELECT public_id, status, payment_method, payment_status, customer_name, phone,
                total_cents, created_at
         FROM orders WHERE id = $1",
    )
    .bind(id)
    .fetch_one(conn)
    .await?;
    Ok(serde_json::json!({
        "publicId": public_id,
        "status": status,
        "paymentMethod": payment_method,
        "paymentStatus": payment_status,
        "customerName": customer_name,
        "phone": phone,
        "total": total_cents as f64 / 100.0,
        "createdAt": rfc3339(created_at),
    }))
}

/// Locks the order `order` names until the transaction ends.
pub async fn lock(conn: &mut PgConnection, order: &OrderRef) -> sqlx::Result<Option<Head>> {
    let (id, public_id) = order.binds();
    sqlx::query_as(
        "SELECT id, public_id, user_id, status FROM orders \
         WHERE id = $1 OR public_id = $2 FOR UPDATE",
    )
    .bind(id)
    .bind(public_id)
    .fetch_optional(&mut *conn)
    .await
}

/// What a payment event needs to know about an order, read under its row lock.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PaymentHead {
    pub status: String,
    pub payment_status: String,
    pub total_cents: i64,
}

pub async fn lock_for_payment(
    conn: &mut PgConnection,
    id: Uuid,
) -> sqlx::Result<Option<PaymentHead>> {
    sqlx::query_as(
        "SELECT status, payment_status, total_cents FROM orders WHERE id = $1 FOR UPDATE",
    )
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// The order is paid: by `method`, with `reference`, at `paid_at`, by `payer`.
pub async fn mark_paid(
    conn: &mut PgConnection,
    id: Uuid,
    method: &str,
    reference: &str,
    payer: &str,
    paid_at: DateTime<Utc>,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE orders SET payment_status = 'Paid', payment_method = $2, payment_reference = $3, \
         payer = $4, paid_at = $5, payment_failure = '', updated_at = now() WHERE id = $1",
    )
    .bind(id)
    .bind(method)
    .bind(reference)
    .bind(payer)
    .bind(paid_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The order's last payment attempt failed for `reason`.
pub async fn mark_payment_failed(
    conn: &mut PgConnection,
    id: Uuid,
    reason: &str,
    failed_at: DateTime<Utc>,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE orders SET payment_failure = $2, payment_failed_at = $3, updated_at = now() \
         WHERE id = $1",
    )
    .bind(id)
    .bind(reason)
    .bind(failed_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The product and quantity of each of the order's lines.
pub async fn lines(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Vec<(i64, i32)>> {
    sqlx::query_as(
        "SELECT product_id, quantity FROM order_items WHERE order_id = $1 ORDER BY position",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await
}

/// Sets the status when it is `from` (any when `None`) and records the change. `None` when the
/// order was not in that state (another transaction got there first).
pub async fn change_status(
    conn: &mut PgConnection,
    id: Uuid,
    from: Option<OrderStatus>,
    to: OrderStatus,
) -> sqlx::Result<Option<DateTime<Utc>>> {
    let changed_at: Option<DateTime<Utc>> = sqlx::query_scalar(
        "UPDATE orders SET status = $2, updated_at = now() \
         WHERE id = $1 AND ($3::text IS NULL OR status = $3) RETURNING updated_at",
    )
    .bind(id)
    .bind(to.as_str())
    .bind(from.map(OrderStatus::as_str))
    .fetch_optional(&mut *conn)
    .await?;
    if changed_at.is_some() {
        sqlx::query("INSERT INTO order_status_history (order_id, status, changed_at) VALUES ($1, $2, now())")
            .bind(id)
            .bind(to.as_str())
            .execute(&mut *conn)
            .await?;
    }
    Ok(changed_at)
}

pub async fn delete(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<bool> {
    let deleted = sqlx::query("DELETE FROM orders WHERE id = $1")
        .bind(id)
        .execute(&mut *conn)
        .await?;
    if deleted.rows_affected() == 1 {
        sqlx::query("INSERT INTO deleted_orders (id) VALUES ($1) ON CONFLICT DO NOTHING")
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(deleted.rows_affected() == 1)
}

/// Of `ids`, those that were never stored (neither an order nor a deleted one).
pub async fn never_stored(conn: &mut PgConnection, ids: &[Uuid]) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "SELECT id FROM unnest($1::uuid[]) AS candidate(id) \
         WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = candidate.id) \
           AND NOT EXISTS (SELECT 1 FROM deleted_orders d WHERE d.id = candidate.id)",
    )
    .bind(ids)
    .fetch_all(conn)
    .await
}

/// The order `user_id` placed with Idempotency-Key `key`, if any: its id and the fingerprint of
/// the request that placed it (`None` for an order stored before fingerprints were).
pub async fn by_idempotency_key(
    conn: &mut PgConnection,
    user_id: &str,
    key: &str,
) -> sqlx::Result<Option<(Uuid, Option<Vec<u8>>)>> {
    sqlx::query_as(
        "SELECT id, request_fingerprint FROM orders WHERE user_id = $1 AND idempotency_key = $2",
    )
    .bind(user_id)
    .bind(key)
    .fetch_optional(conn)
    .await
}

/// Whether `err` is a second order for the same user and Idempotency-Key.
pub fn is_idempotency_key_taken(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.constraint() == Some("orders_idempotency"))
}

/// Online orders unpaid for longer than `older_than_secs`, oldest first (not locked: the sweeper
/// asks payments about each before it locks and cancels it).
pub async fn unpaid(
    conn: &mut PgConnection,
    older_than_secs: f64,
    limit: i64,
) -> sqlx::Result<Vec<Head>> {
    sqlx::query_as(
        "SELECT id, public_id, user_id, status FROM orders \
         WHERE status = 'pending' AND payment_status = 'Pending' AND payment_method <> 'cod' \
           AND created_at < now() - make_interval(secs => $1) \
           AND (payment_plan = 'full' OR NOT EXISTS (SELECT 1 FROM order_payment_events e \
                WHERE e.order_id = orders.id AND e.outcome = 'instalment')) \
         ORDER BY created_at LIMIT $2",
    )
    .bind(older_than_secs)
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Locks order `id` if it is still pending and unpaid.
pub async fn lock_if_unpaid(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<Head>> {
    sqlx::query_as(
        "SELECT id, public_id, user_id, status FROM orders \
         WHERE id = $1 AND status = 'pending' AND payment_status = 'Pending' FOR UPDATE",
    )
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// A priced, checked order about to be stored.
pub struct NewOrder<'a> {
    pub id: Uuid,
    pub public_id: &'a str,
    pub request: &'a OrderRequest,
    /// The coupon as applied (upper case), if any.
    pub coupon_code: Option<&'a str>,
    pub totals: &'a Totals,
    pub lines: &'a [PricedLine],
    /// Each line's share of the discount, in the lines' order.
    pub discounts: &'a [i64],
    /// The delivery promised (fee, method, window), if a county was given.
    pub delivery: Option<&'a crate::domain::delivery::Choice>,
}

/// Inserts the order as pending and unpaid, its lines and its first history entry; answers its
/// creation time.
pub async fn insert(conn: &mut PgConnection, order: &NewOrder<'_>) -> sqlx::Result<DateTime<Utc>> {
    let request = order.request;
    let shipping = &request.shipping;
    let totals = order.totals;
    let created_at: DateTime<Utc> = sqlx::query_scalar(
        "INSERT INTO orders (id, public_id, user_id, status, payment_method, payment_status, \
         subtotal_cents, shipping_cents, vat_cents, cod_fee_cents, total_cents, \
         free_shipping_reason, coupon_code, customer_name, email, phone, address, city, county, \
         postal_code, delivery_instructions, preferred_delivery_time, idempotency_key, \
         vat_rate_bp, request_fingerprint, buyer_pin, discount_cents, delivery, prices_include_vat) \
         VALUES ($1, $2, $3, 'pending', $4, 'Pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, \
         $14, $15, $16, $17, $18, $19, $20, NULLIF($21, ''), $22, $23, $24, $25, $26::jsonb, $27) \
         RETURNING created_at",
    )
    .bind(order.id)
    .bind(order.public_id)
    .bind(&request.user_id)
    .bind(request.payment_method.as_str())
    .bind(totals.subtotal_cents)
    .bind(totals.shipping_cents)
    .bind(totals.vat_cents)
    .bind(totals.cod_fee_cents)
    .bind(totals.total_cents)
    .bind(totals.free_shipping.map_or("", |f| f.as_str()))
    .bind(order.coupon_code)
    .bind(&shipping.customer_name)
    .bind(&shipping.email)
    .bind(&shipping.phone)
    .bind(&shipping.address)
    .bind(&shipping.city)
    .bind(&shipping.county)
    .bind(&shipping.postal_code)
    .bind(&request.delivery_instructions)
    .bind(request.preferred_delivery_time.as_str())
    .bind(&request.idempotency_key)
    .bind(totals.vat_rate_bp)
    // Kept only with a key: it is what a repeat of the key is compared with.
    .bind((!request.idempotency_key.is_empty()).then(|| request.fingerprint()))
    .bind(&request.buyer_pin)
    .bind(totals.discount_cents)
    .bind(order.delivery.map(crate::delivery::stored))
    .bind(totals.prices_include_vat)
    .fetch_one(&mut *conn)
    .await?;

    let lines = order.lines;
    let positions: Vec<i16> = (0..lines.len())
        .map(|i| i16::try_from(i).unwrap_or(i16::MAX))
        .collect();
    sqlx::query(
        "INSERT INTO order_items \
         (order_id, position, product_id, name, unit_price_cents, quantity, image, category, \
          item_class, discount_cents) \
         SELECT $1, t.position, t.product_id, t.name, t.price, t.quantity, t.image, t.category, \
                t.item_class, t.discount \
         FROM UNNEST($2::smallint[], $3::bigint[], $4::text[], $5::bigint[], $6::int[], \
                     $7::text[], $8::text[], $9::text[], $10::bigint[]) \
              AS t(position, product_id, name, price, quantity, image, category, item_class, discount)",
    )
    .bind(order.id)
    .bind(positions)
    .bind(lines.iter().map(|l| l.product_id).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.name.clone()).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.unit_price_cents).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.quantity).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.image.clone()).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.category.clone()).collect::<Vec<_>>())
    .bind(
        lines
            .iter()
            .map(|l| l.item_class.clone())
            .collect::<Vec<_>>(),
    )
    .bind(
        (0..lines.len())
            .map(|i| order.discounts.get(i).copied().unwrap_or(0))
            .collect::<Vec<_>>(),
    )
    .execute(&mut *conn)
    .await?;

    sqlx::query(
        "INSERT INTO order_status_history (order_id, status, changed_at) VALUES ($1, 'pending', $2)",
    )
    .bind(order.id)
    .bind(created_at)
    .execute(&mut *conn)
    .await?;
    Ok(created_at)
}

/// True when `err` is the unique violation of two orders drawing the same order number.
pub fn is_public_id_taken(err: &sqlx::Error) -> bool {
    err.as_database_error().is_some_and(|db| {
        db.is_unique_violation() && db.constraint() == Some("orders_public_id_key")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_text_becomes_indexed_conditions() {
        assert_eq!(Search::parse("  "), None);
        let s = Search::parse("sf7k3").unwrap();
        assert_eq!(s.public_id_prefix.as_deref(), Some("SF7K3"));
        assert_eq!(s.name_query.as_deref(), Some("'sf7k3':*"));
        assert_eq!(s.phone_prefix, None);

        let s = Search::parse("Wanjiku Kamau").unwrap();
        assert_eq!(s.public_id_prefix, None);
        assert_eq!(s.name_query.as_deref(), Some("'wanjiku':* & 'kamau':*"));

        let s = Search::parse("0712 345").unwrap();
        assert_eq!(s.phone_prefix.as_deref(), Some("712345"));

        // Nothing of tsquery's syntax survives.
        let s = Search::parse("a' | !b & (c:*)").unwrap();
        assert_eq!(s.name_query.as_deref(), Some("'a':* & 'b':* & 'c':*"));
        let s = Search::parse("!!!").unwrap();
        assert_eq!(s.name_query, None);
        assert_eq!(s.public_id_prefix, None);
    }
}
