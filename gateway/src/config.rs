//! The gateway's configuration, from environment variables with embedded-setup defaults.

use std::path::PathBuf;
use std::time::Duration;

use shop_common::config;
use shop_common::profile::{Profile, Refusals};

use crate::rate_limit::LoginLimits;

#[derive(Debug, Clone)]
pub struct Config {
    /// `GATEWAY_ADDR`: where the REST API and the web app are served.
    pub addr: String,
    /// `{AUTH,CATALOG,ORDERS,PAYMENTS,MEDIA}_GRPC_URL`: the services.
    pub services: ServiceUrls,
    /// `GRPC_TIMEOUT_MS`: deadline of every gRPC call but the payments service's.
    pub grpc_timeout: Duration,
    /// `PAYMENTS_GRPC_TIMEOUT_MS`: deadline of calls to the payments service, longer than its
    /// own calls to Daraja (`DARAJA_TIMEOUT_MS`), which it bounds by this deadline.
    pub payments_timeout: Duration,
    /// `WEB_DIST_DIR`: the built web app, served with a fallback to `index.html`.
    pub web_dist_dir: PathBuf,
    /// `MEDIA_DIR`: pictures, served at `/media/`.
    pub media_dir: PathBuf,
    /// `CORS_ORIGINS`: comma-separated origins allowed to call the API from a browser, or `*`.
    pub cors_origins: Vec<String>,
    /// `REDIS_URL`: sign-in failure counters.
    pub redis_url: String,
    /// Failed sign-ins allowed per `LOGIN_WINDOW_SECS`: `LOGIN_MAX_FAILURES` for one account
    /// from one address, `LOGIN_MAX_FAILURES_PER_ACCOUNT` for one account from anywhere, then
    /// 429 whatever the password; `LOGIN_MAX_FAILURES_PER_ADDRESS` for one address across
    /// accounts, then a failure answers 429 but a right password still signs in.
    pub login_limits: LoginLimits,
    /// `RATE_LIMIT_PREFIX`: namespace of the limiter's Redis keys, so several shops (or test
    /// stacks) can share one Redis.
    pub rate_limit_prefix: String,
    /// `TRUST_PROXY_HEADERS`: take the caller's address from `X-Real-IP` (behind nginx/ingress).
    pub trust_proxy: bool,
    /// `PUBLIC_BASE_URL`: the shop's address as shoppers reach it, for links in emails.
    pub public_base_url: String,
    /// `DEV_MAILBOX`: serve `/dev/mailbox` (embedded setup only; never in production).
    pub dev_mailbox: bool,
}

#[derive(Debug, Clone)]
pub struct ServiceUrls {
    pub auth: String,
    pub catalog: String,
    pub orders: String,
    pub payments: String,
    pub media: String,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let addr = config::string("GATEWAY_ADDR", "127.0.0.1:8080");
        let config = Self {
            public_base_url: config::string("PUBLIC_BASE_URL", &format!("http://{addr}"))
                .trim_end_matches('/')
                .to_owned(),
            redis_url: config::string("REDIS_URL", "redis://127.0.0.1:6379"),
            login_limits: LoginLimits {
                per_account_and_address: config::parse(
                    "LOGIN_MAX_FAILURES",
                    LoginLimits::DEFAULT.per_account_and_address,
                )?,
                per_account: config::parse(
                    "LOGIN_MAX_FAILURES_PER_ACCOUNT",
                    LoginLimits::DEFAULT.per_account,
                )?,
                per_address: config::parse(
                    "LOGIN_MAX_FAILURES_PER_ADDRESS",
                    LoginLimits::DEFAULT.per_address,
                )?,
                window: Duration::from_secs(config::parse(
                    "LOGIN_WINDOW_SECS",
                    LoginLimits::DEFAULT.window.as_secs(),
                )?),
            },
            rate_limit_prefix: config::string("RATE_LIMIT_PREFIX", "shop:gateway"),
            trust_proxy: config::parse("TRUST_PROXY_HEADERS", false)?,
            dev_mailbox: config::parse("DEV_MAILBOX", false)?,
            addr,
            services: ServiceUrls {
                auth: config::string("AUTH_GRPC_URL", "http://127.0.0.1:50051"),
                catalog: config::string("CATALOG_GRPC_URL", "http://127.0.0.1:50052"),
                orders: config::string("ORDERS_GRPC_URL", "http://127.0.0.1:50053"),
                payments: config::string("PAYMENTS_GRPC_URL", "http://127.0.0.1:50054"),
                media: config::string("MEDIA_GRPC_URL", "http://127.0.0.1:50055"),
            },
            grpc_timeout: Duration::from_millis(config::parse("GRPC_TIMEOUT_MS", 5_000u64)?),
            payments_timeout: Duration::from_millis(config::parse(
                "PAYMENTS_GRPC_TIMEOUT_MS",
                15_000u64,
            )?),
            web_dist_dir: PathBuf::from(config::string("WEB_DIST_DIR", "web/dist")),
            media_dir: PathBuf::from(config::string("MEDIA_DIR", ".run/media")),
            cors_origins: config::string(
                "CORS_ORIGINS",
                "http://localhost:5173,http://127.0.0.1:5173",
            )
            .split(',')
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect(),
        };
        if Profile::from_env()?.is_production() {
            config.production_refusals().into_result("gateway")?;
        }
        Ok(config)
    }

    /// What production refuses: the dev mailbox (reset links readable by any admin) and a
    /// public address shoppers would reach without TLS.
    fn production_refusals(&self) -> Refusals {
        let mut refusals = Refusals::default();
        refusals.check(
            self.dev_mailbox,
            "DEV_MAILBOX",
            "must be off: the dev mailbox is for the embedded setup",
        );
        refusals.https("PUBLIC_BASE_URL", &self.public_base_url);
        refusals
    }
}
