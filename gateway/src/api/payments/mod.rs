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

use axum::extract::DefaultBodyLimit;
use serde_json::Value;
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
    fn fields_pass_on_as_the_text_they_are() {
        assert_eq!(text(None), "");
        assert_eq!(text(Some(json!(null))), "");
        assert_eq!(text(Some(json!(" 254 708 "))), " 254 708 ");
        assert_eq!(text(Some(json!(4242424242424242u64))), "4242424242424242");
        assert_eq!(text(Some(json!(true))), "true");
        assert_eq!(text(Some(json!({"n": 1}))), r#"{"n":1}"#);
    }
}
