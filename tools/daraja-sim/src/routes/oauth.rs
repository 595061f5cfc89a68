//! `GET /oauth/v1/generate?grant_type=client_credentials` with HTTP Basic consumer key and
//! secret (MPESA.md, "Calls": OAuth). `expires_in` is a string, as Daraja sends it.

use std::collections::HashMap;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::routing::get;
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde::Serialize;

use crate::error::DarajaError;
use crate::simulator::Simulator;

pub(crate) fn routes() -> Router<Simulator> {
    Router::new().route("/oauth/v1/generate", get(generate))
}

#[derive(Serialize)]
struct AccessToken {
    access_token: String,
    expires_in: String,
}

#[tracing::instrument(name = "oauth", skip_all)]
async fn generate(
    State(sim): State<Simulator>,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
    headers: HeaderMap,
) -> Result<Json<AccessToken>, DarajaError> {
    let config = sim.config();
    let (key, secret) = basic_credentials(&headers).ok_or(DarajaError::InvalidAuthentication)?;
    if key != config.consumer_key || secret != config.consumer_secret {
        return Err(DarajaError::InvalidAuthentication);
    }
    let grant_type = query
        .ok()
        .and_then(|Query(params)| params.get("grant_type").cloned());
    if grant_type.as_deref() != Some("client_credentials") {
        return Err(DarajaError::InvalidGrantType);
    }
    let (access_token, ttl) = sim.issue_token();
    Ok(Json(AccessToken {
        access_token,
        expires_in: ttl.as_secs().to_string(),
    }))
}

/// `Authorization: Basic base64(key:secret)`.
fn basic_credentials(headers: &HeaderMap) -> Option<(String, String)> {
    let (scheme, encoded) = headers.get(AUTHORIZATION)?.to_str().ok()?.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("Basic") {
        return None;
    }
    let decoded = String::from_utf8(STANDARD.decode(encoded.trim()).ok()?).ok()?;
    let (key, secret) = decoded.split_once(':')?;
    Some((key.to_owned(), secret.to_owned()))
}
