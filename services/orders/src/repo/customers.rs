//! The admin's customer list: orders and money per account.

use sqlx::PgConnection;

/// One account's figures.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct CustomerFigures {
    pub user_id: String,
    /// Every order, cancelled ones too.
    pub orders: i64,
    /// The money its orders brought in, from the books: payments and cash collected, less
    /// refunds paid (docs/decisions.md "Books that are true").
    pub spent_cents: i64,
}

/// The figures of the accounts among `user_ids` that placed orders, read through the
/// `orders_user_newest` index (one range per account) and the ledger's `ledger_entries_order`
/// index (the entries of each order). What an account spent is the one definition of money
/// received: its orders' ledger entries (sales and refunds) added up. Money of an order an
/// admin deleted stays in the books but is no longer any account's.
pub async fn figures(
    conn: &mut PgConnection,
    user_ids: &[String],
) -> sqlx::Result<Vec<CustomerFigures>> {
    sqlx::query_as(
        "SELECT o.user_id, count(*)::bigint AS orders, \
             coalesce(sum(money.cents), 0)::bigint AS spent_cents \
         FROM orders o \
         LEFT JOIN LATERAL (SELECT sum(l.total_cents) AS cents FROM ledger_entries l \
             WHERE l.order_id = o.id) money ON true \
         WHERE o.user_id = ANY($1) GROUP BY o.user_id",
    )
    .bind(user_ids)
    .fetch_all(&mut *conn)
    .await
}
