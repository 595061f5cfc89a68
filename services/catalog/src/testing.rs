//! Test support (feature `testing`): a real catalog service on a free port, over its own fresh
//! database, its own Redis server and its own RabbitMQ exchange, plus a quick way to write
//! products.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test support: a harness that cannot start fails the test that asked for it"
)]

use std::time::Duration;

use shop_common::events::EventsConfig;
use shop_common::testing::{TestRedis, TestService};
use shop_proto::catalog::v1::catalog_service_client::CatalogServiceClient;

use crate::config::Config;
use crate::seed::{self, SeedProduct};

shop_common::test_service!(
    Catalog,
    schema = "catalog",
    publishes_events = false,
    migrator = crate::MIGRATOR,
    serve = crate::serve,
    config = Config,
    client = CatalogServiceClient
);

/// A running catalog service (the harness's [`TestService`]) with its own Redis server.
/// Dropping it stops the server and removes its database.
pub struct TestCatalog {
    service: TestService<Catalog>,
    pub redis: TestRedis,
}

impl std::ops::Deref for TestCatalog {
    type Target = TestService<Catalog>;

    fn deref(&self) -> &Self::Target {
        &self.service
    }
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
        let redis = TestRedis::start().await;
        let config = Config {
            redis_url: redis.url(),
            cache_prefix: "test".to_owned(),
            category_ttl: Duration::from_secs(900),
            listing_ttl: Duration::from_secs(300),
            media_dir: std::env::temp_dir(),
            events,
        };
        Self {
            service: TestService::start(config).await,
            redis,
        }
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
        image_alts: vec![format!("{name}, front view")],
        created_minutes_ago: minutes_ago,
    }
}
