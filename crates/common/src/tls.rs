//! TLS for the shop's outgoing connections (PostgreSQL, Redis, RabbitMQ, Daraja): rustls with
//! the aws-lc-rs provider. More than one provider is compiled into some binaries (lettre brings
//! ring), and then rustls needs a process-wide choice before the first handshake.

/// Installs aws-lc-rs as the process's rustls provider. Installing twice is harmless (the first
/// stays); every binary calls it at start-up through [`crate::telemetry::init`].
pub fn install_provider() {
    let _ = rustls::crypto::aws_lc_rs::default_provider().install_default();
}
