//! The gateway's tests in one binary (one link, one build): the real router over real services,
//! each test with its own databases, called as a browser or client would.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

mod accounts;
mod activity;
mod books;
mod cart;
mod catalog;
mod common;
mod conformance;
mod contact;
mod contract;
mod customers;
mod dashboard;
mod delivery;
mod discount_codes;
mod fuzz;
mod headers;
mod health;
mod instalments;
mod invoice;
mod media;
mod merch;
mod notify;
mod observability;
mod orders;
mod payments;
mod products_admin;
mod reports;
mod reviews;
mod search;
mod settings;
mod traces;
