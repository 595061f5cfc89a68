//! What every handler can reach: gRPC clients of the services, on lazily connected channels so
//! the gateway starts (and reports) even while a service is down.

use std::time::Duration;

use shop_proto::audit::v1::audit_service_client::AuditServiceClient;
use shop_proto::auth::v1::auth_service_client::AuthServiceClient;
use shop_proto::catalog::v1::catalog_service_client::CatalogServiceClient;
use shop_proto::contact::v1::contact_service_client::ContactServiceClient;
use shop_proto::deadletters::v1::dead_letter_service_client::DeadLetterServiceClient;
use shop_proto::media::v1::media_service_client::MediaServiceClient;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;
use shop_proto::orders::v1::review_service_client::ReviewServiceClient;
use shop_proto::payments::v1::payment_service_client::PaymentServiceClient;
use tonic::transport::{Channel, Endpoint};

use crate::config::Config;
use crate::rate_limit::LoginLimiter;

#[derive(Clone)]
pub struct AppState {
    pub catalog: CatalogServiceClient<Channel>,
    pub auth: AuthServiceClient<Channel>,
    pub login_limiter: LoginLimiter,
    pub trust_proxy: bool,
    pub public_base_url: String,
    /// Newsletter and contact messages, served by the auth service.
    pub contact: ContactServiceClient<Channel>,
    /// Orders, coupons, and the saved cart and wishlist.
    pub orders: OrderServiceClient<Channel>,
    /// Product reviews, served by the orders service (issue 24, part 2).
    pub reviews: ReviewServiceClient<Channel>,
    /// M-Pesa, card and PayPal payments, and Daraja's callbacks.
    pub payments: PaymentServiceClient<Channel>,
    /// `PAYMENTS_GRPC_TIMEOUT_MS`: the deadline sent with each payments call (`grpc-timeout`),
    /// so the service answers within it (a Try Again "on its way") instead of running past it.
    pub payments_deadline: std::time::Duration,
    /// Upload signatures, uploads, and variants not rendered yet.
    pub media: MediaServiceClient<Channel>,
    /// `MEDIA_DIR`: where rendered pictures are read from (the media service writes them, or,
    /// with a bucket for storage, this gateway caches what the media service hands back).
    pub media_dir: std::path::PathBuf,
    /// Every service by name, for `/health`.
    pub services: Vec<(&'static str, Channel)>,
    /// The required services' health for `/readyz`, watched in the background.
    pub(crate) readiness: crate::api::operations::health::Readiness,
    /// The dead letters of each service that consumes events, by service name.
    pub dead_letters: Vec<(&'static str, DeadLetterServiceClient<Channel>)>,
    /// The audit log of each service that records admin writes, by service name.
    pub audit: Vec<(&'static str, AuditServiceClient<Channel>)>,
}

impl AppState {
    pub fn connect(config: &Config) -> anyhow::Result<Self> {
        let urls = &config.services;
        let channel_with = |name: &str, url: &str, timeout: Duration| -> anyhow::Result<Channel> {
            Ok(Endpoint::from_shared(url.to_owned())
                .map_err(|e| anyhow::anyhow!("{name} gRPC URL {url:?} is invalid: {e}"))?
                .connect_timeout(Duration::from_secs(1))
                .timeout(timeout)
                .tcp_nodelay(true)
                .http2_keep_alive_interval(Duration::from_secs(30))
                .keep_alive_while_idle(true)
                .connect_lazy())
        };
        let channel = |name: &str, url: &str| channel_with(name, url, config.grpc_timeout);
        let catalog = channel("catalog", &urls.catalog)?;
        let auth = channel("auth", &urls.auth)?;
        let orders = channel("orders", &urls.orders)?;
        let payments = channel_with("payments", &urls.payments, config.payments_timeout)?;
        let media = channel("media", &urls.media)?;
        Ok(Self {
            catalog: CatalogServiceClient::new(catalog.clone()),
            auth: AuthServiceClient::new(auth.clone()),
            contact: ContactServiceClient::new(auth.clone()),
            orders: OrderServiceClient::new(orders.clone()),
            reviews: ReviewServiceClient::new(orders.clone()),
            payments: PaymentServiceClient::new(payments.clone()),
            payments_deadline: config.payments_timeout,
            login_limiter: LoginLimiter::new(
                &config.redis_url,
                &config.rate_limit_prefix,
                config.login_limits,
            )?,
            media: MediaServiceClient::new(media.clone())
                .max_encoding_message_size(crate::api::media::MAX_UPLOAD_MESSAGE)
                .max_decoding_message_size(shop_common::rules::media::MAX_VARIANT_MESSAGE_BYTES),
            media_dir: config.media_dir.clone(),
            trust_proxy: config.trust_proxy,
            public_base_url: config.public_base_url.clone(),
            dead_letters: vec![
                ("catalog", DeadLetterServiceClient::new(catalog.clone())),
                ("orders", DeadLetterServiceClient::new(orders.clone())),
            ],
            audit: vec![
                ("auth", AuditServiceClient::new(auth.clone())),
                ("catalog", AuditServiceClient::new(catalog.clone())),
                ("orders", AuditServiceClient::new(orders.clone())),
                ("payments", AuditServiceClient::new(payments.clone())),
            ],
            // Connections of the watcher's own (lazily made, like the others).
            readiness: crate::api::operations::health::Readiness::watch(
                crate::api::operations::health::REQUIRED
                    .iter()
                    .map(|name| {
                        let url = if *name == "auth" {
                            &urls.auth
                        } else {
                            &urls.catalog
                        };
                        channel(name, url).map(|c| (*name, c))
                    })
                    .collect::<anyhow::Result<_>>()?,
            ),
            services: vec![
                ("auth", auth),
                ("catalog", catalog),
                ("orders", orders),
                ("payments", payments),
                ("media", media),
            ],
        })
    }
}
