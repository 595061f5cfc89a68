//! The REST API, by area, assembled in [`crate::app`].

pub mod auth;
pub mod cart;
pub mod contact;
pub mod coupons;
pub mod dead_letters;
pub mod dev_mailbox;
pub mod health;
pub mod orders;
pub mod payments;
pub mod refunds;
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
    (&["GET", "PUT"], "/api/cart"),
    (&["GET", "PUT"], "/api/wishlist"),
    (&["POST"], "/api/newsletter"),
    (&["POST"], "/api/contact"),
    (&["POST"], "/api/coupons/validate"),
    (&["GET"], "/api/coupons/active"),
    (&["GET"], "/dev/mailbox"),
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
    (&["GET"], "/users"),
    (&["GET"], "/users/total-users"),
    (&["GET"], "/api/users/stats"),
    (&["POST"], "/users/signup"),
    (&["PATCH"], "/users/{id}/role"),
    (&["DELETE"], "/users/{id}"),
];
