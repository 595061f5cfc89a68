//! The simulator's configuration, from environment variables with defaults that work as they are.
//!
//! The orders service reads the same `ETIMS_CONSUMER_KEY`, `ETIMS_CONSUMER_SECRET` and
//! `ETIMS_DEVICE_SERIAL`, so one environment serves both.

use std::fmt;
use std::time::Duration;

use shop_common::config;

/// The base path of the OSCU API, as KRA serves it (`.../etims-oscu/api/v1`).
pub const API_PREFIX: &str = "/etims-oscu/api/v1";
/// Where the OAuth client-credentials token comes from.
pub const TOKEN_PATH: &str = "/v1/token/generate";

#[derive(Clone)]
pub struct Config {
    /// `ETIMS_SIM_ADDR`: where the binary listens (the library's [`crate::start`] takes a free
    /// loopback port instead).
    pub addr: String,
    /// `ETIMS_CONSUMER_KEY` / `ETIMS_CONSUMER_SECRET`: the HTTP Basic pair the token call takes.
    pub consumer_key: String,
    pub consumer_secret: String,
    /// `ETIMS_DEVICE_SERIAL`: the one device serial initialisation accepts (others: 901).
    pub device_serial: String,
    /// `ETIMS_SIM_TOKEN_TTL_SECS`: lifetime of a bearer token.
    pub token_ttl: Duration,
    /// How long a "timed out" call keeps the caller waiting before answering nothing useful.
    pub hang: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            addr: "127.0.0.1:8090".to_owned(),
            consumer_key: "sim-etims-key".to_owned(),
            consumer_secret: "sim-etims-secret".to_owned(),
            device_serial: "SIMOSCU0001".to_owned(),
            token_ttl: Duration::from_secs(3600),
            hang: Duration::from_secs(60),
        }
    }
}

impl Config {
    /// Reads the environment; a value that does not parse fails here, naming the variable.
    pub fn from_env() -> anyhow::Result<Self> {
        let d = Self::default();
        let config = Self {
            addr: config::string("ETIMS_SIM_ADDR", &d.addr),
            consumer_key: config::string("ETIMS_CONSUMER_KEY", &d.consumer_key),
            consumer_secret: config::string("ETIMS_CONSUMER_SECRET", &d.consumer_secret),
            device_serial: config::string("ETIMS_DEVICE_SERIAL", &d.device_serial),
            token_ttl: Duration::from_secs(config::parse("ETIMS_SIM_TOKEN_TTL_SECS", 3_600u64)?),
            hang: d.hang,
        };
        anyhow::ensure!(
            !config.token_ttl.is_zero(),
            "environment variable ETIMS_SIM_TOKEN_TTL_SECS must be at least 1"
        );
        Ok(config)
    }
}

/// Keeps the consumer secret out of logs.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("consumer_key", &self.consumer_key)
            .field("consumer_secret", &"<redacted>")
            .field("device_serial", &self.device_serial)
            .field("token_ttl", &self.token_ttl)
            .finish()
    }
}
