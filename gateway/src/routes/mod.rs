//! The REST API, by area, assembled in [`crate::app`].

pub mod auth;
pub mod contact;
pub mod dev_mailbox;
pub mod health;
pub mod products;
pub mod users;
