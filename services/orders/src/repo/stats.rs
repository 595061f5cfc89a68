//! The admin's order figures. Calendar months are Nairobi's (`shop_common::nairobi`), computed
//! by PostgreSQL; migration 0008's trigger files each order under its month in the same zone.

use chrono::{DateTime, Utc};
use shop_common::nairobi::TIME_ZONE as SHOP_TIME_ZONE;
use sqlx::PgConnection;

#[derive(Debug, Clone, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Figures {
    pub total_orders: i64,
    /// Orders not cancelled.
    pub revenue_cents: i64,
    pub revenue_this_month_cents: i64,
    pub revenue_last_month_cents: i64,
    pub orders_this_month: i64,
    pub orders_last_month: i64,
}

/// Totals over every order, and over the Nairobi calendar months of `now` and the one before
/// (orders not cancelled): sums over `order_figures`, which a trigger keeps per month and status
/// (migration 0008), so the cost does not grow with the number of orders.
pub async fn figures(conn: &mut PgConnection, now: DateTime<Utc>) -> sqlx::Result<Figures> {
    sqlx::query_as(
        "WITH month AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2)::date AS this) \
         SELECT \
             coalesce(sum(orders), 0)::bigint AS total_orders, \
             coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint \
                 AS revenue_cents, \
             coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' \
                 AND f.month = this), 0)::bigint AS revenue_this_month_cents, \
             coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled' \
                 AND f.month = (this - interval '1 month')::date), 0)::bigint \
                 AS revenue_last_month_cents, \
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

/// How many orders are in each status (statuses without orders are absent).
pub async fn count_by_status(conn: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT status, sum(orders)::bigint FROM order_figures GROUP BY status \
         HAVING sum(orders) <> 0",
    )
    .fetch_all(&mut *conn)
    .await
}
