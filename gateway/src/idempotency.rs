//! The `Idempotency-Key` header a client sends on calls it may repeat (placing an order, paying):
//! the service that does the work stores the key with what it did, so a repeated call answers
//! the same order or payment instead of doing it twice.

use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::request::Parts;

use crate::error::{ApiError, ErrorCode};

pub(crate) const HEADER: &str = "idempotency-key";
/// Longest key taken (a UUID is 36 characters).
pub(crate) const MAX_LEN: usize = 100;
pub(crate) const INVALID: &str =
    "Idempotency-Key must be 1 to 100 letters, digits, '-', '_', ':' or '.'";

/// The request's key, "" when it sent none; 400 when it is not a short printable token.
pub(crate) fn key(headers: &HeaderMap) -> Result<String, ApiError> {
    let Some(value) = headers.get(HEADER) else {
        return Ok(String::new());
    };
    let text = value
        .to_str()
        .map_err(|_| ApiError::coded(ErrorCode::BadRequest, INVALID))?
        .trim();
    let valid = !text.is_empty()
        && text.len() <= MAX_LEN
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b':' | b'.'));
    if valid {
        Ok(text.to_owned())
    } else {
        Err(ApiError::coded(ErrorCode::BadRequest, INVALID))
    }
}

/// The request's `Idempotency-Key` as an extractor: "" when none was sent, 400 when it is not
/// a short printable token.
pub(crate) struct IdempotencyKey(pub String);

impl<S: Send + Sync> FromRequestParts<S> for IdempotencyKey {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        key(&parts.headers).map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(HEADER, value.parse().unwrap());
        headers
    }

    #[test]
    fn takes_tokens_and_refuses_the_rest() {
        assert_eq!(key(&HeaderMap::new()).unwrap(), "");
        let uuid = "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11";
        assert_eq!(key(&with(uuid)).unwrap(), uuid);
        assert_eq!(key(&with(" checkout:1.a_b ")).unwrap(), "checkout:1.a_b");
        for bad in ["", "has space", "semi;colon", &"k".repeat(MAX_LEN + 1)] {
            assert!(key(&with(bad)).is_err(), "{bad:?}");
        }
    }
}
