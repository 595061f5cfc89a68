//! GetQuote and PlaceOrder: prices and stock from the catalog, totals here, the outbox; the
//! three answers of a placement as data (the order, the shortages, the fresh quote) and the
//! stock given back once by anything after the reservation that does not store the order.

use shop_common::errors::{ErrorCode, Refusal};
use shop_common::events::ORDER_CREATED;
use shop_proto::events::v1::OrderCreated;
use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{Outcome, Shop, field, items, monday, order_request, totals};

#[tokio::test]
async fn an_order_is_priced_by_the_catalog_and_reserves_its_stock() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let sofa = shop.product("Nairobi Sofa", 45_999, 10).await;
    let table = shop.product("Lamu Side Table", 1_000, 5).await;

    let mut request = order_request("user-1", &[(sofa, 2), (table, 1)]);
    request.expected_total_cents = Some(10_797_768);
    let order = shop.place(request).await.unwrap();

    let t = totals(&order);
    assert_eq!(t.subtotal_cents, 9_299_800);
    assert_eq!(t.shipping_cents, 0);
    assert_eq!(t.free_shipping_reason, "threshold");
    assert_eq!(t.vat_cents, 1_487_968);
    assert_eq!(t.cod_fee_cents, 10_000);
    assert_eq!(t.total_cents, 10_797_768);
    assert_eq!(order.status, "pending");
    assert_eq!(order.payment_status, "Pending");
    assert_eq!(order.payment_method, "cod");
    assert_eq!(order.user_id, "user-1");
    assert_eq!(order.preferred_delivery_time, "morning");
    assert_eq!(order.public_id.len(), 10);
    assert!(order.public_id.starts_with("SF"));
    assert_eq!(order.lines.len(), 2);
    assert_eq!(order.lines[0].product_id, sofa);
    assert_eq!(order.lines[0].name, "Nairobi Sofa");
    assert_eq!(order.lines[0].unit_price_cents, 4_599_900);
    assert_eq!(order.lines[0].line_total_cents, 9_199_800);
    assert_eq!(order.lines[0].category, "Living Room - Sofas");
    assert!(!order.lines[0].image.is_empty());
    assert_eq!(order.history.len(), 1);
    assert_eq!(order.history[0].status, "pending");
    assert_eq!(order.history[0].at, order.created_at);

    assert_eq!(shop.stock(sofa).await, 8);
    assert_eq!(shop.stock(table).await, 4);

    // One order.created, written with the order.
    let created: Vec<OrderCreated> = shop.decoded(ORDER_CREATED).await;
    assert_eq!(created.len(), 1);
    assert_eq!(created[0].order_id, order.id);
    assert_eq!(created[0].public_id, order.public_id);
    assert_eq!(created[0].total_cents, 10_797_768);
    assert_eq!(created[0].lines.len(), 2);
    assert_eq!(
        (created[0].lines[0].product_id, created[0].lines[0].quantity),
        (sofa, 2)
    );

    // Found by id and by the order number as typed.
    let mut client = shop.client.clone();
    for id in [order.id.clone(), order.public_id.to_lowercase()] {
        let found = client
            .get_order(pb::GetOrderRequest { id })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(found, order);
    }
}

#[tokio::test]
async fn duplicate_lines_are_merged() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 1_000, 10).await;
    let order = shop.order("user-1", &[(sofa, 1), (sofa, 2)]).await;
    assert_eq!(order.lines.len(), 1);
    assert_eq!(order.lines[0].quantity, 3);
    assert_eq!(shop.stock(sofa).await, 7);
}

#[tokio::test]
async fn a_changed_total_answers_the_fresh_quote_and_gives_the_stock_back_once() {
    let shop = Shop::start().await;
    shop.vat_on_top().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    shop.count_releases().await;
    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.expected_total_cents = Some(1_000_000);
    let Outcome::TotalChanged(quote) = shop.placement(request).await.unwrap() else {
        panic!("expected the fresh quote");
    };
    // 10,000 + 500 shipping + 1,600 VAT + 100 COD.
    assert_eq!(
        quote.totals,
        Some(pb::Totals {
            subtotal_cents: 1_000_000,
            shipping_cents: 50_000,
            vat_cents: 160_000,
            cod_fee_cents: 10_000,
            total_cents: 1_220_000,
            // Nairobi's zone is free at or above KSh 50,000 (the placement's county).
            amount_to_free_shipping_cents: 4_000_000,
            free_shipping_reason: String::new(),
            vat_rate_bp: 1600,
            discount_cents: 0,
            prices_include_vat: false,
        })
    );
    assert_eq!(quote.free_shipping_threshold_cents, 5_000_000);
    assert_eq!(quote.coupon_code, "");
    assert_eq!(quote.lines.len(), 1);
    let line = &quote.lines[0];
    assert_eq!(
        (line.product_id, line.name.as_str(), line.quantity),
        (sofa, "Nairobi Sofa", 1)
    );
    assert_eq!(
        (line.unit_price_cents, line.line_total_cents),
        (1_000_000, 1_000_000)
    );
    // The stock the shopper can have, the reservation given back.
    assert_eq!(line.available, 10);
    // The quote GetQuote gives for the same cart.
    let fresh = shop
        .guest()
        .get_quote(pb::QuoteRequest {
            items: items(&[(sofa, 1)]),
            coupon_code: String::new(),
            payment_method: "cod".to_owned(),
            // The county of the placement's address: the same delivery choices.
            state: "Nairobi".to_owned(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(quote, fresh);

    assert_eq!(shop.stock(sofa).await, 10);
    assert_eq!(shop.releases().await, 1, "released once");
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
    assert!(shop.events(ORDER_CREATED).await.is_empty());
}

#[tokio::test]
async fn short_stock_answers_every_shortage_and_holds_nothing() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 3).await;
    let chair = shop.product("Kisumu Chair", 2_000, 0).await;
    let short = |product_id, name: &str, requested, available| pb::Shortage {
        product_id,
        name: name.to_owned(),
        requested,
        available,
    };
    let out_of_stock = |lines: &[(i64, i32)]| {
        let request = order_request("user-1", lines);
        async {
            match shop.placement(request).await.unwrap() {
                Outcome::OutOfStock(answer) => answer,
                other => panic!("expected the shortages, got {other:?}"),
            }
        }
    };
    shop.count_releases().await;

    let answer = out_of_stock(&[(sofa, 5)]).await;
    assert_eq!(answer.message, "Only 3 left of Nairobi Sofa");
    assert_eq!(answer.shortages, [short(sofa, "Nairobi Sofa", 5, 3)]);

    let answer = out_of_stock(&[(chair, 1)]).await;
    assert_eq!(answer.message, "Kisumu Chair is out of stock");
    assert_eq!(answer.shortages, [short(chair, "Kisumu Chair", 1, 0)]);

    // Every short line, in request order; the message names the product gone first.
    let answer = out_of_stock(&[(sofa, 4), (chair, 2), (999_999, 1)]).await;
    assert_eq!(answer.message, "Product 999999 is no longer available");
    assert_eq!(
        answer.shortages,
        [
            short(sofa, "Nairobi Sofa", 4, 3),
            short(chair, "Kisumu Chair", 2, 0),
            short(999_999, "", 1, 0),
        ]
    );
    let answer = out_of_stock(&[(sofa, 1), (999_999, 1)]).await;
    assert_eq!(answer.shortages, [short(999_999, "", 1, 0)]);

    // Nothing was held by any of them, so nothing was given back.
    assert_eq!(shop.stock(sofa).await, 3);
    assert_eq!(shop.releases().await, 0);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn bad_input_names_every_field() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 3).await;

    let mut empty = order_request("user-1", &[]);
    empty.items.clear();
    let status = shop.place(empty).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(status.message(), "Your cart is empty");
    assert_eq!(field(&status), "items");

    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.payment_method = "bitcoin".to_owned();
    let status = shop.place(request).await.unwrap_err();
    assert_eq!(
        (status.message(), field(&status)),
        ("Invalid payment method", "payment_method".to_owned())
    );

    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.preferred_delivery_time = "midnight".to_owned();
    let status = shop.place(request).await.unwrap_err();
    assert_eq!(
        (status.message(), field(&status)),
        (
            "Please select a preferred delivery time",
            "preferred_delivery_time".to_owned()
        )
    );

    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.phone = "12".to_owned();
    let status = shop.place(request).await.unwrap_err();
    assert_eq!(field(&status), "phone");

    // FREESHIP outside its campaign (the shop's clock says Saturday).
    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.coupon_code = "freeship".to_owned();
    let status = shop.place(request).await.unwrap_err();
    assert_eq!(
        (status.message(), field(&status)),
        ("Invalid coupon code", "coupon_code".to_owned())
    );

    // Several bad fields: one refusal naming them all, the unknown coupon among them.
    let mut request = order_request("user-1", &[(sofa, 0)]);
    request.email = "wanjiku@".to_owned();
    request.state.clear();
    request.coupon_code = "SAVE10".to_owned();
    let status = shop.place(request).await.unwrap_err();
    let refusal = Refusal::read(&status);
    assert_eq!(refusal.code, ErrorCode::ValidationFailed);
    assert_eq!(
        refusal.fields,
        [
            ("items", "Quantity must be between 1 and 99"),
            ("email", "Please enter a valid email address"),
            ("state", "County is required"),
            ("coupon_code", "Invalid coupon code"),
        ]
        .map(|(f, m)| (f.to_owned(), m.to_owned()))
    );

    assert_eq!(shop.stock(sofa).await, 3);
}

#[tokio::test]
async fn freeship_on_a_monday_ships_free() {
    let shop = Shop::start_at(monday()).await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let chair = shop.product("Kisumu Chair", 2_000, 5).await;
    let mut request = order_request("user-1", &[(chair, 1)]);
    request.coupon_code = " freeship ".to_owned();
    request.payment_method = "mpesa".to_owned();
    let order = shop.place(request).await.unwrap();
    let t = totals(&order);
    assert_eq!(t.shipping_cents, 0);
    assert_eq!(t.free_shipping_reason, "coupon");
    assert_eq!(t.cod_fee_cents, 0);
    assert_eq!(t.total_cents, 232_000);
    assert_eq!(order.coupon_code, "FREESHIP");
}

#[tokio::test]
async fn quotes_reserve_nothing_and_leave_unknown_products_out() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let sofa = shop.product("Nairobi Sofa", 20_000, 4).await;
    let mut client = shop.client.clone();
    let quote = client
        .get_quote(pb::QuoteRequest {
            items: items(&[(sofa, 2), (424_242, 1)]),
            coupon_code: String::new(),
            payment_method: String::new(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(quote.lines.len(), 1);
    assert_eq!(quote.lines[0].available, 4);
    assert_eq!(quote.lines[0].line_total_cents, 4_000_000);
    let t = quote.totals.unwrap();
    assert_eq!(t.shipping_cents, 50_000);
    assert_eq!(t.cod_fee_cents, 0);
    assert_eq!(t.amount_to_free_shipping_cents, 1_000_001);
    assert_eq!(t.free_shipping_reason, "");
    assert_eq!(t.total_cents, 4_000_000 + 50_000 + 640_000);
    assert_eq!(shop.stock(sofa).await, 4);

    let empty = client
        .get_quote(pb::QuoteRequest::default())
        .await
        .unwrap()
        .into_inner();
    assert!(empty.lines.is_empty());
    // All zeros, at the shop's VAT rate.
    assert_eq!(
        empty.totals.unwrap(),
        pb::Totals {
            vat_rate_bp: 1600,
            ..Default::default()
        }
    );

    let status = client
        .get_quote(pb::QuoteRequest {
            items: items(&[(sofa, 1)]),
            coupon_code: "SAVE10".to_owned(),
            payment_method: String::new(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(
        (status.message(), field(&status)),
        ("Invalid coupon code", "coupon_code".to_owned())
    );
}

#[tokio::test]
async fn the_order_and_its_event_commit_together_or_not_at_all() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    // Writing any event now fails inside the order's transaction.
    sqlx::raw_sql(
        "CREATE FUNCTION refuse_events() RETURNS trigger LANGUAGE plpgsql AS $$ \
         BEGIN RAISE EXCEPTION 'outbox refused'; END $$; \
         CREATE TRIGGER refuse_events BEFORE INSERT ON event_outbox \
         FOR EACH ROW EXECUTE FUNCTION refuse_events();",
    )
    .execute(&shop.orders.pool)
    .await
    .unwrap();

    shop.count_releases().await;

    let status = shop
        .place(order_request("user-1", &[(sofa, 2)]))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Internal);
    assert!(!status.message().contains("outbox"), "{}", status.message());
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);
    // The reservation was given back, once.
    assert_eq!(shop.stock(sofa).await, 5);
    assert_eq!(shop.releases().await, 1);
}

#[tokio::test]
async fn a_failure_between_reserving_and_storing_gives_the_stock_back_once() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    // The settings the totals are computed with cannot be read now (after the reservation).
    sqlx::raw_sql("ALTER TABLE shop_settings RENAME TO shop_settings_away")
        .execute(&shop.orders.pool)
        .await
        .unwrap();
    shop.count_releases().await;

    let status = shop
        .place(order_request("user-1", &[(sofa, 2)]))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Internal);
    assert_eq!(shop.stock(sofa).await, 5);
    assert_eq!(shop.releases().await, 1, "released once");

    // Back in place, the same cart is placed and keeps its stock.
    sqlx::raw_sql("ALTER TABLE shop_settings_away RENAME TO shop_settings")
        .execute(&shop.orders.pool)
        .await
        .unwrap();
    shop.order("user-1", &[(sofa, 2)]).await;
    assert_eq!(shop.stock(sofa).await, 3);
    assert_eq!(shop.releases().await, 1, "nothing more released");
}

#[tokio::test]
async fn a_taken_order_number_is_recognised_for_a_retry() {
    use shop_orders::catalog::PricedLine;
    use shop_orders::domain::checkout::{LineRequest, OrderRequest, RawOrderRequest};
    use shop_orders::domain::{PaymentMethod, totals};
    use shop_orders::repo::orders::{NewOrder, insert, is_public_id_taken};

    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let placed = shop.order("user-1", &[(sofa, 1)]).await;

    let request = OrderRequest::parse(
        "user-2",
        RawOrderRequest {
            items: vec![LineRequest {
                product_id: sofa,
                quantity: 1,
            }],
            customer_name: "Otieno".to_owned(),
            email: "otieno@example.co.ke".to_owned(),
            phone: "0722000111".to_owned(),
            address: "1 Kenyatta Avenue, Nairobi, Nairobi, 00100".to_owned(),
            payment_method: "card".to_owned(),
            ..Default::default()
        },
        None,
    )
    .unwrap();
    let lines = [PricedLine {
        product_id: sofa,
        name: "Nairobi Sofa".to_owned(),
        unit_price_cents: 1_000_000,
        quantity: 1,
        image: String::new(),
        category: String::new(),
        available: 0,
        item_class: String::new(),
        weight_tenths_kg: 0,
    }];
    let rates = shop_orders::repo::settings::rates(&mut shop.orders.pool.acquire().await.unwrap())
        .await
        .unwrap();
    let totals = totals::compute(
        &rates,
        1_000_000,
        0,
        &[1_000_000],
        false,
        Some(PaymentMethod::Card),
    )
    .unwrap();
    let mut tx = shop.orders.pool.begin().await.unwrap();
    let err = insert(
        &mut tx,
        &NewOrder {
            id: uuid::Uuid::new_v4(),
            public_id: &placed.public_id,
            request: &request,
            coupon_code: None,
            totals: &totals,
            lines: &lines,
            discounts: &[0],
            delivery: None,
        },
    )
    .await
    .unwrap_err();
    assert!(is_public_id_taken(&err), "{err}");
}

#[tokio::test]
async fn a_draft_or_hidden_product_is_neither_quoted_nor_ordered() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 20_000, 4).await;
    let draft = shop.product("Lamu Chaise (Copy)", 9_000, 6).await;
    for status in ["draft", "hidden"] {
        sqlx::query("UPDATE products SET status = $2 WHERE id = $1")
            .bind(draft)
            .bind(status)
            .execute(&shop.catalog.pool)
            .await
            .unwrap();
        // The cart's quote leaves it out, as a product that is gone (the cart shows it as no
        // longer available).
        let quote = shop
            .client
            .clone()
            .get_quote(pb::QuoteRequest {
                items: items(&[(sofa, 1), (draft, 1)]),
                coupon_code: String::new(),
                payment_method: String::new(),
                ..Default::default()
            })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(
            quote.lines.iter().map(|l| l.product_id).collect::<Vec<_>>(),
            [sofa],
            "{status}"
        );
        // Placing refuses it with a clear sentence and holds nothing.
        match shop
            .placement(order_request("user-1", &[(sofa, 1), (draft, 1)]))
            .await
            .unwrap()
        {
            Outcome::OutOfStock(answer) => {
                assert_eq!(answer.message, "Lamu Chaise (Copy) is no longer available");
                assert_eq!(answer.shortages.len(), 1);
                assert_eq!(answer.shortages[0].product_id, draft);
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
        assert_eq!(shop.stock(sofa).await, 4);
        assert_eq!(shop.stock(draft).await, 6);
    }
    // Published, it is sold.
    sqlx::query("UPDATE products SET status = 'live' WHERE id = $1")
        .bind(draft)
        .execute(&shop.catalog.pool)
        .await
        .unwrap();
    let order = shop
        .place(order_request("user-1", &[(draft, 1)]))
        .await
        .unwrap();
    assert_eq!(order.lines[0].product_id, draft);
}
