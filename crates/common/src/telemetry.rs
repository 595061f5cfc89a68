//! Logs and traces. Logs: human-readable lines in development, JSON lines when `LOG_FORMAT=json`,
//! each carrying the request id and trace id of the request it belongs to. Traces: OpenTelemetry
//! spans from `tracing`, exported over OTLP/gRPC when `OTEL_EXPORTER_OTLP_ENDPOINT` (or
//! `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, with the W3C trace context (`traceparent`)
//! carried across HTTP, gRPC metadata, the outbox and AMQP headers, so one checkout is one trace.
//!
//! Spans get trace ids even without an exporter: the ids are what ties log lines together.

use std::sync::OnceLock;

use opentelemetry::propagation::{Extractor, Injector, TextMapPropagator};
use opentelemetry::trace::{TraceContextExt, TracerProvider as _};
use opentelemetry_otlp::WithExportConfig;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tonic::codegen::http::HeaderMap;
use tracing_opentelemetry::OpenTelemetrySpanExt;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

use crate::caller::{REQUEST_ID_METADATA, TRACEPARENT_METADATA};

/// The process's tracer provider, flushed by [`shutdown`].
static PROVIDER: OnceLock<SdkTracerProvider> = OnceLock::new();

tokio::task_local! {
    /// The request id of the call being served, for the calls it makes in turn.
    static REQUEST_ID: String;
}

/// Installs the global subscriber (once per process; later calls change nothing). `RUST_LOG`
/// overrides the default `info` filter. Call it inside the Tokio runtime: the OTLP exporter
/// runs on it.
pub fn init(service: &str) {
    let endpoint = exporting().then(|| {
        crate::config::string(
            "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
            &crate::config::string("OTEL_EXPORTER_OTLP_ENDPOINT", ""),
        )
    });
    install(service, endpoint);
}

/// [`init`], exporting spans to the OTLP/gRPC `endpoint` when there is one (tests give their
/// own receiver's address).
pub fn install(service: &str, endpoint: Option<String>) {
    crate::tls::install_provider();
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info,h2=warn"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let fmt = if json {
        // The spans of the event (the request's, with its request and trace ids, first).
        tracing_subscriber::fmt::layer()
            .json()
            .flatten_event(true)
            .with_current_span(false)
            .with_span_list(true)
            .with_target(true)
            .boxed()
    } else {
        tracing_subscriber::fmt::layer()
            .compact()
            .with_target(true)
            .boxed()
    };
    let provider = tracer_provider(service, endpoint.as_deref());
    let tracer = provider.tracer(service.to_owned());
    let otel = tracing_opentelemetry::layer()
        .with_tracer(tracer)
        .with_tracked_inactivity(false);
    let installed = tracing_subscriber::registry()
        .with(filter)
        .with(fmt)
        .with(otel)
        .try_init()
        .is_ok();
    if installed {
        opentelemetry::global::set_text_map_propagator(TraceContextPropagator::new());
        let _ = PROVIDER.set(provider);
        tracing::info!(
            service,
            exporting = endpoint.is_some(),
            "telemetry initialised"
        );
    }
}

/// Whether spans leave the process (an OTLP endpoint is configured).
fn exporting() -> bool {
    [
        "OTEL_EXPORTER_OTLP_ENDPOINT",
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
    ]
    .iter()
    .any(|name| std::env::var(name).is_ok_and(|v| !v.trim().is_empty()))
        && !std::env::var("OTEL_TRACES_EXPORTER").is_ok_and(|v| v.trim() == "none")
}

/// A provider that exports over OTLP/gRPC to `endpoint`, or one that only makes ids.
/// `OTEL_SERVICE_NAME` overrides `service`; `OTEL_RESOURCE_ATTRIBUTES` adds to it.
fn tracer_provider(service: &str, endpoint: Option<&str>) -> SdkTracerProvider {
    let name = crate::config::string("OTEL_SERVICE_NAME", service);
    let resource = opentelemetry_sdk::Resource::builder()
        .with_service_name(name)
        .build();
    let builder = SdkTracerProvider::builder().with_resource(resource);
    let Some(endpoint) = endpoint else {
        return builder.build();
    };
    match opentelemetry_otlp::SpanExporter::builder()
        .with_tonic()
        .with_endpoint(endpoint)
        .build()
    {
        Ok(exporter) => builder.with_batch_exporter(exporter).build(),
        Err(e) => {
            // Logging is not up yet: stderr, and the service runs on without export.
            eprintln!("OTLP trace export is off: {e}");
            builder.build()
        }
    }
}

/// Sends the spans buffered so far (tests, before they read what was exported).
pub fn flush() {
    if let Some(provider) = PROVIDER.get() {
        let _ = provider.force_flush();
    }
}

/// Sends the spans still buffered. Every binary calls it as it stops.
pub fn shutdown() {
    if let Some(provider) = PROVIDER.get() {
        let _ = provider.shutdown();
    }
}

/// The current span's trace context as a `traceparent` value (W3C), to store beside work that
/// continues later (an outbox row, an M-Pesa prompt awaiting its callback).
pub fn current_traceparent() -> Option<String> {
    traceparent_of(&tracing::Span::current())
}

/// `span`'s trace context as a `traceparent` value, when it has a valid one.
pub fn traceparent_of(span: &tracing::Span) -> Option<String> {
    let cx = span.context();
    if !cx.span().span_context().is_valid() {
        return None;
    }
    let mut carrier = Vec::new();
    TraceContextPropagator::new().inject_context(&cx, &mut Pairs(&mut carrier));
    carrier
        .into_iter()
        .find(|(key, _)| key == TRACEPARENT_METADATA)
        .map(|(_, value)| value)
}

/// Makes `span` a child of the trace `traceparent` names (nothing when it is malformed), and
/// records its trace id in the span's `trace_id` field when it has one.
pub fn continue_trace(span: &tracing::Span, traceparent: Option<&str>) {
    if let Some(traceparent) = traceparent {
        let pairs = [(TRACEPARENT_METADATA.to_owned(), traceparent.to_owned())];
        let cx = TraceContextPropagator::new().extract(&PairsRef(&pairs));
        if cx.span().span_context().is_valid() {
            let _ = span.set_parent(cx);
        }
    }
    record_trace_id(span);
}

/// Makes `span` a child of the trace context in `headers` (HTTP or gRPC), if any.
pub fn continue_trace_from_headers(span: &tracing::Span, headers: &HeaderMap) {
    let traceparent = headers
        .get(TRACEPARENT_METADATA)
        .and_then(|v| v.to_str().ok());
    continue_trace(span, traceparent);
}

/// Writes `span`'s trace id into its `trace_id` field (declared `Empty`), so log lines show it.
pub fn record_trace_id(span: &tracing::Span) {
    let trace_id = span.context().span().span_context().trace_id();
    if trace_id != opentelemetry::trace::TraceId::INVALID {
        span.record("trace_id", tracing::field::display(trace_id));
    }
}

/// Adds the current span's trace context and the served call's request id to the metadata of a
/// call to another service.
pub fn inject(metadata: &mut tonic::metadata::MetadataMap) {
    if let Some(traceparent) = current_traceparent()
        && let Ok(value) = traceparent.parse()
    {
        metadata.insert(TRACEPARENT_METADATA, value);
    }
    if let Some(id) = request_id()
        && let Ok(value) = id.parse()
    {
        metadata.insert(REQUEST_ID_METADATA, value);
    }
}

/// The request id of the call being served ([`with_request_id`]), if any.
pub fn request_id() -> Option<String> {
    REQUEST_ID.try_with(Clone::clone).ok()
}

/// Runs `work` with `id` as the request id [`inject`] forwards.
pub async fn with_request_id<F: std::future::Future>(id: String, work: F) -> F::Output {
    REQUEST_ID.scope(id, work).await
}

/// `tokio::spawn` for work a call hands off (so the caller's deadline cannot cut it short): the
/// work stays in the call's span, so in its trace, and keeps its request id.
pub fn spawn_traced<F>(work: F) -> tokio::task::JoinHandle<F::Output>
where
    F: std::future::Future + Send + 'static,
    F::Output: Send + 'static,
{
    use tracing::Instrument;
    let span = tracing::Span::current();
    match request_id() {
        Some(id) => tokio::spawn(with_request_id(id, work).instrument(span)),
        None => tokio::spawn(work.instrument(span)),
    }
}

/// A carrier of key-value pairs, for the propagator.
struct Pairs<'a>(&'a mut Vec<(String, String)>);

impl Injector for Pairs<'_> {
    fn set(&mut self, key: &str, value: String) {
        self.0.push((key.to_owned(), value));
    }
}

struct PairsRef<'a>(&'a [(String, String)]);

impl Extractor for PairsRef<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    fn keys(&self) -> Vec<&str> {
        self.0.iter().map(|(k, _)| k.as_str()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_continues_the_trace_it_is_given_and_hands_it_on() {
        let provider = SdkTracerProvider::builder().build();
        let subscriber = tracing_subscriber::registry()
            .with(tracing_opentelemetry::layer().with_tracer(provider.tracer("test")));
        tracing::subscriber::with_default(subscriber, || {
            let incoming = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
            let span = tracing::info_span!("grpc", trace_id = tracing::field::Empty);
            continue_trace(&span, Some(incoming));
            let outgoing = traceparent_of(&span).expect("a trace context");
            assert!(
                outgoing.starts_with("00-4bf92f3577b34da6a3ce929d0e0e4736-"),
                "{outgoing}"
            );
            assert!(!outgoing.contains("00f067aa0ba902b7"), "a span of its own");

            // Garbage starts a trace of its own.
            let fresh = tracing::info_span!("grpc", trace_id = tracing::field::Empty);
            continue_trace(&fresh, Some("not-a-traceparent"));
            let own = traceparent_of(&fresh).expect("a trace of its own");
            assert!(!own.contains("4bf92f3577b34da6a3ce929d0e0e4736"), "{own}");
        });
    }
}
