//! Catalogue rules: the taxonomy, what a valid listing request is, and what the orders service
//! may ask of the stock.

pub mod listing;
pub mod stock;
pub mod taxonomy;
