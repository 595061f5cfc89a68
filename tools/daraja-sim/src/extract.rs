//! Extractors whose failures are answered in Daraja's error shape.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use serde_json::Value;

use crate::error::DarajaError;
use crate::simulator::Simulator;

/// A JSON object body, whatever the `Content-Type`; anything else is `Invalid Request Payload`.
/// Fields are read one by one afterwards, so each broken one is named.
pub(crate) struct JsonObject(pub Value);

impl<S: Send + Sync> FromRequest<S> for JsonObject {
    type Rejection = DarajaError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|_| DarajaError::InvalidPayload)?;
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(value @ Value::Object(_)) => Ok(Self(value)),
            _ => Err(DarajaError::InvalidPayload),
        }
    }
}

/// A request carrying a bearer token the simulator issued and has not expired. Checked before
/// the body, as Daraja does.
pub(crate) struct Authorized;

impl FromRequestParts<Simulator> for Authorized {
    type Rejection = DarajaError;

    async fn from_request_parts(
        parts: &mut Parts,
        sim: &Simulator,
    ) -> Result<Self, Self::Rejection> {
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("Bearer"))
            .map(|(_, token)| token.trim());
        match token {
            Some(token) if sim.token_is_valid(token) => Ok(Self),
            _ => Err(DarajaError::InvalidAccessToken),
        }
    }
}
