//! Sign-up, sign-in and the session: `POST /auth/register` (= `/api/users/signup`),
//! `POST /auth/login` (= `/api/users/login`), `GET /auth/verify` (= `/auth/me`,
//! `/users/verify-token`) and `POST /auth/logout`. Both path families behave the same.

use axum::Json;
use axum::extract::{FromRequestParts, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use serde::Deserialize;
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::auth::v1 as pb;
use utoipa::ToSchema;

use super::json::{MessageJson, SessionJson, VerifiedEnvelope, VerifiedUserJson};
use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::SignedIn;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::rate_limit::client_address;
use crate::state::AppState;

/// The caller's address, for the sign-in limiter.
pub(super) struct ClientAddress(String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(Self(client_address(parts, state.trust_proxy)))
    }
}

/// A registration. The auth service checks every field and names each invalid one.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"name": "Wanjiku Kamau", "email": "wanjiku@example.co.ke",
    "phone": "0712 345 678", "password": "kitanda-123"}))]
pub(super) struct RegisterForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    /// 10 digits once spaces, dashes and brackets are removed.
    #[serde(default)]
    phone: String,
    /// 6 to 128 characters.
    #[serde(default)]
    password: String,
}

async fn register_account(
    state: AppState,
    call: Call,
    form: RegisterForm,
) -> Result<(StatusCode, Json<SessionJson>), ApiError> {
    let session = state
        .auth
        .clone()
        .register(call.request(pb::RegisterRequest {
            name: form.name,
            email: form.email,
            phone: form.phone,
            password: form.password,
        }))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(session.into())))
}

/// Creates a customer account and signs it in (customer spec, "Register").
#[utoipa::path(
    post,
    path = "/auth/register",
    tag = "accounts",
    request_body = RegisterForm,
    responses(
        (status = 201, description = "Registered and signed in", body = SessionJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields (`validation_failed`, \
            every invalid field in `fields`, in the spec's words)", body = ErrorBody),
        (status = 409, description = "The email belongs to another account (`conflict`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn register(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<RegisterForm>,
) -> Result<(StatusCode, Json<SessionJson>), ApiError> {
    register_account(state, call, form).await
}

/// The same as `POST /auth/register`.
#[utoipa::path(
    post,
    path = "/api/users/signup",
    tag = "accounts",
    request_body = RegisterForm,
    responses(
        (status = 201, description = "Registered and signed in", body = SessionJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, every field in `fields`)", body = ErrorBody),
        (status = 409, description = "The email belongs to another account (`conflict`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn signup(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<RegisterForm>,
) -> Result<(StatusCode, Json<SessionJson>), ApiError> {
    register_account(state, call, form).await
}

/// A sign-in.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"email": "wanjiku@example.co.ke", "password": "kitanda-123",
    "remember": false}))]
pub(super) struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    /// Remember me: a token of 30 days instead of one.
    #[serde(default)]
    remember: bool,
}

/// Each attempt takes a slot of the sign-in limits before the password is checked (see
/// `rate_limit`); a wrong email or password keeps it, anything the service did not judge as
/// credentials gives it back. From an address past its own limit a right password still signs
/// in, and a wrong email or password answers 429, the same answer as a used-up account limit.
async fn sign_in(
    state: AppState,
    address: String,
    call: Call,
    form: LoginForm,
) -> Result<Json<SessionJson>, ApiError> {
    let Some(attempt) = state.login_limiter.reserve(&form.email, &address).await else {
        return Err(ErrorCode::TooManyRequests.into());
    };
    let result = state
        .auth
        .clone()
        .login(call.request(pb::LoginRequest {
            email: form.email,
            password: form.password,
            remember: form.remember,
        }))
        .await;
    match result {
        Ok(session) => {
            state.login_limiter.succeeded(attempt).await;
            Ok(Json(session.into_inner().into()))
        }
        Err(status) => {
            if Refusal::read(&status).code != ErrorCode::InvalidCredentials {
                state.login_limiter.not_judged(attempt).await;
                return Err(status.into());
            }
            if attempt.past_address_limit() {
                return Err(ErrorCode::TooManyRequests.into());
            }
            Err(status.into())
        }
    }
}

/// Signs in (customer spec, "Login"). A wrong email and a wrong password get the same answer.
#[utoipa::path(
    post,
    path = "/auth/login",
    tag = "accounts",
    request_body = LoginForm,
    responses(
        (status = 200, description = "Signed in", body = SessionJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, \
            every invalid field in `fields`)", body = ErrorBody),
        (status = 401, description = "Unknown email or wrong password, alike (`invalid_credentials`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        (status = 429, description = "Too many failed sign-ins for this account, or a wrong \
            email or password from an address with too many failed sign-ins (a right password \
            from there still signs in) (`too_many_requests`)", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    call: Call,
    AppJson(form): AppJson<LoginForm>,
) -> Result<Json<SessionJson>, ApiError> {
    sign_in(state, address, call, form).await
}

/// The same as `POST /auth/login`.
#[utoipa::path(
    post,
    path = "/api/users/login",
    tag = "accounts",
    request_body = LoginForm,
    responses(
        (status = 200, description = "Signed in", body = SessionJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`)", body = ErrorBody),
        (status = 401, description = "Unknown email or wrong password, alike (`invalid_credentials`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        (status = 429, description = "Too many failed sign-ins (`too_many_requests`)", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn api_login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    call: Call,
    AppJson(form): AppJson<LoginForm>,
) -> Result<Json<SessionJson>, ApiError> {
    sign_in(state, address, call, form).await
}

/// The signed-in user, as they are now (role included).
///
/// Signed-in user (bearer token).
#[utoipa::path(
    get,
    path = "/auth/verify",
    tag = "accounts",
    responses(
        (status = 200, description = "The caller, with when the token expires", body = VerifiedEnvelope),
    ),
)]
pub(super) async fn verify(caller: SignedIn) -> Json<VerifiedEnvelope> {
    Json(VerifiedEnvelope {
        user: VerifiedUserJson {
            exp: caller.expires_at,
            user: caller.user.into(),
        },
    })
}

/// The same as `GET /auth/verify`.
///
/// Signed-in user (bearer token).
#[utoipa::path(
    get,
    path = "/auth/me",
    tag = "accounts",
    responses(
        (status = 200, description = "The caller, with when the token expires", body = VerifiedEnvelope),
    ),
)]
pub(super) async fn me(caller: SignedIn) -> Json<VerifiedEnvelope> {
    verify(caller).await
}

/// The same as `GET /auth/verify`.
///
/// Signed-in user (bearer token).
#[utoipa::path(
    get,
    path = "/users/verify-token",
    tag = "accounts",
    responses(
        (status = 200, description = "The caller, with when the token expires", body = VerifiedEnvelope),
    ),
)]
pub(super) async fn verify_token(caller: SignedIn) -> Json<VerifiedEnvelope> {
    verify(caller).await
}

/// Signs out: the token stops working at once.
///
/// Signed-in user (bearer token).
#[utoipa::path(
    post,
    path = "/auth/logout",
    tag = "accounts",
    responses(
        (status = 200, description = "Signed out: the confirmation to show", body = MessageJson),
    ),
)]
pub(super) async fn logout(
    State(state): State<AppState>,
    caller: SignedIn,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .logout(caller.call.request(pb::LogoutRequest {
            token: caller.token,
        }))
        .await?;
    Ok(Json(MessageJson {
        message: "Logged out successfully",
    }))
}
