//! The orders service over real gRPC, against a real catalog, PostgreSQL and RabbitMQ.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

mod admin;
mod audit;
mod books;
mod broker_outage;
mod coupons;
mod discounts;
mod etims;
mod faults;
mod helpers;
mod invoice;
mod lifecycle;
mod notify;
mod operator;
mod payment_events;
mod placing;
mod reports;
mod reviews;
mod saved_lists;
mod settings;
mod vat;
