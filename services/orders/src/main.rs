//! The orders service. Its features arrive in later issues; for now it owns its schema
//! (`orders`), migrates it, and answers the standard gRPC health check.

use shop_common::service::{self, ServiceSpec};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

const SPEC: ServiceSpec = ServiceSpec {
    name: "orders",
    schema: "orders",
    addr_var: "ORDERS_GRPC_ADDR",
    default_addr: "127.0.0.1:50053",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let started = service::start(&SPEC, &MIGRATOR).await?;
    shop_common::grpc::serve(
        started.listener,
        "shop.orders.v1.OrderService",
        tonic::service::Routes::default(),
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
