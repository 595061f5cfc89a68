//! `orders`                 serve gRPC until SIGTERM (default)
//! `orders dead-letters ...` list, show and replay the payment events the consumer gave up on
//!                          (`list [--all] | show <id> | replay <id> | replay-all`)
//! `orders dead-letters notifications ...` the same for the customers' email and SMS
//! `orders seed demo`         the demo customers' orders and reviews (after `catalog seed demo`
//!                          and `auth seed demo`; once)

use shop_common::service::{self, ServiceSpec};

const SPEC: ServiceSpec = ServiceSpec {
    name: "orders",
    schema: "orders",
    addr_var: "ORDERS_GRPC_ADDR",
    default_addr: "127.0.0.1:50053",
};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] | ["serve"] => serve().await,
        ["migrate"] => service::migrate(&SPEC, &shop_orders::MIGRATOR).await,
        ["seed", "demo"] => {
            let pool = service::admin_pool(&SPEC, &shop_orders::MIGRATOR).await?;
            let loaded = shop_orders::seed::demo(&pool, chrono::Utc::now()).await?;
            tracing::info!(
                orders = loaded.orders,
                reviews = loaded.reviews,
                "demo orders loaded"
            );
            Ok(())
        }
        ["dead-letters", "notifications", rest @ ..] => {
            let config = shop_orders::Config::from_env()?;
            let pool = service::admin_pool(&SPEC, &shop_orders::MIGRATOR).await?;
            let notifier =
                shop_orders::notify::Notifier::from_config(pool.clone(), &config.notify)?;
            shop_common::dead_letters::command(&pool, shop_orders::notify::QUEUE, &notifier, rest)
                .await
        }
        ["dead-letters", rest @ ..] => {
            let pool = service::admin_pool(&SPEC, &shop_orders::MIGRATOR).await?;
            shop_common::dead_letters::command(
                &pool,
                shop_orders::payment_events::QUEUE,
                &shop_orders::payment_events::PaymentEvents,
                rest,
            )
            .await
        }
        _ => anyhow::bail!(
            "usage: orders [serve | migrate | seed demo | {} | dead-letters notifications ...]",
            shop_common::dead_letters::USAGE
        ),
    }
}

async fn serve() -> anyhow::Result<()> {
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
