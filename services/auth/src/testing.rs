//! Test support (feature `testing`): a real auth service on a free port over its own fresh
//! database, with a test configuration and a quick way to make an admin.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test support: a harness that cannot start fails the test that asked for it"
)]

use std::time::Duration;

use secrecy::SecretString;
use shop_common::caller::{Caller, Role};
use shop_common::testing::TestService;
use shop_proto::auth::v1 as pb;
use shop_proto::auth::v1::auth_service_client::AuthServiceClient;

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

shop_common::test_service!(
    Auth,
    schema = "auth",
    publishes_events = false,
    migrator = crate::MIGRATOR,
    serve = crate::serve,
    config = Config,
    client = AuthServiceClient
);

/// A running auth service (the harness's [`TestService`], with ways to make accounts).
/// Dropping it stops the server and removes its database.
pub struct TestAuth(TestService<Auth>);

impl std::ops::Deref for TestAuth {
    type Target = TestService<Auth>;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl TestAuth {
    pub async fn start(config: Config) -> Self {
        Self(TestService::start(config).await)
    }

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
