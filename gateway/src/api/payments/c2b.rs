//! Safaricom's C2B calls for the Paybill fallback (MPESA.md "Paybill and Till payments the
//! shopper starts"): `POST /api/payments/daraja/c2b/validation/{secret}` and
//! `POST /api/payments/daraja/c2b/confirmation/{secret}`. The payments service registers these
//! URLs with Daraja; it decides everything, the gateway passes the raw body on and answers
//! Daraja in its own words.

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use serde::Serialize;
use shop_common::errors::Refusal;
use shop_proto::payments::v1 as pb;
use utoipa::ToSchema;

use super::callback::{DarajaCallbackBody, SourceAddress};
use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

/// The validation answer: `{"ResultCode": "0", "ResultDesc": "Accepted"}`, or a refusal
/// (`C2B00012` invalid account number, `C2B00013` invalid amount, `C2B00016` other error).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"ResultCode": "C2B00012", "ResultDesc": "Rejected"}))]
pub(super) struct C2bValidationAnswer {
    result_code: String,
    result_desc: String,
}

/// The confirmation's acknowledgement: `{"ResultCode": 0, "ResultDesc": "Success"}`.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "PascalCase")]
#[schema(example = json!({"ResultCode": 0, "ResultDesc": "Success"}))]
pub(super) struct C2bConfirmationAnswer {
    result_code: i32,
    result_desc: &'static str,
}

const SUCCESS: C2bConfirmationAnswer = C2bConfirmationAnswer {
    result_code: 0,
    result_desc: "Success",
};

/// Safaricom's C2B validation of a Paybill payment.
///
/// Called by Safaricom, not by shoppers: no bearer, the path's secret names it. Accepts only an
/// account that is an open, unpaid online order's number, with the amount that order asks for.
/// A body that cannot be read is refused (`C2B00016`); payments being down is a 503, after
/// which Safaricom completes the payment (the shop registers `ResponseType` `Completed`) and
/// the confirmation decides.
#[utoipa::path(
    post,
    path = "/api/payments/daraja/c2b/validation/{secret}",
    tag = "payments",
    params(("secret" = String, Path, description = "The callback secret of the registered URL")),
    request_body(content = DarajaCallbackBody, description = "Safaricom's C2B body"),
    responses(
        (status = 200, description = "The verdict", body = C2bValidationAnswer),
        (status = 400, description = "The body could not be read", body = ErrorBody),
        (status = 404, description = "Not our secret", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 503, description = "Payments are unavailable", body = ErrorBody),
        (status = 504, description = "Payments did not answer in time", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(source = %source.0))]
pub(super) async fn c2b_validation(
    State(state): State<AppState>,
    call: Call,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<C2bValidationAnswer>, ApiError> {
    let secret = crate::input::segment(secret)?;
    let DarajaCallbackBody(body) = body?;
    let answer = state
        .payments
        .clone()
        .handle_c2b_validation(call.request(pb::C2bRequest {
            secret,
            body: body.to_vec(),
            source_ip: source.0,
        }))
        .await;
    match answer {
        Ok(verdict) => {
            let verdict = verdict.into_inner();
            Ok(Json(C2bValidationAnswer {
                result_code: verdict.result_code,
                result_desc: verdict.result_desc,
            }))
        }
        Err(status) if Refusal::read(&status).code == ErrorCode::BadRequest => {
            tracing::warn!(reason = %status.message(), "malformed C2B validation refused");
            Ok(Json(C2bValidationAnswer {
                result_code: "C2B00016".to_owned(),
                result_desc: "Rejected".to_owned(),
            }))
        }
        Err(status) => Err(status.into()),
    }
}

/// Safaricom's C2B confirmation of a Paybill payment.
///
/// Called by Safaricom once the money moved: no bearer, the path's secret names it. Payments
/// keeps it once per TransID and pays the order its account names (or keeps it as a refund
/// due). A malformed body is recorded and acknowledged (sending it again would not help); an
/// unknown secret is a 404; payments being down is a 503 (Safaricom retries).
#[utoipa::path(
    post,
    path = "/api/payments/daraja/c2b/confirmation/{secret}",
    tag = "payments",
    params(("secret" = String, Path, description = "The callback secret of the registered URL")),
    request_body(content = DarajaCallbackBody, description = "Safaricom's C2B body"),
    responses(
        (status = 200, description = "Received (also a malformed body)",
            body = C2bConfirmationAnswer),
        (status = 400, description = "The body could not be read", body = ErrorBody),
        (status = 404, description = "Not our secret", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 503, description = "Payments are unavailable: Safaricom retries",
            body = ErrorBody),
        (status = 504, description = "Payments did not answer in time: Safaricom retries",
            body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(source = %source.0))]
pub(super) async fn c2b_confirmation(
    State(state): State<AppState>,
    call: Call,
    secret: Result<Path<String>, PathRejection>,
    source: SourceAddress,
    body: Result<DarajaCallbackBody, ApiError>,
) -> Result<Json<C2bConfirmationAnswer>, ApiError> {
    let secret = crate::input::segment(secret)?;
    let DarajaCallbackBody(body) = body?;
    let answer = state
        .payments
        .clone()
        .handle_c2b_confirmation(call.request(pb::C2bRequest {
            secret,
            body: body.to_vec(),
            source_ip: source.0,
        }))
        .await;
    match answer {
        Ok(_) => Ok(Json(SUCCESS)),
        Err(status) if Refusal::read(&status).code == ErrorCode::BadRequest => {
            tracing::warn!(reason = %status.message(), "malformed C2B confirmation accepted");
            Ok(Json(SUCCESS))
        }
        Err(status) => Err(status.into()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn safaricom_is_answered_in_its_own_words() {
        assert_eq!(
            serde_json::to_value(SUCCESS).unwrap(),
            json!({"ResultCode": 0, "ResultDesc": "Success"})
        );
        let refused = C2bValidationAnswer {
            result_code: "C2B00012".to_owned(),
            result_desc: "Rejected".to_owned(),
        };
        assert_eq!(
            serde_json::to_value(refused).unwrap(),
            json!({"ResultCode": "C2B00012", "ResultDesc": "Rejected"})
        );
    }
}
