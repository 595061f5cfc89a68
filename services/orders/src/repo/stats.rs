//! The admin's order figures. Calendar months are Nairobi's (`shop_common::nairobi`), computed
//! by PostgreSQL; migration 0008's trigger files each order under its month in the same zone,
//! migration 0012's each ledger entry under the month its money moved.

use chrono::{DateTime, Utc};
use shop_common::nairobi::TIME_ZONE as SHOP_TIME_ZONE;
use sqlx::PgConnection;

use super::books::Money;

#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Figures {
    pub total_orders: i64,
    /// Orders not cancelled placed in the month.
    pub orders_this_month: i64,
    pub orders_last_month: i64,
}

/// Orders over every order, and orders placed in the Nairobi calendar months of `now` and the
/// one before (not cancelled): sums over `order_figures`, which a trigger keeps per month and
/// status (migration 0008), so the cost does not grow with the number of orders.
pub async fn figures(conn: &mut PgConnection, now: DateTime<Utc>) -> sqlx::Result<Figures> {
    sqlx::query_as(
        "WITH month AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2)::date AS this) \
         SELECT \
             coalesce(sum(orders), 0)::bigint AS total_orders, \
             coalesce(sum(orders) FILTER (WHERE status <> 'cancelled' \
                 AND f.month = this), 0)::bigint AS orders_this_month, \
             coalesce(sum(orders) FILTER (WHERE status <> 'cancelled' \
                 AND f.month = (this - interval '1 month')::date), 0)::bigint \
                 AS orders_last_month \
         FROM month LEFT JOIN order_figures f ON TRUE",
    )
    .bind(now)
    .bind(SHOP_TIME_ZONE)
    .fetch_one(&mut *conn)
    .await
}

/// The books' money: every month's, and the Nairobi calendar months of `now` and the one
/// before.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Revenue {
    pub all: Money,
    pub this_month: Money,
    pub last_month: Money,
}

/// Sums over `ledger_figures`, kept per month by a trigger on the ledger (migration 0012).
pub async fn revenue(conn: &mut PgConnection, now: DateTime<Utc>) -> sqlx::Result<Revenue> {
    let rows: Vec<(i32, Money)> = sqlx::query_as::<_, MonthMoney>(
        "WITH month AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2)::date AS this), \
         tagged AS ( \
             SELECT CASE WHEN f.month = m.this THEN 1 \
                         WHEN f.month = (m.this - interval '1 month')::date THEN 2 \
                         ELSE 0 END AS which, f.* \
             FROM ledger_figures f CROSS JOIN month m) \
         SELECT which, \
             sum(goods_cents)::bigint AS goods_cents, sum(delivery_cents)::bigint AS delivery_cents, \
             sum(vat_cents)::bigint AS vat_cents, sum(cod_fee_cents)::bigint AS cod_fee_cents, \
             sum(total_cents)::bigint AS total_cents, sum(refunded_cents)::bigint AS refunded_cents, \
             sum(sales)::bigint AS sales, sum(refunds)::bigint AS refunds \
         FROM tagged GROUP BY which",
    )
    .bind(now)
    .bind(SHOP_TIME_ZONE)
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|r| (r.which, r.money))
    .collect();
    let mut revenue = Revenue::default();
    for (which, m) in rows {
        revenue.all = add(revenue.all, m);
        match which {
            1 => revenue.this_month = m,
            2 => revenue.last_month = m,
            _ => {}
        }
    }
    Ok(revenue)
}

#[derive(sqlx::FromRow)]
struct MonthMoney {
    which: i32,
    #[sqlx(flatten)]
    money: Money,
}

fn add(a: Money, b: Money) -> Money {
    Money {
        goods_cents: a.goods_cents + b.goods_cents,
        delivery_cents: a.delivery_cents + b.delivery_cents,
        vat_cents: a.vat_cents + b.vat_cents,
        cod_fee_cents: a.cod_fee_cents + b.cod_fee_cents,
        total_cents: a.total_cents + b.total_cents,
        refunded_cents: a.refunded_cents + b.refunded_cents,
        sales: a.sales + b.sales,
        refunds: a.refunds + b.refunds,
    }
}

/// How many orders are in each status (statuses without orders are absent).
pub async fn count_by_status(conn: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT status, sum(orders)::bigint FROM order_figures GROUP BY status \
         HAVING sum(orders) <> 0",
    )
    .fetch_all(&mut *conn)
    .await
}

/// Best sellers (issue 24, part 1): units sold are counted over orders placed in the last this
/// many days.
pub const BEST_SELLER_DAYS: u32 = 30;
/// The most products one ask for best sellers answers.
pub const MAX_BEST_SELLERS: u32 = 200;

/// The `limit` products with the most units in paid, not cancelled orders placed in the last
/// [`BEST_SELLER_DAYS`], most first (ties: the lower product id first).
pub async fn best_sellers(pool: &sqlx::PgPool, limit: u32) -> sqlx::Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "SELECT i.product_id, sum(i.quantity)::bigint AS units \
         FROM order_items i JOIN orders o ON o.id = i.order_id \
         WHERE o.payment_status = 'Paid' AND o.status <> 'cancelled' \
           AND o.created_at >= now() - make_interval(days => $1) \
         GROUP BY i.product_id ORDER BY units DESC, i.product_id LIMIT $2",
    )
    .bind(i32::try_from(BEST_SELLER_DAYS).unwrap_or(i32::MAX))
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await
}
