//! Events between services over RabbitMQ, through a transactional outbox (ARCHITECTURE.md
//! "Events"): a service writes its event in the same transaction as the change it describes
//! ([`enqueue`]); a relay ([`run_relay`]) publishes committed events with publisher confirms, so
//! a broker outage delays events and loses none. Consumers ([`run_consumer`]) handle each message
//! inside a database transaction that also records its id, so a message delivered twice is
//! handled once.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use lapin::options::{
    BasicAckOptions, BasicConsumeOptions, BasicNackOptions, BasicPublishOptions, BasicQosOptions,
    BasicRejectOptions, ConfirmSelectOptions, ExchangeDeclareOptions, QueueBindOptions,
    QueueDeclareOptions,
};
use lapin::types::{AMQPValue, FieldTable};
use lapin::{
    BasicProperties, Channel, Confirmation, Connection, ConnectionProperties, ExchangeKind,
};
use sqlx::postgres::PgListener;
use sqlx::{PgConnection, PgPool};
use tokio::sync::Notify;
use uuid::Uuid;

pub const ORDER_CREATED: &str = "order.created";
pub const ORDER_STATUS_CHANGED: &str = "order.status_changed";
pub const ORDER_CANCELLED: &str = "order.cancelled";
pub const PAYMENT_SUCCEEDED: &str = "payment.succeeded";
pub const PAYMENT_FAILED: &str = "payment.failed";

/// Payloads are protobuf messages of `proto/shop/events/v1`.
pub const CONTENT_TYPE: &str = "application/x-protobuf";

/// Every consumer queue of the shop and the events it takes. The relay declares them too, so an
/// event published before its consumer first starts waits in the queue instead of being dropped.
pub const QUEUES: &[(&str, &[&str])] = &[
    ("catalog.order-cancelled", &[ORDER_CANCELLED]),
    ("orders.payments", &[PAYMENT_SUCCEEDED, PAYMENT_FAILED]),
];

/// A handler failing this many times in a row sends its message to the dead-letter queue.
const MAX_ATTEMPTS: u32 = 5;
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
}

impl EventsConfig {
    pub fn from_env() -> Self {
        Self {
            amqp_url: crate::config::string("AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2f"),
            exchange: crate::config::string("EVENTS_EXCHANGE", "shop.events"),
            temporary_queues: false,
        }
    }

    /// Queues are named after their exchange, so two shops (a developer's and the end-to-end
    /// tests') can share one broker without taking each other's messages.
    fn queue_name(&self, queue: &str) -> String {
        format!("{}.{queue}", self.exchange)
    }

    fn dead_letter_exchange(&self) -> String {
        format!("{}.dead", self.exchange)
    }
}

/// Creates the outbox and processed-message tables in the pool's schema, if missing. Every
/// service that publishes or consumes calls this at start-up, after its migrations.
pub async fn install(pool: &PgPool) -> anyhow::Result<()> {
    let mut tx = pool.begin().await?;
    // Two replicas starting together would race on the DDL; one waits for the other.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.events'))")
        .execute(&mut *tx)
        .await?;
    for statement in [
        "CREATE TABLE IF NOT EXISTS event_outbox (
            seq          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            id           UUID NOT NULL UNIQUE,
            routing_key  TEXT NOT NULL,
            payload      BYTEA NOT NULL,
            created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
            published_at TIMESTAMPTZ
        )",
        "CREATE INDEX IF NOT EXISTS event_outbox_unpublished ON event_outbox (seq)
            WHERE published_at IS NULL",
        "CREATE TABLE IF NOT EXISTS event_processed (
            consumer     TEXT NOT NULL,
            message_id   UUID NOT NULL,
            processed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
            PRIMARY KEY (consumer, message_id)
        )",
        // NOTIFY is delivered at commit, so the relay wakes exactly when an event is visible.
        "CREATE OR REPLACE FUNCTION event_outbox_notify() RETURNS trigger
         LANGUAGE plpgsql AS $$
         BEGIN
             PERFORM pg_notify('event_outbox', TG_TABLE_SCHEMA);
             RETURN NULL;
         END
         $$",
        "DROP TRIGGER IF EXISTS event_outbox_inserted ON event_outbox",
        "CREATE TRIGGER event_outbox_inserted AFTER INSERT ON event_outbox
            FOR EACH STATEMENT EXECUTE FUNCTION event_outbox_notify()",
    ] {
        sqlx::query(statement).execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Writes an event into the outbox on `conn`, which should be inside the transaction that makes
/// the change the event describes. It is published after that transaction commits.
pub async fn enqueue(
    conn: &mut PgConnection,
    routing_key: &str,
    payload: &impl prost::Message,
) -> sqlx::Result<Uuid> {
    let id = Uuid::new_v4();
    sqlx::query("INSERT INTO event_outbox (id, routing_key, payload) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(routing_key)
        .bind(payload.encode_to_vec())
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
        let _ = connection.close(0, "reconnecting".into()).await;
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
        let mut listener = match PgListener::connect_with(&pool).await {
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
    let rows: Vec<(i64, Uuid, String, Vec<u8>)> = sqlx::query_as(
        "SELECT seq, id, routing_key, payload FROM event_outbox
         WHERE published_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED",
    )
    .bind(BATCH)
    .fetch_all(&mut *tx)
    .await?;
    if rows.is_empty() {
        return Ok(0);
    }
    let mut confirms = Vec::with_capacity(rows.len());
    for (_, id, routing_key, payload) in &rows {
        let properties = BasicProperties::default()
            .with_message_id(id.to_string().into())
            .with_content_type(CONTENT_TYPE.into())
            .with_type(routing_key.as_str().into())
            .with_delivery_mode(2)
            .with_timestamp(unix_now());
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
    let seqs: Vec<i64> = rows.iter().map(|row| row.0).collect();
    sqlx::query("UPDATE event_outbox SET published_at = now() WHERE seq = ANY($1)")
        .bind(&seqs)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(rows.len())
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
}

/// Consumes the durable queue `{exchange}.{queue}` (bound to `routing_keys` on the exchange) forever,
/// reconnecting while the broker is unreachable. Each message is handled once: its id is recorded
/// in the same transaction as the handler's work, and acknowledged after the commit. A message
/// that keeps failing goes to the dead-letter queue `{exchange}.{queue}.dead`. Spawn it and abort it on
/// shutdown.
pub async fn run_consumer<H: Handler>(
    pool: PgPool,
    config: EventsConfig,
    queue: &str,
    routing_keys: &[&str],
    handler: H,
) {
    let name = config.queue_name(queue);
    let mut backoff = Backoff::new();
    let mut reported = false;
    // Failures per message id, to stop retrying a message that can never succeed.
    let mut failures: HashMap<String, u32> = HashMap::new();
    loop {
        let consumer = async {
            let (connection, channel) = connect(&config, queue).await?;
            declare_queue(&channel, &config, queue, routing_keys).await?;
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
        let (connection, _channel, mut consumer) = match consumer.await {
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
            let message_id = delivery
                .properties
                .message_id()
                .as_ref()
                .map(|id| id.as_str().to_owned())
                .unwrap_or_default();
            let Ok(id) = Uuid::parse_str(&message_id) else {
                tracing::error!(
                    queue,
                    message_id,
                    "event without a valid message id; dead-lettered"
                );
                let _ = delivery.reject(BasicRejectOptions { requeue: false }).await;
                continue;
            };
            let event = Event {
                id,
                routing_key: delivery.routing_key.as_str().to_owned(),
                payload: delivery.data.clone(),
            };
            match handle_once(&pool, queue, &event, &handler).await {
                Ok(()) => {
                    failures.remove(&message_id);
                    if delivery.ack(BasicAckOptions::default()).await.is_err() {
                        break;
                    }
                }
                Err(e) => {
                    let count = failures.entry(message_id.clone()).or_insert(0);
                    *count += 1;
                    if *count >= MAX_ATTEMPTS {
                        tracing::error!(queue, %id, error = %e, "event failed {MAX_ATTEMPTS} times; dead-lettered");
                        failures.remove(&message_id);
                        let _ = delivery.reject(BasicRejectOptions { requeue: false }).await;
                    } else {
                        tracing::warn!(queue, %id, error = %e, attempt = *count, "event failed; will retry");
                        tokio::time::sleep(Duration::from_millis(200 * u64::from(*count))).await;
                        let _ = delivery
                            .nack(BasicNackOptions {
                                multiple: false,
                                requeue: true,
                            })
                            .await;
                    }
                }
            }
        }
        let _ = connection.close(0, "reconnecting".into()).await;
        backoff.wait().await;
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
        return Ok(());
    }
    handler.handle(&mut tx, event).await?;
    tx.commit().await?;
    Ok(())
}
