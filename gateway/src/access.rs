//! One INFO line per request (method, route template, status, duration, request id) inside the
//! request's span, so it carries the trace id too. The route is the template the router matched
//! (`/api/products/{id}`, as [`crate::http_metrics`] names it), never the path: no ids, tokens or
//! e-mail addresses in the log.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;

use crate::http_metrics::{route_label, unmatched_route};

/// Writes the access line of each request.
pub(crate) async fn log(request: Request, next: Next) -> Response {
    let started = std::time::Instant::now();
    let method = request.method().clone();
    let unmatched = unmatched_route(request.uri().path());
    let request_id = request
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let response = next.run(request).await;
    tracing::info!(
        target: "access",
        method = %method,
        route = %route_label(&response, unmatched),
        status = response.status().as_u16(),
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        request_id,
        "request"
    );
    response
}
