//! Catalogue rules: the taxonomy and what a valid listing request is.

pub mod listing;
pub mod taxonomy;
