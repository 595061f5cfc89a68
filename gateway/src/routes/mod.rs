//! The REST API, by area, assembled in [`crate::app`].

pub mod health;
pub mod products;
