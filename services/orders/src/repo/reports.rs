//! The sales report's SQL: every figure is computed by PostgreSQL over the orders schema, days,
//! ISO weeks and months being Nairobi's (`shop_common::nairobi::TIME_ZONE`). Orders not cancelled count as
//! revenue. The range is `[from, to]` in Nairobi days, both inclusive.

use chrono::NaiveDate;
use shop_common::nairobi::TIME_ZONE as SHOP_TIME_ZONE;
use sqlx::PgConnection;

/// How many products and categories the report ranks.
pub const TOP: i64 = 10;

/// The range's orders: `created_at` within the Nairobi days `$1..=$2` (`$3` the time zone).
/// A macro so each statement stays one static string (`concat!`).
macro_rules! in_range {
    () => {
        " o.created_at >= ($1::date::timestamp AT TIME ZONE $3) \
          AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3) "
    };
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Bucket {
    pub start: NaiveDate,
    pub revenue_cents: i64,
    pub orders: i64,
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
         o AS ( \
             SELECT date_trunc($4, o.created_at AT TIME ZONE $3)::date AS start, \
                    count(*) AS orders, sum(o.total_cents) AS revenue \
             FROM orders o WHERE o.status <> 'cancelled' AND ",
        in_range!(),
        " GROUP BY 1) \
         SELECT b.start, coalesce(o.revenue, 0)::bigint AS revenue_cents, \
                coalesce(o.orders, 0)::bigint AS orders \
         FROM b LEFT JOIN o USING (start) ORDER BY b.start"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(unit)
    .fetch_all(&mut *conn)
    .await
}

/// Orders of the range and the revenue of those not cancelled, by status (statuses without
/// orders are absent).
pub async fn by_status(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<(String, i64, i64)>> {
    sqlx::query_as(concat!(
        "SELECT o.status, count(*), \
                coalesce(sum(o.total_cents) FILTER (WHERE o.status <> 'cancelled'), 0)::bigint \
         FROM orders o WHERE ",
        in_range!(),
        " GROUP BY o.status"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .fetch_all(&mut *conn)
    .await
}

/// Orders not cancelled and their revenue by payment method, highest revenue first.
pub async fn by_payment_method(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<(String, i64, i64)>> {
    sqlx::query_as(concat!(
        "SELECT o.payment_method, count(*), sum(o.total_cents)::bigint AS revenue \
         FROM orders o WHERE o.status <> 'cancelled' AND ",
        in_range!(),
        " \
         GROUP BY o.payment_method ORDER BY revenue DESC, o.payment_method"
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

/// The [`TOP`] products by revenue (line totals of orders not cancelled), then units, then id.
pub async fn top_products(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<ProductSales>> {
    sqlx::query_as(concat!(
        "SELECT i.product_id, \
                (array_agg(i.name ORDER BY o.created_at DESC, o.id))[1] AS name, \
                sum(i.quantity)::bigint AS units, \
                sum(i.unit_price_cents * i.quantity)::bigint AS revenue_cents \
         FROM order_items i JOIN orders o ON o.id = i.order_id \
         WHERE o.status <> 'cancelled' AND ",
        in_range!(),
        " \
         GROUP BY i.product_id \
         ORDER BY revenue_cents DESC, units DESC, i.product_id LIMIT $4"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(TOP)
    .fetch_all(&mut *conn)
    .await
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CategorySales {
    pub category: String,
    pub units: i64,
    pub revenue_cents: i64,
}

/// The [`TOP`] top-level categories (the text before " - ") by revenue, then units, then name.
pub async fn top_categories(
    conn: &mut PgConnection,
    from: NaiveDate,
    to: NaiveDate,
) -> sqlx::Result<Vec<CategorySales>> {
    sqlx::query_as(concat!(
        "SELECT split_part(i.category, ' - ', 1) AS category, \
                sum(i.quantity)::bigint AS units, \
                sum(i.unit_price_cents * i.quantity)::bigint AS revenue_cents \
         FROM order_items i JOIN orders o ON o.id = i.order_id \
         WHERE o.status <> 'cancelled' AND ",
        in_range!(),
        " \
         GROUP BY 1 ORDER BY revenue_cents DESC, units DESC, 1 LIMIT $4"
    ))
    .bind(from)
    .bind(to)
    .bind(SHOP_TIME_ZONE)
    .bind(TOP)
    .fetch_all(&mut *conn)
    .await
}
