//! ClosePayments: the orders service asks before it cancels an order nobody paid for. Payments
//! is the source of truth for whether money may still come: it asks Daraja about prompts still
//! pending, and closes the order for payment only when no attempt is pending or succeeded, in
//! the same lock that starting an attempt takes, so no prompt or charge can start after it. An
//! order with a kept paid callback that may be one of its prompts' is not closed either.

use shop_proto::payments::v1 as pb;
use uuid::Uuid;

use crate::domain::{AttemptStatus, Method};
use crate::error::Error;
use crate::mpesa;
use crate::repo;
use crate::state::State;

/// Takes the order's payment lock (held until the transaction ends) for an attempt about to
/// start: refused when the order is closed for payment or already paid.
pub async fn lock_open(conn: &mut sqlx::PgConnection, order_id: Uuid) -> Result<(), Error> {
    repo::lock_order(conn, order_id).await?;
    if repo::is_closed(conn, order_id).await? {
        return Err(Error::OrderCancelled);
    }
    if repo::paid_by_other(conn, order_id, None).await? {
        return Err(Error::AlreadyPaid);
    }
    Ok(())
}

/// `lapsed`: a Lipa Mdogo Mdogo plan that lapsed, whose paid instalments do not keep it open
/// (orders lists them as refunds due once it is cancelled); a pending attempt still does.
pub async fn close(
    state: &State,
    order_id: &str,
    lapsed: bool,
) -> Result<pb::ClosePaymentsResponse, Error> {
    let order_id = Uuid::parse_str(order_id.trim()).map_err(|_| Error::OrderNotFound)?;
    // Daraja knows whether the payer answered a prompt whose callback has not come.
    let attempts = repo::order_payments(&mut *state.pool.acquire().await?, order_id).await?;
    for attempt in attempts.iter().filter(|a| {
        a.status() == AttemptStatus::Pending
            && a.method == Method::Mpesa.as_str()
            && a.checkout_request_id.is_some()
    }) {
        mpesa::confirm_by_query(state, attempt).await?;
    }

    let mut tx = state.pool.begin().await?;
    repo::lock_order(&mut tx, order_id).await?;
    let attempts = repo::order_payments(&mut tx, order_id).await?;
    let state_word = if !lapsed
        && attempts
            .iter()
            .any(|a| a.status() == AttemptStatus::Succeeded)
    {
        "paid"
    } else if attempts
        .iter()
        .any(|a| a.status() == AttemptStatus::Pending)
        || repo::kept_paid_for_order(&mut tx, order_id, state.config.unanswered_push()).await?
    {
        // A kept paid callback may be one of its prompts': the sweeper assigns it first.
        "pending"
    } else {
        repo::close(&mut tx, order_id).await?;
        "none"
    };
    tx.commit().await?;
    Ok(pb::ClosePaymentsResponse {
        closed: state_word == "none",
        state: state_word.to_owned(),
    })
}
