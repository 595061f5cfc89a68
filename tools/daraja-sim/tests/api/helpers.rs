//! A simulator with a fast payer, an HTTP client, and a little callback receiver.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use daraja_sim::{Config, RunningSim, stk_password};
use serde_json::{Value, json};
use tokio::sync::mpsc;

/// The payer answers after this long in tests.
pub(crate) const DELAY: Duration = Duration::from_millis(100);
pub(crate) const TIMESTAMP: &str = "20261121133416";

pub(crate) struct TestSim {
    pub sim: RunningSim,
    pub http: reqwest::Client,
    pub config: Config,
    pub receiver: Receiver,
}

pub(crate) fn fast_config() -> Config {
    Config {
        callback_delay: DELAY,
        callback_retries: 2,
        callback_retry_backoff: Duration::from_millis(50),
        callback_timeout: Duration::from_secs(2),
        ..Config::default()
    }
}

pub(crate) async fn spawn() -> TestSim {
    spawn_with(fast_config()).await
}

/// A payer who takes 5 s: long enough that "not answered yet" holds on a busy machine.
pub(crate) async fn spawn_slow_payer() -> TestSim {
    spawn_with(Config {
        callback_delay: Duration::from_secs(5),
        ..fast_config()
    })
    .await
}

pub(crate) async fn spawn_with(config: Config) -> TestSim {
    TestSim {
        sim: daraja_sim::start(config.clone()).await.unwrap(),
        http: reqwest::Client::new(),
        config,
        receiver: Receiver::start().await,
    }
}

impl TestSim {
    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.sim.base_url)
    }

    pub(crate) async fn oauth(&self, key: &str, secret: &str, query: &str) -> reqwest::Response {
        self.http
            .get(self.url(&format!("/oauth/v1/generate{query}")))
            .basic_auth(key, Some(secret))
            .send()
            .await
            .unwrap()
    }

    pub(crate) async fn token(&self) -> String {
        let response = self
            .oauth(
                &self.config.consumer_key,
                &self.config.consumer_secret,
                "?grant_type=client_credentials",
            )
            .await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        body["access_token"].as_str().unwrap().to_owned()
    }

    /// A push that passes every check, prompting `phone` for `amount`.
    pub(crate) fn push_body(&self, phone: &str, amount: u64) -> Value {
        json!({
            "BusinessShortCode": self.config.shortcode,
            "Password": stk_password(&self.config.shortcode, &self.config.passkey, TIMESTAMP),
            "Timestamp": TIMESTAMP,
            "TransactionType": "CustomerPayBillOnline",
            "Amount": amount,
            "PartyA": phone,
            "PartyB": self.config.shortcode,
            "PhoneNumber": phone,
            "CallBackURL": self.receiver.url,
            "AccountReference": "ORD-1042",
            "TransactionDesc": "Order 1042"
        })
    }

    pub(crate) async fn post_with_token(
        &self,
        path: &str,
        token: &str,
        body: &Value,
    ) -> (u16, Value) {
        let response = self
            .http
            .post(self.url(path))
            .bearer_auth(token)
            .json(body)
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    pub(crate) async fn stk_push(&self, body: &Value) -> (u16, Value) {
        let token = self.token().await;
        self.post_with_token("/mpesa/stkpush/v1/processrequest", &token, body)
            .await
    }

    /// Pushes a valid request and returns its `CheckoutRequestID`.
    pub(crate) async fn accepted_push(&self, phone: &str, amount: u64) -> String {
        let (status, body) = self.stk_push(&self.push_body(phone, amount)).await;
        assert_eq!(status, 200, "{body}");
        body["CheckoutRequestID"].as_str().unwrap().to_owned()
    }

    pub(crate) fn query_body(&self, checkout_request_id: &str) -> Value {
        json!({
            "BusinessShortCode": self.config.shortcode,
            "Password": stk_password(&self.config.shortcode, &self.config.passkey, TIMESTAMP),
            "Timestamp": TIMESTAMP,
            "CheckoutRequestID": checkout_request_id
        })
    }

    pub(crate) async fn stk_query(&self, checkout_request_id: &str) -> (u16, Value) {
        let token = self.token().await;
        self.post_with_token(
            "/mpesa/stkpushquery/v1/query",
            &token,
            &self.query_body(checkout_request_id),
        )
        .await
    }
}

/// Asserts a Daraja error answer.
pub(crate) fn assert_daraja_error(
    status: u16,
    body: &Value,
    want_status: u16,
    code: &str,
    message: &str,
) {
    assert_eq!(status, want_status, "{body}");
    assert_eq!(body["errorCode"], code, "{body}");
    assert_eq!(body["errorMessage"], message, "{body}");
    assert!(
        body["requestId"].as_str().is_some_and(|id| !id.is_empty()),
        "{body}"
    );
}

/// The callback's `stkCallback` object.
pub(crate) fn stk_callback(callback: &Value) -> &Value {
    &callback["Body"]["stkCallback"]
}

/// A metadata item's value, looked up by name as clients must.
pub(crate) fn metadata<'a>(callback: &'a Value, name: &str) -> Option<&'a Value> {
    stk_callback(callback)["CallbackMetadata"]["Item"]
        .as_array()?
        .iter()
        .find(|item| item["Name"] == name)
}

/// A callback URL to POST to, answering the queued statuses first and 200 after; every body
/// received comes out of [`Receiver::next`].
pub(crate) struct Receiver {
    pub url: String,
    statuses: Arc<Mutex<VecDeque<StatusCode>>>,
    received: tokio::sync::Mutex<mpsc::UnboundedReceiver<Value>>,
}

#[derive(Clone)]
struct ReceiverState {
    statuses: Arc<Mutex<VecDeque<StatusCode>>>,
    sender: mpsc::UnboundedSender<Value>,
}

impl Receiver {
    async fn start() -> Self {
        let (sender, received) = mpsc::unbounded_channel();
        let statuses = Arc::new(Mutex::new(VecDeque::new()));
        let app = axum::Router::new()
            .route("/hooks/daraja/{secret}", post(receive))
            .with_state(ReceiverState {
                statuses: statuses.clone(),
                sender,
            });
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self {
            url: format!("http://{addr}/hooks/daraja/s3cr3t"),
            statuses,
            received: tokio::sync::Mutex::new(received),
        }
    }

    /// The next answers, before the receiver goes back to 200.
    pub(crate) fn answer_with(&self, statuses: &[u16]) {
        let mut queue = self.statuses.lock().unwrap();
        queue.extend(statuses.iter().map(|s| StatusCode::from_u16(*s).unwrap()));
    }

    /// The next callback body, if one arrives within `within`.
    pub(crate) async fn next(&self, within: Duration) -> Option<Value> {
        tokio::time::timeout(within, self.received.lock().await.recv())
            .await
            .ok()
            .flatten()
    }
}

async fn receive(
    State(state): State<ReceiverState>,
    Json(body): Json<Value>,
) -> (StatusCode, Json<Value>) {
    let _ = state.sender.send(body);
    let status = state
        .statuses
        .lock()
        .unwrap()
        .pop_front()
        .unwrap_or(StatusCode::OK);
    (
        status,
        Json(json!({"ResultCode": 0, "ResultDesc": "Accepted"})),
    )
}
