//! The payments area (customer spec: Checkout "Payment" and the M-Pesa status poll;
//! docs/web-contract.md "Payments (payments issue)"; MPESA.md "Callback"), served by the
//! payments service.
//!
//! The order is placed first; these calls pay it. The gateway reads the JSON and passes each
//! field on as the text it is; the payments service checks every detail (phone, card, email,
//! method), decides from the caller in metadata whether the order is theirs and payable, and
//! takes the amount from the order (DECISIONS.md "Payments"): an amount, callback URL or
//! description in a body is ignored.

mod c2b;
mod callback;
mod config;
mod mpesa;
mod pay;
mod payout;

use axum::extract::DefaultBodyLimit;
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::signed_in;
use crate::state::AppState;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    let callback = OpenApiRouter::new()
        .routes(routes!(callback::daraja_callback))
        .routes(routes!(c2b::c2b_validation))
        .routes(routes!(c2b::c2b_confirmation))
        .routes(routes!(payout::payout_result))
        .routes(routes!(payout::payout_timeout))
        .layer(DefaultBodyLimit::max(MAX_CALLBACK_BODY));
    OpenApiRouter::new()
        .routes(routes!(config::payment_config))
        .routes(routes!(mpesa::stk_push))
        .routes(signed_in(routes!(mpesa::mpesa_status)))
        .routes(routes!(pay::pay))
        .merge(callback)
}

#[cfg(test)]
mod tests {

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
            (
                "/api/payments/daraja/c2b/validation/{secret}",
                "post",
                false,
                &["200", "404", "413", "503"][..],
            ),
            (
                "/api/payments/daraja/c2b/confirmation/{secret}",
                "post",
                false,
                &["200", "404", "413", "503"][..],
            ),
            (
                "/api/payments/daraja/payout/result/{secret}",
                "post",
                false,
                &["200", "404", "413", "503"][..],
            ),
            (
                "/api/payments/daraja/payout/timeout/{secret}",
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
}
