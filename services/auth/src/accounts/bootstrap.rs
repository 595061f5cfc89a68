//! The first admin account, from configuration (DECISIONS.md "Accounts"): created at start-up
//! when no user has its address, left alone otherwise.

use sqlx::PgPool;

use super::config::FirstAdmin;
use super::domain::{Name, NewUser, Phone, Role};
use super::error::Error;
use super::{password, repo};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Created,
    AlreadyThere,
}

/// Creates the first admin unless an account with its address exists. Never logs the password.
pub async fn ensure_first_admin(pool: &PgPool, admin: &FirstAdmin) -> Result<Outcome, Error> {
    let email = admin.email.as_str();
    if let Some(existing) = repo::user_by_email(pool, &admin.email).await? {
        if existing.role == Role::Admin.as_str() {
            tracing::info!(email, "first admin account exists");
        } else {
            tracing::warn!(
                email,
                "ADMIN_EMAIL belongs to an account that is not an admin"
            );
        }
        return Ok(Outcome::AlreadyThere);
    }
    let user = NewUser {
        name: Name::parse("Shop Admin")
            .map_err(|e| Error::unexpected("the first admin's name", e))?,
        email: admin.email.clone(),
        phone: Some(
            Phone::parse("0700000000")
                .map_err(|e| Error::unexpected("the first admin's phone", e))?,
        ),
        password: admin.password.clone(),
        role: Role::Admin,
    };
    let hash = password::hash(&user.password).await?;
    // A second replica starting at the same moment may win the race; that is fine.
    match repo::insert_user_if_absent(pool, &user, &hash).await? {
        Some(_) => {
            tracing::info!(email, "first admin account created");
            Ok(Outcome::Created)
        }
        None => {
            tracing::info!(email, "first admin account exists");
            Ok(Outcome::AlreadyThere)
        }
    }
}
