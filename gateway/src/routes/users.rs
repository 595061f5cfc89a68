//! Admin user management (admin spec: User management; API.md "Auth and users"). Every call
//! needs an admin; an admin cannot demote or delete themself.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{delete, get, patch, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use shop_proto::auth::v1 as pb;

use crate::account_rules::FieldErrors;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::{AppJson, QueryPairs};
use crate::routes::auth::{MessageJson, UserEnvelope};
use crate::state::{AppState, grpc_request};
use crate::user_json::UserJson;

const USER_NOT_FOUND: (&str, &str) = ("user_not_found", "User not found");

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/users", get(list_users))
        .route("/users/total-users", get(total_users))
        .route("/api/users/stats", get(stats))
        .route("/users/signup", post(create_user))
        .route("/users/{id}/role", patch(set_role))
        .route("/users/{id}", delete(delete_user))
}

fn param<'a>(params: &'a [(String, String)], name: &str) -> &'a str {
    params
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map_or("", |(_, v)| v.trim())
}

/// `GET /users?search=&role=`: newest first.
async fn list_users(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
    QueryPairs(params): QueryPairs,
) -> Result<Json<Vec<UserJson>>, ApiError> {
    let search = param(&params, "search");
    let role = param(&params, "role");
    if search.chars().count() > 100 {
        return Err(ApiError::field(
            "search",
            "search must be at most 100 characters",
        ));
    }
    if !matches!(role, "" | "all" | "user" | "admin") {
        return Err(ApiError::field("role", "role must be user or admin"));
    }
    let users = state
        .auth
        .clone()
        .list_users(grpc_request(
            pb::ListUsersRequest {
                search: search.to_owned(),
                role: if role == "all" {
                    String::new()
                } else {
                    role.to_owned()
                },
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner()
        .users;
    Ok(Json(users.into_iter().map(Into::into).collect()))
}

async fn counts(state: &AppState, headers: &HeaderMap) -> Result<pb::UserCounts, ApiError> {
    Ok(state
        .auth
        .clone()
        .count_users(grpc_request(pb::CountUsersRequest {}, headers))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner())
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TotalUsers {
    total_users: u64,
}

/// `GET /users/total-users`.
async fn total_users(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
) -> Result<Json<TotalUsers>, ApiError> {
    let counts = counts(&state, &headers).await?;
    Ok(Json(TotalUsers {
        total_users: counts.total,
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UserStats {
    total_users: u64,
    admins: u64,
    customers: u64,
}

/// `GET /api/users/stats` (the admin dashboard's user figures).
async fn stats(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
) -> Result<Json<UserStats>, ApiError> {
    let counts = counts(&state, &headers).await?;
    Ok(Json(UserStats {
        total_users: counts.total,
        admins: counts.admins,
        customers: counts.customers,
    }))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct NewUserForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    phone: String,
    #[serde(default)]
    is_admin: bool,
}

/// `POST /users/signup` (Add User dialog): any role.
async fn create_user(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
    AppJson(form): AppJson<NewUserForm>,
) -> Result<(StatusCode, Json<UserEnvelope>), ApiError> {
    if form.name.trim().is_empty() || form.email.trim().is_empty() || form.password.is_empty() {
        return Err(ApiError::BadRequest(
            "Please fill in all required fields".to_owned(),
        ));
    }
    let mut errors = FieldErrors::default();
    errors.name("name", &form.name);
    errors.email("email", &form.email);
    errors.password("password", &form.password);
    if !form.phone.trim().is_empty() {
        errors.phone("phone", &form.phone);
    }
    errors.into_result()?;
    let user = state
        .auth
        .clone()
        .create_user(grpc_request(
            pb::CreateUserRequest {
                name: form.name.trim().to_owned(),
                email: form.email,
                password: form.password,
                role: if form.is_admin { "admin" } else { "user" }.to_owned(),
                phone: form.phone,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner();
    Ok((
        StatusCode::CREATED,
        Json(UserEnvelope { user: user.into() }),
    ))
}

fn user_id(id: &str) -> Result<String, ApiError> {
    uuid::Uuid::parse_str(id.trim())
        .map(|id| id.to_string())
        .map_err(|_| ApiError::not_found(USER_NOT_FOUND.0, USER_NOT_FOUND.1))
}

#[derive(Deserialize)]
struct RoleForm {
    #[serde(default)]
    role: String,
}

/// `PATCH /users/{id}/role`: takes effect on that user's next request.
async fn set_role(
    State(state): State<AppState>,
    headers: HeaderMap,
    Admin(caller): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<RoleForm>,
) -> Result<Json<UserEnvelope>, ApiError> {
    let id = user_id(&id)?;
    if !matches!(form.role.as_str(), "user" | "admin") {
        return Err(ApiError::field("role", "role must be user or admin"));
    }
    if id == caller.user.id && form.role != "admin" {
        return Err(ApiError::BadRequest(
            "You cannot remove your own admin access".to_owned(),
        ));
    }
    let user = state
        .auth
        .clone()
        .set_role(grpc_request(
            pb::SetRoleRequest {
                id,
                role: form.role,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?
        .into_inner();
    Ok(Json(UserEnvelope { user: user.into() }))
}

/// `DELETE /users/{id}`: the user can no longer sign in, and their tokens stop working.
async fn delete_user(
    State(state): State<AppState>,
    headers: HeaderMap,
    Admin(caller): Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageJson>, ApiError> {
    let id = user_id(&id)?;
    if id == caller.user.id {
        return Err(ApiError::BadRequest(
            "You cannot delete your own account".to_owned(),
        ));
    }
    state
        .auth
        .clone()
        .delete_user(grpc_request(pb::DeleteUserRequest { id }, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, USER_NOT_FOUND))?;
    Ok(Json(MessageJson {
        message: "User deleted successfully",
    }))
}
