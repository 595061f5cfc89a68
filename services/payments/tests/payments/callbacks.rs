//! Daraja's callback is not signed (MPESA.md "Callback"): duplicates change nothing, forged or
//! mismatched callbacks leave the order unpaid, and nothing is settled without Daraja's STK
//! query agreeing.

use std::time::Duration;

use shop_common::events::PAYMENT_SUCCEEDED;
use shop_proto::events::v1::PaymentSucceeded;
use tonic::Code;

use crate::helpers::{ONE_SOFA_MPESA_KSH, Shop, USER, test_numbers};

/// A success callback as Daraja writes it.
fn success_body(
    merchant_request_id: &str,
    checkout_request_id: &str,
    amount_ksh: i64,
    receipt: &str,
    phone: &str,
) -> String {
    format!(
        r#"{{"Body":{{"stkCallback":{{"MerchantRequestID":"{merchant_request_id}",
        "CheckoutRequestID":"{checkout_request_id}","ResultCode":0,
        "ResultDesc":"The service request is processed successfully.",
        "CallbackMetadata":{{"Item":[{{"Name":"Amount","Value":{amount_ksh}}},
        {{"Name":"MpesaReceiptNumber","Value":"{receipt}"}},{{"Name":"Balance"}},
        {{"Name":"TransactionDate","Value":20261121133416}},
        {{"Name":"PhoneNumber","Value":{phone}}}]}}}}}}}}"#
    )
}

/// A shop whose sweeper stays out of the way.
async fn quiet_shop() -> Shop {
    Shop::start_with(|config| config.sweep_after = Duration::from_secs(600)).await
}

async fn pending_order_count(shop: &Shop, order_id: &str) -> String {
    shop.get_order(order_id).await.payment_status
}

#[tokio::test]
async fn a_resent_callback_changes_nothing() {
    let shop = quiet_shop().await;
    let order = shop.order("mpesa").await;
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;

    let status = shop
        .sim
        .resend_callback(&started.checkout_request_id)
        .await
        .unwrap();
    assert_eq!(status, 200, "Daraja is told it was accepted");
    let history = shop.history(&started.checkout_request_id).await;
    assert_eq!(
        history.last().map(String::as_str),
        Some("callback_duplicate")
    );
    assert_eq!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .len(),
        1
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = shop.get_order(&order.id).await;
    assert_eq!(after.payment, paid.payment);
}

#[tokio::test]
async fn forged_callbacks_leave_the_order_unpaid() {
    let shop = quiet_shop().await;
    let order = shop.order("mpesa").await;
    // The payer pays, but Daraja never calls back: only forgeries arrive.
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    let (merchant, checkout) = (&started.merchant_request_id, &started.checkout_request_id);
    let phone = test_numbers::NO_CALLBACK;

    for (body, why) in [
        (
            success_body(
                merchant,
                checkout,
                ONE_SOFA_MPESA_KSH - 1,
                "FAKE000001",
                phone,
            ),
            "amount differs",
        ),
        (
            success_body(
                merchant,
                checkout,
                ONE_SOFA_MPESA_KSH,
                "FAKE000002",
                "254700000999",
            ),
            "phone differs",
        ),
        (
            success_body(
                "29115-0-0",
                checkout,
                ONE_SOFA_MPESA_KSH,
                "FAKE000003",
                phone,
            ),
            "MerchantRequestID differs",
        ),
    ] {
        shop.callback(&body)
            .await
            .expect("answered OK all the same");
        let detail: String = sqlx::query_scalar(
            "SELECT detail FROM payment_attempt_events WHERE kind = 'callback_mismatch' \
             ORDER BY id DESC LIMIT 1",
        )
        .fetch_one(&shop.payments.pool)
        .await
        .unwrap();
        assert_eq!(detail, why);
    }
    shop.callback(&success_body(
        merchant,
        "ws_CO_unknown",
        ONE_SOFA_MPESA_KSH,
        "FAKE000004",
        phone,
    ))
    .await
    .expect("an unknown CheckoutRequestID is answered OK");
    let unknown: (Option<uuid::Uuid>, String, String) = sqlx::query_as(
        "SELECT attempt_id, checkout_request_id, source_ip FROM payment_attempt_events \
         WHERE kind = 'callback_unknown'",
    )
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(
        unknown,
        (None, "ws_CO_unknown".to_owned(), "203.0.113.9".to_owned())
    );

    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(pending_order_count(&shop, &order.id).await, "Pending");
    let status = shop.mpesa_status(checkout, USER).await.unwrap();
    assert_eq!(status.status, "pending");
    let receipts: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM payment_attempts WHERE mpesa_receipt_number IS NOT NULL",
    )
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(receipts, 0, "no forged receipt was kept");
    assert!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .is_empty()
    );
}

#[tokio::test]
async fn a_matching_forged_success_is_not_believed_over_the_stk_query() {
    let shop = quiet_shop().await;
    let order = shop.order("mpesa").await;
    // The payer cancels; a forger claims they paid, with every field right.
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::CANCELLED)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(150)).await;
    shop.callback(&success_body(
        &started.merchant_request_id,
        &started.checkout_request_id,
        ONE_SOFA_MPESA_KSH,
        "FAKE000005",
        test_numbers::CANCELLED,
    ))
    .await
    .unwrap();
    assert_eq!(
        shop.wait_for_settled(&started.checkout_request_id).await,
        "failed"
    );
    let status = shop
        .mpesa_status(&started.checkout_request_id, USER)
        .await
        .unwrap();
    assert_eq!(status.status, "failed");
    assert_eq!(status.result_code, Some(1032));
    shop.wait_for_failure(&order.id).await;
    assert_eq!(pending_order_count(&shop, &order.id).await, "Pending");
    assert!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .is_empty()
    );
}

#[tokio::test]
async fn a_receipt_counts_once() {
    let shop = quiet_shop().await;
    let first = shop.order("mpesa").await;
    shop.start_mpesa(&first.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap();
    let paid = shop.wait_for_payment_status(&first.id, "Paid").await;
    let receipt = paid.payment.unwrap().reference;

    let second = shop.order("mpesa").await;
    let started = shop
        .start_mpesa(&second.id, USER, test_numbers::NO_CALLBACK)
        .await
        .unwrap();
    shop.callback(&success_body(
        &started.merchant_request_id,
        &started.checkout_request_id,
        ONE_SOFA_MPESA_KSH,
        &receipt,
        test_numbers::NO_CALLBACK,
    ))
    .await
    .unwrap();
    assert_eq!(
        shop.history(&started.checkout_request_id)
            .await
            .last()
            .map(String::as_str),
        Some("callback_mismatch")
    );
    assert_eq!(pending_order_count(&shop, &second.id).await, "Pending");
}

#[tokio::test]
async fn bad_secrets_and_bodies() {
    let shop = quiet_shop().await;
    let wrong = shop
        .client
        .clone()
        .handle_daraja_callback(shop_proto::payments::v1::DarajaCallbackRequest {
            secret: "not-the-secret-at-all".to_owned(),
            body: b"{}".to_vec(),
            source_ip: "196.201.214.200".to_owned(),
        })
        .await
        .unwrap_err();
    assert_eq!(wrong.code(), Code::NotFound);

    for body in [
        "not json",
        "{}",
        r#"{"Body":{"stkCallback":{"ResultCode":0}}}"#,
    ] {
        let malformed = shop.callback(body).await.unwrap_err();
        assert_eq!(malformed.code(), Code::InvalidArgument, "{body}");
        assert_eq!(malformed.message(), "Malformed callback body");
    }
    let kept: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM payment_attempt_events WHERE kind = 'callback_malformed' \
         AND body IS NOT NULL",
    )
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(kept, 3, "malformed bodies are kept for the record");
}
