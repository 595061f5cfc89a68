//! PostgreSQL pools and migrations. Each service owns one schema: its pool sets `search_path`
//! to that schema, so its tables and its `_sqlx_migrations` ledger live there and nowhere else.

use std::time::Duration;

use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};

/// Connects to `database_url` with `search_path` set to `schema`, creating the schema if needed,
/// then applies `migrator`. Retries the first connection for `connect_wait`, so a service started
/// together with its database does not die while PostgreSQL is still coming up.
pub async fn connect_and_migrate(
    database_url: &str,
    schema: &str,
    max_connections: u32,
    migrator: &Migrator,
    connect_wait: Duration,
) -> anyhow::Result<PgPool> {
    anyhow::ensure!(
        !schema.is_empty() && schema.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
        "schema name {schema:?} must be lowercase letters and underscores"
    );
    let options: PgConnectOptions = database_url
        .parse::<PgConnectOptions>()
        .map_err(|e| anyhow::anyhow!("DATABASE_URL is invalid: {e}"))?
        .options([("search_path", schema)])
        .log_slow_statements(tracing::log::LevelFilter::Warn, Duration::from_millis(500));

    let deadline = tokio::time::Instant::now() + connect_wait;
    let pool = loop {
        match PgPoolOptions::new()
            .max_connections(max_connections)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options.clone())
            .await
        {
            Ok(pool) => break pool,
            Err(e) if tokio::time::Instant::now() < deadline => {
                tracing::warn!(error = %e, "database not reachable yet, retrying");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(e) => return Err(anyhow::anyhow!("cannot connect to PostgreSQL: {e}")),
        }
    };

    // The schema name was checked above to be lowercase letters and underscores. Two replicas
    // starting on a fresh database can race here (a unique violation in the catalog); the
    // second attempt sees the schema.
    let create = format!("CREATE SCHEMA IF NOT EXISTS {schema}");
    if sqlx::query(sqlx::AssertSqlSafe(create.clone()))
        .execute(&pool)
        .await
        .is_err()
    {
        sqlx::query(sqlx::AssertSqlSafe(create))
            .execute(&pool)
            .await?;
    }
    migrator
        .run(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("migrating schema {schema} failed: {e}"))?;
    Ok(pool)
}
