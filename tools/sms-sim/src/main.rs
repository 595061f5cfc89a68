//! Starts the SMS simulator on `SMS_SIM_ADDR` (its process metrics on `METRICS_ADDR` when set);
//! stops on SIGTERM or Ctrl-C.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shop_common::telemetry::init("sms-sim");
    anyhow::ensure!(
        !shop_common::profile::Profile::from_env()?.is_production(),
        "sms-sim refuses to start with SHOP_ENV=production: it is the stand-in for the SMS \
         provider, for development and tests only"
    );
    shop_common::metrics::install("sms-sim").await?;
    let config = sms_sim::Config::from_env()?;
    let listener = tokio::net::TcpListener::bind(&config.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {} (SMS_SIM_ADDR): {e}", config.addr))?;
    tracing::info!(addr = %config.addr, username = %config.username, "SMS simulator listening");
    let sim = sms_sim::Simulator::new(config);
    sms_sim::serve(listener, sim, shop_common::grpc::shutdown_signal()).await?;
    Ok(())
}
