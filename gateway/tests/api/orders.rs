//! Checkout and orders through the gateway, against the real orders, catalog and auth services:
//! server-side totals, stock taken and given back, the 409s a shopper can recover from, every
//! validation message, simultaneous orders for the last units, who may see and change what,
//! tracking, the admin's status changes, list and figures, and coupons on a pinned clock.

use std::sync::Arc;
use std::time::Duration;

use crate::common::Api;
use axum::http::StatusCode;
use chrono::{DateTime, TimeZone, Utc};
use serde_json::{Value, json};
use shop_catalog::testing::product;
use shop_orders::config::Clock;

pub(crate) async fn register(api: &Api, email: &str) -> (String, String) {
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(json!({"name": "Shopper", "email": email, "phone": "0712345678", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    (
        body["token"].as_str().unwrap().to_owned(),
        body["user"]["id"].as_str().unwrap().to_owned(),
    )
}

/// Makes admin@shop.test an admin and signs in: the token and the user id.
pub(crate) async fn admin(api: &Api) -> (String, String) {
    api.auth.make_admin("admin@shop.test", "admin-secret").await;
    let (status, body) = api
        .send(
            "POST",
            "/auth/login",
            None,
            Some(json!({"email": "admin@shop.test", "password": "admin-secret"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    (
        body["token"].as_str().unwrap().to_owned(),
        body["user"]["id"].as_str().unwrap().to_owned(),
    )
}

pub(crate) async fn admin_token(api: &Api) -> String {
    admin(api).await.0
}

/// Products with their price in KSh and their stock; their ids in the same order.
pub(crate) async fn add_products(api: &Api, products: &[(&str, i64, i32)]) -> Vec<i64> {
    let seeds = products
        .iter()
        .map(|(name, price, stock)| {
            let mut p = product(name, "living-room-sofas", *price, 10);
            p.stock = *stock;
            p
        })
        .collect();
    api.catalog.insert(seeds).await
}

fn items(lines: &[(i64, i64)]) -> Value {
    Value::Array(
        lines
            .iter()
            .map(|(id, qty)| json!({"productId": id, "quantity": qty}))
            .collect(),
    )
}

/// A complete checkout form for `lines`, cash on delivery, without a total.
pub(crate) fn checkout(lines: &[(i64, i64)]) -> Value {
    json!({
        "items": items(lines),
        "firstName": "Wanjiku", "lastName": "Kamau",
        "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
        "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100",
        "paymentMethod": "cod", "deliveryInstructions": "Call at the gate",
        "preferredDeliveryTime": "morning"
    })
}

async fn place(api: &Api, token: &str, body: Value) -> (StatusCode, Value) {
    api.send("POST", "/api/orders", Some(token), Some(body))
        .await
}

/// Places `body` and answers the order object.
pub(crate) async fn placed(api: &Api, token: &str, body: Value) -> Value {
    let (status, answer) = place(api, token, body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    answer["order"].clone()
}

async fn stock(api: &Api, id: i64) -> i64 {
    let (status, body) = api.get(&format!("/products/{id}")).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["stock"].as_i64().unwrap()
}

/// Waits (up to 10 s) until the product's stock is `expected`: a cancellation gives stock back
/// through the `order.cancelled` event.
async fn wait_for_stock(api: &Api, id: i64, expected: i64) {
    for _ in 0..100 {
        if stock(api, id).await == expected {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(stock(api, id).await, expected, "stock of product {id}");
}

fn time(text: &Value) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text.as_str().unwrap())
        .unwrap()
        .with_timezone(&Utc)
}

#[tokio::test]
async fn a_cash_on_delivery_order_is_priced_by_the_server_and_takes_its_stock() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(
        &api,
        &[
            ("Nairobi Sofa", 30_000, 10),
            ("Karen Bed", 25_000, 10),
            ("Lamu Chair", 20_000, 10),
        ],
    )
    .await;
    let (token, user_id) = register(&api, "wanjiku@example.co.ke").await;

    let mut body = checkout(&[(ids[0], 1), (ids[1], 1)]);
    body["totalAmount"] = json!(63900);
    // What the client must not decide: the owner, the payment status, the prices.
    body["userId"] = json!(uuid::Uuid::new_v4().to_string());
    body["paymentStatus"] = json!("Paid");
    body["items"][0]["price"] = json!(1);
    let (status, answer) = place(&api, &token, body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let order = &answer["order"];
    assert_eq!(answer["order_id"], order["id"]);
    assert_eq!(answer["public_id"], order["public_id"]);
    let public_id = order["public_id"].as_str().unwrap();
    assert!(
        public_id.starts_with("SF") && public_id.len() <= 12,
        "{public_id}"
    );
    assert_eq!(order["user_id"], user_id.as_str());
    let money = |key: &str| order[key].as_f64().unwrap();
    assert_eq!(
        [
            money("subtotal"),
            money("shipping_fee"),
            money("vat"),
            money("cod_fee"),
            money("total_amount")
        ],
        [55_000.0, 0.0, 8_800.0, 100.0, 63_900.0]
    );
    assert_eq!(order["order_status"], "pending");
    assert_eq!(order["payment_status"], "Pending");
    assert_eq!(order["payment_method"], "cod");
    assert_eq!(order["coupon_code"], Value::Null);
    assert_eq!(order["customer_name"], "Wanjiku Kamau");
    assert_eq!(order["address"], "12 Moi Avenue, Nairobi, Nairobi, 00100");
    assert_eq!(
        (
            order["street"].as_str(),
            order["county"].as_str(),
            order["postal_code"].as_str()
        ),
        (Some("12 Moi Avenue"), Some("Nairobi"), Some("00100"))
    );
    assert_eq!(order["preferred_delivery_time"], "morning");
    assert_eq!(order["delivery_instructions"], "Call at the gate");
    let item = &order["items"][0];
    assert_eq!(item["product_id"], ids[0]);
    assert_eq!(item["product_name"], "Nairobi Sofa");
    assert_eq!(item["name"], "Nairobi Sofa");
    assert_eq!(item["price"], 30_000);
    assert_eq!(item["quantity"], 1);
    assert_eq!(item["line_total"], 30_000);
    assert_eq!(item["category"], "Living Room - Sofas");
    assert_eq!(order["status_history"][0]["status"], "pending");
    // The promise's last day (Nairobi standard: 1-3 business days), 18:00 in Nairobi.
    assert_eq!(order["delivery"]["method"], "standard");
    assert_eq!(
        order["estimated_delivery"],
        format!(
            "{}T15:00:00Z",
            order["delivery"]["latest"].as_str().unwrap()
        )
    );
    assert!(time(&order["estimated_delivery"]) > time(&order["created_at"]));
    assert_eq!(stock(&api, ids[0]).await, 9);
    assert_eq!(stock(&api, ids[1]).await, 9);

    // Under KSh 50,000 shipping is paid; M-Pesa has no COD fee.
    let mut body = checkout(&[(ids[2], 1)]);
    body["paymentMethod"] = json!("mpesa");
    body["totalAmount"] = json!(23700);
    let order = placed(&api, &token, body).await;
    assert_eq!(
        [
            &order["subtotal"],
            &order["shipping_fee"],
            &order["vat"],
            &order["cod_fee"],
            &order["total_amount"]
        ],
        [
            &json!(20_000),
            &json!(500),
            &json!(3_200),
            &json!(0),
            &json!(23_700)
        ]
    );
    assert_eq!(stock(&api, ids[2]).await, 9);

    // Read back by id and by order number (any case); the owner's list is newest first.
    let (status, by_id) = api
        .send(
            "GET",
            &format!("/api/orders/{}", order["id"].as_str().unwrap()),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{by_id}");
    assert_eq!(by_id["total_amount"], 23_700);
    let number = order["public_id"].as_str().unwrap().to_lowercase();
    let (status, by_number) = api
        .send("GET", &format!("/api/orders/{number}"), Some(&token), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{by_number}");
    assert_eq!(by_number["id"], order["id"]);
    let (status, mine) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let mine = mine.as_array().unwrap();
    assert_eq!(mine.len(), 2);
    assert_eq!(mine[0]["id"], order["id"]);
    assert_eq!(mine[1]["public_id"], public_id);
}

#[tokio::test]
async fn quotes_show_the_totals_the_free_shipping_gap_and_what_is_missing() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;

    let (status, quote) = api
        .send(
            "POST",
            "/api/orders/quote",
            None,
            Some(json!({"items": items(&[(ids[0], 1), (999_999, 1)])})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{quote}");
    assert_eq!(quote["missing"], json!([999_999]));
    assert_eq!(quote["items"].as_array().unwrap().len(), 1);
    assert_eq!(quote["items"][0]["available"], 10);
    assert_eq!(quote["items"][0]["line_total"], 30_000);
    assert_eq!(
        [
            &quote["subtotal"],
            &quote["shipping_fee"],
            &quote["vat"],
            &quote["cod_fee"],
            &quote["total_amount"]
        ],
        [
            &json!(30_000),
            &json!(500),
            &json!(4_800),
            &json!(0),
            &json!(35_300)
        ]
    );
    assert_eq!(quote["amount_to_free_shipping"], 20_000.01);
    assert_eq!(quote["free_shipping_threshold"], 50_000);
    assert_eq!(quote["free_shipping_reason"], Value::Null);
    assert_eq!(quote["coupon_code"], Value::Null);

    let (_, quote) = api
        .send(
            "POST",
            "/api/orders/quote",
            None,
            Some(json!({"items": items(&[(ids[0], 2)]), "paymentMethod": "COD"})),
        )
        .await;
    assert_eq!(quote["shipping_fee"], 0);
    assert_eq!(quote["cod_fee"], 100);
    assert_eq!(quote["free_shipping_reason"], "threshold");
    assert_eq!(quote["amount_to_free_shipping"], 0);
    assert_eq!(quote["total_amount"], 69_700);

    for (body, field) in [
        (
            json!({"items": [{"productId": "x", "quantity": 1}]}),
            "items",
        ),
        (json!({"items": items(&[(ids[0], 100)])}), "items"),
        (
            json!({"items": items(&[(ids[0], 1)]), "paymentMethod": "bitcoin"}),
            "paymentMethod",
        ),
        (
            json!({"items": items(&[(ids[0], 1)]), "couponCode": "BOGUS"}),
            "couponCode",
        ),
    ] {
        let (status, answer) = api
            .send("POST", "/api/orders/quote", None, Some(body.clone()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(answer["error"], "validation_failed");
        assert!(answer["fields"][field].is_string(), "{body}: {answer}");
    }
}

#[tokio::test]
async fn a_changed_total_or_missing_stock_refuses_the_order_and_takes_nothing() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(
        &api,
        &[
            ("Nairobi Sofa", 30_000, 10),
            ("Karen Bed", 25_000, 10),
            ("Malindi Sofa", 40_000, 2),
            ("Kisumu Stool", 5_000, 0),
        ],
    )
    .await;
    let (token, user_id) = register(&api, "wanjiku@example.co.ke").await;

    let mut body = checkout(&[(ids[0], 1), (ids[1], 1)]);
    body["totalAmount"] = json!(60000);
    let (status, answer) = place(&api, &token, body).await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(answer["error"], "total_changed");
    assert_eq!(
        answer["message"],
        "The total has changed. Please review your order."
    );
    let quote = &answer["quote"];
    assert_eq!(quote["total_amount"], 63_900);
    assert_eq!(quote["subtotal"], 55_000);
    assert_eq!(quote["cod_fee"], 100);
    assert_eq!(quote["items"].as_array().unwrap().len(), 2);
    assert_eq!(quote["missing"], json!([]));
    assert_eq!(quote["free_shipping_threshold"], 50_000);
    // The stock the shopper can have: the reservation was given back.
    assert_eq!(quote["items"][0]["available"], 10);
    assert_eq!(stock(&api, ids[0]).await, 10);
    assert_eq!(stock(&api, ids[1]).await, 10);

    let (status, answer) = place(&api, &token, checkout(&[(ids[0], 1), (ids[2], 3)])).await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(
        answer,
        json!({
            "error": "out_of_stock",
            "message": "Only 2 left of Malindi Sofa",
            "shortages": [{"productId": ids[2], "name": "Malindi Sofa", "requested": 3, "available": 2}]
        })
    );
    assert_eq!(stock(&api, ids[0]).await, 10);
    assert_eq!(stock(&api, ids[2]).await, 2);

    let (status, answer) = place(&api, &token, checkout(&[(ids[3], 1)])).await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(answer["message"], "Kisumu Stool is out of stock");

    let (status, answer) = place(&api, &token, checkout(&[(999_999, 1)])).await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(answer["error"], "out_of_stock");
    assert_eq!(answer["shortages"][0]["productId"], 999_999);

    let (_, mine) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(mine, json!([]));
}

#[tokio::test]
async fn every_bad_checkout_is_a_400_naming_its_fields() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;
    let (token, user_id) = register(&api, "wanjiku@example.co.ke").await;

    // Issue 13: an absent email is the account's (the spec's order payload has none), so the
    // empty form no longer names it; an empty one still does.
    let (status, answer) = place(&api, &token, json!({"preferredDeliveryTime": "midnight"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["error"], "validation_failed");
    assert!(answer["fields"].get("email").is_none(), "{answer}");
    let (_, empty_email) = place(&api, &token, json!({"email": " "})).await;
    assert_eq!(empty_email["fields"]["email"], "Email is required");
    for (field, message) in [
        ("items", "Your cart is empty"),
        ("firstName", "First name is required"),
        ("lastName", "Last name is required"),
        ("phone", "Phone is required"),
        ("address", "Address is required"),
        ("city", "City is required"),
        ("state", "County is required"),
        ("zipCode", "Postal code is required"),
        ("paymentMethod", "Invalid payment method"),
        (
            "preferredDeliveryTime",
            "Please select a preferred delivery time",
        ),
    ] {
        assert_eq!(answer["fields"][field], message, "{field}");
    }

    let good = checkout(&[(ids[0], 1)]);
    let with = |key: &str, value: Value| {
        let mut body = good.clone();
        body[key] = value;
        body
    };
    for (body, field, message) in [
        (
            with("email", json!("wanjiku")),
            "email",
            Some("Please enter a valid email address"),
        ),
        (
            with("paymentMethod", json!("bitcoin")),
            "paymentMethod",
            Some("Invalid payment method"),
        ),
        (
            with("couponCode", json!("BOGUS")),
            "couponCode",
            Some("Invalid coupon code"),
        ),
        (with("phone", json!("12ab")), "phone", None),
        (with("items", json!("sofa")), "items", None),
        (
            with("items", json!([])),
            "items",
            Some("Your cart is empty"),
        ),
        (with("items", items(&[(ids[0], 0)])), "items", None),
        (with("items", items(&[(ids[0], 100)])), "items", None),
        (with("items", items(&[(-4, 1)])), "items", None),
        (
            with("items", json!([{"productId": ids[0], "quantity": 1e20}])),
            "items",
            None,
        ),
        (
            with("items", json!([{"productId": 1.5, "quantity": 1}])),
            "items",
            None,
        ),
        (
            with(
                "items",
                Value::Array(
                    (1..=51)
                        .map(|id| json!({"productId": id, "quantity": 1}))
                        .collect(),
                ),
            ),
            "items",
            None,
        ),
        (with("totalAmount", json!(-5)), "totalAmount", None),
        (with("totalAmount", json!(12.345)), "totalAmount", None),
        (with("totalAmount", json!(1e300)), "totalAmount", None),
        (with("totalAmount", json!("lots")), "totalAmount", None),
    ] {
        let (status, answer) = place(&api, &token, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        match message {
            Some(message) => assert_eq!(answer["fields"][field], message, "{body}"),
            None => assert!(answer["fields"][field].is_string(), "{body}: {answer}"),
        }
    }

    // Wrong JSON types and malformed bodies never reach a 500.
    for raw in [
        "{not json",
        r#"{"items": ["#,
        r#"{"firstName": 5}"#,
        r#"{"totalAmount": 1e400}"#,
        r#"{"items": [{"productId": 1e400, "quantity": 1}]}"#,
        "[]",
        "null",
    ] {
        let request = axum::http::Request::post("/api/orders")
            .header("accept", "application/json")
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {token}"))
            .body(axum::body::Body::from(raw))
            .unwrap();
        let (status, _, body) = api.call(request).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{raw}");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert!(body["message"].is_string(), "{raw}");
    }

    // Aliases of the spec's other checkout variants.
    let order = placed(
        &api,
        &token,
        json!({
            "items": items(&[(ids[0], 1)]), "customerName": "Otieno Ouma",
            "email": "otieno@example.co.ke", "phone": "+254 712 345 678",
            "street": "Oginga Odinga St", "city": "Kisumu", "county": "Kisumu",
            "postalCode": "40100", "paymentMethod": "card", "totalAmount": "35800"
        }),
    )
    .await;
    assert_eq!(order["customer_name"], "Otieno Ouma");
    assert_eq!(order["address"], "Oginga Odinga St, Kisumu, Kisumu, 40100");
    assert_eq!(order["preferred_delivery_time"], "");
    assert_eq!(stock(&api, ids[0]).await, 9);

    let (status, _) = api.send("POST", "/api/orders", None, Some(good)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (_, mine) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(mine.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn several_bad_fields_are_one_400_naming_every_field() {
    let api = Api::with_orders().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;
    let (token, _) = register(&api, "wanjiku@example.co.ke").await;
    let mut body = checkout(&[(ids[0], 0)]);
    body["email"] = json!("wanjiku@");
    body["phone"] = json!("0712-34a");
    body["city"] = json!("");
    body["zipCode"] = json!("0".repeat(21));
    body["paymentMethod"] = json!("bitcoin");
    body["couponCode"] = json!("BOGUS");
    body["deliveryInstructions"] = json!("x".repeat(501));
    let (status, answer) = place(&api, &token, body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert_eq!(answer["error"], "validation_failed");
    assert_eq!(
        answer["fields"],
        json!({
            "items": "Quantity must be between 1 and 99",
            "email": "Please enter a valid email address",
            "phone": "Please enter a valid Kenyan phone number (0712 345 678)",
            "city": "City is required",
            "zipCode": "Postal code must be at most 20 characters",
            "paymentMethod": "Invalid payment method",
            "couponCode": "Invalid coupon code",
            "deliveryInstructions": "Delivery instructions must be at most 500 characters"
        })
    );
    assert_eq!(stock(&api, ids[0]).await, 10);
}

#[tokio::test]
async fn the_spec_payload_with_one_joined_address_is_accepted() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;
    let (token, user_id) = register(&api, "otieno@example.co.ke").await;
    // The customer spec's order payload, as written: user_id, customerName, one address
    // (street, city, county and postal code joined), no email, paymentStatus.
    // Delivery to Kisumu is its zone's (KSh 1,000); an address whose county cannot be told
    // pays the flat fee (KSh 500).
    let spec = |address: &str, total: i64| {
        json!({
            "user_id": user_id, "customerName": "Otieno Ouma", "address": address,
            "phone": "0712345678", "items": items(&[(ids[0], 1)]), "totalAmount": total,
            "paymentMethod": "cod", "paymentStatus": "Pending",
            "deliveryInstructions": "", "preferredDeliveryTime": ""
        })
    };
    let order = placed(
        &api,
        &token,
        spec("Oginga Odinga St, Kisumu, Kisumu, 40100", 35_900),
    )
    .await;
    assert_eq!(order["customer_name"], "Otieno Ouma");
    assert_eq!(order["email"], "otieno@example.co.ke");
    assert_eq!(order["street"], "Oginga Odinga St");
    assert_eq!(
        (&order["city"], &order["county"], &order["postal_code"]),
        (&json!("Kisumu"), &json!("Kisumu"), &json!("40100"))
    );
    assert_eq!(order["address"], "Oginga Odinga St, Kisumu, Kisumu, 40100");
    assert_eq!(order["total_amount"], 35_900);

    // One that cannot be split is kept as given.
    let order = placed(
        &api,
        &token,
        spec("House 12 behind the market, Kisumu", 35_400),
    )
    .await;
    assert_eq!(order["address"], "House 12 behind the market, Kisumu");
    assert_eq!(order["street"], "House 12 behind the market, Kisumu");
    assert_eq!(order["city"], "");
    // And no address at all is still refused.
    let (status, answer) = place(&api, &token, spec("", 35_400)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert_eq!(answer["fields"]["address"], "Address is required");
    assert_eq!(stock(&api, ids[0]).await, 8);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_shoppers_racing_for_five_units_get_exactly_five_orders() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(&api, &[("Lamu Chair", 4_000, 5)]).await;
    let mut tokens = Vec::new();
    for n in 0..5 {
        tokens.push(register(&api, &format!("racer{n}@example.co.ke")).await.0);
    }
    let api = Arc::new(api);
    let mut tasks = tokio::task::JoinSet::new();
    for n in 0..50 {
        let api = api.clone();
        let token = tokens[n % tokens.len()].clone();
        let body = checkout(&[(ids[0], 1)]);
        tasks.spawn(async move {
            api.send("POST", "/api/orders", Some(&token), Some(body))
                .await
        });
    }
    let answers = tasks.join_all().await;
    let created = answers
        .iter()
        .filter(|(status, _)| *status == StatusCode::CREATED)
        .count();
    assert_eq!(created, 5, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != StatusCode::CREATED) {
        assert_eq!(*status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"], "out_of_stock");
        assert_eq!(body["message"], "Lamu Chair is out of stock");
        assert_eq!(body["shortages"][0]["available"], 0);
    }
    assert_eq!(stock(&api, ids[0]).await, 0);
    let admin = admin_token(&api).await;
    let (_, stats) = api
        .send("GET", "/api/orders/stats", Some(&admin), None)
        .await;
    assert_eq!(stats["totalOrders"], 5);
}

#[tokio::test]
async fn orders_are_seen_and_changed_only_by_their_owner_and_admins() {
    let api = Api::with_orders().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;
    let (alice, alice_id) = register(&api, "alice@example.co.ke").await;
    let (bob, _) = register(&api, "bob@example.co.ke").await;
    let admin = admin_token(&api).await;
    let order = placed(&api, &alice, checkout(&[(ids[0], 1)])).await;
    let id = order["id"].as_str().unwrap();

    let owner_calls = [
        ("GET", format!("/api/orders/{id}"), None),
        ("PUT", format!("/api/orders/{id}/cancel"), None),
        ("GET", format!("/api/orders/user/{alice_id}"), None),
    ];
    let admin_calls = [
        ("GET", "/api/orders".to_owned(), None),
        ("GET", "/api/orders/total-sales".to_owned(), None),
        ("GET", "/api/orders/stats".to_owned(), None),
        (
            "PUT",
            format!("/api/orders/{id}/status"),
            Some(json!({"order_status": "shipped"})),
        ),
        ("DELETE", format!("/api/orders/{id}"), None),
    ];
    for (method, path, body) in owner_calls.iter().chain(admin_calls.iter()) {
        let (status, answer) = api.send(method, path, None, body.clone()).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guest {method} {path}");
        assert_eq!(answer["message"], "Unauthorized - please log in");
        let (status, answer) = api.send(method, path, Some(&bob), body.clone()).await;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "bob {method} {path}: {answer}"
        );
        assert_eq!(answer["message"], "Forbidden - you don't have permission");
    }
    for (method, path, body) in &admin_calls {
        let (status, _) = api.send(method, path, Some(&alice), body.clone()).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "alice {method} {path}");
    }
    for (method, path) in [
        ("GET", "/api/cart"),
        ("PUT", "/api/cart"),
        ("POST", "/api/orders"),
    ] {
        let (status, _) = api.send(method, path, None, Some(json!({}))).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "guest {method} {path}");
    }

    // Nothing Bob tried changed the order; Alice and admins read it.
    let (status, mine) = api
        .send("GET", &format!("/api/orders/{id}"), Some(&alice), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(mine["order_status"], "pending");
    let (status, seen) = api
        .send("GET", &format!("/api/orders/{id}"), Some(&admin), None)
        .await;
    assert_eq!((status, &seen["id"]), (StatusCode::OK, &order["id"]));
    let (status, list) = api
        .send(
            "GET",
            &format!("/api/orders/user/{alice_id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list.as_array().unwrap().len(), 1);

    // Unknown ids of any shape are 404, never 500.
    let not_found = json!({"error": "order_not_found", "message": "Order not found"});
    for path in [
        format!("/api/orders/{}", uuid::Uuid::new_v4()),
        "/api/orders/SFNOTHERE1".to_owned(),
        "/api/orders/%27%3B%20drop%20table%20orders".to_owned(),
        "/api/orders/%F0%9F%9B%8B".to_owned(),
        format!("/api/orders/{}", "9".repeat(300)),
    ] {
        let (status, answer) = api.send("GET", &path, Some(&admin), None).await;
        assert_eq!(
            (status, &answer),
            (StatusCode::NOT_FOUND, &not_found),
            "{path}"
        );
    }
    for (method, path) in [
        ("PUT", "/api/orders/SFNOTHERE1/cancel"),
        ("DELETE", "/api/orders/SFNOTHERE1"),
    ] {
        let (status, _) = api.send(method, path, Some(&admin), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}");
    }
    let (status, _) = api
        .send(
            "PUT",
            "/api/orders/SFNOTHERE1/status",
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn cancelling_tracking_status_changes_and_deletion() {
    let api = Api::with_orders().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 10)]).await;
    let (alice, _) = register(&api, "alice@example.co.ke").await;
    let admin = admin_token(&api).await;

    // The owner cancels a pending order; its stock comes back.
    let order = placed(&api, &alice, checkout(&[(ids[0], 2)])).await;
    assert_eq!(stock(&api, ids[0]).await, 8);
    let cancel = format!(
        "/api/orders/{}/cancel",
        order["public_id"].as_str().unwrap()
    );
    let (status, answer) = api.send("PUT", &cancel, Some(&alice), None).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["order"]["order_status"], "cancelled");
    let history: Vec<&str> = answer["order"]["status_history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["status"].as_str().unwrap())
        .collect();
    assert_eq!(history, ["pending", "cancelled"]);
    wait_for_stock(&api, ids[0], 10).await;
    let (status, answer) = api.send("PUT", &cancel, Some(&alice), None).await;
    assert_eq!(
        (status, answer),
        (
            StatusCode::CONFLICT,
            json!({"error": "not_cancellable", "message": "Only pending orders can be cancelled"})
        )
    );

    // Anyone tracks an order with its number and phone.
    let order = placed(&api, &alice, checkout(&[(ids[0], 1)])).await;
    let number = order["public_id"].as_str().unwrap();
    let (status, tracked) = api
        .send(
            "POST",
            "/api/orders/track",
            None,
            Some(json!({"orderNumber": number.to_lowercase(), "phone": "+254 712 345678"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{tracked}");
    assert_eq!(tracked["id"], order["id"]);
    for body in [
        json!({"orderNumber": number, "phone": "0799 999 999"}),
        json!({"orderNumber": "SFNOTHERE1", "phone": "0712345678"}),
        json!({"orderNumber": "'; --", "phone": "0712345678"}),
    ] {
        let (status, answer) = api
            .send("POST", "/api/orders/track", None, Some(body))
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert_eq!(
            answer["message"],
            "No order matches that order number and phone number"
        );
    }
    let (status, answer) = api
        .send("POST", "/api/orders/track", None, Some(json!({})))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(answer["fields"]["orderNumber"].is_string() && answer["fields"]["phone"].is_string());

    // The admin moves it along; the owner can no longer cancel; cancelled is final.
    let status_path = format!("/api/orders/{}/status", order["id"].as_str().unwrap());
    let (status, answer) = api
        .send(
            "PUT",
            &status_path,
            Some(&admin),
            Some(json!({"order_status": "Processing"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["order"]["order_status"], "processing");
    let (status, answer) = api
        .send(
            "PUT",
            &format!("/api/orders/{number}/cancel"),
            Some(&alice),
            None,
        )
        .await;
    assert_eq!(
        (status, &answer["error"]),
        (StatusCode::CONFLICT, &json!("not_cancellable"))
    );
    for body in [
        json!({"order_status": "lost"}),
        json!({}),
        json!({"order_status": 3}),
    ] {
        let (status, answer) = api
            .send("PUT", &status_path, Some(&admin), Some(body.clone()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
    }
    assert_eq!(stock(&api, ids[0]).await, 9);
    let (status, answer) = api
        .send(
            "PUT",
            &status_path,
            Some(&admin),
            Some(json!({"order_status": "CANCELLED"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["order"]["order_status"], "cancelled");
    wait_for_stock(&api, ids[0], 10).await;
    let (status, answer) = api
        .send(
            "PUT",
            &status_path,
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{answer}");
    assert_eq!(answer["error"], "cancelled_is_final");

    // Deletion.
    let path = format!("/api/orders/{number}");
    let (status, answer) = api.send("DELETE", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["message"], "Order deleted successfully");
    let (status, _) = api.send("GET", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = api.send("DELETE", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admin_figures_and_list_match_the_orders_placed() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(
        &api,
        &[("Nairobi Sofa", 30_000, 50), ("Lamu Chair", 20_000, 50)],
    )
    .await;
    let (alice, _) = register(&api, "alice@example.co.ke").await;
    let (bob, _) = register(&api, "bob@example.co.ke").await;
    let admin = admin_token(&api).await;

    let (status, stats) = api
        .send("GET", "/api/orders/stats", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{stats}");
    assert_eq!(
        (stats["totalOrders"].as_u64(), &stats["revenueChange"]),
        (Some(0), &Value::Null)
    );

    let as_bob = |lines: &[(i64, i64)], method: &str| {
        let mut body = checkout(lines);
        body["firstName"] = json!("Otieno");
        body["lastName"] = json!("Ouma");
        body["phone"] = json!("0722 000 111");
        body["paymentMethod"] = json!(method);
        body
    };
    let mut body = checkout(&[(ids[1], 1)]);
    body["paymentMethod"] = json!("mpesa");
    let first = placed(&api, &alice, checkout(&[(ids[0], 2)])).await; // 69,700
    let second = placed(&api, &alice, body).await; // 23,700
    let third = placed(&api, &bob, as_bob(&[(ids[1], 1)], "card")).await; // 23,700, last month
    let fourth = placed(&api, &bob, as_bob(&[(ids[0], 1)], "cod")).await; // 35,400, cancelled
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/cancel", fourth["id"].as_str().unwrap()),
            Some(&bob),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/status", second["id"].as_str().unwrap()),
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // The third order was placed last month (Nairobi's calendar).
    sqlx::query(
        "UPDATE orders SET created_at = \
         (date_trunc('month', now() AT TIME ZONE 'Africa/Nairobi') - interval '10 days') \
         AT TIME ZONE 'Africa/Nairobi' WHERE id = $1::uuid",
    )
    .bind(third["id"].as_str().unwrap())
    .execute(&api.orders.as_ref().unwrap().pool)
    .await
    .unwrap();
    // Revenue is money received (issue 23): the first order's cash is collected now, the third
    // was paid by card when placed, last month; the second (M-Pesa) was never paid.
    let (status, collected) = api
        .send(
            "POST",
            &format!(
                "/api/orders/{}/cod-collected",
                first["public_id"].as_str().unwrap()
            ),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{collected}");
    crate::books::paid_when_placed(&api, third["id"].as_str().unwrap()).await;

    let (_, stats) = api
        .send("GET", "/api/orders/stats", Some(&admin), None)
        .await;
    assert_eq!(stats["totalOrders"], 4);
    assert_eq!(stats["totalRevenue"], 93_400);
    assert_eq!(
        stats["ordersByStatus"],
        json!({"pending": 2, "processing": 0, "shipped": 1, "delivered": 0, "cancelled": 1})
    );
    assert_eq!(stats["revenueThisMonth"], 69_700);
    assert_eq!(stats["revenueLastMonth"], 23_700);
    assert_eq!(stats["revenueChange"], 194.1);
    assert_eq!(stats["revenue"]["total"], 93_400);
    assert_eq!(stats["revenueThisMonthDetail"]["codFees"], 100);
    assert_eq!(
        (
            stats["ordersThisMonth"].as_u64(),
            stats["ordersLastMonth"].as_u64()
        ),
        (Some(2), Some(1))
    );
    let recent: Vec<&Value> = stats["recentOrders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| &o["id"])
        .collect();
    assert_eq!(
        recent,
        [&fourth["id"], &second["id"], &first["id"], &third["id"]]
    );
    let (_, sales) = api
        .send("GET", "/api/orders/total-sales", Some(&admin), None)
        .await;
    assert_eq!(sales["totalSales"], 93_400);
    assert_eq!(sales["revenue"], stats["revenue"]);

    let list = |query: &str| {
        let api = &api;
        let admin = &admin;
        let path = format!("/api/orders{query}");
        async move { api.send("GET", &path, Some(admin), None).await }
    };
    let (status, all) = list("").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        all["pagination"],
        json!({"page": 1, "limit": 20, "total": 4, "totalPages": 1})
    );
    assert_eq!(all["orders"][0]["id"], fourth["id"]);
    let (_, pending) = list("?status=Pending").await;
    let pending: Vec<&Value> = pending["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| &o["id"])
        .collect();
    assert_eq!(pending, [&first["id"], &third["id"]]);
    let (_, cancelled) = list("?status=cancelled").await;
    assert_eq!(cancelled["pagination"]["total"], 1);
    let (_, found) = list(&format!("?search={}", first["public_id"].as_str().unwrap())).await;
    assert_eq!(found["orders"][0]["id"], first["id"]);
    assert_eq!(found["pagination"]["total"], 1);
    let (_, found) = list("?search=otieno").await;
    assert_eq!(found["pagination"]["total"], 2);
    let (_, found) = list("?search=otieno&status=pending").await;
    assert_eq!(found["orders"][0]["id"], third["id"]);
    let (_, page) = list("?page=2&limit=3").await;
    assert_eq!(
        page["pagination"],
        json!({"page": 2, "limit": 3, "total": 4, "totalPages": 2})
    );
    assert_eq!(page["orders"].as_array().unwrap().len(), 1);
    for (query, field) in [
        ("?status=lost", "status"),
        ("?page=0", "page"),
        ("?page=abc", "page"),
        ("?limit=500", "limit"),
        ("?limit=-1", "limit"),
    ] {
        let (status, answer) = list(query).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{query}");
        assert!(answer["fields"][field].is_string(), "{query}: {answer}");
    }
}

fn pinned(at: DateTime<Utc>) -> impl FnOnce(&str) -> shop_orders::Config + Send + 'static {
    move |catalog_url| {
        let mut config = shop_orders::testing::config(catalog_url);
        config.clock = Clock::Fixed(at);
        config
    }
}

#[tokio::test]
async fn freeship_works_on_mondays_in_nairobi() {
    // 2026-11-23 is a Monday.
    let api =
        Api::with_orders_config(pinned(Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap())).await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = add_products(&api, &[("Lamu Chair", 20_000, 10)]).await;
    let (token, _) = register(&api, "wanjiku@example.co.ke").await;

    let (status, active) = api.get("/api/coupons/active").await;
    assert_eq!(
        (status, active),
        (StatusCode::OK, json!({"promoBox": true}))
    );
    let (status, coupon) = api
        .send(
            "POST",
            "/api/coupons/validate",
            None,
            Some(json!({"code": " freeship "})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{coupon}");
    assert_eq!(
        (&coupon["code"], &coupon["freeShipping"]),
        (&json!("FREESHIP"), &json!(true))
    );
    assert!(!coupon["description"].as_str().unwrap().is_empty());
    for body in [json!({"code": "BOGUS"}), json!({}), json!({"code": ""})] {
        let (status, answer) = api
            .send("POST", "/api/coupons/validate", None, Some(body.clone()))
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(answer["fields"]["code"], "Invalid coupon code");
    }
    let (status, _) = api
        .send(
            "POST",
            "/api/coupons/validate",
            None,
            Some(json!({"code": 5})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let (_, quote) = api
        .send(
            "POST",
            "/api/orders/quote",
            None,
            Some(json!({"items": items(&[(ids[0], 1)]), "couponCode": "freeship"})),
        )
        .await;
    assert_eq!(quote["shipping_fee"], 0);
    assert_eq!(quote["free_shipping_reason"], "coupon");
    assert_eq!(quote["coupon_code"], "FREESHIP");
    let mut body = checkout(&[(ids[0], 1)]);
    body["couponCode"] = json!("FreeShip");
    body["totalAmount"] = json!(23_300);
    let order = placed(&api, &token, body).await;
    assert_eq!(order["coupon_code"], "FREESHIP");
    assert_eq!(order["shipping_fee"], 0);
    assert_eq!(order["total_amount"], 23_300);
}

#[tokio::test]
async fn freeship_is_refused_on_a_saturday_and_the_promo_box_hides() {
    // 2026-11-21 is a Saturday.
    let api = Api::with_orders_config(pinned(
        Utc.with_ymd_and_hms(2026, 11, 21, 12, 0, 0).unwrap(),
    ))
    .await;
    let ids = add_products(&api, &[("Lamu Chair", 20_000, 10)]).await;
    let (token, _) = register(&api, "wanjiku@example.co.ke").await;

    let (_, active) = api.get("/api/coupons/active").await;
    assert_eq!(active, json!({"promoBox": false}));
    let (status, answer) = api
        .send(
            "POST",
            "/api/coupons/validate",
            None,
            Some(json!({"code": "FREESHIP"})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["fields"]["code"], "Invalid coupon code");
    let mut body = checkout(&[(ids[0], 1)]);
    body["couponCode"] = json!("FREESHIP");
    let (status, answer) = place(&api, &token, body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["fields"]["couponCode"], "Invalid coupon code");
    assert_eq!(stock(&api, ids[0]).await, 10);
}

#[tokio::test]
async fn refunds_due_are_for_admins_only() {
    let api = Api::with_orders().await;
    let (status, _) = api.send("GET", "/api/admin/refunds-due", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (customer, _) = register(&api, "refund-shopper@example.com").await;
    let (status, _) = api
        .send("GET", "/api/admin/refunds-due", Some(&customer), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let admin = admin_token(&api).await;
    let (status, body) = api
        .send("GET", "/api/admin/refunds-due", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, json!({"refunds": [], "total": 0}));
}

#[tokio::test]
async fn a_placement_repeated_with_its_idempotency_key_answers_the_same_order() {
    let api = Api::with_orders().await;
    let sofa = api
        .catalog
        .insert(vec![shop_catalog::testing::product(
            "Lamu Sofa",
            "living-room-sofas",
            999,
            1,
        )])
        .await[0];
    let (token, _) = register(&api, "keyed-shopper@example.com").await;
    let body = json!({
        "items": [{"productId": sofa, "quantity": 1}],
        "firstName": "Wanjiku", "lastName": "Kamau",
        "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
        "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
        "zipCode": "00100", "paymentMethod": "cod"
    });
    let place = |key: &'static str| {
        let request = axum::http::Request::builder()
            .method("POST")
            .uri("/api/orders")
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {token}"))
            .header("idempotency-key", key)
            .body(axum::body::Body::from(body.to_string()))
            .unwrap();
        async {
            let (status, _, bytes) = api.call(request).await;
            (status, serde_json::from_slice::<Value>(&bytes).unwrap())
        }
    };
    let (status, first) = place("0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11").await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let (status, again) = place("0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11").await;
    assert_eq!(status, StatusCode::CREATED, "{again}");
    assert_eq!(again["order_id"], first["order_id"]);
    let (status, refused) = place("not a key; at all").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("Idempotency-Key")
    );
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&api.orders.as_ref().unwrap().pool)
        .await
        .unwrap();
    assert_eq!(stored, 1);
}

#[tokio::test]
async fn an_idempotency_key_sent_again_with_a_different_cart_is_a_422_that_places_nothing() {
    let api = Api::with_orders().await;
    let ids = add_products(&api, &[("Lamu Sofa", 999, 5), ("Kisumu Chair", 150, 5)]).await;
    let (sofa, chair) = (ids[0], ids[1]);
    let (token, _) = register(&api, "rekeyed-shopper@example.com").await;
    let place = |body: Value| {
        let request = axum::http::Request::builder()
            .method("POST")
            .uri("/api/orders")
            .header("content-type", "application/json")
            .header("authorization", format!("Bearer {token}"))
            .header("idempotency-key", "checkout-7f3a")
            .body(axum::body::Body::from(body.to_string()))
            .unwrap();
        async {
            let (status, _, bytes) = api.call(request).await;
            (status, serde_json::from_slice::<Value>(&bytes).unwrap())
        }
    };
    let (status, first) = place(checkout(&[(sofa, 1)])).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");

    let mut other_method = checkout(&[(sofa, 1)]);
    other_method["paymentMethod"] = json!("mpesa");
    for different in [
        checkout(&[(sofa, 1), (chair, 2)]),
        checkout(&[(sofa, 2)]),
        other_method,
    ] {
        let (status, refused) = place(different).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert_eq!(refused["error"], "idempotency_key_reused");
        assert_eq!(
            refused["message"],
            "This Idempotency-Key was already used for a different request"
        );
    }
    assert_eq!(stock(&api, sofa).await, 4, "nothing more reserved");
    assert_eq!(stock(&api, chair).await, 5);

    let (status, again) = place(checkout(&[(sofa, 1)])).await;
    assert_eq!(status, StatusCode::CREATED, "{again}");
    assert_eq!(again["order_id"], first["order_id"]);
    assert_eq!(again["order"], first["order"]);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&api.orders.as_ref().unwrap().pool)
        .await
        .unwrap();
    assert_eq!(stored, 1, "no second order");
}

/// The value of `series` in the process's metrics once it is `expected` (the consumers sample
/// their dead letters every 5 s), or the last value seen after 15 s.
async fn metric_settles_at(series: &str, expected: f64) -> Option<f64> {
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    loop {
        let value = crate::observability::value(&shop_common::metrics::render(), series);
        if value == Some(expected) || std::time::Instant::now() > deadline {
            return value;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test]
async fn dead_letters_are_the_admins_to_list_inspect_replay_and_count() {
    use prost::Message;
    use shop_common::events::{NewDeadLetter, PAYMENT_FAILED, store_dead_letter};
    use shop_proto::events::v1::PaymentFailed;

    // The consuming services count their dead letters in their own metrics.
    shop_common::metrics::init();
    let api = Api::with_orders().await;
    let (customer, _) = register(&api, "dead-letters@shop.test").await;
    for (method, uri) in [
        ("GET", "/api/admin/dead-letters"),
        ("GET", "/api/admin/dead-letters/orders/1"),
        ("POST", "/api/admin/dead-letters/orders/1/replay"),
    ] {
        assert_eq!(
            api.send(method, uri, None, None).await.0,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            api.send(method, uri, Some(&customer), None).await.0,
            StatusCode::FORBIDDEN
        );
    }
    let admin = admin_token(&api).await;
    let (status, body) = api
        .send("GET", "/api/admin/dead-letters", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["deadLetters"], json!([]));
    assert_eq!(body["unavailable"], json!([]));
    assert_eq!(
        body["queues"],
        json!([
            {"service": "catalog", "queue": "catalog.order-cancelled", "waiting": 0, "total": 0},
            {"service": "catalog", "queue": "catalog.reviews", "waiting": 0, "total": 0},
            {"service": "orders", "queue": "orders.notifications", "waiting": 0, "total": 0},
            {"service": "orders", "queue": "orders.payments", "waiting": 0, "total": 0},
        ])
    );

    // Poison on the shop's exchange: a payment event naming no valid order.
    let orders = api.orders.as_ref().unwrap();
    let poison = PaymentFailed {
        order_id: "not-an-order".into(),
        reason: "poison for the test".into(),
        ..Default::default()
    };
    shop_common::testing::publish_raw(
        &orders.config.events,
        PAYMENT_FAILED,
        Some(&uuid::Uuid::new_v4().to_string()),
        &poison.encode_to_vec(),
    )
    .await;
    let mut listed = Value::Null;
    for _ in 0..200 {
        let (_, body) = api
            .send("GET", "/api/admin/dead-letters", Some(&admin), None)
            .await;
        if body["deadLetters"]
            .as_array()
            .is_some_and(|l| !l.is_empty())
        {
            listed = body;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let letter = &listed["deadLetters"][0];
    assert_eq!(letter["service"], "orders", "{listed}");
    assert_eq!(letter["routingKey"], PAYMENT_FAILED);
    assert_eq!(letter["reason"], "permanent_error");
    assert_eq!(letter["attempts"], 1);
    assert!(letter["error"].as_str().unwrap().contains("not-an-order"));
    assert!(
        letter.get("payloadHex").is_none(),
        "no payloads in the list"
    );
    let id = letter["id"].as_str().unwrap().to_owned();
    assert_eq!(
        listed["queues"][3],
        json!({"service": "orders", "queue": "orders.payments", "waiting": 1, "total": 1})
    );
    if crate::observability::alone() {
        let waiting = "events_dead_letters{queue=\"orders.payments\"}";
        assert_eq!(
            metric_settles_at(waiting, 1.0).await,
            Some(1.0),
            "{waiting}"
        );
        let text = shop_common::metrics::render();
        let dead_lettered = "events_dead_lettered_total{queue=\"orders.payments\"}";
        assert_eq!(
            crate::observability::value(&text, dead_lettered),
            Some(1.0),
            "{text}"
        );
    }

    let uri = format!("/api/admin/dead-letters/orders/{id}");
    let (status, shown) = api.send("GET", &uri, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert!(
        shown["payloadText"]
            .as_str()
            .unwrap()
            .contains("poison for the test")
    );
    assert_eq!(
        shown["payloadHex"].as_str().unwrap().len(),
        2 * poison.encode_to_vec().len()
    );
    // Replaying what is still broken fails and says why; the dead letter stays.
    let (status, failed) = api
        .send("POST", &format!("{uri}/replay"), Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{failed}");
    assert_eq!(failed["error"], "replay_failed");
    assert!(failed["message"].as_str().unwrap().contains("not-an-order"));
    let (_, shown) = api.send("GET", &uri, Some(&admin), None).await;
    assert!(shown["replayError"].is_string() && shown["replayedAt"].is_null());

    // A message given up on during an outage (stored as the consumer stores it), replayed once
    // the cause is gone: handled once, and a second replay changes nothing.
    let message_id = uuid::Uuid::new_v4();
    let payload = PaymentFailed {
        order_id: uuid::Uuid::new_v4().to_string(),
        reason: "declined".into(),
        ..Default::default()
    }
    .encode_to_vec();
    let row = store_dead_letter(
        &orders.pool,
        &NewDeadLetter {
            consumer: "orders.payments",
            message_id: Some(message_id),
            routing_key: PAYMENT_FAILED,
            payload: &payload,
            attempts: 9,
            reason: "retries_exhausted",
            error: "database unreachable",
        },
    )
    .await
    .unwrap();
    let replay = format!("/api/admin/dead-letters/orders/{row}/replay");
    let (status, first) = api.send("POST", &replay, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["alreadyHandled"], false);
    assert!(first["deadLetter"]["replayedAt"].is_string());
    let (_, second) = api.send("POST", &replay, Some(&admin), None).await;
    assert_eq!(second["alreadyHandled"], true);
    let handled: i64 =
        sqlx::query_scalar("SELECT count(*) FROM order_payment_events WHERE message_id = $1")
            .bind(message_id)
            .fetch_one(&orders.pool)
            .await
            .unwrap();
    assert_eq!(handled, 1, "handled exactly once");
    let (_, body) = api
        .send("GET", "/api/admin/dead-letters", Some(&admin), None)
        .await;
    assert_eq!(body["deadLetters"].as_array().unwrap().len(), 1, "{body}");
    let (_, body) = api
        .send(
            "GET",
            "/api/admin/dead-letters?all=true",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(body["deadLetters"].as_array().unwrap().len(), 2, "{body}");
    // One waits for a replay (the poison), two were ever dead-lettered.
    assert_eq!(
        body["queues"],
        json!([
            {"service": "catalog", "queue": "catalog.order-cancelled", "waiting": 0, "total": 0},
            {"service": "catalog", "queue": "catalog.reviews", "waiting": 0, "total": 0},
            {"service": "orders", "queue": "orders.notifications", "waiting": 0, "total": 0},
            {"service": "orders", "queue": "orders.payments", "waiting": 1, "total": 2},
        ])
    );

    // The notifications' consumer is the same service's second queue: its dead letters are
    // listed, shown decoded and counted beside the payments'.
    let cancelled = shop_proto::events::v1::OrderCancelled {
        order_id: "notified-order".into(),
        ..Default::default()
    }
    .encode_to_vec();
    let notice = store_dead_letter(
        &orders.pool,
        &NewDeadLetter {
            consumer: "orders.notifications",
            message_id: Some(uuid::Uuid::new_v4()),
            routing_key: shop_common::events::ORDER_CANCELLED,
            payload: &cancelled,
            attempts: 9,
            reason: "retries_exhausted",
            error: "SMTP unreachable",
        },
    )
    .await
    .unwrap();
    let (_, body) = api
        .send("GET", "/api/admin/dead-letters", Some(&admin), None)
        .await;
    assert_eq!(
        body["deadLetters"][0]["id"],
        notice.to_string(),
        "newest first: {body}"
    );
    assert_eq!(body["deadLetters"][0]["queue"], "orders.notifications");
    assert_eq!(
        body["queues"][2],
        json!({"service": "orders", "queue": "orders.notifications", "waiting": 1, "total": 1})
    );
    let (status, shown) = api
        .send(
            "GET",
            &format!("/api/admin/dead-letters/orders/{notice}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert!(
        shown["payloadText"]
            .as_str()
            .unwrap()
            .contains("notified-order"),
        "decoded by the notifications' handler: {shown}"
    );
    if crate::observability::alone() {
        let waiting = "events_dead_letters{queue=\"catalog.order-cancelled\"}";
        assert_eq!(
            metric_settles_at(waiting, 0.0).await,
            Some(0.0),
            "{waiting}"
        );
    }

    for uri in [
        "/api/admin/dead-letters/orders/999999",
        "/api/admin/dead-letters/nowhere/1",
        "/api/admin/dead-letters/orders/abc",
    ] {
        let (status, body) = api.send("GET", uri, Some(&admin), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}: {body}");
        assert_eq!(body["error"], "dead_letter_not_found");
    }
    let (status, _) = api
        .send(
            "GET",
            "/api/admin/dead-letters?all=maybe",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}
