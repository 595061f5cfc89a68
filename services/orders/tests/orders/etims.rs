//! KRA eTIMS against the simulator (`tools/etims-sim`), as real servers: a paid order's invoice
//! signed with the next number; KRA down for a while then up, every invoice signed once and in
//! order; a timed-out send retried as a 504 duplicate; a refused key (902) initialised again; a
//! credit note for a cancellation after payment naming its original; the QR code on the PDF
//! decoding to the invoice's verification data; the buyer's PIN.

use std::time::{Duration, Instant};

use etims_sim::{Faults, RunningSim};
use shop_common::events::{Event, PAYMENT_SUCCEEDED, handle_once};
use shop_orders::etims::EtimsConfig;
use shop_orders::payment_events::{PaymentEvents, QUEUE};
use shop_proto::events::v1::PaymentSucceeded;
use shop_proto::orders::v1 as pb;
use uuid::Uuid;

use crate::helpers::{Shop, field, order_request, saturday};

/// A shop whose orders send to `sim`, retrying every 50 ms to 300 ms (production: 1 s to
/// 60 s), giving up on a call after 3 s (long enough for a loaded machine's normal answers).
pub(crate) async fn shop_with(sim: &RunningSim) -> Shop {
    let etims = etims_config(sim);
    Shop::start_configured(
        saturday(),
        shop_common::testing::events_config(),
        |config| config.etims = etims,
    )
    .await
}

/// The eTIMS configuration of a shop sending to `sim` (see [`shop_with`]).
fn etims_config(sim: &RunningSim) -> EtimsConfig {
    let defaults = etims_sim::Config::default();
    EtimsConfig {
        base_url: sim.api_url(),
        token_url: sim.token_url(),
        consumer_key: defaults.consumer_key,
        consumer_secret: defaults.consumer_secret,
        device_serial: defaults.device_serial,
        timeout: Duration::from_secs(3),
        retry_min: Duration::from_millis(50),
        retry_max: Duration::from_millis(300),
    }
}

pub(crate) async fn kra() -> RunningSim {
    etims_sim::start(etims_sim::Config {
        // A "timed out" send is answered after the shop gave up on it.
        hang: Duration::from_secs(5),
        ..etims_sim::Config::default()
    })
    .await
    .unwrap()
}

async fn mpesa_order(shop: &Shop, product: i64, buyer_pin: &str) -> pb::Order {
    let mut request = order_request("user-1", &[(product, 1)]);
    request.payment_method = "mpesa".to_owned();
    request.buyer_pin = buyer_pin.to_owned();
    shop.place(request).await.unwrap()
}

/// payment.succeeded for the whole of `order`, through the consumer's handler.
async fn pay(shop: &Shop, order: &pb::Order) {
    let paid = PaymentSucceeded {
        payment_id: Uuid::new_v4().to_string(),
        order_id: order.id.clone(),
        public_id: order.public_id.clone(),
        user_id: order.user_id.clone(),
        method: "mpesa".to_owned(),
        amount_cents: order.totals.as_ref().unwrap().total_cents,
        reference: "RLA0R69NXM".to_owned(),
        paid_at: "2026-11-21T10:34:16Z".to_owned(),
        payer: "254708374149".to_owned(),
    };
    let event = Event {
        id: Uuid::new_v4(),
        routing_key: PAYMENT_SUCCEEDED.to_owned(),
        payload: prost::Message::encode_to_vec(&paid),
    };
    handle_once(&shop.orders.pool, QUEUE, &event, &PaymentEvents)
        .await
        .unwrap();
}

async fn get(shop: &Shop, id: &str) -> pb::Order {
    shop.client
        .clone()
        .get_order(pb::GetOrderRequest { id: id.to_owned() })
        .await
        .unwrap()
        .into_inner()
}

async fn signed_count(shop: &Shop) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM etims.invoices WHERE status = 'signed'")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap()
}

/// Waits until `n` invoices are signed.
pub(crate) async fn wait_signed(shop: &Shop, n: i64) {
    let started = Instant::now();
    while signed_count(shop).await < n {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{} of {n} invoices signed after 30 s",
            signed_count(shop).await
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_discounted_sale_is_signed_and_its_lines_add_up_to_what_was_paid() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    for (code, kind, percent_off, amount_off_cents) in
        [("TEN", "percent", 10, 0), ("KSH777", "amount", 0, 77_777)]
    {
        shop.client
            .clone()
            .save_discount_code(pb::SaveDiscountCodeRequest {
                code: Some(pb::DiscountCode {
                    code: code.to_owned(),
                    kind: kind.to_owned(),
                    percent_off,
                    amount_off_cents,
                    active: true,
                    ..Default::default()
                }),
                create: true,
            })
            .await
            .unwrap();
    }
    let sofa = shop.product("Lamu Sofa", 40_001, 5).await;
    let chair = shop.product("Kisumu Chair", 7_499, 10).await;
    let stool = shop.product("Stool", 333, 5).await;
    let mut orders = Vec::new();
    for (user, code) in [("user-1", "TEN"), ("user-2", "KSH777")] {
        let mut request = order_request(user, &[(sofa, 1), (chair, 3), (stool, 1)]);
        request.payment_method = "mpesa".to_owned();
        request.coupon_code = code.to_owned();
        let order = shop.place(request).await.unwrap();
        pay(&shop, &order).await;
        orders.push(order);
    }
    wait_signed(&shop, 2).await;
    let recorded = sim.invoices();
    for (order, kra) in orders.iter().zip(&recorded) {
        let totals = order.totals.as_ref().unwrap();
        assert!(totals.discount_cents > 0);
        // KRA took the body (its arithmetic checks passed) and was told what was paid.
        assert_eq!(kra.tot_amt_cents, totals.total_cents);
        let items = kra.body["itemList"].as_array().unwrap();
        let cents = |v: &serde_json::Value| (v.as_f64().unwrap() * 100.0).round() as i64;
        let discounts: i64 = items.iter().map(|i| cents(&i["dcAmt"])).sum();
        assert_eq!(discounts, totals.discount_cents, "{}", order.coupon_code);
        let goods_tax: i64 = items[..3].iter().map(|i| cents(&i["taxAmt"])).sum();
        assert_eq!(goods_tax, totals.vat_cents);
    }
    assert_eq!(recorded[0].body["itemList"][0]["dcRt"], 10.0);
}

#[tokio::test]
async fn a_paid_order_gets_a_signed_invoice_with_the_next_number() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let chair = shop.product("Kisumu Chair", 7_499, 5).await;
    let first = mpesa_order(&shop, sofa, "p051234567x").await;
    let second = mpesa_order(&shop, chair, "").await;
    let unpaid = mpesa_order(&shop, chair, "").await;
    assert_eq!(first.buyer_pin, "P051234567X", "upper-cased");

    // Numbered in the order they are paid.
    pay(&shop, &second).await;
    pay(&shop, &first).await;
    wait_signed(&shop, 2).await;

    let recorded = sim.invoices();
    assert_eq!(
        recorded.iter().map(|r| r.invc_no).collect::<Vec<_>>(),
        [1, 2]
    );
    for (order, number) in [(&second, 1), (&first, 2)] {
        let order = get(&shop, &order.id).await;
        let [invoice] = order.etims_invoices.as_slice() else {
            panic!("one invoice: {:?}", order.etims_invoices);
        };
        let kra = &recorded[number as usize - 1];
        assert_eq!(invoice.invoice_number, number);
        assert_eq!(invoice.kind, "sale");
        assert!(invoice.signed);
        assert_eq!(invoice.receipt_signature, kra.receipt.rcpt_sign);
        assert_eq!(invoice.internal_data, kra.receipt.intrl_data);
        assert_eq!(invoice.receipt_number, kra.receipt.cur_rcpt_no);
        assert_eq!(invoice.cu_date_time, kra.receipt.sdc_date_time);
        assert_eq!(invoice.mrc_no, kra.receipt.mrc_no);
        assert_eq!(
            invoice.cu_invoice_number,
            format!("{}/{}", kra.receipt.sdc_id, kra.receipt.cur_rcpt_no)
        );
        assert!(invoice.qr_svg.starts_with("<svg"));
        // What KRA was told is what the customer paid, at the order's VAT rate.
        assert_eq!(
            kra.tot_amt_cents,
            order.totals.as_ref().unwrap().total_cents
        );
        assert_eq!(kra.body["taxRtA"], 16.0);
        assert_eq!(kra.body["pmtTyCd"], "06");
        assert_eq!(
            kra.body["custNm"],
            order.shipping.as_ref().unwrap().customer_name
        );
    }
    assert_eq!(recorded[1].body["custTin"], "P051234567X");
    assert_eq!(recorded[0].body["custTin"], "");
    // Each product was registered before its first sale, with the delivery line's service.
    let items: Vec<String> = sim
        .simulator()
        .items()
        .iter()
        .map(|i| i["itemCd"].as_str().unwrap().to_owned())
        .collect();
    for code in [format!("KE2NTU{sofa:07}"), format!("KE2NTU{chair:07}")] {
        assert!(items.contains(&code), "{items:?}");
    }
    // A sofa is registered as one (its category's default class), delivery as transport.
    let class_of = |code: &str| {
        sim.simulator()
            .items()
            .iter()
            .find(|i| i["itemCd"] == code)
            .map(|i| i["itemClsCd"].as_str().unwrap().to_owned())
    };
    assert_eq!(
        class_of(&format!("KE2NTU{sofa:07}")).as_deref(),
        Some("56101502")
    );
    assert_eq!(class_of("KE3NTU0DELIVERY").as_deref(), Some("78101800"));
    assert!(get(&shop, &unpaid.id).await.etims_invoices.is_empty());

    // A buyer PIN that is not one is refused with the rest of the form.
    let mut bad = order_request("user-1", &[(chair, 1)]);
    bad.buyer_pin = "12345".to_owned();
    assert_eq!(field(&shop.place(bad).await.unwrap_err()), "buyer_pin");
}

#[tokio::test]
async fn a_products_own_item_class_is_kept_on_the_line_registered_and_sold_under() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let lamp = shop.product("Taa Lamp Sofa", 9_000, 5).await;
    let set_class = |class: &'static str| {
        let pool = shop.catalog.pool.clone();
        async move {
            sqlx::query("UPDATE products SET item_class = $2 WHERE id = $1")
                .bind(lamp)
                .bind(class)
                .execute(&pool)
                .await
                .unwrap();
        }
    };
    set_class("52130000").await;
    let first = mpesa_order(&shop, lamp, "").await;
    // The class the product had at placement is the line's.
    assert_eq!(first.lines[0].item_class, "52130000");
    assert_eq!(get(&shop, &first.id).await.lines[0].item_class, "52130000");
    // Changed afterwards in the catalogue, the placed order keeps its class.
    set_class("56101500").await;
    pay(&shop, &first).await;
    wait_signed(&shop, 1).await;
    let code = format!("KE2NTU{lamp:07}");
    let registered = |sim: &RunningSim| {
        sim.simulator()
            .items()
            .iter()
            .find(|i| i["itemCd"] == code.as_str())
            .map(|i| i["itemClsCd"].as_str().unwrap().to_owned())
    };
    assert_eq!(registered(&sim).as_deref(), Some("52130000"));
    let sold = &sim.invoices()[0].body["itemList"][0];
    assert_eq!(
        (sold["itemCd"].as_str(), sold["itemClsCd"].as_str()),
        (Some(code.as_str()), Some("52130000"))
    );
    // The next order carries the new class: the item is registered again under it.
    let second = mpesa_order(&shop, lamp, "").await;
    assert_eq!(second.lines[0].item_class, "56101500");
    pay(&shop, &second).await;
    wait_signed(&shop, 2).await;
    assert_eq!(
        sim.invoices()[1].body["itemList"][0]["itemClsCd"],
        "56101500"
    );
    assert_eq!(registered(&sim).as_deref(), Some("56101500"));
}

#[tokio::test]
async fn kra_down_then_up_every_invoice_signed_once_in_order() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 20).await;
    let mut orders = Vec::new();
    for _ in 0..4 {
        orders.push(mpesa_order(&shop, sofa, "").await);
    }
    // KRA goes down: the outage is 3 s here against a retry schedule capped at 300 ms (in
    // production 60 s: an outage of any length ends at most a minute before sending resumes).
    // The four orders are paid during it.
    sim.set_faults(Faults {
        down_for_ms: 3_000,
        ..Faults::default()
    });
    for order in &orders {
        pay(&shop, order).await;
    }
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(
        signed_count(&shop).await,
        0,
        "nothing signed while KRA is down"
    );
    assert!(sim.invoices().is_empty());
    let (attempts, error): (i32, String) =
        sqlx::query_as("SELECT attempts, last_error FROM etims.invoices WHERE invc_no = 1")
            .fetch_one(&shop.orders.pool)
            .await
            .unwrap();
    assert!(attempts >= 2, "retried: {attempts}");
    assert!(error.contains("503"), "{error}");
    // The admin sees the queue's state on the order; its customer does not.
    let seen = get(&shop, &orders[0].id).await;
    let invoice = &seen.etims_invoices[0];
    assert!(!invoice.signed);
    assert!(invoice.attempts >= attempts, "{invoice:?}");
    assert!(invoice.last_error.contains("503"), "{invoice:?}");
    assert!(!invoice.queued_at.is_empty());
    let theirs = shop
        .as_user("user-1")
        .get_order(pb::GetOrderRequest {
            id: orders[0].id.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    let invoice = &theirs.etims_invoices[0];
    assert_eq!(
        (
            invoice.attempts,
            invoice.last_error.as_str(),
            invoice.queued_at.as_str()
        ),
        (0, "", "")
    );
    let queued_later: i32 =
        sqlx::query_scalar("SELECT max(attempts) FROM etims.invoices WHERE invc_no > 1")
            .fetch_one(&shop.orders.pool)
            .await
            .unwrap();
    assert_eq!(
        queued_later, 0,
        "nothing after invoice 1 is tried before it"
    );

    // Up again: every invoice signed once, in number order, each order its own number.
    wait_signed(&shop, 4).await;
    let recorded = sim.invoices();
    assert_eq!(
        recorded.iter().map(|r| r.invc_no).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    assert!(recorded.iter().all(|r| r.sends == 1), "each sent once");
    let signed: Vec<(i64, Uuid)> =
        sqlx::query_as("SELECT invc_no, order_id FROM etims.invoices ORDER BY signed_at, invc_no")
            .fetch_all(&shop.orders.pool)
            .await
            .unwrap();
    let expected: Vec<(i64, Uuid)> = orders
        .iter()
        .enumerate()
        .map(|(i, o)| (i as i64 + 1, o.id.parse().unwrap()))
        .collect();
    assert_eq!(signed, expected);

    // A send that times out (KRA recorded it, the answer never came) goes again with the same
    // number and body: KRA's 504 duplicate carries the receipt, taken as the signature.
    sim.set_faults(Faults {
        timeouts: 1,
        ..Faults::default()
    });
    let late = mpesa_order(&shop, sofa, "").await;
    pay(&shop, &late).await;
    wait_signed(&shop, 5).await;
    let recorded = sim.invoices();
    assert_eq!(recorded.len(), 5);
    assert_eq!(recorded[4].sends, 2, "sent, timed out, sent again");
    let invoice = &get(&shop, &late.id).await.etims_invoices[0];
    assert_eq!(invoice.invoice_number, 5);
    assert_eq!(invoice.receipt_signature, recorded[4].receipt.rcpt_sign);
}

#[tokio::test]
async fn a_refused_key_initialises_the_device_again() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let first = mpesa_order(&shop, sofa, "").await;
    pay(&shop, &first).await;
    wait_signed(&shop, 1).await;
    let key = || async {
        sqlx::query_scalar::<_, String>("SELECT cmc_key FROM etims.device")
            .fetch_one(&shop.orders.pool)
            .await
            .unwrap()
    };
    let before = key().await;
    sim.set_faults(Faults {
        refuse_key: true,
        ..Faults::default()
    });
    let second = mpesa_order(&shop, sofa, "").await;
    pay(&shop, &second).await;
    wait_signed(&shop, 2).await;
    assert_ne!(key().await, before, "a new communication key, kept");
    assert_eq!(sim.invoices().len(), 2);
}

#[tokio::test]
async fn a_cancellation_after_payment_gets_a_credit_note_naming_the_original() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let order = mpesa_order(&shop, sofa, "").await;
    pay(&shop, &order).await;
    wait_signed(&shop, 1).await;
    // An unpaid order cancelled: nothing to credit.
    let unpaid = mpesa_order(&shop, sofa, "").await;
    for id in [&unpaid.id, &order.id] {
        shop.client
            .clone()
            .update_order_status(pb::UpdateOrderStatusRequest {
                id: id.clone(),
                order_status: "cancelled".to_owned(),
            })
            .await
            .unwrap();
    }
    wait_signed(&shop, 2).await;
    let recorded = sim.invoices();
    assert_eq!(recorded.len(), 2);
    let note = &recorded[1];
    assert_eq!(
        (note.invc_no, note.rcpt_ty_cd.as_str(), note.org_invc_no),
        (2, "R", 1)
    );
    assert_eq!(note.tot_amt_cents, recorded[0].tot_amt_cents);
    let invoices = get(&shop, &order.id).await.etims_invoices;
    assert_eq!(invoices.len(), 2);
    assert_eq!(invoices[1].kind, "credit_note");
    assert_eq!(invoices[1].original_invoice_number, 1);
    assert!(invoices[1].signed);
    assert!(get(&shop, &unpaid.id).await.etims_invoices.is_empty());
    // The PDF says so.
    let pdf = invoice_pdf(&shop, &order.id).await;
    assert!(String::from_utf8_lossy(&pdf).contains("CREDIT NOTE 2 credits invoice 1 in full"));
}

async fn invoice_pdf(shop: &Shop, id: &str) -> Vec<u8> {
    shop.client
        .clone()
        .get_invoice(pb::GetInvoiceRequest { id: id.to_owned() })
        .await
        .unwrap()
        .into_inner()
        .pdf
}

/// The text of a QR code given as its modules, read as a scanner would from a picture.
fn decode_qr(width: usize, dark: &[bool]) -> String {
    let scale = 4;
    let side = (width + 8) * scale;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
        let (column, row) = (x / scale, y / scale);
        let inside = (4..width + 4).contains(&column) && (4..width + 4).contains(&row);
        if inside && dark[(row - 4) * width + column - 4] {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code");
    grids[0].decode().unwrap().1
}

#[tokio::test]
async fn the_qr_on_the_pdf_decodes_to_the_invoice_verification_data() {
    let sim = kra().await;
    let shop = shop_with(&sim).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let order = mpesa_order(&shop, sofa, "").await;

    // Not yet paid, then paid while KRA is down: never a QR, and it says so.
    let unpaid = String::from_utf8_lossy(&invoice_pdf(&shop, &order.id).await).into_owned();
    assert!(unpaid.contains("NOT YET A VALID TAX INVOICE"));
    sim.set_faults(Faults {
        down_for_ms: 3_000,
        ..Faults::default()
    });
    pay(&shop, &order).await;
    let queued = invoice_pdf(&shop, &order.id).await;
    let text = String::from_utf8_lossy(&queued).into_owned();
    assert!(text.contains("NOT YET A VALID TAX INVOICE"), "queued");
    assert!(text.contains("signed as soon as KRA answers"));
    assert!(shop_orders::pdf::check::qr_modules(&queued).is_none());
    assert!(!text.contains("CU invoice number"));

    // Signed later: the control unit block and the QR code.
    wait_signed(&shop, 1).await;
    let pdf = invoice_pdf(&shop, &order.id).await;
    shop_orders::pdf::check::structure(&pdf).unwrap();
    let kra = &sim.invoices()[0];
    let text = String::from_utf8_lossy(&pdf).into_owned();
    assert!(!text.contains("NOT YET"));
    let receipt = &kra.receipt;
    for expected in [
        format!(
            "CU invoice number: {}/{}",
            receipt.sdc_id, receipt.cur_rcpt_no
        ),
        format!("Receipt signature: {}", receipt.rcpt_sign),
        format!("Internal data: {}", receipt.intrl_data),
        format!("MRC number: {}", receipt.mrc_no),
        "Invoice number: 1".to_owned(),
    ] {
        assert!(text.contains(&expected), "missing {expected:?}");
    }
    let (width, dark) = shop_orders::pdf::check::qr_modules(&pdf).unwrap();
    let scanned = decode_qr(width, &dark);
    let invoice = &get(&shop, &order.id).await.etims_invoices[0];
    assert_eq!(scanned, invoice.verification);
    for part in [
        format!("Data=P000000000X00{}", receipt.rcpt_sign),
        format!("sdcId={}", receipt.sdc_id),
        format!("rcptNo={}", receipt.cur_rcpt_no),
    ] {
        assert!(scanned.contains(&part), "{scanned} lacks {part}");
    }
}

async fn item_class_count(shop: &Shop) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM etims.item_classes")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap()
}

async fn fetched_at(shop: &Shop, name: &str) -> chrono::DateTime<chrono::Utc> {
    sqlx::query_scalar("SELECT fetched_at FROM etims.code_lists WHERE name = $1")
        .bind(name)
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_code_lists_are_fetched_at_initialisation_kept_and_searched_by_admins() {
    use shop_orders::etims::lists::{self, CODES, ITEM_CLASSES};

    let sim = kra().await;
    let shop = shop_with(&sim).await;
    // At start, without any sale: the device is initialised and both lists fetched.
    let started = Instant::now();
    let all = pb::ListEtimsItemClassesRequest::default();
    while shop
        .client
        .clone()
        .list_etims_item_classes(all.clone())
        .await
        .unwrap()
        .into_inner()
        .classes
        .len()
        < etims_sim::lists::ITEM_CLASSES.len()
    {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the item classes were not fetched at start"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let devices: i64 = sqlx::query_scalar("SELECT count(*) FROM etims.device")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(devices, 1);
    let codes: serde_json::Value =
        sqlx::query_scalar("SELECT data FROM etims.code_lists WHERE name = 'codes'")
            .fetch_one(&shop.orders.pool)
            .await
            .unwrap();
    let classes: Vec<&str> = codes["clsList"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["cdCls"].as_str().unwrap())
        .collect();
    for class in ["04", "07", "17", "10"] {
        assert!(classes.contains(&class), "{classes:?}");
    }

    // Admins search them by name or code start; customers are refused.
    let search = |term: &str| pb::ListEtimsItemClassesRequest {
        search: term.to_owned(),
    };
    let found = shop
        .client
        .clone()
        .list_etims_item_classes(search("SOFA"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        found
            .classes
            .iter()
            .map(|c| (c.code.as_str(), c.name.as_str()))
            .collect::<Vec<_>>(),
        [("56101502", "Sofas")]
    );
    assert!(!found.fetched_at.is_empty());
    let furniture = shop
        .client
        .clone()
        .list_etims_item_classes(search("561015"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(furniture.classes.len(), 6, "{:?}", furniture.classes);
    let none = shop
        .client
        .clone()
        .list_etims_item_classes(search("%"))
        .await
        .unwrap()
        .into_inner();
    assert!(none.classes.is_empty(), "a wildcard is taken literally");
    let refused = shop
        .as_user("user-1")
        .list_etims_item_classes(search(""))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), tonic::Code::PermissionDenied);
    let too_long = shop
        .client
        .clone()
        .list_etims_item_classes(search(&"x".repeat(101)))
        .await
        .unwrap_err();
    assert_eq!(field(&too_long), "search");

    // A later fetch asks for the changes since the last one and keeps what it had.
    let client = shop_orders::etims::client::Client::new(&etims_config(&sim)).unwrap();
    let before = fetched_at(&shop, ITEM_CLASSES).await;
    let later = chrono::Utc::now() + chrono::TimeDelta::seconds(1);
    let fetched = lists::refresh(&shop.orders.pool, &client, &etims_config(&sim), later)
        .await
        .unwrap();
    assert_eq!(fetched.item_classes, etims_sim::lists::ITEM_CLASSES.len());
    assert!(fetched_at(&shop, ITEM_CLASSES).await > before);
    assert_eq!(
        fetched_at(&shop, CODES).await,
        chrono::SubsecRound::trunc_subsecs(later, 6)
    );

    // KRA down: the fetch fails and what was kept stays.
    sim.set_faults(Faults {
        down_for_ms: 5_000,
        ..Faults::default()
    });
    let failed = lists::refresh(
        &shop.orders.pool,
        &client,
        &etims_config(&sim),
        chrono::Utc::now(),
    )
    .await;
    assert!(failed.is_err());
    assert_eq!(
        item_class_count(&shop).await,
        etims_sim::lists::ITEM_CLASSES.len() as i64
    );
    sim.set_faults(Faults::default());
}
