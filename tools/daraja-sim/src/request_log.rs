//! One log line per request: method, path, status, time taken and, for errors, Daraja's code.

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use tokio::time::Instant;

use crate::error::ErrorCode;

pub(crate) async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let error_code = response.extensions().get::<ErrorCode>().map(|code| code.0);
    tracing::info!(
        %method,
        %path,
        status = response.status().as_u16(),
        elapsed_ms = started.elapsed().as_millis() as u64,
        error_code,
        "request"
    );
    response
}
