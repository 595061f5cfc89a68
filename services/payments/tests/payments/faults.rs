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
            amount_ksh: 0,
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
        |orders| orders.unpaid_cancel_after = Duration::from_secs(4),
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
    let refunds = wait_for_refunds_due(&shop, 1).await;
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

/// The refunds due the admin sees.
pub(crate) async fn refunds_due(shop: &Shop) -> shop_proto::orders::v1::RefundsDue {
    shop.orders_client
        .clone()
        .list_refunds_due(as_user(
            crate::helpers::ADMIN,
            shop_proto::orders::v1::ListRefundsDueRequest { limit: 0 },
        ))
        .await
        .unwrap()
        .into_inner()
}

/// Waits until the admin sees `expected` refunds due.
pub(crate) async fn wait_for_refunds_due(
    shop: &Shop,
    expected: u64,
) -> shop_proto::orders::v1::RefundsDue {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let refunds = refunds_due(shop).await;
        if refunds.total >= expected {
            return refunds;
        }
        assert!(
            Instant::now() < deadline,
            "{} refunds due, expected {expected}: {refunds:?}",
            refunds.total
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn kept_callbacks(shop: &Shop) -> pb::KeptCallbacks {
    shop.client
        .clone()
        .get_kept_callbacks(pb::GetKeptCallbacksRequest {})
        .await
        .unwrap()
        .into_inner()
}

/// A shop whose Daraja client waits 2 s for an answer (a loaded test machine still gets its
/// token and queries through), whose prompts unanswered by Daraja stay
/// live `unanswered`, whose payer answers after `payer_delay`, and whose orders service cancels
/// unpaid orders after 4 s (once payments closes them): long enough for a busy machine to place
/// the orders and start their prompts first (with 1 s, an order was cancelled before its prompt
/// started on a machine at a fifth of its speed).
async fn slow_daraja_shop(payer_delay: Duration, unanswered: Duration) -> Shop {
    Shop::start_tuned(
        shop_common::testing::events_config(),
        payer_delay,
        |payments| {
            payments.daraja.timeout = Duration::from_secs(2);
            payments.unanswered_push = unanswered;
            payments.sweep_after = Duration::from_secs(2);
        },
        |orders| orders.unpaid_cancel_after = Duration::from_secs(4),
    )
    .await
}

/// Daraja answers the pushes later than payments waits, so the prompts keep no
/// CheckoutRequestID; `orders` are prompted at once, each to `phone`: all answer 503 "on its
/// way" before the caller's deadline. The OAuth token is fetched first, while Daraja is quick.
async fn prompt_while_daraja_is_slow(shop: &Shop, orders: &[&str], phone: &str) {
    let warm = shop.order("mpesa").await;
    shop.start_mpesa(&warm.id, USER, test_numbers::CANCELLED)
        .await
        .unwrap();
    shop.daraja.stall(Duration::from_secs(5));
    let deadline = Duration::from_secs(10);
    let answers = match orders {
        [one] => vec![start_within(shop, one, phone, deadline).await],
        [one, two] => {
            let (a, b) = tokio::join!(
                start_within(shop, one, phone, deadline),
                start_within(shop, two, phone, deadline)
            );
            vec![a, b]
        }
        _ => panic!("one or two orders"),
    };
    shop.daraja.stall(Duration::ZERO);
    for answer in answers {
        let refused = answer.unwrap_err();
        assert_eq!(refused.code(), Code::Unavailable, "{refused:?}");
        assert!(refused.message().contains("on its way"), "{refused:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_unanswered_prompts_to_one_payer_for_one_amount_both_paid_are_both_applied() {
    let shop = slow_daraja_shop(Duration::from_millis(1_500), Duration::from_secs(6)).await;
    let first = shop.order("mpesa").await;
    let second = shop.order("mpesa").await;
    let total = |o: &shop_proto::orders::v1::Order| o.totals.as_ref().map(|t| t.total_cents);
    assert_eq!(total(&first), total(&second));
    prompt_while_daraja_is_slow(&shop, &[&first.id, &second.id], test_numbers::SUCCESS).await;

    // Both callbacks are kept (their CheckoutRequestIDs are unknown), then assigned one to one.
    for order in [&first, &second] {
        let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
        assert_eq!(paid.status, "pending", "never cancelled");
        assert_eq!(total(&paid), total(order));
    }
    // Each paid prompt is one of the two payments (its CheckoutRequestID: the orders sweeper's
    // STK query may settle it before its callback leaves the receipt).
    let paid: Vec<String> = sqlx::query_scalar(
        "SELECT checkout_request_id FROM payment_attempts WHERE status = 'succeeded' \
         ORDER BY created_at",
    )
    .fetch_all(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(paid.len(), 2, "two payments, each applied once");
    assert_ne!(paid[0], paid[1]);
    let kept: Vec<(String, Option<uuid::Uuid>)> = sqlx::query_as(
        "SELECT checkout_request_id, matched_attempt FROM unmatched_callbacks WHERE result_code = 0",
    )
    .fetch_all(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(
        kept.len(),
        2,
        "both callbacks came before their prompts were known"
    );
    assert!(
        kept.iter().all(|(_, matched)| matched.is_some()),
        "{kept:?}"
    );
    let mut kept_ids: Vec<&str> = kept.iter().map(|(id, _)| id.as_str()).collect();
    kept_ids.sort_unstable();
    let mut paid_ids: Vec<&str> = paid.iter().map(String::as_str).collect();
    paid_ids.sort_unstable();
    assert_eq!(
        kept_ids, paid_ids,
        "the two kept callbacks are the two payments"
    );
    assert_ne!(kept[0].1, kept[1].1, "one prompt each");

    // Later sweeps change nothing: nothing cancelled, nothing owed, nothing unaccounted for.
    tokio::time::sleep(Duration::from_secs(3)).await;
    for order in [&first, &second] {
        let after = shop.get_order(&order.id).await;
        assert_eq!(
            (after.status.as_str(), after.payment_status.as_str()),
            ("pending", "Paid")
        );
    }
    assert_eq!(refunds_due(&shop).await.total, 0);
    assert_eq!(kept_callbacks(&shop).await.open_paid, 0);
    assert_eq!(
        shop.sim.requests().len(),
        3,
        "the token's warm-up and two prompts"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn money_that_comes_after_its_prompts_ended_or_matches_no_prompt_is_a_refund_due() {
    // The payer answers after the prompts were given up (2 s) and their orders cancelled (4 s
    // after placing, at the next sweep): 10 s after the prompt.
    let shop = slow_daraja_shop(Duration::from_secs(10), Duration::from_secs(2)).await;
    let first = shop.order("mpesa").await;
    let second = shop.order("mpesa").await;
    prompt_while_daraja_is_slow(&shop, &[&first.id, &second.id], test_numbers::SUCCESS).await;
    for order in [&first, &second] {
        let deadline = Instant::now() + Duration::from_secs(20);
        while shop.get_order(&order.id).await.status != "cancelled" {
            assert!(
                Instant::now() < deadline,
                "the unpaid order was never cancelled"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    // And a payment to the shop that no prompt of ours asked for (same payer, another amount).
    let stray = shop_payments::daraja::Daraja::new(shop.payments.config.daraja.clone()).unwrap();
    let phone = shop_payments::domain::msisdn::KenyanMsisdn::parse(test_numbers::SUCCESS).unwrap();
    let pushed = stray
        .stk_push(&shop_payments::daraja::StkPush {
            amount_ksh: 777,
            phone: &phone,
            account_reference: "STRAY",
            description: "Samani order",
        })
        .await
        .unwrap();

    let refunds = wait_for_refunds_due(&shop, 3).await;
    assert_eq!(refunds.total, 3, "{refunds:?}");
    assert!(
        refunds
            .refunds
            .iter()
            .all(|r| r.reason == "unmatched" && r.method == "mpesa" && !r.reference.is_empty()),
        "{refunds:?}"
    );
    let late: Vec<_> = refunds
        .refunds
        .iter()
        .filter(|r| r.amount_cents == crate::helpers::ONE_SOFA_MPESA_KSH * 100)
        .collect();
    assert_eq!(late.len(), 2, "{refunds:?}");
    assert_ne!(late[0].reference, late[1].reference, "two receipts");
    for refund in &late {
        assert!(
            [first.id.as_str(), second.id.as_str()].contains(&refund.order_id.as_str()),
            "the order of the closest prompt: {refund:?}"
        );
    }
    let unmatched = refunds
        .refunds
        .iter()
        .find(|r| r.amount_cents == 77_700)
        .expect("the stray payment is owed back");
    assert_eq!(unmatched.payment_id, pushed.checkout_request_id);
    assert_ne!(
        unmatched.reference, pushed.checkout_request_id,
        "the receipt"
    );
    assert!(unmatched.order_id.is_empty(), "{unmatched:?}");

    let kept = kept_callbacks(&shop).await;
    assert_eq!((kept.open_paid, kept.refunds_due), (0, 3));
    for order in [&first, &second] {
        let after = shop.get_order(&order.id).await;
        assert_eq!(
            (after.status.as_str(), after.payment_status.as_str()),
            ("cancelled", "Pending")
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn try_again_during_an_unanswered_push_answers_before_the_callers_deadline() {
    let shop = slow_daraja_shop(Duration::from_secs(60), Duration::from_secs(180)).await;
    let order = shop.order("mpesa").await;
    prompt_while_daraja_is_slow(&shop, &[&order.id], test_numbers::SUCCESS).await;
    // Daraja stays slow: the prompt never gets its CheckoutRequestID while the shopper retries.
    shop.daraja.stall(Duration::from_secs(30));
    for attempt in 1..=10 {
        let deadline = Duration::from_millis(2_500);
        let asked = Instant::now();
        let answer = start_within(&shop, &order.id, test_numbers::SUCCESS, deadline).await;
        let took = asked.elapsed();
        let refused = answer.unwrap_err();
        assert_eq!(
            refused.code(),
            Code::Unavailable,
            "try {attempt}: {refused:?}"
        );
        assert!(
            refused.message().contains("on its way"),
            "try {attempt}: {refused:?}"
        );
        assert!(took < deadline, "try {attempt} answered after {took:?}");
    }
    shop.daraja.stall(Duration::ZERO);
    assert_eq!(
        shop.sim.requests().len(),
        2,
        "no second prompt: the warm-up and the one"
    );
}
