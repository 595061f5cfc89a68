//! The REST API, by area, assembled in [`crate::app`].

pub mod auth;
pub mod contact;
pub mod dead_letters;
pub mod dev_mailbox;
pub mod health;
pub mod payments;
pub mod products;
pub mod search;
pub mod users;

/// Every route of the API as `(methods, path)`, kept next to the routers above so a test can
/// call each one (the route fuzz in gateway/tests/api/catalog.rs, which also checks this list against
/// the route calls of the routers in this directory). `{name}` marks a path parameter.
pub const ROUTES: &[(&[&str], &str)] = &[
    (&["POST"], "/auth/register"),
    (&["POST"], "/api/users/signup"),
    (&["POST"], "/auth/login"),
    (&["POST"], "/api/users/login"),
    (&["GET"], "/auth/verify"),
    (&["GET"], "/auth/me"),
    (&["GET"], "/users/verify-token"),
    (&["POST"], "/auth/logout"),
    (&["PUT"], "/auth/profile"),
    (&["PUT"], "/auth/password"),
    (&["POST"], "/auth/forgot-password"),
    (&["POST"], "/auth/reset-password"),
    (&["POST"], "/api/newsletter"),
    (&["POST"], "/api/contact"),
    (&["GET"], "/dev/mailbox"),
    (&["GET"], "/health"),
    (&["GET"], "/livez"),
    (&["GET"], "/readyz"),
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
    (&["GET"], "/users"),
    (&["GET"], "/users/total-users"),
    (&["GET"], "/api/users/stats"),
    (&["POST"], "/users/signup"),
    (&["PATCH"], "/users/{id}/role"),
    (&["DELETE"], "/users/{id}"),
];
