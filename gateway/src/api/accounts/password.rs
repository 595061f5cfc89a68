//! Passwords: `PUT /auth/password` (Account, Security tab), `POST /auth/forgot-password` and
//! `POST /auth/reset-password` (the mailed link).

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use shop_proto::auth::v1 as pb;
use utoipa::ToSchema;

use super::json::MessageJson;
use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::SignedIn;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::AppState;

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"currentPassword": "kitanda-123", "newPassword": "meza-4567"}))]
pub(super) struct PasswordForm {
    #[serde(default)]
    current_password: String,
    /// 6 to 128 characters.
    #[serde(default)]
    new_password: String,
}

/// Changes the caller's password. Every other session of the account is signed out; this one
/// stays.
///
/// Signed-in user (bearer token); always the caller's own account.
#[utoipa::path(
    put,
    path = "/auth/password",
    tag = "accounts",
    request_body = PasswordForm,
    responses(
        (status = 200, description = "Changed: the confirmation to show", body = MessageJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`: \
            `currentPassword` wrong or missing, `newPassword`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
pub(super) async fn change_password(
    State(state): State<AppState>,
    caller: SignedIn,
    AppJson(form): AppJson<PasswordForm>,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .change_password(caller.call.request(pb::ChangePasswordRequest {
            current_password: form.current_password,
            new_password: form.new_password,
            current_token: caller.token,
        }))
        .await?;
    Ok(Json(MessageJson {
        message: "Password updated successfully!",
    }))
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"email": "wanjiku@example.co.ke"}))]
pub(super) struct ForgotForm {
    #[serde(default)]
    email: String,
}

/// Mails a reset link when the address has an account; the same answer when it has none.
#[utoipa::path(
    post,
    path = "/auth/forgot-password",
    tag = "accounts",
    request_body = ForgotForm,
    responses(
        (status = 200, description = "The same confirmation, account or not", body = MessageJson),
        (status = 400, description = "Not JSON of this shape, or `email` invalid \
            (`validation_failed`, `fields.email`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn forgot_password(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<ForgotForm>,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .request_password_reset(call.request(pb::RequestPasswordResetRequest {
            email: form.email,
            reset_base_url: format!("{}/reset-password", state.public_base_url),
        }))
        .await?;
    Ok(Json(MessageJson {
        message: "Password reset email sent!",
    }))
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"token": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "password": "meza-4567"}))]
pub(super) struct ResetForm {
    /// The `token` of the mailed link.
    #[serde(default)]
    token: String,
    /// The new password: 6 to 128 characters.
    #[serde(default)]
    password: String,
}

/// Sets a new password with a mailed link's token. The link works once, within its lifetime,
/// and signs every session of the account out.
#[utoipa::path(
    post,
    path = "/auth/reset-password",
    tag = "accounts",
    request_body = ResetForm,
    responses(
        (status = 200, description = "Reset: the confirmation to show", body = MessageJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`: \
            `token` unknown, used or expired, `password`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn reset_password(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<ResetForm>,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .reset_password(call.request(pb::ResetPasswordRequest {
            token: form.token,
            new_password: form.password,
        }))
        .await?;
    Ok(Json(MessageJson {
        message: "Your password has been reset. You can now sign in.",
    }))
}
