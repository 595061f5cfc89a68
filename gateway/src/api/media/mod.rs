//! The pictures area (admin spec section 7, "Upload"): upload signatures, signed uploads, and
//! the pictures and their width variants at `/media/i/{publicId}`. The media service owns every
//! rule (signatures, formats, limits, widths); the gateway checks only the upload's shape and
//! size, and serves rendered files straight from the shared media directory, asking the media
//! service only for a variant not rendered yet (docs/decisions.md, "Media").

mod images;
mod signature;
mod upload;

use axum::extract::DefaultBodyLimit;
use shop_common::rules::media::MAX_UPLOAD_BYTES;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::admin;
use crate::state::AppState;

/// The largest upload request body: the largest picture plus room for the form's other fields
/// and the multipart framing.
pub(crate) const UPLOAD_BODY_LIMIT: usize = MAX_UPLOAD_BYTES + 64 * 1024;

/// The largest upload message sent to the media service (it takes up to twice the picture
/// limit).
pub(crate) const MAX_UPLOAD_MESSAGE: usize = 2 * MAX_UPLOAD_BYTES;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(admin(routes!(signature::generate_signature)))
        .routes(routes!(images::image))
        .merge(
            OpenApiRouter::new()
                .routes(routes!(upload::upload))
                .layer(DefaultBodyLimit::max(UPLOAD_BODY_LIMIT)),
        )
}
