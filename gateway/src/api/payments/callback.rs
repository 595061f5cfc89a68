//! Safaricom Daraja's STK callback: `POST /api/payments/daraja/callback/{secret}`.

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::PathRejection;
use axum::extract::{FromRequest, FromRequestParts, Path, Request, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use serde::Serialize;
use shop_common::errors::Refusal;
use shop_proto::payments::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::rate_limit::client_address;
use crate::state::AppState;

/// Who sent a callback: the socket's peer, or `X-Real-IP` behind a trusted proxy (the login
/// limiter's rule). Logged by the payments service, never a reason to refuse.
pub(super) struct SourceAddress(pub(super) String);

impl FromRequestParts<AppState> for SourceAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(Self(client_address(parts, state.trust_proxy)))
    }
}

/// Daraja's acknowledgement: `{"ResultCode":0,"ResultDesc":"Accepted"}`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"ResultCode": 0, "ResultDesc": "Accepted"}))]
pub(super) struct DarajaAcknowledgement {
    result_code: i32,
    result_desc: &'static str,
}

const ACCEPTED: DarajaAcknowledgement = DarajaAcknowledgement {
    result_code: 0,
    result_desc: "Accepted",
};

/// Daraja's acknowledgement, for the other Daraja routes.
pub(super) fn accepted() -> DarajaAcknowledgement {
    ACCEPTED
}

/// Safaricom's STK callback body, as Daraja sends it (read as raw bytes, whatever its content
/// type; documented here for reference).
#[derive(ToSchema)]
#[schema(value_type = Object, example = json!({"Body": {"stkCallback": {
    "MerchantRequestID": "29115-34620561-1", "CheckoutRequestID": "ws_CO_261120261334164567",
    "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
    "CallbackMetadata": {"Item": [
        {"Name": "Amount", "Value": 1659},
        {"Name": "MpesaReceiptNumber", "Value": "RLA0R69NXM"},
        {"Name": "TransactionDate", "Value": 20261126133416u64},
        {"Name": "PhoneNumber", "Value": 254708374149u64}]}}}}))]
pub(super) struct DarajaCallbackBody(pub(super) Bytes);

impl<S: Send + Sync> FromRequest<S> for DarajaCallbackBody {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let body = Bytes::from_request(request, state)
            .await
            .map_err(|rejection| {
                if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                    ApiError::from(ErrorCode::PayloadTooLarge)
                } else {
                    ApiError::from(ErrorCode::BadRequest)
                }
            })?;
        Ok(Self(body))
    }
}

/// Safaricom Daraja's STK callback.
///
/// Called by Safaricom (MPESA.md "Callback"), not by shoppers: no bearer, the path's secret
/// names it. The raw body goes to the payments service, which
/// checks it and confirms the result by STK query before anything is settled. Daraja retries
/// anything but a 200, so a malformed body is accepted (it is recorded; sending it again would
/// not help), an unknown secret is a 404, and payments (or its database) being down is a 503.
#[utoipa::path(
    post,
    path = "/api/payments/daraja/callback/{secret}",
    tag = "payments",
    params(("secret" = String, Path, description = "The callback secret of the callback URL")),
    request_body(content = DarajaCallbackBody, description = "Daraja's callback body"),
    responses(
        (status = 200, description = "Received (also a malformed body)",
            body = DarajaAcknowledgement),
        (status = 400, description = "The body could not be read", body = ErrorBody),
        (status = 404, description = "Not our secret", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 503, description = "Payments are unavailable: Daraja retries",
            body = ErrorBody),
        (status = 504, description = "Payments did not answer in time: Daraja retries",
            body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(source = %source.0))]
pub(super) async fn daraja_callback(
    State(state): State<AppState>,
    call: Call,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<DarajaAcknowledgement>, ApiError> {
    let secret = crate::input::segment(secret)?;
    let DarajaCallbackBody(body) = body?;
    let answer = state
        .payments
        .clone()
        .handle_daraja_callback(call.request(pb::DarajaCallbackRequest {
            secret,
            body: body.to_vec(),
            source_ip: source.0,
        }))
        .await;
    match answer {
        Ok(_) => Ok(Json(ACCEPTED)),
        Err(status) if Refusal::read(&status).code == ErrorCode::BadRequest => {
            tracing::warn!(reason = %status.message(), "malformed Daraja callback accepted");
            Ok(Json(ACCEPTED))
        }
        Err(status) => Err(status.into()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn daraja_is_acknowledged_in_its_own_words() {
        assert_eq!(
            serde_json::to_value(ACCEPTED).unwrap(),
            json!({"ResultCode": 0, "ResultDesc": "Accepted"})
        );
    }
}
