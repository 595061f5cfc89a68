//! Rules every request and response passes, in one place: control characters refused in the
//! path and the query (JSON bodies are checked by [`crate::extract::AppJson`]), and the security
//! and caching headers: a Content-Security-Policy, HSTS when the shopper came over HTTPS, and
//! `Cache-Control: no-store` on personal answers.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use shop_common::validate::has_forbidden_control;

use crate::extract::control_character_error;

/// The policy of the web app and the server's own pages: scripts and connections only to the
/// shop itself; styles also inline (React sets `style` attributes); pictures from the shop, data
/// URLs and any HTTPS host (product pictures may live on a CDN); no framing, no plugins.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// HSTS as sent when the request came over HTTPS: a year, subdomains included.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Paths whose answers are about one person (their account, orders, cart, wishlist, payments,
/// the admin's user lists): never stored by a browser or a shared cache.
const PERSONAL_PREFIXES: &[&str] = &[
    "/auth/",
    "/users",
    "/api/users",
    "/api/orders",
    "/api/cart",
    "/api/wishlist",
    "/api/payments",
    "/api/mpesa",
    "/api/coupons",
    "/dev/",
];

/// Middleware: a path or query whose decoded text holds a control character is a 400 naming
/// the part, before any route (or file) sees it.
pub async fn refuse_control_characters(request: Request, next: Next) -> Response {
    let uri = request.uri();
    let decoded_path = percent_decode(uri.path());
    if has_forbidden_control(&decoded_path) {
        return control_character_error("The path").into_response();
    }
    if let Some(query) = uri.query() {
        // `+` is a space in a query; only `%xx` can smuggle a control character in.
        if let Ok(pairs) = serde_urlencoded::from_str::<Vec<(String, String)>>(query) {
            for (key, value) in pairs {
                if has_forbidden_control(&key) {
                    return control_character_error("A query parameter's name").into_response();
                }
                if has_forbidden_control(&value) {
                    return control_character_error(&format!("The query parameter {key}"))
                        .into_response();
                }
            }
        } else if has_forbidden_control(&percent_decode(query)) {
            return control_character_error("The query string").into_response();
        }
    }
    next.run(request).await
}

/// `%xx` sequences decoded (lossily: invalid UTF-8 becomes U+FFFD, which is no control).
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
        {
            out.push(h * 16 + l);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(byte: u8) -> Option<u8> {
    (byte as char).to_digit(16).map(|d| d as u8)
}

/// Whether the request reached us over HTTPS: the proxy in front says so
/// (`X-Forwarded-Proto: https`, trusted only with `TRUST_PROXY_HEADERS`), or the URI does.
fn came_over_https(request: &Request, trust_proxy: bool) -> bool {
    request.uri().scheme_str() == Some("https")
        || (trust_proxy
            && request
                .headers()
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https")))
}

/// Whether the answer to `request` is about one person.
fn is_personal(request: &Request) -> bool {
    let path = request.uri().path();
    request.headers().contains_key(header::AUTHORIZATION)
        || PERSONAL_PREFIXES
            .iter()
            .any(|prefix| path.starts_with(prefix))
}

/// Middleware: the security and caching headers (see the module's documentation). `State` is
/// whether proxy headers are trusted (`TRUST_PROXY_HEADERS`).
pub async fn security_headers(
    State(trust_proxy): State<bool>,
    request: Request,
    next: Next,
) -> Response {
    let https = came_over_https(&request, trust_proxy);
    let personal = is_personal(&request);
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let is_html = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if is_html {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        );
    }
    if https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(STRICT_TRANSPORT_SECURITY),
        );
    }
    if personal && !is_html {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_escapes_are_decoded_for_the_check() {
        assert_eq!(percent_decode("/a%00b"), "/a\0b");
        assert_eq!(percent_decode("/a%2"), "/a%2");
        assert_eq!(percent_decode("/%e2%80%94"), "/\u{2014}");
        assert!(!has_forbidden_control(&percent_decode("/%ff%fe")));
    }
}
