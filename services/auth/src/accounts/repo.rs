//! The accounts tables (schema `auth`, migration 0002). Every function is one statement or one
//! short transaction; password hashes leave this module only towards the verifier.

use chrono::{DateTime, Utc};
use shop_common::audit;
use sqlx::{PgConnection, PgPool, Postgres, Transaction};
use uuid::Uuid;

use super::domain::{Email, NewUser, ProfileChanges, Role};
use super::error::{Error, is_email_taken};

/// The columns of [`UserRow`], in one place for every query that returns users.
macro_rules! user_columns {
    () => {
        "id, name, email, phone, role, address, city, state, zip_code, created_at"
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserRow {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub address: String,
    pub city: String,
    pub state: String,
    pub zip_code: String,
    pub created_at: DateTime<Utc>,
}

/// A user with their password hash, for sign-in and password change only.
#[derive(sqlx::FromRow)]
pub struct Credentials {
    #[sqlx(flatten)]
    pub user: UserRow,
    pub password_hash: String,
}

fn map_email_taken(err: sqlx::Error) -> Error {
    if is_email_taken(&err) {
        Error::EmailTaken
    } else {
        Error::Database(err)
    }
}

pub async fn insert_user(
    pool: &PgPool,
    user: &NewUser,
    password_hash: &str,
) -> Result<UserRow, Error> {
    insert_user_on(&mut *pool.acquire().await?, user, password_hash).await
}

/// What the audit log keeps of an account: never its password.
fn audit_view(user: &UserRow) -> serde_json::Value {
    serde_json::json!({
        "name": user.name,
        "email": user.email,
        "phone": user.phone,
        "role": user.role,
    })
}

/// An account an admin creates, audited as `user.create` in the same transaction.
pub async fn insert_user_by_admin(
    pool: &PgPool,
    user: &NewUser,
    password_hash: &str,
    actor_id: &str,
) -> Result<UserRow, Error> {
    let mut tx = pool.begin().await?;
    let row = insert_user_on(&mut tx, user, password_hash).await?;
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id,
            kind: audit::USER_CREATE,
            target: &row.id.to_string(),
            summary: &format!("Created {} {} <{}>", row.role, row.name, row.email),
            before: None,
            after: Some(audit_view(&row)),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(row)
}

async fn insert_user_on(
    conn: &mut PgConnection,
    user: &NewUser,
    password_hash: &str,
) -> Result<UserRow, Error> {
    sqlx::query_as(concat!(
        "INSERT INTO users (id, name, email, phone, password_hash, role) \
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ",
        user_columns!()
    ))
    .bind(Uuid::new_v4())
    .bind(user.name.as_str())
    .bind(user.email.as_str())
    .bind(user.phone.as_ref().map_or("", |p| p.as_str()))
    .bind(password_hash)
    .bind(user.role.as_str())
    .fetch_one(conn)
    .await
    .map_err(map_email_taken)
}

/// Inserts `user` unless an account already has that address; `None` then.
pub async fn insert_user_if_absent(
    pool: &PgPool,
    user: &NewUser,
    password_hash: &str,
) -> Result<Option<UserRow>, Error> {
    Ok(sqlx::query_as(concat!(
        "INSERT INTO users (id, name, email, phone, password_hash, role) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING RETURNING ",
        user_columns!()
    ))
    .bind(Uuid::new_v4())
    .bind(user.name.as_str())
    .bind(user.email.as_str())
    .bind(user.phone.as_ref().map_or("", |p| p.as_str()))
    .bind(password_hash)
    .bind(user.role.as_str())
    .fetch_optional(pool)
    .await?)
}

pub async fn credentials_by_email(
    pool: &PgPool,
    email: &Email,
) -> Result<Option<Credentials>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        ", password_hash FROM users WHERE lower(email) = $1"
    ))
    .bind(email.as_str())
    .fetch_optional(pool)
    .await?)
}

pub async fn credentials_by_id(pool: &PgPool, id: Uuid) -> Result<Option<Credentials>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        ", password_hash FROM users WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?)
}

pub async fn user_by_id(pool: &PgPool, id: Uuid) -> Result<Option<UserRow>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?)
}

/// The accounts of `ids` that exist.
pub async fn users_by_ids(pool: &PgPool, ids: &[Uuid]) -> Result<Vec<UserRow>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users WHERE id = ANY($1) ORDER BY id"
    ))
    .bind(ids)
    .fetch_all(pool)
    .await?)
}

pub async fn user_by_email(pool: &PgPool, email: &Email) -> Result<Option<UserRow>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users WHERE lower(email) = $1"
    ))
    .bind(email.as_str())
    .fetch_optional(pool)
    .await?)
}

/// The user a verified token belongs to, as they are now, unless the token was revoked (by a
/// logout, or as another session of a password change or reset). One round trip over primary
/// keys: this runs on every signed-in request.
pub async fn authenticated_user(
    pool: &PgPool,
    user_id: Uuid,
    jti: Uuid,
) -> Result<Option<UserRow>, Error> {
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users WHERE id = $1 \
         AND NOT EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) \
         AND (sessions_revoked_at IS NULL \
              OR EXISTS (SELECT 1 FROM sessions WHERE jti = $2 AND user_id = $1))"
    ))
    .bind(user_id)
    .bind(jti)
    .fetch_optional(pool)
    .await?)
}

/// Lists a newly signed token, so a later password change or reset can revoke it.
pub async fn insert_session(
    pool: &PgPool,
    user_id: Uuid,
    jti: Uuid,
    expires_at: i64,
) -> Result<(), Error> {
    sqlx::query(
        "INSERT INTO sessions (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))",
    )
    .bind(jti)
    .bind(user_id)
    .bind(expires_at as f64)
    .execute(pool)
    .await?;
    Ok(())
}

/// The session a password change keeps: the caller's own token.
#[derive(Debug, Clone, Copy)]
pub struct KeptSession {
    pub jti: Uuid,
    pub expires_at: i64,
}

/// Revokes every session of user `id` but `keep`, in `tx` (the password write's transaction).
async fn revoke_sessions_in(
    tx: &mut Transaction<'_, Postgres>,
    id: Uuid,
    keep: Option<KeptSession>,
) -> Result<(), Error> {
    sqlx::query("UPDATE users SET sessions_revoked_at = now() WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    if let Some(kept) = keep {
        // Listed (a token signed before the sessions table existed would not be).
        sqlx::query(
            "INSERT INTO sessions (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3)) \
             ON CONFLICT (jti) DO NOTHING",
        )
        .bind(kept.jti)
        .bind(id)
        .bind(kept.expires_at as f64)
        .execute(&mut **tx)
        .await?;
    }
    sqlx::query(
        "WITH gone AS (DELETE FROM sessions WHERE user_id = $1 AND jti IS DISTINCT FROM $2 \
                       RETURNING jti, expires_at) \
         INSERT INTO revoked_tokens (jti, expires_at) SELECT jti, expires_at FROM gone \
         ON CONFLICT (jti) DO NOTHING",
    )
    .bind(id)
    .bind(keep.map(|k| k.jti))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Revokes token `jti` until `expires_at` (seconds since the epoch). False when it already was.
pub async fn revoke_token(pool: &PgPool, jti: Uuid, expires_at: i64) -> Result<bool, Error> {
    let done = sqlx::query(
        "INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) \
         ON CONFLICT DO NOTHING",
    )
    .bind(jti)
    .bind(expires_at as f64)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets up to 1,000 revocations of tokens that have expired anyway, and as many spent or
/// expired reset tokens. Called now and then; a bounded batch keeps each call short.
pub async fn purge_expired(pool: &PgPool) -> Result<u64, Error> {
    let revoked = sqlx::query(
        "DELETE FROM revoked_tokens WHERE jti IN \
         (SELECT jti FROM revoked_tokens WHERE expires_at < now() LIMIT 1000)",
    )
    .execute(pool)
    .await?;
    let sessions = sqlx::query(
        "DELETE FROM sessions WHERE jti IN \
         (SELECT jti FROM sessions WHERE expires_at < now() LIMIT 1000)",
    )
    .execute(pool)
    .await?;
    let resets = sqlx::query(
        "DELETE FROM password_resets WHERE token_hash IN \
         (SELECT token_hash FROM password_resets WHERE expires_at < now() - interval '1 day' \
          LIMIT 1000)",
    )
    .execute(pool)
    .await?;
    Ok(revoked.rows_affected() + sessions.rows_affected() + resets.rows_affected())
}

/// Applies the given profile fields; `None` when the user does not exist.
pub async fn update_profile(
    pool: &PgPool,
    id: Uuid,
    changes: &ProfileChanges,
) -> Result<Option<UserRow>, Error> {
    sqlx::query_as(concat!(
        "UPDATE users SET \
           name = COALESCE($2, name), email = COALESCE($3, email), \
           phone = COALESCE($4, phone), address = COALESCE($5, address), \
           city = COALESCE($6, city), state = COALESCE($7, state), \
           zip_code = COALESCE($8, zip_code), updated_at = now() \
         WHERE id = $1 RETURNING ",
        user_columns!()
    ))
    .bind(id)
    .bind(changes.name.as_ref().map(|v| v.as_str()))
    .bind(changes.email.as_ref().map(|v| v.as_str()))
    .bind(changes.phone.as_ref().map(|v| v.as_str()))
    .bind(changes.address.as_ref().map(|v| v.as_str()))
    .bind(changes.city.as_ref().map(|v| v.as_str()))
    .bind(changes.state.as_ref().map(|v| v.as_str()))
    .bind(changes.zip_code.as_ref().map(|v| v.as_str()))
    .fetch_optional(pool)
    .await
    .map_err(map_email_taken)
}

/// Sets a new password hash, spends every outstanding reset link of the user (a link mailed
/// before the change must not undo it) and revokes every session but `keep` (the caller's), all
/// in one transaction. False when the user does not exist.
pub async fn set_password(
    pool: &PgPool,
    id: Uuid,
    password_hash: &str,
    keep: Option<KeptSession>,
) -> Result<bool, Error> {
    let mut tx = pool.begin().await?;
    let updated = set_password_in(&mut tx, id, password_hash, keep).await?;
    tx.commit().await?;
    Ok(updated)
}

async fn set_password_in(
    tx: &mut Transaction<'_, Postgres>,
    id: Uuid,
    password_hash: &str,
    keep: Option<KeptSession>,
) -> Result<bool, Error> {
    let updated =
        sqlx::query("UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1")
            .bind(id)
            .bind(password_hash)
            .execute(&mut **tx)
            .await?;
    if updated.rows_affected() == 0 {
        return Ok(false);
    }
    spend_resets_in(tx, id).await?;
    revoke_sessions_in(tx, id, keep).await?;
    Ok(true)
}

async fn spend_resets_in(tx: &mut Transaction<'_, Postgres>, id: Uuid) -> Result<(), Error> {
    sqlx::query(
        "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
    )
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Stores a new reset link for the user and voids their older unused ones: only the newest
/// mailed link works. The user's row is locked so two requests at once leave one link.
pub async fn insert_reset(
    pool: &PgPool,
    user_id: Uuid,
    token_hash: &str,
    expires_at: DateTime<Utc>,
) -> Result<(), Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE")
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    spend_resets_in(&mut tx, user_id).await?;
    sqlx::query(
        "INSERT INTO password_resets (token_hash, user_id, expires_at) \
         VALUES ($1, $2, $3)",
    )
    .bind(token_hash)
    .bind(user_id)
    .bind(expires_at)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Spends the reset token stored as `token_hash` if it is unused and unexpired at `now`, and sets the
/// new password of its user (which spends their other reset tokens too and revokes every
/// session of the user: whoever held one may be who the reset locks out). False when the token
/// does not qualify. Two concurrent uses of one token: the row lock lets exactly one through.
pub async fn reset_password(
    pool: &PgPool,
    token_hash: &str,
    password_hash: &str,
    now: DateTime<Utc>,
) -> Result<bool, Error> {
    let mut tx = pool.begin().await?;
    let user_id: Option<Uuid> = sqlx::query_scalar(
        "UPDATE password_resets SET used_at = now() \
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(user_id) = user_id else {
        return Ok(false);
    };
    let updated = set_password_in(&mut tx, user_id, password_hash, None).await?;
    tx.commit().await?;
    Ok(updated)
}

/// Users newest first, optionally only those whose name or email contains `search` (any case)
/// and only one role; at most `limit` of them when given.
pub async fn list_users(
    pool: &PgPool,
    search: &str,
    role: Option<Role>,
    limit: Option<u32>,
) -> Result<Vec<UserRow>, Error> {
    let pattern = format!("%{}%", escape_like(search.trim()));
    Ok(sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users \
         WHERE (name ILIKE $1 OR email ILIKE $1) AND ($2::text IS NULL OR role = $2) \
         ORDER BY created_at DESC, id LIMIT $3"
    ))
    .bind(pattern)
    .bind(role.map(Role::as_str))
    .bind(limit.map(i64::from))
    .fetch_all(pool)
    .await?)
}

/// One page of the admin's customer list, newest first, and how many match: name or email
/// containing `search` (any case), or a phone containing `phone_digits`; optionally one role.
pub async fn list_users_page(
    pool: &PgPool,
    search: &str,
    phone_digits: Option<&str>,
    role: Option<Role>,
    page: u32,
    limit: u32,
) -> Result<(Vec<UserRow>, u64), Error> {
    let pattern = format!("%{}%", escape_like(search.trim()));
    let phone = phone_digits.map(|d| format!("%{d}%"));
    macro_rules! filter {
        () => {
            " FROM users WHERE (name ILIKE $1 OR email ILIKE $1 \
              OR ($3::text IS NOT NULL AND phone LIKE $3)) AND ($2::text IS NULL OR role = $2)"
        };
    }
    let rows: Vec<UserRow> = sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        filter!(),
        " ORDER BY created_at DESC, id LIMIT $4 OFFSET $5"
    ))
    .bind(&pattern)
    .bind(role.map(Role::as_str))
    .bind(&phone)
    .bind(i64::from(limit))
    .bind(i64::from(page.saturating_sub(1)) * i64::from(limit))
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar(concat!("SELECT count(*)", filter!()))
        .bind(&pattern)
        .bind(role.map(Role::as_str))
        .bind(&phone)
        .fetch_one(pool)
        .await?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}

/// `text` with LIKE's wildcards taken literally.
pub(crate) fn escape_like(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// Locks every admin row for the rest of `tx` and answers how many there are, so that two
/// concurrent demotions or deletions cannot both pass the last-admin check.
async fn lock_admins(tx: &mut Transaction<'_, Postgres>) -> Result<Vec<Uuid>, Error> {
    Ok(
        sqlx::query_scalar("SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE")
            .fetch_all(&mut **tx)
            .await?,
    )
}

/// Sets the role of account `id`; a change is audited as `user.role` in the same transaction on
/// behalf of the admin `actor_id` (the same role again changes nothing and is not recorded).
pub async fn set_role(
    pool: &PgPool,
    id: Uuid,
    role: Role,
    actor_id: &str,
) -> Result<UserRow, Error> {
    let mut tx = pool.begin().await?;
    let admins = lock_admins(&mut tx).await?;
    let from = if admins.contains(&id) {
        Role::Admin
    } else {
        Role::User
    };
    if role == Role::User && admins == [id] {
        return Err(Error::LastAdmin);
    }
    let user: Option<UserRow> = sqlx::query_as(concat!(
        "UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING ",
        user_columns!()
    ))
    .bind(id)
    .bind(role.as_str())
    .fetch_optional(&mut *tx)
    .await?;
    let user = user.ok_or(Error::UserNotFound)?;
    if from != role {
        audit::record(
            &mut tx,
            &audit::Entry {
                actor_id,
                kind: audit::USER_ROLE,
                target: &id.to_string(),
                summary: &format!(
                    "Role of {} {} -> {}",
                    user.name,
                    from.as_str(),
                    role.as_str()
                ),
                before: Some(serde_json::json!({ "role": from.as_str() })),
                after: Some(serde_json::json!({ "role": role.as_str() })),
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(user)
}

/// Deletes account `id`, audited as `user.delete` with what it was, in the same transaction on
/// behalf of the admin `actor_id`.
pub async fn delete_user(pool: &PgPool, id: Uuid, actor_id: &str) -> Result<(), Error> {
    let mut tx = pool.begin().await?;
    let admins = lock_admins(&mut tx).await?;
    if admins == [id] {
        return Err(Error::LastAdmin);
    }
    let deleted: Option<UserRow> = sqlx::query_as(concat!(
        "DELETE FROM users WHERE id = $1 RETURNING ",
        user_columns!()
    ))
    .bind(id)
    .fetch_optional(&mut *tx)
    .await?;
    let deleted = deleted.ok_or(Error::UserNotFound)?;
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id,
            kind: audit::USER_DELETE,
            target: &id.to_string(),
            summary: &format!(
                "Deleted {} {} <{}>",
                deleted.role, deleted.name, deleted.email
            ),
            before: Some(audit_view(&deleted)),
            after: None,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub struct Counts {
    pub total: i64,
    pub admins: i64,
}

pub async fn count_users(pool: &PgPool) -> Result<Counts, Error> {
    let (total, admins): (i64, i64) =
        sqlx::query_as("SELECT count(*), count(*) FILTER (WHERE role = 'admin') FROM users")
            .fetch_one(pool)
            .await?;
    Ok(Counts { total, admins })
}

pub use shop_common::mail::DevMailRow;

/// The newest 200 kept messages, optionally only those to `to`.
pub async fn list_dev_mail(pool: &PgPool, to: Option<&str>) -> Result<Vec<DevMailRow>, Error> {
    Ok(shop_common::mail::list_dev_mail(pool, to).await?)
}

#[cfg(test)]
mod tests {
    use super::escape_like;

    #[test]
    fn like_wildcards_are_searched_literally() {
        assert_eq!(escape_like("50%_off\\"), "50\\%\\_off\\\\");
        assert_eq!(escape_like("wanjiku"), "wanjiku");
    }
}
