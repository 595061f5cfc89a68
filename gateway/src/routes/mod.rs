//! The REST API, by area, assembled in [`crate::app`].

/// The legacy routes not yet served by an area of [`crate::api`] (and so not yet in the OpenAPI
/// document), as `(methods, path)`, `{name}` marking a path parameter. The route fuzz
/// (gateway/tests/api/fuzz.rs) walks the document's operations and these; the contract test
/// (gateway/tests/api/contract.rs) checks each is served and that no other route escapes the
/// document. An area that lands removes its entries; the list ends empty.
pub const ROUTES: &[(&[&str], &str)] = &[];
