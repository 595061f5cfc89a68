//! The payments service's one error type and its one mapping to gRPC statuses (the contract is
//! written in `proto/shop/payments/v1/payments.proto`). INVALID_ARGUMENT names its field in the
//! metadata entry [`FIELD_METADATA`]. Unexpected failures are logged once here and answered
//! with a generic message.

use shop_common::grpc::internal;
use tonic::Status;

use crate::daraja::DarajaError;
use crate::daraja::callback::Malformed;
use crate::domain::Invalid;
use crate::provider::ProviderError;

pub use shop_common::grpc::FIELD_METADATA;

pub const ORDER_NOT_FOUND: &str = "Order not found";
pub const PAYMENT_NOT_FOUND: &str = "Payment not found";
pub const FORBIDDEN: &str = "Forbidden - you don't have permission";
pub const ALREADY_PAID: &str = "This order has already been paid";
pub const ORDER_CANCELLED: &str = "This order has been cancelled";
pub const NOT_PAYABLE: &str = "This order can no longer be paid";
pub const CASH_ON_DELIVERY: &str = "This order is paid on delivery";
pub const METHOD_NOT_OFFERED: &str = "This payment method is not available";
pub const IN_PROGRESS: &str = "A payment for this order is already in progress";
pub const MPESA_FAILED: &str = "Failed to initiate M-Pesa payment";
pub const PROVIDER_UNAVAILABLE: &str = "Payment provider unavailable - please try again later";
pub const UNAVAILABLE: &str = "Service unavailable - please try again later";
pub const MALFORMED_CALLBACK: &str = "Malformed callback body";
pub const PROMPT_IN_FLIGHT: &str =
    "Your M-Pesa prompt is on its way - check your phone, then press Try Again to follow it";
pub const PROMPT_PENDING: &str = "An M-Pesa prompt for this order is still waiting for an answer on another phone - answer it or try again in a few minutes";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// No order with that id or order number (malformed ids included).
    #[error("order not found")]
    OrderNotFound,
    /// No M-Pesa prompt with that CheckoutRequestID.
    #[error("payment not found")]
    PaymentNotFound,
    /// The order or payment is another user's.
    #[error("the order belongs to another user")]
    NotOwner,
    #[error("the order is already paid")]
    AlreadyPaid,
    #[error("the order is cancelled")]
    OrderCancelled,
    /// Processing, shipped or delivered, yet unpaid: an admin moved it on; no payment now.
    #[error("the order is no longer pending")]
    NotPayable,
    #[error("the order is cash on delivery")]
    CashOnDelivery,
    #[error("the payment method is not offered")]
    MethodNotOffered,
    /// A card or PayPal charge for the order has not finished.
    #[error("a payment for the order is in progress")]
    InProgress,
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

impl Error {
    pub fn unexpected(context: &'static str, err: impl std::fmt::Display) -> Self {
        Self::Unexpected {
            context,
            message: err.to_string(),
        }
    }
}

impl From<Error> for Status {
    fn from(err: Error) -> Self {
        match err {
            Error::Invalid(invalid) => {
                shop_common::grpc::invalid_field(invalid.field, invalid.message)
            }
            Error::OrderNotFound => Status::not_found(ORDER_NOT_FOUND),
            Error::PaymentNotFound => Status::not_found(PAYMENT_NOT_FOUND),
            Error::NotOwner => Status::permission_denied(FORBIDDEN),
            Error::AlreadyPaid => Status::failed_precondition(ALREADY_PAID),
            Error::OrderCancelled => Status::failed_precondition(ORDER_CANCELLED),
            Error::NotPayable => Status::failed_precondition(NOT_PAYABLE),
            Error::CashOnDelivery => Status::failed_precondition(CASH_ON_DELIVERY),
            Error::MethodNotOffered => Status::failed_precondition(METHOD_NOT_OFFERED),
            Error::InProgress => Status::aborted(IN_PROGRESS),
            Error::PromptInFlight => Status::unavailable(PROMPT_IN_FLIGHT),
            Error::PromptPending => Status::aborted(PROMPT_PENDING),
            Error::Mpesa(e) => {
                tracing::warn!(error = %e, "STK push failed");
                if e.is_transient() {
                    Status::unavailable(MPESA_FAILED)
                } else {
                    Status::failed_precondition(MPESA_FAILED)
                }
            }
            Error::Provider(e) => {
                tracing::warn!(error = %e, "payment provider failed");
                Status::unavailable(PROVIDER_UNAVAILABLE)
            }
            Error::CallbackSecret => Status::not_found("Not found"),
            Error::MalformedCallback(e) => {
                tracing::warn!(error = %e, "malformed Daraja callback");
                Status::invalid_argument(MALFORMED_CALLBACK)
            }
            Error::Orders(status) => {
                tracing::error!(code = ?status.code(), message = status.message(), "orders call failed");
                Status::unavailable(UNAVAILABLE)
            }
            Error::Database(e) => internal("payments database call failed", e),
            Error::Unexpected { context, message } => internal(context, message),
        }
    }
}

#[cfg(test)]
mod tests {
    use tonic::Code;

    use super::*;

    #[test]
    fn invalid_input_names_its_field() {
        let status = Status::from(Error::Invalid(Invalid::new(
            "phoneNumber",
            "Please enter a valid Kenyan phone number (254712345678)",
        )));
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(
            status
                .metadata()
                .get(FIELD_METADATA)
                .unwrap()
                .to_str()
                .unwrap(),
            "phoneNumber"
        );
    }

    #[test]
    fn daraja_refusals_and_outages_differ() {
        let refused = Status::from(Error::Mpesa(DarajaError::Refused {
            http_status: 400,
            request_id: "r".into(),
            error_code: "400.002.02".into(),
            error_message: "Bad Request - Invalid PhoneNumber".into(),
        }));
        assert_eq!(refused.code(), Code::FailedPrecondition);
        assert_eq!(refused.message(), MPESA_FAILED);
        let down = Status::from(Error::Mpesa(DarajaError::Unreachable("refused".into())));
        assert_eq!(down.code(), Code::Unavailable);
        assert_eq!(down.message(), MPESA_FAILED);
    }
}
