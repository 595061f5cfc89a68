//! The simulator's configuration, from environment variables with defaults that work as they are.
//!
//! The payments service reads the same `DARAJA_CONSUMER_KEY`, `DARAJA_CONSUMER_SECRET`,
//! `DARAJA_SHORTCODE` and `DARAJA_PASSKEY`, so one environment serves both.

use std::fmt;
use std::time::Duration;

use shop_common::config;

/// Safaricom's public sandbox shortcode (MPESA.md, "Sandbox values").
pub const SANDBOX_SHORTCODE: &str = "174379";
/// Safaricom's public sandbox initiator password.
pub const SANDBOX_INITIATOR_PASSWORD: &str = "Safaricom999!*!";
/// Safaricom's public sandbox passkey for [`SANDBOX_SHORTCODE`] (MPESA.md, "Sandbox values").
pub const SANDBOX_PASSKEY: &str =
    "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";

#[derive(Clone)]
pub struct Config {
    /// `DARAJA_SIM_ADDR`: where the binary listens (the library's [`crate::start`] ignores it
    /// and takes a free loopback port).
    pub addr: String,
    /// `DARAJA_CONSUMER_KEY` / `DARAJA_CONSUMER_SECRET`: the HTTP Basic pair OAuth accepts.
    pub consumer_key: String,
    pub consumer_secret: String,
    /// `DARAJA_SHORTCODE`: the only `BusinessShortCode` the simulator knows.
    pub shortcode: String,
    /// `DARAJA_PASSKEY`: with the shortcode and the timestamp, makes the STK `Password`.
    pub passkey: String,
    /// `DARAJA_SIM_CALLBACK_DELAY_MS`: how long the payer "takes" to answer the prompt; the
    /// callback is sent and STK query stops answering 'being processed' after it.
    pub callback_delay: Duration,
    /// `DARAJA_SIM_PUSH_DELAY_MS`: how long Daraja "takes" to answer an STK push (0: at once).
    /// The prompt reaches the payer at once all the same (the payer's delay counts from the
    /// push's arrival), so with a delay longer than the caller's timeout (the payments service's
    /// `DARAJA_TIMEOUT_MS`) the caller gives up on a push that is then paid and called back:
    /// Daraja being slow, as the fault drills need it.
    pub push_delay: Duration,
    /// `DARAJA_SIM_TOKEN_TTL_SECS`: lifetime of an access token (`expires_in`, whole seconds).
    pub token_ttl: Duration,
    /// `DARAJA_SIM_CALLBACK_RETRIES`: further attempts after a callback answered other than 200.
    pub callback_retries: u32,
    /// `DARAJA_SIM_CALLBACK_RETRY_MS`: wait before the first retry; it doubles on each one.
    pub callback_retry_backoff: Duration,
    /// How long one callback attempt may take before it counts as failed.
    pub callback_timeout: Duration,
    /// `DARAJA_INITIATOR_NAME`, `DARAJA_INITIATOR_PASSWORD`: the API operator reversals, B2C
    /// and status queries must name, and its password (inside `SecurityCredential`).
    pub initiator_name: String,
    pub initiator_password: String,
    /// `DARAJA_B2C_SHORTCODE`: the only B2C `PartyA` the simulator knows.
    pub b2c_shortcode: String,
    /// `DARAJA_SIM_PAYOUT_DELAY_MS`: how long a payout's (or status query's) result takes.
    pub payout_delay: Duration,
    /// `DARAJA_SIM_CERT_PATH`: where the binary writes its public key at start ("" for nowhere).
    pub cert_path: String,
    /// Size of the generated RSA key (2048, as Safaricom's; tests may take less).
    pub key_bits: usize,
}

impl Default for Config {
    /// The embedded setup's values: Safaricom's public sandbox shortcode and passkey, a 3 s
    /// payer, pushes answered at once, tokens valid for 3599 s as Daraja issues them.
    fn default() -> Self {
        Self {
            addr: "127.0.0.1:8089".to_owned(),
            consumer_key: "sim-consumer-key".to_owned(),
            consumer_secret: "sim-consumer-secret".to_owned(),
            shortcode: SANDBOX_SHORTCODE.to_owned(),
            passkey: SANDBOX_PASSKEY.to_owned(),
            callback_delay: Duration::from_secs(3),
            push_delay: Duration::ZERO,
            token_ttl: Duration::from_secs(3599),
            callback_retries: 3,
            callback_retry_backoff: Duration::from_secs(5),
            callback_timeout: Duration::from_secs(10),
            initiator_name: "testapi".to_owned(),
            initiator_password: SANDBOX_INITIATOR_PASSWORD.to_owned(),
            b2c_shortcode: "600000".to_owned(),
            payout_delay: Duration::from_secs(1),
            cert_path: String::new(),
            key_bits: 2048,
        }
    }
}

impl Config {
    /// Reads the environment; a value that does not parse fails here, naming the variable.
    pub fn from_env() -> anyhow::Result<Self> {
        let defaults = Self::default();
        let config = Self {
            addr: config::string("DARAJA_SIM_ADDR", &defaults.addr),
            consumer_key: config::string("DARAJA_CONSUMER_KEY", &defaults.consumer_key),
            consumer_secret: config::string("DARAJA_CONSUMER_SECRET", &defaults.consumer_secret),
            shortcode: config::string("DARAJA_SHORTCODE", &defaults.shortcode),
            passkey: config::string("DARAJA_PASSKEY", &defaults.passkey),
            callback_delay: Duration::from_millis(config::parse(
                "DARAJA_SIM_CALLBACK_DELAY_MS",
                3_000u64,
            )?),
            push_delay: Duration::from_millis(config::parse("DARAJA_SIM_PUSH_DELAY_MS", 0u64)?),
            token_ttl: Duration::from_secs(config::parse("DARAJA_SIM_TOKEN_TTL_SECS", 3_599u64)?),
            callback_retries: config::parse("DARAJA_SIM_CALLBACK_RETRIES", 3u32)?,
            callback_retry_backoff: Duration::from_millis(config::parse(
                "DARAJA_SIM_CALLBACK_RETRY_MS",
                5_000u64,
            )?),
            callback_timeout: defaults.callback_timeout,
            initiator_name: config::string("DARAJA_INITIATOR_NAME", &defaults.initiator_name),
            initiator_password: config::string(
                "DARAJA_INITIATOR_PASSWORD",
                &defaults.initiator_password,
            ),
            b2c_shortcode: config::string("DARAJA_B2C_SHORTCODE", &defaults.b2c_shortcode),
            payout_delay: Duration::from_millis(config::parse(
                "DARAJA_SIM_PAYOUT_DELAY_MS",
                1_000u64,
            )?),
            cert_path: config::string("DARAJA_SIM_CERT_PATH", ""),
            key_bits: defaults.key_bits,
        };
        if crate::domain::fields::ShortCode::parse(&config.shortcode).is_none() {
            anyhow::bail!(
                "environment variable DARAJA_SHORTCODE={:?} is invalid: 5 to 7 digits expected",
                config.shortcode
            );
        }
        if config.token_ttl.is_zero() {
            anyhow::bail!("environment variable DARAJA_SIM_TOKEN_TTL_SECS must be at least 1");
        }
        Ok(config)
    }
}

/// Keeps the consumer secret and the passkey out of logs.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("consumer_key", &self.consumer_key)
            .field("consumer_secret", &"<redacted>")
            .field("shortcode", &self.shortcode)
            .field("passkey", &"<redacted>")
            .field("callback_delay", &self.callback_delay)
            .field("push_delay", &self.push_delay)
            .field("token_ttl", &self.token_ttl)
            .field("callback_retries", &self.callback_retries)
            .field("callback_retry_backoff", &self.callback_retry_backoff)
            .field("callback_timeout", &self.callback_timeout)
            .field("initiator_name", &self.initiator_name)
            .field("initiator_password", &"<redacted>")
            .field("b2c_shortcode", &self.b2c_shortcode)
            .field("payout_delay", &self.payout_delay)
            .field("cert_path", &self.cert_path)
            .finish()
    }
}
