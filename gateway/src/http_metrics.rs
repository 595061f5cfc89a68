//! RED metrics of the gateway's HTTP requests (docs/decisions.md "Metrics (issue 22)"):
//! `http_server_requests_total{method,route,status}` and
//! `http_server_request_duration_seconds` (same labels), served with the process metrics on the
//! gateway's `METRICS_ADDR` ([`shop_common::metrics`]), never on its public port.
//!
//! `route` is the template of the route that answered (`/api/orders/{id}`), never the raw path,
//! so a label names a handful of routes, whatever paths callers send: [`remember_route`] runs
//! inside the router, where the matched route is known, and leaves it on the response for
//! [`record`], outside everything, which times the whole request. A request no route took is
//! `/assets/{file}`, `/media/{file}`, `/api/(unmatched)` or `(web app)` (the app's pages, which
//! browser navigations get before routing).

use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::Response;
use shop_common::metrics::{HTTP_DURATION, HTTP_REQUESTS};

/// The template of the route that answered, on its response.
#[derive(Clone)]
struct RouteTemplate(Arc<str>);

/// Route layer: leaves the matched route's template on the response.
pub(crate) async fn remember_route(
    matched: Option<MatchedPath>,
    request: Request,
    next: Next,
) -> Response {
    let mut response = next.run(request).await;
    if let Some(matched) = matched {
        response
            .extensions_mut()
            .insert(RouteTemplate(Arc::from(matched.as_str())));
    }
    response
}

/// Outermost layer: counts and times every request by method, route and status. The time is
/// to the response's head (a streamed body, the CSV export, goes on after it).
pub(crate) async fn record(request: Request, next: Next) -> Response {
    let method = method_label(request.method());
    let unmatched = unmatched_route(request.uri().path());
    let started = Instant::now();
    let response = next.run(request).await;
    let elapsed = started.elapsed().as_secs_f64();
    let route = route_label(&response, unmatched);
    let labels = [
        ("method", method.to_owned()),
        ("route", route),
        ("status", response.status().as_str().to_owned()),
    ];
    ::metrics::counter!(HTTP_REQUESTS, &labels).increment(1);
    ::metrics::histogram!(HTTP_DURATION, &labels).record(elapsed);
    response
}

/// The route of `response` as logs and metrics name it: the template that answered, or
/// `unmatched` (from [`unmatched_route`]) when no route did.
pub(crate) fn route_label(response: &Response, unmatched: &'static str) -> String {
    match response.extensions().get::<RouteTemplate>() {
        Some(RouteTemplate(template)) => template.to_string(),
        None => unmatched.to_owned(),
    }
}

/// The method as a label: the standard ones, else `OTHER` (any token is a valid method).
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "OTHER",
    }
}

/// The route label of a request no route took.
pub(crate) fn unmatched_route(path: &str) -> &'static str {
    if path.starts_with("/assets/") {
        "/assets/{file}"
    } else if path.starts_with("/media/") {
        "/media/{file}"
    } else if path == "/api" || path.starts_with("/api/") {
        "/api/(unmatched)"
    } else {
        "(web app)"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_no_route_took_fall_in_four_routes() {
        assert_eq!(unmatched_route("/assets/index-3f2a.js"), "/assets/{file}");
        assert_eq!(unmatched_route("/media/i/abc"), "/media/{file}");
        assert_eq!(unmatched_route("/api/nothing/here"), "/api/(unmatched)");
        assert_eq!(unmatched_route("/api"), "/api/(unmatched)");
        assert_eq!(unmatched_route("/apiary"), "(web app)");
        assert_eq!(unmatched_route("/products/42"), "(web app)");
        assert_eq!(unmatched_route("/"), "(web app)");
    }

    #[test]
    fn methods_outside_the_standard_ones_share_one_label() {
        assert_eq!(method_label(&Method::GET), "GET");
        assert_eq!(method_label(&Method::DELETE), "DELETE");
        assert_eq!(
            method_label(&Method::from_bytes(b"PURGE").unwrap()),
            "OTHER"
        );
        assert_eq!(method_label(&Method::TRACE), "OTHER");
    }
}
