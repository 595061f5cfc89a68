//! The admin catalogue through the gateway (issue 14), against the real catalog, auth and
//! orders services: who may write, the spec's form body as written, the JSON-shape 400s, the
//! service's field messages under their REST names, the admin listing, its figures and its CSV
//! export, and every write reaching the storefront and search within a second while past orders
//! keep their lines.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;

async fn customer_token(api: &Api) -> String {
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(
                json!({"name": "Wanjiku Kamau", "email": "wanjiku@example.co.ke",
                "phone": "0712345678", "password": "secret-1"}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

async fn admin_token(api: &Api) -> String {
    api.auth
        .make_admin("catalogue-admin@shop.test", "admin-secret-1")
        .await;
    let (status, body) = api
        .send(
            "POST",
            "/auth/login",
            None,
            Some(json!({"email": "catalogue-admin@shop.test", "password": "admin-secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// The admin spec's product form body as the form sends it (sections 3 and 5): the category
/// joined with ' - ', the subcategory beside it, original_price, onSale and on_sale, the
/// weight as text.
fn spec_form(name: &str) -> Value {
    json!({
        "name": name,
        "description": "Deep seats in emerald velvet.",
        "price": 45999,
        "original_price": 52999,
        "category": "Living Room - Sofas",
        "subcategory": "Sofas",
        "stock": 12,
        "images": ["/media/i/3f9a1c0b7d2e4a55", "/media/demo/sofa-grey-1.svg"],
        "featured": true,
        "onSale": true,
        "on_sale": true,
        "tags": ["velvet", " 3-seater ", ""],
        "dimensions": "220 x 90 x 85 cm",
        "material": "Velvet",
        "color": "Emerald",
        "weight": "45.5",
        "brand": "Samani Home"
    })
}

/// Polls `check` for up to one second.
async fn within_a_second<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        if check().await {
            return;
        }
        assert!(Instant::now() < deadline, "{what}: not within a second");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A GET with a bearer token: status, headers and the raw body.
async fn get_raw(api: &Api, uri: &str, token: &str) -> (StatusCode, axum::http::HeaderMap, String) {
    let request = Request::get(uri)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let (status, headers, body) = api.call(request).await;
    (status, headers, String::from_utf8(body).unwrap())
}

#[tokio::test]
async fn every_admin_route_refuses_guests_and_customers_and_serves_admins() {
    let api = Api::start().await;
    let ids = api
        .catalog
        .insert(vec![
            product("Kept Sofa", "living-room-sofas", 30_000, 1),
            product("Kept Bed", "bedroom-beds", 50_000, 2),
        ])
        .await;
    let customer = customer_token(&api).await;
    let admin = admin_token(&api).await;
    let calls = |id: i64| {
        vec![
            ("POST", "/products".to_owned(), Some(spec_form("New Sofa"))),
            ("PUT", format!("/products/{id}"), Some(spec_form("Renamed"))),
            ("POST", format!("/products/{id}/duplicate"), None),
            ("GET", "/admin/products".to_owned(), None),
            ("GET", "/admin/products/stats".to_owned(), None),
            ("GET", "/admin/products/export.csv".to_owned(), None),
            (
                "POST",
                format!("/admin/products/{id}/status"),
                Some(json!({"status": "live"})),
            ),
            (
                "POST",
                "/admin/products/bulk-delete".to_owned(),
                Some(json!({"ids": [id]})),
            ),
            ("DELETE", format!("/products/{id}"), None),
        ]
    };
    for (token, status, code) in [
        (None, StatusCode::UNAUTHORIZED, "unauthorized"),
        (Some(customer.as_str()), StatusCode::FORBIDDEN, "forbidden"),
    ] {
        for (method, uri, body) in calls(ids[0]) {
            let (got, answer) = api.send(method, &uri, token, body).await;
            assert_eq!(
                (got, answer["error"].as_str()),
                (status, Some(code)),
                "{method} {uri}"
            );
        }
    }
    let (_, page) = api.get("/products").await;
    assert_eq!(page["pagination"]["total"], 2, "nothing changed: {page}");
    assert_eq!(page["products"][0]["name"], "Kept Sofa");

    // The admin: each answers its success (the deletes last, on the two products).
    let expected = [
        StatusCode::CREATED,
        StatusCode::OK,
        StatusCode::CREATED,
        StatusCode::OK,
        StatusCode::OK,
        StatusCode::OK,
        StatusCode::OK,
        StatusCode::OK,
        StatusCode::OK,
    ];
    for ((method, uri, body), want) in calls(ids[1]).into_iter().zip(expected) {
        let uri = if method == "DELETE" {
            format!("/products/{}", ids[0])
        } else {
            uri
        };
        let request = Request::builder()
            .method(method)
            .uri(&uri)
            .header(header::AUTHORIZATION, format!("Bearer {admin}"))
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let (status, _, answer) = api.call(request).await;
        assert_eq!(
            status,
            want,
            "{method} {uri}: {}",
            String::from_utf8_lossy(&answer)
        );
    }
}

#[tokio::test]
async fn the_specs_form_body_creates_updates_duplicates_and_deletes() {
    let api = Api::start().await;
    let admin = admin_token(&api).await;
    let admin = Some(admin.as_str());

    let (status, created) = api
        .send("POST", "/products", admin, Some(spec_form("Malindi Sofa")))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["name"], "Malindi Sofa");
    assert_eq!(created["price"], 45999);
    assert_eq!(created["original_price"], 52999);
    assert_eq!(created["onSale"], true);
    assert_eq!(created["category"], "Living Room - Sofas");
    assert_eq!(created["subcategory"], "Sofas");
    assert_eq!(created["stock"], 12);
    assert_eq!(created["weight"], 45.5);
    assert_eq!(created["tags"], json!(["velvet", "3-seater"]));
    assert_eq!(created["featured"], true);
    assert!(created.get("relatedProducts").is_none());
    let id = created["id"].as_i64().unwrap();

    // The same as GET /products/{id} shows it.
    let (_, shown) = api.get(&format!("/products/{id}")).await;
    for field in [
        "name",
        "price",
        "original_price",
        "category",
        "images",
        "tags",
        "weight",
    ] {
        assert_eq!(shown[field], created[field], "{field}");
    }

    // Edit: not on sale any more (original_price null), the weight as a number, the category
    // apart from its subcategory.
    let mut edit = spec_form("Malindi Sofa");
    edit["price"] = json!(39999);
    edit["original_price"] = Value::Null;
    edit["onSale"] = json!(false);
    edit["weight"] = json!(44);
    edit["category"] = json!("Living Room");
    edit["subcategory"] = json!("Sectional Sofas");
    let (status, updated) = api
        .send("PUT", &format!("/products/{id}"), admin, Some(edit))
        .await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    assert_eq!(updated["id"], id);
    assert_eq!(updated["price"], 39999);
    assert_eq!(updated["original_price"], Value::Null);
    assert_eq!(updated["onSale"], false);
    assert_eq!(updated["weight"], 44.0);
    assert_eq!(updated["category"], "Living Room - Sectional Sofas");

    let (status, copy) = api
        .send("POST", &format!("/products/{id}/duplicate"), admin, None)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{copy}");
    assert_eq!(copy["name"], "Malindi Sofa (Copy)");
    assert_ne!(copy["id"], id);
    assert_eq!(copy["price"], 39999);

    let (status, body) = api
        .send("DELETE", &format!("/products/{id}"), admin, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"id": id, "deleted": true}));
    for (method, uri, body) in [
        ("DELETE", format!("/products/{id}"), None),
        ("PUT", format!("/products/{id}"), Some(spec_form("Ghost"))),
        ("POST", format!("/products/{id}/duplicate"), None),
    ] {
        let (status, answer) = api.send(method, &uri, admin, body).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {uri}");
        assert_eq!(answer["error"], "product_not_found");
    }

    let copy_id = copy["id"].as_i64().unwrap();
    let (status, body) = api
        .send(
            "POST",
            "/admin/products/bulk-delete",
            admin,
            Some(json!({"ids": [copy_id, id, 424242]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({"deleted": 1}));
    let (status, body) = api
        .send(
            "POST",
            "/admin/products/bulk-delete",
            admin,
            Some(json!({"ids": []})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fields"]["ids"], "Choose 1 to 100 products to delete");
}

#[tokio::test]
async fn bad_forms_get_400s_with_the_services_messages_under_their_rest_names() {
    let api = Api::start().await;
    let token = admin_token(&api).await;
    let admin = Some(token.as_str());

    // Missing required fields: the spec's message, every field named.
    let (status, body) = api
        .send("POST", "/products", admin, Some(json!({"featured": true})))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "validation_failed");
    assert_eq!(body["message"], "Please fill in all required fields.");
    assert_eq!(
        body["fields"],
        json!({"name": "Name is required", "description": "Description is required",
            "price": "Price is required", "category": "Category is required",
            "stock": "Stock is required", "images": "At least one image is required"})
    );

    // Bad values, each under the name the form uses.
    let mut form = spec_form("Sofa");
    form["original_price"] = json!(100);
    form["images"] = json!(["/media/demo/a.svg", "http://example.com/a.jpg"]);
    form["weight"] = json!("heavy");
    form["category"] = json!("Garage - Sofas");
    let (status, body) = api.send("POST", "/products", admin, Some(form)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"],
        json!({
            "original_price": "Original price must be above the price (leave it empty when not on sale)",
            "category": "Category must be one of the shop's 9 categories",
            "images[1]": "Image 2: Use a picture uploaded to the shop (/media/i/...) or an https:// address",
            "weight": "Weight must be a number of kilograms from 0 to 10,000"
        })
    );

    // JSON shape: the gateway's own 400s, before the catalog is asked.
    for (body, content_type) in [
        ("{\"name\": ", "application/json"),
        (
            "{\"name\": \"Sofa\", \"price\": \"cheap\"}",
            "application/json",
        ),
        (
            "{\"name\": \"Sofa\", \"images\": \"/media/demo/a.svg\"}",
            "application/json",
        ),
        ("{\"name\": \"Sofa\", \"stock\": true}", "application/json"),
        ("{\"name\": \"Sofa\", \"weight\": [1]}", "application/json"),
        ("[1, 2]", "application/json"),
        ("name=Sofa", "application/x-www-form-urlencoded"),
    ] {
        for (method, uri) in [("POST", "/products"), ("PUT", "/products/1")] {
            let request = Request::builder()
                .method(method)
                .uri(uri)
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header(header::CONTENT_TYPE, content_type)
                .body(Body::from(body))
                .unwrap();
            let (status, _, answer) = api.call(request).await;
            let answer: Value = serde_json::from_slice(&answer).unwrap();
            assert_eq!(status, StatusCode::BAD_REQUEST, "{method} {body}: {answer}");
            assert_eq!(answer["error"], "bad_request", "{method} {body}");
        }
    }
    let (status, body) = api
        .send(
            "POST",
            "/admin/products/bulk-delete",
            admin,
            Some(json!({"ids": "1,2"})),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("bad_request"))
    );
    let (status, body) = api
        .send("PUT", "/products/abc", admin, Some(spec_form("Sofa")))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["fields"]["id"], "Product ID must be a whole number");

    let (_, page) = api.get("/products").await;
    assert_eq!(page["pagination"]["total"], 0, "nothing was written");
}

#[tokio::test]
async fn the_admin_listing_stats_and_csv_export() {
    let api = Api::start().await;
    let mut sofa = product("Kilimani \"Velvet\" Sofa", "living-room-sofas", 45_000, 10);
    sofa.stock = 3;
    sofa.featured = true;
    sofa.description = "=cmd|' /C calc'!A0".into();
    let mut desk = product("Ngong Desk", "office-desks", 20_000, 20);
    desk.stock = 0;
    let mut bed = product("Karen Bed", "bedroom-beds", 80_000, 30);
    bed.stock = 40;
    api.catalog.insert(vec![sofa, desk, bed]).await;
    let admin = admin_token(&api).await;

    let (status, page) = api
        .send(
            "GET",
            "/admin/products?search=SOFA&sort=price&order=desc",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["products"][0]["name"], "Kilimani \"Velvet\" Sofa");
    assert_eq!(
        page["pagination"],
        json!({"page": 1, "limit": 12, "total": 1, "totalPages": 1})
    );
    let (_, page) = api
        .send(
            "GET",
            "/admin/products?sort=stock&order=desc&limit=2&page=1",
            Some(&admin),
            None,
        )
        .await;
    let names: Vec<&str> = page["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Karen Bed", "Kilimani \"Velvet\" Sofa"]);
    assert_eq!(page["pagination"]["totalPages"], 2);
    let (_, page) = api
        .send("GET", "/admin/products?category=Office", Some(&admin), None)
        .await;
    assert_eq!(page["products"][0]["name"], "Ngong Desk");
    let (status, body) = api
        .send(
            "GET",
            "/admin/products?page=x&limit=500&order=up",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let mut fields: Vec<&String> = body["fields"].as_object().unwrap().keys().collect();
    fields.sort();
    assert_eq!(fields, ["limit", "order", "page"]);
    let (status, body) = api
        .send("GET", "/admin/products?category=garage", Some(&admin), None)
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("category_not_found"))
    );

    let (status, stats) = api
        .send("GET", "/admin/products/stats", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        stats,
        json!({"totalProducts": 3, "totalValue": 3_335_000.0, "lowStock": 1,
            "outOfStock": 1, "featured": 1})
    );

    let (status, headers, csv) = get_raw(
        &api,
        "/admin/products/export.csv?sort=name&page=2&limit=1",
        &admin,
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    let nairobi = chrono::Utc::now() + chrono::Duration::hours(3);
    assert_eq!(
        headers[header::CONTENT_DISPOSITION].to_str().unwrap(),
        format!(
            "attachment; filename=\"products-{}.csv\"",
            nairobi.format("%Y-%m-%d")
        )
    );
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines[0],
        "\"ID\",\"Name\",\"Status\",\"Category\",\"Price\",\"Original Price\",\"Stock\",\
         \"KRA Item Class\",\"Description\",\"Images\",\"Tags\",\"Featured\",\"Dimensions\",\
         \"Material\",\"Color\",\"Weight (kg)\",\"Brand\",\"Rating\",\"Reviews\",\"Badge\",\
         \"Free Delivery\",\"Express Delivery\",\"Assembly Required\",\"Created At\"",
        "every field of a product, in a stable order"
    );
    assert_eq!(lines.len(), 5, "three products and the last CRLF: {csv}");
    assert!(
        lines[1].contains(",\"Karen Bed\",\"live\",\"Bedroom - Beds\",\"80000\",\"\",\"40\",\"56101703\",\"Karen Bed, made in Nairobi.\","),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].contains("\"Kilimani \"\"Velvet\"\" Sofa\"")
            && lines[2].contains("\"'=cmd|' /C calc'!A0\""),
        "quotes doubled, formulas defused: {}",
        lines[2]
    );
    assert!(lines[3].contains("\"Ngong Desk\""), "{}", lines[3]);
    let (_, _, csv) = get_raw(&api, "/admin/products/export.csv?category=Bedroom", &admin).await;
    assert_eq!(csv.lines().count(), 2, "{csv}");
    let (status, _, body) =
        get_raw(&api, "/admin/products/export.csv?category=garage", &admin).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[tokio::test]
async fn an_admin_reads_listing_pages_of_up_to_1000_and_others_keep_100() {
    let api = Api::start().await;
    let stools: Vec<_> = (0..120)
        .map(|i| product(&format!("Stool {i}"), "dining-room-bar-stools", 3_000, i))
        .collect();
    api.catalog.insert(stools).await;
    let admin = admin_token(&api).await;
    let customer = customer_token(&api).await;
    let (status, body) = api
        .send(
            "GET",
            "/products?page=1&limit=1000&sort=newest",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["products"].as_array().unwrap().len(), 120);
    assert_eq!(body["pagination"]["limit"], 1000);
    for token in [None, Some(customer.as_str()), Some("not-a-token")] {
        let (status, body) = api
            .send("GET", "/products?page=1&limit=1000", token, None)
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{token:?}");
        assert_eq!(
            body["fields"]["limit"],
            "limit must be a whole number from 1 to 100"
        );
    }
}

/// Every write reaches the storefront within a second (the change log feeds the caches and the
/// search index); a deleted product's past order keeps its line.
#[tokio::test]
async fn writes_reach_the_storefront_and_search_within_a_second_and_orders_keep_their_lines() {
    let api = Api::with_orders().await;
    let admin = admin_token(&api).await;
    let customer = customer_token(&api).await;
    // The storefront's pages are read (and cached) before the write.
    for uri in [
        "/products",
        "/products/category/living-room-sofas",
        "/products/search?q=zanzibar",
    ] {
        let (status, body) = api.get(uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {body}");
        assert_eq!(body["products"].as_array().unwrap().len(), 0, "{uri}");
    }

    let mut form = spec_form("Zanzibar Sofa");
    form["images"] = json!(["/media/i/0123456789abcdef"]);
    let (status, created) = api
        .send("POST", "/products", Some(&admin), Some(form))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_i64().unwrap();
    let holds = |body: &Value| {
        body["products"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["id"] == id && p["images"][0] == "/media/i/0123456789abcdef")
    };
    within_a_second("created: listing, category page, search", || async {
        let mut all = true;
        for uri in [
            "/products",
            "/products/category/living-room-sofas",
            "/products/search?q=zanzibar",
        ] {
            all &= holds(&api.get(uri).await.1);
        }
        all
    })
    .await;

    // A customer orders it at the first price.
    let (status, placed) = api
        .send(
            "POST",
            "/api/orders",
            Some(&customer),
            Some(json!({
                "items": [{"productId": id, "quantity": 1}],
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order_id = placed["order"]["id"].as_str().unwrap().to_owned();

    // A price edit shows on the (cached) product page.
    let (_, page) = api.get(&format!("/products/{id}")).await;
    assert_eq!(page["price"], 45999);
    let mut edit = spec_form("Zanzibar Sofa");
    edit["price"] = json!(41000);
    let (status, body) = api
        .send("PUT", &format!("/products/{id}"), Some(&admin), Some(edit))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    within_a_second("price edit on the product page", || async {
        api.get(&format!("/products/{id}")).await.1["price"] == 41000
    })
    .await;

    let (status, _) = api
        .send("DELETE", &format!("/products/{id}"), Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    within_a_second(
        "deleted: gone from listing, category page and search",
        || async {
            let mut none = true;
            for uri in [
                "/products",
                "/products/category/living-room-sofas",
                "/products/search?q=zanzibar",
            ] {
                none &= !holds(&api.get(uri).await.1);
            }
            none
        },
    )
    .await;
    let (status, _) = api.get(&format!("/products/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // The order placed before the delete still shows its line as it was bought.
    let (status, order) = api
        .send(
            "GET",
            &format!("/api/orders/{order_id}"),
            Some(&customer),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{order}");
    let line = &order["items"][0];
    assert_eq!(line["product_id"], id);
    assert_eq!(line["name"], "Zanzibar Sofa");
    assert_eq!(line["price"], 45999);
    assert_eq!(line["quantity"], 1);
    assert_eq!(line["category"], "Living Room - Sofas");
}

/// The admin listing's documented limits are the catalog's (utoipa takes only literals).
#[tokio::test]
async fn the_admin_listings_documented_limits_are_the_catalogs() {
    use shop_catalog::domain::{admin, listing};
    let api = Api::start().await;
    let (status, document) = api.get("/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    for path in ["/admin/products", "/admin/products/export.csv"] {
        let param = |name: &str| -> Value {
            document["paths"][path]["get"]["parameters"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["name"] == name)
                .unwrap_or_else(|| panic!("{path} documents no {name}"))["schema"]
                .clone()
        };
        assert_eq!(param("page")["maximum"], f64::from(listing::MAX_PAGE));
        assert_eq!(param("limit")["maximum"], f64::from(listing::MAX_LIMIT));
        assert_eq!(param("limit")["default"], admin::DEFAULT_LIMIT);
        assert_eq!(param("search")["maxLength"], listing::MAX_SEARCH_CHARS);
    }
}

/// A POST of a CSV file to the import, as the admin.
async fn import_csv(api: &Api, token: &str, csv: &str, dry_run: bool) -> (StatusCode, Value) {
    let request = Request::post(format!("/admin/products/import?dryRun={dry_run}"))
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(header::CONTENT_TYPE, "text/csv")
        .body(Body::from(csv.to_owned()))
        .unwrap();
    let (status, _, body) = api.call(request).await;
    (status, serde_json::from_slice(&body).unwrap())
}

#[tokio::test]
async fn drafts_are_published_and_hidden_and_the_export_re_imports() {
    let api = Api::start().await;
    let ids = api
        .catalog
        .insert(vec![product("Lamu Sofa", "living-room-sofas", 30_000, 1)])
        .await;
    let admin = admin_token(&api).await;
    let customer = customer_token(&api).await;

    // Duplicate: a draft with no stock, not in the shop; an admin still opens it.
    let (status, copy) = api
        .send(
            "POST",
            &format!("/products/{}/duplicate", ids[0]),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{copy}");
    assert_eq!(
        (&copy["status"], &copy["stock"], &copy["itemClass"]),
        (&json!("draft"), &json!(0), &json!("56101502"))
    );
    let copy_id = copy["id"].as_i64().unwrap();
    let page = format!("/products/{copy_id}");
    let (status, _) = api.get(&page).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a guest");
    let (status, _) = api.send("GET", &page, Some(&customer), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "a customer");
    let (status, shown) = api.send("GET", &page, Some(&admin), None).await;
    assert_eq!(
        (status, &shown["status"]),
        (StatusCode::OK, &json!("draft"))
    );
    let (_, listed) = api.get("/products").await;
    assert_eq!(listed["pagination"]["total"], 1);

    // Publish: in the shop within a second. Hide: gone again.
    let status_uri = format!("/admin/products/{copy_id}/status");
    let (status, live) = api
        .send(
            "POST",
            &status_uri,
            Some(&admin),
            Some(json!({"status": "live"})),
        )
        .await;
    assert_eq!((status, &live["status"]), (StatusCode::OK, &json!("live")));
    within_a_second("published", || async {
        api.get(&page).await.0 == StatusCode::OK
            && api.get("/products").await.1["pagination"]["total"] == 2
    })
    .await;
    api.send(
        "POST",
        &status_uri,
        Some(&admin),
        Some(json!({"status": "hidden"})),
    )
    .await;
    within_a_second("hidden", || async {
        api.get(&page).await.0 == StatusCode::NOT_FOUND
            && api.get("/products").await.1["pagination"]["total"] == 1
    })
    .await;
    let (status, bad) = api
        .send(
            "POST",
            &status_uri,
            Some(&admin),
            Some(json!({"status": "sold"})),
        )
        .await;
    assert_eq!(
        (status, &bad["fields"]["status"]),
        (
            StatusCode::BAD_REQUEST,
            &json!("Status must be live, draft or hidden")
        )
    );
    let (_, hidden) = api
        .send("GET", "/admin/products?status=hidden", Some(&admin), None)
        .await;
    assert_eq!(hidden["pagination"]["total"], 1, "{hidden}");

    // The export imports again unchanged: nothing to write.
    let (_, _, csv) = get_raw(&api, "/admin/products/export.csv", &admin).await;
    let (status, preview) = import_csv(&api, &admin, &csv, true).await;
    assert_eq!(status, StatusCode::OK, "{preview}");
    assert_eq!(
        preview,
        json!({"dryRun": true, "written": false, "created": 0, "updated": 0,
            "unchanged": 2, "errors": []})
    );

    // A file with a bad row: every refusal by row and column, nothing written.
    let header = csv.lines().next().unwrap();
    let line_of = |name: &str, price: &str| {
        format!(
            "\"\",\"{name}\",\"live\",\"Living Room - Sofas\",\"{price}\",\"\",\"2\",\"\",\
             \"Imported.\",\"/media/demo/a.svg\",\"\",\"no\",\"\",\"\",\"\",\"\",\"\",\"0\",\"0\",\
             \"\",\"no\",\"no\",\"no\",\"\""
        )
    };
    let bad_file = format!(
        "{header}\r\n{}\r\n{}\r\n{}\r\n",
        line_of("Kwale Chair", "12000"),
        line_of("", "-5"),
        line_of("Kilifi Chair", "twelve")
    );
    let (status, refused) = import_csv(&api, &admin, &bad_file, false).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["error"], "validation_failed");
    assert_eq!(
        refused["message"],
        "Nothing was imported: 2 rows are refused"
    );
    let cells: Vec<(i64, &str)> = refused["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["row"].as_i64().unwrap(), e["column"].as_str().unwrap()))
        .collect();
    assert_eq!(cells, [(3, "Name"), (3, "Price"), (4, "Price")]);
    let (_, all) = api.send("GET", "/admin/products", Some(&admin), None).await;
    assert_eq!(all["pagination"]["total"], 2, "nothing written");

    let good_file = format!(
        "{header}\r\n{}\r\n{}\r\n",
        line_of("Kwale Chair", "12000"),
        line_of("Kilifi Chair", "9999")
    );
    let (status, done) = import_csv(&api, &admin, &good_file, false).await;
    assert_eq!(status, StatusCode::OK, "{done}");
    assert_eq!(
        (&done["created"], &done["written"]),
        (&json!(2), &json!(true))
    );
    let (_, all) = api.send("GET", "/admin/products", Some(&admin), None).await;
    assert_eq!(all["pagination"]["total"], 4);

    // Not CSV of the export's columns; over the size limit; a customer.
    let (status, wrong) = import_csv(&api, &admin, "Name,Price\r\nA,1\r\n", true).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        wrong["fields"]["file"]
            .as_str()
            .unwrap()
            .starts_with("Missing columns: ID, Category"),
        "{wrong}"
    );
    let huge = format!("{header}\r\n{}", "x".repeat(2 * 1024 * 1024 + 1));
    let (status, _) = import_csv(&api, &admin, &huge, true).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, _) = import_csv(&api, &customer, &good_file, true).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// Pictures that sell (issue 24, part 5): `imageAlts` in the form is kept with its pictures and
/// shown with them; a bad one is a 400 under its REST name.
#[tokio::test]
async fn alt_texts_go_with_their_pictures_through_rest() {
    let api = Api::start().await;
    let token = admin_token(&api).await;
    let admin = Some(token.as_str());
    let mut form = spec_form("Lamu Sofa");
    form["imageAlts"] = json!(["Emerald sofa, front", " "]);
    let (status, created) = api.send("POST", "/products", admin, Some(form)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["imageAlts"], json!(["Emerald sofa, front", ""]));
    let id = created["id"].as_i64().unwrap();

    // The demo picture becomes the main one, with an alt text of its own.
    let mut reordered = spec_form("Lamu Sofa");
    reordered["images"] = json!(["/media/demo/sofa-grey-1.svg", "/media/i/3f9a1c0b7d2e4a55"]);
    reordered["imageAlts"] = json!(["Grey sofa in a room", "Emerald sofa, front"]);
    let (status, updated) = api
        .send("PUT", &format!("/products/{id}"), admin, Some(reordered))
        .await;
    assert_eq!(status, StatusCode::OK, "{updated}");
    let (_, shown) = api.get(&format!("/products/{id}")).await;
    assert_eq!(
        shown["images"],
        json!(["/media/demo/sofa-grey-1.svg", "/media/i/3f9a1c0b7d2e4a55"])
    );
    assert_eq!(
        shown["imageAlts"],
        json!(["Grey sofa in a room", "Emerald sofa, front"])
    );
    // A form without alt texts keeps them.
    let (status, kept) = api
        .send(
            "PUT",
            &format!("/products/{id}"),
            admin,
            Some(spec_form("Lamu Sofa")),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    assert_eq!(
        kept["imageAlts"],
        json!(["Emerald sofa, front", "Grey sofa in a room"])
    );

    let mut bad = spec_form("Lamu Sofa");
    bad["imageAlts"] = json!(["one"]);
    let (status, body) = api
        .send("PUT", &format!("/products/{id}"), admin, Some(bad))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"],
        json!({"imageAlts": "Give one alt text per image"})
    );
}
