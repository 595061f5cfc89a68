//! The one error type of the gateway and the one place it becomes an HTTP response:
//! `{"error": "<stable code>", "message": "<human text>", "fields": {...}}`, plus the keys a code
//! names (`shortages`, `quote`). The codes, their statuses and default messages are
//! [`ErrorCode`]'s (shared with the services, docs/decisions.md "One contract").

use std::collections::BTreeMap;

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
pub(crate) use shop_common::errors::ErrorCode;
use shop_common::errors::Refusal;
use utoipa::ToSchema;

use crate::api::errors::ErrorCodeName;

/// An answer other than success: a stable code, its message, every invalid field by its REST
/// name, and the extra keys a client needs to recover.
#[derive(Debug)]
pub(crate) struct ApiError {
    pub code: ErrorCode,
    pub message: String,
    pub fields: BTreeMap<String, String>,
    pub extra: serde_json::Map<String, serde_json::Value>,
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// `code` with its own `message`.
    pub(crate) fn coded(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            fields: BTreeMap::new(),
            extra: serde_json::Map::new(),
        }
    }

    /// `validation_failed` naming `fields` (REST names), their messages joined as the message.
    pub(crate) fn invalid_fields(fields: BTreeMap<String, String>) -> Self {
        let message = fields.values().cloned().collect::<Vec<_>>().join("; ");
        Self {
            fields,
            ..Self::coded(ErrorCode::ValidationFailed, message)
        }
    }

    /// Adds a key beside `error` and `message` (`shortages`, `quote`).
    pub(crate) fn with_extra(mut self, key: &str, value: serde_json::Value) -> Self {
        self.extra.insert(key.to_owned(), value);
        self
    }
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
        Self {
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
pub(crate) fn rest_field_name(path: &str) -> String {
    const SNAKE_IN_REST: &[&str] = &["order_status", "original_price"];
    /// Request fields whose REST parameter has another name (the catalogue's query strings).
    const RENAMED: &[(&str, &str)] = &[
        ("query", "q"),
        ("min_price_cents", "minPrice"),
        ("max_price_cents", "maxPrice"),
        // The picture variants' `?w=` (`/media/i/{publicId}`).
        ("width", "w"),
        // The business settings: KSh and percent in REST, cents and basis points in the service.
        ("delivery_fee_cents", "deliveryFee"),
        ("free_delivery_threshold_cents", "freeDeliveryThreshold"),
        ("cod_fee_cents", "codFee"),
        ("vat_rate_bp", "vatRate"),
        // Discount codes: KSh in REST.
        ("amount_off_cents", "amountOff"),
        ("min_subtotal_cents", "minSubtotal"),
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

/// `{"error": <code>, "message": <text>, "fields"?: {...}}`, plus the keys a code names
/// (`shortages` with `out_of_stock`, `quote` with `total_changed`).
#[derive(Serialize, ToSchema)]
#[schema(example = json!({"error": "validation_failed", "message": "Full name is required",
    "fields": {"customerName": "Full name is required"}}))]
pub(crate) struct ErrorBody {
    /// The stable code: what a client matches on.
    #[schema(value_type = ErrorCodeName)]
    error: &'static str,
    /// The person-readable message, in the spec's wording.
    message: String,
    /// Every invalid field, by its name in the request, with its message.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    #[schema(value_type = Option<BTreeMap<String, String>>)]
    fields: BTreeMap<String, String>,
    /// The keys a code names, described with the routes that answer them.
    #[serde(flatten)]
    #[schema(ignore)]
    extra: serde_json::Map<String, serde_json::Value>,
}

/// The `Retry-After` (seconds) of every 503: a service, its database or an outside party is
/// unavailable, and the services' health watchers see a database come back within a second.
pub(crate) const RETRY_AFTER_SECS: u64 = 3;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.code.http_status())
            .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let body = ErrorBody {
            error: self.code.as_str(),
            message: self.message,
            fields: self.fields,
            extra: self.extra,
        };
        let mut response = (status, Json(body)).into_response();
        if status == StatusCode::SERVICE_UNAVAILABLE {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(RETRY_AFTER_SECS),
            );
        }
        response
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
        let body = json_body(response).await;
        assert_eq!(
            body,
            serde_json::json!({"error": "out_of_stock", "message": "Only 3 left of Sofa",
                "shortages": []})
        );

        let mut violations = Violations::new();
        violations.add("customer_name", "Full name is required");
        let response = ApiError::from(violations.finish().unwrap_err()).into_response();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let body = json_body(response).await;
        assert_eq!(body["error"], "validation_failed");
        assert_eq!(body["fields"]["customerName"], "Full name is required");
    }
}

#[cfg(test)]
mod retry_tests {
    use super::*;

    #[tokio::test]
    async fn an_unavailable_dependency_is_a_503_with_retry_after_and_the_usual_body() {
        let refused = shop_common::reachability::unreachable();
        let response = ApiError::from(refused).into_response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[axum::http::header::RETRY_AFTER], "3");
        let body = json_body(response).await;
        assert_eq!(
            body,
            serde_json::json!({"error": "service_unavailable",
                "message": "the service's database is unreachable"})
        );
        // A connection to a service that failed, with no details of ours, too.
        let response =
            ApiError::from(tonic::Status::unavailable("tcp connect error")).into_response();
        assert_eq!(response.headers()[axum::http::header::RETRY_AFTER], "3");
        // Only 503s: a refusal the caller must fix says nothing about retrying.
        let response = ApiError::from(ErrorCode::OutOfStock).into_response();
        assert!(
            response
                .headers()
                .get(axum::http::header::RETRY_AFTER)
                .is_none()
        );
    }
}

#[cfg(test)]
mod leak_tests {
    use super::*;

    #[tokio::test]
    async fn a_failure_inside_a_service_never_shows_its_detail() {
        let response = ApiError::from(tonic::Status::internal(
            "relation \"products\" does not exist",
        ))
        .into_response();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        let text = String::from_utf8(bytes.to_vec()).unwrap();
        assert!(text.contains("server_error"), "{text}");
        assert!(!text.contains("relation"), "{text}");
    }
}

/// The JSON body of an answer, for the tests above.
#[cfg(test)]
async fn json_body(response: Response) -> serde_json::Value {
    let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
        .await
        .unwrap();
    serde_json::from_slice(&bytes).unwrap()
}
