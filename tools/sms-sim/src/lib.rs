//! A local stand-in for Africa's Talking's SMS API, following its public contract so that
//! pointing `SMS_BASE_URL` at `https://api.africastalking.com` changes nothing in the shop's code:
//!
//! - `POST /version1/messaging`, header `apiKey`, form fields `username`, `to` (comma-separated
//!   numbers in international format), `message` and optionally `from` (the sender id). Answers
//!   201 with `{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: KES 0.8000","Recipients":
//!   [{"statusCode":101,"number":"+254712345678","status":"Success","cost":"KES 0.8000",
//!   "messageId":"ATXid_..."}]}}`; a number that is not `+` and 10 to 15 digits gets
//!   `statusCode` 403 `InvalidPhoneNumber` and is not sent. A wrong `apiKey` or `username`
//!   answers 401 "The supplied authentication is invalid"; a missing field answers 400.
//! - Test controls under `/simulator/`: `GET /simulator/messages[?to=+2547...]` lists what was
//!   sent (oldest first), `POST /simulator/down` makes the messaging endpoint answer 503 until
//!   `POST /simulator/up`, as a provider outage would.
//!
//! Other crates' tests start it in-process with [`start`].

use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use serde::Serialize;
use tokio::net::TcpListener;
use tokio::sync::oneshot;

/// The simulator's settings.
#[derive(Debug, Clone)]
pub struct Config {
    /// `SMS_SIM_ADDR`: where the binary listens.
    pub addr: String,
    /// `SMS_SIM_USERNAME`: the account name requests must carry (Africa's Talking's sandbox
    /// account is called `sandbox`).
    pub username: String,
    /// `SMS_SIM_API_KEY`: the `apiKey` header requests must carry.
    pub api_key: String,
}

/// What the shop's development setup sends when nothing else is configured.
pub const DEFAULT_USERNAME: &str = "sandbox";
pub const DEFAULT_API_KEY: &str = "sms-sim-api-key";

impl Default for Config {
    fn default() -> Self {
        Self {
            addr: "127.0.0.1:8091".to_owned(),
            username: DEFAULT_USERNAME.to_owned(),
            api_key: DEFAULT_API_KEY.to_owned(),
        }
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let d = Self::default();
        Ok(Self {
            addr: shop_common::config::string("SMS_SIM_ADDR", &d.addr),
            username: shop_common::config::string("SMS_SIM_USERNAME", &d.username),
            api_key: shop_common::config::string("SMS_SIM_API_KEY", &d.api_key),
        })
    }
}

/// One message the simulator accepted for one recipient.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SentSms {
    pub message_id: String,
    pub to: String,
    pub message: String,
    /// The sender id asked for; empty when none was.
    pub from: String,
    pub received_at: String,
}

/// The simulator's state, shared by its routes and the test handle.
#[derive(Clone)]
pub struct Simulator {
    config: Arc<Config>,
    sent: Arc<Mutex<Vec<SentSms>>>,
    down: Arc<AtomicBool>,
}

impl Simulator {
    pub fn new(config: Config) -> Self {
        Self {
            config: Arc::new(config),
            sent: Arc::default(),
            down: Arc::default(),
        }
    }

    /// Every message sent so far, oldest first.
    pub fn sent(&self) -> Vec<SentSms> {
        self.sent.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// While down, `POST /version1/messaging` answers 503 and sends nothing.
    pub fn set_down(&self, down: bool) {
        self.down.store(down, Ordering::SeqCst);
    }
}

/// Cost of one message in the simulator's answers (Africa's Talking quotes per recipient).
const COST: &str = "KES 0.8000";

/// Whether Africa's Talking would take `number`: `+` then 10 to 15 digits.
fn valid_number(number: &str) -> bool {
    number
        .strip_prefix('+')
        .is_some_and(|d| (10..=15).contains(&d.len()) && d.bytes().all(|b| b.is_ascii_digit()))
}

fn plain(status: StatusCode, text: &str) -> Response {
    (status, text.to_owned()).into_response()
}

async fn messaging(
    State(sim): State<Simulator>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    if sim.down.load(Ordering::SeqCst) {
        return plain(StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable");
    }
    let api_key = headers
        .get("apiKey")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let field = |name: &str| form.get(name).map(|v| v.trim()).unwrap_or("");
    if api_key != sim.config.api_key || field("username") != sim.config.username {
        return plain(
            StatusCode::UNAUTHORIZED,
            "The supplied authentication is invalid",
        );
    }
    for name in ["to", "message"] {
        if field(name).is_empty() {
            return plain(
                StatusCode::BAD_REQUEST,
                &format!("Request is missing required form field '{name}'"),
            );
        }
    }
    let message = form.get("message").cloned().unwrap_or_default();
    let from = field("from").to_owned();
    let now = chrono::Utc::now().to_rfc3339();
    let mut recipients = Vec::new();
    let mut sent = 0;
    for number in field("to").split(',').map(str::trim) {
        if valid_number(number) {
            sent += 1;
            let message_id = format!("ATXid_{}", uuid::Uuid::new_v4().simple());
            if let Ok(mut log) = sim.sent.lock() {
                log.push(SentSms {
                    message_id: message_id.clone(),
                    to: number.to_owned(),
                    message: message.clone(),
                    from: from.clone(),
                    received_at: now.clone(),
                });
            }
            tracing::info!(to = number, %message_id, "SMS accepted");
            recipients.push(serde_json::json!({
                "statusCode": 101, "number": number, "status": "Success",
                "cost": COST, "messageId": message_id,
            }));
        } else {
            recipients.push(serde_json::json!({
                "statusCode": 403, "number": number, "status": "InvalidPhoneNumber",
                "cost": "0", "messageId": "None",
            }));
        }
    }
    let total = recipients.len();
    let summary = if sent == 0 {
        "InvalidPhoneNumber".to_owned()
    } else {
        format!(
            "Sent to {sent}/{total} Total Cost: KES {:.4}",
            0.8 * f64::from(sent)
        )
    };
    (
        StatusCode::CREATED,
        Json(serde_json::json!({
            "SMSMessageData": { "Message": summary, "Recipients": recipients }
        })),
    )
        .into_response()
}

#[derive(serde::Deserialize)]
struct SentQuery {
    to: Option<String>,
}

async fn list_sent(State(sim): State<Simulator>, Query(q): Query<SentQuery>) -> Response {
    let messages: Vec<SentSms> = sim
        .sent()
        .into_iter()
        .filter(|m| q.to.as_deref().is_none_or(|to| m.to == to.trim()))
        .collect();
    Json(serde_json::json!({ "messages": messages })).into_response()
}

async fn down(State(sim): State<Simulator>) -> StatusCode {
    sim.set_down(true);
    StatusCode::NO_CONTENT
}

async fn up(State(sim): State<Simulator>) -> StatusCode {
    sim.set_down(false);
    StatusCode::NO_CONTENT
}

async fn health() -> &'static str {
    "ok"
}

/// Every route.
pub fn app(sim: Simulator) -> Router {
    Router::new()
        .route("/version1/messaging", post(messaging))
        .route("/simulator/messages", get(list_sent))
        .route("/simulator/down", post(down))
        .route("/simulator/up", post(up))
        .route("/health", get(health))
        .with_state(sim)
}

/// Serves the simulator on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    sim: Simulator,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, app(sim))
        .with_graceful_shutdown(shutdown)
        .await
}

/// A simulator serving on a free loopback port; dropping it stops it.
pub struct RunningSim {
    /// `http://127.0.0.1:<port>`: the value for `SMS_BASE_URL`.
    pub base_url: String,
    pub addr: SocketAddr,
    sim: Simulator,
    shutdown: Option<oneshot::Sender<()>>,
}

/// Starts a simulator in this process on `127.0.0.1:0` (`config.addr` is not used).
pub async fn start(config: Config) -> anyhow::Result<RunningSim> {
    let sim = Simulator::new(config);
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = serve(listener, sim.clone(), async {
        let _ = stopped.await;
    });
    tokio::spawn(async move {
        if let Err(error) = server.await {
            tracing::error!(%error, "SMS simulator stopped");
        }
    });
    Ok(RunningSim {
        base_url: format!("http://{addr}"),
        addr,
        sim,
        shutdown: Some(shutdown),
    })
}

impl RunningSim {
    /// Every message sent so far, oldest first.
    pub fn sent(&self) -> Vec<SentSms> {
        self.sim.sent()
    }

    /// Makes the provider answer 503 (down) or work again (up).
    pub fn set_down(&self, down: bool) {
        self.sim.set_down(down);
    }
}

impl Drop for RunningSim {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::valid_number;

    #[test]
    fn numbers_are_taken_in_international_format_only() {
        assert!(valid_number("+254712345678"));
        assert!(valid_number("+254110345678"));
        assert!(!valid_number("0712345678"));
        assert!(!valid_number("254712345678"));
        assert!(!valid_number("+2547123"));
        assert!(!valid_number("+25471234567a"));
    }
}
