//! Starts the eTIMS simulator on `ETIMS_SIM_ADDR` (its process metrics on `METRICS_ADDR` when
//! set); stops on SIGTERM or Ctrl-C.

use etims_sim::{Config, Simulator};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shop_common::telemetry::init("etims-sim");
    anyhow::ensure!(
        !shop_common::profile::Profile::from_env()?.is_production(),
        "etims-sim refuses to start with SHOP_ENV=production: it is the stand-in for KRA's \
         eTIMS, for development and tests only"
    );
    shop_common::metrics::install("etims-sim").await?;
    let config = Config::from_env()?;
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} (ETIMS_SIM_ADDR): {e}", config.addr))?;
    tracing::info!(addr = %config.addr, device_serial = %config.device_serial, "eTIMS simulator listening");
    etims_sim::serve(
        listener,
        Simulator::new(config),
        shop_common::grpc::shutdown_signal(),
    )
    .await?;
    Ok(())
}
