//! Events between services over RabbitMQ, through a transactional outbox (ARCHITECTURE.md
//! "Events"): a service writes its event in the same transaction as the change it describes
//! ([`enqueue`]); a relay ([`run_relay`]) publishes committed events with publisher confirms, so
//! a broker outage delays events and loses none. Consumers ([`run_consumer`]) handle each message
//! inside a database transaction that also records its id, so a message delivered twice is
//! handled once.
//!
//! A handler that fails is never given up on while the fault may pass: its message is copied,
//! with its attempt count, into a per-delay retry queue (`{exchange}.{queue}.retry.{ms}`) whose
//! expired messages the broker routes back to the consumer's queue alone; the schedule
//! ([`DEFAULT_RETRY_DELAYS_MS`], `EVENTS_RETRY_DELAYS_MS`) spans more than an hour. Only poison
//! (no message id, an error the handler marks [`Permanent`], or a message that failed through
//! the whole schedule) becomes a dead letter: a row of `event_dead_letters` in the consumer's
//! schema, listed, inspected and replayed by an admin ([`crate::dead_letters`]).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use lapin::options::{
    BasicAckOptions, BasicConsumeOptions, BasicGetOptions, BasicNackOptions, BasicPublishOptions,
    BasicQosOptions, ConfirmSelectOptions, ExchangeDeclareOptions, QueueBindOptions,
    QueueDeclareOptions,
};
use lapin::types::{AMQPValue, FieldTable};
use lapin::{
    BasicProperties, Channel, Confirmation, Connection, ConnectionProperties, ExchangeKind,
};
use sqlx::{PgConnection, PgPool};
use tokio::sync::Notify;
use tracing::Instrument;
use uuid::Uuid;

pub const ORDER_CREATED: &str = "order.created";
pub const ORDER_STATUS_CHANGED: &str = "order.status_changed";
pub const ORDER_CANCELLED: &str = "order.cancelled";
/// A Lipa Mdogo Mdogo instalment falls due soon (issue 24, part 7).
pub const ORDER_INSTALMENT_DUE: &str = "order.instalment_due";
pub const PAYMENT_SUCCEEDED: &str = "payment.succeeded";
pub const PAYMENT_FAILED: &str = "payment.failed";
pub const PAYMENT_UNMATCHED: &str = "payment.unmatched";
pub const PAYMENT_REFUNDED: &str = "payment.refunded";
pub const PAYMENT_REFUND_FAILED: &str = "payment.refund_failed";
/// A product's visible reviews changed (issue 24, part 2): orders publish, the catalog keeps the
/// product's average and count.
pub const REVIEW_STATS_CHANGED: &str = "review.stats_changed";

/// Payloads are protobuf messages of `proto/shop/events/v1`.
pub const CONTENT_TYPE: &str = "application/x-protobuf";

/// Every consumer queue of the shop and the events it takes. The relay declares them too, so an
/// event published before its consumer first starts waits in the queue instead of being dropped.
pub const QUEUES: &[(&str, &[&str])] = &[
    ("catalog.order-cancelled", &[ORDER_CANCELLED]),
    ("catalog.reviews", &[REVIEW_STATS_CHANGED]),
    ("payments.order-cancelled", &[ORDER_CANCELLED]),
    (
        "orders.payments",
        &[
            PAYMENT_SUCCEEDED,
            PAYMENT_FAILED,
            PAYMENT_UNMATCHED,
            PAYMENT_REFUNDED,
            PAYMENT_REFUND_FAILED,
        ],
    ),
    (
        "orders.notifications",
        &[
            ORDER_CREATED,
            ORDER_STATUS_CHANGED,
            ORDER_CANCELLED,
            PAYMENT_SUCCEEDED,
            PAYMENT_REFUNDED,
        ],
    ),
];

/// The waits between a failed handling and the next try, in milliseconds: 1 s, 5 s, 30 s, 2 min,
/// 10 min, then 30 min three times, 1 h 42 min in all. A message still failing after the last
/// one becomes a dead letter. `EVENTS_RETRY_DELAYS_MS` replaces the schedule (tests shorten it).
pub const DEFAULT_RETRY_DELAYS_MS: &[u64] = &[
    1_000, 5_000, 30_000, 120_000, 600_000, 1_800_000, 1_800_000, 1_800_000,
];
/// Header of a retried copy: how many times the message has failed so far.
const ATTEMPT_HEADER: &str = "x-shop-attempt";
/// Header of a retried copy: the event's routing key (the copy comes back under the queue's name).
const ROUTING_KEY_HEADER: &str = "x-shop-routing-key";
/// Header of the W3C trace context of the work that wrote the event.
const TRACEPARENT_HEADER: &str = "traceparent";
/// Header of the request id of the work that wrote the event.
const REQUEST_ID_HEADER: &str = "x-request-id";
/// Header of a retried copy: the last failure, for whoever inspects the retry queue.
const ERROR_HEADER: &str = "x-shop-last-error";
/// Events published per outbox transaction.
const BATCH: i64 = 200;
/// NOTIFY channel of every outbox; the payload is the schema that wrote the event.
const OUTBOX_CHANNEL: &str = "event_outbox";

/// Where events go.
#[derive(Debug, Clone)]
pub struct EventsConfig {
    /// `AMQP_URL`.
    pub amqp_url: String,
    /// `EVENTS_EXCHANGE`: the topic exchange, `shop.events`.
    pub exchange: String,
    /// Tests: queues expire ten minutes after their last use.
    pub temporary_queues: bool,
    /// `EVENTS_RETRY_DELAYS_MS`: the waits before each retry of a failing message.
    pub retry_delays: Vec<Duration>,
    /// `EVENTS_CONFIRM_TIMEOUT_MS`: how long the relay waits for the broker to confirm a batch
    /// while it holds the batch's outbox rows locked; then it rolls back and tries again.
    pub confirm_timeout: Duration,
    /// `EVENTS_PROCESSED_RETENTION_DAYS`: how long a consumer remembers a handled message id
    /// (`event_processed`). Longer than any redelivery: the retry schedule (hours) and a
    /// republished batch (minutes).
    pub processed_retention: Duration,
}

/// Default of `EVENTS_CONFIRM_TIMEOUT_MS`.
pub const DEFAULT_CONFIRM_TIMEOUT: Duration = Duration::from_secs(10);
/// Default of `EVENTS_PROCESSED_RETENTION_DAYS`: 30 days.
pub const DEFAULT_PROCESSED_RETENTION: Duration = Duration::from_secs(30 * 86_400);

impl EventsConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            amqp_url: crate::config::string("AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2f"),
            exchange: crate::config::string("EVENTS_EXCHANGE", "shop.events"),
            temporary_queues: false,
            retry_delays: match std::env::var("EVENTS_RETRY_DELAYS_MS") {
                Ok(text) if !text.trim().is_empty() => parse_retry_delays(&text).map_err(|e| {
                    anyhow::anyhow!("EVENTS_RETRY_DELAYS_MS={text:?} is invalid: {e}")
                })?,
                _ => default_retry_delays(),
            },
            confirm_timeout: Duration::from_millis(
                crate::config::parse(
                    "EVENTS_CONFIRM_TIMEOUT_MS",
                    DEFAULT_CONFIRM_TIMEOUT.as_millis() as u64,
                )?
                .max(1),
            ),
            processed_retention: {
                let days: u64 = crate::config::parse("EVENTS_PROCESSED_RETENTION_DAYS", 30)?;
                anyhow::ensure!(
                    days >= 1,
                    "EVENTS_PROCESSED_RETENTION_DAYS must be at least 1: a message retried \
                     hours later must still be known as handled"
                );
                Duration::from_secs(days * 86_400)
            },
        })
    }

    /// Queues are named after their exchange, so two shops (a developer's and the end-to-end
    /// tests') can share one broker without taking each other's messages.
    fn queue_name(&self, queue: &str) -> String {
        format!("{}.{queue}", self.exchange)
    }

    fn dead_letter_exchange(&self) -> String {
        format!("{}.dead", self.exchange)
    }

    /// The queue holding retried copies of `queue`'s messages for `delay`.
    pub fn retry_queue_name(&self, queue: &str, delay: Duration) -> String {
        format!("{}.retry.{}", self.queue_name(queue), delay.as_millis())
    }
}

/// [`DEFAULT_RETRY_DELAYS_MS`] as durations.
pub fn default_retry_delays() -> Vec<Duration> {
    DEFAULT_RETRY_DELAYS_MS
        .iter()
        .map(|ms| Duration::from_millis(*ms))
        .collect()
}

/// Reads a retry schedule: comma-separated waits in milliseconds, each at least 1, at least one.
pub fn parse_retry_delays(text: &str) -> Result<Vec<Duration>, String> {
    let delays = text
        .split(',')
        .map(|part| match part.trim().parse::<u64>() {
            Ok(ms) if ms >= 1 && ms <= u64::from(u32::MAX) => Ok(Duration::from_millis(ms)),
            _ => Err(format!(
                "{part:?} is not a wait in milliseconds (1 to {})",
                u32::MAX
            )),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if delays.is_empty() {
        return Err("no waits given".to_owned());
    }
    Ok(delays)
}

/// A handler error that no retry can fix (a payload that does not decode, an id that does not
/// parse): its message becomes a dead letter at once instead of going through the schedule.
#[derive(Debug)]
pub struct Permanent(pub String);

impl std::fmt::Display for Permanent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Permanent {}

/// Marks an error as [`Permanent`]: `Message::decode(..).permanent()?`.
pub trait OrPermanent<T> {
    fn permanent(self) -> anyhow::Result<T>;
}

impl<T, E: std::fmt::Display> OrPermanent<T> for Result<T, E> {
    fn permanent(self) -> anyhow::Result<T> {
        self.map_err(|e| anyhow::Error::new(Permanent(format!("{e:#}"))))
    }
}

/// Whether a handler's error (or anything it wraps) is [`Permanent`].
pub fn is_permanent(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| cause.is::<Permanent>())
}

/// Creates or brings up to date the outbox, processed-message and dead-letter tables in the
/// pool's schema: the migrations under `crates/common/migrations/events`, with a history table
/// of their own (`_events_migrations`) beside the service's `_sqlx_migrations`. Every service
/// that publishes or consumes calls this at start-up, after its own migrations.
pub async fn install(pool: &PgPool) -> anyhow::Result<()> {
    crate::db::migrate_part(
        pool,
        sqlx::migrate!("migrations/events"),
        "_events_migrations",
    )
    .await
}

/// Writes an event into the outbox on `conn`, which should be inside the transaction that makes
/// the change the event describes. It is published after that transaction commits.
pub async fn enqueue(
    conn: &mut PgConnection,
    routing_key: &str,
    payload: &impl prost::Message,
) -> sqlx::Result<Uuid> {
    let id = Uuid::new_v4();
    // The trace and request of the work writing the event travel with it to its consumers.
    sqlx::query(
        "INSERT INTO event_outbox (id, routing_key, payload, traceparent, request_id)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(routing_key)
    .bind(payload.encode_to_vec())
    .bind(crate::telemetry::current_traceparent())
    .bind(crate::telemetry::request_id())
    .execute(conn)
    .await?;
    Ok(id)
}

/// Declares the exchange, the dead-letter exchange, and every queue of [`QUEUES`] with its
/// bindings and its dead-letter queue. Idempotent.
async fn declare_topology(channel: &Channel, config: &EventsConfig) -> lapin::Result<()> {
    let durable = ExchangeDeclareOptions {
        durable: true,
        ..ExchangeDeclareOptions::default()
    };
    channel
        .exchange_declare(
            config.exchange.as_str().into(),
            ExchangeKind::Topic,
            durable,
            FieldTable::default(),
        )
        .await?;
    let dead = config.dead_letter_exchange();
    channel
        .exchange_declare(
            dead.as_str().into(),
            ExchangeKind::Direct,
            durable,
            FieldTable::default(),
        )
        .await?;
    for (queue, keys) in QUEUES {
        declare_queue(channel, config, queue, keys).await?;
    }
    Ok(())
}

async fn declare_queue(
    channel: &Channel,
    config: &EventsConfig,
    queue: &str,
    routing_keys: &[&str],
) -> lapin::Result<()> {
    let name = config.queue_name(queue);
    let dead_name = format!("{name}.dead");
    let dead = config.dead_letter_exchange();
    let mut arguments = FieldTable::default();
    arguments.insert(
        "x-dead-letter-exchange".into(),
        AMQPValue::LongString(dead.as_str().into()),
    );
    arguments.insert(
        "x-dead-letter-routing-key".into(),
        AMQPValue::LongString(name.as_str().into()),
    );
    let mut dead_arguments = FieldTable::default();
    if config.temporary_queues {
        // Tests: gone ten minutes after the last use.
        arguments.insert("x-expires".into(), AMQPValue::LongInt(600_000));
        dead_arguments.insert("x-expires".into(), AMQPValue::LongInt(600_000));
    }
    let durable = QueueDeclareOptions::durable();
    channel
        .queue_declare(dead_name.as_str().into(), durable, dead_arguments)
        .await?;
    channel
        .queue_bind(
            dead_name.as_str().into(),
            dead.as_str().into(),
            name.as_str().into(),
            QueueBindOptions::default(),
            FieldTable::default(),
        )
        .await?;
    channel
        .queue_declare(name.as_str().into(), durable, arguments)
        .await?;
    for key in routing_keys {
        channel
            .queue_bind(
                name.as_str().into(),
                config.exchange.as_str().into(),
                (*key).into(),
                QueueBindOptions::default(),
                FieldTable::default(),
            )
            .await?;
    }
    Ok(())
}

async fn connect(config: &EventsConfig, role: &str) -> lapin::Result<(Connection, Channel)> {
    let connection = Connection::connect(
        &config.amqp_url,
        ConnectionProperties::default().with_connection_name(role.into()),
    )
    .await?;
    let channel = connection.create_channel().await?;
    declare_topology(&channel, config).await?;
    Ok((connection, channel))
}

/// Waits that grow from 100 ms to 2 s while something stays unreachable.
struct Backoff(Duration);

impl Backoff {
    fn new() -> Self {
        Self(Duration::from_millis(100))
    }

    async fn wait(&mut self) {
        tokio::time::sleep(self.0).await;
        self.0 = (self.0 * 2).min(Duration::from_secs(2));
    }

    fn reset(&mut self) {
        self.0 = Duration::from_millis(100);
    }
}

/// Publishes committed outbox events in order, forever: woken at once by each commit, and
/// retrying with backoff while the broker is unreachable. Spawn it and abort it on shutdown.
pub async fn run_relay(pool: PgPool, config: EventsConfig) {
    let wake = Arc::new(Notify::new());
    let _listener = AbortOnDrop(tokio::spawn(listen_for_outbox(pool.clone(), wake.clone())));
    let _backlog = crate::metrics::watch_outbox(&pool);
    let mut backoff = Backoff::new();
    let mut reported = false;
    loop {
        let (connection, channel) = match connect(&config, "outbox-relay").await {
            Ok(connected) => connected,
            Err(e) => {
                if !reported {
                    tracing::warn!(error = %e, "event broker unreachable; events wait in the outbox");
                    reported = true;
                }
                backoff.wait().await;
                continue;
            }
        };
        if let Err(e) = channel
            .confirm_select(ConfirmSelectOptions::default())
            .await
        {
            tracing::warn!(error = %e, "publisher confirms refused");
            backoff.wait().await;
            continue;
        }
        if reported {
            tracing::info!("event broker reachable again; relaying the outbox");
            reported = false;
        }
        backoff.reset();
        let mut last_cleanup = tokio::time::Instant::now();
        loop {
            match publish_batch(&pool, &channel, &config).await {
                Ok(0) => {
                    // Woken by the next commit; the timeout covers a missed notification.
                    let _ = tokio::time::timeout(Duration::from_secs(1), wake.notified()).await;
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!(error = %e, "relaying events failed; reconnecting");
                    break;
                }
            }
            if last_cleanup.elapsed() > Duration::from_secs(600) {
                last_cleanup = tokio::time::Instant::now();
                let _ = sqlx::query(
                    "DELETE FROM event_outbox WHERE published_at < now() - interval '1 day'",
                )
                .execute(&pool)
                .await;
            }
        }
        // Bounded: a stalled broker would hold the close as it held the confirms.
        let _ = tokio::time::timeout(
            config.confirm_timeout,
            connection.close(0, "reconnecting".into()),
        )
        .await;
        backoff.wait().await;
    }
}

/// A spawned task that ends with its owner (also when the owner's task is aborted).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Wakes the relay whenever this schema's outbox gets a row.
async fn listen_for_outbox(pool: PgPool, wake: Arc<Notify>) {
    let schema: String = loop {
        match sqlx::query_scalar("SELECT current_schema()::text")
            .fetch_one(&pool)
            .await
        {
            Ok(schema) => break schema,
            Err(_) => tokio::time::sleep(Duration::from_secs(1)).await,
        }
    };
    loop {
        let mut listener = match crate::db::listener(&pool).await {
            Ok(listener) => listener,
            Err(_) => {
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        if listener.listen(OUTBOX_CHANNEL).await.is_err() {
            tokio::time::sleep(Duration::from_secs(1)).await;
            continue;
        }
        while let Ok(notification) = listener.recv().await {
            if notification.payload() == schema {
                wake.notify_one();
            }
        }
    }
}

/// Publishes up to [`BATCH`] unpublished events, waits for the broker's confirms, and marks them
/// published. Rows are locked so two relays of the same service never send the same batch.
async fn publish_batch(
    pool: &PgPool,
    channel: &Channel,
    config: &EventsConfig,
) -> anyhow::Result<usize> {
    let mut tx = pool.begin().await?;
    let rows: Vec<OutboxRow> = sqlx::query_as(
        "SELECT seq, id, routing_key, payload, traceparent, request_id FROM event_outbox
         WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED",
    )
    .bind(BATCH)
    .fetch_all(&mut *tx)
    .await?;
    if rows.is_empty() {
        return Ok(0);
    }
    // Bounded: a broker that takes the publishes but never confirms them (stalled, blocked on
    // memory or disk) must not keep the rows locked; rolled back, they go again later (a
    // consumer ignores a message id it has handled).
    tokio::time::timeout(
        config.confirm_timeout,
        publish_confirmed_rows(channel, config, &rows),
    )
    .await
    .map_err(|_| {
        anyhow::anyhow!(
            "the broker did not confirm {} event(s) within {:?}",
            rows.len(),
            config.confirm_timeout
        )
    })??;
    let seqs: Vec<i64> = rows.iter().map(|row| row.seq).collect();
    sqlx::query("UPDATE event_outbox SET published_at = now() WHERE seq = ANY($1)")
        .bind(&seqs)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(rows.len())
}

/// One unpublished outbox row.
#[derive(sqlx::FromRow)]
struct OutboxRow {
    seq: i64,
    id: Uuid,
    routing_key: String,
    payload: Vec<u8>,
    traceparent: Option<String>,
    request_id: Option<String>,
}

/// Publishes `rows` and waits until the broker has confirmed every one.
async fn publish_confirmed_rows(
    channel: &Channel,
    config: &EventsConfig,
    rows: &[OutboxRow],
) -> anyhow::Result<()> {
    let mut confirms = Vec::with_capacity(rows.len());
    // One publish span per event, in the trace of the work that wrote it, ended once confirmed.
    let mut spans = Vec::with_capacity(rows.len());
    for row in rows {
        let OutboxRow {
            id,
            routing_key,
            payload,
            ..
        } = row;
        let span = tracing::info_span!(
            "publish",
            otel.name = %format!("{routing_key} publish"),
            otel.kind = "producer",
            messaging.system = "rabbitmq",
            messaging.message.id = %id,
            trace_id = tracing::field::Empty,
        );
        crate::telemetry::continue_trace(&span, row.traceparent.as_deref());
        // The trace continues in the consumer (W3C `traceparent` in the headers, as eShop does).
        let traceparent = row
            .traceparent
            .as_ref()
            .and_then(|_| crate::telemetry::traceparent_of(&span));
        spans.push(span);
        let mut headers = FieldTable::default();
        if let Some(traceparent) = &traceparent {
            headers.insert(
                TRACEPARENT_HEADER.into(),
                AMQPValue::LongString(traceparent.as_str().into()),
            );
        }
        if let Some(request_id) = &row.request_id {
            headers.insert(
                REQUEST_ID_HEADER.into(),
                AMQPValue::LongString(request_id.as_str().into()),
            );
        }
        let properties = BasicProperties::default()
            .with_message_id(id.to_string().into())
            .with_content_type(CONTENT_TYPE.into())
            .with_type(routing_key.as_str().into())
            .with_delivery_mode(2)
            .with_timestamp(unix_now())
            .with_headers(headers);
        confirms.push(
            channel
                .basic_publish(
                    config.exchange.as_str().into(),
                    routing_key.as_str().into(),
                    BasicPublishOptions::default(),
                    payload,
                    properties,
                )
                .await?,
        );
    }
    for confirm in confirms {
        match confirm.await? {
            Confirmation::Ack(_) | Confirmation::NotRequested => {}
            Confirmation::Nack(_) => anyhow::bail!("the broker refused an event"),
        }
    }
    drop(spans);
    Ok(())
}

fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// One delivered event.
#[derive(Debug, Clone)]
pub struct Event {
    /// The outbox row's id, the same on every redelivery.
    pub id: Uuid,
    pub routing_key: String,
    pub payload: Vec<u8>,
}

/// What a consumer does with an event, inside the transaction that records it as handled.
pub trait Handler: Send + Sync + 'static {
    fn handle<'a>(
        &'a self,
        tx: &'a mut PgConnection,
        event: &'a Event,
    ) -> impl Future<Output = anyhow::Result<()>> + Send + 'a;

    /// The payload as an admin reads it when inspecting a dead letter (the decoded message);
    /// empty when the handler has nothing better than the raw bytes.
    fn describe(&self, event: &Event) -> String {
        let _ = event;
        String::new()
    }
}

/// Declares one retry queue per distinct wait of the schedule: a message published there waits
/// out the queue's TTL, then the broker sends it through the default exchange to `queue` alone
/// (other consumers of the same event never see the copy).
async fn declare_retry_queues(
    channel: &Channel,
    config: &EventsConfig,
    queue: &str,
) -> lapin::Result<()> {
    let target = config.queue_name(queue);
    let mut delays = config.retry_delays.clone();
    delays.sort();
    delays.dedup();
    for delay in delays {
        let ttl = u32::try_from(delay.as_millis()).unwrap_or(u32::MAX);
        let mut arguments = FieldTable::default();
        arguments.insert("x-message-ttl".into(), AMQPValue::LongUInt(ttl));
        arguments.insert(
            "x-dead-letter-exchange".into(),
            AMQPValue::LongString("".into()),
        );
        arguments.insert(
            "x-dead-letter-routing-key".into(),
            AMQPValue::LongString(target.as_str().into()),
        );
        if config.temporary_queues {
            arguments.insert(
                "x-expires".into(),
                AMQPValue::LongUInt(ttl.saturating_add(600_000)),
            );
        }
        channel
            .queue_declare(
                config.retry_queue_name(queue, delay).as_str().into(),
                QueueDeclareOptions::durable(),
                arguments,
            )
            .await?;
    }
    Ok(())
}

/// Moves what an older consumer left in the broker's dead-letter queue `{exchange}.{queue}.dead`
/// into `event_dead_letters`, where an admin can see and replay it. Each is acknowledged only
/// after it is stored; anything left (the database is down) is moved at the next start.
async fn adopt_broker_dead_letters(
    channel: &Channel,
    pool: &PgPool,
    config: &EventsConfig,
    queue: &str,
) -> anyhow::Result<u64> {
    let dead = format!("{}.dead", config.queue_name(queue));
    let mut moved = 0;
    while let Some(message) = channel
        .basic_get(dead.as_str().into(), BasicGetOptions::default())
        .await?
    {
        let properties = &message.delivery.properties;
        let message_id = properties
            .message_id()
            .as_ref()
            .and_then(|id| Uuid::parse_str(id.as_str()).ok());
        // The relay names the event in the message type; the dead-letter routing key is the
        // queue's name.
        let routing_key = properties
            .kind()
            .as_ref()
            .map(|kind| kind.as_str().to_owned())
            .unwrap_or_else(|| message.delivery.routing_key.as_str().to_owned());
        let letter = NewDeadLetter {
            consumer: queue,
            message_id,
            routing_key: &routing_key,
            payload: &message.delivery.data,
            attempts: 0,
            reason: REASON_BROKER,
            error: "moved from the broker's dead-letter queue, where an older consumer left it \
                    after five quick failures (the failure itself was not recorded)",
        };
        match store_dead_letter(pool, &letter).await {
            Ok(row) => {
                crate::metrics::event_dead_lettered(queue);
                message.delivery.ack(BasicAckOptions::default()).await?;
                tracing::error!(
                    queue,
                    dead_letter = row,
                    routing_key,
                    "event dead-lettered by an older consumer: kept for an admin to inspect and replay"
                );
                moved += 1;
            }
            Err(e) => {
                let _ = message
                    .delivery
                    .nack(BasicNackOptions {
                        multiple: false,
                        requeue: true,
                    })
                    .await;
                return Err(e.into());
            }
        }
    }
    Ok(moved)
}

/// What becomes of one delivery.
enum Outcome {
    /// Handled (now or before): acknowledge.
    Done,
    /// Failed for a reason that may pass: try again after `delay`, as failure number `attempt`.
    Retry {
        attempt: u32,
        delay: Duration,
        error: String,
    },
    /// Poison: keep it for an admin.
    Dead {
        attempts: u32,
        reason: &'static str,
        error: String,
    },
}

/// Why a message became a dead letter.
pub const REASON_NO_MESSAGE_ID: &str = "no_message_id";
pub const REASON_PERMANENT: &str = "permanent_error";
pub const REASON_EXHAUSTED: &str = "retries_exhausted";
pub const REASON_BROKER: &str = "broker_dead_letter";

fn header<'a>(properties: &'a BasicProperties, name: &str) -> Option<&'a AMQPValue> {
    properties
        .headers()
        .as_ref()?
        .inner()
        .iter()
        .find(|(key, _)| key.as_str() == name)
        .map(|(_, value)| value)
}

fn header_u32(properties: &BasicProperties, name: &str) -> Option<u32> {
    match header(properties, name)? {
        AMQPValue::LongUInt(n) => Some(*n),
        AMQPValue::LongInt(n) => u32::try_from(*n).ok(),
        AMQPValue::LongLongInt(n) => u32::try_from(*n).ok(),
        AMQPValue::ShortUInt(n) => Some(u32::from(*n)),
        AMQPValue::ShortInt(n) => u32::try_from(*n).ok(),
        _ => None,
    }
}

fn header_string(properties: &BasicProperties, name: &str) -> Option<String> {
    match header(properties, name)? {
        AMQPValue::LongString(s) => Some(String::from_utf8_lossy(s.as_bytes()).into_owned()),
        AMQPValue::ShortString(s) => Some(s.as_str().to_owned()),
        _ => None,
    }
}

/// An error's text, cut to a size a header and a log line carry comfortably.
fn error_text(error: &anyhow::Error) -> String {
    let mut text = format!("{error:#}");
    if text.len() > 2_000 {
        let mut cut = 2_000;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
    }
    text
}

/// Consumes the durable queue `{exchange}.{queue}` (bound to `routing_keys` on the exchange) forever,
/// reconnecting while the broker is unreachable. Each message is handled once: its id is recorded
/// in the same transaction as the handler's work, and acknowledged after the commit. A message
/// whose handling fails is republished (with confirms, before the original is acknowledged) to
/// the retry queue of the next wait of [`EventsConfig::retry_delays`]; poison is stored as a dead
/// letter ([`store_dead_letter`]) and logged at error level. Spawn it and abort it on shutdown.
pub async fn run_consumer<H: Handler>(
    pool: PgPool,
    config: EventsConfig,
    queue: &str,
    routing_keys: &[&str],
    handler: H,
) {
    let name = config.queue_name(queue);
    let _pruner = AbortOnDrop(tokio::spawn(prune_processed_forever(
        pool.clone(),
        queue.to_owned(),
        config.processed_retention,
    )));
    let _dead_letters = crate::metrics::watch_consumer(&pool, queue);
    let mut backoff = Backoff::new();
    let mut reported = false;
    let delays = if config.retry_delays.is_empty() {
        default_retry_delays()
    } else {
        config.retry_delays.clone()
    };
    loop {
        let consumer = async {
            let (connection, channel) = connect(&config, queue).await?;
            declare_queue(&channel, &config, queue, routing_keys).await?;
            declare_retry_queues(&channel, &config, queue).await?;
            // On a channel of its own, closed after, so nothing of the gets outlives the move.
            let adopting = connection.create_channel().await?;
            let adopted = adopt_broker_dead_letters(&adopting, &pool, &config, queue).await;
            let _ = adopting.close(200, "moved".into()).await;
            if let Err(e) = adopted {
                tracing::warn!(queue, error = %e, "moving the broker's dead letters failed; trying again at the next start");
            }
            channel
                .confirm_select(ConfirmSelectOptions::default())
                .await?;
            channel.basic_qos(32, BasicQosOptions::default()).await?;
            let consumer = channel
                .basic_consume(
                    name.as_str().into(),
                    format!("{queue}-{}", Uuid::new_v4().simple()).into(),
                    BasicConsumeOptions::default(),
                    FieldTable::default(),
                )
                .await?;
            lapin::Result::Ok((connection, channel, consumer))
        };
        let (connection, channel, mut consumer) = match consumer.await {
            Ok(consuming) => consuming,
            Err(e) => {
                if !reported {
                    tracing::warn!(queue, error = %e, "event broker unreachable; consumer waiting");
                    reported = true;
                }
                backoff.wait().await;
                continue;
            }
        };
        if reported {
            tracing::info!(queue, "event broker reachable again; consuming");
            reported = false;
        }
        backoff.reset();
        while let Some(delivery) = consumer.next().await {
            let Ok(delivery) = delivery else { break };
            let properties = &delivery.properties;
            let failed_before = header_u32(properties, ATTEMPT_HEADER).unwrap_or(0);
            let routing_key = header_string(properties, ROUTING_KEY_HEADER)
                .unwrap_or_else(|| delivery.routing_key.as_str().to_owned());
            let message_id = properties
                .message_id()
                .as_ref()
                .map(|id| id.as_str().to_owned())
                .unwrap_or_default();
            let id = Uuid::parse_str(&message_id).ok();
            let outcome = match id {
                None => Outcome::Dead {
                    attempts: failed_before + 1,
                    reason: REASON_NO_MESSAGE_ID,
                    error: format!("the message has no valid message id ({message_id:?})"),
                },
                Some(id) => {
                    let event = Event {
                        id,
                        routing_key: routing_key.clone(),
                        payload: delivery.data.clone(),
                    };
                    let request_id =
                        header_string(properties, REQUEST_ID_HEADER).unwrap_or_default();
                    let span = consume_span(queue, &routing_key, &message_id, &request_id);
                    crate::telemetry::continue_trace(
                        &span,
                        header_string(properties, TRACEPARENT_HEADER).as_deref(),
                    );
                    let handled = crate::telemetry::with_request_id(
                        request_id,
                        handle_once(&pool, queue, &event, &handler),
                    )
                    .instrument(span)
                    .await;
                    match handled {
                        Ok(()) => Outcome::Done,
                        Err(e) if is_permanent(&e) => Outcome::Dead {
                            attempts: failed_before + 1,
                            reason: REASON_PERMANENT,
                            error: error_text(&e),
                        },
                        Err(e) => match delays.get(failed_before as usize) {
                            Some(delay) => Outcome::Retry {
                                attempt: failed_before + 1,
                                delay: *delay,
                                error: error_text(&e),
                            },
                            None => Outcome::Dead {
                                attempts: failed_before + 1,
                                reason: REASON_EXHAUSTED,
                                error: error_text(&e),
                            },
                        },
                    }
                }
            };
            let outcome = match outcome {
                Outcome::Dead {
                    attempts,
                    reason,
                    error,
                } => {
                    let letter = NewDeadLetter {
                        consumer: queue,
                        message_id: id,
                        routing_key: &routing_key,
                        payload: &delivery.data,
                        attempts,
                        reason,
                        error: &error,
                    };
                    match store_dead_letter(&pool, &letter).await {
                        Ok(row) => {
                            crate::metrics::event_dead_lettered(queue);
                            tracing::error!(
                                queue,
                                message_id,
                                routing_key,
                                dead_letter = row,
                                attempts,
                                reason,
                                error,
                                "event dead-lettered: kept for an admin to inspect and replay"
                            );
                            Outcome::Done
                        }
                        // Not stored (the database is down): it stays in the retry loop at the
                        // schedule's longest wait until it can be kept.
                        Err(e) => Outcome::Retry {
                            attempt: failed_before,
                            delay: delays
                                .iter()
                                .max()
                                .copied()
                                .unwrap_or(Duration::from_secs(60)),
                            error: format!("{error}; and storing the dead letter failed: {e}"),
                        },
                    }
                }
                other => other,
            };
            let settled = match outcome {
                Outcome::Done => delivery.ack(BasicAckOptions::default()).await.is_ok(),
                Outcome::Retry {
                    attempt,
                    delay,
                    error,
                } => {
                    tracing::warn!(
                        queue,
                        message_id,
                        routing_key,
                        attempt,
                        retry_in_ms = delay.as_millis() as u64,
                        error,
                        "event failed; will retry"
                    );
                    crate::metrics::event_retried(queue);
                    let copy = retry_copy(properties, attempt, &routing_key, &error);
                    match publish_confirmed(
                        &channel,
                        "",
                        &config.retry_queue_name(queue, delay),
                        &delivery.data,
                        copy,
                    )
                    .await
                    {
                        Ok(()) => delivery.ack(BasicAckOptions::default()).await.is_ok(),
                        Err(e) => {
                            tracing::warn!(queue, message_id, error = %e, "scheduling a retry failed; reconnecting");
                            false
                        }
                    }
                }
                Outcome::Dead { .. } => unreachable!("dead letters are stored above"),
            };
            if !settled {
                // Unacknowledged messages go back to the queue when the channel closes.
                break;
            }
        }
        // Bounded: a stalled broker would hold the close as it held the confirms.
        let _ = tokio::time::timeout(
            config.confirm_timeout,
            connection.close(0, "reconnecting".into()),
        )
        .await;
        backoff.wait().await;
    }
}

/// The span of handling one delivery: a child of the trace of the work that wrote the event.
fn consume_span(
    queue: &str,
    routing_key: &str,
    message_id: &str,
    request_id: &str,
) -> tracing::Span {
    tracing::info_span!(
        "consume",
        otel.name = %format!("{routing_key} process"),
        otel.kind = "consumer",
        messaging.system = "rabbitmq",
        messaging.consumer.group.name = %queue,
        messaging.message.id = %message_id,
        request_id = %request_id,
        trace_id = tracing::field::Empty,
    )
}

/// The properties of a retried copy: the original's, with the attempt count, the event's
/// routing key and the last error in headers.
fn retry_copy(
    original: &BasicProperties,
    attempt: u32,
    routing_key: &str,
    error: &str,
) -> BasicProperties {
    let mut headers = original.headers().clone().unwrap_or_default();
    headers.insert(ATTEMPT_HEADER.into(), AMQPValue::LongUInt(attempt));
    headers.insert(
        ROUTING_KEY_HEADER.into(),
        AMQPValue::LongString(routing_key.into()),
    );
    headers.insert(ERROR_HEADER.into(), AMQPValue::LongString(error.into()));
    original.clone().with_headers(headers).with_delivery_mode(2)
}

async fn publish_confirmed(
    channel: &Channel,
    exchange: &str,
    routing_key: &str,
    payload: &[u8],
    properties: BasicProperties,
) -> anyhow::Result<()> {
    let confirm = channel
        .basic_publish(
            exchange.into(),
            routing_key.into(),
            BasicPublishOptions::default(),
            payload,
            properties,
        )
        .await?;
    match confirm.await? {
        Confirmation::Ack(_) | Confirmation::NotRequested => Ok(()),
        Confirmation::Nack(_) => anyhow::bail!("the broker refused the message"),
    }
}

/// A message a consumer gives up on.
pub struct NewDeadLetter<'a> {
    pub consumer: &'a str,
    pub message_id: Option<Uuid>,
    pub routing_key: &'a str,
    pub payload: &'a [u8],
    pub attempts: u32,
    pub reason: &'a str,
    pub error: &'a str,
}

/// Keeps a dead letter (once per consumer and message id: a message dead-lettered again updates
/// its row and waits for a replay again). Returns its row id.
pub async fn store_dead_letter(pool: &PgPool, letter: &NewDeadLetter<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO event_dead_letters
             (consumer, message_id, routing_key, payload, attempts, reason, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (consumer, message_id) DO UPDATE SET
             routing_key = EXCLUDED.routing_key, payload = EXCLUDED.payload,
             attempts = EXCLUDED.attempts, reason = EXCLUDED.reason, error = EXCLUDED.error,
             dead_at = now(), replayed_at = NULL, replay_error = NULL
         RETURNING id",
    )
    .bind(letter.consumer)
    .bind(letter.message_id)
    .bind(letter.routing_key)
    .bind(letter.payload)
    .bind(i32::try_from(letter.attempts).unwrap_or(i32::MAX))
    .bind(letter.reason)
    .bind(letter.error)
    .fetch_one(pool)
    .await
}

/// Forgets, every hour, the message ids `consumer` handled longer than `retention` ago.
async fn prune_processed_forever(pool: PgPool, consumer: String, retention: Duration) {
    loop {
        match prune_processed(&pool, &consumer, retention).await {
            Ok(0) => {}
            Ok(rows) => tracing::info!(consumer, rows, "forgot old handled message ids"),
            Err(e) => tracing::warn!(consumer, error = %e, "pruning handled message ids failed"),
        }
        tokio::time::sleep(Duration::from_secs(3600)).await;
    }
}

/// Deletes `consumer`'s `event_processed` rows older than `retention`, a few thousand per
/// statement so no lock is held long; the number deleted.
pub async fn prune_processed(
    pool: &PgPool,
    consumer: &str,
    retention: Duration,
) -> sqlx::Result<u64> {
    let seconds = i64::try_from(retention.as_secs()).unwrap_or(i64::MAX);
    let mut total = 0;
    loop {
        let deleted = sqlx::query(
            "DELETE FROM event_processed WHERE ctid IN (
                 SELECT ctid FROM event_processed
                 WHERE consumer = $1 AND processed_at < now() - make_interval(secs => $2)
                 LIMIT 5000)",
        )
        .bind(consumer)
        .bind(seconds as f64)
        .execute(pool)
        .await?
        .rows_affected();
        total += deleted;
        if deleted < 5000 {
            return Ok(total);
        }
    }
}

/// Runs `handler` for `event` unless this consumer handled it before, recording it in the same
/// transaction.
pub async fn handle_once<H: Handler>(
    pool: &PgPool,
    consumer: &str,
    event: &Event,
    handler: &H,
) -> anyhow::Result<()> {
    handle_first_time(pool, consumer, event, handler)
        .await
        .map(|_| ())
}

/// [`handle_once`], telling whether the handler ran (`false`: it had been handled before).
pub async fn handle_first_time<H: Handler>(
    pool: &PgPool,
    consumer: &str,
    event: &Event,
    handler: &H,
) -> anyhow::Result<bool> {
    let mut tx = pool.begin().await?;
    let first = sqlx::query(
        "INSERT INTO event_processed (consumer, message_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING",
    )
    .bind(consumer)
    .bind(event.id)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    if !first {
        tracing::debug!(consumer, id = %event.id, "event already handled");
        return Ok(false);
    }
    handler.handle(&mut tx, event).await?;
    tx.commit().await?;
    Ok(true)
}
