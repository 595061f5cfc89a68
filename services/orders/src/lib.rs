//! The orders service (schema `orders`): totals computed here and never trusted from the client,
//! placement with stock reserved in the catalog, the status lifecycle, cancellation, the admin's
//! list and figures, coupons as data, and the saved cart and wishlist of signed-in users. Every
//! change that others must hear about is published through the transactional outbox.

use shop_common::dead_letters::Consumer;

pub mod books;
pub mod catalog;
pub mod config;
pub mod delivery;
pub mod discount_codes;
pub mod domain;
pub mod error;
pub mod etims;
pub mod events;
pub mod grpc;
pub mod instalments;
pub mod invoice;
pub mod lifecycle;
pub mod notify;
pub mod payment_events;
pub mod payments;
pub mod pdf;
pub mod placing;
pub mod reconcile;
pub mod repo;
pub mod reports;
pub mod reviews;
pub mod seed;
pub mod settings;
pub mod tallies;
#[cfg(feature = "testing")]
pub mod testing;
pub mod unpaid;

pub use config::Config;

/// Migrations of the `orders` schema.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.orders.v1.OrderService";

/// Serves the orders service on `listener` until `shutdown` resolves: the gRPC service, its
/// health, the relay that publishes the outbox, the consumer of payment events (and the admin
/// service of its dead letters), the notifications of customers, and the sweeper that cancels unpaid online orders.
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    config: &Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use shop_proto::orders::v1::order_service_server::OrderServiceServer;

    shop_common::events::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the outbox tables failed: {e}"))?;
    // The audit log of the admin's order changes and settings.
    shop_common::audit::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the audit log failed: {e}"))?;
    // KRA eTIMS: its schema, and the sender of the queued invoices.
    etims::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the eTIMS schema failed: {e:#}"))?;
    if !config.etims.is_enabled() {
        tracing::error!(
            "KRA eTIMS is not configured (ETIMS_BASE_URL): paid orders' invoices are numbered and \
             queued but not sent, so none is a valid tax invoice until it is set"
        );
    }
    let etims_sender = config
        .etims
        .is_enabled()
        .then(|| tokio::spawn(etims::sender::run(pool.clone(), config.etims.clone())));
    let etims_lists = config
        .etims
        .is_enabled()
        .then(|| tokio::spawn(etims::lists::run(pool.clone(), config.etims.clone())));
    let orders = grpc::Orders::new(pool.clone(), config)?;
    tallies::register();
    let payments = tokio::spawn(shop_common::events::run_consumer(
        pool.clone(),
        config.events.clone(),
        payment_events::QUEUE,
        payment_events::ROUTING_KEYS,
        payment_events::PaymentEvents,
    ));
    // Customers told at every step, by email and SMS.
    let notifications = tokio::spawn(shop_common::events::run_consumer(
        pool.clone(),
        config.events.clone(),
        notify::QUEUE,
        notify::ROUTING_KEYS,
        notify::Notifier::from_config(pool.clone(), &config.notify)?,
    ));
    let sweeper = tokio::spawn(unpaid::run(
        pool.clone(),
        payments::Payments::new(&config.payments_url, config.payments_timeout)?,
        config.unpaid_cancel_after,
    ));
    // Lipa Mdogo Mdogo: lapsed plans cancelled, instalments reminded.
    let plans = tokio::spawn(instalments::run(
        pool.clone(),
        payments::Payments::new(&config.payments_url, config.payments_timeout)?,
    ));
    let reconciler = tokio::spawn(reconcile::run(
        pool.clone(),
        catalog::Catalog::new(&config.catalog_url, config.catalog_timeout)?,
        config.reservation_orphan_after,
    ));
    let relay = tokio::spawn(shop_common::events::run_relay(
        pool.clone(),
        config.events.clone(),
    ));
    let result = shop_common::grpc::serve(
        listener,
        SERVICE_NAME,
        tonic::service::Routes::new(OrderServiceServer::new(orders))
            .add_service(shop_common::dead_letters::DeadLetterAdmin::serving(
                pool.clone(),
                vec![
                    Consumer::new(
                        payment_events::QUEUE,
                        std::sync::Arc::new(payment_events::PaymentEvents),
                    ),
                    Consumer::new(
                        notify::QUEUE,
                        std::sync::Arc::new(notify::Notifier::from_config(
                            pool.clone(),
                            &config.notify,
                        )?),
                    ),
                ],
            ))
            .add_service(
                shop_proto::orders::v1::review_service_server::ReviewServiceServer::new(
                    reviews::Reviews::new(pool.clone(), config.clock),
                ),
            )
            .add_service(shop_common::audit::AuditAdmin::server(
                pool.clone(),
                "orders",
            )),
        pool,
        shutdown,
    )
    .await;
    relay.abort();
    if let Some(sender) = etims_sender {
        sender.abort();
    }
    if let Some(lists) = etims_lists {
        lists.abort();
    }
    payments.abort();
    notifications.abort();
    sweeper.abort();
    plans.abort();
    reconciler.abort();
    result
}
