//! Test support (feature `testing`): a real media service on a free port over its own fresh
//! database and its own media directory.

use std::path::PathBuf;
use std::time::Duration;

use shop_common::caller::{Caller, Role};
use shop_common::testing::TestService;
use shop_proto::media::v1::media_service_client::MediaServiceClient;

use crate::Config;
use crate::config::{Clock, PRODUCTS_FOLDER, Secret};

/// The fixed key of test signatures.
pub const TEST_UPLOAD_SECRET: &str = "test-media-upload-secret-32-bytes!";
pub const TEST_API_KEY: &str = "test-api-key";

/// A configuration for tests over `media_dir`; move `clock` to see signatures expire.
pub fn config(media_dir: PathBuf) -> Config {
    Config {
        upload_secret: Secret::new(TEST_UPLOAD_SECRET),
        api_key: TEST_API_KEY.to_owned(),
        media_dir,
        folders: vec![PRODUCTS_FOLDER.to_owned()],
        signature_ttl: Duration::from_secs(3600),
        clock: Clock::default(),
    }
}

/// `message` as a request made for `caller`.
pub fn as_caller<T>(message: T, caller: &Caller) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

/// `message` as a request made for an admin.
pub fn as_admin<T>(message: T) -> tonic::Request<T> {
    as_caller(
        message,
        &Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin),
    )
}

/// A client of the media service that can send and receive the largest upload.
pub fn client(channel: tonic::transport::Channel) -> MediaServiceClient<tonic::transport::Channel> {
    MediaServiceClient::new(channel)
        .max_decoding_message_size(crate::MAX_MESSAGE_BYTES)
        .max_encoding_message_size(crate::MAX_MESSAGE_BYTES)
}

shop_common::test_service!(
    Media,
    schema = "media",
    publishes_events = false,
    migrator = crate::MIGRATOR,
    serve = crate::serve,
    config = Config,
    client = MediaServiceClient
);

/// A directory removed when dropped (a test's media directory).
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new() -> Self {
        let dir = std::env::temp_dir().join(format!("shop-media-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).expect("create a temporary directory");
        Self(dir)
    }
}

impl Default for TempDir {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running media service over its own directory. Dropping it stops the server and removes
/// its database and directory.
pub struct TestMedia {
    pub service: TestService<Media>,
    pub dir: TempDir,
}

impl TestMedia {
    pub async fn start() -> Self {
        let dir = TempDir::new();
        Self::start_with(config(dir.0.clone()), dir).await
    }

    /// With `config` (its `media_dir` inside `dir`).
    pub async fn start_with(config: Config, dir: TempDir) -> Self {
        Self {
            service: TestService::start(config).await,
            dir,
        }
    }

    pub fn url(&self) -> String {
        self.service.url()
    }

    pub async fn client(&self) -> MediaServiceClient<tonic::transport::Channel> {
        self.service.client().await; // waits until the server accepts connections
        let channel = tonic::transport::Endpoint::from_shared(self.url())
            .expect("a loopback URL")
            .connect()
            .await
            .expect("connect to the test media service");
        client(channel)
    }

    /// Every file under the media directory, as paths relative to it.
    pub fn files(&self) -> Vec<String> {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, root, out);
                } else if let Ok(relative) = path.strip_prefix(root) {
                    out.push(relative.to_string_lossy().into_owned());
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.dir.0, &self.dir.0, &mut out);
        out.sort();
        out
    }

    pub async fn asset_count(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM assets")
            .fetch_one(&self.service.pool)
            .await
            .expect("count assets")
    }
}
