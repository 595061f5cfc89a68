//! The outbox and the consumer against the real PostgreSQL and RabbitMQ: events arrive, a broker
//! outage delays them and loses none, a redelivered message is handled once, a failing handler
//! is retried with growing waits (through a database cut, across a consumer restart), and only
//! poison or a message failing through the whole schedule becomes a dead letter, which an admin
//! lists, inspects and replays exactly once.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shop_common::dead_letters;
use shop_common::events::{self, Event, EventsConfig, Handler, OrPermanent};
use shop_common::testing::{
    TcpProxy, TestDatabase, amqp_url, events_config, events_config_at, publish_raw,
};
use sqlx::{PgConnection, PgPool};

static NO_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate::Migrator::DEFAULT;

/// A payload: the id of a row the handler counts.
#[derive(Clone, PartialEq, prost::Message)]
struct Ping {
    #[prost(string, tag = "1")]
    key: String,
}

/// Counts each ping in a table, in the consumer's transaction; fails `fail_first` times first,
/// and while `broken` is set (with an error marked permanent when `permanent` is set).
#[derive(Clone)]
struct Counter {
    fail_first: u32,
    calls: Arc<AtomicU32>,
    broken: Arc<AtomicBool>,
    permanent: bool,
    /// When each call happened.
    times: Arc<Mutex<Vec<Instant>>>,
}

impl Handler for Counter {
    async fn handle(&self, tx: &mut PgConnection, event: &Event) -> anyhow::Result<()> {
        self.times.lock().unwrap().push(Instant::now());
        let call = self.calls.fetch_add(1, Ordering::SeqCst);
        anyhow::ensure!(call >= self.fail_first, "failing on purpose");
        if self.broken.load(Ordering::SeqCst) {
            let failure: Result<(), &str> = Err("the handler is broken");
            if self.permanent {
                failure.permanent()?;
            }
            anyhow::bail!("the handler is broken, for now");
        }
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
    db_url: String,
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
    World {
        pool,
        db_url: db.url.clone(),
        _db: db,
    }
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
        broken: Arc::new(AtomicBool::new(false)),
        permanent: false,
        times: Arc::new(Mutex::new(Vec::new())),
    }
}

/// A handler failing until `broken` is cleared; with errors marked permanent if `permanent`.
fn broken(permanent: bool) -> Counter {
    let handler = counter(0);
    handler.broken.store(true, Ordering::SeqCst);
    Counter {
        permanent,
        ..handler
    }
}

const QUEUE: &str = "catalog.order-cancelled";

async fn dead_letters(pool: &PgPool) -> Vec<dead_letters::DeadLetter> {
    dead_letters::list(pool, QUEUE, true, 100).await.unwrap()
}

async fn wait_for_dead_letters(pool: &PgPool, expected: usize) -> Vec<dead_letters::DeadLetter> {
    for _ in 0..300 {
        let letters = dead_letters(pool).await;
        if letters.len() >= expected {
            return letters;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no {expected} dead letter(s) within 15 s");
}

/// A schema from before the outbox and the audit log had migrations (their tables were created
/// at every start) is adopted as it is: its rows stay, and the history says version 1 is applied.
#[tokio::test]
async fn the_outbox_and_audit_migrations_adopt_tables_made_before_them() {
    let db = TestDatabase::create().await;
    let pool = shop_common::db::connect_and_migrate(
        &db.url,
        "before",
        4,
        &NO_MIGRATIONS,
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    sqlx::raw_sql(
        "CREATE TABLE event_outbox (
             seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, id UUID NOT NULL UNIQUE,
             routing_key TEXT NOT NULL, payload BYTEA NOT NULL,
             created_at TIMESTAMPTZ NOT NULL DEFAULT now(), published_at TIMESTAMPTZ);
         INSERT INTO event_outbox (id, routing_key, payload)
             VALUES (gen_random_uuid(), 'order.created', '\\x01');
         CREATE TABLE audit_log (
             id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
             at TIMESTAMPTZ NOT NULL DEFAULT now(), actor_id TEXT NOT NULL, kind TEXT NOT NULL,
             target TEXT NOT NULL, summary TEXT NOT NULL, before JSONB, after JSONB);
         INSERT INTO audit_log (actor_id, kind, target, summary)
             VALUES ('1', 'settings.update', 'settings', 'VAT 16%');",
    )
    .execute(&pool)
    .await
    .unwrap();
    // Two replicas starting together.
    let (a, b) = tokio::join!(events::install(&pool), events::install(&pool));
    a.unwrap();
    b.unwrap();
    shop_common::audit::install(&pool).await.unwrap();
    let count = async |sql: &'static str| -> i64 {
        sqlx::query_scalar(sql).fetch_one(&pool).await.unwrap()
    };
    assert_eq!(count("SELECT count(*) FROM event_outbox").await, 1);
    assert_eq!(count("SELECT count(*) FROM audit_log").await, 1);
    // Every events migration applied (the second adds the trace context columns), the adopted
    // row kept with them empty.
    assert_eq!(
        count("SELECT max(version) FROM _events_migrations WHERE success").await,
        2
    );
    assert_eq!(
        count("SELECT count(*) FROM event_outbox WHERE traceparent IS NULL").await,
        1
    );
    assert_eq!(
        count("SELECT max(version) FROM _audit_migrations WHERE success").await,
        1
    );
    // What the migration added to the old table: the relay's index and its wake-up trigger.
    assert_eq!(
        count(
            "SELECT count(*) FROM pg_indexes \
             WHERE schemaname = 'before' AND indexname = 'event_outbox_unpublished'"
        )
        .await,
        1
    );
    assert_eq!(
        count(
            "SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid \
             JOIN pg_namespace n ON n.oid = c.relnamespace \
             WHERE n.nspname = 'before' AND t.tgname = 'event_outbox_inserted'"
        )
        .await,
        1
    );
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
async fn a_failing_handler_is_retried_with_growing_waits_and_handled_once() {
    let w = world().await;
    let config = events_config();
    // Fails four times, then succeeds: retried after each wait of the schedule, handled once.
    let flaky = counter(4);
    let _consumer = spawn_consumer(&w.pool, &config, flaky.clone());
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "flaky").await;
    wait_for_count(&w.pool, "flaky", 1).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(flaky.calls.load(Ordering::SeqCst), 5);
    assert_eq!(count(&w.pool, "flaky").await, 1);
    let times = flaky.times.lock().unwrap().clone();
    let waits: Vec<Duration> = times.windows(2).map(|t| t[1] - t[0]).collect();
    // Each wait is at least its step of the schedule, which doubles (0.1 s, 0.2 s, 0.4 s, 0.8 s).
    for (wait, scheduled) in waits.iter().zip(&config.retry_delays) {
        // The broker expires messages at about the TTL, never early by more than a tick.
        assert!(
            *wait + Duration::from_millis(20) >= *scheduled,
            "waited {wait:?}, scheduled {scheduled:?} (all: {waits:?})"
        );
    }
    assert_eq!(waits.len(), 4, "{waits:?}");
    assert!(
        dead_letters(&w.pool).await.is_empty(),
        "nothing given up on"
    );
}

#[tokio::test]
async fn a_message_failing_through_the_whole_schedule_becomes_a_dead_letter() {
    let w = world().await;
    let mut config = events_config();
    config.retry_delays = vec![Duration::from_millis(50), Duration::from_millis(100)];
    let failing = broken(false);
    let _consumer = spawn_consumer(&w.pool, &config, failing.clone());
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "hopeless").await;
    let letters = wait_for_dead_letters(&w.pool, 1).await;
    assert_eq!(
        failing.calls.load(Ordering::SeqCst),
        3,
        "the first try and two retries"
    );
    assert_eq!(letters[0].reason, events::REASON_EXHAUSTED);
    assert_eq!(letters[0].attempts, 3);
    assert!(letters[0].error.contains("broken"), "{}", letters[0].error);
    assert_eq!(letters[0].routing_key, events::ORDER_CANCELLED);

    // The queue moves on: the next message is handled once the cause is gone.
    failing.broken.store(false, Ordering::SeqCst);
    publish(&w.pool, "next").await;
    wait_for_count(&w.pool, "next", 1).await;
    assert_eq!(count(&w.pool, "hopeless").await, 0);
}

/// A pool on the world's database through `proxy`, failing fast while the proxy is cut. Lazy:
/// its first connection is made by the consumer, which retries, not within the 300 ms it has to
/// fail in (a SCRAM handshake alone took longer with the machine busy).
fn pool_through(proxy_url: &str) -> PgPool {
    let options: sqlx::postgres::PgConnectOptions = proxy_url.parse().unwrap();
    sqlx::postgres::PgPoolOptions::new()
        .max_connections(4)
        .acquire_timeout(Duration::from_millis(300))
        .connect_lazy_with(options.options([("search_path", "events_test")]))
}

#[tokio::test]
async fn a_database_cut_longer_than_the_old_five_tries_is_waited_out_and_the_event_handled_once() {
    let w = world().await;
    let (proxy, proxied) = TcpProxy::for_url(&w.db_url).await;
    let consumer_pool = pool_through(&proxied);
    let config = events_config();
    let handler = counter(0);
    let _consumer = spawn_consumer(&consumer_pool, &config, handler.clone());
    let _relay = spawn_relay(&w.pool, &config);

    proxy.cut();
    let cut_at = Instant::now();
    publish(&w.pool, "during-cut").await;
    // The old consumer gave up after five tries within about two seconds; this cut is longer
    // than two of those windows.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(count(&w.pool, "during-cut").await, 0);
    proxy.restore();
    wait_for_count(&w.pool, "during-cut", 1).await;
    let handled_after = cut_at.elapsed();
    assert!(handled_after >= Duration::from_secs(5));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(count(&w.pool, "during-cut").await, 1, "handled once");
    assert!(
        dead_letters(&w.pool).await.is_empty(),
        "nothing given up on"
    );
}

#[tokio::test]
async fn a_retrying_message_survives_a_consumer_restart() {
    let w = world().await;
    let config = events_config();
    let failing = broken(false);
    let first = spawn_consumer(&w.pool, &config, failing.clone());
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "restarted").await;
    for _ in 0..100 {
        if failing.calls.load(Ordering::SeqCst) >= 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(failing.calls.load(Ordering::SeqCst) >= 3, "retried");
    // The consumer stops mid-schedule (its copy waits in a retry queue on the broker) and a new
    // one, with the cause fixed, takes over.
    drop(first);
    let fixed = counter(0);
    let _second = spawn_consumer(&w.pool, &config, fixed.clone());
    wait_for_count(&w.pool, "restarted", 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(count(&w.pool, "restarted").await, 1);
    assert_eq!(fixed.calls.load(Ordering::SeqCst), 1);
    assert!(dead_letters(&w.pool).await.is_empty());
}

#[tokio::test]
async fn poison_is_dead_lettered_at_once_then_listed_inspected_and_replayed_exactly_once() {
    let w = world().await;
    let config = events_config();
    let poisoned = broken(true);
    let _consumer = spawn_consumer(&w.pool, &config, poisoned.clone());
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "poison").await;
    let letters = wait_for_dead_letters(&w.pool, 1).await;
    assert_eq!(
        poisoned.calls.load(Ordering::SeqCst),
        1,
        "no retry for a permanent error"
    );
    let letter = &letters[0];
    assert_eq!(letter.reason, events::REASON_PERMANENT);
    assert_eq!(letter.attempts, 1);
    assert!(letter.replayed_at.is_none());

    // A message without an id is poison too: kept, but it can never be replayed safely.
    publish_raw(&config, events::ORDER_CANCELLED, None, b"no id").await;
    let letters = wait_for_dead_letters(&w.pool, 2).await;
    let no_id = letters
        .iter()
        .find(|l| l.message_id.is_none())
        .expect("the message without an id");
    assert_eq!(no_id.reason, events::REASON_NO_MESSAGE_ID);
    assert_eq!(no_id.payload, b"no id");

    // Counted (what the gateway's /metrics shows), listed, inspected.
    assert_eq!(
        dead_letters::counts(&w.pool).await.unwrap(),
        vec![(QUEUE.to_owned(), 2, 2)]
    );
    let shown = dead_letters::get(&w.pool, QUEUE, letter.id)
        .await
        .unwrap()
        .unwrap();
    let ping: Ping = prost::Message::decode(shown.payload.as_slice()).unwrap();
    assert_eq!(ping.key, "poison");
    assert!(shown.error.contains("broken"), "{}", shown.error);
    dead_letters::command(&w.pool, QUEUE, &poisoned, &["list"])
        .await
        .unwrap();
    dead_letters::command(&w.pool, QUEUE, &poisoned, &["show", &letter.id.to_string()])
        .await
        .unwrap();

    // Replayed before the fix: it fails again and keeps the error.
    let failed = dead_letters::replay(&w.pool, QUEUE, &poisoned, letter.id).await;
    assert!(matches!(
        failed,
        Err(dead_letters::ReplayError::Failed { .. })
    ));
    assert_eq!(count(&w.pool, "poison").await, 0);
    assert!(matches!(
        dead_letters::replay(&w.pool, QUEUE, &poisoned, no_id.id).await,
        Err(dead_letters::ReplayError::NoMessageId(_))
    ));

    // After the fix, the command replays it: handled once; a second replay changes nothing.
    poisoned.broken.store(false, Ordering::SeqCst);
    dead_letters::command(
        &w.pool,
        QUEUE,
        &poisoned,
        &["replay", &letter.id.to_string()],
    )
    .await
    .unwrap();
    assert_eq!(count(&w.pool, "poison").await, 1);
    let again = dead_letters::replay(&w.pool, QUEUE, &poisoned, letter.id)
        .await
        .unwrap();
    assert!(again.already_handled);
    assert!(again.letter.replayed_at.is_some());
    assert_eq!(count(&w.pool, "poison").await, 1, "never twice");
    assert_eq!(
        dead_letters::counts(&w.pool).await.unwrap(),
        vec![(QUEUE.to_owned(), 1, 2)],
        "one still waiting (the one without an id)"
    );
    assert!(matches!(
        dead_letters::replay(&w.pool, QUEUE, &poisoned, 999_999).await,
        Err(dead_letters::ReplayError::NotFound(_))
    ));
}

#[tokio::test]
async fn what_an_older_consumer_left_in_the_broker_dead_letter_queue_is_moved_and_replayable() {
    use lapin::options::{BasicPublishOptions, ConfirmSelectOptions, QueueDeclareOptions};
    use lapin::types::{AMQPValue, FieldTable};

    let w = world().await;
    let config = events_config();
    // As the old consumer left it: rejected into `{exchange}.{queue}.dead`.
    let connection = lapin::Connection::connect(&config.amqp_url, Default::default())
        .await
        .unwrap();
    let channel = connection.create_channel().await.unwrap();
    channel
        .confirm_select(ConfirmSelectOptions::default())
        .await
        .unwrap();
    let dead = format!("{}.{QUEUE}.dead", config.exchange);
    let mut arguments = FieldTable::default();
    arguments.insert("x-expires".into(), AMQPValue::LongInt(600_000));
    channel
        .queue_declare(
            dead.as_str().into(),
            QueueDeclareOptions::durable(),
            arguments,
        )
        .await
        .unwrap();
    let message_id = uuid::Uuid::new_v4();
    let payload = prost::Message::encode_to_vec(&Ping {
        key: "left-behind".into(),
    });
    let confirm = channel
        .basic_publish(
            "".into(),
            dead.as_str().into(),
            BasicPublishOptions::default(),
            &payload,
            lapin::BasicProperties::default()
                .with_message_id(message_id.to_string().into())
                .with_type(events::ORDER_CANCELLED.into())
                .with_delivery_mode(2),
        )
        .await
        .unwrap();
    assert!(confirm.await.unwrap().is_ack());

    let handler = counter(0);
    let _consumer = spawn_consumer(&w.pool, &config, handler.clone());
    let letters = wait_for_dead_letters(&w.pool, 1).await;
    assert_eq!(letters[0].reason, events::REASON_BROKER);
    assert_eq!(letters[0].message_id, Some(message_id));
    assert_eq!(letters[0].routing_key, events::ORDER_CANCELLED);
    let queue = channel
        .queue_declare(
            dead.as_str().into(),
            QueueDeclareOptions {
                passive: true,
                ..Default::default()
            },
            Default::default(),
        )
        .await
        .unwrap();
    assert_eq!(queue.message_count(), 0, "moved, not copied");
    dead_letters::replay(&w.pool, QUEUE, &handler, letters[0].id)
        .await
        .unwrap();
    assert_eq!(count(&w.pool, "left-behind").await, 1);
}

#[test]
fn the_default_schedule_spans_more_than_an_hour_and_a_bad_one_is_refused() {
    let total: Duration = events::default_retry_delays().iter().sum();
    assert!(total > Duration::from_secs(3600), "{total:?}");
    assert_eq!(
        events::parse_retry_delays("100, 200,400").unwrap(),
        vec![
            Duration::from_millis(100),
            Duration::from_millis(200),
            Duration::from_millis(400)
        ]
    );
    for bad in ["", "0", "1,x", "-5", "1,,2"] {
        assert!(events::parse_retry_delays(bad).is_err(), "{bad:?}");
    }
}

/// A broker that takes the publishes but never confirms them does not keep the outbox rows
/// locked (a second relay, or this one after reconnecting, can take them): after the confirm
/// timeout the batch is rolled back, and the event arrives once when the broker answers again.
#[tokio::test]
async fn a_broker_that_never_confirms_does_not_keep_the_outbox_locked() {
    let w = world().await;
    let (proxy, proxied_url) = TcpProxy::for_url(&amqp_url()).await;
    let config = events_config_at(&proxied_url);
    let _consumer = spawn_consumer(&w.pool, &config, counter(0));
    let _relay = spawn_relay(&w.pool, &config);
    publish(&w.pool, "before").await;
    wait_for_count(&w.pool, "before", 1).await;

    // Every answer of the broker (confirms included) now takes a minute.
    proxy.stall(Duration::from_secs(60));
    publish(&w.pool, "stalled").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    // Within the confirm timeout (2 s in tests) and a margin, the row is free again.
    let mut freed = false;
    for _ in 0..40 {
        let mut tx = w.pool.begin().await.unwrap();
        let locked = sqlx::query(
            "SELECT seq FROM event_outbox WHERE published_at IS NULL FOR UPDATE NOWAIT",
        )
        .fetch_all(&mut *tx)
        .await;
        tx.rollback().await.unwrap();
        if locked.is_ok() {
            freed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(freed, "the relay kept the unconfirmed batch locked");
    assert_eq!(unpublished(&w.pool).await, 1, "the batch was rolled back");

    // The broker answers again: connections stuck behind the stall are cut, new ones flow.
    proxy.stall(Duration::ZERO);
    proxy.cut();
    tokio::time::sleep(Duration::from_millis(300)).await;
    proxy.restore();
    wait_for_count(&w.pool, "stalled", 1).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(count(&w.pool, "stalled").await, 1, "handled once");
}

/// `event_processed` forgets handled message ids after the retention, and only those of the
/// consumer being pruned.
#[tokio::test]
async fn handled_message_ids_are_forgotten_after_the_retention() {
    let w = world().await;
    sqlx::query(
        "INSERT INTO event_processed (consumer, message_id, processed_at)
         SELECT c, gen_random_uuid(), now() - make_interval(days => d)
         FROM unnest(ARRAY['a', 'a', 'a', 'b']) c, unnest(ARRAY[40, 31, 2]) d",
    )
    .execute(&w.pool)
    .await
    .unwrap();
    let retention = Duration::from_secs(30 * 86_400);
    let deleted = events::prune_processed(&w.pool, "a", retention)
        .await
        .unwrap();
    assert_eq!(deleted, 6, "a's rows of 40 and 31 days");
    let left: Vec<(String, i64)> = sqlx::query_as(
        "SELECT consumer, count(*) FROM event_processed GROUP BY consumer ORDER BY consumer",
    )
    .fetch_all(&w.pool)
    .await
    .unwrap();
    assert_eq!(left, [("a".to_owned(), 3), ("b".to_owned(), 3)]);
}
