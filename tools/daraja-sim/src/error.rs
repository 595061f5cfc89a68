//! The one error type of the simulator and the one place it becomes a response, in Daraja's
//! shape: `{"requestId", "errorCode", "errorMessage"}` (MPESA.md, "Calls").

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::domain::ids;

#[derive(Debug, thiserror::Error)]
pub enum DarajaError {
    /// OAuth without `grant_type=client_credentials`.
    #[error("invalid grant type")]
    InvalidGrantType,
    /// OAuth without HTTP Basic, or with a consumer key and secret the simulator does not know.
    #[error("invalid authentication")]
    InvalidAuthentication,
    /// A bearer token that is missing, unknown, expired or revoked by the test controls.
    #[error("invalid access token")]
    InvalidAccessToken,
    /// A body that is not a JSON object.
    #[error("invalid request payload")]
    InvalidPayload,
    /// A field that is missing or breaks Daraja's rules; names the field as Daraja does.
    #[error("invalid {0}")]
    InvalidField(&'static str),
    /// A well-formed `BusinessShortCode` other than the configured one.
    #[error("merchant does not exist")]
    UnknownMerchant,
    /// A `Password` that is not base64(shortcode + passkey + timestamp).
    #[error("wrong credentials")]
    WrongCredentials,
    /// STK query before the payer has answered: pending, not failed.
    #[error("the transaction is being processed")]
    BeingProcessed,
    /// Simulator controls: no STK push has this `CheckoutRequestID`.
    #[error("unknown checkout request")]
    UnknownCheckoutRequest,
    /// Simulator controls: the payer has not answered yet, so there is no callback to resend.
    #[error("not resolved yet")]
    NotResolvedYet,
    /// Simulator controls: the callback URL could not be reached.
    #[error("callback failed: {0}")]
    CallbackFailed(String),
    /// Simulator controls: no C2B URLs are registered for the shortcode.
    #[error("no C2B URLs registered")]
    NotRegistered,
    /// Simulator controls: no completed C2B payment has this `TransID`.
    #[error("unknown C2B transaction")]
    UnknownTransaction,
}

/// The stable code of an error answer, left on the response for the request log.
#[derive(Clone, Copy, Debug)]
pub struct ErrorCode(pub &'static str);

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ErrorBody<'a> {
    request_id: String,
    error_code: &'static str,
    error_message: &'a str,
}

impl DarajaError {
    /// HTTP status, Daraja's `errorCode` and `errorMessage`.
    pub fn parts(&self) -> (StatusCode, &'static str, String) {
        match self {
            Self::InvalidGrantType => (
                StatusCode::BAD_REQUEST,
                "400.008.02",
                "Invalid grant type passed".to_owned(),
            ),
            Self::InvalidAuthentication => (
                StatusCode::BAD_REQUEST,
                "400.008.01",
                "Invalid Authentication passed".to_owned(),
            ),
            Self::InvalidAccessToken => (
                StatusCode::NOT_FOUND,
                "404.001.03",
                "Invalid Access Token".to_owned(),
            ),
            Self::InvalidPayload => (
                StatusCode::BAD_REQUEST,
                "400.002.05",
                "Invalid Request Payload".to_owned(),
            ),
            Self::InvalidField(field) => (
                StatusCode::BAD_REQUEST,
                "400.002.02",
                format!("Bad Request - Invalid {field}"),
            ),
            Self::UnknownMerchant => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "500.001.1001",
                "Merchant does not exist".to_owned(),
            ),
            Self::WrongCredentials => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "500.001.1001",
                "Wrong credentials".to_owned(),
            ),
            Self::BeingProcessed => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "500.001.1001",
                "The transaction is being processed".to_owned(),
            ),
            Self::UnknownCheckoutRequest => (
                StatusCode::NOT_FOUND,
                "simulator.unknown_checkout_request",
                "No STK push has this CheckoutRequestID".to_owned(),
            ),
            Self::NotResolvedYet => (
                StatusCode::CONFLICT,
                "simulator.not_resolved_yet",
                "The payer has not answered yet: there is no callback to resend".to_owned(),
            ),
            Self::NotRegistered => (
                StatusCode::CONFLICT,
                "simulator.not_registered",
                "No validation and confirmation URLs are registered for this shortcode".to_owned(),
            ),
            Self::UnknownTransaction => (
                StatusCode::NOT_FOUND,
                "simulator.unknown_transaction",
                "No completed C2B payment has this TransID".to_owned(),
            ),
            Self::CallbackFailed(detail) => (
                StatusCode::BAD_GATEWAY,
                "simulator.callback_failed",
                format!("The callback URL could not be reached: {detail}"),
            ),
        }
    }
}

impl IntoResponse for DarajaError {
    fn into_response(self) -> Response {
        let (status, code, message) = self.parts();
        let body = ErrorBody {
            request_id: ids::global().request_id(),
            error_code: code,
            error_message: &message,
        };
        let mut response = (status, Json(body)).into_response();
        response.extensions_mut().insert(ErrorCode(code));
        response
    }
}
