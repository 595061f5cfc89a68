//! C2B: URL registration as Daraja checks it, and the control that pays a Paybill like a shopper.

use std::time::Duration;

use axum::Json;
use axum::routing::post;
use serde_json::{Value, json};

use crate::helpers::*;

fn registration(sim: &TestSim, validation: &str, confirmation: &str) -> Value {
    json!({
        "ShortCode": sim.config.shortcode,
        "ResponseType": "Completed",
        "ConfirmationURL": confirmation,
        "ValidationURL": validation,
    })
}

async fn register(sim: &TestSim, body: &Value) -> (u16, Value) {
    let token = sim.token().await;
    sim.post_with_token("/mpesa/c2b/v1/registerurl", &token, body)
        .await
}

async fn pay(sim: &TestSim, body: Value) -> (u16, Value) {
    let response = sim
        .http
        .post(sim.url("/simulator/c2b/pay"))
        .json(&body)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.json().await.unwrap())
}

#[tokio::test]
async fn registration_is_checked_like_safaricoms() {
    let sim = spawn().await;
    let url = &sim.receiver.url;
    for (body, field) in [
        (
            registration(&sim, "http://shop.example.com/v", url),
            "ValidationURL",
        ),
        (
            registration(&sim, url, "https://shop.example.com/mpesa/c"),
            "ConfirmationURL",
        ),
        (
            registration(&sim, url, "https://safaricom-hooks.example.com/c"),
            "ConfirmationURL",
        ),
        (
            json!({"ShortCode": sim.config.shortcode, "ResponseType": "Maybe",
                   "ConfirmationURL": url, "ValidationURL": url}),
            "ResponseType",
        ),
    ] {
        let (status, answer) = register(&sim, &body).await;
        assert_daraja_error(
            status,
            &answer,
            400,
            "400.002.02",
            &format!("Bad Request - Invalid {field}"),
        );
    }
    let (status, answer) = sim
        .post_with_token(
            "/mpesa/c2b/v1/registerurl",
            "nope",
            &registration(&sim, url, url),
        )
        .await;
    assert_eq!((status, &answer["errorCode"]), (404, &json!("404.001.03")));
    // Nothing registered: the control has nowhere to deliver.
    let (status, answer) = pay(&sim, json!({"account": "SF1", "amount": 10})).await;
    assert_eq!(
        (status, &answer["errorCode"]),
        (409, &json!("simulator.not_registered"))
    );

    let (status, answer) = register(&sim, &registration(&sim, url, url)).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["ResponseCode"], "0");
    assert!(
        sim.sim
            .simulator()
            .c2b_registration(&sim.config.shortcode)
            .is_some()
    );
}

#[tokio::test]
async fn a_payment_is_validated_then_confirmed_and_can_be_confirmed_again() {
    let sim = spawn().await;
    let url = sim.receiver.url.clone();
    register(&sim, &registration(&sim, &url, &url)).await;

    let (status, paid) = pay(&sim, json!({"account": "SF7K3M9QXA", "amount": 1659})).await;
    assert_eq!(status, 200, "{paid}");
    assert_eq!(paid["status"], "completed");
    assert_eq!(paid["confirmations"], json!([200]));
    let validation = sim.receiver.next(Duration::from_secs(2)).await.unwrap();
    let confirmation = sim.receiver.next(Duration::from_secs(2)).await.unwrap();
    assert_eq!(validation, confirmation);
    assert_eq!(confirmation["BillRefNumber"], "SF7K3M9QXA");
    assert_eq!(confirmation["TransAmount"], "1659.00");
    assert_eq!(confirmation["BusinessShortCode"], sim.config.shortcode);
    assert_eq!(confirmation["TransID"], paid["transId"]);
    assert!(
        confirmation["MSISDN"].as_str().unwrap().contains("****"),
        "the payer's number is masked, as Safaricom sends it"
    );

    let trans_id = paid["transId"].as_str().unwrap();
    let resent = sim
        .http
        .post(sim.url(&format!("/simulator/c2b/{trans_id}/resend")))
        .send()
        .await
        .unwrap();
    assert_eq!(resent.status(), 200);
    let again = sim.receiver.next(Duration::from_secs(2)).await.unwrap();
    assert_eq!(again["TransID"], trans_id);

    // Without validation (a shortcode Safaricom does not validate for): the confirmation only.
    let (_, direct) = pay(
        &sim,
        json!({"account": "SF7K3M9QXA", "amount": 5, "skipValidation": true}),
    )
    .await;
    assert_eq!(direct["status"], "completed");
    assert!(direct["validation"].is_null());
    let only = sim.receiver.next(Duration::from_secs(2)).await.unwrap();
    assert_eq!(only["TransID"], direct["transId"]);
    assert!(
        sim.receiver
            .next(Duration::from_millis(200))
            .await
            .is_none()
    );
}

#[tokio::test]
async fn a_refused_validation_sends_no_confirmation() {
    let sim = spawn().await;
    let refusing = axum::Router::new().route(
        "/hooks/c2b/s3cr3t",
        post(|| async { Json(json!({"ResultCode": "C2B00012", "ResultDesc": "Rejected"})) }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let validation = format!("http://{}/hooks/c2b/s3cr3t", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, refusing).await });
    let confirmation = sim.receiver.url.clone();
    register(&sim, &registration(&sim, &validation, &confirmation)).await;

    let (status, refused) = pay(&sim, json!({"account": "NOSUCH", "amount": 10})).await;
    assert_eq!(status, 200);
    assert_eq!(refused["status"], "rejected");
    assert_eq!(refused["validation"]["ResultCode"], "C2B00012");
    assert_eq!(refused["confirmations"], json!([]));
    assert!(
        sim.receiver
            .next(Duration::from_millis(300))
            .await
            .is_none()
    );
}
