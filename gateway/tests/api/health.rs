//! Health that tells the truth: a service whose database is unreachable says so, calls that
//! need it fail fast with a 503, and one service's trouble never takes the gateway out of
//! rotation unless it cannot serve without it.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use tower::ServiceExt;

use crate::common::{self, Api};
use shop_common::testing::{TcpProxy, TestDatabase, TestRedis};
use shop_gateway::config::ServiceUrls;
use std::time::{Duration, Instant};
use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;

async fn serving(client: &mut HealthClient<tonic::transport::Channel>) -> bool {
    client
        .check(HealthCheckRequest {
            service: String::new(),
        })
        .await
        .is_ok_and(|r| r.into_inner().status == ServingStatus::Serving as i32)
}

/// Polls until the health is `want`; how long it took.
async fn wait_for(
    client: &mut HealthClient<tonic::transport::Channel>,
    want: bool,
    limit: Duration,
) -> Duration {
    let started = Instant::now();
    while serving(client).await != want {
        assert!(
            started.elapsed() < limit,
            "health did not become {} within {limit:?}",
            if want { "SERVING" } else { "NOT_SERVING" }
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    started.elapsed()
}

/// A gateway whose only reachable service is `name`, at `url`; its sign-in counters in `redis`.
fn gateway_over(name: &str, url: &str, redis: &TestRedis) -> axum::Router {
    let at = |service: &str| {
        if service == name {
            url.to_owned()
        } else {
            "http://127.0.0.1:1".to_owned()
        }
    };
    let config = common::gateway_config(
        ServiceUrls {
            auth: at("auth"),
            catalog: at("catalog"),
            orders: at("orders"),
            payments: at("payments"),
            media: at("media"),
        },
        redis.url(),
    );
    shop_gateway::app(
        shop_gateway::state::AppState::connect(&config).unwrap(),
        &config,
    )
}

/// The health client of the service at `url`, once it accepts connections.
async fn health_client(url: &str) -> HealthClient<tonic::transport::Channel> {
    loop {
        if let Ok(channel) = tonic::transport::Channel::from_shared(url.to_owned())
            .unwrap()
            .connect()
            .await
        {
            return HealthClient::new(channel);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_service_without_its_database_is_not_serving_and_calls_get_a_quick_503() {
    let db = TestDatabase::create().await;
    let (proxy, url) = TcpProxy::for_url(&db.url).await;
    let pool = shop_common::db::connect_and_migrate(
        &url,
        "auth",
        4,
        &shop_auth::MIGRATOR,
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let auth_url = format!("http://{}", listener.local_addr().unwrap());
    let config = shop_auth::testing::config();
    let server = tokio::spawn(async move {
        let _ = shop_auth::serve(listener, pool, &config, std::future::pending::<()>()).await;
    });
    let redis = TestRedis::start().await;
    let app = gateway_over("auth", &auth_url, &redis);
    let mut health = health_client(&auth_url).await;
    assert!(serving(&mut health).await);
    let register = |email: &str| {
        Request::post("/auth/register")
            .header(header::ACCEPT, "application/json")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(
                serde_json::json!({"name": "Achieng Otieno", "email": email,
                    "phone": "0712345678", "password": "Secret-pass-1"})
                .to_string(),
            ))
            .unwrap()
    };
    let response = app
        .clone()
        .oneshot(register("before@example.com"))
        .await
        .unwrap();
    assert!(response.status().is_success(), "{}", response.status());

    proxy.cut();
    let noticed = wait_for(&mut health, false, Duration::from_secs(5)).await;
    let started = Instant::now();
    let response = app
        .clone()
        .oneshot(register("during@example.com"))
        .await
        .unwrap();
    let answered = started.elapsed();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(
        answered < Duration::from_millis(3_500),
        "answered in {answered:?}"
    );
    let body: Value = serde_json::from_slice(
        &axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap(),
    )
    .unwrap();
    assert_eq!(body["error"], "service_unavailable");

    proxy.restore();
    let recovered = wait_for(&mut health, true, Duration::from_secs(5)).await;
    let response = app
        .clone()
        .oneshot(register("after@example.com"))
        .await
        .unwrap();
    assert!(response.status().is_success(), "{}", response.status());
    eprintln!(
        "database cut: NOT_SERVING after {noticed:?}, REST 503 in {answered:?}; \
         restored: SERVING after {recovered:?}"
    );
    server.abort();
}

#[tokio::test]
async fn liveness_checks_nothing_and_readiness_ignores_what_the_shop_can_do_without() {
    let api = Api::start().await;
    // Orders, payments and media do not run here: the detailed report says so, readiness
    // does not care.
    let (status, body) = api.get("/readyz").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "ready");
    assert!(body["services"].get("media").is_none(), "{body}");
    let (status, body) = api.get("/health").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(body["services"]["media"], "down");

    let Api {
        app, catalog, auth, ..
    } = api;
    drop(catalog);
    drop(auth);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let get = |uri: &str| {
        app.clone().oneshot(
            Request::get(uri)
                .header(header::ACCEPT, "application/json")
                .body(Body::empty())
                .unwrap(),
        )
    };
    assert_eq!(get("/livez").await.unwrap().status(), StatusCode::OK);
    // Readiness is the background watcher's verdict: down after two failed checks in a row
    // (two seconds apart), so one slow answer does not take the gateway out of rotation.
    let deadline = Instant::now() + Duration::from_secs(10);
    let response = loop {
        let started = Instant::now();
        let response = get("/readyz").await.unwrap();
        assert!(
            started.elapsed() < Duration::from_millis(500),
            "readiness answers from what the watcher saw, at once"
        );
        if response.status() == StatusCode::SERVICE_UNAVAILABLE || Instant::now() > deadline {
            break response;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    let body: Value = serde_json::from_slice(
        &axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap(),
    )
    .unwrap();
    assert_eq!(body["services"]["catalog"], "down");
    assert_eq!(body["status"], "not_ready");
}

/// A REST call to `app`: its status, its `Retry-After`, its body, and how long it took.
async fn timed_get(app: &axum::Router, uri: &str) -> (StatusCode, Option<String>, Value, Duration) {
    let started = Instant::now();
    let response = app
        .clone()
        .oneshot(
            Request::get(uri)
                .header(header::ACCEPT, "application/json")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    let took = started.elapsed();
    let status = response.status();
    let retry_after = response
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = serde_json::from_slice(
        &axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap(),
    )
    .unwrap_or(Value::Null);
    (status, retry_after, body, took)
}

/// What must not take the acquire timeout: a refusal while the watcher knows the database down.
const FAST_REFUSAL: Duration = Duration::from_millis(100);

#[tokio::test]
async fn while_the_catalog_database_is_down_cached_pages_answer_and_the_rest_is_refused_at_once() {
    let db = TestDatabase::create().await;
    let (proxy, url) = TcpProxy::for_url(&db.url).await;
    let pool = shop_common::db::connect_and_migrate(
        &url,
        "catalog",
        4,
        &shop_catalog::MIGRATOR,
        Duration::from_secs(5),
    )
    .await
    .unwrap();
    shop_catalog::seed::load(
        &pool,
        vec![
            shop_catalog::testing::product("Mvule Sofa", "living-room-sofas", 45_000, 10),
            shop_catalog::testing::product(
                "Meru Sectional",
                "living-room-sectional-sofas",
                12_000,
                20,
            ),
        ],
    )
    .await
    .unwrap();
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM products ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    let catalog_redis = TestRedis::start().await;
    let config = shop_catalog::config::Config {
        redis_url: catalog_redis.url(),
        cache_prefix: "test".to_owned(),
        category_ttl: Duration::from_secs(900),
        listing_ttl: Duration::from_secs(300),
        media_dir: std::env::temp_dir(),
        events: shop_common::testing::events_config(),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let catalog_url = format!("http://{}", listener.local_addr().unwrap());
    let server = tokio::spawn(async move {
        let _ = shop_catalog::serve(listener, pool, &config, std::future::pending::<()>()).await;
    });
    let redis = TestRedis::start().await;
    let app = gateway_over("catalog", &catalog_url, &redis);
    let mut health = health_client(&catalog_url).await;
    assert!(serving(&mut health).await);
    let cached_product = format!("/products/{}", ids[0]);
    let uncached_product = format!("/products/{}", ids[1]);
    // The listener's first invalidation (at start) moves the cache to a new generation; the pages
    // are read once after it, so Redis holds them.
    let mut cache = redis::Client::open(catalog_redis.url())
        .unwrap()
        .get_multiplexed_async_connection()
        .await
        .unwrap();
    let generation = async |cache: &mut redis::aio::MultiplexedConnection| {
        redis::cmd("GET")
            .arg("test:gen")
            .query_async::<Option<i64>>(cache)
            .await
            .unwrap()
    };
    let started = Instant::now();
    while generation(&mut cache).await.is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "no cache generation"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for uri in ["/products", cached_product.as_str()] {
        let (status, _, body, _) = timed_get(&app, uri).await;
        assert_eq!(status, StatusCode::OK, "{uri}: {body}");
    }

    // Cut: connections refused and dropped.
    proxy.cut();
    let noticed = wait_for(&mut health, false, Duration::from_secs(5)).await;
    let mut refusals = Vec::new();
    for uri in [
        uncached_product.as_str(), // a cache miss of a cached read
        "/products?page=6",        // never cached
        "/products/search?q=sofa", // needs PostgreSQL for its rows
    ] {
        let (status, retry_after, body, took) = timed_get(&app, uri).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{uri}: {body}");
        assert_eq!(retry_after.as_deref(), Some("3"), "{uri}");
        assert_eq!(body["error"], "service_unavailable", "{uri}");
        assert!(body["message"].is_string(), "{body}");
        assert!(took < FAST_REFUSAL, "{uri} refused in {took:?}");
        refusals.push(took);
    }
    assert_eq!(
        generation(&mut cache).await,
        Some(1),
        "the outage moved the cache on"
    );
    let (status, _, body, cached_took) = timed_get(&app, "/products").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["products"].as_array().map(Vec::len), Some(2), "{body}");
    let (status, _, body, _) = timed_get(&app, &cached_product).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["name"], "Mvule Sofa", "{body}");

    // Back: served again as soon as health says so.
    proxy.restore();
    let recovered = wait_for(&mut health, true, Duration::from_secs(5)).await;
    let (status, _, body, _) = timed_get(&app, &uncached_product).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // Stall: the server accepts and never answers in time. Before the watcher's verdict was
    // shared, each call here waited the whole acquire timeout (2 s).
    proxy.stall(Duration::from_secs(30));
    let stalled_noticed = wait_for(&mut health, false, Duration::from_secs(5)).await;
    let (status, retry_after, body, stalled_took) = timed_get(&app, "/products?page=7").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(retry_after.as_deref(), Some("3"));
    assert!(stalled_took < FAST_REFUSAL, "refused in {stalled_took:?}");
    eprintln!(
        "catalog database cut: NOT_SERVING after {noticed:?}, 503s in {refusals:?}, cached \
         listing 200 in {cached_took:?}; restored: SERVING after {recovered:?}; stalled: \
         NOT_SERVING after {stalled_noticed:?}, 503 in {stalled_took:?}"
    );
    server.abort();
}
