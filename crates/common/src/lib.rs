//! Shared start-up plumbing for every binary of the shop. Nothing domain-specific lives here.

pub mod audit;
pub mod caller;
pub mod config;
pub mod db;
pub mod dead_letters;
pub mod demo;
pub mod errors;
pub mod events;
pub mod grpc;
pub mod grpc_metrics;
pub mod item_class;
pub mod mail;
pub mod metrics;
pub mod nairobi;
pub mod order_lines;
pub mod phone;
pub mod profile;
pub mod reachability;
pub mod rules;
pub mod service;
pub mod telemetry;
#[cfg(feature = "testing")]
pub mod testing;
pub mod tls;
pub mod traced;
pub mod validate;
