//! One INFO line per request (method, route template, status, duration, request id) inside the
//! request's span, so it carries the trace id too. The route is the template the router matched
//! (`/api/products/{id}`), never the path: no ids, tokens or e-mail addresses in the log.

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;

/// The route template that served a request, left on the response by [`tag_route`].
#[derive(Debug, Clone)]
pub(crate) struct Route(pub(crate) String);

/// Tags the response with the route the router matched (a `route_layer`: it runs after routing).
pub(crate) async fn tag_route(request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned());
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(Route(route));
    }
    response
}

/// Writes the access line of each request.
pub(crate) async fn log(request: Request, next: Next) -> Response {
    let started = std::time::Instant::now();
    let method = request.method().clone();
    let path_class = unmatched_route(request.uri().path());
    let request_id = request
        .headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    let response = next.run(request).await;
    let route = response
        .extensions()
        .get::<Route>()
        .map_or(path_class, |route| route.0.as_str());
    tracing::info!(
        target: "access",
        method = %method,
        route,
        status = response.status().as_u16(),
        duration_ms = started.elapsed().as_secs_f64() * 1000.0,
        request_id,
        "request"
    );
    response
}

/// What stands for the route of a request no API route matched: the static trees, or the web
/// app's pages (one label, whatever the path).
pub(crate) fn unmatched_route(path: &str) -> &'static str {
    if path.starts_with("/assets/") {
        "/assets/{file}"
    } else if path.starts_with("/media/") {
        "/media/{file}"
    } else if path.starts_with("/api/") {
        "/api/(unmatched)"
    } else {
        "(web app)"
    }
}

#[cfg(test)]
mod tests {
    use super::unmatched_route;

    #[test]
    fn unmatched_paths_are_labelled_without_their_ids() {
        assert_eq!(unmatched_route("/assets/index-abc.js"), "/assets/{file}");
        assert_eq!(unmatched_route("/media/products/9.webp"), "/media/{file}");
        assert_eq!(unmatched_route("/api/nothing/here"), "/api/(unmatched)");
        assert_eq!(unmatched_route("/account/orders/SF-1"), "(web app)");
    }
}
