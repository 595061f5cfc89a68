//! The REST API end to end: the real gateway router over a real catalog service (fresh
//! PostgreSQL database, private Redis), called as a browser or client would.

use crate::common::{self, Api};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use shop_catalog::testing::product;
use tower::ServiceExt;

fn names(body: &Value) -> Vec<&str> {
    body["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect()
}

async fn shop_with_products() -> Api {
    let api = Api::start().await;
    let mut sofa = product("Kilimani Velvet Sofa", "living-room-sofas", 45_000, 10);
    sofa.original_price_cents = Some(60_000 * 100);
    sofa.tags = vec!["velvet".into()];
    let mut sectional = product(
        "Lavington Sectional",
        "living-room-sectional-sofas",
        120_000,
        20,
    );
    sectional.featured = true;
    sectional.badge = "BESTSELLER".into();
    api.catalog
        .insert(vec![
            sofa,
            sectional,
            product("Karen Oak Bed", "bedroom-beds", 80_000, 30),
            product("Junior Bunk Bed", "kids-room-double-deckers", 35_000, 40),
        ])
        .await;
    api
}

#[tokio::test]
async fn lists_products_with_every_parameter() {
    let api = shop_with_products().await;

    let (status, body) = api.get("/products").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body["pagination"],
        serde_json::json!({"page": 1, "limit": 20, "total": 4, "totalPages": 1})
    );
    assert_eq!(names(&body)[0], "Kilimani Velvet Sofa");

    let cases: &[(&str, &[&str])] = &[
        (
            "/products?category=living-room",
            &["Kilimani Velvet Sofa", "Lavington Sectional"],
        ),
        (
            "/products?category=living-room-sectional-sofas",
            &["Lavington Sectional"],
        ),
        (
            "/products?minPrice=40000&maxPrice=80000",
            &["Kilimani Velvet Sofa", "Karen Oak Bed"],
        ),
        ("/products?minPrice=100000", &["Lavington Sectional"]),
        ("/products?featured=true", &["Lavington Sectional"]),
        ("/products?onSale=true", &["Kilimani Velvet Sofa"]),
        ("/products?tags=velvet,linen", &["Kilimani Velvet Sofa"]),
        (
            "/products?search=bed",
            &["Karen Oak Bed", "Junior Bunk Bed"],
        ),
        ("/products?search=karen%20BED", &["Karen Oak Bed"]),
        (
            "/products?sort=price_asc",
            &[
                "Junior Bunk Bed",
                "Kilimani Velvet Sofa",
                "Karen Oak Bed",
                "Lavington Sectional",
            ],
        ),
        (
            "/products?sort=price_desc&limit=1",
            &["Lavington Sectional"],
        ),
        (
            "/products?sort=name_asc&limit=2&page=2",
            &["Kilimani Velvet Sofa", "Lavington Sectional"],
        ),
        ("/products?sort=name_desc&limit=1", &["Lavington Sectional"]),
        (
            "/products?sort=newest&page=1&limit=100",
            &[
                "Kilimani Velvet Sofa",
                "Lavington Sectional",
                "Karen Oak Bed",
                "Junior Bunk Bed",
            ],
        ),
    ];
    for (uri, expected) in cases {
        let (status, body) = api.get(uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {body}");
        assert_eq!(names(&body), *expected, "{uri}");
    }

    let (_, paged) = api.get("/products?limit=3&page=2").await;
    assert_eq!(
        paged["pagination"],
        serde_json::json!({"page": 2, "limit": 3, "total": 4, "totalPages": 2})
    );
}

#[tokio::test]
async fn product_objects_have_the_documented_shape() {
    let api = shop_with_products().await;
    let (_, body) = api.get("/products?onSale=true").await;
    let p = &body["products"][0];
    assert_eq!(p["price"], 45000);
    assert_eq!(p["original_price"], 60000);
    assert_eq!(p["originalPrice"], 60000);
    assert_eq!(p["onSale"], true);
    assert_eq!(p["category"], "Living Room - Sofas");
    assert_eq!(p["categorySlug"], "living-room");
    assert_eq!(p["subcategorySlug"], "living-room-sofas");
    for field in [
        "id",
        "name",
        "description",
        "images",
        "material",
        "color",
        "dimensions",
        "weight",
        "brand",
        "assemblyRequired",
        "stock",
        "rating",
        "reviews",
        "featured",
        "badge",
        "freeDelivery",
        "tags",
        "createdAt",
    ] {
        assert!(p.get(field).is_some(), "missing {field}");
    }
}

#[tokio::test]
async fn every_bad_listing_input_is_a_400_with_a_clear_message() {
    let api = shop_with_products().await;
    let cases = [
        ("/products?page=0", "page"),
        ("/products?page=-2", "page"),
        ("/products?page=abc", "page"),
        ("/products?limit=101", "limit"),
        ("/products?limit=0", "limit"),
        ("/products?limit=1e3", "limit"),
        ("/products?sort=cheapest", "sort"),
        ("/products?minPrice=ten", "minPrice"),
        ("/products?maxPrice=12abc", "maxPrice"),
        ("/products?minPrice=-1", "minPrice"),
        ("/products?minPrice=900&maxPrice=100", "minPrice"),
        ("/products?featured=maybe", "featured"),
        ("/products?onSale=2", "onSale"),
        ("/products/category/living-room?limit=500", "limit"),
        ("/products/category/living-room?maxPrice=NaN", "maxPrice"),
        ("/products/featured?limit=1000", "limit"),
        ("/products/new-arrivals?limit=x", "limit"),
    ];
    for (uri, field) in cases {
        let (status, body) = api.get(uri).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{uri}: {body}");
        assert_eq!(body["error"], "bad_request", "{uri}");
        let message = body["fields"][field]
            .as_str()
            .unwrap_or_else(|| panic!("{uri}: no message for {field}: {body}"));
        assert!(message.contains(field), "{uri}: {message}");
        assert!(!body["message"].as_str().unwrap().is_empty());
    }
    let huge = format!("/products?search={}", "a".repeat(5000));
    assert_eq!(api.get(&huge).await.0, StatusCode::BAD_REQUEST);
    let (status, body) = api.get("/products?search=%E0%A4%A").await;
    assert!(
        status == StatusCode::BAD_REQUEST || status == StatusCode::OK,
        "{body}"
    );
}

#[tokio::test]
async fn category_pages_product_pages_and_their_not_found_answers() {
    let api = shop_with_products().await;

    let (status, body) = api.get("/products/category/kids-room").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(names(&body), ["Junior Bunk Bed"]);
    assert_eq!(
        body["pagination"]["limit"], 12,
        "category pages default to 12"
    );
    let (status, body) = api
        .get("/products/category/living-room?sort=price_desc&minPrice=50000")
        .await;
    assert_eq!(
        (status, names(&body)),
        (StatusCode::OK, vec!["Lavington Sectional"])
    );
    let (status, body) = api.get("/products/category/moon-base").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("category_not_found"))
    );
    let (status, _) = api.get("/products?category=moon-base").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (_, list) = api.get("/products?search=sofa").await;
    let id = list["products"][0]["id"].as_i64().unwrap();
    let (status, detail) = api.get(&format!("/products/{id}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(detail["name"], "Kilimani Velvet Sofa");
    let related: Vec<&str> = detail["relatedProducts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(related, ["Lavington Sectional"]);

    let (status, body) = api.get("/products/999999999").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("product_not_found"))
    );
    for bad in [
        "/products/abc",
        "/products/-1",
        "/products/0",
        "/products/99999999999999999999999",
    ] {
        let (status, body) = api.get(bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
    }
}

#[tokio::test]
async fn rows_categories_and_price_range() {
    let api = shop_with_products().await;
    let (_, featured) = api.get("/products/featured?limit=8").await;
    assert_eq!(featured.as_array().unwrap().len(), 1);
    assert_eq!(featured[0]["badge"], "BESTSELLER");
    let (_, newest) = api.get("/products/new-arrivals?limit=2").await;
    let newest: Vec<&str> = newest
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(newest, ["Kilimani Velvet Sofa", "Lavington Sectional"]);

    let (status, cats) = api.get("/categories").await;
    assert_eq!(status, StatusCode::OK);
    let cats = cats.as_array().unwrap();
    assert_eq!(cats.len(), 9);
    assert_eq!(cats[0]["slug"], "living-room");
    assert_eq!(cats[0]["name"], "Living Room");
    assert_eq!(cats[0]["productCount"], 2);
    assert_eq!(
        cats[0]["subcategories"][0],
        serde_json::json!({"slug": "living-room-sofas", "name": "Sofas", "productCount": 1})
    );

    let (_, range) = api.get("/products/price-range").await;
    assert_eq!(range, serde_json::json!({"min": 35000, "max": 120000}));
    let (_, range) = api.get("/products/price-range?category=living-room").await;
    assert_eq!(range, serde_json::json!({"min": 45000, "max": 120000}));
    let (status, _) = api.get("/products/price-range?category=nowhere").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn browsers_get_the_app_and_clients_get_the_api() {
    let api = Api::start().await;
    let navigate = |uri: &str| {
        Request::get(uri)
            .header(header::ACCEPT, "text/html,application/xhtml+xml,*/*;q=0.8")
            .body(Body::empty())
            .unwrap()
    };
    for uri in [
        "/",
        "/products",
        "/product/12",
        "/category/living-room",
        "/no-such-page",
    ] {
        let (status, _, body) = api.call(navigate(uri)).await;
        assert_eq!(status, StatusCode::OK, "{uri}");
        assert!(
            String::from_utf8(body).unwrap().contains("shop app"),
            "{uri} serves index.html"
        );
    }
    let (status, headers, _) = api
        .call(Request::get("/assets/app.js").body(Body::empty()).unwrap())
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        headers[header::CACHE_CONTROL]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    let (status, headers, body) = api
        .call(Request::get("/robots.txt").body(Body::empty()).unwrap())
        .await;
    assert!(
        headers[header::CONTENT_TYPE]
            .to_str()
            .unwrap()
            .starts_with("text/plain")
    );
    assert_eq!(
        (status, body.as_slice()),
        (StatusCode::OK, b"User-agent: *".as_slice())
    );

    let (status, body) = api.get("/api/nothing-here").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    let (status, _, body) = api
        .call(
            Request::post("/products")
                .header(header::ACCEPT, "application/json")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert!(serde_json::from_slice::<Value>(&body).unwrap()["message"].is_string());
}

#[tokio::test]
async fn requests_carry_ids_and_cors_answers_the_web_origin() {
    let api = Api::start().await;
    let (_, headers, _) = api
        .call(
            Request::get("/categories")
                .header(header::ACCEPT, "application/json")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(headers.get("x-request-id").is_some_and(|v| !v.is_empty()));
    let (_, headers, _) = api
        .call(
            Request::get("/categories")
                .header("x-request-id", "abc-123")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(headers["x-request-id"], "abc-123");

    let preflight = Request::builder()
        .method("OPTIONS")
        .uri("/products")
        .header(header::ORIGIN, "http://localhost:5173")
        .header(header::ACCESS_CONTROL_REQUEST_METHOD, "GET")
        .body(Body::empty())
        .unwrap();
    let (_, headers, _) = api.call(preflight).await;
    assert_eq!(
        headers[header::ACCESS_CONTROL_ALLOW_ORIGIN],
        "http://localhost:5173"
    );
    let (_, headers, _) = api
        .call(
            Request::get("/categories")
                .header(header::ORIGIN, "http://evil.example")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(headers.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).is_none());

    let (_, headers, _) = api
        .call(
            Request::get("/categories")
                .header(header::ACCEPT_ENCODING, "gzip")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(
        headers
            .get(header::CONTENT_ENCODING)
            .map(|v| v.to_str().unwrap()),
        Some("gzip")
    );
}

#[tokio::test]
async fn health_reports_each_service() {
    let api = Api::start().await;
    let (status, body) = api.get("/health").await;
    assert_eq!(
        status,
        StatusCode::SERVICE_UNAVAILABLE,
        "orders, payments and media do not run in this test"
    );
    assert_eq!(body["status"], "degraded");
    assert_eq!(body["services"]["catalog"], "ok");
    assert_eq!(body["services"]["auth"], "ok");
    assert_eq!(body["services"]["orders"], "down");
    assert_eq!(body["services"].as_object().unwrap().len(), 5);
}

#[tokio::test]
async fn a_stopped_catalog_is_a_503_not_a_500() {
    let api = Api::start().await;
    drop(api.catalog);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let request = Request::get("/products")
        .header(header::ACCEPT, "application/json")
        .body(Body::empty())
        .unwrap();
    let response = api.app.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
}

#[tokio::test]
async fn responses_carry_security_headers() {
    let api = Api::start().await;
    let (_, headers, _) = api
        .call(Request::get("/categories").body(Body::empty()).unwrap())
        .await;
    assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY");
}

mod fuzz {
    //! Every route, every method, with hostile input: control characters in the path, the query
    //! and JSON bodies, huge numbers, wrong types, malformed JSON, very long paths. Nothing may
    //! answer 500.

    use super::*;
    use shop_gateway::routes::ROUTES;

    /// Every `.route("...")` path in gateway/src/routes, so a route added there without being
    /// listed in `ROUTES` fails this test instead of escaping the fuzz.
    fn routes_in_the_source() -> Vec<String> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/routes");
        let mut paths = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let source = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for (i, _) in source.match_indices(".route(") {
                let literal = source[i..].split('"').nth(1).unwrap();
                paths.push(literal.to_owned());
            }
        }
        paths.sort();
        paths
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
        let listed: Vec<String> = {
            let mut paths: Vec<String> = ROUTES.iter().map(|(_, p)| (*p).to_owned()).collect();
            paths.sort();
            paths
        };
        assert_eq!(listed, routes_in_the_source(), "ROUTES lists every route");

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
        for (methods, path) in ROUTES {
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
            for method in *methods {
                let with_body = *method != "GET";
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
            ROUTES.len(),
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
}

mod headers {
    use super::*;

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
}

mod health {
    //! Health that tells the truth: a service whose database is unreachable says so, calls that
    //! need it fail fast with a 503, and one service's trouble never takes the gateway out of
    //! rotation unless it cannot serve without it.

    use super::*;
    use shop_common::testing::{TcpProxy, TestDatabase, TestRedis};
    use shop_gateway::config::ServiceUrls;
    use std::time::{Duration, Instant};
    use tonic_health::pb::HealthCheckRequest;
    use tonic_health::pb::health_check_response::ServingStatus;
    use tonic_health::pb::health_client::HealthClient;

    async fn serving(client: &mut HealthClient<tonic::transport::Channel>) -> bool {
        client
            .check(HealthCheckRequest {
                service: String::new(),
            })
            .await
            .is_ok_and(|r| r.into_inner().status == ServingStatus::Serving as i32)
    }

    /// Polls until the health is `want`; how long it took.
    async fn wait_for(
        client: &mut HealthClient<tonic::transport::Channel>,
        want: bool,
        limit: Duration,
    ) -> Duration {
        let started = Instant::now();
        while serving(client).await != want {
            assert!(
                started.elapsed() < limit,
                "health did not become {} within {limit:?}",
                if want { "SERVING" } else { "NOT_SERVING" }
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        started.elapsed()
    }

    #[tokio::test]
    async fn a_service_without_its_database_is_not_serving_and_calls_get_a_quick_503() {
        let db = TestDatabase::create().await;
        let (proxy, url) = TcpProxy::for_url(&db.url).await;
        let pool = shop_common::db::connect_and_migrate(
            &url,
            "auth",
            4,
            &shop_auth::MIGRATOR,
            Duration::from_secs(5),
        )
        .await
        .unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let auth_url = format!("http://{}", listener.local_addr().unwrap());
        let config = shop_auth::testing::config();
        let server = tokio::spawn(async move {
            let _ = shop_auth::serve(listener, pool, &config, std::future::pending::<()>()).await;
        });
        let redis = TestRedis::start().await;
        let down = "http://127.0.0.1:1".to_owned();
        let config = common::gateway_config(
            ServiceUrls {
                auth: auth_url.clone(),
                catalog: down.clone(),
                orders: down.clone(),
                payments: down.clone(),
                media: down,
            },
            redis.url(),
        );
        let app = shop_gateway::app(
            shop_gateway::state::AppState::connect(&config).unwrap(),
            &config,
        );
        let mut health = loop {
            if let Ok(channel) = tonic::transport::Channel::from_shared(auth_url.clone())
                .unwrap()
                .connect()
                .await
            {
                break HealthClient::new(channel);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert!(serving(&mut health).await);
        let register = |email: &str| {
            Request::post("/auth/register")
                .header(header::ACCEPT, "application/json")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(
                    serde_json::json!({"name": "Achieng Otieno", "email": email,
                        "phone": "0712345678", "password": "Secret-pass-1"})
                    .to_string(),
                ))
                .unwrap()
        };
        let response = app
            .clone()
            .oneshot(register("before@example.com"))
            .await
            .unwrap();
        assert!(response.status().is_success(), "{}", response.status());

        proxy.cut();
        let noticed = wait_for(&mut health, false, Duration::from_secs(5)).await;
        let started = Instant::now();
        let response = app
            .clone()
            .oneshot(register("during@example.com"))
            .await
            .unwrap();
        let answered = started.elapsed();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(
            answered < Duration::from_millis(3_500),
            "answered in {answered:?}"
        );
        let body: Value = serde_json::from_slice(
            &axum::body::to_bytes(response.into_body(), 1 << 16)
                .await
                .unwrap(),
        )
        .unwrap();
        assert_eq!(body["error"], "service_unavailable");

        proxy.restore();
        let recovered = wait_for(&mut health, true, Duration::from_secs(5)).await;
        let response = app
            .clone()
            .oneshot(register("after@example.com"))
            .await
            .unwrap();
        assert!(response.status().is_success(), "{}", response.status());
        eprintln!(
            "database cut: NOT_SERVING after {noticed:?}, REST 503 in {answered:?}; \
             restored: SERVING after {recovered:?}"
        );
        server.abort();
    }

    #[tokio::test]
    async fn liveness_checks_nothing_and_readiness_ignores_what_the_shop_can_do_without() {
        let api = Api::start().await;
        // Orders, payments and media do not run here: the detailed report says so, readiness
        // does not care.
        let (status, body) = api.get("/readyz").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["status"], "ready");
        assert!(body["services"].get("media").is_none(), "{body}");
        let (status, body) = api.get("/health").await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(body["services"]["media"], "down");

        let Api {
            app, catalog, auth, ..
        } = api;
        drop(catalog);
        drop(auth);
        tokio::time::sleep(Duration::from_millis(200)).await;
        let get = |uri: &str| {
            app.clone().oneshot(
                Request::get(uri)
                    .header(header::ACCEPT, "application/json")
                    .body(Body::empty())
                    .unwrap(),
            )
        };
        assert_eq!(get("/livez").await.unwrap().status(), StatusCode::OK);
        let response = get("/readyz").await.unwrap();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        let body: Value = serde_json::from_slice(
            &axum::body::to_bytes(response.into_body(), 1 << 16)
                .await
                .unwrap(),
        )
        .unwrap();
        assert_eq!(body["services"]["catalog"], "down");
        assert_eq!(body["status"], "not_ready");
    }
}
