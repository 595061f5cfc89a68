//! The admin activity log through the gateway, over the real auth, catalog, orders and payments services:
//! admin only; an order status change, a product edit and a role change each appear, newest
//! first, with who did them (named by auth) and the state before and after; filters by kind,
//! actor and Nairobi days, paging, and every bad parameter named at once.

use crate::common::Api;
use crate::orders::{admin, register};
use axum::http::StatusCode;
use serde_json::{Value, json};

fn product_form(price: f64) -> Value {
    json!({
        "name": "Malindi Sofa",
        "description": "Deep seats in emerald velvet.",
        "price": price,
        "category": "Living Room - Sofas",
        "stock": 12,
        "images": ["/media/demo/sofa-grey-1.svg"],
        "material": "Velvet"
    })
}

fn nairobi_day(days_from_today: i64) -> String {
    let nairobi = chrono::FixedOffset::east_opt(3 * 3600).unwrap();
    (chrono::Utc::now().with_timezone(&nairobi) + chrono::Duration::days(days_from_today))
        .format("%Y-%m-%d")
        .to_string()
}

async fn activity(api: &Api, token: &str, query: &str) -> Value {
    let (status, body) = api
        .send(
            "GET",
            &format!("/api/admin/activity{query}"),
            Some(token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    body
}

fn kinds(page: &Value) -> Vec<&str> {
    page["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn admins_see_every_admin_write_newest_first_with_before_and_after() {
    let api = Api::with_payments().await;
    let (admin, admin_id) = admin(&api).await;
    let (customer, customer_id) = register(&api, "wanjiku@example.co.ke").await;

    let (status, body) = api.send("GET", "/api/admin/activity", None, None).await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::UNAUTHORIZED, &json!("unauthorized"))
    );
    let (status, body) = api
        .send("GET", "/api/admin/activity", Some(&customer), None)
        .await;
    assert_eq!(
        (status, &body["error"]),
        (StatusCode::FORBIDDEN, &json!("forbidden"))
    );

    // A product created and edited, an order's status changed, a role changed.
    let (status, created) = api
        .send(
            "POST",
            "/products",
            Some(&admin),
            Some(product_form(45_999.0)),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let product_id = created["id"].as_i64().unwrap();
    let (status, body) = api
        .send(
            "PUT",
            &format!("/products/{product_id}"),
            Some(&admin),
            Some(product_form(39_999.0)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, placed) = api
        .send(
            "POST",
            "/api/orders",
            Some(&customer),
            Some(json!({
                "items": [{"productId": product_id, "quantity": 1}],
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order_number = placed["order"]["public_id"].as_str().unwrap().to_owned();
    let (status, body) = api
        .send(
            "PUT",
            &format!("/api/orders/{order_number}/status"),
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = api
        .send(
            "PATCH",
            &format!("/users/{customer_id}/role"),
            Some(&admin),
            Some(json!({"role": "admin"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let page = activity(&api, &admin, &format!("?actor={admin_id}")).await;
    assert_eq!(
        kinds(&page),
        [
            "user.role",
            "order.status",
            "product.update",
            "product.create"
        ]
    );
    assert_eq!(
        page["pagination"],
        json!({"page": 1, "limit": 20, "total": 4, "totalPages": 1})
    );
    let entries = page["entries"].as_array().unwrap();
    for e in entries {
        assert_eq!(
            e["actor"],
            json!({"id": admin_id, "name": "Test admin", "email": "admin@shop.test"})
        );
        let at = chrono::DateTime::parse_from_rfc3339(e["at"].as_str().unwrap()).unwrap();
        assert!((chrono::Utc::now() - at.to_utc()).num_minutes() < 5);
    }
    let role = &entries[0];
    assert_eq!(role["service"], "auth");
    assert_eq!(role["target"], customer_id);
    assert_eq!(role["summary"], "Role of Shopper user -> admin");
    assert_eq!(
        (&role["before"], &role["after"]),
        (&json!({"role": "user"}), &json!({"role": "admin"}))
    );
    let status = &entries[1];
    assert!(status["id"].as_str().unwrap().starts_with("orders:"));
    assert_eq!(status["target"], order_number);
    assert_eq!(status["summary"], "Status pending -> shipped");
    assert_eq!(
        (&status["before"], &status["after"]),
        (&json!({"status": "pending"}), &json!({"status": "shipped"}))
    );
    let edit = &entries[2];
    assert_eq!(edit["service"], "catalog");
    assert_eq!(edit["target"], product_id.to_string());
    assert_eq!(
        (&edit["before"], &edit["after"]),
        (&json!({"price": 45999}), &json!({"price": 39999}))
    );
    assert_eq!(entries[3]["before"], Value::Null);
    assert_eq!(entries[3]["after"]["name"], "Malindi Sofa");

    // The accounts the test harness made are in the log too, by an admin auth does not know.
    let all = activity(&api, &admin, "").await;
    assert_eq!(all["pagination"]["total"], 5);
    let made = &all["entries"][4];
    assert_eq!(made["kind"], "user.create");
    assert_eq!(
        (&made["actor"]["name"], &made["actor"]["email"]),
        (&Value::Null, &Value::Null)
    );

    // Filters and paging.
    assert_eq!(
        kinds(&activity(&api, &admin, "?kind=order.status").await),
        ["order.status"]
    );
    let today = nairobi_day(0);
    let range = activity(&api, &admin, &format!("?from={today}&to={today}")).await;
    assert_eq!(range["pagination"]["total"], 5);
    let tomorrow = activity(&api, &admin, &format!("?from={}", nairobi_day(1))).await;
    assert_eq!(tomorrow["entries"], json!([]));
    let yesterday = activity(&api, &admin, &format!("?to={}", nairobi_day(-1))).await;
    assert_eq!(yesterday["pagination"]["total"], 0);
    let second = activity(&api, &admin, "?page=2&limit=2").await;
    assert_eq!(kinds(&second), ["product.update", "product.create"]);
    assert_eq!(
        second["pagination"],
        json!({"page": 2, "limit": 2, "total": 5, "totalPages": 3})
    );
}

#[tokio::test]
async fn every_bad_parameter_is_one_400() {
    let api = Api::with_payments().await;
    let (admin, _) = admin(&api).await;
    let (status, body) = api
        .send(
            "GET",
            "/api/admin/activity?kind=order.explode&from=yesterday&limit=101&page=0",
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
    assert_eq!(fields, ["from", "kind", "limit", "page"]);
    let (status, body) = api
        .send(
            "GET",
            "/api/admin/activity?from=2026-03-02&to=2026-03-01",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["to"].is_string(), "{body}");
}

fn target_exists(page: &Value) -> Vec<(String, bool)> {
    page["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["kind"].as_str().unwrap().to_owned(),
                e["targetExists"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn entries_say_whether_their_target_still_exists() {
    let api = Api::with_payments().await;
    let (admin, admin_id) = admin(&api).await;
    let (customer, customer_id) = register(&api, "otieno@example.co.ke").await;
    let (status, created) = api
        .send(
            "POST",
            "/products",
            Some(&admin),
            Some(product_form(45_999.0)),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let product_id = created["id"].as_i64().unwrap();
    let (status, placed) = api
        .send(
            "POST",
            "/api/orders",
            Some(&customer),
            Some(json!({
                "items": [{"productId": product_id, "quantity": 1}],
                "firstName": "Otieno", "lastName": "Ouma",
                "email": "otieno@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order_number = placed["order"]["public_id"].as_str().unwrap().to_owned();
    for (method, path, body) in [
        (
            "PUT",
            format!("/api/orders/{order_number}/status"),
            Some(json!({"order_status": "processing"})),
        ),
        (
            "PATCH",
            format!("/users/{customer_id}/role"),
            Some(json!({"role": "admin"})),
        ),
    ] {
        let (status, answer) = api.send(method, &path, Some(&admin), body).await;
        assert_eq!(status, StatusCode::OK, "{path}: {answer}");
    }
    let mine = format!("?actor={admin_id}");
    assert_eq!(
        target_exists(&activity(&api, &admin, &mine).await),
        [
            ("user.role".to_owned(), true),
            ("order.status".to_owned(), true),
            ("product.create".to_owned(), true),
        ]
    );

    // The order, the product and the account deleted: their earlier entries no longer link.
    for path in [
        format!("/api/orders/{order_number}"),
        format!("/products/{product_id}"),
        format!("/users/{customer_id}"),
    ] {
        let (status, answer) = api.send("DELETE", &path, Some(&admin), None).await;
        assert_eq!(status, StatusCode::OK, "{path}: {answer}");
    }
    let page = activity(&api, &admin, &mine).await;
    assert_eq!(
        target_exists(&page),
        [
            ("user.delete".to_owned(), false),
            ("product.delete".to_owned(), false),
            ("order.delete".to_owned(), false),
            ("user.role".to_owned(), false),
            ("order.status".to_owned(), false),
            ("product.create".to_owned(), false),
        ]
    );
}
