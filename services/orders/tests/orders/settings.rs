//! Business settings: the next quote uses them, placed orders keep their totals and VAT rate,
//! every bad field is refused at once, only an admin reads or changes them, and each change is
//! audited in its own transaction.

use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::orders::v1 as pb;

use crate::helpers::{ADMIN, Outcome, Shop, code, items, monday, order_request, totals};

async fn admin_settings(shop: &Shop) -> pb::Settings {
    shop.client
        .clone()
        .get_admin_settings(pb::GetSettingsRequest {})
        .await
        .unwrap()
        .into_inner()
}

async fn quote(shop: &Shop, lines: &[(i64, i32)]) -> pb::Quote {
    shop.guest()
        .get_quote(pb::QuoteRequest {
            items: items(lines),
            coupon_code: String::new(),
            payment_method: "cod".to_owned(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
}

async fn audit_rows(shop: &Shop) -> Vec<(String, String, String, serde_json::Value)> {
    sqlx::query_as::<_, (String, String, String, serde_json::Value)>(
        "SELECT actor_id, kind, summary, after FROM audit_log ORDER BY id",
    )
    .fetch_all(&shop.orders.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn defaults_are_the_shops_figures_for_anyone() {
    let shop = Shop::start().await;
    let public = shop
        .guest()
        .get_settings(pb::GetSettingsRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(public.delivery_fee_cents, 50_000);
    assert_eq!(public.free_delivery_threshold_cents, 5_000_000);
    assert_eq!(public.cod_fee_cents, 10_000);
    assert_eq!(public.vat_rate_bp, 1600);
    let contact = public.contact.unwrap();
    assert_eq!(contact.name, "Samani Furniture");
    assert_eq!(contact.kra_pin, "P000000000X");
    // Campaigns are the admin's.
    assert!(public.coupons.is_empty());
    let admin = admin_settings(&shop).await;
    assert_eq!(admin.coupons.len(), 1);
    assert_eq!(admin.coupons[0].code, "FREESHIP");
    assert_eq!(admin.coupons[0].days_of_week, [1]);
}

#[tokio::test]
async fn a_change_alters_the_next_quote_but_not_a_placed_order() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    let placed = shop.order("user-1", &[(sofa, 1)]).await;
    // 10,000 + 500 delivery + 1,600 VAT + 100 COD.
    assert_eq!(totals(&placed).total_cents, 1_220_000);
    assert_eq!(totals(&placed).vat_rate_bp, 1600);

    let mut changed = admin_settings(&shop).await;
    changed.delivery_fee_cents = 75_000;
    changed.cod_fee_cents = 15_000;
    changed.vat_rate_bp = 1450;
    changed.free_delivery_threshold_cents = 2_000_000;
    let saved = shop
        .client
        .clone()
        .update_settings(changed.clone())
        .await
        .unwrap()
        .into_inner();
    assert_eq!(saved.delivery_fee_cents, 75_000);
    assert_eq!(saved.vat_rate_bp, 1450);

    // The next quote: 10,000 + 750 + 1,450 (14.5%) + 150.
    let q = quote(&shop, &[(sofa, 1)]).await;
    let t = q.totals.unwrap();
    assert_eq!(t.shipping_cents, 75_000);
    assert_eq!(t.vat_cents, 145_000);
    assert_eq!(t.cod_fee_cents, 15_000);
    assert_eq!(t.total_cents, 1_000_000 + 75_000 + 145_000 + 15_000);
    assert_eq!(t.vat_rate_bp, 1450);
    assert_eq!(q.free_shipping_threshold_cents, 2_000_000);
    assert_eq!(t.amount_to_free_shipping_cents, 1_000_001);
    // Above the new threshold (KSh 20,000) delivery is free.
    let t = quote(&shop, &[(sofa, 3)]).await.totals.unwrap();
    assert_eq!(t.shipping_cents, 0);
    assert_eq!(t.free_shipping_reason, "threshold");

    // The order placed before keeps its totals and its rate.
    let mut client = shop.client.clone();
    let again = client
        .get_order(pb::GetOrderRequest {
            id: placed.id.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(totals(&again), totals(&placed));
    assert_eq!(totals(&again).vat_rate_bp, 1600);

    // An order placed now is charged, and stores, the new rates; its delivery is its county's
    // zone's (Nairobi: KSh 500), the flat fee pricing only a quote without a county.
    let mut request = order_request("user-2", &[(sofa, 1)]);
    request.expected_total_cents = Some(1_210_000);
    let placed_now = shop.place(request).await.unwrap();
    assert_eq!(totals(&placed_now).total_cents, 1_210_000);
    let stored: i32 = sqlx::query_scalar("SELECT vat_rate_bp FROM orders WHERE id = $1::uuid")
        .bind(&placed_now.id)
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(stored, 1450);

    // A shopper who saw the old total is told it changed.
    let mut stale = order_request("user-3", &[(sofa, 1)]);
    stale.expected_total_cents = Some(1_220_000);
    let answer = shop.placement(stale).await.unwrap();
    assert!(
        matches!(&answer, Outcome::TotalChanged(q) if q.totals.as_ref().is_some_and(|t| t.total_cents != 1_220_000)),
        "{answer:?}"
    );

    // One audit row, by the admin, with the change.
    let rows = audit_rows(&shop).await;
    assert_eq!(rows.len(), 1);
    let (actor, kind, summary, after) = &rows[0];
    assert_eq!(actor, ADMIN);
    assert_eq!(kind, "settings.update");
    assert!(
        summary.contains("Delivery fee KSh 500 -> KSh 750") && summary.contains("VAT 16% -> 14.5%"),
        "{summary}"
    );
    assert_eq!(after["deliveryFeeCents"], 75_000);
}

#[tokio::test]
async fn campaigns_are_edited_and_the_coupon_follows() {
    let shop = Shop::start_at(monday()).await;
    let mut settings = admin_settings(&shop).await;
    // FREESHIP moved from Mondays to Saturdays: not valid on this Monday any more.
    settings.coupons[0].days_of_week = vec![6];
    settings.coupons[0].description = "Free delivery on Saturdays".to_owned();
    let saved = shop
        .client
        .clone()
        .update_settings(settings)
        .await
        .unwrap()
        .into_inner();
    assert_eq!(saved.coupons[0].days_of_week, [6]);
    assert_eq!(saved.coupons[0].description, "Free delivery on Saturdays");
    let status = shop
        .guest()
        .check_coupon(pb::CheckCouponRequest {
            code: "FREESHIP".to_owned(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.message(), "Invalid coupon code");
}

#[tokio::test]
async fn every_bad_field_is_refused_at_once_and_nothing_is_written() {
    let shop = Shop::start().await;
    let before = admin_settings(&shop).await;
    let mut bad = before.clone();
    bad.delivery_fee_cents = -100;
    bad.vat_rate_bp = 10_001;
    bad.contact.as_mut().unwrap().email = "not-an-email".to_owned();
    bad.contact.as_mut().unwrap().kra_pin = "12345".to_owned();
    bad.coupons[0].days_of_week = vec![8];
    bad.coupons[0].timezone = "Nairobi".to_owned();
    let status = shop.client.clone().update_settings(bad).await.unwrap_err();
    let refusal = Refusal::read(&status);
    assert_eq!(refusal.code, ErrorCode::ValidationFailed);
    let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
    assert_eq!(
        fields,
        [
            "delivery_fee_cents",
            "vat_rate_bp",
            "contact.email",
            "contact.kra_pin",
            "coupons[0].days_of_week",
            "coupons[0].timezone",
        ]
    );
    // Nothing changed, and no audit row was written.
    let after = admin_settings(&shop).await;
    assert_eq!(after, before);
    assert!(audit_rows(&shop).await.is_empty());
}

#[tokio::test]
async fn only_an_admin_reads_or_changes_them() {
    let shop = Shop::start().await;
    let settings = admin_settings(&shop).await;
    for (mut client, expected) in [
        (shop.guest(), ErrorCode::Unauthorized),
        (shop.as_user("user-1"), ErrorCode::Forbidden),
    ] {
        let status = client
            .get_admin_settings(pb::GetSettingsRequest {})
            .await
            .unwrap_err();
        assert_eq!(code(&status), expected);
        let mut changed = settings.clone();
        changed.delivery_fee_cents = 0;
        let status = client.update_settings(changed).await.unwrap_err();
        assert_eq!(code(&status), expected);
    }
    assert_eq!(admin_settings(&shop).await, settings);
    assert!(audit_rows(&shop).await.is_empty());
}
