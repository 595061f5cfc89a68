//! A refund's states and the moves between them (migration 0006 states them in SQL too: every
//! update there names the states it moves from).

/// Where a refund stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundStatus {
    /// Kept, not yet taken by Daraja (never sent, or Daraja never got it): the worker sends it,
    /// always under its current originator id.
    Requested,
    /// Daraja acknowledged it: its result comes to ResultURL, or the status API is asked.
    Sent,
    /// Daraja said the money went (its result, or its status answer).
    Paid,
    /// Daraja said it did not (refused the request, or a failed result).
    Failed,
}

/// What happened to a refund.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Happening {
    /// Daraja acknowledged the request.
    Acknowledged,
    /// Daraja refused the request outright (nothing can have moved).
    Refused,
    /// A result (or status answer) saying the money went.
    PaidResult,
    /// A result (or status answer) saying it did not.
    FailedResult,
    /// Daraja's status API does not know the request: it never arrived.
    Unknown,
    /// An admin asked again after a failure: a new originator id.
    Retry,
}

impl RefundStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Requested => "requested",
            Self::Sent => "sent",
            Self::Paid => "paid",
            Self::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Requested, Self::Sent, Self::Paid, Self::Failed]
            .into_iter()
            .find(|s| s.as_str() == text)
    }

    pub fn is_settled(self) -> bool {
        matches!(self, Self::Paid | Self::Failed)
    }

    /// The state after `what`, or `None` when it changes nothing (a late or repeated result
    /// after settlement, an acknowledgement of a settled refund...). Paid is final; failed moves
    /// only by a retry.
    pub fn after(self, what: Happening) -> Option<Self> {
        use Happening as H;
        match (self, what) {
            (Self::Requested, H::Acknowledged) => Some(Self::Sent),
            (Self::Requested, H::Refused) => Some(Self::Failed),
            // A result can overtake our write of the acknowledgement.
            (Self::Requested | Self::Sent, H::PaidResult) => Some(Self::Paid),
            (Self::Requested | Self::Sent, H::FailedResult) => Some(Self::Failed),
            (Self::Sent, H::Unknown) => Some(Self::Requested),
            (Self::Failed, H::Retry) => Some(Self::Requested),
            _ => None,
        }
    }

    /// The states `what` moves a refund from (for the SQL `WHERE status = ANY(...)`).
    pub fn sources(what: Happening) -> Vec<&'static str> {
        [Self::Requested, Self::Sent, Self::Paid, Self::Failed]
            .into_iter()
            .filter(|s| s.after(what).is_some())
            .map(Self::as_str)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Happening as H;
    use RefundStatus as S;

    #[test]
    fn paid_is_final_and_failed_moves_only_by_a_retry() {
        for what in [
            H::Acknowledged,
            H::Refused,
            H::PaidResult,
            H::FailedResult,
            H::Unknown,
            H::Retry,
        ] {
            assert_eq!(S::Paid.after(what), None, "{what:?}");
            if what != H::Retry {
                assert_eq!(S::Failed.after(what), None, "{what:?}");
            }
        }
        assert_eq!(S::Failed.after(H::Retry), Some(S::Requested));
        assert_eq!(S::Sent.after(H::Retry), None);
    }

    #[test]
    fn the_happy_path_and_its_detours() {
        assert_eq!(S::Requested.after(H::Acknowledged), Some(S::Sent));
        assert_eq!(S::Sent.after(H::PaidResult), Some(S::Paid));
        assert_eq!(S::Sent.after(H::FailedResult), Some(S::Failed));
        assert_eq!(S::Requested.after(H::PaidResult), Some(S::Paid));
        assert_eq!(S::Sent.after(H::Unknown), Some(S::Requested));
        assert_eq!(S::Requested.after(H::Unknown), None);
        assert_eq!(S::Sent.after(H::Acknowledged), None);
        assert_eq!(S::Requested.after(H::Refused), Some(S::Failed));
        assert_eq!(S::Sent.after(H::Refused), None);
    }

    #[test]
    fn sources_follow_the_moves() {
        assert_eq!(S::sources(H::PaidResult), ["requested", "sent"]);
        assert_eq!(S::sources(H::Retry), ["failed"]);
        assert_eq!(S::sources(H::Unknown), ["sent"]);
        for s in ["requested", "sent", "paid", "failed"] {
            assert_eq!(S::parse(s).unwrap().as_str(), s);
        }
        assert!(S::parse("x").is_none());
    }
}
