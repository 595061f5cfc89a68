//! Delivery and pickup by county (issue 24 part 4): the zones and pickup points anyone reads
//! (`GET /api/settings/delivery`: the product page, cart, checkout and help pages) and an admin
//! replaces (`PUT /api/admin/settings/delivery`), and the delivery choice as quotes and orders
//! show it. The orders service owns every rule and message; amounts are KSh here.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::Admin;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::ShapeErrors;
use crate::money::Ksh;
use crate::state::AppState;

/// A pickup point.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"code": "westlands-showroom", "name": "Westlands showroom",
    "county": "Nairobi", "address": "Waiyaki Way, Westlands, Nairobi",
    "hours": "Mon-Sat 8:00-18:00", "fee": 0, "readyDays": 1}))]
pub(crate) struct PickupPointJson {
    /// Lower-case letters, digits and dashes: what a quote or order names it by.
    pub code: String,
    pub name: String,
    pub county: String,
    pub address: String,
    pub hours: String,
    /// KSh (whole shillings).
    #[schema(value_type = f64)]
    pub fee: Value,
    /// Business days until the order is ready to collect.
    pub ready_days: i32,
}

fn point_json(p: pb::PickupPoint) -> PickupPointJson {
    PickupPointJson {
        code: p.code,
        name: p.name,
        county: p.county,
        address: p.address,
        hours: p.hours,
        fee: ksh_value(p.fee_cents),
        ready_days: p.ready_days,
    }
}

fn ksh_value(cents: i64) -> Value {
    serde_json::to_value(Ksh(cents)).unwrap_or_default()
}

/// One delivery choice with its fee for the goods quoted and the window it promises.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DeliveryChoiceJson {
    /// standard | express | pickup.
    #[schema(example = "standard")]
    pub method: String,
    #[schema(example = "Mombasa")]
    pub county: String,
    #[schema(example = "Big towns")]
    pub zone: String,
    /// Pickup only.
    pub pickup_point: Option<PickupPointJson>,
    /// What the shopper pays for this choice (0 when free).
    pub fee: Ksh,
    /// The fee before the free-delivery rule.
    pub full_fee: Ksh,
    /// Standard delivery is free at or above this; null when never free.
    pub free_from: Option<Ksh>,
    /// Goods short of free delivery (0 when free or never free).
    pub amount_to_free: Ksh,
    pub min_days: i32,
    pub max_days: i32,
    /// YYYY-MM-DD, business days in Nairobi (Sundays and public holidays skipped).
    #[schema(example = "2026-12-01")]
    pub earliest: String,
    #[schema(example = "2026-12-03")]
    pub latest: String,
}

impl From<pb::DeliveryChoice> for DeliveryChoiceJson {
    fn from(c: pb::DeliveryChoice) -> Self {
        Self {
            method: c.method,
            county: c.county,
            zone: c.zone,
            pickup_point: c.pickup_point.map(point_json),
            fee: Ksh(c.fee_cents),
            full_fee: Ksh(c.full_fee_cents),
            free_from: (c.free_from_cents > 0).then_some(Ksh(c.free_from_cents)),
            amount_to_free: Ksh(c.amount_to_free_cents),
            min_days: c.min_days,
            max_days: c.max_days,
            earliest: c.earliest,
            latest: c.latest,
        }
    }
}

/// A weight band: orders up to `upToKg` (null: any weight, the last band) pay `fee`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct BandJson {
    up_to_kg: Option<i32>,
    #[schema(value_type = f64)]
    fee: Value,
}

/// A delivery zone.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ZoneJson {
    name: String,
    /// Counties as the list of 47 names them; each in exactly one zone.
    counties: Vec<String>,
    bands: Vec<BandJson>,
    /// Standard delivery is free at or above this (KSh); null: never free.
    #[schema(value_type = Option<f64>)]
    free_from: Option<Value>,
    /// The standard window, in business days.
    min_days: i32,
    max_days: i32,
    /// Whether the zone offers express delivery, its fee and window.
    express: bool,
    #[schema(value_type = f64)]
    express_fee: Value,
    express_min_days: i32,
    express_max_days: i32,
}

/// The delivery settings.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct DeliverySettingsJson {
    zones: Vec<ZoneJson>,
    pickup_points: Vec<PickupPointJson>,
    /// Answers only: Kenya's 47 counties, and RFC 3339 of the last change (null: the defaults).
    #[serde(default)]
    counties: Vec<String>,
    #[serde(default)]
    updated_at: Option<String>,
}

impl From<pb::DeliverySettings> for DeliverySettingsJson {
    fn from(s: pb::DeliverySettings) -> Self {
        Self {
            zones: s
                .zones
                .into_iter()
                .map(|z| ZoneJson {
                    name: z.name,
                    counties: z.counties,
                    bands: z
                        .bands
                        .into_iter()
                        .map(|b| BandJson {
                            up_to_kg: (b.up_to_kg > 0).then_some(b.up_to_kg),
                            fee: ksh_value(b.fee_cents),
                        })
                        .collect(),
                    free_from: (!z.never_free).then(|| ksh_value(z.free_from_cents)),
                    min_days: z.min_days,
                    max_days: z.max_days,
                    express: z.express,
                    express_fee: ksh_value(z.express_fee_cents),
                    express_min_days: z.express_min_days,
                    express_max_days: z.express_max_days,
                })
                .collect(),
            pickup_points: s.pickup_points.into_iter().map(point_json).collect(),
            counties: s.counties,
            updated_at: (!s.updated_at.is_empty()).then_some(s.updated_at),
        }
    }
}

/// KSh with at most two decimals as cents, or a shape error on `field`.
fn cents(shape: &mut ShapeErrors, value: &Value, field: &str) -> i64 {
    match value
        .as_number()
        .and_then(|n| crate::input::cents(&n.to_string()))
    {
        Some(c) => c,
        None => {
            shape.add(
                field,
                format!("{field} must be an amount in KSh with at most two decimals"),
            );
            0
        }
    }
}

impl DeliverySettingsJson {
    fn request(&self) -> Result<pb::DeliverySettings, ApiError> {
        let mut shape = ShapeErrors::default();
        let zones = self
            .zones
            .iter()
            .enumerate()
            .map(|(i, z)| pb::DeliveryZone {
                name: z.name.clone(),
                counties: z.counties.clone(),
                bands: z
                    .bands
                    .iter()
                    .enumerate()
                    .map(|(j, b)| pb::WeightBand {
                        up_to_kg: b.up_to_kg.unwrap_or(0),
                        fee_cents: cents(&mut shape, &b.fee, &format!("zones[{i}].bands[{j}].fee")),
                    })
                    .collect(),
                free_from_cents: z
                    .free_from
                    .as_ref()
                    .filter(|v| !v.is_null())
                    .map_or(0, |v| cents(&mut shape, v, &format!("zones[{i}].freeFrom"))),
                never_free: z.free_from.as_ref().is_none_or(Value::is_null),
                min_days: z.min_days,
                max_days: z.max_days,
                express: z.express,
                express_fee_cents: if z.express {
                    cents(
                        &mut shape,
                        &z.express_fee,
                        &format!("zones[{i}].expressFee"),
                    )
                } else {
                    0
                },
                express_min_days: z.express_min_days,
                express_max_days: z.express_max_days,
            })
            .collect();
        let pickup_points = self
            .pickup_points
            .iter()
            .enumerate()
            .map(|(i, p)| pb::PickupPoint {
                code: p.code.clone(),
                name: p.name.clone(),
                county: p.county.clone(),
                address: p.address.clone(),
                hours: p.hours.clone(),
                fee_cents: cents(&mut shape, &p.fee, &format!("pickupPoints[{i}].fee")),
                ready_days: p.ready_days,
            })
            .collect();
        shape.finish()?;
        Ok(pb::DeliverySettings {
            zones,
            pickup_points,
            updated_at: String::new(),
            counties: Vec::new(),
        })
    }
}

/// The service's field paths as this body names them (`zones[0].bands[1].feeCents` ->
/// `zones[0].bands[1].fee`).
fn rest_names(mut error: ApiError) -> ApiError {
    let renamed: BTreeMap<String, String> = std::mem::take(&mut error.fields)
        .into_iter()
        .map(|(field, message)| {
            let field = field
                .replace("expressFeeCents", "expressFee")
                .replace("freeFromCents", "freeFrom")
                .replace("feeCents", "fee");
            (field, message)
        })
        .collect();
    error.fields = renamed;
    error
}

/// The delivery zones, their fees, free-delivery rules and windows, and the pickup points.
/// Anyone.
#[utoipa::path(
    get,
    path = "/api/settings/delivery",
    tag = "settings",
    responses(
        (status = 200, description = "The delivery settings", body = DeliverySettingsJson),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn delivery_settings(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<DeliverySettingsJson>, ApiError> {
    let settings = state
        .orders
        .clone()
        .get_delivery_settings(call.request(pb::GetSettingsRequest {}))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// Replaces the delivery zones and pickup points: every county in exactly one zone. The next
/// quote uses them; placed orders keep their promise. Audited. Admin only.
#[utoipa::path(
    put,
    path = "/api/admin/settings/delivery",
    tag = "settings",
    request_body(content = DeliverySettingsJson, description = "The settings as `GET /api/settings/delivery` answers them (`counties` and `updatedAt` are read only)"),
    responses(
        (status = 200, description = "The settings saved", body = DeliverySettingsJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`zones[1].bands[0].fee`, `zones`, `pickupPoints[0].county`...); `bad_request` for a body of the wrong shape", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn update_delivery_settings(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(body): AppJson<DeliverySettingsJson>,
) -> Result<Json<DeliverySettingsJson>, ApiError> {
    let request = body.request()?;
    let settings = state
        .orders
        .clone()
        .update_delivery_settings(admin.call.request(request))
        .await
        .map_err(|status| rest_names(status.into()))?
        .into_inner();
    Ok(Json(settings.into()))
}
