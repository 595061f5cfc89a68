//! Password hashing with argon2id (default parameters) off the async runtime: one hash costs tens
//! of milliseconds of CPU, which must not stall the other calls a worker thread is serving.

use std::sync::OnceLock;

use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use secrecy::{ExposeSecret, SecretString};

use super::domain::Password;
use super::error::Error;

/// The PHC string (`$argon2id$v=19$...`) of `password` with a fresh random salt.
pub async fn hash(password: &Password) -> Result<String, Error> {
    let password = SecretString::from(password.expose());
    tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.expose_secret().as_bytes())
            .map(|hash| hash.to_string())
            .map_err(|e| Error::unexpected("hashing a password", e))
    })
    .await
    .map_err(|e| Error::unexpected("hashing a password", e))?
}

/// Whether `password` matches `stored`. A malformed stored hash is an error, not a mismatch.
pub async fn verify(password: &str, stored: String) -> Result<bool, Error> {
    let password = SecretString::from(password);
    tokio::task::spawn_blocking(move || {
        match Argon2::default()
            .verify_password(password.expose_secret().as_bytes(), stored.as_str())
        {
            Ok(()) => Ok(true),
            Err(argon2::password_hash::Error::PasswordInvalid) => Ok(false),
            Err(e) => Err(Error::unexpected("verifying a password", e)),
        }
    })
    .await
    .map_err(|e| Error::unexpected("verifying a password", e))?
}

/// Spends the same time as [`verify`] for a sign-in with an unknown address, so the answer's
/// timing does not tell which addresses have accounts. Always a mismatch.
pub async fn verify_unknown_account(password: &str) -> Result<bool, Error> {
    let dummy = dummy_hash().await?;
    verify(password, dummy).await.map(|_| false)
}

/// Computes the dummy hash ahead of the first sign-in with an unknown address.
pub async fn warm_up() {
    if let Err(e) = dummy_hash().await {
        tracing::warn!(error = %e, "could not prepare the dummy password hash");
    }
}

async fn dummy_hash() -> Result<String, Error> {
    static DUMMY: OnceLock<String> = OnceLock::new();
    if let Some(hash) = DUMMY.get() {
        return Ok(hash.clone());
    }
    let password = Password::parse("no account has this password").map_err(|e| {
        Error::unexpected(
            "preparing the dummy password",
            anyhow::anyhow!(e.to_string()),
        )
    })?;
    let computed = hash(&password).await?;
    Ok(DUMMY.get_or_init(|| computed).clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_are_argon2id_salted_and_verify() {
        let password = Password::parse("kitanda-123").unwrap();
        let first = hash(&password).await.unwrap();
        let second = hash(&password).await.unwrap();
        assert!(first.starts_with("$argon2id$"), "{first}");
        assert_ne!(first, second, "each hash has its own salt");
        assert!(verify("kitanda-123", first.clone()).await.unwrap());
        assert!(!verify("kitanda-124", first).await.unwrap());
        assert!(verify("x", "not a hash".to_owned()).await.is_err());
        assert!(!verify_unknown_account("kitanda-123").await.unwrap());
    }
}
