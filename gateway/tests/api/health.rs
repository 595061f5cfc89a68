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
    let down = "http://127.0.0.1:1".to_owned();
    let config = common::gateway_config(
        ServiceUrls {
            auth: auth_url.clone(),
            catalog: down.clone(),
            orders: down.clone(),
            payments: down.clone(),
            media: down,
        },
        redis.url(),
    );
    let app = shop_gateway::app(
        shop_gateway::state::AppState::connect(&config).unwrap(),
        &config,
    );
    let mut health = loop {
        if let Ok(channel) = tonic::transport::Channel::from_shared(auth_url.clone())
            .unwrap()
            .connect()
            .await
        {
            break HealthClient::new(channel);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
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
    let response = get("/readyz").await.unwrap();
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
