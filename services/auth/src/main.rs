//! The auth service. Its features arrive in later issues; for now it owns its schema
//! (`auth`), migrates it, and answers the standard gRPC health check.

use shop_common::service::{self, ServiceSpec};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

const SPEC: ServiceSpec = ServiceSpec {
    name: "auth",
    schema: "auth",
    addr_var: "AUTH_GRPC_ADDR",
    default_addr: "127.0.0.1:50051",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let started = service::start(&SPEC, &MIGRATOR).await?;
    shop_common::grpc::serve(
        started.listener,
        "shop.auth.v1.AuthService",
        tonic::service::Routes::default(),
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
