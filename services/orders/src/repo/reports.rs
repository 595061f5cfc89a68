//! The sales report's SQL: every figure is computed by PostgreSQL over the books (the ledger of
//! money received and paid back, migration 0012), days, ISO weeks and months being Nairobi's
//! (`shop_common::nairobi::TIME_ZONE`) and money counted when it moved. The range is
//! `[from, to]` in Nairobi days, both inclusive.

use chrono::NaiveDate;
use shop_common::nairobi::TIME_ZONE as SHOP_TIME_ZONE;
use sqlx::PgConnection;

use super::books::Money;
use crate::money_columns;

/// How many products and categories the report ranks.
pub const TOP: i64 = 10;

/// The range's money: ledger entries `e` whose money moved within the Nairobi days `$1..=$2`
/// (`$3` the time zone). A macro so each statement stays one static string (`concat!`).
macro_rules! in_range {
    () => {
        " e.at >= ($1::date::timestamp AT TIME ZONE $3) \
          AND e.at < (($2::date + 1)::timestamp AT TIME ZONE $3) "
    };
}

/// The range's orders `o`, by when they were placed.
macro_rules! placed_in_range {
    () => {
        " o.created_at >= ($1::date::timestamp AT TIME ZONE $3) \
          AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3) "
    };
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Bucket {
    pub start: NaiveDate,
    #[sqlx(flatten)]
    pub money: Money,
}

/// One bucket per day, ISO week (from its Monday) or month (`unit`: "day", "week" or "month")
/// from the one holding `from` to the one holding `to`, zeros included, oldest first.
pub async fn buckets(
    conn: &mut PgConnection,
    unit: &str,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<Bucket>> {
    sqlx::query_as(concat!(
        "WITH b AS ( \
             SELECT s::date AS start FROM generate_series( \
                 date_trunc($4, $1::date::timestamp), date_trunc($4, $2::date::timestamp), \
                 ('1 ' || $4)::interval) AS s), \
         m AS ( \
             SELECT date_trunc($4, e.at AT TIME ZONE $3)::date AS start, ",
        money_columns!(),
        " FROM ledger_entries e WHERE ",
        in_range!(),
        " GROUP BY 1) \
         SELECT b.start, \
                coalesce(m.goods_cents, 0) AS goods_cents, \
                coalesce(m.delivery_cents, 0) AS delivery_cents, \
                coalesce(m.vat_cents, 0) AS vat_cents, \
                coalesce(m.cod_fee_cents, 0) AS cod_fee_cents, \
                coalesce(m.total_cents, 0) AS total_cents, \
                coalesce(m.refunded_cents, 0) AS refunded_cents, \
                coalesce(m.sales, 0) AS sales, coalesce(m.refunds, 0) AS refunds \
         FROM b LEFT JOIN m USING (start) ORDER BY b.start"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(unit)
    .fetch_all(&mut *conn)
    .await
}

/// The range's money in all.
pub async fn totals(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Money> {
    sqlx::query_as(concat!(
        "SELECT ",
        money_columns!(),
        " FROM ledger_entries e WHERE ",
        in_range!()
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .fetch_one(&mut *conn)
    .await
}

/// By status: the orders placed in the range now in it, and the money moved in the range on
/// orders now in it (statuses with neither are absent; money of deleted orders has no status).
pub async fn by_status(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<(String, i64, i64)>> {
    sqlx::query_as(concat!(
        "WITH placed AS (SELECT o.status, count(*) AS orders FROM orders o WHERE ",
        placed_in_range!(),
        " GROUP BY o.status), \
         money AS (SELECT o.status, sum(e.total_cents) AS revenue \
             FROM ledger_entries e JOIN orders o ON o.id = e.order_id WHERE ",
        in_range!(),
        " GROUP BY o.status) \
         SELECT status, coalesce(p.orders, 0)::bigint, coalesce(m.revenue, 0)::bigint \
         FROM placed p FULL JOIN money m USING (status)"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .fetch_all(&mut *conn)
    .await
}

/// Sales and money by the method it moved by, highest revenue first.
pub async fn by_payment_method(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<(String, i64, i64)>> {
    sqlx::query_as(concat!(
        "SELECT e.method, count(*) FILTER (WHERE e.kind <> 'refund'), \
                sum(e.total_cents)::bigint AS revenue \
         FROM ledger_entries e WHERE ",
        in_range!(),
        " GROUP BY e.method ORDER BY revenue DESC, e.method"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .fetch_all(&mut *conn)
    .await
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ProductSales {
    pub product_id: i64,
    pub name: String,
    pub units: i64,
    pub revenue_cents: i64,
}

/// The [`TOP`] products by goods in the books (sold less refunded), then units, then id.
pub async fn top_products(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<ProductSales>> {
    sqlx::query_as(concat!(
        "SELECT l.product_id, \
                (array_agg(l.name ORDER BY e.at DESC, e.id DESC))[1] AS name, \
                sum(l.units)::bigint AS units, \
                sum(l.amount_cents)::bigint AS revenue_cents \
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id WHERE ",
        in_range!(),
        " GROUP BY l.product_id \
         ORDER BY revenue_cents DESC, units DESC, l.product_id LIMIT $4"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(TOP)
    .fetch_all(&mut *conn)
    .await
}

/// Units and goods of every line in the range (what the top products and the rest add up to).
pub async fn all_lines(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(concat!(
        "SELECT coalesce(sum(l.units), 0)::bigint, coalesce(sum(l.amount_cents), 0)::bigint \
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id WHERE ",
        in_range!()
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .fetch_one(&mut *conn)
    .await
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CategorySales {
    pub category: String,
    pub units: i64,
    pub revenue_cents: i64,
}

/// The [`TOP`] top-level categories (the text before " - ") by goods, then units, then name.
pub async fn top_categories(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<CategorySales>> {
    sqlx::query_as(concat!(
        "SELECT split_part(l.category, ' - ', 1) AS category, \
                sum(l.units)::bigint AS units, \
                sum(l.amount_cents)::bigint AS revenue_cents \
         FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id WHERE ",
        in_range!(),
        " GROUP BY 1 ORDER BY revenue_cents DESC, units DESC, 1 LIMIT $4"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(TOP)
    .fetch_all(&mut *conn)
    .await
}

/// Every Nairobi calendar month the range touches, oldest first, with its money within the
/// range.
pub async fn by_month(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<Bucket>> {
    buckets(conn, "month", from, to).await
}
