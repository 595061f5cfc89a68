//! The admin's user management (admin spec: User management): list, counts, add, role, delete.
//! Admin only; the auth service checks the caller's role again, and refuses an admin demoting
//! or deleting themself or the last admin.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use shop_proto::auth::v1 as pb;
use utoipa::ToSchema;

use super::json::{MessageJson, UserEnvelope, UserJson};
use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{Query, query_params};
use crate::state::AppState;

query_params! {
    /// The list's filters (repeated keys: the last one counts).
    #[into_params(parameter_in = Query)]
    pub(super) struct UsersQuery {
        /// Part of a name or email, any case.
        #[param(example = "wanjiku")]
        search: Option<String> = string("search"),
        /// `user`, `admin`, or `all` (the default).
        #[param(example = "admin")]
        role: Option<String> = string("role"),
    }
}

/// Every user, newest first, optionally searched and filtered by role.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/users",
    tag = "users",
    params(UsersQuery),
    responses(
        (status = 200, description = "The users", body = [UserJson]),
        (status = 400, description = "A malformed query, a search too long or an unknown role \
            (`validation_failed`)", body = ErrorBody),
    ),
)]
pub(super) async fn list_users(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, _): Query<UsersQuery>,
) -> Result<Json<Vec<UserJson>>, ApiError> {
    let users = state
        .auth
        .clone()
        .list_users(admin.call.request(pb::ListUsersRequest {
            search: query.search.unwrap_or_default(),
            role: query.role.unwrap_or_default(),
            ..Default::default()
        }))
        .await?
        .into_inner()
        .users;
    Ok(Json(users.into_iter().map(Into::into).collect()))
}

async fn counts(state: &AppState, admin: &Admin) -> Result<pb::UserCounts, ApiError> {
    Ok(state
        .auth
        .clone()
        .count_users(admin.0.call.request(pb::CountUsersRequest {}))
        .await?
        .into_inner())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct TotalUsers {
    #[schema(example = 128)]
    total_users: u64,
}

/// How many accounts there are.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/users/total-users",
    tag = "users",
    responses(
        (status = 200, description = "The count", body = TotalUsers),
    ),
)]
pub(super) async fn total_users(
    State(state): State<AppState>,
    admin: Admin,
) -> Result<Json<TotalUsers>, ApiError> {
    let counts = counts(&state, &admin).await?;
    Ok(Json(TotalUsers {
        total_users: counts.total,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct UserStats {
    #[schema(example = 128)]
    total_users: u64,
    #[schema(example = 2)]
    admins: u64,
    #[schema(example = 126)]
    customers: u64,
}

/// The admin dashboard's user figures.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/api/users/stats",
    operation_id = "user_stats",
    tag = "users",
    responses(
        (status = 200, description = "The figures", body = UserStats),
    ),
)]
pub(super) async fn stats(
    State(state): State<AppState>,
    admin: Admin,
) -> Result<Json<UserStats>, ApiError> {
    let counts = counts(&state, &admin).await?;
    Ok(Json(UserStats {
        total_users: counts.total,
        admins: counts.admins,
        customers: counts.customers,
    }))
}

/// The Add User dialog.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"name": "Otieno Staff", "email": "otieno@samanifurniture.co.ke",
    "password": "staff-pass-1", "phone": "", "isAdmin": true}))]
pub(super) struct NewUserForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    /// Optional here; 10 digits when given.
    #[serde(default)]
    phone: String,
    #[serde(default)]
    is_admin: bool,
}

/// Adds an account of either role.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/users/signup",
    tag = "users",
    request_body = NewUserForm,
    responses(
        (status = 201, description = "The new user", body = UserEnvelope),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, \
            every invalid field in `fields`)", body = ErrorBody),
        (status = 409, description = "The email belongs to another account (`conflict`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
pub(super) async fn create_user(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(form): AppJson<NewUserForm>,
) -> Result<(StatusCode, Json<UserEnvelope>), ApiError> {
    let user = state
        .auth
        .clone()
        .create_user(admin.call.request(pb::CreateUserRequest {
            name: form.name,
            email: form.email,
            password: form.password,
            role: if form.is_admin { "admin" } else { "user" }.to_owned(),
            phone: form.phone,
        }))
        .await?
        .into_inner();
    Ok((
        StatusCode::CREATED,
        Json(UserEnvelope { user: user.into() }),
    ))
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"role": "admin"}))]
pub(super) struct RoleForm {
    /// `user` or `admin`.
    #[serde(default)]
    role: String,
}

/// Changes a user's role; it takes effect on that user's next request.
///
/// Admin only (bearer token of an admin); not one's own admin role, not the last admin.
#[utoipa::path(
    patch,
    path = "/users/{id}/role",
    tag = "users",
    params(("id" = String, Path, description = "The user's id (UUID)")),
    request_body = RoleForm,
    responses(
        (status = 200, description = "The user with their new role", body = UserEnvelope),
        (status = 400, description = "Not JSON of this shape, an unknown role \
            (`validation_failed`), or one's own admin access (`bad_request`)", body = ErrorBody),
        (status = 404, description = "No such user (`user_not_found`)", body = ErrorBody),
        (status = 409, description = "The last admin (`last_admin`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
pub(super) async fn set_role(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<RoleForm>,
) -> Result<Json<UserEnvelope>, ApiError> {
    let user = state
        .auth
        .clone()
        .set_role(admin.call.request(pb::SetRoleRequest {
            id,
            role: form.role,
        }))
        .await?
        .into_inner();
    Ok(Json(UserEnvelope { user: user.into() }))
}

/// Deletes an account: it can no longer sign in, and its tokens stop working.
///
/// Admin only (bearer token of an admin); not one's own account, not the last admin.
#[utoipa::path(
    delete,
    path = "/users/{id}",
    tag = "users",
    params(("id" = String, Path, description = "The user's id (UUID)")),
    responses(
        (status = 200, description = "Deleted: the confirmation to show", body = MessageJson),
        (status = 400, description = "One's own account (`bad_request`)", body = ErrorBody),
        (status = 404, description = "No such user (`user_not_found`)", body = ErrorBody),
        (status = 409, description = "The last admin (`last_admin`)", body = ErrorBody),
    ),
)]
pub(super) async fn delete_user(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .auth
        .clone()
        .delete_user(admin.call.request(pb::DeleteUserRequest { id }))
        .await?;
    Ok(Json(MessageJson {
        message: "User deleted successfully",
    }))
}
