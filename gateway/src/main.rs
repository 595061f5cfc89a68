//! Starts the gateway: REST API + web app on `GATEWAY_ADDR`, graceful shutdown on SIGTERM.

use axum::serve::ListenerExt;
use shop_gateway::config::Config;
use shop_gateway::state::AppState;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shop_common::telemetry::init("gateway");
    let config = Config::from_env()?;
    if !config.web_dist_dir.join("index.html").exists() {
        tracing::warn!(dir = %config.web_dist_dir.display(), "web app not built: only the API is served");
    }
    let state = AppState::connect(&config)?;
    let app = shop_gateway::app(state, &config);
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} (GATEWAY_ADDR): {e}", config.addr))?;
    tracing::info!(addr = %config.addr, "gateway listening");
    // Without TCP_NODELAY small responses wait on delayed ACKs.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::warn!(error = %e, "could not set TCP_NODELAY");
        }
    });
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<std::net::SocketAddr>(),
    )
    .with_graceful_shutdown(shop_common::grpc::shutdown_signal())
    .await?;
    shop_common::telemetry::shutdown();
    Ok(())
}
