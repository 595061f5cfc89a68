//! PostgreSQL pools and migrations. Each service owns one schema: its pool sets `search_path`
//! to that schema, so its tables and its `_sqlx_migrations` ledger live there and nowhere else.

use std::time::Duration;

use anyhow::Context;
use sqlx::migrate::Migrator;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};

/// How long a call waits for a pooled connection before it is answered UNAVAILABLE
/// (`DATABASE_ACQUIRE_TIMEOUT_MS`): short, so a caller hears "unavailable" well within its own
/// deadline instead of timing out.
pub const DEFAULT_ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// Connections each service replica keeps at most (`DATABASE_MAX_CONNECTIONS`); the budget
/// against PostgreSQL's `max_connections` is worked out in docs/deploy.md.
pub const DEFAULT_MAX_CONNECTIONS: u32 = 10;

/// Connects to `database_url` with `search_path` set to `schema`, creating the schema if needed,
/// then applies `migrator`. Retries the first connection for `connect_wait`, so a service started
/// together with its database does not die while PostgreSQL is still coming up. Calls wait at
/// most [`DEFAULT_ACQUIRE_TIMEOUT`] for a connection.
pub async fn connect_and_migrate(
    database_url: &str,
    schema: &str,
    max_connections: u32,
    migrator: &Migrator,
    connect_wait: Duration,
) -> anyhow::Result<PgPool> {
    connect_and_migrate_with(
        database_url,
        schema,
        PoolSettings {
            max_connections,
            acquire_timeout: DEFAULT_ACQUIRE_TIMEOUT,
        },
        migrator,
        connect_wait,
    )
    .await
}

/// The size of a service's pool and how long a call waits for one of its connections.
#[derive(Debug, Clone, Copy)]
pub struct PoolSettings {
    pub max_connections: u32,
    pub acquire_timeout: Duration,
}

impl PoolSettings {
    /// `DATABASE_MAX_CONNECTIONS` and `DATABASE_ACQUIRE_TIMEOUT_MS`, with the defaults above.
    pub fn from_env() -> anyhow::Result<Self> {
        let max_connections =
            crate::config::parse("DATABASE_MAX_CONNECTIONS", DEFAULT_MAX_CONNECTIONS)?;
        anyhow::ensure!(
            max_connections >= 1,
            "environment variable DATABASE_MAX_CONNECTIONS must be at least 1"
        );
        let acquire_ms = crate::config::parse(
            "DATABASE_ACQUIRE_TIMEOUT_MS",
            DEFAULT_ACQUIRE_TIMEOUT.as_millis() as u64,
        )?;
        Ok(Self {
            max_connections,
            acquire_timeout: Duration::from_millis(acquire_ms.max(1)),
        })
    }
}

/// [`connect_and_migrate`] with explicit pool settings.
pub async fn connect_and_migrate_with(
    database_url: &str,
    schema: &str,
    settings: PoolSettings,
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
            .max_connections(settings.max_connections)
            .acquire_timeout(settings.acquire_timeout)
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
    // Asked first: a service's own database role (one per service, with rights on its schema
    // only) may not create schemas, and CREATE SCHEMA IF NOT EXISTS needs that right even when
    // the schema is there.
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
            .bind(schema)
            .fetch_one(&pool)
            .await?;
    let create = format!("CREATE SCHEMA IF NOT EXISTS {schema}");
    if !exists
        && sqlx::query(sqlx::AssertSqlSafe(create.clone()))
        .execute(&pool)
        .await
        .is_err()
    {
        sqlx::query(sqlx::AssertSqlSafe(create))
            .execute(&pool)
            .await?;
    }
    migrate_bounded(&pool, migrator, MIGRATION_PATIENCE)
        .await
        .map_err(|e| anyhow::anyhow!("migrating schema {schema} failed: {e}"))?;
    Ok(pool)
}

/// How long [`migrate_part`] keeps trying when its locks are taken.
const MIGRATION_PATIENCE: Duration = Duration::from_secs(60);

/// Default of `MIGRATION_LOCK_TIMEOUT_MS`.
const DEFAULT_MIGRATION_LOCK_TIMEOUT: Duration = Duration::from_secs(3);

/// Applies `migrator` on a connection whose statements wait at most `MIGRATION_LOCK_TIMEOUT_MS`
/// for a lock. A migration that needs a table's exclusive lock while a long transaction reads it
/// would otherwise queue every later query of that table (a checkout's) behind itself for as
/// long as the reader runs: bounded, the migration gives way, waits a moment and tries again,
/// until `patience` has passed (then the start fails and the orchestrator restarts the pod). The
/// migrator's own advisory lock, held by a replica migrating at the same time, is waited for the
/// same way.
async fn migrate_bounded(
    pool: &PgPool,
    migrator: &Migrator,
    patience: Duration,
) -> Result<(), sqlx::migrate::MigrateError> {
    let lock_timeout_ms: u64 = crate::config::parse(
        "MIGRATION_LOCK_TIMEOUT_MS",
        DEFAULT_MIGRATION_LOCK_TIMEOUT.as_millis() as u64,
    )
    .unwrap_or(DEFAULT_MIGRATION_LOCK_TIMEOUT.as_millis() as u64)
    .max(1);
    // A connection of its own whose every statement has the bound (a session setting given at
    // connect), apart from the pool that serves calls.
    let options = (*pool.connect_options())
        .clone()
        .options([("lock_timeout", lock_timeout_ms.to_string())]);
    let migrating = PgPoolOptions::new()
        .max_connections(1)
        .connect_lazy_with(options);
    let deadline = tokio::time::Instant::now() + patience;
    let result = loop {
        match migrator.run(&migrating).await {
            Err(e) if is_lock_timeout(&e) && tokio::time::Instant::now() < deadline => {
                tracing::warn!(
                    lock_timeout_ms,
                    "a migration waited too long for a lock (a long transaction or another \
                     replica migrating); trying again"
                );
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            result => break result,
        }
    };
    migrating.close().await;
    result
}

/// Whether a migration stopped on `lock_timeout` (SQLSTATE 55P03, lock not available).
fn is_lock_timeout(error: &sqlx::migrate::MigrateError) -> bool {
    use sqlx::migrate::MigrateError;
    let (MigrateError::Execute(sqlx::Error::Database(e))
    | MigrateError::ExecuteMigration(sqlx::Error::Database(e), _)) = error
    else {
        return false;
    };
    e.code().as_deref() == Some("55P03")
}

/// A LISTEN connection on `pool`'s database and settings but outside it: a listener holds its
/// connection for as long as it listens, and taken from the pool it would shrink the pool that
/// serves calls (catalog's two listeners left 2 of a pool of 4). A pool of one of its own, so it
/// reconnects as the listener needs.
pub async fn listener(pool: &PgPool) -> sqlx::Result<sqlx::postgres::PgListener> {
    let own = PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect_lazy_with((*pool.connect_options()).clone());
    sqlx::postgres::PgListener::connect_with(&own).await
}

/// Whether `error` means the database cannot be reached right now (no connection within the
/// acquire timeout, a refused or broken connection, TLS failure, the server shutting down or
/// out of connection slots), as opposed to a fault in the query or the data. Such calls are
/// answered UNAVAILABLE: nothing was done and trying again later may work.
pub fn is_unreachable(error: &sqlx::Error) -> bool {
    match error {
        // A connection closed under the driver mid-handshake reads as a protocol error.
        sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::Protocol(_)
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(e) => e.code().is_some_and(|code| {
            // Class 08: connection exception; 57P01-57P03: shutting down or starting up;
            // 53300: too many connections.
            code.starts_with("08") || matches!(&*code, "57P01" | "57P02" | "57P03" | "53300")
        }),
        _ => false,
    }
}

/// Whether PostgreSQL refused the statement because of a value in it (SQLSTATE class 22, data
/// exception: a NUL byte in text, a number out of range, an invalid text representation).
pub fn is_data_exception(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.code().is_some_and(|code| code.starts_with("22")))
}

/// Applies `migrator`, the migrations of a part of `shop_common` that keeps tables in each
/// service's schema (the outbox, the audit log), with its history in `history_table` of that
/// schema, apart from the service's own `_sqlx_migrations`: each part numbers its migrations
/// itself, and a column is added to it later by a migration of its own.
pub async fn migrate_part(
    pool: &PgPool,
    mut migrator: Migrator,
    history_table: &'static str,
) -> anyhow::Result<()> {
    migrator.dangerous_set_table_name(history_table);
    migrate_bounded(pool, &migrator, MIGRATION_PATIENCE)
        .await
        .with_context(|| format!("applying the migrations recorded in {history_table}"))?;
    Ok(())
}

/// The health watcher's own connection to a service's database, apart from the pool, so its
/// verdict is about the database and not about how busy the pool is: a pool with every
/// connection lent out to calls is busy, not down, and a stalled database holds the pool's
/// connections as it holds this one. Opened on the first check and again after one fails.
pub struct Probe {
    pool: PgPool,
    conn: Option<sqlx::PgConnection>,
}

impl Probe {
    pub fn new(pool: &PgPool) -> Self {
        Self {
            pool: pool.clone(),
            conn: None,
        }
    }

    /// Whether the database answers a ping within `timeout`. A connection that broke (the
    /// server restarted, or closed it as idle) is replaced once within the same time before
    /// the answer is no. A server out of connection slots refuses only new connections: then
    /// the pool's open ones answer for it.
    pub async fn reachable(&mut self, timeout: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        match tokio::time::timeout_at(deadline, self.check()).await {
            Ok(Ok(())) => true,
            Ok(Err(error)) if is_out_of_connections(&error) => {
                self.conn = None;
                pool_answers(&self.pool, deadline).await
            }
            _ => {
                self.conn = None;
                false
            }
        }
    }

    async fn check(&mut self) -> Result<(), sqlx::Error> {
        use sqlx::Connection;
        if let Some(conn) = self.conn.as_mut() {
            if conn.ping().await.is_ok() {
                return Ok(());
            }
            self.conn = None;
        }
        let options = self.pool.connect_options();
        let conn = self
            .conn
            .insert(sqlx::PgConnection::connect_with(&options).await?);
        conn.ping().await
    }
}

fn is_out_of_connections(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.code().as_deref() == Some("53300"))
}

/// Whether a pooled connection answers a ping before `deadline`.
async fn pool_answers(pool: &PgPool, deadline: tokio::time::Instant) -> bool {
    use sqlx::Connection;
    tokio::time::timeout_at(deadline, async { pool.acquire().await?.ping().await })
        .await
        .is_ok_and(|r| r.is_ok())
}
