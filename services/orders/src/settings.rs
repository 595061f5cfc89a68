//! The business settings' use cases (DECISIONS.md "Business settings"): anyone reads the rates
//! and contact; an admin reads them with every coupon campaign and replaces them, in one
//! transaction with its audit row.

use chrono::{DateTime, Utc};
use shop_common::caller::Caller;
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;

use crate::domain::campaign::Coupon;
use crate::domain::settings::{self, ShopSettings};
use crate::error::Error;
use crate::repo::{self, rfc3339};

fn coupon_to_pb(c: &Coupon) -> pb::CouponCampaign {
    pb::CouponCampaign {
        code: c.code.clone(),
        description: c.description.clone(),
        free_shipping: c.free_shipping,
        days_of_week: c.days_of_week.iter().map(|&d| i32::from(d)).collect(),
        timezone: c.timezone.clone(),
        active: c.active,
        starts_at: c.starts_at.map(rfc3339).unwrap_or_default(),
        ends_at: c.ends_at.map(rfc3339).unwrap_or_default(),
    }
}

/// The settings as the rpcs answer them (`coupons` empty for the public answer).
pub fn to_pb(s: &ShopSettings, coupons: &[Coupon], updated_at: DateTime<Utc>) -> pb::Settings {
    pb::Settings {
        delivery_fee_cents: s.rates.delivery_fee_cents,
        free_delivery_threshold_cents: s.rates.free_delivery_threshold_cents,
        cod_fee_cents: s.rates.cod_fee_cents,
        vat_rate_bp: s.rates.vat_rate_bp,
        contact: Some(pb::ShopContact {
            name: s.contact.name.clone(),
            phone: s.contact.phone.clone(),
            email: s.contact.email.clone(),
            address: s.contact.address.clone(),
            kra_pin: s.contact.kra_pin.clone(),
        }),
        coupons: coupons.iter().map(coupon_to_pb).collect(),
        updated_at: rfc3339(updated_at),
    }
}

/// GetSettings: the rates and contact, for anyone.
pub async fn public(pool: &PgPool) -> Result<pb::Settings, Error> {
    let (settings, updated_at) = repo::settings::get(&mut *pool.acquire().await?).await?;
    Ok(to_pb(&settings, &[], updated_at))
}

/// GetAdminSettings: with every coupon campaign.
pub async fn admin(pool: &PgPool, caller: &Caller) -> Result<pb::Settings, Error> {
    caller.ensure_admin()?;
    let mut conn = pool.acquire().await?;
    let (settings, updated_at) = repo::settings::get(&mut conn).await?;
    let coupons = repo::coupons::all(&mut conn).await?;
    Ok(to_pb(&settings, &coupons, updated_at))
}

/// UpdateSettings: checks every field, then saves the settings and the campaign edits with the
/// audit row, all in one transaction (a refused or failed update writes nothing).
pub async fn update(
    pool: &PgPool,
    caller: &Caller,
    raw: pb::Settings,
) -> Result<pb::Settings, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let mut tx = pool.begin().await?;
    let (before, before_at) = repo::settings::lock(&mut tx).await?;
    let coupons_before = repo::coupons::all(&mut tx).await?;
    let (after, edits) = settings::parse_update(&raw, &coupons_before)?;
    let updated_at = repo::settings::update(&mut tx, &after, &actor).await?;
    for edit in &edits {
        repo::settings::edit_campaign(&mut tx, edit).await?;
    }
    let coupons_after = repo::coupons::all(&mut tx).await?;
    let answer = to_pb(&after, &coupons_after, updated_at);
    let _before = to_pb(&before, &coupons_before, before_at);
    tx.commit().await?;
    tracing::info!(%actor, "business settings updated");
    Ok(answer)
}
