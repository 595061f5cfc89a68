//! `GET /api/admin/refunds-due`: money that came in and was not applied to its order (paid
//! after the order was cancelled, paid twice, less than the total, or an M-Pesa payment that
//! matched no prompt), newest first. The orders
//! service records each one when the payment event reaches it; nothing is silent.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::orders::v1 as pb;
use shop_proto::payments::v1 as payments_pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, NotSignedIn};
use crate::auth::{Admin, SignedIn};
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{segment, text};
use crate::money::Ksh;
use crate::state::AppState;

/// A refund paid back through M-Pesa, as the payments service keeps it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PayoutJson {
    id: String,
    /// The payment given back: `attempt:<uuid>`, `stk:<CheckoutRequestID>`, `c2b:<TransID>`,
    /// `c2b-excess:<TransID>`.
    source: String,
    /// null when no order.
    public_id: Option<String>,
    /// reversal | b2c.
    #[schema(example = "reversal")]
    kind: String,
    amount: Ksh,
    /// Who gets it (2547XXXXXXXX).
    #[schema(example = "254708374149")]
    phone: String,
    /// requested | sent | paid | failed.
    #[schema(example = "paid")]
    status: String,
    /// The payout's M-Pesa receipt once paid, else null.
    receipt: Option<String>,
    /// Daraja's reason when it failed (or its last word).
    result_desc: String,
    result_code: String,
    /// The M-Pesa receipt of the payment given back.
    payment_reference: String,
    created_at: String,
    settled_at: Option<String>,
}

impl From<payments_pb::Refund> for PayoutJson {
    fn from(r: payments_pb::Refund) -> Self {
        Self {
            id: r.id,
            source: r.source,
            public_id: Some(r.public_id).filter(|p| !p.is_empty()),
            kind: r.kind,
            amount: Ksh(r.amount_cents),
            phone: r.phone,
            status: r.status,
            receipt: Some(r.receipt).filter(|p| !p.is_empty()),
            result_desc: r.result_desc,
            result_code: r.result_code,
            payment_reference: r.payment_reference,
            created_at: r.created_at,
            settled_at: Some(r.settled_at).filter(|p| !p.is_empty()),
        }
    }
}

/// The body of `POST /api/admin/refunds`.
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"source": "order:SF7K3M9QXA"}))]
pub(super) struct RefundForm {
    /// `order:<order number>` for a cancelled paid order, or a refund due's `paymentId`.
    #[schema(value_type = Option<String>, example = "order:SF7K3M9QXA")]
    source: Option<Value>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct PayoutEnvelope {
    refund: PayoutJson,
}

#[derive(Serialize, ToSchema)]
pub(super) struct PayoutsJson {
    refunds: Vec<PayoutJson>,
}

/// Pays money back through M-Pesa. Admin only.
///
/// A reversal of the payment when all of it goes back, else B2C to the payer's phone; the
/// amount is the payment's. One refund per payment: asking again answers the same refund (a
/// failed one is sent again under a new key). Settled later by Daraja's result; audited.
#[utoipa::path(
    post,
    path = "/api/admin/refunds",
    tag = "orders",
    params(
        ("Idempotency-Key" = String, Header, max_length = 100,
            description = "Required: a repeat with the same key answers the same refund"),
    ),
    request_body = RefundForm,
    responses(
        (status = 200, description = "The refund (requested, sent, paid or failed)",
            body = PayoutEnvelope),
        (status = 400, description = "`validation_failed` (`idempotency_key`, `source`)",
            body = ErrorBody),
        (status = 404, description = "`not_found`: no such payment to refund;             `order_not_found`", body = ErrorBody),
        (status = 409, description = "`refund_not_allowed`: the order is not cancelled, the             payment is not M-Pesa's, or no phone to pay back to", body = ErrorBody),
        (status = 422, description = "`idempotency_key_reused`", body = ErrorBody),
        (status = 503, description = "Payments are unavailable", body = ErrorBody),
    ),
)]
pub(super) async fn request_refund(
    State(state): State<AppState>,
    Admin(admin): Admin,
    headers: HeaderMap,
    AppJson(form): AppJson<RefundForm>,
) -> Result<Json<PayoutEnvelope>, ApiError> {
    let idempotency_key = crate::idempotency::key(&headers)?;
    let refund = state
        .payments
        .clone()
        .request_refund(admin.call.request_within(
            payments_pb::RequestRefundRequest {
                idempotency_key,
                source: text(form.source),
            },
            state.payments_deadline,
        ))
        .await?
        .into_inner();
    Ok(Json(PayoutEnvelope {
        refund: refund.into(),
    }))
}

/// An order's refunds paid back through M-Pesa. Its owner or an admin.
#[utoipa::path(
    get,
    path = "/api/orders/{id}/refunds",
    tag = "orders",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The order's id or order number")),
    responses(
        (status = 200, description = "The order's refunds, oldest first", body = PayoutsJson),
        NotSignedIn,
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 503, description = "Payments are unavailable", body = ErrorBody),
    ),
)]
pub(super) async fn order_refunds(
    State(state): State<AppState>,
    caller: SignedIn,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<PayoutsJson>, ApiError> {
    let order_id = segment(id)?;
    let answer = state
        .payments
        .clone()
        .list_refunds(caller.call.request(payments_pb::ListRefundsRequest {
            order_id,
            sources: Vec::new(),
        }))
        .await?
        .into_inner();
    Ok(Json(PayoutsJson {
        refunds: answer.refunds.into_iter().map(PayoutJson::from).collect(),
    }))
}

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
    /// that no prompt of the shop could take; `detail` names the payer) | overpaid (a Lipa Mdogo
    /// Mdogo payment above the plan's balance) | plan_cancelled (paid on a Lipa Mdogo Mdogo plan
    /// since cancelled or lapsed).
    #[schema(example = "order_cancelled")]
    reason: String,
    detail: String,
    received_at: String,
    /// Its refund through M-Pesa, once asked for; null before.
    refund: Option<PayoutJson>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct RefundsJson {
    refunds: Vec<RefundJson>,
    /// How many are still owed (not paid back yet).
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
    let sources: Vec<String> = answer
        .refunds
        .iter()
        .map(|r| r.payment_id.clone())
        .collect();
    let mut payouts = if sources.is_empty() {
        Vec::new()
    } else {
        state
            .payments
            .clone()
            .list_refunds(admin.call.request(payments_pb::ListRefundsRequest {
                order_id: String::new(),
                sources,
            }))
            .await?
            .into_inner()
            .refunds
    };
    let mut payout_of = |payment_id: &str| {
        let names = [
            payment_id.to_owned(),
            format!("attempt:{payment_id}"),
            format!("stk:{payment_id}"),
        ];
        payouts
            .iter()
            .position(|p| names.contains(&p.source))
            .map(|i| PayoutJson::from(payouts.swap_remove(i)))
    };
    Ok(Json(RefundsJson {
        total: answer.total,
        refunds: answer
            .refunds
            .into_iter()
            .map(|r| RefundJson {
                refund: payout_of(&r.payment_id),
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
