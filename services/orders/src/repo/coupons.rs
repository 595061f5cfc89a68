//! Coupons and discount codes, read whole (the table holds a handful of rows), and their uses.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::campaign::{Coupon, Kind, Uses};

/// `SELECT <every coupon column> FROM coupons c <rest>`, as a `&'static str`.
macro_rules! select_coupons {
    ($rest:literal) => {
        concat!(
            "SELECT c.code, c.description, c.kind, c.percent_off, c.amount_off_cents, \
             c.days_of_week, c.timezone, c.active, c.starts_at, c.ends_at, \
             c.min_subtotal_cents, c.usage_limit, c.per_customer_limit, c.created_at, \
             c.updated_at, (SELECT count(*) FROM coupon_uses u \
             WHERE u.code = c.code AND u.released_at IS NULL) AS uses FROM coupons c ",
            $rest
        )
    };
}

#[derive(sqlx::FromRow)]
struct CouponRow {
    code: String,
    description: String,
    kind: String,
    percent_off: i16,
    amount_off_cents: i64,
    days_of_week: Vec<i16>,
    timezone: String,
    active: bool,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    min_subtotal_cents: i64,
    usage_limit: Option<i32>,
    per_customer_limit: Option<i32>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    uses: i64,
}

impl CouponRow {
    fn into_listed(self) -> Listed {
        Listed {
            created_at: self.created_at,
            updated_at: self.updated_at,
            uses: self.uses,
            coupon: self.into_coupon(),
        }
    }

    fn into_coupon(self) -> Coupon {
        Coupon {
            // The table's CHECK keeps kind and figures consistent; a row it let through is read.
            kind: Kind::from_parts(&self.kind, self.percent_off, self.amount_off_cents)
                .unwrap_or(Kind::FreeShipping),
            code: self.code,
            description: self.description,
            days_of_week: self.days_of_week,
            timezone: self.timezone,
            active: self.active,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            min_subtotal_cents: self.min_subtotal_cents,
            usage_limit: self.usage_limit,
            per_customer_limit: self.per_customer_limit,
        }
    }
}

/// Every active coupon, by code.
pub async fn active(conn: &mut PgConnection) -> sqlx::Result<Vec<Coupon>> {
    read(conn, select_coupons!("WHERE c.active ORDER BY c.code")).await
}

/// Every coupon, active or not, by code (the admin's settings).
pub async fn all(conn: &mut PgConnection) -> sqlx::Result<Vec<Coupon>> {
    read(conn, select_coupons!("ORDER BY c.code")).await
}

async fn read(conn: &mut PgConnection, sql: &'static str) -> sqlx::Result<Vec<Coupon>> {
    let rows: Vec<CouponRow> = sqlx::query_as(sql).fetch_all(&mut *conn).await?;
    Ok(rows.into_iter().map(CouponRow::into_coupon).collect())
}

/// The coupon `code` names (upper case), if any.
pub async fn find(conn: &mut PgConnection, code: &str) -> sqlx::Result<Option<Coupon>> {
    let row: Option<CouponRow> = sqlx::query_as(select_coupons!("WHERE c.code = $1"))
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map(CouponRow::into_coupon))
}

/// Locks the coupon `code` for the rest of the transaction and reads it: placements with the
/// same code wait here for one another, so the uses they count next are every committed one.
pub async fn lock(conn: &mut PgConnection, code: &str) -> sqlx::Result<Option<Coupon>> {
    let row: Option<CouponRow> =
        sqlx::query_as(select_coupons!("WHERE c.code = $1 FOR UPDATE OF c"))
            .bind(code)
            .fetch_optional(&mut *conn)
            .await?;
    Ok(row.map(CouponRow::into_coupon))
}

/// The uses of `code` counted now: by everyone, and by `user_id` (none for an empty one).
pub async fn uses(conn: &mut PgConnection, code: &str, user_id: &str) -> sqlx::Result<Uses> {
    let (total, by_customer): (i64, i64) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE user_id = $2 AND $2 <> '') \
         FROM coupon_uses WHERE code = $1 AND released_at IS NULL",
    )
    .bind(code)
    .bind(user_id)
    .fetch_one(&mut *conn)
    .await?;
    Ok(Uses { total, by_customer })
}

/// Records that order `order_id` of `user_id` uses `code` (in the order's transaction).
pub async fn take_use(
    conn: &mut PgConnection,
    order_id: Uuid,
    code: &str,
    user_id: &str,
) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO coupon_uses (order_id, code, user_id) VALUES ($1, $2, $3)")
        .bind(order_id)
        .bind(code)
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// Gives back the use of order `order_id` if it has one still counted and the order was never
/// paid (called as it is cancelled; a paid order's code stays used).
pub async fn release_unpaid_use(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE coupon_uses SET released_at = now() WHERE order_id = $1 AND released_at IS NULL \
         AND EXISTS (SELECT 1 FROM orders WHERE id = $1 AND payment_status <> 'Paid')",
    )
    .bind(order_id)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A coupon as the admin lists it: with its uses counted now and its dates of record.
pub struct Listed {
    pub coupon: Coupon,
    pub uses: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Every coupon with its uses, by code.
pub async fn listed(conn: &mut PgConnection) -> sqlx::Result<Vec<Listed>> {
    let rows: Vec<CouponRow> = sqlx::query_as(select_coupons!("ORDER BY c.code"))
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows.into_iter().map(CouponRow::into_listed).collect())
}

/// One coupon with its uses.
pub async fn listed_one(conn: &mut PgConnection, code: &str) -> sqlx::Result<Option<Listed>> {
    let row: Option<CouponRow> = sqlx::query_as(select_coupons!("WHERE c.code = $1"))
        .bind(code)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(row.map(CouponRow::into_listed))
}

/// Stores a new code; `Ok(false)` when the code is taken.
pub async fn insert(conn: &mut PgConnection, c: &Coupon) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "INSERT INTO coupons (code, description, kind, free_shipping, percent_off, \
         amount_off_cents, days_of_week, timezone, active, starts_at, ends_at, \
         min_subtotal_cents, usage_limit, per_customer_limit) \
         VALUES ($1, $2, $3, $3 = 'free_shipping', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         ON CONFLICT (code) DO NOTHING",
    )
    .bind(&c.code)
    .bind(&c.description)
    .bind(c.kind.as_str())
    .bind(c.kind.percent_off())
    .bind(c.kind.amount_off_cents())
    .bind(&c.days_of_week)
    .bind(&c.timezone)
    .bind(c.active)
    .bind(c.starts_at)
    .bind(c.ends_at)
    .bind(c.min_subtotal_cents)
    .bind(c.usage_limit)
    .bind(c.per_customer_limit)
    .execute(&mut *conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Replaces the admin's fields of an existing code (its weekdays and time zone are the
/// settings').
pub async fn update(conn: &mut PgConnection, c: &Coupon) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE coupons SET description = $2, kind = $3, free_shipping = $3 = 'free_shipping', \
         percent_off = $4, amount_off_cents = $5, active = $6, starts_at = $7, ends_at = $8, \
         min_subtotal_cents = $9, usage_limit = $10, per_customer_limit = $11, \
         updated_at = now() WHERE code = $1",
    )
    .bind(&c.code)
    .bind(&c.description)
    .bind(c.kind.as_str())
    .bind(c.kind.percent_off())
    .bind(c.kind.amount_off_cents())
    .bind(c.active)
    .bind(c.starts_at)
    .bind(c.ends_at)
    .bind(c.min_subtotal_cents)
    .bind(c.usage_limit)
    .bind(c.per_customer_limit)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
