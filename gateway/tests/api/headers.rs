use axum::body::Body;
use axum::http::{Request, StatusCode, header};

use crate::common::Api;

#[tokio::test]
async fn html_has_a_content_security_policy_personal_json_is_never_stored() {
    let api = Api::start().await;
    let (_, headers, _) = api
        .call(
            Request::get("/products")
                .header(header::ACCEPT, "text/html")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
    assert!(csp.contains("script-src 'self'") && csp.contains("connect-src 'self'"));
    assert!(
        headers.get(header::STRICT_TRANSPORT_SECURITY).is_none(),
        "plain HTTP"
    );

    let session = api
        .auth
        .make_user("nostore@example.com", "Secret-pass-1", "user")
        .await;
    let (status, headers, _) = api
        .call(
            Request::get("/auth/me")
                .header(header::AUTHORIZATION, format!("Bearer {}", session.token))
                .header("x-forwarded-proto", "https")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CACHE_CONTROL], "no-store");
    assert_eq!(
        headers[header::STRICT_TRANSPORT_SECURITY],
        "max-age=31536000; includeSubDomains",
        "HSTS when the proxy in front (trusted in tests) says the shopper came over HTTPS"
    );
    let (_, headers, _) = api
        .call(Request::get("/categories").body(Body::empty()).unwrap())
        .await;
    assert_ne!(
        headers
            .get(header::CACHE_CONTROL)
            .map(|v| v.to_str().unwrap()),
        Some("no-store"),
        "public JSON stays cacheable"
    );
}

#[tokio::test]
async fn the_api_reference_is_the_servers_own_page_under_the_sites_policy() {
    let api = Api::start().await;
    // A browser navigation (Accept: text/html) gets the reference page, not the web app.
    let (status, headers, body) = api
        .call(
            Request::get("/api/docs")
                .header(header::ACCEPT, "text/html,application/xhtml+xml")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let page = String::from_utf8(body).unwrap();
    assert!(page.contains("<title>Shop API reference</title>"), "{page}");
    assert!(
        page.contains(&format!(
            "<script src=\"{}\"></script>",
            shop_gateway::api::docs::SCALAR_BUNDLE
        )),
        "{page}"
    );
    assert!(page.contains("data-url=\"/openapi.json\""), "{page}");
    // The page runs no inline script: the site's policy, unchanged, lets it work.
    assert_eq!(
        headers[header::CONTENT_SECURITY_POLICY],
        shop_gateway::protect::CONTENT_SECURITY_POLICY
    );
    assert!(!page.contains("<script>"), "no inline script: {page}");

    // The document itself is JSON to a browser too.
    let (status, headers, _) = api
        .call(
            Request::get("/openapi.json")
                .header(header::ACCEPT, "text/html")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("application/json")
    );
}
