//! The `shop.auth.v1.AuthService` implementation: parses requests into domain values, calls the
//! repository, hashing and tokens, and maps rows to messages. The gateway checks who may call
//! what (admin rpcs are admin-only there); this side keeps the invariants.

use std::sync::Arc;
use std::time::Duration;

use chrono::SecondsFormat;
use shop_proto::auth::v1 as pb;
use shop_proto::auth::v1::auth_service_server::AuthService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};
use uuid::Uuid;

use super::config::Config;
use super::domain::{
    AddressLine, Email, Invalid, Name, NewUser, Password, Phone, ProfileChanges, Role,
};
use super::error::Error;
use super::mail::{self, Mailer};
use super::repo::{self, DevMailRow, UserRow};
use super::token::{Subject, Tokens};
use super::{password, reset};

/// Longest password a sign-in attempt may send: nothing longer was ever accepted, so it is
/// refused without spending a hash on it.
const LOGIN_PASSWORD_MAX_BYTES: usize = 4 * super::domain::PASSWORD_MAX;

pub struct Accounts {
    pool: PgPool,
    tokens: Tokens,
    mailer: Arc<dyn Mailer>,
    token_ttl: Duration,
    remember_ttl: Duration,
    reset_ttl: Duration,
}

impl Accounts {
    pub fn new(pool: PgPool, config: &Config, mailer: Arc<dyn Mailer>) -> Self {
        Self {
            pool,
            tokens: Tokens::new(config.jwt_key()),
            mailer,
            token_ttl: config.token_ttl,
            remember_ttl: config.remember_ttl,
            reset_ttl: config.reset_ttl,
        }
    }

    /// Signs a token for `user` and lists it as one of their sessions.
    async fn session(&self, user: UserRow, ttl: Duration) -> Result<pb::Session, Error> {
        let issued = self.tokens.issue(
            Subject {
                user_id: user.id,
                email: &user.email,
                role: &user.role,
            },
            ttl,
        )?;
        repo::insert_session(&self.pool, user.id, issued.jti, issued.expires_at).await?;
        Ok(pb::Session {
            user: Some(user_message(user)),
            token: issued.token,
            expires_at: issued.expires_at,
        })
    }

    async fn register_user(&self, user: NewUser) -> Result<UserRow, Error> {
        let hash = password::hash(&user.password).await?;
        repo::insert_user(&self.pool, &user, &hash).await
    }
}

fn user_message(row: UserRow) -> pb::User {
    pb::User {
        id: row.id.to_string(),
        name: row.name,
        email: row.email,
        phone: row.phone,
        role: row.role,
        created_at: row.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        address: row.address,
        city: row.city,
        state: row.state,
        zip_code: row.zip_code,
    }
}

fn dev_mail_message(row: DevMailRow) -> pb::DevMail {
    pb::DevMail {
        id: row.id.to_string(),
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        created_at: row.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
    }
}

fn user_id(text: &str) -> Result<Uuid, Error> {
    Uuid::parse_str(text.trim()).map_err(|_| Error::Invalid(Invalid("id is not a valid user id")))
}

fn optional<T>(
    value: Option<String>,
    parse: impl FnOnce(&str) -> Result<T, Invalid>,
) -> Result<Option<T>, Invalid> {
    value.as_deref().map(parse).transpose()
}

type Reply<T> = Result<Response<T>, Status>;

#[tonic::async_trait]
impl AuthService for Accounts {
    /// Customer spec: Register. The new account is a `user` and is signed in at once.
    #[tracing::instrument(skip_all)]
    async fn register(&self, request: Request<pb::RegisterRequest>) -> Reply<pb::Session> {
        let r = request.into_inner();
        let user = NewUser {
            name: Name::parse(&r.name).map_err(Error::from)?,
            email: Email::parse(&r.email).map_err(Error::from)?,
            phone: Some(Phone::parse(&r.phone).map_err(Error::from)?),
            password: Password::parse(&r.password).map_err(Error::from)?,
            role: Role::User,
        };
        let row = self.register_user(user).await?;
        tracing::info!(user_id = %row.id, "account registered");
        Ok(Response::new(self.session(row, self.token_ttl).await?))
    }

    /// Customer spec: Login. Unknown address and wrong password answer alike, in similar time.
    #[tracing::instrument(skip_all)]
    async fn login(&self, request: Request<pb::LoginRequest>) -> Reply<pb::Session> {
        let r = request.into_inner();
        let email = Email::parse(&r.email).map_err(Error::from)?;
        if r.password.is_empty() {
            return Err(Error::Invalid(Invalid("password is required")).into());
        }
        if r.password.len() > LOGIN_PASSWORD_MAX_BYTES {
            return Err(Error::InvalidCredentials.into());
        }
        let found = repo::credentials_by_email(&self.pool, &email).await?;
        let Some(credentials) = found else {
            password::verify_unknown_account(&r.password).await?;
            return Err(Error::InvalidCredentials.into());
        };
        if !password::verify(&r.password, credentials.password_hash).await? {
            return Err(Error::InvalidCredentials.into());
        }
        let ttl = if r.remember {
            self.remember_ttl
        } else {
            self.token_ttl
        };
        Ok(Response::new(self.session(credentials.user, ttl).await?))
    }

    /// Runs on every signed-in request: signature and expiry here, then one query for the user
    /// as they are now, unless the token was revoked.
    #[tracing::instrument(skip_all)]
    async fn authenticate(&self, request: Request<pb::AuthenticateRequest>) -> Reply<pb::Identity> {
        let token = request.into_inner().token;
        let verified = self.tokens.verify(&token).map_err(|e| {
            tracing::debug!(reason = %e, "token refused");
            Error::Unauthenticated
        })?;
        let user = repo::authenticated_user(&self.pool, verified.user_id, verified.jti)
            .await?
            .ok_or(Error::Unauthenticated)?;
        Ok(Response::new(pb::Identity {
            user: Some(user_message(user)),
            jti: verified.jti.to_string(),
            expires_at: verified.expires_at,
        }))
    }

    /// Revokes the token until it would have expired; then forgets old revocations.
    #[tracing::instrument(skip_all)]
    async fn logout(&self, request: Request<pb::LogoutRequest>) -> Reply<pb::LogoutResponse> {
        let token = request.into_inner().token;
        let verified = self
            .tokens
            .verify(&token)
            .map_err(|_| Error::Unauthenticated)?;
        if !repo::revoke_token(&self.pool, verified.jti, verified.expires_at).await? {
            return Err(Error::Unauthenticated.into());
        }
        if let Err(e) = repo::purge_expired(&self.pool).await {
            tracing::warn!(error = %e, "purging expired revocations failed");
        }
        Ok(Response::new(pb::LogoutResponse {}))
    }

    #[tracing::instrument(skip_all)]
    async fn get_user(&self, request: Request<pb::GetUserRequest>) -> Reply<pb::User> {
        let id = user_id(&request.into_inner().id)?;
        let user = repo::user_by_id(&self.pool, id)
            .await?
            .ok_or(Error::UserNotFound)?;
        Ok(Response::new(user_message(user)))
    }

    /// Customer spec: Profile. Only the fields present change.
    #[tracing::instrument(skip_all)]
    async fn update_profile(&self, request: Request<pb::UpdateProfileRequest>) -> Reply<pb::User> {
        let r = request.into_inner();
        let id = user_id(&r.id)?;
        let changes = ProfileChanges {
            name: optional(r.name, Name::parse).map_err(Error::from)?,
            email: optional(r.email, Email::parse).map_err(Error::from)?,
            phone: optional(r.phone, Phone::parse).map_err(Error::from)?,
            address: optional(r.address, AddressLine::address).map_err(Error::from)?,
            city: optional(r.city, AddressLine::city).map_err(Error::from)?,
            state: optional(r.state, AddressLine::state).map_err(Error::from)?,
            zip_code: optional(r.zip_code, AddressLine::zip_code).map_err(Error::from)?,
        };
        let user = repo::update_profile(&self.pool, id, &changes)
            .await?
            .ok_or(Error::UserNotFound)?;
        Ok(Response::new(user_message(user)))
    }

    #[tracing::instrument(skip_all)]
    async fn change_password(
        &self,
        request: Request<pb::ChangePasswordRequest>,
    ) -> Reply<pb::ChangePasswordResponse> {
        let r = request.into_inner();
        let id = user_id(&r.id)?;
        let new_password = Password::parse(&r.new_password).map_err(Error::from)?;
        let credentials = repo::credentials_by_id(&self.pool, id)
            .await?
            .ok_or(Error::UserNotFound)?;
        let current_ok = r.current_password.len() <= LOGIN_PASSWORD_MAX_BYTES
            && password::verify(&r.current_password, credentials.password_hash).await?;
        if !current_ok {
            return Err(Error::WrongCurrentPassword.into());
        }
        // The caller's own session survives the change; every other one is revoked with it.
        let keep = self
            .tokens
            .verify(&r.current_token)
            .ok()
            .filter(|v| v.user_id == id)
            .map(|v| repo::KeptSession {
                jti: v.jti,
                expires_at: v.expires_at,
            });
        let hash = password::hash(&new_password).await?;
        if !repo::set_password(&self.pool, id, &hash, keep).await? {
            return Err(Error::UserNotFound.into());
        }
        tracing::info!(user_id = %id, "password changed; other sessions revoked");
        Ok(Response::new(pb::ChangePasswordResponse {}))
    }

    /// Customer spec: Forgot password. The same answer whether or not the account exists.
    #[tracing::instrument(skip_all)]
    async fn request_password_reset(
        &self,
        request: Request<pb::RequestPasswordResetRequest>,
    ) -> Reply<pb::RequestPasswordResetResponse> {
        let r = request.into_inner();
        let email = Email::parse(&r.email).map_err(Error::from)?;
        let Some(_) = reset::link(&r.reset_base_url, "") else {
            return Err(Error::Invalid(Invalid("reset_base_url must be an http(s) URL")).into());
        };
        if let Some(user) = repo::user_by_email(&self.pool, &email).await? {
            let token = reset::ResetToken::generate()?;
            let valid_secs = i64::try_from(self.reset_ttl.as_secs()).unwrap_or(i64::MAX);
            repo::insert_reset(&self.pool, user.id, &token.hash, valid_secs).await?;
            let link = reset::link(&r.reset_base_url, &token.token)
                .ok_or_else(|| Error::unexpected("building a reset link", "invalid base"))?;
            let minutes = self.reset_ttl.as_secs().div_ceil(60);
            self.mailer
                .send(mail::reset_mail(&user.email, &user.name, &link, minutes))
                .await?;
            tracing::info!(user_id = %user.id, "password reset link sent");
        }
        Ok(Response::new(pb::RequestPasswordResetResponse {}))
    }

    /// Customer spec: Reset password. A link works once, within its lifetime; using it spends
    /// every other link of that account too and signs every session of the account out.
    #[tracing::instrument(skip_all)]
    async fn reset_password(
        &self,
        request: Request<pb::ResetPasswordRequest>,
    ) -> Reply<pb::ResetPasswordResponse> {
        let r = request.into_inner();
        let token_hash = reset::stored_hash(&r.token).ok_or(Error::InvalidResetLink)?;
        let new_password = Password::parse(&r.new_password).map_err(Error::from)?;
        let hash = password::hash(&new_password).await?;
        if !repo::reset_password(&self.pool, &token_hash, &hash).await? {
            return Err(Error::InvalidResetLink.into());
        }
        tracing::info!("password reset; every session of the account revoked");
        Ok(Response::new(pb::ResetPasswordResponse {}))
    }

    /// Admin spec: Users (search, role filter), newest first.
    #[tracing::instrument(skip_all)]
    async fn list_users(
        &self,
        request: Request<pb::ListUsersRequest>,
    ) -> Reply<pb::ListUsersResponse> {
        let r = request.into_inner();
        let role = Role::parse_filter(&r.role).map_err(Error::from)?;
        let users = repo::list_users(&self.pool, &r.search, role).await?;
        Ok(Response::new(pb::ListUsersResponse {
            users: users.into_iter().map(user_message).collect(),
        }))
    }

    /// Admin spec: Add user (any role; the phone number is optional here).
    #[tracing::instrument(skip_all)]
    async fn create_user(&self, request: Request<pb::CreateUserRequest>) -> Reply<pb::User> {
        let r = request.into_inner();
        let phone = if r.phone.trim().is_empty() {
            None
        } else {
            Some(Phone::parse(&r.phone).map_err(Error::from)?)
        };
        let role = if r.role.trim().is_empty() {
            Role::User
        } else {
            Role::parse(&r.role).map_err(Error::from)?
        };
        let user = NewUser {
            name: Name::parse(&r.name).map_err(Error::from)?,
            email: Email::parse(&r.email).map_err(Error::from)?,
            phone,
            password: Password::parse(&r.password).map_err(Error::from)?,
            role,
        };
        let row = self.register_user(user).await?;
        tracing::info!(user_id = %row.id, role = %row.role, "account created by an admin");
        Ok(Response::new(user_message(row)))
    }

    /// Admin spec: change a user's role; the last admin stays an admin.
    #[tracing::instrument(skip_all)]
    async fn set_role(&self, request: Request<pb::SetRoleRequest>) -> Reply<pb::User> {
        let r = request.into_inner();
        let id = user_id(&r.id)?;
        let role = Role::parse(&r.role).map_err(Error::from)?;
        let user = repo::set_role(&self.pool, id, role).await?;
        tracing::info!(user_id = %id, role = role.as_str(), "role changed");
        Ok(Response::new(user_message(user)))
    }

    /// Admin spec: delete a user; the last admin cannot be deleted.
    #[tracing::instrument(skip_all)]
    async fn delete_user(
        &self,
        request: Request<pb::DeleteUserRequest>,
    ) -> Reply<pb::DeleteUserResponse> {
        let id = user_id(&request.into_inner().id)?;
        repo::delete_user(&self.pool, id).await?;
        tracing::info!(user_id = %id, "account deleted");
        Ok(Response::new(pb::DeleteUserResponse {}))
    }

    #[tracing::instrument(skip_all)]
    async fn count_users(&self, _request: Request<pb::CountUsersRequest>) -> Reply<pb::UserCounts> {
        let counts = repo::count_users(&self.pool).await?;
        let total = u64::try_from(counts.total).unwrap_or(0);
        let admins = u64::try_from(counts.admins).unwrap_or(0);
        Ok(Response::new(pb::UserCounts {
            total,
            admins,
            customers: total.saturating_sub(admins),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn list_dev_mail(
        &self,
        request: Request<pb::ListDevMailRequest>,
    ) -> Reply<pb::ListDevMailResponse> {
        let to = request.into_inner().to;
        let to = to.trim();
        let messages = repo::list_dev_mail(&self.pool, (!to.is_empty()).then_some(to)).await?;
        Ok(Response::new(pb::ListDevMailResponse {
            messages: messages.into_iter().map(dev_mail_message).collect(),
        }))
    }
}
