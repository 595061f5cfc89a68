//! The `shop.auth.v1.AuthService` implementation: reads the caller from metadata, parses
//! requests into domain values (gathering every field violation before answering), calls the
//! repository, hashing and tokens, and maps rows to messages. Admin rpcs check the caller is an
//! admin here too, whatever the gateway checked; profile and password act on the caller only.

use std::sync::Arc;
use std::time::Duration;

use chrono::SecondsFormat;
use shop_common::caller::Caller;
use shop_common::errors::{ErrorCode, Violations, status};
use shop_proto::auth::v1 as pb;
use shop_proto::auth::v1::auth_service_server::AuthService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};
use uuid::Uuid;

use super::config::{Clock, Config};
use super::domain::{
    AddressLine, Email, GET_USERS_MAX, Invalid, Name, NewUser, Password, Phone, ProfileChanges,
    Role, SEARCH_MAX, USERS_LAST_PAGE, USERS_PAGE_DEFAULT, USERS_PAGE_MAX, messages, phone_search,
    too_long,
};
use super::error::Error;
use super::mail::{self, Mailer};
use super::repo::{self, DevMailRow, UserRow};
use super::token::{Subject, Tokens};
use super::{password, reset};

/// Longest password a sign-in attempt may send, in bytes: nothing longer was ever accepted, so
/// it is refused without spending a hash on it.
const LOGIN_PASSWORD_MAX_BYTES: usize = 4 * super::domain::PASSWORD_MAX;
/// Longest reset token read (a real one is 64 hex characters).
const RESET_TOKEN_MAX: usize = 200;

pub struct Accounts {
    pool: PgPool,
    tokens: Tokens,
    mailer: Arc<dyn Mailer>,
    clock: Clock,
    token_ttl: Duration,
    remember_ttl: Duration,
    reset_ttl: Duration,
}

impl Accounts {
    pub fn new(pool: PgPool, config: &Config, mailer: Arc<dyn Mailer>) -> Self {
        Self {
            pool,
            tokens: Tokens::new(config.jwt_key(), config.clock.clone()),
            mailer,
            clock: config.clock.clone(),
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

/// Like [`Violations::check`] for a field a request may leave out (`None` leaves it as it is).
fn check_optional<T>(
    violations: &mut Violations,
    field: &str,
    value: Option<String>,
    parse: impl FnOnce(&str) -> Result<T, Invalid>,
) -> Option<T> {
    let value = value?;
    violations.check(field, parse(&value))
}

/// The signed-in caller's own id, from metadata.
fn caller_id(caller: &Caller) -> Result<Uuid, Status> {
    Uuid::parse_str(caller.signed_in()?).map_err(|_| Error::Unauthenticated.into())
}

/// The user an admin names by id (a path segment): a malformed id names nobody.
fn target_user(text: &str) -> Result<Uuid, Error> {
    Uuid::parse_str(text.trim()).map_err(|_| Error::UserNotFound)
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

type Reply<T> = Result<Response<T>, Status>;

#[tonic::async_trait]
impl AuthService for Accounts {
    /// Customer spec: Register. The new account is a `user` and is signed in at once.
    #[tracing::instrument(skip_all)]
    async fn register(&self, request: Request<pb::RegisterRequest>) -> Reply<pb::Session> {
        let r = request.into_inner();
        let mut v = Violations::new();
        let name = v.check("name", Name::parse(&r.name));
        let email = v.check("email", Email::parse(&r.email));
        let phone = v.check("phone", Phone::parse(&r.phone));
        let password = v.check("password", Password::parse(&r.password));
        v.finish()?;
        let (Some(name), Some(email), Some(phone), Some(password)) = (name, email, phone, password)
        else {
            return Err(Error::unexpected("registration", "a value without a violation").into());
        };
        let user = NewUser {
            name,
            email,
            phone: Some(phone),
            password,
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
        let mut v = Violations::new();
        let email = v.check("email", Email::parse(&r.email));
        if r.password.len() > LOGIN_PASSWORD_MAX_BYTES {
            // Longer than any accepted password: no hash is spent on it.
            v.finish()?;
            return Err(Error::InvalidCredentials.into());
        }
        v.check("password", Password::parse(&r.password));
        v.finish()?;
        let Some(email) = email else {
            return Err(Error::unexpected("login", "a value without a violation").into());
        };
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

    /// A user, for that user or an admin.
    #[tracing::instrument(skip_all)]
    async fn get_user(&self, request: Request<pb::GetUserRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&request);
        let id = target_user(&request.into_inner().id)?;
        caller.ensure_owner_or_admin(&id.to_string())?;
        let user = repo::user_by_id(&self.pool, id)
            .await?
            .ok_or(Error::UserNotFound)?;
        Ok(Response::new(user_message(user)))
    }

    /// Customer spec: Profile. The caller's own; only the fields present change.
    #[tracing::instrument(skip_all)]
    async fn update_profile(&self, request: Request<pb::UpdateProfileRequest>) -> Reply<pb::User> {
        let id = caller_id(&Caller::of(&request))?;
        let r = request.into_inner();
        let mut v = Violations::new();
        let changes = ProfileChanges {
            name: check_optional(&mut v, "name", r.name, Name::parse),
            email: check_optional(&mut v, "email", r.email, Email::parse),
            phone: check_optional(&mut v, "phone", r.phone, Phone::parse),
            address: check_optional(&mut v, "address", r.address, AddressLine::address),
            city: check_optional(&mut v, "city", r.city, AddressLine::city),
            state: check_optional(&mut v, "state", r.state, AddressLine::state),
            zip_code: check_optional(&mut v, "zip_code", r.zip_code, AddressLine::zip_code),
        };
        v.finish()?;
        let user = repo::update_profile(&self.pool, id, &changes)
            .await?
            .ok_or(Error::Unauthenticated)?;
        Ok(Response::new(user_message(user)))
    }

    /// Customer spec: Account, Security tab. The caller's own password.
    #[tracing::instrument(skip_all)]
    async fn change_password(
        &self,
        request: Request<pb::ChangePasswordRequest>,
    ) -> Reply<pb::ChangePasswordResponse> {
        let id = caller_id(&Caller::of(&request))?;
        let r = request.into_inner();
        let mut v = Violations::new();
        if r.current_password.is_empty() {
            v.add("current_password", messages::CURRENT_PASSWORD_REQUIRED);
        }
        let new_password = v.check("new_password", Password::parse(&r.new_password));
        v.finish()?;
        let Some(new_password) = new_password else {
            return Err(Error::unexpected("password change", "a value without a violation").into());
        };
        let credentials = repo::credentials_by_id(&self.pool, id)
            .await?
            .ok_or(Error::Unauthenticated)?;
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
            return Err(Error::Unauthenticated.into());
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
        let mut v = Violations::new();
        let email = v.check(
            "email",
            Email::parse_worded(&r.email, messages::EMAIL_INVALID_FOR_RESET),
        );
        if reset::link(&r.reset_base_url, "").is_none() {
            v.add("reset_base_url", "reset_base_url must be an http(s) URL");
        }
        v.finish()?;
        let Some(email) = email else {
            return Err(Error::unexpected("reset request", "a value without a violation").into());
        };
        if let Some(user) = repo::user_by_email(&self.pool, &email).await? {
            let token = reset::ResetToken::generate()?;
            let valid_secs = i64::try_from(self.reset_ttl.as_secs()).unwrap_or(i64::MAX / 2);
            let expires_at = self.clock.now_utc() + chrono::Duration::seconds(valid_secs);
            repo::insert_reset(&self.pool, user.id, &token.hash, expires_at).await?;
            let link = reset::link(&r.reset_base_url, &token.token)
                .ok_or_else(|| Error::unexpected("building a reset link", "invalid base"))?;
            let minutes = self.reset_ttl.as_secs().div_ceil(60);
            self.mailer
                .send(mail::reset_mail(&user.email, &user.name, &link, minutes))
                .await
                .map_err(|e| Error::unexpected("mailing a reset link", e))?;
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
        let mut v = Violations::new();
        let token_hash = if r.token.len() > RESET_TOKEN_MAX {
            None
        } else {
            reset::stored_hash(&r.token)
        };
        if token_hash.is_none() {
            v.add("token", messages::INVALID_RESET_LINK);
        }
        let new_password = v.check("password", Password::parse(&r.new_password));
        v.finish()?;
        let (Some(token_hash), Some(new_password)) = (token_hash, new_password) else {
            return Err(Error::unexpected("password reset", "a value without a violation").into());
        };
        let hash = password::hash(&new_password).await?;
        if !repo::reset_password(&self.pool, &token_hash, &hash, self.clock.now_utc()).await? {
            return Err(Error::InvalidResetLink.into());
        }
        tracing::info!("password reset; every session of the account revoked");
        Ok(Response::new(pb::ResetPasswordResponse {}))
    }

    /// Admin spec: Users (search, role filter), newest first. Admin only.
    #[tracing::instrument(skip_all)]
    async fn list_users(
        &self,
        request: Request<pb::ListUsersRequest>,
    ) -> Reply<pb::ListUsersResponse> {
        Caller::of(&request).ensure_admin()?;
        let r = request.into_inner();
        let mut v = Violations::new();
        let search = r.search.trim();
        if search.chars().count() > SEARCH_MAX {
            v.add("search", too_long("search", SEARCH_MAX));
        }
        let role = v.check("role", Role::parse_filter(&r.role));
        if let Some(page) = r.page {
            if !(1..=USERS_LAST_PAGE).contains(&page) {
                v.add("page", format!("page must be from 1 to {USERS_LAST_PAGE}"));
            }
            let limit = r.limit.unwrap_or(USERS_PAGE_DEFAULT);
            if !(1..=USERS_PAGE_MAX).contains(&limit) {
                v.add("limit", format!("limit must be from 1 to {USERS_PAGE_MAX}"));
            }
            v.finish()?;
            let phone = phone_search(search);
            let (users, total) = repo::list_users_page(
                &self.pool,
                search,
                phone.as_deref(),
                role.flatten(),
                page,
                limit,
            )
            .await?;
            return Ok(Response::new(pb::ListUsersResponse {
                users: users.into_iter().map(user_message).collect(),
                total,
            }));
        }
        v.finish()?;
        let users = repo::list_users(&self.pool, search, role.flatten(), r.limit).await?;
        Ok(Response::new(pb::ListUsersResponse {
            users: users.into_iter().map(user_message).collect(),
            total: 0,
        }))
    }

    /// The accounts of the given ids (the activity log's actors). Admin only.
    #[tracing::instrument(skip_all)]
    async fn get_users(
        &self,
        request: Request<pb::GetUsersRequest>,
    ) -> Reply<pb::ListUsersResponse> {
        Caller::of(&request).ensure_admin()?;
        let r = request.into_inner();
        if r.ids.len() > GET_USERS_MAX {
            return Err(shop_common::errors::invalid_field(
                "ids",
                format!("At most {GET_USERS_MAX} users at once"),
            ));
        }
        let ids: Vec<Uuid> = r
            .ids
            .iter()
            .filter_map(|id| Uuid::parse_str(id.trim()).ok())
            .collect();
        let users = repo::users_by_ids(&self.pool, &ids).await?;
        Ok(Response::new(pb::ListUsersResponse {
            users: users.into_iter().map(user_message).collect(),
            total: 0,
        }))
    }

    /// Admin spec: Add user (any role; the phone number is optional here). Admin only.
    #[tracing::instrument(skip_all)]
    async fn create_user(&self, request: Request<pb::CreateUserRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let r = request.into_inner();
        let mut v = Violations::new();
        let name = v.check("name", Name::parse(&r.name));
        let email = v.check("email", Email::parse(&r.email));
        let password = v.check("password", Password::parse(&r.password));
        let phone = if r.phone.trim().is_empty() {
            Some(None)
        } else {
            v.check("phone", Phone::parse(&r.phone)).map(Some)
        };
        let role = if r.role.trim().is_empty() {
            Some(Role::User)
        } else {
            v.check("role", Role::parse(&r.role))
        };
        let missing =
            r.name.trim().is_empty() || r.email.trim().is_empty() || r.password.is_empty();
        if missing {
            // The Add User dialog's one message, with every field violation beside it.
            v.finish_with(messages::REQUIRED_FIELDS)?;
        } else {
            v.finish()?;
        }
        let (Some(name), Some(email), Some(password), Some(phone), Some(role)) =
            (name, email, password, phone, role)
        else {
            return Err(Error::unexpected("new user", "a value without a violation").into());
        };
        let user = NewUser {
            name,
            email,
            phone,
            password,
            role,
        };
        let hash = password::hash(&user.password).await?;
        let row = repo::insert_user_by_admin(&self.pool, &user, &hash, &actor).await?;
        tracing::info!(user_id = %row.id, role = %row.role, "account created by an admin");
        Ok(Response::new(user_message(row)))
    }

    /// Admin spec: change a user's role; the last admin stays an admin, and an admin cannot
    /// demote themself. Admin only.
    #[tracing::instrument(skip_all)]
    async fn set_role(&self, request: Request<pb::SetRoleRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let r = request.into_inner();
        let id = target_user(&r.id)?;
        let role =
            Role::parse(&r.role).map_err(|m| shop_common::errors::invalid_field("role", m))?;
        if caller_id(&caller)? == id && role != Role::Admin {
            return Err(status(ErrorCode::BadRequest, messages::OWN_ADMIN_ACCESS));
        }
        let actor = caller.user_id().unwrap_or_default();
        let user = repo::set_role(&self.pool, id, role, actor).await?;
        tracing::info!(user_id = %id, role = role.as_str(), "role changed");
        Ok(Response::new(user_message(user)))
    }

    /// Admin spec: delete a user; the last admin cannot be deleted, nor the caller. Admin only.
    #[tracing::instrument(skip_all)]
    async fn delete_user(
        &self,
        request: Request<pb::DeleteUserRequest>,
    ) -> Reply<pb::DeleteUserResponse> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let id = target_user(&request.into_inner().id)?;
        if caller_id(&caller)? == id {
            return Err(status(ErrorCode::BadRequest, messages::OWN_ACCOUNT));
        }
        repo::delete_user(&self.pool, id, caller.user_id().unwrap_or_default()).await?;
        tracing::info!(user_id = %id, "account deleted");
        Ok(Response::new(pb::DeleteUserResponse {}))
    }

    /// Admin only.
    #[tracing::instrument(skip_all)]
    async fn count_users(&self, request: Request<pb::CountUsersRequest>) -> Reply<pb::UserCounts> {
        Caller::of(&request).ensure_admin()?;
        let counts = repo::count_users(&self.pool).await?;
        let total = u64::try_from(counts.total).unwrap_or(0);
        let admins = u64::try_from(counts.admins).unwrap_or(0);
        Ok(Response::new(pb::UserCounts {
            total,
            admins,
            customers: total.saturating_sub(admins),
        }))
    }

    /// Admin only: the mail holds password-reset links.
    #[tracing::instrument(skip_all)]
    async fn list_dev_mail(
        &self,
        request: Request<pb::ListDevMailRequest>,
    ) -> Reply<pb::ListDevMailResponse> {
        Caller::of(&request).ensure_admin()?;
        let to = request.into_inner().to;
        let to = to.trim();
        let messages = repo::list_dev_mail(&self.pool, (!to.is_empty()).then_some(to)).await?;
        Ok(Response::new(pb::ListDevMailResponse {
            messages: messages.into_iter().map(dev_mail_message).collect(),
        }))
    }
}
