//! The business settings' use cases (DECISIONS.md "Business settings"): anyone reads the rates
//! and contact; an admin reads them with every coupon campaign and replaces them, in one
//! transaction with its audit row.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use shop_common::audit;
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
        free_shipping: c.free_shipping(),
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
        prices_include_vat: Some(s.rates.prices_include_vat),
    }
}

/// GetSettings: the rates and contact, for anyone.
pub async fn public(pool: &PgPool) -> Result<pb::Settings, Error> {
    let (settings, updated_at) = repo::settings::get(&mut *pool.acquire().await?).await?;
    Ok(to_pb(&settings, &[], updated_at))
}

/// The coupons the settings edit: the free-shipping campaigns (FREESHIP and its weekdays). The
/// other discount codes have their own screen (`discount_codes`).
async fn campaigns(conn: &mut sqlx::PgConnection) -> Result<Vec<Coupon>, Error> {
    let mut coupons = repo::coupons::all(conn).await?;
    coupons.retain(Coupon::free_shipping);
    Ok(coupons)
}

/// GetAdminSettings: with every coupon campaign.
pub async fn admin(pool: &PgPool, caller: &Caller) -> Result<pb::Settings, Error> {
    caller.ensure_admin()?;
    let mut conn = pool.acquire().await?;
    let (settings, updated_at) = repo::settings::get(&mut conn).await?;
    let coupons = campaigns(&mut conn).await?;
    Ok(to_pb(&settings, &coupons, updated_at))
}

/// UpdateSettings: checks every field, then saves the settings and the campaign edits with the
/// audit row, all in one transaction (a refused or failed update writes nothing).
pub async fn update(
    pool: &PgPool,
    caller: &Caller,
    mut raw: pb::Settings,
) -> Result<pb::Settings, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let mut tx = pool.begin().await?;
    let (before, before_at) = repo::settings::lock(&mut tx).await?;
    // Left out: kept as it is.
    raw.prices_include_vat
        .get_or_insert(before.rates.prices_include_vat);
    let coupons_before = campaigns(&mut tx).await?;
    let (after, edits) = settings::parse_update(&raw, &coupons_before)?;
    let updated_at = repo::settings::update(&mut tx, &after, &actor).await?;
    for edit in &edits {
        repo::settings::edit_campaign(&mut tx, edit).await?;
    }
    let coupons_after = campaigns(&mut tx).await?;
    let answer = to_pb(&after, &coupons_after, updated_at);
    let before = to_pb(&before, &coupons_before, before_at);
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id: &actor,
            kind: audit::SETTINGS_UPDATE,
            target: "settings",
            summary: &summary(&before, &answer),
            before: Some(audit_json(&before)),
            after: Some(audit_json(&answer)),
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(%actor, "business settings updated");
    Ok(answer)
}

/// The settings as an audit entry keeps them (cents and basis points, as stored).
fn audit_json(s: &pb::Settings) -> Value {
    let contact = s.contact.clone().unwrap_or_default();
    json!({
        "deliveryFeeCents": s.delivery_fee_cents,
        "freeDeliveryThresholdCents": s.free_delivery_threshold_cents,
        "codFeeCents": s.cod_fee_cents,
        "vatRateBp": s.vat_rate_bp,
        "pricesIncludeVat": s.prices_include_vat.unwrap_or(true),
        "contact": {
            "name": contact.name,
            "phone": contact.phone,
            "email": contact.email,
            "address": contact.address,
            "kraPin": contact.kra_pin,
        },
        "coupons": s.coupons.iter().map(|c| json!({
            "code": c.code,
            "description": c.description,
            "daysOfWeek": c.days_of_week,
            "timezone": c.timezone,
            "active": c.active,
            "startsAt": c.starts_at,
            "endsAt": c.ends_at,
        })).collect::<Vec<_>>(),
    })
}

/// One line for the activity log: what changed ("Delivery fee KSh 500 -> KSh 750; VAT 16% ->
/// 14%"), or that nothing did.
pub fn summary(before: &pb::Settings, after: &pb::Settings) -> String {
    let ksh = |cents: i64| {
        if cents % 100 == 0 {
            format!("KSh {}", cents / 100)
        } else {
            format!("KSh {:.2}", cents as f64 / 100.0)
        }
    };
    let percent = |bp: i32| format!("{}%", f64::from(bp) / 100.0);
    let mut parts = Vec::new();
    let mut money = |label: &str, a: i64, b: i64| {
        if a != b {
            parts.push(format!("{label} {} -> {}", ksh(a), ksh(b)));
        }
    };
    money(
        "Delivery fee",
        before.delivery_fee_cents,
        after.delivery_fee_cents,
    );
    money(
        "Free delivery above",
        before.free_delivery_threshold_cents,
        after.free_delivery_threshold_cents,
    );
    money("COD fee", before.cod_fee_cents, after.cod_fee_cents);
    if before.vat_rate_bp != after.vat_rate_bp {
        parts.push(format!(
            "VAT {} -> {}",
            percent(before.vat_rate_bp),
            percent(after.vat_rate_bp)
        ));
    }
    if before.prices_include_vat != after.prices_include_vat {
        parts.push(
            if after.prices_include_vat.unwrap_or(true) {
                "Prices include VAT"
            } else {
                "Prices exclude VAT (added at checkout)"
            }
            .to_owned(),
        );
    }
    if before.contact != after.contact {
        parts.push("Contact details".to_owned());
    }
    for c in &after.coupons {
        let old = before.coupons.iter().find(|o| o.code == c.code);
        if old != Some(c) {
            parts.push(format!("Coupon {}", c.code));
        }
    }
    if parts.is_empty() {
        "Settings saved without changes".to_owned()
    } else {
        format!("Settings: {}", parts.join("; "))
    }
}
