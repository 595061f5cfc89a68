//! A local stand-in for Safaricom's Daraja, behaving as MPESA.md describes it so that pointing
//! `DARAJA_BASE_URL` at Safaricom changes nothing in the shop's code: OAuth, M-Pesa Express
//! (STK push) with every field checked, the callback after a short delay with Safaricom's
//! retries, STK query, C2B URL registration with a control that pays a Paybill like a shopper
//! ([`c2b`]), and test controls under `/simulator/`.
//!
//! The payer's answer is chosen by the last four digits of `PhoneNumber`; see
//! [`test_numbers`].
//!
//! Other crates' tests start it in-process:
//!
//! ```no_run
//! # async fn example() -> anyhow::Result<()> {
//! let mut config = daraja_sim::Config::default();
//! config.callback_delay = std::time::Duration::from_millis(100);
//! let sim = daraja_sim::start(config).await?;
//! // DARAJA_BASE_URL = sim.base_url
//! # Ok(())
//! # }
//! ```

pub mod c2b;
mod callback;
pub mod config;
pub mod domain;
pub mod error;
mod extract;
pub mod payout;
pub mod received;
mod request_log;
mod routes;
pub mod simulator;

use std::future::Future;
use std::net::SocketAddr;

use axum::Router;
use axum::middleware;
use tokio::net::TcpListener;
use tokio::sync::oneshot;

pub use crate::config::Config;
pub use crate::domain::outcome::{Outcome, test_numbers};
pub use crate::domain::password::stk_password;
pub use crate::error::DarajaError;
pub use crate::received::{CallbackAttempt, ReceivedPush};
pub use crate::simulator::Simulator;

/// Every route, with the one-line-per-request log.
pub fn app(sim: Simulator) -> Router {
    Router::new()
        .merge(routes::oauth::routes())
        .merge(routes::stk_push::routes())
        .merge(routes::stk_query::routes())
        .merge(routes::c2b::routes())
        .merge(routes::payout::routes())
        .merge(routes::controls::routes())
        .merge(routes::health::routes())
        .with_state(sim)
        .layer(middleware::from_fn(request_log::log_request))
}

/// Serves the simulator on `listener` until `shutdown` completes; scheduled callbacks stop
/// with it.
pub async fn serve(
    listener: TcpListener,
    sim: Simulator,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let result = axum::serve(listener, app(sim.clone()))
        .with_graceful_shutdown(shutdown)
        .await;
    sim.abort_callbacks();
    result
}

/// A simulator serving on a free loopback port; dropping it stops it.
pub struct RunningSim {
    /// `http://127.0.0.1:<port>`: the value for `DARAJA_BASE_URL`.
    pub base_url: String,
    pub addr: SocketAddr,
    sim: Simulator,
    shutdown: Option<oneshot::Sender<()>>,
}

/// Starts a simulator in this process on `127.0.0.1:0` (`config.addr` is not used).
///
/// # Errors
/// When its HTTP client cannot be built or no loopback port can be bound.
pub async fn start(config: Config) -> anyhow::Result<RunningSim> {
    let sim = Simulator::new(config)?;
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    let (shutdown, stopped) = oneshot::channel::<()>();
    let server = serve(listener, sim.clone(), async {
        let _ = stopped.await;
    });
    tokio::spawn(async move {
        if let Err(error) = server.await {
            tracing::error!(%error, "Daraja simulator stopped");
        }
    });
    Ok(RunningSim {
        base_url: format!("http://{addr}"),
        addr,
        sim,
        shutdown: Some(shutdown),
    })
}

impl RunningSim {
    /// The STK pushes received so far, oldest first.
    pub fn requests(&self) -> Vec<ReceivedPush> {
        self.sim.requests()
    }

    /// Every issued token stops working; returns how many were still valid.
    pub fn expire_tokens(&self) -> usize {
        self.sim.expire_tokens()
    }

    /// Sends an answered push's callback once more; the receiver's HTTP status.
    pub async fn resend_callback(&self, checkout_request_id: &str) -> Result<u16, DarajaError> {
        self.sim.resend_callback(checkout_request_id).await
    }

    pub fn simulator(&self) -> &Simulator {
        &self.sim
    }
}

impl Drop for RunningSim {
    fn drop(&mut self) {
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        self.sim.abort_callbacks();
    }
}
