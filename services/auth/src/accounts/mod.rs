//! Accounts (DECISIONS.md "Accounts" and "Access control"): registration, sign-in, session
//! tokens and their revocation, profiles, password change and reset, and the admin's user
//! management, served as `shop.auth.v1.AuthService`.

pub mod bootstrap;
pub mod config;
pub mod domain;
pub mod error;
pub mod grpc;
pub mod mail;
pub mod password;
pub mod repo;
pub mod reset;
pub mod token;
