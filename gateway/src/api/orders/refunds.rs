//! `GET /api/admin/refunds-due`: money that came in and was not applied to its order (paid
//! after the order was cancelled, paid twice, less than the total, or an M-Pesa payment that
//! matched no prompt), newest first. The orders
//! service records each one when the payment event reaches it; nothing is silent.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::auth::Admin;
use crate::error::ApiError;
use crate::money::Ksh;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct RefundJson {
    /// null for an M-Pesa payment that matched no order (`unmatched`).
    order_id: Option<String>,
    /// null when the order was deleted since.
    #[schema(example = "SF7K3M9QXA")]
    public_id: Option<String>,
    payment_id: String,
    #[schema(example = "mpesa")]
    method: String,
    #[schema(example = "RLA0R69NXM")]
    reference: String,
    amount: Ksh,
    /// order_cancelled | already_paid | underpaid | unmatched (an M-Pesa payment Daraja confirmed
    /// that no prompt of the shop could take; `detail` names the payer).
    #[schema(example = "order_cancelled")]
    reason: String,
    detail: String,
    received_at: String,
}

#[derive(Serialize, ToSchema)]
pub(super) struct RefundsJson {
    refunds: Vec<RefundJson>,
    total: u64,
}

/// Money owed back to payers, newest first (the service's default page). Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/refunds-due",
    tag = "orders",
    responses(
        (status = 200, description = "The refunds due", body = RefundsJson),
    ),
)]
pub(super) async fn refunds_due(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<RefundsJson>, ApiError> {
    let answer = state
        .orders
        .clone()
        .list_refunds_due(admin.call.request(pb::ListRefundsDueRequest { limit: 0 }))
        .await?
        .into_inner();
    Ok(Json(RefundsJson {
        total: answer.total,
        refunds: answer
            .refunds
            .into_iter()
            .map(|r| RefundJson {
                order_id: Some(r.order_id).filter(|id| !id.is_empty()),
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
