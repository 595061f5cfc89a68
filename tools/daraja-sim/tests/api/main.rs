//! The simulator over HTTP, as the payments service and its tests use it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

mod helpers;

mod c2b;
mod callbacks;
mod oauth;
mod payout;
mod stk_push;
mod stk_query;
