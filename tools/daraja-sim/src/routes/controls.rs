//! Test controls under `/simulator/`, not part of Daraja: expire every token, list the STK
//! pushes received, resend a callback (duplicate-callback tests).

use axum::extract::{Path, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::error::DarajaError;
use crate::received::ReceivedPush;
use crate::simulator::Simulator;

pub(crate) fn routes() -> Router<Simulator> {
    Router::new()
        .route("/simulator/expire-tokens", post(expire_tokens))
        .route("/simulator/requests", get(requests))
        .route(
            "/simulator/callbacks/{checkout_request_id}/resend",
            post(resend_callback),
        )
}

/// `{"expired": <tokens that were still valid>}`.
async fn expire_tokens(State(sim): State<Simulator>) -> Json<Value> {
    Json(json!({ "expired": sim.expire_tokens() }))
}

/// The STK pushes received, oldest first, with bodies, answers and callback attempts.
async fn requests(State(sim): State<Simulator>) -> Json<Vec<ReceivedPush>> {
    Json(sim.requests())
}

/// `{"status": <the receiver's HTTP status>}`.
async fn resend_callback(
    State(sim): State<Simulator>,
    Path(checkout_request_id): Path<String>,
) -> Result<Json<Value>, DarajaError> {
    let status = sim.resend_callback(&checkout_request_id).await?;
    Ok(Json(json!({ "status": status })))
}
