//! The media service's configuration, from environment variables.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use hmac::digest::InvalidLength;
use hmac::{Hmac, KeyInit};
use sha2::Sha256;
use shop_common::config;
use shop_common::profile::{Profile, Refusals};

use crate::store::S3Settings;

#[derive(Clone, Debug)]
pub struct Config {
    /// `MEDIA_UPLOAD_SECRET`: the key of upload signatures. Only this service holds it; at least
    /// 32 characters.
    pub upload_secret: Secret,
    /// `MEDIA_API_KEY`: the public key name the signature answer carries and uploads repeat
    /// (Cloudinary's `api_key`; not a secret).
    pub api_key: String,
    /// `MEDIA_DIR`: where pictures are stored and variants rendered; the gateway serves it.
    /// Unused when `s3` is set.
    pub media_dir: PathBuf,
    /// `MEDIA_S3_BUCKET` and friends: pictures live in an S3-compatible bucket instead, and
    /// `GetVariant` hands the bytes to the gateway, which caches them in its own `MEDIA_DIR`.
    pub s3: Option<S3Settings>,
    /// The folders uploads may go to (the admin's product pictures).
    pub folders: Vec<String>,
    /// How long a signature is good for.
    pub signature_ttl: Duration,
    /// What time it is for signatures: the system clock, which tests move.
    pub clock: Clock,
}

/// The default upload folder, and the only one today.
pub const PRODUCTS_FOLDER: &str = "products";

/// The upload secret as the key of upload signatures (HMAC-SHA256), keyed once at start-up. It
/// never shows in logs or debug output.
#[derive(Clone)]
pub struct Secret(Hmac<Sha256>);

impl Secret {
    /// The key of `value`. HMAC takes a key of any length; the error is that of the trait it
    /// shares with fixed-key MACs.
    pub fn new(value: &str) -> Result<Self, InvalidLength> {
        Hmac::new_from_slice(value.as_bytes()).map(Self)
    }

    /// A MAC keyed with the secret, ready for the signed text.
    pub fn mac(&self) -> Hmac<Sha256> {
        self.0.clone()
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret([redacted])")
    }
}

/// The service's clock: the system time plus an offset only tests change, shared by clones.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    offset_secs: Arc<AtomicI64>,
}

impl Clock {
    /// Seconds since the epoch.
    pub fn now(&self) -> i64 {
        chrono::Utc::now()
            .timestamp()
            .saturating_add(self.offset_secs.load(Ordering::Relaxed))
    }

    /// Moves this clock (and every clone of it) by `secs` (negative: back).
    #[cfg(feature = "testing")]
    pub fn advance_secs(&self, secs: i64) {
        self.offset_secs.fetch_add(secs, Ordering::Relaxed);
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Self> {
        let secret = std::env::var("MEDIA_UPLOAD_SECRET").unwrap_or_default();
        if Profile::from_env()?.is_production() {
            let mut refusals = Refusals::default();
            refusals.secret("MEDIA_UPLOAD_SECRET", &secret);
            if !config::string("MEDIA_S3_BUCKET", "").is_empty() {
                refusals.secret(
                    "AWS_SECRET_ACCESS_KEY",
                    &config::string("AWS_SECRET_ACCESS_KEY", ""),
                );
            }
            refusals.into_result("media")?;
        }
        if secret.len() < 32 {
            anyhow::bail!(
                "MEDIA_UPLOAD_SECRET must be set to at least 32 characters (scripts/run.sh \
                 generates one into .run/media-upload-secret)"
            );
        }
        Ok(Self {
            upload_secret: Secret::new(&secret)?,
            api_key: config::string("MEDIA_API_KEY", "shop-media"),
            media_dir: PathBuf::from(config::string("MEDIA_DIR", ".run/media")),
            s3: s3_from_env()?,
            folders: vec![PRODUCTS_FOLDER.to_owned()],
            signature_ttl: Duration::from_secs(3600),
            clock: Clock::default(),
        })
    }
}

/// The bucket settings when `MEDIA_S3_BUCKET` is set.
fn s3_from_env() -> anyhow::Result<Option<S3Settings>> {
    let bucket = config::string("MEDIA_S3_BUCKET", "");
    if bucket.is_empty() {
        return Ok(None);
    }
    let access_key_id = config::string("AWS_ACCESS_KEY_ID", "");
    let secret_access_key = config::string("AWS_SECRET_ACCESS_KEY", "");
    if access_key_id.is_empty() || secret_access_key.is_empty() {
        anyhow::bail!(
            "MEDIA_S3_BUCKET is set: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be too"
        );
    }
    Ok(Some(S3Settings {
        bucket,
        endpoint: config::string("MEDIA_S3_ENDPOINT", ""),
        region: config::string("MEDIA_S3_REGION", "us-east-1"),
        access_key_id,
        secret_access_key,
        session_token: Some(config::string("AWS_SESSION_TOKEN", "")).filter(|t| !t.is_empty()),
        virtual_hosted: config::string("MEDIA_S3_VIRTUAL_HOSTED", "false") == "true",
        timeout: Duration::from_secs(10),
    }))
}
