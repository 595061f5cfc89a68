//! The orders service's one error type and its one mapping to the shop's error model
//! (`shop_common::errors`): every refusal carries its stable code as `ErrorInfo{reason}`, bad
//! input every field violation as `BadRequest`, and a short stock one `PreconditionFailure`
//! violation per product. Nothing is encoded in a home-made way.
//!
//! Unexpected failures are logged once here and answered with a generic message.

use std::collections::HashMap;

use shop_common::errors::{ErrorCode, invalid_field, status, status_of, status_with_details};
use shop_common::grpc::internal;
use shop_proto::catalog::v1 as catalog;
use tonic::Status;
use tonic_types::ErrorDetails;

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
    /// Some lines are short (or their product is gone); nothing was reserved.
    #[error("out of stock")]
    OutOfStock(Vec<catalog::Shortage>),
    /// The shopper's total is not the server's; the reservation was released.
    #[error("the total has changed")]
    TotalChanged,
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

/// What the shopper reads about one short line: the product gone, none left, or how many.
pub fn shortage_line(s: &catalog::Shortage) -> String {
    if s.name.is_empty() {
        format!("Product {} is no longer available", s.product_id)
    } else if s.available <= 0 {
        format!("{} is out of stock", s.name)
    } else {
        format!("Only {} left of {}", s.available, s.name)
    }
}

/// The `out_of_stock` status of a failed reservation: its message names the first product gone
/// if any, else the first short one; one `PreconditionFailure` violation per product (type
/// `out_of_stock`, subject `products/<id>`), and the figures a client shows in the `ErrorInfo`
/// metadata (`<id>.name`, `<id>.requested`, `<id>.available`).
pub fn out_of_stock(shortages: &[catalog::Shortage]) -> Status {
    let first = shortages
        .iter()
        .find(|s| s.name.is_empty())
        .or_else(|| shortages.first());
    let message = first.map_or_else(
        || ErrorCode::OutOfStock.default_message().to_owned(),
        shortage_line,
    );
    let mut details = ErrorDetails::new();
    let mut metadata = HashMap::new();
    for s in shortages {
        details.add_precondition_failure_violation(
            ErrorCode::OutOfStock.as_str(),
            format!("products/{}", s.product_id),
            shortage_line(s),
        );
        let id = s.product_id;
        metadata.insert(format!("{id}.name"), s.name.clone());
        metadata.insert(format!("{id}.requested"), s.requested.to_string());
        metadata.insert(format!("{id}.available"), s.available.max(0).to_string());
    }
    status_with_details(ErrorCode::OutOfStock, message, details, metadata)
}

impl From<Error> for Status {
    fn from(err: Error) -> Self {
        match err {
            Error::Refused(status) => status,
            Error::OrderNotFound => status_of(ErrorCode::OrderNotFound),
            Error::TrackNotFound => status(ErrorCode::OrderNotFound, TRACK_NOT_FOUND),
            Error::NotCancellable => status_of(ErrorCode::NotCancellable),
            Error::CancelledIsFinal => status_of(ErrorCode::CancelledIsFinal),
            Error::OutOfStock(shortages) => out_of_stock(&shortages),
            Error::TotalChanged => status_of(ErrorCode::TotalChanged),
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

    fn shortage(product_id: i64, name: &str, available: i32) -> catalog::Shortage {
        catalog::Shortage {
            product_id,
            name: name.to_owned(),
            requested: 5,
            available,
        }
    }

    #[test]
    fn shortages_name_the_product_and_travel_as_standard_details() {
        let status = out_of_stock(&[shortage(1, "Nairobi Sofa", 3)]);
        assert_eq!(status.message(), "Only 3 left of Nairobi Sofa");
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::OutOfStock);
        assert_eq!(refusal.metadata["1.name"], "Nairobi Sofa");
        assert_eq!(refusal.metadata["1.requested"], "5");
        assert_eq!(refusal.metadata["1.available"], "3");
        let violations = &refusal.details.precondition_failure().unwrap().violations;
        assert_eq!(violations.len(), 1);
        assert_eq!(violations[0].subject, "products/1");
        assert_eq!(violations[0].r#type, "out_of_stock");

        assert_eq!(
            out_of_stock(&[shortage(1, "Nairobi Sofa", 0)]).message(),
            "Nairobi Sofa is out of stock"
        );
        let status = out_of_stock(&[shortage(1, "Nairobi Sofa", 0), shortage(7, "", 0)]);
        assert_eq!(status.message(), "Product 7 is no longer available");
        assert_eq!(
            Refusal::read(&status)
                .details
                .precondition_failure()
                .unwrap()
                .violations
                .len(),
            2
        );
    }

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
        assert_eq!(
            Refusal::read(&Status::from(Error::TotalChanged)).code,
            ErrorCode::TotalChanged
        );
        let status = Status::from(Error::IdempotencyKeyReused);
        assert_eq!(status.code(), tonic::Code::FailedPrecondition);
        assert_eq!(Refusal::read(&status).code, ErrorCode::IdempotencyKeyReused);
        let refusal = Refusal::read(&Status::from(Error::TrackNotFound));
        assert_eq!(refusal.code, ErrorCode::OrderNotFound);
        assert_eq!(refusal.message, TRACK_NOT_FOUND);
    }
}
