//! The payments service. Its features arrive in later issues; for now it owns its schema
//! (`payments`), migrates it, and answers the standard gRPC health check.

use shop_common::service::{self, ServiceSpec};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

const SPEC: ServiceSpec = ServiceSpec {
    name: "payments",
    schema: "payments",
    addr_var: "PAYMENTS_GRPC_ADDR",
    default_addr: "127.0.0.1:50054",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let started = service::start(&SPEC, &MIGRATOR).await?;
    shop_common::grpc::serve(
        started.listener,
        "shop.payments.v1.PaymentService",
        tonic::service::Routes::default(),
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
