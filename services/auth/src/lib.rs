//! The auth service (schema `auth`): accounts (users, passwords, session tokens, roles, password
//! resets, the dev mailbox) and people's contact details (newsletter subscriptions, contact
//! messages).

pub mod accounts;
pub mod contact;
pub mod seed;
#[cfg(feature = "testing")]
pub mod testing;

pub use accounts::config::Config;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.auth.v1.AuthService";

/// Serves the auth service's gRPC (AuthService, ContactService, its audit log, health) on `listener` until
/// `shutdown` resolves. Creates the first admin from `config` before accepting calls.
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    config: &Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use shop_proto::auth::v1::auth_service_server::AuthServiceServer;
    use shop_proto::contact::v1::contact_service_server::ContactServiceServer;

    match &config.first_admin {
        Some(admin) => {
            accounts::bootstrap::ensure_first_admin(&pool, admin)
                .await
                .map_err(|e| anyhow::anyhow!("creating the first admin account failed: {e}"))?;
        }
        None => tracing::warn!("ADMIN_PASSWORD is not set: no first admin account is created"),
    }
    shop_common::audit::install(&pool)
        .await
        .map_err(|e| anyhow::anyhow!("creating the audit log failed: {e}"))?;
    tokio::spawn(accounts::password::warm_up());

    let mailer = accounts::mail::from_config(pool.clone(), config)?;
    let auth = accounts::grpc::Accounts::new(pool.clone(), config, mailer);
    let routes = tonic::service::Routes::new(AuthServiceServer::new(auth))
        .add_service(ContactServiceServer::new(contact::Contact::new(
            pool.clone(),
            contact::unsubscribe::Tokens::new(config.jwt_key()),
        )))
        .add_service(shop_common::audit::AuditAdmin::server(pool.clone(), "auth"));
    shop_common::grpc::serve(listener, SERVICE_NAME, routes, pool, shutdown).await
}
