//! Customers told at every step (issue 23, part 5): a consumer of the events that already exist
//! (`order.created`, `order.status_changed`, `order.cancelled`, `payment.succeeded`) that emails
//! and texts the order's customer, at the address and phone of the order.
//!
//! Each message goes once per event and channel: before sending, the consumer looks in
//! `notifications_sent` for the event's id and the channel; right after the provider took it,
//! it writes the row (outside the consumer's transaction, so it holds even when the other
//! channel then fails). A channel that fails fails the handling, and the consumer's retry
//! machinery (`shop_common::events`, more than an hour of retries, then a dead letter) brings
//! the event back: what was sent is skipped, what failed is tried again. The one window left is
//! a crash between the provider's answer and that row (a single insert): Africa's Talking's SMS
//! API has no idempotency key, so that message may go twice.
//!
//! Refunds: `payment.refunded` (a refund paid back through M-Pesa, once per refund) is told as
//! [`Step::Refunded`] with the amount and the payout's M-Pesa receipt, to the customer of the
//! order it names (money that named no order has nobody to tell).

pub mod messages;
pub mod sms;

use std::sync::Arc;

use anyhow::Context;
use prost::Message;
use shop_common::events::{
    Event, Handler, ORDER_CANCELLED, ORDER_CREATED, ORDER_INSTALMENT_DUE, ORDER_STATUS_CHANGED,
    OrPermanent, PAYMENT_REFUNDED, PAYMENT_SUCCEEDED,
};
use shop_common::mail::{Mail, Mailer};
use shop_proto::events::v1::{
    OrderCancelled, OrderCreated, OrderInstalmentDue, OrderStatusChanged, PaymentRefund,
    PaymentSucceeded,
};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::config::NotifyConfig;
pub use messages::{Cancelled, Facts, Lang, Step, Texts};
pub use sms::{AfricasTalking, SmsOutcome, SmsSender};

/// The queue the notifications consume.
pub const QUEUE: &str = "orders.notifications";
/// The events they take.
pub const ROUTING_KEYS: &[&str] = &[
    ORDER_CREATED,
    ORDER_STATUS_CHANGED,
    ORDER_CANCELLED,
    PAYMENT_SUCCEEDED,
    PAYMENT_REFUNDED,
    ORDER_INSTALMENT_DUE,
];

/// A channel a customer is told through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Email => "email",
            Self::Sms => "sms",
        }
    }
}

/// The consumer's handler: the mailer and the SMS provider, and the pool for the
/// sent-once records.
pub struct Notifier {
    pool: PgPool,
    mailer: Arc<dyn Mailer>,
    /// `None`: SMS is off (`SMS_BASE_URL` empty).
    sms: Option<Arc<dyn SmsSender>>,
    public_base_url: String,
}

/// What to tell about one order.
struct Notice {
    order_id: Uuid,
    step: Step,
    email: String,
    phone: String,
    facts: Facts,
}

#[derive(sqlx::FromRow)]
struct OrderRow {
    public_id: String,
    customer_name: String,
    email: String,
    phone: String,
    total_cents: i64,
    vat_cents: i64,
    prices_include_vat: bool,
    payment_method: String,
    payment_status: String,
    delivery: Option<String>,
}

impl Notifier {
    pub fn new(
        pool: PgPool,
        mailer: Arc<dyn Mailer>,
        sms: Option<Arc<dyn SmsSender>>,
        public_base_url: &str,
    ) -> Self {
        Self {
            pool,
            mailer,
            sms,
            public_base_url: public_base_url.trim_end_matches('/').to_owned(),
        }
    }

    /// The notifier `config` asks for: SMTP or the dev mailbox of `pool`'s schema, and
    /// Africa's Talking (or its simulator) unless SMS is off.
    pub fn from_config(pool: PgPool, config: &NotifyConfig) -> anyhow::Result<Self> {
        let mailer = shop_common::mail::from_config(
            pool.clone(),
            config.smtp_url.as_deref(),
            &config.mail_from,
            shop_common::mail::Delivery::Awaited,
        )?;
        let sms: Option<Arc<dyn SmsSender>> = if config.sms_base_url.is_empty() {
            None
        } else {
            Some(Arc::new(AfricasTalking::new(
                &config.sms_base_url,
                &config.sms_username,
                &config.sms_api_key,
                &config.sms_sender_id,
                config.sms_timeout,
            )?))
        };
        Ok(Self::new(pool, mailer, sms, &config.public_base_url))
    }

    /// What `event` tells the customer, if anything.
    async fn notice(&self, tx: &mut PgConnection, event: &Event) -> anyhow::Result<Option<Notice>> {
        let payload = event.payload.as_slice();
        let decode_error = |what: &str| format!("event {} is not an {what}", event.id);
        let (order_id, step, cancelled, paid) = match event.routing_key.as_str() {
            ORDER_CREATED => {
                let m = OrderCreated::decode(payload)
                    .with_context(|| decode_error("OrderCreated"))
                    .permanent()?;
                (m.order_id, Step::Placed, None, None)
            }
            ORDER_STATUS_CHANGED => {
                let m = OrderStatusChanged::decode(payload)
                    .with_context(|| decode_error("OrderStatusChanged"))
                    .permanent()?;
                let step = match m.to_status.as_str() {
                    "shipped" => Step::Shipped,
                    "delivered" => Step::Delivered,
                    // Processing follows the payment (told by payment.succeeded); a
                    // cancellation is told from order.cancelled, which says why.
                    _ => return Ok(None),
                };
                (m.order_id, step, None, None)
            }
            ORDER_CANCELLED => {
                let m = OrderCancelled::decode(payload)
                    .with_context(|| decode_error("OrderCancelled"))
                    .permanent()?;
                let why = match m.reason.as_str() {
                    "customer" => Cancelled::ByCustomer,
                    "unpaid" => Cancelled::Unpaid,
                    "lapsed" => Cancelled::Lapsed,
                    // A deleted order is gone: nothing to tell about.
                    "deleted" => return Ok(None),
                    _ => Cancelled::ByShop,
                };
                (m.order_id, Step::Cancelled, Some(why), None)
            }
            PAYMENT_SUCCEEDED => {
                let m = PaymentSucceeded::decode(payload)
                    .with_context(|| decode_error("PaymentSucceeded"))
                    .permanent()?;
                // Told only when the payment paid the order: orders' payment consumer records
                // what it did with the event under the same message id. Not recorded yet: that
                // consumer has not got to it, so try again later.
                let outcome: Option<String> = sqlx::query_scalar(
                    "SELECT outcome FROM order_payment_events WHERE message_id = $1",
                )
                .bind(event.id)
                .fetch_optional(&mut *tx)
                .await?;
                match outcome.as_deref() {
                    None => anyhow::bail!(
                        "payment event {} not applied to its order yet; telling the customer later",
                        event.id
                    ),
                    Some("applied") => {}
                    // Paid twice, after a cancellation, short: a refund due, not a receipt.
                    Some(_) => return Ok(None),
                }
                let order_id = m.order_id.clone();
                (
                    order_id,
                    Step::Paid,
                    None,
                    Some((m.amount_cents, m.reference, m.method)),
                )
            }
            PAYMENT_REFUNDED => {
                let m = PaymentRefund::decode(payload)
                    .with_context(|| decode_error("PaymentRefund"))
                    .permanent()?;
                if m.order_id.is_empty() {
                    return Ok(None);
                }
                (
                    m.order_id,
                    Step::Refunded,
                    None,
                    Some((m.amount_cents, m.receipt, "mpesa".to_owned())),
                )
            }
            ORDER_INSTALMENT_DUE => {
                let m = OrderInstalmentDue::decode(payload)
                    .with_context(|| decode_error("OrderInstalmentDue"))
                    .permanent()?;
                (
                    m.order_id,
                    Step::InstalmentDue,
                    None,
                    Some((m.amount_cents, m.due_on, "mpesa".to_owned())),
                )
            }
            _ => return Ok(None),
        };
        let order_id = Uuid::parse_str(&order_id)
            .with_context(|| format!("event {} has order_id {order_id:?}", event.id))
            .permanent()?;
        let order: Option<OrderRow> = sqlx::query_as(
            "SELECT public_id, customer_name, email, phone, total_cents, vat_cents, \
             prices_include_vat, payment_method, payment_status, delivery::text AS delivery \
             FROM orders WHERE id = $1",
        )
        .bind(order_id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(order) = order else {
            tracing::info!(%order_id, "order gone: nobody to tell");
            return Ok(None);
        };
        let (amount_cents, reference, method) = match paid {
            Some(money) => money,
            None => (0, String::new(), order.payment_method.clone()),
        };
        let facts = Facts {
            customer_name: order.customer_name,
            order_url: format!("{}/order/{}", self.public_base_url, order.public_id),
            public_id: order.public_id,
            total_cents: order.total_cents,
            vat_included_cents: order.prices_include_vat.then_some(order.vat_cents),
            payment_method: method,
            paid: order.payment_status == "Paid",
            amount_cents,
            reference,
            cancelled,
            // The promise stored with the order (unreadable or none: not said).
            delivery: order
                .delivery
                .as_deref()
                .and_then(|text| serde_json::from_str(text).ok()),
        };
        Ok(Some(Notice {
            order_id,
            step,
            email: order.email,
            phone: order.phone,
            facts,
        }))
    }

    /// Sends `notice` on `channel` unless it went for this event before, and records it.
    async fn deliver(
        &self,
        event_id: Uuid,
        channel: Channel,
        notice: &Notice,
        texts: &Texts,
    ) -> anyhow::Result<()> {
        let done: Option<String> = sqlx::query_scalar(
            "SELECT status FROM notifications_sent WHERE message_id = $1 AND channel = $2",
        )
        .bind(event_id)
        .bind(channel.as_str())
        .fetch_optional(&self.pool)
        .await?;
        if done.is_some() {
            return Ok(());
        }
        let (recipient, status, detail) = match channel {
            Channel::Email => {
                self.mailer
                    .send(Mail {
                        to: notice.email.clone(),
                        subject: texts.subject.clone(),
                        body: texts.body.clone(),
                    })
                    .await?;
                (notice.email.clone(), "sent", String::new())
            }
            Channel::Sms => {
                let Some(sender) = &self.sms else {
                    return Ok(());
                };
                match sms::international(&notice.phone) {
                    None => (
                        notice.phone.clone(),
                        "skipped",
                        "not a Kenyan mobile number".to_owned(),
                    ),
                    Some(number) => match sender.send(&number, &texts.sms).await? {
                        SmsOutcome::Sent(id) => (number, "sent", id),
                        SmsOutcome::Refused(why) => (number, "skipped", why),
                    },
                }
            }
        };
        if status == "skipped" {
            tracing::warn!(public_id = %notice.facts.public_id, channel = channel.as_str(), %detail, "customer not told on this channel");
        }
        sqlx::query(
            "INSERT INTO notifications_sent \
             (message_id, channel, step, order_id, public_id, recipient, status, detail) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
        )
        .bind(event_id)
        .bind(channel.as_str())
        .bind(notice.step.as_str())
        .bind(notice.order_id)
        .bind(&notice.facts.public_id)
        .bind(&recipient)
        .bind(status)
        .bind(&detail)
        .execute(&self.pool)
        .await?;
        tracing::info!(public_id = %notice.facts.public_id, step = notice.step.as_str(), channel = channel.as_str(), status, "customer told");
        Ok(())
    }
}

impl Handler for Notifier {
    async fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a Event,
    ) -> anyhow::Result<()> {
        let Some(notice) = self.notice(tx, event).await? else {
            return Ok(());
        };
        // Issue 25 stores the customer's language with the order; English until then.
        let texts = messages::render(Lang::default(), notice.step, &notice.facts);
        let mut failures = Vec::new();
        for channel in [Channel::Email, Channel::Sms] {
            if let Err(e) = self.deliver(event.id, channel, &notice, &texts).await {
                failures.push(format!("{}: {e:#}", channel.as_str()));
            }
        }
        anyhow::ensure!(
            failures.is_empty(),
            "telling the customer of order {} ({}) failed: {}",
            notice.facts.public_id,
            notice.step.as_str(),
            failures.join("; ")
        );
        Ok(())
    }

    fn describe(&self, event: &Event) -> String {
        let payload = event.payload.as_slice();
        match event.routing_key.as_str() {
            ORDER_CREATED => OrderCreated::decode(payload).map(|m| format!("{m:?}")),
            ORDER_STATUS_CHANGED => OrderStatusChanged::decode(payload).map(|m| format!("{m:?}")),
            ORDER_CANCELLED => OrderCancelled::decode(payload).map(|m| format!("{m:?}")),
            PAYMENT_SUCCEEDED => PaymentSucceeded::decode(payload).map(|m| format!("{m:?}")),
            ORDER_INSTALMENT_DUE => OrderInstalmentDue::decode(payload).map(|m| format!("{m:?}")),
            _ => return String::new(),
        }
        .unwrap_or_else(|e| format!("undecodable: {e}"))
    }
}
