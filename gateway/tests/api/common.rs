//! Test harness: the real gateway router over a real catalog service and a real auth service,
//! each with a fresh PostgreSQL database (and the catalog with a private Redis), and, for the
//! tests of orders, cart and wishlist, a real orders service over the same catalog; for the
//! tests of payments also a real payments service, the Daraja simulator, and the gateway
//! listening on a real port so that the simulator's callbacks reach its callback route.
#![allow(dead_code)]

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use shop_auth::testing::TestAuth;
use shop_catalog::testing::TestCatalog;
use shop_gateway::config::{Config, ServiceUrls};
use shop_gateway::rate_limit::LoginLimits;
use shop_gateway::state::AppState;
use shop_orders::testing::TestOrders;
use shop_payments::testing::TestPayments;
use tower::ServiceExt;

/// The sign-in throttling window of the test gateway: short, so a test can see it release.
pub(crate) const LOGIN_WINDOW: std::time::Duration = std::time::Duration::from_secs(2);

/// The sign-in limits of the test gateway: 5 failures per account and address (as in
/// production), 8 per account, 8 per address across accounts.
pub(crate) const LOGIN_LIMITS: LoginLimits = LoginLimits {
    per_account_and_address: 5,
    per_account: 8,
    per_address: 8,
    window: LOGIN_WINDOW,
};

pub(crate) struct Api {
    pub app: axum::Router,
    pub catalog: TestCatalog,
    pub auth: TestAuth,
    /// Running only for [`Api::with_orders`], [`Api::with_orders_config`] and
    /// [`Api::with_payments`].
    pub orders: Option<TestOrders>,
    /// Running only for [`Api::with_payments`].
    pub payments: Option<Payments>,
    /// The SMS simulator the orders service texts customers through (running with orders).
    pub sms: Option<sms_sim::RunningSim>,
    _web: tempdir::Dir,
}

/// The payments side of [`Api::with_payments`].
pub(crate) struct Payments {
    pub service: TestPayments,
    pub sim: daraja_sim::RunningSim,
    /// Between the payments service and the simulator: a test can make Daraja slow.
    pub daraja: shop_common::testing::TcpProxy,
    /// The last segment of the callback URL the service gives Daraja.
    pub callback_secret: String,
    /// `http://127.0.0.1:<port>`: the gateway as the simulator reaches it.
    pub gateway_url: String,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for Payments {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// How long the simulated payer takes to answer an M-Pesa prompt in the gateway's tests.
pub(crate) const PAYER_DELAY: std::time::Duration = std::time::Duration::from_millis(200);

/// Makes the orders service's configuration from the catalog's URL.
type OrdersConfig = Box<dyn FnOnce(&str) -> shop_orders::Config + Send>;

/// Changes the payments service's test configuration (its timings, say).
type PaymentsTune = Box<dyn FnOnce(&mut shop_payments::Config) + Send>;

pub(crate) mod tempdir {
    /// A directory removed on drop, holding a stand-in built web app.
    pub(crate) struct Dir(pub std::path::PathBuf);
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

impl Api {
    pub(crate) async fn start() -> Self {
        Self::start_with(shop_auth::testing::config()).await
    }

    /// A gateway over an auth service with `auth_config` (short token lifetimes, say).
    pub(crate) async fn start_with(auth_config: shop_auth::Config) -> Self {
        Self::build(auth_config, None, None, LOGIN_LIMITS).await
    }

    /// A gateway with these sign-in limits instead of [`LOGIN_LIMITS`] (production's, say).
    pub(crate) async fn with_login_limits(login_limits: LoginLimits) -> Self {
        Self::build(shop_auth::testing::config(), None, None, login_limits).await
    }

    /// The whole shop for orders: catalog, auth and orders.
    pub(crate) async fn with_orders() -> Self {
        Self::with_orders_config(shop_orders::testing::config).await
    }

    /// The whole shop, with the orders service configured by `orders_config(catalog_url)` (a
    /// pinned clock, say).
    pub(crate) async fn with_orders_config(
        orders_config: impl FnOnce(&str) -> shop_orders::Config + Send + 'static,
    ) -> Self {
        Self::build(
            shop_auth::testing::config(),
            Some(Box::new(orders_config)),
            None,
            LOGIN_LIMITS,
        )
        .await
    }

    /// The whole shop for payments: catalog, auth, orders, payments over the Daraja simulator
    /// (payer answering after [`PAYER_DELAY`]), and this gateway also serving on a real port,
    /// where Daraja's callbacks arrive.
    pub(crate) async fn with_payments() -> Self {
        Self::with_payments_tuned(|_| {}).await
    }

    /// [`Api::with_payments`], with the payments service's configuration changed by `tune`.
    pub(crate) async fn with_payments_tuned(
        tune: impl FnOnce(&mut shop_payments::Config) + Send + 'static,
    ) -> Self {
        Self::build(
            shop_auth::testing::config(),
            Some(Box::new(shop_orders::testing::config)),
            Some(Box::new(tune)),
            LOGIN_LIMITS,
        )
        .await
    }

    async fn build(
        auth_config: shop_auth::Config,
        orders_config: Option<OrdersConfig>,
        payments_tune: Option<PaymentsTune>,
        login_limits: LoginLimits,
    ) -> Self {
        // The catalog consumes `order.cancelled` on the exchange the orders service publishes to.
        let events = shop_common::testing::events_config();
        let catalog = TestCatalog::start_with_events(events.clone()).await;
        let auth = TestAuth::start(auth_config).await;
        let (orders, sms) = match orders_config {
            Some(config) => {
                let mut config = config(&catalog.url());
                config.events.exchange = events.exchange.clone();
                let sms = sms_sim::start(sms_sim::Config::default()).await.unwrap();
                config.notify.sms_base_url = sms.base_url.clone();
                config.notify.sms_username = sms_sim::DEFAULT_USERNAME.to_owned();
                config.notify.sms_api_key = sms_sim::DEFAULT_API_KEY.to_owned();
                (Some(TestOrders::start(config).await), Some(sms))
            }
            None => (None, None),
        };
        // The gateway's port goes into the callback URL before payments starts.
        let payments = match (payments_tune, &orders) {
            (Some(tune), Some(orders)) => {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let gateway_url = format!("http://{}", listener.local_addr().unwrap());
                let sim = daraja_sim::start(daraja_sim::Config {
                    callback_delay: PAYER_DELAY,
                    callback_retry_backoff: std::time::Duration::from_millis(200),
                    ..daraja_sim::Config::default()
                })
                .await
                .unwrap();
                let callback_secret = format!("test{}", uuid::Uuid::new_v4().simple());
                let (daraja, daraja_url) =
                    shop_common::testing::TcpProxy::for_url(&sim.base_url).await;
                let mut config = shop_payments::testing::config(&orders.url(), &daraja_url);
                config.events.exchange = events.exchange.clone();
                config.callback_secret = callback_secret.clone().into();
                config.daraja.callback_url =
                    format!("{gateway_url}/api/payments/daraja/callback/{callback_secret}");
                config.c2b.validation_url =
                    format!("{gateway_url}/api/payments/daraja/c2b/validation/{callback_secret}");
                config.c2b.confirmation_url =
                    format!("{gateway_url}/api/payments/daraja/c2b/confirmation/{callback_secret}");
                tune(&mut config);
                let service = TestPayments::start(config).await;
                Some((listener, service, sim, daraja, callback_secret, gateway_url))
            }
            _ => None,
        };
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
        let services = ServiceUrls {
            auth: auth.url(),
            catalog: catalog.url(),
            orders: orders
                .as_ref()
                .map_or_else(|| down.clone(), TestOrders::url),
            payments: payments
                .as_ref()
                .map_or_else(|| down.clone(), |(_, service, ..)| service.url()),
            media: down,
        };
        let config = Config {
            web_dist_dir: web.clone(),
            media_dir: web.join("media"),
            dev_mailbox: true,
            login_limits,
            ..gateway_config(services, catalog.redis.url())
        };
        let app = shop_gateway::app(AppState::connect(&config).unwrap(), &config);
        catalog.client().await; // wait until it accepts connections
        if let Some(orders) = &orders {
            orders.client().await;
        }
        let payments = match payments {
            Some((listener, service, sim, daraja, callback_secret, gateway_url)) => {
                service.client().await;
                let served = app
                    .clone()
                    .into_make_service_with_connect_info::<std::net::SocketAddr>();
                let server = tokio::spawn(async move {
                    let _ = axum::serve(listener, served).await;
                });
                Some(Payments {
                    service,
                    sim,
                    daraja,
                    callback_secret,
                    gateway_url,
                    server,
                })
            }
            None => None,
        };
        Self {
            app,
            catalog,
            auth,
            orders,
            payments,
            sms,
            _web: tempdir::Dir(web),
        }
    }

    /// Sets the shop's prices to exclude VAT (added on top at checkout), the rule before
    /// `pricesIncludeVat`: for the tests whose figures are that rule's. Needs the orders service.
    pub(crate) async fn vat_on_top(&self) {
        sqlx::query("UPDATE shop_settings SET prices_include_vat = FALSE")
            .execute(&self.orders.as_ref().expect("the orders service").pool)
            .await
            .expect("prices excluding VAT");
    }

    pub(crate) async fn call(
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

    pub(crate) async fn get(&self, uri: &str) -> (StatusCode, Value) {
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

    /// Any method, optional bearer token and JSON body; the answer's status and JSON.
    pub(crate) async fn send(
        &self,
        method: &str,
        uri: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder()
            .method(method)
            .uri(uri)
            .header(header::ACCEPT, "application/json")
            .header("x-real-ip", "41.90.64.10");
        if let Some(token) = token {
            request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
        }
        let request = match body {
            Some(body) => request
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(body.to_string())),
            None => request.body(Body::empty()),
        }
        .unwrap();
        let (status, _, body) = self.call(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }

    pub(crate) async fn post(&self, uri: &str, body: &str) -> (StatusCode, Value) {
        let request = Request::post(uri)
            .header(header::ACCEPT, "application/json")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_owned()))
            .unwrap();
        let (status, _, body) = self.call(request).await;
        (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
    }
}

/// A gateway configuration over `services`, for tests that run their own services (one whose
/// database sits behind a proxy, say). Sign-in counters go to `redis_url`.
pub(crate) fn gateway_config(services: ServiceUrls, redis_url: String) -> Config {
    let web = std::env::temp_dir().join("shop-web-none");
    Config {
        addr: "127.0.0.1:0".into(),
        services,
        grpc_timeout: std::time::Duration::from_secs(5),
        payments_timeout: std::time::Duration::from_secs(15),
        web_dist_dir: web.clone(),
        media_dir: web.join("media"),
        cors_origins: vec!["http://localhost:5173".into()],
        redis_url,
        login_limits: LOGIN_LIMITS,
        rate_limit_prefix: "test:gateway".into(),
        trust_proxy: true,
        public_base_url: "http://shop.test".into(),
        dev_mailbox: false,
    }
}
