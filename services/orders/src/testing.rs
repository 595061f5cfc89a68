//! Test support (feature `testing`): a real orders service on a free port over its own fresh
//! database, talking to the catalog at a given URL and publishing to RabbitMQ on an exchange of
//! its own.

use std::net::SocketAddr;
use std::time::Duration;

use shop_common::testing::TestDatabase;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;
use sqlx::PgPool;
use tokio::sync::oneshot;
use tonic::transport::Channel;

use crate::config::{Clock, Config};

/// A configuration for tests: the catalog at `catalog_url`, RabbitMQ at `AMQP_URL` (or the
/// local default) on a fresh exchange `test.{uuid}` with temporary queues, the system clock.
/// Change the fields a test cares about (for example `clock` pinned to a Monday).
pub fn config(catalog_url: &str) -> Config {
    Config {
        catalog_url: catalog_url.to_owned(),
        catalog_timeout: Duration::from_secs(3),
        // Nobody listens there unless a test says otherwise: the sweeper cancels nothing
        // without payments' word.
        payments_url: format!("http://127.0.0.1:{}", shop_common::testing::free_port()),
        payments_timeout: Duration::from_secs(5),
        reservation_orphan_after: Duration::from_secs(300),
        events: shop_common::testing::events_config(),
        unpaid_cancel_after: Duration::from_secs(1_800),
        clock: Clock::System,
    }
}

/// A running orders service. Dropping it stops the server and removes its database.
pub struct TestOrders {
    pub addr: SocketAddr,
    pub pool: PgPool,
    pub config: Config,
    stop: Option<oneshot::Sender<()>>,
    // Dropped last: the server and pool must let go of the database first.
    _db: TestDatabase,
}

impl TestOrders {
    /// Starts the service with [`config`] for the catalog at `catalog_url`.
    pub async fn start(catalog_url: &str) -> Self {
        Self::start_with(config(catalog_url)).await
    }

    pub async fn start_with(config: Config) -> Self {
        let db = TestDatabase::create().await;
        let pool = shop_common::db::connect_and_migrate(
            &db.url,
            "orders",
            8,
            &crate::MIGRATOR,
            Duration::from_secs(5),
        )
        .await
        .expect("migrate the test database");
        // The outbox tables exist before the test looks at them.
        shop_common::events::install(&pool)
            .await
            .expect("create the outbox tables");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server_pool = pool.clone();
        let server_config = config.clone();
        tokio::spawn(async move {
            let shutdown = async {
                let _ = stopped.await;
            };
            if let Err(e) = crate::serve(listener, server_pool, &server_config, shutdown).await {
                panic!("test orders service failed: {e}");
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

    pub async fn client(&self) -> OrderServiceClient<Channel> {
        for _ in 0..100 {
            if let Ok(client) = OrderServiceClient::connect(self.url()).await {
                return client;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("test orders service did not accept connections");
    }
}

impl Drop for TestOrders {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
