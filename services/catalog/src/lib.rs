//! The catalog service: products and the 9-category taxonomy, read over gRPC, with Redis in
//! front of PostgreSQL for the category list and hot listing pages; stock reserved and released
//! for orders, over gRPC and on `order.cancelled`.

pub mod cache;
pub mod config;
pub mod domain;
pub mod grpc;
pub mod invalidation;
pub mod merch;
pub mod repo;
pub mod review_events;
pub mod search;
pub mod seed;
pub mod stock_events;
#[cfg(feature = "testing")]
pub mod testing;

/// Migrations of the `catalog` schema.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.catalog.v1.CatalogService";

/// Serves the catalog on `listener` until `shutdown` resolves: the gRPC service, its health, the
/// listener that invalidates the cache when products change, the search index and the task that
/// keeps it in step, and the consumer that releases the stock of cancelled orders (with the admin
/// service of its dead letters).
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    config: &config::Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let cache = cache::Cache::new(&config.redis_url, &config.cache_prefix)?;
    shop_common::events::install(&pool).await?;
    shop_common::audit::install(&pool).await?;
    // Searches are answered from the first request on: the index is built before serving.
    let index = std::sync::Arc::new(search::SearchIndex::new()?);
    let position = search::sync::rebuild(&pool, &index).await?;
    let follower = tokio::spawn(search::sync::run(
        pool.clone(),
        std::sync::Arc::clone(&index),
        position,
    ));
    let _search_metrics = search::watch_metrics(std::sync::Arc::clone(&index));
    let invalidator = tokio::spawn(invalidation::run(pool.clone(), cache.clone()));
    let campaigns = tokio::spawn(merch::run(pool.clone()));
    let consumer = tokio::spawn(shop_common::events::run_consumer(
        pool.clone(),
        config.events.clone(),
        stock_events::QUEUE,
        &[shop_common::events::ORDER_CANCELLED],
        stock_events::ReleaseCancelledStock,
    ));
    // Each product's review figures, from the orders service (issue 24, part 2).
    let reviews = tokio::spawn(shop_common::events::run_consumer(
        pool.clone(),
        config.events.clone(),
        review_events::QUEUE,
        &[shop_common::events::REVIEW_STATS_CHANGED],
        review_events::ReviewFigures,
    ));
    let dead_letters = shop_common::dead_letters::DeadLetterAdmin::serving(
        pool.clone(),
        vec![
            shop_common::dead_letters::Consumer::new(
                stock_events::QUEUE,
                std::sync::Arc::new(stock_events::ReleaseCancelledStock),
            ),
            shop_common::dead_letters::Consumer::new(
                review_events::QUEUE,
                std::sync::Arc::new(review_events::ReviewFigures),
            ),
        ],
    );
    let watch = shop_common::grpc::DatabaseWatch {
        reachability: shop_common::reachability::Reachability::new(),
        answer_without_database: grpc::ANSWERED_FROM_CACHE,
    };
    let catalog = grpc::Catalog::new(
        pool.clone(),
        cache,
        index,
        watch.reachability.clone(),
        config,
    );
    let result = shop_common::grpc::serve_watched(
        listener,
        SERVICE_NAME,
        tonic::service::Routes::new(
            shop_proto::catalog::v1::catalog_service_server::CatalogServiceServer::new(catalog),
        )
        .add_service(dead_letters)
        .add_service(shop_common::audit::AuditAdmin::server(
            pool.clone(),
            "catalog",
        )),
        pool,
        watch,
        shutdown,
    )
    .await;
    invalidator.abort();
    campaigns.abort();
    consumer.abort();
    reviews.abort();
    follower.abort();
    result
}
