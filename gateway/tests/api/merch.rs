//! Honest merchandising (issue 24, part 1) through the gateway over the real catalog, auth and
//! orders services: every promotional figure equals the data it claims (`GET
//! /api/merchandising`), campaigns are data an admin creates (audited, refused with clear
//! messages), their price is what a shopper is charged until their end and no longer, and the
//! merchandising listings follow their own rules, differ, and say so when empty.

use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;
use crate::orders::{admin_token, register};

/// The claim figure of a product as the listing shows it: whole percent, rounded down.
fn percent_off(p: &Value) -> i64 {
    let price = (p["price"].as_f64().unwrap() * 100.0).round() as i64;
    match p["original_price"].as_f64() {
        Some(original) => {
            let original = (original * 100.0).round() as i64;
            if original > price {
                (original - price) * 100 / original
            } else {
                0
            }
        }
        None => 0,
    }
}

async fn figures(api: &Api) -> Value {
    let (status, body) = api.get("/api/merchandising").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn collection(api: &Api, slug: &str) -> Value {
    let (status, body) = api.get(&format!("/api/collections/{slug}?limit=100")).await;
    assert_eq!(status, StatusCode::OK, "{slug}: {body}");
    body
}

fn listed(page: &Value) -> Vec<i64> {
    let mut ids: Vec<i64> = page["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    ids.sort_unstable();
    ids
}

/// Every product on sale, from the offers listing (the data the claims must equal).
async fn on_sale(api: &Api) -> Vec<Value> {
    collection(api, "offers").await["products"]
        .as_array()
        .unwrap()
        .clone()
}

async fn create_campaign(api: &Api, token: &str, body: Value) -> (StatusCode, Value) {
    api.send("POST", "/api/admin/campaigns", Some(token), Some(body))
        .await
}

fn tomorrow() -> String {
    (chrono::Utc::now() + chrono::Duration::days(1))
        .format("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

#[tokio::test]
async fn every_claim_figure_equals_the_data_and_campaigns_price_until_their_end() {
    let api = Api::with_orders().await;
    let mut discounted = product("Malindi Sofa", "living-room-sofas", 78_500, 100);
    discounted.original_price_cents = Some(10_000_000); // 21.5% off: the claim says 21
    let mut slight = product("Lamu Sofa", "living-room-sofas", 90_000, 100);
    slight.original_price_cents = Some(10_000_000);
    let mut bed = product("Karen Bed", "bedroom-beds", 50_000, 100);
    bed.original_price_cents = Some(7_500_000); // 33.3%: 33
    let plain = product("Kilifi Sofa", "living-room-sofas", 45_999, 100);
    let chair = product("Nyeri Chair", "office-office-chairs", 12_000, 100);
    let inserted = api
        .catalog
        .insert(vec![discounted, slight, bed, plain, chair])
        .await;
    let (malindi, lamu, karen, kilifi, nyeri) = (
        inserted[0],
        inserted[1],
        inserted[2],
        inserted[3],
        inserted[4],
    );

    // No campaign runs: no campaign claim; the deepest discounts are the data's, rounded down.
    let body = figures(&api).await;
    assert_eq!(body["campaigns"], json!([]));
    let sale = on_sale(&api).await;
    assert_eq!(body["offers"], sale.len());
    assert_eq!(body["offers"], 3);
    assert_eq!(
        body["maxPercentOff"],
        sale.iter().map(percent_off).max().unwrap()
    );
    assert_eq!(body["maxPercentOff"], 33);
    let living = body["categories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["slug"] == "living-room")
        .unwrap();
    assert_eq!(living["maxPercentOff"], 21, "21.5% is never shown as 22");
    assert_eq!(living["products"], 2);
    assert_eq!(living["name"], "Living Room");

    // Campaigns are the admin's, checked, with clear refusals.
    let admin = admin_token(&api).await;
    let customer = register(&api, "wanjiku@example.co.ke").await.0;
    let form = json!({"name": "Sofa Week", "slug": "sofa-week", "endsAt": tomorrow(),
        "subcategory": "living-room-sofas", "percentOff": 15});
    let (status, _) = create_campaign(&api, &customer, form.clone()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = api
        .send("POST", "/api/admin/campaigns", None, Some(form.clone()))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    for (change, field) in [
        (json!({"endsAt": "2020-01-01T00:00:00Z"}), "endsAt"),
        (json!({"endsAt": null}), "endsAt"),
        (json!({"slug": "flash-sales"}), "slug"),
        (json!({"slug": "Sofa Week"}), "slug"),
        (json!({"percentOff": 95}), "percentOff"),
        (json!({"percentOff": 12.5}), "percentOff"),
        (json!({"salePrice": 40000}), "percentOff"),
        (json!({"productIds": [malindi]}), "rule"),
        (json!({"subcategory": "garden-benches"}), "subcategory"),
        (json!({"name": ""}), "name"),
    ] {
        let mut bad = form.clone();
        for (k, v) in change.as_object().unwrap() {
            bad[k] = v.clone();
        }
        let (status, body) = create_campaign(&api, &admin, bad).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{change}: {body}");
        assert_eq!(body["error"], "validation_failed", "{body}");
        assert!(body["fields"][field].is_string(), "{change}: {body}");
    }
    let (status, body) = create_campaign(
        &api,
        &admin,
        json!({"name": "Too dear", "slug": "too-dear", "endsAt": tomorrow(),
            "productIds": [kilifi, nyeri], "salePrice": 20000}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["fields"]["salePrice"]
            .as_str()
            .unwrap()
            .contains("Nyeri Chair"),
        "{body}"
    );
    let (status, body) = create_campaign(
        &api,
        &admin,
        json!({"name": "Ghost", "slug": "ghost", "endsAt": tomorrow(),
            "productIds": [999_999], "percentOff": 10}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["productIds"].is_string(), "{body}");

    // A campaign ending tomorrow: created, audited, priced at once.
    let ends = tomorrow();
    let (status, campaign) = create_campaign(
        &api,
        &admin,
        json!({"name": "Sofa Week", "slug": "sofa-week", "endsAt": ends,
            "subcategory": "Living Room - Sofas", "percentOff": 15}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{campaign}");
    assert_eq!(campaign["state"], "running");
    assert_eq!(campaign["products"], 3);
    assert_eq!(campaign["endsAt"], ends);
    let audited: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM audit_log WHERE kind = 'campaign.create' AND target = $1",
    )
    .bind(campaign["id"].as_i64().unwrap().to_string())
    .fetch_one(&api.catalog.pool)
    .await
    .unwrap();
    assert_eq!(audited, 1);

    // Its products cost 15% less, rounded down to whole shillings; the price before the
    // campaign is the one struck through.
    let (_, kilifi_now) = api.get(&format!("/products/{kilifi}")).await;
    assert_eq!(kilifi_now["price"], 39_099, "{kilifi_now}");
    assert_eq!(kilifi_now["original_price"], 45_999);
    let (_, malindi_now) = api.get(&format!("/products/{malindi}")).await;
    assert_eq!(malindi_now["price"], 66_725);
    assert_eq!(malindi_now["original_price"], 78_500);

    // The claim: the campaign, its real end, its deepest discount as its products show it.
    let body = figures(&api).await;
    let running = &body["campaigns"][0];
    assert_eq!(running["name"], "Sofa Week");
    assert_eq!(running["endsAt"], ends);
    let flash = collection(&api, "flash-sales").await;
    assert_eq!(listed(&flash), vec![malindi, lamu, kilifi]);
    assert_eq!(flash["kind"], "flash-sales");
    assert_eq!(flash["campaigns"][0]["slug"], "sofa-week");
    let deepest = flash["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(percent_off)
        .max()
        .unwrap();
    assert_eq!(running["maxPercentOff"], deepest);
    assert_eq!(deepest, 15);
    let sale = on_sale(&api).await;
    assert_eq!(
        body["maxPercentOff"],
        sale.iter().map(percent_off).max().unwrap()
    );
    let page = collection(&api, "sofa-week").await;
    assert_eq!(page["kind"], "campaign");
    assert_eq!(page["campaign"]["name"], "Sofa Week");
    assert_eq!(listed(&page), vec![malindi, lamu, kilifi]);

    // A product is in one campaign at a time.
    let (status, body) = create_campaign(
        &api,
        &admin,
        json!({"name": "Kilifi Day", "slug": "kilifi-day", "endsAt": tomorrow(),
            "productIds": [kilifi], "percentOff": 30}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["fields"]["rule"]
            .as_str()
            .unwrap()
            .contains("Sofa Week"),
        "{body}"
    );

    // The shopper is charged the campaign's price.
    let (status, order) = api
        .send(
            "POST",
            "/api/orders",
            Some(&customer),
            Some(json!({
                "items": [{"productId": kilifi, "quantity": 1}],
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    assert_eq!(order["order"]["items"][0]["price"], 39_099, "{order}");

    // At its end its prices go back and every claim of it goes.
    sqlx::query(
        "UPDATE campaigns SET starts_at = now() - interval '1 hour', \
         ends_at = now() - interval '1 second'",
    )
    .execute(&api.catalog.pool)
    .await
    .unwrap();
    shop_catalog::repo::merch::apply_due(&api.catalog.pool)
        .await
        .unwrap();
    let (_, malindi_after) = api.get(&format!("/products/{malindi}")).await;
    assert_eq!(malindi_after["price"], 78_500);
    assert_eq!(malindi_after["original_price"], 100_000);
    let (_, kilifi_after) = api.get(&format!("/products/{kilifi}")).await;
    assert_eq!(kilifi_after["price"], 45_999);
    assert_eq!(kilifi_after["original_price"], Value::Null);
    let body = figures(&api).await;
    assert_eq!(body["campaigns"], json!([]));
    assert_eq!(body["maxPercentOff"], 33);
    let flash = collection(&api, "flash-sales").await;
    assert_eq!(flash["pagination"]["total"], 0);
    let page = collection(&api, "sofa-week").await;
    assert_eq!(page["kind"], "none");
    assert_eq!(page["pagination"]["total"], 0);
    let _ = karen;
}

#[tokio::test]
async fn the_listings_follow_their_own_rules_and_differ() {
    let api = Api::with_orders().await;
    let day = 24 * 60;
    let new = product(
        "Fresh Armchair",
        "living-room-accent-chairs",
        20_000,
        10 * day,
    );
    let mut aged = product("Old Wardrobe", "bedroom-wardrobes", 60_000, 400 * day);
    aged.stock = 4;
    let mut sold_out = product("Gone Wardrobe", "bedroom-wardrobes", 60_000, 400 * day);
    sold_out.stock = 0;
    let mut offer = product(
        "Offer Table",
        "dining-room-dining-tables",
        30_000,
        100 * day,
    );
    offer.original_price_cents = Some(4_000_000);
    offer.stock = 50;
    let steady = product("Steady Desk", "office-desks", 25_000, 100 * day);
    let inserted = api
        .catalog
        .insert(vec![new, aged, sold_out, offer, steady])
        .await;
    let (new, aged, _sold_out, offer, steady) = (
        inserted[0],
        inserted[1],
        inserted[2],
        inserted[3],
        inserted[4],
    );

    // Nothing sold yet: best sellers is empty and says so (no list of everything).
    let best = collection(&api, "best-sellers").await;
    assert_eq!(best["kind"], "best-sellers");
    assert_eq!(best["pagination"]["total"], 0);

    let customer = register(&api, "otieno@example.co.ke").await.0;
    let admin = admin_token(&api).await;
    let place = |lines: Vec<(i64, i64)>| {
        let api = &api;
        let customer = customer.clone();
        async move {
            let items: Vec<Value> = lines
                .iter()
                .map(|(id, q)| json!({"productId": id, "quantity": q}))
                .collect();
            let (status, body) = api
                .send(
                    "POST",
                    "/api/orders",
                    Some(&customer),
                    Some(json!({
                        "items": items,
                        "firstName": "Otieno", "lastName": "Ochieng",
                        "email": "otieno@example.co.ke", "phone": "0722 000 111",
                        "address": "4 Oginga Odinga St", "city": "Kisumu", "state": "Kisumu",
                        "zipCode": "40100", "paymentMethod": "cod"
                    })),
                )
                .await;
            assert_eq!(status, StatusCode::CREATED, "{body}");
            body["order"]["id"].as_str().unwrap().to_owned()
        }
    };
    // Paid: 3 steady desks, 1 old wardrobe. Paid then cancelled: 5 armchairs. Unpaid: 2 tables.
    // Paid but 40 days ago: 9 tables.
    let paid = place(vec![(steady, 3), (aged, 1)]).await;
    crate::books::paid_when_placed(&api, &paid).await;
    let cancelled = place(vec![(new, 5)]).await;
    crate::books::paid_when_placed(&api, &cancelled).await;
    let (status, body) = api
        .send(
            "PUT",
            &format!("/api/orders/{cancelled}/status"),
            Some(&admin),
            Some(json!({"order_status": "cancelled"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    place(vec![(offer, 2)]).await;
    let old = place(vec![(offer, 9)]).await;
    let orders_pool = &api.orders.as_ref().unwrap().pool;
    sqlx::query("UPDATE orders SET created_at = now() - interval '40 days' WHERE id = $1::uuid")
        .bind(&old)
        .execute(orders_pool)
        .await
        .unwrap();
    crate::books::paid_when_placed(&api, &old).await;

    let best = collection(&api, "best-sellers").await;
    let best_ids: Vec<i64> = best["products"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_i64().unwrap())
        .collect();
    assert_eq!(best_ids, vec![steady, aged], "most units first");
    let new_arrivals = collection(&api, "new-arrivals").await;
    assert_eq!(listed(&new_arrivals), vec![new]);
    let clearance = collection(&api, "clearance").await;
    assert_eq!(listed(&clearance), vec![aged], "aged and still in stock");
    let offers = collection(&api, "offers").await;
    assert_eq!(listed(&offers), vec![offer]);
    let listings = [
        best_ids.clone(),
        listed(&new_arrivals),
        listed(&clearance),
        listed(&offers),
    ];
    for (i, a) in listings.iter().enumerate() {
        for b in &listings[i + 1..] {
            assert_ne!(a, b, "the listings differ");
        }
    }
    // Nothing is on a flash sale, nor under a named sale: empty pages, never everything.
    for slug in ["flash-sales", "black-friday", "festive-sale", "promotions"] {
        let page = collection(&api, slug).await;
        assert_eq!(page["pagination"]["total"], 0, "{slug}: {page}");
    }
    assert_eq!(collection(&api, "black-friday").await["kind"], "none");
    let figures = figures(&api).await;
    assert_eq!(figures["newArrivals"], 1);
    assert_eq!(figures["clearance"], 1);
    assert_eq!(figures["newArrivalDays"], 60);

    // The card's badge follows the data: NEW for the new armchair, SALE for the table, none
    // for the old wardrobe.
    for (id, badge) in [
        (new, json!("NEW")),
        (offer, json!("SALE")),
        (aged, Value::Null),
    ] {
        let (_, body) = api.get(&format!("/products/{id}")).await;
        assert_eq!(body["badge"], badge, "{id}");
    }

    // A bad page is a 400 naming it.
    let (status, body) = api.get("/api/collections/offers?limit=500").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["limit"].is_string());
    let (status, body) = api.get("/api/collections/best-sellers?page=0").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}
