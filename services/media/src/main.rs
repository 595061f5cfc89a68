//! Starts the media service: reads its config, migrates schema `media`, serves gRPC until
//! SIGTERM. `media sample-picture WIDTH HEIGHT FILE` writes a photo-like JPEG instead (for
//! bench/media.sh and demos).

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "media",
    schema: "media",
    addr_var: "MEDIA_GRPC_ADDR",
    default_addr: "127.0.0.1:50055",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    if std::env::args().nth(1).as_deref() == Some("migrate") {
        return service::migrate(&SPEC, &shop_media::MIGRATOR).await;
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [command, width, height, file] = args.as_slice()
        && command == "sample-picture"
    {
        let jpeg = shop_media::sample::photo_like_jpeg(width.parse()?, height.parse()?)?;
        std::fs::write(file, jpeg)?;
        return Ok(());
    }
    let config = shop_media::Config::from_env()?;
    let started = service::start(&SPEC, &shop_media::MIGRATOR).await?;
    shop_media::serve(
        started.listener,
        started.pool,
        &config,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}
