//! Rules two parts of the shop must agree on, each defined here once (a rule one service owns
//! alone lives in that service).

pub mod daraja;
pub mod media;
pub mod payment_method;
