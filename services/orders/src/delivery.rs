//! Delivery zones and pickup points as settings (issue 24 part 4): anyone reads them, an admin
//! replaces them in one transaction with its audit row; and the choice a quote or placement
//! asks for, resolved against the settings of this moment.

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::json;
use shop_common::audit;
use shop_common::caller::Caller;
use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;

use crate::domain::delivery::{
    self, Band, Choice, DeliverySettings, Express, Method, PickupPoint, Zone,
};
use crate::error::Error;
use crate::repo::{self, rfc3339};

/// What a quote or placement asks about delivery, checked: the county (one of the 47) and the
/// method and pickup point; `None` county when none was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ask {
    pub county: &'static str,
    pub method: Method,
    pub pickup_point: String,
}

/// Checks the asked county and method into `v` (`state`, `delivery_method`): `None` when no
/// county was given (the flat rates then apply) or a field is bad.
pub fn parse_ask(v: &mut Violations, state: &str, method: &str, pickup_point: &str) -> Option<Ask> {
    let method = Method::parse(method);
    if method.is_none() {
        v.add("delivery_method", delivery::UNKNOWN_METHOD);
    }
    if state.trim().is_empty() {
        if method == Some(Method::Pickup) {
            v.add("state", "Choose the county you are in");
        }
        return None;
    }
    let county = delivery::county(state);
    if county.is_none() {
        v.add("state", delivery::UNKNOWN_COUNTY);
    }
    if method == Some(Method::Pickup) && pickup_point.trim().is_empty() {
        v.add("pickup_point", delivery::UNKNOWN_PICKUP_POINT);
    }
    Some(Ask {
        county: county?,
        method: method?,
        pickup_point: pickup_point.trim().to_owned(),
    })
}

/// How the placement's fingerprint names the asked choice: "" for standard delivery (or none),
/// "express", or "pickup:<point code>".
pub fn choice_key(ask: Option<&Ask>) -> String {
    match ask.map(|a| (a.method, a.pickup_point.as_str())) {
        None | Some((Method::Standard, _)) => String::new(),
        Some((Method::Express, _)) => "express".to_owned(),
        Some((Method::Pickup, point)) => format!("pickup:{point}"),
    }
}

/// The settings of this moment.
pub async fn current(pool: &PgPool) -> Result<DeliverySettings, Error> {
    Ok(repo::delivery::get(&mut *pool.acquire().await?).await?.0)
}

pub fn choice_to_pb(c: &Choice) -> pb::DeliveryChoice {
    pb::DeliveryChoice {
        method: c.method.as_str().to_owned(),
        county: c.county.clone(),
        zone: c.zone.clone(),
        pickup_point: c.pickup.as_ref().map(point_to_pb),
        fee_cents: c.fee_cents,
        full_fee_cents: c.full_fee_cents,
        free_from_cents: c.free_from_cents.unwrap_or(0),
        amount_to_free_cents: c.amount_to_free_cents,
        min_days: c.min_days,
        max_days: c.max_days,
        earliest: c.earliest.to_string(),
        latest: c.latest.to_string(),
    }
}

/// The promise an order keeps, as stored (JSON of [`Choice`]).
pub fn stored(c: &Choice) -> String {
    serde_json::to_string(c).unwrap_or_default()
}

/// A stored promise read back (`None` for orders placed before zones or unreadable JSON).
pub fn from_stored(text: Option<&str>) -> Option<pb::DeliveryChoice> {
    let choice: Choice = serde_json::from_str(text?).ok()?;
    Some(choice_to_pb(&choice))
}

fn point_to_pb(p: &PickupPoint) -> pb::PickupPoint {
    pb::PickupPoint {
        code: p.code.clone(),
        name: p.name.clone(),
        county: p.county.clone(),
        address: p.address.clone(),
        hours: p.hours.clone(),
        fee_cents: p.fee_cents,
        ready_days: p.ready_days,
    }
}

pub fn to_pb(s: &DeliverySettings, updated_at: Option<DateTime<Utc>>) -> pb::DeliverySettings {
    pb::DeliverySettings {
        zones: s
            .zones
            .iter()
            .map(|z| pb::DeliveryZone {
                name: z.name.clone(),
                counties: z.counties.clone(),
                bands: z
                    .bands
                    .iter()
                    .map(|b| pb::WeightBand {
                        up_to_kg: b.up_to_kg.unwrap_or(0),
                        fee_cents: b.fee_cents,
                    })
                    .collect(),
                free_from_cents: z.free_from_cents.unwrap_or(0),
                never_free: z.free_from_cents.is_none(),
                min_days: z.min_days,
                max_days: z.max_days,
                express: z.express.is_some(),
                express_fee_cents: z.express.as_ref().map_or(0, |e| e.fee_cents),
                express_min_days: z.express.as_ref().map_or(0, |e| e.min_days),
                express_max_days: z.express.as_ref().map_or(0, |e| e.max_days),
            })
            .collect(),
        pickup_points: s.pickup_points.iter().map(point_to_pb).collect(),
        updated_at: updated_at.map(rfc3339).unwrap_or_default(),
        counties: delivery::COUNTIES.iter().map(|&c| c.to_owned()).collect(),
    }
}

/// The settings an admin sent (every field checked by [`DeliverySettings::check`]).
pub fn from_pb(raw: &pb::DeliverySettings) -> DeliverySettings {
    DeliverySettings {
        zones: raw
            .zones
            .iter()
            .map(|z| Zone {
                name: z.name.clone(),
                counties: z.counties.clone(),
                bands: z
                    .bands
                    .iter()
                    .map(|b| Band {
                        up_to_kg: (b.up_to_kg != 0).then_some(b.up_to_kg),
                        fee_cents: b.fee_cents,
                    })
                    .collect(),
                free_from_cents: (!z.never_free).then_some(z.free_from_cents),
                min_days: z.min_days,
                max_days: z.max_days,
                express: z.express.then_some(Express {
                    fee_cents: z.express_fee_cents,
                    min_days: z.express_min_days,
                    max_days: z.express_max_days,
                }),
            })
            .collect(),
        pickup_points: raw
            .pickup_points
            .iter()
            .map(|p| PickupPoint {
                code: p.code.clone(),
                name: p.name.clone(),
                county: p.county.clone(),
                address: p.address.clone(),
                hours: p.hours.clone(),
                fee_cents: p.fee_cents,
                ready_days: p.ready_days,
            })
            .collect(),
    }
    .normalised()
}

/// GetDeliverySettings: for anyone.
pub async fn public(pool: &PgPool) -> Result<pb::DeliverySettings, Error> {
    let (settings, at) = repo::delivery::get(&mut *pool.acquire().await?).await?;
    Ok(to_pb(&settings, at))
}

/// UpdateDeliverySettings: checks every field, then saves with the audit row in one
/// transaction (a refused or failed update writes nothing).
pub async fn update(
    pool: &PgPool,
    caller: &Caller,
    raw: pb::DeliverySettings,
) -> Result<pb::DeliverySettings, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let after = from_pb(&raw);
    let mut v = Violations::new();
    after.check(&mut v);
    v.finish()?;
    let mut tx = pool.begin().await?;
    let (before, _) = repo::delivery::lock(&mut tx).await?;
    let updated_at = repo::delivery::save(&mut tx, &after, &actor).await?;
    let answer = to_pb(&after, Some(updated_at));
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id: &actor,
            kind: audit::SETTINGS_UPDATE,
            target: "settings.delivery",
            summary: &summary(&before, &after),
            before: Some(json!(before)),
            after: Some(json!(after)),
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(%actor, "delivery settings updated");
    Ok(answer)
}

/// One line for the activity log naming what changed.
pub fn summary(before: &DeliverySettings, after: &DeliverySettings) -> String {
    let mut parts = Vec::new();
    for z in &after.zones {
        match before.zones.iter().find(|o| o.name == z.name) {
            None => parts.push(format!("zone {} added", z.name)),
            Some(old) if old != z => parts.push(format!("zone {}", z.name)),
            Some(_) => {}
        }
    }
    for z in &before.zones {
        if !after.zones.iter().any(|n| n.name == z.name) {
            parts.push(format!("zone {} removed", z.name));
        }
    }
    if before.pickup_points != after.pickup_points {
        parts.push("pickup points".to_owned());
    }
    if parts.is_empty() {
        "Delivery settings saved without changes".to_owned()
    } else {
        format!("Delivery settings: {}", parts.join("; "))
    }
}

/// Resolves `ask` for goods worth `goods_cents` weighing `weight_tenths_kg` on `today`: every
/// choice, and the one asked for (or why it cannot be had, as a refusal of its field).
pub fn resolve(
    settings: &DeliverySettings,
    ask: &Ask,
    goods_cents: i64,
    weight_tenths_kg: i64,
    today: NaiveDate,
) -> Result<(Choice, Vec<Choice>), Error> {
    let chosen = settings
        .choose(
            ask.county,
            ask.method,
            &ask.pickup_point,
            goods_cents,
            weight_tenths_kg,
            today,
        )
        .map_err(|(field, message)| Error::invalid(field, message))?;
    Ok((
        chosen,
        settings.choices(ask.county, goods_cents, weight_tenths_kg, today),
    ))
}
