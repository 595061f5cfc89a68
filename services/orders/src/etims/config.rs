//! The eTIMS configuration of the orders service, from environment variables.

use std::fmt;
use std::time::Duration;

use shop_common::config;
use shop_common::profile::{Profile, Refusals};

/// The simulator's defaults (`tools/etims-sim`) for development and tests.
const SIM_BASE_URL: &str = "http://127.0.0.1:8090/etims-oscu/api/v1";
const SIM_TOKEN_URL: &str = "http://127.0.0.1:8090/v1/token/generate";
const SIM_SERIAL: &str = "SIMOSCU0001";

#[derive(Clone)]
pub struct EtimsConfig {
    /// `ETIMS_BASE_URL`: the OSCU API (`.../etims-oscu/api/v1`); empty: invoices are queued and
    /// numbered but not sent (nothing is signed until it is set).
    pub base_url: String,
    /// `ETIMS_TOKEN_URL`: the OAuth client-credentials endpoint.
    pub token_url: String,
    /// `ETIMS_CONSUMER_KEY` / `ETIMS_CONSUMER_SECRET`.
    pub consumer_key: String,
    pub consumer_secret: String,
    /// `ETIMS_DEVICE_SERIAL`: the OSCU serial KRA issued (`dvcSrlNo`).
    pub device_serial: String,
    /// `ETIMS_TIMEOUT_MS`: one call's limit (10 s).
    pub timeout: Duration,
    /// `ETIMS_RETRY_MIN_MS` / `ETIMS_RETRY_MAX_MS`: the wait after a failed send doubles from
    /// the first to the second (1 s to 60 s) and stays there, for as long as KRA is away.
    pub retry_min: Duration,
    pub retry_max: Duration,
}

impl EtimsConfig {
    /// Nothing is sent: for tests that do not exercise eTIMS.
    pub fn disabled() -> Self {
        Self {
            base_url: String::new(),
            token_url: String::new(),
            consumer_key: String::new(),
            consumer_secret: String::new(),
            device_serial: String::new(),
            timeout: Duration::from_secs(10),
            retry_min: Duration::from_secs(1),
            retry_max: Duration::from_secs(60),
        }
    }

    pub fn is_enabled(&self) -> bool {
        !self.base_url.trim().is_empty()
    }

    /// Reads the environment; production has no simulator defaults and refuses them.
    pub fn from_env(profile: Profile) -> anyhow::Result<Self> {
        let stand_in = |value: &'static str| if profile.is_production() { "" } else { value };
        let config = Self {
            base_url: config::string("ETIMS_BASE_URL", stand_in(SIM_BASE_URL)),
            token_url: config::string("ETIMS_TOKEN_URL", stand_in(SIM_TOKEN_URL)),
            consumer_key: config::string("ETIMS_CONSUMER_KEY", stand_in("sim-etims-key")),
            consumer_secret: config::string("ETIMS_CONSUMER_SECRET", stand_in("sim-etims-secret")),
            device_serial: config::string("ETIMS_DEVICE_SERIAL", stand_in(SIM_SERIAL)),
            timeout: Duration::from_millis(config::parse("ETIMS_TIMEOUT_MS", 10_000u64)?.max(1)),
            retry_min: Duration::from_millis(config::parse("ETIMS_RETRY_MIN_MS", 1_000u64)?.max(1)),
            retry_max: Duration::from_millis(
                config::parse("ETIMS_RETRY_MAX_MS", 60_000u64)?.max(1),
            ),
        };
        Ok(config)
    }

    /// What production refuses once `ETIMS_BASE_URL` is set: an address that is not https or is
    /// on this machine (the simulator), missing or placeholder credentials, the simulator's
    /// serial. Unset, nothing is sent (invoices are numbered and queued; logged at start).
    pub fn refusals(&self, profile: Profile, refusals: &mut Refusals) {
        if !profile.is_production() || !self.is_enabled() {
            return;
        }
        for (variable, url) in [
            ("ETIMS_BASE_URL", &self.base_url),
            ("ETIMS_TOKEN_URL", &self.token_url),
        ] {
            refusals.https(variable, url);
            refusals.check(
                is_local(url),
                variable,
                "must be KRA's eTIMS, not a simulator on this machine",
            );
        }
        refusals.secret("ETIMS_CONSUMER_KEY", &self.consumer_key);
        refusals.secret("ETIMS_CONSUMER_SECRET", &self.consumer_secret);
        refusals.secret("ETIMS_DEVICE_SERIAL", &self.device_serial);
        refusals.check(
            self.device_serial == SIM_SERIAL,
            "ETIMS_DEVICE_SERIAL",
            "is the simulator's serial: use the one KRA issued for the OSCU",
        );
    }
}

/// Whether `url`'s host is loopback or unspecified (where the simulator runs).
fn is_local(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let host_port = rest.split('/').next().unwrap_or_default();
    let host = if host_port.starts_with('[') {
        host_port
            .split(']')
            .next()
            .unwrap_or_default()
            .trim_start_matches('[')
    } else {
        host_port.split(':').next().unwrap_or_default()
    };
    let host = host.to_ascii_lowercase();
    host == "localhost"
        || host.ends_with(".localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}

/// Keeps the consumer secret out of logs.
impl fmt::Debug for EtimsConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EtimsConfig")
            .field("base_url", &self.base_url)
            .field("token_url", &self.token_url)
            .field("consumer_key", &self.consumer_key)
            .field("consumer_secret", &"<redacted>")
            .field("device_serial", &self.device_serial)
            .field("timeout", &self.timeout)
            .field("retry_min", &self.retry_min)
            .field("retry_max", &self.retry_max)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn production_refuses_the_simulator_and_missing_credentials() {
        let mut sim = EtimsConfig::disabled();
        sim.base_url = SIM_BASE_URL.into();
        sim.token_url = SIM_TOKEN_URL.into();
        sim.device_serial = SIM_SERIAL.into();
        let mut refusals = Refusals::default();
        sim.refusals(Profile::Production, &mut refusals);
        let variables = refusals.variables();
        for v in [
            "ETIMS_BASE_URL",
            "ETIMS_TOKEN_URL",
            "ETIMS_CONSUMER_KEY",
            "ETIMS_DEVICE_SERIAL",
        ] {
            assert!(variables.contains(&v), "{variables:?}");
        }
        let mut refusals = Refusals::default();
        sim.refusals(Profile::Development, &mut refusals);
        assert!(refusals.is_empty());
        // Not configured at all: queued, not sent, not refused.
        let mut refusals = Refusals::default();
        EtimsConfig::disabled().refusals(Profile::Production, &mut refusals);
        assert!(refusals.is_empty());

        let kra = EtimsConfig {
            base_url: "https://etims-api.kra.go.ke/etims-oscu/api/v1".into(),
            token_url: "https://etims-api.kra.go.ke/v1/token/generate".into(),
            consumer_key: "k7Hq2Lw9Zp".into(),
            consumer_secret: "s8Jd3Mx1Qv".into(),
            device_serial: "KRACU0300001234".into(),
            ..EtimsConfig::disabled()
        };
        let mut refusals = Refusals::default();
        kra.refusals(Profile::Production, &mut refusals);
        assert!(refusals.is_empty(), "{:?}", refusals.variables());
        assert!(is_local("https://127.0.0.1:8443/x"));
        assert!(is_local("http://[::1]:8090/"));
        assert!(is_local("http://localhost:8090"));
        assert!(!is_local("https://sbx.kra.go.ke/etims-oscu/api/v1"));
    }
}
