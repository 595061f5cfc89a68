//! Catalogue rules: the taxonomy, what a valid listing or search request is, and what the orders service
//! may ask of the stock.

pub mod admin;
pub mod import;
pub mod listing;
pub mod merch;
pub mod product_form;
pub mod search;
pub mod stock;
pub mod taxonomy;
