//! Sign-up, sign-in, session, profile and passwords (customer spec: Login, register, forgot
//! password, Account; API.md "Auth and users"). Both path families behave the same.

use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use shop_proto::auth::v1 as pb;

use crate::account_rules::FieldErrors;
use crate::auth::SignedIn;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::rate_limit::client_address;
use crate::state::{AppState, grpc_request};
use crate::user_json::UserJson;

const USER_NOT_FOUND: (&str, &str) = ("user_not_found", "User not found");

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/auth/register", post(register))
        .route("/api/users/signup", post(register))
        .route("/auth/login", post(login))
        .route("/api/users/login", post(login))
        .route("/auth/verify", get(current_user))
        .route("/auth/me", get(current_user))
        .route("/users/verify-token", get(current_user))
        .route("/auth/logout", post(logout))
        .route("/auth/profile", put(update_profile))
        .route("/auth/password", put(change_password))
        .route("/auth/forgot-password", post(forgot_password))
        .route("/auth/reset-password", post(reset_password))
}

#[derive(Serialize)]
pub struct SessionJson {
    user: UserJson,
    token: String,
}

#[derive(Serialize)]
pub struct UserEnvelope {
    pub user: UserJson,
}

#[derive(Serialize)]
pub struct MessageJson {
    pub message: &'static str,
}

/// The caller's address, for the sign-in limiter.
pub struct ClientAddress(String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(Self(client_address(parts, state.trust_proxy)))
    }
}

#[derive(Deserialize)]
struct RegisterForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    phone: String,
    #[serde(default)]
    password: String,
}

/// `POST /auth/register`, `POST /api/users/signup`: creates a customer and signs them in.
async fn register(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<RegisterForm>,
) -> Result<(StatusCode, Json<SessionJson>), ApiError> {
    let mut errors = FieldErrors::default();
    errors.name("name", &form.name);
    errors.email("email", &form.email);
    errors.phone("phone", &form.phone);
    errors.password("password", &form.password);
    errors.into_result()?;
    let session = state
        .auth
        .clone()
        .register(grpc_request(
            pb::RegisterRequest {
                name: form.name.trim().to_owned(),
                email: form.email,
                phone: form.phone,
                password: form.password,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner();
    Ok((StatusCode::CREATED, Json(session_json(session)?)))
}

fn session_json(session: pb::Session) -> Result<SessionJson, ApiError> {
    let user = session
        .user
        .ok_or_else(|| ApiError::Internal("auth answered a session without a user".to_owned()))?;
    Ok(SessionJson {
        user: user.into(),
        token: session.token,
    })
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    remember: bool,
}

/// `POST /auth/login`, `POST /api/users/login`. A wrong email and a wrong password get the same
/// answer; each attempt takes a slot of the sign-in limits before the password is checked
/// (see `rate_limit`).
async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    AppJson(form): AppJson<LoginForm>,
) -> Result<Json<SessionJson>, ApiError> {
    let mut errors = FieldErrors::default();
    errors.email("email", &form.email);
    errors.password("password", &form.password);
    errors.into_result()?;
    let Some(attempt) = state.login_limiter.reserve(&form.email, &address).await else {
        return Err(ApiError::TooManyRequests);
    };
    let result = state
        .auth
        .clone()
        .login(grpc_request(
            pb::LoginRequest {
                email: form.email.clone(),
                password: form.password,
                remember: form.remember,
            },
            &headers,
        ))
        .await;
    match result {
        Ok(session) => {
            state.login_limiter.succeeded(attempt).await;
            Ok(Json(session_json(session.into_inner())?))
        }
        // A wrong email or password keeps the attempt's slot.
        Err(status) if status.code() == tonic::Code::Unauthenticated => {
            Err(ApiError::InvalidCredentials)
        }
        Err(status) => {
            state.login_limiter.not_judged(attempt).await;
            Err(ApiError::from_status(status, USER_NOT_FOUND))
        }
    }
}

/// `GET /auth/verify`, `/auth/me`, `/users/verify-token`: the signed-in user, as they are now.
async fn current_user(caller: SignedIn) -> Json<UserEnvelope> {
    Json(UserEnvelope {
        user: caller.user.into(),
    })
}

/// `POST /auth/logout`: revokes the token at once.
async fn logout(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .logout(grpc_request(
            pb::LogoutRequest {
                token: caller.token,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?;
    Ok(Json(MessageJson {
        message: "Logged out successfully",
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProfileForm {
    name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    state: Option<String>,
    zip_code: Option<String>,
}

/// `PUT /auth/profile`: changes only the fields sent.
async fn update_profile(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<ProfileForm>,
) -> Result<Json<UserEnvelope>, ApiError> {
    let mut errors = FieldErrors::default();
    if let Some(name) = &form.name {
        errors.name("name", name);
    }
    if let Some(email) = &form.email {
        errors.email("email", email);
    }
    if let Some(phone) = &form.phone {
        errors.phone("phone", phone);
    }
    for (field, label, value, max) in [
        ("address", "Address", &form.address, 200),
        ("city", "City", &form.city, 100),
        ("state", "County", &form.state, 100),
        ("zipCode", "Postal code", &form.zip_code, 20),
    ] {
        if let Some(value) = value {
            errors.short_text(field, label, value, max);
        }
    }
    errors.into_result()?;
    let user = state
        .auth
        .clone()
        .update_profile(grpc_request(
            pb::UpdateProfileRequest {
                id: caller.user.id,
                name: form.name.map(|n| n.trim().to_owned()),
                email: form.email,
                phone: form.phone,
                address: form.address,
                city: form.city,
                state: form.state,
                zip_code: form.zip_code,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner();
    Ok(Json(UserEnvelope { user: user.into() }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PasswordForm {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
}

/// `PUT /auth/password` (Account, Security tab).
async fn change_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<PasswordForm>,
) -> Result<Json<MessageJson>, ApiError> {
    let mut errors = FieldErrors::default();
    if form.current_password.is_empty() {
        errors.add("currentPassword", "Current password is required");
    }
    errors.password("newPassword", &form.new_password);
    errors.into_result()?;
    let result = state
        .auth
        .clone()
        .change_password(grpc_request(
            pb::ChangePasswordRequest {
                id: caller.user.id,
                current_password: form.current_password,
                new_password: form.new_password,
                current_token: caller.token,
            },
            &headers,
        ))
        .await;
    match result {
        Ok(_) => Ok(Json(MessageJson {
            message: "Password updated successfully!",
        })),
        Err(status) if status.code() == tonic::Code::FailedPrecondition => Err(ApiError::field(
            "currentPassword",
            "Current password is incorrect",
        )),
        Err(status) => Err(ApiError::from_status(status, USER_NOT_FOUND)),
    }
}

#[derive(Deserialize)]
struct ForgotForm {
    #[serde(default)]
    email: String,
}

/// `POST /auth/forgot-password`: the same answer whether or not the account exists.
async fn forgot_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<ForgotForm>,
) -> Result<Json<MessageJson>, ApiError> {
    let mut errors = FieldErrors::default();
    if form.email.trim().is_empty() {
        errors.add("email", "Email is required");
    } else if !shop_common::validate::is_email(&form.email) {
        errors.add("email", "Please enter a valid email address");
    }
    errors.into_result()?;
    state
        .auth
        .clone()
        .request_password_reset(grpc_request(
            pb::RequestPasswordResetRequest {
                email: form.email,
                reset_base_url: format!("{}/reset-password", state.public_base_url),
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?;
    Ok(Json(MessageJson {
        message: "Password reset email sent!",
    }))
}

#[derive(Deserialize)]
struct ResetForm {
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
}

/// `POST /auth/reset-password`: sets a new password with a link's token.
async fn reset_password(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<ResetForm>,
) -> Result<Json<MessageJson>, ApiError> {
    let mut errors = FieldErrors::default();
    if form.token.trim().is_empty() || form.token.len() > 200 {
        errors.add("token", "This reset link is invalid or has expired");
    }
    errors.password("password", &form.password);
    errors.into_result()?;
    state
        .auth
        .clone()
        .reset_password(grpc_request(
            pb::ResetPasswordRequest {
                token: form.token,
                new_password: form.password,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?;
    Ok(Json(MessageJson {
        message: "Your password has been reset. You can now sign in.",
    }))
}
