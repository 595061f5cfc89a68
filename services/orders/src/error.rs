//! The orders service's one error type and its one mapping to the shop's error model
//! (`shop_common::errors`): every refusal carries its stable code as `ErrorInfo{reason}`, bad
//! input every field violation as `BadRequest`. Nothing is encoded in a home-made way. The
//! outcomes a shopper recovers from (short stock, a changed total) are not errors: PlaceOrder
//! answers them as data (`placing::Placed`).
//!
//! Unexpected failures are logged once here and answered with a generic message.

use shop_common::errors::{ErrorCode, invalid_field, status, status_of};
use shop_common::grpc::internal;
use tonic::Status;

use crate::domain::Invalid;
use crate::domain::totals::Overflow;

pub const TRACK_NOT_FOUND: &str = "No order matches that order number and phone number";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A refusal already in the error model: the violations of a request, or the caller's
    /// access (`unauthorized`, `forbidden`).
    #[error("refused: {}", .0.message())]
    Refused(Status),
    /// No order with that id or order number (malformed ids included).
    #[error("order not found")]
    OrderNotFound,
    /// /track-order: the number and phone do not name one order together.
    #[error("no order matches that number and phone")]
    TrackNotFound,
    #[error("only pending orders can be cancelled")]
    NotCancellable,
    /// A cancelled order's stock went back to the catalogue: it cannot come back to life.
    #[error("a cancelled order cannot be changed")]
    CancelledIsFinal,
    /// The caller's Idempotency-Key names an order placed from a different request; nothing
    /// was reserved or stored.
    #[error("the Idempotency-Key was used for a different request")]
    IdempotencyKeyReused,
    #[error("amounts too large")]
    Overflow(#[from] Overflow),
    /// The catalog did not answer (or answered an error we did not expect).
    #[error("catalog call {context} failed: {status}")]
    Catalog {
        context: &'static str,
        status: Status,
    },
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

    /// A `validation_failed` refusal about one field.
    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::Refused(invalid_field(field, message))
    }
}

impl From<Invalid> for Error {
    fn from(invalid: Invalid) -> Self {
        Self::invalid(invalid.field, invalid.message)
    }
}

impl From<Status> for Error {
    fn from(status: Status) -> Self {
        Self::Refused(status)
    }
}

impl From<Error> for Status {
    fn from(err: Error) -> Self {
        match err {
            Error::Refused(status) => status,
            Error::OrderNotFound => status_of(ErrorCode::OrderNotFound),
            Error::TrackNotFound => status(ErrorCode::OrderNotFound, TRACK_NOT_FOUND),
            Error::NotCancellable => status_of(ErrorCode::NotCancellable),
            Error::CancelledIsFinal => status_of(ErrorCode::CancelledIsFinal),
            Error::IdempotencyKeyReused => status_of(ErrorCode::IdempotencyKeyReused),
            Error::Overflow(_) => invalid_field("items", "The order is too large"),
            Error::Catalog { context, status } => {
                tracing::error!(code = ?status.code(), message = status.message(), "catalog call {context} failed");
                status_of(ErrorCode::ServiceUnavailable)
            }
            Error::Database(e) => internal("orders database call failed", e),
            Error::Unexpected { context, message } => internal(context, message),
        }
    }
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;

    use super::*;

    #[test]
    fn refusals_carry_their_code() {
        let refusal = Refusal::read(&Status::from(Error::invalid(
            "coupon_code",
            "Invalid coupon code",
        )));
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        assert_eq!(
            refusal.fields,
            [("coupon_code".to_owned(), "Invalid coupon code".to_owned())]
        );
        let status = Status::from(Error::IdempotencyKeyReused);
        assert_eq!(status.code(), tonic::Code::FailedPrecondition);
        assert_eq!(Refusal::read(&status).code, ErrorCode::IdempotencyKeyReused);
        let refusal = Refusal::read(&Status::from(Error::TrackNotFound));
        assert_eq!(refusal.code, ErrorCode::OrderNotFound);
        assert_eq!(refusal.message, TRACK_NOT_FOUND);
    }
}
