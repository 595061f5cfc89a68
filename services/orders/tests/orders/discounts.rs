//! Discount codes an admin creates (docs/decisions.md "Discount codes (issue 23, part 6)"):
//! saved and audited, priced on the server, refused for each reason, and their limits held
//! under concurrent placements against real PostgreSQL.

use shop_common::caller::{Caller, Role};
use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{ADMIN, Placement, Shop, field, order_request, placed_order, totals};

/// The placements run at once, each on its own task; their answers in any order.
async fn concurrently(
    shop: &Shop,
    requests: Vec<Placement>,
) -> Vec<Result<pb::Order, tonic::Status>> {
    let mut set = tokio::task::JoinSet::new();
    for request in requests {
        let mut client = shop.as_user(&request.user);
        set.spawn(async move {
            client
                .place_order(request.message)
                .await
                .map(|answer| placed_order(answer.into_inner()))
        });
    }
    set.join_all().await
}

fn save10() -> pb::DiscountCode {
    pb::DiscountCode {
        code: "save10".to_owned(),
        description: "10% off above KSh 5,000".to_owned(),
        kind: "percent".to_owned(),
        percent_off: 10,
        min_subtotal_cents: 500_000,
        active: true,
        ..Default::default()
    }
}

async fn create(shop: &Shop, code: pb::DiscountCode) -> pb::DiscountCode {
    save(shop, code, true).await.unwrap()
}

async fn save(
    shop: &Shop,
    code: pb::DiscountCode,
    create: bool,
) -> Result<pb::DiscountCode, tonic::Status> {
    shop.client
        .clone()
        .save_discount_code(pb::SaveDiscountCodeRequest {
            code: Some(code),
            create,
        })
        .await
        .map(tonic::Response::into_inner)
}

async fn listed(shop: &Shop, code: &str) -> pb::DiscountCode {
    shop.client
        .clone()
        .list_discount_codes(pb::ListDiscountCodesRequest {})
        .await
        .unwrap()
        .into_inner()
        .codes
        .into_iter()
        .find(|c| c.code == code)
        .unwrap()
}

async fn quote(
    shop: &Shop,
    user: &str,
    lines: &[(i64, i32)],
    code: &str,
) -> Result<pb::Quote, tonic::Status> {
    shop.as_user(user)
        .get_quote(pb::QuoteRequest {
            items: crate::helpers::items(lines),
            coupon_code: code.to_owned(),
            payment_method: "mpesa".to_owned(),
            ..Default::default()
        })
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn an_admin_creates_and_edits_codes_audited_and_only_an_admin() {
    let shop = Shop::start().await;
    let created = create(&shop, save10()).await;
    assert_eq!(created.code, "SAVE10");
    assert_eq!((created.uses, created.usage_limit), (0, 0));

    // The same code twice is a conflict; a bad form names every field; a customer is refused.
    let again = save(&shop, save10(), true).await.unwrap_err();
    assert_eq!(again.code(), Code::AlreadyExists);
    let mut bad = save10();
    bad.code = "S".to_owned();
    bad.percent_off = 0;
    let refused = save(&shop, bad, true).await.unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    assert_eq!(field(&refused), "code");
    let customer = shop
        .as_user("user-1")
        .list_discount_codes(pb::ListDiscountCodesRequest {})
        .await
        .unwrap_err();
    assert_eq!(customer.code(), Code::PermissionDenied);
    let missing = save(
        &shop,
        pb::DiscountCode {
            code: "NOPE".into(),
            ..save10()
        },
        false,
    )
    .await
    .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);

    // Deactivated by an edit; both changes in the activity log, field by field.
    let mut off = save10();
    off.active = false;
    off.usage_limit = 50;
    let edited = save(&shop, off, false).await.unwrap();
    assert!(!edited.active);
    let entries = shop.audit().await;
    let kinds: Vec<(&str, &str)> = entries
        .iter()
        .map(|e| (e.kind.as_str(), e.summary.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            (
                "discount_code.update",
                "Discount code SAVE10: deactivated; usage limit none -> 50"
            ),
            (
                "discount_code.create",
                "Discount code SAVE10 created: 10% off"
            ),
        ]
    );
    assert_eq!(entries[0].actor_id, ADMIN);
    assert_eq!(entries[0].target, "SAVE10");

    // FREESHIP is listed as a free-shipping code with its weekdays.
    let freeship = listed(&shop, "FREESHIP").await;
    assert_eq!(freeship.kind, "free_shipping");
    assert_eq!(freeship.days_of_week, [1]);

    // An inactive code is refused with its own message.
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let status = quote(&shop, "user-1", &[(sofa, 1)], "save10")
        .await
        .unwrap_err();
    assert_eq!(field(&status), "coupon_code");
    assert_eq!(status.message(), "This code is no longer active");
}

#[tokio::test]
async fn the_discount_is_priced_on_the_server_and_vat_is_on_the_discounted_goods() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    create(&shop, save10()).await;
    let sofa = shop.product("Nairobi Sofa", 4_000, 5).await;
    let stool = shop.product("Stool", 333, 5).await;

    // Below the minimum: refused with what it needs.
    let status = quote(&shop, "user-1", &[(sofa, 1)], "SAVE10")
        .await
        .unwrap_err();
    assert_eq!(field(&status), "coupon_code");
    assert_eq!(status.message(), "Spend KSh 5,000 to use this code");

    // 4,000 + 3 x 333 = 4,999... still below; 2 sofas + a stool is 8,333.
    let quoted = quote(&shop, "user-1", &[(sofa, 2), (stool, 1)], " save10 ")
        .await
        .unwrap();
    let t = quoted.totals.unwrap();
    assert_eq!(quoted.coupon_code, "SAVE10");
    assert_eq!(t.subtotal_cents, 833_300);
    // 10% of each line, rounded to the cent: 800.00 + 33.30.
    assert_eq!(t.discount_cents, 83_330);
    assert_eq!(
        quoted
            .lines
            .iter()
            .map(|l| l.discount_cents)
            .collect::<Vec<_>>(),
        [80_000, 3_330]
    );
    // VAT 16% of 7,499.70 = 1,199.95(2); delivery 500.
    assert_eq!(t.vat_cents, 119_995);
    assert_eq!(t.total_cents, 749_970 + 50_000 + 119_995);

    // The order keeps the same figures, and its lines their discounts.
    let mut request = order_request("user-1", &[(sofa, 2), (stool, 1)]);
    request.coupon_code = "save10".to_owned();
    request.payment_method = "mpesa".to_owned();
    request.expected_total_cents = Some(t.total_cents);
    let order = shop.place(request).await.unwrap();
    assert_eq!(order.coupon_code, "SAVE10");
    assert_eq!(totals(&order).discount_cents, 83_330);
    assert_eq!(totals(&order).total_cents, t.total_cents);
    assert_eq!(order.lines[1].discount_cents, 3_330);
    assert_eq!(listed(&shop, "SAVE10").await.uses, 1);

    // Amount codes are capped at the goods.
    create(
        &shop,
        pb::DiscountCode {
            code: "KSH500".into(),
            kind: "amount".into(),
            percent_off: 0,
            amount_off_cents: 50_000,
            min_subtotal_cents: 0,
            ..save10()
        },
    )
    .await;
    let t = quote(&shop, "user-2", &[(stool, 1)], "ksh500")
        .await
        .unwrap()
        .totals
        .unwrap();
    assert_eq!((t.discount_cents, t.vat_cents), (33_300, 0));
}

#[tokio::test]
async fn dates_and_unknown_codes_are_refused_each_with_its_message() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    create(
        &shop,
        pb::DiscountCode {
            code: "LATER".into(),
            starts_at: "2027-01-01T00:00:00+03:00".into(),
            ..save10()
        },
    )
    .await;
    create(
        &shop,
        pb::DiscountCode {
            code: "GONE".into(),
            ends_at: "2026-01-01T00:00:00+03:00".into(),
            ..save10()
        },
    )
    .await;
    for (code, message) in [
        ("LATER", "This code is not valid yet"),
        ("GONE", "This code has expired"),
        ("NOSUCH", "Invalid coupon code"),
    ] {
        let status = quote(&shop, "user-1", &[(sofa, 1)], code)
            .await
            .unwrap_err();
        assert_eq!(status.message(), message, "{code}");
        let mut request = order_request("user-1", &[(sofa, 1)]);
        request.coupon_code = code.to_owned();
        let status = shop.place(request).await.unwrap_err();
        assert_eq!(
            crate::helpers::field(&status),
            "coupon_code",
            "{code}: {status:?}"
        );
    }
    // Nothing was placed.
    assert_eq!(shop.stock(sofa).await, 5);
}

#[tokio::test]
async fn a_limit_is_never_exceeded_by_concurrent_placements() {
    let shop = Shop::start().await;
    create(
        &shop,
        pb::DiscountCode {
            code: "FIRST3".into(),
            usage_limit: 3,
            min_subtotal_cents: 0,
            ..save10()
        },
    )
    .await;
    let sofa = shop.product("Nairobi Sofa", 1_000, 50).await;
    let placements = (0..10)
        .map(|i| {
            let mut request = order_request(&format!("user-{i}"), &[(sofa, 1)]);
            request.coupon_code = "FIRST3".to_owned();
            request
        })
        .collect();
    let results = concurrently(&shop, placements).await;
    let placed = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(placed, 3, "{results:?}");
    for refused in results.iter().filter_map(|r| r.as_ref().err()) {
        assert_eq!(
            refused.message(),
            "This code has been used up",
            "{refused:?}"
        );
    }
    assert_eq!(listed(&shop, "FIRST3").await.uses, 3);
    // The refused placements gave their stock back.
    shop.wait_for_stock(sofa, 47).await;
}

#[tokio::test]
async fn one_use_per_customer_given_back_when_the_unpaid_order_is_cancelled() {
    let shop = Shop::start().await;
    create(
        &shop,
        pb::DiscountCode {
            code: "ONCE".into(),
            per_customer_limit: 1,
            min_subtotal_cents: 0,
            ..save10()
        },
    )
    .await;
    let sofa = shop.product("Nairobi Sofa", 1_000, 50).await;
    let with_code = |user: &str| {
        let mut request = order_request(user, &[(sofa, 1)]);
        request.coupon_code = "ONCE".to_owned();
        request
    };
    // Concurrent placements by one customer: one order.
    let results = concurrently(&shop, (0..4).map(|_| with_code("user-1")).collect()).await;
    let orders: Vec<&pb::Order> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
    assert_eq!(orders.len(), 1, "{results:?}");
    for refused in results.iter().filter_map(|r| r.as_ref().err()) {
        assert_eq!(refused.message(), "You have already used this code");
    }
    // The quote says so too; another customer may use it.
    let status = quote(&shop, "user-1", &[(sofa, 1)], "ONCE")
        .await
        .unwrap_err();
    assert_eq!(status.message(), "You have already used this code");
    shop.place(with_code("user-2")).await.unwrap();
    assert_eq!(listed(&shop, "ONCE").await.uses, 2);

    // Cancelled before payment: the use comes back and the code can be used again.
    shop.client_as(Caller::user("user-1", Role::Customer))
        .cancel_order(pb::CancelOrderRequest {
            id: orders[0].id.clone(),
        })
        .await
        .unwrap();
    assert_eq!(listed(&shop, "ONCE").await.uses, 1);
    shop.place(with_code("user-1")).await.unwrap();
    assert_eq!(listed(&shop, "ONCE").await.uses, 2);
}
