//! M-Pesa Express: `POST /api/mpesa/stkpush` and `GET /api/mpesa/status/{checkout_request_id}`.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::payments::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, NotSignedIn};
use crate::auth::SignedIn;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{segment, text};
use crate::state::AppState;

/// The body of `POST /api/mpesa/stkpush`. The spec's client also sends `amount`, `callbackUrl`
/// and `transactionDesc`: they are not read (the amount is always the order's).
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"orderId": "SF7K3M9QXA", "phoneNumber": "254708374149"}))]
pub(super) struct StkPushForm {
    /// The order's id or order number.
    #[schema(value_type = Option<String>, example = "SF7K3M9QXA")]
    order_id: Option<Value>,
    /// The spec's name for the order number, read when `orderId` is absent.
    #[schema(value_type = Option<String>, example = "SF7K3M9QXA")]
    account_reference: Option<Value>,
    /// The payer's M-Pesa number: 254, then 7 or 1, then 8 digits (spaces, `+` and `-` are
    /// ignored).
    #[schema(value_type = Option<String>, example = "254708374149")]
    phone_number: Option<Value>,
    /// Lipa Mdogo Mdogo orders only: whole shillings to pay now, 1 up to the plan's balance;
    /// absent or 0: what is due now. Other orders are paid in full (a value is refused).
    #[schema(value_type = Option<i64>, example = 18125)]
    instalment_amount: Option<Value>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"success": true, "checkoutRequestId": "ws_CO_261120261334164567",
    "merchantRequestId": "29115-34620561-1", "message": "Success. Request accepted for processing",
    "amount": 1659}))]
pub(super) struct StkPushJson {
    success: bool,
    /// Daraja's id of the prompt: what the status poll takes.
    checkout_request_id: String,
    merchant_request_id: String,
    /// Daraja's message for the payer.
    message: String,
    /// Whole shillings: the order's total rounded up.
    amount: i64,
}

/// Sends the M-Pesa payment prompt (STK push) for an order to the payer's phone.
///
/// Signed-in user; owner or admin. A second call while the order's prompt to the same phone is live
/// answers that prompt instead of sending another.
#[utoipa::path(
    post,
    path = "/api/mpesa/stkpush",
    tag = "payments",
    security(("bearer" = [])),
    params(
        ("Idempotency-Key" = Option<String>, Header, max_length = 100,
            description = "A repeated call with the same key answers the prompt it started"),
    ),
    request_body = StkPushForm,
    responses(
        (status = 200, description = "The prompt is on the payer's phone", body = StkPushJson),
        (status = 400, description = "`validation_failed`: `fields.phoneNumber`, \
            `fields.orderId`; or a malformed body or Idempotency-Key", body = ErrorBody),
        NotSignedIn,
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 409, description = "`payment_not_allowed` (paid, cancelled, cash on delivery, \
            refused by M-Pesa) or `payment_in_progress` (a prompt to another phone is live)",
            body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 422, description = "`idempotency_key_reused`: the Idempotency-Key was sent \
            before for this order with another phone", body = ErrorBody),
        (status = 503, description = "`payment_unavailable` ('Failed to initiate M-Pesa \
            payment', or the prompt is still on its way: Try Again follows it)",
            body = ErrorBody),
        (status = 504, description = "Payments did not answer in time", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
pub(super) async fn stk_push(
    State(state): State<AppState>,
    caller: SignedIn,
    headers: HeaderMap,
    AppJson(form): AppJson<StkPushForm>,
) -> Result<Json<StkPushJson>, ApiError> {
    let order_id = [text(form.order_id), text(form.account_reference)]
        .into_iter()
        .find(|id| !id.trim().is_empty())
        .unwrap_or_default();
    let idempotency_key = crate::idempotency::key(&headers)?;
    let amount_ksh = match &form.instalment_amount {
        None | Some(Value::Null) => 0,
        Some(value) => match value.as_i64() {
            Some(ksh) => ksh,
            None => {
                let mut shape = crate::input::ShapeErrors::default();
                shape.add(
                    "instalmentAmount",
                    "instalmentAmount must be a whole number of shillings",
                );
                shape.finish()?;
                0
            }
        },
    };
    let started = state
        .payments
        .clone()
        .start_mpesa_payment(caller.call.request_within(
            pb::StartMpesaPaymentRequest {
                order_id,
                phone_number: text(form.phone_number),
                idempotency_key,
                amount_ksh,
            },
            state.payments_deadline,
        ))
        .await?
        .into_inner();
    Ok(Json(StkPushJson {
        success: true,
        checkout_request_id: started.checkout_request_id,
        merchant_request_id: started.merchant_request_id,
        message: started.customer_message,
        amount: started.amount_ksh,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"status": "success", "mpesaReceiptNumber": "RLA0R69NXM",
    "resultDesc": "The service request is processed successfully.", "resultCode": 0,
    "orderId": "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11", "publicId": "SF7K3M9QXA",
    "amount": 1659}))]
pub(super) struct MpesaStatusJson {
    /// `pending`, `success` or `failed`.
    #[schema(example = "pending")]
    status: String,
    /// null until known (a payment settled by STK query alone may never have one).
    mpesa_receipt_number: Option<String>,
    /// Daraja's description of the result ('Request cancelled by user'), "" while pending.
    result_desc: String,
    /// Daraja's result code (0 paid, 1032 cancelled, ...); null while pending.
    result_code: Option<i32>,
    order_id: String,
    public_id: String,
    /// Whole shillings.
    amount: i64,
}

/// The state of one M-Pesa prompt: the checkout's poll while the payer answers it.
///
/// Signed-in user; owner or admin.
#[utoipa::path(
    get,
    path = "/api/mpesa/status/{checkout_request_id}",
    tag = "payments",
    params(
        ("checkout_request_id" = String, Path, max_length = 100,
            description = "The `checkoutRequestId` of `POST /api/mpesa/stkpush`"),
    ),
    responses(
        (status = 200, description = "The prompt's state", body = MpesaStatusJson),
        (status = 400, description = "A malformed path", body = ErrorBody),
        (status = 403, description = "Another user's payment", body = ErrorBody),
        (status = 404, description = "`payment_not_found`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
pub(super) async fn mpesa_status(
    State(state): State<AppState>,
    caller: SignedIn,
    checkout_request_id: Result<Path<String>, PathRejection>,
) -> Result<Json<MpesaStatusJson>, ApiError> {
    let checkout_request_id = segment(checkout_request_id)?;
    let status = state
        .payments
        .clone()
        .get_mpesa_status(caller.call.request_within(
            pb::GetMpesaStatusRequest {
                checkout_request_id,
            },
            state.payments_deadline,
        ))
        .await?
        .into_inner();
    Ok(Json(MpesaStatusJson {
        status: status.status,
        mpesa_receipt_number: (!status.mpesa_receipt_number.is_empty())
            .then_some(status.mpesa_receipt_number),
        result_desc: status.result_desc,
        result_code: status.result_code,
        order_id: status.order_id,
        public_id: status.public_id,
        amount: status.amount_ksh,
    }))
}
