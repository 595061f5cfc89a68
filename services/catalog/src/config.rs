//! The catalog service's configuration, from environment variables.

use std::path::PathBuf;
use std::time::Duration;

use shop_common::config;
use shop_common::events::EventsConfig;

#[derive(Debug, Clone)]
pub struct Config {
    /// `REDIS_URL`: the cache. The service answers from PostgreSQL when it is unreachable.
    pub redis_url: String,
    /// `CACHE_PREFIX`: namespace of every key, so several shops can share one Redis.
    pub cache_prefix: String,
    /// `CATEGORY_CACHE_TTL_SECS`: the category list, 15 minutes as the spec says.
    pub category_ttl: Duration,
    /// `LISTING_CACHE_TTL_SECS`: hot listing pages and product details. Product changes
    /// invalidate them at once; the TTL only bounds memory.
    pub listing_ttl: Duration,
    /// `MEDIA_DIR`: where `catalog seed demo` writes the demo pictures (under `demo/`).
    pub media_dir: PathBuf,
    /// `AMQP_URL`, `EVENTS_EXCHANGE`: where `order.cancelled` comes from.
    pub events: EventsConfig,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            redis_url: config::string("REDIS_URL", "redis://127.0.0.1:6379"),
            cache_prefix: config::string("CACHE_PREFIX", "shop:catalog"),
            category_ttl: Duration::from_secs(config::parse("CATEGORY_CACHE_TTL_SECS", 900u64)?),
            listing_ttl: Duration::from_secs(config::parse("LISTING_CACHE_TTL_SECS", 300u64)?),
            media_dir: PathBuf::from(config::string("MEDIA_DIR", ".run/media")),
            events: EventsConfig::from_env()?,
        })
    }
}
