//! The REST API, by area, assembled in [`crate::app`].

pub mod cart;
pub mod coupons;
pub mod dead_letters;
pub mod health;
pub mod orders;
pub mod payments;
pub mod products;
pub mod refunds;
pub mod search;

/// Every route of the API as `(methods, path)`, kept next to the routers above so a test can
/// call each one (the route fuzz in gateway/tests/api/catalog.rs, which also checks this list against
/// the route calls of the routers in this directory). `{name}` marks a path parameter.
pub const ROUTES: &[(&[&str], &str)] = &[
    (&["GET", "PUT"], "/api/cart"),
    (&["GET", "PUT"], "/api/wishlist"),
    (&["POST"], "/api/coupons/validate"),
    (&["GET"], "/api/coupons/active"),
    (&["GET"], "/health"),
    (&["GET"], "/livez"),
    (&["GET"], "/readyz"),
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
    (&["GET"], "/api/admin/dead-letters"),
    (&["GET"], "/api/admin/dead-letters/{service}/{id}"),
    (&["POST"], "/api/admin/dead-letters/{service}/{id}/replay"),
    (&["GET"], "/metrics"),
    (&["GET"], "/api/payments/config"),
    (&["POST"], "/api/mpesa/stkpush"),
    (&["GET"], "/api/mpesa/status/{checkout_request_id}"),
    (&["POST"], "/api/payments/{order_id}/pay"),
    (&["POST"], "/api/payments/daraja/callback/{secret}"),
    (&["GET"], "/products"),
    (&["GET"], "/products/featured"),
    (&["GET"], "/products/new-arrivals"),
    (&["GET"], "/products/price-range"),
    (&["GET"], "/products/search"),
    (&["GET"], "/products/suggestions"),
    (&["GET"], "/products/category/{category}"),
    (&["GET"], "/products/{id}"),
    (&["GET"], "/categories"),
];
