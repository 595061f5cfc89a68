//! Test support (feature `testing`): a real auth service on a free port over its own fresh
//! database, with a test configuration and a quick way to make an admin.

use std::net::SocketAddr;
use std::time::Duration;

use secrecy::SecretString;
use shop_common::caller::{Caller, Role};
use shop_common::testing::TestDatabase;
use shop_proto::auth::v1 as pb;
use shop_proto::auth::v1::auth_service_client::AuthServiceClient;
use sqlx::PgPool;
use tokio::sync::oneshot;
use tonic::transport::Channel;

use crate::Config;

/// The fixed 32-byte key of test tokens.
pub const TEST_JWT_SECRET: &str = "test-jwt-secret-of-exactly-32-b!";

/// A configuration for tests: the fixed key, the production lifetimes, the dev mailbox, no first
/// admin. Change the fields a test cares about; move `clock` forward to see something expire.
pub fn config() -> Config {
    Config {
        jwt_secret: SecretString::from(TEST_JWT_SECRET),
        token_ttl: Duration::from_secs(86_400),
        remember_ttl: Duration::from_secs(2_592_000),
        reset_ttl: Duration::from_secs(1_800),
        smtp_url: None,
        mail_from: "Samani Furniture <no-reply@samanifurniture.co.ke>".to_owned(),
        first_admin: None,
        clock: Default::default(),
    }
}

/// `message` as a request made for `caller` (what the gateway's `Call` writes in metadata).
pub fn as_caller<T>(message: T, caller: &Caller) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

/// `message` as a request made for an admin (the test harness acting as the gateway would for
/// one).
pub fn as_admin<T>(message: T) -> tonic::Request<T> {
    as_caller(
        message,
        &Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin),
    )
}

/// A running auth service. Dropping it stops the server and removes its database.
pub struct TestAuth {
    pub addr: SocketAddr,
    pub pool: PgPool,
    pub config: Config,
    stop: Option<oneshot::Sender<()>>,
    // Dropped last: the server and pool must let go of the database first.
    _db: TestDatabase,
}

impl TestAuth {
    /// Starts the service with [`config`].
    pub async fn start() -> Self {
        Self::start_with(config()).await
    }

    pub async fn start_with(config: Config) -> Self {
        let db = TestDatabase::create().await;
        let pool = shop_common::db::connect_and_migrate(
            &db.url,
            "auth",
            8,
            &crate::MIGRATOR,
            Duration::from_secs(5),
        )
        .await
        .expect("migrate the test database");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = oneshot::channel::<()>();
        let server_pool = pool.clone();
        let server_config = config.clone();
        let (ready_tx, ready) = oneshot::channel::<()>();
        tokio::spawn(async move {
            let shutdown = async {
                let _ = stopped.await;
            };
            let _ = ready_tx.send(());
            if let Err(e) = crate::serve(listener, server_pool, &server_config, shutdown).await {
                panic!("test auth service failed: {e}");
            }
        });
        let _ = ready.await;
        Self {
            addr,
            pool,
            config,
            stop: Some(stop),
            _db: db,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub async fn client(&self) -> AuthServiceClient<Channel> {
        for _ in 0..100 {
            if let Ok(client) = AuthServiceClient::connect(self.url()).await {
                return client;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("test auth service did not accept connections");
    }

    /// Creates an admin account (name 'Test Admin', no phone) and signs it in.
    pub async fn make_admin(&self, email: &str, password: &str) -> pb::Session {
        self.make_user(email, password, "admin").await
    }

    /// Creates an account with `role` (`user` or `admin`) and signs it in.
    pub async fn make_user(&self, email: &str, password: &str, role: &str) -> pb::Session {
        let mut client = self.client().await;
        client
            .create_user(as_admin(pb::CreateUserRequest {
                name: format!("Test {role}"),
                email: email.to_owned(),
                password: password.to_owned(),
                role: role.to_owned(),
                phone: String::new(),
            }))
            .await
            .expect("create a test account");
        client
            .login(pb::LoginRequest {
                email: email.to_owned(),
                password: password.to_owned(),
                remember: false,
            })
            .await
            .expect("sign the test account in")
            .into_inner()
    }
}

impl Drop for TestAuth {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}
