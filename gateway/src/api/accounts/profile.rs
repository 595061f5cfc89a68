//! `PUT /auth/profile` (Account, Profile tab).

use axum::Json;
use axum::extract::State;
use serde::Deserialize;
use shop_proto::auth::v1 as pb;
use utoipa::ToSchema;

use super::json::UserEnvelope;
use crate::api::errors::ErrorBody;
use crate::auth::SignedIn;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::AppState;

/// The fields to change; those left out stay as they are.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"name": "Wanjiku Kamau", "phone": "0712345678",
    "address": "Moi Avenue 12", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100"}))]
pub(super) struct ProfileForm {
    name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    /// The county.
    state: Option<String>,
    /// The postal code.
    zip_code: Option<String>,
}

/// Changes the caller's own profile: only the fields sent.
///
/// Signed-in user (bearer token); always the caller's own account.
#[utoipa::path(
    put,
    path = "/auth/profile",
    tag = "accounts",
    request_body = ProfileForm,
    responses(
        (status = 200, description = "The updated user", body = UserEnvelope),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, every field in `fields`)", body = ErrorBody),
        (status = 409, description = "The email belongs to another account (`conflict`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
pub(super) async fn update_profile(
    State(state): State<AppState>,
    caller: SignedIn,
    AppJson(form): AppJson<ProfileForm>,
) -> Result<Json<UserEnvelope>, ApiError> {
    let user = state
        .auth
        .clone()
        .update_profile(caller.call.request(pb::UpdateProfileRequest {
            name: form.name,
            email: form.email,
            phone: form.phone,
            address: form.address,
            city: form.city,
            state: form.state,
            zip_code: form.zip_code,
        }))
        .await?
        .into_inner();
    Ok(Json(UserEnvelope { user: user.into() }))
}
