//! The REST API end to end: the real gateway router over a real catalog service (fresh
//! PostgreSQL database, private Redis), called as a browser or client would.

use crate::common::Api;
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
        assert_eq!(body["error"], "validation_failed", "{uri}");
        let message = body["fields"][field]
            .as_str()
            .unwrap_or_else(|| panic!("{uri}: no message for {field}: {body}"));
        assert!(message.contains(field), "{uri}: {message}");
        assert!(!body["message"].as_str().unwrap().is_empty());
    }
    // Several bad parameters: every one is named at once, whether the gateway could not read it
    // (not a number) or the catalog refused its value.
    let (status, body) = api
        .get("/products?page=abc&limit=500&sort=cheapest&minPrice=ten&maxPrice=-5&featured=maybe&tags=a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u")
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    assert_eq!(
        body["fields"],
        serde_json::json!({
            "page": "page must be a whole number",
            "limit": "limit must be a whole number from 1 to 100",
            "sort": "sort must be one of newest, price_asc, price_desc, name_asc, name_desc, rating",
            "minPrice": "minPrice must be an amount in shillings, such as 1299.50",
            "maxPrice": "maxPrice must be a number of shillings from 0 to 100,000,000",
            "featured": "featured must be true or false",
            "tags": "tags must be at most 20 short words",
        })
    );
    let message = body["message"].as_str().unwrap();
    for text in body["fields"].as_object().unwrap().values() {
        assert!(message.contains(text.as_str().unwrap()), "{message}");
    }
    let (status, body) = api
        .get("/products/category/living-room?page=0&limit=x&minPrice=900&maxPrice=100")
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let fields: Vec<&String> = body["fields"].as_object().unwrap().keys().collect();
    assert_eq!(fields, ["limit", "minPrice", "page"]);
    let (status, body) = api.get("/products/featured?limit=0").await;
    assert_eq!(
        (status, &body["fields"]["limit"]),
        (
            StatusCode::BAD_REQUEST,
            &serde_json::json!("limit must be a whole number from 1 to 50")
        )
    );

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
        "/products/%20",
    ] {
        let (status, body) = api.get(bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
        assert!(body["fields"]["id"].is_string(), "{bad}: {body}");
    }
    let (_, body) = api.get("/products/0").await;
    assert_eq!(
        body["fields"]["id"],
        "Product ID must be a positive whole number"
    );
}

#[tokio::test]
async fn rows_categories_and_price_range() {
    let api = shop_with_products().await;
    let (_, featured) = api.get("/products/featured?limit=8").await;
    assert_eq!(featured.as_array().unwrap().len(), 1);
    // Badges follow the data (issue 24): the stored BESTSELLER chip is not shown; added 20
    // minutes ago, the sectional is new.
    assert_eq!(featured[0]["badge"], "NEW");
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

    // One category by its slug: the same entry as in the list; an unknown slug is a 404.
    let (status, living) = api.get("/categories/living-room").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(living, cats[0]);
    let (status, dining) = api.get("/categories/Dining-Room").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(dining["name"], "Dining Room");
    let (status, body) = api.get("/categories/nowhere").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"], "category_not_found");
    assert_eq!(body["message"], "Category not found");

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
            Request::patch("/products")
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

/// The parameter limits the OpenAPI document publishes are the catalog service's own.
#[tokio::test]
async fn the_documented_limits_are_the_catalogs() {
    use shop_catalog::domain::{listing, search};
    let api = Api::start().await;
    let (status, document) = api.get("/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let param = |path: &str, name: &str| -> Value {
        document["paths"][path]["get"]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("no parameters for {path}"))
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{path} documents no {name}"))["schema"]
            .clone()
    };
    let max_price = (listing::MAX_PRICE_CENTS / 100) as f64;
    for path in [
        "/products",
        "/products/category/{category}",
        "/products/search",
    ] {
        assert_eq!(param(path, "page")["minimum"], 1.0, "{path}");
        assert_eq!(
            param(path, "page")["maximum"],
            f64::from(listing::MAX_PAGE),
            "{path}"
        );
        assert_eq!(
            param(path, "limit")["maximum"],
            f64::from(listing::MAX_LIMIT),
            "{path}"
        );
        assert_eq!(param(path, "minPrice")["minimum"], 0.0, "{path}");
        for price in ["minPrice", "maxPrice"] {
            assert_eq!(param(path, price)["maximum"], max_price, "{path}");
        }
    }
    assert_eq!(
        param("/products", "limit")["default"],
        listing::DEFAULT_LIMIT
    );
    assert_eq!(
        param("/products", "search")["maxLength"],
        listing::MAX_SEARCH_CHARS
    );
    assert_eq!(
        param("/products/search", "q")["maxLength"],
        listing::MAX_SEARCH_CHARS
    );
    assert_eq!(
        param("/products/search", "category")["maxLength"],
        search::MAX_VALUE_CHARS
    );
    for path in ["/products/featured", "/products/new-arrivals"] {
        assert_eq!(
            param(path, "limit")["maximum"],
            f64::from(listing::MAX_ROW_LIMIT)
        );
        assert_eq!(param(path, "limit")["default"], listing::DEFAULT_ROW_LIMIT);
    }
    assert_eq!(
        param("/products/suggestions", "limit")["maximum"],
        f64::from(search::MAX_SUGGESTIONS)
    );
    assert_eq!(
        param("/products/suggestions", "limit")["default"],
        search::DEFAULT_SUGGESTIONS
    );
    /// The values of the first `enum` in `schema`, following `$ref`s.
    fn enum_of<'a>(document: &'a Value, schema: &'a Value) -> Option<&'a Value> {
        match schema {
            Value::Object(map) => {
                if let Some(values) = map.get("enum") {
                    return Some(values);
                }
                if let Some(Value::String(path)) = map.get("$ref") {
                    let name = path.rsplit('/').next().unwrap();
                    return enum_of(document, &document["components"]["schemas"][name]);
                }
                map.values().find_map(|v| enum_of(document, v))
            }
            Value::Array(items) => items.iter().find_map(|v| enum_of(document, v)),
            _ => None,
        }
    }
    let sorts: Vec<&str> = listing::SORTS.iter().map(|(name, _)| *name).collect();
    let documented = param("/products", "sort");
    assert_eq!(
        enum_of(&document, &documented),
        Some(&serde_json::json!(sorts)),
        "{documented}"
    );
    let mut sorts: Vec<&str> = search::SEARCH_SORTS.iter().map(|(name, _)| *name).collect();
    sorts.extend(["price-low", "price-high"]);
    let documented = param("/products/search", "sort");
    assert_eq!(
        enum_of(&document, &documented),
        Some(&serde_json::json!(sorts)),
        "{documented}"
    );
}

/// The catalogue's routes (no longer in the route fuzz's list) with hostile query strings and
/// path segments: a 4xx or an answer, never a server error.
#[tokio::test]
async fn hostile_catalogue_requests_never_fail() {
    let api = shop_with_products().await;
    let paths = [
        "/products",
        "/products/featured",
        "/products/new-arrivals",
        "/products/price-range",
        "/products/search",
        "/products/suggestions",
        "/products/category/living-room",
        "/products/1",
        "/categories",
    ];
    let queries = [
        "page=%00",
        "q=sofa&category=%00",
        "limit=99999999999999999999999&page=-99999999999999999999",
        "minPrice=abc&maxPrice=1e999&sort=%1B",
        "minPrice=-99999999999999999999.99&maxPrice=99999999999999999999",
        "q=sofa&categories=,,,&materials=%25&tags=%2C",
        "q=%FF%FE&sort=PRICE_ASC&featured=2",
        "page=1&page=2&limit=&sort=&q=",
    ];
    for path in paths {
        for query in queries {
            let uri = format!("{path}?{query}");
            let (status, body) = api.get(&uri).await;
            assert!(
                status.is_success() || status.is_client_error(),
                "{uri}: {status} {body}"
            );
        }
    }
    for segment in [
        "%00",
        "-1",
        "1e999",
        "%E2%80%94",
        "99999999999999999999999999999999",
    ] {
        for uri in [
            format!("/products/{segment}"),
            format!("/products/category/{segment}"),
        ] {
            let (status, body) = api.get(&uri).await;
            assert!(status.is_client_error(), "{uri}: {status} {body}");
        }
    }
    let long = format!("/products/category/{}", "x".repeat(5000));
    assert_eq!(api.get(&long).await.0, StatusCode::NOT_FOUND);
}
