//! The payment method a shopper picks: the orders service reads it on the checkout form
//! (`paymentMethod`), the payments service on the pay form (`method`); both refuse an unknown
//! one with the spec's message (customer spec section 8).

/// The message for a payment method that is not one of the shop's (or not one the call takes).
pub const INVALID: &str = "Invalid payment method";
