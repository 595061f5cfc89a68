//! Test support (feature `testing`): a real media service on a free port over its own fresh
//! database and its own media directory.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test support: a harness that cannot start fails the test that asked for it"
)]

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
        upload_secret: Secret::new(TEST_UPLOAD_SECRET).expect("the test key"),
        api_key: TEST_API_KEY.to_owned(),
        media_dir,
        s3: None,
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
        .max_decoding_message_size(shop_common::rules::media::MAX_VARIANT_MESSAGE_BYTES)
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

/// The simulator's credentials: moto takes any, but the client signs every request.
pub const MOTO_KEY_ID: &str = "testing-key-id";
pub const MOTO_SECRET: &str = "testing-secret-access-key";

/// moto's S3 server on a free loopback port (an S3-compatible store outside the project), from
/// the tools venv: `MOTO_SERVER` names its `moto_server` (scripts/test.sh sets it). Dropping it
/// stops the server.
pub struct Moto {
    pub endpoint: String,
    child: Option<std::process::Child>,
}

impl Moto {
    pub async fn start() -> Self {
        let program = std::env::var("MOTO_SERVER").unwrap_or_default();
        assert!(
            !program.is_empty() && std::path::Path::new(&program).exists(),
            "MOTO_SERVER must name moto's server for the S3 tests (got {program:?}): run \
             scripts/test.sh, or `source scripts/lib/infra.sh scripts/lib/contract.sh; \
             ensure_api_tools` and export MOTO_SERVER=$PWD/.run/tools-venv/bin/moto_server"
        );
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = std::process::Command::new(&program)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("start {program}: {e}"));
        let moto = Self {
            endpoint: format!("http://127.0.0.1:{port}"),
            child: Some(child),
        };
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        while tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            assert!(
                std::time::Instant::now() < deadline,
                "moto's server did not listen on {port} within 30 s"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        moto
    }

    /// Makes `bucket` (a plain path-style PUT; moto does not check signatures).
    pub async fn create_bucket(&self, bucket: &str) {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let host = self.endpoint.trim_start_matches("http://");
        let mut stream = tokio::net::TcpStream::connect(host)
            .await
            .expect("connect to moto");
        let request = format!(
            "PUT /{bucket} HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(request.as_bytes()).await.expect("send");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.expect("read");
        assert!(
            answer.starts_with("HTTP/1.") && answer[..answer.len().min(16)].contains(" 200"),
            "creating bucket {bucket}: {answer}"
        );
    }

    /// Settings of a store over `bucket` of this server.
    pub fn settings(&self, bucket: &str) -> crate::store::S3Settings {
        crate::store::S3Settings {
            bucket: bucket.to_owned(),
            endpoint: self.endpoint.clone(),
            region: "us-east-1".to_owned(),
            access_key_id: MOTO_KEY_ID.to_owned(),
            secret_access_key: MOTO_SECRET.to_owned(),
            session_token: None,
            virtual_hosted: false,
            timeout: Duration::from_secs(3),
        }
    }

    /// Stops the server (an outage): every request to it fails from now on.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Moto {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The keys of every object in the store's bucket under `prefix`, as its own client lists them.
pub async fn bucket_keys(settings: &crate::store::S3Settings, prefix: &str) -> Vec<String> {
    use object_store::ObjectStore;
    let client = object_store::aws::AmazonS3Builder::new()
        .with_bucket_name(&settings.bucket)
        .with_region(&settings.region)
        .with_endpoint(&settings.endpoint)
        .with_access_key_id(&settings.access_key_id)
        .with_secret_access_key(&settings.secret_access_key)
        .with_allow_http(true)
        .build()
        .expect("an S3 client");
    let mut keys = Vec::new();
    let mut pending = vec![object_store::path::Path::from(prefix)];
    while let Some(dir) = pending.pop() {
        let listed = client
            .list_with_delimiter(Some(&dir))
            .await
            .expect("list the bucket");
        keys.extend(listed.objects.into_iter().map(|o| o.location.to_string()));
        pending.extend(listed.common_prefixes);
    }
    keys.sort();
    keys
}
