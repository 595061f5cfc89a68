//! Starts the auth service: reads its config, migrates schema `auth`, serves gRPC until SIGTERM.

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "auth",
    schema: "auth",
    addr_var: "AUTH_GRPC_ADDR",
    default_addr: "127.0.0.1:50051",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    if std::env::args().nth(1).as_deref() == Some("migrate") {
        return service::migrate(&SPEC, &shop_auth::MIGRATOR).await;
    }
    let config = shop_auth::Config::from_env()?;
    let started = service::start(&SPEC, &shop_auth::MIGRATOR).await?;
    shop_auth::serve(
        started.listener,
        started.pool,
        &config,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
