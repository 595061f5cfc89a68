//! The payments service's configuration, from environment variables, with defaults that work
//! against the Daraja simulator of the embedded setup. The callback secret has no default.

use std::net::IpAddr;
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};
use shop_common::config;
use shop_common::events::EventsConfig;
use shop_common::profile::{Profile, Refusals};

use crate::daraja::DarajaConfig;
use crate::daraja::payout::PayoutConfig;
use crate::domain::Method;

/// Safaricom's public sandbox passkey (MPESA.md "Sandbox values").
pub const SANDBOX_PASSKEY: &str =
    "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
/// Safaricom's published callback source addresses. A callback from elsewhere is logged, never
/// refused (MPESA.md "Callback"): the list changes and proxies hide the source.
pub const SAFARICOM_CALLBACK_IPS: &[&str] = &[
    "196.201.214.200",
    "196.201.214.206",
    "196.201.213.114",
    "196.201.214.207",
    "196.201.214.208",
    "196.201.213.44",
    "196.201.212.127",
    "196.201.212.138",
    "196.201.212.129",
    "196.201.212.136",
    "196.201.212.74",
    "196.201.212.69",
];
/// Safaricom's live API: anything else (its sandbox, the simulator) is a test payment.
pub const LIVE_DARAJA_HOST: &str = "api.safaricom.co.ke";
/// Its address, the default of `DARAJA_BASE_URL` in production.
pub const LIVE_DARAJA_URL: &str = "https://api.safaricom.co.ke";
/// The initiator password the Daraja simulator accepts (Safaricom's sandbox one).
pub const SIM_INITIATOR_PASSWORD: &str = "Safaricom999!*!";
/// Fewest characters of a callback secret.
pub const MIN_SECRET_LEN: usize = 16;

#[derive(Debug, Clone)]
pub struct Config {
    /// `ORDERS_GRPC_URL`: where orders (and so amounts) come from.
    pub orders_url: String,
    /// `GRPC_TIMEOUT_MS`: deadline of each call to orders (and of each Daraja call).
    pub call_timeout: Duration,
    /// `DARAJA_*`.
    pub daraja: DarajaConfig,
    /// `DARAJA_CALLBACK_SECRET`: the last path segment of the callback URL.
    pub callback_secret: SecretString,
    /// `DARAJA_CALLBACK_IPS` (comma list): sources of callbacks that are not worth a warning.
    pub callback_ips: Vec<IpAddr>,
    /// `DARAJA_TRANSACTION_DESC`: what the payer reads (at most 13 characters).
    pub transaction_desc: String,
    /// `PAYMENTS_STATUS_QUERY_AFTER_SECS`: a status poll asks Daraja's STK query once a prompt
    /// is pending this long.
    pub status_query_after: Duration,
    /// `PAYMENTS_SWEEP_AFTER_SECS`: the sweeper settles prompts pending this long by STK query.
    pub sweep_after: Duration,
    /// `PAYMENT_PROVIDER`: the card and PayPal provider (`sandbox`).
    pub provider: String,
    /// `PAYMENT_METHODS` (comma list): the methods offered (`mpesa,card,paypal`).
    pub methods: Vec<Method>,
    /// `AMQP_URL`, `EVENTS_EXCHANGE`: where the outbox relay publishes.
    pub events: EventsConfig,
    /// How long a prompt whose push Daraja has not answered may still be on its way to the payer
    /// ([`crate::mpesa::UNANSWERED_PUSH`]; not read from the environment, tests shorten it).
    pub unanswered_push: Duration,
    /// Paybill payments the shopper starts (C2B).
    pub c2b: C2bConfig,
    /// `PAYMENTS_REFUND_QUERY_AFTER_SECS`: a refund sent this long ago without Daraja's result
    /// (or after a timeout notice) is asked about with the transaction status API.
    pub refund_query_after: Duration,
}

/// Where Safaricom sends C2B validations and confirmations, and whether payments registers them.
#[derive(Debug, Clone)]
pub struct C2bConfig {
    /// `DARAJA_C2B_REGISTER`: register the URLs with Daraja at start-up (retried until Daraja
    /// takes them). Off when Safaricom's portal registered them already, or for M-Pesa off.
    pub register: bool,
    /// `DARAJA_C2B_VALIDATION_URL`, `DARAJA_C2B_CONFIRMATION_URL`: by default the shop's public
    /// address, `/api/payments/daraja/c2b/{validation,confirmation}/` and the callback secret.
    pub validation_url: String,
    pub confirmation_url: String,
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let profile = Profile::from_env()?;
        // Production has no stand-in defaults: Daraja is Safaricom's live API, and its
        // credentials must be given (an empty one is refused below).
        let stand_in = |value: &'static str| if profile.is_production() { "" } else { value };
        let secret = config::string("DARAJA_CALLBACK_SECRET", "");
        anyhow::ensure!(
            !secret.trim().is_empty(),
            "DARAJA_CALLBACK_SECRET must be set: the secret path segment of Daraja's callback URL"
        );
        let call_timeout = Duration::from_millis(config::parse("GRPC_TIMEOUT_MS", 5_000u64)?);
        // By default the shop's public address (what Safaricom can reach) and the secret path.
        let public_base = config::string("PUBLIC_BASE_URL", "http://127.0.0.1:8080");
        let callback_url = config::string(
            "DARAJA_CALLBACK_URL",
            &format!(
                "{}/api/payments/daraja/callback/{secret}",
                public_base.trim_end_matches('/')
            ),
        );
        let c2b_url = |kind: &str| {
            format!(
                "{}/api/payments/daraja/c2b/{kind}/{secret}",
                public_base.trim_end_matches('/')
            )
        };
        let c2b = C2bConfig {
            register: config::parse("DARAJA_C2B_REGISTER", true)?,
            validation_url: config::string("DARAJA_C2B_VALIDATION_URL", &c2b_url("validation")),
            confirmation_url: config::string(
                "DARAJA_C2B_CONFIRMATION_URL",
                &c2b_url("confirmation"),
            ),
        };
        let payout_url = |kind: &str| {
            format!(
                "{}/api/payments/daraja/payout/{kind}/{secret}",
                public_base.trim_end_matches('/')
            )
        };
        let payout = PayoutConfig {
            initiator_name: config::string("DARAJA_INITIATOR_NAME", stand_in("testapi")),
            initiator_password: config::string(
                "DARAJA_INITIATOR_PASSWORD",
                stand_in(SIM_INITIATOR_PASSWORD),
            )
            .into(),
            certificate_pem: certificate_from_env()?,
            certificate_path: Some(config::string("DARAJA_CERT_PATH", ""))
                .filter(|p| !p.trim().is_empty()),
            b2c_shortcode: config::string("DARAJA_B2C_SHORTCODE", stand_in("600000")),
            result_url: config::string("DARAJA_RESULT_URL", &payout_url("result")),
            timeout_url: config::string("DARAJA_QUEUE_TIMEOUT_URL", &payout_url("timeout")),
        };
        let config = Self {
            orders_url: config::string("ORDERS_GRPC_URL", "http://127.0.0.1:50053"),
            call_timeout,
            daraja: DarajaConfig {
                base_url: config::string(
                    "DARAJA_BASE_URL",
                    if profile.is_production() {
                        LIVE_DARAJA_URL
                    } else {
                        "http://127.0.0.1:8089"
                    },
                ),
                consumer_key: config::string("DARAJA_CONSUMER_KEY", stand_in("sim-consumer-key"))
                    .into(),
                consumer_secret: config::string(
                    "DARAJA_CONSUMER_SECRET",
                    stand_in("sim-consumer-secret"),
                )
                .into(),
                shortcode: config::string("DARAJA_SHORTCODE", stand_in("174379")),
                passkey: config::string("DARAJA_PASSKEY", stand_in(SANDBOX_PASSKEY)).into(),
                transaction_type: config::string(
                    "DARAJA_TRANSACTION_TYPE",
                    "CustomerPayBillOnline",
                ),
                callback_url,
                timeout: Duration::from_millis(config::parse("DARAJA_TIMEOUT_MS", 10_000u64)?),
                payout,
            },
            callback_secret: secret.into(),
            callback_ips: parse_ips(&config::string(
                "DARAJA_CALLBACK_IPS",
                &SAFARICOM_CALLBACK_IPS.join(","),
            ))?,
            transaction_desc: config::string("DARAJA_TRANSACTION_DESC", "Samani order"),
            status_query_after: Duration::from_secs(config::parse(
                "PAYMENTS_STATUS_QUERY_AFTER_SECS",
                20u64,
            )?),
            sweep_after: Duration::from_secs(config::parse("PAYMENTS_SWEEP_AFTER_SECS", 60u64)?),
            provider: config::string("PAYMENT_PROVIDER", "sandbox"),
            // Set but empty means no online method (cash on delivery only); unset, all three.
            methods: parse_methods(
                &std::env::var("PAYMENT_METHODS").unwrap_or_else(|_| "mpesa,card,paypal".into()),
            )?,
            events: EventsConfig::from_env()?,
            unanswered_push: crate::mpesa::UNANSWERED_PUSH,
            c2b,
            refund_query_after: Duration::from_secs(config::parse(
                "PAYMENTS_REFUND_QUERY_AFTER_SECS",
                120u64,
            )?),
        };
        config.check()?;
        let allow_sandbox_with_live = config::parse("ALLOW_SANDBOX_WITH_LIVE_DARAJA", false)?;
        config
            .refusals(profile, allow_sandbox_with_live)
            .into_result("payments")?;
        Ok(config)
    }

    /// What `profile` refuses of this configuration. In any profile: the sandbox card provider
    /// beside Safaricom's live API (real M-Pesa money next to test cards that "pay"), unless
    /// `ALLOW_SANDBOX_WITH_LIVE_DARAJA` says so. In production also: the sandbox provider at all,
    /// M-Pesa anywhere but the live API or with a stand-in credential, a placeholder secret, and
    /// a callback Safaricom would send over plain HTTP.
    pub fn refusals(&self, profile: Profile, allow_sandbox_with_live: bool) -> Refusals {
        let mut refusals = Refusals::default();
        let sandbox_cards = self.provider == "sandbox"
            && (self.offers(Method::Card) || self.offers(Method::Paypal));
        refusals.check(
            sandbox_cards && self.live() && !allow_sandbox_with_live,
            "PAYMENT_PROVIDER",
            "the sandbox provider approves test cards while M-Pesa is live: offer only mpesa in \
             PAYMENT_METHODS, or set ALLOW_SANDBOX_WITH_LIVE_DARAJA=true for a rehearsal",
        );
        if !profile.is_production() {
            return refusals;
        }
        refusals.check(
            sandbox_cards && !self.live(),
            "PAYMENT_PROVIDER",
            "the sandbox provider approves test cards: offer only mpesa in PAYMENT_METHODS \
             until a real card provider is configured",
        );
        refusals.secret(
            "DARAJA_CALLBACK_SECRET",
            self.callback_secret.expose_secret(),
        );
        if self.offers(Method::Mpesa) {
            refusals.check(
                !self.live(),
                "DARAJA_BASE_URL",
                "must be Safaricom's live API (https://api.safaricom.co.ke): the simulator and \
                 the sandbox take no money",
            );
            refusals.secret(
                "DARAJA_CONSUMER_KEY",
                self.daraja.consumer_key.expose_secret(),
            );
            refusals.secret(
                "DARAJA_CONSUMER_SECRET",
                self.daraja.consumer_secret.expose_secret(),
            );
            let passkey = self.daraja.passkey.expose_secret();
            refusals.secret("DARAJA_PASSKEY", passkey);
            refusals.check(
                passkey == SANDBOX_PASSKEY,
                "DARAJA_PASSKEY",
                "is Safaricom's public sandbox passkey",
            );
            refusals.check(
                self.daraja.shortcode.trim().is_empty(),
                "DARAJA_SHORTCODE",
                "must be set: the shop's paybill or till number",
            );
            refusals.https("DARAJA_CALLBACK_URL", &self.daraja.callback_url);
            let payout = &self.daraja.payout;
            refusals.secret(
                "DARAJA_INITIATOR_PASSWORD",
                payout.initiator_password.expose_secret(),
            );
            refusals.check(
                payout.initiator_password.expose_secret() == SIM_INITIATOR_PASSWORD,
                "DARAJA_INITIATOR_PASSWORD",
                "is Safaricom's public sandbox initiator password",
            );
            refusals.check(
                payout.initiator_name.trim().is_empty(),
                "DARAJA_INITIATOR_NAME",
                "must be set: the API operator that sends refunds",
            );
            refusals.check(
                payout.certificate_path.is_none() && payout.certificate_pem.is_none(),
                "DARAJA_CERT_PATH",
                "or DARAJA_CERT_BASE64 must be set: Safaricom's production certificate, to \
                 encrypt the initiator password",
            );
            refusals.check(
                payout.b2c_shortcode.trim().is_empty(),
                "DARAJA_B2C_SHORTCODE",
                "must be set: the shortcode B2C refunds are paid from",
            );
            refusals.https("DARAJA_RESULT_URL", &payout.result_url);
            refusals.https("DARAJA_QUEUE_TIMEOUT_URL", &payout.timeout_url);
            if self.c2b.register {
                refusals.https("DARAJA_C2B_VALIDATION_URL", &self.c2b.validation_url);
                refusals.https("DARAJA_C2B_CONFIRMATION_URL", &self.c2b.confirmation_url);
            }
        }
        refusals
    }

    /// [`Config::unanswered_push`] for timestamps.
    pub fn unanswered_push(&self) -> chrono::Duration {
        chrono::Duration::from_std(self.unanswered_push).unwrap_or(chrono::Duration::MAX)
    }

    /// How long after it was created a prompt whose push we did not give up on may still have
    /// its answer stored (the push's own timeout plus the retried write, about 1.5 minutes):
    /// until then a kept callback is not assigned to it by payer, since its CheckoutRequestID may
    /// yet come. At most [`Config::unanswered_push`].
    pub fn answer_may_be_stored(&self) -> chrono::Duration {
        chrono::Duration::minutes(2).min(self.unanswered_push())
    }

    /// How long after it came a kept paid callback that no prompt took is asked about as surplus:
    /// every prompt it may belong to was created at most [`Config::unanswered_push`] before it and
    /// is assignable [`Config::answer_may_be_stored`] after its creation.
    pub fn surplus_after(&self) -> chrono::Duration {
        self.unanswered_push() + self.answer_may_be_stored()
    }

    /// What must hold whatever the source of the values.
    pub fn check(&self) -> anyhow::Result<()> {
        let secret = self.callback_secret.expose_secret();
        anyhow::ensure!(
            secret.len() >= MIN_SECRET_LEN
                && secret
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "DARAJA_CALLBACK_SECRET must be at least {MIN_SECRET_LEN} letters, digits, '-' or '_'"
        );
        let trimmed = self.transaction_desc.trim();
        anyhow::ensure!(
            !trimmed.is_empty()
                && trimmed.chars().count() <= 13
                && !trimmed.contains(['@', '#', '&']),
            "DARAJA_TRANSACTION_DESC must be 1 to 13 characters without @, # or &"
        );
        Ok(())
    }

    /// What Safaricom is reported to refuse, for the start-up log.
    pub fn warnings(&self) -> Vec<&'static str> {
        let url = &self.daraja.callback_url;
        let mut warnings = Vec::new();
        if !url.ends_with(self.callback_secret.expose_secret()) {
            warnings.push("DARAJA_CALLBACK_URL does not end with DARAJA_CALLBACK_SECRET: its callbacks will be refused");
        }
        if url.to_ascii_lowercase().contains("mpesa") {
            warnings.push(
                "DARAJA_CALLBACK_URL contains \"mpesa\": Safaricom is reported to reject such URLs",
            );
        }
        if self.live() && !url.starts_with("https://") {
            warnings.push("DARAJA_CALLBACK_URL is not https: Safaricom calls back over HTTPS only");
        }
        if self.c2b.register {
            for url in [&self.c2b.validation_url, &self.c2b.confirmation_url] {
                let lower = url.to_ascii_lowercase();
                if lower.contains("mpesa") || lower.contains("safaricom") {
                    warnings.push("DARAJA_C2B_VALIDATION_URL or DARAJA_C2B_CONFIRMATION_URL contains \"mpesa\" or \"safaricom\": Safaricom refuses to register such URLs");
                }
                if !url.ends_with(self.callback_secret.expose_secret()) {
                    warnings.push("DARAJA_C2B_VALIDATION_URL or DARAJA_C2B_CONFIRMATION_URL does not end with DARAJA_CALLBACK_SECRET: its calls will be refused");
                }
            }
        }
        warnings
    }

    /// The Paybill number shoppers may pay an order to with its number as the account: the
    /// shortcode, when M-Pesa is offered and the shortcode is a Paybill (a till has no account).
    pub fn paybill(&self) -> Option<&str> {
        let shortcode = self.daraja.shortcode.trim();
        (self.offers(Method::Mpesa)
            && self.daraja.transaction_type == "CustomerPayBillOnline"
            && !shortcode.is_empty())
        .then_some(shortcode)
    }

    /// Whether M-Pesa goes to Safaricom's live API over HTTPS (otherwise its sandbox, the
    /// simulator, or an address that only looks like it).
    pub fn live(&self) -> bool {
        let url = self.daraja.base_url.trim().to_ascii_lowercase();
        url.strip_prefix("https://")
            .is_some_and(|rest| rest.split(['/', ':']).next() == Some(LIVE_DARAJA_HOST))
    }

    pub fn offers(&self, method: Method) -> bool {
        self.methods.contains(&method)
    }
}

fn parse_ips(text: &str) -> anyhow::Result<Vec<IpAddr>> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse()
                .map_err(|e| anyhow::anyhow!("DARAJA_CALLBACK_IPS: {s:?} is not an address: {e}"))
        })
        .collect()
}

fn parse_methods(text: &str) -> anyhow::Result<Vec<Method>> {
    text.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| match s.to_ascii_lowercase().as_str() {
            "mpesa" => Ok(Method::Mpesa),
            "card" => Ok(Method::Card),
            "paypal" => Ok(Method::Paypal),
            other => Err(anyhow::anyhow!(
                "PAYMENT_METHODS: {other:?} is not one of mpesa, card, paypal"
            )),
        })
        .collect()
}

/// `DARAJA_CERT_BASE64`: Safaricom's certificate file itself, base64-encoded on one line
/// (`base64 -w0 ProductionCertificate.cer`), for deployments that pass secrets as variables
/// (compose's env file, a Kubernetes Secret from `secrets.env`) rather than as files.
fn certificate_from_env() -> anyhow::Result<Option<String>> {
    use base64::Engine as _;
    let encoded = config::string("DARAJA_CERT_BASE64", "");
    let encoded = encoded.trim();
    if encoded.is_empty() {
        return Ok(None);
    }
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(encoded)
        .map_err(|e| anyhow::anyhow!("DARAJA_CERT_BASE64 is not base64: {e}"))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| anyhow::anyhow!("DARAJA_CERT_BASE64 is not a PEM certificate's base64"))?;
    Ok(Some(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_parse() {
        assert_eq!(parse_ips("196.201.214.200, ::1").unwrap().len(), 2);
        assert!(parse_ips("nowhere").is_err());
        assert_eq!(
            parse_methods("mpesa, CARD").unwrap(),
            [Method::Mpesa, Method::Card]
        );
        assert!(parse_methods("bitcoin").is_err());
        assert_eq!(
            parse_ips(&SAFARICOM_CALLBACK_IPS.join(",")).unwrap().len(),
            12
        );
    }
}
