//! The lines of one order: a rule the orders service (which checks a shopper's order) and the
//! catalog (which reserves its stock) must agree on, so it is defined once, here.

/// Most lines (distinct products) in one order or quote.
pub const MAX_LINES: usize = 50;
/// Most units of one product in one order line or cart line.
pub const MAX_QUANTITY: i32 = 99;

/// Whether `quantity` units of one product may be ordered in one line.
pub fn quantity_allowed(quantity: i32) -> bool {
    (1..=MAX_QUANTITY).contains(&quantity)
}

/// Whether an order of `count` lines (as sent, before merging) may be placed.
pub fn line_count_allowed(count: usize) -> bool {
    (1..=MAX_LINES).contains(&count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_to_99_units_in_one_to_50_lines() {
        assert!(quantity_allowed(1) && quantity_allowed(99));
        assert!(!quantity_allowed(0) && !quantity_allowed(100) && !quantity_allowed(-1));
        assert!(line_count_allowed(1) && line_count_allowed(50));
        assert!(!line_count_allowed(0) && !line_count_allowed(51));
    }
}
