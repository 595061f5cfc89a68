//! The auth service. Accounts arrive with the accounts issue; today it owns the newsletter
//! subscriptions and contact messages (schema `auth`).

pub mod contact;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.auth.v1.AuthService";

/// Serves the auth service's gRPC on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use shop_proto::contact::v1::contact_service_server::ContactServiceServer;
    shop_common::grpc::serve(
        listener,
        SERVICE_NAME,
        tonic::service::Routes::new(ContactServiceServer::new(contact::Contact::new(pool))),
        shutdown,
    )
    .await
}
