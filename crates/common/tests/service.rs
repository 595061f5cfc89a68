//! The start-up plumbing every service relies on: its own schema migrated, the standard health
//! service answering, and a graceful stop.

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
