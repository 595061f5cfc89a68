//! Consumes `payment.succeeded` and `payment.failed` from the payments service (ARCHITECTURE.md
//! "Events"): a paid order becomes Paid with its reference, payer and time; a failed attempt is
//! remembered and the order stays pending, payable again. Every event is recorded with what was
//! done with it. A payment for a cancelled order is recorded and logged, never applied: its
//! stock went back, so the money is the shop's to refund.

use anyhow::Context;
use chrono::{DateTime, Utc};
use prost::Message;
use shop_common::events::{
    Event, Handler, OrPermanent, PAYMENT_FAILED, PAYMENT_REFUND_FAILED, PAYMENT_REFUNDED,
    PAYMENT_SUCCEEDED, PAYMENT_UNMATCHED,
};
use shop_proto::events::v1::{PaymentFailed, PaymentRefund, PaymentSucceeded, PaymentUnmatched};
use sqlx::PgConnection;
use uuid::Uuid;

use crate::repo;
use crate::repo::books::Kind;
use crate::repo::payment_events::{self, Received};

/// The queue orders consumes payment events from.
pub const QUEUE: &str = "orders.payments";
/// The events it takes.
pub const ROUTING_KEYS: &[&str] = &[
    PAYMENT_SUCCEEDED,
    PAYMENT_FAILED,
    PAYMENT_UNMATCHED,
    PAYMENT_REFUNDED,
    PAYMENT_REFUND_FAILED,
];

pub struct PaymentEvents;

impl Handler for PaymentEvents {
    async fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a Event,
    ) -> anyhow::Result<()> {
        match event.routing_key.as_str() {
            PAYMENT_SUCCEEDED => {
                let paid = PaymentSucceeded::decode(event.payload.as_slice())
                    .with_context(|| format!("event {} is not a PaymentSucceeded", event.id))
                    .permanent()?;
                succeeded(tx, event.id, &paid).await
            }
            PAYMENT_FAILED => {
                let failed = PaymentFailed::decode(event.payload.as_slice())
                    .with_context(|| format!("event {} is not a PaymentFailed", event.id))
                    .permanent()?;
                failed_attempt(tx, event.id, &failed).await
            }
            PAYMENT_UNMATCHED => {
                let unmatched = PaymentUnmatched::decode(event.payload.as_slice())
                    .with_context(|| format!("event {} is not a PaymentUnmatched", event.id))
                    .permanent()?;
                unmatched_payment(tx, event.id, &unmatched).await
            }
            PAYMENT_REFUNDED | PAYMENT_REFUND_FAILED => {
                let refund = PaymentRefund::decode(event.payload.as_slice())
                    .with_context(|| format!("event {} is not a PaymentRefund", event.id))
                    .permanent()?;
                refund_settled(tx, event.id, &refund, event.routing_key == PAYMENT_REFUNDED).await
            }
            other => {
                tracing::warn!(routing_key = other, id = %event.id, "unexpected event on {QUEUE}; ignored");
                Ok(())
            }
        }
    }

    fn describe(&self, event: &Event) -> String {
        let payload = event.payload.as_slice();
        match event.routing_key.as_str() {
            PAYMENT_SUCCEEDED => PaymentSucceeded::decode(payload).map(|m| format!("{m:?}")),
            PAYMENT_FAILED => PaymentFailed::decode(payload).map(|m| format!("{m:?}")),
            PAYMENT_UNMATCHED => PaymentUnmatched::decode(payload).map(|m| format!("{m:?}")),
            PAYMENT_REFUNDED | PAYMENT_REFUND_FAILED => {
                PaymentRefund::decode(payload).map(|m| format!("{m:?}"))
            }
            _ => return String::new(),
        }
        .unwrap_or_else(|e| format!("undecodable: {e}"))
    }
}

/// The order an event is about; an id that does not parse is the publisher's mistake, which no
/// retry fixes.
fn order_id(text: &str, event_id: Uuid) -> anyhow::Result<Uuid> {
    Uuid::parse_str(text)
        .with_context(|| format!("event {event_id} has order_id {text:?}"))
        .permanent()
}

fn timestamp(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .map(|at| at.with_timezone(&Utc))
        .unwrap_or_else(|_| Utc::now())
}

async fn succeeded(
    tx: &mut PgConnection,
    message_id: Uuid,
    paid: &PaymentSucceeded,
) -> anyhow::Result<()> {
    let order_id = order_id(&paid.order_id, message_id)?;
    let order = repo::orders::lock_for_payment(tx, order_id).await?;
    // Lipa Mdogo Mdogo: a payment counts towards the plan; the order is Paid once the plan is
    // paid in full (docs/decisions.md "Lipa Mdogo Mdogo").
    let plan = match &order {
        Some(o) if o.status != "cancelled" && o.payment_status != "Paid" => {
            crate::instalments::standing(tx, order_id).await?
        }
        _ => None,
    };
    let overpaid_detail;
    let (outcome, detail) = match (&order, &plan) {
        (_, Some(plan)) => match crate::domain::instalments::land(
            plan.plan_total_cents,
            plan.paid_cents,
            paid.amount_cents,
        ) {
            crate::domain::instalments::Landing::Counts { completes } => (
                crate::instalments::COUNTED,
                if completes { "paid in full" } else { "" },
            ),
            crate::domain::instalments::Landing::Overpaid { balance_cents } => {
                overpaid_detail = format!(
                    "more than the plan's balance of {}: refund due",
                    crate::domain::instalments::ksh(balance_cents)
                );
                ("overpaid", overpaid_detail.as_str())
            }
        },
        (order, None) => match order {
            None => ("order_not_found", "no such order"),
            Some(o) if o.status == "cancelled" => {
                ("order_cancelled", "paid after it was cancelled: refund due")
            }
            Some(o) if o.payment_status == "Paid" => ("already_paid", "paid twice: refund due"),
            Some(o) if paid.amount_cents < o.total_cents => {
                ("underpaid", "less than the order's total")
            }
            Some(_) => ("applied", ""),
        },
    };
    if outcome == "applied" || detail == "paid in full" {
        let paid_at = timestamp(&paid.paid_at);
        repo::orders::mark_paid(
            tx,
            order_id,
            &paid.method,
            &paid.reference,
            &paid.payer,
            paid_at,
        )
        .await?;
        // The money is in the books from the moment it was paid (docs/decisions.md "Books
        // that are true"), in the same transaction as the order becoming Paid.
        crate::books::record_sale(tx, order_id, Kind::Payment, &paid.reference, paid_at, "")
            .await
            .map_err(|e| anyhow::anyhow!("recording the sale of order {order_id}: {e}"))?;
        // The sale goes to KRA eTIMS: its invoice is numbered and queued in this transaction.
        crate::etims::queue_sale(tx, order_id, Utc::now()).await?;
        // Counted with the handling, before the consumer commits it: a commit that fails
        // (rare) is handled, and counted, again.
        crate::tallies::paid(&paid.method);
        tracing::info!(%order_id, public_id = %paid.public_id, method = %paid.method, reference = %paid.reference, "order paid");
    } else if outcome == crate::instalments::COUNTED {
        tracing::info!(%order_id, public_id = %paid.public_id, amount_cents = paid.amount_cents, reference = %paid.reference, "Lipa Mdogo Mdogo payment counted");
    } else {
        tracing::error!(%order_id, public_id = %paid.public_id, payment_id = %paid.payment_id, reference = %paid.reference, outcome, "payment not applied to its order: {detail}");
    }
    payment_events::record(
        tx,
        &Received {
            message_id,
            order_id: Some(order_id),
            payment_id: &paid.payment_id,
            kind: "succeeded",
            method: &paid.method,
            reference: &paid.reference,
            amount_cents: Some(paid.amount_cents),
            outcome,
            detail,
        },
    )
    .await?;
    Ok(())
}

async fn failed_attempt(
    tx: &mut PgConnection,
    message_id: Uuid,
    failed: &PaymentFailed,
) -> anyhow::Result<()> {
    let order_id = order_id(&failed.order_id, message_id)?;
    let order = repo::orders::lock_for_payment(tx, order_id).await?;
    let outcome = match &order {
        None => "order_not_found",
        Some(o) if o.status == "pending" && o.payment_status == "Pending" => "applied",
        Some(_) => "not_awaiting_payment",
    };
    if outcome == "applied" {
        repo::orders::mark_payment_failed(
            tx,
            order_id,
            &failed.reason,
            timestamp(&failed.failed_at),
        )
        .await?;
        tracing::info!(%order_id, public_id = %failed.public_id, method = %failed.method, reason = %failed.reason, "order payment failed; still payable");
    }
    payment_events::record(
        tx,
        &Received {
            message_id,
            order_id: Some(order_id),
            payment_id: &failed.payment_id,
            kind: "failed",
            method: &failed.method,
            reference: "",
            amount_cents: None,
            outcome,
            detail: &failed.reason,
        },
    )
    .await?;
    Ok(())
}

/// Money Daraja confirmed that no prompt could take, or a Paybill payment (or the part of one)
/// that pays no order: always a refund due, recorded with the order payments named, if any.
async fn unmatched_payment(
    tx: &mut PgConnection,
    message_id: Uuid,
    unmatched: &PaymentUnmatched,
) -> anyhow::Result<()> {
    let order_id = match unmatched.order_id.as_str() {
        "" => None,
        id => Some(order_id(id, message_id)?),
    };
    tracing::error!(checkout_request_id = %unmatched.checkout_request_id, reference = %unmatched.reference, amount_cents = unmatched.amount_cents, ?order_id, "M-Pesa payment matched no prompt: refund due");
    // A Paybill (C2B) payment says why it is due back; an STK payment matched no prompt.
    let detail = if unmatched.reason.is_empty() {
        format!(
            "M-Pesa payment from {} matched no prompt: refund due",
            unmatched.phone
        )
    } else {
        unmatched.reason.clone()
    };
    payment_events::record(
        tx,
        &Received {
            message_id,
            order_id,
            payment_id: &unmatched.checkout_request_id,
            kind: "succeeded",
            method: "mpesa",
            reference: &unmatched.reference,
            amount_cents: Some(unmatched.amount_cents),
            outcome: "unmatched",
            detail: &detail,
        },
    )
    .await?;
    Ok(())
}

/// What a refund event finds of its order.
#[derive(sqlx::FromRow)]
struct RefundedOrder {
    status: String,
    payment_status: String,
    payment_reference: String,
    total_cents: i64,
    refunded_cents: i64,
}

/// `payment.refunded` / `payment.refund_failed` (issue 23, part 3): a refund the payments
/// service paid back through M-Pesa settled. Paid: when it gives back the money that paid a
/// cancelled order, the order's money in the books goes down by it (`books::record_refund`,
/// once per refund id; its credit note was queued when the order was cancelled), so the order
/// reads `refunded`; the refunds due it pays back are marked. Money never applied to an order
/// (paid twice, after a cancellation, short, unmatched) was never revenue: marked, not booked.
/// Each event is kept once by its message id.
async fn refund_settled(
    tx: &mut PgConnection,
    message_id: Uuid,
    refund: &PaymentRefund,
    paid: bool,
) -> anyhow::Result<()> {
    let order_id = match refund.order_id.as_str() {
        "" => None,
        id => Some(order_id(id, message_id)?),
    };
    let refund_id = Uuid::parse_str(&refund.refund_id)
        .with_context(|| format!("event {message_id} has refund_id {:?}", refund.refund_id))
        .permanent()?;
    let (outcome, detail) = if !paid {
        tracing::warn!(%refund_id, source = %refund.source, reason = %refund.result_desc, "refund failed at Daraja: the admin can send it again");
        ("failed", refund.result_desc.clone())
    } else {
        let order: Option<RefundedOrder> = match order_id {
            None => None,
            Some(id) => {
                sqlx::query_as(
                    "SELECT status, payment_status, COALESCE(payment_reference, '') AS payment_reference, \
                     total_cents, refunded_cents FROM orders WHERE id = $1 FOR UPDATE",
                )
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?
            }
        };
        let books_it = order.as_ref().is_some_and(|o| {
            o.status == "cancelled"
                && o.payment_status == "Paid"
                && !refund.payment_reference.is_empty()
                && o.payment_reference == refund.payment_reference
        });
        let outcome = match (&order, order_id) {
            (Some(o), Some(id)) if books_it => {
                // M-Pesa pays back whole shillings: at most what is left of the order's money.
                let left = (o.total_cents - o.refunded_cents).max(0);
                let amount_cents = refund.amount_cents.min(left);
                if amount_cents > 0 {
                    let settled_at = timestamp(&refund.settled_at);
                    crate::books::record_refund(
                        tx,
                        &crate::books::Refund {
                            key: &refund.refund_id,
                            order_id: id,
                            amount_cents,
                            at: settled_at,
                            method: "mpesa",
                            reference: &refund.receipt,
                            actor_id: "",
                        },
                    )
                    .await
                    .map_err(|e| anyhow::anyhow!("recording the refund of order {id}: {e}"))?;
                }
                "booked"
            }
            _ => "unbooked",
        };
        let bare = refund
            .source
            .split_once(':')
            .filter(|(prefix, _)| *prefix == "attempt" || *prefix == "stk")
            .map_or(refund.source.as_str(), |(_, rest)| rest);
        sqlx::query(
            "UPDATE order_payment_events SET refund_id = $1, refunded_at = now(), \
             refund_receipt = $2 WHERE kind = 'succeeded' AND outcome = ANY($3) \
             AND payment_id IN ($4, $5) AND refund_id IS NULL",
        )
        .bind(refund_id)
        .bind(&refund.receipt)
        .bind(&payment_events::REFUND_OUTCOMES[..])
        .bind(&refund.source)
        .bind(bare)
        .execute(&mut *tx)
        .await?;
        tracing::info!(%refund_id, ?order_id, source = %refund.source, receipt = %refund.receipt, amount_cents = refund.amount_cents, outcome, "refund paid back");
        (outcome, String::new())
    };
    sqlx::query(
        "INSERT INTO order_refund_events (message_id, refund_id, order_id, source, kind, \
         amount_cents, receipt, outcome, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (message_id) DO NOTHING",
    )
    .bind(message_id)
    .bind(refund_id)
    .bind(order_id)
    .bind(&refund.source)
    .bind(if paid { "paid" } else { "failed" })
    .bind(refund.amount_cents)
    .bind(&refund.receipt)
    .bind(outcome)
    .bind(&detail)
    .execute(&mut *tx)
    .await?;
    Ok(())
}
