//! SQL over the `orders` schema. Every statement is parameterised. Functions take a connection
//! (`&mut *tx` inside a transaction, or one acquired from the pool) so the callers decide what
//! is atomic.

pub mod books;
pub mod coupons;
pub mod customers;
pub mod delivery;
pub mod orders;
pub mod payment_events;
pub mod reports;
pub mod saved_lists;
pub mod settings;
pub mod stats;

use chrono::{DateTime, SecondsFormat, Utc};
use uuid::Uuid;

use crate::domain::public_id;

/// An order named by its UUID or its order number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrderRef {
    Id(Uuid),
    PublicId(String),
}

impl OrderRef {
    /// `None` when `text` is neither a UUID nor an order number (so it names no order).
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        if let Ok(id) = Uuid::parse_str(text) {
            return Some(Self::Id(id));
        }
        public_id::normalise(text).map(Self::PublicId)
    }

    /// The two nullable parameters `WHERE (id = $a OR public_id = $b)` binds.
    fn binds(&self) -> (Option<Uuid>, Option<String>) {
        match self {
            Self::Id(id) => (Some(*id), None),
            Self::PublicId(public_id) => (None, Some(public_id.clone())),
        }
    }
}

/// Timestamps as the contract writes them (RFC 3339, UTC, whole seconds).
pub fn rfc3339(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_order_numbers() {
        let id = Uuid::new_v4();
        assert_eq!(OrderRef::parse(&id.to_string()), Some(OrderRef::Id(id)));
        assert_eq!(
            OrderRef::parse("sf7k3m9qxa"),
            Some(OrderRef::PublicId("SF7K3M9QXA".to_owned()))
        );
        assert_eq!(OrderRef::parse("not-an-order"), None);
        assert_eq!(OrderRef::parse("'; DROP TABLE orders; --"), None);
        assert_eq!(OrderRef::parse(""), None);
    }
}
