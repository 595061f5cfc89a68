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

/// The server's own pages here, which a browser navigation reaches (not the web app).
pub const PAGES: &[&str] = &["/openapi.json", "/api/docs"];

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

/// Scalar's settings for the page: nothing from Scalar's servers (no web fonts, which the page's
/// Content-Security-Policy would refuse anyway, no telemetry, no hosted AI agent or MCP
/// offers, no developer toolbar): the reference of the shop's own document, nothing else.
const SCALAR_CONFIGURATION: &str = r#"{"withDefaultFonts":false,"telemetry":false,"showDeveloperTools":"never","agent":{"disabled":true},"mcp":{"disabled":true}}"#;

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
