//! The media service's gRPC: signatures, uploads, variants.

use std::sync::Arc;

use sha2::{Digest, Sha256};
use shop_common::caller::Caller;
use shop_common::errors::{self, ErrorCode};
use shop_common::rules::media::{FILE_TOO_LARGE, MAX_UPLOAD_BYTES, format_of, variant_path};
use shop_proto::media::v1 as pb;
use shop_proto::media::v1::media_service_server::MediaService;
use sqlx::PgPool;
use tokio::sync::Semaphore;
use tonic::{Request, Response, Status};

use crate::config::{Config, PRODUCTS_FOLDER};
use crate::picture::{self, Refused};
use crate::signature;
use crate::store::Store;

/// The widths variants may be rendered at: a fixed list, so nobody can make the server render
/// (and keep) arbitrary sizes.
pub const ALLOWED_WIDTHS: [u32; 6] = [160, 320, 480, 640, 960, 1280];
/// The formats a variant may be asked in besides the picture's own.
pub const VARIANT_FORMATS: [&str; 2] = ["webp", "jpeg"];
/// A signature dated this far ahead of the service's clock is refused (clock skew allowance).
const FUTURE_SKEW_SECS: i64 = 60;

pub struct Media {
    pool: PgPool,
    config: Config,
    store: Arc<dyn Store>,
    /// Whether `GetVariant` hands the file's bytes back: the store is a bucket the gateway
    /// cannot read from its own disk.
    hand_bytes: bool,
    /// Decoding and encoding are CPU-bound: at most this many at once, off the async threads.
    cpu: Arc<Semaphore>,
}

impl Media {
    pub fn new(pool: PgPool, config: Config, store: Arc<dyn Store>) -> Self {
        let cpus = std::thread::available_parallelism().map_or(2, usize::from);
        Self {
            pool,
            hand_bytes: config.s3.is_some(),
            config,
            store,
            cpu: Arc::new(Semaphore::new(cpus)),
        }
    }

    /// Runs CPU-bound `work` on the blocking pool, at most one per core at once.
    async fn crunch<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Status> {
        let _permit = self
            .cpu
            .acquire()
            .await
            .map_err(|_| errors::status_of(ErrorCode::ServiceUnavailable))?;
        tokio::task::spawn_blocking(work).await.map_err(|e| {
            tracing::error!(error = %e, "image work failed");
            errors::status_of(ErrorCode::ServerError)
        })
    }

    fn check_signature(&self, upload: &pb::UploadRequest) -> Result<String, Status> {
        let folder = if upload.folder.is_empty() {
            PRODUCTS_FOLDER
        } else {
            upload.folder.as_str()
        };
        if !self.config.folders.iter().any(|f| f == folder) {
            return Err(errors::status_of(ErrorCode::FolderNotAllowed));
        }
        let invalid = || errors::status_of(ErrorCode::InvalidSignature);
        if upload.api_key != self.config.api_key {
            return Err(invalid());
        }
        let timestamp: i64 = upload.timestamp.parse().map_err(|_| invalid())?;
        if !signature::verify(
            &self.config.upload_secret,
            folder,
            &upload.timestamp,
            &upload.signature,
        ) {
            return Err(invalid());
        }
        let now = self.config.clock.now();
        if timestamp > now + FUTURE_SKEW_SECS {
            return Err(invalid());
        }
        let ttl = i64::try_from(self.config.signature_ttl.as_secs()).unwrap_or(i64::MAX);
        if now - timestamp > ttl {
            return Err(errors::status_of(ErrorCode::SignatureExpired));
        }
        Ok(folder.to_owned())
    }
}

fn refused(reason: &Refused) -> Status {
    errors::invalid_field("image", reason.message())
}

/// The message of a request the picture store (disk or bucket) failed.
pub const STORAGE_DOWN: &str = "Picture storage is unavailable - please try again shortly";

/// The store did not answer or refused: 503, so the caller may retry; nothing is recorded.
fn storage_down(context: &str, error: impl std::fmt::Display) -> Status {
    tracing::error!(error = %error, "{context}");
    errors::status(ErrorCode::ServiceUnavailable, STORAGE_DOWN)
}

fn internal(context: &str, error: impl std::fmt::Display) -> Status {
    tracing::error!(error = %error, "{context}");
    errors::status_of(ErrorCode::ServerError)
}

#[derive(sqlx::FromRow)]
struct AssetRow {
    public_id: String,
    width: i32,
    height: i32,
    format: String,
    bytes: i64,
}

impl AssetRow {
    fn into_asset(self) -> pb::Asset {
        let image_url = format!("/media/i/{}", self.public_id);
        pb::Asset {
            variants: ALLOWED_WIDTHS
                .iter()
                .map(|w| pb::VariantLink {
                    width: *w,
                    url: format!("{image_url}?w={w}"),
                })
                .collect(),
            image_url,
            public_id: self.public_id,
            width: u32::try_from(self.width).unwrap_or(0),
            height: u32::try_from(self.height).unwrap_or(0),
            format: self.format,
            bytes: u64::try_from(self.bytes).unwrap_or(0),
        }
    }
}

const ASSET_COLUMNS: &str = "public_id, width, height, format, bytes";

async fn asset_by_checksum(pool: &PgPool, sha256: &str) -> Result<Option<AssetRow>, Status> {
    sqlx::query_as::<_, AssetRow>(sqlx::AssertSqlSafe(format!(
        "SELECT {ASSET_COLUMNS} FROM assets WHERE sha256 = $1"
    )))
    .bind(sha256)
    .fetch_optional(pool)
    .await
    .map_err(|e| internal("reading an asset failed", e))
}

#[tonic::async_trait]
impl MediaService for Media {
    async fn create_signature(
        &self,
        request: Request<pb::CreateSignatureRequest>,
    ) -> Result<Response<pb::UploadSignature>, Status> {
        Caller::of(&request).ensure_admin()?;
        let folder = match request.get_ref().folder.as_str() {
            "" => PRODUCTS_FOLDER.to_owned(),
            f => f.to_owned(),
        };
        if !self.config.folders.contains(&folder) {
            return Err(errors::status_of(ErrorCode::FolderNotAllowed));
        }
        let timestamp = self.config.clock.now();
        Ok(Response::new(pb::UploadSignature {
            api_key: self.config.api_key.clone(),
            timestamp,
            signature: signature::sign(&self.config.upload_secret, &folder, timestamp),
            folder,
        }))
    }

    async fn upload(
        &self,
        request: Request<pb::UploadRequest>,
    ) -> Result<Response<pb::Asset>, Status> {
        let owner = Caller::of(&request).user_id().unwrap_or("").to_owned();
        let upload = request.into_inner();
        let folder = self.check_signature(&upload)?;
        let bytes = upload.image;
        if bytes.is_empty() {
            return Err(errors::invalid_field("image", picture::messages::NO_FILE));
        }
        if bytes.len() > MAX_UPLOAD_BYTES {
            return Err(errors::status(ErrorCode::PayloadTooLarge, FILE_TOO_LARGE));
        }
        let format = format_of(&bytes).ok_or_else(|| refused(&Refused::NotAnImage))?;
        let sha256 = hex::encode(Sha256::digest(&bytes));
        if let Some(existing) = asset_by_checksum(&self.pool, &sha256).await? {
            return Ok(Response::new(existing.into_asset()));
        }

        let normalised = self
            .crunch(move || picture::normalise(&bytes, format))
            .await?
            .map_err(|reason| refused(&reason))?;
        let public_id = uuid::Uuid::new_v4().simple().to_string();
        let key = variant_path(&public_id, None, None)
            .ok_or_else(|| internal("a new public id has no media path", &public_id))?;
        let size = i64::try_from(normalised.bytes.len()).unwrap_or(i64::MAX);
        self.store
            .put(&key, normalised.bytes)
            .await
            .map_err(|e| storage_down("storing a picture failed", e))?;
        let inserted = sqlx::query_as::<_, AssetRow>(sqlx::AssertSqlSafe(format!(
            "INSERT INTO assets (public_id, owner, folder, width, height, format, bytes, sha256) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (sha256) DO NOTHING RETURNING {ASSET_COLUMNS}"
        )))
        .bind(&public_id)
        .bind(&owner)
        .bind(&folder)
        .bind(i32::try_from(normalised.width).unwrap_or(i32::MAX))
        .bind(i32::try_from(normalised.height).unwrap_or(i32::MAX))
        .bind(normalised.format)
        .bind(size)
        .bind(&sha256)
        .fetch_optional(&self.pool)
        .await;
        let prefix = format!("i/{public_id}");
        let row = match inserted {
            Ok(Some(row)) => row,
            // The same bytes arrived at the same moment from elsewhere: theirs is the asset.
            Ok(None) => {
                let _ = self.store.remove_all(&prefix).await;
                asset_by_checksum(&self.pool, &sha256)
                    .await?
                    .ok_or_else(|| internal("an asset vanished", &sha256))?
            }
            Err(e) => {
                let _ = self.store.remove_all(&prefix).await;
                return Err(internal("recording an asset failed", e));
            }
        };
        tracing::info!(public_id = %row.public_id, "picture stored");
        Ok(Response::new(row.into_asset()))
    }

    async fn get_variant(
        &self,
        request: Request<pb::GetVariantRequest>,
    ) -> Result<Response<pb::Variant>, Status> {
        let wanted = request.into_inner();
        let mut violations = errors::Violations::new();
        if wanted.width.is_some_and(|w| !ALLOWED_WIDTHS.contains(&w)) {
            let widths = ALLOWED_WIDTHS.map(|w| w.to_string()).join(", ");
            violations.add("width", format!("Width must be one of {widths}"));
        }
        let format = match wanted.format.as_str() {
            "" => None,
            f if VARIANT_FORMATS.contains(&f) => Some(f),
            _ => {
                violations.add("format", "Format must be webp or jpeg");
                None
            }
        };
        violations.finish()?;
        let not_found = || errors::status_of(ErrorCode::ImageNotFound);
        let key = variant_path(&wanted.public_id, wanted.width, format).ok_or_else(not_found)?;
        let row = sqlx::query_as::<_, AssetRow>(sqlx::AssertSqlSafe(format!(
            "SELECT {ASSET_COLUMNS} FROM assets WHERE public_id = $1"
        )))
        .bind(&wanted.public_id)
        .fetch_optional(&self.pool)
        .await
        .map_err(|e| internal("reading an asset failed", e))?
        .ok_or_else(not_found)?;
        let original_size = (
            u32::try_from(row.width).unwrap_or(0),
            u32::try_from(row.height).unwrap_or(0),
        );
        let (width, height) =
            picture::target_size(original_size.0, original_size.1, wanted.width.unwrap_or(0));
        let out_format = format.unwrap_or(row.format.as_str()).to_owned();
        let hand_bytes = self.hand_bytes;
        let answer = |path: String, data: Vec<u8>| {
            Response::new(pb::Variant {
                path,
                content_type: format!("image/{out_format}"),
                width,
                height,
                data: if hand_bytes { data } else { Vec::new() },
            })
        };
        // Rendered already (by this replica or another over the same bucket).
        if self.hand_bytes {
            if let Some(bytes) = self
                .store
                .get(&key)
                .await
                .map_err(|e| storage_down("reading a variant failed", e))?
            {
                return Ok(answer(key, bytes));
            }
        } else if self
            .store
            .exists(&key)
            .await
            .map_err(|e| storage_down("looking up a variant failed", e))?
        {
            return Ok(answer(key, Vec::new()));
        }
        let original_key = variant_path(&row.public_id, None, None).ok_or_else(not_found)?;
        let original = self
            .store
            .get(&original_key)
            .await
            .map_err(|e| storage_down("reading a picture failed", e))?
            .ok_or_else(|| internal("a stored picture is missing", &original_key))?;
        let bytes = if (width, height) == original_size && out_format == row.format {
            original
        } else {
            let (source_format, target_format, requested) =
                (row.format.clone(), out_format.clone(), width);
            let started = std::time::Instant::now();
            let (bytes, ..) = self
                .crunch(move || {
                    picture::render(&original, &source_format, requested, &target_format)
                })
                .await?
                .map_err(|reason| internal("rendering a variant failed", format!("{reason:?}")))?;
            tracing::info!(key = %key, ms = started.elapsed().as_millis() as u64, "variant rendered");
            bytes
        };
        let kept = if self.hand_bytes {
            bytes.clone()
        } else {
            Vec::new()
        };
        self.store
            .put(&key, bytes)
            .await
            .map_err(|e| storage_down("storing a variant failed", e))?;
        Ok(answer(key, kept))
    }
}
