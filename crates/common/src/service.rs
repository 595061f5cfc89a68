//! Start-up shared by every service binary: telemetry, its database schema migrated, its gRPC
//! listener bound.

use std::time::Duration;

use sqlx::PgPool;
use sqlx::migrate::Migrator;
use tokio::net::TcpListener;

use crate::{config, db, telemetry};

/// The database every service connects to unless `DATABASE_URL` says otherwise.
pub const DEFAULT_DATABASE_URL: &str = "postgres://shop:shop@127.0.0.1:5432/shop";

/// What a service is, for start-up.
pub struct ServiceSpec {
    /// Short name, used in logs (`catalog`).
    pub name: &'static str,
    /// Its PostgreSQL schema (`catalog`).
    pub schema: &'static str,
    /// The environment variable holding its gRPC listen address (`CATALOG_GRPC_ADDR`).
    pub addr_var: &'static str,
    /// The default listen address (`127.0.0.1:50052`).
    pub default_addr: &'static str,
}

/// What a started service has to work with.
pub struct Started {
    pub pool: PgPool,
    pub listener: TcpListener,
}

/// Initialises telemetry, connects to PostgreSQL and migrates the service's schema, and binds its
/// gRPC listener. Fails with a message naming what is wrong.
pub async fn start(spec: &ServiceSpec, migrator: &Migrator) -> anyhow::Result<Started> {
    telemetry::init(spec.name);
    let database_url = config::string("DATABASE_URL", DEFAULT_DATABASE_URL);
    let pool = db::connect_and_migrate_with(
        &database_url,
        spec.schema,
        db::PoolSettings::from_env()?,
        migrator,
        Duration::from_secs(30),
    )
    .await?;
    let addr = config::string(spec.addr_var, spec.default_addr);
    let listener = TcpListener::bind(&addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {addr} ({}): {e}", spec.addr_var))?;
    Ok(Started { pool, listener })
}

/// `<service> migrate`: migrates the service's schema and stops. A Kubernetes Job runs it before
/// a rollout (deploy/k8s), so the new pods start on a migrated schema and a slow migration holds
/// up no pod's start; the pods still check at start and find nothing to do.
pub async fn migrate(spec: &ServiceSpec, migrator: &Migrator) -> anyhow::Result<()> {
    telemetry::init(&format!("{}-migrate", spec.name));
    let database_url = config::string("DATABASE_URL", DEFAULT_DATABASE_URL);
    let pool = db::connect_and_migrate(
        &database_url,
        spec.schema,
        1,
        migrator,
        Duration::from_secs(60),
    )
    .await?;
    tracing::info!(schema = spec.schema, "schema migrated");
    pool.close().await;
    telemetry::shutdown();
    Ok(())
}

/// For a service binary's admin commands (`orders dead-letters ...`): telemetry, and a small
/// pool on the service's schema, migrated, with the events tables in place.
pub async fn admin_pool(spec: &ServiceSpec, migrator: &Migrator) -> anyhow::Result<PgPool> {
    telemetry::init(&format!("{}-admin", spec.name));
    let database_url = config::string("DATABASE_URL", DEFAULT_DATABASE_URL);
    let pool = db::connect_and_migrate(
        &database_url,
        spec.schema,
        2,
        migrator,
        Duration::from_secs(30),
    )
    .await?;
    crate::events::install(&pool).await?;
    Ok(pool)
}
