//! The server-kept cart and wishlist through the gateway, against the real orders, catalog and
//! auth services: they follow the shopper to another device, stay private, carry fresh product
//! objects, drop products that are gone, and refuse bad input.

use crate::common::Api;
use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

async fn register(api: &Api, email: &str) -> String {
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(json!({"name": "Shopper", "email": email, "phone": "0712345678", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// A new session of the same account: another device.
async fn sign_in(api: &Api, email: &str) -> String {
    let (status, body) = api
        .send(
            "POST",
            "/auth/login",
            None,
            Some(json!({"email": email, "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

async fn shop() -> (Api, Vec<i64>) {
    let api = Api::with_orders().await;
    let ids = api
        .catalog
        .insert(vec![
            product("Nairobi Sofa", "living-room-sofas", 30_000, 10),
            product("Karen Bed", "bedroom-beds", 25_000, 20),
            product("Lamu Chair", "living-room-sofas", 20_000, 30),
        ])
        .await;
    (api, ids)
}

fn ids_of(list: &Value) -> Vec<i64> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_cart_follows_its_shopper_to_another_device_and_nobody_else() {
    let (api, ids) = shop().await;
    let laptop = register(&api, "wanjiku@example.co.ke").await;
    let other = register(&api, "otieno@example.co.ke").await;

    let (status, empty) = api.send("GET", "/api/cart", Some(&laptop), None).await;
    assert_eq!(status, StatusCode::OK, "{empty}");
    assert_eq!(empty, json!({"items": [], "updatedAt": null}));

    let (status, saved) = api
        .send(
            "PUT",
            "/api/cart",
            Some(&laptop),
            Some(json!({"items": [
                {"productId": ids[1], "quantity": 2},
                {"productId": ids[0], "quantity": 1},
                {"productId": ids[1], "quantity": 1}
            ]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(ids_of(&saved), [ids[1], ids[0]]);
    assert_eq!(
        saved["items"][0]["quantity"], 3,
        "the same product twice is one line"
    );
    assert!(saved["updatedAt"].is_string());

    let phone = sign_in(&api, "wanjiku@example.co.ke").await;
    assert_ne!(phone, laptop);
    let (status, cart) = api.send("GET", "/api/cart", Some(&phone), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(cart, saved);
    let bed = &cart["items"][0];
    assert_eq!(bed["name"], "Karen Bed");
    assert_eq!(bed["price"], 25_000);
    assert_eq!(bed["category"], "Bedroom - Beds");
    assert_eq!(bed["stock"], 10);
    assert!(bed["images"].is_array() && bed.get("onSale").is_some());

    let (_, theirs) = api.send("GET", "/api/cart", Some(&other), None).await;
    assert_eq!(theirs["items"], json!([]));
    let (status, _) = api
        .send(
            "PUT",
            "/api/cart",
            Some(&other),
            Some(json!({"items": [{"productId": ids[2], "quantity": 5}]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, cart) = api.send("GET", "/api/cart", Some(&laptop), None).await;
    assert_eq!(ids_of(&cart), [ids[1], ids[0]]);

    // A product taken out of the catalogue disappears from the list when it is read.
    sqlx::query("DELETE FROM products WHERE id = $1")
        .bind(ids[0])
        .execute(&api.catalog.pool)
        .await
        .unwrap();
    let (_, cart) = api.send("GET", "/api/cart", Some(&phone), None).await;
    assert_eq!(ids_of(&cart), [ids[1]]);

    let (status, cleared) = api
        .send("PUT", "/api/cart", Some(&phone), Some(json!({"items": []})))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(cleared["items"], json!([]));
    let (_, cart) = api.send("GET", "/api/cart", Some(&laptop), None).await;
    assert_eq!(cart["items"], json!([]));
}

#[tokio::test]
async fn a_wishlist_keeps_when_each_product_was_added() {
    let (api, ids) = shop().await;
    let token = register(&api, "wanjiku@example.co.ke").await;
    let (status, saved) = api
        .send(
            "PUT",
            "/api/wishlist",
            Some(&token),
            Some(json!({"items": [
                {"productId": ids[2], "addedAt": "2026-11-01T10:00:00+03:00"},
                {"productId": ids[0]}
            ]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(ids_of(&saved), [ids[2], ids[0]]);
    let added = |item: &Value| {
        chrono::DateTime::parse_from_rfc3339(item["addedAt"].as_str().unwrap()).unwrap()
    };
    assert_eq!(
        added(&saved["items"][0]),
        chrono::DateTime::parse_from_rfc3339("2026-11-01T07:00:00Z").unwrap()
    );
    let now = chrono::Utc::now();
    assert!(
        (now - added(&saved["items"][1]).to_utc())
            .num_seconds()
            .abs()
            < 60
    );
    assert!(saved["items"][0].get("quantity").is_none());

    let (_, again) = api
        .send(
            "GET",
            "/api/wishlist",
            Some(&sign_in(&api, "wanjiku@example.co.ke").await),
            None,
        )
        .await;
    assert_eq!(again, saved);
    let (_, cart) = api.send("GET", "/api/cart", Some(&token), None).await;
    assert_eq!(cart["items"], json!([]), "the wishlist is not the cart");
}

#[tokio::test]
async fn bad_lists_are_400s_and_guests_are_401s() {
    let (api, ids) = shop().await;
    let token = register(&api, "wanjiku@example.co.ke").await;
    let too_many: Vec<Value> = (1..=101)
        .map(|id| json!({"productId": id, "quantity": 1}))
        .collect();
    for (path, body) in [
        (
            "/api/cart",
            json!({"items": [{"productId": ids[0], "quantity": 0}]}),
        ),
        (
            "/api/cart",
            json!({"items": [{"productId": ids[0], "quantity": 100}]}),
        ),
        ("/api/cart", json!({"items": [{"productId": ids[0]}]})),
        (
            "/api/cart",
            json!({"items": [{"productId": "abc", "quantity": 1}]}),
        ),
        (
            "/api/cart",
            json!({"items": [{"productId": -1, "quantity": 1}]}),
        ),
        (
            "/api/cart",
            json!({"items": [{"productId": ids[0], "quantity": 1e30}]}),
        ),
        ("/api/cart", json!({"items": "sofa"})),
        ("/api/cart", json!({"items": too_many})),
        (
            "/api/cart",
            json!({"items": [{"productId": ids[0], "quantity": 60}, {"productId": ids[0], "quantity": 60}]}),
        ),
        (
            "/api/wishlist",
            json!({"items": [{"productId": ids[0], "addedAt": "yesterday"}]}),
        ),
        (
            "/api/wishlist",
            json!({"items": [{"productId": ids[0], "addedAt": 5}]}),
        ),
        ("/api/wishlist", json!({"items": [{"productId": 0}]})),
    ] {
        let (status, answer) = api
            .send("PUT", path, Some(&token), Some(body.clone()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path} {body}: {answer}");
        assert!(
            answer["fields"]["items"].is_string(),
            "{path} {body}: {answer}"
        );
    }
    for raw in [
        "{not json",
        "[1,2]",
        r#"{"items": [{"productId": 1e400, "quantity": 1}]}"#,
    ] {
        let request = axum::http::Request::put("/api/cart")
            .header("accept", "application/json")
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {token}"))
            .body(axum::body::Body::from(raw))
            .unwrap();
        let (status, _, _) = api.call(request).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{raw}");
    }
    let (_, cart) = api.send("GET", "/api/cart", Some(&token), None).await;
    assert_eq!(cart["items"], json!([]), "nothing bad was saved");

    for (method, path) in [
        ("GET", "/api/cart"),
        ("PUT", "/api/cart"),
        ("GET", "/api/wishlist"),
        ("PUT", "/api/wishlist"),
    ] {
        let (status, answer) = api
            .send(method, path, None, Some(json!({"items": []})))
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
        assert_eq!(answer["error"], "unauthorized");
    }
}
