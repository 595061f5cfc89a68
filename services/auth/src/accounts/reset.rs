//! Password-reset tokens (customer spec: Forgot password). The link carries 32 random bytes from
//! the operating system; the database keeps only their SHA-256, so a leaked table opens no
//! account.

use sha2::{Digest, Sha256};

use super::error::Error;

const TOKEN_BYTES: usize = 32;

/// A new reset token: what goes in the link, and what is stored.
pub struct ResetToken {
    pub token: String,
    pub hash: String,
}

impl ResetToken {
    pub fn generate() -> Result<Self, Error> {
        let mut bytes = [0u8; TOKEN_BYTES];
        getrandom::fill(&mut bytes).map_err(|e| Error::unexpected("drawing a reset token", e))?;
        let token = hex::encode(bytes);
        let hash = hash_of(&token);
        Ok(Self { token, hash })
    }
}

/// The stored form of a token from a link, or `None` when it cannot be one of ours (so the
/// database is not asked about it).
pub fn stored_hash(token: &str) -> Option<String> {
    let token = token.trim();
    let plausible = token.len() == TOKEN_BYTES * 2 && token.bytes().all(|b| b.is_ascii_hexdigit());
    plausible.then(|| hash_of(&token.to_ascii_lowercase()))
}

fn hash_of(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The reset link of the mail: `{base}?token={token}`, or `&token=` when the base already has
/// a query. Only http(s) bases are accepted.
pub fn link(base: &str, token: &str) -> Option<String> {
    let base = base.trim();
    let scheme_ok = base.starts_with("https://") || base.starts_with("http://");
    if !scheme_ok || base.chars().any(char::is_whitespace) || base.len() > 2000 {
        return None;
    }
    let separator = if base.contains('?') { '&' } else { '?' };
    Some(format!("{base}{separator}token={token}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_64_hex_characters_stored_as_their_sha256() {
        let a = ResetToken::generate().unwrap();
        let b = ResetToken::generate().unwrap();
        assert_eq!(a.token.len(), 64);
        assert!(a.token.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a.token, b.token);
        assert_eq!(a.hash.len(), 64);
        assert_ne!(a.hash, a.token);
        assert_eq!(stored_hash(&a.token), Some(a.hash.clone()));
        assert_eq!(stored_hash(&a.token.to_uppercase()), Some(a.hash));
    }

    #[test]
    fn the_hash_is_plain_sha256_hex() {
        // SHA-256("abc"), from FIPS 180-2.
        assert_eq!(
            hash_of("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn what_cannot_be_a_token_is_not_looked_up() {
        assert_eq!(stored_hash(""), None);
        assert_eq!(stored_hash("abc"), None);
        assert_eq!(stored_hash(&"g".repeat(64)), None);
    }

    #[test]
    fn links_carry_the_token_as_a_query_parameter() {
        assert_eq!(
            link("https://shop.example/reset-password", "ab12").as_deref(),
            Some("https://shop.example/reset-password?token=ab12")
        );
        assert_eq!(
            link("http://localhost:8080/reset-password?x=1", "ab12").as_deref(),
            Some("http://localhost:8080/reset-password?x=1&token=ab12")
        );
        assert_eq!(link("", "ab12"), None);
        assert_eq!(link("javascript:alert(1)", "ab12"), None);
    }
}
