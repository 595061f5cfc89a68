//! The events orders publish (ARCHITECTURE.md "Events"), each written into the outbox inside the
//! transaction that makes the change it describes.

use shop_common::events::{self, ORDER_CANCELLED, ORDER_CREATED, ORDER_STATUS_CHANGED};
use shop_proto::events::v1 as ev;
use sqlx::PgConnection;

/// Why an order's stock goes back to the catalogue (`OrderCancelled.reason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CancelReason {
    /// The shopper cancelled a pending order.
    Customer,
    /// An admin cancelled it (CancelOrder without an owner, or UpdateOrderStatus).
    Admin,
    /// An admin deleted an order whose stock was still held.
    Deleted,
    /// An online order was not paid in time (`UNPAID_ORDER_CANCEL_AFTER_SECS`).
    Unpaid,
    /// A Lipa Mdogo Mdogo plan lapsed: a due date and its grace passed unpaid.
    Lapsed,
}

impl CancelReason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Customer => "customer",
            Self::Admin => "admin",
            Self::Deleted => "deleted",
            Self::Unpaid => "unpaid",
            Self::Lapsed => "lapsed",
        }
    }
}

/// An order, as the events name it.
pub struct OrderIds<'a> {
    pub order_id: &'a str,
    pub public_id: &'a str,
    pub user_id: &'a str,
}

fn order_lines(lines: &[(i64, i32)]) -> Vec<ev::OrderLine> {
    lines
        .iter()
        .map(|&(product_id, quantity)| ev::OrderLine {
            product_id,
            quantity,
        })
        .collect()
}

pub async fn created(
    conn: &mut PgConnection,
    order: &OrderIds<'_>,
    total_cents: i64,
    payment_method: &str,
    lines: &[(i64, i32)],
    created_at: &str,
) -> sqlx::Result<()> {
    let payload = ev::OrderCreated {
        order_id: order.order_id.to_owned(),
        public_id: order.public_id.to_owned(),
        user_id: order.user_id.to_owned(),
        total_cents,
        payment_method: payment_method.to_owned(),
        lines: order_lines(lines),
        created_at: created_at.to_owned(),
    };
    events::enqueue(conn, ORDER_CREATED, &payload).await?;
    Ok(())
}

pub async fn status_changed(
    conn: &mut PgConnection,
    order: &OrderIds<'_>,
    from_status: &str,
    to_status: &str,
    changed_at: &str,
) -> sqlx::Result<()> {
    let payload = ev::OrderStatusChanged {
        order_id: order.order_id.to_owned(),
        public_id: order.public_id.to_owned(),
        user_id: order.user_id.to_owned(),
        from_status: from_status.to_owned(),
        to_status: to_status.to_owned(),
        changed_at: changed_at.to_owned(),
    };
    events::enqueue(conn, ORDER_STATUS_CHANGED, &payload).await?;
    Ok(())
}

pub async fn cancelled(
    conn: &mut PgConnection,
    order: &OrderIds<'_>,
    lines: &[(i64, i32)],
    reason: CancelReason,
    cancelled_at: &str,
) -> sqlx::Result<()> {
    let payload = ev::OrderCancelled {
        order_id: order.order_id.to_owned(),
        public_id: order.public_id.to_owned(),
        user_id: order.user_id.to_owned(),
        lines: order_lines(lines),
        reason: reason.as_str().to_owned(),
        cancelled_at: cancelled_at.to_owned(),
    };
    events::enqueue(conn, ORDER_CANCELLED, &payload).await?;
    Ok(())
}

/// `order.instalment_due`: a Lipa Mdogo Mdogo instalment of `amount_cents` falls due on
/// `due_on`.
pub async fn instalment_due(
    conn: &mut PgConnection,
    order: &OrderIds<'_>,
    amount_cents: i64,
    due_on: &str,
    balance_cents: i64,
) -> sqlx::Result<()> {
    let payload = ev::OrderInstalmentDue {
        order_id: order.order_id.to_owned(),
        public_id: order.public_id.to_owned(),
        user_id: order.user_id.to_owned(),
        amount_cents,
        due_on: due_on.to_owned(),
        balance_cents,
    };
    events::enqueue(conn, shop_common::events::ORDER_INSTALMENT_DUE, &payload).await?;
    Ok(())
}
