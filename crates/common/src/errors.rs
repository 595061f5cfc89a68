//! The one error model of the shop, shared by the services (which raise it as a gRPC status) and
//! the gateway (which answers it as HTTP).
//!
//! Every refusal a caller may act on carries a stable [`ErrorCode`] as the standard
//! `google.rpc.ErrorInfo{reason, domain: "shop"}` detail, and every invalid input carries all of
//! its field violations at once as `google.rpc.BadRequest`. The gateway reads those details, never
//! the message text. The codes are published in the OpenAPI document and never renamed.

use std::collections::HashMap;

use tonic::{Code, Status};
use tonic_types::{ErrorDetails, StatusExt};

/// The `ErrorInfo.domain` of every status the shop's services raise.
pub const DOMAIN: &str = "shop";

/// Declares [`ErrorCode`] with, for each code: its wire name, the gRPC code a service raises it
/// with, the HTTP status the gateway answers, and the message used when no other is given.
macro_rules! error_codes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $grpc:ident, $http:literal, $message:expr;)+) => {
        /// A stable error code: the `error` of every REST error body.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $($(#[$doc])* $variant,)+
        }

        impl ErrorCode {
            /// Every code, in declaration order (the OpenAPI document lists them).
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant,)+];

            /// The wire name: `out_of_stock`.
            pub const fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $name,)+ }
            }

            /// The gRPC code a service raises this error with.
            pub const fn grpc_code(self) -> Code {
                match self { $(ErrorCode::$variant => Code::$grpc,)+ }
            }

            /// The HTTP status the gateway answers this error with.
            pub const fn http_status(self) -> u16 {
                match self { $(ErrorCode::$variant => $http,)+ }
            }

            /// The message shown when the raiser gives none.
            pub const fn default_message(self) -> &'static str {
                match self { $(ErrorCode::$variant => $message,)+ }
            }

            /// The code named `name`, if there is one.
            pub fn from_name(name: &str) -> Option<Self> {
                match name { $($name => Some(ErrorCode::$variant),)+ _ => None }
            }
        }
    };
}

/// The spec's generic messages (customer-side section 8), each owned here once.
pub mod messages {
    pub const BAD_REQUEST: &str = "Bad request - please check your input";
    pub const UNAUTHORIZED: &str = "Unauthorized - please log in";
    pub const INVALID_CREDENTIALS: &str = "Invalid email or password";
    pub const FORBIDDEN: &str = "Forbidden - you don't have permission";
    pub const TOO_MANY_REQUESTS: &str = "Too many requests - please try again later";
    pub const NOT_FOUND: &str = "Not found - the requested resource doesn't exist";
    pub const SERVER_ERROR: &str = "Server error - please try again later";
    pub const TIMEOUT: &str = "Request timeout - please try again";
    pub const UNAVAILABLE: &str = "Service temporarily unavailable - please try again later";
}

error_codes! {
    /// Input the service refused; `message` says why.
    BadRequest = "bad_request", InvalidArgument, 400, messages::BAD_REQUEST;
    /// A form with invalid fields: every violation is in `fields`.
    ValidationFailed = "validation_failed", InvalidArgument, 400, messages::BAD_REQUEST;
    /// No valid sign-in.
    Unauthorized = "unauthorized", Unauthenticated, 401, messages::UNAUTHORIZED;
    /// A failed sign-in: the same answer for an unknown email and a wrong password.
    InvalidCredentials = "invalid_credentials", Unauthenticated, 401, messages::INVALID_CREDENTIALS;
    /// Signed in, but not allowed to do this.
    Forbidden = "forbidden", PermissionDenied, 403, messages::FORBIDDEN;
    /// Nothing at this path.
    NotFound = "not_found", NotFound, 404, messages::NOT_FOUND;
    ProductNotFound = "product_not_found", NotFound, 404, "Product not found";
    CategoryNotFound = "category_not_found", NotFound, 404, "Category not found";
    OrderNotFound = "order_not_found", NotFound, 404, "Order not found";
    UserNotFound = "user_not_found", NotFound, 404, "User not found";
    CouponNotFound = "coupon_not_found", NotFound, 404, "Invalid coupon code";
    PaymentNotFound = "payment_not_found", NotFound, 404, "Payment not found";
    ListNotFound = "list_not_found", NotFound, 404, "List not found";
    DeadLetterNotFound = "dead_letter_not_found", NotFound, 404, "Dead letter not found";
    /// The request conflicts with what is stored ('Email already registered').
    Conflict = "conflict", AlreadyExists, 409, "This conflicts with existing data";
    /// Not enough stock for some lines: `shortages` names them.
    OutOfStock = "out_of_stock", FailedPrecondition, 409, "Some items are out of stock";
    /// The client's total differs from the server's: `quote` holds the fresh one.
    TotalChanged = "total_changed", FailedPrecondition, 409, "The total has changed. Please review your order.";
    NotCancellable = "not_cancellable", FailedPrecondition, 409, "Only pending orders can be cancelled";
    CancelledIsFinal = "cancelled_is_final", FailedPrecondition, 409, "A cancelled order cannot be changed";
    /// Marking cash collected on an order that is not paid on delivery.
    NotCashOnDelivery = "not_cash_on_delivery", FailedPrecondition, 409, "Only cash-on-delivery orders can be marked as collected";
    PaymentNotAllowed = "payment_not_allowed", FailedPrecondition, 409, "This order cannot be paid this way";
    PaymentInProgress = "payment_in_progress", Aborted, 409, "A payment for this order is already in progress";
    /// Money the shop may not (or cannot) pay back through M-Pesa; `message` says why.
    RefundNotAllowed = "refund_not_allowed", FailedPrecondition, 409, "This payment cannot be refunded";
    /// A Lipa Mdogo Mdogo order shipped or delivered before it is paid in full; `message` says
    /// what is still due.
    NotPaidInFull = "not_paid_in_full", FailedPrecondition, 409, "This order is not paid in full yet";
    /// An `Idempotency-Key` sent again with a different request: the key names one request.
    IdempotencyKeyReused = "idempotency_key_reused", FailedPrecondition, 422, "This Idempotency-Key was already used for a different request";
    ReplayFailed = "replay_failed", FailedPrecondition, 409, "The message could not be replayed";
    /// Demoting or deleting the only admin would lock everyone out of the administration.
    LastAdmin = "last_admin", FailedPrecondition, 409, "The last admin cannot be demoted or deleted";
    /// An upload whose signature is missing, malformed, tampered with or for another key.
    InvalidSignature = "invalid_signature", Unauthenticated, 401, "Upload signature is invalid";
    /// An upload signed more than an hour ago: ask for a new signature.
    SignatureExpired = "signature_expired", Unauthenticated, 401, "Upload signature has expired - please try again";
    /// An upload to a folder the shop does not upload to.
    FolderNotAllowed = "folder_not_allowed", PermissionDenied, 403, "Uploads to this folder are not allowed";
    ImageNotFound = "image_not_found", NotFound, 404, "Image not found";
    TooManyRequests = "too_many_requests", ResourceExhausted, 429, messages::TOO_MANY_REQUESTS;
    MethodNotAllowed = "method_not_allowed", Unimplemented, 405, "This method is not allowed on this path";
    PayloadTooLarge = "payload_too_large", InvalidArgument, 413, "The request body is too large";
    Timeout = "timeout", DeadlineExceeded, 504, messages::TIMEOUT;
    ServiceUnavailable = "service_unavailable", Unavailable, 503, messages::UNAVAILABLE;
    /// The payment could not be started; nothing was charged.
    PaymentUnavailable = "payment_unavailable", Unavailable, 503, "Failed to initiate M-Pesa payment";
    /// The order may or may not have been stored: retry with the same Idempotency-Key.
    OrderUnconfirmed = "order_unconfirmed", Unavailable, 503, "We could not confirm your order. Please try again.";
    /// A dependency of the gateway is down (readiness).
    NotReady = "not_ready", Unavailable, 503, messages::UNAVAILABLE;
    ServerError = "server_error", Internal, 500, messages::SERVER_ERROR;
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A status raising `code` with `message`, tagged with `ErrorInfo{reason: code}`.
pub fn status(code: ErrorCode, message: impl Into<String>) -> Status {
    status_with(code, message, HashMap::new())
}

/// A status raising `code` with its default message.
pub fn status_of(code: ErrorCode) -> Status {
    status(code, code.default_message())
}

/// Like [`status`], with `metadata` in the `ErrorInfo` (small facts the caller may show).
pub fn status_with(
    code: ErrorCode,
    message: impl Into<String>,
    metadata: HashMap<String, String>,
) -> Status {
    let details = ErrorDetails::with_error_info(code.as_str(), DOMAIN, metadata);
    Status::with_error_details(code.grpc_code(), message, details)
}

/// A status raising `code` with richer details built by the raiser (precondition failures,
/// for example) beside the `ErrorInfo`, which carries `metadata`.
pub fn status_with_details(
    code: ErrorCode,
    message: impl Into<String>,
    mut details: ErrorDetails,
    metadata: HashMap<String, String>,
) -> Status {
    details.set_error_info(code.as_str(), DOMAIN, metadata);
    Status::with_error_details(code.grpc_code(), message, details)
}

/// A `validation_failed` status about one field.
pub fn invalid_field(field: impl Into<String>, message: impl Into<String>) -> Status {
    let message = message.into();
    let mut details = ErrorDetails::new();
    details.add_bad_request_violation(field, message.clone());
    status_with_details(
        ErrorCode::ValidationFailed,
        message,
        details,
        HashMap::new(),
    )
}

/// Every field violation of one input, gathered before answering so the caller sees them all.
/// Fields are named by the request message's field path (`customer_name`,
/// `items[2].quantity`); the gateway turns them into its REST names in one place.
#[derive(Debug, Default)]
pub struct Violations(Vec<(String, String)>);

impl Violations {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records that `field` is invalid, with the message the person sees.
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.0.push((field.into(), message.into()));
    }

    /// Records the error of `result`, if any, and gives back its value.
    pub fn check<T>(&mut self, field: &str, result: Result<T, String>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(message) => {
                self.add(field, message);
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok` when nothing was recorded, else the `validation_failed` status naming every field,
    /// their messages joined as its message.
    pub fn finish(self) -> Result<(), Status> {
        let message = self
            .0
            .iter()
            .map(|(_, m)| m.as_str())
            .collect::<Vec<_>>()
            .join("; ");
        self.finish_with(message)
    }

    /// Like [`Violations::finish`], with one `message` for the whole form (a form whose spec
    /// gives one message however many fields are missing).
    pub fn finish_with(self, message: impl Into<String>) -> Result<(), Status> {
        if self.0.is_empty() {
            return Ok(());
        }
        let mut details = ErrorDetails::new();
        for (field, description) in &self.0 {
            details.add_bad_request_violation(field.clone(), description.clone());
        }
        Err(status_with_details(
            ErrorCode::ValidationFailed,
            message,
            details,
            HashMap::new(),
        ))
    }
}

/// What a caller reads off a service's status: its code (from `ErrorInfo`, else from the gRPC
/// code alone), its field violations, and the rest of its details.
#[derive(Debug)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
    pub fields: Vec<(String, String)>,
    pub metadata: HashMap<String, String>,
    pub details: ErrorDetails,
}

impl Refusal {
    pub fn read(status: &Status) -> Self {
        let details = status.get_error_details();
        let tagged = details
            .error_info()
            .filter(|info| info.domain == DOMAIN)
            .and_then(|info| ErrorCode::from_name(&info.reason));
        let code = tagged.unwrap_or_else(|| {
            if is_client_timeout(status) {
                ErrorCode::Timeout
            } else {
                untagged(status)
            }
        });
        let fields = details
            .bad_request()
            .map(|br| {
                br.field_violations
                    .iter()
                    .map(|v| (v.field.clone(), v.description.clone()))
                    .collect()
            })
            .unwrap_or_default();
        let metadata = details
            .error_info()
            .map(|info| info.metadata.clone())
            .unwrap_or_default();
        // A status that is not ours (a transport failure, a panic) keeps its text out of sight.
        let message = if tagged.is_some() && !status.message().is_empty() {
            status.message().to_owned()
        } else {
            code.default_message().to_owned()
        };
        Self {
            code,
            message,
            fields,
            metadata,
            details,
        }
    }
}

/// Whether `status` is tonic's own answer to a call that ran past the caller's deadline
/// (`CANCELLED` 'Timeout expired' from the channel's timeout): the callee did not answer in time,
/// which is a 504, not a server error.
fn is_client_timeout(status: &Status) -> bool {
    status.code() == Code::Cancelled && status.message() == tonic::TimeoutExpired(()).to_string()
}

/// The code of a status that carries no `ErrorInfo` (one raised by tonic itself, a deadline, a
/// connection refused): its gRPC code decides, but for a status tonic made here from a transport
/// error (it keeps the error as its source): CANCELLED, UNKNOWN or INTERNAL then say the call's
/// connection went away under it (a service stopping, a connection closed for its age: "h2
/// protocol error", "operation was canceled"). The call may not have been made: 503, try again
/// (the restart drill saw these as 500s). A status a service sent keeps its code's meaning.
fn untagged(status: &Status) -> ErrorCode {
    let lost_in_transport = std::error::Error::source(status).is_some()
        && matches!(
            status.code(),
            Code::Cancelled | Code::Unknown | Code::Internal
        );
    if lost_in_transport {
        return ErrorCode::ServiceUnavailable;
    }
    match status.code() {
        Code::InvalidArgument | Code::OutOfRange => ErrorCode::BadRequest,
        Code::NotFound => ErrorCode::NotFound,
        Code::AlreadyExists => ErrorCode::Conflict,
        Code::Unauthenticated => ErrorCode::Unauthorized,
        Code::PermissionDenied => ErrorCode::Forbidden,
        Code::ResourceExhausted => ErrorCode::TooManyRequests,
        Code::DeadlineExceeded => ErrorCode::Timeout,
        Code::Unavailable => ErrorCode::ServiceUnavailable,
        Code::FailedPrecondition | Code::Aborted => ErrorCode::Conflict,
        Code::Ok
        | Code::Cancelled
        | Code::Unknown
        | Code::Unimplemented
        | Code::Internal
        | Code::DataLoss => ErrorCode::ServerError,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_the_transport_lost_is_a_503_and_a_timeout_a_504() {
        // Made here by tonic from the transport's error, which it keeps as the source.
        let lost = Status::from_error(Box::new(std::io::Error::other("connection reset")));
        assert!(std::error::Error::source(&lost).is_some());
        assert_eq!(
            Refusal::read(&lost).code,
            ErrorCode::ServiceUnavailable,
            "{lost:?}"
        );
        assert_eq!(
            Refusal::read(&Status::unavailable("connection refused")).code,
            ErrorCode::ServiceUnavailable
        );
        let timeout = Status::cancelled(tonic::TimeoutExpired(()).to_string());
        assert_eq!(Refusal::read(&timeout).code, ErrorCode::Timeout);
        // A service's own failure, as sent over the wire, stays a 500.
        assert_eq!(
            Refusal::read(&Status::internal("relation does not exist")).code,
            ErrorCode::ServerError
        );
    }

    #[test]
    fn codes_round_trip_by_name_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert!(seen.insert(code.as_str()), "{code} declared twice");
            assert_eq!(ErrorCode::from_name(code.as_str()), Some(*code));
        }
        assert_eq!(ErrorCode::from_name("nope"), None);
    }

    #[test]
    fn a_raised_code_is_read_back_with_its_message() {
        let status = status(ErrorCode::OutOfStock, "Only 3 left of Sofa");
        assert_eq!(status.code(), Code::FailedPrecondition);
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::OutOfStock);
        assert_eq!(refusal.message, "Only 3 left of Sofa");
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let mut v = Violations::new();
        v.add("customer_name", "Full name is required");
        v.add("items[1].quantity", "Quantity must be at least 1");
        let status = v.finish().unwrap_err();
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        assert_eq!(
            refusal.fields,
            vec![
                ("customer_name".into(), "Full name is required".into()),
                (
                    "items[1].quantity".into(),
                    "Quantity must be at least 1".into()
                ),
            ]
        );
        assert_eq!(
            refusal.message,
            "Full name is required; Quantity must be at least 1"
        );
        assert!(Violations::new().finish().is_ok());
    }

    #[test]
    fn statuses_without_error_info_fall_back_on_their_code_and_hide_their_text() {
        let refusal = Refusal::read(&Status::internal("relation \"x\" does not exist"));
        assert_eq!(refusal.code, ErrorCode::ServerError);
        assert_eq!(refusal.message, messages::SERVER_ERROR);
        let refusal = Refusal::read(&Status::unavailable("tcp connect error"));
        assert_eq!(refusal.code, ErrorCode::ServiceUnavailable);
        assert_eq!(refusal.message, messages::UNAVAILABLE);
    }

    #[test]
    fn a_call_past_its_deadline_is_a_timeout_not_a_server_error() {
        // What tonic's channel answers when its timeout elapses.
        let expired = Status::from_error(Box::new(tonic::TimeoutExpired(())));
        let refusal = Refusal::read(&expired);
        assert_eq!(refusal.code, ErrorCode::Timeout);
        assert_eq!(refusal.code.http_status(), 504);
        // Any other cancellation is still a server error.
        assert_eq!(
            Refusal::read(&Status::cancelled("operation was canceled")).code,
            ErrorCode::ServerError
        );
    }
}
