//! `GET /health`: the gateway is up; each service answers its gRPC health check or not.

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

pub fn routes() -> Router<AppState> {
    Router::new().route("/health", get(health))
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    services: BTreeMap<&'static str, &'static str>,
}

/// 200 `ok` when every service is SERVING, otherwise 503 `degraded` naming the ones that are not.
async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let mut checks = tokio::task::JoinSet::new();
    for (name, channel) in &state.services {
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
    let services: BTreeMap<_, _> = checks.join_all().await.into_iter().collect();
    let healthy = services.values().all(|s| *s == "ok");
    let code = if healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let status = if healthy { "ok" } else { "degraded" };
    (code, Json(Health { status, services }))
}
