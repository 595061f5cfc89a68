//! A third party's Daraja, answering what Safaricom's public contract allows but not what we
//! asked: the client must not take an STK query answer about another prompt.

use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::routing::{get, post};
use serde_json::{Value, json};
use shop_payments::daraja::{Daraja, DarajaConfig, DarajaError, StkQueryAnswer};

/// A Daraja that issues tokens and answers every STK query with `answer_for`'s
/// CheckoutRequestID, paid.
async fn daraja_answering_about(answer_for: &'static str) -> Daraja {
    let app = Router::new()
        .route(
            "/oauth/v1/generate",
            get(|| async { Json(json!({"access_token": "t0k3n", "expires_in": "3599"})) }),
        )
        .route(
            "/mpesa/stkpushquery/v1/query",
            post(move |Json(_asked): Json<Value>| async move {
                Json(json!({
                    "ResponseCode": "0",
                    "ResponseDescription": "The service request has been accepted successsfully",
                    "MerchantRequestID": "29115-34620561-1",
                    "CheckoutRequestID": answer_for,
                    "ResultCode": "0",
                    "ResultDesc": "The service request is processed successfully.",
                }))
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Daraja::new(DarajaConfig {
        base_url: format!("http://{addr}"),
        consumer_key: "key".into(),
        consumer_secret: "secret".into(),
        shortcode: "174379".to_owned(),
        passkey: shop_payments::config::SANDBOX_PASSKEY.into(),
        transaction_type: "CustomerPayBillOnline".to_owned(),
        callback_url: "http://127.0.0.1:9/callback".to_owned(),
        timeout: Duration::from_secs(5),
        payout: shop_payments::testing::config("http://127.0.0.1:9", "http://127.0.0.1:9")
            .daraja
            .payout,
    })
    .unwrap()
}

#[tokio::test]
async fn an_stk_query_answer_about_another_prompt_settles_nothing() {
    let daraja = daraja_answering_about("ws_CO_someone_else").await;
    match daraja.stk_query("ws_CO_ours").await {
        Err(DarajaError::Unexpected { http_status, body }) => {
            assert_eq!(http_status, 200);
            assert!(body.contains("ws_CO_someone_else"), "{body}");
        }
        other => panic!("an answer about another prompt was taken: {other:?}"),
    }
    // The same Daraja answering about the prompt asked for is believed.
    let daraja = daraja_answering_about("ws_CO_ours").await;
    assert!(matches!(
        daraja.stk_query("ws_CO_ours").await,
        Ok(StkQueryAnswer::Result { result_code: 0, .. })
    ));
}
