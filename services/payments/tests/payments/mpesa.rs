//! M-Pesa Express end to end: the prompt Daraja receives, every payer's answer, lost callbacks
//! settled by STK query, expired tokens, and who may pay for what.

use std::time::Duration;

use shop_common::events::{PAYMENT_FAILED, PAYMENT_SUCCEEDED};
use shop_proto::events::v1::{PaymentFailed, PaymentSucceeded};
use tonic::Code;

use crate::helpers::{
    ADMIN, ONE_SOFA_MPESA_KSH, ONE_SOFA_TOTAL_CENTS, Shop, USER, as_user, field, payment,
    test_numbers,
};

#[tokio::test]
async fn a_paid_prompt_marks_the_order_paid_with_its_receipt() {
    let shop = Shop::start().await;
    let order = shop.order("mpesa").await;
    assert_eq!(
        order.totals.as_ref().unwrap().total_cents,
        ONE_SOFA_TOTAL_CENTS
    );

    let started = shop
        .start_mpesa(&order.public_id, USER, "+254 708 374 149")
        .await
        .unwrap();
    assert!(
        started.checkout_request_id.starts_with("ws_CO_"),
        "{started:?}"
    );
    assert_eq!(started.amount_ksh, ONE_SOFA_MPESA_KSH);

    // What Daraja received: the order's total rounded up, the order number, our callback URL.
    let pushes = shop.sim.requests();
    assert_eq!(pushes.len(), 1);
    let body = &pushes[0].body;
    assert_eq!(body["Amount"], ONE_SOFA_MPESA_KSH);
    assert_eq!(body["AccountReference"], order.public_id.as_str());
    assert_eq!(body["TransactionDesc"], "Samani order");
    assert_eq!(body["PhoneNumber"], "254708374149");
    assert_eq!(body["PartyA"], "254708374149");
    assert_eq!(body["TransactionType"], "CustomerPayBillOnline");
    assert_eq!(
        body["CallBackURL"],
        shop.payments.config.daraja.callback_url.as_str()
    );
    assert_eq!(pushes[0].error_code, None);

    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    let status = shop
        .mpesa_status(&started.checkout_request_id, USER)
        .await
        .unwrap();
    assert_eq!(status.status, "success");
    assert_eq!(status.result_code, Some(0));
    assert_eq!(status.public_id, order.public_id);
    assert!(!status.mpesa_receipt_number.is_empty());
    assert_eq!(payment(&paid).reference, status.mpesa_receipt_number);
    assert_eq!(payment(&paid).payer, "254708374149");
    assert!(!payment(&paid).paid_at.is_empty());
    assert_eq!(paid.status, "pending", "paying does not ship the order");

    let published: Vec<PaymentSucceeded> = shop.published(PAYMENT_SUCCEEDED).await;
    assert_eq!(published.len(), 1);
    assert_eq!(published[0].order_id, order.id);
    assert_eq!(published[0].method, "mpesa");
    assert_eq!(published[0].amount_cents, ONE_SOFA_MPESA_KSH * 100);
    assert_eq!(
        shop.history(&started.checkout_request_id).await,
        ["created", "pushed", "callback", "query", "succeeded"]
    );

    // Paid: no second prompt.
    let again = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::FailedPrecondition);
    assert_eq!(again.message(), "This order has already been paid");
}

#[tokio::test]
async fn every_failed_answer_leaves_the_order_payable() {
    let shop = Shop::start().await;
    for (number, code, desc) in [
        (test_numbers::CANCELLED, 1032, "Request cancelled by user"),
        (
            test_numbers::INSUFFICIENT_FUNDS,
            1,
            "The balance is insufficient for the transaction.",
        ),
        (
            test_numbers::WRONG_PIN,
            2001,
            "The initiator information is invalid.",
        ),
        (
            test_numbers::UNREACHABLE,
            1037,
            "DS timeout user cannot be reached",
        ),
    ] {
        let order = shop.order("mpesa").await;
        let started = shop.start_mpesa(&order.id, USER, number).await.unwrap();
        assert_eq!(
            shop.wait_for_settled(&started.checkout_request_id).await,
            "failed"
        );
        let status = shop
            .mpesa_status(&started.checkout_request_id, USER)
            .await
            .unwrap();
        assert_eq!(status.status, "failed", "{number}");
        assert_eq!(status.result_code, Some(code), "{number}");
        assert_eq!(status.result_desc, desc, "{number}");
        assert_eq!(status.mpesa_receipt_number, "");

        let failed = shop.wait_for_failure(&order.id).await;
        assert_eq!(failed.payment_status, "Pending", "{number}");
        assert_eq!(failed.status, "pending", "{number}");
        assert_eq!(payment(&failed).last_failure, desc);

        // Payable again: a new prompt that the payer accepts.
        let retry = shop
            .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
            .await
            .unwrap();
        let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
        assert_eq!(payment(&paid).last_failure, "", "cleared once paid");
        assert_eq!(
            shop.mpesa_status(&retry.checkout_request_id, USER)
                .await
                .unwrap()
                .status,
            "success"
        );
    }
    let failed: Vec<PaymentFailed> = shop.published(PAYMENT_FAILED).await;
    assert_eq!(
        failed.iter().map(|f| f.result_code).collect::<Vec<_>>(),
        [1032, 1, 2001, 1037]
    );
    assert_eq!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .len(),
        4
    );
}

#[tokio::test]
async fn without_a_callback_the_sweeper_settles_by_stk_query() {
    let shop = Shop::start_with(|config| config.sweep_after = Duration::from_secs(1)).await;
    let order = shop.order("mpesa").await;
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    // No callback, so no receipt: the order quotes the CheckoutRequestID.
    assert_eq!(payment(&paid).reference, started.checkout_request_id);
    let history = shop.history(&started.checkout_request_id).await;
    assert!(
        !history.iter().any(|k| k.starts_with("callback")),
        "{history:?}"
    );
    assert_eq!(history.last().map(String::as_str), Some("succeeded"));
    assert!(shop.sim.requests()[0].callbacks.is_empty());
}

#[tokio::test]
async fn a_late_status_poll_asks_daraja_itself() {
    let shop = Shop::start_with_payer_delay(Duration::from_secs(2), |config| {
        config.status_query_after = Duration::ZERO;
        config.sweep_after = Duration::from_secs(600);
    })
    .await;
    let order = shop.order("mpesa").await;
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    // Before the payer answers, Daraja says 'being processed': still pending.
    let early = shop
        .mpesa_status(&started.checkout_request_id, USER)
        .await
        .unwrap();
    assert_eq!(early.status, "pending");
    assert_eq!(early.result_code, None);

    tokio::time::sleep(Duration::from_millis(5_500)).await;
    let late = shop
        .mpesa_status(&started.checkout_request_id, USER)
        .await
        .unwrap();
    assert_eq!(late.status, "success");
    shop.wait_for_payment_status(&order.id, "Paid").await;
}

#[tokio::test]
async fn an_expired_token_is_refreshed_transparently() {
    let shop = Shop::start().await;
    let first = shop.order("mpesa").await;
    shop.start_mpesa(&first.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    assert!(shop.sim.expire_tokens() >= 1, "a token was cached");
    let second = shop.order("mpesa").await;
    let started = shop
        .start_mpesa(&second.id, USER, test_numbers::SUCCESS)
        .await
        .expect("a refused token is replaced and the push retried");
    assert!(started.checkout_request_id.starts_with("ws_CO_"));
    shop.wait_for_payment_status(&second.id, "Paid").await;
    // The status poll's STK query works with the new token too.
    assert_eq!(
        shop.mpesa_status(&started.checkout_request_id, ADMIN)
            .await
            .unwrap()
            .status,
        "success"
    );
}

#[tokio::test]
async fn a_new_prompt_supersedes_the_pending_one() {
    let shop = Shop::start_with(|config| config.sweep_after = Duration::from_secs(600)).await;
    let order = shop.order("mpesa").await;
    let first = shop
        .start_mpesa(&order.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    // While it may still be answered, a prompt to another phone waits for it.
    let refused = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Aborted, "{refused:?}");
    // Past a prompt's lifetime on the phone, a new one supersedes it.
    sqlx::query(
        "UPDATE payment_attempts SET created_at = now() - interval '10 minutes', \
         pushed_at = now() - interval '10 minutes' WHERE checkout_request_id = $1",
    )
    .bind(&first.checkout_request_id)
    .execute(&shop.payments.pool)
    .await
    .unwrap();
    let second = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    shop.wait_for_payment_status(&order.id, "Paid").await;
    assert_eq!(
        shop.history(&first.checkout_request_id).await,
        ["created", "pushed", "superseded"]
    );
    let superseded_by: Option<uuid::Uuid> = sqlx::query_scalar(
        "SELECT superseded_by FROM payment_attempts WHERE checkout_request_id = $1",
    )
    .bind(&first.checkout_request_id)
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert!(superseded_by.is_some());
    assert_eq!(
        shop.mpesa_status(&second.checkout_request_id, USER)
            .await
            .unwrap()
            .status,
        "success"
    );
}

#[tokio::test]
async fn only_the_owner_pays_and_only_a_payable_order() {
    let shop = Shop::start().await;
    let order = shop.order("mpesa").await;

    let stranger = shop
        .start_mpesa(&order.id, "user-2", test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(stranger.code(), Code::PermissionDenied);
    assert_eq!(stranger.message(), "Forbidden - you don't have permission");

    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    let peek = shop
        .mpesa_status(&started.checkout_request_id, "user-2")
        .await
        .unwrap_err();
    assert_eq!(peek.code(), Code::PermissionDenied);
    let unknown = shop.mpesa_status("ws_CO_nothing", USER).await.unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    assert_eq!(unknown.message(), "Payment not found");

    for phone in ["0812345678", "254812345678", "25470837414"] {
        let bad = shop.start_mpesa(&order.id, USER, phone).await.unwrap_err();
        assert_eq!(bad.code(), Code::InvalidArgument, "{phone}");
        assert_eq!(
            bad.message(),
            "Please enter a valid Kenyan phone number (254712345678)"
        );
        assert_eq!(field(&bad), "phone_number");
    }
    let missing = shop.start_mpesa(&order.id, USER, " ").await.unwrap_err();
    assert_eq!(missing.message(), "M-Pesa phone number is required");

    let nowhere = shop
        .start_mpesa("SF00000000", USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(nowhere.code(), Code::NotFound);
    assert_eq!(nowhere.message(), "Order not found");

    let cod = shop.order("cod").await;
    let at_the_door = shop
        .start_mpesa(&cod.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(at_the_door.code(), Code::FailedPrecondition);
    assert_eq!(at_the_door.message(), "This order is paid on delivery");

    let cancelled = shop.order("mpesa").await;
    shop.orders_client
        .clone()
        .cancel_order(as_user(
            USER,
            shop_proto::orders::v1::CancelOrderRequest {
                id: cancelled.id.clone(),
            },
        ))
        .await
        .unwrap();
    let gone = shop
        .start_mpesa(&cancelled.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(gone.code(), Code::FailedPrecondition);
    assert_eq!(gone.message(), "This order has been cancelled");

    // An admin may start a prompt for anyone's order; a guest for nobody's.
    let other = shop.order_for("user-3", "mpesa", 1).await;
    let guest = shop
        .start_mpesa(&other.id, "", test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert_eq!(guest.code(), Code::Unauthenticated);
    shop.start_mpesa(&other.id, ADMIN, test_numbers::SUCCESS)
        .await
        .unwrap();
    shop.wait_for_payment_status(&other.id, "Paid").await;
}

#[tokio::test]
async fn daraja_unreachable_is_unavailable() {
    let shop = Shop::start().await;
    let order = shop.order("mpesa").await;
    // A Daraja that is not there.
    let mut config = shop.payments.config.clone();
    config.daraja.base_url = format!("http://127.0.0.1:{}", shop_common::testing::free_port());
    let down = shop_payments::testing::TestPayments::start(config).await;
    let status = down
        .client()
        .await
        .start_mpesa_payment(as_user(
            USER,
            shop_proto::payments::v1::StartMpesaPaymentRequest {
                order_id: order.id.clone(),
                phone_number: test_numbers::SUCCESS.to_owned(),
                idempotency_key: String::new(),
                amount_ksh: 0,
            },
        ))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unavailable);
    assert_eq!(status.message(), "Failed to initiate M-Pesa payment");
    let attempts: Vec<(String, String)> =
        sqlx::query_as("SELECT status, result_desc FROM payment_attempts")
            .fetch_all(&down.pool)
            .await
            .unwrap();
    assert_eq!(
        attempts,
        [(
            "failed".to_owned(),
            "Failed to initiate M-Pesa payment".to_owned()
        )]
    );
}

#[tokio::test]
async fn an_idempotency_key_names_one_prompt_and_another_phone_with_it_is_refused() {
    let shop = Shop::start_with_payer_delay(Duration::from_secs(30), |_| {}).await;
    let order = shop.order("mpesa").await;
    let start = |phone: &'static str| {
        let mut client = shop.client.clone();
        let request = as_user(
            USER,
            shop_proto::payments::v1::StartMpesaPaymentRequest {
                order_id: order.id.clone(),
                phone_number: phone.to_owned(),
                idempotency_key: "mpesa-9c1e".to_owned(),
                amount_ksh: 0,
            },
        );
        async move { client.start_mpesa_payment(request).await }
    };
    let first = start(test_numbers::SUCCESS).await.unwrap().into_inner();
    let other = start("254711000111").await.unwrap_err();
    assert_eq!(
        crate::helpers::refusal(&other).0,
        shop_common::errors::ErrorCode::IdempotencyKeyReused,
        "{other:?}"
    );
    assert_eq!(other.code(), Code::FailedPrecondition);
    // The same request follows the prompt it started; nothing more was pushed.
    let again = start(test_numbers::SUCCESS).await.unwrap().into_inner();
    assert_eq!(again.checkout_request_id, first.checkout_request_id);
    assert_eq!(shop.sim.requests().len(), 1);
}
