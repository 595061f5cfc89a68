//! `GET /media/i/{publicId}[?w=W][&format=webp|jpeg]`: a picture or one of its width variants.
//! A file already rendered is read straight from the media directory; only a missing one costs
//! a call to the media service, which renders it (or refuses the width or format). When the
//! pictures live in an S3-compatible bucket the media service hands the bytes back and the
//! media directory is this gateway's own cache of them. Every answer is immutable: the same URL
//! always holds the same bytes.

use axum::body::Body;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use shop_common::rules::media::{format_of, variant_path, write_atomically};
use shop_proto::media::v1 as pb;

use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::input::{Query, query_params};
use crate::state::AppState;

/// The cache policy of every picture: a URL's bytes never change.
pub(super) const IMMUTABLE: &str = "public, max-age=31536000, immutable";

query_params! {
    /// Which rendering of the picture.
    #[into_params(parameter_in = Query)]
    pub(super) struct VariantQuery {
        /// Width in pixels, one of 160, 320, 480, 640, 960, 1280; the height follows the aspect
        /// ratio, and a picture narrower than `w` is answered at its own size. Absent: full size.
        #[param(example = 480)]
        w: Option<u32> = whole("w"),
        /// `webp` or `jpeg`; absent: the picture's own format.
        #[param(example = "webp")]
        format: Option<String> = string("format"),
    }
}

/// A stored picture (normalised: upright, no metadata), or a variant of it.
#[utoipa::path(
    get,
    path = "/media/i/{publicId}",
    tag = "media",
    params(
        ("publicId" = String, Path, description = "The `publicId` of the upload",
            example = "3f2a9c0d4b1e4f7a8c6d5e4f3a2b1c0d"),
        VariantQuery,
    ),
    responses(
        (status = 200, description = "The picture, with `Cache-Control: public, \
            max-age=31536000, immutable` and an `ETag`",
            content(
                (Vec<u8> = "image/jpeg"),
                (Vec<u8> = "image/png"),
                (Vec<u8> = "image/webp"),
            )),
        (status = 304, description = "Not modified: `If-None-Match` holds the ETag"),
        (status = 400, description = "A width not in the list or a format other than webp or \
            jpeg (`validation_failed`), or a width that is no number (`bad_request`)",
            body = ErrorBody),
        (status = 404, description = "No such picture (`image_not_found`)", body = ErrorBody),
        (status = 503, description = "Pictures unavailable", body = ErrorBody),
        (status = 504, description = "Pictures too slow", body = ErrorBody),
    ),
)]
pub(super) async fn image(
    State(state): State<AppState>,
    call: Call,
    public_id: Result<Path<String>, PathRejection>,
    Query(VariantQuery { w: width, format }, shape): Query<VariantQuery>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    // A segment that is not even UTF-8 names no picture.
    let Ok(Path(public_id)) = public_id else {
        return Err(ErrorCode::ImageNotFound.into());
    };
    shape.finish().map_err(|_| {
        ApiError::coded(ErrorCode::BadRequest, "The width w must be a whole number")
    })?;
    let format = format.as_deref();
    // Rendered already: straight from the directory.
    if let Some(path) = variant_path(&public_id, width, format)
        && let Some(response) = serve_file(&state, &path, &headers).await
    {
        return Ok(response);
    }
    let variant = state
        .media
        .clone()
        .get_variant(call.request(pb::GetVariantRequest {
            public_id,
            width,
            format: format.unwrap_or_default().to_owned(),
        }))
        .await?
        .into_inner();
    // Pictures in a bucket: the media service handed the bytes; keep them in the local cache
    // (written whole or not at all) so the next request takes the fast path above.
    if !variant.data.is_empty() {
        if variant_path(&public_id_of(&variant.path), None, None).is_none() {
            tracing::error!(path = %variant.path, "the media service answered a strange path");
            return Err(ErrorCode::ServiceUnavailable.into());
        }
        if let Err(e) = write_atomically(&state.media_dir.join(&variant.path), &variant.data).await
        {
            tracing::warn!(error = %e, path = %variant.path, "caching a picture failed");
        }
        return answer(&variant.path, variant.data, &headers)
            .ok_or_else(|| ErrorCode::ServiceUnavailable.into());
    }
    match serve_file(&state, &variant.path, &headers).await {
        Some(response) => Ok(response),
        None => {
            tracing::error!(
                path = %variant.path,
                dir = %state.media_dir.display(),
                "the media service rendered a file the gateway cannot read: is MEDIA_DIR shared?"
            );
            Err(ErrorCode::ServiceUnavailable.into())
        }
    }
}

/// The `<public_id>` of a media path `i/<public_id>/<file>` (empty when it has another shape).
fn public_id_of(path: &str) -> String {
    match path.split('/').collect::<Vec<_>>().as_slice() {
        ["i", id, file] if !file.is_empty() && !file.contains("..") => (*id).to_owned(),
        _ => String::new(),
    }
}

/// The answer for the file at `path` under the media directory, if it is there.
async fn serve_file(state: &AppState, path: &str, headers: &HeaderMap) -> Option<Response> {
    let bytes = tokio::fs::read(state.media_dir.join(path)).await.ok()?;
    answer(path, bytes, headers)
}

/// The answer with `bytes`, the file at `path`: 304 when `If-None-Match` holds its ETag.
fn answer(path: &str, bytes: Vec<u8>, headers: &HeaderMap) -> Option<Response> {
    let content_type = format!("image/{}", format_of(&bytes)?);
    let etag = format!("\"{}\"", path.replace('/', "-"));
    let cached = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
        .any(|tag| tag == etag || tag == "*");
    let mut response = if cached {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let mut response = Body::from(bytes).into_response();
        response.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_str(&content_type).ok()?,
        );
        response
    };
    let response_headers = response.headers_mut();
    response_headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    response_headers.insert(header::ETAG, HeaderValue::from_str(&etag).ok()?);
    Some(response)
}
