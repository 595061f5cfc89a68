//! Customers told at every step (issue 23, part 5): the orders service's notifications consumer
//! against the real broker, its dev mailbox and the SMS simulator (Africa's Talking's contract):
//! one email and one SMS per step, nothing twice for a redelivered event, an SMS provider outage
//! retried until it passes with nothing sent twice.

use std::time::{Duration, Instant};

use prost::Message;
use shop_common::events::{Event, Handler, ORDER_CREATED, PAYMENT_SUCCEEDED, handle_once};
use shop_orders::config::NotifyConfig;
use shop_orders::notify::messages::shopper_ksh;
use shop_orders::notify::{Notifier, QUEUE};
use shop_proto::events::v1::PaymentSucceeded;
use shop_proto::orders::v1 as pb;
use uuid::Uuid;

use crate::helpers::{Shop, saturday};

/// The stored phone of [`crate::helpers::shipping`] ("0712 345 678") as the provider takes it.
const NUMBER: &str = "+254712345678";
const EMAIL: &str = "wanjiku@example.co.ke";

struct Told {
    shop: Shop,
    sms: sms_sim::RunningSim,
    events: shop_common::events::EventsConfig,
    notify: NotifyConfig,
}

impl Told {
    async fn start() -> Self {
        let sms = sms_sim::start(sms_sim::Config::default()).await.unwrap();
        let events = shop_common::testing::events_config();
        let mut notify = shop_orders::testing::config("http://unused").notify;
        notify.sms_base_url = sms.base_url.clone();
        notify.sms_username = sms_sim::DEFAULT_USERNAME.to_owned();
        notify.sms_api_key = sms_sim::DEFAULT_API_KEY.to_owned();
        let tuned = notify.clone();
        let shop =
            Shop::start_configured(saturday(), events.clone(), move |c| c.notify = tuned).await;
        Self {
            shop,
            sms,
            events,
            notify,
        }
    }

    /// (subject, body) of every mail kept for the customer, oldest first.
    async fn mails(&self) -> Vec<(String, String)> {
        sqlx::query_as(
            "SELECT subject, body FROM dev_mailbox WHERE to_address = $1 ORDER BY created_at, id",
        )
        .bind(EMAIL)
        .fetch_all(&self.shop.orders.pool)
        .await
        .unwrap()
    }

    /// The texts of every SMS the provider took for the customer, oldest first.
    fn texts(&self) -> Vec<String> {
        self.sms
            .sent()
            .into_iter()
            .filter(|m| m.to == NUMBER)
            .map(|m| m.message)
            .collect()
    }

    /// Waits until `mails` emails and `texts` SMS have gone (at most 20 s), then a while more
    /// to see that nothing else follows.
    async fn expect(&self, mails: usize, texts: usize) -> (Vec<(String, String)>, Vec<String>) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let (m, t) = (self.mails().await, self.texts());
            if (m.len() >= mails && t.len() >= texts) || Instant::now() > deadline {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(800)).await;
        let (m, t) = (self.mails().await, self.texts());
        let subjects: Vec<&String> = m.iter().map(|(s, _)| s).collect();
        assert_eq!(m.len(), mails, "mails: {subjects:?}");
        assert_eq!(t.len(), texts, "SMS: {t:?}");
        (m, t)
    }

    async fn set_status(&self, id: &str, status: &str) {
        self.shop
            .client
            .clone()
            .update_order_status(pb::UpdateOrderStatusRequest {
                id: id.to_owned(),
                order_status: status.to_owned(),
            })
            .await
            .unwrap();
    }

    /// The outbox's event `routing_key` about the order `public_id`: its id and payload.
    async fn outbox_event(&self, routing_key: &str) -> Event {
        let (id, payload): (Uuid, Vec<u8>) = sqlx::query_as(
            "SELECT id, payload FROM event_outbox WHERE routing_key = $1 ORDER BY seq LIMIT 1",
        )
        .bind(routing_key)
        .fetch_one(&self.shop.orders.pool)
        .await
        .unwrap();
        Event {
            id,
            routing_key: routing_key.to_owned(),
            payload,
        }
    }
}

fn total(order: &pb::Order) -> String {
    shopper_ksh(order.totals.as_ref().unwrap().total_cents)
}

#[tokio::test]
async fn every_step_of_a_cash_order_is_told_once_by_email_and_by_sms() {
    let told = Told::start().await;
    let sofa = told.shop.product("Lamu Sofa", 40_000, 5).await;
    let order = told.shop.order("user-1", &[(sofa, 1)]).await;
    let (id, total) = (&order.public_id, total(&order));
    // The shelf price includes VAT: 40,000 + delivery 500 + cash on delivery 100.
    assert_eq!(total, "KSh 40,600");
    told.expect(1, 1).await;
    // Processing is not a step the customer hears about; shipping and delivery are.
    for status in ["processing", "shipped", "delivered"] {
        told.set_status(&order.id, status).await;
    }
    let (mails, texts) = told.expect(3, 3).await;
    let subjects: Vec<&str> = mails.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        subjects,
        [
            format!("Order {id} received"),
            format!("Order {id} has shipped"),
            format!("Order {id} delivered"),
        ]
    );
    for (_, body) in &mails {
        assert!(
            body.contains(&format!("Order: {id}\nTotal: {total} (incl. VAT KSh ")),
            "{body}"
        );
        assert!(
            body.contains(&format!("http://shop.test/order/{id}")),
            "{body}"
        );
        assert!(!body.to_lowercase().contains("unsubscribe"), "{body}");
    }
    assert!(mails[1].1.contains(&format!("have {total} ready in cash")));
    // The promise made at checkout (standard delivery to Nairobi) is in the receipt and the
    // shipping notice, not in the delivered one.
    for (_, body) in &mails[..2] {
        assert!(
            body.contains("\nDelivery: Standard delivery to Nairobi (KSh 500), arriving "),
            "{body}"
        );
    }
    assert!(!mails[2].1.contains("arriving"), "{}", mails[2].1);
    let placed = format!(
        "Samani Furniture: order {id} received, {total} payable on delivery. We will text you when it ships."
    );
    assert!(
        texts[0].starts_with(&placed) && texts[0][placed.len()..].starts_with(" Delivery "),
        "{}",
        texts[0]
    );
    assert!(texts[0].chars().count() <= 160, "{}", texts[0]);
    assert!(
        texts[1].contains(&format!("order {id} ({total}) has shipped")),
        "{}",
        texts[1]
    );
    assert!(
        texts[2].contains(&format!("order {id} ({total}) was delivered")),
        "{}",
        texts[2]
    );
    let sent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM notifications_sent WHERE public_id = $1 AND status = 'sent'",
    )
    .bind(id)
    .fetch_one(&told.shop.orders.pool)
    .await
    .unwrap();
    assert_eq!(sent, 6);
}

#[tokio::test]
async fn a_redelivered_event_sends_nothing_twice() {
    let told = Told::start().await;
    let sofa = told.shop.product("Lamu Sofa", 40_000, 5).await;
    told.shop.order("user-1", &[(sofa, 1)]).await;
    told.expect(1, 1).await;
    let created = told.outbox_event(ORDER_CREATED).await;

    // The broker delivers the same message again.
    shop_common::testing::publish_raw(
        &told.events,
        ORDER_CREATED,
        Some(&created.id.to_string()),
        &created.payload,
    )
    .await;
    // And a handling whose record of the message was lost (its commit failed after the
    // sends): the per-channel records still hold.
    let notifier = Notifier::from_config(told.shop.orders.pool.clone(), &told.notify).unwrap();
    assert!(
        !shop_common::events::handle_first_time(&told.shop.orders.pool, QUEUE, &created, &notifier)
            .await
            .unwrap(),
        "the consumer recorded the message"
    );
    let mut tx = told.shop.orders.pool.begin().await.unwrap();
    notifier.handle(&mut tx, &created).await.unwrap();
    tx.commit().await.unwrap();

    told.expect(1, 1).await;
}

#[tokio::test]
async fn sms_provider_down_then_up_the_sms_goes_once_after_and_the_email_once() {
    let told = Told::start().await;
    told.sms.set_down(true);
    let sofa = told.shop.product("Lamu Sofa", 40_000, 5).await;
    let order = told.shop.order("user-1", &[(sofa, 1)]).await;
    // The email goes; the SMS fails and the event goes round the retry queues.
    told.expect(1, 0).await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert!(told.texts().is_empty());
    told.sms.set_down(false);
    let (mails, texts) = told.expect(1, 1).await;
    assert_eq!(mails[0].0, format!("Order {} received", order.public_id));
    assert!(texts[0].contains(&order.public_id));
    let dead: i64 = sqlx::query_scalar("SELECT count(*) FROM event_dead_letters")
        .fetch_one(&told.shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(dead, 0);
}

fn paid(order: &pb::Order, amount_cents: i64) -> PaymentSucceeded {
    PaymentSucceeded {
        payment_id: Uuid::new_v4().to_string(),
        order_id: order.id.clone(),
        public_id: order.public_id.clone(),
        user_id: order.user_id.clone(),
        method: "mpesa".to_owned(),
        amount_cents,
        reference: "RLA0R69NXM".to_owned(),
        paid_at: "2026-11-21T10:34:16Z".to_owned(),
        payer: "254712345678".to_owned(),
    }
}

#[tokio::test]
async fn a_payment_is_told_when_it_paid_the_order_and_a_second_one_is_not() {
    let told = Told::start().await;
    let sofa = told.shop.product("Lamu Sofa", 40_000, 5).await;
    let mut request = crate::helpers::order_request("user-1", &[(sofa, 1)]);
    request.payment_method = "mpesa".to_owned();
    let order = told.shop.place(request).await.unwrap();
    told.expect(1, 1).await;
    // M-Pesa takes whole shillings: 40,500 (shelf price with its VAT, delivery).
    let amount = order.totals.as_ref().unwrap().total_cents;
    for _ in 0..2 {
        let payment = paid(&order, amount);
        shop_common::testing::publish_raw(
            &told.events,
            PAYMENT_SUCCEEDED,
            Some(&Uuid::new_v4().to_string()),
            &payment.encode_to_vec(),
        )
        .await;
    }
    let (mails, texts) = told.expect(2, 2).await;
    let id = &order.public_id;
    assert_eq!(mails[1].0, format!("Payment received for order {id}"));
    assert!(
        mails[1].1.contains(&format!(
            "payment of {} (ref RLA0R69NXM) by M-Pesa",
            shopper_ksh(amount)
        )),
        "{}",
        mails[1].1
    );
    assert!(texts[1].contains(&format!("{} (ref RLA0R69NXM)", shopper_ksh(amount))));

    // Cancelled by its customer: told why, and that the payment comes back.
    told.shop
        .as_user("user-1")
        .cancel_order(pb::CancelOrderRequest {
            id: order.id.clone(),
        })
        .await
        .unwrap();
    let (mails, texts) = told.expect(3, 3).await;
    assert_eq!(mails[2].0, format!("Order {id} cancelled"));
    assert!(
        texts[2].contains("as you asked. Your payment will be refunded."),
        "{}",
        texts[2]
    );
}

#[tokio::test]
async fn an_event_about_an_order_that_is_gone_tells_nobody() {
    let told = Told::start().await;
    let notifier = Notifier::from_config(told.shop.orders.pool.clone(), &told.notify).unwrap();
    let unknown = Event {
        id: Uuid::new_v4(),
        routing_key: ORDER_CREATED.to_owned(),
        payload: shop_proto::events::v1::OrderCreated {
            order_id: Uuid::new_v4().to_string(),
            ..Default::default()
        }
        .encode_to_vec(),
    };
    // An order that is not there: nobody to tell, and nothing fails.
    handle_once(&told.shop.orders.pool, QUEUE, &unknown, &notifier)
        .await
        .unwrap();
    told.expect(0, 0).await;
}

#[tokio::test]
async fn the_sms_client_speaks_the_simulators_contract() {
    use shop_orders::notify::{AfricasTalking, SmsOutcome, SmsSender};
    let sim = sms_sim::start(sms_sim::Config::default()).await.unwrap();
    let client = |key: &str| {
        AfricasTalking::new(
            &sim.base_url,
            sms_sim::DEFAULT_USERNAME,
            key,
            "SAMANI",
            Duration::from_secs(5),
        )
        .unwrap()
    };
    let at = client(sms_sim::DEFAULT_API_KEY);
    let SmsOutcome::Sent(id) = at.send(NUMBER, "Habari").await.unwrap() else {
        panic!("not sent");
    };
    let sent = sim.sent();
    assert_eq!(sent.len(), 1);
    assert_eq!(
        (sent[0].message_id.as_str(), sent[0].to.as_str()),
        (id.as_str(), NUMBER)
    );
    assert_eq!(
        (sent[0].message.as_str(), sent[0].from.as_str()),
        ("Habari", "SAMANI")
    );
    // A number the provider never takes is refused for good, not retried.
    assert_eq!(
        at.send("+2547", "x").await.unwrap(),
        SmsOutcome::Refused("403 InvalidPhoneNumber".to_owned())
    );
    // A wrong key and an outage are errors: the consumer retries them.
    let err = client("wrong")
        .send(NUMBER, "x")
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains("401"), "{err}");
    sim.set_down(true);
    let err = at.send(NUMBER, "x").await.unwrap_err().to_string();
    assert!(err.contains("503"), "{err}");
    assert_eq!(sim.sent().len(), 1);
}
