//! Daraja's results of the refunds payments sends (reversal, B2C, transaction status):
//! `POST /api/payments/daraja/payout/{result,timeout}/{secret}` (MPESA.md "Paying money back").

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use shop_common::errors::Refusal;
use shop_proto::payments::v1 as pb;

use super::callback::{DarajaAcknowledgement, DarajaCallbackBody, SourceAddress, accepted};
use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

async fn forward(
    state: AppState,
    call: Call,
    kind: &str,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<DarajaAcknowledgement>, ApiError> {
    let secret = crate::input::segment(secret)?;
    let DarajaCallbackBody(body) = body?;
    let answer = state
        .payments
        .clone()
        .handle_daraja_result(call.request(pb::DarajaResultRequest {
            secret,
            kind: kind.to_owned(),
            body: body.to_vec(),
            source_ip: source.0,
        }))
        .await;
    match answer {
        Ok(_) => Ok(Json(accepted())),
        Err(status) if Refusal::read(&status).code == ErrorCode::BadRequest => {
            tracing::warn!(reason = %status.message(), "malformed Daraja payout result accepted");
            Ok(Json(accepted()))
        }
        Err(status) => Err(status.into()),
    }
}

/// Daraja's result of a refund (reversal or B2C) or of a transaction status query.
///
/// Called by Safaricom, not by shoppers: no bearer, the path's secret names it. The payments
/// service settles the refund it names, once (a repeat or a late one changes nothing); a
/// malformed body is accepted (recorded), an unknown secret is a 404, payments down a 503.
#[utoipa::path(
    post,
    path = "/api/payments/daraja/payout/result/{secret}",
    tag = "payments",
    params(("secret" = String, Path, description = "The callback secret of the result URL")),
    request_body(content = DarajaCallbackBody, description = "Daraja's `{\"Result\": {...}}`"),
    responses(
        (status = 200, description = "Received (also a malformed body)",
            body = DarajaAcknowledgement),
        (status = 400, description = "The body could not be read", body = ErrorBody),
        (status = 404, description = "Not our secret", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 503, description = "Payments are unavailable: Daraja retries",
            body = ErrorBody),
        (status = 504, description = "Payments did not answer in time", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(source = %source.0))]
pub(super) async fn payout_result(
    State(state): State<AppState>,
    call: Call,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<DarajaAcknowledgement>, ApiError> {
    forward(state, call, "result", secret, source, body).await
}

/// Daraja's timeout notice of a refund (QueueTimeOutURL): payments asks the transaction status
/// API how it ended.
#[utoipa::path(
    post,
    path = "/api/payments/daraja/payout/timeout/{secret}",
    tag = "payments",
    params(("secret" = String, Path, description = "The callback secret of the timeout URL")),
    request_body(content = DarajaCallbackBody, description = "Daraja's timeout notice"),
    responses(
        (status = 200, description = "Received (also a malformed body)",
            body = DarajaAcknowledgement),
        (status = 400, description = "The body could not be read", body = ErrorBody),
        (status = 404, description = "Not our secret", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 503, description = "Payments are unavailable: Daraja retries",
            body = ErrorBody),
        (status = 504, description = "Payments did not answer in time", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(source = %source.0))]
pub(super) async fn payout_timeout(
    State(state): State<AppState>,
    call: Call,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<DarajaAcknowledgement>, ApiError> {
    forward(state, call, "timeout", secret, source, body).await
}
