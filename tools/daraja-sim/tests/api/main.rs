//! The simulator over HTTP, as the payments service and its tests use it.

mod helpers;

mod callbacks;
mod oauth;
mod stk_push;
mod stk_query;
