//! The span of every gRPC call a service serves: a child of the caller's trace (`traceparent`),
//! carrying the caller's request id (`x-request-id`), which the calls it makes in turn forward
//! ([`crate::telemetry::inject`]). Health checks get none: they are not work.

use std::pin::Pin;
use std::task::{Context, Poll};

use tonic::codegen::http;
use tracing::Instrument;

use crate::caller::REQUEST_ID_METADATA;

/// The [`tower::Layer`] of [`TraceCalls`].
#[derive(Debug, Clone, Copy, Default)]
pub struct TraceCallsLayer;

impl<S> tower::Layer<S> for TraceCallsLayer {
    type Service = TraceCalls<S>;

    fn layer(&self, inner: S) -> Self::Service {
        TraceCalls { inner }
    }
}

/// See the module documentation.
#[derive(Debug, Clone)]
pub struct TraceCalls<S> {
    inner: S,
}

type BoxFuture<T> = Pin<Box<dyn std::future::Future<Output = T> + Send>>;

impl<S, ReqBody, ResBody> tower::Service<http::Request<ReqBody>> for TraceCalls<S>
where
    S: tower::Service<http::Request<ReqBody>, Response = http::Response<ResBody>>
        + Clone
        + Send
        + 'static,
    S::Future: Send + 'static,
    ReqBody: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = BoxFuture<Result<Self::Response, Self::Error>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: http::Request<ReqBody>) -> Self::Future {
        // The clone that was made ready serves this call; the fresh clone waits for the next.
        let clone = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, clone);
        let path = request.uri().path();
        if path.starts_with("/grpc.health.v1.Health/") {
            return Box::pin(inner.call(request));
        }
        let (service, method) = split_path(path);
        let request_id = request
            .headers()
            .get(REQUEST_ID_METADATA)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_owned();
        let span = tracing::info_span!(
            "grpc",
            otel.name = %format!("{service}/{method}"),
            otel.kind = "server",
            rpc.system = "grpc",
            rpc.service = %service,
            rpc.method = %method,
            request_id = %request_id,
            trace_id = tracing::field::Empty,
            rpc.grpc.status_code = tracing::field::Empty,
        );
        crate::telemetry::continue_trace_from_headers(&span, request.headers());
        let call = inner.call(request);
        let recorded = span.clone();
        Box::pin(
            async move {
                let response = crate::telemetry::with_request_id(request_id, call).await;
                if let Ok(response) = &response {
                    // An error status travels in the headers (trailers-only); success in trailers.
                    let code = response
                        .headers()
                        .get("grpc-status")
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("0")
                        .to_owned();
                    recorded.record("rpc.grpc.status_code", code.as_str());
                }
                response
            }
            .instrument(span),
        )
    }
}

/// `("shop.orders.v1.OrderService", "PlaceOrder")` of `/shop.orders.v1.OrderService/PlaceOrder`.
pub fn split_path(path: &str) -> (&str, &str) {
    let path = path.trim_start_matches('/');
    path.split_once('/').unwrap_or((path, ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_splits_into_service_and_method() {
        assert_eq!(
            split_path("/shop.orders.v1.OrderService/PlaceOrder"),
            ("shop.orders.v1.OrderService", "PlaceOrder")
        );
        assert_eq!(split_path("/odd"), ("odd", ""));
    }
}
