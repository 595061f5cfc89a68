//! Logging set-up: human-readable lines in development, JSON lines when `LOG_FORMAT=json`.

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber. `RUST_LOG` overrides the default `info` filter.
pub fn init(service: &str) {
    crate::tls::install_provider();
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info,h2=warn"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(true);
    let result = if json {
        builder.json().flatten_event(true).try_init()
    } else {
        builder.compact().try_init()
    };
    if result.is_ok() {
        tracing::info!(service, "telemetry initialised");
    }
}
