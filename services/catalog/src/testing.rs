//! Test support (feature `testing`): a real catalog service on a free port, over its own fresh
//! database, its own Redis server and its own RabbitMQ exchange, plus a quick way to write
//! products.

use std::net::SocketAddr;
use std::time::Duration;

use shop_common::events::EventsConfig;
use shop_common::testing::{TestDatabase, TestRedis};
use shop_proto::catalog::v1::catalog_service_client::CatalogServiceClient;
use sqlx::PgPool;
use tokio::sync::oneshot;
use tonic::transport::Channel;

use crate::config::Config;
use crate::seed::{self, SeedProduct};

/// A running catalog service. Dropping it stops the server and removes its database.
pub struct TestCatalog {
    pub addr: SocketAddr,
    pub pool: PgPool,
    pub redis: TestRedis,
    stop: Option<oneshot::Sender<()>>,
    // Dropped last: the server and pool must let go of the database first.
    _db: TestDatabase,
}

impl TestCatalog {
    /// A catalog consuming events from an exchange of its own, on the test broker
    /// ([`shop_common::testing::events_config`]).
    pub async fn start() -> Self {
        Self::start_with_events(shop_common::testing::events_config()).await
    }

    /// A catalog consuming events as `events` says: a test that publishes `order.cancelled`
    /// passes the exchange it publishes to.
    pub async fn start_with_events(events: EventsConfig) -> Self {
        let db = TestDatabase::create().await;
        let redis = TestRedis::start().await;
        let pool = shop_common::db::connect_and_migrate(
            &db.url,
            "catalog",
            8,
            &crate::MIGRATOR,
            Duration::from_secs(5),
        )
        .await
        .expect("migrate the test database");
        let config = Config {
            redis_url: redis.url(),
            cache_prefix: "test".to_owned(),
            category_ttl: Duration::from_secs(900),
            listing_ttl: Duration::from_secs(300),
            media_dir: std::env::temp_dir(),
            events,
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server_pool = pool.clone();
        tokio::spawn(async move {
            let shutdown = async {
                let _ = stopped.await;
            };
            if let Err(e) = crate::serve(listener, server_pool, &config, shutdown).await {
                panic!("test catalog failed: {e}");
            }
        });
        Self {
            addr,
            pool,
            redis,
            stop: Some(stop),
            _db: db,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub async fn client(&self) -> CatalogServiceClient<Channel> {
        for _ in 0..100 {
            if let Ok(client) = CatalogServiceClient::connect(self.url()).await {
                return client;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("test catalog did not accept connections");
    }

    /// Inserts `products` and returns their ids, in order (the loader keeps insert order).
    pub async fn insert(&self, products: Vec<SeedProduct>) -> Vec<i64> {
        let count = i64::try_from(products.len()).expect("a test-sized batch");
        seed::load(&self.pool, products)
            .await
            .expect("insert products");
        let mut ids: Vec<i64> =
            sqlx::query_scalar("SELECT id FROM products ORDER BY id DESC LIMIT $1")
                .bind(count)
                .fetch_all(&self.pool)
                .await
                .expect("inserted products");
        ids.reverse();
        ids
    }
}

impl Drop for TestCatalog {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// A plain product in `subcategory_slug` costing `price_ksh`, added `minutes_ago`. Tests adjust
/// the fields they care about.
pub fn product(
    name: &str,
    subcategory_slug: &str,
    price_ksh: i64,
    minutes_ago: i64,
) -> SeedProduct {
    let (category_slug, _, _) = crate::domain::taxonomy::names_of_subcategory(subcategory_slug)
        .unwrap_or_else(|| panic!("unknown subcategory {subcategory_slug}"));
    SeedProduct {
        name: name.to_owned(),
        description: format!("{name}, made in Nairobi."),
        price_cents: price_ksh * 100,
        original_price_cents: None,
        category_slug: category_slug.to_owned(),
        subcategory_slug: subcategory_slug.to_owned(),
        material: "Oak".to_owned(),
        color: "Brown".to_owned(),
        dimensions: "100 x 50 x 80 cm".to_owned(),
        weight_tenths_kg: 250,
        brand: "Test Brand".to_owned(),
        assembly_required: false,
        stock: 10,
        rating_tenths: 40,
        reviews: 3,
        featured: false,
        badge: String::new(),
        free_delivery: false,
        express_delivery: false,
        tags: vec![],
        images: vec!["/media/demo/test.svg".to_owned()],
        created_minutes_ago: minutes_ago,
    }
}
