//! The payments service's one error type and its one mapping to gRPC statuses (the contract is
//! written in `proto/shop/payments/v1/payments.proto`): every status carries its stable
//! [`ErrorCode`] (shop_common::errors), and invalid input every invalid field at once.
//! Unexpected failures are logged once here and answered with a generic message.

use shop_common::errors::{self, ErrorCode, Violations, status, status_of};
use shop_common::grpc::internal;
use tonic::Status;

use crate::daraja::DarajaError;
use crate::daraja::callback::Malformed;
use crate::domain::Invalid;
use crate::provider::ProviderError;

pub const ALREADY_PAID: &str = "This order has already been paid";
pub const ORDER_CANCELLED: &str = "This order has been cancelled";
pub const NOT_PAYABLE: &str = "This order can no longer be paid";
pub const CASH_ON_DELIVERY: &str = "This order is paid on delivery";
pub const INSTALMENTS_BY_MPESA: &str =
    "This Lipa Mdogo Mdogo order is paid in M-Pesa instalments: pay it with M-Pesa";
pub const METHOD_NOT_OFFERED: &str = "This payment method is not available";
pub const PROVIDER_UNAVAILABLE: &str = "Payment provider unavailable - please try again later";
pub const MALFORMED_CALLBACK: &str = "Malformed callback body";
pub const MALFORMED_C2B: &str = "Malformed C2B body";
pub const MALFORMED_RESULT: &str = "Malformed result body";
pub const REFUND_NOT_FOUND: &str = "No such payment to refund";
pub const PROMPT_IN_FLIGHT: &str =
    "Your M-Pesa prompt is on its way - check your phone, then press Try Again to follow it";
pub const PROMPT_PENDING: &str = "An M-Pesa prompt for this order is still waiting for an answer on another phone - answer it or try again in a few minutes";

/// 'Failed to initiate M-Pesa payment': the message of `payment_unavailable`, also given when
/// Daraja refuses a push.
pub fn mpesa_failed() -> &'static str {
    ErrorCode::PaymentUnavailable.default_message()
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Every invalid field of the request.
    #[error("invalid input: {0:?}")]
    Invalid(Vec<Invalid>),
    /// The caller may not do this (a guest, or another user than the owner): the caller
    /// check's own status.
    #[error("refused: {0}")]
    Refused(Status),
    /// No order with that id or order number (malformed ids included).
    #[error("order not found")]
    OrderNotFound,
    /// No M-Pesa prompt with that CheckoutRequestID.
    #[error("payment not found")]
    PaymentNotFound,
    #[error("the order is already paid")]
    AlreadyPaid,
    #[error("the order is cancelled")]
    OrderCancelled,
    /// Processing, shipped or delivered, yet unpaid: an admin moved it on; no payment now.
    #[error("the order is no longer pending")]
    NotPayable,
    #[error("the order is cash on delivery")]
    CashOnDelivery,
    /// A Lipa Mdogo Mdogo order is paid by M-Pesa only.
    #[error("the order is paid in M-Pesa instalments")]
    InstalmentsByMpesa,
    #[error("the payment method is not offered")]
    MethodNotOffered,
    /// A card or PayPal charge for the order has not finished.
    #[error("a payment for the order is in progress")]
    InProgress,
    /// An Idempotency-Key sent again with a different request (another phone, card or method).
    #[error("the Idempotency-Key was used for a different request")]
    KeyReused,
    /// The push to Daraja has not been answered within the caller's deadline; it goes on.
    #[error("the M-Pesa prompt is still on its way")]
    PromptInFlight,
    /// A prompt of the order to another phone has not ended yet.
    #[error("another M-Pesa prompt of the order is pending")]
    PromptPending,
    /// Daraja did not accept the STK push.
    #[error("STK push failed: {0}")]
    Mpesa(DarajaError),
    #[error(transparent)]
    Provider(#[from] ProviderError),
    /// The callback path's secret is not ours.
    #[error("unknown callback secret")]
    CallbackSecret,
    #[error(transparent)]
    MalformedCallback(#[from] Malformed),
    /// A C2B validation or confirmation body we cannot read (recorded).
    #[error("malformed C2B body")]
    MalformedC2b,
    /// No payment of that name to refund.
    #[error("no such payment to refund")]
    RefundNotFound,
    /// A payment that may not, or cannot, be paid back through M-Pesa: why.
    #[error("refund not allowed: {0}")]
    RefundNotAllowed(&'static str),
    /// A payout result or timeout body we cannot read (recorded).
    #[error("malformed payout result")]
    MalformedResult,
    /// The orders service did not answer (or answered an error we did not expect).
    #[error("orders call failed: {0}")]
    Orders(Status),
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("{context}: {message}")]
    Unexpected {
        context: &'static str,
        message: String,
    },
}

impl From<Invalid> for Error {
    fn from(invalid: Invalid) -> Self {
        Self::Invalid(vec![invalid])
    }
}

impl From<Vec<Invalid>> for Error {
    fn from(invalid: Vec<Invalid>) -> Self {
        Self::Invalid(invalid)
    }
}

impl Error {
    pub fn unexpected(context: &'static str, err: impl std::fmt::Display) -> Self {
        Self::Unexpected {
            context,
            message: err.to_string(),
        }
    }
}

/// Gathers the errors of several checks of one request, so the caller hears of all of them.
#[derive(Debug, Default)]
pub struct Checks(Vec<Invalid>);

impl Checks {
    /// The value of `result`, recording its error.
    pub fn check<T>(&mut self, result: Result<T, impl Into<Vec<Invalid>>>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(invalid) => {
                self.0.extend(invalid.into());
                None
            }
        }
    }

    /// `Ok` when nothing was recorded.
    pub fn finish(self) -> Result<(), Error> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(Error::Invalid(self.0))
        }
    }
}

impl From<Invalid> for Vec<Invalid> {
    fn from(invalid: Invalid) -> Self {
        vec![invalid]
    }
}

impl From<Error> for Status {
    fn from(err: Error) -> Self {
        use ErrorCode::{PaymentInProgress, PaymentNotAllowed, PaymentUnavailable};
        match err {
            Error::Invalid(invalid) => {
                let mut violations = Violations::new();
                for Invalid { field, message } in invalid {
                    violations.add(field, message);
                }
                violations
                    .finish()
                    .err()
                    .unwrap_or_else(|| status_of(ErrorCode::BadRequest))
            }
            Error::Refused(status) => status,
            Error::OrderNotFound => status_of(ErrorCode::OrderNotFound),
            Error::PaymentNotFound => status_of(ErrorCode::PaymentNotFound),
            Error::AlreadyPaid => status(PaymentNotAllowed, ALREADY_PAID),
            Error::OrderCancelled => status(PaymentNotAllowed, ORDER_CANCELLED),
            Error::NotPayable => status(PaymentNotAllowed, NOT_PAYABLE),
            Error::CashOnDelivery => status(PaymentNotAllowed, CASH_ON_DELIVERY),
            Error::InstalmentsByMpesa => status(PaymentNotAllowed, INSTALMENTS_BY_MPESA),
            Error::MethodNotOffered => status(PaymentNotAllowed, METHOD_NOT_OFFERED),
            Error::InProgress => status_of(PaymentInProgress),
            Error::KeyReused => status_of(ErrorCode::IdempotencyKeyReused),
            Error::PromptInFlight => status(PaymentUnavailable, PROMPT_IN_FLIGHT),
            Error::PromptPending => status(PaymentInProgress, PROMPT_PENDING),
            Error::Mpesa(e) => {
                tracing::warn!(error = %e, "STK push failed");
                if e.is_transient() {
                    status_of(PaymentUnavailable)
                } else {
                    status(PaymentNotAllowed, mpesa_failed())
                }
            }
            Error::Provider(e) => {
                tracing::warn!(error = %e, "payment provider failed");
                status(PaymentUnavailable, PROVIDER_UNAVAILABLE)
            }
            Error::CallbackSecret => status_of(ErrorCode::NotFound),
            Error::MalformedCallback(e) => {
                tracing::warn!(error = %e, "malformed Daraja callback");
                errors::status(ErrorCode::BadRequest, MALFORMED_CALLBACK)
            }
            Error::MalformedC2b => errors::status(ErrorCode::BadRequest, MALFORMED_C2B),
            Error::RefundNotFound => errors::status(ErrorCode::NotFound, REFUND_NOT_FOUND),
            Error::RefundNotAllowed(why) => errors::status(ErrorCode::RefundNotAllowed, why),
            Error::MalformedResult => errors::status(ErrorCode::BadRequest, MALFORMED_RESULT),
            Error::Orders(status) => {
                tracing::error!(code = ?status.code(), message = status.message(), "orders call failed");
                status_of(ErrorCode::ServiceUnavailable)
            }
            Error::Database(e) => internal("payments database call failed", e),
            Error::Unexpected { context, message } => internal(context, message),
        }
    }
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;
    use tonic::Code;

    use super::*;

    #[test]
    fn invalid_input_names_every_field() {
        let status = Status::from(Error::Invalid(vec![
            Invalid::new("card_number", "Invalid card number"),
            Invalid::new("cvv", "Invalid CVV"),
        ]));
        assert_eq!(status.code(), Code::InvalidArgument);
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        assert_eq!(
            refusal.fields,
            [
                ("card_number".to_owned(), "Invalid card number".to_owned()),
                ("cvv".to_owned(), "Invalid CVV".to_owned()),
            ]
        );
    }

    #[test]
    fn daraja_refusals_and_outages_differ() {
        let refused = Refusal::read(&Status::from(Error::Mpesa(DarajaError::Refused {
            http_status: 400,
            request_id: "r".into(),
            error_code: "400.002.02".into(),
            error_message: "Bad Request - Invalid PhoneNumber".into(),
        })));
        assert_eq!(refused.code, ErrorCode::PaymentNotAllowed);
        assert_eq!(refused.message, "Failed to initiate M-Pesa payment");
        let down = Refusal::read(&Status::from(Error::Mpesa(DarajaError::Unreachable(
            "refused".into(),
        ))));
        assert_eq!(down.code, ErrorCode::PaymentUnavailable);
        assert_eq!(down.message, "Failed to initiate M-Pesa payment");
    }

    #[test]
    fn each_refusal_carries_its_code() {
        for (error, code) in [
            (Error::OrderNotFound, ErrorCode::OrderNotFound),
            (Error::PaymentNotFound, ErrorCode::PaymentNotFound),
            (Error::AlreadyPaid, ErrorCode::PaymentNotAllowed),
            (Error::InProgress, ErrorCode::PaymentInProgress),
            (Error::PromptPending, ErrorCode::PaymentInProgress),
            (Error::PromptInFlight, ErrorCode::PaymentUnavailable),
            (Error::KeyReused, ErrorCode::IdempotencyKeyReused),
            (Error::CallbackSecret, ErrorCode::NotFound),
            (
                Error::Orders(Status::unavailable("tcp connect error")),
                ErrorCode::ServiceUnavailable,
            ),
        ] {
            assert_eq!(Refusal::read(&Status::from(error)).code, code);
        }
    }
}
