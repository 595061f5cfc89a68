//! The one row of business settings, and the admin's edits of coupon campaigns.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::domain::settings::{CampaignEdit, Contact, ShopSettings};
use crate::domain::totals::Rates;

#[derive(sqlx::FromRow)]
struct SettingsRow {
    delivery_fee_cents: i64,
    free_delivery_threshold_cents: i64,
    cod_fee_cents: i64,
    vat_rate_bp: i32,
    prices_include_vat: bool,
    contact_name: String,
    contact_phone: String,
    contact_email: String,
    contact_address: String,
    kra_pin: String,
    updated_at: DateTime<Utc>,
}

macro_rules! select_settings {
    ($rest:literal) => {
        concat!(
            "SELECT delivery_fee_cents, free_delivery_threshold_cents, cod_fee_cents, \
             vat_rate_bp, prices_include_vat, contact_name, contact_phone, contact_email, contact_address, kra_pin, \
             updated_at FROM shop_settings WHERE id",
            $rest
        )
    };
}

fn from_row(r: SettingsRow) -> (ShopSettings, DateTime<Utc>) {
    (
        ShopSettings {
            rates: Rates {
                delivery_fee_cents: r.delivery_fee_cents,
                free_delivery_threshold_cents: r.free_delivery_threshold_cents,
                cod_fee_cents: r.cod_fee_cents,
                vat_rate_bp: r.vat_rate_bp,
                prices_include_vat: r.prices_include_vat,
            },
            contact: Contact {
                name: r.contact_name,
                phone: r.contact_phone,
                email: r.contact_email,
                address: r.contact_address,
                kra_pin: r.kra_pin,
            },
        },
        r.updated_at,
    )
}

/// The current settings and when they were last saved.
pub async fn get(conn: &mut PgConnection) -> sqlx::Result<(ShopSettings, DateTime<Utc>)> {
    let row: SettingsRow = sqlx::query_as(select_settings!(""))
        .fetch_one(&mut *conn)
        .await?;
    Ok(from_row(row))
}

/// Like [`get`], locking the row until the transaction ends (an update reads its "before").
pub async fn lock(conn: &mut PgConnection) -> sqlx::Result<(ShopSettings, DateTime<Utc>)> {
    let row: SettingsRow = sqlx::query_as(select_settings!(" FOR UPDATE"))
        .fetch_one(&mut *conn)
        .await?;
    Ok(from_row(row))
}

/// The rates the totals rule uses now.
pub async fn rates(conn: &mut PgConnection) -> sqlx::Result<Rates> {
    Ok(get(conn).await?.0.rates)
}

/// Saves `settings` as `actor`'s; when they were saved.
pub async fn update(
    conn: &mut PgConnection,
    settings: &ShopSettings,
    actor: &str,
) -> sqlx::Result<DateTime<Utc>> {
    let (r, c) = (&settings.rates, &settings.contact);
    sqlx::query_scalar(
        "UPDATE shop_settings SET delivery_fee_cents = $1, free_delivery_threshold_cents = $2, \
         cod_fee_cents = $3, vat_rate_bp = $4, contact_name = $5, contact_phone = $6, \
         contact_email = $7, contact_address = $8, kra_pin = $9, updated_by = $10, \
         prices_include_vat = $11, updated_at = now() WHERE id RETURNING updated_at",
    )
    .bind(r.delivery_fee_cents)
    .bind(r.free_delivery_threshold_cents)
    .bind(r.cod_fee_cents)
    .bind(r.vat_rate_bp)
    .bind(&c.name)
    .bind(&c.phone)
    .bind(&c.email)
    .bind(&c.address)
    .bind(&c.kra_pin)
    .bind(actor)
    .bind(r.prices_include_vat)
    .fetch_one(&mut *conn)
    .await
}

/// Applies an edit to its coupon's campaign.
pub async fn edit_campaign(conn: &mut PgConnection, edit: &CampaignEdit) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE coupons SET description = $2, days_of_week = $3, timezone = $4, active = $5, \
         starts_at = $6, ends_at = $7, updated_at = now() WHERE code = $1",
    )
    .bind(&edit.code)
    .bind(&edit.description)
    .bind(&edit.days_of_week)
    .bind(&edit.timezone)
    .bind(edit.active)
    .bind(edit.starts_at)
    .bind(edit.ends_at)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
