//! The outbox and the consumer against the real PostgreSQL and RabbitMQ: events arrive, a broker
//! outage delays them and loses none, a redelivered message is handled once, and a message that
//! keeps failing ends in the dead-letter queue.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use shop_common::events::{self, Event, EventsConfig, Handler};
use shop_common::testing::{TcpProxy, TestDatabase, amqp_url, events_config, events_config_at};
use sqlx::{PgConnection, PgPool};

static NO_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate::Migrator::DEFAULT;

/// A payload: the id of a row the handler counts.
#[derive(Clone, PartialEq, prost::Message)]
struct Ping {
    #[prost(string, tag = "1")]
    key: String,
}

/// Counts each ping in a table, in the consumer's transaction; fails `fail_first` times first.
#[derive(Clone)]
struct Counter {
    fail_first: u32,
    calls: Arc<AtomicU32>,
}

impl Handler for Counter {
    async fn handle(&self, tx: &mut PgConnection, event: &Event) -> anyhow::Result<()> {
        let call = self.calls.fetch_add(1, Ordering::SeqCst);
        anyhow::ensure!(call >= self.fail_first, "failing on purpose");
        let ping: Ping = prost::Message::decode(event.payload.as_slice())?;
        sqlx::query(
            "INSERT INTO pings (key, count) VALUES ($1, 1)
                 ON CONFLICT (key) DO UPDATE SET count = pings.count + 1",
        )
        .bind(ping.key)
        .execute(&mut *tx)
        .await?;
        Ok(())
    }
}

struct World {
    pool: PgPool,
    _db: TestDatabase,
}

async fn world() -> World {
    let db = TestDatabase::create().await;
    let pool = shop_common::db::connect_and_migrate(
        &db.url,
        "events_test",
        8,
        &NO_MIGRATIONS,
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    events::install(&pool).await.unwrap();
    // A second install (another replica starting) changes nothing.
    events::install(&pool).await.unwrap();
    sqlx::query("CREATE TABLE pings (key TEXT PRIMARY KEY, count INT NOT NULL)")
        .execute(&pool)
        .await
        .unwrap();
    World { pool, _db: db }
}

async fn publish(pool: &PgPool, key: &str) {
    let mut tx = pool.begin().await.unwrap();
    events::enqueue(
        &mut tx,
        events::ORDER_CANCELLED,
        &Ping {
            key: key.to_owned(),
        },
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
}

fn spawn_consumer(pool: &PgPool, config: &EventsConfig, handler: Counter) -> AbortOnDrop {
    AbortOnDrop(tokio::spawn(events::run_consumer(
        pool.clone(),
        config.clone(),
        "catalog.order-cancelled",
        &[events::ORDER_CANCELLED],
        handler,
    )))
}

fn spawn_relay(pool: &PgPool, config: &EventsConfig) -> AbortOnDrop {
    AbortOnDrop(tokio::spawn(events::run_relay(
        pool.clone(),
        config.clone(),
    )))
}

struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn count(pool: &PgPool, key: &str) -> i32 {
    sqlx::query_scalar("SELECT count FROM pings WHERE key = $1")
        .bind(key)
        .fetch_optional(pool)
        .await
        .unwrap()
        .unwrap_or(0)
}

async fn wait_for_count(pool: &PgPool, key: &str, expected: i32) {
    for _ in 0..300 {
        if count(pool, key).await >= expected {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{key} was not handled {expected} time(s) within 15 s");
}

async fn unpublished(pool: &PgPool) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM event_outbox WHERE published_at IS NULL")
        .fetch_one(pool)
        .await
        .unwrap()
}

fn counter(fail_first: u32) -> Counter {
    Counter {
        fail_first,
        calls: Arc::new(AtomicU32::new(0)),
    }
}

#[tokio::test]
async fn a_committed_event_reaches_its_consumer_and_a_rolled_back_one_never_does() {
    let w = world().await;
    let config = events_config();
    let _consumer = spawn_consumer(&w.pool, &config, counter(0));
    let _relay = spawn_relay(&w.pool, &config);

    let mut tx = w.pool.begin().await.unwrap();
    events::enqueue(
        &mut tx,
        events::ORDER_CANCELLED,
        &Ping {
            key: "rolled-back".into(),
        },
    )
    .await
    .unwrap();
    tx.rollback().await.unwrap();
    publish(&w.pool, "committed").await;

    wait_for_count(&w.pool, "committed", 1).await;
    assert_eq!(count(&w.pool, "rolled-back").await, 0);
    assert_eq!(unpublished(&w.pool).await, 0);
}

#[tokio::test]
async fn events_written_while_the_broker_is_unreachable_arrive_once_it_is_back() {
    let w = world().await;
    let (proxy, proxied_url) = TcpProxy::for_url(&amqp_url()).await;
    let config = events_config_at(&proxied_url);
    let _consumer = spawn_consumer(&w.pool, &config, counter(0));
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "before").await;
    wait_for_count(&w.pool, "before", 1).await;

    proxy.cut();
    for i in 0..20 {
        publish(&w.pool, &format!("during-{i}")).await;
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        count(&w.pool, "during-0").await,
        0,
        "nothing gets through a cut broker"
    );
    assert_eq!(
        unpublished(&w.pool).await,
        20,
        "the events wait in the outbox"
    );

    proxy.restore();
    for i in 0..20 {
        wait_for_count(&w.pool, &format!("during-{i}"), 1).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let total: i64 = sqlx::query_scalar("SELECT sum(count) FROM pings")
        .fetch_one(&w.pool)
        .await
        .unwrap();
    assert_eq!(total, 21, "every event handled exactly once");
    assert_eq!(unpublished(&w.pool).await, 0);
}

#[tokio::test]
async fn a_message_delivered_twice_is_handled_once() {
    let w = world().await;
    let config = events_config();
    let _consumer = spawn_consumer(&w.pool, &config, counter(0));
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "twice").await;
    wait_for_count(&w.pool, "twice", 1).await;

    // As if the relay crashed between the broker's confirm and its commit: it sends it again.
    sqlx::query("UPDATE event_outbox SET published_at = NULL")
        .execute(&w.pool)
        .await
        .unwrap();
    for _ in 0..100 {
        if unpublished(&w.pool).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(unpublished(&w.pool).await, 0, "sent again");
    publish(&w.pool, "after").await;
    wait_for_count(&w.pool, "after", 1).await;
    assert_eq!(count(&w.pool, "twice").await, 1);
}

#[tokio::test]
async fn a_failing_handler_is_retried_then_its_message_is_dead_lettered() {
    let w = world().await;
    let config = events_config();
    // Fails twice, then succeeds: retried, handled once.
    let flaky = counter(2);
    let _consumer = spawn_consumer(&w.pool, &config, flaky.clone());
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "flaky").await;
    wait_for_count(&w.pool, "flaky", 1).await;
    assert_eq!(flaky.calls.load(Ordering::SeqCst), 3);
    drop(_consumer);

    // Always fails: after five attempts it goes to the dead-letter queue and the queue moves on.
    let broken = counter(u32::MAX);
    let _broken_consumer = spawn_consumer(&w.pool, &config, broken.clone());
    publish(&w.pool, "poison").await;
    let connection = lapin::Connection::connect(&config.amqp_url, Default::default())
        .await
        .unwrap();
    let channel = connection.create_channel().await.unwrap();
    let dead = format!("{}.catalog.order-cancelled.dead", config.exchange);
    let mut dead_letters = 0;
    for _ in 0..200 {
        let queue = channel
            .queue_declare(
                dead.as_str().into(),
                lapin::options::QueueDeclareOptions {
                    passive: true,
                    ..Default::default()
                },
                Default::default(),
            )
            .await
            .unwrap();
        dead_letters = queue.message_count();
        if dead_letters > 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(dead_letters, 1);
    assert_eq!(broken.calls.load(Ordering::SeqCst), 5);
    assert_eq!(count(&w.pool, "poison").await, 0);
}
