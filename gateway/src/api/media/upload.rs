//! `POST /api/upload`: a multipart form with the picture and its signature's fields.

use axum::Json;
use axum::extract::multipart::{Multipart, MultipartError};
use axum::extract::{FromRequest, Request, State};
use axum::http::StatusCode;
use serde::Serialize;
use shop_common::rules::media::{FILE_TOO_LARGE, MAX_UPLOAD_BYTES};
use shop_proto::media::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

/// The longest value of the form's text fields.
const MAX_TEXT_FIELD: usize = 256;

/// The upload form (`multipart/form-data`), as the admin's upload screen sends it.
#[derive(Default, ToSchema)]
pub(super) struct UploadForm {
    /// The picture: JPEG, PNG or WebP (told by its content, not its name), 5 MB at most.
    #[schema(value_type = String, format = Binary)]
    image: Vec<u8>,
    /// `apiKey` of `GET /api/generate-signature`.
    api_key: String,
    /// `timestamp` of `GET /api/generate-signature`.
    #[schema(example = "1764140000")]
    timestamp: String,
    /// `signature` of `GET /api/generate-signature`.
    signature: String,
    /// `folder` of `GET /api/generate-signature`.
    #[schema(example = "products")]
    folder: String,
}

/// Read from the multipart form, field by field: a picture over the limit is refused before
/// it is all read.
impl<S: Send + Sync> FromRequest<S> for UploadForm {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, ApiError> {
        let mut multipart = Multipart::from_request(request, state)
            .await
            .map_err(|_| malformed())?;
        let mut form = Self::default();
        while let Some(mut field) = multipart.next_field().await.map_err(multipart_error)? {
            let name = field.name().unwrap_or_default().to_owned();
            let text = match name.as_str() {
                "image" => {
                    // A second file field replaces the first: one picture per upload.
                    form.image.clear();
                    while let Some(chunk) = field.chunk().await.map_err(multipart_error)? {
                        if form.image.len() + chunk.len() > MAX_UPLOAD_BYTES {
                            return Err(too_large());
                        }
                        form.image.extend_from_slice(&chunk);
                    }
                    continue;
                }
                "api_key" => &mut form.api_key,
                "timestamp" => &mut form.timestamp,
                "signature" => &mut form.signature,
                "folder" => &mut form.folder,
                // Other fields (Cloudinary clients send some) play no part.
                _ => continue,
            };
            let value = field.text().await.map_err(multipart_error)?;
            if value.len() > MAX_TEXT_FIELD || value.chars().any(char::is_control) {
                return Err(ApiError::coded(
                    ErrorCode::BadRequest,
                    format!("The form field {name} is malformed"),
                ));
            }
            *text = value;
        }
        Ok(form)
    }
}

#[derive(Serialize, ToSchema)]
pub(super) struct VariantJson {
    #[schema(example = 320)]
    width: u32,
    #[schema(example = "/media/i/3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d?w=320")]
    url: String,
}

/// The stored picture.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct UploadedImageJson {
    /// The full-size picture (normalised: upright, no metadata).
    #[schema(example = "/media/i/3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d")]
    image_url: String,
    /// `[a-z0-9]{8,64}`; the same file uploaded again answers the same id.
    #[schema(example = "3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d")]
    public_id: String,
    #[schema(example = 2000)]
    width: u32,
    #[schema(example = 1333)]
    height: u32,
    /// `jpeg`, `png` or `webp`.
    #[schema(example = "jpeg")]
    format: String,
    /// Size of the stored picture.
    #[schema(example = 412_345)]
    bytes: u64,
    /// The picture at each width of the allow-list (never wider than the picture itself).
    variants: Vec<VariantJson>,
}

impl From<pb::Asset> for UploadedImageJson {
    fn from(asset: pb::Asset) -> Self {
        Self {
            image_url: asset.image_url,
            public_id: asset.public_id,
            width: asset.width,
            height: asset.height,
            format: asset.format,
            bytes: asset.bytes,
            variants: asset
                .variants
                .into_iter()
                .map(|v| VariantJson {
                    width: v.width,
                    url: v.url,
                })
                .collect(),
        }
    }
}

fn too_large() -> ApiError {
    ApiError::coded(ErrorCode::PayloadTooLarge, FILE_TOO_LARGE)
}

fn malformed() -> ApiError {
    ApiError::coded(
        ErrorCode::BadRequest,
        "Send the picture as a multipart/form-data upload",
    )
}

fn multipart_error(error: MultipartError) -> ApiError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else {
        malformed()
    }
}

/// Stores a picture, authenticated by the signature of `GET /api/generate-signature`
/// (Cloudinary-style signed upload): the file is checked by its content, turned upright, and
/// re-encoded without any metadata (EXIF, GPS position).
///
/// The signature authenticates the upload; no bearer token is needed.
#[utoipa::path(
    post,
    path = "/api/upload",
    tag = "media",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "The stored picture", body = UploadedImageJson),
        (status = 400, description = "Not a multipart form, no file ('Please select a file to \
            upload.'), or not a JPEG, PNG or WebP picture, damaged, or over 36 megapixels \
            (`validation_failed`, field `image`)", body = ErrorBody),
        (status = 401, description = "Signature missing, wrong or tampered with \
            (`invalid_signature`), or older than an hour (`signature_expired`)", body = ErrorBody),
        (status = 403, description = "A folder uploads may not go to (`folder_not_allowed`)",
            body = ErrorBody),
        (status = 413, description = "Over 5 MB: 'File size exceeds 5MB limit' \
            (`payload_too_large`)", body = ErrorBody),
        (status = 503, description = "Pictures unavailable", body = ErrorBody),
        (status = 504, description = "Pictures too slow", body = ErrorBody),
    ),
)]
pub(super) async fn upload(
    State(state): State<AppState>,
    call: Call,
    form: UploadForm,
) -> Result<(StatusCode, Json<UploadedImageJson>), ApiError> {
    let request = pb::UploadRequest {
        image: form.image,
        api_key: form.api_key,
        timestamp: form.timestamp,
        signature: form.signature,
        folder: form.folder,
    };
    let asset = state
        .media
        .clone()
        .upload(call.request(request))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(asset.into())))
}
