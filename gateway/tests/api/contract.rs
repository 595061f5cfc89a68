//! The published contract: `docs/openapi.json` is the document the gateway serves at
//! `/openapi.json`, and every route the gateway serves is in it.
//!
//! Regenerate the checked-in document after changing a route:
//! `UPDATE_OPENAPI=1 cargo test -p shop-gateway --test api -- contract::`

use std::collections::BTreeSet;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;

use crate::common::Api;

/// The HTTP methods an OpenAPI path item can hold, as the document spells them.
const METHODS: &[&str] = &[
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// Routes the gateway serves that are deliberately not API operations: the document itself
/// and its reference page.
const NOT_OPERATIONS: &[&str] = &["/openapi.json", "/api/docs"];

/// Every `(METHOD, path)` operation of `document`, path as the document (and axum) writes it.
pub(crate) fn operations(document: &Value) -> BTreeSet<(String, String)> {
    let mut operations = BTreeSet::new();
    for (path, item) in document["paths"].as_object().expect("paths") {
        for method in METHODS {
            if item.get(*method).is_some() {
                operations.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    operations
}

/// The checked-in document, as pretty JSON with a final newline.
fn checked_in_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/openapi.json")
}

async fn served_document(api: &Api) -> Value {
    let (status, headers, body) = api
        .call(
            Request::get("/openapi.json")
                .header(header::ACCEPT, "application/json")
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
    serde_json::from_slice(&body).unwrap()
}

#[tokio::test]
async fn the_checked_in_document_is_the_one_the_gateway_serves() {
    let api = Api::start().await;
    let served = served_document(&api).await;
    assert_eq!(served["openapi"], "3.1.0", "an OpenAPI 3.1 document");
    let text = serde_json::to_string_pretty(&served).unwrap() + "\n";
    let path = checked_in_path();
    if std::env::var_os("UPDATE_OPENAPI").is_some_and(|v| v != "0") {
        std::fs::write(&path, &text).unwrap();
        eprintln!("wrote {}", path.display());
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    if checked_in != text {
        let old: Value = serde_json::from_str(&checked_in).unwrap_or(Value::Null);
        let before = if old.is_null() {
            BTreeSet::new()
        } else {
            operations(&old)
        };
        let after = operations(&served);
        panic!(
            "docs/openapi.json is not the document the gateway serves at /openapi.json \
             (operations only served: {:?}; only checked in: {:?}). Regenerate it with \
             `UPDATE_OPENAPI=1 cargo test -p shop-gateway --test api -- contract::`, then \
             `cd web && npm run gen:api` for the web app's types, and commit both.",
            after.difference(&before).collect::<Vec<_>>(),
            before.difference(&after).collect::<Vec<_>>(),
        );
    }
}

/// A path with harmless values in its `{parameters}`.
fn plain(path: &str) -> String {
    path.split('/')
        .map(|part| if part.starts_with('{') { "x1" } else { part })
        .collect::<Vec<_>>()
        .join("/")
}

/// Whether the router has a route at `path`: a method no route takes (`TRACE`) answers 405
/// on a served path and the `not_found` fallback elsewhere.
pub(crate) async fn is_routed(api: &Api, path: &str) -> bool {
    let (status, _, _) = api
        .call(
            Request::builder()
                .method("TRACE")
                .uri(plain(path))
                .header(header::ACCEPT, "application/json")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    status == StatusCode::METHOD_NOT_ALLOWED
}

/// Every `.route("...")` path of a plain axum router in gateway/src. Routes of an area's
/// `OpenApiRouter` (`routes!(handler)`) are in the document by construction; a plain
/// `.route` escapes it, so each must be documented by hand (`/dev/mailbox`, served only in the
/// embedded setup) or be one of [`NOT_OPERATIONS`].
fn plain_routes_in_the_source() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, paths: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, paths);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let source = std::fs::read_to_string(&path).unwrap();
                for (i, _) in source.match_indices(".route(") {
                    if let Some(literal) = source[i..].split('"').nth(1) {
                        paths.insert(literal.to_owned());
                    }
                }
            }
        }
    }
    let mut paths = BTreeSet::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut paths,
    );
    paths
}

#[tokio::test]
async fn every_route_the_gateway_serves_is_in_the_document() {
    let api = Api::start().await;
    let document = served_document(&api).await;
    let documented = operations(&document);
    let documented_paths: BTreeSet<&str> = documented.iter().map(|(_, p)| p.as_str()).collect();

    // The document names no route the router lacks.
    for (method, path) in &documented {
        assert!(
            is_routed(&api, path).await,
            "{method} {path} is in the document but the gateway does not serve it"
        );
    }

    // A route served by a plain axum router is one documented by hand, or the document and
    // its page.
    let mut escaped = Vec::new();
    for path in plain_routes_in_the_source() {
        if !documented_paths.contains(path.as_str()) && !NOT_OPERATIONS.contains(&path.as_str()) {
            escaped.push(path);
        }
    }
    assert!(
        escaped.is_empty(),
        "routes served by a plain axum router, outside the OpenAPI document: {escaped:?}. \
         Serve them from an area's OpenApiRouter with #[utoipa::path]"
    );
    for path in NOT_OPERATIONS {
        assert!(is_routed(&api, path).await, "{path} is served");
    }
}

#[tokio::test]
async fn the_document_describes_errors_security_and_the_stable_codes() {
    let api = Api::start().await;
    let document = served_document(&api).await;
    assert_eq!(document["info"]["title"], "Shop API");
    assert_eq!(
        document["components"]["securitySchemes"]["bearer"]["scheme"],
        "bearer"
    );
    let codes: Vec<&str> = document["components"]["schemas"]["ErrorCode"]["enum"]
        .as_array()
        .expect("the ErrorCode schema lists the codes")
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    for code in shop_common::errors::ErrorCode::ALL {
        assert!(
            codes.contains(&code.as_str()),
            "{} is published",
            code.as_str()
        );
    }
    // Every operation answers its errors in the error shape, and every guarded one says so.
    for (method, path) in operations(&document) {
        let operation = &document["paths"][&path][method.to_lowercase()];
        let responses = operation["responses"].as_object().unwrap();
        assert!(
            responses.keys().any(|s| s.starts_with('2')),
            "{method} {path} declares its success"
        );
        for (status, response) in responses {
            // Health answers its report with either status: monitors read both.
            let health_report = matches!(path.as_str(), "/health" | "/readyz") && status == "503";
            if (status.starts_with('4') || status.starts_with('5')) && !health_report {
                let schema = &response["content"]["application/json"]["schema"]["$ref"];
                assert_eq!(
                    schema, "#/components/schemas/ErrorBody",
                    "{method} {path} {status} answers the error body"
                );
            }
        }
        if operation.get("security").is_some() {
            assert!(
                responses.contains_key("401"),
                "{method} {path} is guarded, so it declares 401"
            );
        }
    }
}
