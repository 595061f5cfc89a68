//! The media service. Its features arrive in later issues; for now it owns its schema
//! (`media`), migrates it, and answers the standard gRPC health check.

use shop_common::service::{self, ServiceSpec};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

const SPEC: ServiceSpec = ServiceSpec {
    name: "media",
    schema: "media",
    addr_var: "MEDIA_GRPC_ADDR",
    default_addr: "127.0.0.1:50055",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let started = service::start(&SPEC, &MIGRATOR).await?;
    shop_common::grpc::serve(
        started.listener,
        "shop.media.v1.MediaService",
        tonic::service::Routes::default(),
        started.pool,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
