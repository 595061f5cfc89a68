//! Test helpers: a fresh PostgreSQL database per test and a private Redis server per test, both
//! real. Enabled with the `testing` feature from dev-dependencies only.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test support: a harness that cannot start fails the test that asked for it"
)]

use std::net::TcpListener as StdListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The server-level URL tests create their databases on.
pub fn admin_database_url() -> String {
    crate::config::string(
        "TEST_DATABASE_URL",
        "postgres://shop:shop@127.0.0.1:5432/postgres",
    )
}

/// A database created for one test and dropped (forcibly) when the value is dropped.
pub struct TestDatabase {
    pub url: String,
    name: String,
    admin_url: String,
}

impl TestDatabase {
    pub async fn create() -> Self {
        let admin_url = admin_database_url();
        let name = format!("test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(&admin_url)
            .await
            .expect("tests need PostgreSQL at TEST_DATABASE_URL (scripts/test.sh starts it)");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await
            .expect("create test database");
        let url = replace_database(&admin_url, &name);
        Self {
            url,
            name,
            admin_url,
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        // Not here and now: Drop blocks the test's runtime, whose tasks may be opening a
        // connection at this very moment, and PostgreSQL's DROP DATABASE waits for every
        // backend to acknowledge it, a backend still authenticating such a connection included:
        // everyone's drops then stall until `authentication_timeout` (60 s). A psql of its own
        // drops the database as soon as this process's connections are gone (after it ended,
        // if need be); without psql, a thread does it, waited for a few seconds at most.
        let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        let spawned = std::process::Command::new("psql")
            .args(["-qX", &self.admin_url, "-c", &sql])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
        if spawned.is_ok() {
            return;
        }
        let admin_url = self.admin_url.clone();
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            rt.block_on(async move {
                if let Ok(mut conn) =
                    <sqlx::PgConnection as sqlx::Connection>::connect(&admin_url).await
                {
                    let _ = sqlx::query(sqlx::AssertSqlSafe(sql))
                        .execute(&mut conn)
                        .await;
                }
            });
            let _ = done.send(());
        });
        let _ = finished.recv_timeout(std::time::Duration::from_secs(5));
    }
}

fn replace_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{base}/{database}?{q}"),
        None => format!("{base}/{database}"),
    }
}

/// A private `redis-server` on a free loopback port, killed when dropped. Tests can stop it to
/// prove a service keeps working without its cache.
pub struct TestRedis {
    pub port: u16,
    child: Option<Child>,
}

impl TestRedis {
    pub async fn start() -> Self {
        let port = free_port();
        let mut redis = Self { port, child: None };
        redis.spawn().await;
        redis
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    async fn spawn(&mut self) {
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no", "--protected-mode", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("tests need redis-server on PATH (scripts/test.sh installs it)");
        self.child = Some(child);
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("redis-server did not start on port {}", self.port);
    }

    /// Kills the server; clients see connection errors until [`TestRedis::restart`].
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub async fn restart(&mut self) {
        self.stop();
        self.spawn().await;
    }
}

impl Drop for TestRedis {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The broker tests use: `AMQP_URL`, or the local RabbitMQ that scripts/test.sh starts.
pub fn amqp_url() -> String {
    crate::config::string("AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2f")
}

/// Events on the test broker, isolated from every other test by a unique exchange, with queues
/// that expire once unused.
pub fn events_config() -> crate::events::EventsConfig {
    events_config_at(&amqp_url())
}

/// [`events_config`] with another broker address (a [`TcpProxy`] in front of the broker).
pub fn events_config_at(amqp_url: &str) -> crate::events::EventsConfig {
    crate::events::EventsConfig {
        amqp_url: amqp_url.to_owned(),
        exchange: format!("test.{}", uuid::Uuid::new_v4().simple()),
        temporary_queues: true,
        retry_delays: TEST_RETRY_DELAYS_MS
            .iter()
            .map(|ms| Duration::from_millis(*ms))
            .collect(),
        confirm_timeout: Duration::from_secs(2),
        processed_retention: crate::events::DEFAULT_PROCESSED_RETENTION,
    }
}

/// The retry schedule of test consumers: the production one's shape, seconds instead of hours.
pub const TEST_RETRY_DELAYS_MS: &[u64] = &[100, 200, 400, 800, 1_600, 3_200];

/// Publishes `payload` on the events exchange under `routing_key`, as a publisher that got it
/// wrong might (any payload, any or no message id), with publisher confirms.
pub async fn publish_raw(
    config: &crate::events::EventsConfig,
    routing_key: &str,
    message_id: Option<&str>,
    payload: &[u8],
) {
    use lapin::options::{BasicPublishOptions, ConfirmSelectOptions};
    let connection = lapin::Connection::connect(&config.amqp_url, Default::default())
        .await
        .expect("connect to the test broker");
    let channel = connection.create_channel().await.expect("channel");
    channel
        .confirm_select(ConfirmSelectOptions::default())
        .await
        .expect("confirms");
    let mut properties = lapin::BasicProperties::default().with_delivery_mode(2);
    if let Some(id) = message_id {
        properties = properties.with_message_id(id.into());
    }
    let confirm = channel
        .basic_publish(
            config.exchange.as_str().into(),
            routing_key.into(),
            BasicPublishOptions::default(),
            payload,
            properties,
        )
        .await
        .expect("publish");
    assert!(
        confirm.await.expect("confirm").is_ack(),
        "the broker refused"
    );
    let _ = connection.close(0, "done".into()).await;
}

/// A loopback TCP forwarder that a test can cut and restore, to make a real server unreachable
/// (and reachable again) for the code under test without stopping it for everyone else.
pub struct TcpProxy {
    pub port: u16,
    up: std::sync::Arc<tokio::sync::watch::Sender<bool>>,
    /// Milliseconds each chunk from the server waits before it is passed on (0: none).
    stall_ms: std::sync::Arc<std::sync::atomic::AtomicU64>,
    accept: tokio::task::JoinHandle<()>,
}

impl TcpProxy {
    /// Forwards a free loopback port to `target` (`127.0.0.1:5672`).
    pub async fn start(target: std::net::SocketAddr) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind proxy");
        let port = listener.local_addr().expect("proxy address").port();
        let (up, _) = tokio::sync::watch::channel(true);
        let up = std::sync::Arc::new(up);
        let stall_ms = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
        let accept_up = up.clone();
        let accept_stall = stall_ms.clone();
        let accept = tokio::spawn(async move {
            while let Ok((inbound, _)) = listener.accept().await {
                if !*accept_up.borrow() {
                    drop(inbound);
                    continue;
                }
                let mut down = accept_up.subscribe();
                let stall = accept_stall.clone();
                tokio::spawn(async move {
                    let Ok(outbound) = tokio::net::TcpStream::connect(target).await else {
                        return;
                    };
                    tokio::select! {
                        _ = forward(inbound, outbound, stall) => {}
                        _ = down.wait_for(|up| !*up) => {}
                    }
                });
            }
        });
        Self {
            port,
            up,
            stall_ms,
            accept,
        }
    }

    /// A proxy in front of the host and port of `url` (`amqp://user:pass@host:port/vhost`), and
    /// the same URL pointing at the proxy.
    pub async fn for_url(url: &str) -> (Self, String) {
        let (scheme, rest) = url.split_once("://").expect("a URL with a scheme");
        let (credentials, rest) = match rest.rsplit_once('@') {
            Some((c, r)) => (format!("{c}@"), r),
            None => (String::new(), rest),
        };
        let (host_port, path) = rest.split_once('/').unwrap_or((rest, ""));
        let target = tokio::net::lookup_host(host_port)
            .await
            .expect("resolve the proxied host")
            .next()
            .expect("an address for the proxied host");
        let proxy = Self::start(target).await;
        let proxied = format!("{scheme}://{credentials}127.0.0.1:{}/{path}", proxy.port);
        (proxy, proxied)
    }

    /// Cuts every open connection and refuses new ones.
    pub fn cut(&self) {
        self.up.send_replace(false);
    }

    /// Accepts connections again.
    pub fn restore(&self) {
        self.up.send_replace(true);
    }

    /// Holds every answer from the server for `delay` before passing it on (zero: none), like
    /// a server that is slow to answer.
    pub fn stall(&self, delay: std::time::Duration) {
        self.stall_ms.store(
            u64::try_from(delay.as_millis()).unwrap_or(u64::MAX),
            std::sync::atomic::Ordering::SeqCst,
        );
    }
}

/// Copies both ways; what comes back from the server waits `stall` first.
async fn forward(
    inbound: tokio::net::TcpStream,
    outbound: tokio::net::TcpStream,
    stall: std::sync::Arc<std::sync::atomic::AtomicU64>,
) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (mut client_read, mut client_write) = inbound.into_split();
    let (mut server_read, mut server_write) = outbound.into_split();
    let to_server = tokio::io::copy(&mut client_read, &mut server_write);
    let to_client = async {
        let mut buffer = vec![0u8; 16 * 1024];
        loop {
            let n = server_read.read(&mut buffer).await?;
            if n == 0 {
                return client_write.shutdown().await;
            }
            let ms = stall.load(std::sync::atomic::Ordering::SeqCst);
            if ms > 0 {
                tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
            }
            client_write.write_all(&buffer[..n]).await?;
        }
    };
    tokio::select! {
        _ = to_server => {}
        _ = to_client => {}
    }
}

impl Drop for TcpProxy {
    fn drop(&mut self) {
        self.cut();
        self.accept.abort();
    }
}

/// A service of the shop as the test harness starts it: what it is called, how it migrates,
/// how it serves and what client talks to it. Each service implements it once, in its
/// `testing` module.
pub trait Service: 'static {
    type Config: Clone + Send + Sync + 'static;
    type Client;
    /// The PostgreSQL schema the service owns.
    const SCHEMA: &'static str;
    /// Whether the service publishes events, so the outbox tables must exist before a test
    /// looks at them.
    const PUBLISHES_EVENTS: bool;

    fn migrator() -> &'static sqlx::migrate::Migrator;

    /// Serves on `listener` until `shutdown` resolves (the service's own `serve`).
    fn serve(
        listener: tokio::net::TcpListener,
        pool: sqlx::PgPool,
        config: Self::Config,
        shutdown: tokio::sync::oneshot::Receiver<()>,
    ) -> impl Future<Output = anyhow::Result<()>> + Send + 'static;

    fn client(channel: tonic::transport::Channel) -> Self::Client;
}

/// Implements [`Service`] for a service crate's marker type `$name`: its `$migrator`, its
/// `$serve(listener, pool, &config, shutdown)`, its `$config` and its generated `$client`.
#[macro_export]
macro_rules! test_service {
    ($name:ident, schema = $schema:literal, publishes_events = $events:literal,
     migrator = $migrator:path, serve = $serve:path, config = $config:ty,
     client = $client:ident) => {
        #[doc = concat!("The ", $schema, " service, as the test harness starts it.")]
        pub struct $name;

        impl $crate::testing::Service for $name {
            type Config = $config;
            type Client = $client<tonic::transport::Channel>;
            const SCHEMA: &'static str = $schema;
            const PUBLISHES_EVENTS: bool = $events;

            fn migrator() -> &'static sqlx::migrate::Migrator {
                &$migrator
            }

            async fn serve(
                listener: tokio::net::TcpListener,
                pool: sqlx::PgPool,
                config: $config,
                shutdown: tokio::sync::oneshot::Receiver<()>,
            ) -> anyhow::Result<()> {
                $serve(listener, pool, &config, async {
                    let _ = shutdown.await;
                })
                .await
            }

            fn client(channel: tonic::transport::Channel) -> Self::Client {
                $client::new(channel)
            }
        }
    };
}

/// A real service on a loopback port over its own fresh database. Dropping it stops the server
/// and then removes the database.
pub struct TestService<S: Service> {
    pub addr: std::net::SocketAddr,
    pub pool: sqlx::PgPool,
    pub config: S::Config,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    // Dropped last: the server and pool must let go of the database first.
    _db: TestDatabase,
}

impl<S: Service> TestService<S> {
    /// Starts the service with `config` on a free port.
    pub async fn start(config: S::Config) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        Self::start_on(config, listener).await
    }

    /// Starts the service with `config` on `listener` (a test that must know the port first).
    pub async fn start_on(config: S::Config, listener: tokio::net::TcpListener) -> Self {
        let db = TestDatabase::create().await;
        let pool = crate::db::connect_and_migrate(
            &db.url,
            S::SCHEMA,
            8,
            S::migrator(),
            Duration::from_secs(5),
        )
        .await
        .expect("migrate the test database");
        if S::PUBLISHES_EVENTS {
            crate::events::install(&pool)
                .await
                .expect("create the outbox tables");
        }
        let addr = listener.local_addr().expect("a bound listener");
        let (stop, stopped) = tokio::sync::oneshot::channel();
        let serving = S::serve(listener, pool.clone(), config.clone(), stopped);
        tokio::spawn(async move {
            if let Err(e) = serving.await {
                panic!("test {} service failed: {e}", S::SCHEMA);
            }
        });
        Self {
            addr,
            pool,
            config,
            stop: Some(stop),
            _db: db,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A client, once the server accepts connections.
    pub async fn client(&self) -> S::Client {
        for _ in 0..100 {
            if let Ok(channel) = tonic::transport::Endpoint::from_shared(self.url())
                .expect("a loopback URL")
                .connect()
                .await
            {
                return S::client(channel);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("test {} service did not accept connections", S::SCHEMA);
    }
}

impl<S: Service> Drop for TestService<S> {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// A loopback port that was free a moment ago.
pub fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("bind an ephemeral port")
}

/// The trigger functions of the pool's schema that lack their own `search_path`: each must have
/// one, so that a write from a session with another search_path (an operator's psql) runs it
/// alike (the migrations `*_trigger_search_path.sql`).
pub async fn trigger_functions_without_search_path(pool: &sqlx::PgPool) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT p.proname::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace \
         WHERE n.nspname = current_schema() AND p.prorettype = 'trigger'::regtype \
           AND NOT EXISTS (SELECT 1 FROM unnest(p.proconfig) c WHERE c LIKE 'search_path=%') \
         ORDER BY 1",
    )
    .fetch_all(pool)
    .await
    .expect("read the schema's trigger functions")
}

#[cfg(test)]
mod tests {
    use super::replace_database;

    #[test]
    fn replaces_only_the_database_part_of_the_url() {
        assert_eq!(
            replace_database("postgres://u:p@h:5432/postgres", "t1"),
            "postgres://u:p@h:5432/t1"
        );
        assert_eq!(
            replace_database("postgres://u:p@h/postgres?sslmode=disable", "t1"),
            "postgres://u:p@h/t1?sslmode=disable"
        );
    }
}
