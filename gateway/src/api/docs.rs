//! The published contract: the OpenAPI 3.1 document at `/openapi.json` and an interactive
//! reference of it at `/api/docs` (Scalar, served from the shop's own built assets, no CDN).

use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use axum::routing::get;

/// Where the web build puts Scalar's standalone bundle (see web/vite.config.ts).
pub const SCALAR_BUNDLE: &str = "/assets/api-reference/standalone.js";

/// `/openapi.json` and `/api/docs`, serving `document`.
pub fn routes<S: Clone + Send + Sync + 'static>(document: utoipa::openapi::OpenApi) -> Router<S> {
    let document = Arc::new(document);
    Router::new()
        .route(
            "/openapi.json",
            get(move || {
                let document = Arc::clone(&document);
                async move {
                    (
                        [(header::CACHE_CONTROL, "no-cache")],
                        Json(document.as_ref().clone()),
                    )
                }
            }),
        )
        .route("/api/docs", get(reference_page))
}

/// Scalar's settings for the page: no fonts from Scalar's CDN (the page's Content-Security-Policy
/// allows only the shop's own; the system fonts are used).
const SCALAR_CONFIGURATION: &str = r#"{"withDefaultFonts":false}"#;

/// The reference page: Scalar reads the document from `/openapi.json`. The settings ride in a
/// `type="application/json"` element, which the Content-Security-Policy (`script-src 'self'`,
/// no inline script) lets through because it is data, not script.
async fn reference_page() -> impl IntoResponse {
    Html(format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>Shop API reference</title>\n</head>\n<body>\n\
         <script id=\"api-reference\" type=\"application/json\" data-url=\"/openapi.json\" \
         data-configuration='{SCALAR_CONFIGURATION}'></script>\n\
         <script src=\"{SCALAR_BUNDLE}\"></script>\n</body>\n</html>\n"
    ))
}
