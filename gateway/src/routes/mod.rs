//! The REST API, by area, assembled in [`crate::app`].

pub mod cart;
pub mod coupons;
pub mod orders;
pub mod refunds;

/// The legacy routes not yet served by an area of [`crate::api`] (and so not yet in the OpenAPI
/// document), as `(methods, path)`, `{name}` marking a path parameter. The route fuzz
/// (gateway/tests/api/fuzz.rs) walks the document's operations and these; the contract test
/// (gateway/tests/api/contract.rs) checks each is served and that no other route escapes the
/// document. An area that lands removes its entries; the list ends empty.
pub const ROUTES: &[(&[&str], &str)] = &[
    (&["GET", "PUT"], "/api/cart"),
    (&["GET", "PUT"], "/api/wishlist"),
    (&["POST"], "/api/coupons/validate"),
    (&["GET"], "/api/coupons/active"),
    (&["GET", "POST"], "/api/orders"),
    (&["POST"], "/api/orders/quote"),
    (&["POST"], "/api/orders/track"),
    (&["GET"], "/api/orders/total-sales"),
    (&["GET"], "/api/orders/stats"),
    (&["GET"], "/api/orders/user/{user_id}"),
    (&["GET", "DELETE"], "/api/orders/{id}"),
    (&["PUT"], "/api/orders/{id}/cancel"),
    (&["PUT"], "/api/orders/{id}/status"),
    (&["GET"], "/api/admin/refunds-due"),
];
