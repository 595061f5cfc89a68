//! `POST /mpesa/c2b/v1/registerurl` (and `v2`), and the control that makes a C2B payment:
//! `POST /simulator/c2b/pay` `{"account": "<order number>", "amount": <KSh>}` (optionally
//! `msisdn`, `shortCode`), answering what the shop said at validation and confirmation;
//! `POST /simulator/c2b/{trans_id}/resend` sends a confirmation again; `GET /simulator/c2b`
//! lists the registrations and payments.

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::c2b::{C2bPayment, PayC2b};
use crate::error::DarajaError;
use crate::extract::{Authorized, JsonObject};
use crate::simulator::Simulator;

pub(crate) fn routes() -> Router<Simulator> {
    Router::new()
        .route("/mpesa/c2b/v1/registerurl", post(register_url))
        .route("/mpesa/c2b/v2/registerurl", post(register_url))
        .route("/simulator/c2b/pay", post(pay))
        .route("/simulator/c2b/{trans_id}/resend", post(resend))
        .route("/simulator/c2b", get(list))
}

#[tracing::instrument(name = "c2b_register_url", skip_all)]
async fn register_url(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<Value>, DarajaError> {
    sim.register_urls(&body).map(Json)
}

async fn pay(
    State(sim): State<Simulator>,
    body: Result<Json<PayC2b>, JsonRejection>,
) -> Result<Json<C2bPayment>, DarajaError> {
    let Json(payment) = body.map_err(|_| DarajaError::InvalidPayload)?;
    sim.c2b_pay(&payment).await.map(Json)
}

/// `{"status": <the confirmation URL's HTTP status, or null>}`.
async fn resend(
    State(sim): State<Simulator>,
    Path(trans_id): Path<String>,
) -> Result<Json<Value>, DarajaError> {
    let status = sim.c2b_resend(&trans_id).await?;
    Ok(Json(json!({ "status": status })))
}

async fn list(State(sim): State<Simulator>) -> Json<Value> {
    let shortcode = sim.config().shortcode.clone();
    Json(json!({
        "registration": sim.c2b_registration(&shortcode),
        "payments": sim.c2b_payments(),
    }))
}
