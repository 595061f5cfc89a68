//! Safaricom Daraja's M-Pesa Express, as `shared/design/MPESA.md` sets it out: OAuth, STK push,
//! STK query, and the callback's body. Only this module speaks Daraja's JSON; the rest of the
//! service sees typed answers. Nothing here knows whether `DARAJA_BASE_URL` is Safaricom or the
//! simulator.

pub mod c2b;
pub mod callback;
pub mod client;
pub mod credentials;
mod lenient;
pub mod payout;

pub use client::{Daraja, DarajaConfig, StkPush, StkPushAccepted, StkQueryAnswer};

/// Daraja's error code for an expired or unknown token: refresh once and retry.
pub const INVALID_ACCESS_TOKEN: &str = "404.001.03";
/// Daraja's STK query error while the payer has not answered: pending, not failed.
pub const STILL_PROCESSING: &str = "500.001.1001";

/// How a Daraja call went wrong.
#[derive(Debug, thiserror::Error)]
pub enum DarajaError {
    /// Not reached, timed out, or a server error without Daraja's error body.
    #[error("Daraja unreachable: {0}")]
    Unreachable(String),
    /// The request was sent but no answer came back (timed out or cut): Daraja may have acted
    /// on it.
    #[error("no answer from Daraja: {0}")]
    NoAnswer(String),
    /// Daraja answered its error body (`{requestId, errorCode, errorMessage}`), or refused an
    /// STK push with a non-zero ResponseCode.
    #[error("Daraja refused ({http_status}) {error_code}: {error_message}")]
    Refused {
        http_status: u16,
        request_id: String,
        error_code: String,
        error_message: String,
    },
    /// An answer we cannot read.
    #[error("unexpected Daraja answer ({http_status}): {body}")]
    Unexpected { http_status: u16, body: String },
}

impl DarajaError {
    /// Whether trying again later may help (Daraja down, or its server failing), as opposed to
    /// Daraja refusing this request.
    pub fn is_transient(&self) -> bool {
        match self {
            Self::Unreachable(_) | Self::NoAnswer(_) => true,
            Self::Refused { http_status, .. } | Self::Unexpected { http_status, .. } => {
                *http_status >= 500 || *http_status == 401 || *http_status == 429
            }
        }
    }
}

impl DarajaError {
    /// Whether Daraja may have acted on the request although we did not get its answer: an
    /// STK push that ends so may still reach the payer's phone.
    pub fn may_have_been_sent(&self) -> bool {
        match self {
            Self::NoAnswer(_) => true,
            Self::Unexpected { http_status, .. } => *http_status >= 500,
            Self::Unreachable(_) | Self::Refused { .. } => false,
        }
    }
}

/// What a Daraja result code means for the payer (MPESA.md "Callback"), for codes that come
/// without a description.
pub fn result_description(code: i64) -> &'static str {
    match code {
        0 => "The service request is processed successfully.",
        1 => "The balance is insufficient for the transaction.",
        17 => "The payee is not available.",
        1001 => {
            "Unable to lock subscriber, a transaction is already in process for the current subscriber."
        }
        1019 => "Transaction has expired.",
        1025 | 9999 => "An error occurred while sending a push request.",
        1031 | 1032 => "Request cancelled by user.",
        1037 => "DS timeout user cannot be reached.",
        2001 => "The initiator information is invalid.",
        _ => "The payment did not complete.",
    }
}
