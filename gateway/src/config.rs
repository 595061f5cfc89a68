//! The gateway's configuration, from environment variables with embedded-setup defaults.

use std::path::PathBuf;
use std::time::Duration;

use shop_common::config;

#[derive(Debug, Clone)]
pub struct Config {
    /// `GATEWAY_ADDR`: where the REST API and the web app are served.
    pub addr: String,
    /// `{AUTH,CATALOG,ORDERS,PAYMENTS,MEDIA}_GRPC_URL`: the services.
    pub services: ServiceUrls,
    /// `GRPC_TIMEOUT_MS`: deadline of every gRPC call.
    pub grpc_timeout: Duration,
    /// `WEB_DIST_DIR`: the built web app, served with a fallback to `index.html`.
    pub web_dist_dir: PathBuf,
    /// `MEDIA_DIR`: pictures, served at `/media/`.
    pub media_dir: PathBuf,
    /// `CORS_ORIGINS`: comma-separated origins allowed to call the API from a browser, or `*`.
    pub cors_origins: Vec<String>,
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
        Ok(Self {
            addr: config::string("GATEWAY_ADDR", "127.0.0.1:8080"),
            services: ServiceUrls {
                auth: config::string("AUTH_GRPC_URL", "http://127.0.0.1:50051"),
                catalog: config::string("CATALOG_GRPC_URL", "http://127.0.0.1:50052"),
                orders: config::string("ORDERS_GRPC_URL", "http://127.0.0.1:50053"),
                payments: config::string("PAYMENTS_GRPC_URL", "http://127.0.0.1:50054"),
                media: config::string("MEDIA_GRPC_URL", "http://127.0.0.1:50055"),
            },
            grpc_timeout: Duration::from_millis(config::parse("GRPC_TIMEOUT_MS", 5_000u64)?),
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
        })
    }
}
