//! The HTTP client of Daraja: an OAuth token cached until shortly before it expires (and
//! refreshed once on `404.001.03`), STK push and STK query with the timestamp password. Each
//! push and query is counted by its result code in `daraja_requests_total{operation,result_code}`
//! and timed, token included, in `daraja_request_duration_seconds{operation}`.

use std::time::Duration;

use chrono::Utc;
use reqwest::StatusCode;
use secrecy::{ExposeSecret, SecretString};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use tokio::sync::Mutex;
use tokio::time::Instant;

use super::{DarajaError, INVALID_ACCESS_TOKEN, STILL_PROCESSING, credentials, lenient};
use crate::domain::msisdn::KenyanMsisdn;

/// Daraja's limits on what the payer sees (MPESA.md "Calls").
pub const ACCOUNT_REFERENCE_MAX: usize = 12;
pub const TRANSACTION_DESC_MAX: usize = 13;
/// A token is refreshed this long before Daraja says it expires.
const TOKEN_MARGIN: Duration = Duration::from_secs(60);

#[derive(Debug, Clone)]
pub struct DarajaConfig {
    /// Paying money back (reversal, B2C, transaction status).
    pub payout: super::payout::PayoutConfig,
    /// `DARAJA_BASE_URL`, without a trailing slash.
    pub base_url: String,
    pub consumer_key: SecretString,
    pub consumer_secret: SecretString,
    /// `BusinessShortCode`, and `PartyB`.
    pub shortcode: String,
    pub passkey: SecretString,
    /// `CustomerPayBillOnline` or `CustomerBuyGoodsOnline`.
    pub transaction_type: String,
    /// The full callback URL, secret path included.
    pub callback_url: String,
    /// Deadline of each HTTP call.
    pub timeout: Duration,
}

/// An STK push to send.
#[derive(Debug, Clone)]
pub struct StkPush<'a> {
    pub amount_ksh: i64,
    pub phone: &'a KenyanMsisdn,
    /// Shown to the payer; cleaned to Daraja's limits.
    pub account_reference: &'a str,
    pub description: &'a str,
}

/// Daraja accepted the push: the prompt is on its way to the phone. Nothing is paid yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StkPushAccepted {
    pub merchant_request_id: String,
    pub checkout_request_id: String,
    pub customer_message: String,
    /// The raw answer, for the attempt's history.
    pub body: String,
}

/// What the STK query says about a prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StkQueryAnswer {
    /// `500.001.1001`: the payer has not answered yet.
    Processing { body: String },
    /// A final result: 0 paid, anything else not.
    Result {
        result_code: i64,
        result_desc: String,
        body: String,
    },
}

#[derive(Debug, Clone)]
struct Token {
    value: SecretString,
    refresh_at: Instant,
}

/// Daraja's M-Pesa Express. Cheap to clone (shares the token and the connection pool).
#[derive(Clone)]
pub struct Daraja {
    http: reqwest::Client,
    config: std::sync::Arc<DarajaConfig>,
    token: std::sync::Arc<Mutex<Option<Token>>>,
}

#[derive(Debug, Deserialize)]
struct TokenAnswer {
    access_token: String,
    /// A string ("3599"), sometimes a number.
    #[serde(deserialize_with = "lenient::deserialize_integer")]
    expires_in: i64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ErrorAnswer {
    #[serde(default)]
    request_id: String,
    error_code: String,
    #[serde(default)]
    error_message: String,
}

#[derive(Debug, Deserialize)]
struct PushAnswer {
    #[serde(rename = "MerchantRequestID", default)]
    merchant_request_id: String,
    #[serde(rename = "CheckoutRequestID", default)]
    checkout_request_id: String,
    #[serde(
        rename = "ResponseCode",
        deserialize_with = "lenient::deserialize_integer"
    )]
    response_code: i64,
    #[serde(rename = "ResponseDescription", default)]
    response_description: String,
    #[serde(rename = "CustomerMessage", default)]
    customer_message: String,
}

#[derive(Debug, Deserialize)]
struct QueryAnswer {
    #[serde(
        rename = "ResultCode",
        default,
        deserialize_with = "lenient::deserialize_optional_integer"
    )]
    result_code: Option<i64>,
    #[serde(rename = "ResultDesc", default)]
    result_desc: String,
    #[serde(rename = "ResponseDescription", default)]
    response_description: String,
    /// The prompt the answer is about: it must be the one asked about.
    #[serde(rename = "CheckoutRequestID", default)]
    checkout_request_id: String,
}

#[derive(Debug, Deserialize)]
struct RegisterAnswer {
    #[serde(
        rename = "ResponseCode",
        deserialize_with = "lenient::deserialize_integer"
    )]
    response_code: i64,
    #[serde(rename = "ResponseDescription", default)]
    response_description: String,
}

/// Keeps what Daraja allows in a reference or description: no `@ # &`, no control characters,
/// at most `max` characters.
pub fn clean_text(text: &str, max: usize) -> String {
    text.chars()
        .filter(|c| !matches!(c, '@' | '#' | '&') && !c.is_control())
        .take(max)
        .collect::<String>()
        .trim()
        .to_owned()
}

impl Daraja {
    pub fn new(config: DarajaConfig) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout.min(Duration::from_secs(5)))
            .build()
            .map_err(|e| anyhow::anyhow!("building the Daraja HTTP client failed: {e}"))?;
        let mut config = config;
        config.base_url = config.base_url.trim_end_matches('/').to_owned();
        // Both operations' times are series from the start.
        for operation in [STK_PUSH, STK_QUERY] {
            let _ = metrics::histogram!(shop_common::metrics::DARAJA_DURATION, "operation" => operation);
        }
        Ok(Self {
            http,
            config: std::sync::Arc::new(config),
            token: std::sync::Arc::new(Mutex::new(None)),
        })
    }

    pub fn base_url(&self) -> &str {
        &self.config.base_url
    }

    /// Sends the payment prompt to the payer's phone.
    #[tracing::instrument(skip_all, fields(otel.name = "daraja stk_push", otel.kind = "client", amount_ksh = push.amount_ksh, reference = push.account_reference))]
    pub async fn stk_push(&self, push: &StkPush<'_>) -> Result<StkPushAccepted, DarajaError> {
        let started = std::time::Instant::now();
        let result = self.send_stk_push(push).await;
        let code = match &result {
            Ok(_) => "0",
            Err(e) => error_code(e),
        };
        record(STK_PUSH, code, started);
        result
    }

    async fn send_stk_push(&self, push: &StkPush<'_>) -> Result<StkPushAccepted, DarajaError> {
        let timestamp = credentials::timestamp(Utc::now());
        let shortcode = &self.config.shortcode;
        let body = json!({
            "BusinessShortCode": shortcode,
            "Password": self.password(&timestamp),
            "Timestamp": timestamp,
            "TransactionType": self.config.transaction_type,
            "Amount": push.amount_ksh,
            "PartyA": push.phone.as_str(),
            "PartyB": shortcode,
            "PhoneNumber": push.phone.as_str(),
            "CallBackURL": self.config.callback_url,
            "AccountReference": clean_text(push.account_reference, ACCOUNT_REFERENCE_MAX),
            "TransactionDesc": clean_text(push.description, TRANSACTION_DESC_MAX),
        });
        let (status, text) = self
            .post_with_token("/mpesa/stkpush/v1/processrequest", &body)
            .await?;
        let answer: PushAnswer = parse_success(status, &text)?;
        if answer.response_code != 0 || answer.checkout_request_id.is_empty() {
            return Err(DarajaError::Refused {
                http_status: status.as_u16(),
                request_id: answer.merchant_request_id,
                error_code: answer.response_code.to_string(),
                error_message: answer.response_description,
            });
        }
        Ok(StkPushAccepted {
            merchant_request_id: answer.merchant_request_id,
            checkout_request_id: answer.checkout_request_id,
            customer_message: answer.customer_message,
            body: text,
        })
    }

    /// Asks Daraja how a prompt ended.
    #[tracing::instrument(skip(self), fields(otel.name = "daraja stk_query", otel.kind = "client"))]
    pub async fn stk_query(
        &self,
        checkout_request_id: &str,
    ) -> Result<StkQueryAnswer, DarajaError> {
        let started = std::time::Instant::now();
        let result = self.send_stk_query(checkout_request_id).await;
        let code = match &result {
            Ok(StkQueryAnswer::Result { result_code, .. }) => result_code.to_string(),
            Ok(StkQueryAnswer::Processing { .. }) => STILL_PROCESSING.to_owned(),
            Err(e) => error_code(e).to_owned(),
        };
        record(STK_QUERY, &code, started);
        result
    }

    async fn send_stk_query(
        &self,
        checkout_request_id: &str,
    ) -> Result<StkQueryAnswer, DarajaError> {
        let timestamp = credentials::timestamp(Utc::now());
        let body = json!({
            "BusinessShortCode": self.config.shortcode,
            "Password": self.password(&timestamp),
            "Timestamp": timestamp,
            "CheckoutRequestID": checkout_request_id,
        });
        let (status, text) = self
            .post_with_token("/mpesa/stkpushquery/v1/query", &body)
            .await?;
        match parse_success::<QueryAnswer>(status, &text) {
            // An answer about another prompt (or about none) settles nothing: a proxy's mix-up
            // or a forgery must not pay an order.
            Ok(answer) if answer.checkout_request_id != checkout_request_id => {
                Err(DarajaError::Unexpected {
                    http_status: status.as_u16(),
                    body: text,
                })
            }
            Ok(QueryAnswer {
                result_code: Some(result_code),
                result_desc,
                response_description,
                ..
            }) => Ok(StkQueryAnswer::Result {
                result_code,
                result_desc: if result_desc.is_empty() {
                    response_description
                } else {
                    result_desc
                },
                body: text,
            }),
            Ok(QueryAnswer {
                result_code: None, ..
            }) => Err(DarajaError::Unexpected {
                http_status: status.as_u16(),
                body: text,
            }),
            Err(DarajaError::Refused { error_code, .. }) if error_code == STILL_PROCESSING => {
                Ok(StkQueryAnswer::Processing { body: text })
            }
            Err(e) => Err(e),
        }
    }

    /// Registers the shop's C2B validation and confirmation URLs for its shortcode
    /// (`registerurl`), with `ResponseType` `Completed`: when our validation URL does not
    /// answer, M-Pesa completes the payment and the confirmation decides. Daraja's description.
    #[tracing::instrument(skip_all, fields(otel.name = "daraja c2b_register_url", otel.kind = "client"))]
    pub async fn register_c2b_urls(
        &self,
        validation_url: &str,
        confirmation_url: &str,
    ) -> Result<String, DarajaError> {
        let body = json!({
            "ShortCode": self.config.shortcode,
            "ResponseType": "Completed",
            "ConfirmationURL": confirmation_url,
            "ValidationURL": validation_url,
        });
        let (status, text) = self
            .post_with_token("/mpesa/c2b/v1/registerurl", &body)
            .await?;
        let answer: RegisterAnswer = parse_success(status, &text)?;
        if answer.response_code != 0 {
            return Err(DarajaError::Refused {
                http_status: status.as_u16(),
                request_id: String::new(),
                error_code: answer.response_code.to_string(),
                error_message: answer.response_description,
            });
        }
        Ok(answer.response_description)
    }

    /// The shop's shortcode (`BusinessShortCode`, the Paybill number shoppers pay to).
    pub fn shortcode(&self) -> &str {
        &self.config.shortcode
    }

    fn password(&self, timestamp: &str) -> String {
        credentials::password(
            &self.config.shortcode,
            self.config.passkey.expose_secret(),
            timestamp,
        )
    }

    /// POSTs `body` with the cached token; when Daraja says the token is invalid, gets a new one
    /// and tries once more. Answers the status and text of Daraja's last answer.
    pub(super) async fn post_with_token(
        &self,
        path: &str,
        body: &Value,
    ) -> Result<(StatusCode, String), DarajaError> {
        let url = format!("{}{path}", self.config.base_url);
        let mut refreshed = false;
        loop {
            let token = self.token(refreshed).await?;
            let answer = self
                .http
                .post(&url)
                .bearer_auth(token.expose_secret())
                .json(body)
                .send()
                .await
                .map_err(|e| {
                    if e.is_connect() {
                        DarajaError::Unreachable(e.to_string())
                    } else {
                        DarajaError::NoAnswer(e.to_string())
                    }
                })?;
            let status = answer.status();
            let text = answer
                .text()
                .await
                .map_err(|e| DarajaError::NoAnswer(e.to_string()))?;
            let token_refused = !status.is_success()
                && serde_json::from_str::<ErrorAnswer>(&text)
                    .is_ok_and(|e| e.error_code == INVALID_ACCESS_TOKEN);
            if token_refused && !refreshed {
                tracing::info!("Daraja refused the access token; getting a new one");
                refreshed = true;
                continue;
            }
            return Ok((status, text));
        }
    }

    /// The cached token, or a new one when it is about to expire or `renew` says the cached one
    /// was refused. One caller fetches while the others wait for its token.
    async fn token(&self, renew: bool) -> Result<SecretString, DarajaError> {
        let mut cached = self.token.lock().await;
        if !renew
            && let Some(token) = cached.as_ref()
            && Instant::now() < token.refresh_at
        {
            return Ok(token.value.clone());
        }
        let fetched = self.fetch_token().await?;
        let value = fetched.value.clone();
        *cached = Some(fetched);
        Ok(value)
    }

    async fn fetch_token(&self) -> Result<Token, DarajaError> {
        let url = format!(
            "{}/oauth/v1/generate?grant_type=client_credentials",
            self.config.base_url
        );
        let answer = self
            .http
            .get(&url)
            .basic_auth(
                self.config.consumer_key.expose_secret(),
                Some(self.config.consumer_secret.expose_secret()),
            )
            .send()
            .await
            .map_err(|e| DarajaError::Unreachable(e.to_string()))?;
        let status = answer.status();
        let text = answer
            .text()
            .await
            .map_err(|e| DarajaError::Unreachable(e.to_string()))?;
        let token: TokenAnswer = parse_success(status, &text)?;
        let lifetime = Duration::from_secs(u64::try_from(token.expires_in).unwrap_or(0));
        // A short-lived token is used for half its life rather than not at all.
        let margin = TOKEN_MARGIN.min(lifetime / 2);
        tracing::debug!(expires_in = token.expires_in, "new Daraja access token");
        Ok(Token {
            value: SecretString::from(token.access_token),
            refresh_at: Instant::now() + lifetime - margin,
        })
    }
}

/// The `operation` labels of Daraja's metrics.
const STK_PUSH: &str = "stk_push";
const STK_QUERY: &str = "stk_query";

/// The `result_code` of a call that failed: Daraja's error code when it answered one (a
/// refusal's `errorCode`, a push's non-zero `ResponseCode`), else what went wrong.
pub fn error_code(error: &DarajaError) -> &str {
    match error {
        DarajaError::Refused { error_code, .. } => error_code,
        DarajaError::Unreachable(_) => "unreachable",
        DarajaError::NoAnswer(_) => "no_answer",
        DarajaError::Unexpected { .. } => "unexpected",
    }
}

/// Counts one Daraja call by its result code and times it. A code is Daraja's digits and dots
/// (`0`, `1032`, `500.001.1001`) or one of the words above; anything else (a proxy's error page
/// in the code's place) is `other`, so the labels stay few.
pub(super) fn record(operation: &'static str, code: &str, started: std::time::Instant) {
    let code = if is_result_code(code) { code } else { "other" };
    metrics::counter!(
        shop_common::metrics::DARAJA_REQUESTS,
        "operation" => operation,
        "result_code" => code.to_owned()
    )
    .increment(1);
    metrics::histogram!(shop_common::metrics::DARAJA_DURATION, "operation" => operation)
        .record(started.elapsed().as_secs_f64());
}

fn is_result_code(code: &str) -> bool {
    matches!(code, "unreachable" | "no_answer" | "unexpected")
        || (!code.is_empty()
            && code.len() <= 16
            && code
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-'))
}

/// Reads a 2xx answer as `T`, or Daraja's error body as [`DarajaError::Refused`].
pub(super) fn parse_success<T: DeserializeOwned>(
    status: StatusCode,
    text: &str,
) -> Result<T, DarajaError> {
    if status.is_success()
        && let Ok(answer) = serde_json::from_str::<T>(text)
    {
        return Ok(answer);
    }
    if let Ok(error) = serde_json::from_str::<ErrorAnswer>(text) {
        return Err(DarajaError::Refused {
            http_status: status.as_u16(),
            request_id: error.request_id,
            error_code: error.error_code,
            error_message: error.error_message,
        });
    }
    if status.is_server_error() {
        return Err(DarajaError::Unreachable(format!("HTTP {status}")));
    }
    Err(DarajaError::Unexpected {
        http_status: status.as_u16(),
        body: text.chars().take(500).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_codes_are_darajas_or_a_few_words() {
        for code in [
            "0",
            "1032",
            "2001",
            "500.001.1001",
            "404.001.03",
            "unreachable",
            "no_answer",
        ] {
            assert!(is_result_code(code), "{code}");
        }
        for code in ["", "<html>", "Bad Gateway", "12345678901234567"] {
            assert!(!is_result_code(code), "{code}");
        }
        let refused = DarajaError::Refused {
            http_status: 400,
            request_id: String::new(),
            error_code: "400.002.02".to_owned(),
            error_message: String::new(),
        };
        assert_eq!(error_code(&refused), "400.002.02");
        assert_eq!(
            error_code(&DarajaError::NoAnswer("cut".into())),
            "no_answer"
        );
    }

    #[test]
    fn references_and_descriptions_fit_darajas_limits() {
        assert_eq!(
            clean_text("SF7K3M9QXA", ACCOUNT_REFERENCE_MAX),
            "SF7K3M9QXA"
        );
        assert_eq!(
            clean_text("Order #12 & more @ shop", ACCOUNT_REFERENCE_MAX),
            "Order 12  mo"
        );
        assert_eq!(
            clean_text("Samani order", TRANSACTION_DESC_MAX),
            "Samani order"
        );
        assert_eq!(
            clean_text("Samani Furniture order", TRANSACTION_DESC_MAX),
            "Samani Furnit"
        );
    }

    #[test]
    fn error_bodies_become_refusals() {
        let body = r#"{"requestId":"1-2","errorCode":"400.002.02","errorMessage":"Bad Request - Invalid PhoneNumber"}"#;
        match parse_success::<PushAnswer>(StatusCode::BAD_REQUEST, body) {
            Err(DarajaError::Refused {
                error_code,
                error_message,
                http_status,
                ..
            }) => {
                assert_eq!(error_code, "400.002.02");
                assert_eq!(error_message, "Bad Request - Invalid PhoneNumber");
                assert_eq!(http_status, 400);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            parse_success::<PushAnswer>(StatusCode::BAD_GATEWAY, "<html>"),
            Err(DarajaError::Unreachable(_))
        ));
        assert!(matches!(
            parse_success::<PushAnswer>(StatusCode::OK, "<html>"),
            Err(DarajaError::Unexpected { .. })
        ));
    }

    #[test]
    fn tokens_expire_as_strings() {
        let token: TokenAnswer =
            serde_json::from_str(r#"{"access_token":"abc","expires_in":"3599"}"#).unwrap();
        assert_eq!(token.expires_in, 3599);
        let token: TokenAnswer =
            serde_json::from_str(r#"{"access_token":"abc","expires_in":3599}"#).unwrap();
        assert_eq!(token.expires_in, 3599);
    }

    #[test]
    fn query_answers_carry_string_result_codes() {
        let answer: QueryAnswer = serde_json::from_str(
            r#"{"ResponseCode":"0","ResponseDescription":"The service request has been accepted successsfully",
                "MerchantRequestID":"m","CheckoutRequestID":"ws_CO_1","ResultCode":"1032",
                "ResultDesc":"Request cancelled by user"}"#,
        )
        .unwrap();
        assert_eq!(answer.result_code, Some(1032));
        assert_eq!(answer.result_desc, "Request cancelled by user");
    }
}
