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

/// A JSON body whose every failure (malformed JSON, wrong types, wrong content type, too large)
/// is answered in the API's error shape.
pub struct AppJson<T>(pub T);

impl<S, T> axum::extract::FromRequest<S> for AppJson<T>
where
    S: Send + Sync,
    T: serde::de::DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, Self::Rejection> {
        use axum::extract::rejection::JsonRejection;
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Self(value)),
            Err(JsonRejection::JsonDataError(e)) => Err(ApiError::BadRequest(format!(
                "The request body has a wrong or missing field: {}",
                e.body_text().rsplit(": ").next().unwrap_or("invalid data")
            ))),
            Err(JsonRejection::JsonSyntaxError(_)) => Err(ApiError::BadRequest(
                "The request body is not valid JSON".to_owned(),
            )),
            Err(JsonRejection::MissingJsonContentType(_)) => Err(ApiError::BadRequest(
                "Send the request body as JSON (Content-Type: application/json)".to_owned(),
            )),
            Err(JsonRejection::BytesRejection(_)) => Err(ApiError::PayloadTooLarge),
            Err(_) => Err(ApiError::BadRequest(
                crate::error::messages::BAD_REQUEST.to_owned(),
            )),
        }
    }
}
