//! The events payments publish (ARCHITECTURE.md "Events"), each written into the outbox inside
//! the transaction that settles the attempt it describes.

use shop_common::events::{self, PAYMENT_FAILED, PAYMENT_SUCCEEDED, PAYMENT_UNMATCHED};
use shop_proto::events::v1 as ev;
use sqlx::PgConnection;

use crate::repo::{Attempt, Unmatched, rfc3339};

/// `payment.succeeded` for a settled attempt.
pub async fn succeeded(conn: &mut PgConnection, attempt: &Attempt) -> sqlx::Result<()> {
    let payload = ev::PaymentSucceeded {
        payment_id: attempt.id.to_string(),
        order_id: attempt.order_id.to_string(),
        public_id: attempt.public_id.clone(),
        user_id: attempt.user_id.clone(),
        method: attempt.method.clone(),
        amount_cents: attempt.amount_cents,
        reference: attempt.reference(),
        paid_at: attempt.settled_at.map(rfc3339).unwrap_or_default(),
        payer: attempt.payer(),
    };
    events::enqueue(conn, PAYMENT_SUCCEEDED, &payload).await?;
    Ok(())
}

/// `payment.failed` for a settled attempt.
pub async fn failed(conn: &mut PgConnection, attempt: &Attempt) -> sqlx::Result<()> {
    let payload = ev::PaymentFailed {
        payment_id: attempt.id.to_string(),
        order_id: attempt.order_id.to_string(),
        public_id: attempt.public_id.clone(),
        user_id: attempt.user_id.clone(),
        method: attempt.method.clone(),
        reason: attempt.result_desc.clone(),
        result_code: attempt.result_code.unwrap_or(0),
        failed_at: attempt.settled_at.map(rfc3339).unwrap_or_default(),
    };
    events::enqueue(conn, PAYMENT_FAILED, &payload).await?;
    Ok(())
}

/// `payment.unmatched` for a kept paid callback Daraja confirmed and no prompt took; `closest`
/// is the prompt to the same payer for the same amount nearest before it, if any.
pub async fn unmatched(
    conn: &mut PgConnection,
    callback: &Unmatched,
    receipt: Option<&str>,
    closest: Option<&Attempt>,
) -> sqlx::Result<()> {
    let payload = ev::PaymentUnmatched {
        checkout_request_id: callback.checkout_request_id.clone(),
        reference: receipt.unwrap_or(&callback.checkout_request_id).to_owned(),
        phone: callback.phone.clone().unwrap_or_default(),
        amount_cents: callback.amount_cents.unwrap_or(0),
        received_at: rfc3339(callback.received_at),
        order_id: closest.map(|a| a.order_id.to_string()).unwrap_or_default(),
        public_id: closest.map(|a| a.public_id.clone()).unwrap_or_default(),
    };
    events::enqueue(conn, PAYMENT_UNMATCHED, &payload).await?;
    Ok(())
}
