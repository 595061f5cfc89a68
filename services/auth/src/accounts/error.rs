//! The accounts part's one error type and its one mapping to gRPC statuses, each tagged with its
//! stable [`ErrorCode`] (the gateway reads the code, never the text). Unexpected details are
//! logged once, in `internal`.

use shop_common::errors::{ErrorCode, invalid_field, status, status_of};
use shop_common::grpc::internal;
use tonic::Status;

use super::domain::messages;

#[derive(Debug, thiserror::Error)]
pub enum Error {
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
            Error::InvalidCredentials => status_of(ErrorCode::InvalidCredentials),
            Error::Unauthenticated => status_of(ErrorCode::Unauthorized),
            Error::EmailTaken => status(ErrorCode::Conflict, messages::EMAIL_TAKEN),
            Error::UserNotFound => status_of(ErrorCode::UserNotFound),
            Error::WrongCurrentPassword => {
                invalid_field("current_password", messages::CURRENT_PASSWORD_WRONG)
            }
            Error::LastAdmin => status_of(ErrorCode::LastAdmin),
            Error::InvalidResetLink => invalid_field("token", messages::INVALID_RESET_LINK),
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
