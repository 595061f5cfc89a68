//! The HTTP surface by area, assembled in [`crate::app`]: Daraja's own paths, then the
//! simulator's test controls under `/simulator/`.

pub(crate) mod c2b;
pub(crate) mod controls;
pub(crate) mod health;
pub(crate) mod oauth;
pub(crate) mod payout;
pub(crate) mod stk_push;
pub(crate) mod stk_query;
