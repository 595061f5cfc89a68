#![cfg_attr(test, recursion_limit = "256")]
//! A local stand-in for KRA's eTIMS OSCU API, behaving as `ETIMS.md` (shared design) describes
//! it so that pointing `ETIMS_BASE_URL` at KRA changes nothing in the shop's code: the OAuth
//! token, device initialisation with a configured serial (others 901), the code and item
//! classification lists, item registration, sales and credit notes with the sequence, tax-field
//! and totals checks and duplicate detection (504), and test controls under `/simulator/`
//! (slow answers, 5xx, timeouts, a refused key (902), down for a while).
//!
//! Other crates' tests start it in-process:
//!
//! ```no_run
//! # async fn example() -> anyhow::Result<()> {
//! let sim = etims_sim::start(etims_sim::Config::default()).await?;
//! // ETIMS_BASE_URL = sim.api_url(), ETIMS_TOKEN_URL = sim.token_url()
//! # Ok(())
//! # }
//! ```

pub mod config;
pub mod lists;
pub mod sales;
pub mod simulator;

use std::collections::HashMap;
use std::future::Future;
use std::net::SocketAddr;

use axum::extract::{Query, State};
use axum::http::header::AUTHORIZATION;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::oneshot;

pub use crate::config::{API_PREFIX, Config, TOKEN_PATH};
use crate::simulator::Fault;
pub use crate::simulator::{Answer, Faults, Receipt, Recorded, Simulator};

/// Every route.
pub fn app(sim: Simulator) -> Router {
    let api = Router::new()
        .route("/selectInitOsdcInfo", post(initialise))
        .route("/selectCodeList", post(code_list))
        .route("/selectItemClass", post(item_classes))
        .route("/saveItem", post(save_item))
        .route("/sendSalesTransaction", post(send_sale))
        // The older name of the same call.
        .route("/saveTrnsSalesOsdc", post(send_sale));
    Router::new()
        .nest(API_PREFIX, api)
        .route(TOKEN_PATH, get(token))
        .route("/simulator/faults", post(set_faults).get(get_faults))
        .route("/simulator/invoices", get(invoices))
        .route("/simulator/items", get(items))
        .route("/simulator/expire-tokens", post(expire_tokens))
        .route("/health", get(|| async { Json(json!({"status": "ok"})) }))
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
    /// `http://127.0.0.1:<port>`.
    pub base_url: String,
    pub addr: SocketAddr,
    sim: Simulator,
    shutdown: Option<oneshot::Sender<()>>,
}

/// Starts a simulator in this process on `127.0.0.1:0` (`config.addr` is not used).
///
/// # Errors
/// When no loopback port can be bound.
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
            tracing::error!(%error, "eTIMS simulator stopped");
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
    /// The value for `ETIMS_BASE_URL`.
    pub fn api_url(&self) -> String {
        format!("{}{API_PREFIX}", self.base_url)
    }

    /// The value for `ETIMS_TOKEN_URL`.
    pub fn token_url(&self) -> String {
        format!("{}{TOKEN_PATH}", self.base_url)
    }

    pub fn simulator(&self) -> &Simulator {
        &self.sim
    }

    /// Every recorded sale and credit note, by branch and invoice number.
    pub fn invoices(&self) -> Vec<Recorded> {
        self.sim.invoices()
    }

    pub fn set_faults(&self, faults: Faults) {
        self.sim.set_faults(faults);
    }
}

impl Drop for RunningSim {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
    }
}

/// An answer as KRA sends it: HTTP 200 with the result code in the body (401 for a bad token).
fn respond(answer: Answer) -> Response {
    let status = if answer.code == "401" {
        StatusCode::UNAUTHORIZED
    } else {
        StatusCode::OK
    };
    (status, Json(answer.body())).into_response()
}

fn unavailable() -> Response {
    (StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable").into_response()
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.is_empty())
}

/// Why a call was not served: KRA unavailable, or an answer with a result code.
enum Refusal {
    Unavailable,
    Answer(Answer),
}

impl Refusal {
    fn response(self) -> Response {
        match self {
            Self::Unavailable => unavailable(),
            Self::Answer(answer) => respond(answer),
        }
    }
}

/// The bearer token's check and the faults in force, before any work.
async fn gate(sim: &Simulator, headers: &HeaderMap, sale: bool) -> Result<Option<Fault>, Refusal> {
    let (delay, fault) = sim.next_fault(sale);
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    if matches!(fault, Some(Fault::Unavailable)) {
        return Err(Refusal::Unavailable);
    }
    let token = header(headers, AUTHORIZATION.as_str())
        .and_then(|v| v.strip_prefix("Bearer "))
        .unwrap_or_default();
    if !sim.token_is_valid(token) {
        return Err(Refusal::Answer(Answer::refused(
            "401",
            "Unauthorised: invalid or expired token",
        )));
    }
    Ok(fault)
}

/// The body as JSON, or 500 'check request body'.
fn json_body(body: &str) -> Result<Value, Answer> {
    serde_json::from_str(body).map_err(|_| Answer::refused("500", "check request body: not JSON"))
}

async fn token(
    State(sim): State<Simulator>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let (delay, fault) = sim.next_fault(false);
    tokio::time::sleep(delay).await;
    if fault.is_some() {
        return unavailable();
    }
    let credentials = header(&headers, AUTHORIZATION.as_str())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|v| STANDARD.decode(v.trim()).ok())
        .and_then(|v| String::from_utf8(v).ok());
    let config = sim.config();
    let expected = format!("{}:{}", config.consumer_key, config.consumer_secret);
    if credentials.as_deref() != Some(expected.as_str()) {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"error": "invalid_client", "error_description": "Invalid client credentials"})),
        )
            .into_response();
    }
    if params.get("grant_type").map(String::as_str) != Some("client_credentials") {
        return (
            StatusCode::BAD_REQUEST,
            Json(json!({"error": "unsupported_grant_type"})),
        )
            .into_response();
    }
    let (access_token, ttl) = sim.issue_token();
    Json(json!({"access_token": access_token, "token_type": "Bearer", "expires_in": ttl.as_secs().to_string()}))
        .into_response()
}

async fn initialise(State(sim): State<Simulator>, headers: HeaderMap, body: String) -> Response {
    if let Err(refusal) = gate(&sim, &headers, false).await {
        return refusal.response();
    }
    respond(json_body(&body).map_or_else(|answer| answer, |body| sim.initialise(&body)))
}

/// The gate, the communication key, then `work` on the body.
async fn keyed(
    sim: &Simulator,
    headers: &HeaderMap,
    body: &str,
    sale: bool,
    work: impl FnOnce(&(String, String), &Value) -> Answer,
) -> Response {
    let fault = match gate(sim, headers, sale).await {
        Ok(fault) => fault,
        Err(refusal) => return refusal.response(),
    };
    let branch = match sim.authorise(
        header(headers, "tin"),
        header(headers, "bhfId"),
        header(headers, "cmcKey"),
    ) {
        Ok(branch) => branch,
        Err(answer) => return respond(answer),
    };
    let body = match json_body(body) {
        Ok(body) => body,
        Err(answer) => return respond(answer),
    };
    let answer = work(&branch, &body);
    if let Some(Fault::Hang(hang)) = fault {
        // Recorded, but the caller hears nothing in time.
        tokio::time::sleep(hang).await;
        return unavailable();
    }
    respond(answer)
}

async fn code_list(State(sim): State<Simulator>, headers: HeaderMap, body: String) -> Response {
    keyed(
        &sim,
        &headers,
        &body,
        false,
        |_, body| match last_request_date(body) {
            Ok(()) => Answer::ok(lists::code_list()),
            Err(answer) => answer,
        },
    )
    .await
}

async fn item_classes(State(sim): State<Simulator>, headers: HeaderMap, body: String) -> Response {
    keyed(
        &sim,
        &headers,
        &body,
        false,
        |_, body| match last_request_date(body) {
            Ok(()) => Answer::ok(lists::item_classes()),
            Err(answer) => answer,
        },
    )
    .await
}

/// `lastReqDt`: `YYYYMMDDHHmmss`, not in the future, at most 7 days old.
fn last_request_date(body: &Value) -> Result<(), Answer> {
    let text = body
        .get("lastReqDt")
        .and_then(Value::as_str)
        .ok_or_else(|| Answer::refused("501", "mandatory information missing: lastReqDt"))?;
    let at = chrono::NaiveDateTime::parse_from_str(text, "%Y%m%d%H%M%S")
        .map_err(|_| Answer::refused("502", "lastReqDt must be YYYYMMDDHHmmss"))?;
    let now = shop_common::nairobi::local(chrono::Utc::now()).naive_local();
    if at > now + chrono::TimeDelta::minutes(1) || at < now - chrono::TimeDelta::days(7) {
        return Err(Answer::refused(
            "502",
            "lastReqDt cannot be in the future or more than 7 days old",
        ));
    }
    Ok(())
}

async fn save_item(State(sim): State<Simulator>, headers: HeaderMap, body: String) -> Response {
    let work_sim = sim.clone();
    keyed(&sim, &headers, &body, false, move |branch, body| {
        work_sim.save_item(branch, body)
    })
    .await
}

async fn send_sale(State(sim): State<Simulator>, headers: HeaderMap, body: String) -> Response {
    let work_sim = sim.clone();
    keyed(&sim, &headers, &body, true, move |branch, body| {
        let answer = work_sim.send_sale(branch, body);
        let invc_no = body.get("invcNo").and_then(|v| v.as_i64());
        let rcpt_ty_cd = body.get("rcptTyCd").and_then(|v| v.as_str());
        tracing::info!(
            invc_no,
            rcpt_ty_cd,
            result = answer.code,
            message = %answer.message,
            "sales transaction"
        );
        answer
    })
    .await
}

async fn set_faults(State(sim): State<Simulator>, Json(faults): Json<Faults>) -> Json<Faults> {
    sim.set_faults(faults);
    Json(sim.faults())
}

async fn get_faults(State(sim): State<Simulator>) -> Json<Faults> {
    Json(sim.faults())
}

async fn invoices(State(sim): State<Simulator>) -> Json<Vec<Recorded>> {
    Json(sim.invoices())
}

async fn items(State(sim): State<Simulator>) -> Json<Vec<Value>> {
    Json(sim.items())
}

async fn expire_tokens(State(sim): State<Simulator>) -> Json<Value> {
    Json(json!({"expired": sim.expire_tokens()}))
}
