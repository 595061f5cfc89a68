//! Starts the auth service: migrates schema `auth`, serves gRPC until SIGTERM.

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "auth",
    schema: "auth",
    addr_var: "AUTH_GRPC_ADDR",
    default_addr: "127.0.0.1:50051",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let started = service::start(&SPEC, &shop_auth::MIGRATOR).await?;
    shop_auth::serve(
        started.listener,
        started.pool,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
