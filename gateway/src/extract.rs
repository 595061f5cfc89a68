//! Extractors whose failures use the API's error shape instead of axum's plain-text rejections.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::error::{ApiError, ErrorCode};

/// The query string as ordered key/value pairs (repeated keys kept; the last one wins in
/// parsing). Malformed encoding is a 400.
pub(crate) struct QueryPairs(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for QueryPairs {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        serde_urlencoded::from_str(query)
            .map(QueryPairs)
            .map_err(|_| ApiError::coded(ErrorCode::BadRequest, "The query string is malformed"))
    }
}

/// The value of `name` in query pairs: the last one when the key is repeated.
pub(crate) fn last_value<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A JSON body whose every failure (malformed JSON, wrong types, wrong content type, too large,
/// a control character in any string) is answered in the API's error shape.
pub(crate) struct AppJson<T>(pub T);

impl<S, T> axum::extract::FromRequest<S> for AppJson<T>
where
    S: Send + Sync,
    T: serde::de::DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, Self::Rejection> {
        use axum::extract::rejection::JsonRejection;
        // Read as a JSON value first (content type, size and syntax are checked here), refuse
        // control characters anywhere in it, then read the handler's type from the same text.
        let parsed = match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(value)) => {
                if let Some(field) = field_with_control(&value, "") {
                    return Err(control_character_error(&field));
                }
                // Re-serialised: the value's own text, so the rejections below read as before.
                let bytes = serde_json::to_vec(&value).unwrap_or_default();
                axum::Json::<T>::from_bytes(&bytes)
            }
            Err(rejection) => Err(rejection),
        };
        match parsed {
            Ok(axum::Json(value)) => Ok(Self(value)),
            Err(JsonRejection::JsonDataError(e)) => Err(ApiError::coded(
                ErrorCode::BadRequest,
                format!(
                    "The request body has a wrong or missing field: {}",
                    e.body_text().rsplit(": ").next().unwrap_or("invalid data")
                ),
            )),
            Err(JsonRejection::JsonSyntaxError(_)) => Err(ApiError::coded(
                ErrorCode::BadRequest,
                "The request body is not valid JSON",
            )),
            Err(JsonRejection::MissingJsonContentType(_)) => Err(ApiError::coded(
                ErrorCode::BadRequest,
                "Send the request body as JSON (Content-Type: application/json)",
            )),
            Err(JsonRejection::BytesRejection(_)) => Err(ErrorCode::PayloadTooLarge.into()),
            Err(_) => Err(ErrorCode::BadRequest.into()),
        }
    }
}

/// The 400 for a control character in `field`, naming it.
pub(crate) fn control_character_error(field: &str) -> ApiError {
    ApiError::coded(
        ErrorCode::BadRequest,
        shop_common::validate::control_character_message(field),
    )
}

/// The path (`items[0].name`) of the first key or string in `value` holding a control
/// character that [`shop_common::validate::is_forbidden_control`] refuses.
fn field_with_control(value: &serde_json::Value, path: &str) -> Option<String> {
    use serde_json::Value;
    use shop_common::validate::has_forbidden_control;
    let name = |path: &str| {
        if path.is_empty() {
            "the request body".to_owned()
        } else {
            path.to_owned()
        }
    };
    match value {
        Value::String(text) => has_forbidden_control(text).then(|| name(path)),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, item)| field_with_control(item, &format!("{path}[{i}]"))),
        Value::Object(fields) => fields.iter().find_map(|(key, item)| {
            let here = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            if has_forbidden_control(key) {
                // The key itself is shown escaped, so the message holds no control character.
                return Some(format!("{here:?}"));
            }
            field_with_control(item, &here)
        }),
        Value::Null | Value::Bool(_) | Value::Number(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::field_with_control;
    use serde_json::json;

    #[test]
    fn the_first_string_with_a_control_character_is_named() {
        assert_eq!(
            field_with_control(&json!({"name": "Wanjiku\nKamau"}), ""),
            None
        );
        assert_eq!(
            field_with_control(&json!({"name": "ok", "email": "a\u{0}@b.co"}), ""),
            Some("email".to_owned())
        );
        assert_eq!(
            field_with_control(&json!({"items": [{"id": 1}, {"note": "\u{1b}"}]}), ""),
            Some("items[1].note".to_owned())
        );
        assert_eq!(
            field_with_control(&json!("\u{0}"), ""),
            Some("the request body".to_owned())
        );
    }
}
