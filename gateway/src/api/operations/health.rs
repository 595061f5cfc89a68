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

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use utoipa::ToSchema;

use crate::state::AppState;

const CHECK_TIMEOUT: Duration = Duration::from_secs(1);

/// The services the gateway cannot serve the shop without (see the module's documentation).
pub(crate) const REQUIRED: &[&str] = &["auth", "catalog"];

#[derive(Serialize, ToSchema)]
pub(crate) struct Live {
    #[schema(example = "ok")]
    status: &'static str,
}

/// Liveness: 200 whenever the process can answer at all.
#[utoipa::path(
    get,
    path = "/livez",
    tag = "operations",
    responses((status = 200, description = "The gateway process answers", body = Live)),
)]
pub(crate) async fn livez() -> Json<Live> {
    Json(Live { status: "ok" })
}

/// Readiness: 200 `ready` when every [`REQUIRED`] service is SERVING, otherwise 503
/// `not_ready` naming them.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = "operations",
    responses(
        (status = 200, description = "The catalog and auth services are serving", body = Health),
        (status = 503, description = "A service the shop cannot work without is down", body = Health),
    ),
)]
pub(crate) async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    // The watcher's last verdicts: a busy service or a slow check never makes this call wait
    // (kubelet's probe has a timeout of its own). Before its first round, asked now.
    let services = match state.readiness.verdicts() {
        Some(services) => services,
        None => check(&state, |name| REQUIRED.contains(&name)).await,
    };
    let ready = services.values().all(|s| *s == "ok");
    let (code, status) = if ready {
        (StatusCode::OK, "ready")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "not_ready")
    };
    (code, Json(Health { status, services }))
}

/// The gateway's view of the services' gRPC health.
#[derive(Serialize, ToSchema)]
#[schema(example = json!({"status": "ok", "services": {"auth": "ok", "catalog": "ok",
    "media": "ok", "orders": "ok", "payments": "ok"}}))]
pub(crate) struct Health {
    /// `ok`, `degraded` (`/health`), `ready` or `not_ready` (`/readyz`).
    status: &'static str,
    /// Each checked service: `ok` or `down`.
    services: BTreeMap<&'static str, &'static str>,
}

/// Every service's health (the admin screens' API status): 200 `ok` when every service is
/// SERVING, otherwise 503 `degraded` naming the ones that are not.
#[utoipa::path(
    get,
    path = "/health",
    tag = "operations",
    responses(
        (status = 200, description = "Every service is serving", body = Health),
        (status = 503, description = "Some service is down", body = Health),
    ),
)]
pub(crate) async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
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

/// How often the readiness watcher asks the [`REQUIRED`] services.
const WATCH_EVERY: Duration = Duration::from_secs(2);
/// Failed checks in a row that make a service count as down: one slow answer under load does
/// not take every gateway out of rotation at once.
const DOWN_AFTER: u32 = 2;

/// The [`REQUIRED`] services' health as a background watcher last saw it, over connections of
/// its own (a busy request connection neither delays nor fails its checks).
#[derive(Clone, Default)]
pub(crate) struct Readiness(std::sync::Arc<std::sync::RwLock<BTreeMap<&'static str, Seen>>>);

#[derive(Debug, Clone, Copy)]
struct Seen {
    serving: bool,
    failures: u32,
}

impl Readiness {
    /// Starts watching `channels` (name, a channel of the watcher's own) when a Tokio runtime
    /// runs; the watcher stops once every clone of the value is gone.
    pub(crate) fn watch(channels: Vec<(&'static str, tonic::transport::Channel)>) -> Self {
        let readiness = Self::default();
        if tokio::runtime::Handle::try_current().is_err() {
            return readiness;
        }
        let seen = std::sync::Arc::downgrade(&readiness.0);
        tokio::spawn(async move {
            loop {
                let verdicts = checks(&channels).await;
                let Some(seen) = seen.upgrade() else { return };
                {
                    let mut seen = seen.write().unwrap_or_else(|e| e.into_inner());
                    for (name, ok) in verdicts {
                        let before = seen.get(name).copied();
                        let failures = if ok {
                            0
                        } else {
                            before.map_or(DOWN_AFTER, |b| b.failures + 1)
                        };
                        seen.insert(
                            name,
                            Seen {
                                serving: ok || failures < DOWN_AFTER,
                                failures,
                            },
                        );
                    }
                }
                drop(seen);
                tokio::time::sleep(WATCH_EVERY).await;
            }
        });
        readiness
    }

    /// `ok` or `down` per watched service, once each has been checked.
    fn verdicts(&self) -> Option<BTreeMap<&'static str, &'static str>> {
        let seen = self.0.read().unwrap_or_else(|e| e.into_inner());
        if seen.len() < REQUIRED.len() {
            return None;
        }
        Some(
            seen.iter()
                .map(|(name, s)| (*name, if s.serving { "ok" } else { "down" }))
                .collect(),
        )
    }
}

/// One round of checks: whether each channel's service answered SERVING in time.
async fn checks(
    channels: &[(&'static str, tonic::transport::Channel)],
) -> Vec<(&'static str, bool)> {
    let mut round = tokio::task::JoinSet::new();
    for (name, channel) in channels {
        let name: &'static str = name;
        let mut client = HealthClient::new(channel.clone());
        round.spawn(async move {
            let mut request = tonic::Request::new(HealthCheckRequest {
                service: String::new(),
            });
            request.set_timeout(CHECK_TIMEOUT);
            let ok = matches!(
                tokio::time::timeout(CHECK_TIMEOUT, client.check(request)).await,
                Ok(Ok(r)) if r.get_ref().status == ServingStatus::Serving as i32
            );
            (name, ok)
        });
    }
    round.join_all().await
}
