//! The catalog service: products and the 9-category taxonomy, read over gRPC, with Redis in
//! front of PostgreSQL for the category list and hot listing pages.

pub mod cache;
pub mod config;
pub mod domain;
pub mod grpc;
pub mod invalidation;
pub mod repo;
pub mod seed;

/// Migrations of the `catalog` schema.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.catalog.v1.CatalogService";
