//! The service side of one REST request: every gRPC call a handler makes carries the request
//! id, the trace context and the caller in metadata (never in message bodies), so the services
//! can follow a request across logs and decide ownership themselves.
//!
//! A public handler takes [`Call`] (a guest's); a guarded one takes [`crate::auth::SignedIn`]
//! or [`crate::auth::Admin`] and uses their `call`.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use shop_common::caller::{Caller, REQUEST_ID_METADATA, TRACEPARENT_METADATA};
use tonic::metadata::AsciiMetadataValue;

/// The metadata every service call of one request carries.
#[derive(Debug, Clone, Default)]
pub(crate) struct Call {
    request_id: Option<AsciiMetadataValue>,
    traceparent: Option<AsciiMetadataValue>,
    pub caller: Caller,
}

impl Call {
    /// A guest's call, with the request id and trace context of `parts`.
    pub(crate) fn of(parts: &Parts) -> Self {
        let header = |name: &str| {
            parts
                .headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse().ok())
        };
        Self {
            request_id: header(REQUEST_ID_METADATA),
            traceparent: header(TRACEPARENT_METADATA),
            caller: Caller::guest(),
        }
    }

    /// The same request made for `caller`.
    pub(crate) fn for_caller(mut self, caller: Caller) -> Self {
        self.caller = caller;
        self
    }

    /// A gRPC request of `message` with this call's metadata.
    pub(crate) fn request<T>(&self, message: T) -> tonic::Request<T> {
        let mut request = tonic::Request::new(message);
        let metadata = request.metadata_mut();
        if let Some(id) = &self.request_id {
            metadata.insert(REQUEST_ID_METADATA, id.clone());
        }
        // The current span's context (the request's span, a child of the caller's trace): the
        // service's span becomes its child. The caller's own only when there is no span.
        match shop_common::telemetry::current_traceparent().and_then(|t| t.parse().ok()) {
            Some(trace) => {
                metadata.insert(TRACEPARENT_METADATA, trace);
            }
            None => {
                if let Some(trace) = &self.traceparent {
                    metadata.insert(TRACEPARENT_METADATA, trace.clone());
                }
            }
        }
        self.caller.write(metadata);
        request
    }

    /// As [`Call::request`], telling the service the caller's `deadline` (`grpc-timeout`): a
    /// service that waits on an outside party answers within it.
    pub(crate) fn request_within<T>(
        &self,
        message: T,
        deadline: std::time::Duration,
    ) -> tonic::Request<T> {
        let mut request = self.request(message);
        request.set_timeout(deadline);
        request
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Call {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(Self::of(parts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shop_common::caller::Role;

    #[test]
    fn a_call_carries_the_request_id_the_trace_and_the_caller() {
        let parts = axum::http::Request::builder()
            .header("x-request-id", "req-1")
            .header(
                "traceparent",
                "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            )
            .body(())
            .unwrap()
            .into_parts()
            .0;
        let call = Call::of(&parts).for_caller(Caller::user("u1", Role::Admin));
        let request = call.request(());
        assert_eq!(request.metadata().get("x-request-id").unwrap(), "req-1");
        assert!(request.metadata().get("traceparent").is_some());
        assert_eq!(Caller::of(&request), Caller::user("u1", Role::Admin));
        assert_eq!(Caller::of(&Call::of(&parts).request(())), Caller::guest());
        let within = call.request_within((), std::time::Duration::from_secs(15));
        assert_eq!(
            shop_common::grpc::deadline(within.metadata()),
            Some(std::time::Duration::from_secs(15))
        );
        assert_eq!(Caller::of(&within), Caller::user("u1", Role::Admin));
    }
}
