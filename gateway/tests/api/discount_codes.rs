//! Discount codes through the gateway: only an admin lists, creates and edits them, amounts in
//! KSh, bad fields under their REST names; a shopper's quote and order carry the discount, and
//! a refusal says why.

use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;
use crate::orders::{admin_token, register};

fn save10() -> Value {
    json!({"code": "save10", "description": "10% off above KSh 5,000", "kind": "percent",
        "percentOff": 10, "minSubtotal": 5000, "usageLimit": 100, "perCustomerLimit": 1})
}

async fn quote(api: &Api, token: &str, id: i64, quantity: i32) -> (StatusCode, Value) {
    api.send(
        "POST",
        "/api/orders/quote",
        Some(token),
        Some(json!({"items": [{"productId": id, "quantity": quantity}],
            "couponCode": "SAVE10", "paymentMethod": "mpesa"})),
    )
    .await
}

#[tokio::test]
async fn only_an_admin_manages_codes_and_a_shopper_gets_the_discount() {
    let api = Api::with_orders().await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let admin = admin_token(&api).await;
    let customer = register(&api, "shopper@shop.test").await.0;
    for (who, expected) in [
        (None, StatusCode::UNAUTHORIZED),
        (Some(customer.as_str()), StatusCode::FORBIDDEN),
    ] {
        let (status, _) = api
            .send("GET", "/api/admin/discount-codes", who, None)
            .await;
        assert_eq!(status, expected);
        let (status, _) = api
            .send("POST", "/api/admin/discount-codes", who, Some(save10()))
            .await;
        assert_eq!(status, expected);
    }

    let (status, created) = api
        .send(
            "POST",
            "/api/admin/discount-codes",
            Some(&admin),
            Some(save10()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["code"], "SAVE10");
    assert_eq!(created["minSubtotal"], 5000);
    assert_eq!(created["usageLimit"], 100);
    assert_eq!(created["uses"], 0);
    assert_eq!(created["active"], true);
    let (status, again) = api
        .send(
            "POST",
            "/api/admin/discount-codes",
            Some(&admin),
            Some(save10()),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");

    // Every bad field under its REST name.
    let (status, refused) = api
        .send(
            "POST",
            "/api/admin/discount-codes",
            Some(&admin),
            Some(json!({"code": "x", "kind": "amount", "amountOff": 0, "minSubtotal": 1.234})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["fields"]["minSubtotal"].is_string(), "{refused}");
    let (status, refused) = api
        .send(
            "POST",
            "/api/admin/discount-codes",
            Some(&admin),
            Some(json!({"code": "x", "kind": "amount", "amountOff": 0, "minSubtotal": -1})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    for field in ["code", "amountOff", "minSubtotal"] {
        assert!(refused["fields"][field].is_string(), "{field}: {refused}");
    }

    // A shopper: refused below the minimum, discounted above it.
    let mut p = product("Nairobi Sofa", "living-room-sofas", 4_000, 10);
    p.stock = 10;
    let id = api.catalog.insert(vec![p]).await[0];
    let (status, below) = quote(&api, &customer, id, 1).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{below}");
    assert_eq!(
        below["fields"]["couponCode"],
        "Spend KSh 5,000 to use this code"
    );
    let (status, above) = quote(&api, &customer, id, 2).await;
    assert_eq!(status, StatusCode::OK, "{above}");
    assert_eq!(above["subtotal"], 8_000);
    assert_eq!(above["discount"], 800);
    assert_eq!(above["items"][0]["discount"], 800);
    // 16% of 7,200 + 500 delivery.
    assert_eq!(above["vat"], 1_152);
    assert_eq!(above["total_amount"], 8_852);

    let (status, placed) = api
        .send(
            "POST",
            "/api/orders",
            Some(&customer),
            Some(json!({
                "items": [{"productId": id, "quantity": 2}], "couponCode": "save10",
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "mpesa", "totalAmount": 8852
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{placed}");
    assert_eq!(placed["order"]["discount"], 800);
    assert_eq!(placed["order"]["coupon_code"], "SAVE10");

    // The admin sees the use; a second order by the same shopper is refused.
    let (status, list) = api
        .send("GET", "/api/admin/discount-codes", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let save10 = list["codes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "SAVE10")
        .unwrap();
    assert_eq!(save10["uses"], 1);
    let (status, used) = quote(&api, &customer, id, 2).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        used["fields"]["couponCode"],
        "You have already used this code"
    );

    // Deactivated by an edit.
    let mut body = self::save10();
    body["active"] = json!(false);
    let (status, edited) = api
        .send(
            "PUT",
            "/api/admin/discount-codes/save10",
            Some(&admin),
            Some(body),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["active"], false);
    let other = register(&api, "other@shop.test").await.0;
    let (_, inactive) = quote(&api, &other, id, 2).await;
    assert_eq!(
        inactive["fields"]["couponCode"],
        "This code is no longer active"
    );
    let (status, _) = api
        .send(
            "PUT",
            "/api/admin/discount-codes/NOPE",
            Some(&admin),
            Some(self::save10()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
