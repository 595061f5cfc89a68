//! The start-up plumbing every service relies on: its own schema migrated, the standard health
//! service answering, and a graceful stop.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::time::Duration;

use shop_common::testing::TestDatabase;
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

async fn connect(url: &str) -> Result<tonic::transport::Channel, tonic::transport::Error> {
    tonic::transport::Channel::from_shared(url.to_owned())
        .unwrap()
        .connect()
        .await
}

static NO_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate::Migrator::DEFAULT;

#[tokio::test]
async fn each_service_migrates_into_its_own_schema() {
    let db = TestDatabase::create().await;
    for schema in ["alpha", "beta"] {
        let pool = shop_common::db::connect_and_migrate(
            &db.url,
            schema,
            2,
            &NO_MIGRATIONS,
            Duration::from_secs(5),
        )
        .await
        .unwrap();
        sqlx::query("CREATE TABLE IF NOT EXISTS things (id INT)")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }
    let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
    let tables: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_schema::text, table_name::text FROM information_schema.tables \
         WHERE table_schema IN ('alpha', 'beta') ORDER BY 1, 2",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let tables: Vec<(&str, &str)> = tables
        .iter()
        .map(|(s, t)| (s.as_str(), t.as_str()))
        .collect();
    assert_eq!(
        tables,
        [
            ("alpha", "_sqlx_migrations"),
            ("alpha", "things"),
            ("beta", "_sqlx_migrations"),
            ("beta", "things")
        ],
        "tables and the migration ledger land in the service's own schema"
    );
    pool.close().await;
}

#[tokio::test]
async fn a_bad_schema_name_or_database_fails_with_a_clear_message() {
    let err = shop_common::db::connect_and_migrate(
        "postgres://x@127.0.0.1/db",
        "Bad-Name",
        1,
        &NO_MIGRATIONS,
        Duration::ZERO,
    )
    .await
    .unwrap_err();
    assert!(err.to_string().contains("schema name"), "{err}");
    let port = shop_common::testing::free_port();
    let url = format!("postgres://shop:shop@127.0.0.1:{port}/shop");
    let err =
        shop_common::db::connect_and_migrate(&url, "alpha", 1, &NO_MIGRATIONS, Duration::ZERO)
            .await
            .unwrap_err();
    assert!(
        err.to_string().contains("cannot connect to PostgreSQL"),
        "{err}"
    );
}

#[tokio::test]
async fn serves_health_and_stops_gracefully() {
    let db = TestDatabase::create().await;
    let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(shop_common::grpc::serve(
        listener,
        "shop.test.v1.TestService",
        tonic::service::Routes::default(),
        pool.clone(),
        async {
            let _ = stopped.await;
        },
    ));

    let mut client = loop {
        if let Ok(channel) = connect(&url).await {
            break HealthClient::new(channel);
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    for service in ["", "shop.test.v1.TestService"] {
        let status = client
            .check(HealthCheckRequest {
                service: service.into(),
            })
            .await
            .unwrap()
            .into_inner()
            .status;
        assert_eq!(status, ServingStatus::Serving as i32, "{service:?}");
    }
    let unknown = client
        .check(HealthCheckRequest {
            service: "shop.other.v1.Nope".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), tonic::Code::NotFound);

    stop.send(()).unwrap();
    let result = tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops within 5 s of the signal")
        .unwrap();
    assert!(result.is_ok(), "{result:?}");
    let after = connect(&url).await;
    assert!(after.is_err(), "nothing listens after the stop");
}

mod tls {
    //! TLS to the three data stores with the shop's own connection code, against private
    //! servers that accept TLS only, certified by a CA made for the test: PostgreSQL
    //! (`sslmode=verify-full`, CA by `sslrootcert=`), Redis (`rediss://`) and RabbitMQ
    //! (`amqps://`), both with the CA from `SSL_CERT_FILE`. RabbitMQ's TLS is terminated by a
    //! rustls proxy written here in front of the shared broker (a second broker node is too
    //! heavy for the test suite); the client side, which is what the shop ships, is real.
    //! A plaintext URL to a TLS-only server fails, and `amqps://` to a plaintext broker fails
    //! rather than falling back.

    use std::path::{Path, PathBuf};
    use std::process::{Child, Command, Stdio};
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    use shop_common::testing::{amqp_url, events_config_at, free_port};

    use super::NO_MIGRATIONS;

    fn run(cmd: &mut Command) {
        let out = cmd.output().expect("run a command");
        assert!(
            out.status.success(),
            "{cmd:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// A CA and a server certificate for `localhost` and 127.0.0.1 signed by it, in `dir`.
    fn make_certificates(dir: &Path) {
        let ssl = |args: &[&str]| run(Command::new("openssl").args(args).current_dir(dir));
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        ssl(&[
            &["req", "-x509"][..],
            &ec[..],
            &[
                "-keyout",
                "ca.key",
                "-out",
                "ca.crt",
                "-days",
                "2",
                "-subj",
                "/CN=Shop test CA",
                "-addext",
                "basicConstraints=critical,CA:TRUE",
                "-addext",
                "keyUsage=critical,keyCertSign,cRLSign",
            ][..],
        ]
        .concat());
        ssl(&[
            &["req"][..],
            &ec[..],
            &[
                "-keyout",
                "server.key",
                "-out",
                "server.csr",
                "-subj",
                "/CN=localhost",
            ][..],
        ]
        .concat());
        std::fs::write(
            dir.join("ext.cnf"),
            "subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\n\
             keyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n",
        )
        .unwrap();
        ssl(&[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.crt",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            "server.crt",
            "-days",
            "2",
            "-extfile",
            "ext.cnf",
        ]);
    }

    /// A process killed on drop.
    struct Server(Child);
    impl Drop for Server {
        fn drop(&mut self) {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }

    fn wait_for_port(port: u16) {
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "port {port} never opened"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn postgres_bin(name: &str) -> PathBuf {
        Path::new("/usr/lib/postgresql/15/bin").join(name)
    }

    /// A private PostgreSQL on `port` that accepts TLS connections only (pg_hba `hostssl`).
    fn start_postgres(dir: &Path, port: u16) -> Server {
        let data = dir.join("pg");
        std::fs::create_dir_all(&data).unwrap();
        for file in ["server.crt", "server.key"] {
            std::fs::copy(dir.join(file), data.join(format!("tls-{file}"))).unwrap();
        }
        run(Command::new("chown").args(["-R", "postgres"]).arg(&data));
        run(Command::new("chmod").arg("700").arg(&data));
        run(Command::new("runuser")
            .args(["-u", "postgres", "--"])
            .arg(postgres_bin("initdb"))
            .args(["-A", "trust", "-U", "shop", "--no-sync", "-D"])
            .arg(data.join("db")));
        std::fs::write(
            data.join("db/pg_hba.conf"),
            "local all all trust\nhostssl all all 127.0.0.1/32 trust\n",
        )
        .unwrap();
        run(Command::new("chmod")
            .arg("600")
            .arg(data.join("tls-server.key")));
        let child = Command::new("runuser")
            .args(["-u", "postgres", "--"])
            .arg(postgres_bin("postgres"))
            .arg("-D")
            .arg(data.join("db"))
            .args([
                "-p",
                &port.to_string(),
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "ssl=on",
            ])
            .arg("-c")
            .arg(format!(
                "ssl_cert_file={}",
                data.join("tls-server.crt").display()
            ))
            .arg("-c")
            .arg(format!(
                "ssl_key_file={}",
                data.join("tls-server.key").display()
            ))
            .arg("-c")
            .arg(format!("unix_socket_directories={}", data.display()))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start a private PostgreSQL");
        let server = Server(child);
        wait_for_port(port);
        server
    }

    /// A private redis-server with a TLS port only.
    fn start_redis(dir: &Path, port: u16) -> Server {
        let child = Command::new("redis-server")
            .args([
                "--port",
                "0",
                "--tls-port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
            ])
            .arg("--tls-cert-file")
            .arg(dir.join("server.crt"))
            .arg("--tls-key-file")
            .arg(dir.join("server.key"))
            .arg("--tls-ca-cert-file")
            .arg(dir.join("ca.crt"))
            .args([
                "--tls-auth-clients",
                "no",
                "--save",
                "",
                "--appendonly",
                "no",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start a private redis-server");
        let server = Server(child);
        wait_for_port(port);
        server
    }

    /// A TLS listener on a free port that forwards the decrypted stream to `target`.
    async fn tls_terminator(dir: &Path, target: &str) -> u16 {
        use rustls::pki_types::pem::PemObject;
        use rustls::pki_types::{CertificateDer, PrivateKeyDer};
        let certs = CertificateDer::pem_file_iter(dir.join("server.crt"))
            .unwrap()
            .collect::<Result<Vec<_>, _>>()
            .unwrap();
        let key = PrivateKeyDer::from_pem_file(dir.join("server.key")).unwrap();
        let config = rustls::ServerConfig::builder()
            .with_no_client_auth()
            .with_single_cert(certs, key)
            .unwrap();
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let target = target.to_owned();
        tokio::spawn(async move {
            while let Ok((inbound, _)) = listener.accept().await {
                let acceptor = acceptor.clone();
                let target = target.clone();
                tokio::spawn(async move {
                    let Ok(mut tls) = acceptor.accept(inbound).await else {
                        return;
                    };
                    let Ok(mut outbound) = tokio::net::TcpStream::connect(&target).await else {
                        return;
                    };
                    let _ = tokio::io::copy_bidirectional(&mut tls, &mut outbound).await;
                });
            }
        });
        port
    }

    #[tokio::test]
    #[allow(
        unsafe_code,
        reason = "Redis and RabbitMQ clients read their CAs only from SSL_CERT_FILE"
    )]
    async fn the_data_stores_are_reached_over_tls_and_never_in_plaintext_by_mistake() {
        shop_common::tls::install_provider();
        let dir = std::env::temp_dir().join(format!("shop-tls-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        run(Command::new("chmod").arg("755").arg(&dir));
        make_certificates(&dir);
        let ca = dir.join("ca.crt");
        // Redis and RabbitMQ clients trust the CAs in SSL_CERT_FILE (rustls-native-certs).
        // SAFETY: the test command (cargo-nextest) runs each test in its own process, and this
        // one sets the variable before starting any client or thread that reads the environment.
        unsafe { std::env::set_var("SSL_CERT_FILE", &ca) };

        // PostgreSQL: verify-full against the test CA, through the shop's pool and migrations.
        let pg_port = free_port();
        let _postgres = start_postgres(&dir, pg_port);
        let tls_url = format!(
            "postgres://shop@127.0.0.1:{pg_port}/postgres?sslmode=verify-full&sslrootcert={}",
            ca.display()
        );
        let pool = shop_common::db::connect_and_migrate(
            &tls_url,
            "tls_check",
            2,
            &NO_MIGRATIONS,
            Duration::from_secs(20),
        )
        .await
        .expect("connect over TLS");
        let (ssl,): (bool,) =
            sqlx::query_as("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
                .fetch_one(&pool)
                .await
                .unwrap();
        assert!(ssl, "the session is encrypted");
        let plain = format!("postgres://shop@127.0.0.1:{pg_port}/postgres?sslmode=disable");
        let err =
            shop_common::db::connect_and_migrate(&plain, "x", 1, &NO_MIGRATIONS, Duration::ZERO)
                .await
                .unwrap_err()
                .to_string();
        assert!(
            err.contains("no encryption") || err.contains("pg_hba"),
            "{err}"
        );
        let untrusted = format!("postgres://shop@127.0.0.1:{pg_port}/postgres?sslmode=verify-full");
        let err = shop_common::db::connect_and_migrate(
            &untrusted,
            "x",
            1,
            &NO_MIGRATIONS,
            Duration::ZERO,
        )
        .await
        .unwrap_err()
        .to_string();
        assert!(
            err.to_lowercase().contains("certificate"),
            "without the CA: {err}"
        );

        // Redis: rediss:// answers PING; redis:// to the TLS port does not.
        let redis_port = free_port();
        let _redis = start_redis(&dir, redis_port);
        let client = redis::Client::open(format!("rediss://127.0.0.1:{redis_port}")).unwrap();
        let mut conn = redis::aio::ConnectionManager::new(client)
            .await
            .expect("rediss://");
        let pong: String = redis::cmd("PING").query_async(&mut conn).await.unwrap();
        assert_eq!(pong, "PONG");
        let plain = redis::Client::open(format!("redis://127.0.0.1:{redis_port}")).unwrap();
        let plain = tokio::time::timeout(Duration::from_secs(5), async {
            let mut conn = plain.get_multiplexed_async_connection().await?;
            redis::cmd("PING").query_async::<String>(&mut conn).await
        })
        .await;
        assert!(
            !matches!(plain, Ok(Ok(_))),
            "plaintext to a TLS-only Redis fails"
        );

        // RabbitMQ: the outbox relay publishes over amqps:// (with publisher confirms), the
        // outbox living in the TLS PostgreSQL above.
        let broker = amqp_url();
        let broker_host = broker
            .rsplit_once('@')
            .map_or(broker.as_str(), |(_, rest)| rest)
            .split('/')
            .next()
            .unwrap()
            .to_owned();
        let amqps_port = tls_terminator(&dir, &broker_host).await;
        let amqps = format!("amqps://guest:guest@127.0.0.1:{amqps_port}/%2f");
        shop_common::events::install(&pool).await.unwrap();
        let mut tx = pool.begin().await.unwrap();
        shop_common::events::enqueue(&mut tx, shop_common::events::ORDER_CANCELLED, &())
            .await
            .unwrap();
        tx.commit().await.unwrap();
        let relay = tokio::spawn(shop_common::events::run_relay(
            pool.clone(),
            events_config_at(&amqps),
        ));
        let started = Instant::now();
        loop {
            let (unpublished,): (i64,) =
                sqlx::query_as("SELECT count(*) FROM event_outbox WHERE published_at IS NULL")
                    .fetch_one(&pool)
                    .await
                    .unwrap();
            if unpublished == 0 {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "published over amqps://"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        relay.abort();
        // amqps:// to the plaintext broker: a TLS error, never a plaintext session.
        let to_plain = broker.replacen("amqp://", "amqps://", 1);
        let result = tokio::time::timeout(
            Duration::from_secs(10),
            lapin::Connection::connect(&to_plain, lapin::ConnectionProperties::default()),
        )
        .await;
        assert!(
            !matches!(result, Ok(Ok(_))),
            "amqps:// never falls back to plaintext"
        );
        // amqp:// to the TLS-only port fails too.
        let plain_to_tls = format!("amqp://guest:guest@127.0.0.1:{amqps_port}/%2f");
        let result = tokio::time::timeout(
            Duration::from_secs(10),
            lapin::Connection::connect(&plain_to_tls, lapin::ConnectionProperties::default()),
        )
        .await;
        assert!(
            !matches!(result, Ok(Ok(_))),
            "plaintext to a TLS-only broker fails"
        );

        pool.close().await;
        drop(_postgres);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[tokio::test]
async fn the_probe_says_a_busy_pool_is_reachable_and_a_stalled_or_gone_database_is_not() {
    let db = TestDatabase::create().await;
    let (proxy, url) = shop_common::testing::TcpProxy::for_url(&db.url).await;
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect(&url)
        .await
        .unwrap();
    let mut probe = shop_common::db::Probe::new(&pool);
    // Long enough for a new connection's handshake with the machine busy (300 ms was not, under
    // the test command), well short of the 5 s stall.
    let timeout = Duration::from_secs(2);
    assert!(probe.reachable(timeout).await);
    // Every connection lent out to a call: busy, not down (the health watcher must not shed the
    // calls of a busy service).
    let held = pool.acquire().await.unwrap();
    assert!(probe.reachable(timeout).await);
    // A database that answers too late, with the pool full: down, not busy.
    proxy.stall(Duration::from_secs(5));
    assert!(!probe.reachable(timeout).await);
    proxy.stall(Duration::ZERO);
    drop(held);
    assert!(
        probe.reachable(timeout).await,
        "a new connection after the stall"
    );
    // A database nobody can reach any more, then back.
    proxy.cut();
    assert!(!probe.reachable(timeout).await);
    assert!(!probe.reachable(timeout).await);
    proxy.restore();
    assert!(probe.reachable(timeout).await);
    // A connection the server closed (as idle, or by an administrator) is replaced at once.
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid()",
    )
    .execute(&sqlx::PgPool::connect(&db.url).await.unwrap())
    .await
    .unwrap();
    assert!(probe.reachable(timeout).await);
}

/// A migration that needs a table's exclusive lock while a long transaction reads the table
/// gives way after its lock timeout instead of queueing every later reader behind itself for as
/// long as the transaction runs, and goes through once the transaction has ended.
#[tokio::test]
async fn a_migration_behind_a_long_transaction_never_holds_up_readers_for_long() {
    let db = TestDatabase::create().await;
    let setup = sqlx::PgPool::connect(&db.url).await.unwrap();
    sqlx::query("CREATE SCHEMA shelf")
        .execute(&setup)
        .await
        .unwrap();
    sqlx::query("CREATE TABLE shelf.things (id INT)")
        .execute(&setup)
        .await
        .unwrap();
    // A report's long read: holds the table's shared lock until it commits.
    let mut reader = setup.begin().await.unwrap();
    sqlx::query("SELECT count(*) FROM shelf.things")
        .execute(&mut *reader)
        .await
        .unwrap();

    let dir = std::env::temp_dir().join(format!("migrations-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("1_add_colour.sql"),
        "ALTER TABLE things ADD COLUMN colour TEXT;",
    )
    .unwrap();
    let migrator = sqlx::migrate::Migrator::new(dir.as_path()).await.unwrap();
    let url = db.url.clone();
    let migrating = tokio::spawn(async move {
        shop_common::db::connect_and_migrate(&url, "shelf", 2, &migrator, Duration::from_secs(5))
            .await
    });
    tokio::time::sleep(Duration::from_millis(500)).await;

    // A checkout's read arriving behind the waiting migration: answered within about the lock
    // timeout (3 s), not after the long transaction (held 8 s here).
    let started = std::time::Instant::now();
    sqlx::query("SELECT count(*) FROM shelf.things")
        .execute(&setup)
        .await
        .unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "a reader waited {:?} behind the migration",
        started.elapsed()
    );
    assert!(
        !migrating.is_finished(),
        "the migration cannot be through yet"
    );

    tokio::time::sleep(Duration::from_secs(3)).await;
    reader.commit().await.unwrap();
    let pool = tokio::time::timeout(Duration::from_secs(10), migrating)
        .await
        .expect("the migration goes through once the reader is gone")
        .unwrap()
        .unwrap();
    let columns: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM information_schema.columns \
         WHERE table_schema = 'shelf' AND table_name = 'things' AND column_name = 'colour'",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(columns, 1);
    pool.close().await;
    setup.close().await;
    let _ = std::fs::remove_dir_all(dir);
}

/// Behind a Service that picks a replica per connection (kube-proxy's way), a client that keeps
/// one HTTP/2 connection would stay on the first replica forever; with a maximum connection age
/// the servers close connections gracefully, the client reconnects, and a second replica (one
/// the autoscaler just added) gets calls too, without a call failing on the way.
#[tokio::test]
async fn an_aged_connection_moves_calls_to_another_replica() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    let db = TestDatabase::create().await;
    let pool = sqlx::PgPool::connect(&db.url).await.unwrap();
    let settings = shop_common::grpc::ServerSettings {
        max_connection_age: Some(Duration::from_millis(500)),
    };
    let mut replicas = Vec::new();
    let mut servers = Vec::new();
    for _ in 0..2 {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        replicas.push(listener.local_addr().unwrap());
        servers.push(tokio::spawn(shop_common::grpc::serve_with(
            listener,
            "shop.test.v1.TestService",
            tonic::service::Routes::default(),
            pool.clone(),
            shop_common::grpc::DatabaseWatch::default(),
            settings,
            std::future::pending(),
        )));
    }

    // The Service: each new connection goes to the next replica; connections counted per replica.
    let front = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", front.local_addr().unwrap());
    let accepted: Arc<[AtomicUsize; 2]> = Arc::new([AtomicUsize::new(0), AtomicUsize::new(0)]);
    let counts = accepted.clone();
    let balancer = tokio::spawn(async move {
        let mut next = 0;
        while let Ok((mut inbound, _)) = front.accept().await {
            let target = replicas[next % 2];
            counts[next % 2].fetch_add(1, Ordering::SeqCst);
            next += 1;
            tokio::spawn(async move {
                if let Ok(mut outbound) = tokio::net::TcpStream::connect(target).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    });

    let channel =
        shop_common::grpc::client_channel("TEST_GRPC_URL", &url, Duration::from_secs(2)).unwrap();
    let mut client = HealthClient::new(channel);
    let until = std::time::Instant::now() + Duration::from_secs(3);
    let mut calls = 0;
    while std::time::Instant::now() < until {
        let answer = client
            .check(HealthCheckRequest {
                service: String::new(),
            })
            .await;
        assert!(answer.is_ok(), "call {calls} failed: {answer:?}");
        calls += 1;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let per_replica = [
        accepted[0].load(Ordering::SeqCst),
        accepted[1].load(Ordering::SeqCst),
    ];
    assert!(
        per_replica.iter().all(|n| *n >= 1),
        "{calls} calls reached the replicas over {per_replica:?} connections"
    );
    balancer.abort();
    for server in servers {
        server.abort();
    }
}
