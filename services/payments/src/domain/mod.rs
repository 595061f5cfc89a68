//! The rules of payments, free of I/O: payer numbers, amounts, cards, emails. Unit-tested here.

pub mod amount;
pub mod card;
pub mod email;
pub mod msisdn;

/// Bad input: the message a shopper reads, and the field it belongs to, named as the REST
/// request names it (the gateway puts it under `fields`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct Invalid {
    pub field: &'static str,
    pub message: String,
}

impl Invalid {
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
        }
    }
}

/// How an order is paid online.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Mpesa,
    Card,
    Paypal,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Mpesa => "mpesa",
            Self::Card => "card",
            Self::Paypal => "paypal",
        }
    }
}

/// Where an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptStatus {
    Pending,
    Succeeded,
    Failed,
}

impl AttemptStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Succeeded => "succeeded",
            Self::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "pending" => Some(Self::Pending),
            "succeeded" => Some(Self::Succeeded),
            "failed" => Some(Self::Failed),
            _ => None,
        }
    }

    /// The status poll's word for it (customer spec section 7: success, failed, pending).
    pub fn poll_word(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Succeeded => "success",
            Self::Failed => "failed",
        }
    }
}
