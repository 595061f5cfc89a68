//! Serving the built web app next to the API. The app and the API share paths (`/products` is a
//! page and an endpoint), so a browser navigation — a GET whose Accept header asks for HTML —
//! gets the app (`index.html` for client routes), and everything else gets the API. The server's
//! own pages (`/dev/mailbox`, the API reference and its document) and files (`/assets/`,
//! `/media/`) are never taken for app routes.
//! Unknown API paths answer a JSON 404.

use std::path::PathBuf;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use crate::error::{ApiError, ErrorCode};

#[derive(Clone)]
pub(crate) struct WebFiles {
    pub dist: PathBuf,
}

/// Middleware: browser navigations get the web app.
pub(crate) async fn serve_app_for_navigation(
    State(web): State<WebFiles>,
    request: Request,
    next: Next,
) -> Response {
    if is_navigation(&request) {
        let app = ServeDir::new(&web.dist)
            .append_index_html_on_directories(true)
            .fallback(ServeFile::new(web.dist.join("index.html")));
        let Ok(response) = app.oneshot(request).await;
        let mut response = if response.status().is_server_error() {
            // A path the file system cannot even look up (a name over 255 bytes): it is no
            // file, so it is an app route like any other.
            index_html(&web).await
        } else {
            response.map(Body::new)
        };
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        return response;
    }
    next.run(request).await
}

async fn index_html(web: &WebFiles) -> Response {
    let request = Request::new(Body::empty());
    let Ok(response) = ServeFile::new(web.dist.join("index.html"))
        .oneshot(request)
        .await;
    response.map(Body::new)
}

/// Files under `dir` (the built app's `/assets/`, the pictures at `/media/`), answered with
/// `cache_control` when found. Anything else is a JSON 404 that no cache keeps, including a
/// path the file system refuses to look up (a segment over 255 bytes), which `ServeDir` would
/// answer 500.
pub(crate) fn static_files(
    dir: PathBuf,
    cache_control: &'static str,
) -> axum::routing::MethodRouter {
    axum::routing::get(move |request: Request| serve_static(dir.clone(), cache_control, request))
}

async fn serve_static(dir: PathBuf, cache_control: &'static str, request: Request) -> Response {
    let Ok(response) = ServeDir::new(dir).oneshot(request).await;
    let status = response.status();
    if status.is_success() || status == axum::http::StatusCode::NOT_MODIFIED {
        let mut response = response.map(Body::new);
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(cache_control),
        );
        return response;
    }
    if status.is_server_error() {
        tracing::debug!(%status, "static file lookup failed: answered 404");
    }
    if status.is_client_error() && status != axum::http::StatusCode::NOT_FOUND {
        // A range that cannot be satisfied, say: the file server's own answer stands.
        return response.map(Body::new);
    }
    ApiError::from(ErrorCode::NotFound).into_response()
}

fn is_navigation(request: &Request) -> bool {
    let path = request.uri().path();
    (request.method() == Method::GET || request.method() == Method::HEAD)
        && !path.starts_with("/assets/")
        && !path.starts_with("/media/")
        && !path.starts_with("/dev/")
        && !crate::api::docs::PAGES.contains(&path)
        && request
            .headers()
            .get(header::ACCEPT)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|accept| accept.contains("text/html"))
}

/// Fallback for every path no route claims: a file at the top of the web app (favicon,
/// robots.txt; `/assets/` has its own route), else a JSON 404.
pub(crate) async fn fallback(State(web): State<WebFiles>, request: Request) -> Response {
    if (request.method() == Method::GET || request.method() == Method::HEAD)
        && let Some(file) = top_level_file(&web, request.uri().path())
    {
        let Ok(response) = ServeFile::new(file).oneshot(request).await;
        return response.map(Body::new);
    }
    ApiError::from(ErrorCode::NotFound).into_response()
}

/// `/name.ext` when the web app has such a file at its top level. Only a single plain segment
/// is accepted, so no path can leave the directory.
fn top_level_file(web: &WebFiles, path: &str) -> Option<PathBuf> {
    let name = path.strip_prefix('/')?;
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    let file = web.dist.join(name);
    (plain && file.is_file()).then_some(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(method: Method, path: &str, accept: &str) -> Request {
        Request::builder()
            .method(method)
            .uri(path)
            .header(header::ACCEPT, accept)
            .body(Body::empty())
            .unwrap()
    }

    #[test]
    fn only_plain_top_level_names_are_served() {
        let dir = std::env::temp_dir().join(format!("web-files-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("robots.txt"), "x").unwrap();
        std::fs::write(dir.join("sub/a.txt"), "x").unwrap();
        let web = WebFiles { dist: dir.clone() };
        assert_eq!(
            top_level_file(&web, "/robots.txt"),
            Some(dir.join("robots.txt"))
        );
        for path in [
            "/",
            "/sub/a.txt",
            "/../etc/passwd",
            "/..",
            "/missing.txt",
            "/sub",
        ] {
            assert_eq!(top_level_file(&web, path), None, "{path}");
        }
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn browser_navigations_are_recognised() {
        let html = "text/html,application/xhtml+xml,*/*;q=0.8";
        assert!(is_navigation(&request(Method::GET, "/products", html)));
        assert!(!is_navigation(&request(
            Method::GET,
            "/products",
            "application/json"
        )));
        assert!(!is_navigation(&request(Method::GET, "/products", "*/*")));
        assert!(!is_navigation(&request(Method::POST, "/products", html)));
        assert!(!is_navigation(&request(
            Method::GET,
            "/media/demo/a.svg",
            html
        )));
    }
}
