//! The admin's customer list through the gateway, over the real auth and orders services:
//! admin only, paged by the server, searched by name, email or phone, each account with its
//! orders and the money its orders brought in (from the books); every bad parameter named at
//! once.

use crate::common::Api;
use crate::orders::{add_products, admin};
use axum::http::StatusCode;
use serde_json::{Value, json};

async fn shopper(api: &Api, name: &str, email: &str, phone: &str) -> (String, String) {
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(json!({"name": name, "email": email, "phone": phone, "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (
        body["token"].as_str().unwrap().to_owned(),
        body["user"]["id"].as_str().unwrap().to_owned(),
    )
}

async fn page(api: &Api, token: &str, query: &str) -> Value {
    let (status, body) = api
        .send(
            "GET",
            &format!("/api/admin/customers{query}"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    body
}

fn emails(page: &Value) -> Vec<&str> {
    page["customers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["email"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn admins_page_customers_with_their_orders_and_spending() {
    let api = Api::with_orders().await;
    let (admin, _) = admin(&api).await;
    let (wanjiku, wanjiku_id) = shopper(
        &api,
        "Wanjiku Kamau",
        "wanjiku@example.co.ke",
        "0722 111 001",
    )
    .await;
    shopper(&api, "Otieno Ouma", "otieno@example.co.ke", "0733 222 002").await;
    shopper(&api, "Akinyi Njeri", "akinyi@example.co.ke", "0722 111 003").await;

    let (status, body) = api.send("GET", "/api/admin/customers", None, None).await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::UNAUTHORIZED, &json!("unauthorized"))
    );
    let (status, body) = api
        .send("GET", "/api/admin/customers", Some(&wanjiku), None)
        .await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::FORBIDDEN, &json!("forbidden"))
    );

    // Two orders by Wanjiku; one of them paid.
    let [sofa] = add_products(&api, &[("Malindi Sofa", 45_999, 10)]).await[..] else {
        panic!("one product");
    };
    let mut numbers = Vec::new();
    for _ in 0..2 {
        let (status, placed) = api
            .send(
                "POST",
                "/api/orders",
                Some(&wanjiku),
                Some(json!({
                    "items": [{"productId": sofa, "quantity": 1}],
                    "firstName": "Wanjiku", "lastName": "Kamau",
                    "email": "wanjiku@example.co.ke", "phone": "0722 111 001",
                    "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                    "zipCode": "00100", "paymentMethod": "cod"
                })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{placed}");
        numbers.push(placed["order"]["public_id"].as_str().unwrap().to_owned());
    }
    let orders_pool = &api.orders.as_ref().unwrap().pool;
    // The cash of the first is collected: money in the books, so spent (the second's cash is
    // still due: not spent).
    let (status, body) = api
        .send(
            "POST",
            &format!("/api/orders/{}/cod-collected", numbers[0]),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let paid_cents: i64 = sqlx::query_scalar("SELECT total_cents FROM orders WHERE public_id = $1")
        .bind(&numbers[0])
        .fetch_one(orders_pool)
        .await
        .unwrap();

    // Newest first, two a page; the admin account is listed too.
    let first = page(&api, &admin, "?limit=2").await;
    assert_eq!(
        emails(&first),
        ["akinyi@example.co.ke", "otieno@example.co.ke"]
    );
    assert_eq!(
        first["pagination"],
        json!({"page": 1, "limit": 2, "total": 4, "totalPages": 2})
    );
    let second = page(&api, &admin, "?page=2&limit=2").await;
    assert_eq!(
        emails(&second),
        ["wanjiku@example.co.ke", "admin@shop.test"]
    );
    let w = &second["customers"][0];
    assert_eq!(w["id"], wanjiku_id);
    assert_eq!(w["name"], "Wanjiku Kamau");
    assert_eq!(w["role"], "user");
    assert!(w["phone"].as_str().unwrap().ends_with("722111001"), "{w}");
    assert_eq!(w["orders"], 2);
    assert_eq!(w["spent"].as_f64().unwrap(), paid_cents as f64 / 100.0);
    assert_eq!(
        (
            &first["customers"][0]["orders"],
            &first["customers"][0]["spent"]
        ),
        (&json!(0), &json!(0))
    );

    // Searched by any written form of a phone, by name, by role.
    for search in ["0722%20111", "%2B254722111", "722111"] {
        assert_eq!(
            emails(&page(&api, &admin, &format!("?search={search}")).await),
            ["akinyi@example.co.ke", "wanjiku@example.co.ke"],
            "{search}"
        );
    }
    assert_eq!(
        emails(&page(&api, &admin, "?search=OUMA").await),
        ["otieno@example.co.ke"]
    );
    assert_eq!(
        emails(&page(&api, &admin, "?role=admin").await),
        ["admin@shop.test"]
    );
}

#[tokio::test]
async fn every_bad_parameter_is_one_400() {
    let api = Api::with_orders().await;
    let (admin, _) = admin(&api).await;
    let (status, body) = api
        .send(
            "GET",
            "/api/admin/customers?page=0&limit=101&role=root",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    let mut fields: Vec<&str> = body["fields"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    fields.sort_unstable();
    assert_eq!(fields, ["limit", "page", "role"]);
    let (status, body) = api
        .send("GET", "/api/admin/customers?page=x", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["page"].is_string(), "{body}");
}
