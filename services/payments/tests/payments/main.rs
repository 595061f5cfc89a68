//! The payments service over real gRPC, against a real catalog and orders service, PostgreSQL,
//! RabbitMQ and the Daraja simulator.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

mod broker_outage;
mod c2b;
mod callbacks;
mod cards;
mod daraja_double;
mod faults;
mod helpers;
mod mpesa;
mod profile;
mod refunds;
