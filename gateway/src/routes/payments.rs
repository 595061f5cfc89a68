//! Paying for an order (customer spec: Checkout "Payment" and the M-Pesa status poll;
//! docs/web-contract.md "Payments (payments issue)"; MPESA.md "Callback").
//!
//! The order is placed first; these calls pay it. The gateway checks the caller and the shape of
//! the input (types and sizes); the payments service checks the details (phone, card, email),
//! that the order is the caller's and payable, and takes the amount from the order
//! (DECISIONS.md "Payments"): an amount, callback URL or description in a body is ignored.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::payments::v1 as pb;
use tonic::Code;

use crate::account_rules::FieldErrors;
use crate::api::orders::json::order_key;
use crate::auth::SignedIn;
use crate::error::{ApiError, messages};
use crate::extract::AppJson;
use crate::money::Ksh;
use crate::rate_limit::client_address;
use crate::state::{AppState, grpc_request};

const ORDER_NOT_FOUND: (&str, &str) = ("order_not_found", "Order not found");
const PAYMENT_NOT_FOUND: (&str, &str) = ("payment_not_found", "Payment not found");
const MPESA_FAILED: &str = "Failed to initiate M-Pesa payment";
const IN_PROGRESS: &str = "A payment for this order is already in progress";
const INVALID_METHOD: &str = "Invalid payment method";
const INVALID_ORDER: &str = "Invalid order number";

/// The 503 messages the payments service words for shoppers (payments.proto). Any other
/// UNAVAILABLE (the service itself unreachable) gets the call's own wording, so a transport
/// error never reaches a shopper.
const SERVICE_UNAVAILABLE_MESSAGES: [&str; 4] = [
    MPESA_FAILED,
    "Your M-Pesa prompt is on its way - check your phone, then press Try Again to follow it",
    "Payment provider unavailable - please try again later",
    "Service unavailable - please try again later",
];

/// The fields the payments service names in `x-field`, spelled as the REST requests spell them.
const SERVICE_FIELDS: [&str; 8] = [
    "phoneNumber",
    "cardNumber",
    "expiryDate",
    "cvv",
    "cardName",
    "paypalEmail",
    "orderId",
    "method",
];

/// Largest callback body taken from Daraja (theirs are well under 2 KiB).
pub const MAX_CALLBACK_BODY: usize = 64 * 1024;
/// Longest callback secret looked up; a longer one cannot be ours.
const MAX_SECRET: usize = 256;
/// Longest CheckoutRequestID looked up (Daraja's are `ws_CO_` and about 30 more characters).
const MAX_CHECKOUT_REQUEST_ID: usize = 100;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/payments/config", get(payment_config))
        .route("/api/mpesa/stkpush", post(stk_push))
        .route("/api/mpesa/status/{checkout_request_id}", get(mpesa_status))
        .route("/api/payments/{order_id}/pay", post(pay))
        .route(
            "/api/payments/daraja/callback/{secret}",
            post(daraja_callback).layer(DefaultBodyLimit::max(MAX_CALLBACK_BODY)),
        )
}

// ---------------------------------------------------------------------------------------------
// Input and errors.

/// A text field as typed: a JSON string, or digits sent as a JSON number (a phone or card
/// number); absent or null is empty. Any other type, or more than `max` characters, is `None`.
fn text(value: Option<&Value>, max: usize) -> Option<String> {
    let text = match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) if n.is_u64() => n.to_string(),
        Some(_) => return None,
    };
    (text.chars().count() <= max).then_some(text)
}

/// A field of `max` characters at most, recorded as `invalid` when it is not text or too long.
fn checked_text(
    errors: &mut FieldErrors,
    value: Option<&Value>,
    field: &'static str,
    max: usize,
    invalid: &str,
) -> String {
    text(value, max).unwrap_or_else(|| {
        errors.add(field, invalid);
        String::new()
    })
}

/// The caller as the payments service takes it: their id, or "" for an admin (no ownership
/// check).
fn payer_id(caller: &SignedIn) -> String {
    if caller.is_admin() {
        String::new()
    } else {
        caller.user.id.clone()
    }
}

/// The payments service's statuses as the contract answers them. `not_found` names what a
/// NOT_FOUND means for the call; `unavailable` is the 503 message when the service did not
/// word one.
fn payment_error(
    status: tonic::Status,
    not_found: (&'static str, &str),
    unavailable: &str,
) -> ApiError {
    let message = |fallback: &str| {
        if status.message().is_empty() {
            fallback.to_owned()
        } else {
            status.message().to_owned()
        }
    };
    match status.code() {
        Code::InvalidArgument => {
            let message = message(messages::BAD_REQUEST);
            match status
                .metadata()
                .get(shop_common::grpc::FIELD_METADATA)
                .and_then(|v| v.to_str().ok())
                .and_then(|f| SERVICE_FIELDS.into_iter().find(|known| *known == f))
            {
                Some(field) => ApiError::field(field, message).into_form_error(),
                None => ApiError::BadRequest(message),
            }
        }
        Code::FailedPrecondition => {
            ApiError::conflict("payment_not_allowed", message(messages::BAD_REQUEST))
        }
        Code::Aborted => ApiError::conflict("payment_in_progress", message(IN_PROGRESS)),
        Code::Unavailable => ApiError::UnavailableWith {
            code: "payment_unavailable",
            message: SERVICE_UNAVAILABLE_MESSAGES
                .into_iter()
                .find(|known| *known == status.message())
                .unwrap_or(unavailable)
                .to_owned(),
        },
        _ => ApiError::from_status(status, not_found),
    }
}

// ---------------------------------------------------------------------------------------------
// Which methods, and whether payments are test payments.

#[derive(Serialize)]
struct MethodsJson {
    mpesa: bool,
    card: bool,
    paypal: bool,
    cod: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PaymentConfigJson {
    sandbox: bool,
    mpesa_sandbox: bool,
    provider: String,
    methods: MethodsJson,
}

/// `GET /api/payments/config` (anyone): the checkout shows the test-payment notice while
/// `sandbox`. Cash on delivery is the orders service's and always offered.
#[tracing::instrument(skip_all)]
async fn payment_config(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<PaymentConfigJson>, ApiError> {
    let config = state
        .payments
        .clone()
        .get_payment_config(grpc_request(pb::GetPaymentConfigRequest {}, &headers))
        .await
        .map_err(|s| payment_error(s, ORDER_NOT_FOUND, messages::UNAVAILABLE))?
        .into_inner();
    Ok(Json(PaymentConfigJson {
        sandbox: config.sandbox,
        mpesa_sandbox: config.mpesa_sandbox,
        provider: config.provider,
        methods: MethodsJson {
            mpesa: config.mpesa_enabled,
            card: config.card_enabled,
            paypal: config.paypal_enabled,
            cod: true,
        },
    }))
}

// ---------------------------------------------------------------------------------------------
// M-Pesa Express.

/// The body of `POST /api/mpesa/stkpush`. The spec's client also sends `amount`, `callbackUrl`
/// and `transactionDesc`: they are not read.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct StkPushForm {
    order_id: Option<Value>,
    account_reference: Option<Value>,
    phone_number: Option<Value>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StkPushJson {
    success: bool,
    checkout_request_id: String,
    merchant_request_id: String,
    message: String,
    /// Whole shillings: the order's total rounded up.
    amount: i64,
}

/// `POST /api/mpesa/stkpush {orderId (or accountReference), phoneNumber}` (the order's owner or
/// an admin): sends the payment prompt to the payer's phone.
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
async fn stk_push(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<StkPushForm>,
) -> Result<Json<StkPushJson>, ApiError> {
    let mut errors = FieldErrors::default();
    let order_id = checked_text(
        &mut errors,
        form.order_id.as_ref(),
        "orderId",
        100,
        INVALID_ORDER,
    );
    let account_reference = checked_text(
        &mut errors,
        form.account_reference.as_ref(),
        "orderId",
        100,
        INVALID_ORDER,
    );
    let phone = checked_text(
        &mut errors,
        form.phone_number.as_ref(),
        "phoneNumber",
        30,
        "Please enter a valid Kenyan phone number (254712345678)",
    );
    let order = [order_id, account_reference]
        .into_iter()
        .find(|id| !id.trim().is_empty())
        .unwrap_or_default();
    if order.is_empty() {
        errors.add("orderId", "Order is required");
    }
    errors.into_result().map_err(ApiError::into_form_error)?;
    let order_id = order_key(&order)?;
    let idempotency_key = crate::idempotency::key(&headers)?;
    let started = state
        .payments
        .clone()
        .start_mpesa_payment(grpc_request(
            pb::StartMpesaPaymentRequest {
                order_id,
                user_id: payer_id(&caller),
                phone,
                idempotency_key,
            },
            &headers,
        ))
        .await
        .map_err(|s| payment_error(s, ORDER_NOT_FOUND, MPESA_FAILED))?
        .into_inner();
    Ok(Json(StkPushJson {
        success: true,
        checkout_request_id: started.checkout_request_id,
        merchant_request_id: started.merchant_request_id,
        message: started.customer_message,
        amount: started.amount_ksh,
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MpesaStatusJson {
    /// "pending" | "success" | "failed".
    status: String,
    /// null until known (a payment settled by STK query alone may never have one).
    mpesa_receipt_number: Option<String>,
    result_desc: String,
    /// null while pending.
    result_code: Option<i32>,
    order_id: String,
    public_id: String,
    amount: i64,
}

/// `GET /api/mpesa/status/{checkoutRequestId}` (the order's owner or an admin): the checkout's
/// poll while the payer answers the prompt.
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
async fn mpesa_status(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    Path(checkout_request_id): Path<String>,
) -> Result<Json<MpesaStatusJson>, ApiError> {
    let checkout_request_id = checkout_request_id.trim();
    if checkout_request_id.is_empty()
        || checkout_request_id.len() > MAX_CHECKOUT_REQUEST_ID
        || !checkout_request_id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    {
        return Err(ApiError::not_found(
            PAYMENT_NOT_FOUND.0,
            PAYMENT_NOT_FOUND.1,
        ));
    }
    let status = state
        .payments
        .clone()
        .get_mpesa_status(grpc_request(
            pb::GetMpesaStatusRequest {
                checkout_request_id: checkout_request_id.to_owned(),
                user_id: payer_id(&caller),
            },
            &headers,
        ))
        .await
        .map_err(|s| payment_error(s, PAYMENT_NOT_FOUND, messages::UNAVAILABLE))?
        .into_inner();
    Ok(Json(MpesaStatusJson {
        status: status.status,
        mpesa_receipt_number: (!status.mpesa_receipt_number.is_empty())
            .then_some(status.mpesa_receipt_number),
        result_desc: status.result_desc,
        result_code: status.result_code,
        order_id: status.order_id,
        public_id: status.public_id,
        amount: status.amount_ksh,
    }))
}

/// Who sent a callback: the socket's peer, or `X-Real-IP` behind a trusted proxy (the login
/// limiter's rule). Logged by the payments service, never a reason to refuse.
struct SourceAddress(String);

impl FromRequestParts<AppState> for SourceAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(Self(client_address(parts, state.trust_proxy)))
    }
}

/// Daraja's acknowledgement: `{"ResultCode":0,"ResultDesc":"Accepted"}`.
#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct DarajaAcknowledgement {
    result_code: i32,
    result_desc: &'static str,
}

const ACCEPTED: DarajaAcknowledgement = DarajaAcknowledgement {
    result_code: 0,
    result_desc: "Accepted",
};

/// `POST /api/payments/daraja/callback/{secret}` (Safaricom; no auth, any content type): the
/// raw body goes to the payments service, which checks it and confirms it by STK query before
/// anything is settled. Daraja retries anything but a 200, so a malformed body is accepted (the
/// service has recorded it; sending it again would not help), an unknown secret is a 404, the
/// payments service (or its database) being down is a 503, and only a failure on our side is a
/// 500.
#[tracing::instrument(skip_all, fields(source = %source.0))]
async fn daraja_callback(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(secret): Path<String>,
    source: SourceAddress,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<DarajaAcknowledgement>, ApiError> {
    let body = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::PayloadTooLarge
        } else {
            ApiError::BadRequest(messages::BAD_REQUEST.to_owned())
        }
    })?;
    let not_found = || ApiError::not_found("not_found", messages::NOT_FOUND);
    if secret.is_empty() || secret.len() > MAX_SECRET {
        return Err(not_found());
    }
    let answer = state
        .payments
        .clone()
        .handle_daraja_callback(grpc_request(
            pb::DarajaCallbackRequest {
                secret,
                body: body.to_vec(),
                source_ip: source.0,
            },
            &headers,
        ))
        .await;
    match answer {
        Ok(_) => Ok(Json(ACCEPTED)),
        Err(status) => match status.code() {
            Code::InvalidArgument => {
                tracing::warn!(reason = %status.message(), "malformed Daraja callback accepted");
                Ok(Json(ACCEPTED))
            }
            Code::NotFound => Err(not_found()),
            // Payments or its database is down: Daraja retries, and 503 says why.
            Code::Unavailable => Err(ApiError::Unavailable),
            code => Err(ApiError::Internal(format!(
                "HandleDarajaCallback: {code:?}: {}",
                status.message()
            ))),
        },
    }
}

// ---------------------------------------------------------------------------------------------
// Card and PayPal.

/// The body of `POST /api/payments/{orderId}/pay`: `method` card with the card fields, or
/// paypal with `paypalEmail`. Every field may be absent or of the wrong type; each gets its own
/// message.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct PayForm {
    method: Option<Value>,
    card_number: Option<Value>,
    expiry_date: Option<Value>,
    cvv: Option<Value>,
    card_name: Option<Value>,
    paypal_email: Option<Value>,
}

/// A checked pay form: the service call it becomes (without the order and the caller).
#[derive(Debug, PartialEq)]
enum Payment {
    Card {
        number: String,
        expiry: String,
        cvv: String,
        name: String,
    },
    Paypal {
        email: String,
    },
}

impl Payment {
    /// The method and the types and sizes of its fields; the payments service checks the rest
    /// (Luhn, expiry, the email's form) with the checkout's messages.
    fn parse(form: &PayForm) -> Result<Self, ApiError> {
        let mut errors = FieldErrors::default();
        let method = text(form.method.as_ref(), 20)
            .map(|m| m.trim().to_ascii_lowercase())
            .unwrap_or_default();
        let payment = match method.as_str() {
            "card" => Some(Self::Card {
                number: checked_text(
                    &mut errors,
                    form.card_number.as_ref(),
                    "cardNumber",
                    40,
                    "Invalid card number",
                ),
                expiry: checked_text(
                    &mut errors,
                    form.expiry_date.as_ref(),
                    "expiryDate",
                    10,
                    "Invalid expiry date",
                ),
                cvv: checked_text(&mut errors, form.cvv.as_ref(), "cvv", 10, "Invalid CVV"),
                name: checked_text(
                    &mut errors,
                    form.card_name.as_ref(),
                    "cardName",
                    200,
                    "Cardholder name is too long",
                ),
            }),
            "paypal" => Some(Self::Paypal {
                email: checked_text(
                    &mut errors,
                    form.paypal_email.as_ref(),
                    "paypalEmail",
                    320,
                    "Please enter a valid email address",
                ),
            }),
            _ => {
                errors.add("method", INVALID_METHOD);
                None
            }
        };
        errors.into_result().map_err(ApiError::into_form_error)?;
        payment.ok_or_else(|| ApiError::field("method", INVALID_METHOD).into_form_error())
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PaymentResultJson {
    /// "success" | "failed" (a decline is an answer, not an error).
    status: String,
    transaction_id: String,
    message: String,
    /// Cards: "Visa", "Mastercard", ...; "" for PayPal.
    brand: String,
    /// Cards: the last four digits; "" for PayPal.
    last4: String,
    amount: Ksh,
    order_id: String,
    public_id: String,
}

/// `POST /api/payments/{orderId}/pay` (the order's owner or an admin): charges the order's
/// total to a card or PayPal through the configured provider.
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
async fn pay(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    Path(order_id): Path<String>,
    AppJson(form): AppJson<PayForm>,
) -> Result<Json<PaymentResultJson>, ApiError> {
    let payment = Payment::parse(&form)?;
    let order_id = order_key(&order_id)?;
    let user_id = payer_id(&caller);
    let idempotency_key = crate::idempotency::key(&headers)?;
    let mut payments = state.payments.clone();
    let result = match payment {
        Payment::Card {
            number,
            expiry,
            cvv,
            name,
        } => {
            payments
                .pay_with_card(grpc_request(
                    pb::PayWithCardRequest {
                        order_id,
                        user_id,
                        card_number: number,
                        expiry,
                        cvv,
                        card_name: name,
                        idempotency_key,
                    },
                    &headers,
                ))
                .await
        }
        Payment::Paypal { email } => {
            payments
                .pay_with_paypal(grpc_request(
                    pb::PayWithPaypalRequest {
                        order_id,
                        user_id,
                        paypal_email: email,
                        idempotency_key,
                    },
                    &headers,
                ))
                .await
        }
    }
    .map_err(|s| payment_error(s, ORDER_NOT_FOUND, messages::UNAVAILABLE))?
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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn form(value: Value) -> PayForm {
        serde_json::from_value(value).unwrap()
    }

    fn fields_of(result: Result<Payment, ApiError>) -> Vec<(&'static str, String)> {
        match result {
            Err(ApiError::FormInvalid(fields)) => fields.into_iter().collect(),
            other => panic!("not a form error: {other:?}"),
        }
    }

    #[test]
    fn pay_forms_become_card_or_paypal_payments() {
        assert_eq!(
            Payment::parse(&form(json!({
                "method": "Card", "cardNumber": "4242 4242 4242 4242", "expiryDate": "12/30",
                "cvv": "123", "cardName": "Wanjiku Kamau", "amount": 1
            })))
            .unwrap(),
            Payment::Card {
                number: "4242 4242 4242 4242".into(),
                expiry: "12/30".into(),
                cvv: "123".into(),
                name: "Wanjiku Kamau".into(),
            }
        );
        assert_eq!(
            Payment::parse(&form(
                json!({"method": "paypal", "paypalEmail": "w@example.co.ke"})
            ))
            .unwrap(),
            Payment::Paypal {
                email: "w@example.co.ke".into()
            }
        );
        // Digits sent as a number are the same digits.
        assert!(matches!(
            Payment::parse(&form(json!({"method": "card", "cardNumber": 4242424242424242u64, "cvv": 123}))),
            Ok(Payment::Card { number, cvv, .. }) if number == "4242424242424242" && cvv == "123"
        ));
    }

    #[test]
    fn unknown_methods_and_wrong_types_are_field_errors() {
        for method in [
            json!("mpesa"),
            json!("cod"),
            json!(null),
            json!(3),
            json!(["card"]),
        ] {
            assert_eq!(
                fields_of(Payment::parse(&form(json!({ "method": method })))),
                [("method", INVALID_METHOD.to_owned())],
                "{method}"
            );
        }
        let fields = fields_of(Payment::parse(&form(json!({
            "method": "card", "cardNumber": {"n": 1}, "expiryDate": 12.5,
            "cvv": "1".repeat(11), "cardName": "x".repeat(201)
        }))));
        let names: Vec<&str> = fields.iter().map(|(f, _)| *f).collect();
        assert_eq!(names, ["cardName", "cardNumber", "cvv", "expiryDate"]);
        assert_eq!(
            fields_of(Payment::parse(&form(
                json!({"method": "paypal", "paypalEmail": false})
            ))),
            [(
                "paypalEmail",
                "Please enter a valid email address".to_owned()
            )]
        );
    }

    fn with_field(code: Code, message: &str, field: &'static str) -> tonic::Status {
        let status = shop_common::grpc::invalid_field(field, message);
        tonic::Status::with_metadata(code, message, status.metadata().clone())
    }

    #[test]
    fn service_statuses_become_the_contract_errors() {
        let error = |status| payment_error(status, ORDER_NOT_FOUND, MPESA_FAILED);
        assert!(matches!(
            error(with_field(Code::InvalidArgument, "Invalid CVV", "cvv")),
            ApiError::FormInvalid(fields) if fields["cvv"] == "Invalid CVV"
        ));
        assert!(matches!(
            error(with_field(Code::InvalidArgument, "Odd", "user_id")),
            ApiError::BadRequest(m) if m == "Odd"
        ));
        assert!(matches!(
            error(tonic::Status::failed_precondition("This order is paid on delivery")),
            ApiError::ConflictWith { code: "payment_not_allowed", message, .. }
                if message == "This order is paid on delivery"
        ));
        assert!(matches!(
            error(tonic::Status::aborted(IN_PROGRESS)),
            ApiError::ConflictWith {
                code: "payment_in_progress",
                ..
            }
        ));
        assert!(matches!(
            error(tonic::Status::unavailable("Payment provider unavailable - please try again later")),
            ApiError::UnavailableWith { code: "payment_unavailable", message }
                if message == "Payment provider unavailable - please try again later"
        ));
        // A transport failure's text is not a shopper's message.
        assert!(matches!(
            error(tonic::Status::unavailable("tcp connect error: Connection refused")),
            ApiError::UnavailableWith { message, .. } if message == MPESA_FAILED
        ));
        assert!(matches!(
            error(tonic::Status::not_found("Order not found")),
            ApiError::NotFound {
                code: "order_not_found",
                ..
            }
        ));
        assert!(matches!(
            error(tonic::Status::permission_denied("no")),
            ApiError::Forbidden
        ));
    }

    #[test]
    fn daraja_is_acknowledged_in_its_own_words() {
        assert_eq!(
            serde_json::to_value(ACCEPTED).unwrap(),
            json!({"ResultCode": 0, "ResultDesc": "Accepted"})
        );
    }
}
