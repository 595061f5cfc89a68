//! The orders service's configuration, from environment variables.

use std::time::Duration;

use chrono::{DateTime, Utc};
use shop_common::config;
use shop_common::events::EventsConfig;

#[derive(Debug, Clone)]
pub struct Config {
    /// `CATALOG_GRPC_URL`: where prices and stock come from.
    pub catalog_url: String,
    /// `GRPC_TIMEOUT_MS` (as in the gateway): deadline of each call to the catalog.
    pub catalog_timeout: Duration,
    /// `AMQP_URL`, `EVENTS_EXCHANGE`: where the outbox relay publishes.
    pub events: EventsConfig,
    /// `UNPAID_ORDER_CANCEL_AFTER_SECS`: an online (M-Pesa, card, PayPal) order still unpaid
    /// this long after it was placed is cancelled and its stock released; 0 never.
    pub unpaid_cancel_after: Duration,
    /// What "now" is for coupon campaigns and the stats' calendar months. Always the system
    /// clock in production; tests pin it to a Monday or a Saturday.
    pub clock: Clock,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            catalog_url: config::string("CATALOG_GRPC_URL", "http://127.0.0.1:50052"),
            catalog_timeout: Duration::from_millis(config::parse("GRPC_TIMEOUT_MS", 5_000u64)?),
            events: EventsConfig::from_env()?,
            unpaid_cancel_after: Duration::from_secs(config::parse(
                "UNPAID_ORDER_CANCEL_AFTER_SECS",
                1_800u64,
            )?),
            clock: Clock::System,
        })
    }
}

/// The service's notion of now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Clock {
    #[default]
    System,
    /// Always this instant (tests).
    Fixed(DateTime<Utc>),
}

impl Clock {
    pub fn now(self) -> DateTime<Utc> {
        match self {
            Self::System => Utc::now(),
            Self::Fixed(at) => at,
        }
    }
}
