//! Operations: health for Kubernetes and people, the dead letters admins replay, and the admins'
//! activity log (docs/decisions.md "Honest health", "Events never given up on", "Audit log").
//! The metrics are not here: every binary serves its own on its admin port
//! ([`shop_common::metrics`]).

pub(crate) mod activity;
pub(crate) mod dashboard;
pub(crate) mod dead_letters;
pub(crate) mod health;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::admin;
use crate::state::AppState;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(health::health))
        .routes(routes!(health::livez))
        .routes(routes!(health::readyz))
        .routes(admin(routes!(dead_letters::list)))
        .routes(admin(routes!(dead_letters::show)))
        .routes(admin(routes!(dead_letters::replay)))
        .routes(admin(routes!(dashboard::dashboard)))
        .routes(admin(routes!(activity::activity)))
}
