//! The orders service's configuration, from environment variables.

use std::time::Duration;

use chrono::{DateTime, Utc};
use shop_common::config;
use shop_common::events::EventsConfig;
use shop_common::profile::{Profile, Refusals};

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
    /// How customers are told about their orders (email and SMS).
    pub notify: NotifyConfig,
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
            notify: NotifyConfig::from_env()?,
            clock: Clock::System,
        })
    }
}

/// Where the customers' order mail and SMS go (`notify`).
#[derive(Clone, Default)]
pub struct NotifyConfig {
    /// `SMTP_URL`: the SMTP server (as auth's); unset: the dev mailbox in the orders schema.
    pub smtp_url: Option<String>,
    /// `MAIL_FROM`: the sender of the shop's mail.
    pub mail_from: String,
    /// `PUBLIC_BASE_URL`: the shop's address, for the order's link in each email.
    pub public_base_url: String,
    /// `SMS_BASE_URL`: Africa's Talking's API (`https://api.africastalking.com`) or the SMS
    /// simulator; empty: no SMS is sent.
    pub sms_base_url: String,
    /// `SMS_USERNAME`: the Africa's Talking account (application username).
    pub sms_username: String,
    /// `SMS_API_KEY`: its API key.
    pub sms_api_key: String,
    /// `SMS_SENDER_ID`: the registered sender id (alphanumeric or short code); empty: the
    /// provider's default sender.
    pub sms_sender_id: String,
    /// `SMS_TIMEOUT_MS`: how long one send may take before it counts as failed (and is retried).
    pub sms_timeout: Duration,
}

impl std::fmt::Debug for NotifyConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotifyConfig")
            .field("smtp", &self.smtp_url.is_some())
            .field("mail_from", &self.mail_from)
            .field("public_base_url", &self.public_base_url)
            .field("sms_base_url", &self.sms_base_url)
            .field("sms_username", &self.sms_username)
            .field("sms_sender_id", &self.sms_sender_id)
            .finish_non_exhaustive()
    }
}

/// The SMS simulator's address and credentials in the embedded setup (`tools/sms-sim`).
pub const SMS_SIM_URL: &str = "http://127.0.0.1:8091";
pub const SMS_SIM_USERNAME: &str = "sandbox";
pub const SMS_SIM_API_KEY: &str = "sms-sim-api-key";

impl NotifyConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        let profile = Profile::from_env()?;
        // Production has no stand-in defaults: SMS goes to the real provider or nowhere.
        let stand_in = |value: &'static str| if profile.is_production() { "" } else { value };
        let set = |name: &str| std::env::var(name).is_ok_and(|v| !v.trim().is_empty());
        let config = Self {
            smtp_url: std::env::var("SMTP_URL")
                .ok()
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty()),
            mail_from: config::string(
                "MAIL_FROM",
                "Samani Furniture <no-reply@samanifurniture.co.ke>",
            ),
            public_base_url: config::string("PUBLIC_BASE_URL", "http://127.0.0.1:8080")
                .trim_end_matches('/')
                .to_owned(),
            sms_base_url: config::string("SMS_BASE_URL", stand_in(SMS_SIM_URL))
                .trim_end_matches('/')
                .to_owned(),
            sms_username: config::string("SMS_USERNAME", stand_in(SMS_SIM_USERNAME)),
            sms_api_key: config::string("SMS_API_KEY", stand_in(SMS_SIM_API_KEY)),
            sms_sender_id: config::string("SMS_SENDER_ID", ""),
            sms_timeout: Duration::from_millis(config::parse("SMS_TIMEOUT_MS", 10_000u64)?),
        };
        if profile.is_production() {
            config
                .production_refusals(set("MAIL_FROM"))
                .into_result("orders")?;
        }
        if config.sms_base_url.is_empty() {
            tracing::warn!("SMS_BASE_URL is empty: customers get no SMS, only email");
        }
        Ok(config)
    }

    /// What production refuses: the dev mailbox (no `SMTP_URL`), the default sender, a shop
    /// address that is not https, and the SMS simulator (an http:// address or Africa's
    /// Talking's sandbox) or a provider without its key. An empty `SMS_BASE_URL` (no SMS) is
    /// allowed.
    pub fn production_refusals(&self, mail_from_set: bool) -> Refusals {
        let mut refusals = Refusals::default();
        refusals.check(
            self.smtp_url.is_none(),
            "SMTP_URL",
            "must be set: without it customers' order mail stays in the dev mailbox",
        );
        refusals.check(
            !mail_from_set,
            "MAIL_FROM",
            "must be set: the sender of the shop's mail",
        );
        refusals.https("PUBLIC_BASE_URL", &self.public_base_url);
        if !self.sms_base_url.is_empty() {
            refusals.https("SMS_BASE_URL", &self.sms_base_url);
            refusals.check(
                self.sms_base_url.contains("sandbox") || self.sms_username == "sandbox",
                "SMS_USERNAME",
                "is Africa's Talking's sandbox: messages would never reach a phone",
            );
            refusals.secret("SMS_USERNAME", &self.sms_username);
            refusals.secret("SMS_API_KEY", &self.sms_api_key);
        }
        refusals
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

#[cfg(test)]
mod tests {
    use super::*;

    fn live() -> NotifyConfig {
        NotifyConfig {
            smtp_url: Some("smtps://shop:k3y@smtp.shop.co.ke:465".to_owned()),
            mail_from: "Samani Furniture <no-reply@shop.co.ke>".to_owned(),
            public_base_url: "https://shop.co.ke".to_owned(),
            sms_base_url: "https://api.africastalking.com".to_owned(),
            sms_username: "samani".to_owned(),
            sms_api_key: "atsk_9f8e7d6c5b4a".to_owned(),
            sms_sender_id: "SAMANI".to_owned(),
            sms_timeout: Duration::from_secs(10),
        }
    }

    #[test]
    fn production_takes_the_real_provider_or_no_sms() {
        assert!(live().production_refusals(true).is_empty());
        let email_only = NotifyConfig {
            sms_base_url: String::new(),
            sms_username: String::new(),
            sms_api_key: String::new(),
            ..live()
        };
        assert!(email_only.production_refusals(true).is_empty());
    }

    #[test]
    fn production_refuses_the_simulator_the_sandbox_and_the_dev_mailbox() {
        let simulator = NotifyConfig {
            sms_base_url: SMS_SIM_URL.to_owned(),
            sms_username: SMS_SIM_USERNAME.to_owned(),
            sms_api_key: String::new(),
            smtp_url: None,
            ..live()
        };
        assert_eq!(
            simulator.production_refusals(false).variables(),
            [
                "SMTP_URL",
                "MAIL_FROM",
                "SMS_BASE_URL",
                "SMS_USERNAME",
                "SMS_API_KEY"
            ]
        );
        let sandbox = NotifyConfig {
            sms_base_url: "https://api.sandbox.africastalking.com".to_owned(),
            sms_api_key: "change-me".to_owned(),
            ..live()
        };
        assert_eq!(
            sandbox.production_refusals(true).variables(),
            ["SMS_USERNAME", "SMS_API_KEY"]
        );
    }
}
