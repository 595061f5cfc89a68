//! The one row of delivery settings (zones and pickup points), kept as JSON (read and written
//! as text: the JSON is this service's own `DeliverySettings`).

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::domain::delivery::DeliverySettings;

fn decode(text: &str) -> sqlx::Result<DeliverySettings> {
    serde_json::from_str(text).map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

fn encode(settings: &DeliverySettings) -> sqlx::Result<String> {
    serde_json::to_string(settings).map_err(|e| sqlx::Error::Encode(Box::new(e)))
}

/// The settings and when they were saved; the shop's defaults (and `None`) before any save.
pub async fn get(
    conn: &mut PgConnection,
) -> sqlx::Result<(DeliverySettings, Option<DateTime<Utc>>)> {
    let row: Option<(String, DateTime<Utc>)> =
        sqlx::query_as("SELECT settings::text, updated_at FROM delivery_settings WHERE id")
            .fetch_optional(conn)
            .await?;
    match row {
        Some((text, at)) => Ok((decode(&text)?, Some(at))),
        None => Ok((DeliverySettings::default(), None)),
    }
}

/// Like [`get`], the row locked until the transaction ends (two admins saving at once are
/// audited one after the other); the defaults are stored first when never saved.
pub async fn lock(
    conn: &mut PgConnection,
) -> sqlx::Result<(DeliverySettings, Option<DateTime<Utc>>)> {
    let inserted: Option<bool> = sqlx::query_scalar(
        "INSERT INTO delivery_settings (id, settings) VALUES (TRUE, $1::jsonb) \
         ON CONFLICT (id) DO NOTHING RETURNING TRUE",
    )
    .bind(encode(&DeliverySettings::default())?)
    .fetch_optional(&mut *conn)
    .await?;
    let (text, at): (String, DateTime<Utc>) = sqlx::query_as(
        "SELECT settings::text, updated_at FROM delivery_settings WHERE id FOR UPDATE",
    )
    .fetch_one(conn)
    .await?;
    Ok((decode(&text)?, inserted.is_none().then_some(at)))
}

/// Saves `settings` by `actor`; answers the time saved.
pub async fn save(
    conn: &mut PgConnection,
    settings: &DeliverySettings,
    actor: &str,
) -> sqlx::Result<DateTime<Utc>> {
    sqlx::query_scalar(
        "UPDATE delivery_settings SET settings = $1::jsonb, updated_at = now(), \
         updated_by = $2 WHERE id RETURNING updated_at",
    )
    .bind(encode(settings)?)
    .bind(actor)
    .fetch_one(conn)
    .await
}
