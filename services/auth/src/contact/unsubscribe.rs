//! The newsletter's unsubscribe links (issue 23, part 6): `{PUBLIC_BASE_URL}/unsubscribe?token=`
//! with a token signed by the auth service. The token names the address and its purpose and
//! never expires (a mail read a year later still unsubscribes); its key is derived from
//! `JWT_SECRET` for this purpose alone, so a session token is never an unsubscribe token nor the
//! reverse. Every marketing mail carries [`Tokens::link`]; receipts carry none.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// What a bad, tampered or foreign token is answered with.
pub const INVALID_LINK: &str = "This unsubscribe link is not valid";

const PURPOSE: &str = "newsletter-unsubscribe";

#[derive(Serialize, Deserialize)]
struct Claims {
    email: String,
    purpose: String,
}

#[derive(Clone)]
pub struct Tokens {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
}

impl Tokens {
    /// Tokens signed with a key derived from the service's `secret` (the JWT key).
    pub fn new(secret: &[u8]) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(PURPOSE.as_bytes());
        hasher.update([0]);
        hasher.update(secret);
        let key = hasher.finalize();
        let mut validation = Validation::new(Algorithm::HS256);
        validation.validate_exp = false;
        validation.validate_aud = false;
        validation.set_required_spec_claims::<&str>(&[]);
        Self {
            encoding: EncodingKey::from_secret(&key),
            decoding: DecodingKey::from_secret(&key),
            validation,
        }
    }

    /// The token of `email` (lower-cased, as the list stores it).
    pub fn token(&self, email: &str) -> String {
        let claims = Claims {
            email: email.trim().to_lowercase(),
            purpose: PURPOSE.to_owned(),
        };
        // Serialising two strings and an HMAC cannot fail.
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .unwrap_or_default()
    }

    /// The link a marketing mail to `email` carries.
    pub fn link(&self, public_base_url: &str, email: &str) -> String {
        format!(
            "{}/unsubscribe?token={}",
            public_base_url.trim_end_matches('/'),
            self.token(email)
        )
    }

    /// The address a genuine unsubscribe token names; `None` for anything else.
    pub fn verify(&self, token: &str) -> Option<String> {
        let claims = jsonwebtoken::decode::<Claims>(token.trim(), &self.decoding, &self.validation)
            .ok()?
            .claims;
        (claims.purpose == PURPOSE && !claims.email.is_empty()).then_some(claims.email)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"test-jwt-secret-of-exactly-32-b!";

    #[test]
    fn a_token_names_its_address_and_only_this_key_signs_it() {
        let tokens = Tokens::new(KEY);
        let token = tokens.token("Wanjiku@Example.co.ke");
        assert_eq!(
            tokens.verify(&token).as_deref(),
            Some("wanjiku@example.co.ke")
        );
        assert_eq!(
            Tokens::new(b"another-secret-of-exactly-32-by!").verify(&token),
            None
        );
        let mut tampered = token.clone();
        tampered.insert(tampered.len() - 3, 'x');
        assert_eq!(tokens.verify(&tampered), None);
        assert_eq!(tokens.verify(""), None);
        assert_eq!(tokens.verify("not-a-token"), None);
    }

    #[test]
    fn a_session_token_signed_with_the_jwt_key_is_no_unsubscribe_token() {
        let claims = Claims {
            email: "a@example.com".to_owned(),
            purpose: PURPOSE.to_owned(),
        };
        let signed_with_the_jwt_key = jsonwebtoken::encode(
            &Header::new(Algorithm::HS256),
            &claims,
            &EncodingKey::from_secret(KEY),
        )
        .unwrap_or_default();
        assert_eq!(Tokens::new(KEY).verify(&signed_with_the_jwt_key), None);
    }

    #[test]
    fn the_link_is_the_web_apps_unsubscribe_page() {
        let tokens = Tokens::new(KEY);
        let link = tokens.link("https://shop.example/", "a@example.com");
        let token = link
            .strip_prefix("https://shop.example/unsubscribe?token=")
            .unwrap_or_default();
        assert_eq!(tokens.verify(token).as_deref(), Some("a@example.com"));
    }
}
