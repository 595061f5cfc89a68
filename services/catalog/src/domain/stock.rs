//! What the orders service may ask of the catalogue's stock (the stock rpcs of
//! `proto/shop/catalog/v1/catalog.proto`), checked once here so the SQL layer only sees valid
//! input, and how a short reservation is explained.

use std::collections::HashMap;

use shop_proto::catalog::v1::{ReserveStockRequest, Shortage};
use uuid::Uuid;

/// Lines of one order, as sent (before duplicates are merged), and units of one line: the rule
/// the orders service applies too, defined once in `shop_common::order_lines`.
pub use shop_common::order_lines::{MAX_LINES, MAX_QUANTITY};
use shop_common::order_lines::{line_count_allowed, quantity_allowed};
/// Ids in one GetProductsByIds call.
pub const MAX_PRODUCT_IDS: usize = 100;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StockError {
    #[error("order_id must be a UUID")]
    OrderId,
    #[error("an order reserves between 1 and {MAX_LINES} lines")]
    LineCount,
    #[error("quantity must be between 1 and {MAX_QUANTITY}")]
    Quantity,
    #[error("at most {MAX_PRODUCT_IDS} product ids")]
    TooManyIds,
}

/// One product of an order and how many of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StockLine {
    pub product_id: i64,
    pub quantity: i32,
}

/// A valid ReserveStock request: one line per product, in the order the products were first
/// named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reservation {
    pub order_id: Uuid,
    pub lines: Vec<StockLine>,
}

impl Reservation {
    pub fn from_request(req: &ReserveStockRequest) -> Result<Self, StockError> {
        let order_id = parse_order_id(&req.order_id)?;
        if !line_count_allowed(req.lines.len()) {
            return Err(StockError::LineCount);
        }
        let lines: Vec<StockLine> = req
            .lines
            .iter()
            .map(|line| {
                if quantity_allowed(line.quantity) {
                    Ok(StockLine {
                        product_id: line.product_id,
                        quantity: line.quantity,
                    })
                } else {
                    Err(StockError::Quantity)
                }
            })
            .collect::<Result<_, _>>()?;
        Ok(Self {
            order_id,
            lines: merge(lines),
        })
    }
}

pub fn parse_order_id(order_id: &str) -> Result<Uuid, StockError> {
    Uuid::parse_str(order_id.trim()).map_err(|_| StockError::OrderId)
}

/// The ids of a GetProductsByIds request, each once, in request order.
pub fn product_ids(ids: &[i64]) -> Result<Vec<i64>, StockError> {
    if ids.len() > MAX_PRODUCT_IDS {
        return Err(StockError::TooManyIds);
    }
    let mut unique = Vec::with_capacity(ids.len());
    for &id in ids {
        if !unique.contains(&id) {
            unique.push(id);
        }
    }
    Ok(unique)
}

/// One line per product: a product named twice (a cart that listed it twice) is reserved once,
/// with the quantities added, at the place it was first named.
fn merge(lines: Vec<StockLine>) -> Vec<StockLine> {
    let mut merged: Vec<StockLine> = Vec::with_capacity(lines.len());
    for line in lines {
        match merged.iter_mut().find(|m| m.product_id == line.product_id) {
            Some(existing) => existing.quantity += line.quantity,
            None => merged.push(line),
        }
    }
    merged
}

/// Product id -> (name, stock, live) of the products a reservation found.
pub type OnHand = HashMap<i64, (String, i32, bool)>;

/// Every line `on_hand` cannot meet, in request order; an unknown product is short with name ""
/// and nothing available, a product that is not live (a draft, hidden) is `unavailable` with
/// nothing available whatever its stock.
pub fn shortages(lines: &[StockLine], on_hand: &OnHand) -> Vec<Shortage> {
    lines
        .iter()
        .filter_map(|line| {
            let (name, available, unavailable) = match on_hand.get(&line.product_id) {
                Some((name, stock, true)) => (name.clone(), *stock, false),
                Some((name, _, false)) => (name.clone(), 0, true),
                None => (String::new(), 0, false),
            };
            (unavailable || available < line.quantity).then_some(Shortage {
                product_id: line.product_id,
                name,
                requested: line.quantity,
                available,
                unavailable,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use shop_proto::catalog::v1::StockLine as LineMessage;

    use super::*;

    const ORDER: &str = "6f1c2a0e-8b7d-4c1e-9a51-0d2f3e4b5c6d";

    fn request(order_id: &str, lines: &[(i64, i32)]) -> ReserveStockRequest {
        ReserveStockRequest {
            order_id: order_id.to_owned(),
            lines: lines
                .iter()
                .map(|&(product_id, quantity)| LineMessage {
                    product_id,
                    quantity,
                })
                .collect(),
        }
    }

    fn line(product_id: i64, quantity: i32) -> StockLine {
        StockLine {
            product_id,
            quantity,
        }
    }

    #[test]
    fn duplicate_products_are_merged_where_first_named() {
        let reservation =
            Reservation::from_request(&request(ORDER, &[(7, 2), (3, 1), (7, 5), (3, 99), (9, 1)]))
                .unwrap();
        assert_eq!(reservation.order_id.to_string(), ORDER);
        assert_eq!(reservation.lines, [line(7, 7), line(3, 100), line(9, 1)]);
    }

    #[test]
    fn order_id_must_be_a_uuid() {
        for bad in [
            "",
            "42",
            "not-a-uuid",
            "6f1c2a0e-8b7d-4c1e-9a51-0d2f3e4b5c6",
        ] {
            assert_eq!(
                Reservation::from_request(&request(bad, &[(1, 1)])),
                Err(StockError::OrderId),
                "{bad:?}"
            );
        }
        assert!(parse_order_id(&ORDER.to_uppercase()).is_ok());
    }

    #[test]
    fn an_order_has_1_to_50_lines() {
        assert_eq!(
            Reservation::from_request(&request(ORDER, &[])),
            Err(StockError::LineCount)
        );
        let fifty: Vec<(i64, i32)> = (1..=50).map(|id| (id, 1)).collect();
        assert_eq!(
            Reservation::from_request(&request(ORDER, &fifty))
                .unwrap()
                .lines
                .len(),
            50
        );
        // Counted as sent: 51 lines are too many even when they name one product.
        assert_eq!(
            Reservation::from_request(&request(ORDER, &[(1, 1); 51])),
            Err(StockError::LineCount)
        );
    }

    #[test]
    fn each_quantity_is_1_to_99() {
        for bad in [0, -1, 100, i32::MAX, i32::MIN] {
            assert_eq!(
                Reservation::from_request(&request(ORDER, &[(1, 1), (2, bad)])),
                Err(StockError::Quantity),
                "{bad}"
            );
        }
        assert!(Reservation::from_request(&request(ORDER, &[(1, 1), (2, 99)])).is_ok());
    }

    #[test]
    fn product_ids_are_unique_in_request_order_and_at_most_100() {
        assert_eq!(product_ids(&[5, 2, 5, 9, 2]), Ok(vec![5, 2, 9]));
        assert_eq!(product_ids(&[]), Ok(vec![]));
        let hundred: Vec<i64> = (1..=100).collect();
        assert_eq!(product_ids(&hundred).map(|ids| ids.len()), Ok(100));
        let too_many: Vec<i64> = (1..=101).collect();
        assert_eq!(product_ids(&too_many), Err(StockError::TooManyIds));
    }

    #[test]
    fn shortages_name_every_short_or_unknown_line_in_request_order() {
        let on_hand: OnHand = [
            (1, ("Sofa".to_owned(), 2, true)),
            (2, ("Bed".to_owned(), 5, true)),
            (4, ("Draft Chair".to_owned(), 9, false)),
        ]
        .into_iter()
        .collect();
        let lines = [line(2, 5), line(3, 1), line(1, 3), line(4, 1)];
        assert_eq!(
            shortages(&lines, &on_hand),
            [
                Shortage {
                    product_id: 3,
                    name: String::new(),
                    requested: 1,
                    available: 0,
                    unavailable: false,
                },
                Shortage {
                    product_id: 1,
                    name: "Sofa".to_owned(),
                    requested: 3,
                    available: 2,
                    unavailable: false,
                },
                Shortage {
                    product_id: 4,
                    name: "Draft Chair".to_owned(),
                    requested: 1,
                    available: 0,
                    unavailable: true,
                },
            ]
        );
        assert!(shortages(&[line(1, 2), line(2, 5)], &on_hand).is_empty());
    }
}
