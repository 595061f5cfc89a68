//! Accounts over real gRPC against real PostgreSQL: each test starts its own auth service on
//! its own fresh database.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

#[path = "accounts/audit.rs"]
mod audit;
#[path = "accounts/inbox.rs"]
mod inbox;
// Mail over a real SMTP exchange: a module of this one test binary, not a binary of its own.
#[path = "accounts/smtp.rs"]
mod smtp;

use std::time::Duration;

use shop_auth::accounts::bootstrap::{self, Outcome};
use shop_auth::accounts::config::FirstAdmin;
use shop_auth::accounts::domain::{Email, Password};
use shop_auth::testing::{self, TestAuth, as_admin, as_caller};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::auth::v1 as pb;
use shop_proto::auth::v1::auth_service_client::AuthServiceClient;
use tonic::transport::Channel;
use tonic::{Code, Status};

type Client = AuthServiceClient<Channel>;

fn registration(name: &str, email: &str, password: &str) -> pb::RegisterRequest {
    pb::RegisterRequest {
        name: name.to_owned(),
        email: email.to_owned(),
        phone: "0712 345 678".to_owned(),
        password: password.to_owned(),
    }
}

async fn register(client: &mut Client, email: &str, password: &str) -> pb::Session {
    client
        .register(registration("Wanjiku Kamau", email, password))
        .await
        .expect("register")
        .into_inner()
}

async fn login(client: &mut Client, email: &str, password: &str) -> Result<pb::Session, Status> {
    client
        .login(pb::LoginRequest {
            email: email.to_owned(),
            password: password.to_owned(),
            remember: false,
        })
        .await
        .map(tonic::Response::into_inner)
}

async fn authenticate(client: &mut Client, token: &str) -> Result<pb::Identity, Status> {
    client
        .authenticate(pb::AuthenticateRequest {
            token: token.to_owned(),
        })
        .await
        .map(tonic::Response::into_inner)
}

fn assert_status<T: std::fmt::Debug>(result: Result<T, Status>, code: Code, message: &str) {
    let status = result.expect_err("expected an error");
    assert_eq!(status.code(), code, "{status:?}");
    assert_eq!(status.message(), message, "{status:?}");
}

fn assert_unauthenticated<T: std::fmt::Debug>(result: Result<T, Status>) {
    let status = result.expect_err("expected a refusal");
    assert_eq!(
        Refusal::read(&status).code,
        ErrorCode::Unauthorized,
        "{status:?}"
    );
}

/// The stable code and field violations a refusal carries.
fn refusal<T: std::fmt::Debug>(result: Result<T, Status>) -> Refusal {
    Refusal::read(&result.expect_err("expected a refusal"))
}

/// `message` as a request made for the user of `session`.
fn as_user<T>(session: &pb::Session, message: T) -> tonic::Request<T> {
    as_caller(
        message,
        &Caller::user(user(session).id.clone(), Role::Customer),
    )
}

fn user(session: &pb::Session) -> &pb::User {
    session.user.as_ref().expect("session user")
}

async fn stored_hash(auth: &TestAuth, email: &str) -> String {
    sqlx::query_scalar("SELECT password_hash FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&auth.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn register_then_login_then_authenticate() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;

    let session = register(&mut client, "Wanjiku@Example.CO.KE", "kitanda-123").await;
    let registered = user(&session).clone();
    assert_eq!(registered.email, "wanjiku@example.co.ke");
    assert_eq!(registered.phone, "254712345678");
    assert_eq!(registered.role, "user");
    assert_eq!(registered.name, "Wanjiku Kamau");
    assert!(
        registered.created_at.ends_with('Z'),
        "{}",
        registered.created_at
    );
    assert!(!session.token.is_empty());

    let identity = authenticate(&mut client, &session.token).await.unwrap();
    assert_eq!(identity.user.as_ref().unwrap(), &registered);
    assert_eq!(identity.expires_at, session.expires_at);

    let signed_in = login(&mut client, "WANJIKU@example.co.ke", "kitanda-123")
        .await
        .unwrap();
    assert_eq!(user(&signed_in), &registered);
    assert_ne!(signed_in.token, session.token);
    let identity = authenticate(&mut client, &signed_in.token).await.unwrap();
    assert_eq!(identity.user.unwrap().id, registered.id);

    let hash = stored_hash(&auth, "wanjiku@example.co.ke").await;
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(!hash.contains("kitanda-123"));
}

#[tokio::test]
async fn remember_me_gives_a_longer_lived_token() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    let now = session.expires_at - 86_400;
    let remembered = client
        .login(pb::LoginRequest {
            email: "a@example.com".to_owned(),
            password: "secret1".to_owned(),
            remember: true,
        })
        .await
        .unwrap()
        .into_inner();
    let lifetime = remembered.expires_at - now;
    assert!((2_592_000..2_592_010).contains(&lifetime), "{lifetime}");
}

#[tokio::test]
async fn registration_refuses_bad_input_with_the_spec_messages() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let cases = [
        (
            registration("", "a@example.com", "secret1"),
            "name",
            "Name is required",
        ),
        (
            registration("A", "not-an-email", "secret1"),
            "email",
            "Email is invalid",
        ),
        (
            registration("A", "", "secret1"),
            "email",
            "Email is required",
        ),
        (
            registration("A", "a@example.com", "12345"),
            "password",
            "Password must be at least 6 characters",
        ),
        (
            registration("A", "a@example.com", ""),
            "password",
            "Password is required",
        ),
        (
            pb::RegisterRequest {
                phone: "071234567".to_owned(),
                ..registration("A", "a@example.com", "secret1")
            },
            "phone",
            "Please enter a valid Kenyan phone number (0712 345 678)",
        ),
    ];
    for (request, field, message) in cases {
        let refused = refusal(client.register(request).await);
        assert_eq!(refused.code, ErrorCode::ValidationFailed);
        assert_eq!(refused.fields, [(field.to_owned(), message.to_owned())]);
        assert_eq!(refused.message, message);
    }
    let count = client
        .count_users(as_admin(pb::CountUsersRequest {}))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(count.total, 0);
}

#[tokio::test]
async fn a_registration_with_several_bad_fields_names_every_one_at_once() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let status = client
        .register(pb::RegisterRequest {
            name: " ".to_owned(),
            email: "nope".to_owned(),
            phone: "12345".to_owned(),
            password: "12345".to_owned(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let refused = Refusal::read(&status);
    assert_eq!(refused.code, ErrorCode::ValidationFailed);
    assert_eq!(
        refused.fields,
        [
            ("name".to_owned(), "Name is required".to_owned()),
            ("email".to_owned(), "Email is invalid".to_owned()),
            (
                "phone".to_owned(),
                "Please enter a valid Kenyan phone number (0712 345 678)".to_owned()
            ),
            (
                "password".to_owned(),
                "Password must be at least 6 characters".to_owned()
            ),
        ]
    );
}

#[tokio::test]
async fn admin_calls_refuse_guests_and_customers_whatever_the_gateway_did() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let customer = register(&mut client, "a@example.com", "secret1").await;
    let id = user(&customer).id.clone();
    for caller in [Caller::guest(), Caller::user(id.clone(), Role::Customer)] {
        let expected = if caller.user.is_some() {
            ErrorCode::Forbidden
        } else {
            ErrorCode::Unauthorized
        };
        let codes = [
            refusal(
                client
                    .list_users(as_caller(pb::ListUsersRequest::default(), &caller))
                    .await,
            )
            .code,
            refusal(
                client
                    .count_users(as_caller(pb::CountUsersRequest {}, &caller))
                    .await,
            )
            .code,
            refusal(
                client
                    .create_user(as_caller(
                        pb::CreateUserRequest {
                            name: "X".to_owned(),
                            email: "x@example.com".to_owned(),
                            password: "secret1".to_owned(),
                            role: "admin".to_owned(),
                            phone: String::new(),
                        },
                        &caller,
                    ))
                    .await,
            )
            .code,
            refusal(
                client
                    .set_role(as_caller(
                        pb::SetRoleRequest {
                            id: id.clone(),
                            role: "admin".to_owned(),
                        },
                        &caller,
                    ))
                    .await,
            )
            .code,
            refusal(
                client
                    .delete_user(as_caller(pb::DeleteUserRequest { id: id.clone() }, &caller))
                    .await,
            )
            .code,
            refusal(
                client
                    .list_dev_mail(as_caller(pb::ListDevMailRequest::default(), &caller))
                    .await,
            )
            .code,
        ];
        assert_eq!(codes, [expected; 6], "{caller:?}");
    }
    // The customer is still a customer.
    let identity = authenticate(&mut client, &customer.token).await.unwrap();
    assert_eq!(identity.user.unwrap().role, "user");
    // A profile change needs a signed-in caller.
    assert_eq!(
        refusal(
            client
                .update_profile(pb::UpdateProfileRequest {
                    city: Some("Nakuru".to_owned()),
                    ..Default::default()
                })
                .await
        )
        .code,
        ErrorCode::Unauthorized
    );
}

#[tokio::test]
async fn an_address_registers_once_whatever_its_case() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "otieno@example.com", "secret1").await;
    assert_status(
        client
            .register(registration("Otieno", "OTIENO@Example.com", "secret2"))
            .await,
        Code::AlreadyExists,
        "Email already registered",
    );
    assert_status(
        client
            .create_user(as_admin(pb::CreateUserRequest {
                name: "Otieno".to_owned(),
                email: " otieno@example.COM ".to_owned(),
                password: "secret2".to_owned(),
                role: "admin".to_owned(),
                phone: String::new(),
            }))
            .await,
        Code::AlreadyExists,
        "Email already registered",
    );
}

#[tokio::test]
async fn wrong_address_and_wrong_password_answer_alike() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "akinyi@example.com", "secret1").await;

    let wrong_email = login(&mut client, "nobody@example.com", "secret1").await;
    let wrong_password = login(&mut client, "akinyi@example.com", "secret2").await;
    assert_status(
        wrong_email,
        Code::Unauthenticated,
        "Invalid email or password",
    );
    assert_status(
        wrong_password,
        Code::Unauthenticated,
        "Invalid email or password",
    );

    // Both spend an argon2 verification: neither is much faster than the other.
    let mut unknown = Duration::ZERO;
    let mut wrong = Duration::ZERO;
    for _ in 0..3 {
        let started = std::time::Instant::now();
        let _ = login(&mut client, "nobody@example.com", "secret1").await;
        unknown += started.elapsed();
        let started = std::time::Instant::now();
        let _ = login(&mut client, "akinyi@example.com", "secret2").await;
        wrong += started.elapsed();
    }
    assert!(
        unknown * 3 > wrong && wrong * 3 > unknown,
        "unknown address {unknown:?}, wrong password {wrong:?}"
    );
}

#[tokio::test]
async fn forged_tampered_and_garbage_tokens_are_refused() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;

    // Flip one character of the signature.
    let mut tampered = session.token.clone().into_bytes();
    let i = tampered.len() - 3;
    tampered[i] = if tampered[i] == b'x' { b'y' } else { b'x' };
    let tampered = String::from_utf8(tampered).unwrap();
    assert_unauthenticated(authenticate(&mut client, &tampered).await);

    // Same claims, another key.
    let other = TestAuth::start(shop_auth::Config {
        jwt_secret: "another-secret-that-is-32-bytes!!".into(),
        ..testing::config()
    })
    .await;
    let mut other_client = other.client().await;
    let foreign = register(&mut other_client, "a@example.com", "secret1").await;
    assert_unauthenticated(authenticate(&mut client, &foreign.token).await);

    for garbage in ["", "Bearer x", "a.b.c"] {
        assert_unauthenticated(authenticate(&mut client, garbage).await);
    }
    assert!(authenticate(&mut client, &session.token).await.is_ok());
}

#[tokio::test]
async fn tokens_stop_working_when_they_expire() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    assert!(authenticate(&mut client, &session.token).await.is_ok());
    // The service's clock, moved to just before the token's lifetime ends (2 s: the real clock
    // may tick once meanwhile), then to its end.
    let lifetime = auth.config.token_ttl;
    auth.config.clock.advance(lifetime - Duration::from_secs(2));
    assert!(
        authenticate(&mut client, &session.token).await.is_ok(),
        "alive until its end"
    );
    auth.config.clock.advance(Duration::from_secs(2));
    assert_unauthenticated(authenticate(&mut client, &session.token).await);
    assert_unauthenticated(
        client
            .logout(pb::LogoutRequest {
                token: session.token.clone(),
            })
            .await,
    );
}

#[tokio::test]
async fn logout_revokes_that_token_only() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let first = register(&mut client, "a@example.com", "secret1").await;
    let second = login(&mut client, "a@example.com", "secret1")
        .await
        .unwrap();

    client
        .logout(pb::LogoutRequest {
            token: first.token.clone(),
        })
        .await
        .unwrap();
    assert_unauthenticated(authenticate(&mut client, &first.token).await);
    assert!(authenticate(&mut client, &second.token).await.is_ok());
    // A revoked token cannot be logged out again.
    assert_unauthenticated(
        client
            .logout(pb::LogoutRequest {
                token: first.token.clone(),
            })
            .await,
    );
    assert_unauthenticated(
        client
            .logout(pb::LogoutRequest {
                token: "garbage".to_owned(),
            })
            .await,
    );
    let revoked: i64 = sqlx::query_scalar("SELECT count(*) FROM revoked_tokens")
        .fetch_one(&auth.pool)
        .await
        .unwrap();
    assert_eq!(revoked, 1);
}

#[tokio::test]
async fn expired_revocations_are_purged_on_logout() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    sqlx::query(
        "INSERT INTO revoked_tokens (jti, expires_at) \
         SELECT gen_random_uuid(), now() - interval '1 hour' FROM generate_series(1, 5)",
    )
    .execute(&auth.pool)
    .await
    .unwrap();
    client
        .logout(pb::LogoutRequest {
            token: session.token,
        })
        .await
        .unwrap();
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM revoked_tokens")
        .fetch_one(&auth.pool)
        .await
        .unwrap();
    assert_eq!(left, 1, "only the live revocation is kept");
}

#[tokio::test]
async fn a_demoted_admin_is_a_user_on_the_next_request() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let boss = auth.make_admin("boss@example.com", "secret1").await;
    let deputy = auth.make_admin("deputy@example.com", "secret1").await;
    let identity = authenticate(&mut client, &deputy.token).await.unwrap();
    assert_eq!(identity.user.unwrap().role, "admin");

    let demoted = client
        .set_role(as_admin(pb::SetRoleRequest {
            id: user(&deputy).id.clone(),
            role: "user".to_owned(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(demoted.role, "user");
    let identity = authenticate(&mut client, &deputy.token).await.unwrap();
    assert_eq!(identity.user.unwrap().role, "user");
    let identity = authenticate(&mut client, &boss.token).await.unwrap();
    assert_eq!(identity.user.unwrap().role, "admin");
}

#[tokio::test]
async fn a_deleted_user_cannot_sign_in_and_their_token_fails() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    auth.make_admin("boss@example.com", "secret1").await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    client
        .request_password_reset(pb::RequestPasswordResetRequest {
            email: "a@example.com".to_owned(),
            reset_base_url: "http://localhost/reset-password".to_owned(),
        })
        .await
        .unwrap();

    client
        .delete_user(as_admin(pb::DeleteUserRequest {
            id: user(&session).id.clone(),
        }))
        .await
        .unwrap();
    assert_unauthenticated(authenticate(&mut client, &session.token).await);
    assert_status(
        login(&mut client, "a@example.com", "secret1").await,
        Code::Unauthenticated,
        "Invalid email or password",
    );
    assert_status(
        client
            .get_user(as_admin(pb::GetUserRequest {
                id: user(&session).id.clone(),
            }))
            .await,
        Code::NotFound,
        "User not found",
    );
    assert_status(
        client
            .delete_user(as_admin(pb::DeleteUserRequest {
                id: user(&session).id.clone(),
            }))
            .await,
        Code::NotFound,
        "User not found",
    );
    let resets: i64 = sqlx::query_scalar("SELECT count(*) FROM password_resets")
        .fetch_one(&auth.pool)
        .await
        .unwrap();
    assert_eq!(resets, 0, "reset tokens go with the account");
}

#[tokio::test]
async fn get_user_answers_not_found_for_unknown_and_malformed_ids() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    let found = client
        .get_user(as_admin(pb::GetUserRequest {
            id: user(&session).id.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(&found, user(&session));
    assert_status(
        client
            .get_user(as_admin(pb::GetUserRequest {
                id: uuid::Uuid::new_v4().to_string(),
            }))
            .await,
        Code::NotFound,
        "User not found",
    );
    // A malformed id names nobody.
    assert_status(
        client
            .get_user(as_admin(pb::GetUserRequest {
                id: "42".to_owned(),
            }))
            .await,
        Code::NotFound,
        "User not found",
    );
    // Users see themselves, not others.
    let other = register(&mut client, "b@example.com", "secret1").await;
    assert!(
        client
            .get_user(as_user(
                &session,
                pb::GetUserRequest {
                    id: user(&session).id.clone()
                }
            ))
            .await
            .is_ok()
    );
    assert_eq!(
        refusal(
            client
                .get_user(as_user(
                    &other,
                    pb::GetUserRequest {
                        id: user(&session).id.clone()
                    }
                ))
                .await
        )
        .code,
        ErrorCode::Forbidden
    );
}

#[tokio::test]
async fn a_profile_update_changes_only_the_given_fields() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "secret1").await;
    register(&mut client, "taken@example.com", "secret1").await;
    let profile = |changes: pb::UpdateProfileRequest| as_user(&session, changes);

    let updated = client
        .update_profile(profile(pb::UpdateProfileRequest {
            city: Some(" Nairobi ".to_owned()),
            state: Some("Nairobi County".to_owned()),
            address: Some("Moi Avenue 12".to_owned()),
            zip_code: Some("00100".to_owned()),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.city, "Nairobi");
    assert_eq!(updated.state, "Nairobi County");
    assert_eq!(updated.address, "Moi Avenue 12");
    assert_eq!(updated.zip_code, "00100");
    assert_eq!(updated.name, "Wanjiku Kamau");
    assert_eq!(updated.email, "a@example.com");
    assert_eq!(updated.phone, "254712345678");

    let updated = client
        .update_profile(profile(pb::UpdateProfileRequest {
            name: Some("Wanjiku K.".to_owned()),
            email: Some("New@Example.com".to_owned()),
            phone: Some("0722-000-111".to_owned()),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.name, "Wanjiku K.");
    assert_eq!(updated.email, "new@example.com");
    assert_eq!(updated.phone, "254722000111");
    assert_eq!(updated.city, "Nairobi");
    assert_eq!(updated.id, user(&session).id, "the caller's own account");
    assert!(
        login(&mut client, "new@example.com", "secret1")
            .await
            .is_ok()
    );

    assert_status(
        client
            .update_profile(profile(pb::UpdateProfileRequest {
                email: Some("TAKEN@example.com".to_owned()),
                ..Default::default()
            }))
            .await,
        Code::AlreadyExists,
        "Email already registered",
    );
    // Every bad field at once; nothing changes.
    let refused = refusal(
        client
            .update_profile(profile(pb::UpdateProfileRequest {
                name: Some("  ".to_owned()),
                email: Some("bad".to_owned()),
                phone: Some("1".to_owned()),
                zip_code: Some("0".repeat(21)),
                city: Some("Mombasa".to_owned()),
                ..Default::default()
            }))
            .await,
    );
    assert_eq!(refused.code, ErrorCode::ValidationFailed);
    assert_eq!(
        refused.fields,
        [
            ("name".to_owned(), "Name is required".to_owned()),
            ("email".to_owned(), "Email is invalid".to_owned()),
            (
                "phone".to_owned(),
                "Please enter a valid Kenyan phone number (0712 345 678)".to_owned()
            ),
            (
                "zip_code".to_owned(),
                "Postal code must be at most 20 characters".to_owned()
            ),
        ]
    );
    // A caller whose account is gone is no longer signed in.
    assert_unauthenticated(
        client
            .update_profile(as_caller(
                pb::UpdateProfileRequest {
                    city: Some("Mombasa".to_owned()),
                    ..Default::default()
                },
                &Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer),
            ))
            .await,
    );
    // Re-saving one's own address, in another case, is not a conflict.
    let same = client
        .update_profile(profile(pb::UpdateProfileRequest {
            email: Some("NEW@example.com".to_owned()),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(same.email, "new@example.com");
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let session = register(&mut client, "a@example.com", "old-secret").await;
    let change = |current: &str, new: &str| {
        as_user(
            &session,
            pb::ChangePasswordRequest {
                current_password: current.to_owned(),
                new_password: new.to_owned(),
                current_token: String::new(),
            },
        )
    };

    assert_eq!(
        refusal(
            client
                .change_password(change("wrong-secret", "new-secret"))
                .await
        )
        .fields,
        [(
            "current_password".to_owned(),
            "Current password is incorrect".to_owned()
        )]
    );
    assert_eq!(
        refusal(client.change_password(change("", "short")).await).fields,
        [
            (
                "current_password".to_owned(),
                "Current password is required".to_owned()
            ),
            (
                "new_password".to_owned(),
                "Password must be at least 6 characters".to_owned()
            ),
        ]
    );
    assert!(
        login(&mut client, "a@example.com", "old-secret")
            .await
            .is_ok()
    );

    client
        .change_password(change("old-secret", "new-secret"))
        .await
        .unwrap();
    assert!(
        login(&mut client, "a@example.com", "new-secret")
            .await
            .is_ok()
    );
    assert_status(
        login(&mut client, "a@example.com", "old-secret").await,
        Code::Unauthenticated,
        "Invalid email or password",
    );
}

async fn request_reset(client: &mut Client, email: &str) {
    client
        .request_password_reset(pb::RequestPasswordResetRequest {
            email: email.to_owned(),
            reset_base_url: "http://localhost:8080/reset-password".to_owned(),
        })
        .await
        .expect("request a reset");
}

async fn mailbox(client: &mut Client, to: &str) -> Vec<pb::DevMail> {
    client
        .list_dev_mail(as_admin(pb::ListDevMailRequest { to: to.to_owned() }))
        .await
        .unwrap()
        .into_inner()
        .messages
}

fn token_in(mail: &pb::DevMail) -> String {
    let (_, rest) = mail
        .body
        .split_once("http://localhost:8080/reset-password?token=")
        .expect("the mail has the reset link");
    rest.chars().take_while(char::is_ascii_hexdigit).collect()
}

async fn reset(client: &mut Client, token: &str, password: &str) -> Result<(), Status> {
    client
        .reset_password(pb::ResetPasswordRequest {
            token: token.to_owned(),
            new_password: password.to_owned(),
        })
        .await
        .map(|_| ())
}

const INVALID_LINK: &str = "This reset link is invalid or has expired";

#[tokio::test]
async fn a_reset_link_sets_a_new_password_once() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "old-secret").await;

    request_reset(&mut client, "A@Example.com").await;
    let mail = mailbox(&mut client, "a@example.com").await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0].to, "a@example.com");
    assert_eq!(mail[0].subject, "Reset your Samani Furniture password");
    let token = token_in(&mail[0]);
    assert_eq!(token.len(), 64);

    // Only the token's SHA-256 is stored.
    let stored: String = sqlx::query_scalar("SELECT token_hash FROM password_resets")
        .fetch_one(&auth.pool)
        .await
        .unwrap();
    assert_ne!(stored, token);

    assert_status(
        reset(&mut client, &token, "short").await,
        Code::InvalidArgument,
        "Password must be at least 6 characters",
    );
    reset(&mut client, &token, "new-secret").await.unwrap();
    assert!(
        login(&mut client, "a@example.com", "new-secret")
            .await
            .is_ok()
    );
    assert!(
        login(&mut client, "a@example.com", "old-secret")
            .await
            .is_err()
    );

    assert_status(
        reset(&mut client, &token, "third-secret").await,
        Code::InvalidArgument,
        INVALID_LINK,
    );
    for garbage in ["", "abc", &"0".repeat(64)] {
        assert_status(
            reset(&mut client, garbage, "third-secret").await,
            Code::InvalidArgument,
            INVALID_LINK,
        );
    }
    assert!(
        login(&mut client, "a@example.com", "new-secret")
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn using_one_reset_link_spends_the_others() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "old-secret").await;
    request_reset(&mut client, "a@example.com").await;
    request_reset(&mut client, "a@example.com").await;
    let mail = mailbox(&mut client, "a@example.com").await;
    assert_eq!(mail.len(), 2);
    let (newest, older) = (token_in(&mail[0]), token_in(&mail[1]));
    assert_ne!(newest, older);

    reset(&mut client, &newest, "new-secret").await.unwrap();
    assert_status(
        reset(&mut client, &older, "other-secret").await,
        Code::InvalidArgument,
        INVALID_LINK,
    );
}

#[tokio::test]
async fn a_newer_reset_link_voids_the_older_one_before_either_is_used() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "old-secret").await;
    request_reset(&mut client, "a@example.com").await;
    request_reset(&mut client, "a@example.com").await;
    let mail = mailbox(&mut client, "a@example.com").await;
    let (newest, older) = (token_in(&mail[0]), token_in(&mail[1]));

    assert_status(
        reset(&mut client, &older, "older-secret").await,
        Code::InvalidArgument,
        INVALID_LINK,
    );
    assert!(
        login(&mut client, "a@example.com", "old-secret")
            .await
            .is_ok()
    );
    reset(&mut client, &newest, "new-secret").await.unwrap();
    assert!(
        login(&mut client, "a@example.com", "new-secret")
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn a_password_change_signs_out_every_other_session_and_keeps_the_callers() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let phone = register(&mut client, "a@example.com", "old-secret").await;
    let laptop = login(&mut client, "a@example.com", "old-secret")
        .await
        .unwrap();
    let cafe = login(&mut client, "a@example.com", "old-secret")
        .await
        .unwrap();
    // A token signed before sessions were listed (the migration's case): not in the list.
    let legacy = login(&mut client, "a@example.com", "old-secret")
        .await
        .unwrap();
    let legacy_jti = authenticate(&mut client, &legacy.token).await.unwrap().jti;
    sqlx::query("DELETE FROM sessions WHERE jti = $1::uuid")
        .bind(&legacy_jti)
        .execute(&auth.pool)
        .await
        .unwrap();
    assert!(authenticate(&mut client, &legacy.token).await.is_ok());
    let other = register(&mut client, "b@example.com", "b-secret").await;

    client
        .change_password(as_user(
            &laptop,
            pb::ChangePasswordRequest {
                current_password: "old-secret".to_owned(),
                new_password: "new-secret".to_owned(),
                current_token: laptop.token.clone(),
            },
        ))
        .await
        .unwrap();

    assert!(
        authenticate(&mut client, &laptop.token).await.is_ok(),
        "the caller stays"
    );
    for old in [&phone, &cafe, &legacy] {
        assert_unauthenticated(authenticate(&mut client, &old.token).await);
    }
    assert!(
        authenticate(&mut client, &other.token).await.is_ok(),
        "another user's session"
    );
    let fresh = login(&mut client, "a@example.com", "new-secret")
        .await
        .unwrap();
    assert!(authenticate(&mut client, &fresh.token).await.is_ok());
}

#[tokio::test]
async fn a_reset_signs_out_every_session() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let first = register(&mut client, "a@example.com", "old-secret").await;
    let second = login(&mut client, "a@example.com", "old-secret")
        .await
        .unwrap();
    request_reset(&mut client, "a@example.com").await;
    let token = token_in(&mailbox(&mut client, "a@example.com").await[0]);
    reset(&mut client, &token, "new-secret").await.unwrap();

    for old in [&first, &second] {
        assert_unauthenticated(authenticate(&mut client, &old.token).await);
    }
    let fresh = login(&mut client, "a@example.com", "new-secret")
        .await
        .unwrap();
    assert!(authenticate(&mut client, &fresh.token).await.is_ok());
}

#[tokio::test]
async fn an_expired_reset_link_is_refused() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "old-secret").await;
    request_reset(&mut client, "a@example.com").await;
    request_reset(&mut client, "a@example.com").await;
    // The service's clock moved past the link's lifetime (the newest link works until then).
    let token = token_in(&mailbox(&mut client, "").await[0]);
    auth.config.clock.advance(auth.config.reset_ttl);
    assert_status(
        reset(&mut client, &token, "new-secret").await,
        Code::InvalidArgument,
        INVALID_LINK,
    );
    assert!(
        login(&mut client, "a@example.com", "old-secret")
            .await
            .is_ok()
    );
}

#[tokio::test]
async fn a_reset_link_works_until_its_last_second() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "old-secret").await;
    request_reset(&mut client, "a@example.com").await;
    let token = token_in(&mailbox(&mut client, "").await[0]);
    auth.config
        .clock
        .advance(auth.config.reset_ttl - Duration::from_secs(2));
    reset(&mut client, &token, "new-secret").await.unwrap();
}

#[tokio::test]
async fn an_unknown_address_gets_the_same_answer_and_no_mail() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "secret1").await;
    request_reset(&mut client, "nobody@example.com").await;
    assert!(mailbox(&mut client, "").await.is_empty());
    let resets: i64 = sqlx::query_scalar("SELECT count(*) FROM password_resets")
        .fetch_one(&auth.pool)
        .await
        .unwrap();
    assert_eq!(resets, 0);

    assert_eq!(
        client
            .request_password_reset(pb::RequestPasswordResetRequest {
                email: "not-an-email".to_owned(),
                reset_base_url: "http://localhost/reset-password".to_owned(),
            })
            .await
            .unwrap_err()
            .code(),
        Code::InvalidArgument
    );
}

#[tokio::test]
async fn the_dev_mailbox_lists_newest_first_and_filters_by_recipient() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    register(&mut client, "a@example.com", "secret1").await;
    register(&mut client, "b@example.com", "secret1").await;
    request_reset(&mut client, "a@example.com").await;
    request_reset(&mut client, "b@example.com").await;
    let all = mailbox(&mut client, "").await;
    let recipients: Vec<&str> = all.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(recipients, ["b@example.com", "a@example.com"]);
    let only_a = mailbox(&mut client, "A@example.com").await;
    assert_eq!(only_a.len(), 1);
    assert_eq!(only_a[0].to, "a@example.com");
}

async fn page_of(
    client: &mut Client,
    search: &str,
    page: u32,
    limit: Option<u32>,
) -> Result<(Vec<String>, u64), tonic::Status> {
    let answer = client
        .list_users(as_admin(pb::ListUsersRequest {
            search: search.to_owned(),
            page: Some(page),
            limit,
            ..Default::default()
        }))
        .await?
        .into_inner();
    Ok((
        answer.users.into_iter().map(|u| u.email).collect(),
        answer.total,
    ))
}

#[tokio::test]
async fn admins_page_customers_and_find_them_by_phone() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    for (i, phone) in ["0722 111 001", "0733 222 002", "0722 111 003"]
        .into_iter()
        .enumerate()
    {
        client
            .register(pb::RegisterRequest {
                phone: phone.to_owned(),
                ..registration("Shopper", &format!("s{i}@example.com"), "secret1")
            })
            .await
            .unwrap();
    }
    // Newest first, two a page, with the total.
    assert_eq!(
        page_of(&mut client, "", 1, Some(2)).await.unwrap(),
        (
            vec!["s2@example.com".to_owned(), "s1@example.com".to_owned()],
            3
        )
    );
    assert_eq!(
        page_of(&mut client, "", 2, Some(2)).await.unwrap(),
        (vec!["s0@example.com".to_owned()], 3)
    );
    // A phone in any of its written forms; name and email still match.
    for search in ["0722 111", "+254722111", "722111"] {
        assert_eq!(
            page_of(&mut client, search, 1, None).await.unwrap(),
            (
                vec!["s2@example.com".to_owned(), "s0@example.com".to_owned()],
                2
            ),
            "{search}"
        );
    }
    assert_eq!(page_of(&mut client, "s1@", 1, None).await.unwrap().1, 1);
    // Out of range: one InvalidArgument naming both.
    let refused = page_of(&mut client, "", 0, Some(101)).await.unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    assert!(
        refused.message().contains("page") && refused.message().contains("limit"),
        "{refused:?}"
    );
    // Customers only for admins.
    let session = register(&mut client, "nosy@example.com", "secret1").await;
    let denied = client
        .list_users(as_user(
            &session,
            pb::ListUsersRequest {
                page: Some(1),
                ..Default::default()
            },
        ))
        .await
        .unwrap_err();
    assert_eq!(denied.code(), Code::PermissionDenied);
}

async fn list(client: &mut Client, search: &str, role: &str) -> Vec<String> {
    client
        .list_users(as_admin(pb::ListUsersRequest {
            search: search.to_owned(),
            role: role.to_owned(),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner()
        .users
        .into_iter()
        .map(|u| u.email)
        .collect()
}

#[tokio::test]
async fn admins_list_search_filter_and_count_users() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    auth.make_admin("boss@samani.co.ke", "secret1").await;
    client
        .register(registration(
            "Wanjiku Kamau",
            "wanjiku@example.com",
            "secret1",
        ))
        .await
        .unwrap();
    client
        .register(registration(
            "Otieno Odhiambo",
            "otieno@example.com",
            "secret1",
        ))
        .await
        .unwrap();
    client
        .register(registration("Percent 100%", "pct@example.com", "secret1"))
        .await
        .unwrap();

    assert_eq!(
        list(&mut client, "", "").await,
        [
            "pct@example.com",
            "otieno@example.com",
            "wanjiku@example.com",
            "boss@samani.co.ke"
        ]
    );
    assert_eq!(
        list(&mut client, "KAMAU", "").await,
        ["wanjiku@example.com"]
    );
    assert_eq!(list(&mut client, "samani", "").await, ["boss@samani.co.ke"]);
    assert_eq!(
        list(&mut client, "example", "admin").await,
        Vec::<String>::new()
    );
    assert_eq!(list(&mut client, "", "admin").await, ["boss@samani.co.ke"]);
    assert_eq!(
        list(&mut client, "K", "user").await,
        ["wanjiku@example.com"]
    );
    assert_eq!(list(&mut client, "K", "admin").await, ["boss@samani.co.ke"]);
    assert_eq!(list(&mut client, "%", "").await, ["pct@example.com"]);
    let newest: Vec<String> = client
        .list_users(as_admin(pb::ListUsersRequest {
            limit: Some(2),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner()
        .users
        .into_iter()
        .map(|u| u.email)
        .collect();
    assert_eq!(newest, ["pct@example.com", "otieno@example.com"]);
    assert_eq!(
        client
            .list_users(as_admin(pb::ListUsersRequest {
                search: String::new(),
                role: "root".to_owned(),
                ..Default::default()
            }))
            .await
            .unwrap_err()
            .code(),
        Code::InvalidArgument
    );

    let counts = client
        .count_users(as_admin(pb::CountUsersRequest {}))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((counts.total, counts.admins, counts.customers), (4, 1, 3));
}

#[tokio::test]
async fn an_admin_can_create_users_of_either_role() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let created = client
        .create_user(as_admin(pb::CreateUserRequest {
            name: "Shop Clerk".to_owned(),
            email: "clerk@example.com".to_owned(),
            password: "secret1".to_owned(),
            role: "admin".to_owned(),
            phone: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(created.role, "admin");
    assert_eq!(created.phone, "");
    let session = login(&mut client, "clerk@example.com", "secret1")
        .await
        .unwrap();
    assert_eq!(
        authenticate(&mut client, &session.token)
            .await
            .unwrap()
            .user
            .unwrap()
            .role,
        "admin"
    );
    assert_eq!(
        client
            .create_user(as_admin(pb::CreateUserRequest {
                name: "X".to_owned(),
                email: "x@example.com".to_owned(),
                password: "secret1".to_owned(),
                role: "owner".to_owned(),
                phone: String::new(),
            }))
            .await
            .unwrap_err()
            .code(),
        Code::InvalidArgument
    );
}

#[tokio::test]
async fn the_last_admin_cannot_be_demoted_or_deleted() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let boss = auth.make_admin("boss@example.com", "secret1").await;
    let boss_id = user(&boss).id.clone();
    let last_admin = "The last admin cannot be demoted or deleted";

    assert_status(
        client
            .set_role(as_admin(pb::SetRoleRequest {
                id: boss_id.clone(),
                role: "user".to_owned(),
            }))
            .await,
        Code::FailedPrecondition,
        last_admin,
    );
    assert_status(
        client
            .delete_user(as_admin(pb::DeleteUserRequest {
                id: boss_id.clone(),
            }))
            .await,
        Code::FailedPrecondition,
        last_admin,
    );
    assert_status(
        client
            .set_role(as_admin(pb::SetRoleRequest {
                id: uuid::Uuid::new_v4().to_string(),
                role: "admin".to_owned(),
            }))
            .await,
        Code::NotFound,
        "User not found",
    );

    // With a second admin, the first can step down.
    let deputy = auth.make_admin("deputy@example.com", "secret1").await;
    client
        .set_role(as_admin(pb::SetRoleRequest {
            id: boss_id.clone(),
            role: "user".to_owned(),
        }))
        .await
        .unwrap();
    assert_status(
        client
            .delete_user(as_admin(pb::DeleteUserRequest {
                id: user(&deputy).id.clone(),
            }))
            .await,
        Code::FailedPrecondition,
        last_admin,
    );
    client
        .delete_user(as_admin(pb::DeleteUserRequest { id: boss_id }))
        .await
        .unwrap();
}

#[tokio::test]
async fn concurrent_demotions_leave_one_admin() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let a = auth.make_admin("a@example.com", "secret1").await;
    let b = auth.make_admin("b@example.com", "secret1").await;
    let demote = |id: String| {
        let url = auth.url();
        async move {
            let mut client = AuthServiceClient::connect(url).await.unwrap();
            client
                .set_role(as_admin(pb::SetRoleRequest {
                    id,
                    role: "user".to_owned(),
                }))
                .await
        }
    };
    let (ra, rb) = tokio::join!(demote(user(&a).id.clone()), demote(user(&b).id.clone()));
    assert_eq!(
        u8::from(ra.is_ok()) + u8::from(rb.is_ok()),
        1,
        "{ra:?} {rb:?}"
    );
    let mut client = auth.client().await;
    let counts = client
        .count_users(as_admin(pb::CountUsersRequest {}))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(counts.admins, 1);
}

fn first_admin(email: &str, password: &str) -> FirstAdmin {
    FirstAdmin {
        email: Email::parse(email).unwrap(),
        password: Password::parse(password).unwrap(),
    }
}

#[tokio::test]
async fn the_first_admin_is_created_once() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let admin = first_admin("admin@samanifurniture.co.ke", "first-secret");
    assert_eq!(
        bootstrap::ensure_first_admin(&auth.pool, &admin)
            .await
            .unwrap(),
        Outcome::Created
    );
    assert_eq!(
        bootstrap::ensure_first_admin(&auth.pool, &admin)
            .await
            .unwrap(),
        Outcome::AlreadyThere
    );
    // A changed password in the environment does not overwrite the account.
    let changed = first_admin("Admin@SamaniFurniture.co.ke", "other-secret");
    assert_eq!(
        bootstrap::ensure_first_admin(&auth.pool, &changed)
            .await
            .unwrap(),
        Outcome::AlreadyThere
    );

    let mut client = auth.client().await;
    let session = login(&mut client, "admin@samanifurniture.co.ke", "first-secret")
        .await
        .unwrap();
    let admin_user = user(&session);
    assert_eq!(admin_user.role, "admin");
    assert_eq!(admin_user.name, "Shop Admin");
    assert_eq!(admin_user.phone, "254700000000");
    let counts = client
        .count_users(as_admin(pb::CountUsersRequest {}))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((counts.total, counts.admins), (1, 1));
    assert!(
        stored_hash(&auth, "admin@samanifurniture.co.ke")
            .await
            .starts_with("$argon2id$")
    );
}

#[tokio::test]
async fn serve_creates_the_configured_first_admin() {
    let auth = TestAuth::start(shop_auth::Config {
        first_admin: Some(first_admin("admin@samanifurniture.co.ke", "first-secret")),
        ..testing::config()
    })
    .await;
    let mut client = auth.client().await;
    let session = login(&mut client, "admin@samanifurniture.co.ke", "first-secret")
        .await
        .unwrap();
    assert_eq!(user(&session).role, "admin");
}

#[tokio::test]
async fn the_contact_service_is_still_served() {
    use shop_proto::contact::v1 as contact;
    use shop_proto::contact::v1::contact_service_client::ContactServiceClient;
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = ContactServiceClient::connect(auth.url()).await.unwrap();
    let answer = client
        .subscribe(contact::SubscribeRequest {
            email: "news@example.com".to_owned(),
        })
        .await
        .unwrap()
        .into_inner();
    assert!(answer.created);
}
