//! Where picture files live, behind a small trait: the local directory `MEDIA_DIR` (the
//! embedded setup, which the gateway serves directly), or an S3-compatible bucket
//! (`MEDIA_S3_BUCKET`), which several media replicas share and whose files the gateway caches
//! (docs/decisions.md, "Media").

use std::future::Future;
use std::io;
use std::path::PathBuf;
use std::pin::Pin;

pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = io::Result<T>> + Send + 'a>>;

/// Files by key (`i/<public_id>/original`), each written whole and never changed.
pub trait Store: Send + Sync + 'static {
    /// Writes `bytes` at `key` atomically: a reader sees the whole file or none.
    fn put<'a>(&'a self, key: &'a str, bytes: Vec<u8>) -> StoreFuture<'a, ()>;
    /// The file at `key`, if there is one.
    fn get<'a>(&'a self, key: &'a str) -> StoreFuture<'a, Option<Vec<u8>>>;
    fn exists<'a>(&'a self, key: &'a str) -> StoreFuture<'a, bool>;
    /// Removes every file under `prefix` (`i/<public_id>`).
    fn remove_all<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, ()>;
}

/// Files under a local directory.
pub struct LocalDisk {
    root: PathBuf,
}

impl LocalDisk {
    pub fn new(root: PathBuf) -> Self {
        Self { root }
    }

    fn path(&self, key: &str) -> PathBuf {
        debug_assert!(!key.contains(".."), "keys come from variant_path");
        self.root.join(key)
    }
}

impl Store for LocalDisk {
    fn put<'a>(&'a self, key: &'a str, bytes: Vec<u8>) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            shop_common::rules::media::write_atomically(&self.path(key), &bytes).await
        })
    }

    fn get<'a>(&'a self, key: &'a str) -> StoreFuture<'a, Option<Vec<u8>>> {
        Box::pin(async move {
            match tokio::fs::read(self.path(key)).await {
                Ok(bytes) => Ok(Some(bytes)),
                Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(e),
            }
        })
    }

    fn exists<'a>(&'a self, key: &'a str) -> StoreFuture<'a, bool> {
        Box::pin(async move { tokio::fs::try_exists(self.path(key)).await })
    }

    fn remove_all<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            match tokio::fs::remove_dir_all(self.path(prefix)).await {
                Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            }
        })
    }
}

/// Where to find an S3-compatible bucket, from `MEDIA_S3_*` and the usual AWS variables.
#[derive(Clone)]
pub struct S3Settings {
    /// `MEDIA_S3_BUCKET`.
    pub bucket: String,
    /// `MEDIA_S3_ENDPOINT`: empty for AWS itself; else the server's URL (`http://` allowed,
    /// for a local MinIO or simulator).
    pub endpoint: String,
    /// `MEDIA_S3_REGION` (default `us-east-1`).
    pub region: String,
    /// `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN` (optional).
    pub access_key_id: String,
    pub secret_access_key: String,
    pub session_token: Option<String>,
    /// `MEDIA_S3_VIRTUAL_HOSTED=true`: `https://<bucket>.<endpoint>` rather than the path style
    /// `<endpoint>/<bucket>` (the default, which every S3-compatible server understands).
    pub virtual_hosted: bool,
    /// How long one request may take before it counts as failed (a store that does not answer
    /// is an outage, not a slow upload).
    pub timeout: std::time::Duration,
}

impl std::fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Settings")
            .field("bucket", &self.bucket)
            .field("endpoint", &self.endpoint)
            .field("region", &self.region)
            .field("access_key_id", &self.access_key_id)
            .field("virtual_hosted", &self.virtual_hosted)
            .finish_non_exhaustive()
    }
}

/// Files as objects of an S3-compatible bucket, keys as they are (`i/<public_id>/w480`). A PUT
/// of S3 is atomic already: a reader sees the whole object or none.
pub struct S3 {
    client: object_store::aws::AmazonS3,
}

impl S3 {
    pub fn new(settings: &S3Settings) -> io::Result<Self> {
        use object_store::aws::AmazonS3Builder;
        use object_store::{BackoffConfig, ClientOptions, RetryConfig};

        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&settings.bucket)
            .with_region(&settings.region)
            .with_access_key_id(&settings.access_key_id)
            .with_secret_access_key(&settings.secret_access_key)
            .with_virtual_hosted_style_request(settings.virtual_hosted)
            .with_client_options(
                ClientOptions::new()
                    .with_allow_http(settings.endpoint.starts_with("http://"))
                    .with_connect_timeout(std::time::Duration::from_secs(2))
                    .with_timeout(settings.timeout),
            )
            // A couple of quick retries for a blip; an outage answers within seconds, not the
            // crate's default of minutes.
            .with_retry(RetryConfig {
                backoff: BackoffConfig {
                    init_backoff: std::time::Duration::from_millis(50),
                    max_backoff: std::time::Duration::from_millis(500),
                    base: 2.0,
                },
                max_retries: 2,
                retry_timeout: settings.timeout,
            });
        if !settings.endpoint.is_empty() {
            builder = builder.with_endpoint(&settings.endpoint);
        }
        if let Some(token) = &settings.session_token {
            builder = builder.with_token(token);
        }
        let client = builder.build().map_err(io::Error::other)?;
        Ok(Self { client })
    }
}

fn object_path(key: &str) -> io::Result<object_store::path::Path> {
    object_store::path::Path::parse(key).map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))
}

fn s3_error(error: object_store::Error) -> io::Error {
    match error {
        object_store::Error::NotFound { .. } => io::Error::new(io::ErrorKind::NotFound, error),
        other => io::Error::other(other),
    }
}

impl Store for S3 {
    fn put<'a>(&'a self, key: &'a str, bytes: Vec<u8>) -> StoreFuture<'a, ()> {
        use object_store::ObjectStoreExt;
        Box::pin(async move {
            self.client
                .put(&object_path(key)?, bytes.into())
                .await
                .map(|_| ())
                .map_err(s3_error)
        })
    }

    fn get<'a>(&'a self, key: &'a str) -> StoreFuture<'a, Option<Vec<u8>>> {
        use object_store::ObjectStoreExt;
        Box::pin(async move {
            let found = match self.client.get(&object_path(key)?).await {
                Ok(found) => found,
                Err(object_store::Error::NotFound { .. }) => return Ok(None),
                Err(e) => return Err(s3_error(e)),
            };
            Ok(Some(found.bytes().await.map_err(s3_error)?.to_vec()))
        })
    }

    fn exists<'a>(&'a self, key: &'a str) -> StoreFuture<'a, bool> {
        use object_store::ObjectStoreExt;
        Box::pin(async move {
            match self.client.head(&object_path(key)?).await {
                Ok(_) => Ok(true),
                Err(object_store::Error::NotFound { .. }) => Ok(false),
                Err(e) => Err(s3_error(e)),
            }
        })
    }

    fn remove_all<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, ()> {
        use object_store::{ObjectStore, ObjectStoreExt};
        Box::pin(async move {
            // A picture's objects sit flat under its prefix (original, w480, w480.webp).
            let listed = self
                .client
                .list_with_delimiter(Some(&object_path(prefix)?))
                .await
                .map_err(s3_error)?;
            for object in listed.objects {
                match self.client.delete(&object.location).await {
                    Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                    Err(e) => return Err(s3_error(e)),
                }
            }
            Ok(())
        })
    }
}
