//! `payment.succeeded` and `payment.failed` from the payments service: applied once, recorded
//! always, never applied to a cancelled order.

use chrono::Utc;
use prost::Message;
use shop_common::events::{Event, PAYMENT_FAILED, PAYMENT_SUCCEEDED, handle_once, is_permanent};
use shop_orders::payment_events::{PaymentEvents, QUEUE};
use shop_proto::events::v1::{PaymentFailed, PaymentSucceeded};
use shop_proto::orders::v1 as pb;
use uuid::Uuid;

use crate::helpers::{Shop, order_request};

fn paid(order: &pb::Order, amount_cents: i64) -> PaymentSucceeded {
    PaymentSucceeded {
        payment_id: Uuid::new_v4().to_string(),
        order_id: order.id.clone(),
        public_id: order.public_id.clone(),
        user_id: order.user_id.clone(),
        method: "mpesa".to_owned(),
        amount_cents,
        reference: "RLA0R69NXM".to_owned(),
        paid_at: "2026-11-21T10:34:16Z".to_owned(),
        payer: "254708374149".to_owned(),
    }
}

fn event(routing_key: &str, payload: &impl Message) -> Event {
    Event {
        id: Uuid::new_v4(),
        routing_key: routing_key.to_owned(),
        payload: payload.encode_to_vec(),
    }
}

async fn deliver(shop: &Shop, event: &Event) {
    handle_once(&shop.orders.pool, QUEUE, event, &PaymentEvents)
        .await
        .unwrap();
}

async fn outcomes(shop: &Shop) -> Vec<String> {
    sqlx::query_scalar("SELECT outcome FROM order_payment_events ORDER BY id")
        .fetch_all(&shop.orders.pool)
        .await
        .unwrap()
}

async fn mpesa_order(shop: &Shop, sofa: i64) -> pb::Order {
    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.payment_method = "mpesa".to_owned();
    shop.place(request).await.unwrap()
}

async fn get(shop: &Shop, id: &str) -> pb::Order {
    shop.client
        .clone()
        .get_order(pb::GetOrderRequest { id: id.to_owned() })
        .await
        .unwrap()
        .into_inner()
}

#[tokio::test]
async fn a_payment_marks_the_order_paid_once() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let order = mpesa_order(&shop, sofa).await;
    let total = order.totals.as_ref().unwrap().total_cents;

    let failed = event(
        PAYMENT_FAILED,
        &PaymentFailed {
            payment_id: Uuid::new_v4().to_string(),
            order_id: order.id.clone(),
            public_id: order.public_id.clone(),
            user_id: "user-1".to_owned(),
            method: "mpesa".to_owned(),
            reason: "Request cancelled by user".to_owned(),
            result_code: 1032,
            failed_at: Utc::now().to_rfc3339(),
        },
    );
    deliver(&shop, &failed).await;
    let after_failure = get(&shop, &order.id).await;
    assert_eq!(after_failure.payment_status, "Pending");
    assert_eq!(after_failure.status, "pending");
    let payment = after_failure.payment.unwrap();
    assert_eq!(payment.last_failure, "Request cancelled by user");
    assert!(!payment.last_failure_at.is_empty());

    let succeeded = event(PAYMENT_SUCCEEDED, &paid(&order, total + 16));
    deliver(&shop, &succeeded).await;
    deliver(&shop, &succeeded).await; // redelivered: handled once
    let order_paid = get(&shop, &order.id).await;
    assert_eq!(order_paid.payment_status, "Paid");
    assert_eq!(order_paid.status, "pending");
    let payment = order_paid.payment.unwrap();
    assert_eq!(payment.reference, "RLA0R69NXM");
    assert_eq!(payment.paid_at, "2026-11-21T10:34:16Z");
    assert_eq!(payment.payer, "254708374149");
    assert_eq!(payment.last_failure, "", "cleared once paid");

    // Another payment for the same order (a second prompt answered): recorded, not applied.
    deliver(&shop, &event(PAYMENT_SUCCEEDED, &paid(&order, total))).await;
    // A late failure of an older attempt changes nothing either.
    deliver(
        &shop,
        &event(
            PAYMENT_FAILED,
            &PaymentFailed {
                payment_id: "x".into(),
                ..PaymentFailed::decode(failed.payload.as_slice()).unwrap()
            },
        ),
    )
    .await;
    assert_eq!(
        outcomes(&shop).await,
        ["applied", "applied", "already_paid", "not_awaiting_payment"]
    );
    assert_eq!(
        get(&shop, &order.id).await.payment.unwrap().reference,
        "RLA0R69NXM"
    );
}

#[tokio::test]
async fn a_payment_for_a_cancelled_order_is_recorded_not_applied() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let order = mpesa_order(&shop, sofa).await;
    shop.as_user("user-1")
        .cancel_order(pb::CancelOrderRequest {
            id: order.id.clone(),
        })
        .await
        .unwrap();
    let total = order.totals.as_ref().unwrap().total_cents;
    deliver(&shop, &event(PAYMENT_SUCCEEDED, &paid(&order, total))).await;
    let cancelled = get(&shop, &order.id).await;
    assert_eq!(cancelled.status, "cancelled");
    assert_eq!(cancelled.payment_status, "Pending");
    assert_eq!(outcomes(&shop).await, ["order_cancelled"]);

    // Less than the total is never Paid; an unknown order is recorded too.
    let other = mpesa_order(&shop, sofa).await;
    deliver(&shop, &event(PAYMENT_SUCCEEDED, &paid(&other, 100))).await;
    assert_eq!(get(&shop, &other.id).await.payment_status, "Pending");
    let nowhere = pb::Order {
        id: Uuid::new_v4().to_string(),
        ..other.clone()
    };
    deliver(&shop, &event(PAYMENT_SUCCEEDED, &paid(&nowhere, total))).await;
    assert_eq!(
        outcomes(&shop).await,
        ["order_cancelled", "underpaid", "order_not_found"]
    );
}

#[tokio::test]
async fn a_payment_event_that_cannot_be_read_fails_for_good_and_changes_nothing() {
    let shop = Shop::start().await;
    let garbage = Event {
        payload: vec![0xff, 0xff, 0xff],
        ..event(PAYMENT_SUCCEEDED, &PaymentSucceeded::default())
    };
    let no_order = event(
        PAYMENT_FAILED,
        &PaymentFailed {
            order_id: "not-an-order-id".to_owned(),
            ..Default::default()
        },
    );
    for bad in [garbage, no_order] {
        let error = handle_once(&shop.orders.pool, QUEUE, &bad, &PaymentEvents)
            .await
            .unwrap_err();
        // Permanent: the consumer keeps it as a dead letter at once instead of retrying.
        assert!(is_permanent(&error), "{error:#}");
    }
    assert!(outcomes(&shop).await.is_empty());
}
