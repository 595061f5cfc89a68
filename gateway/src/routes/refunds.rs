//! `GET /api/admin/refunds-due` (admin): money that came in and was not applied to its order
//! (paid after the order was cancelled, paid twice, or less than the total), newest first. The
//! orders service records each one when the payment event reaches it; nothing is silent.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use shop_proto::orders::v1 as pb;

use crate::auth::Admin;
use crate::error::ApiError;
use crate::money::Ksh;
use crate::state::{AppState, grpc_request};

/// How many the list shows.
const LIMIT: i32 = 100;

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/admin/refunds-due", get(refunds_due))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RefundJson {
    order_id: String,
    /// null when the order was deleted since.
    public_id: Option<String>,
    payment_id: String,
    method: String,
    reference: String,
    amount: Ksh,
    /// "order_cancelled" | "already_paid" | "underpaid".
    reason: String,
    detail: String,
    received_at: String,
}

#[derive(Serialize)]
struct RefundsJson {
    refunds: Vec<RefundJson>,
    total: u64,
}

async fn refunds_due(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
) -> Result<Json<RefundsJson>, ApiError> {
    let answer = state
        .orders
        .clone()
        .list_refunds_due(grpc_request(
            pb::ListRefundsDueRequest { limit: LIMIT },
            &headers,
        ))
        .await
        .map_err(|status| ApiError::from_status(status, ("not_found", "Not found")))?
        .into_inner();
    Ok(Json(RefundsJson {
        total: answer.total,
        refunds: answer
            .refunds
            .into_iter()
            .map(|r| RefundJson {
                order_id: r.order_id,
                public_id: Some(r.public_id).filter(|p| !p.is_empty()),
                payment_id: r.payment_id,
                method: r.method,
                reference: r.reference,
                amount: Ksh(r.amount_cents),
                reason: r.reason,
                detail: r.detail,
                received_at: r.received_at,
            })
            .collect(),
    }))
}
