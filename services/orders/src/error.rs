//! The orders service's one error type and its one mapping to gRPC statuses.
//!
//! What the gateway reads besides the code and message:
//! - INVALID_ARGUMENT carries the offending field, named as the REST request names it
//!   (`paymentMethod`, `couponCode`, `items`, `phone`, `state`, `zipCode`, ...), in the metadata
//!   entry [`FIELD_METADATA`];
//! - out of stock (FAILED_PRECONDITION) and unknown products (NOT_FOUND) carry the catalog's
//!   `ReserveStockResponse` with its shortages, prost-encoded, in the status details;
//! - a changed total (ABORTED) carries the fresh `Quote`, prost-encoded, in the details.
//!
//! Unexpected failures are logged once here and answered with a generic message.

use prost::Message;
use shop_common::grpc::internal;
use shop_proto::catalog::v1 as catalog;
use shop_proto::orders::v1 as pb;
use tonic::{Code, Status};

use crate::domain::Invalid;
use crate::domain::totals::Overflow;

pub use shop_common::grpc::FIELD_METADATA;

pub const ORDER_NOT_FOUND: &str = "Order not found";
pub const TRACK_NOT_FOUND: &str = "No order matches that order number and phone number";
pub const NOT_CANCELLABLE: &str = "Only pending orders can be cancelled";
pub const CANCELLED_IS_FINAL: &str = "A cancelled order cannot be changed";
pub const TOTAL_CHANGED: &str = "The total has changed. Please review your order.";

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// No order with that id or order number (malformed ids included).
    #[error("order not found")]
    OrderNotFound,
    /// /track-order: the number and phone do not name one order together.
    #[error("no order matches that number and phone")]
    TrackNotFound,
    /// `owner_id` was given and the order is someone else's.
    #[error("the order belongs to another user")]
    NotOwner,
    #[error("only pending orders can be cancelled")]
    NotCancellable,
    /// A cancelled order's stock went back to the catalogue: it cannot come back to life.
    #[error("a cancelled order cannot be changed")]
    CancelledIsFinal,
    /// Some line is short; nothing was reserved.
    #[error("out of stock")]
    OutOfStock(catalog::ReserveStockResponse),
    /// The shopper's total is not the server's; the reservation was released.
    #[error("the total has changed")]
    TotalChanged(Box<pb::Quote>),
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

    pub fn invalid(field: &'static str, message: impl Into<String>) -> Self {
        Self::Invalid(Invalid::new(field, message))
    }
}

/// The shopper's message for a failed reservation: the first unknown product if any, else the
/// first short one.
pub fn shortage_message(shortages: &[catalog::Shortage]) -> (Code, String) {
    if let Some(gone) = shortages.iter().find(|s| s.name.is_empty()) {
        return (
            Code::NotFound,
            format!("Product {} is no longer available", gone.product_id),
        );
    }
    match shortages.first() {
        Some(s) if s.available <= 0 => (
            Code::FailedPrecondition,
            format!("{} is out of stock", s.name),
        ),
        Some(s) => (
            Code::FailedPrecondition,
            format!("Only {} left of {}", s.available, s.name),
        ),
        None => (
            Code::FailedPrecondition,
            "Some items are out of stock".to_owned(),
        ),
    }
}

impl From<Error> for Status {
    fn from(err: Error) -> Self {
        match err {
            Error::Invalid(invalid) => {
                shop_common::grpc::invalid_field(invalid.field, invalid.message)
            }
            Error::OrderNotFound => Status::not_found(ORDER_NOT_FOUND),
            Error::TrackNotFound => Status::not_found(TRACK_NOT_FOUND),
            Error::NotOwner => Status::permission_denied("Forbidden - you don't have permission"),
            Error::NotCancellable => Status::failed_precondition(NOT_CANCELLABLE),
            Error::CancelledIsFinal => Status::failed_precondition(CANCELLED_IS_FINAL),
            Error::OutOfStock(answer) => {
                let (code, message) = shortage_message(&answer.shortages);
                Status::with_details(code, message, answer.encode_to_vec().into())
            }
            Error::TotalChanged(quote) => {
                Status::with_details(Code::Aborted, TOTAL_CHANGED, quote.encode_to_vec().into())
            }
            Error::Overflow(_) => Status::from(Error::invalid("items", "The order is too large")),
            Error::Catalog { context, status } => {
                tracing::error!(code = ?status.code(), message = status.message(), "catalog call {context} failed");
                Status::unavailable("Service unavailable - please try again later")
            }
            Error::Database(e) => internal("orders database call failed", e),
            Error::Unexpected { context, message } => internal(context, message),
        }
    }
}

#[cfg(test)]
mod tests {
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
    fn shortages_name_the_product() {
        assert_eq!(
            shortage_message(&[shortage(1, "Nairobi Sofa", 3)]),
            (
                Code::FailedPrecondition,
                "Only 3 left of Nairobi Sofa".to_owned()
            )
        );
        assert_eq!(
            shortage_message(&[shortage(1, "Nairobi Sofa", 0)]),
            (
                Code::FailedPrecondition,
                "Nairobi Sofa is out of stock".to_owned()
            )
        );
        assert_eq!(
            shortage_message(&[shortage(1, "Nairobi Sofa", 0), shortage(7, "", 0)]),
            (
                Code::NotFound,
                "Product 7 is no longer available".to_owned()
            )
        );
    }

    #[test]
    fn invalid_input_names_its_field() {
        let status = Status::from(Error::invalid("couponCode", "Invalid coupon code"));
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(status.message(), "Invalid coupon code");
        assert_eq!(
            status
                .metadata()
                .get(FIELD_METADATA)
                .unwrap()
                .to_str()
                .unwrap(),
            "couponCode"
        );
    }

    #[test]
    fn details_decode_back() {
        let answer = catalog::ReserveStockResponse {
            reserved: false,
            lines: vec![],
            shortages: vec![shortage(1, "Nairobi Sofa", 2)],
        };
        let status = Status::from(Error::OutOfStock(answer.clone()));
        assert_eq!(
            catalog::ReserveStockResponse::decode(status.details()).unwrap(),
            answer
        );
        let quote = pb::Quote {
            coupon_code: "FREESHIP".to_owned(),
            ..Default::default()
        };
        let status = Status::from(Error::TotalChanged(Box::new(quote.clone())));
        assert_eq!(status.code(), Code::Aborted);
        assert_eq!(pb::Quote::decode(status.details()).unwrap(), quote);
    }
}
