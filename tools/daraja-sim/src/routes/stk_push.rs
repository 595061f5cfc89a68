//! `POST /mpesa/stkpush/v1/processrequest` (MPESA.md, "Calls": STK push). The answer only
//! means the prompt was sent; the result comes by callback or STK query. With
//! `DARAJA_SIM_PUSH_DELAY_MS` the answer comes late, the prompt on the phone all the same.

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};

use crate::error::DarajaError;
use crate::extract::{Authorized, JsonObject};
use crate::simulator::{Simulator, StkPushAccepted};

pub(crate) fn routes() -> Router<Simulator> {
    Router::new().route("/mpesa/stkpush/v1/processrequest", post(process_request))
}

#[tracing::instrument(name = "stk_push", skip_all)]
async fn process_request(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<StkPushAccepted>, DarajaError> {
    let accepted = sim.push(body)?;
    // Daraja slow to answer: the push is taken and its payer scheduled already, so a caller
    // that gives up waiting still gets the callback.
    tokio::time::sleep(sim.config().push_delay).await;
    Ok(Json(accepted))
}
