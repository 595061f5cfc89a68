//! Test support (feature `testing`): a real orders service on a free port over its own fresh
//! database (the shared harness, [`shop_common::testing::TestService`]), talking to the
//! catalog at a given URL and publishing to RabbitMQ on an exchange of its own.

use std::time::Duration;

use shop_common::testing::TestService;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;

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
        // Mail into the dev mailbox of the test's database; no SMS unless a test points
        // `notify.sms_base_url` at an SMS simulator.
        notify: crate::config::NotifyConfig {
            mail_from: "Samani Furniture <no-reply@samanifurniture.co.ke>".to_owned(),
            public_base_url: "http://shop.test".to_owned(),
            sms_timeout: Duration::from_secs(5),
            ..Default::default()
        },
        clock: Clock::System,
        // Invoices are queued and numbered; nothing is sent unless a test points it at a
        // simulator.
        etims: crate::etims::EtimsConfig::disabled(),
    }
}

shop_common::test_service!(
    Orders,
    schema = "orders",
    publishes_events = true,
    migrator = crate::MIGRATOR,
    serve = crate::serve,
    config = Config,
    client = OrderServiceClient
);

/// A running orders service. Dropping it stops the server and removes its database.
pub type TestOrders = TestService<Orders>;

/// Starts the service with [`config`] for the catalog at `catalog_url`.
pub async fn start(catalog_url: &str) -> TestOrders {
    TestOrders::start(config(catalog_url)).await
}
