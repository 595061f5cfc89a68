//! `POST /mpesa/reversal/v1/request`, `/mpesa/b2c/v{1,3}/paymentrequest`,
//! `/mpesa/transactionstatus/v1/query` ([`crate::payout`]); the controls
//! `POST /simulator/payouts/next` (what the next payout does), `GET /simulator/payouts` and
//! `POST /simulator/payouts/{originator}/resend`.

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::error::DarajaError;
use crate::extract::{Authorized, JsonObject};
use crate::payout::NextPayout;
use crate::simulator::Simulator;

pub(crate) fn routes() -> Router<Simulator> {
    Router::new()
        .route("/mpesa/reversal/v1/request", post(reversal))
        .route("/mpesa/b2c/v1/paymentrequest", post(b2c))
        .route("/mpesa/b2c/v3/paymentrequest", post(b2c))
        .route("/mpesa/transactionstatus/v1/query", post(status))
        .route("/simulator/payouts/next", post(next))
        .route("/simulator/payouts", get(list))
        .route("/simulator/payouts/{originator}/resend", post(resend))
}

#[tracing::instrument(name = "reversal", skip_all)]
async fn reversal(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<Value>, DarajaError> {
    sim.payout_request("reversal", &body).map(Json)
}

#[tracing::instrument(name = "b2c", skip_all)]
async fn b2c(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<Value>, DarajaError> {
    sim.payout_request("b2c", &body).map(Json)
}

#[tracing::instrument(name = "transaction_status", skip_all)]
async fn status(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<Value>, DarajaError> {
    sim.transaction_status(&body).map(Json)
}

async fn next(
    State(sim): State<Simulator>,
    body: Result<Json<NextPayout>, JsonRejection>,
) -> Result<Json<Value>, DarajaError> {
    let Json(next) = body.map_err(|_| DarajaError::InvalidPayload)?;
    sim.next_payout(next);
    Ok(Json(json!({"queued": true})))
}

async fn list(State(sim): State<Simulator>) -> Json<Value> {
    Json(json!({
        "payouts": sim.payouts(),
        "statusQueries": sim.status_queries(),
    }))
}

async fn resend(
    State(sim): State<Simulator>,
    Path(originator): Path<String>,
) -> Result<Json<Value>, DarajaError> {
    let status = sim.resend_payout_result(&originator).await?;
    Ok(Json(json!({ "status": status })))
}
