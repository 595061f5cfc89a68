//! The payments service (schema `payments`): M-Pesa Express over Safaricom Daraja (STK push,
//! callbacks checked and confirmed by STK query, a sweeper for callbacks that never come), card
//! and PayPal through a provider interface with a sandbox provider, every attempt kept with its
//! history. Results reach orders as `payment.succeeded` / `payment.failed` through the outbox.

pub mod c2b;
pub mod charges;
pub mod closing;
pub mod config;
pub mod daraja;
pub mod domain;
pub mod error;
pub mod events;
pub mod gauges;
pub mod grpc;
pub mod instalments;
pub mod kept;
pub mod mpesa;
pub mod orders;
pub mod provider;
pub mod refunds;
pub mod repo;
pub mod settle;
pub mod state;
pub mod sweeper;
#[cfg(feature = "testing")]
pub mod testing;

pub use config::Config;

/// Migrations of the `payments` schema.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.payments.v1.PaymentService";

/// Serves the payments service on `listener` until `shutdown` resolves: the gRPC service, its
/// health, the relay that publishes the outbox, the sweeper that settles prompts whose
/// callback never came, and the sampler of its gauges.
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    config: &Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use shop_proto::payments::v1::payment_service_server::PaymentServiceServer;

    shop_common::tls::install_provider();
    config.check()?;
    for warning in config.warnings() {
        tracing::warn!("{warning}");
    }
    shop_common::events::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the outbox tables failed: {e}"))?;
    // The audit log of the admins' refunds (the activity log reads it).
    shop_common::audit::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the audit log failed: {e}"))?;
    let state = state::State::new(pool.clone(), config)?;
    let relay = tokio::spawn(shop_common::events::run_relay(
        pool.clone(),
        config.events.clone(),
    ));
    let sweeper = tokio::spawn(sweeper::run(state.clone()));
    let refunds_worker = tokio::spawn(refunds::run(state.clone()));
    let cancelled_orders = tokio::spawn(shop_common::events::run_consumer(
        pool.clone(),
        config.events.clone(),
        refunds::QUEUE,
        refunds::ROUTING_KEYS,
        refunds::CancelledOrders {
            state: state.clone(),
        },
    ));
    let c2b_registration = (config.c2b.register && config.paybill().is_some())
        .then(|| tokio::spawn(c2b::register(state.clone())));
    let _gauges = gauges::watch(&pool);
    let result = shop_common::grpc::serve(
        listener,
        SERVICE_NAME,
        tonic::service::Routes::new(PaymentServiceServer::new(grpc::Payments::new(state)))
            .add_service(shop_common::audit::AuditAdmin::server(
                pool.clone(),
                "payments",
            )),
        pool,
        shutdown,
    )
    .await;
    relay.abort();
    sweeper.abort();
    refunds_worker.abort();
    cancelled_orders.abort();
    if let Some(registration) = c2b_registration {
        registration.abort();
    }
    result
}
