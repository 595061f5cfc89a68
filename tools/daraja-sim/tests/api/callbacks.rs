//! The callback each test number produces, retries, and resends.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use chrono::{NaiveDateTime, Utc};
use daraja_sim::test_numbers;
use serde_json::Value;

use crate::helpers::{DELAY, metadata, spawn, spawn_slow_payer, stk_callback};

const WAIT: Duration = Duration::from_secs(3);

#[tokio::test]
async fn a_paying_number_gets_a_success_callback_with_metadata() {
    let t = spawn().await;
    let pushed_at = Instant::now();
    let checkout = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let callback = t.receiver.next(WAIT).await.expect("a callback");
    assert!(
        pushed_at.elapsed() >= DELAY,
        "not before the payer has answered"
    );

    let result = stk_callback(&callback);
    assert_eq!(result["CheckoutRequestID"], checkout.as_str());
    assert_eq!(result["ResultCode"], 0, "a number in callbacks");
    assert_eq!(
        result["ResultDesc"],
        "The service request is processed successfully."
    );
    assert!(result["MerchantRequestID"].is_string());

    assert_eq!(metadata(&callback, "Amount").unwrap()["Value"], 1500);
    let receipt = metadata(&callback, "MpesaReceiptNumber").unwrap()["Value"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(receipt.len(), 10);
    assert!(
        receipt
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    );
    let phone = &metadata(&callback, "PhoneNumber").unwrap()["Value"];
    assert_eq!(phone.as_u64(), Some(254708374149), "a number: {phone}");

    let date = metadata(&callback, "TransactionDate").unwrap()["Value"]
        .as_u64()
        .expect("TransactionDate is a number");
    let date = NaiveDateTime::parse_from_str(&date.to_string(), "%Y%m%d%H%M%S").unwrap();
    let nairobi_now = shop_common::nairobi::local(Utc::now()).naive_local();
    assert!(
        (nairobi_now - date).num_seconds().abs() <= 5,
        "Nairobi time: {date} vs {nairobi_now}"
    );
}

#[tokio::test]
async fn each_failing_number_gets_its_result_and_no_metadata() {
    let t = spawn().await;
    let cases = [
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
    ];
    let mut expected = HashMap::new();
    for (phone, code, desc) in cases {
        expected.insert(t.accepted_push(phone, 700).await, (code, desc));
    }
    for _ in 0..cases.len() {
        let callback = t.receiver.next(WAIT).await.expect("a callback");
        let result = stk_callback(&callback);
        let checkout = result["CheckoutRequestID"].as_str().unwrap();
        let (code, desc) = expected.remove(checkout).expect("one callback per push");
        assert_eq!(result["ResultCode"], code, "{callback}");
        assert_eq!(result["ResultDesc"], desc, "{callback}");
        assert!(
            result.get("CallbackMetadata").is_none(),
            "no metadata on failure: {callback}"
        );
    }
    assert!(expected.is_empty());
}

#[tokio::test]
async fn receipts_are_unique_and_balance_is_sometimes_absent() {
    let t = spawn().await;
    for amount in [100, 200, 300, 400] {
        t.accepted_push("254712345678", amount).await;
    }
    let mut receipts = Vec::new();
    let mut with_balance = 0;
    for _ in 0..4 {
        let callback = t.receiver.next(WAIT).await.expect("a callback");
        receipts.push(
            metadata(&callback, "MpesaReceiptNumber").unwrap()["Value"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
        if let Some(balance) = metadata(&callback, "Balance") {
            assert!(balance.get("Value").is_none(), "{balance}");
            with_balance += 1;
        }
    }
    receipts.sort();
    receipts.dedup();
    assert_eq!(receipts.len(), 4);
    assert_eq!(with_balance, 2, "Balance present on half the callbacks");
}

#[tokio::test]
async fn the_no_callback_number_is_only_answered_by_stk_query() {
    let t = spawn().await;
    let checkout = t.accepted_push(test_numbers::NO_CALLBACK, 1500).await;
    assert!(t.receiver.next(DELAY * 4).await.is_none(), "no callback");
    let (status, body) = t.stk_query(&checkout).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["ResultCode"], "0");
    assert!(t.sim.requests()[0].callbacks.is_empty());
}

#[tokio::test]
async fn a_callback_answered_other_than_200_is_retried() {
    let t = spawn().await;
    t.receiver.answer_with(&[500, 503]);
    let checkout = t.accepted_push(test_numbers::CANCELLED, 1500).await;
    let first = t.receiver.next(WAIT).await.expect("first attempt");
    let second = t.receiver.next(WAIT).await.expect("a retry");
    let third = t.receiver.next(WAIT).await.expect("another retry");
    assert_eq!(first, second);
    assert_eq!(second, third);
    assert!(
        t.receiver.next(DELAY * 3).await.is_none(),
        "no retry after a 200"
    );

    let attempts = &t.sim.requests()[0].callbacks;
    let statuses: Vec<_> = attempts.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [Some(500), Some(503), Some(200)]);
    assert!(attempts.iter().all(|a| !a.resend));
    assert_eq!(
        t.sim.requests()[0].checkout_request_id.as_deref(),
        Some(checkout.as_str())
    );
}

#[tokio::test]
async fn retries_stop_after_the_configured_number() {
    let t = spawn().await;
    t.receiver.answer_with(&[500; 10]);
    t.accepted_push(test_numbers::SUCCESS, 1500).await;
    for _ in 0..3 {
        t.receiver.next(WAIT).await.expect("an attempt");
    }
    assert!(
        t.receiver.next(Duration::from_millis(400)).await.is_none(),
        "1 attempt and 2 retries"
    );
    assert_eq!(t.sim.requests()[0].callbacks.len(), 3);
}

#[tokio::test]
async fn resend_delivers_the_same_callback_again() {
    let t = spawn().await;
    let checkout = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let original = t.receiver.next(WAIT).await.expect("a callback");

    let response = t
        .http
        .post(t.url(&format!("/simulator/callbacks/{checkout}/resend")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["status"], 200);
    let duplicate = t.receiver.next(WAIT).await.expect("the duplicate");
    assert_eq!(original, duplicate);

    assert_eq!(t.sim.resend_callback(&checkout).await.unwrap(), 200);
    assert_eq!(t.receiver.next(WAIT).await.unwrap(), original);
    let attempts = &t.sim.requests()[0].callbacks;
    assert_eq!(attempts.len(), 3);
    assert!(!attempts[0].resend && attempts[1].resend && attempts[2].resend);
}

#[tokio::test]
async fn resend_before_the_answer_or_for_an_unknown_push_is_refused() {
    let t = spawn_slow_payer().await;
    let checkout = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let response = t
        .http
        .post(t.url(&format!("/simulator/callbacks/{checkout}/resend")))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 409);

    let response = t
        .http
        .post(t.url("/simulator/callbacks/ws_CO_nope/resend"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["errorCode"], "simulator.unknown_checkout_request");
}

#[tokio::test]
async fn resend_delivers_the_callback_daraja_never_sent() {
    let t = spawn().await;
    let checkout = t.accepted_push(test_numbers::NO_CALLBACK, 1500).await;
    tokio::time::sleep(DELAY * 2).await;
    assert_eq!(t.sim.resend_callback(&checkout).await.unwrap(), 200);
    let late = t.receiver.next(WAIT).await.expect("the late callback");
    assert_eq!(stk_callback(&late)["ResultCode"], 0);
    assert!(metadata(&late, "MpesaReceiptNumber").is_some());
}

#[tokio::test]
async fn an_unreachable_receiver_is_recorded_without_its_secret_url() {
    let t = spawn().await;
    let mut body = t.push_body(test_numbers::SUCCESS, 1500);
    body["CallBackURL"] = "http://127.0.0.1:1/hooks/daraja/s3cr3t".into();
    let (status, answer) = t.stk_push(&body).await;
    assert_eq!(status, 200, "{answer}");
    tokio::time::sleep(DELAY * 2).await;
    let attempts = &t.sim.requests()[0].callbacks;
    assert!(!attempts.is_empty());
    let error = attempts[0].error.as_deref().expect("no answer");
    assert_eq!(attempts[0].status, None);
    assert!(!error.contains("s3cr3t"), "{error}");
}
