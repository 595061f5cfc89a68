//! TLS for the shop's outgoing connections (PostgreSQL, Redis, RabbitMQ, Daraja): rustls with
//! the aws-lc-rs provider, the only one compiled in (lettre included). It is still installed
//! explicitly, so a dependency that one day enables a second provider cannot leave rustls
//! without a process-wide choice at the first handshake.

/// Installs aws-lc-rs as the process's rustls provider. Installing twice is harmless (the first
/// stays); every binary calls it at start-up through [`crate::telemetry::init`].
pub fn install_provider() {
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
}
