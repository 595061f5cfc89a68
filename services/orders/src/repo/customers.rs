//! The admin's customer list: orders and money per account.

use sqlx::PgConnection;

/// One account's figures.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CustomerFigures {
    pub user_id: String,
    /// Every order, cancelled ones too.
    pub orders: i64,
    /// The totals of its paid orders that are not cancelled.
    pub spent_cents: i64,
}

/// The figures of the accounts among `user_ids` that placed orders, read through the
/// `orders_user_newest` index (one range per account).
pub async fn figures(
    conn: &mut PgConnection,
    user_ids: &[String],
) -> sqlx::Result<Vec<CustomerFigures>> {
    sqlx::query_as(
        "SELECT user_id, count(*)::bigint AS orders, \
             coalesce(sum(total_cents) FILTER (WHERE payment_status = 'Paid' \
                 AND status <> 'cancelled'), 0)::bigint AS spent_cents \
         FROM orders WHERE user_id = ANY($1) GROUP BY user_id",
    )
    .bind(user_ids)
    .fetch_all(&mut *conn)
    .await
}
