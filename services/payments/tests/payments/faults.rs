//! Money under faults (issue 12): a Daraja slower than the caller's deadline, Try Again while a
//! prompt is in flight, a callback that overtakes the push's answer, and the unpaid-order
//! sweeper asking payments before it cancels anything.

use std::time::{Duration, Instant};

use shop_proto::payments::v1 as pb;
use tonic::Code;

use crate::helpers::{Shop, USER, as_user, test_numbers};

async fn start_within(
    shop: &Shop,
    order_id: &str,
    phone: &str,
    deadline: Duration,
) -> Result<pb::StartMpesaPaymentResponse, tonic::Status> {
    let mut request = as_user(
        USER,
        pb::StartMpesaPaymentRequest {
            order_id: order_id.to_owned(),
            phone_number: phone.to_owned(),
            idempotency_key: String::new(),
        },
    );
    request.set_timeout(deadline);
    shop.client
        .clone()
        .start_mpesa_payment(request)
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daraja_slower_than_the_caller_loses_no_payment_and_try_again_never_charges_twice() {
    let shop = Shop::start().await;
    let daraja = &shop.daraja;
    let order = shop.order("mpesa").await;
    // Daraja takes 3 s to answer the push; the caller waits 2 s; the payer answers at once, so
    // the callback overtakes the push's answer.
    daraja.stall(Duration::from_secs(3));
    let asked = Instant::now();
    let first = start_within(
        &shop,
        &order.id,
        test_numbers::SUCCESS,
        Duration::from_secs(2),
    )
    .await
    .unwrap_err();
    assert_eq!(first.code(), Code::Unavailable, "{first:?}");
    assert!(first.message().contains("on its way"), "{first:?}");
    assert!(
        asked.elapsed() < Duration::from_secs(2),
        "the answer must come before the caller's deadline, came after {:?}",
        asked.elapsed()
    );

    // Try Again while the push is still in flight follows it.
    let again = start_within(
        &shop,
        &order.id,
        test_numbers::SUCCESS,
        Duration::from_secs(10),
    )
    .await
    .unwrap();
    assert!(again.checkout_request_id.starts_with("ws_CO_"), "{again:?}");

    daraja.stall(Duration::ZERO);
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    assert_eq!(paid.payment_status, "Paid");
    assert_eq!(shop.sim.requests().len(), 1, "one prompt, one charge");
    // The callback came before the push's answer: it was kept, then matched.
    let matched: Option<uuid::Uuid> = sqlx::query_scalar(
        "SELECT matched_attempt FROM unmatched_callbacks WHERE checkout_request_id = $1",
    )
    .bind(&again.checkout_request_id)
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert!(matched.is_some());

    // Try Again after payment is refused, and still nothing is pushed.
    let late = start_within(
        &shop,
        &order.id,
        test_numbers::SUCCESS,
        Duration::from_secs(5),
    )
    .await
    .unwrap_err();
    assert_eq!(late.code(), Code::FailedPrecondition, "{late:?}");
    assert_eq!(shop.sim.requests().len(), 1);
}

#[tokio::test]
async fn try_again_to_another_phone_waits_for_the_prompt_in_flight() {
    let shop = Shop::start_with_payer_delay(Duration::from_secs(30), |_| {}).await;
    let order = shop.order("mpesa").await;
    let first = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    let same = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    assert_eq!(same.checkout_request_id, first.checkout_request_id);
    let other = shop
        .start_mpesa(&order.id, USER, "254711000111")
        .await
        .unwrap_err();
    assert_eq!(other.code(), Code::Aborted, "{other:?}");
    assert_eq!(shop.sim.requests().len(), 1);
}

#[tokio::test]
async fn the_sweeper_cancels_nothing_that_payments_says_may_be_paid() {
    let shop = Shop::start_with_payer_delay(Duration::from_millis(100), |_| {}).await;
    let payments =
        shop_orders::payments::Payments::new(&shop.payments.url(), Duration::from_secs(10))
            .unwrap();
    // Paid on the phone, but no callback ever comes: only Daraja's STK query knows.
    let paid_silently = shop.order("mpesa").await;
    shop.start_mpesa(&paid_silently.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    let untouched = shop.order("mpesa").await;
    tokio::time::sleep(Duration::from_millis(1_100)).await;

    let cancelled =
        shop_orders::unpaid::sweep(&shop.orders.pool, &payments, Duration::from_secs(1))
            .await
            .unwrap();
    assert_eq!(cancelled, 1, "only the order nobody tried to pay");
    assert_eq!(shop.get_order(&untouched.id).await.status, "cancelled");
    let paid = shop
        .wait_for_payment_status(&paid_silently.id, "Paid")
        .await;
    assert_eq!(paid.status, "pending");

    // A cancelled order is closed for payment: no prompt starts for it.
    let refused = shop
        .start_mpesa(&untouched.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition, "{refused:?}");

    // Without payments' word, nothing is cancelled.
    let another = shop.order("card").await;
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let nobody = shop_orders::payments::Payments::new(
        &format!("http://127.0.0.1:{}", shop_common::testing::free_port()),
        Duration::from_secs(1),
    )
    .unwrap();
    assert_eq!(
        shop_orders::unpaid::sweep(&shop.orders.pool, &nobody, Duration::from_secs(1))
            .await
            .unwrap(),
        0
    );
    assert_eq!(shop.get_order(&another.id).await.status, "pending");
}

#[tokio::test]
async fn the_orders_service_sweeps_by_itself_and_releases_the_stock() {
    let shop = Shop::start_tuned(
        shop_common::testing::events_config(),
        crate::helpers::PAYER_DELAY,
        |_| {},
        |orders| orders.unpaid_cancel_after = Duration::from_secs(1),
    )
    .await;
    let order = shop.order("mpesa").await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while shop.get_order(&order.id).await.status != "cancelled" {
        assert!(
            Instant::now() < deadline,
            "the unpaid order was never cancelled"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn money_for_an_order_cancelled_meanwhile_is_a_refund_due_for_the_admin() {
    let shop = Shop::start_with_payer_delay(Duration::from_secs(2), |_| {}).await;
    let order = shop.order("mpesa").await;
    shop.start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    // The shopper cancels while the prompt is on the phone, then pays it anyway.
    shop.orders_client
        .clone()
        .cancel_order(as_user(
            USER,
            shop_proto::orders::v1::CancelOrderRequest {
                id: order.id.clone(),
            },
        ))
        .await
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let refunds = loop {
        let refunds = shop
            .orders_client
            .clone()
            .list_refunds_due(as_user(
                crate::helpers::ADMIN,
                shop_proto::orders::v1::ListRefundsDueRequest { limit: 0 },
            ))
            .await
            .unwrap()
            .into_inner();
        if refunds.total > 0 {
            break refunds;
        }
        assert!(
            Instant::now() < deadline,
            "the payment was never recorded as owed"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(refunds.total, 1);
    let refund = &refunds.refunds[0];
    assert_eq!(refund.order_id, order.id);
    assert_eq!(refund.public_id, order.public_id);
    assert_eq!(refund.reason, "order_cancelled");
    assert_eq!(refund.method, "mpesa");
    assert_eq!(
        refund.amount_cents,
        crate::helpers::ONE_SOFA_MPESA_KSH * 100
    );
    assert!(!refund.reference.is_empty());
    let after = shop.get_order(&order.id).await;
    assert_eq!(after.status, "cancelled");
    assert_eq!(after.payment_status, "Pending");
}
