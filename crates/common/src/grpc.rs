//! The gRPC server every service runs: its own routes plus the standard `grpc.health.v1` service,
//! stopped gracefully on SIGINT or SIGTERM (health flips to NOT_SERVING first, then in-flight
//! calls finish). Health tells the truth about the service's database: NOT_SERVING while it
//! cannot be reached, SERVING again once it can; meanwhile the calls that need it are refused at
//! once ([`crate::reachability`]).

use std::time::Duration;

use sqlx::PgPool;
use tokio::net::TcpListener;
use tonic::service::Routes;
use tonic::transport::Server;
use tonic::transport::server::TcpIncoming;
use tonic_health::ServingStatus;

use crate::reachability::{Reachability, RefuseWhileUnreachableLayer};

/// How often the health watcher pings the database while it answers, and how long one ping may
/// take.
pub const DATABASE_CHECK_INTERVAL: Duration = Duration::from_secs(1);
/// 1.5 s: at 800 ms, pings on a 2-core machine running the Rust tests 4 at a time timed out
/// twice in a row often enough to refuse calls (33 failures in one test run).
pub const DATABASE_CHECK_TIMEOUT: Duration = Duration::from_millis(1500);
/// How often it pings while the database does not answer: one failed ping refuses calls only
/// until the next ping succeeds, and a database that is back is seen within a quarter second.
pub const DATABASE_RECHECK_INTERVAL: Duration = Duration::from_millis(250);

/// The message of a call answered UNAVAILABLE because the service's database cannot be reached.
pub const DATABASE_UNAVAILABLE: &str = "the service's database is unreachable";

/// How a service's calls depend on its database: the verdict the health watcher keeps, and the
/// methods (by name: `GetProduct`) that may answer without the database, so are not refused
/// while it is unreachable (they check [`Reachability::ensure`] before they fall back on it).
#[derive(Debug, Clone, Default)]
pub struct DatabaseWatch {
    pub reachability: Reachability,
    pub answer_without_database: &'static [&'static str],
}

/// Serves `routes` and the health service on `listener` until `shutdown` resolves.
/// `service_name` is the fully-qualified gRPC service name; it (and the server as a whole, `""`)
/// is reported SERVING while `database` answers a ping, NOT_SERVING while it does not, and
/// meanwhile every call but health's is answered UNAVAILABLE at once.
pub async fn serve(
    listener: TcpListener,
    service_name: &str,
    routes: Routes,
    database: PgPool,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    serve_watched(
        listener,
        service_name,
        routes,
        database,
        DatabaseWatch::default(),
        shutdown,
    )
    .await
}

/// How the server treats its connections.
#[derive(Debug, Clone, Copy)]
pub struct ServerSettings {
    /// `GRPC_MAX_CONNECTION_AGE_SECS` (0: forever): a connection older than this is closed
    /// gracefully (GOAWAY, calls in flight finish), so a client that holds one HTTP/2 connection
    /// per service reconnects and lands on another replica now and then: new replicas of an
    /// autoscaled service get their share.
    pub max_connection_age: Option<Duration>,
}

/// Default of `GRPC_MAX_CONNECTION_AGE_SECS`: five minutes.
pub const DEFAULT_MAX_CONNECTION_AGE: Duration = Duration::from_secs(300);

impl ServerSettings {
    pub fn from_env() -> anyhow::Result<Self> {
        let secs: u64 = crate::config::parse(
            "GRPC_MAX_CONNECTION_AGE_SECS",
            DEFAULT_MAX_CONNECTION_AGE.as_secs(),
        )?;
        Ok(Self {
            max_connection_age: (secs > 0).then(|| Duration::from_secs(secs)),
        })
    }
}

/// [`serve`], with the watcher's verdict published in `watch.reachability` and the methods of
/// `watch.answer_without_database` let through while the database is unreachable.
pub async fn serve_watched(
    listener: TcpListener,
    service_name: &str,
    routes: Routes,
    database: PgPool,
    watch: DatabaseWatch,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let settings = ServerSettings::from_env()?;
    serve_with(
        listener,
        service_name,
        routes,
        database,
        watch,
        settings,
        shutdown,
    )
    .await
}

/// [`serve_watched`] with explicit [`ServerSettings`].
pub async fn serve_with(
    listener: TcpListener,
    service_name: &str,
    routes: Routes,
    database: PgPool,
    watch: DatabaseWatch,
    settings: ServerSettings,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let (reporter, health_service) = tonic_health::server::health_reporter();
    let mut probe = crate::db::Probe::new(&database);
    let reachable = probe.reachable(DATABASE_CHECK_TIMEOUT).await;
    watch.reachability.set(reachable);
    let initial = serving_status(reachable);
    reporter.set_service_status(service_name, initial).await;
    reporter.set_service_status("", initial).await;
    let watcher = tokio::spawn(watch_database(
        probe,
        reporter.clone(),
        service_name.to_owned(),
        watch.reachability.clone(),
    ));
    let _pool_metrics = crate::metrics::watch_pool(&database);

    let name = service_name.to_owned();
    let signal = async move {
        shutdown.await;
        watcher.abort();
        tracing::info!(service = %name, "shutting down: health NOT_SERVING, draining calls");
        reporter
            .set_service_status(&name, ServingStatus::NotServing)
            .await;
        reporter
            .set_service_status("", ServingStatus::NotServing)
            .await;
    };

    tracing::info!(addr = %listener.local_addr()?, service = service_name, "gRPC listening");
    // Without TCP_NODELAY small responses wait on delayed ACKs (about 40 ms a call).
    let incoming = TcpIncoming::from(listener).with_nodelay(Some(true));
    let mut server = Server::builder();
    if let Some(age) = settings.max_connection_age {
        // No `max_connection_age_grace`: with one, tonic 0.14 skips the graceful close and cuts
        // the connection at age + grace; without, it sends GOAWAY at `age` and lets the calls in
        // flight finish (each bounded by its caller's deadline).
        server = server.max_connection_age(age);
    }
    server
        .layer(crate::traced::TraceCallsLayer)
        .layer(crate::grpc_metrics::GrpcMetricsLayer)
        .layer(RefuseWhileUnreachableLayer::new(
            watch.reachability,
            service_name,
            watch.answer_without_database,
        ))
        .add_routes(routes.add_service(health_service))
        .serve_with_incoming_shutdown(incoming, signal)
        .await?;
    // The last spans leave before the process does.
    crate::telemetry::shutdown();
    Ok(())
}

fn serving_status(reachable: bool) -> ServingStatus {
    if reachable {
        ServingStatus::Serving
    } else {
        ServingStatus::NotServing
    }
}

/// Pings the database through its own connection ([`crate::db::Probe`]) every
/// [`DATABASE_CHECK_INTERVAL`] ([`DATABASE_RECHECK_INTERVAL`] while it is unreachable), publishes each verdict in `reachability` at once, and reports the service
/// NOT_SERVING while the ping fails, SERVING when it succeeds again; each change is logged once.
async fn watch_database(
    mut probe: crate::db::Probe,
    reporter: tonic_health::server::HealthReporter,
    service_name: String,
    reachability: Reachability,
) {
    // Failed pings in a row: one slow ping on a busy machine is not an outage (it used to flip
    // the service to NOT_SERVING and refuse every call for a moment); the second, asked
    // DATABASE_RECHECK_INTERVAL later, is.
    let mut failures = 0u32;
    loop {
        let interval = if reachability.is_reachable() && failures == 0 {
            DATABASE_CHECK_INTERVAL
        } else {
            DATABASE_RECHECK_INTERVAL
        };
        tokio::time::sleep(interval).await;
        let answered = probe.reachable(DATABASE_CHECK_TIMEOUT).await;
        failures = if answered {
            0
        } else {
            failures.saturating_add(1)
        };
        let reachable = answered || (reachability.is_reachable() && failures < 2);
        if reachability.set(reachable) == reachable {
            continue;
        }
        if reachable {
            tracing::info!(service = %service_name, "database reachable again: SERVING");
        } else {
            tracing::error!(
                service = %service_name,
                "database unreachable: NOT_SERVING, calls that need it refused"
            );
        }
        let status = serving_status(reachable);
        reporter.set_service_status(&service_name, status).await;
        reporter.set_service_status("", status).await;
    }
}

/// Resolves on SIGINT or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
}

/// Turns an unexpected error into `Status::internal` with a generic message, logging the detail
/// once here, so SQL or driver text never reaches a caller. A database that cannot be reached
/// (a `sqlx::Error`, directly or inside an `anyhow::Error`, that [`crate::db::is_unreachable`]
/// recognises) is `Status::unavailable` instead: nothing was done, trying later may work.
pub fn internal<E: std::fmt::Display + 'static>(context: &str, err: E) -> tonic::Status {
    use crate::errors::{ErrorCode, status, status_of};
    if is_database_unreachable(&err) {
        tracing::warn!(error = %err, "{context}: database unreachable");
        return crate::reachability::unreachable();
    }
    if database_error(&err).is_some_and(crate::db::is_data_exception) {
        tracing::warn!(error = %err, "{context}: refused by the database as data");
        return status(ErrorCode::BadRequest, UNSTORABLE_VALUE);
    }
    tracing::error!(error = %err, "{context}");
    status_of(ErrorCode::ServerError)
}

/// The message of a call whose input PostgreSQL refused as data (a NUL character, a number
/// out of range) although validation let it through: the caller's input, not our fault.
pub const UNSTORABLE_VALUE: &str = "The request contains a value that cannot be stored \
     (a control character or a number out of range)";

fn is_database_unreachable(err: &dyn std::any::Any) -> bool {
    database_error(err).is_some_and(crate::db::is_unreachable)
}

/// The `sqlx::Error` that `err` is or (as an `anyhow::Error`) wraps.
fn database_error(err: &dyn std::any::Any) -> Option<&sqlx::Error> {
    if let Some(e) = err.downcast_ref::<sqlx::Error>() {
        return Some(e);
    }
    if let Some(e) = err.downcast_ref::<&sqlx::Error>() {
        return Some(*e);
    }
    err.downcast_ref::<anyhow::Error>()?
        .chain()
        .find_map(|c| c.downcast_ref::<sqlx::Error>())
}

/// A channel to another service that connects lazily (so a service starts, and reports, while
/// the other is down), gives up connecting after a second, and bounds every call by `timeout`.
/// `variable` names the setting `url` came from, for the error message.
pub fn client_channel(
    variable: &str,
    url: &str,
    timeout: std::time::Duration,
) -> anyhow::Result<tonic::transport::Channel> {
    use std::time::Duration;
    Ok(tonic::transport::Endpoint::from_shared(url.to_owned())
        .map_err(|e| anyhow::anyhow!("{variable} {url:?} is invalid: {e}"))?
        .connect_timeout(Duration::from_secs(1))
        .timeout(timeout)
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .keep_alive_while_idle(true)
        .connect_lazy())
}

/// A channel to another service whose every call carries the current span's trace context and
/// the served call's request id ([`crate::telemetry::inject`]).
pub type TracedChannel = tonic::service::interceptor::InterceptedService<
    tonic::transport::Channel,
    fn(tonic::Request<()>) -> Result<tonic::Request<()>, tonic::Status>,
>;

/// [`client_channel`], traced: see [`TracedChannel`].
pub fn traced_client_channel(
    variable: &str,
    url: &str,
    timeout: std::time::Duration,
) -> anyhow::Result<TracedChannel> {
    let propagate: fn(tonic::Request<()>) -> Result<tonic::Request<()>, tonic::Status> =
        |mut request| {
            crate::telemetry::inject(request.metadata_mut());
            Ok(request)
        };
    Ok(tonic::service::interceptor::InterceptedService::new(
        client_channel(variable, url, timeout)?,
        propagate,
    ))
}

/// What is left of the caller's deadline, from the request's `grpc-timeout` header (gRPC's
/// wire format: up to 8 digits and a unit H, M, S, m, u or n); `None` when it set none. A callee
/// that does work on its own (an outside call, a detached task) answers within it.
pub fn deadline(metadata: &tonic::metadata::MetadataMap) -> Option<std::time::Duration> {
    use std::time::Duration;
    let value = metadata.get("grpc-timeout")?.to_str().ok()?;
    let (digits, unit) = value.split_at(value.len().checked_sub(1)?);
    let amount: u64 = digits.parse().ok()?;
    Some(match unit {
        "H" => Duration::from_secs(amount.saturating_mul(3600)),
        "M" => Duration::from_secs(amount.saturating_mul(60)),
        "S" => Duration::from_secs(amount),
        "m" => Duration::from_millis(amount),
        "u" => Duration::from_micros(amount),
        "n" => Duration::from_nanos(amount),
        _ => return None,
    })
}

#[cfg(test)]
mod deadline_tests {
    use super::deadline;
    use std::time::Duration;

    fn with(value: &str) -> tonic::metadata::MetadataMap {
        let mut map = tonic::metadata::MetadataMap::new();
        map.insert("grpc-timeout", value.parse().unwrap());
        map
    }

    #[test]
    fn reads_every_unit_and_refuses_garbage() {
        assert_eq!(deadline(&with("5000m")), Some(Duration::from_secs(5)));
        assert_eq!(deadline(&with("15S")), Some(Duration::from_secs(15)));
        assert_eq!(deadline(&with("2M")), Some(Duration::from_secs(120)));
        assert_eq!(deadline(&with("1H")), Some(Duration::from_secs(3600)));
        assert_eq!(deadline(&with("250000u")), Some(Duration::from_millis(250)));
        assert_eq!(deadline(&with("7n")), Some(Duration::from_nanos(7)));
        assert_eq!(deadline(&with("5x")), None);
        assert_eq!(deadline(&with("m")), None);
        assert_eq!(deadline(&tonic::metadata::MetadataMap::new()), None);
    }
}
