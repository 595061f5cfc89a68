//! Starts the auth service: reads its config, migrates schema `auth`, serves gRPC until SIGTERM.
//! `auth migrate` migrates and stops; `auth seed demo` adds the demo customers.

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
    // `auth seed demo`: the demo customers of the demo orders and reviews (issue 24, part 2).
    if std::env::args().nth(1).as_deref() == Some("seed") {
        anyhow::ensure!(
            std::env::args().nth(2).as_deref() == Some("demo"),
            "usage: auth [migrate | seed demo]"
        );
        let pool = service::admin_pool(&SPEC, &shop_auth::MIGRATOR).await?;
        let added = shop_auth::seed::demo_customers(&pool).await?;
        tracing::info!(added, "demo customers loaded");
        return Ok(());
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
