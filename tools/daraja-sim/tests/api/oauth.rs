//! `GET /oauth/v1/generate`.

use std::time::Duration;

use serde_json::Value;

use crate::helpers::{assert_daraja_error, fast_config, spawn, spawn_with};

#[tokio::test]
async fn the_right_credentials_get_a_token_whose_lifetime_is_a_string() {
    let t = spawn().await;
    let response = t
        .oauth(
            "sim-consumer-key",
            "sim-consumer-secret",
            "?grant_type=client_credentials",
        )
        .await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert!(!body["access_token"].as_str().unwrap().is_empty());
    assert_eq!(body["expires_in"], Value::String("3599".to_owned()));
}

#[tokio::test]
async fn the_lifetime_is_configurable() {
    let t = spawn_with(daraja_sim::Config {
        token_ttl: Duration::from_secs(60),
        ..fast_config()
    })
    .await;
    let response = t
        .oauth(
            &t.config.consumer_key,
            &t.config.consumer_secret,
            "?grant_type=client_credentials",
        )
        .await;
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["expires_in"], "60");
}

#[tokio::test]
async fn wrong_or_missing_credentials_are_refused() {
    let t = spawn().await;
    for (key, secret) in [
        ("sim-consumer-key", "wrong-secret"),
        ("someone-else", "sim-consumer-secret"),
    ] {
        let response = t.oauth(key, secret, "?grant_type=client_credentials").await;
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        assert_daraja_error(
            status,
            &body,
            400,
            "400.008.01",
            "Invalid Authentication passed",
        );
    }

    let response = t
        .http
        .get(t.url("/oauth/v1/generate?grant_type=client_credentials"))
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    assert_daraja_error(
        status,
        &body,
        400,
        "400.008.01",
        "Invalid Authentication passed",
    );
}

#[tokio::test]
async fn a_missing_or_wrong_grant_type_is_refused() {
    let t = spawn().await;
    for query in [
        "",
        "?grant_type=password",
        "?grant_type=client_credentialss",
    ] {
        let response = t
            .oauth(&t.config.consumer_key, &t.config.consumer_secret, query)
            .await;
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        assert_daraja_error(
            status,
            &body,
            400,
            "400.008.02",
            "Invalid grant type passed",
        );
    }
}
