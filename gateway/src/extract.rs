//! Extractors whose failures use the API's error shape instead of axum's plain-text rejections.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::error::ApiError;

/// The query string as ordered key/value pairs (repeated keys kept; the last one wins in
/// parsing). Malformed encoding is a 400.
pub struct QueryPairs(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for QueryPairs {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        serde_urlencoded::from_str(query)
            .map(QueryPairs)
            .map_err(|_| ApiError::BadRequest("The query string is malformed".to_owned()))
    }
}
