//! Coupons, read whole: the table holds a handful of rows.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::domain::campaign::Coupon;

#[derive(sqlx::FromRow)]
struct CouponRow {
    code: String,
    description: String,
    free_shipping: bool,
    days_of_week: Vec<i16>,
    timezone: String,
    active: bool,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
}

/// Every active coupon, by code.
pub async fn active(conn: &mut PgConnection) -> sqlx::Result<Vec<Coupon>> {
    read(
        conn,
        "SELECT code, description, free_shipping, days_of_week, timezone, active, starts_at, \
         ends_at FROM coupons WHERE active ORDER BY code",
    )
    .await
}

/// Every coupon, active or not, by code (the admin's settings).
pub async fn all(conn: &mut PgConnection) -> sqlx::Result<Vec<Coupon>> {
    read(
        conn,
        "SELECT code, description, free_shipping, days_of_week, timezone, active, starts_at, \
         ends_at FROM coupons ORDER BY code",
    )
    .await
}

async fn read(conn: &mut PgConnection, sql: &'static str) -> sqlx::Result<Vec<Coupon>> {
    let rows: Vec<CouponRow> = sqlx::query_as(sql).fetch_all(&mut *conn).await?;
    Ok(rows
        .into_iter()
        .map(|r| Coupon {
            code: r.code,
            description: r.description,
            free_shipping: r.free_shipping,
            days_of_week: r.days_of_week,
            timezone: r.timezone,
            active: r.active,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
        })
        .collect())
}
