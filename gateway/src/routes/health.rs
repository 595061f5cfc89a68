//! Three answers about the gateway's health, for three audiences:
//! - `GET /livez` (Kubernetes liveness): the process answers HTTP. It checks nothing else, so a
//!   service or database outage never gets gateways restarted.
//! - `GET /readyz` (Kubernetes readiness): the gateway can serve the shop, which it cannot
//!   without [`REQUIRED`] (catalog: every page lists products; auth: every signed-in call checks
//!   its session). Orders, payments and media are not required: while one is down the calls
//!   that need it answer 503 quickly, and browsing and signing in go on. A pod is taken out of
//!   rotation only for what makes it useless.
//! - `GET /health` (people and monitoring): every service's gRPC health, 503 `degraded` when
//!   any is not SERVING.

use std::collections::BTreeMap;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

use crate::state::AppState;

const CHECK_TIMEOUT: Duration = Duration::from_secs(1);

/// The services the gateway cannot serve the shop without (see the module's documentation).
pub const REQUIRED: &[&str] = &["auth", "catalog"];

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/livez", get(livez))
        .route("/readyz", get(readyz))
}

#[derive(Serialize)]
struct Live {
    status: &'static str,
}

/// 200 whenever the process can answer at all.
async fn livez() -> Json<Live> {
    Json(Live { status: "ok" })
}

/// 200 `ready` when every [`REQUIRED`] service is SERVING, otherwise 503 `not_ready` naming
/// them.
async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let services = check(&state, |name| REQUIRED.contains(&name)).await;
    let ready = services.values().all(|s| *s == "ok");
    let (code, status) = if ready {
        (StatusCode::OK, "ready")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "not_ready")
    };
    (code, Json(Health { status, services }))
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    services: BTreeMap<&'static str, &'static str>,
}

/// 200 `ok` when every service is SERVING, otherwise 503 `degraded` naming the ones that are not.
async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let services = check(&state, |_| true).await;
    let healthy = services.values().all(|s| *s == "ok");
    let code = if healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let status = if healthy { "ok" } else { "degraded" };
    (code, Json(Health { status, services }))
}

/// The gRPC health of the services `wanted` selects, checked at once: `ok` or `down`.
async fn check(
    state: &AppState,
    wanted: impl Fn(&str) -> bool,
) -> BTreeMap<&'static str, &'static str> {
    let mut checks = tokio::task::JoinSet::new();
    for (name, channel) in state.services.iter().filter(|(name, _)| wanted(name)) {
        let name: &'static str = name;
        let mut client = HealthClient::new(channel.clone());
        checks.spawn(async move {
            let mut request = tonic::Request::new(HealthCheckRequest {
                service: String::new(),
            });
            request.set_timeout(CHECK_TIMEOUT);
            let status = match tokio::time::timeout(CHECK_TIMEOUT, client.check(request)).await {
                Ok(Ok(r)) if r.get_ref().status == ServingStatus::Serving as i32 => "ok",
                _ => "down",
            };
            (name, status)
        });
    }
    checks.join_all().await.into_iter().collect()
}
