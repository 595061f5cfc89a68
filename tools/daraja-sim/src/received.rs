//! What the simulator saw, for tests: each STK push with its body and its answer, and each
//! callback attempt with the receiver's answer (`GET /simulator/requests`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// One STK push that carried a valid access token, accepted or refused.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedPush {
    pub received_at: DateTime<Utc>,
    /// The request body as sent.
    pub body: serde_json::Value,
    /// Set when the push was accepted.
    pub checkout_request_id: Option<String>,
    pub merchant_request_id: Option<String>,
    /// Daraja's `errorCode` when the push was refused.
    pub error_code: Option<String>,
    /// Every callback sent for this push, retries and resends included, in order.
    pub callbacks: Vec<CallbackAttempt>,
}

/// One POST of the callback body to the push's `CallBackURL`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CallbackAttempt {
    pub sent_at: DateTime<Utc>,
    /// The receiver's HTTP status, when it answered.
    pub status: Option<u16>,
    /// Why no answer came (connection refused, timeout).
    pub error: Option<String>,
    /// Sent by `POST /simulator/callbacks/{id}/resend` rather than by the schedule.
    pub resend: bool,
}
