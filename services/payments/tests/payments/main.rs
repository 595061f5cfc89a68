//! The payments service over real gRPC, against a real catalog and orders service, PostgreSQL,
//! RabbitMQ and the Daraja simulator.

mod broker_outage;
mod callbacks;
mod cards;
mod daraja_double;
mod faults;
mod helpers;
mod mpesa;
