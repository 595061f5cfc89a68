//! The one error type of the gateway and the one place it becomes an HTTP response:
//! `{"error": "<stable code>", "message": "<human text>", "fields": {...}}`.

use std::collections::BTreeMap;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
pub use shop_common::errors::ErrorCode;
use shop_common::errors::Refusal;

/// The spec's catalogue of generic messages (customer-side section 8).
pub mod messages {
    pub const BAD_REQUEST: &str = "Bad request - please check your input";
    pub const UNAUTHORIZED: &str = "Unauthorized - please log in";
    pub const INVALID_CREDENTIALS: &str = "Invalid email or password";
    pub const FORBIDDEN: &str = "Forbidden - you don't have permission";
    pub const TOO_MANY_REQUESTS: &str = "Too many requests - please try again later";
    pub const NOT_FOUND: &str = "Not found - the requested resource doesn't exist";
    pub const SERVER_ERROR: &str = "Server error - please try again later";
    pub const METHOD_NOT_ALLOWED: &str = "This method is not allowed on this path";
    pub const PAYLOAD_TOO_LARGE: &str = "The request body is too large";
    pub const TIMEOUT: &str = "Request timeout - please try again";
    pub const UNAVAILABLE: &str = "Service temporarily unavailable - please try again later";
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Input that fails validation, with a message per field.
    #[error("invalid input")]
    Validation(BTreeMap<&'static str, String>),
    /// A form (the checkout) that fails validation: like [`ApiError::Validation`] with the
    /// stable code `validation_failed` the orders contract names.
    #[error("invalid form")]
    FormInvalid(BTreeMap<&'static str, String>),
    /// A well-formed request the service refused as invalid.
    #[error("{0}")]
    BadRequest(String),
    /// A named resource that does not exist: `code` is stable (`product_not_found`).
    #[error("{message}")]
    NotFound { code: &'static str, message: String },
    #[error("unauthorized")]
    Unauthorized,
    /// A failed sign-in: the same answer for an unknown email and a wrong password.
    #[error("invalid credentials")]
    InvalidCredentials,
    #[error("forbidden")]
    Forbidden,
    /// A request that conflicts with existing data ('Email already registered').
    #[error("{0}")]
    Conflict(String),
    /// A 409 with its own stable code (`out_of_stock`, `total_changed`, `not_cancellable`) and
    /// the extra keys a client needs to recover (`shortages`, `quote`), beside `error` and
    /// `message`.
    #[error("{message}")]
    ConflictWith {
        code: &'static str,
        message: String,
        extra: serde_json::Map<String, serde_json::Value>,
    },
    #[error("too many requests")]
    TooManyRequests,
    #[error("method not allowed")]
    MethodNotAllowed,
    #[error("payload too large")]
    PayloadTooLarge,
    #[error("timeout")]
    Timeout,
    #[error("unavailable")]
    Unavailable,
    /// A 503 with its own stable code and the service's message (`payment_unavailable`, 'Failed
    /// to initiate M-Pesa payment'): nothing happened, trying again later may work.
    #[error("{message}")]
    UnavailableWith { code: &'static str, message: String },
    /// Anything unexpected. The detail is logged, never sent.
    #[error("internal: {0}")]
    Internal(String),
    /// An error of the one error model: a stable code, its message, every field violation and
    /// the extra keys a client needs to recover (`shortages`, `quote`).
    #[error("{}: {message}", code.as_str())]
    Coded {
        code: ErrorCode,
        message: String,
        fields: BTreeMap<String, String>,
        extra: serde_json::Map<String, serde_json::Value>,
    },
}

impl From<ErrorCode> for ApiError {
    fn from(code: ErrorCode) -> Self {
        Self::coded(code, code.default_message())
    }
}

/// A service's refusal, read from its `ErrorInfo` and `BadRequest` details (never its text).
impl From<tonic::Status> for ApiError {
    fn from(status: tonic::Status) -> Self {
        let refusal = Refusal::read(&status);
        if refusal.code == ErrorCode::ServerError {
            tracing::error!(code = ?status.code(), message = status.message(), "service failed");
        }
        Self::Coded {
            code: refusal.code,
            message: refusal.message,
            fields: refusal
                .fields
                .into_iter()
                .map(|(field, message)| (rest_field_name(&field), message))
                .collect(),
            extra: serde_json::Map::new(),
        }
    }
}

/// The REST name of a field a service names by its request message's path: each segment in
/// camelCase (`items[2].product_id` -> `items[2].productId`), except the names the spec's
/// payloads spell in snake case, listed here once.
pub fn rest_field_name(path: &str) -> String {
    const SNAKE_IN_REST: &[&str] = &["order_status", "original_price"];
    /// Request fields whose REST parameter has another name (the catalogue's query strings).
    const RENAMED: &[(&str, &str)] = &[
        ("query", "q"),
        ("min_price_cents", "minPrice"),
        ("max_price_cents", "maxPrice"),
    ];
    path.split('.')
        .map(|segment| {
            let (name, index) = segment
                .find('[')
                .map_or((segment, ""), |i| segment.split_at(i));
            if SNAKE_IN_REST.contains(&name) {
                return segment.to_owned();
            }
            if let Some((_, rest)) = RENAMED.iter().find(|(proto, _)| *proto == name) {
                return format!("{rest}{index}");
            }
            let mut out = String::with_capacity(segment.len());
            let mut upper = false;
            for c in name.chars() {
                if c == '_' {
                    upper = true;
                } else if upper {
                    out.extend(c.to_uppercase());
                    upper = false;
                } else {
                    out.push(c);
                }
            }
            out + index
        })
        .collect::<Vec<_>>()
        .join(".")
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a BTreeMap<&'static str, String>>,
    #[serde(flatten)]
    extra: Option<&'a serde_json::Map<String, serde_json::Value>>,
}

/// The error body of a [`ApiError::Coded`], field names owned by the REST side.
#[derive(Serialize)]
struct CodedBody<'a> {
    error: &'a str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a BTreeMap<String, String>>,
    #[serde(flatten)]
    extra: Option<&'a serde_json::Map<String, serde_json::Value>>,
}

impl ApiError {
    /// `code` with its own `message`.
    pub fn coded(code: ErrorCode, message: impl Into<String>) -> Self {
        Self::Coded {
            code,
            message: message.into(),
            fields: BTreeMap::new(),
            extra: serde_json::Map::new(),
        }
    }

    /// Adds a key beside `error` and `message` (`shortages`, `quote`).
    pub fn with_extra(mut self, key: &str, value: serde_json::Value) -> Self {
        if let Self::Coded { extra, .. } = &mut self {
            extra.insert(key.to_owned(), value);
        }
        self
    }

    /// The stable code this error answers with.
    pub fn code(&self) -> ErrorCode {
        match self {
            Self::Validation(_) | Self::BadRequest(_) => ErrorCode::BadRequest,
            Self::FormInvalid(_) => ErrorCode::ValidationFailed,
            Self::NotFound { code, .. }
            | Self::ConflictWith { code, .. }
            | Self::UnavailableWith { code, .. } => {
                ErrorCode::from_name(code).unwrap_or(ErrorCode::ServerError)
            }
            Self::Unauthorized => ErrorCode::Unauthorized,
            Self::InvalidCredentials => ErrorCode::InvalidCredentials,
            Self::Forbidden => ErrorCode::Forbidden,
            Self::Conflict(_) => ErrorCode::Conflict,
            Self::TooManyRequests => ErrorCode::TooManyRequests,
            Self::MethodNotAllowed => ErrorCode::MethodNotAllowed,
            Self::PayloadTooLarge => ErrorCode::PayloadTooLarge,
            Self::Timeout => ErrorCode::Timeout,
            Self::Unavailable => ErrorCode::ServiceUnavailable,
            Self::Internal(_) => ErrorCode::ServerError,
            Self::Coded { code, .. } => *code,
        }
    }

    pub fn not_found(code: &'static str, message: impl Into<String>) -> Self {
        Self::NotFound {
            code,
            message: message.into(),
        }
    }

    /// A conflict with its own code and no extra keys.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::ConflictWith {
            code,
            message: message.into(),
            extra: serde_json::Map::new(),
        }
    }

    /// The same field errors answered as a rejected form (`validation_failed`); other errors
    /// are left as they are.
    pub fn into_form_error(self) -> Self {
        match self {
            Self::Validation(fields) => Self::FormInvalid(fields),
            other => other,
        }
    }

    /// A validation error on one field.
    pub fn field(field: &'static str, message: impl Into<String>) -> Self {
        Self::Validation(BTreeMap::from([(field, message.into())]))
    }

    /// Maps a service's gRPC status. `not_found` names what a NOT_FOUND means for this call.
    pub fn from_status(status: tonic::Status, not_found: (&'static str, &str)) -> Self {
        use tonic::Code;
        match status.code() {
            Code::InvalidArgument | Code::OutOfRange | Code::FailedPrecondition => {
                Self::BadRequest(status.message().to_owned())
            }
            Code::NotFound => Self::not_found(not_found.0, not_found.1),
            Code::AlreadyExists => Self::Conflict(status.message().to_owned()),
            Code::Unauthenticated => Self::Unauthorized,
            Code::PermissionDenied => Self::Forbidden,
            Code::DeadlineExceeded => Self::Timeout,
            Code::Unavailable => Self::Unavailable,
            Code::Ok
            | Code::Cancelled
            | Code::Unknown
            | Code::ResourceExhausted
            | Code::Aborted
            | Code::Unimplemented
            | Code::Internal
            | Code::DataLoss => {
                Self::Internal(format!("{:?}: {}", status.code(), status.message()))
            }
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut extra = None;
        let (status, code, message, fields) = match &self {
            Self::Validation(fields) => {
                let message = fields.values().cloned().collect::<Vec<_>>().join("; ");
                (
                    StatusCode::BAD_REQUEST,
                    "bad_request",
                    message,
                    Some(fields),
                )
            }
            Self::FormInvalid(fields) => {
                let message = fields.values().cloned().collect::<Vec<_>>().join("; ");
                (
                    StatusCode::BAD_REQUEST,
                    "validation_failed",
                    message,
                    Some(fields),
                )
            }
            Self::BadRequest(message) => (
                StatusCode::BAD_REQUEST,
                "bad_request",
                message.clone(),
                None,
            ),
            Self::NotFound { code, message } => {
                (StatusCode::NOT_FOUND, *code, message.clone(), None)
            }
            Self::Unauthorized => (
                StatusCode::UNAUTHORIZED,
                "unauthorized",
                messages::UNAUTHORIZED.to_owned(),
                None,
            ),
            Self::InvalidCredentials => (
                StatusCode::UNAUTHORIZED,
                "invalid_credentials",
                messages::INVALID_CREDENTIALS.to_owned(),
                None,
            ),
            Self::Forbidden => (
                StatusCode::FORBIDDEN,
                "forbidden",
                messages::FORBIDDEN.to_owned(),
                None,
            ),
            Self::Conflict(message) => (StatusCode::CONFLICT, "conflict", message.clone(), None),
            Self::ConflictWith {
                code,
                message,
                extra: keys,
            } => {
                extra = Some(keys);
                (StatusCode::CONFLICT, *code, message.clone(), None)
            }
            Self::TooManyRequests => (
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_requests",
                messages::TOO_MANY_REQUESTS.to_owned(),
                None,
            ),
            Self::MethodNotAllowed => (
                StatusCode::METHOD_NOT_ALLOWED,
                "method_not_allowed",
                messages::METHOD_NOT_ALLOWED.to_owned(),
                None,
            ),
            Self::PayloadTooLarge => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "payload_too_large",
                messages::PAYLOAD_TOO_LARGE.to_owned(),
                None,
            ),
            Self::Timeout => (
                StatusCode::GATEWAY_TIMEOUT,
                "timeout",
                messages::TIMEOUT.to_owned(),
                None,
            ),
            Self::Unavailable => (
                StatusCode::SERVICE_UNAVAILABLE,
                "service_unavailable",
                messages::UNAVAILABLE.to_owned(),
                None,
            ),
            Self::UnavailableWith { code, message } => (
                StatusCode::SERVICE_UNAVAILABLE,
                *code,
                message.clone(),
                None,
            ),
            Self::Coded {
                code,
                message,
                fields,
                extra: keys,
            } => {
                if !keys.is_empty() {
                    extra = Some(keys);
                }
                let status = StatusCode::from_u16(code.http_status())
                    .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
                let fields = (!fields.is_empty()).then_some(fields);
                return (
                    status,
                    Json(CodedBody {
                        error: code.as_str(),
                        message,
                        fields,
                        extra,
                    }),
                )
                    .into_response();
            }
            Self::Internal(detail) => {
                tracing::error!(%detail, "request failed");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server_error",
                    messages::SERVER_ERROR.to_owned(),
                    None,
                )
            }
        };
        let body = ErrorBody {
            error: code,
            message: &message,
            fields,
            extra,
        };
        (status, Json(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn body_of(error: ApiError) -> (StatusCode, serde_json::Value) {
        let response = error.into_response();
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    #[tokio::test]
    async fn internal_errors_never_leak_their_detail() {
        let (status, body) = body_of(ApiError::Internal(
            "relation \"products\" does not exist".into(),
        ))
        .await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(body["message"], messages::SERVER_ERROR);
        assert!(!body.to_string().contains("relation"));
    }

    #[tokio::test]
    async fn validation_errors_name_their_fields() {
        let fields = BTreeMap::from([("limit", "limit must be at most 100".to_owned())]);
        let (status, body) = body_of(ApiError::Validation(fields)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], "bad_request");
        assert_eq!(body["fields"]["limit"], "limit must be at most 100");
    }

    #[tokio::test]
    async fn conflicts_carry_their_code_and_extra_keys_beside_the_error_shape() {
        let mut extra = serde_json::Map::new();
        extra.insert("shortages".into(), serde_json::json!([{"productId": 1}]));
        let (status, body) = body_of(ApiError::ConflictWith {
            code: "out_of_stock",
            message: "Only 3 left of Sofa".into(),
            extra,
        })
        .await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(
            body,
            serde_json::json!({"error": "out_of_stock", "message": "Only 3 left of Sofa",
                "shortages": [{"productId": 1}]})
        );
        let (_, body) = body_of(ApiError::conflict("not_cancellable", "No")).await;
        assert_eq!(
            body,
            serde_json::json!({"error": "not_cancellable", "message": "No"})
        );
        let (status, body) =
            body_of(ApiError::field("email", "Email is required").into_form_error()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["error"], "validation_failed");
        assert_eq!(body["fields"]["email"], "Email is required");
    }

    #[tokio::test]
    async fn unavailable_answers_can_carry_their_own_code_and_message() {
        let (status, body) = body_of(ApiError::UnavailableWith {
            code: "payment_unavailable",
            message: "Failed to initiate M-Pesa payment".into(),
        })
        .await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            body,
            serde_json::json!({"error": "payment_unavailable",
                "message": "Failed to initiate M-Pesa payment"})
        );
    }

    #[tokio::test]
    async fn grpc_statuses_map_to_http() {
        let nf = ("product_not_found", "Product not found");
        let cases = [
            (
                tonic::Status::invalid_argument("x"),
                StatusCode::BAD_REQUEST,
            ),
            (tonic::Status::not_found("x"), StatusCode::NOT_FOUND),
            (
                tonic::Status::deadline_exceeded("x"),
                StatusCode::GATEWAY_TIMEOUT,
            ),
            (
                tonic::Status::unavailable("x"),
                StatusCode::SERVICE_UNAVAILABLE,
            ),
            (
                tonic::Status::internal("x"),
                StatusCode::INTERNAL_SERVER_ERROR,
            ),
        ];
        for (status, expected) in cases {
            let (got, _) = body_of(ApiError::from_status(status, nf)).await;
            assert_eq!(got, expected);
        }
    }
}

#[cfg(test)]
mod coded_tests {
    use super::*;
    use shop_common::errors::{Violations, status};

    #[test]
    fn service_field_paths_become_rest_names() {
        assert_eq!(rest_field_name("customer_name"), "customerName");
        assert_eq!(rest_field_name("items[2].product_id"), "items[2].productId");
        assert_eq!(rest_field_name("order_status"), "order_status");
        assert_eq!(rest_field_name("email"), "email");
        assert_eq!(rest_field_name("query"), "q");
        assert_eq!(rest_field_name("min_price_cents"), "minPrice");
    }

    #[tokio::test]
    async fn a_service_refusal_is_answered_by_its_code_not_its_text() {
        let response = ApiError::from(status(ErrorCode::OutOfStock, "Only 3 left of Sofa"))
            .with_extra("shortages", serde_json::json!([]))
            .into_response();
        assert_eq!(response.status(), StatusCode::CONFLICT);
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(
            body,
            serde_json::json!({"error": "out_of_stock", "message": "Only 3 left of Sofa",
                "shortages": []})
        );

        let mut violations = Violations::new();
        violations.add("customer_name", "Full name is required");
        let response = ApiError::from(violations.finish().unwrap_err()).into_response();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(body["error"], "validation_failed");
        assert_eq!(body["fields"]["customerName"], "Full name is required");
    }
}
