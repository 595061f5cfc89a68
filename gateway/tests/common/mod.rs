//! Test harness: the real gateway router over a real catalog service and a real auth service,
//! each with a fresh PostgreSQL database (and the catalog with a private Redis).
#![allow(dead_code)]

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use shop_catalog::testing::TestCatalog;
use shop_common::testing::TestDatabase;
use shop_gateway::config::{Config, ServiceUrls};
use shop_gateway::state::AppState;
use tower::ServiceExt;

pub struct Api {
    pub app: axum::Router,
    pub catalog: TestCatalog,
    pub auth_pool: sqlx::PgPool,
    _auth_db: TestDatabase,
    _auth_stop: tokio::sync::oneshot::Sender<()>,
    _web: tempdir::Dir,
}

pub mod tempdir {
    /// A directory removed on drop, holding a stand-in built web app.
    pub struct Dir(pub std::path::PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

impl Api {
    pub async fn start() -> Self {
        let catalog = TestCatalog::start().await;
        let auth_db = TestDatabase::create().await;
        let auth_pool = shop_common::db::connect_and_migrate(
            &auth_db.url,
            "auth",
            4,
            &shop_auth::MIGRATOR,
            std::time::Duration::from_secs(5),
        )
        .await
        .unwrap();
        let auth_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let auth_url = format!("http://{}", auth_listener.local_addr().unwrap());
        let (auth_stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(shop_auth::serve(auth_listener, auth_pool.clone(), async {
            let _ = stopped.await;
        }));
        let web = std::env::temp_dir().join(format!("shop-web-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(web.join("assets")).unwrap();
        std::fs::write(
            web.join("index.html"),
            "<!doctype html><title>shop app</title>",
        )
        .unwrap();
        std::fs::write(web.join("assets/app.js"), "console.log('app')").unwrap();
        std::fs::write(web.join("robots.txt"), "User-agent: *").unwrap();
        let down = "http://127.0.0.1:1".to_owned();
        let config = Config {
            addr: "127.0.0.1:0".into(),
            services: ServiceUrls {
                auth: auth_url,
                catalog: catalog.url(),
                orders: down.clone(),
                payments: down.clone(),
                media: down,
            },
            grpc_timeout: std::time::Duration::from_secs(5),
            web_dist_dir: web.clone(),
            media_dir: web.join("media"),
            cors_origins: vec!["http://localhost:5173".into()],
        };
        let app = shop_gateway::app(AppState::connect(&config).unwrap(), &config);
        catalog.client().await; // wait until it accepts connections
        Self {
            app,
            catalog,
            auth_pool,
            _auth_db: auth_db,
            _auth_stop: auth_stop,
            _web: tempdir::Dir(web),
        }
    }

    pub async fn call(
        &self,
        request: Request<Body>,
    ) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let response = self.app.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = axum::body::to_bytes(response.into_body(), 1 << 24)
            .await
            .unwrap();
        (status, headers, body.to_vec())
    }

    pub async fn get(&self, uri: &str) -> (StatusCode, Value) {
        let request = Request::get(uri)
            .header(header::ACCEPT, "application/json")
            .body(Body::empty())
            .unwrap();
        let (status, headers, body) = self.call(request).await;
        assert!(
            headers
                .get(header::CONTENT_TYPE)
                .is_some_and(|v| v.to_str().unwrap().starts_with("application/json")),
            "{uri} answered {status} without JSON"
        );
        (status, serde_json::from_slice(&body).unwrap())
    }

    pub async fn post(&self, uri: &str, body: &str) -> (StatusCode, Value) {
        let request = Request::post(uri)
            .header(header::ACCEPT, "application/json")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_owned()))
            .unwrap();
        let (status, _, body) = self.call(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }
}
