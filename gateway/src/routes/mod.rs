//! The REST API, by area, assembled in [`crate::app`].

pub mod contact;
pub mod health;
pub mod products;
