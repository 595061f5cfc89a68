//! Test support (feature `testing`): a real payments service on a free port over its own fresh
//! database, asking orders at a given URL, Daraja (the simulator) at another, and publishing to
//! RabbitMQ on an exchange of its own.

use std::net::SocketAddr;
use std::time::Duration;

use shop_common::testing::TestDatabase;
use shop_proto::payments::v1::payment_service_client::PaymentServiceClient;
use sqlx::PgPool;
use tokio::sync::oneshot;
use tonic::transport::Channel;

use crate::config::{Config, SAFARICOM_CALLBACK_IPS, SANDBOX_PASSKEY};
use crate::daraja::DarajaConfig;
use crate::domain::Method;

/// A configuration for tests: orders at `orders_url`, Daraja at `daraja_base_url` with the
/// simulator's default credentials, a fresh callback secret, the callback URL pointing at the
/// gateway's default address (a test that wants callbacks points it at its own receiver), the
/// production timings, RabbitMQ at `AMQP_URL` on a fresh exchange with temporary queues.
pub fn config(orders_url: &str, daraja_base_url: &str) -> Config {
    let secret = format!("test{}", uuid::Uuid::new_v4().simple());
    Config {
        orders_url: orders_url.to_owned(),
        call_timeout: Duration::from_secs(5),
        daraja: DarajaConfig {
            base_url: daraja_base_url.to_owned(),
            consumer_key: "sim-consumer-key".into(),
            consumer_secret: "sim-consumer-secret".into(),
            shortcode: "174379".to_owned(),
            passkey: SANDBOX_PASSKEY.into(),
            transaction_type: "CustomerPayBillOnline".to_owned(),
            callback_url: format!("http://127.0.0.1:8080/api/payments/daraja/callback/{secret}"),
            timeout: Duration::from_secs(5),
        },
        callback_secret: secret.into(),
        callback_ips: SAFARICOM_CALLBACK_IPS
            .iter()
            .filter_map(|ip| ip.parse().ok())
            .collect(),
        transaction_desc: "Samani order".to_owned(),
        status_query_after: Duration::from_secs(20),
        sweep_after: Duration::from_secs(60),
        provider: "sandbox".to_owned(),
        methods: vec![Method::Mpesa, Method::Card, Method::Paypal],
        events: shop_common::testing::events_config(),
    }
}

/// A running payments service. Dropping it stops the server and removes its database.
pub struct TestPayments {
    pub addr: SocketAddr,
    pub pool: PgPool,
    pub config: Config,
    stop: Option<oneshot::Sender<()>>,
    // Dropped last: the server and pool must let go of the database first.
    _db: TestDatabase,
}

impl TestPayments {
    pub async fn start_with(config: Config) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        Self::start_on(config, listener).await
    }

    /// Serves on `listener` (bound beforehand, so a service started earlier can be told where
    /// payments will be).
    pub async fn start_on(config: Config, listener: tokio::net::TcpListener) -> Self {
        let db = TestDatabase::create().await;
        let pool = shop_common::db::connect_and_migrate(
            &db.url,
            "payments",
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
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server_pool = pool.clone();
        let server_config = config.clone();
        tokio::spawn(async move {
            let shutdown = async {
                let _ = stopped.await;
            };
            if let Err(e) = crate::serve(listener, server_pool, &server_config, shutdown).await {
                panic!("test payments service failed: {e}");
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

    pub async fn client(&self) -> PaymentServiceClient<Channel> {
        for _ in 0..100 {
            if let Ok(client) = PaymentServiceClient::connect(self.url()).await {
                return client;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("test payments service did not accept connections");
    }
}

impl Drop for TestPayments {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
