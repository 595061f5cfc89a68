//! The orders service over real gRPC, against a real catalog, PostgreSQL and RabbitMQ.

mod admin;
mod audit;
mod broker_outage;
mod coupons;
mod faults;
mod helpers;
mod invoice;
mod lifecycle;
mod operator;
mod payment_events;
mod placing;
mod reports;
mod saved_lists;
mod settings;
