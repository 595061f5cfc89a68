//! Sending SMS through a provider interface: Africa's Talking's messaging API
//! (`POST {SMS_BASE_URL}/version1/messaging`, header `apiKey`, form `username`, `to`, `message`,
//! `from`), or the simulator in `tools/sms-sim` that follows the same contract.

use std::time::Duration;

use serde::Deserialize;

/// What became of one message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SmsOutcome {
    /// The provider took it: its message id.
    Sent(String),
    /// The provider will never take it for this number (`InvalidPhoneNumber`, a blacklisted
    /// user, an unsupported number type): its status.
    Refused(String),
}

/// Something that sends one SMS to one number in international format (`+254712345678`). An
/// error is a failure that may pass (the provider down, out of credit): the caller retries.
#[tonic::async_trait]
pub trait SmsSender: Send + Sync + 'static {
    async fn send(&self, to: &str, message: &str) -> anyhow::Result<SmsOutcome>;
}

/// Africa's Talking (or its simulator).
pub struct AfricasTalking {
    http: reqwest::Client,
    endpoint: String,
    username: String,
    api_key: String,
    sender_id: String,
}

impl AfricasTalking {
    /// `base_url` without the path (`https://api.africastalking.com`); `sender_id` empty for the
    /// provider's default sender.
    pub fn new(
        base_url: &str,
        username: &str,
        api_key: &str,
        sender_id: &str,
        timeout: Duration,
    ) -> anyhow::Result<Self> {
        Ok(Self {
            http: reqwest::Client::builder().timeout(timeout).build()?,
            endpoint: format!("{}/version1/messaging", base_url.trim_end_matches('/')),
            username: username.to_owned(),
            api_key: api_key.to_owned(),
            sender_id: sender_id.to_owned(),
        })
    }
}

#[derive(Deserialize)]
struct Answer {
    #[serde(rename = "SMSMessageData")]
    data: MessageData,
}

#[derive(Deserialize)]
struct MessageData {
    #[serde(rename = "Message", default)]
    message: String,
    #[serde(rename = "Recipients", default)]
    recipients: Vec<Recipient>,
}

#[derive(Deserialize)]
struct Recipient {
    #[serde(rename = "statusCode")]
    status_code: i64,
    #[serde(default)]
    status: String,
    #[serde(rename = "messageId", default)]
    message_id: String,
}

/// Africa's Talking's per-recipient status codes that no retry changes (the rest, 405
/// InsufficientBalance, 500 InternalServerError, 501 GatewayError, 502 RejectedByGateway, ...,
/// may pass).
const REFUSED: &[i64] = &[
    401, // RiskHold
    402, // InvalidSenderId
    403, // InvalidPhoneNumber
    404, // UnsupportedNumberType
    406, // UserInBlacklist
    407, // CouldNotRoute
];

/// Reads the provider's answer for one recipient.
fn outcome(answer: Answer) -> anyhow::Result<SmsOutcome> {
    let Some(r) = answer.data.recipients.into_iter().next() else {
        anyhow::bail!("the SMS provider sent to nobody: {}", answer.data.message);
    };
    match r.status_code {
        // 100 Processed, 101 Sent, 102 Queued: taken.
        100..=102 => Ok(SmsOutcome::Sent(r.message_id)),
        code if REFUSED.contains(&code) => Ok(SmsOutcome::Refused(format!("{code} {}", r.status))),
        code => anyhow::bail!("the SMS provider answered {code} {}", r.status),
    }
}

#[tonic::async_trait]
impl SmsSender for AfricasTalking {
    async fn send(&self, to: &str, message: &str) -> anyhow::Result<SmsOutcome> {
        let mut form = vec![
            ("username", self.username.as_str()),
            ("to", to),
            ("message", message),
        ];
        if !self.sender_id.is_empty() {
            form.push(("from", self.sender_id.as_str()));
        }
        let response = self
            .http
            .post(&self.endpoint)
            .header("apiKey", &self.api_key)
            .header("Accept", "application/json")
            .form(&form)
            .send()
            .await
            .map_err(|e| anyhow::anyhow!("the SMS provider is unreachable: {e}"))?;
        let status = response.status();
        if !status.is_success() {
            let text = response.text().await.unwrap_or_default();
            anyhow::bail!(
                "the SMS provider answered HTTP {status}: {}",
                text.chars().take(200).collect::<String>()
            );
        }
        let answer: Answer = response
            .json()
            .await
            .map_err(|e| anyhow::anyhow!("the SMS provider's answer is unreadable: {e}"))?;
        outcome(answer)
    }
}

/// The number in the international form the provider takes (`+254712345678`), from any of the
/// forms a stored phone may have (the shop's one rule, `shop_common::phone`: `0712 345 678`,
/// `0112345678`, `254712345678`, `+254...`); `None` when it is no Kenyan mobile number.
pub(super) fn international(phone: &str) -> Option<String> {
    shop_common::phone::KenyanPhone::parse(phone).map(|phone| format!("+{phone}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_phones_become_international_numbers() {
        for phone in [
            "0712345678",
            "0712 345 678",
            "254712345678",
            "+254712345678",
            "+254 712 345 678",
        ] {
            assert_eq!(
                international(phone).as_deref(),
                Some("+254712345678"),
                "{phone}"
            );
        }
        assert_eq!(
            international("0110345678").as_deref(),
            Some("+254110345678")
        );
        for bad in [
            "",
            "12345",
            "712345678",
            "0212345678",
            "+255712345678",
            "07123456789",
        ] {
            assert_eq!(international(bad), None, "{bad}");
        }
    }

    fn answer(json: &str) -> Answer {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn the_providers_answer_is_read_per_recipient() {
        let sent = answer(
            r#"{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: KES 0.8000","Recipients":[{"statusCode":101,"number":"+254711XXXYYY","status":"Success","cost":"KES 0.8000","messageId":"ATPid_SampleTxnId123"}]}}"#,
        );
        assert_eq!(
            outcome(sent).unwrap(),
            SmsOutcome::Sent("ATPid_SampleTxnId123".to_owned())
        );
        let invalid = answer(
            r#"{"SMSMessageData":{"Message":"InvalidPhoneNumber","Recipients":[{"statusCode":403,"number":"+2547","status":"InvalidPhoneNumber","cost":"0","messageId":"None"}]}}"#,
        );
        assert_eq!(
            outcome(invalid).unwrap(),
            SmsOutcome::Refused("403 InvalidPhoneNumber".to_owned())
        );
        let broke = answer(
            r#"{"SMSMessageData":{"Message":"x","Recipients":[{"statusCode":405,"number":"+254711000000","status":"InsufficientBalance","cost":"0","messageId":"None"}]}}"#,
        );
        assert!(outcome(broke).is_err());
        assert!(
            outcome(answer(
                r#"{"SMSMessageData":{"Message":"x","Recipients":[]}}"#
            ))
            .is_err()
        );
    }
}
