//! `GET /api/generate-signature`.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::media::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::state::AppState;

/// What `POST /api/upload` must repeat: the upload is authenticated by this signature.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct UploadSignatureJson {
    #[schema(example = "shop-media")]
    api_key: String,
    /// When the signature was made (unix seconds); it is good for an hour.
    #[schema(example = 1_764_140_000)]
    timestamp: i64,
    /// Hex HMAC-SHA256 over `folder=<folder>&timestamp=<timestamp>`, keyed with a secret only
    /// the media service holds.
    #[schema(example = "5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d911017c592")]
    signature: String,
    #[schema(example = "products")]
    folder: String,
}

/// A signature for one picture upload, valid for an hour (Cloudinary-style signed upload).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/api/generate-signature",
    tag = "media",
    responses(
        (status = 200, description = "The signature and what to send with it",
            body = UploadSignatureJson),
        (status = 503, description = "Pictures unavailable", body = ErrorBody),
        (status = 504, description = "Pictures too slow", body = ErrorBody),
    ),
)]
pub(super) async fn generate_signature(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<UploadSignatureJson>, ApiError> {
    let signature = state
        .media
        .clone()
        .create_signature(admin.call.request(pb::CreateSignatureRequest::default()))
        .await?
        .into_inner();
    Ok(Json(UploadSignatureJson {
        api_key: signature.api_key,
        timestamp: signature.timestamp,
        signature: signature.signature,
        folder: signature.folder,
    }))
}
