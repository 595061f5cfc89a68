//! SQL of stock reservations (table `stock_reservations`, migration 0003).
//!
//! Reserving is one transaction of three statements, whatever the number of lines:
//! 1. claim the order by inserting its lines (the primary key makes a second claim for the same
//!    order a conflict, so a repeated call answers the first reservation and takes nothing);
//! 2. lock the products in id order (`ORDER BY id FOR UPDATE`), so two orders sharing products
//!    always queue in the same order and never deadlock;
//! 3. take the stock with one conditional `UPDATE ... WHERE stock >= quantity`, which also
//!    answers the updated rows. Any line it could not take rolls everything back.
//!
//! Releasing marks the order's unreleased rows released and gives their quantities back, in the
//! caller's transaction; only one caller can find a row unreleased, so it happens once.

use shop_proto::catalog::v1 as pb;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::ProductRow;
use crate::domain::stock::{self, OnHand, Reservation};

const CLAIM: &str = "\
INSERT INTO stock_reservations (order_id, line, product_id, quantity)
SELECT $1, l.line, l.product_id, l.quantity
FROM unnest($2::bigint[], $3::int[]) WITH ORDINALITY AS l(product_id, quantity, line)
ON CONFLICT DO NOTHING";

const LOCK: &str = "SELECT id, name, stock, status = 'live' FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE";

const TAKE: &str = concat!(
    "UPDATE products SET stock = stock - l.quantity \
     FROM unnest($1::bigint[], $2::int[]) AS l(product_id, quantity) \
     WHERE id = l.product_id AND stock >= l.quantity AND status = 'live' RETURNING ",
    product_columns!()
);

const EARLIER: &str = "\
SELECT product_id, quantity, released_at IS NOT NULL
FROM stock_reservations WHERE order_id = $1 ORDER BY line";

const MARK_RELEASED: &str = "\
UPDATE stock_reservations SET released_at = now()
WHERE order_id = $1 AND released_at IS NULL
RETURNING product_id, quantity";

const GIVE_BACK: &str = "\
UPDATE products SET stock = stock + l.quantity
FROM unnest($1::bigint[], $2::int[]) AS l(product_id, quantity)
WHERE id = l.product_id";

/// What ReserveStock found.
#[derive(Debug)]
pub enum ReserveOutcome {
    /// The stock is held for the order: taken now, or by an earlier call for the same order.
    /// One line per product, in request order.
    Reserved(Vec<pb::ReservedLine>),
    /// Nothing was reserved; every line that could not be met.
    Short(Vec<pb::Shortage>),
    /// The order reserved earlier and has since given its stock back.
    Released,
    /// The order reserved earlier, but this product of it has been deleted since.
    ProductRemoved(i64),
}

/// Reserves every line of `reservation` or none.
#[tracing::instrument(skip_all, fields(order_id = %reservation.order_id))]
pub async fn reserve(pool: &PgPool, reservation: &Reservation) -> sqlx::Result<ReserveOutcome> {
    let (ids, quantities): (Vec<i64>, Vec<i32>) = reservation
        .lines
        .iter()
        .map(|line| (line.product_id, line.quantity))
        .unzip();
    let mut tx = pool.begin().await?;
    let claimed = sqlx::query(CLAIM)
        .bind(reservation.order_id)
        .bind(&ids)
        .bind(&quantities)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if claimed != ids.len() as u64 {
        tx.rollback().await?;
        return earlier(pool, reservation.order_id).await;
    }
    let on_hand: Vec<(i64, String, i32, bool)> =
        sqlx::query_as(LOCK).bind(&ids).fetch_all(&mut *tx).await?;
    let taken: Vec<ProductRow> = sqlx::query_as(TAKE)
        .bind(&ids)
        .bind(&quantities)
        .fetch_all(&mut *tx)
        .await?;
    if taken.len() != ids.len() {
        tx.rollback().await?;
        // The rows were locked from the read to the update, so `on_hand` is what it saw.
        let on_hand: OnHand = on_hand
            .into_iter()
            .map(|(id, name, stock, live)| (id, (name, stock, live)))
            .collect();
        return Ok(ReserveOutcome::Short(stock::shortages(
            &reservation.lines,
            &on_hand,
        )));
    }
    tx.commit().await?;
    let products = super::in_order_of(&ids, taken);
    Ok(ReserveOutcome::Reserved(
        products
            .into_iter()
            .zip(quantities)
            .map(|(product, quantity)| pb::ReservedLine {
                product: Some(product),
                quantity,
            })
            .collect(),
    ))
}

/// The reservation an earlier call made for `order_id`, with its products as they are now.
async fn earlier(pool: &PgPool, order_id: Uuid) -> sqlx::Result<ReserveOutcome> {
    let lines: Vec<(i64, i32, bool)> = sqlx::query_as(EARLIER)
        .bind(order_id)
        .fetch_all(pool)
        .await?;
    // Reservation rows are never deleted, so the claim conflicted with rows that are still here.
    if lines.is_empty() {
        return Err(sqlx::Error::RowNotFound);
    }
    if lines.iter().any(|&(_, _, released)| released) {
        return Ok(ReserveOutcome::Released);
    }
    let ids: Vec<i64> = lines.iter().map(|&(id, _, _)| id).collect();
    let mut products = super::by_ids(pool, &ids).await?.into_iter().peekable();
    let mut reserved = Vec::with_capacity(lines.len());
    for (product_id, quantity, _) in lines {
        match products.next_if(|p| p.id == product_id) {
            Some(product) => reserved.push(pb::ReservedLine {
                product: Some(product),
                quantity,
            }),
            None => return Ok(ReserveOutcome::ProductRemoved(product_id)),
        }
    }
    Ok(ReserveOutcome::Reserved(reserved))
}

/// Gives back the stock `order_id` holds, on `conn`, which must be inside a transaction (the
/// ReleaseStock call's or the order.cancelled consumer's). False when it held none: never
/// reserved, or released before.
#[tracing::instrument(skip(conn))]
pub async fn release(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<bool> {
    let released: Vec<(i64, i32)> = sqlx::query_as(MARK_RELEASED)
        .bind(order_id)
        .fetch_all(&mut *conn)
        .await?;
    if released.is_empty() {
        return Ok(false);
    }
    let (ids, quantities): (Vec<i64>, Vec<i32>) = released.into_iter().unzip();
    sqlx::query(LOCK).bind(&ids).execute(&mut *conn).await?;
    sqlx::query(GIVE_BACK)
        .bind(&ids)
        .bind(&quantities)
        .execute(&mut *conn)
        .await?;
    Ok(true)
}

/// Orders with a reservation still held, reserved before `reserved_before`, ids above `after`,
/// ascending.
pub async fn held_before(
    pool: &PgPool,
    reserved_before: chrono::DateTime<chrono::Utc>,
    after: Option<Uuid>,
    limit: i64,
) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "SELECT order_id FROM stock_reservations WHERE line = 1 AND released_at IS NULL \
         AND reserved_at < $1 AND ($2::uuid IS NULL OR order_id > $2) \
         ORDER BY order_id LIMIT $3",
    )
    .bind(reserved_before)
    .bind(after)
    .bind(limit)
    .fetch_all(pool)
    .await
}
