//! The payments area (customer spec: Checkout "Payment" and the M-Pesa status poll;
//! docs/web-contract.md "Payments (payments issue)"; MPESA.md "Callback"), served by the
//! payments service.
//!
//! The order is placed first; these calls pay it. The gateway reads the JSON and passes each
//! field on as the text it is; the payments service checks every detail (phone, card, email,
//! method), decides from the caller in metadata whether the order is theirs and payable, and
//! takes the amount from the order (DECISIONS.md "Payments"): an amount, callback URL or
//! description in a body is ignored.

mod callback;
mod config;
mod mpesa;
mod pay;

use axum::extract::rejection::PathRejection;
use axum::extract::{DefaultBodyLimit, Path};
use serde_json::Value;
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    let callback = OpenApiRouter::new()
        .routes(routes!(callback::daraja_callback))
        .layer(DefaultBodyLimit::max(MAX_CALLBACK_BODY));
    OpenApiRouter::new()
        .routes(routes!(config::payment_config))
        .routes(routes!(mpesa::stk_push))
        .routes(routes!(mpesa::mpesa_status))
        .routes(routes!(pay::pay))
        .merge(callback)
}

/// The one path parameter of a route; a segment that is not UTF-8 once decoded is a 400 in the
/// API's error shape (not axum's plain-text rejection).
fn segment(path: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    path.map(|Path(segment)| segment)
        .map_err(|_| ApiError::coded(ErrorCode::BadRequest, "The path is malformed"))
}

/// A field of a payment form as the service reads it: a JSON string as it is, digits sent as a
/// JSON number (a phone or card number) as those digits, absent or null as "", anything else
/// as its JSON text (which the service then refuses with the field's own message).
fn text(value: Option<Value>) -> String {
    match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(text)) => text,
        Some(other) => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::text;

    #[test]
    fn the_document_describes_every_payments_route_with_its_guard_and_answers() {
        let document = serde_json::to_value(crate::api::openapi()).unwrap();
        let operation = |path: &str, method: &str| document["paths"][path][method].clone();
        for (path, method, signed_in, statuses) in [
            (
                "/api/payments/config",
                "get",
                false,
                &["200", "503", "504"][..],
            ),
            (
                "/api/mpesa/stkpush",
                "post",
                true,
                &[
                    "200", "400", "401", "403", "404", "409", "413", "503", "504",
                ][..],
            ),
            (
                "/api/mpesa/status/{checkout_request_id}",
                "get",
                true,
                &["200", "401", "403", "404", "503", "504"][..],
            ),
            (
                "/api/payments/{order_id}/pay",
                "post",
                true,
                &[
                    "200", "400", "401", "403", "404", "409", "413", "503", "504",
                ][..],
            ),
            (
                "/api/payments/daraja/callback/{secret}",
                "post",
                false,
                &["200", "404", "413", "503"][..],
            ),
        ] {
            let op = operation(path, method);
            assert!(op.is_object(), "{method} {path} is not documented");
            assert_eq!(op["security"].is_array(), signed_in, "{method} {path}");
            for status in statuses {
                assert!(
                    op["responses"][status].is_object(),
                    "{method} {path} does not declare {status}"
                );
            }
        }
        let pay = operation("/api/payments/{order_id}/pay", "post");
        assert!(
            pay["parameters"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["name"] == "Idempotency-Key")
        );
    }

    #[test]
    fn fields_pass_on_as_the_text_they_are() {
        assert_eq!(text(None), "");
        assert_eq!(text(Some(json!(null))), "");
        assert_eq!(text(Some(json!(" 254 708 "))), " 254 708 ");
        assert_eq!(text(Some(json!(4242424242424242u64))), "4242424242424242");
        assert_eq!(text(Some(json!(true))), "true");
        assert_eq!(text(Some(json!({"n": 1}))), r#"{"n":1}"#);
    }
}
