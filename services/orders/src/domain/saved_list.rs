//! The cart and wishlist kept for signed-in users (web contract "Calls"): at most 100 items, cart
//! quantities 1..=99, wishlist items without a quantity, the same product twice merged.

use chrono::{DateTime, Utc};

use shop_common::order_lines::quantity_allowed;

use super::Invalid;

/// Most items in one saved list.
pub const MAX_ITEMS: usize = 100;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    Cart,
    Wishlist,
}

impl ListKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Cart => "cart",
            Self::Wishlist => "wishlist",
        }
    }

    pub fn parse(text: &str) -> Result<Self, Invalid> {
        match text.trim() {
            "cart" => Ok(Self::Cart),
            "wishlist" => Ok(Self::Wishlist),
            _ => Err(Invalid::new("kind", "Unknown list: cart or wishlist")),
        }
    }
}

/// One item as sent: `added_at` RFC 3339 or empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawItem {
    pub product_id: i64,
    pub quantity: i32,
    pub added_at: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub product_id: i64,
    /// Cart 1..=99; wishlist 0.
    pub quantity: i32,
    pub added_at: DateTime<Utc>,
}

/// Checks a whole list before it replaces the stored one. An empty `added_at` is `now`; the same
/// product twice becomes one item (cart quantities added up, the earliest `added_at` kept).
pub fn parse_items(
    kind: ListKind,
    raw: Vec<RawItem>,
    now: DateTime<Utc>,
) -> Result<Vec<Item>, Invalid> {
    if raw.len() > MAX_ITEMS {
        return Err(Invalid::new(
            "items",
            format!("A {} can hold at most {MAX_ITEMS} items", kind.as_str()),
        ));
    }
    let quantity_error = || Invalid::new("items", super::quantity_message());
    let mut items: Vec<Item> = Vec::with_capacity(raw.len());
    for item in raw {
        if item.product_id <= 0 {
            return Err(Invalid::new("items", "Invalid product"));
        }
        match kind {
            ListKind::Cart if !quantity_allowed(item.quantity) => {
                return Err(quantity_error());
            }
            ListKind::Wishlist if item.quantity != 0 => {
                return Err(Invalid::new("items", "Wishlist items have no quantity"));
            }
            ListKind::Cart | ListKind::Wishlist => {}
        }
        let added_at = match item.added_at.trim() {
            "" => now,
            text => DateTime::parse_from_rfc3339(text)
                .map_err(|_| Invalid::new("items", "addedAt must be an RFC 3339 date and time"))?
                .with_timezone(&Utc),
        };
        match items.iter_mut().find(|i| i.product_id == item.product_id) {
            Some(existing) => {
                existing.quantity += item.quantity;
                if !quantity_allowed(existing.quantity) {
                    return Err(quantity_error());
                }
                existing.added_at = existing.added_at.min(added_at);
            }
            None => items.push(Item {
                product_id: item.product_id,
                quantity: item.quantity,
                added_at,
            }),
        }
    }
    Ok(items)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    fn raw(product_id: i64, quantity: i32, added_at: &str) -> RawItem {
        RawItem {
            product_id,
            quantity,
            added_at: added_at.to_owned(),
        }
    }

    fn now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 21, 10, 0, 0).unwrap()
    }

    #[test]
    fn kinds() {
        assert_eq!(ListKind::parse("cart"), Ok(ListKind::Cart));
        assert_eq!(ListKind::parse("wishlist"), Ok(ListKind::Wishlist));
        assert_eq!(ListKind::parse("basket").unwrap_err().field, "kind");
    }

    #[test]
    fn cart_items_merge_and_default_their_date() {
        let items = parse_items(
            ListKind::Cart,
            vec![
                raw(1, 2, "2026-11-20T08:00:00+03:00"),
                raw(2, 1, ""),
                raw(1, 1, "2026-11-19T08:00:00Z"),
            ],
            now(),
        )
        .unwrap();
        assert_eq!(items.len(), 2);
        assert_eq!(items[0].quantity, 3);
        assert_eq!(
            items[0].added_at,
            Utc.with_ymd_and_hms(2026, 11, 19, 8, 0, 0).unwrap()
        );
        assert_eq!(items[1].added_at, now());
    }

    #[test]
    fn bounds() {
        let hundred: Vec<_> = (1..=100).map(|id| raw(id, 1, "")).collect();
        assert!(parse_items(ListKind::Cart, hundred, now()).is_ok());
        let too_many: Vec<_> = (1..=101).map(|id| raw(id, 0, "")).collect();
        assert!(parse_items(ListKind::Wishlist, too_many, now()).is_err());
        assert!(parse_items(ListKind::Cart, vec![raw(1, 0, "")], now()).is_err());
        assert!(parse_items(ListKind::Cart, vec![raw(1, 100, "")], now()).is_err());
        assert!(parse_items(ListKind::Cart, vec![raw(1, 60, ""), raw(1, 40, "")], now()).is_err());
        assert!(parse_items(ListKind::Wishlist, vec![raw(1, 1, "")], now()).is_err());
        assert!(parse_items(ListKind::Wishlist, vec![raw(1, 0, "")], now()).is_ok());
        assert!(parse_items(ListKind::Cart, vec![raw(0, 1, "")], now()).is_err());
        assert!(parse_items(ListKind::Cart, vec![raw(1, 1, "yesterday")], now()).is_err());
        assert!(
            parse_items(ListKind::Cart, vec![], now())
                .unwrap()
                .is_empty()
        );
    }
}
