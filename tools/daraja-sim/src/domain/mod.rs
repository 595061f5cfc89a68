//! Daraja's rules and shapes, free of HTTP: field types, the password, the payer's outcome,
//! identifiers.

pub mod fields;
pub mod ids;
pub mod outcome;
pub mod password;
pub mod requests;
