//! The auth service's configuration, from environment variables with defaults for the embedded
//! setup. The JWT key has no default: a shop that forgot it must not start with a guessable one.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use chrono::{DateTime, Utc};

use secrecy::{ExposeSecret, SecretString};
use shop_common::config;
use shop_common::profile::{Profile, Refusals};

use super::domain::{Email, Password};

/// Shortest accepted `JWT_SECRET`, in bytes (HS256 wants a key at least as long as its hash).
pub const MIN_JWT_SECRET_BYTES: usize = 32;

/// Where the first admin account comes from (DECISIONS.md: "The first admin account comes from
/// configuration").
#[derive(Clone, Debug)]
pub struct FirstAdmin {
    pub email: Email,
    pub password: Password,
}

#[derive(Clone, Debug)]
pub struct Config {
    /// `JWT_SECRET`: the HS256 key, at least 32 bytes. Required.
    pub jwt_secret: SecretString,
    /// `TOKEN_TTL_SECS`: lifetime of an ordinary session token (default one day).
    pub token_ttl: Duration,
    /// `REMEMBER_TTL_SECS`: lifetime when the shopper ticked Remember me (default 30 days).
    pub remember_ttl: Duration,
    /// `RESET_TOKEN_TTL_SECS`: how long a password-reset link works (default 30 minutes).
    pub reset_ttl: Duration,
    /// `SMTP_URL`: where mail goes (`smtps://user:pass@host:465` or `smtp://host:587`, which
    /// requires STARTTLS). Unset: mail is kept in the dev mailbox instead.
    pub smtp_url: Option<SecretString>,
    /// `MAIL_FROM`: the sender of the shop's mail.
    pub mail_from: String,
    /// `ADMIN_EMAIL` and `ADMIN_PASSWORD`: the account created at start-up when no user has that
    /// address. `None` when `ADMIN_PASSWORD` is unset.
    pub first_admin: Option<FirstAdmin>,
    /// What time it is for token and reset-link expiry: the system clock, which tests (feature
    /// `testing`) move forward instead of waiting.
    pub clock: Clock,
}

/// The service's clock: the system time plus an offset that only tests change, shared by every
/// clone (the test keeps one, the running service another).
#[derive(Clone, Debug, Default)]
pub struct Clock {
    offset_secs: Arc<AtomicI64>,
}

impl Clock {
    fn offset(&self) -> i64 {
        self.offset_secs.load(Ordering::Relaxed)
    }

    /// Seconds since the epoch.
    pub fn now(&self) -> i64 {
        Utc::now().timestamp().saturating_add(self.offset())
    }

    pub fn now_utc(&self) -> DateTime<Utc> {
        Utc::now() + chrono::Duration::seconds(self.offset())
    }

    /// Moves this clock (and every clone of it) forward by `by`.
    #[cfg(feature = "testing")]
    pub fn advance(&self, by: Duration) {
        let secs = i64::try_from(by.as_secs()).unwrap_or(i64::MAX);
        self.offset_secs.fetch_add(secs, Ordering::Relaxed);
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let jwt_secret = std::env::var("JWT_SECRET").unwrap_or_default();
        if Profile::from_env()?.is_production() {
            let set = |name: &str| std::env::var(name).is_ok_and(|v| !v.trim().is_empty());
            let admin_password = std::env::var("ADMIN_PASSWORD").unwrap_or_default();
            production_refusals(
                &jwt_secret,
                &admin_password,
                set("SMTP_URL"),
                set("MAIL_FROM"),
            )
            .into_result("auth")?;
        }
        check_jwt_secret(&jwt_secret)?;
        let admin_email = config::string("ADMIN_EMAIL", "admin@samanifurniture.co.ke");
        let first_admin = match std::env::var("ADMIN_PASSWORD") {
            Ok(password) if !password.is_empty() => Some(FirstAdmin {
                email: Email::parse(&admin_email)
                    .map_err(|e| anyhow::anyhow!("ADMIN_EMAIL={admin_email:?} is invalid: {e}"))?,
                password: Password::parse(&password)
                    .map_err(|e| anyhow::anyhow!("ADMIN_PASSWORD is invalid: {e}"))?,
            }),
            _ => None,
        };
        let smtp_url = match std::env::var("SMTP_URL") {
            Ok(url) if !url.trim().is_empty() => Some(SecretString::from(url.trim())),
            _ => None,
        };

        Ok(Self {
            jwt_secret: SecretString::from(jwt_secret),
            token_ttl: seconds("TOKEN_TTL_SECS", 86_400)?,
            remember_ttl: seconds("REMEMBER_TTL_SECS", 2_592_000)?,
            reset_ttl: seconds("RESET_TOKEN_TTL_SECS", 1_800)?,
            smtp_url,
            mail_from: config::string(
                "MAIL_FROM",
                "Samani Furniture <no-reply@samanifurniture.co.ke>",
            ),
            first_admin,
            clock: Clock::default(),
        })
    }

    /// The key as bytes, for signing and verifying tokens.
    pub fn jwt_key(&self) -> &[u8] {
        self.jwt_secret.expose_secret().as_bytes()
    }
}

/// What production refuses of auth's settings: a placeholder key or admin password, and the
/// dev mailbox (no `SMTP_URL`: reset links would never leave) or a sender of its default.
fn production_refusals(
    jwt_secret: &str,
    admin_password: &str,
    smtp: bool,
    mail_from: bool,
) -> Refusals {
    let mut refusals = Refusals::default();
    refusals.secret("JWT_SECRET", jwt_secret);
    refusals.check(
        shop_common::profile::is_placeholder(admin_password),
        "ADMIN_PASSWORD",
        "is a placeholder from an example file: generate a random value",
    );
    refusals.check(
        !smtp,
        "SMTP_URL",
        "must be set: without it mail stays in the dev mailbox and password-reset links never leave",
    );
    refusals.check(
        !mail_from,
        "MAIL_FROM",
        "must be set: the sender of the shop's mail",
    );
    refusals
}

fn check_jwt_secret(secret: &str) -> anyhow::Result<()> {
    anyhow::ensure!(
        !secret.is_empty(),
        "JWT_SECRET is not set: give the auth service a random key of at least \
         {MIN_JWT_SECRET_BYTES} bytes (for example `openssl rand -hex 32`)"
    );
    anyhow::ensure!(
        secret.len() >= MIN_JWT_SECRET_BYTES,
        "JWT_SECRET is too short ({} bytes): it must be at least {MIN_JWT_SECRET_BYTES} bytes",
        secret.len()
    );
    Ok(())
}

fn seconds(name: &str, default: u64) -> anyhow::Result<Duration> {
    let secs: u64 = config::parse(name, default)?;
    anyhow::ensure!(secs > 0, "{name} must be at least 1 second");
    Ok(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_or_short_key_is_refused_with_its_name() {
        let missing = check_jwt_secret("").unwrap_err().to_string();
        assert!(missing.contains("JWT_SECRET is not set"), "{missing}");
        let short = check_jwt_secret("too-short").unwrap_err().to_string();
        assert!(short.contains("too short"), "{short}");
        assert!(check_jwt_secret(&"k".repeat(32)).is_ok());
    }

    #[test]
    fn production_refuses_placeholders_and_the_dev_mailbox_together() {
        let refusals = production_refusals("change-me", "changeme123", false, false);
        assert_eq!(
            refusals.variables(),
            ["JWT_SECRET", "ADMIN_PASSWORD", "SMTP_URL", "MAIL_FROM"]
        );
        let random = "q8Zr1fLw0c7Yt3VxN4pK2mB6sD9gH5jA";
        assert!(production_refusals(random, "Tq7-river-lamp", true, true).is_empty());
        // No first admin from configuration is fine.
        assert!(production_refusals(random, "", true, true).is_empty());
    }
}
