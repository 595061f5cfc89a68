//! Lipa Mdogo Mdogo (issue 24, part 7) through the gateway, against the real auth, catalog,
//! orders and payments services and the Daraja simulator: a plan paid in two STK parts ends
//! Paid and only then ships; a repeated callback counts once; a part above the balance is
//! refused before a prompt goes; Paybill parts count and one above the balance is split; a plan
//! that lapses is cancelled, its stock released and its money listed as due back; reminders.

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;
use crate::orders::admin_token;

const PAYER: &str = "254708374149";

struct Plan {
    api: Api,
    product: i64,
    admin: String,
}

impl Plan {
    /// The shop with a KSh 30,000 sofa (5 in stock) and the plan set to a 50% deposit and one
    /// instalment a week later, three days' grace.
    async fn start(api: Api) -> Self {
        let mut sofa = product("Kilifi Sofa", "living-room-sofas", 30_000, 1);
        sofa.stock = 5;
        let product = api.catalog.insert(vec![sofa]).await[0];
        let admin = admin_token(&api).await;
        let (status, body) = api
            .send(
                "PUT",
                "/api/admin/instalment-settings",
                Some(&admin),
                Some(
                    json!({"enabled": true, "depositPercent": 50, "instalments": 1,
                    "intervalDays": 7, "minTotal": 20000, "graceDays": 3, "reminderDays": 2}),
                ),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        Self {
            api,
            product,
            admin,
        }
    }

    async fn customer(&self, email: &str) -> String {
        let (status, body) = self
            .api
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

    fn order_body(&self, plan: &str, method: &str, quantity: i32) -> Value {
        json!({
            "items": [{"productId": self.product, "quantity": quantity}],
            "firstName": "Wanjiku", "lastName": "Kamau",
            "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
            "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
            "zipCode": "00100", "paymentMethod": method, "paymentPlan": plan
        })
    }

    async fn place(&self, token: &str) -> Value {
        let (status, body) = self
            .api
            .send(
                "POST",
                "/api/orders",
                Some(token),
                Some(self.order_body("lmm", "mpesa", 1)),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["order"].clone()
    }

    async fn order(&self, token: &str, order: &Value) -> Value {
        let id = order["id"].as_str().unwrap();
        let (status, body) = self
            .api
            .send("GET", &format!("/api/orders/{id}"), Some(token), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body
    }

    async fn wait_for(&self, token: &str, order: &Value, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let now = self.order(token, order).await;
            if done(&now) {
                return now;
            }
            assert!(
                Instant::now() < deadline,
                "the order never got there: {now}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn push(&self, token: &str, order: &Value, amount: Option<i64>) -> (StatusCode, Value) {
        let mut body = json!({"orderId": order["id"], "phoneNumber": PAYER});
        if let Some(amount) = amount {
            body["instalmentAmount"] = json!(amount);
        }
        self.api
            .send("POST", "/api/mpesa/stkpush", Some(token), Some(body))
            .await
    }

    /// Polls the prompt until Daraja settled it; its status body.
    async fn settled(&self, token: &str, checkout_request_id: &str) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let (status, body) = self
                .api
                .send(
                    "GET",
                    &format!("/api/mpesa/status/{checkout_request_id}"),
                    Some(token),
                    None,
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{body}");
            if body["status"] != "pending" {
                return body;
            }
            assert!(Instant::now() < deadline, "prompt stayed pending: {body}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    async fn ship(&self, order: &Value) -> (StatusCode, Value) {
        let id = order["id"].as_str().unwrap();
        self.api
            .send(
                "PUT",
                &format!("/api/orders/{id}/status"),
                Some(&self.admin),
                Some(json!({"order_status": "shipped"})),
            )
            .await
    }

    async fn stock(&self) -> i64 {
        let (status, body) = self.api.get(&format!("/products/{}", self.product)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["stock"].as_i64().unwrap()
    }
}

fn ksh(value: &Value) -> i64 {
    value
        .as_i64()
        .unwrap_or_else(|| panic!("{value} is not whole shillings"))
}

#[tokio::test]
async fn a_plan_paid_in_two_mpesa_parts_ends_paid_and_only_then_ships() {
    let shop = Plan::start(Api::with_payments().await).await;
    let token = shop.customer("wanjiku@example.co.ke").await;

    // The checkout's preview and the placed order's schedule agree, and sum to the total.
    let order = shop.place(&token).await;
    let plan = order["instalment_plan"].clone();
    assert_eq!(plan["state"], "active", "{plan}");
    let total = order["total_amount"].as_f64().unwrap();
    assert_eq!(ksh(&plan["total"]), total.ceil() as i64, "{plan}");
    let parts = plan["instalments"].as_array().unwrap();
    assert_eq!(parts.len(), 2, "{plan}");
    let (deposit, rest) = (ksh(&parts[0]["amount"]), ksh(&parts[1]["amount"]));
    assert_eq!(deposit + rest, ksh(&plan["total"]));
    assert_eq!(ksh(&plan["balance"]), ksh(&plan["total"]));
    assert_eq!(ksh(&plan["nextDue"]), deposit);
    let (status, preview) = shop
        .api
        .send(
            "POST",
            "/api/orders/instalment-plan",
            None,
            Some(json!({"total": order["total_amount"]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{preview}");
    assert_eq!(preview["instalments"], plan["instalments"]);
    assert_eq!(preview["state"], "preview");

    // Not paid in full: the admin cannot ship it, and is told why.
    let (status, refused) = shop.ship(&order).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert_eq!(refused["error"], "not_paid_in_full");
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .starts_with("This Lipa Mdogo Mdogo order is not paid in full"),
        "{refused}"
    );

    // More than the balance is refused before any prompt goes.
    let (status, body) = shop
        .push(&token, &order, Some(ksh(&plan["total"]) + 1))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body["fields"]["amount"].is_string() || body["fields"]["instalmentAmount"].is_string(),
        "{body}"
    );

    // The deposit: a prompt for what is due now.
    let (status, first) = shop.push(&token, &order, None).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(ksh(&first["amount"]), deposit);
    let first_id = first["checkoutRequestId"].as_str().unwrap().to_owned();
    assert_eq!(shop.settled(&token, &first_id).await["status"], "success");
    let after_deposit = shop
        .wait_for(&token, &order, |o| {
            o["instalment_plan"]["paid"].as_i64() == Some(deposit)
        })
        .await;
    assert_eq!(after_deposit["payment_status"], "Pending");
    assert_eq!(ksh(&after_deposit["instalment_plan"]["balance"]), rest);
    assert_eq!(
        after_deposit["instalment_plan"]["payments"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // Daraja sends the deposit's callback again: it counts once.
    let sim = shop.api.payments.as_ref().unwrap().sim.simulator();
    sim.resend_callback(&first_id).await.unwrap();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let again = shop.order(&token, &order).await;
    assert_eq!(ksh(&again["instalment_plan"]["paid"]), deposit, "{again}");
    assert_eq!(
        again["instalment_plan"]["payments"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let (status, still) = shop.ship(&order).await;
    assert_eq!(status, StatusCode::CONFLICT, "{still}");

    // The rest, by the payer's own amount: Paid, and now it ships.
    let (status, second) = shop.push(&token, &order, Some(rest)).await;
    assert_eq!(status, StatusCode::OK, "{second}");
    let second_id = second["checkoutRequestId"].as_str().unwrap().to_owned();
    assert_eq!(shop.settled(&token, &second_id).await["status"], "success");
    let paid = shop
        .wait_for(&token, &order, |o| o["payment_status"] == "Paid")
        .await;
    assert_eq!(paid["instalment_plan"]["state"], "paid");
    assert_eq!(ksh(&paid["instalment_plan"]["balance"]), 0);
    assert_eq!(
        paid["instalment_plan"]["payments"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    assert!(paid["payment_reference"].is_string(), "{paid}");
    // Nothing more can be paid on it.
    let (status, body) = shop.push(&token, &order, Some(1)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, shipped) = shop.ship(&order).await;
    assert_eq!(status, StatusCode::OK, "{shipped}");
    assert_eq!(shop.order(&token, &order).await["order_status"], "shipped");
}

#[tokio::test]
async fn the_plan_is_refused_below_its_minimum_and_for_other_methods() {
    let shop = Plan::start(Api::with_payments().await).await;
    let token = shop.customer("amina@example.co.ke").await;
    // Card: the plan is M-Pesa's.
    let (status, body) = shop
        .api
        .send(
            "POST",
            "/api/orders",
            Some(&token),
            Some(shop.order_body("lmm", "card", 1)),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"]["paymentPlan"],
        "Lipa Mdogo Mdogo is paid with M-Pesa"
    );
    // Raise the minimum above the order's total: refused with the minimum, stock untouched.
    let (status, body) = shop
        .api
        .send(
            "PUT",
            "/api/admin/instalment-settings",
            Some(&shop.admin),
            Some(
                json!({"enabled": true, "depositPercent": 50, "instalments": 1,
                "intervalDays": 7, "minTotal": 100000, "graceDays": 3, "reminderDays": 2}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = shop
        .api
        .send(
            "POST",
            "/api/orders",
            Some(&token),
            Some(shop.order_body("lmm", "mpesa", 1)),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["fields"]["paymentPlan"],
        "Lipa Mdogo Mdogo is for orders of KSh 100,000 or more"
    );
    assert_eq!(shop.stock().await, 5);
    // Bad settings: every field at once.
    let (status, body) = shop
        .api
        .send(
            "PUT",
            "/api/admin/instalment-settings",
            Some(&shop.admin),
            Some(
                json!({"enabled": true, "depositPercent": 5, "instalments": 0,
                "intervalDays": 7, "minTotal": 100000, "graceDays": 3, "reminderDays": 9}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let fields = body["fields"].as_object().unwrap();
    for field in ["depositPercent", "instalments", "reminderDays"] {
        assert!(fields.contains_key(field), "{body}");
    }
    // Customers may not change them.
    let (status, _) = shop
        .api
        .send(
            "PUT",
            "/api/admin/instalment-settings",
            Some(&token),
            Some(json!({})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn paybill_parts_count_and_one_above_the_balance_is_split() {
    let shop =
        Plan::start(Api::with_payments_tuned(|config| config.c2b.register = true).await).await;
    let sim = shop.api.payments.as_ref().unwrap().sim.simulator();
    let deadline = Instant::now() + Duration::from_secs(20);
    while sim.c2b_registration("174379").is_none() {
        assert!(
            Instant::now() < deadline,
            "the C2B URLs were never registered"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let token = shop.customer("otieno@example.co.ke").await;
    let order = shop.place(&token).await;
    let public_id = order["public_id"].as_str().unwrap().to_owned();
    let total = ksh(&order["instalment_plan"]["total"]);
    let pay = |amount_ksh: i64, skip_validation: bool| daraja_sim::c2b::PayC2b {
        account: public_id.clone(),
        amount_ksh: u64::try_from(amount_ksh).unwrap(),
        msisdn: None,
        short_code: None,
        skip_validation,
    };
    // Any part up to the balance is taken; above it, validation refuses it.
    let part = sim.c2b_pay(&pay(5_000, false)).await.unwrap();
    assert_eq!(part.status, "completed", "{part:?}");
    let counted = shop
        .wait_for(&token, &order, |o| {
            o["instalment_plan"]["paid"].as_i64() == Some(5_000)
        })
        .await;
    assert_eq!(counted["payment_status"], "Pending");
    let refused = sim.c2b_pay(&pay(total, false)).await.unwrap();
    assert_eq!(refused.status, "rejected", "{refused:?}");
    assert_eq!(refused.validation.unwrap()["ResultCode"], "C2B00013");
    // A shortcode without validation: the money arrives anyway; the balance pays the plan and
    // the rest is due back.
    let over = sim.c2b_pay(&pay(total, true)).await.unwrap();
    assert_eq!(over.status, "completed", "{over:?}");
    let paid = shop
        .wait_for(&token, &order, |o| o["payment_status"] == "Paid")
        .await;
    assert_eq!(ksh(&paid["instalment_plan"]["paid"]), total);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (status, due) = shop
            .api
            .send("GET", "/api/admin/refunds-due", Some(&shop.admin), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{due}");
        let text = due.to_string();
        if text.contains(&over.trans_id) {
            assert!(text.contains("5000") || text.contains("5,000"), "{due}");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the excess was never listed: {due}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_lapsed_plan_is_cancelled_its_stock_released_and_its_money_due_back() {
    let shop = Plan::start(Api::with_payments().await).await;
    let token = shop.customer("kamau@example.co.ke").await;
    let order = shop.place(&token).await;
    assert_eq!(shop.stock().await, 4);
    let (status, first) = shop.push(&token, &order, None).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    let deposit = ksh(&first["amount"]);
    let id = first["checkoutRequestId"].as_str().unwrap().to_owned();
    assert_eq!(shop.settled(&token, &id).await["status"], "success");
    let order = shop
        .wait_for(&token, &order, |o| {
            o["instalment_plan"]["paid"].as_i64() == Some(deposit)
        })
        .await;
    let orders = shop.api.orders.as_ref().unwrap();
    let payments = shop_orders::payments::Payments::new(
        &shop.api.payments.as_ref().unwrap().service.url(),
        Duration::from_secs(10),
    )
    .unwrap();
    let lapses_on = chrono::NaiveDate::parse_from_str(
        order["instalment_plan"]["lapsesOn"].as_str().unwrap(),
        "%Y-%m-%d",
    )
    .unwrap();
    // The instalment is due in a week, three days' grace: on the last day of grace it stands;
    // the day after it lapses.
    let due_on = order["instalment_plan"]["nextDueOn"].as_str().unwrap();
    assert_eq!(
        lapses_on - chrono::NaiveDate::parse_from_str(due_on, "%Y-%m-%d").unwrap(),
        chrono::Duration::days(3)
    );
    let swept = shop_orders::instalments::sweep_lapsed(&orders.pool, &payments, lapses_on)
        .await
        .unwrap();
    assert_eq!(swept, 0);
    assert_eq!(shop.order(&token, &order).await["order_status"], "pending");
    // The reminder goes before the due date, once.
    let reminded = shop_orders::instalments::remind(
        &orders.pool,
        chrono::NaiveDate::parse_from_str(due_on, "%Y-%m-%d").unwrap() - chrono::Duration::days(1),
    )
    .await
    .unwrap();
    assert_eq!(reminded, 1);
    let again = shop_orders::instalments::remind(
        &orders.pool,
        chrono::NaiveDate::parse_from_str(due_on, "%Y-%m-%d").unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(again, 0);

    let swept = shop_orders::instalments::sweep_lapsed(
        &orders.pool,
        &payments,
        lapses_on + chrono::Duration::days(1),
    )
    .await
    .unwrap();
    assert_eq!(swept, 1);
    let cancelled = shop.order(&token, &order).await;
    assert_eq!(cancelled["order_status"], "cancelled");
    assert_eq!(cancelled["instalment_plan"]["state"], "cancelled");
    // Its stock goes back (order.cancelled through the broker).
    let deadline = Instant::now() + Duration::from_secs(10);
    while shop.stock().await != 5 {
        assert!(Instant::now() < deadline, "stock never released");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The deposit is listed as due back, and no prompt can start on the order now.
    let (status, due) = shop
        .api
        .send("GET", "/api/admin/refunds-due", Some(&shop.admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{due}");
    assert!(due.to_string().contains("plan_cancelled"), "{due}");
    let (status, body) = shop.push(&token, &order, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
}
