//! Card and PayPal: `POST /api/payments/{order_id}/pay`.

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
use crate::money::Ksh;
use crate::state::AppState;

/// The body of `POST /api/payments/{order_id}/pay`: `method` `card` with the card's fields, or
/// `paypal` with `paypalEmail`. The payments service checks every field and answers every
/// invalid one at once; an amount in the body is ignored.
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"method": "card", "cardNumber": "4242 4242 4242 4242",
    "expiryDate": "12/30", "cvv": "123", "cardName": "Wanjiku Kamau"}))]
pub(super) struct PayForm {
    /// `card` or `paypal` (any case).
    #[schema(value_type = Option<String>, example = "card")]
    method: Option<Value>,
    /// Card: the number as typed (spaces and `-` are ignored).
    #[schema(value_type = Option<String>, example = "4242 4242 4242 4242")]
    card_number: Option<Value>,
    /// Card: `MM/YY` (also `MM/YYYY`).
    #[schema(value_type = Option<String>, example = "12/30")]
    expiry_date: Option<Value>,
    /// Card: 3 or 4 digits.
    #[schema(value_type = Option<String>, example = "123")]
    cvv: Option<Value>,
    /// Card: the cardholder's name.
    #[schema(value_type = Option<String>, example = "Wanjiku Kamau")]
    card_name: Option<Value>,
    /// PayPal: the payer's PayPal email.
    #[schema(value_type = Option<String>, example = "wanjiku@example.co.ke")]
    paypal_email: Option<Value>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"status": "success", "transactionId": "sbx_ch_5f0c1e2a",
    "message": "Payment successful", "brand": "Visa", "last4": "4242", "amount": 1658.84,
    "orderId": "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11", "publicId": "SF7K3M9QXA"}))]
pub(super) struct PaymentResultJson {
    /// `success` or `failed` (a decline is an answer, not an error).
    #[schema(example = "success")]
    status: String,
    /// The provider's transaction id (also for a decline).
    transaction_id: String,
    /// 'Payment successful', 'Your card was declined', ...
    message: String,
    /// Cards: "Visa", "Mastercard", "American Express" or "Card"; "" for PayPal.
    brand: String,
    /// Cards: the last four digits; "" for PayPal.
    last4: String,
    /// What was charged, in KSh: the order's total.
    amount: Ksh,
    order_id: String,
    public_id: String,
}

/// Charges the order's total to a card or PayPal through the configured provider.
///
/// Signed-in user; owner or admin. A decline is a 200 with `status` `failed`.
#[utoipa::path(
    post,
    path = "/api/payments/{order_id}/pay",
    tag = "payments",
    security(("bearer" = [])),
    params(
        ("order_id" = String, Path, description = "The order's id or order number"),
        ("Idempotency-Key" = Option<String>, Header, max_length = 100,
            description = "A repeated call with the same key answers the charge it started"),
    ),
    request_body = PayForm,
    responses(
        (status = 200, description = "Charged, or declined (`status` says which)",
            body = PaymentResultJson),
        (status = 400, description = "`validation_failed` with every invalid field in `fields` \
            (`method`, `cardNumber`, `expiryDate`, `cvv`, `cardName`, `paypalEmail`); or a \
            malformed body or Idempotency-Key", body = ErrorBody),
        NotSignedIn,
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 409, description = "`payment_not_allowed` (paid, cancelled, cash on delivery, \
            method not offered) or `payment_in_progress`", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 422, description = "`idempotency_key_reused`: the Idempotency-Key was sent \
            before for this order with another method, card or PayPal account", body = ErrorBody),
        (status = 503, description = "`payment_unavailable`: the provider is unreachable, \
            nothing was charged", body = ErrorBody),
        (status = 504, description = "Payments did not answer in time", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
pub(super) async fn pay(
    State(state): State<AppState>,
    caller: SignedIn,
    headers: HeaderMap,
    order_id: Result<Path<String>, PathRejection>,
    AppJson(form): AppJson<PayForm>,
) -> Result<Json<PaymentResultJson>, ApiError> {
    let order_id = segment(order_id)?;
    let idempotency_key = crate::idempotency::key(&headers)?;
    let result = state
        .payments
        .clone()
        .pay(caller.call.request_within(
            pb::PayRequest {
                order_id,
                method: text(form.method),
                card_number: text(form.card_number),
                expiry_date: text(form.expiry_date),
                cvv: text(form.cvv),
                card_name: text(form.card_name),
                paypal_email: text(form.paypal_email),
                idempotency_key,
            },
            state.payments_deadline,
        ))
        .await?
        .into_inner();
    Ok(Json(PaymentResultJson {
        status: result.status,
        transaction_id: result.transaction_id,
        message: result.message,
        brand: result.brand,
        last4: result.last4,
        amount: Ksh(result.amount_cents),
        order_id: result.order_id,
        public_id: result.public_id,
    }))
}
