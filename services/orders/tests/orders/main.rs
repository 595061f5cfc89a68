//! The orders service over real gRPC, against a real catalog, PostgreSQL and RabbitMQ.

mod admin;
mod audit;
mod broker_outage;
mod coupons;
mod faults;
mod helpers;
mod lifecycle;
mod payment_events;
mod placing;
mod saved_lists;
