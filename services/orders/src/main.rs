//! Starts the orders service: reads its config, migrates schema `orders`, serves gRPC until
//! SIGTERM.

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "orders",
    schema: "orders",
    addr_var: "ORDERS_GRPC_ADDR",
    default_addr: "127.0.0.1:50053",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = shop_orders::Config::from_env()?;
    let started = service::start(&SPEC, &shop_orders::MIGRATOR).await?;
    shop_orders::serve(
        started.listener,
        started.pool,
        &config,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
