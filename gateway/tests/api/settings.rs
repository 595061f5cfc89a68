//! Business settings through the gateway: anyone reads the rates and contact, only an admin
//! reads the campaigns and saves, every bad field comes back at once under its REST name, and a
//! saved change is the next quote's while a placed order keeps its totals.

use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;
use crate::orders::{admin_token, register};

async fn quote(api: &Api, id: i64) -> Value {
    let (status, quote) = api
        .send(
            "POST",
            "/api/orders/quote",
            None,
            Some(json!({"items": [{"productId": id, "quantity": 1}], "paymentMethod": "cod"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{quote}");
    quote
}

#[tokio::test]
async fn anyone_reads_the_rates_and_only_an_admin_the_rest() {
    let api = Api::with_orders().await;
    let (status, settings) = api.get("/api/settings").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        settings,
        json!({"deliveryFee": 500, "freeDeliveryThreshold": 50000, "codFee": 100, "vatRate": 16,
            "pricesIncludeVat": true, "contact": {"name": "Samani Furniture", "phone": "+254 712 345 678",
                "email": "sales@samanifurniture.co.ke",
                "address": "Samani House, Ground Floor, Ngong Road, Kilimani, Nairobi, P.O. Box 10234-00100",
                "kraPin": "P000000000X"}})
    );

    let customer = register(&api, "shopper@shop.test").await.0;
    let admin = admin_token(&api).await;
    for (who, expected) in [
        (None, StatusCode::UNAUTHORIZED),
        (Some(customer.as_str()), StatusCode::FORBIDDEN),
    ] {
        let (status, _) = api.send("GET", "/api/admin/settings", who, None).await;
        assert_eq!(status, expected);
        let mut body = settings.clone();
        body["deliveryFee"] = json!(0);
        let (status, _) = api
            .send("PUT", "/api/admin/settings", who, Some(body))
            .await;
        assert_eq!(status, expected);
    }
    let (status, full) = api
        .send("GET", "/api/admin/settings", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{full}");
    assert_eq!(full["deliveryFee"], 500);
    assert_eq!(
        full["coupons"],
        json!([{"code": "FREESHIP", "description": "Free shipping on every Monday order",
            "freeShipping": true, "daysOfWeek": [1], "timezone": "Africa/Nairobi",
            "active": true, "startsAt": null, "endsAt": null}])
    );
}

#[tokio::test]
async fn a_saved_change_is_the_next_quotes_and_not_a_placed_orders() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let mut p = product("Nairobi Sofa", "living-room-sofas", 10_000, 10);
    p.stock = 10;
    let id = api.catalog.insert(vec![p]).await[0];
    let admin = admin_token(&api).await;
    let customer = register(&api, "shopper@shop.test").await.0;

    let before = quote(&api, id).await;
    assert_eq!(before["shipping_fee"], 500);
    assert_eq!(before["vat_rate"], 16);
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
    assert_eq!(placed["order"]["total_amount"], 12_200);

    let (_, mut settings) = api
        .send("GET", "/api/admin/settings", Some(&admin), None)
        .await;
    settings["deliveryFee"] = json!(750.5);
    settings["vatRate"] = json!(14.5);
    settings["freeDeliveryThreshold"] = json!(30000);
    let (status, saved) = api
        .send("PUT", "/api/admin/settings", Some(&admin), Some(settings))
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["deliveryFee"], 750.5);
    assert_eq!(saved["vatRate"], 14.5);
    let (_, public) = api.get("/api/settings").await;
    assert_eq!(public["deliveryFee"], 750.5);

    // 10,000 + 750.50 + 1,450 + 100.
    let after = quote(&api, id).await;
    assert_eq!(after["shipping_fee"], 750.5);
    assert_eq!(after["vat"], 1_450);
    assert_eq!(after["vat_rate"], 14.5);
    assert_eq!(after["free_shipping_threshold"], 30_000);
    assert_eq!(after["total_amount"], 12_300.5);

    let (status, order) = api
        .send(
            "GET",
            &format!("/api/orders/{order_id}"),
            Some(&customer),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{order}");
    assert_eq!(order["total_amount"], 12_200);
    assert_eq!(order["shipping_fee"], 500);
    assert_eq!(order["vat_rate"], 16);
}

#[tokio::test]
async fn prices_include_vat_by_default_and_the_setting_is_the_next_quotes() {
    let api = Api::with_orders().await;
    let mut p = product("Malindi Sofa", "living-room-sofas", 7_499, 10);
    p.stock = 10;
    let id = api.catalog.insert(vec![p]).await[0];
    let admin = admin_token(&api).await;
    let customer = register(&api, "shopper@shop.test").await.0;

    // The shelf price is what the shopper pays: 7,499 + delivery 500 + COD 100, VAT inside
    // (1,034.34 + 68.97 + 13.79).
    let inclusive = quote(&api, id).await;
    assert_eq!(inclusive["prices_include_vat"], true);
    assert_eq!(inclusive["items"][0]["price"], 7_499);
    assert_eq!(inclusive["total_amount"], 8_099);
    assert_eq!(inclusive["vat"], 1_117.1);
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
                "zipCode": "00100", "paymentMethod": "cod", "totalAmount": 8_099
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    assert_eq!(placed["order"]["total_amount"], 8_099);
    assert_eq!(placed["order"]["vat"], 1_117.1);
    assert_eq!(placed["order"]["prices_include_vat"], true);
    let order_id = placed["order"]["id"].as_str().unwrap().to_owned();

    let (_, mut settings) = api
        .send("GET", "/api/admin/settings", Some(&admin), None)
        .await;
    assert_eq!(settings["pricesIncludeVat"], true);
    settings["pricesIncludeVat"] = json!("no");
    let (status, body) = api
        .send(
            "PUT",
            "/api/admin/settings",
            Some(&admin),
            Some(settings.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"]["pricesIncludeVat"],
        "pricesIncludeVat must be true or false"
    );
    settings["pricesIncludeVat"] = json!(false);
    let (status, saved) = api
        .send(
            "PUT",
            "/api/admin/settings",
            Some(&admin),
            Some(settings.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["pricesIncludeVat"], false);
    // Left out of a save: kept.
    settings.as_object_mut().unwrap().remove("pricesIncludeVat");
    let (status, saved) = api
        .send("PUT", "/api/admin/settings", Some(&admin), Some(settings))
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["pricesIncludeVat"], false);
    let (_, public) = api.get("/api/settings").await;
    assert_eq!(public["pricesIncludeVat"], false);

    // VAT on top again: 16% of 7,499 = 1,199.84 added.
    let on_top = quote(&api, id).await;
    assert_eq!(on_top["prices_include_vat"], false);
    assert_eq!(on_top["vat"], 1_199.84);
    assert_eq!(on_top["total_amount"], 9_298.84);
    // The order placed before keeps its rule and its money.
    let (_, order) = api
        .send(
            "GET",
            &format!("/api/orders/{order_id}"),
            Some(&customer),
            None,
        )
        .await;
    assert_eq!(order["prices_include_vat"], true);
    assert_eq!(order["total_amount"], 8_099);
}

#[tokio::test]
async fn every_bad_field_comes_back_under_its_rest_name() {
    let api = Api::with_orders().await;
    let admin = admin_token(&api).await;
    let (_, settings) = api
        .send("GET", "/api/admin/settings", Some(&admin), None)
        .await;

    // Values the service refuses, all at once.
    let mut bad = settings.clone();
    bad["deliveryFee"] = json!(-5);
    bad["vatRate"] = json!(101);
    bad["contact"]["email"] = json!("sales@");
    bad["contact"]["kraPin"] = json!("123");
    bad["coupons"][0]["daysOfWeek"] = json!([0]);
    bad["coupons"][0]["timezone"] = json!("Mars/Olympus");
    bad["coupons"][0]["startsAt"] = json!("2026-12-02T00:00:00Z");
    bad["coupons"][0]["endsAt"] = json!("2026-12-01T00:00:00Z");
    let (status, body) = api
        .send("PUT", "/api/admin/settings", Some(&admin), Some(bad))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    let fields: Vec<&str> = body["fields"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        fields,
        [
            "contact.email",
            "contact.kraPin",
            "coupons[0].daysOfWeek",
            "coupons[0].endsAt",
            "coupons[0].timezone",
            "deliveryFee",
            "vatRate"
        ]
    );
    assert_eq!(
        body["fields"]["deliveryFee"],
        "Delivery fee cannot be negative"
    );
    assert_eq!(
        body["fields"]["vatRate"],
        "VAT rate must be between 0% and 100%"
    );

    // A body of the wrong shape is refused before the service is asked.
    let mut bad = settings.clone();
    bad["codFee"] = json!("100");
    bad["vatRate"] = json!(16.125);
    let (status, body) = api
        .send("PUT", "/api/admin/settings", Some(&admin), Some(bad))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>(),
        ["codFee", "vatRate"]
    );

    // Nothing was saved.
    let (_, now) = api
        .send("GET", "/api/admin/settings", Some(&admin), None)
        .await;
    assert_eq!(now, settings);
}
