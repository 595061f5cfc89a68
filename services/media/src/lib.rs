//! The media service (schema `media`): signed uploads of pictures, checked and normalised, and
//! their width variants, rendered once into the media directory the gateway serves.

pub mod config;
pub mod grpc;
pub mod picture;
pub mod sample;
pub mod signature;
pub mod store;
#[cfg(feature = "testing")]
pub mod testing;

use std::sync::Arc;

pub use config::Config;

pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

/// The gRPC service name reported by the health service.
pub const SERVICE_NAME: &str = "shop.media.v1.MediaService";

/// The largest gRPC message the service takes: twice the largest picture, so a caller sending a
/// file somewhat over the limit hears the spec's message rather than a transport error.
pub const MAX_MESSAGE_BYTES: usize = 2 * shop_common::rules::media::MAX_UPLOAD_BYTES;

/// Serves the media service's gRPC on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    pool: sqlx::PgPool,
    config: &Config,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    use shop_proto::media::v1::media_service_server::MediaServiceServer;

    let store: Arc<dyn store::Store> = match &config.s3 {
        Some(s3) => {
            tracing::info!(bucket = %s3.bucket, endpoint = %s3.endpoint, "pictures in S3");
            Arc::new(
                store::S3::new(s3)
                    .map_err(|e| anyhow::anyhow!("MEDIA_S3_BUCKET {}: {e}", s3.bucket))?,
            )
        }
        None => {
            std::fs::create_dir_all(&config.media_dir).map_err(|e| {
                anyhow::anyhow!(
                    "cannot create MEDIA_DIR {}: {e}",
                    config.media_dir.display()
                )
            })?;
            Arc::new(store::LocalDisk::new(config.media_dir.clone()))
        }
    };
    let media = grpc::Media::new(pool.clone(), config.clone(), store);
    let routes = tonic::service::Routes::new(
        MediaServiceServer::new(media)
            .max_decoding_message_size(MAX_MESSAGE_BYTES)
            .max_encoding_message_size(shop_common::rules::media::MAX_VARIANT_MESSAGE_BYTES),
    );
    // Signing needs only the upload secret; everything else reads or writes the database.
    let watch = shop_common::grpc::DatabaseWatch {
        answer_without_database: &["CreateSignature"],
        ..Default::default()
    };
    shop_common::grpc::serve_watched(listener, SERVICE_NAME, routes, pool, watch, shutdown).await
}
