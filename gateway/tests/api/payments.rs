//! Paying for orders through the gateway (docs/web-contract.md "Payments (payments issue)"),
//! against the real auth, catalog, orders and payments services and the Daraja simulator, whose
//! callbacks arrive over HTTP at the gateway's callback route: M-Pesa prompts that succeed, fail
//! and are retried, cards and PayPal approved and declined, every validation message, who may
//! pay what, and the callback route's answers to Daraja.

use std::time::{Duration, Instant};

use crate::common::Api;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use daraja_sim::test_numbers;
use serde_json::{Value, json};
use shop_catalog::testing::product;

/// KSh 999 a piece: one costs 999 + 500 shipping + 159.84 VAT = KSh 1,658.84, so M-Pesa asks
/// for KSh 1,659 (rounded up).
const PRICE_KSH: i64 = 999;
const ONE_SOFA_TOTAL: f64 = 1658.84;
const ONE_SOFA_MPESA_KSH: i64 = 1659;
const INVALID_PHONE: &str = "Please enter a valid Kenyan phone number (254712345678)";

/// The shop with payments and one sofa in stock (the metrics test drives it too).
pub(crate) struct Shop {
    pub(crate) api: Api,
    pub(crate) sofa: i64,
}

impl Shop {
    async fn start() -> Self {
        Self::over(Api::with_payments().await).await
    }

    /// `api` (one started [`Api::with_payments`] or a variant) with the sofa in stock.
    pub(crate) async fn over(api: Api) -> Self {
        // The payments' figures are those of VAT added on top (the setting off).
        api.vat_on_top().await;
        let mut sofa = product("Lamu Sofa", "living-room-sofas", PRICE_KSH, 1);
        sofa.stock = 50;
        let sofa = api.catalog.insert(vec![sofa]).await[0];
        Self { api, sofa }
    }

    async fn send(
        &self,
        method: &str,
        uri: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        self.api.send(method, uri, token, body).await
    }

    /// A new customer's token.
    pub(crate) async fn customer(&self, email: &str) -> String {
        let (status, body) = self
            .send(
                "POST",
                "/auth/register",
                None,
                Some(json!({"name": "Shopper", "email": email, "phone": "0712345678", "password": "secret-1"})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["token"].as_str().unwrap().to_owned()
    }

    /// Places one sofa paid by `method`; the order object.
    pub(crate) async fn order(&self, token: &str, method: &str) -> Value {
        let (status, body) = self
            .send(
                "POST",
                "/api/orders",
                Some(token),
                Some(json!({
                    "items": [{"productId": self.sofa, "quantity": 1}],
                    "firstName": "Wanjiku", "lastName": "Kamau",
                    "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                    "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                    "zipCode": "00100", "paymentMethod": method
                })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let order = body["order"].clone();
        assert_eq!(order["payment_status"], "Pending", "{order}");
        order
    }

    async fn stk_push(&self, token: &str, body: Value) -> (StatusCode, Value) {
        self.send("POST", "/api/mpesa/stkpush", Some(token), Some(body))
            .await
    }

    /// Sends a prompt for `order` to `phone`; its CheckoutRequestID.
    pub(crate) async fn prompt(&self, token: &str, order: &Value, phone: &str) -> String {
        let (status, body) = self
            .stk_push(token, json!({"orderId": order["id"], "phoneNumber": phone}))
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["checkoutRequestId"].as_str().unwrap().to_owned()
    }

    async fn status(&self, token: &str, checkout_request_id: &str) -> (StatusCode, Value) {
        self.send(
            "GET",
            &format!("/api/mpesa/status/{checkout_request_id}"),
            Some(token),
            None,
        )
        .await
    }

    /// Polls the status as the checkout page does until it is no longer pending.
    pub(crate) async fn settled(&self, token: &str, checkout_request_id: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let (status, body) = self.status(token, checkout_request_id).await;
            assert_eq!(status, StatusCode::OK, "{body}");
            if body["status"] != "pending" {
                return body;
            }
            assert!(Instant::now() < deadline, "prompt stayed pending: {body}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn get_order(&self, token: &str, id: &Value) -> Value {
        let (status, body) = self
            .send(
                "GET",
                &format!("/api/orders/{}", id.as_str().unwrap()),
                Some(token),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    /// Waits until the order satisfies `done` (payments reach orders through the broker).
    async fn wait_for_order(
        &self,
        token: &str,
        id: &Value,
        done: impl Fn(&Value) -> bool,
    ) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let order = self.get_order(token, id).await;
            if done(&order) {
                return order;
            }
            assert!(Instant::now() < deadline, "order never got there: {order}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub(crate) async fn wait_until_paid(&self, token: &str, id: &Value) -> Value {
        self.wait_for_order(token, id, |o| o["payment_status"] == "Paid")
            .await
    }

    async fn pay(&self, token: &str, order: &Value, body: Value) -> (StatusCode, Value) {
        let id = order["public_id"].as_str().unwrap();
        self.send(
            "POST",
            &format!("/api/payments/{id}/pay"),
            Some(token),
            Some(body),
        )
        .await
    }

    /// POSTs `body` to the callback route with `secret`, as Daraja would (not JSON-typed).
    async fn callback(&self, secret: &str, body: impl Into<Body>) -> (StatusCode, Value) {
        let request = Request::post(format!("/api/payments/daraja/callback/{secret}"))
            .header(header::ACCEPT, "text/html,*/*")
            .header(header::CONTENT_TYPE, "text/plain")
            .header("x-real-ip", "196.201.214.200")
            .body(body.into())
            .unwrap();
        let (status, headers, body) = self.api.call(request).await;
        assert!(
            headers
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.to_str().unwrap().starts_with("application/json")),
            "the callback route answered {status} without JSON"
        );
        (status, serde_json::from_slice(&body).unwrap())
    }

    fn callback_secret(&self) -> &str {
        &self.api.payments.as_ref().unwrap().callback_secret
    }
}

fn card(number: &str) -> Value {
    json!({"method": "card", "cardNumber": number, "expiryDate": "12/39", "cvv": "123",
        "cardName": "Wanjiku Kamau"})
}

#[tokio::test]
async fn an_mpesa_prompt_answered_by_the_payer_pays_the_order() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;
    assert_eq!(order["total_amount"], ONE_SOFA_TOTAL);
    for unpaid in ["payment_reference", "paid_at", "payer", "payment_failure"] {
        assert_eq!(order[unpaid], Value::Null, "{unpaid}");
    }

    // What the browser says about money, the callback and the description is not used.
    let (status, started) = shop
        .stk_push(
            &token,
            json!({"orderId": order["id"], "phoneNumber": "+254 708 374 149", "amount": 1,
                "callbackUrl": "https://evil.example/steal", "transactionDesc": "x"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{started}");
    assert_eq!(started["success"], true);
    assert_eq!(started["amount"], ONE_SOFA_MPESA_KSH);
    assert!(!started["merchantRequestId"].as_str().unwrap().is_empty());
    assert!(!started["message"].as_str().unwrap().is_empty());
    let checkout_request_id = started["checkoutRequestId"].as_str().unwrap();
    assert!(checkout_request_id.starts_with("ws_CO_"), "{started}");
    let sim = &shop.api.payments.as_ref().unwrap().sim;
    let pushed = sim.requests();
    assert_eq!(pushed.len(), 1);
    assert_eq!(pushed[0].body["Amount"], ONE_SOFA_MPESA_KSH);
    assert_eq!(pushed[0].body["AccountReference"], order["public_id"]);
    assert!(
        pushed[0].body["CallBackURL"]
            .as_str()
            .unwrap()
            .starts_with(&shop.api.payments.as_ref().unwrap().gateway_url)
    );

    let (status, pending) = shop.status(&token, checkout_request_id).await;
    assert_eq!(status, StatusCode::OK, "{pending}");
    assert_eq!(pending["status"], "pending");
    assert_eq!(pending["resultCode"], Value::Null);
    assert_eq!(pending["mpesaReceiptNumber"], Value::Null);
    assert_eq!(pending["orderId"], order["id"]);
    assert_eq!(pending["publicId"], order["public_id"]);
    assert_eq!(pending["amount"], ONE_SOFA_MPESA_KSH);

    let done = shop.settled(&token, checkout_request_id).await;
    assert_eq!(done["status"], "success", "{done}");
    assert_eq!(done["resultCode"], 0);
    let receipt = done["mpesaReceiptNumber"].as_str().expect("a receipt");
    // The simulator's callback reached the gateway's route and was answered 200.
    let callbacks = &sim.requests()[0].callbacks;
    assert_eq!(callbacks.first().and_then(|c| c.status), Some(200));

    let paid = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(paid["payment_reference"], receipt);
    assert_eq!(paid["payer"], "254708374149");
    assert!(paid["paid_at"].is_string(), "{paid}");
    assert_eq!(paid["payment_failure"], Value::Null);

    let (status, again) = shop
        .stk_push(
            &token,
            json!({"orderId": order["id"], "phoneNumber": test_numbers::SUCCESS}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    assert_eq!(again["error"], "payment_not_allowed");
    assert_eq!(again["message"], "This order has already been paid");
}

#[tokio::test]
async fn a_cancelled_prompt_fails_and_the_order_can_be_paid_again() {
    let shop = Shop::start().await;
    let token = shop.customer("otieno@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;

    let cancelled = shop.prompt(&token, &order, test_numbers::CANCELLED).await;
    let failed = shop.settled(&token, &cancelled).await;
    assert_eq!(failed["status"], "failed", "{failed}");
    assert_eq!(failed["resultCode"], 1032);
    assert!(
        !failed["resultDesc"].as_str().unwrap().is_empty(),
        "{failed}"
    );
    assert_eq!(failed["mpesaReceiptNumber"], Value::Null);
    let unpaid = shop
        .wait_for_order(&token, &order["id"], |o| o["payment_failure"].is_string())
        .await;
    assert_eq!(unpaid["payment_status"], "Pending");
    assert_eq!(unpaid["order_status"], "pending");

    // The order number works as well as the id (the spec's accountReference).
    let (status, started) = shop
        .stk_push(
            &token,
            json!({"accountReference": order["public_id"], "phoneNumber": test_numbers::SUCCESS}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let retry = started["checkoutRequestId"].as_str().unwrap();
    assert_ne!(retry, cancelled);
    let done = shop.settled(&token, retry).await;
    assert_eq!(done["status"], "success", "{done}");
    let paid = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(paid["payment_reference"], done["mpesaReceiptNumber"]);
    assert_eq!(paid["payment_failure"], Value::Null);
}

#[tokio::test]
async fn mpesa_requests_are_checked_and_only_the_owner_may_pay() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let other = shop.customer("otieno@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;

    for (phone, message) in [
        (json!("0812345678"), INVALID_PHONE),
        (json!("254812345678"), INVALID_PHONE),
        (json!(""), "M-Pesa phone number is required"),
        (json!(null), "M-Pesa phone number is required"),
        (json!({"n": 1}), INVALID_PHONE),
        (json!("7".repeat(10_000)), INVALID_PHONE),
    ] {
        let (status, body) = shop
            .stk_push(
                &token,
                json!({"orderId": order["id"], "phoneNumber": phone}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{phone}: {body}");
        assert_eq!(body["error"], "validation_failed");
        assert_eq!(body["fields"]["phoneNumber"], message, "{phone}");
    }
    let (status, body) = shop
        .stk_push(&token, json!({"phoneNumber": test_numbers::SUCCESS}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["orderId"].is_string(), "{body}");
    let (status, body) = shop.stk_push(&token, json!(["not", "an", "object"])).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    for missing in [
        json!("SF0000000X"),
        json!("../../etc"),
        json!(uuid::Uuid::new_v4()),
    ] {
        let (status, body) = shop
            .stk_push(
                &token,
                json!({"orderId": missing, "phoneNumber": test_numbers::SUCCESS}),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{missing}: {body}");
        assert_eq!(body["error"], "order_not_found");
        assert_eq!(body["message"], "Order not found");
    }
    let (status, _) = shop
        .send(
            "POST",
            "/api/mpesa/stkpush",
            None,
            Some(json!({"orderId": order["id"], "phoneNumber": test_numbers::SUCCESS})),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // Another customer can neither prompt for the order nor read its prompt.
    let (status, body) = shop
        .stk_push(
            &other,
            json!({"orderId": order["id"], "phoneNumber": test_numbers::SUCCESS}),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let checkout_request_id = shop.prompt(&token, &order, test_numbers::SUCCESS).await;
    let (status, body) = shop.status(&other, &checkout_request_id).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    for unknown in ["ws_CO_000000000000000000", "bad%20id", &"x".repeat(500)] {
        let (status, body) = shop.status(&token, unknown).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{unknown}: {body}");
        assert_eq!(body["error"], "payment_not_found");
    }
    assert_eq!(
        shop.settled(&token, &checkout_request_id).await["status"],
        "success"
    );

    // Cash on delivery is paid at the door.
    let cod = shop.order(&token, "cod").await;
    let (status, body) = shop
        .stk_push(
            &token,
            json!({"orderId": cod["id"], "phoneNumber": test_numbers::SUCCESS}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"], "payment_not_allowed");
    assert_eq!(body["message"], "This order is paid on delivery");
}

#[tokio::test]
async fn cards_are_approved_or_declined_and_their_details_checked() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let other = shop.customer("otieno@example.co.ke").await;

    let order = shop.order(&token, "card").await;
    let (status, body) = shop.pay(&other, &order, card("4242 4242 4242 4242")).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let (status, paid) = shop
        .pay(
            &token,
            &order,
            json!({"method": "card", "cardNumber": "4242 4242 4242 4242", "expiryDate": "12/39",
                "cvv": "123", "cardName": "Wanjiku Kamau", "amount": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{paid}");
    assert_eq!(paid["status"], "success");
    assert_eq!(paid["brand"], "Visa");
    assert_eq!(paid["last4"], "4242");
    assert_eq!(paid["amount"], ONE_SOFA_TOTAL);
    assert_eq!(paid["orderId"], order["id"]);
    assert_eq!(paid["publicId"], order["public_id"]);
    let transaction_id = paid["transactionId"].as_str().unwrap();
    assert!(!transaction_id.is_empty());
    let read = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(read["payment_reference"], transaction_id);
    assert_eq!(read["payer"], "Visa 4242");
    let (status, body) = shop.pay(&token, &order, card("5555 5555 5555 4444")).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"], "payment_not_allowed");
    assert_eq!(body["message"], "This order has already been paid");

    // A decline is an answer, and the order can still be paid.
    let order = shop.order(&token, "card").await;
    let (status, declined) = shop.pay(&token, &order, card("4000 0000 0000 0002")).await;
    assert_eq!(status, StatusCode::OK, "{declined}");
    assert_eq!(declined["status"], "failed");
    assert_eq!(declined["message"], "Your card was declined");
    let (status, paid) = shop.pay(&token, &order, card("4242424242424242")).await;
    assert_eq!(status, StatusCode::OK, "{paid}");
    assert_eq!(paid["status"], "success");
    shop.wait_until_paid(&token, &order["id"]).await;

    let order = shop.order(&token, "card").await;
    let with = |field: &str, value: Value| {
        let mut body = card("4242 4242 4242 4242");
        body[field] = value;
        body
    };
    for (body, field, message) in [
        (
            with("cardNumber", json!("4242 4242 4242 4241")),
            "cardNumber",
            "Invalid card number",
        ),
        (
            with("cardNumber", json!("")),
            "cardNumber",
            "Card number is required",
        ),
        (
            with("cardNumber", json!(true)),
            "cardNumber",
            "Invalid card number",
        ),
        (
            with("cardNumber", json!("4".repeat(5000))),
            "cardNumber",
            "Invalid card number",
        ),
        (
            with("expiryDate", json!("13/39")),
            "expiryDate",
            "Invalid expiry date",
        ),
        (
            with("expiryDate", json!("01/20")),
            "expiryDate",
            "Card has expired",
        ),
        (with("cvv", json!("12")), "cvv", "Invalid CVV"),
        (with("cvv", json!(null)), "cvv", "CVV is required"),
        (
            with("cardName", json!(" ")),
            "cardName",
            "Cardholder name is required",
        ),
        (
            with("method", json!("bitcoin")),
            "method",
            "Invalid payment method",
        ),
        (
            with("method", json!("mpesa")),
            "method",
            "Invalid payment method",
        ),
    ] {
        let (status, answer) = shop.pay(&token, &order, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        assert_eq!(answer["error"], "validation_failed", "{answer}");
        assert_eq!(answer["fields"][field], message, "{body}");
    }
    let (status, body) = shop
        .send(
            "POST",
            "/api/payments/NOSUCHORDER/pay",
            Some(&token),
            Some(card("4242 4242 4242 4242")),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["error"], "order_not_found");

    let cod = shop.order(&token, "cod").await;
    let (status, body) = shop.pay(&token, &cod, card("4242 4242 4242 4242")).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"], "payment_not_allowed");
    assert_eq!(body["message"], "This order is paid on delivery");
}

#[tokio::test]
async fn every_invalid_card_field_comes_back_at_once() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "card").await;
    let (status, body) = shop
        .pay(
            &token,
            &order,
            json!({"method": "card", "cardNumber": "4242 4242 4242 4241", "expiryDate": "01/20",
                "cvv": "12", "cardName": " "}),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    assert_eq!(
        body["fields"],
        json!({
            "cardNumber": "Invalid card number",
            "expiryDate": "Card has expired",
            "cvv": "Invalid CVV",
            "cardName": "Cardholder name is required",
        })
    );
    assert_eq!(
        body["message"],
        "Invalid card number; Card has expired; Invalid CVV; Cardholder name is required"
    );

    // The phone and the order of a prompt, both at once.
    let (status, body) = shop
        .stk_push(&token, json!({"phoneNumber": "0812345678"}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"],
        json!({"orderId": "Order is required", "phoneNumber": INVALID_PHONE})
    );
}

#[tokio::test]
async fn paypal_is_approved_unless_the_sandbox_declines_it() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "paypal").await;

    for (email, message) in [
        (json!(""), "PayPal email is required"),
        (json!("wanjiku"), "Please enter a valid email address"),
        (json!(42), "Please enter a valid email address"),
    ] {
        let (status, body) = shop
            .pay(
                &token,
                &order,
                json!({"method": "paypal", "paypalEmail": email}),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{email}: {body}");
        assert_eq!(body["fields"]["paypalEmail"], message, "{email}");
    }
    let (status, declined) = shop
        .pay(
            &token,
            &order,
            json!({"method": "PayPal", "paypalEmail": "decline@example.co.ke"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{declined}");
    assert_eq!(declined["status"], "failed");
    assert!(!declined["message"].as_str().unwrap().is_empty());

    let (status, paid) = shop
        .pay(
            &token,
            &order,
            json!({"method": "paypal", "paypalEmail": "wanjiku@example.co.ke"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{paid}");
    assert_eq!(paid["status"], "success");
    assert_eq!(paid["amount"], ONE_SOFA_TOTAL);
    let read = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(read["payment_reference"], paid["transactionId"]);
    assert_eq!(read["payer"], "wanjiku@example.co.ke");
}

#[tokio::test]
async fn the_callback_route_answers_daraja_and_never_pays_on_a_callback_alone() {
    let shop = Shop::start().await;

    let (status, config) = shop.send("GET", "/api/payments/config", None, None).await;
    assert_eq!(status, StatusCode::OK, "{config}");
    assert_eq!(
        config,
        json!({"sandbox": true, "mpesaSandbox": true, "provider": "sandbox",
            "methods": {"mpesa": true, "card": true, "paypal": true, "cod": true},
            "paybill": "174379"})
    );

    let accepted = json!({"ResultCode": 0, "ResultDesc": "Accepted"});
    let secret = shop.callback_secret().to_owned();
    let (status, body) = shop.callback("not-our-secret", "{}").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["error"], "not_found");
    for malformed in ["", "not json", "{\"Body\":{}}", "[1,2,3]"] {
        let (status, body) = shop.callback(&secret, malformed).await;
        assert_eq!(status, StatusCode::OK, "{malformed}: {body}");
        assert_eq!(body, accepted);
    }
    let (status, body) = shop.callback(&secret, vec![b'x'; 100 * 1024]).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");

    // A forged success for a real prompt is accepted and recorded, but does not pay: the
    // payer cancels, and that is what the order hears.
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;
    let checkout_request_id = shop.prompt(&token, &order, test_numbers::CANCELLED).await;
    let merchant_request_id = shop.api.payments.as_ref().unwrap().sim.requests()[0]
        .merchant_request_id
        .clone()
        .unwrap();
    let forged = json!({"Body": {"stkCallback": {
        "MerchantRequestID": merchant_request_id, "CheckoutRequestID": checkout_request_id,
        "ResultCode": 0, "ResultDesc": "The service request is processed successfully.",
        "CallbackMetadata": {"Item": [
            {"Name": "Amount", "Value": ONE_SOFA_MPESA_KSH},
            {"Name": "MpesaReceiptNumber", "Value": "FORGED0001"},
            {"Name": "TransactionDate", "Value": 20261121133416u64},
            {"Name": "PhoneNumber", "Value": 254708370000u64}]}}}});
    let (status, body) = shop.callback(&secret, forged.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, accepted);
    let settled = shop.settled(&token, &checkout_request_id).await;
    assert_eq!(settled["status"], "failed", "{settled}");
    assert_eq!(settled["mpesaReceiptNumber"], Value::Null);
    let read = shop
        .wait_for_order(&token, &order["id"], |o| o["payment_failure"].is_string())
        .await;
    assert_eq!(read["payment_status"], "Pending");
    assert_eq!(read["payment_reference"], Value::Null);
}

/// Hostile input on every payments route, as a guest and signed in: never a 500, always JSON,
/// and only statuses the OpenAPI document declares for the route (what the schemathesis run
/// checks, here in the test binary).
#[tokio::test]
async fn hostile_input_gets_only_the_documented_answers() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "card").await;
    let document = serde_json::to_value(shop_gateway::api::openapi()).unwrap();
    let secret = shop.callback_secret().to_owned();
    let segments: Vec<String> = vec![
        order["public_id"].as_str().unwrap().to_owned(),
        secret.clone(),
        "%00".into(),
        "%FF%FE".into(),
        "%E2%80%94".into(),
        "-1".into(),
        "99999999999999999999999999999999".into(),
        "x".repeat(300),
        "y".repeat(5000),
    ];
    let all = |value: Value| {
        let fields = [
            "orderId",
            "accountReference",
            "phoneNumber",
            "method",
            "cardNumber",
            "expiryDate",
            "cvv",
            "cardName",
            "paypalEmail",
        ];
        Value::Object(
            fields
                .iter()
                .map(|f| ((*f).to_owned(), value.clone()))
                .collect(),
        )
        .to_string()
    };
    let mut bodies: Vec<String> = vec![
        String::new(),
        "{".into(),
        "null".into(),
        "[]".into(),
        "[\"a\", 1]".into(),
        "{\"method\":\"card\",\"cardNumber\":1e999}".into(),
    ];
    for value in [
        json!("Wanjiku\u{0}"),
        json!(1e300),
        json!(-9_223_372_036_854_775_808i64),
        json!(true),
        json!({"n": [1, 2]}),
        json!("x".repeat(5000)),
        json!("card"),
        json!("paypal"),
    ] {
        bodies.push(all(value));
    }

    let mut failures = Vec::new();
    for (method, template) in [
        ("GET", "/api/payments/config"),
        ("POST", "/api/mpesa/stkpush"),
        ("GET", "/api/mpesa/status/{checkout_request_id}"),
        ("POST", "/api/payments/{order_id}/pay"),
        ("POST", "/api/payments/daraja/callback/{secret}"),
        ("POST", "/api/payments/daraja/c2b/validation/{secret}"),
        ("POST", "/api/payments/daraja/c2b/confirmation/{secret}"),
    ] {
        let declared: Vec<u16> = document["paths"][template][method.to_lowercase()]["responses"]
            .as_object()
            .unwrap_or_else(|| panic!("{method} {template} is not documented"))
            .keys()
            .map(|status| status.parse().unwrap())
            .collect();
        let uris: Vec<String> = match template.find('{') {
            None => vec![template.to_owned()],
            Some(start) => {
                let end = template.find('}').unwrap();
                segments
                    .iter()
                    .map(|s| format!("{}{s}{}", &template[..start], &template[end + 1..]))
                    .collect()
            }
        };
        for uri in &uris {
            for token in [None, Some(token.as_str())] {
                let sent: Vec<Option<&str>> = if method == "GET" {
                    vec![None]
                } else {
                    bodies.iter().map(|b| Some(b.as_str())).collect()
                };
                for body in sent {
                    let mut request = Request::builder()
                        .method(method)
                        .uri(uri)
                        .header(header::ACCEPT, "application/json")
                        .header(header::CONTENT_TYPE, "application/json");
                    if let Some(token) = token {
                        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
                    }
                    let request = request
                        .body(Body::from(body.unwrap_or_default().to_owned()))
                        .unwrap();
                    let (status, headers, answer) = shop.api.call(request).await;
                    let json = headers
                        .get(header::CONTENT_TYPE)
                        .is_some_and(|v| v.to_str().unwrap().starts_with("application/json"))
                        && serde_json::from_slice::<Value>(&answer).is_ok();
                    if !declared.contains(&status.as_u16()) || !json {
                        let body: String = body.unwrap_or_default().chars().take(80).collect();
                        failures.push(format!(
                            "{method} {} (token: {}) {body:?} -> {status} json={json}",
                            uri.chars().take(80).collect::<String>(),
                            token.is_some()
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Issue 20: while Daraja has not answered the push, Try Again answers before the gateway's own
/// deadline: the 503 "on its way", never a 500 from a deadline the service did not know of.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn try_again_while_daraja_has_not_answered_the_push_answers_503_inside_the_deadline() {
    let shop = Shop::start().await;
    let payments = shop.api.payments.as_ref().unwrap();
    // A gateway over the same services whose payments deadline is 2 s.
    let deadline = Duration::from_secs(2);
    let config = shop_gateway::config::Config {
        payments_timeout: deadline,
        ..crate::common::gateway_config(
            shop_gateway::config::ServiceUrls {
                auth: shop.api.auth.url(),
                catalog: shop.api.catalog.url(),
                orders: shop.api.orders.as_ref().unwrap().url(),
                payments: payments.service.url(),
                media: "http://127.0.0.1:1".to_owned(),
            },
            shop.api.catalog.redis.url(),
        )
    };
    let gateway = shop_gateway::app(
        shop_gateway::state::AppState::connect(&config).unwrap(),
        &config,
    );
    let token = shop.customer("try-again@example.co.ke").await;
    // Daraja's token first, while Daraja is quick.
    let warm = shop.order(&token, "mpesa").await;
    shop.prompt(&token, &warm, test_numbers::CANCELLED).await;
    let order = shop.order(&token, "mpesa").await;
    payments.daraja.stall(Duration::from_secs(60));
    // A payer whose phone sends no callback: the prompt never learns its CheckoutRequestID.
    let phone = test_numbers::NO_CALLBACK;

    for attempt in 1..=10 {
        let request = Request::post("/api/mpesa/stkpush")
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(
                json!({"orderId": order["id"], "phoneNumber": phone}).to_string(),
            ))
            .unwrap();
        let asked = Instant::now();
        let response = tower::ServiceExt::oneshot(gateway.clone(), request)
            .await
            .unwrap();
        let took = asked.elapsed();
        let status = response.status();
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            status,
            StatusCode::SERVICE_UNAVAILABLE,
            "try {attempt}: {body}"
        );
        assert_eq!(
            body["error"], "payment_unavailable",
            "try {attempt}: {body}"
        );
        assert!(
            body["message"].as_str().unwrap().contains("on its way"),
            "try {attempt}: {body}"
        );
        assert!(took < deadline, "try {attempt} answered after {took:?}");
    }
    payments.daraja.stall(Duration::ZERO);
    assert_eq!(
        payments.sim.requests().len(),
        2,
        "the warm-up prompt and one prompt, followed by every Try Again"
    );
    // Payments answers its kept callbacks' count (its metrics sample it): none is waiting.
    let kept = payments
        .service
        .client()
        .await
        .get_kept_callbacks(shop_proto::payments::v1::GetKeptCallbacksRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(kept.open_paid, 0, "{kept:?}");
}

#[tokio::test]
async fn a_local_number_gets_the_prompt_in_darajas_form() {
    let shop = Shop::start().await;
    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;
    // The M-Pesa field refused "0720130238" before issue 23.
    let prompt = shop.prompt(&token, &order, "0720 130 238").await;
    let sim = &shop.api.payments.as_ref().unwrap().sim;
    assert_eq!(sim.requests()[0].body["PhoneNumber"], "254720130238");
    let done = shop.settled(&token, &prompt).await;
    assert_eq!(done["status"], "success", "{done}");
    let paid = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(
        paid["phone"], "254712345678",
        "the delivery phone is kept normalised"
    );
}

#[tokio::test]
async fn a_paybill_payment_through_the_gateway_pays_the_order_and_a_wrong_account_is_refused() {
    let shop =
        Shop::over(Api::with_payments_tuned(|config| config.c2b.register = true).await).await;
    let payments = shop.api.payments.as_ref().unwrap();
    let sim = payments.sim.simulator();
    let deadline = Instant::now() + Duration::from_secs(20);
    let registration = loop {
        if let Some(registration) = sim.c2b_registration("174379") {
            break registration;
        }
        assert!(
            Instant::now() < deadline,
            "the C2B URLs were never registered"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(
        registration.confirmation_url,
        format!(
            "{}/api/payments/daraja/c2b/confirmation/{}",
            payments.gateway_url, payments.callback_secret
        )
    );
    let (status, config) = shop.send("GET", "/api/payments/config", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(config["paybill"], "174379", "{config}");

    let token = shop.customer("wanjiku@example.co.ke").await;
    let order = shop.order(&token, "mpesa").await;
    let pay = |account: &str, amount_ksh: u64| daraja_sim::c2b::PayC2b {
        account: account.to_owned(),
        amount_ksh,
        msisdn: None,
        short_code: None,
        skip_validation: false,
    };
    let refused = sim.c2b_pay(&pay("SF0000000X", 1_659)).await.unwrap();
    assert_eq!(refused.status, "rejected");
    assert_eq!(refused.validation.unwrap()["ResultCode"], "C2B00012");

    let public_id = order["public_id"].as_str().unwrap();
    let paid = sim
        .c2b_pay(&pay(public_id, ONE_SOFA_MPESA_KSH as u64))
        .await
        .unwrap();
    assert_eq!(paid.status, "completed", "{paid:?}");
    assert_eq!(paid.confirmations, [Some(200)]);
    let order = shop.wait_until_paid(&token, &order["id"]).await;
    assert_eq!(order["payment_reference"], paid.trans_id.as_str());

    // A wrong secret is not ours; a body that is not Safaricom's is refused, never a 500.
    for kind in ["validation", "confirmation"] {
        let (status, _) = shop
            .send(
                "POST",
                &format!("/api/payments/daraja/c2b/{kind}/not-our-secret-123456"),
                None,
                Some(json!({"TransID": "X"})),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{kind}");
    }
    let (status, body) = shop
        .send(
            "POST",
            &format!(
                "/api/payments/daraja/c2b/validation/{}",
                payments.callback_secret
            ),
            None,
            Some(json!({"TransID": ""})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({"ResultCode": "C2B00016", "ResultDesc": "Rejected"})
    );
}
