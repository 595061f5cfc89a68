//! Test helpers: a fresh PostgreSQL database per test and a private Redis server per test, both
//! real. Enabled with the `testing` feature from dev-dependencies only.

use std::net::TcpListener as StdListener;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The server-level URL tests create their databases on.
pub fn admin_database_url() -> String {
    crate::config::string(
        "TEST_DATABASE_URL",
        "postgres://shop:shop@127.0.0.1:5432/postgres",
    )
}

/// A database created for one test and dropped (forcibly) when the value is dropped.
pub struct TestDatabase {
    pub url: String,
    name: String,
    admin_url: String,
}

impl TestDatabase {
    pub async fn create() -> Self {
        let admin_url = admin_database_url();
        let name = format!("test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(&admin_url)
            .await
            .expect("tests need PostgreSQL at TEST_DATABASE_URL (scripts/test.sh starts it)");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await
            .expect("create test database");
        let url = replace_database(&admin_url, &name);
        Self {
            url,
            name,
            admin_url,
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        let admin_url = self.admin_url.clone();
        let name = self.name.clone();
        // Drop runs inside the test's runtime; a separate thread with its own runtime avoids
        // blocking it and always completes before the test process moves on.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            rt.block_on(async move {
                if let Ok(mut conn) =
                    <sqlx::PgConnection as sqlx::Connection>::connect(&admin_url).await
                {
                    let _ = sqlx::query(sqlx::AssertSqlSafe(format!(
                        "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                    )))
                    .execute(&mut conn)
                    .await;
                }
            });
        })
        .join();
    }
}

fn replace_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let base = match base.rfind('/') {
        Some(i) if i > "postgres://".len() => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{base}/{database}?{q}"),
        None => format!("{base}/{database}"),
    }
}

/// A private `redis-server` on a free loopback port, killed when dropped. Tests can stop it to
/// prove a service keeps working without its cache.
pub struct TestRedis {
    pub port: u16,
    child: Option<Child>,
}

impl TestRedis {
    pub async fn start() -> Self {
        let port = free_port();
        let mut redis = Self { port, child: None };
        redis.spawn().await;
        redis
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    async fn spawn(&mut self) {
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no", "--protected-mode", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("tests need redis-server on PATH (scripts/test.sh installs it)");
        self.child = Some(child);
        for _ in 0..200 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("redis-server did not start on port {}", self.port);
    }

    /// Kills the server; clients see connection errors until [`TestRedis::restart`].
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    pub async fn restart(&mut self) {
        self.stop();
        self.spawn().await;
    }
}

impl Drop for TestRedis {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A loopback port that was free a moment ago.
pub fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("bind an ephemeral port")
}

#[cfg(test)]
mod tests {
    use super::replace_database;

    #[test]
    fn replaces_only_the_database_part_of_the_url() {
        assert_eq!(
            replace_database("postgres://u:p@h:5432/postgres", "t1"),
            "postgres://u:p@h:5432/t1"
        );
        assert_eq!(
            replace_database("postgres://u:p@h/postgres?sslmode=disable", "t1"),
            "postgres://u:p@h/t1?sslmode=disable"
        );
    }
}
