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
        reason: String::new(),
    };
    events::enqueue(conn, PAYMENT_UNMATCHED, &payload).await?;
    Ok(())
}

/// Money a Paybill payment (C2B) brought that pays no order: all of it (short, or for an order
/// that cannot be paid), or the part above the order's amount.
pub struct C2bRefund<'a> {
    /// The event's identity: `c2b:` or `c2b-excess:` and the TransID.
    pub identity: &'a str,
    pub trans_id: &'a str,
    /// As Safaricom sent it (masked).
    pub payer: &'a str,
    pub amount_cents: i64,
    pub received_at: chrono::DateTime<chrono::Utc>,
    pub order: Option<(uuid::Uuid, &'a str)>,
    pub reason: &'a str,
}

/// `payment.unmatched` for a Paybill refund due: orders lists it under refunds due.
pub async fn c2b_refund_due(conn: &mut PgConnection, refund: &C2bRefund<'_>) -> sqlx::Result<()> {
    let payload = ev::PaymentUnmatched {
        checkout_request_id: refund.identity.to_owned(),
        reference: refund.trans_id.to_owned(),
        phone: refund.payer.to_owned(),
        amount_cents: refund.amount_cents,
        received_at: rfc3339(refund.received_at),
        order_id: refund
            .order
            .map(|(id, _)| id.to_string())
            .unwrap_or_default(),
        public_id: refund
            .order
            .map(|(_, public_id)| public_id.to_owned())
            .unwrap_or_default(),
        reason: refund.reason.to_owned(),
    };
    events::enqueue(conn, PAYMENT_UNMATCHED, &payload).await?;
    Ok(())
}
