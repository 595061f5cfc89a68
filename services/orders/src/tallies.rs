//! The orders service's counters (docs/decisions.md "Metrics (issue 22)"): `orders_placed_total`
//! (an order stored) and `orders_paid_total` (an order marked paid on `payment.succeeded`), by
//! payment `method`.

use shop_common::metrics::{ORDERS_PAID, ORDERS_PLACED};

use crate::domain::PaymentMethod;

const METHODS: [PaymentMethod; 4] = [
    PaymentMethod::Mpesa,
    PaymentMethod::Card,
    PaymentMethod::Paypal,
    PaymentMethod::Cod,
];

/// Every method's series from 0 on, so a rate is right from the first order.
pub fn register() {
    for method in METHODS {
        metrics::counter!(ORDERS_PLACED, "method" => method.as_str()).absolute(0);
        metrics::counter!(ORDERS_PAID, "method" => method.as_str()).absolute(0);
    }
}

/// An order paid by `method` was stored.
pub fn placed(method: PaymentMethod) {
    metrics::counter!(ORDERS_PLACED, "method" => method.as_str()).increment(1);
}

/// An order was marked paid by the method payments names (`other` for one the shop does not
/// know, so the labels stay few).
pub fn paid(method: &str) {
    metrics::counter!(ORDERS_PAID, "method" => method_label(method)).increment(1);
}

fn method_label(method: &str) -> &'static str {
    PaymentMethod::parse(method).map_or("other", PaymentMethod::as_str)
}

#[cfg(test)]
mod tests {
    use super::method_label;

    #[test]
    fn paid_methods_are_the_shops_or_other() {
        assert_eq!(method_label("mpesa"), "mpesa");
        assert_eq!(method_label("M-Pesa"), "mpesa");
        assert_eq!(method_label("card"), "card");
        assert_eq!(method_label("bitcoin"), "other");
    }
}
