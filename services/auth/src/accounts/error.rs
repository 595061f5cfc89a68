//! The accounts part's one error type and its one mapping to gRPC statuses. Messages that reach
//! callers are fixed and short; unexpected details are logged once, in `internal`.

use shop_common::grpc::internal;
use tonic::Status;

use super::domain::Invalid;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// Wrong address or wrong password: one answer for both.
    #[error("invalid email or password")]
    InvalidCredentials,
    /// A token that is malformed, forged, expired, revoked, or whose user is gone.
    #[error("invalid or expired token")]
    Unauthenticated,
    #[error("email already registered")]
    EmailTaken,
    #[error("user not found")]
    UserNotFound,
    #[error("current password is incorrect")]
    WrongCurrentPassword,
    /// Demoting or deleting the only remaining admin would lock everyone out of the admin.
    #[error("the last admin cannot be removed")]
    LastAdmin,
    #[error("reset link invalid or expired")]
    InvalidResetLink,
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
            Error::Invalid(invalid) => Status::invalid_argument(invalid.0),
            Error::InvalidCredentials => Status::unauthenticated("Invalid email or password"),
            Error::Unauthenticated => Status::unauthenticated("Invalid or expired token"),
            Error::EmailTaken => Status::already_exists("Email already registered"),
            Error::UserNotFound => Status::not_found("User not found"),
            Error::WrongCurrentPassword => {
                Status::failed_precondition("Current password is incorrect")
            }
            Error::LastAdmin => {
                Status::failed_precondition("The last admin cannot be demoted or deleted")
            }
            Error::InvalidResetLink => {
                Status::invalid_argument("This reset link is invalid or has expired")
            }
            Error::Database(e) => internal("accounts database call failed", e),
            Error::Unexpected { context, message } => internal(context, message),
        }
    }
}

/// True when `err` is PostgreSQL's unique violation on the users' email index.
pub fn is_email_taken(err: &sqlx::Error) -> bool {
    err.as_database_error()
        .is_some_and(|db| db.is_unique_violation() && db.constraint() == Some("users_email_lower"))
}
