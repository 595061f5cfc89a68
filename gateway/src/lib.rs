//! The shop's public REST gateway: the documented paths of API.md over the services' gRPC, the
//! built web app, and the pictures.

pub(crate) mod access;
pub mod api;
pub(crate) mod auth;
pub(crate) mod call;
pub mod config;
pub(crate) mod csv;
pub(crate) mod error;
pub(crate) mod extract;
pub(crate) mod http_metrics;
pub(crate) mod idempotency;
pub(crate) mod input;
pub(crate) mod money;
pub(crate) mod product_json;
pub mod protect;
pub mod rate_limit;
pub mod state;
pub(crate) mod web;

use std::time::Duration;

use axum::Router;
use axum::http::{HeaderName, HeaderValue, Method, header};
use axum::middleware;
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::cors::{AllowOrigin, Any, CorsLayer};
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::config::Config;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;
use crate::web::WebFiles;

/// Largest request body accepted by the JSON API.
pub const BODY_LIMIT: usize = 1024 * 1024;

/// The whole HTTP application; tests call it with their own state.
pub fn app(state: AppState, config: &Config) -> Router {
    let web = WebFiles {
        dist: config.web_dist_dir.clone(),
    };
    let assets = web::static_files(
        config.web_dist_dir.join("assets"),
        "public, max-age=31536000, immutable",
    );
    let media = web::static_files(config.media_dir.clone(), "public, max-age=86400");
    let x_request_id = HeaderName::from_static("x-request-id");

    let (documented, document) = api::router();
    let mut api = documented.merge(api::docs::routes(document));
    if config.dev_mailbox {
        api = api.merge(api::accounts::mailbox_routes());
    }
    let trust_proxy = config.trust_proxy;
    api.route_layer(middleware::from_fn(http_metrics::remember_route))
        .with_state(state)
        .nest_service("/assets", assets)
        .nest_service("/media", media)
        .fallback(web::fallback)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(
            web.clone(),
            web::serve_app_for_navigation,
        ))
        .with_state(web)
        .layer(middleware::from_fn(protect::refuse_control_characters))
        .layer(middleware::from_fn_with_state(
            trust_proxy,
            protect::security_headers,
        ))
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(
                    x_request_id.clone(),
                    MakeRequestUuid,
                ))
                .layer(TraceLayer::new_for_http().make_span_with(request_span))
                .layer(middleware::from_fn(access::log))
                .layer(PropagateRequestIdLayer::new(x_request_id))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_CONTENT_TYPE_OPTIONS,
                    HeaderValue::from_static("nosniff"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::X_FRAME_OPTIONS,
                    HeaderValue::from_static("DENY"),
                ))
                .layer(SetResponseHeaderLayer::if_not_present(
                    header::REFERRER_POLICY,
                    HeaderValue::from_static("strict-origin-when-cross-origin"),
                ))
                .layer(cors(&config.cors_origins))
                .layer(CompressionLayer::new()),
        )
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .layer(middleware::from_fn(http_metrics::record))
}

/// The tracing span of one HTTP request, carrying its request id.
fn request_span(request: &axum::extract::Request) -> tracing::Span {
    let id = request
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let span = tracing::info_span!(
        "http",
        otel.name = %format!("HTTP {}", request.method()),
        otel.kind = "server",
        method = %request.method(),
        path = %loggable_path(request.uri().path()),
        request_id = %id,
        trace_id = tracing::field::Empty,
    );
    // A child of the caller's trace when it sent one (a browser, nginx, a load balancer).
    shop_common::telemetry::continue_trace_from_headers(&span, request.headers());
    span
}

/// The path as logs may show it: the Daraja callback's secret segment is replaced, so reading
/// the logs never gives anyone the address that settles payments.
fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    const SECRET_PATHS: [&str; 3] = [
        "/api/payments/daraja/callback/",
        "/api/payments/daraja/c2b/validation/",
        "/api/payments/daraja/c2b/confirmation/",
    ];
    for prefix in SECRET_PATHS {
        if let Some(secret) = path.strip_prefix(prefix)
            && !secret.is_empty()
        {
            return format!("{prefix}[secret]").into();
        }
    }
    path.into()
}

async fn method_not_allowed() -> ApiError {
    ApiError::from(ErrorCode::MethodNotAllowed)
}

fn cors(origins: &[String]) -> CorsLayer {
    let layer = CorsLayer::new()
        .allow_methods([
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::PATCH,
            Method::DELETE,
        ])
        .allow_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::ACCEPT,
            HeaderName::from_static("traceparent"),
        ])
        .max_age(Duration::from_secs(3600));
    if origins.iter().any(|o| o == "*") {
        layer.allow_origin(Any)
    } else {
        let origins: Vec<HeaderValue> = origins.iter().filter_map(|o| o.parse().ok()).collect();
        layer.allow_origin(AllowOrigin::list(origins))
    }
}

#[cfg(test)]
mod tests {
    use super::loggable_path;

    #[test]
    fn the_callback_secret_never_reaches_the_logs() {
        assert_eq!(
            loggable_path("/api/payments/daraja/callback/s3cr3t-value-123456"),
            "/api/payments/daraja/callback/[secret]"
        );
        assert_eq!(
            loggable_path("/api/payments/daraja/c2b/confirmation/s3cr3t-value-123456"),
            "/api/payments/daraja/c2b/confirmation/[secret]"
        );
        assert_eq!(
            loggable_path("/api/payments/daraja/c2b/validation/s3cr3t-value-123456"),
            "/api/payments/daraja/c2b/validation/[secret]"
        );
        assert_eq!(
            loggable_path("/api/orders/SF7K3M9QXA"),
            "/api/orders/SF7K3M9QXA"
        );
    }
}
