//! Starts the payments service: reads its config, migrates schema `payments`, serves gRPC until
//! SIGTERM.

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "payments",
    schema: "payments",
    addr_var: "PAYMENTS_GRPC_ADDR",
    default_addr: "127.0.0.1:50054",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    if std::env::args().nth(1).as_deref() == Some("migrate") {
        return service::migrate(&SPEC, &shop_payments::MIGRATOR).await;
    }
    let config = shop_payments::Config::from_env()?;
    let started = service::start(&SPEC, &shop_payments::MIGRATOR).await?;
    shop_payments::serve(
        started.listener,
        started.pool,
        &config,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
