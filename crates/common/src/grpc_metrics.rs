//! RED metrics of a service's gRPC calls (docs/decisions.md "Metrics (issue 22)"): a tower
//! layer on the server ([`crate::grpc::serve`]) that counts every call in
//! `grpc_server_requests_total{service,method,code}` and times it in
//! `grpc_server_request_duration_seconds` (same labels).
//!
//! A call ends with its status: in the response head when it failed at once (tonic answers an
//! error "trailers-only"), else in the trailers after the body. So the answer's body is watched
//! until its trailers, which also times a streamed answer (the CSV export) to its end. A call
//! the client gave up on before its status is counted as `CANCELLED`.

use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Instant;

use http_body::{Body, Frame, SizeHint};
use tonic::Code;
use tonic::codegen::http;

use crate::metrics::{GRPC_DURATION, GRPC_REQUESTS};

/// The tower layer of [`GrpcMetrics`].
#[derive(Debug, Clone, Copy, Default)]
pub struct GrpcMetricsLayer;

impl<S> tower::Layer<S> for GrpcMetricsLayer {
    type Service = GrpcMetrics<S>;

    fn layer(&self, inner: S) -> Self::Service {
        GrpcMetrics { inner }
    }
}

/// Counts and times every call `inner` answers.
#[derive(Debug, Clone)]
pub struct GrpcMetrics<S> {
    inner: S,
}

impl<S, ReqBody, ResBody> tower::Service<http::Request<ReqBody>> for GrpcMetrics<S>
where
    S: tower::Service<http::Request<ReqBody>, Response = http::Response<ResBody>>,
{
    type Response = http::Response<MeteredBody<ResBody>>;
    type Error = S::Error;
    type Future = ResponseFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: http::Request<ReqBody>) -> Self::Future {
        let call = Call::start(request.uri().path());
        ResponseFuture {
            inner: self.inner.call(request),
            call: Some(call),
        }
    }
}

pin_project_lite::pin_project! {
    /// The answer's head; the call is recorded here when the head carries its status.
    pub struct ResponseFuture<F> {
        #[pin]
        inner: F,
        call: Option<Call>,
    }
}

impl<F, ResBody, E> Future for ResponseFuture<F>
where
    F: Future<Output = Result<http::Response<ResBody>, E>>,
{
    type Output = Result<http::Response<MeteredBody<ResBody>>, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let result = std::task::ready!(this.inner.poll(cx));
        let mut call = this.call.take();
        Poll::Ready(match result {
            Ok(response) => {
                if let Some(code) = status_code(response.headers()) {
                    // Trailers-only: the call ends here.
                    if let Some(mut call) = call.take() {
                        call.code = Some(code);
                    }
                }
                Ok(response.map(|body| MeteredBody { inner: body, call }))
            }
            Err(e) => {
                if let Some(call) = call.as_mut() {
                    call.code = Some(Code::Unknown);
                }
                Err(e)
            }
        })
    }
}

pin_project_lite::pin_project! {
    /// The answer's body; the call is recorded at its trailers (or when it is dropped before).
    pub struct MeteredBody<B> {
        #[pin]
        inner: B,
        call: Option<Call>,
    }
}

impl<B: Body> Body for MeteredBody<B> {
    type Data = B::Data;
    type Error = B::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = self.project();
        let frame = std::task::ready!(this.inner.poll_frame(cx));
        match &frame {
            Some(Ok(frame)) => {
                if let Some(trailers) = frame.trailers_ref()
                    && let Some(mut call) = this.call.take()
                {
                    call.code = Some(status_code(trailers).unwrap_or(Code::Unknown));
                }
            }
            Some(Err(_)) => {
                if let Some(mut call) = this.call.take() {
                    call.code = Some(Code::Unknown);
                }
            }
            // The end without trailers: no status was sent.
            None => {
                if let Some(mut call) = this.call.take() {
                    call.code = Some(Code::Unknown);
                }
            }
        }
        Poll::Ready(frame)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// One call being answered; recorded when dropped, with its code (`CANCELLED` if none came).
pub struct Call {
    path: String,
    started: Instant,
    code: Option<Code>,
}

impl Call {
    fn start(path: &str) -> Self {
        Self {
            path: path.to_owned(),
            started: Instant::now(),
            code: None,
        }
    }
}

impl Drop for Call {
    fn drop(&mut self) {
        let code = self.code.unwrap_or(Code::Cancelled);
        let (service, method) = labels(&self.path, code);
        let labels = [
            ("service", service.to_owned()),
            ("method", method.to_owned()),
            ("code", code_name(code).to_owned()),
        ];
        ::metrics::counter!(GRPC_REQUESTS, &labels).increment(1);
        ::metrics::histogram!(GRPC_DURATION, &labels).record(self.started.elapsed().as_secs_f64());
    }
}

/// The `grpc-status` of a head or trailers.
fn status_code(headers: &http::HeaderMap) -> Option<Code> {
    headers
        .get("grpc-status")
        .map(|value| Code::from_bytes(value.as_bytes()))
}

/// The service and method of a call's path (`/shop.orders.v1.OrderService/PlaceOrder`). A
/// path no route knows (answered UNIMPLEMENTED) or that is not a method's is `(unknown)`, so
/// the labels stay the server's own few however callers spell paths.
fn labels(path: &str, code: Code) -> (&str, &str) {
    const UNKNOWN: (&str, &str) = ("(unknown)", "(unknown)");
    if code == Code::Unimplemented {
        return UNKNOWN;
    }
    match path.strip_prefix('/').and_then(|p| p.split_once('/')) {
        Some((service, method))
            if !service.is_empty() && !method.is_empty() && !method.contains('/') =>
        {
            (service, method)
        }
        _ => UNKNOWN,
    }
}

/// The code's name as the gRPC specification writes it (`OK`, `NOT_FOUND`).
pub fn code_name(code: Code) -> &'static str {
    match code {
        Code::Ok => "OK",
        Code::Cancelled => "CANCELLED",
        Code::Unknown => "UNKNOWN",
        Code::InvalidArgument => "INVALID_ARGUMENT",
        Code::DeadlineExceeded => "DEADLINE_EXCEEDED",
        Code::NotFound => "NOT_FOUND",
        Code::AlreadyExists => "ALREADY_EXISTS",
        Code::PermissionDenied => "PERMISSION_DENIED",
        Code::ResourceExhausted => "RESOURCE_EXHAUSTED",
        Code::FailedPrecondition => "FAILED_PRECONDITION",
        Code::Aborted => "ABORTED",
        Code::OutOfRange => "OUT_OF_RANGE",
        Code::Unimplemented => "UNIMPLEMENTED",
        Code::Internal => "INTERNAL",
        Code::Unavailable => "UNAVAILABLE",
        Code::DataLoss => "DATA_LOSS",
        Code::Unauthenticated => "UNAUTHENTICATED",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tower::{Layer, ServiceExt};

    #[test]
    fn labels_name_the_service_and_method_or_unknown() {
        assert_eq!(
            labels("/shop.orders.v1.OrderService/PlaceOrder", Code::Ok),
            ("shop.orders.v1.OrderService", "PlaceOrder")
        );
        assert_eq!(
            labels("/grpc.health.v1.Health/Check", Code::NotFound),
            ("grpc.health.v1.Health", "Check")
        );
        for path in ["/", "", "/nothing", "/a/b/c", "//x"] {
            assert_eq!(labels(path, Code::Ok), ("(unknown)", "(unknown)"), "{path}");
        }
        assert_eq!(
            labels("/shop.orders.v1.OrderService/Invented", Code::Unimplemented),
            ("(unknown)", "(unknown)")
        );
        assert_eq!(code_name(Code::Unavailable), "UNAVAILABLE");
    }

    /// Answers like tonic: an error trailers-only, a success with its status in trailers.
    #[derive(Clone)]
    struct Routes;

    impl tower::Service<http::Request<()>> for Routes {
        type Response = http::Response<tonic::body::Body>;
        type Error = std::convert::Infallible;
        type Future = std::future::Ready<Result<Self::Response, Self::Error>>;

        fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
            Poll::Ready(Ok(()))
        }

        fn call(&mut self, request: http::Request<()>) -> Self::Future {
            if request.uri().path().ends_with("/Fail") {
                return std::future::ready(Ok(tonic::Status::not_found("no").into_http()));
            }
            let mut trailers = http::HeaderMap::new();
            trailers.insert("grpc-status", http::HeaderValue::from_static("0"));
            let body = http_body_util::StreamBody::new(futures_util::stream::iter([
                Ok::<_, tonic::Status>(Frame::data(bytes::Bytes::from_static(b"answer"))),
                Ok(Frame::trailers(trailers)),
            ]));
            std::future::ready(Ok(http::Response::new(tonic::body::Body::new(body))))
        }
    }

    async fn call(path: &str) -> http::Response<MeteredBody<tonic::body::Body>> {
        GrpcMetricsLayer
            .layer(Routes)
            .oneshot(http::Request::post(path).body(()).unwrap())
            .await
            .unwrap()
    }

    fn count(text: &str, labels: &str) -> Option<u64> {
        let prefix = format!("{GRPC_REQUESTS}{{{labels}}} ");
        text.lines()
            .find_map(|line| line.strip_prefix(&prefix))
            .map(|n| n.parse().unwrap())
    }

    #[tokio::test]
    async fn counts_each_call_once_with_the_code_of_its_head_or_its_trailers() {
        use http_body_util::BodyExt;
        crate::metrics::init();
        let ok = "service=\"test.grpc_metrics.v1.Probe\",method=\"Answer\",code=\"OK\"";
        let failed = "service=\"test.grpc_metrics.v1.Probe\",method=\"Fail\",code=\"NOT_FOUND\"";
        let cancelled = "service=\"test.grpc_metrics.v1.Probe\",method=\"Drop\",code=\"CANCELLED\"";

        let response = call("/test.grpc_metrics.v1.Probe/Fail").await;
        assert_eq!(count(&crate::metrics::render(), failed), Some(1));
        drop(response);
        assert_eq!(count(&crate::metrics::render(), failed), Some(1), "once");

        let response = call("/test.grpc_metrics.v1.Probe/Answer").await;
        assert_eq!(
            count(&crate::metrics::render(), ok),
            None,
            "not before its status"
        );
        let collected = response.into_body().collect().await.unwrap();
        assert_eq!(collected.trailers().unwrap()["grpc-status"], "0");
        let text = crate::metrics::render();
        assert_eq!(count(&text, ok), Some(1), "{text}");
        assert!(
            text.contains(&format!("{GRPC_DURATION}_count{{{ok}}} 1")),
            "{text}"
        );

        drop(call("/test.grpc_metrics.v1.Probe/Drop").await);
        assert_eq!(count(&crate::metrics::render(), cancelled), Some(1));
    }
}
