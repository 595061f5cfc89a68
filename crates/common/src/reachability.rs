//! Fast refusals while a service's database is unreachable.
//!
//! The health watcher ([`crate::grpc::serve`]) pings the database every second and publishes its
//! last verdict in a [`Reachability`]. While that verdict is "unreachable", every call that needs
//! the database is answered UNAVAILABLE at once by [`RefuseWhileUnreachable`], in front of the
//! service's routes, instead of waiting `DATABASE_ACQUIRE_TIMEOUT_MS` for a pooled connection
//! that will not come. Health itself, and the methods a service names as able to answer without
//! its database (the catalog's cached reads), pass; such a method checks
//! [`Reachability::ensure`] itself before it falls back on the database.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};

use tonic::Status;
use tonic::codegen::http;

use crate::errors::{ErrorCode, status};

/// The path prefix of the standard health service, which always answers.
const HEALTH_PATH: &str = "/grpc.health.v1.Health/";

/// What the health watcher last saw of the service's database. Cheap to clone; every clone
/// shares the one verdict. Starts reachable: a service only starts once it has migrated.
#[derive(Debug, Clone)]
pub struct Reachability(Arc<AtomicBool>);

impl Default for Reachability {
    fn default() -> Self {
        Self::new()
    }
}

impl Reachability {
    pub fn new() -> Self {
        Self(Arc::new(AtomicBool::new(true)))
    }

    /// The watcher's last verdict.
    pub fn is_reachable(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// Records a verdict; returns the one before it.
    pub fn set(&self, reachable: bool) -> bool {
        self.0.swap(reachable, Ordering::Relaxed)
    }

    /// `Ok` while the database is thought reachable, else the UNAVAILABLE status a call that
    /// needs it answers at once.
    pub fn ensure(&self) -> Result<(), Status> {
        if self.is_reachable() {
            Ok(())
        } else {
            Err(unreachable())
        }
    }
}

/// The answer to a call refused because the database is unreachable: `service_unavailable`,
/// which the gateway answers 503 with `Retry-After`.
pub fn unreachable() -> Status {
    status(
        ErrorCode::ServiceUnavailable,
        crate::grpc::DATABASE_UNAVAILABLE,
    )
}

/// The tower layer of [`RefuseWhileUnreachable`].
#[derive(Debug, Clone)]
pub struct RefuseWhileUnreachableLayer {
    reachability: Reachability,
    /// Full method paths (`/shop.catalog.v1.CatalogService/GetProduct`) let through anyway.
    exempt: Arc<[String]>,
}

impl RefuseWhileUnreachableLayer {
    /// Refuses the calls of every service on the server while `reachability` says so, except
    /// health and the `exempt` methods of `service_name` (method names: `GetProduct`).
    pub fn new(reachability: Reachability, service_name: &str, exempt: &[&str]) -> Self {
        Self {
            reachability,
            exempt: exempt
                .iter()
                .map(|method| format!("/{service_name}/{method}"))
                .collect(),
        }
    }
}

impl<S> tower::Layer<S> for RefuseWhileUnreachableLayer {
    type Service = RefuseWhileUnreachable<S>;

    fn layer(&self, inner: S) -> Self::Service {
        RefuseWhileUnreachable {
            inner,
            layer: self.clone(),
        }
    }
}

/// Answers UNAVAILABLE at once, without calling `inner`, a call that needs the database while
/// the watcher last saw it unreachable.
#[derive(Debug, Clone)]
pub struct RefuseWhileUnreachable<S> {
    inner: S,
    layer: RefuseWhileUnreachableLayer,
}

impl<S> RefuseWhileUnreachable<S> {
    fn refuses(&self, path: &str) -> bool {
        !self.layer.reachability.is_reachable()
            && !path.starts_with(HEALTH_PATH)
            && !self.layer.exempt.iter().any(|exempt| exempt == path)
    }
}

impl<S, ReqBody, ResBody> tower::Service<http::Request<ReqBody>> for RefuseWhileUnreachable<S>
where
    S: tower::Service<http::Request<ReqBody>, Response = http::Response<ResBody>>,
    ResBody: Default,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = futures_util::future::Either<
        std::future::Ready<Result<Self::Response, Self::Error>>,
        S::Future,
    >;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: http::Request<ReqBody>) -> Self::Future {
        if self.refuses(request.uri().path()) {
            return futures_util::future::Either::Left(std::future::ready(Ok(
                unreachable().into_http()
            )));
        }
        futures_util::future::Either::Right(self.inner.call(request))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::errors::Refusal;
    use tower::{Layer, ServiceExt};

    /// Stands for a service's routes: answers every call with an empty 200 and counts them.
    #[derive(Clone, Default)]
    struct Routes(Arc<std::sync::atomic::AtomicUsize>);

    impl tower::Service<http::Request<()>> for Routes {
        type Response = http::Response<String>;
        type Error = std::convert::Infallible;
        type Future = std::future::Ready<Result<Self::Response, Self::Error>>;

        fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
            Poll::Ready(Ok(()))
        }

        fn call(&mut self, _: http::Request<()>) -> Self::Future {
            self.0.fetch_add(1, Ordering::SeqCst);
            std::future::ready(Ok(http::Response::new("served".to_owned())))
        }
    }

    async fn call(service: RefuseWhileUnreachable<Routes>, path: &str) -> http::Response<String> {
        service
            .oneshot(http::Request::post(path).body(()).unwrap())
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn refuses_at_once_only_while_unreachable_and_never_health_or_exempt_methods() {
        let reachability = Reachability::new();
        let routes = Routes::default();
        let service = RefuseWhileUnreachableLayer::new(
            reachability.clone(),
            "shop.catalog.v1.CatalogService",
            &["GetProduct"],
        )
        .layer(routes.clone());
        let served = || routes.0.load(Ordering::SeqCst);

        let answer = call(
            service.clone(),
            "/shop.catalog.v1.CatalogService/ReserveStock",
        )
        .await;
        assert_eq!(answer.body(), "served");

        assert!(reachability.set(false));
        let answer = call(
            service.clone(),
            "/shop.catalog.v1.CatalogService/ReserveStock",
        )
        .await;
        assert_eq!(served(), 1, "a refused call never reaches the routes");
        let status = Status::from_header_map(answer.headers()).expect("a gRPC status");
        assert_eq!(status.code(), tonic::Code::Unavailable);
        assert_eq!(Refusal::read(&status).code, ErrorCode::ServiceUnavailable);
        // The same method name on another service is not exempt.
        call(service.clone(), "/shop.orders.v1.OrderService/GetProduct").await;
        assert_eq!(served(), 1);
        for path in [
            "/grpc.health.v1.Health/Check",
            "/grpc.health.v1.Health/Watch",
            "/shop.catalog.v1.CatalogService/GetProduct",
        ] {
            assert_eq!(call(service.clone(), path).await.body(), "served", "{path}");
        }
        assert_eq!(served(), 4);

        assert!(!reachability.set(true));
        let answer = call(service, "/shop.catalog.v1.CatalogService/ReserveStock").await;
        assert_eq!(
            answer.body(),
            "served",
            "served again as soon as it is reachable"
        );
    }

    #[test]
    fn ensure_follows_the_last_verdict_in_every_clone() {
        let reachability = Reachability::default();
        let clone = reachability.clone();
        assert!(clone.ensure().is_ok());
        reachability.set(false);
        let refused = clone.ensure().unwrap_err();
        assert_eq!(refused.code(), tonic::Code::Unavailable);
        assert_eq!(refused.message(), crate::grpc::DATABASE_UNAVAILABLE);
        reachability.set(true);
        assert!(clone.ensure().is_ok());
    }
}
