//! Every route, every method, with hostile input: control characters in the path, the query
//! and JSON bodies, huge numbers, wrong types, malformed JSON, very long paths. Nothing may
//! answer 500.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;

use crate::common::Api;
use crate::contract::operations;

/// Every route to fuzz, as `(path, methods)`: the OpenAPI document's operations (contract.rs
/// checks that no served route is missing from it).
fn routes_to_fuzz() -> Vec<(String, Vec<String>)> {
    let document = serde_json::to_value(shop_gateway::api::openapi()).unwrap();
    let mut routes: Vec<(String, Vec<String>)> = Vec::new();
    for (method, path) in operations(&document) {
        match routes.iter_mut().find(|(p, _)| *p == path) {
            Some((_, methods)) => methods.push(method),
            None => routes.push((path, vec![method])),
        }
    }
    routes
}

const HOSTILE_TEXT: &[&str] = &[
    "\u{0}",
    "Wanjiku\u{0}Kamau",
    "\u{1b}[31mred",
    "\u{7f}\u{8}\u{1}",
    "a\u{85}b",
];

/// Path segments put in place of every `{parameter}`.
fn hostile_segments() -> Vec<String> {
    vec![
        "%00".into(),
        "a%00b".into(),
        "%1B%5B31m".into(),
        "%7F".into(),
        "%0A%0D".into(),
        "99999999999999999999999999999999".into(),
        "-1".into(),
        "1e999".into(),
        "%FF%FE".into(),
        "%E2%80%94".into(),
        "x".repeat(300),
        "y".repeat(5000),
    ]
}

const HOSTILE_QUERIES: &[&str] = &[
    "page=%00",
    "q=%00&category=%00",
    "search=%00&role=%00",
    "limit=99999999999999999999999&page=-99999999999999999999",
    "minPrice=abc&maxPrice=1e999&sort=%1B",
    "%00=x",
    "q=a%01b&limit=%0A",
    "page=1&page=2&limit=&sort=",
];

/// Names of every field the API reads anywhere; each hostile body sets them all.
const FIELDS: &[&str] = &[
    "name",
    "email",
    "phone",
    "password",
    "currentPassword",
    "newPassword",
    "token",
    "rememberMe",
    "remember",
    "subject",
    "message",
    "items",
    "productId",
    "quantity",
    "couponCode",
    "code",
    "subtotal",
    "orderId",
    "orderNumber",
    "phoneNumber",
    "amount",
    "status",
    "role",
    "method",
    "cardNumber",
    "expiryDate",
    "cvv",
    "cardName",
    "paypalEmail",
    "shippingAddress",
    "address",
    "city",
    "county",
    "notes",
    "deliveryNotes",
    "paymentMethod",
    "firstName",
    "lastName",
    "productIds",
    "cart",
    "wishlist",
    "Body",
    "stkCallback",
    "CheckoutRequestID",
    "ResultCode",
    "expectedTotal",
    "total",
];

fn hostile_bodies() -> Vec<String> {
    let mut bodies: Vec<String> = vec![
        "".into(),
        "{".into(),
        "null".into(),
        "[]".into(),
        "\"\\u0000\"".into(),
        "{\"a\":1e999}".into(),
        "{\"email\":\"a\0b\"}".into(),
        "\u{0}\u{1}\u{2}".into(),
    ];
    let all = |value: Value| {
        Value::Object(
            FIELDS
                .iter()
                .map(|f| ((*f).to_owned(), value.clone()))
                .collect(),
        )
        .to_string()
    };
    for text in HOSTILE_TEXT {
        bodies.push(all(Value::String((*text).to_owned())));
    }
    bodies.push(all(serde_json::json!(1e300)));
    bodies.push(all(serde_json::json!(-9_223_372_036_854_775_808i64)));
    bodies.push(all(serde_json::json!(18_446_744_073_709_551_615u64)));
    bodies.push(all(
        serde_json::json!([{"productId": "\u{0}", "quantity": 1e30}]),
    ));
    bodies.push(all(
        serde_json::json!({"\u{0}": "\u{0}", "Body": {"stkCallback": {
        "CheckoutRequestID": "ws_CO_\u{0}", "ResultCode": 0, "ResultDesc": "\u{0}"}}}),
    ));
    bodies.push(all(serde_json::json!(true)));
    bodies.push(all(Value::String("x".repeat(5000))));
    // An M-Pesa callback that is valid JSON with a NUL in its text: Daraja's side of things.
    bodies.push(
        serde_json::json!({"Body": {"stkCallback": {"MerchantRequestID": "m\u{0}",
            "CheckoutRequestID": "ws_CO_\u{0}1", "ResultCode": 0,
            "ResultDesc": "The service request is processed successfully.\u{0}"}}})
        .to_string(),
    );
    bodies
}

fn request(method: &str, uri: &str, token: Option<&str>, body: Option<&str>) -> Request<Body> {
    let mut request = Request::builder()
        .method(method)
        .uri(uri)
        .header(header::ACCEPT, "application/json")
        .header("x-real-ip", "41.90.64.77");
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    match body {
        Some(body) => request
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_owned())),
        None => request.body(Body::empty()),
    }
    .unwrap()
}

#[tokio::test]
async fn no_route_answers_500_to_hostile_input() {
    let routes = routes_to_fuzz();
    let api = Api::with_payments().await;
    let secret = api.payments.as_ref().unwrap().callback_secret.clone();
    let admin = api
        .auth
        .make_admin("fuzz-admin@example.com", "Admin-pass-123")
        .await;
    let customer = api
        .auth
        .make_user("fuzz-customer@example.com", "Customer-pass-123", "user")
        .await;
    let tokens = [
        None,
        Some(customer.token.as_str()),
        Some(admin.token.as_str()),
    ];

    let mut sent = 0usize;
    let mut by_status = std::collections::BTreeMap::<u16, usize>::new();
    let mut failures = Vec::new();
    let mut check = |what: String, status: StatusCode| {
        sent += 1;
        *by_status.entry(status.as_u16()).or_default() += 1;
        if status == StatusCode::INTERNAL_SERVER_ERROR {
            failures.push(format!("{status} <- {what}"));
        }
    };
    let started = std::time::Instant::now();
    for (path, methods) in &routes {
        // The route with plain, harmless parameters, then with each hostile segment.
        let plain = path.replace("{secret}", &secret).replace(['{', '}'], "");
        let mut uris: Vec<String> = vec![plain.clone()];
        if path.contains('{') {
            for segment in hostile_segments() {
                let mut uri = String::new();
                for part in path.split('/').skip(1) {
                    uri.push('/');
                    uri.push_str(if part.starts_with('{') {
                        &segment
                    } else {
                        part
                    });
                }
                uris.push(uri);
            }
        }
        for query in HOSTILE_QUERIES {
            uris.push(format!("{plain}?{query}"));
        }
        for method in methods {
            let method = method.as_str();
            let with_body = method != "GET";
            for token in tokens {
                for uri in &uris {
                    let body = with_body.then_some("{}");
                    let (status, _, _) = api.call(request(method, uri, token, body)).await;
                    check(format!("{method} {uri:.80}"), status);
                }
                if with_body {
                    for body in hostile_bodies() {
                        let (status, _, _) =
                            api.call(request(method, &plain, token, Some(&body))).await;
                        check(format!("{method} {plain} {body:.80}"), status);
                    }
                }
            }
        }
    }
    // The file trees and the app's own routes, with very long and hostile paths.
    for prefix in ["/media/", "/assets/", "/", "/products/", "/account/orders/"] {
        for name in [
            "x".repeat(300),
            "y".repeat(5000),
            format!("{}/{}", "a".repeat(255), "b".repeat(300)),
            "%00".into(),
            "..%2F..%2Fetc%2Fpasswd".into(),
        ] {
            for accept in ["application/json", "text/html"] {
                let uri = format!("{prefix}{name}");
                let response = api
                    .call(
                        Request::get(&uri)
                            .header(header::ACCEPT, accept)
                            .body(Body::empty())
                            .unwrap(),
                    )
                    .await;
                check(format!("GET {uri:.80} ({accept})"), response.0);
                if prefix == "/media/" || prefix == "/assets/" {
                    assert_ne!(response.0, StatusCode::OK, "{uri:.80}");
                    let cache = response.1.get(header::CACHE_CONTROL);
                    assert!(
                        cache.is_none_or(|v| !v.to_str().unwrap().contains("public")),
                        "a failed file lookup is never cached: {uri:.80} {cache:?}"
                    );
                }
            }
        }
    }
    eprintln!(
        "route fuzz: {sent} requests over {} routes in {:.1} s; answers by status: {by_status:?}",
        routes.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} of {sent} requests answered a server error:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[tokio::test]
async fn control_characters_are_refused_with_a_message_naming_the_field() {
    let api = Api::start().await;
    let (status, body) = api
        .post(
            "/auth/register",
            &serde_json::json!({"name": "Wanjiku\u{0}", "email": "w@example.co.ke",
                "password": "Secret-pass-1"})
            .to_string(),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .starts_with("name must not contain control"),
        "{body}"
    );
    let (status, body) = api.get("/products?category=sofas%00").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        body["message"].as_str().unwrap().contains("category"),
        "{body}"
    );
    // Line breaks and tabs are text, not control: a contact message may span lines.
    let (status, body) = api
        .post(
            "/api/contact",
            &serde_json::json!({"name": "Wanjiku", "email": "w@example.co.ke",
                "subject": "Delivery", "message": "Hello,\n\tcan you deliver to Thika?"})
            .to_string(),
        )
        .await;
    assert!(status.is_success(), "{status} {body}");
}
