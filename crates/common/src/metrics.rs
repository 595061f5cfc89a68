//! Prometheus metrics of every binary (docs/decisions.md "Metrics (issue 22)").
//!
//! The code records through the `metrics` facade; [`install`] puts the one recorder of the
//! process in place (`metrics-exporter-prometheus`) and, when `METRICS_ADDR` is set, serves its
//! text format at `GET /metrics` on that address: an admin port of its own, which neither the
//! Ingress nor nginx routes. Unset, the recorder still records and nothing listens. The scraper
//! adds the `service` (and pod) labels; nothing here does.
//!
//! The names below are a contract: a dashboard and alerts are written against them.
//! Figures that live in a database (the outbox, the dead letters, the pending prompts) are
//! sampled every [`SAMPLE_EVERY`] by a task of the service that owns the table; the process
//! metrics are read at each scrape.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use ::metrics::{Unit, counter, describe_counter, describe_gauge, describe_histogram, gauge};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use sqlx::PgPool;
use tokio::net::TcpListener;

/// The variable holding the metrics listener's address (`0.0.0.0:9464`); unset: no listener.
pub const ADDR_VAR: &str = "METRICS_ADDR";

/// The buckets of every histogram (all of them are durations, in seconds): web latencies from
/// 5 ms to 10 s.
pub const LATENCY_BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// How often the figures read from a database are sampled.
pub const SAMPLE_EVERY: Duration = Duration::from_secs(5);
/// How often the pool's gauges are read (no query: the pool's own counters).
const POOL_GAUGES_EVERY: Duration = Duration::from_secs(1);
/// How often histogram samples are folded into their buckets when nobody scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// The gateway's requests, by `method`, `route` (the route's template, never the raw path) and
/// `status`.
pub const HTTP_REQUESTS: &str = "http_server_requests_total";
pub const HTTP_DURATION: &str = "http_server_request_duration_seconds";
/// The calls a service answered, by `service`, `method` and `code`.
pub const GRPC_REQUESTS: &str = "grpc_server_requests_total";
pub const GRPC_DURATION: &str = "grpc_server_request_duration_seconds";
/// The service's PostgreSQL pool: connections by `state` (`idle`, `in_use`), its size limit,
/// and how long a connection took to get (sampled, [`watch_pool`]).
pub const DB_POOL_CONNECTIONS: &str = "db_pool_connections";
pub const DB_POOL_MAX: &str = "db_pool_max_connections";
pub const DB_POOL_ACQUIRE_WAIT: &str = "db_pool_acquire_wait_seconds";
/// Events committed to the outbox and not yet published, and the age of the oldest.
pub const OUTBOX_BACKLOG: &str = "outbox_backlog";
pub const OUTBOX_OLDEST_AGE: &str = "outbox_oldest_age_seconds";
/// A consumer's failed handlings sent to a retry queue, by `queue`.
pub const CONSUMER_RETRIES: &str = "events_consumer_retries_total";
/// Dead letters waiting for an admin's replay (sampled), and messages dead-lettered by this
/// process, by `queue`.
pub const DEAD_LETTERS: &str = "events_dead_letters";
pub const DEAD_LETTERED: &str = "events_dead_lettered_total";
/// The catalog's Redis cache: lookups by `cache` (what is cached: `product`, `list`, ...) and
/// `result` (`hit`, `miss`).
pub const CACHE_REQUESTS: &str = "cache_requests_total";
/// The catalog's in-memory search index: documents, and how stale it may be.
pub const SEARCH_DOCUMENTS: &str = "search_index_documents";
pub const SEARCH_LAG: &str = "search_index_lag_seconds";
/// Daraja's answers by `operation` (`stk_push`, `stk_query`) and `result_code`, and their time.
pub const DARAJA_REQUESTS: &str = "daraja_requests_total";
pub const DARAJA_DURATION: &str = "daraja_request_duration_seconds";
/// M-Pesa prompts sent and not settled yet (sampled).
pub const MPESA_PROMPTS_PENDING: &str = "mpesa_prompts_pending";
/// Paid M-Pesa callbacks kept, neither matched to a prompt nor settled as a refund due; and
/// those settled as refunds due, ever (both sampled).
pub const MPESA_KEPT_PAID_CALLBACKS: &str = "mpesa_kept_paid_callbacks";
pub const MPESA_UNMATCHED_REFUNDS: &str = "mpesa_unmatched_refunds";
/// Orders stored, and orders marked paid, by payment `method`.
pub const ORDERS_PLACED: &str = "orders_placed_total";
pub const ORDERS_PAID: &str = "orders_paid_total";

struct Installed {
    handle: PrometheusHandle,
    process: metrics_process::Collector,
}

static INSTALLED: OnceLock<Installed> = OnceLock::new();

/// Installs the process's recorder, once: what is recorded before goes nowhere, so a binary
/// calls this (or [`install`]) first. Later calls do nothing.
pub fn init() {
    installed();
}

fn installed() -> &'static Installed {
    INSTALLED.get_or_init(|| {
        let builder = PrometheusBuilder::new()
            .set_buckets(&LATENCY_BUCKETS)
            .unwrap_or_else(|_| PrometheusBuilder::new());
        let recorder = builder.build_recorder();
        let handle = recorder.handle();
        if let Err(e) = ::metrics::set_global_recorder(recorder) {
            tracing::warn!(error = %e, "another metrics recorder is installed: these metrics go nowhere");
        }
        // Without scrapes, histogram samples would pile up until the next render.
        let upkeep = handle.clone();
        let _ = std::thread::Builder::new()
            .name("metrics-upkeep".to_owned())
            .spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_EVERY);
                    upkeep.run_upkeep();
                }
            });
        let process = metrics_process::Collector::default();
        process.describe();
        describe();
        Installed { handle, process }
    })
}

/// [`init`], and when `METRICS_ADDR` is set, `GET /metrics` served there (in the background,
/// for the life of the process). Fails, naming the variable, when the address cannot be bound.
pub async fn install(binary: &str) -> anyhow::Result<()> {
    init();
    let addr = crate::config::string(ADDR_VAR, "");
    if addr.is_empty() {
        return Ok(());
    }
    let listener = TcpListener::bind(addr.trim())
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {addr} ({ADDR_VAR}): {e}"))?;
    tracing::info!(binary, addr = %listener.local_addr()?, "metrics listening at /metrics");
    tokio::spawn(serve(listener));
    Ok(())
}

/// Serves `GET /metrics` on `listener` until the process ends (404 for any other path).
pub async fn serve(listener: TcpListener) {
    init();
    let app = axum::Router::new().route("/metrics", axum::routing::get(scrape));
    if let Err(e) = axum::serve(listener, app).await {
        tracing::error!(error = %e, "the metrics listener stopped");
    }
}

async fn scrape() -> impl axum::response::IntoResponse {
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        render(),
    )
}

/// Everything recorded so far in Prometheus' text format, the process metrics read now.
pub fn render() -> String {
    let installed = installed();
    installed.process.collect();
    installed.handle.render()
}

/// The HELP lines. Every binary describes every name; only what a binary records is rendered.
fn describe() {
    describe_counter!(
        HTTP_REQUESTS,
        "HTTP requests answered, by method, route template and status."
    );
    describe_histogram!(
        HTTP_DURATION,
        Unit::Seconds,
        "Time to answer an HTTP request (to its response head), by method, route and status."
    );
    describe_counter!(
        GRPC_REQUESTS,
        "gRPC calls answered, by service, method and status code."
    );
    describe_histogram!(
        GRPC_DURATION,
        Unit::Seconds,
        "Time to answer a gRPC call (to its status), by service, method and code."
    );
    describe_gauge!(
        DB_POOL_CONNECTIONS,
        "Open connections of the PostgreSQL pool, by state (idle, in_use)."
    );
    describe_gauge!(DB_POOL_MAX, "The PostgreSQL pool's size limit.");
    describe_histogram!(
        DB_POOL_ACQUIRE_WAIT,
        Unit::Seconds,
        "Time to get a pooled PostgreSQL connection, sampled by a probe every 5 s that waits \
         in the same queue as the calls."
    );
    describe_gauge!(
        OUTBOX_BACKLOG,
        "Events committed to the outbox and not yet published to the broker."
    );
    describe_gauge!(
        OUTBOX_OLDEST_AGE,
        Unit::Seconds,
        "Age of the oldest unpublished outbox event (0 when none waits)."
    );
    describe_counter!(
        CONSUMER_RETRIES,
        "Event handlings that failed and were scheduled for a retry, by queue."
    );
    describe_gauge!(
        DEAD_LETTERS,
        "Dead letters waiting for an admin's replay, by queue."
    );
    describe_counter!(
        DEAD_LETTERED,
        "Event messages this process gave up on (stored as dead letters), by queue."
    );
    describe_counter!(
        CACHE_REQUESTS,
        "Cache lookups, by cache and result (hit, miss; Redis unavailable counts as a miss)."
    );
    describe_gauge!(SEARCH_DOCUMENTS, "Products in the search index.");
    describe_gauge!(
        SEARCH_LAG,
        Unit::Seconds,
        "Time since the search index last applied the product change log to its end: how \
         stale it may be."
    );
    describe_counter!(
        DARAJA_REQUESTS,
        "Daraja STK push and query answers, by operation and result code (or unreachable, \
         no_answer, unexpected)."
    );
    describe_histogram!(
        DARAJA_DURATION,
        Unit::Seconds,
        "Time of a Daraja STK push or query, token included, by operation."
    );
    describe_gauge!(
        MPESA_PROMPTS_PENDING,
        "M-Pesa prompts sent and not settled yet."
    );
    describe_gauge!(
        MPESA_KEPT_PAID_CALLBACKS,
        "Paid M-Pesa callbacks neither matched to a prompt nor settled as a refund due."
    );
    describe_gauge!(
        MPESA_UNMATCHED_REFUNDS,
        "Paid M-Pesa callbacks Daraja confirmed that matched no prompt: refunds due, ever."
    );
    describe_counter!(ORDERS_PLACED, "Orders stored, by payment method.");
    describe_counter!(ORDERS_PAID, "Orders marked paid, by payment method.");
}

/// A sampling task, stopped when this is dropped.
#[must_use = "the sampler stops when dropped"]
pub struct Sampler(tokio::task::JoinHandle<()>);

impl Drop for Sampler {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Runs `sample` now and every `period` after, until the returned [`Sampler`] is dropped.
pub fn every<F, Fut>(period: Duration, mut sample: F) -> Sampler
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send,
{
    Sampler(tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            sample().await;
        }
    }))
}

/// The pool's gauges (every second) and its acquire wait (every [`SAMPLE_EVERY`]).
///
/// The wait is sampled by a probe rather than measured at every call: sqlx acquires inside each
/// query (`.fetch_one(&pool)` all over the code), with no hook that knows when a caller started
/// waiting. The probe asks the pool for a connection as a call does, waiting its turn in the
/// same fair queue behind the calls already waiting, gets the liveness ping a call gets, and
/// gives the connection straight back: its wait is the one a call arriving then would see.
pub fn watch_pool(pool: &PgPool) -> Sampler {
    let pool = pool.clone();
    Sampler(tokio::spawn(async move {
        gauge!(DB_POOL_MAX).set(f64::from(pool.options().get_max_connections()));
        let gauges = async {
            let idle = gauge!(DB_POOL_CONNECTIONS, "state" => "idle");
            let in_use = gauge!(DB_POOL_CONNECTIONS, "state" => "in_use");
            loop {
                let (open, free) = (pool.size(), pool.num_idle());
                let free = u32::try_from(free).unwrap_or(u32::MAX).min(open);
                idle.set(f64::from(free));
                in_use.set(f64::from(open - free));
                tokio::time::sleep(POOL_GAUGES_EVERY).await;
            }
        };
        let probe = async {
            let waits = ::metrics::histogram!(DB_POOL_ACQUIRE_WAIT);
            loop {
                let started = Instant::now();
                let connection = pool.acquire().await;
                waits.record(started.elapsed().as_secs_f64());
                drop(connection);
                tokio::time::sleep(SAMPLE_EVERY).await;
            }
        };
        tokio::join!(gauges, probe);
    }))
}

/// The outbox's backlog and the age of its oldest unpublished event, every [`SAMPLE_EVERY`]
/// (the relay of the pool's schema runs it).
pub fn watch_outbox(pool: &PgPool) -> Sampler {
    let pool = pool.clone();
    every(SAMPLE_EVERY, move || {
        let pool = pool.clone();
        async move {
            let sampled: sqlx::Result<(i64, Option<f64>)> = sqlx::query_as(
                "SELECT count(*), EXTRACT(EPOCH FROM now() - min(created_at))::float8
                 FROM event_outbox WHERE published_at IS NULL",
            )
            .fetch_one(&pool)
            .await;
            match sampled {
                Ok((backlog, oldest)) => {
                    gauge!(OUTBOX_BACKLOG).set(backlog as f64);
                    gauge!(OUTBOX_OLDEST_AGE).set(oldest.unwrap_or(0.0).max(0.0));
                }
                Err(e) => tracing::debug!(error = %e, "sampling the outbox failed"),
            }
        }
    })
}

/// The consumer of `queue` started: its counters exist from 0 on, and its dead letters waiting
/// for a replay are counted every [`SAMPLE_EVERY`].
pub fn watch_consumer(pool: &PgPool, queue: &str) -> Sampler {
    counter!(CONSUMER_RETRIES, "queue" => queue.to_owned()).absolute(0);
    counter!(DEAD_LETTERED, "queue" => queue.to_owned()).absolute(0);
    let pool = pool.clone();
    let queue = queue.to_owned();
    every(SAMPLE_EVERY, move || {
        let pool = pool.clone();
        let queue = queue.clone();
        async move {
            let waiting: sqlx::Result<i64> = sqlx::query_scalar(
                "SELECT count(*) FROM event_dead_letters
                 WHERE consumer = $1 AND replayed_at IS NULL",
            )
            .bind(&queue)
            .fetch_one(&pool)
            .await;
            match waiting {
                Ok(waiting) => gauge!(DEAD_LETTERS, "queue" => queue).set(waiting as f64),
                Err(e) => tracing::debug!(error = %e, "sampling the dead letters failed"),
            }
        }
    })
}

/// A failed handling of a `queue` message was scheduled for a retry.
pub fn event_retried(queue: &str) {
    counter!(CONSUMER_RETRIES, "queue" => queue.to_owned()).increment(1);
}

/// A `queue` message was stored as a dead letter.
pub fn event_dead_lettered(queue: &str) {
    counter!(DEAD_LETTERED, "queue" => queue.to_owned()).increment(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_span_web_latencies_in_order() {
        assert_eq!(LATENCY_BUCKETS.first(), Some(&0.005));
        assert_eq!(LATENCY_BUCKETS.last(), Some(&10.0));
        assert!(LATENCY_BUCKETS.windows(2).all(|w| w[0] < w[1]));
    }

    /// The recorder is the process's: this test checks what goes through it, by names of its
    /// own, so it holds beside any other test of this binary.
    #[tokio::test]
    async fn renders_what_is_recorded_with_the_latency_buckets_and_serves_it() {
        init();
        counter!("test_metrics_counter_total", "queue" => "q").increment(2);
        ::metrics::histogram!("test_metrics_duration_seconds").record(0.03);
        let text = render();
        assert!(
            text.contains("test_metrics_counter_total{queue=\"q\"} 2"),
            "{text}"
        );
        assert!(
            text.contains("test_metrics_duration_seconds_bucket{le=\"0.05\"} 1"),
            "{text}"
        );
        assert!(
            text.contains("test_metrics_duration_seconds_bucket{le=\"0.025\"} 0"),
            "{text}"
        );
        assert!(text.contains("process_resident_memory_bytes"), "{text}");

        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(serve(listener));
        let scraped = http_get(addr, "/metrics").await;
        assert!(scraped.starts_with("HTTP/1.1 200"), "{scraped}");
        assert!(
            scraped.contains("content-type: text/plain; version=0.0.4"),
            "{scraped}"
        );
        assert!(scraped.contains("test_metrics_counter_total"), "{scraped}");
        assert!(http_get(addr, "/").await.starts_with("HTTP/1.1 404"));
    }

    async fn http_get(addr: std::net::SocketAddr, path: &str) -> String {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        stream
            .write_all(
                format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
            )
            .await
            .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
    }
}
