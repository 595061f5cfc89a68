//! Customers told at every step (issue 23, part 5), through the whole shop: an order placed,
//! paid by M-Pesa through the Daraja simulator, shipped and delivered by an admin; the customer
//! gets exactly one email (read from the dev mailbox, as the admin reads it) and one SMS (read
//! from the SMS simulator) per step, with the order number and the amount.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use daraja_sim::test_numbers;
use serde_json::{Value, json};

use crate::common::Api;
use crate::payments::Shop;

const EMAIL: &str = "wanjiku@example.co.ke";
/// The order's phone ("0712 345 678") as the SMS provider takes it.
const NUMBER: &str = "+254712345678";

/// The subjects of the dev mailbox's mail to the customer, newest first, and the page.
async fn mailbox(shop: &Shop, admin: &str) -> (Vec<String>, String) {
    let request = Request::get(format!("/dev/mailbox?to={EMAIL}"))
        .header(header::ACCEPT, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {admin}"))
        .body(Body::empty())
        .unwrap();
    let (status, _, page) = shop.api.call(request).await;
    let page = String::from_utf8(page).unwrap();
    assert_eq!(status, StatusCode::OK, "{page}");
    let subjects = page
        .split("<strong>Subject:</strong> ")
        .skip(1)
        .map(|rest| rest.split("<br>").next().unwrap_or("").to_owned())
        .collect();
    (subjects, page)
}

fn texts(shop: &Shop) -> Vec<String> {
    shop.api
        .sms
        .as_ref()
        .unwrap()
        .sent()
        .into_iter()
        .filter(|m| m.to == NUMBER)
        .map(|m| m.message)
        .collect()
}

/// Waits until `n` mails and `n` SMS have gone, then a while more; both, oldest first.
async fn told(shop: &Shop, admin: &str, n: usize) -> (Vec<String>, String, Vec<String>) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while (mailbox(shop, admin).await.0.len() < n || texts(shop).len() < n)
        && Instant::now() < deadline
    {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    let (mut subjects, page) = mailbox(shop, admin).await;
    subjects.reverse();
    let sms = texts(shop);
    assert_eq!(subjects.len(), n, "{subjects:?}");
    assert_eq!(sms.len(), n, "{sms:?}");
    (subjects, page, sms)
}

async fn set_status(shop: &Shop, admin: &str, order: &Value, status: &str) {
    let id = order["public_id"].as_str().unwrap();
    let (code, body) = shop
        .api
        .send(
            "PUT",
            &format!("/api/orders/{id}/status"),
            Some(admin),
            Some(json!({"order_status": status})),
        )
        .await;
    assert_eq!(code, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn an_mpesa_order_placed_paid_shipped_and_delivered_is_told_once_per_step_by_email_and_sms() {
    let shop = Shop::over(Api::with_payments().await).await;
    let admin = shop
        .api
        .auth
        .make_admin("admin@shop.test", "admin-secret")
        .await
        .token;
    let token = shop.customer(EMAIL).await;
    let order = shop.order(&token, "mpesa").await;
    let id = order["public_id"].as_str().unwrap().to_owned();
    // 999 + 500 shipping + 159.84 VAT; M-Pesa asks for the whole shillings above.
    // Amounts in whole shillings where they are whole (part 3).
    let (total, charged) = ("KSh 1,658.84", "KSh 1,659");

    let (subjects, _, sms) = told(&shop, &admin, 1).await;
    assert_eq!(subjects, [format!("Order {id} received")]);
    // Then the delivery promised at checkout (tested to the letter in the orders service).
    let received = format!(
        "Samani Furniture: order {id} received, total {total}. We will text you when your \
         M-Pesa payment arrives."
    );
    assert!(
        sms[0].starts_with(&received) && sms[0][received.len()..].starts_with(" Delivery "),
        "{}",
        sms[0]
    );

    let checkout = shop.prompt(&token, &order, test_numbers::SUCCESS).await;
    assert_eq!(shop.settled(&token, &checkout).await["status"], "success");
    let paid = shop.wait_until_paid(&token, &order["id"]).await;
    let receipt = paid["payment_reference"].as_str().unwrap().to_owned();
    let (subjects, page, sms) = told(&shop, &admin, 2).await;
    assert_eq!(subjects[1], format!("Payment received for order {id}"));
    assert!(
        page.contains(&format!(
            "We received your payment of {charged} (ref {receipt}) by M-Pesa for order {id}."
        )),
        "{page}"
    );
    let payment = format!(
        "Samani Furniture: payment of {charged} (ref {receipt}) received for order {id}. \
         We are preparing it for delivery."
    );
    assert!(
        sms[1].starts_with(&payment) && sms[1][payment.len()..].starts_with(" Delivery "),
        "{}",
        sms[1]
    );

    for status in ["processing", "shipped", "delivered"] {
        set_status(&shop, &admin, &order, status).await;
    }
    let (subjects, page, sms) = told(&shop, &admin, 4).await;
    assert_eq!(
        subjects,
        [
            format!("Order {id} received"),
            format!("Payment received for order {id}"),
            format!("Order {id} has shipped"),
            format!("Order {id} delivered"),
        ]
    );
    assert_eq!(
        page.matches(&format!("Order: {id}\nTotal: {total}\n"))
            .count(),
        4
    );
    assert!(
        sms[2].contains(&format!("order {id} ({total}) has shipped")),
        "{}",
        sms[2]
    );
    assert!(
        sms[3].contains(&format!("order {id} ({total}) was delivered")),
        "{}",
        sms[3]
    );
}
