//! Refunds paid back through M-Pesa (issue 23, parts 3 and 7) against the Daraja simulator over
//! HTTP: the drill (the result late, twice, never with a timeout notice, never at all), each
//! refund paid exactly once by Daraja and recorded once in payments, in the events and in the
//! orders service's books; a repeated request pays once; an outage before Daraja's
//! acknowledgement sends the same request again; a failed refund goes again under a new
//! originator id; a customer cancelling a paid order is refunded with no admin step.

use std::time::{Duration, Instant};

use daraja_sim::payout::{NextPayout, PayoutOutcome};
use shop_common::errors::ErrorCode;
use shop_common::events::{PAYMENT_REFUND_FAILED, PAYMENT_REFUNDED};
use shop_proto::events::v1::PaymentRefund;
use shop_proto::orders::v1 as orders_pb;
use shop_proto::payments::v1 as pb;

use crate::helpers::*;

/// A shop whose refunds without a result are asked about after a second.
async fn refund_shop() -> Shop {
    Shop::start_with(|config| config.refund_query_after = Duration::from_secs(1)).await
}

/// An order paid by M-Pesa (STK, with a receipt), then cancelled by `by`.
async fn paid_and_cancelled(shop: &Shop, by: &str) -> orders_pb::Order {
    let order = shop.order("mpesa").await;
    shop.start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    shop.wait_for_payment_status(&order.id, "Paid").await;
    shop.orders_client
        .clone()
        .cancel_order(as_user(
            by,
            orders_pb::CancelOrderRequest {
                id: order.id.clone(),
            },
        ))
        .await
        .unwrap();
    shop.get_order(&order.id).await
}

async fn request(shop: &Shop, key: &str, source: &str) -> Result<pb::Refund, tonic::Status> {
    shop.client
        .clone()
        .request_refund(as_user(
            ADMIN,
            pb::RequestRefundRequest {
                idempotency_key: key.to_owned(),
                source: source.to_owned(),
            },
        ))
        .await
        .map(tonic::Response::into_inner)
}

async fn refunds_of(shop: &Shop, order_id: &str) -> Vec<pb::Refund> {
    shop.client
        .clone()
        .list_refunds(as_user(
            ADMIN,
            pb::ListRefundsRequest {
                order_id: order_id.to_owned(),
                sources: Vec::new(),
            },
        ))
        .await
        .unwrap()
        .into_inner()
        .refunds
}

/// Waits until the order's one refund is `status`.
async fn wait_refund(shop: &Shop, order_id: &str, status: &str) -> pb::Refund {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let refunds = refunds_of(shop, order_id).await;
        assert!(refunds.len() <= 1, "{refunds:?}");
        if let Some(refund) = refunds.into_iter().find(|r| r.status == status) {
            return refund;
        }
        assert!(
            Instant::now() < deadline,
            "the refund of {order_id} never became {status}: {:?}",
            refunds_of(shop, order_id).await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until orders reads the order `state` (unpaid, paid, refund_due, refunded...).
async fn wait_payment_state(shop: &Shop, order_id: &str, state: &str) -> orders_pb::Order {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let order = shop.get_order(order_id).await;
        if order.payment_state == state {
            return order;
        }
        assert!(
            Instant::now() < deadline,
            "order {order_id} reads {}, expected {state}",
            order.payment_state
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The refund events payments published for `refund_id`.
async fn events_of(shop: &Shop, routing_key: &str, refund_id: &str) -> Vec<PaymentRefund> {
    shop.published::<PaymentRefund>(routing_key)
        .await
        .into_iter()
        .filter(|e| e.refund_id == refund_id)
        .collect()
}

/// The payouts the simulator made for this payment (its receipt reversed).
fn payouts_for(shop: &Shop, receipt: &str) -> Vec<daraja_sim::payout::Payout> {
    shop.sim
        .simulator()
        .payouts()
        .into_iter()
        .filter(|p| p.transaction_id == receipt)
        .collect()
}

/// What the orders books hold of the refund: its entries (by key) and the order's refunded
/// total.
async fn books(shop: &Shop, refund_id: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM ledger_entries WHERE refund_key = $1")
        .bind(refund_id)
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap()
}

/// Everything that says the refund was paid exactly once.
async fn assert_paid_once(shop: &Shop, order: &orders_pb::Order, refund: &pb::Refund) {
    let receipt = payment(order).reference;
    assert_eq!(refund.kind, "reversal");
    assert_eq!(refund.payment_reference, receipt);
    assert_eq!(refund.amount_cents, ONE_SOFA_MPESA_KSH * 100);
    assert!(!refund.receipt.is_empty());
    let payouts = payouts_for(shop, &receipt);
    assert_eq!(payouts.len(), 1, "Daraja paid {payouts:?}");
    assert_eq!(payouts[0].status, "completed");
    assert_eq!(payouts[0].receipt, refund.receipt);
    let order = wait_payment_state(shop, &order.id, "refunded").await;
    assert_eq!(payment(&order).refunded_cents, ONE_SOFA_TOTAL_CENTS);
    // Published once, recorded once in the books, whatever came twice.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(events_of(shop, PAYMENT_REFUNDED, &refund.id).await.len(), 1);
    assert!(
        events_of(shop, PAYMENT_REFUND_FAILED, &refund.id)
            .await
            .is_empty()
    );
    assert_eq!(books(shop, &refund.id).await, 1);
}

#[tokio::test]
async fn the_drill_each_refund_is_paid_once_whether_the_result_is_late_twice_or_never() {
    let shop = refund_shop().await;
    for (outcome, delay_ms) in [
        (PayoutOutcome::Late, Some(2_500)),
        (PayoutOutcome::Twice, None),
        (PayoutOutcome::Timeout, None),
        (PayoutOutcome::Silent, None),
    ] {
        let order = paid_and_cancelled(&shop, ADMIN).await;
        assert_eq!(order.payment_state, "refund_due");
        shop.sim.simulator().next_payout(NextPayout {
            outcome,
            delay_ms,
            result_code: None,
        });
        let asked = request(
            &shop,
            &format!("key-{outcome:?}"),
            &format!("order:{}", order.public_id),
        )
        .await
        .unwrap();
        assert!(
            asked.status == "requested" || asked.status == "sent",
            "{outcome:?}: {asked:?}"
        );
        let refund = wait_refund(&shop, &order.id, "paid").await;
        assert_paid_once(&shop, &order, &refund).await;
        if matches!(outcome, PayoutOutcome::Timeout | PayoutOutcome::Silent) {
            // Settled by the status API, never by a result.
            let kinds: Vec<String> = sqlx::query_scalar(
                "SELECT kind FROM refund_events WHERE refund_id = $1::uuid ORDER BY id",
            )
            .bind(&refund.id)
            .fetch_all(&shop.payments.pool)
            .await
            .unwrap();
            assert!(
                kinds.contains(&"status_query".to_owned()),
                "{outcome:?}: {kinds:?}"
            );
            assert!(
                kinds.contains(&"status".to_owned()),
                "{outcome:?}: {kinds:?}"
            );
            assert!(
                !kinds.contains(&"result".to_owned()),
                "{outcome:?}: {kinds:?}"
            );
        }
        if outcome == PayoutOutcome::Late {
            // The late result came after the status answer settled it: recorded, nothing more.
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                let kinds: Vec<String> = sqlx::query_scalar(
                    "SELECT kind FROM refund_events WHERE refund_id = $1::uuid ORDER BY id",
                )
                .bind(&refund.id)
                .fetch_all(&shop.payments.pool)
                .await
                .unwrap();
                if kinds.contains(&"result".to_owned()) {
                    break;
                }
                assert!(
                    Instant::now() < deadline,
                    "the late result never came: {kinds:?}"
                );
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            assert_paid_once(&shop, &order, &refund).await;
        }
    }
    assert!(shop.sim.simulator().status_queries() >= 2);
}

#[tokio::test]
async fn asking_again_with_the_same_or_another_key_pays_once() {
    let shop = refund_shop().await;
    let order = paid_and_cancelled(&shop, ADMIN).await;
    let source = format!("order:{}", order.id);
    let first = request(&shop, "same-key", &source).await.unwrap();
    let again = request(&shop, "same-key", &source).await.unwrap();
    assert_eq!(first.id, again.id);
    // Another key, the same payment by another name (the refund due's payment id form).
    let other = request(&shop, "other-key", &source).await.unwrap();
    assert_eq!(first.id, other.id);
    let refund = wait_refund(&shop, &order.id, "paid").await;
    assert_eq!(refund.id, first.id);
    assert_paid_once(&shop, &order, &refund).await;
    // A key used for this refund cannot name another payment.
    let second = paid_and_cancelled(&shop, ADMIN).await;
    let reused = request(&shop, "same-key", &format!("order:{}", second.id))
        .await
        .unwrap_err();
    assert_eq!(refusal(&reused).0, ErrorCode::IdempotencyKeyReused);
    // The request is audited once, in payments' audit log.
    let audited: i64 =
        sqlx::query_scalar("SELECT count(*) FROM audit_log WHERE kind = 'refund.request'")
            .fetch_one(&shop.payments.pool)
            .await
            .unwrap();
    assert_eq!(audited, 1);
}

#[tokio::test]
async fn refunds_are_refused_for_live_orders_customers_and_unknown_payments() {
    let shop = refund_shop().await;
    let order = shop.order("mpesa").await;
    shop.start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    shop.wait_for_payment_status(&order.id, "Paid").await;
    let live = request(&shop, "k1", &format!("order:{}", order.id))
        .await
        .unwrap_err();
    assert_eq!(refusal(&live).0, ErrorCode::RefundNotAllowed);
    assert!(live.message().contains("cancel"), "{live:?}");
    let unknown = request(&shop, "k2", "c2b:NOPE").await.unwrap_err();
    assert_eq!(refusal(&unknown).0, ErrorCode::NotFound);
    let missing_key = request(&shop, "", "c2b:NOPE").await.unwrap_err();
    assert_eq!(field(&missing_key), "idempotency_key");
    let as_customer = shop
        .client
        .clone()
        .request_refund(as_user(
            USER,
            pb::RequestRefundRequest {
                idempotency_key: "k3".to_owned(),
                source: format!("order:{}", order.id),
            },
        ))
        .await
        .unwrap_err();
    assert_eq!(as_customer.code(), tonic::Code::PermissionDenied);
    assert!(shop.sim.simulator().payouts().is_empty());
}

#[tokio::test]
async fn an_unanswered_request_is_sent_again_under_the_same_originator_id_and_paid_once() {
    let shop = Shop::start_with(|config| {
        config.refund_query_after = Duration::from_secs(1);
        config.daraja.timeout = Duration::from_millis(700);
    })
    .await;
    let order = paid_and_cancelled(&shop, ADMIN).await;
    // Daraja takes the reversal, but its acknowledgement never reaches us in time, and no
    // result comes: only sending it again (and the status API) can tell.
    shop.sim.simulator().next_payout(NextPayout {
        outcome: PayoutOutcome::Silent,
        delay_ms: None,
        result_code: None,
    });
    shop.daraja.stall(Duration::from_millis(1_500));
    let asked = request(&shop, "outage", &format!("order:{}", order.id))
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    shop.daraja.stall(Duration::ZERO);
    let refund = wait_refund(&shop, &order.id, "paid").await;
    assert_eq!(refund.id, asked.id);
    let receipt = payment(&order).reference;
    let payouts = payouts_for(&shop, &receipt);
    assert_eq!(payouts.len(), 1, "{payouts:?}");
    assert!(payouts[0].requests >= 2, "sent once only: {payouts:?}");
    assert_paid_once(&shop, &order, &refund).await;
}

#[tokio::test]
async fn a_failed_refund_shows_darajas_reason_and_goes_again_under_a_new_originator_id() {
    let shop = refund_shop().await;
    let order = paid_and_cancelled(&shop, ADMIN).await;
    shop.sim.simulator().next_payout(NextPayout {
        outcome: PayoutOutcome::Fail,
        delay_ms: None,
        result_code: Some("2001".to_owned()),
    });
    let source = format!("order:{}", order.id);
    request(&shop, "first", &source).await.unwrap();
    let failed = wait_refund(&shop, &order.id, "failed").await;
    assert_eq!(failed.result_code, "2001");
    assert_eq!(failed.result_desc, "The initiator information is invalid.");
    assert_eq!(
        events_of(&shop, PAYMENT_REFUND_FAILED, &failed.id)
            .await
            .len(),
        1
    );
    // The same key answers the failed refund as it is; a new key sends it again.
    let same = request(&shop, "first", &source).await.unwrap();
    assert_eq!(same.status, "failed");
    request(&shop, "retry", &source).await.unwrap();
    let paid = wait_refund(&shop, &order.id, "paid").await;
    assert_eq!(paid.id, failed.id);
    let originators: Vec<String> = shop
        .sim
        .simulator()
        .payouts()
        .into_iter()
        .map(|p| p.originator_conversation_id)
        .collect();
    assert_eq!(originators.len(), 2, "{originators:?}");
    assert_ne!(originators[0], originators[1]);
    let receipt = payment(&order).reference;
    let completed = payouts_for(&shop, &receipt)
        .into_iter()
        .filter(|p| p.status == "completed")
        .count();
    assert_eq!(completed, 1);
    let order = wait_payment_state(&shop, &order.id, "refunded").await;
    assert_eq!(payment(&order).refunded_cents, ONE_SOFA_TOTAL_CENTS);
    assert_eq!(books(&shop, &paid.id).await, 1);
}

#[tokio::test]
async fn a_customer_cancelling_a_paid_order_is_refunded_with_no_admin_step() {
    let shop = refund_shop().await;
    let order = paid_and_cancelled(&shop, USER).await;
    let refund = wait_refund(&shop, &order.id, "paid").await;
    assert_eq!(refund.requested_by, format!("customer:{USER}"));
    assert_paid_once(&shop, &order, &refund).await;
    // Its owner reads it too; another customer may not.
    let mine = shop
        .client
        .clone()
        .list_refunds(as_user(
            USER,
            pb::ListRefundsRequest {
                order_id: order.id.clone(),
                sources: Vec::new(),
            },
        ))
        .await
        .unwrap()
        .into_inner()
        .refunds;
    assert_eq!(mine.len(), 1);
    let theirs = shop
        .client
        .clone()
        .list_refunds(as_user(
            "user-2",
            pb::ListRefundsRequest {
                order_id: order.id.clone(),
                sources: Vec::new(),
            },
        ))
        .await
        .unwrap_err();
    assert_eq!(theirs.code(), tonic::Code::PermissionDenied);
}

#[tokio::test]
async fn a_refund_due_is_paid_back_once_and_no_longer_counted_as_owed() {
    // Money that reached an order cancelled meanwhile: never applied, never revenue.
    let shop = Shop::start_with_payer_delay(Duration::from_secs(2), |config| {
        config.refund_query_after = Duration::from_secs(1)
    })
    .await;
    let order = shop.order("mpesa").await;
    shop.start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    shop.orders_client
        .clone()
        .cancel_order(as_user(
            USER,
            orders_pb::CancelOrderRequest {
                id: order.id.clone(),
            },
        ))
        .await
        .unwrap();
    let due = crate::faults::wait_for_refunds_due(&shop, 1).await;
    let payment_id = due.refunds[0].payment_id.clone();
    let receipt = due.refunds[0].reference.clone();

    // The admin's one action, sent twice with its key: one payout.
    let first = request(&shop, "due-1", &payment_id).await.unwrap();
    let again = request(&shop, "due-1", &payment_id).await.unwrap();
    assert_eq!(first.id, again.id);
    let refund = wait_refund(&shop, &order.id, "paid").await;
    assert_eq!(refund.amount_cents, ONE_SOFA_MPESA_KSH * 100);
    assert_eq!(payouts_for(&shop, &receipt).len(), 1);

    // Orders marks it paid back: the row stays (with its refund), no longer owed.
    let deadline = Instant::now() + Duration::from_secs(20);
    let due = loop {
        let due = crate::faults::refunds_due(&shop).await;
        if due.total == 0 {
            break due;
        }
        assert!(Instant::now() < deadline, "still owed: {due:?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(due.refunds.len(), 1, "the paid-back row is still listed");
    // Never revenue, so the books hold no refund of it, and the order stays unpaid.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(books(&shop, &refund.id).await, 0);
    assert_eq!(
        events_of(&shop, PAYMENT_REFUNDED, &refund.id).await.len(),
        1
    );
}
