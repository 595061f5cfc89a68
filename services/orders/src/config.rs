//! The orders service's configuration, from environment variables.

use std::time::Duration;

use chrono::{DateTime, Utc};
use shop_common::config;
use shop_common::events::EventsConfig;

#[derive(Debug, Clone)]
pub struct Config {
    /// `CATALOG_GRPC_URL`: where prices and stock come from.
    pub catalog_url: String,
    /// `CATALOG_GRPC_TIMEOUT_MS`: deadline of each call to the catalog, shorter than the
    /// gateway's deadline for the calls that make them (`GRPC_TIMEOUT_MS`).
    pub catalog_timeout: Duration,
    /// `PAYMENTS_GRPC_URL`: the payments service, asked before an unpaid order is cancelled.
    pub payments_url: String,
    /// `PAYMENTS_GRPC_TIMEOUT_MS`: deadline of each call to payments (it may ask Daraja).
    pub payments_timeout: Duration,
    /// `RESERVATION_ORPHAN_AFTER_SECS`: a reservation this old whose order was never stored is
    /// released; 0 never.
    pub reservation_orphan_after: Duration,
    /// `AMQP_URL`, `EVENTS_EXCHANGE`: where the outbox relay publishes.
    pub events: EventsConfig,
    /// `UNPAID_ORDER_CANCEL_AFTER_SECS`: an online (M-Pesa, card, PayPal) order still unpaid
    /// this long after it was placed is cancelled and its stock released; 0 never.
    pub unpaid_cancel_after: Duration,
    /// KRA eTIMS: where invoices are sent (`ETIMS_*`).
    pub etims: crate::etims::EtimsConfig,
    /// What "now" is for coupon campaigns and the stats' calendar months. Always the system
    /// clock in production; tests pin it to a Monday or a Saturday.
    pub clock: Clock,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let profile = shop_common::profile::Profile::from_env()?;
        let etims = crate::etims::EtimsConfig::from_env(profile)?;
        let mut refusals = shop_common::profile::Refusals::default();
        etims.refusals(profile, &mut refusals);
        refusals.into_result("orders")?;
        Ok(Self {
            etims,
            catalog_url: config::string("CATALOG_GRPC_URL", "http://127.0.0.1:50052"),
            catalog_timeout: Duration::from_millis(config::parse(
                "CATALOG_GRPC_TIMEOUT_MS",
                3_000u64,
            )?),
            payments_url: config::string("PAYMENTS_GRPC_URL", "http://127.0.0.1:50054"),
            payments_timeout: Duration::from_millis(config::parse(
                "PAYMENTS_GRPC_TIMEOUT_MS",
                15_000u64,
            )?),
            reservation_orphan_after: Duration::from_secs(config::parse(
                "RESERVATION_ORPHAN_AFTER_SECS",
                300u64,
            )?),
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
