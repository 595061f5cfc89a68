//! shop_common's integration tests as one binary (each binary links the whole crate and its
//! dependencies again): the event outbox, relay and consumer against real PostgreSQL and
//! RabbitMQ, and the service runtime (gRPC serving, health, migrations, the database probe).

mod events;
mod service;
