//! `POST /mpesa/stkpushquery/v1/query`.

use daraja_sim::test_numbers;
use serde_json::json;

use crate::helpers::{DELAY, assert_daraja_error, spawn, spawn_slow_payer};

const QUERY: &str = "/mpesa/stkpushquery/v1/query";

#[tokio::test]
async fn before_the_payer_answers_the_transaction_is_being_processed() {
    let t = spawn_slow_payer().await;
    let checkout = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let (status, body) = t.stk_query(&checkout).await;
    assert_daraja_error(
        status,
        &body,
        500,
        "500.001.1001",
        "The transaction is being processed",
    );
}

#[tokio::test]
async fn after_the_answer_the_query_gives_the_result_with_a_string_code() {
    let t = spawn().await;
    let paid = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let cancelled = t.accepted_push(test_numbers::CANCELLED, 1500).await;
    let unreachable = t.accepted_push(test_numbers::UNREACHABLE, 1500).await;
    tokio::time::sleep(DELAY * 2).await;

    let (status, body) = t.stk_query(&paid).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["ResponseCode"], "0");
    assert_eq!(
        body["ResponseDescription"],
        "The service request has been accepted successsfully"
    );
    assert_eq!(body["CheckoutRequestID"], paid.as_str());
    assert_eq!(
        body["MerchantRequestID"],
        t.sim.requests()[0]
            .merchant_request_id
            .clone()
            .unwrap()
            .as_str()
    );
    assert_eq!(body["ResultCode"], "0");
    assert_eq!(
        body["ResultDesc"],
        "The service request is processed successfully."
    );

    let (_, body) = t.stk_query(&cancelled).await;
    assert_eq!(body["ResultCode"], "1032");
    assert_eq!(body["ResultDesc"], "Request cancelled by user");
    let (_, body) = t.stk_query(&unreachable).await;
    assert_eq!(body["ResultCode"], "1037");
}

#[tokio::test]
async fn an_unknown_checkout_request_is_an_error() {
    let t = spawn().await;
    let (status, body) = t.stk_query("ws_CO_21112026133416000708374149").await;
    assert_daraja_error(
        status,
        &body,
        400,
        "400.002.02",
        "Bad Request - Invalid CheckoutRequestID",
    );
}

#[tokio::test]
async fn the_query_needs_the_merchants_password_and_a_valid_token() {
    let t = spawn().await;
    let checkout = t.accepted_push(test_numbers::SUCCESS, 1500).await;
    let token = t.token().await;
    let mut body = t.query_body(&checkout);
    body["Password"] = json!("d3Jvbmc=");
    let (status, answer) = t.post_with_token(QUERY, &token, &body).await;
    assert_daraja_error(status, &answer, 500, "500.001.1001", "Wrong credentials");

    let (status, answer) = t
        .post_with_token(QUERY, "expired", &t.query_body(&checkout))
        .await;
    assert_daraja_error(status, &answer, 404, "404.001.03", "Invalid Access Token");
}
