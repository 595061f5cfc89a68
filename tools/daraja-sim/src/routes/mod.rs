//! The HTTP surface by area, assembled in [`crate::app`]: Daraja's own paths, then the
//! simulator's test controls under `/simulator/`.

pub mod controls;
pub mod health;
pub mod oauth;
pub mod stk_push;
pub mod stk_query;
