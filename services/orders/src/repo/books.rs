//! The ledger's SQL (migration 0012): entries of money received and paid back on orders, their
//! lines, and the order's side of them (cash collected, money refunded).

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use super::OrderRef;
use crate::books::Split;

/// How money moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An online payment applied to its order.
    Payment,
    /// Cash on delivery collected by staff.
    CodCollected,
    /// Money paid back.
    Refund,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Payment => "payment",
            Self::CodCollected => "cod_collected",
            Self::Refund => "refund",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct EntryLine {
    pub product_id: i64,
    pub name: String,
    pub category: String,
    pub units: i32,
    pub amount_cents: i64,
}

#[derive(Debug, Clone)]
pub struct Entry {
    pub order_id: Uuid,
    pub public_id: String,
    pub kind: Kind,
    pub method: String,
    pub reference: String,
    pub at: DateTime<Utc>,
    /// Positive for a sale, negative for a refund.
    pub split: Split,
    pub refund_key: Option<String>,
    pub actor_id: String,
    /// Their amounts add up to `split.goods_cents`.
    pub lines: Vec<EntryLine>,
}

/// Writes `entry` and its lines; `None` when the order's sale (or the refund's key) is already
/// in the books, which is left as it is.
pub async fn insert(conn: &mut PgConnection, entry: &Entry) -> sqlx::Result<Option<i64>> {
    let split = entry.split;
    let id: Option<i64> = sqlx::query_scalar(
        "INSERT INTO ledger_entries (order_id, public_id, kind, method, reference, at, \
         goods_cents, delivery_cents, vat_cents, cod_fee_cents, total_cents, refund_key, actor_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(entry.order_id)
    .bind(&entry.public_id)
    .bind(entry.kind.as_str())
    .bind(&entry.method)
    .bind(&entry.reference)
    .bind(entry.at)
    .bind(split.goods_cents)
    .bind(split.delivery_cents)
    .bind(split.vat_cents)
    .bind(split.cod_fee_cents)
    .bind(split.total())
    .bind(&entry.refund_key)
    .bind(&entry.actor_id)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(id) = id {
        let lines = &entry.lines;
        sqlx::query(
            "INSERT INTO ledger_lines (entry_id, product_id, name, category, units, amount_cents) \
             SELECT $1, t.product_id, t.name, t.category, t.units, t.amount \
             FROM UNNEST($2::bigint[], $3::text[], $4::text[], $5::int[], $6::bigint[]) \
                  AS t(product_id, name, category, units, amount)",
        )
        .bind(id)
        .bind(lines.iter().map(|l| l.product_id).collect::<Vec<_>>())
        .bind(lines.iter().map(|l| l.name.clone()).collect::<Vec<_>>())
        .bind(lines.iter().map(|l| l.category.clone()).collect::<Vec<_>>())
        .bind(lines.iter().map(|l| l.units).collect::<Vec<_>>())
        .bind(lines.iter().map(|l| l.amount_cents).collect::<Vec<_>>())
        .execute(&mut *conn)
        .await?;
    }
    Ok(id)
}

/// What an order's sale entry is made of: its stored totals and lines.
#[derive(Debug, Clone)]
pub struct SaleSource {
    pub public_id: String,
    pub method: String,
    pub split: Split,
    pub lines: Vec<EntryLine>,
}

/// The head of a [`SaleSource`] as both readers select it.
#[derive(sqlx::FromRow)]
struct SourceHead {
    public_id: String,
    method: String,
    goods_cents: i64,
    delivery_cents: i64,
    vat_cents: i64,
    cod_fee_cents: i64,
}

/// Reads a [`SaleSource`]: `head` and `lines` select [`SourceHead`]'s and [`EntryLine`]'s columns
/// by name, with `$1` the order.
async fn read_source(
    conn: &mut PgConnection,
    id: Uuid,
    head: &'static str,
    lines: &'static str,
) -> sqlx::Result<Option<SaleSource>> {
    let Some(head) = sqlx::query_as::<_, SourceHead>(head)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
    else {
        return Ok(None);
    };
    let lines = sqlx::query_as::<_, EntryLine>(lines)
        .bind(id)
        .fetch_all(&mut *conn)
        .await?;
    Ok(Some(SaleSource {
        public_id: head.public_id,
        method: head.method,
        split: Split {
            goods_cents: head.goods_cents,
            delivery_cents: head.delivery_cents,
            vat_cents: head.vat_cents,
            cod_fee_cents: head.cod_fee_cents,
        },
        lines,
    }))
}

/// The order's money as its sale enters the books: its stored totals and lines, net of the VAT
/// they include when its prices included VAT (`books::net_of_included_vat`).
pub async fn sale_source(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<SaleSource>> {
    let Some(mut source) = read_source(
        conn,
        id,
        "SELECT public_id, payment_method AS method, \
         subtotal_cents - discount_cents AS goods_cents, shipping_cents AS delivery_cents, \
         vat_cents, cod_fee_cents FROM orders WHERE id = $1",
        "SELECT product_id, name, category, quantity AS units, \
         unit_price_cents * quantity - discount_cents AS amount_cents \
         FROM order_items WHERE order_id = $1 ORDER BY position",
    )
    .await?
    else {
        return Ok(None);
    };
    let (inclusive, rate_bp): (bool, i32) =
        sqlx::query_as("SELECT prices_include_vat, vat_rate_bp FROM orders WHERE id = $1")
            .bind(id)
            .fetch_one(&mut *conn)
            .await?;
    if inclusive {
        source.split = crate::books::net_of_included_vat(source.split, &mut source.lines, rate_bp);
    }
    Ok(Some(source))
}

/// What is left of an order's money in the books (its sale less its refunds), by part and by
/// product; `None` when the order has no sale entry. (A sum of units beyond `INTEGER` is an error
/// of the database, never a wrong count.)
pub async fn left_on_order(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<SaleSource>> {
    read_source(
        conn,
        id,
        "SELECT (array_agg(public_id ORDER BY id))[1] AS public_id, \
                (array_agg(method ORDER BY id))[1] AS method, \
                sum(goods_cents)::bigint AS goods_cents, \
                sum(delivery_cents)::bigint AS delivery_cents, \
                sum(vat_cents)::bigint AS vat_cents, sum(cod_fee_cents)::bigint AS cod_fee_cents \
         FROM ledger_entries WHERE order_id = $1 \
         HAVING count(*) FILTER (WHERE kind <> 'refund') > 0",
        "SELECT l.product_id, (array_agg(l.name ORDER BY e.id))[1] AS name, \
                (array_agg(l.category ORDER BY e.id))[1] AS category, \
                sum(l.units)::integer AS units, sum(l.amount_cents)::bigint AS amount_cents \
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id \
         WHERE e.order_id = $1 GROUP BY l.product_id ORDER BY l.product_id",
    )
    .await
}

/// Serialises the writers of one order's money until the transaction ends (the order's row may
/// be gone: the books outlive it).
pub async fn lock_order_money(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended('ledger:' || $1::text, 0))")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn refund_recorded(conn: &mut PgConnection, key: &str) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE kind = 'refund' AND refund_key = $1)",
    )
    .bind(key)
    .fetch_one(conn)
    .await
}

/// The order's `refunded_cents` grows by `cents` (nothing when it was deleted).
pub async fn add_refunded(conn: &mut PgConnection, id: Uuid, cents: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE orders SET refunded_cents = refunded_cents + $2, updated_at = now() WHERE id = $1",
    )
    .bind(id)
    .bind(cents)
    .execute(conn)
    .await?;
    Ok(())
}

/// What collecting cash needs to know about an order, under its row lock.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CollectionHead {
    pub id: Uuid,
    pub public_id: String,
    pub status: String,
    pub payment_method: String,
    pub total_cents: i64,
    pub cod_collected_at: Option<DateTime<Utc>>,
}

pub async fn lock_for_collection(
    conn: &mut PgConnection,
    order: &OrderRef,
) -> sqlx::Result<Option<CollectionHead>> {
    let (id, public_id) = order.binds();
    sqlx::query_as(
        "SELECT id, public_id, status, payment_method, total_cents, cod_collected_at \
         FROM orders WHERE id = $1 OR public_id = $2 FOR UPDATE",
    )
    .bind(id)
    .bind(public_id)
    .fetch_optional(conn)
    .await
}

/// The order's cash was collected by `actor_id` now: it is Paid. Answers the time.
pub async fn mark_cod_collected(
    conn: &mut PgConnection,
    id: Uuid,
    actor_id: &str,
) -> sqlx::Result<DateTime<Utc>> {
    sqlx::query_scalar(
        "UPDATE orders SET payment_status = 'Paid', paid_at = now(), cod_collected_at = now(), \
         cod_collected_by = $2, payment_failure = '', updated_at = now() \
         WHERE id = $1 RETURNING cod_collected_at",
    )
    .bind(id)
    .bind(actor_id)
    .fetch_one(conn)
    .await
}

/// Sums of ledger entries (the `Revenue` of the proto).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Money {
    pub goods_cents: i64,
    pub delivery_cents: i64,
    pub vat_cents: i64,
    pub cod_fee_cents: i64,
    pub total_cents: i64,
    pub refunded_cents: i64,
    pub sales: i64,
    pub refunds: i64,
}

impl From<Money> for shop_proto::orders::v1::Revenue {
    fn from(m: Money) -> Self {
        let count = |n: i64| u64::try_from(n).unwrap_or(0);
        Self {
            total_cents: m.total_cents,
            vat_cents: m.vat_cents,
            excl_vat_cents: m.total_cents - m.vat_cents,
            goods_cents: m.goods_cents,
            delivery_cents: m.delivery_cents,
            cod_fee_cents: m.cod_fee_cents,
            refunded_cents: m.refunded_cents,
            sales: count(m.sales),
            refunds: count(m.refunds),
        }
    }
}

/// The `Money` columns summed over ledger entries `e` (for `SELECT ... FROM ledger_entries e`).
#[macro_export]
macro_rules! money_columns {
    () => {
        " coalesce(sum(e.goods_cents), 0)::bigint AS goods_cents, \
          coalesce(sum(e.delivery_cents), 0)::bigint AS delivery_cents, \
          coalesce(sum(e.vat_cents), 0)::bigint AS vat_cents, \
          coalesce(sum(e.cod_fee_cents), 0)::bigint AS cod_fee_cents, \
          coalesce(sum(e.total_cents), 0)::bigint AS total_cents, \
          coalesce(-sum(e.total_cents) FILTER (WHERE e.kind = 'refund'), 0)::bigint \
              AS refunded_cents, \
          count(*) FILTER (WHERE e.kind <> 'refund') AS sales, \
          count(*) FILTER (WHERE e.kind = 'refund') AS refunds "
    };
}
