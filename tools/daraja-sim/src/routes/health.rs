//! `GET /health`: liveness for the embedded setup and the probes (not part of Daraja).

use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::simulator::Simulator;

pub(crate) fn routes() -> Router<Simulator> {
    Router::new().route("/health", get(health))
}

async fn health() -> Json<Value> {
    Json(json!({"status": "ok"}))
}
