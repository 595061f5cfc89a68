//! `POST /mpesa/stkpushquery/v1/query` (MPESA.md, "Calls": STK query). Error `500.001.1001`
//! 'The transaction is being processed' means pending, not failed.

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};

use crate::domain::requests::StkQuery;
use crate::error::DarajaError;
use crate::extract::{Authorized, JsonObject};
use crate::simulator::{Simulator, StkQueryResult};

pub(crate) fn routes() -> Router<Simulator> {
    Router::new().route("/mpesa/stkpushquery/v1/query", post(query))
}

#[tracing::instrument(name = "stk_query", skip_all)]
async fn query(
    State(sim): State<Simulator>,
    _: Authorized,
    JsonObject(body): JsonObject,
) -> Result<Json<StkQueryResult>, DarajaError> {
    let query = StkQuery::parse(&body)?;
    sim.query(&query).map(Json)
}
