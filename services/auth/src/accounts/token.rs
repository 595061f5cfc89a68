//! Session tokens: HS256 JWTs whose claims the web app reads (`userId`, `email`, `role`,
//! `isAdmin`). The service trusts only their signature, expiry and id (`jti`); who the user is
//! and what role they have now comes from the database on every call (DECISIONS.md "Accounts").

use std::time::Duration;

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::config::Clock;
use super::error::Error;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    pub sub: Uuid,
    #[serde(rename = "userId")]
    pub user_id: Uuid,
    pub email: String,
    pub role: String,
    #[serde(rename = "isAdmin")]
    pub is_admin: bool,
    pub exp: i64,
    pub iat: i64,
    pub jti: Uuid,
}

/// A freshly signed token.
#[derive(Debug, Clone)]
pub struct Issued {
    pub token: String,
    pub jti: Uuid,
    pub expires_at: i64,
}

/// What a token that passed signature and expiry checks says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verified {
    pub user_id: Uuid,
    pub jti: Uuid,
    pub expires_at: i64,
}

/// Why a token was refused; logged at debug level only, callers see one generic answer.
#[derive(Debug, thiserror::Error)]
#[error("token refused: {0}")]
pub struct Refused(String);

/// Signs and verifies tokens with one HS256 key.
pub struct Tokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    clock: Clock,
}

/// The subject a token is issued for.
pub struct Subject<'a> {
    pub user_id: Uuid,
    pub email: &'a str,
    pub role: &'a str,
}

impl Tokens {
    pub fn new(key: &[u8], clock: Clock) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        // Expiry is checked below against the service's clock, exactly: no leeway beyond the
        // clock's one-second resolution.
        validation.leeway = 0;
        validation.validate_exp = false;
        validation.validate_aud = false;
        validation.set_required_spec_claims(&["exp", "sub"]);
        Self {
            encoding: EncodingKey::from_secret(key),
            decoding: DecodingKey::from_secret(key),
            validation,
            clock,
        }
    }

    pub fn issue(&self, subject: Subject<'_>, ttl: Duration) -> Result<Issued, Error> {
        let now = self.clock.now();
        let ttl = i64::try_from(ttl.as_secs()).unwrap_or(i64::MAX / 2);
        let claims = Claims {
            sub: subject.user_id,
            user_id: subject.user_id,
            email: subject.email.to_owned(),
            role: subject.role.to_owned(),
            is_admin: subject.role == "admin",
            exp: now.saturating_add(ttl),
            iat: now,
            jti: Uuid::new_v4(),
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| Error::unexpected("signing a token", e))?;
        Ok(Issued {
            token,
            jti: claims.jti,
            expires_at: claims.exp,
        })
    }

    /// Checks the signature (HS256 with this key only) and expiry.
    pub fn verify(&self, token: &str) -> Result<Verified, Refused> {
        let data = jsonwebtoken::decode::<Claims>(token.trim(), &self.decoding, &self.validation)
            .map_err(|e| Refused(e.to_string()))?;
        let claims = data.claims;
        if claims.sub != claims.user_id {
            return Err(Refused("sub and userId differ".to_owned()));
        }
        // The library compares with `<`; a token is dead from its `exp` second on.
        if claims.exp <= self.clock.now() {
            return Err(Refused("expired".to_owned()));
        }
        Ok(Verified {
            user_id: claims.sub,
            jti: claims.jti,
            expires_at: claims.exp,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"an-example-key-of-at-least-32-bytes!";

    fn subject(id: Uuid) -> Subject<'static> {
        Subject {
            user_id: id,
            email: "wanjiku@example.co.ke",
            role: "admin",
        }
    }

    fn claims_of(token: &str) -> serde_json::Value {
        jsonwebtoken::dangerous::insecure_decode_claims(token).unwrap()
    }

    #[test]
    fn an_issued_token_verifies_and_carries_the_web_apps_claims() {
        let tokens = Tokens::new(KEY, Clock::default());
        let id = Uuid::new_v4();
        let issued = tokens.issue(subject(id), Duration::from_secs(60)).unwrap();
        let verified = tokens.verify(&issued.token).unwrap();
        assert_eq!(verified.user_id, id);
        assert_eq!(verified.expires_at, issued.expires_at);

        let claims = claims_of(&issued.token);
        let mut keys: Vec<&str> = claims
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "email", "exp", "iat", "isAdmin", "jti", "role", "sub", "userId"
            ]
        );
        assert_eq!(claims["sub"], claims["userId"]);
        assert_eq!(claims["isAdmin"], true);
        assert_eq!(
            claims["exp"].as_i64().unwrap() - claims["iat"].as_i64().unwrap(),
            60
        );
        assert_eq!(
            Uuid::parse_str(claims["jti"].as_str().unwrap())
                .unwrap()
                .get_version_num(),
            4
        );
    }

    #[test]
    fn every_token_has_its_own_id() {
        let tokens = Tokens::new(KEY, Clock::default());
        let id = Uuid::new_v4();
        let a = tokens.issue(subject(id), Duration::from_secs(60)).unwrap();
        let b = tokens.issue(subject(id), Duration::from_secs(60)).unwrap();
        assert_ne!(
            tokens.verify(&a.token).unwrap().jti,
            tokens.verify(&b.token).unwrap().jti
        );
    }

    #[test]
    fn tampered_foreign_and_garbage_tokens_are_refused() {
        let tokens = Tokens::new(KEY, Clock::default());
        let issued = tokens
            .issue(subject(Uuid::new_v4()), Duration::from_secs(60))
            .unwrap();

        let mut tampered = issued.token.clone().into_bytes();
        let last = tampered.len() - 2;
        tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
        assert!(
            tokens
                .verify(&String::from_utf8(tampered).unwrap())
                .is_err()
        );

        let other = Tokens::new(b"another-key-that-is-32-bytes-long!!", Clock::default());
        let foreign = other
            .issue(subject(Uuid::new_v4()), Duration::from_secs(60))
            .unwrap();
        assert!(tokens.verify(&foreign.token).is_err());

        for garbage in ["", "abc", "a.b.c"] {
            assert!(tokens.verify(garbage).is_err(), "{garbage}");
        }
    }

    #[test]
    fn unsigned_tokens_are_refused() {
        let tokens = Tokens::new(KEY, Clock::default());
        let issued = tokens
            .issue(subject(Uuid::new_v4()), Duration::from_secs(60))
            .unwrap();
        let payload = issued.token.split('.').nth(1).unwrap();
        // {"alg":"none","typ":"JWT"}
        let none = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{payload}.");
        assert!(tokens.verify(&none).is_err());
    }

    #[test]
    fn expired_tokens_are_refused() {
        let tokens = Tokens::new(KEY, Clock::default());
        let id = Uuid::new_v4();
        let claims = Claims {
            sub: id,
            user_id: id,
            email: "a@example.com".to_owned(),
            role: "user".to_owned(),
            is_admin: false,
            exp: Clock::default().now() - 1,
            iat: Clock::default().now() - 61,
            jti: Uuid::new_v4(),
        };
        let token = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(KEY),
        )
        .unwrap();
        assert!(tokens.verify(&token).is_err());
    }
}
