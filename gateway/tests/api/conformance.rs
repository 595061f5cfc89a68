//! The spec's call tables, walked with the spec's own payloads: customer-side.md section 7 and
//! admin-side.md section 7, each call with the body and query the spec writes, checking the
//! status and the fields each screen reads from the answer. A client written from the spec
//! works against this gateway.
//!
//! Every call of both tables is served now; the upload's sign-then-upload sequence is walked
//! in `media.rs`, with a generated picture.

use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;

/// Every field in `fields` is present (not null) in `object`.
#[track_caller]
fn reads(object: &Value, fields: &[&str], what: &str) {
    for field in fields {
        assert!(
            !object[*field].is_null(),
            "{what}: the screen reads `{field}`, missing in {object}"
        );
    }
}

/// The list a screen reads: "list responses may be a plain array or an object with products"
/// (customer spec, section 7), `key` naming the object's list.
#[track_caller]
fn list<'a>(body: &'a Value, key: &str, what: &str) -> &'a Vec<Value> {
    body.as_array()
        .or_else(|| body[key].as_array())
        .unwrap_or_else(|| panic!("{what}: a list, or an object with `{key}`: {body}"))
}

/// Products in the living room and the bedroom, a sofa on sale; their ids.
async fn products(api: &Api) -> Vec<i64> {
    let mut sofa = product("Malindi Sofa", "living-room-sofas", 45_000, 30);
    sofa.original_price_cents = Some(5_200_000);
    sofa.featured = true;
    sofa.stock = 20;
    sofa.tags = vec!["modern".into(), "fabric".into()];
    let mut table = product("Lamu Coffee Table", "living-room-coffee-tables", 12_500, 20);
    table.stock = 20;
    let mut bed = product("Naivasha Bed", "bedroom-beds", 60_000, 10);
    bed.stock = 20;
    api.catalog.insert(vec![sofa, table, bed]).await
}

/// The customer's registration as the spec's form sends it; the session's token and user.
async fn register(api: &Api, email: &str) -> Value {
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(
                json!({"name": "Wanjiku Kamau", "email": email, "phone": "0712345678",
                "password": "secret-1"}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "POST /auth/register: {body}");
    reads(&body, &["user", "token"], "POST /auth/register");
    body
}

async fn admin_token(api: &Api) -> String {
    api.auth
        .make_admin("conformance-admin@shop.test", "admin-secret-1")
        .await;
    let (status, body) = api
        .send(
            "POST",
            "/auth/login",
            None,
            Some(json!({"email": "conformance-admin@shop.test", "password": "admin-secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// The customer spec's order payload (section 3, "Order payload sent"): the address joined from
/// street, city, county and postal code, cash on delivery.
fn spec_order(user_id: &str, product_id: i64, total: f64) -> Value {
    json!({
        "user_id": user_id,
        "customerName": "Wanjiku Kamau",
        "address": "12 Moi Avenue, Nairobi, Nairobi, 00100",
        "phone": "0712345678",
        "items": [{"productId": product_id, "quantity": 1}],
        "totalAmount": total,
        "paymentMethod": "cod",
        "paymentStatus": "Pending",
        "deliveryInstructions": "Call at the gate",
        "preferredDeliveryTime": "morning"
    })
}

/// An order placed the way the web app places it (the richer form), for the tables' rows that
/// read orders without depending on the spec's order payload.
async fn web_order(api: &Api, token: &str, product_id: i64, method: &str) -> Value {
    let (status, body) = api
        .send(
            "POST",
            "/api/orders",
            Some(token),
            Some(json!({
                "items": [{"productId": product_id, "quantity": 1}],
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": method
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

#[tokio::test]
async fn customer_table_accounts() {
    let api = Api::start().await;

    // POST /api/users/signup: the signup form; the answer is not read.
    let (status, body) = api
        .send(
            "POST",
            "/api/users/signup",
            None,
            Some(
                json!({"name": "Achieng Otieno", "email": "achieng@example.co.ke",
                "phone": "0722000111", "password": "secret-1"}),
            ),
        )
        .await;
    assert!(
        status.is_success(),
        "POST /api/users/signup: {status} {body}"
    );

    // POST /api/users/login: token, user (with role).
    let (status, body) = api
        .send(
            "POST",
            "/api/users/login",
            None,
            Some(json!({"email": "achieng@example.co.ke", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "POST /api/users/login: {body}");
    reads(&body, &["token", "user"], "POST /api/users/login");
    reads(&body["user"], &["role"], "POST /api/users/login user");

    // POST /auth/register: user, token.
    let session = register(&api, "wanjiku@example.co.ke").await;
    let token = session["token"].as_str().unwrap();
    reads(
        &session["user"],
        &["id", "name", "email", "phone", "role"],
        "POST /auth/register user",
    );

    // POST /auth/login: user, token.
    let (status, body) = api
        .send(
            "POST",
            "/auth/login",
            None,
            Some(json!({"email": "wanjiku@example.co.ke", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "POST /auth/login: {body}");
    reads(&body, &["user", "token"], "POST /auth/login");

    // GET /auth/verify (bearer) and GET /auth/me: user.
    for path in ["/auth/verify", "/auth/me"] {
        let (status, body) = api.send("GET", path, Some(token), None).await;
        assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
        reads(&body["user"], &["id", "name", "email"], path);
    }

    // PUT /auth/profile: the profile form's fields; user.
    let (status, body) = api
        .send(
            "PUT",
            "/auth/profile",
            Some(token),
            Some(
                json!({"name": "Wanjiku Njeri", "email": "wanjiku@example.co.ke",
                "phone": "0712345678", "address": "12 Moi Avenue", "city": "Nairobi",
                "state": "Nairobi", "zipCode": "00100"}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "PUT /auth/profile: {body}");
    reads(&body["user"], &["name", "email"], "PUT /auth/profile user");
    assert_eq!(body["user"]["name"], "Wanjiku Njeri");

    // POST /auth/logout: no body; only its status is read (and failure is ignored).
    let (status, body) = api.send("POST", "/auth/logout", Some(token), None).await;
    assert!(status.is_success(), "POST /auth/logout: {status} {body}");
}

#[tokio::test]
async fn customer_table_catalogue() {
    let api = Api::start().await;
    let ids = products(&api).await;

    // GET /products/{id}: the product with relatedProducts.
    let (status, body) = api.get(&format!("/products/{}", ids[0])).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(
        &body,
        &["id", "name", "price", "images", "category", "stock"],
        "GET /products/{id}",
    );
    assert!(
        body["relatedProducts"].is_array(),
        "relatedProducts: {body}"
    );

    // GET /products/featured and /products/new-arrivals with limit: lists.
    for path in [
        "/products/featured?limit=8",
        "/products/new-arrivals?limit=8",
    ] {
        let (status, body) = api.get(path).await;
        assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
        let items = list(&body, "products", path);
        assert!(!items.is_empty(), "{path}: {body}");
        reads(&items[0], &["id", "name", "price", "images"], path);
    }

    // GET /products/category/{category} with page, limit, sort, minPrice, maxPrice: a list.
    let path =
        "/products/category/living-room?page=1&limit=12&sort=newest&minPrice=0&maxPrice=500000";
    let (status, body) = api.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(list(&body, "products", path).len(), 2, "{body}");

    // GET /products with every query of the listing page: products and pagination.
    let path = "/products?page=1&limit=20&sort=newest&search=sofa&category=living-room\
                &minPrice=0&maxPrice=500000&featured=true&onSale=true";
    let (status, body) = api.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let found = list(&body, "products", path);
    assert_eq!(found.len(), 1, "{body}");
    assert_eq!(found[0]["name"], "Malindi Sofa");
    reads(
        &body["pagination"],
        &["page", "limit", "total", "totalPages"],
        "GET /products pagination",
    );

    // GET /products/search with q and the filters: products, totalProducts, totalPages,
    // relatedSearches.
    // The search index follows the change log: wait until it holds the sofa.
    crate::search::wait_until_found(&api, "Malindi Sofa", ids[0]).await;
    let path = "/products/search?q=sofa&page=1&limit=20&sort=relevance&category=living-room\
                &minPrice=0&maxPrice=500000";
    let (status, body) = api.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(
        &body,
        &["products", "totalProducts", "totalPages", "relatedSearches"],
        "GET /products/search",
    );
    assert_eq!(body["totalProducts"], 1, "{body}");

    // GET /categories: a list of slug, name.
    let (status, body) = api.get("/categories").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let categories = list(&body, "data", "GET /categories");
    assert_eq!(categories.len(), 9, "the spec's 9 categories: {body}");
    reads(&categories[0], &["slug", "name"], "GET /categories");

    // GET /products/price-range with category: min, max.
    let (status, body) = api.get("/products/price-range?category=living-room").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(&body, &["min", "max"], "GET /products/price-range");
    assert_eq!(
        (body["min"].as_f64(), body["max"].as_f64()),
        (Some(12_500.0), Some(45_000.0))
    );
}

/// The customer table's order rows with the spec's own order payload: placed (order_id), read
/// (public_id, created_at, items, total_amount, address, customer_name, phone), listed newest
/// first, cancelled.
#[tokio::test]
async fn customer_table_orders_with_the_spec_payload() {
    let api = Api::with_orders().await;
    let ids = products(&api).await;
    let session = register(&api, "wanjiku@example.co.ke").await;
    let token = session["token"].as_str().unwrap();
    let user_id = session["user"]["id"].as_str().unwrap();

    // The totals the checkout page shows: the subtotal plus delivery, VAT included.
    let (status, quote) = api
        .send(
            "POST",
            "/api/orders/quote",
            None,
            Some(json!({"items": [{"productId": ids[1], "quantity": 1}], "paymentMethod": "cod"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{quote}");
    let total = quote["total_amount"].as_f64().unwrap();

    let mut placed = Vec::new();
    for _ in 0..2 {
        let (status, body) = api
            .send(
                "POST",
                "/api/orders",
                Some(token),
                Some(spec_order(user_id, ids[1], total)),
            )
            .await;
        assert!(status.is_success(), "POST /api/orders: {status} {body}");
        reads(&body, &["order_id"], "POST /api/orders");
        placed.push(body["order_id"].as_str().unwrap().to_owned());
    }

    let (status, order) = api
        .send(
            "GET",
            &format!("/api/orders/{}", placed[0]),
            Some(token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{order}");
    reads(
        &order,
        &[
            "public_id",
            "created_at",
            "items",
            "total_amount",
            "address",
            "customer_name",
            "phone",
        ],
        "GET /api/orders/{orderId}",
    );
    assert_eq!(order["customer_name"], "Wanjiku Kamau");
    assert!(
        order["address"].as_str().unwrap().contains("12 Moi Avenue"),
        "{order}"
    );
    let item = &order["items"][0];
    assert!(!item["name"].is_null() || !item["product_name"].is_null());
    reads(
        item,
        &["price", "quantity"],
        "GET /api/orders/{orderId} items",
    );

    let (status, body) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let orders = list(&body, "orders", "GET /api/orders/user/{userId}");
    assert_eq!(orders.len(), 2, "{body}");
    assert!(
        orders[0]["created_at"].as_str() >= orders[1]["created_at"].as_str(),
        "newest first: {body}"
    );

    let (status, body) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/cancel", placed[1]),
            Some(token),
            None,
        )
        .await;
    assert!(
        status.is_success(),
        "PUT /api/orders/{{id}}/cancel: {status} {body}"
    );
}

/// The customer table's M-Pesa rows with the spec's payload: `POST /api/mpesa/stkpush` with
/// phoneNumber, amount, accountReference, transactionDesc, callbackUrl (success,
/// checkoutRequestId, message), then `GET /api/mpesa/status/{checkoutRequestId}` (status,
/// mpesaReceiptNumber once paid).
#[tokio::test]
async fn customer_table_mpesa_with_the_spec_payload() {
    let api = Api::with_payments().await;
    let ids = products(&api).await;
    let session = register(&api, "mpesa@example.co.ke").await;
    let token = session["token"].as_str().unwrap();
    let placed = web_order(&api, token, ids[1], "mpesa").await;
    let order = &placed["order"];
    let (status, body) = api
        .send(
            "POST",
            "/api/mpesa/stkpush",
            Some(token),
            Some(json!({
                "phoneNumber": daraja_sim::test_numbers::SUCCESS,
                "amount": order["total_amount"].as_f64().unwrap().round(),
                "accountReference": placed["public_id"],
                "transactionDesc": "Samani Furniture order",
                "callbackUrl": "https://shop.test/api/mpesa/callback"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "POST /api/mpesa/stkpush: {body}");
    reads(
        &body,
        &["success", "checkoutRequestId", "message"],
        "POST /api/mpesa/stkpush",
    );
    let checkout = body["checkoutRequestId"].as_str().unwrap().to_owned();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let (status, body) = api
            .send(
                "GET",
                &format!("/api/mpesa/status/{checkout}"),
                Some(token),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let state = body["status"].as_str().unwrap();
        assert!(["success", "failed", "pending"].contains(&state), "{body}");
        if state == "success" {
            reads(&body, &["mpesaReceiptNumber"], "GET /api/mpesa/status");
            break;
        }
        assert!(std::time::Instant::now() < deadline, "still {body}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn admin_table_catalogue_and_health() {
    let api = Api::start().await;
    products(&api).await;

    // GET /products with the management screen's query: products or data, total or
    // pagination.total.
    let path = "/products?page=1&limit=12&sort=newest&category=living-room&search=sofa\
                &minPrice=0&maxPrice=500000&featured=true&onSale=true&tags=modern,fabric";
    let (status, body) = api.get(path).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let data = body["products"]
        .as_array()
        .or_else(|| body["data"].as_array())
        .unwrap_or_else(|| panic!("products or data: {body}"));
    assert_eq!(data.len(), 1, "{body}");
    assert!(
        !body["total"].is_null() || !body["pagination"]["total"].is_null(),
        "total or pagination.total: {body}"
    );

    // GET /categories: the list.
    let (status, body) = api.get("/categories").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(list(&body, "data", "GET /categories").len(), 9);

    // GET /health: the dashboard's connectivity badge. This harness runs no media service, so
    // the answer is the degraded one (health.rs checks the 200 of a whole shop); the badge reads
    // the services it names.
    let (status, body) = api.get("/health").await;
    assert!(
        status == StatusCode::OK || status == StatusCode::SERVICE_UNAVAILABLE,
        "{status} {body}"
    );
    reads(&body, &["status", "services"], "GET /health");
    assert_eq!(body["services"]["catalog"], "ok", "{body}");
}

/// The dashboard and product management read every product at once: `limit=1000`, with the
/// admin's token (a guest or customer keeps the 100 cap).
#[tokio::test]
async fn admin_table_products_with_limit_1000() {
    let api = Api::start().await;
    products(&api).await;
    let admin = admin_token(&api).await;
    let (status, body) = api
        .send(
            "GET",
            "/products?page=1&limit=1000&sort=newest",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let data = body["products"]
        .as_array()
        .or_else(|| body["data"].as_array())
        .unwrap();
    assert_eq!(data.len(), 3, "{body}");
}

/// The spec's product form body (admin spec sections 3 and 5): the category joined with ' - ',
/// original_price, onSale and on_sale, tags and images split from comma text.
fn spec_product(name: &str, price: f64) -> Value {
    json!({
        "name": name,
        "description": "A deep three-seater in grey linen.",
        "price": price,
        "original_price": null,
        "category": "Living Room - Sofas",
        "stock": 7,
        "images": ["/media/demo/sofa-grey-1.svg"],
        "featured": false,
        "onSale": false,
        "on_sale": false,
        "tags": ["linen", "grey"],
        "dimensions": "210 x 90 x 85 cm",
        "material": "Linen",
        "color": "Grey",
        "weight": "40",
        "brand": "Samani Home"
    })
}

/// POST /products, PUT /products/{id}, DELETE /products/{id} with a bearer token (admin spec,
/// "Products and categories"); the screen reads the saved product's id and fields.
#[tokio::test]
async fn admin_table_product_writes() {
    let api = Api::start().await;
    let admin = admin_token(&api).await;
    let admin = Some(admin.as_str());

    let (status, body) = api
        .send(
            "POST",
            "/products",
            admin,
            Some(spec_product("Nyeri Sofa", 38000.0)),
        )
        .await;
    assert!(status.is_success(), "POST /products: {status} {body}");
    reads(
        &body,
        &[
            "id", "name", "price", "category", "stock", "images", "featured", "onSale", "tags",
        ],
        "POST /products",
    );
    let id = body["id"].as_i64().unwrap();

    let (status, body) = api
        .send(
            "PUT",
            &format!("/products/{id}"),
            admin,
            Some(spec_product("Nyeri Sofa", 35500.0)),
        )
        .await;
    assert!(status.is_success(), "PUT /products/{{id}}: {status} {body}");
    assert_eq!(body["price"], 35500, "{body}");

    // The form without a required field: the spec's message.
    let mut incomplete = spec_product("", 35500.0);
    incomplete["stock"] = Value::Null;
    let (status, body) = api.send("POST", "/products", admin, Some(incomplete)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], "Please fill in all required fields.");

    let (status, body) = api
        .send("DELETE", &format!("/products/{id}"), admin, None)
        .await;
    assert!(
        status.is_success(),
        "DELETE /products/{{id}}: {status} {body}"
    );
    let (status, _) = api.get(&format!("/products/{id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admin_table_orders() {
    let api = Api::with_orders().await;
    let ids = products(&api).await;
    let session = register(&api, "shopper@example.co.ke").await;
    let customer = session["token"].as_str().unwrap();
    let first = web_order(&api, customer, ids[0], "cod").await;
    let second = web_order(&api, customer, ids[1], "cod").await;
    let admin = admin_token(&api).await;
    let admin = Some(admin.as_str());

    // GET /api/orders: the list of orders.
    let (status, body) = api.send("GET", "/api/orders", admin, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let orders = list(&body, "orders", "GET /api/orders");
    assert_eq!(orders.len(), 2, "{body}");
    reads(
        &orders[0],
        &[
            "id",
            "public_id",
            "created_at",
            "order_status",
            "payment_method",
            "payment_status",
            "total_amount",
            "customer_name",
            "phone",
            "email",
            "address",
            "items",
        ],
        "GET /api/orders",
    );

    // GET /api/orders/total-sales: totalSales.
    let (status, body) = api
        .send("GET", "/api/orders/total-sales", admin, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(&body, &["totalSales"], "GET /api/orders/total-sales");

    // GET /api/orders/{orderId}: the order the detail page shows.
    let id = first["order_id"].as_str().unwrap();
    let (status, body) = api
        .send("GET", &format!("/api/orders/{id}"), admin, None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(
        &body,
        &[
            "public_id",
            "order_status",
            "payment_status",
            "total_amount",
            "customer_name",
            "phone",
            "email",
            "address",
            "delivery_instructions",
            "items",
        ],
        "GET /api/orders/{orderId}",
    );

    // PUT /api/orders/{id}/status with order_status, as the dropdown writes it.
    let (status, body) = api
        .send(
            "PUT",
            &format!("/api/orders/{id}/status"),
            admin,
            Some(json!({"order_status": "Processing"})),
        )
        .await;
    assert!(
        status.is_success(),
        "PUT /api/orders/{{id}}/status: {status} {body}"
    );
    let (_, body) = api
        .send("GET", &format!("/api/orders/{id}"), admin, None)
        .await;
    assert!(
        body["order_status"]
            .as_str()
            .unwrap()
            .eq_ignore_ascii_case("processing"),
        "{body}"
    );

    // GET /api/orders/stats: totalOrders, totalRevenue, recentOrders.
    let (status, body) = api.send("GET", "/api/orders/stats", admin, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(
        &body,
        &["totalOrders", "totalRevenue", "recentOrders"],
        "GET /api/orders/stats",
    );
    assert_eq!(body["totalOrders"], 2, "{body}");

    // DELETE /api/orders/{orderId}.
    let id = second["order_id"].as_str().unwrap();
    let (status, body) = api
        .send("DELETE", &format!("/api/orders/{id}"), admin, None)
        .await;
    assert!(
        status.is_success(),
        "DELETE /api/orders/{{id}}: {status} {body}"
    );
    let (status, _) = api
        .send("GET", &format!("/api/orders/{id}"), admin, None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admin_table_users() {
    let api = Api::start().await;
    let admin = admin_token(&api).await;
    let admin = Some(admin.as_str());

    // GET /users/verify-token (bearer): user with isAdmin, id, email, role.
    let (status, body) = api.send("GET", "/users/verify-token", admin, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    reads(
        &body["user"],
        &["isAdmin", "id", "email", "role"],
        "GET /users/verify-token",
    );
    assert_eq!(body["user"]["isAdmin"], true);

    // POST /users/signup with name, email, password, isAdmin.
    let (status, body) = api
        .send(
            "POST",
            "/users/signup",
            admin,
            Some(
                json!({"name": "Kamau Mwangi", "email": "kamau@example.co.ke",
                "password": "secret-1", "isAdmin": false}),
            ),
        )
        .await;
    assert!(status.is_success(), "POST /users/signup: {status} {body}");

    // GET /users (bearer): an array of users.
    let (status, body) = api.send("GET", "/users", admin, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let users = body
        .as_array()
        .unwrap_or_else(|| panic!("an array: {body}"));
    let kamau = users
        .iter()
        .find(|u| u["email"] == "kamau@example.co.ke")
        .unwrap_or_else(|| panic!("the new user is listed: {body}"));
    reads(kamau, &["id", "name", "email", "role"], "GET /users");
    let id = kamau["id"].as_str().unwrap().to_owned();

    // GET /users/total-users: totalUsers; GET /api/users/stats: totalUsers.
    for path in ["/users/total-users", "/api/users/stats"] {
        let (status, body) = api.send("GET", path, admin, None).await;
        assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
        assert_eq!(body["totalUsers"], 2, "GET {path}: {body}");
    }

    // PATCH /users/{id}/role with role.
    let (status, body) = api
        .send(
            "PATCH",
            &format!("/users/{id}/role"),
            admin,
            Some(json!({"role": "admin"})),
        )
        .await;
    assert!(
        status.is_success(),
        "PATCH /users/{{id}}/role: {status} {body}"
    );

    // DELETE /users/{id}.
    let (status, body) = api
        .send("DELETE", &format!("/users/{id}"), admin, None)
        .await;
    assert!(status.is_success(), "DELETE /users/{{id}}: {status} {body}");
    let (_, body) = api.send("GET", "/users/total-users", admin, None).await;
    assert_eq!(body["totalUsers"], 1, "{body}");
}

/// The token checker reads `exp` with the verified user (admin spec, "Users and auth").
#[tokio::test]
async fn admin_table_verify_token_carries_exp() {
    let api = Api::start().await;
    let admin = admin_token(&api).await;
    let (status, body) = api
        .send("GET", "/users/verify-token", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body["user"]["exp"].is_u64(), "{body}");
}
