//! Delivery and pickup by county (issue 24 part 4) through the gateway, against the real orders,
//! catalog and auth services on a pinned clock: the quote per county and method with its fee
//! and dates, the placed order keeping the promise, bad counties and methods refused with 400s,
//! and the admin's zones validated, saved, audited and used by the next quote.

use axum::http::StatusCode;
use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use shop_catalog::testing::product;
use shop_orders::config::Clock;

use crate::common::Api;
use crate::orders::{admin_token, checkout, register};

/// The shop on Friday 27 November 2026, 09:00 Nairobi.
async fn shop() -> Api {
    Api::with_orders_config(|catalog_url| {
        let mut config = shop_orders::testing::config(catalog_url);
        config.clock = Clock::Fixed(Utc.with_ymd_and_hms(2026, 11, 27, 6, 0, 0).unwrap());
        config
    })
    .await
}

/// A sofa of `price` KSh weighing `kg`.
async fn sofa(api: &Api, price: i64, kg: i32) -> i64 {
    let mut p = product("Lamu Sofa", "living-room-sofas", price, 10);
    p.stock = 20;
    p.weight_tenths_kg = kg * 10;
    api.catalog.insert(vec![p]).await[0]
}

async fn quote(api: &Api, body: Value) -> (StatusCode, Value) {
    api.send("POST", "/api/orders/quote", None, Some(body))
        .await
}

fn method_of(option: &Value) -> String {
    match option["pickupPoint"]["code"].as_str() {
        Some(code) => format!("pickup:{code}"),
        None => option["method"].as_str().unwrap().to_owned(),
    }
}

#[tokio::test]
async fn the_quote_answers_every_choice_for_the_county_with_its_fee_and_dates() {
    let api = shop().await;
    let id = sofa(&api, 20_000, 25).await;
    let items = json!([{"productId": id, "quantity": 1}]);

    // Nairobi: standard KSh 500 in 1-3 business days (Sat 28 Nov - Tue 1 Dec: Sunday skipped).
    let (status, nairobi) = quote(&api, json!({"items": items, "state": "Nairobi"})).await;
    assert_eq!(status, StatusCode::OK, "{nairobi}");
    assert_eq!(nairobi["shipping_fee"], 500);
    assert_eq!(nairobi["delivery"]["method"], "standard");
    assert_eq!(nairobi["delivery"]["earliest"], "2026-11-28");
    assert_eq!(nairobi["delivery"]["latest"], "2026-12-01");
    assert_eq!(nairobi["amount_to_free_shipping"], 30_000);
    // Shelf prices include VAT (part 3): goods and delivery, nothing added on top.
    assert_eq!(nairobi["total_amount"], 20_000 + 500);
    let methods: Vec<String> = nairobi["delivery_options"]
        .as_array()
        .unwrap()
        .iter()
        .map(method_of)
        .collect();
    assert_eq!(
        methods,
        [
            "standard",
            "express",
            "pickup:westlands-showroom",
            "pickup:mombasa-nyali",
            "pickup:kisumu-mega"
        ]
    );

    // Mombasa: another fee and window; express and pickup change them again.
    let (_, mombasa) = quote(&api, json!({"items": items, "state": "mombasa"})).await;
    assert_eq!(mombasa["shipping_fee"], 1_000);
    assert_eq!(mombasa["delivery"]["county"], "Mombasa");
    assert_eq!(mombasa["delivery"]["earliest"], "2026-12-01");
    assert_eq!(mombasa["delivery"]["latest"], "2026-12-03");
    let (_, express) = quote(
        &api,
        json!({"items": items, "state": "Mombasa", "deliveryMethod": "express"}),
    )
    .await;
    assert_eq!(express["shipping_fee"], 3_500);
    assert_eq!(express["delivery"]["latest"], "2026-11-30");
    assert_eq!(express["amount_to_free_shipping"], 0);
    let (_, pickup) = quote(
        &api,
        json!({"items": items, "state": "Mombasa", "deliveryMethod": "pickup",
            "pickupPoint": "mombasa-nyali"}),
    )
    .await;
    assert_eq!(pickup["shipping_fee"], 300);
    assert_eq!(pickup["delivery"]["earliest"], "2026-12-01");
    assert_eq!(
        pickup["delivery"]["pickupPoint"]["name"],
        "Nyali partner station"
    );
    // The point in the county comes first.
    assert_eq!(
        mombasa["delivery_options"][2]["pickupPoint"]["code"],
        "mombasa-nyali"
    );

    // Turkana: a heavy dining set pays the top band and is never free, however dear.
    let heavy = sofa(&api, 300_000, 256).await;
    let (_, turkana) = quote(
        &api,
        json!({"items": [{"productId": heavy, "quantity": 1}], "state": "Turkana"}),
    )
    .await;
    assert_eq!(turkana["shipping_fee"], 8_000);
    assert_eq!(turkana["amount_to_free_shipping"], 0);
    assert!(turkana["delivery"]["freeFrom"].is_null());
    assert!(
        turkana["delivery_options"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["method"] != "express")
    );
    // The same order to Nairobi is free (at or above KSh 50,000).
    let (_, free) = quote(
        &api,
        json!({"items": [{"productId": heavy, "quantity": 1}], "state": "Nairobi"}),
    )
    .await;
    assert_eq!(free["shipping_fee"], 0);
    assert_eq!(free["free_shipping_reason"], "threshold");
}

#[tokio::test]
async fn bad_counties_methods_and_points_are_400s_naming_their_field() {
    let api = shop().await;
    let id = sofa(&api, 20_000, 25).await;
    let items = json!([{"productId": id, "quantity": 1}]);
    for (body, field, message) in [
        (
            json!({"items": items, "state": "Atlantis"}),
            "state",
            "Choose one of Kenya's 47 counties",
        ),
        (
            json!({"items": items, "state": "Nairobi", "deliveryMethod": "drone"}),
            "deliveryMethod",
            "Choose standard delivery, express delivery or pickup",
        ),
        (
            json!({"items": items, "state": "Turkana", "deliveryMethod": "express"}),
            "deliveryMethod",
            "Express delivery is not offered in this county",
        ),
        (
            json!({"items": items, "state": "Nairobi", "deliveryMethod": "pickup",
                "pickupPoint": "nowhere"}),
            "pickupPoint",
            "Choose one of the pickup points",
        ),
    ] {
        let (status, answer) = quote(&api, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(answer["fields"][field], message, "{body}: {answer}");
    }

    // Placing is refused the same way, and nothing is placed.
    let (token, user_id) = register(&api, "bad-county@example.co.ke").await;
    let mut body = checkout(&[(id, 1)]);
    body["state"] = json!("Westeros");
    let (status, answer) = api
        .send("POST", "/api/orders", Some(&token), Some(body))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert_eq!(
        answer["fields"]["state"],
        "Choose one of Kenya's 47 counties"
    );
    let mut body = checkout(&[(id, 1)]);
    body["state"] = json!("Turkana");
    body["deliveryMethod"] = json!("express");
    let (status, answer) = api
        .send("POST", "/api/orders", Some(&token), Some(body))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    assert_eq!(
        answer["fields"]["deliveryMethod"],
        "Express delivery is not offered in this county"
    );
    let (_, orders) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(orders, json!([]), "nothing was placed");
}

#[tokio::test]
async fn a_placed_order_keeps_its_promise_through_tracking_and_a_settings_change() {
    let api = shop().await;
    let id = sofa(&api, 20_000, 25).await;
    let (token, _) = register(&api, "mombasa@example.co.ke").await;
    let items = json!([{"productId": id, "quantity": 1}]);
    let (_, quoted) = quote(
        &api,
        json!({"items": items, "state": "Mombasa", "deliveryMethod": "express",
            "paymentMethod": "cod"}),
    )
    .await;
    let mut body = checkout(&[(id, 1)]);
    body["city"] = json!("Mombasa");
    body["state"] = json!("Mombasa");
    body["deliveryMethod"] = json!("express");
    body["totalAmount"] = quoted["total_amount"].clone();
    let (status, placed) = api
        .send("POST", "/api/orders", Some(&token), Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    let order = &placed["order"];
    assert_eq!(order["shipping_fee"], 3_500);
    assert_eq!(order["total_amount"], quoted["total_amount"]);
    assert_eq!(order["delivery"]["method"], "express");
    assert_eq!(order["delivery"]["earliest"], "2026-11-28");
    assert_eq!(order["delivery"]["latest"], "2026-11-30");
    assert_eq!(order["estimated_delivery"], "2026-11-30T15:00:00Z");

    // The admin makes Mombasa dearer and drops express: the placed order keeps its promise.
    let admin = admin_token(&api).await;
    let (status, mut settings) = api.get("/api/settings/delivery").await;
    assert_eq!(status, StatusCode::OK, "{settings}");
    assert_eq!(settings["counties"].as_array().unwrap().len(), 47);
    assert!(settings["updatedAt"].is_null());
    settings["zones"][1]["express"] = json!(false);
    settings["zones"][1]["bands"][0]["fee"] = json!(1_200);
    let (status, saved) = api
        .send(
            "PUT",
            "/api/admin/settings/delivery",
            Some(&admin),
            Some(settings),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["zones"][1]["bands"][0]["fee"], 1_200);
    assert!(saved["updatedAt"].is_string());

    let (_, now) = quote(&api, json!({"items": items, "state": "Mombasa"})).await;
    assert_eq!(now["shipping_fee"], 1_200, "the next quote uses the change");
    let (status, _) = quote(
        &api,
        json!({"items": items, "state": "Mombasa", "deliveryMethod": "express"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let public_id = order["public_id"].as_str().unwrap();
    let (status, tracked) = api
        .send(
            "POST",
            "/api/orders/track",
            None,
            Some(json!({"orderNumber": public_id, "phone": "0712 345 678"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{tracked}");
    assert_eq!(tracked["shipping_fee"], 3_500);
    assert_eq!(tracked["delivery"]["method"], "express");
    assert_eq!(tracked["delivery"]["latest"], "2026-11-30");

    // The change is audited, with who made it and the settings before and after.
    let pool = &api.orders.as_ref().unwrap().pool;
    let (kind, summary, before): (String, String, String) = sqlx::query_as(
        "SELECT kind, summary, before::text FROM audit_log WHERE target = 'settings.delivery'",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    assert_eq!(kind, "settings.update");
    assert_eq!(summary, "Delivery settings: zone Big towns");
    let before: Value = serde_json::from_str(&before).unwrap();
    assert_eq!(before["zones"][1]["express"]["fee_cents"], 350_000);
}

#[tokio::test]
async fn bad_zones_are_refused_with_every_field_and_nothing_is_saved() {
    let api = shop().await;
    let admin = admin_token(&api).await;
    let (_, mut settings) = api.get("/api/settings/delivery").await;
    // Mombasa in two zones, Turkana in none, a negative fee, a county that is not one.
    settings["zones"][0]["counties"]
        .as_array_mut()
        .unwrap()
        .push(json!("Mombasa"));
    let rest = settings["zones"][2]["counties"].as_array_mut().unwrap();
    rest.retain(|c| c != "Turkana");
    settings["zones"][2]["bands"][0]["fee"] = json!(-5);
    settings["pickupPoints"][0]["county"] = json!("Gotham");
    let (status, answer) = api
        .send(
            "PUT",
            "/api/admin/settings/delivery",
            Some(&admin),
            Some(settings),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
    let fields = &answer["fields"];
    assert_eq!(
        fields["zones[1].counties[0]"],
        "Mombasa is in more than one zone"
    );
    assert!(
        fields["zones"]
            .as_str()
            .unwrap()
            .contains("missing: Turkana")
    );
    assert_eq!(
        fields["zones[2].bands[0].fee"],
        "A fee must be between KSh 0 and KSh 100,000"
    );
    assert_eq!(
        fields["pickupPoints[0].county"],
        "Choose one of Kenya's 47 counties"
    );
    let (_, after) = api.get("/api/settings/delivery").await;
    assert!(after["updatedAt"].is_null(), "nothing was saved");

    // Not an admin: refused.
    let (customer, _) = register(&api, "not-admin@example.co.ke").await;
    let (status, _) = api
        .send(
            "PUT",
            "/api/admin/settings/delivery",
            Some(&customer),
            Some(after),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}
