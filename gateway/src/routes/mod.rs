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
pub mod products;
pub mod search;
pub mod users;
