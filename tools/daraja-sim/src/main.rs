//! Starts the Daraja simulator on `DARAJA_SIM_ADDR` (its process metrics on `METRICS_ADDR` when
//! set); stops on SIGTERM or Ctrl-C.

use daraja_sim::{Config, Simulator, test_numbers};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shop_common::telemetry::init("daraja-sim");
    anyhow::ensure!(
        !shop_common::profile::Profile::from_env()?.is_production(),
        "daraja-sim refuses to start with SHOP_ENV=production: it is the stand-in for \
         Safaricom's Daraja, for development and tests only"
    );
    shop_common::metrics::install("daraja-sim").await?;
    let config = Config::from_env()?;
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} (DARAJA_SIM_ADDR): {e}", config.addr))?;
    tracing::info!(
        addr = %config.addr,
        shortcode = %config.shortcode,
        callback_delay_ms = config.callback_delay.as_millis() as u64,
        push_delay_ms = config.push_delay.as_millis() as u64,
        cancelled = test_numbers::CANCELLED,
        insufficient_funds = test_numbers::INSUFFICIENT_FUNDS,
        wrong_pin = test_numbers::WRONG_PIN,
        unreachable = test_numbers::UNREACHABLE,
        no_callback = test_numbers::NO_CALLBACK,
        "Daraja simulator listening"
    );
    let cert_path = config.cert_path.clone();
    let sim = Simulator::new(config)?;
    if !cert_path.is_empty() {
        std::fs::write(&cert_path, sim.certificate_pem()).map_err(|e| {
            anyhow::anyhow!(
                "cannot write the certificate to {cert_path} (DARAJA_SIM_CERT_PATH): {e}"
            )
        })?;
        tracing::info!(%cert_path, "initiator certificate written");
    }
    daraja_sim::serve(listener, sim, shop_common::grpc::shutdown_signal()).await?;
    Ok(())
}
