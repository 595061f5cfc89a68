//! `catalog`             serve gRPC (default)
//! `catalog seed demo`   load the demo catalogue when the products table is empty, and write the
//!                       demo pictures into `$MEDIA_DIR/demo`
//! `catalog seed large N` replace the catalogue with N generated products (benchmarks)
//! `catalog dead-letters ...` list, show and replay the `order.cancelled` events the consumer
//!                       gave up on (`list [--all] | show <id> | replay <id> | replay-all`)

use shop_catalog::config::Config;
use shop_catalog::{MIGRATOR, seed};
use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "catalog",
    schema: "catalog",
    addr_var: "CATALOG_GRPC_ADDR",
    default_addr: "127.0.0.1:50052",
};

const USAGE: &str =
    "usage: catalog [serve | migrate | seed demo | seed large <count> | dead-letters ...]";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["serve"] => serve().await,
        ["migrate"] => service::migrate(&SPEC, &MIGRATOR).await,
        ["seed", "demo"] => seed_demo().await,
        ["seed", "large", count] => {
            let count: usize = count
                .parse()
                .map_err(|_| anyhow::anyhow!("{USAGE}: count must be a number"))?;
            seed_large(count).await
        }
        ["dead-letters", rest @ ..] => {
            let pool = service::admin_pool(&SPEC, &MIGRATOR).await?;
            shop_common::dead_letters::command(
                &pool,
                shop_catalog::stock_events::QUEUE,
                &shop_catalog::stock_events::ReleaseCancelledStock,
                rest,
            )
            .await
        }
        _ => anyhow::bail!(USAGE),
    }
}

async fn serve() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let started = service::start(&SPEC, &MIGRATOR).await?;
    shop_catalog::serve(
        started.listener,
        started.pool,
        &config,
        shop_common::grpc::shutdown_signal(),
    )
    .await
}

async fn seed_pool() -> anyhow::Result<sqlx::PgPool> {
    shop_common::telemetry::init("catalog-seed");
    let url = shop_common::config::string("DATABASE_URL", service::DEFAULT_DATABASE_URL);
    shop_common::db::connect_and_migrate(
        &url,
        SPEC.schema,
        4,
        &MIGRATOR,
        std::time::Duration::from_secs(30),
    )
    .await
}

async fn seed_demo() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let pool = seed_pool().await?;
    let images = seed::write_images(&config.media_dir.join("demo"))?;
    tracing::info!(images, dir = %config.media_dir.display(), "demo pictures written");
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM products")
        .fetch_one(&pool)
        .await?;
    if existing > 0 {
        tracing::info!(
            existing,
            "catalogue not empty: demo products not loaded again"
        );
        return Ok(());
    }
    let loaded = seed::load(&pool, seed::demo_products()).await?;
    tracing::info!(loaded, "demo catalogue loaded");
    Ok(())
}

async fn seed_large(count: usize) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let pool = seed_pool().await?;
    seed::write_images(&config.media_dir.join("demo"))?;
    sqlx::query("TRUNCATE products RESTART IDENTITY")
        .execute(&pool)
        .await?;
    let started = std::time::Instant::now();
    let loaded = seed::load(&pool, seed::large_products(count, 42)).await?;
    // Statistics for the planner and a visibility map for index-only scans, at once rather than
    // whenever autovacuum gets to it.
    sqlx::query("VACUUM ANALYZE products")
        .execute(&pool)
        .await?;
    tracing::info!(
        loaded,
        seconds = started.elapsed().as_secs_f64(),
        "large catalogue loaded"
    );
    Ok(())
}
