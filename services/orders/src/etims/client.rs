//! KRA's OSCU API over HTTP (ETIMS.md): the bearer token (cached, refreshed a minute before it
//! expires and once on a 401), and calls whose answer is `{resultCd, resultMsg, data}`. What a
//! call can come to is told apart here: an answer with its result code, or no usable answer
//! (timeout, connection, 5xx, a body that is not KRA's) that says nothing about what KRA did.

use std::time::Duration;

use serde_json::Value;
use tokio::sync::Mutex;
use tokio::time::Instant;

use super::config::EtimsConfig;

/// The control unit of the branch, as initialisation gave it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Device {
    pub tin: String,
    pub bhf_id: String,
    pub sdc_id: String,
    pub mrc_no: String,
    pub cmc_key: String,
}

/// KRA's answer.
#[derive(Debug, Clone)]
pub struct Answer {
    pub code: String,
    pub message: String,
    pub data: Value,
}

impl Answer {
    /// `0000`, or `000` in some versions.
    pub fn is_success(&self) -> bool {
        matches!(self.code.as_str(), "0000" | "000" | "00")
    }
}

/// A call that got no answer to go by.
#[derive(Debug, thiserror::Error)]
pub enum NoAnswer {
    #[error("KRA eTIMS did not answer: {0}")]
    Unreachable(String),
    #[error("KRA eTIMS answered HTTP {0}")]
    Status(u16),
    #[error("KRA eTIMS refused the credentials for a token (HTTP {0})")]
    Credentials(u16),
}

pub struct Client {
    http: reqwest::Client,
    config: EtimsConfig,
    token: Mutex<Option<(String, Instant)>>,
}

impl Client {
    pub fn new(config: &EtimsConfig) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(config.timeout)
            .build()
            .map_err(|e| anyhow::anyhow!("cannot build the eTIMS HTTP client: {e}"))?;
        Ok(Self {
            http,
            config: config.clone(),
            token: Mutex::new(None),
        })
    }

    /// A valid bearer token: the cached one unless it expires within a minute.
    async fn token(&self) -> Result<String, NoAnswer> {
        let mut cached = self.token.lock().await;
        if let Some((token, expires)) = cached.as_ref()
            && Instant::now() < *expires
        {
            return Ok(token.clone());
        }
        let response = self
            .http
            .get(format!(
                "{}{}grant_type=client_credentials",
                self.config.token_url,
                if self.config.token_url.contains('?') {
                    "&"
                } else {
                    "?"
                }
            ))
            .basic_auth(
                &self.config.consumer_key,
                Some(&self.config.consumer_secret),
            )
            .send()
            .await
            .map_err(|e| NoAnswer::Unreachable(e.to_string()))?;
        let status = response.status();
        if status == reqwest::StatusCode::UNAUTHORIZED || status == reqwest::StatusCode::BAD_REQUEST
        {
            return Err(NoAnswer::Credentials(status.as_u16()));
        }
        if !status.is_success() {
            return Err(NoAnswer::Status(status.as_u16()));
        }
        let body: Value = response
            .json()
            .await
            .map_err(|e| NoAnswer::Unreachable(format!("token answer: {e}")))?;
        let token = body["access_token"]
            .as_str()
            .filter(|t| !t.is_empty())
            .ok_or_else(|| NoAnswer::Unreachable("token answer without access_token".into()))?
            .to_owned();
        let ttl = body["expires_in"]
            .as_u64()
            .or_else(|| body["expires_in"].as_str().and_then(|s| s.parse().ok()))
            .unwrap_or(3_600);
        // Refreshed a minute early (or at half its life when it is shorter than two).
        let margin = if ttl >= 120 { 60 } else { ttl / 2 };
        let expires = Instant::now() + Duration::from_secs(ttl - margin);
        *cached = Some((token.clone(), expires));
        Ok(token)
    }

    async fn forget_token(&self) {
        *self.token.lock().await = None;
    }

    /// POSTs `body` to `path` with the headers of `device` (none for initialisation); a 401
    /// fetches a new token and tries once more.
    pub async fn call(
        &self,
        path: &str,
        device: Option<&Device>,
        body: &Value,
    ) -> Result<Answer, NoAnswer> {
        for attempt in 0..2 {
            let token = self.token().await?;
            let mut request = self
                .http
                .post(format!(
                    "{}/{path}",
                    self.config.base_url.trim_end_matches('/')
                ))
                .bearer_auth(token)
                .json(body);
            if let Some(device) = device {
                request = request
                    .header("tin", &device.tin)
                    .header("bhfId", &device.bhf_id)
                    .header("cmcKey", &device.cmc_key);
            }
            let response = request
                .send()
                .await
                .map_err(|e| NoAnswer::Unreachable(e.to_string()))?;
            let status = response.status();
            if status == reqwest::StatusCode::UNAUTHORIZED && attempt == 0 {
                self.forget_token().await;
                continue;
            }
            if !status.is_success() {
                return Err(NoAnswer::Status(status.as_u16()));
            }
            let body: Value = response
                .json()
                .await
                .map_err(|e| NoAnswer::Unreachable(format!("answer is not JSON: {e}")))?;
            let code = match &body["resultCd"] {
                Value::String(code) => code.clone(),
                Value::Number(code) => code.to_string(),
                _ => return Err(NoAnswer::Unreachable("answer without resultCd".into())),
            };
            return Ok(Answer {
                code,
                message: body["resultMsg"].as_str().unwrap_or_default().to_owned(),
                data: body["data"].clone(),
            });
        }
        Err(NoAnswer::Status(401))
    }
}
