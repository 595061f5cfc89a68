//! Prices as Kenyan shoppers read them (docs/decisions.md "Prices as Kenyan shoppers read them
//! (issue 24, part 3)"): with the shop's default (prices include VAT) the price a shopper sees
//! in the catalogue is what the cart, the checkout's quote, the placed order, its invoice, KRA's
//! eTIMS body and the books say, to the cent, for a basket of several lines with a discount
//! code and cash on delivery; the setting off adds VAT on top again, and a placed order keeps
//! the rule it was charged by.

use shop_orders::domain::totals::included_vat;
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;

use crate::etims::{kra, shop_with, wait_signed};
use crate::helpers::{Shop, items, order_request, totals};

async fn quote(shop: &Shop, lines: &[(i64, i32)], code: &str, method: &str) -> pb::Quote {
    shop.as_user("user-1")
        .get_quote(pb::QuoteRequest {
            items: items(lines),
            coupon_code: code.to_owned(),
            payment_method: method.to_owned(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
}

/// The price the product page shows: the catalogue's, as a guest reads it.
async fn shelf_price(shop: &Shop, id: i64) -> i64 {
    shop.catalog
        .client()
        .await
        .get_product(catalog_pb::GetProductRequest {
            id,
            related_limit: 0,
        })
        .await
        .unwrap()
        .into_inner()
        .product
        .unwrap()
        .price_cents
}

/// Text of the PDF's content streams (every figure is a literal string in them).
fn pdf_text(pdf: &[u8]) -> String {
    String::from_utf8_lossy(pdf).into_owned()
}

/// `1234567` as the invoice prints it: `12,345.67`.
fn printed(cents: i64) -> String {
    shop_orders::invoice::ksh(cents)
}

#[tokio::test]
async fn the_price_seen_is_the_cart_the_checkout_the_order_the_invoice_kra_and_the_books() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let settings = shop
        .guest()
        .get_settings(pb::GetSettingsRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(settings.prices_include_vat, Some(true), "the default");
    shop.client
        .clone()
        .save_discount_code(pb::SaveDiscountCodeRequest {
            code: Some(pb::DiscountCode {
                code: "TEN".to_owned(),
                kind: "percent".to_owned(),
                percent_off: 10,
                active: true,
                ..Default::default()
            }),
            create: true,
        })
        .await
        .unwrap();
    let sofa = shop.product("Malindi Sofa", 62_500, 5).await;
    let chair = shop.product("Kisumu Chair", 7_499, 10).await;
    let stool = shop.product("Lamu Stool", 999, 10).await;
    let lines = [(sofa, 1), (chair, 2), (stool, 3)];
    let mut seen = Vec::new();
    for (id, _) in lines {
        seen.push(shelf_price(&shop, id).await);
    }
    assert_eq!(seen, [6_250_000, 749_900, 99_900]);

    // The cart (no payment method yet) and the checkout (cash on delivery).
    let cart = quote(&shop, &lines, "TEN", "").await;
    let checkout = quote(&shop, &lines, "TEN", "cod").await;
    for q in [&cart, &checkout] {
        let prices: Vec<i64> = q.lines.iter().map(|l| l.unit_price_cents).collect();
        assert_eq!(prices, seen, "the quote prices each unit as the shelf does");
        assert!(q.totals.as_ref().unwrap().prices_include_vat);
    }
    let t = checkout.totals.clone().unwrap();
    // 62,500 + 2 x 7,499 + 3 x 999 = 80,495; 10% off = 8,049.50; delivery free above 50,000;
    // cash on delivery KSh 100; nothing added for VAT.
    assert_eq!(t.subtotal_cents, 8_049_500);
    assert_eq!(t.discount_cents, 804_950);
    assert_eq!(t.shipping_cents, 0);
    assert_eq!(t.cod_fee_cents, 10_000);
    assert_eq!(t.total_cents, 8_049_500 - 804_950 + 10_000);
    let line_vat: i64 = checkout
        .lines
        .iter()
        .map(|l| included_vat(1600, l.line_total_cents - l.discount_cents))
        .sum();
    assert_eq!(t.vat_cents, line_vat + included_vat(1600, 10_000));
    // 56,250 x 16/116 = 7,758.62; 13,498.20 -> 1,861.82; 2,697.30 -> 372.04; the COD fee 13.79.
    assert_eq!(t.vat_cents, 775_862 + 186_182 + 37_204 + 1_379);
    let c = cart.totals.clone().unwrap();
    assert_eq!(
        c.total_cents,
        t.total_cents - 10_000,
        "the cart has no COD fee yet"
    );
    assert_eq!(c.vat_cents, line_vat);

    // Placed with the total the checkout showed: stored exactly so.
    let mut request = order_request("user-1", &lines);
    request.coupon_code = "TEN".to_owned();
    request.expected_total_cents = Some(t.total_cents);
    let order = shop.place(request).await.unwrap();
    let stored = totals(&order);
    assert_eq!(
        stored,
        pb::Totals {
            amount_to_free_shipping_cents: 0,
            ..t.clone()
        }
    );
    let unit_prices: Vec<i64> = order.lines.iter().map(|l| l.unit_price_cents).collect();
    assert_eq!(unit_prices, seen);
    let again = shop
        .as_user("user-1")
        .get_order(pb::GetOrderRequest {
            id: order.public_id.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(totals(&again), stored);

    // The invoice shows the same total and the VAT part.
    let pdf = shop
        .as_user("user-1")
        .get_invoice(pb::GetInvoiceRequest {
            id: order.id.clone(),
        })
        .await
        .unwrap()
        .into_inner()
        .pdf;
    let text = pdf_text(&pdf);
    for expected in [
        format!("({})", printed(stored.total_cents)),
        format!("({})", printed(stored.vat_cents)),
        format!("({})", printed(stored.total_cents - stored.vat_cents)),
        "Total \\(incl. VAT\\)".to_owned(),
        "VAT included \\(16%\\)".to_owned(),
    ] {
        assert!(text.contains(&expected), "the invoice lacks {expected}");
    }

    // The cash collected: the sale goes to KRA with the order's total and exactly its VAT.
    shop.client
        .clone()
        .mark_cod_collected(pb::MarkCodCollectedRequest {
            id: order.id.clone(),
        })
        .await
        .unwrap();
    wait_signed(&shop, 1).await;
    let kra_sale = &sim.invoices()[0];
    assert_eq!(kra_sale.tot_amt_cents, stored.total_cents);
    let cents = |v: &serde_json::Value| (v.as_f64().unwrap() * 100.0).round() as i64;
    assert_eq!(cents(&kra_sale.body["totTaxAmt"]), stored.vat_cents);
    assert_eq!(cents(&kra_sale.body["taxAmtA"]), stored.vat_cents);
    assert_eq!(
        cents(&kra_sale.body["totTaxblAmt"]),
        stored.total_cents - stored.vat_cents
    );
    let kra_items = kra_sale.body["itemList"].as_array().unwrap();
    assert_eq!(kra_items.len(), 4, "three goods lines and the COD fee");

    // The books: revenue as received, VAT as charged, net of VAT the rest.
    let (total, vat, goods, delivery, cod_fee): (i64, i64, i64, i64, i64) = sqlx::query_as(
        "SELECT total_cents, vat_cents, goods_cents, delivery_cents, cod_fee_cents \
         FROM ledger_entries WHERE order_id = $1::uuid",
    )
    .bind(&order.id)
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap();
    assert_eq!(total, stored.total_cents);
    assert_eq!(vat, stored.vat_cents);
    assert_eq!(delivery, 0);
    assert_eq!(cod_fee, 10_000 - 1_379);
    assert_eq!(goods, stored.total_cents - stored.vat_cents - cod_fee);
    let line_sum: i64 = sqlx::query_scalar(
        "SELECT sum(l.amount_cents)::bigint FROM ledger_lines l \
         JOIN ledger_entries e ON e.id = l.entry_id WHERE e.order_id = $1::uuid",
    )
    .bind(&order.id)
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap();
    assert_eq!(line_sum, goods);
}

#[tokio::test]
async fn the_setting_off_adds_vat_on_top_and_a_placed_order_keeps_its_rule() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let chair = shop.product("Kisumu Chair", 7_499, 10).await;
    let inclusive = shop.order("user-1", &[(chair, 1)]).await;
    // 7,499 + delivery 500 + COD 100, VAT inside.
    assert_eq!(totals(&inclusive).total_cents, 809_900);
    assert!(totals(&inclusive).prices_include_vat);

    let mut settings = shop
        .client
        .clone()
        .get_admin_settings(pb::GetSettingsRequest {})
        .await
        .unwrap()
        .into_inner();
    settings.prices_include_vat = Some(false);
    let saved = shop
        .client
        .clone()
        .update_settings(settings.clone())
        .await
        .unwrap()
        .into_inner();
    assert_eq!(saved.prices_include_vat, Some(false));
    // An update that leaves it out keeps it.
    settings.prices_include_vat = None;
    let kept = shop
        .client
        .clone()
        .update_settings(settings)
        .await
        .unwrap()
        .into_inner();
    assert_eq!(kept.prices_include_vat, Some(false));
    let summaries: Vec<String> =
        sqlx::query_scalar("SELECT summary FROM audit_log WHERE kind = 'settings.update'")
            .fetch_all(&shop.orders.pool)
            .await
            .unwrap();
    assert!(summaries[0].contains("Prices exclude VAT"), "{summaries:?}");

    // VAT on top: 16% of 7,499 = 1,199.84 added.
    let q = quote(&shop, &[(chair, 1)], "", "cod").await;
    let t = q.totals.unwrap();
    assert!(!t.prices_include_vat);
    assert_eq!(t.vat_cents, 119_984);
    assert_eq!(t.total_cents, 749_900 + 50_000 + 119_984 + 10_000);
    // The order placed before keeps what it was charged, and says how.
    let before = shop
        .client
        .clone()
        .get_order(pb::GetOrderRequest {
            id: inclusive.id.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(totals(&before), totals(&inclusive));
    let after = shop.order("user-1", &[(chair, 1)]).await;
    assert!(!totals(&after).prices_include_vat);
    assert_eq!(totals(&after).total_cents, t.total_cents);
}
