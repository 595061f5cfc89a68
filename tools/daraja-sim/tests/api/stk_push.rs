//! `POST /mpesa/stkpush/v1/processrequest`: the answer and every validation error.

use std::time::Duration;

use daraja_sim::test_numbers;
use serde_json::{Value, json};

use crate::helpers::{TIMESTAMP, TestSim, assert_daraja_error, fast_config, spawn, spawn_with};

const PUSH: &str = "/mpesa/stkpush/v1/processrequest";
const ACCEPTED: &str = "Success. Request accepted for processing";

async fn push_changed(t: &TestSim, change: impl FnOnce(&mut Value)) -> (u16, Value) {
    let mut body = t.push_body(test_numbers::SUCCESS, 1500);
    change(&mut body);
    t.stk_push(&body).await
}

async fn assert_invalid(t: &TestSim, field: &str, change: impl FnOnce(&mut Value)) {
    let (status, body) = push_changed(t, change).await;
    assert_daraja_error(
        status,
        &body,
        400,
        "400.002.02",
        &format!("Bad Request - Invalid {field}"),
    );
}

#[tokio::test]
async fn a_valid_push_is_accepted_for_processing() {
    let t = spawn().await;
    let (status, body) = t.stk_push(&t.push_body(test_numbers::SUCCESS, 1500)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["ResponseCode"], "0");
    assert_eq!(body["ResponseDescription"], ACCEPTED);
    assert_eq!(body["CustomerMessage"], ACCEPTED);
    assert!(!body["MerchantRequestID"].as_str().unwrap().is_empty());
    let checkout = body["CheckoutRequestID"].as_str().unwrap();
    let digits = checkout.strip_prefix("ws_CO_").unwrap();
    assert!(
        digits.len() >= 14 && digits.bytes().all(|b| b.is_ascii_digit()),
        "{checkout}"
    );
}

#[tokio::test]
async fn codes_and_numbers_may_be_json_numbers_or_strings() {
    let t = spawn().await;
    let (status, body) = push_changed(&t, |b| {
        b["BusinessShortCode"] = json!(174379);
        b["PartyA"] = json!(254708374149u64);
        b["PartyB"] = json!(174379);
        b["PhoneNumber"] = json!(254708374149u64);
        b["TransactionType"] = json!("CustomerBuyGoodsOnline");
    })
    .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn a_phone_number_outside_2547_and_2541_is_invalid() {
    let t = spawn().await;
    for bad in ["0708374149", "+254708374149", "254208374149", "25470837414"] {
        assert_invalid(&t, "PhoneNumber", |b| b["PhoneNumber"] = json!(bad)).await;
    }
    assert_invalid(&t, "PartyA", |b| b["PartyA"] = json!("0708374149")).await;
}

#[tokio::test]
async fn a_wrong_password_or_merchant_is_refused() {
    let t = spawn().await;
    let (status, body) =
        push_changed(&t, |b| b["Password"] = json!("bm90IHRoZSBwYXNzd29yZA==")).await;
    assert_daraja_error(status, &body, 500, "500.001.1001", "Wrong credentials");

    // The password of another second: the timestamp sent must be the one in the password.
    let (status, body) = push_changed(&t, |b| b["Timestamp"] = json!("20261121133417")).await;
    assert_daraja_error(status, &body, 500, "500.001.1001", "Wrong credentials");

    let (status, body) = push_changed(&t, |b| b["BusinessShortCode"] = json!("600000")).await;
    assert_daraja_error(
        status,
        &body,
        500,
        "500.001.1001",
        "Merchant does not exist",
    );
}

#[tokio::test]
async fn account_reference_and_description_have_their_lengths() {
    let t = spawn().await;
    assert_invalid(&t, "AccountReference", |b| {
        b["AccountReference"] = json!("ORD-123456789")
    })
    .await;
    assert_invalid(&t, "AccountReference", |b| {
        b["AccountReference"] = json!("")
    })
    .await;
    assert_invalid(&t, "TransactionDesc", |b| {
        b["TransactionDesc"] = json!("Order 12345678")
    })
    .await;
    let (status, body) = push_changed(&t, |b| {
        b["AccountReference"] = json!("ORD-12345678");
        b["TransactionDesc"] = json!("Order 1234567");
    })
    .await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn the_amount_must_be_a_whole_positive_number() {
    let t = spawn().await;
    for bad in [json!(10.5), json!("1500"), json!(0), json!(-1), json!(null)] {
        assert_invalid(&t, "Amount", |b| b["Amount"] = bad).await;
    }
}

#[tokio::test]
async fn other_fields_are_checked_too() {
    let t = spawn().await;
    assert_invalid(&t, "TransactionType", |b| {
        b["TransactionType"] = json!("CustomerPayBill")
    })
    .await;
    assert_invalid(&t, "Timestamp", |b| {
        b["Timestamp"] = json!("2026-11-21 13:34")
    })
    .await;
    assert_invalid(&t, "PartyB", |b| b["PartyB"] = json!("12")).await;
    for bad in [
        "http://shop.example.co.ke/hooks/daraja/s3cr3t",
        "https://shop.example.co.ke/api/mpesa/callback",
        "ftp://127.0.0.1/hooks",
        "not a url",
    ] {
        assert_invalid(&t, "CallBackURL", |b| b["CallBackURL"] = json!(bad)).await;
    }
    assert_invalid(&t, "TransactionDesc", |b| {
        b.as_object_mut().unwrap().remove("TransactionDesc");
    })
    .await;
}

#[tokio::test]
async fn a_body_that_is_not_a_json_object_is_an_invalid_payload() {
    let t = spawn().await;
    let token = t.token().await;
    let response = t
        .http
        .post(t.url(PUSH))
        .bearer_auth(&token)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_daraja_error(status, &body, 400, "400.002.05", "Invalid Request Payload");
}

#[tokio::test]
async fn an_unknown_or_missing_token_is_an_invalid_access_token() {
    let t = spawn().await;
    let body = t.push_body(test_numbers::SUCCESS, 1500);
    let (status, answer) = t.post_with_token(PUSH, "not-a-token", &body).await;
    assert_daraja_error(status, &answer, 404, "404.001.03", "Invalid Access Token");

    let response = t.http.post(t.url(PUSH)).json(&body).send().await.unwrap();
    let status = response.status().as_u16();
    let answer: Value = response.json().await.unwrap();
    assert_daraja_error(status, &answer, 404, "404.001.03", "Invalid Access Token");
    assert!(
        t.sim.requests().is_empty(),
        "unauthenticated pushes are not recorded"
    );
}

#[tokio::test]
async fn expired_tokens_are_refused_until_the_client_fetches_a_new_one() {
    let t = spawn().await;
    let body = t.push_body(test_numbers::SUCCESS, 1500);
    let old = t.token().await;
    let (status, _) = t.post_with_token(PUSH, &old, &body).await;
    assert_eq!(status, 200);

    let response = t
        .http
        .post(t.url("/simulator/expire-tokens"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap();
    assert!(answer["expired"].as_u64().unwrap() >= 1);

    let (status, answer) = t.post_with_token(PUSH, &old, &body).await;
    assert_daraja_error(status, &answer, 404, "404.001.03", "Invalid Access Token");
    let fresh = t.token().await;
    let (status, _) = t.post_with_token(PUSH, &fresh, &body).await;
    assert_eq!(status, 200);

    t.sim.expire_tokens();
    let (status, _) = t.post_with_token(PUSH, &fresh, &body).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn tokens_expire_after_their_lifetime() {
    let t = spawn_with(daraja_sim::Config {
        token_ttl: Duration::from_millis(200),
        ..fast_config()
    })
    .await;
    let token = t.token().await;
    let body = t.push_body(test_numbers::SUCCESS, 1500);
    let (status, _) = t.post_with_token(PUSH, &token, &body).await;
    assert_eq!(status, 200);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, answer) = t.post_with_token(PUSH, &token, &body).await;
    assert_daraja_error(status, &answer, 404, "404.001.03", "Invalid Access Token");
}

#[tokio::test]
async fn the_pushes_received_are_listed_with_their_bodies_and_answers() {
    let t = spawn().await;
    let accepted = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let (status, _) = push_changed(&t, |b| b["PhoneNumber"] = json!("0712345678")).await;
    assert_eq!(status, 400);

    let response = t
        .http
        .get(t.url("/simulator/requests"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let listed: Vec<daraja_sim::ReceivedPush> = response.json().await.unwrap();
    assert_eq!(listed.len(), 2);
    assert_eq!(
        listed[0].checkout_request_id.as_deref(),
        Some(accepted.as_str())
    );
    assert_eq!(listed[0].body["Amount"], 1500);
    assert_eq!(listed[0].body["Timestamp"], TIMESTAMP);
    assert_eq!(listed[0].error_code, None);
    assert_eq!(listed[1].checkout_request_id, None);
    assert_eq!(listed[1].error_code.as_deref(), Some("400.002.02"));
    assert_eq!(listed[1].body["PhoneNumber"], "0712345678");
    assert_eq!(t.sim.requests().len(), 2);
}

#[tokio::test]
async fn a_slow_push_answer_comes_late_and_the_payer_answers_all_the_same() {
    let t = spawn_with(daraja_sim::Config {
        push_delay: Duration::from_millis(1_500),
        ..fast_config()
    })
    .await;
    let token = t.token().await;
    let body = t.push_body(test_numbers::SUCCESS, 1500);

    // A caller that waits gets the usual answer, late.
    let started = std::time::Instant::now();
    let (status, answer) = t.post_with_token(PUSH, &token, &body).await;
    assert_eq!(status, 200, "{answer}");
    assert!(started.elapsed() >= Duration::from_millis(1_500));
    assert!(t.receiver.next(Duration::from_secs(5)).await.is_some());

    // A caller that gives up first (the payments service's DARAJA_TIMEOUT_MS): the prompt was
    // on the phone, so its callback comes anyway, before the answer would have.
    let gave_up = t
        .http
        .post(t.url(PUSH))
        .bearer_auth(&token)
        .json(&body)
        .timeout(Duration::from_millis(300))
        .send()
        .await;
    assert!(gave_up.unwrap_err().is_timeout());
    let callback = t
        .receiver
        .next(Duration::from_secs(5))
        .await
        .expect("the callback of a push whose answer nobody waited for");
    assert_eq!(callback["Body"]["stkCallback"]["ResultCode"], 0);
    let pushes = t.sim.requests();
    assert_eq!(pushes.len(), 2);
    assert!(pushes.iter().all(|p| p.checkout_request_id.is_some()));
}
