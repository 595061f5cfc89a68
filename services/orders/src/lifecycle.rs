//! An order's life after it is placed (customer spec section 4, admin order management):
//! cancellation by its owner, status changes and deletion by an admin. Each change takes the
//! order's row lock, writes its history and its events in one transaction, so two concurrent
//! changes happen one after the other and an event is never lost nor sent for a change that did
//! not happen.

use chrono::Utc;
use shop_common::audit;
use shop_common::caller::Caller;
use shop_proto::orders::v1 as pb;
use sqlx::{PgConnection, PgPool};

use crate::domain::{INVALID_STATUS, OrderStatus};
use crate::error::Error;
use crate::events::{self, CancelReason, OrderIds};
use crate::repo::orders::Head;
use crate::repo::{self, OrderRef, rfc3339};

fn order_ref(id: &str) -> Result<OrderRef, Error> {
    OrderRef::parse(id).ok_or(Error::OrderNotFound)
}

async fn reload(pool: &PgPool, order: &Head) -> Result<pb::Order, Error> {
    repo::orders::find(&mut *pool.acquire().await?, &OrderRef::Id(order.id))
        .await?
        .ok_or(Error::OrderNotFound)
}

/// Moves a locked order from its status to `to`, with `order.status_changed`, and with
/// `order.cancelled` (its lines go back to the catalogue) when `to` is cancelled.
pub(crate) async fn transition(
    conn: &mut PgConnection,
    order: &Head,
    from: OrderStatus,
    to: OrderStatus,
    reason: CancelReason,
) -> Result<(), Error> {
    let changed_at = repo::orders::change_status(conn, order.id, Some(from), to)
        .await?
        .ok_or(Error::NotCancellable)?;
    let changed_at = rfc3339(changed_at);
    let order_id = order.id.to_string();
    let ids = OrderIds {
        order_id: &order_id,
        public_id: &order.public_id,
        user_id: &order.user_id,
    };
    events::status_changed(conn, &ids, from.as_str(), to.as_str(), &changed_at).await?;
    if to == OrderStatus::Cancelled {
        let lines = repo::orders::lines(conn, order.id).await?;
        events::cancelled(conn, &ids, &lines, reason, &changed_at).await?;
        // Cancelled after payment: the sale KRA was told of is credited in full.
        crate::etims::queue_credit_note(conn, order.id, crate::etims::CANCEL, Utc::now()).await?;
        // Cancelled before payment: its discount code's use is given back.
        repo::coupons::release_unpaid_use(conn, order.id).await?;
        // A Lipa Mdogo Mdogo plan: the money paid on it is due back.
        crate::instalments::on_cancelled(conn, order.id).await?;
    }
    Ok(())
}

fn status_of(order: &Head) -> Result<OrderStatus, Error> {
    OrderStatus::parse(&order.status).ok_or_else(|| {
        Error::unexpected("reading an order's status", format!("{:?}", order.status))
    })
}

/// CancelOrder: a pending order becomes cancelled and its stock goes back. Its owner cancels
/// (reason "customer"), or an admin ("admin"); anyone else is refused.
pub async fn cancel(pool: &PgPool, id: &str, caller: &Caller) -> Result<pb::Order, Error> {
    caller.signed_in()?;
    let order_ref = order_ref(id)?;
    let mut tx = pool.begin().await?;
    let order = repo::orders::lock(&mut tx, &order_ref)
        .await?
        .ok_or(Error::OrderNotFound)?;
    caller.ensure_owner_or_admin(&order.user_id)?;
    if status_of(&order)? != OrderStatus::Pending {
        return Err(Error::NotCancellable);
    }
    let reason = if caller.user_id() == Some(order.user_id.as_str()) {
        CancelReason::Customer
    } else {
        CancelReason::Admin
    };
    transition(
        &mut tx,
        &order,
        OrderStatus::Pending,
        OrderStatus::Cancelled,
        reason,
    )
    .await?;
    tx.commit().await?;
    reload(pool, &order).await
}

/// UpdateOrderStatus (admin `actor_id`): any of the five from any status, except out of
/// cancelled (its stock went back). The same status again changes nothing (and is not audited);
/// a change is audited as `order.status` in its transaction.
pub async fn set_status(
    pool: &PgPool,
    id: &str,
    status: &str,
    actor_id: &str,
) -> Result<pb::Order, Error> {
    let to =
        OrderStatus::parse(status).ok_or_else(|| Error::invalid("order_status", INVALID_STATUS))?;
    let order_ref = order_ref(id)?;
    let mut tx = pool.begin().await?;
    let order = repo::orders::lock(&mut tx, &order_ref)
        .await?
        .ok_or(Error::OrderNotFound)?;
    let from = status_of(&order)?;
    if from == to {
        tx.rollback().await?;
        return reload(pool, &order).await;
    }
    if from == OrderStatus::Cancelled {
        return Err(Error::CancelledIsFinal);
    }
    // Lipa Mdogo Mdogo: delivered only once paid in full.
    crate::instalments::check_may_go_out(&mut tx, order.id, to).await?;
    transition(&mut tx, &order, from, to, CancelReason::Admin).await?;
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id,
            kind: audit::ORDER_STATUS,
            target: &order.public_id,
            summary: &format!("Status {} -> {}", from.as_str(), to.as_str()),
            before: Some(serde_json::json!({ "status": from.as_str() })),
            after: Some(serde_json::json!({ "status": to.as_str() })),
        },
    )
    .await?;
    tx.commit().await?;
    reload(pool, &order).await
}

/// DeleteOrder (admin `actor_id`): removes the order; one whose stock was still held (pending
/// or processing) gives it back through `order.cancelled` ("deleted"), in the same transaction,
/// audited there as `order.delete` with what the order was.
pub async fn delete(pool: &PgPool, id: &str, actor_id: &str) -> Result<(), Error> {
    let order_ref = order_ref(id)?;
    let mut tx = pool.begin().await?;
    let order = repo::orders::lock(&mut tx, &order_ref)
        .await?
        .ok_or(Error::OrderNotFound)?;
    let before = repo::orders::audit_view(&mut tx, order.id).await?;
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id,
            kind: audit::ORDER_DELETE,
            target: &order.public_id,
            summary: &format!("Deleted order {} ({})", order.public_id, order.status),
            before: Some(before),
            after: None,
        },
    )
    .await?;
    if status_of(&order)?.holds_stock() {
        let lines = repo::orders::lines(&mut tx, order.id).await?;
        let order_id = order.id.to_string();
        let ids = OrderIds {
            order_id: &order_id,
            public_id: &order.public_id,
            user_id: &order.user_id,
        };
        events::cancelled(
            &mut tx,
            &ids,
            &lines,
            CancelReason::Deleted,
            &rfc3339(Utc::now()),
        )
        .await?;
    }
    repo::orders::delete(&mut tx, order.id).await?;
    tx.commit().await?;
    Ok(())
}
