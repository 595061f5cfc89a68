//! The admin's order figures. Calendar months are Nairobi's, computed by PostgreSQL.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

/// The shop's time zone, for "this month" and "last month".
pub const SHOP_TIME_ZONE: &str = "Africa/Nairobi";

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
/// (orders not cancelled).
pub async fn figures(conn: &mut PgConnection, now: DateTime<Utc>) -> sqlx::Result<Figures> {
    sqlx::query_as(
        "WITH month AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2) AS start), \
         bounds AS ( \
             SELECT (start - interval '1 month') AT TIME ZONE $2 AS last_start, \
                    start AT TIME ZONE $2 AS this_start, \
                    (start + interval '1 month') AT TIME ZONE $2 AS next_start \
             FROM month) \
         SELECT \
             (SELECT count(*) FROM orders) AS total_orders, \
             (SELECT coalesce(sum(total_cents), 0)::bigint FROM orders \
                  WHERE status <> 'cancelled') AS revenue_cents, \
             (SELECT coalesce(sum(total_cents), 0)::bigint FROM orders \
                  WHERE status <> 'cancelled' AND created_at >= this_start \
                    AND created_at < next_start) AS revenue_this_month_cents, \
             (SELECT coalesce(sum(total_cents), 0)::bigint FROM orders \
                  WHERE status <> 'cancelled' AND created_at >= last_start \
                    AND created_at < this_start) AS revenue_last_month_cents, \
             (SELECT count(*) FROM orders \
                  WHERE status <> 'cancelled' AND created_at >= this_start \
                    AND created_at < next_start) AS orders_this_month, \
             (SELECT count(*) FROM orders \
                  WHERE status <> 'cancelled' AND created_at >= last_start \
                    AND created_at < this_start) AS orders_last_month \
         FROM bounds",
    )
    .bind(now)
    .bind(SHOP_TIME_ZONE)
    .fetch_one(&mut *conn)
    .await
}

/// How many orders are in each status (statuses without orders are absent).
pub async fn count_by_status(conn: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as("SELECT status, count(*) FROM orders GROUP BY status")
        .fetch_all(&mut *conn)
        .await
}
