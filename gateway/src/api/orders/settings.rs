//! The shop's business settings (admin spec section 9; DECISIONS.md "Business settings"): the
//! delivery fee, free-delivery threshold, COD fee, VAT rate and contact details for anyone, and
//! with the coupon campaigns for an admin, who replaces them. The orders service owns every
//! limit and message; this module reads the body's shape (amounts in KSh with at most two
//! decimals, the VAT rate in percent with at most two) and shapes the answers.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use serde_json::Value;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::Admin;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::ShapeErrors;
use crate::money::{Ksh, Percent};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ContactJson {
    #[schema(example = "Samani Furniture")]
    name: String,
    #[schema(example = "+254 712 345 678")]
    phone: String,
    #[schema(example = "sales@samanifurniture.co.ke")]
    email: String,
    #[schema(example = "Samani House, Ngong Road, Kilimani, Nairobi")]
    address: String,
    /// The Kenya Revenue Authority PIN on tax invoices.
    #[schema(example = "P000000000X")]
    kra_pin: String,
}

/// The settings anyone reads: what the cart, checkout, footer and content pages show.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SettingsJson {
    /// Delivery when it is not free, KSh.
    delivery_fee: Ksh,
    /// Delivery is free when the subtotal exceeds this, KSh.
    free_delivery_threshold: Ksh,
    /// Added to cash-on-delivery orders, KSh.
    cod_fee: Ksh,
    /// VAT in percent of the subtotal.
    vat_rate: Percent,
    /// Catalogue prices include VAT (the default): a price shown is what the shopper pays per
    /// unit, and an order's VAT is the part included in its total. False: VAT is added at
    /// checkout.
    prices_include_vat: bool,
    contact: ContactJson,
}

/// A coupon's campaign.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CouponCampaignJson {
    #[schema(example = "FREESHIP")]
    code: String,
    description: String,
    /// What the coupon gives (read only).
    free_shipping: bool,
    /// ISO weekdays, Monday 1 ... Sunday 7; empty for every day.
    #[schema(example = json!([1]))]
    days_of_week: Vec<i32>,
    /// The IANA time zone of the weekdays.
    #[schema(example = "Africa/Nairobi")]
    timezone: String,
    active: bool,
    /// RFC 3339; the campaign runs from here (null: always has).
    starts_at: Option<String>,
    /// RFC 3339, exclusive (null: never ends).
    ends_at: Option<String>,
}

/// The settings as an admin reads and writes them: with the coupon campaigns.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"deliveryFee": 500, "freeDeliveryThreshold": 50000, "codFee": 100,
    "vatRate": 16, "pricesIncludeVat": true, "contact": {"name": "Samani Furniture", "phone": "+254 712 345 678",
    "email": "sales@samanifurniture.co.ke", "address": "Ngong Road, Nairobi",
    "kraPin": "P000000000X"}, "coupons": [{"code": "FREESHIP",
    "description": "Free shipping on every Monday order", "freeShipping": true,
    "daysOfWeek": [1], "timezone": "Africa/Nairobi", "active": true, "startsAt": null,
    "endsAt": null}]}))]
pub(super) struct AdminSettingsJson {
    delivery_fee: Ksh,
    free_delivery_threshold: Ksh,
    cod_fee: Ksh,
    vat_rate: Percent,
    /// Catalogue prices include VAT (see `GET /api/settings`); an update without it keeps it.
    prices_include_vat: bool,
    contact: ContactJson,
    coupons: Vec<CouponCampaignJson>,
}

fn contact_json(c: Option<pb::ShopContact>) -> ContactJson {
    let c = c.unwrap_or_default();
    ContactJson {
        name: c.name,
        phone: c.phone,
        email: c.email,
        address: c.address,
        kra_pin: c.kra_pin,
    }
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl From<pb::Settings> for SettingsJson {
    fn from(s: pb::Settings) -> Self {
        Self {
            delivery_fee: Ksh(s.delivery_fee_cents),
            free_delivery_threshold: Ksh(s.free_delivery_threshold_cents),
            cod_fee: Ksh(s.cod_fee_cents),
            vat_rate: Percent(s.vat_rate_bp),
            prices_include_vat: s.prices_include_vat.unwrap_or(true),
            contact: contact_json(s.contact),
        }
    }
}

impl From<pb::Settings> for AdminSettingsJson {
    fn from(s: pb::Settings) -> Self {
        Self {
            delivery_fee: Ksh(s.delivery_fee_cents),
            free_delivery_threshold: Ksh(s.free_delivery_threshold_cents),
            cod_fee: Ksh(s.cod_fee_cents),
            vat_rate: Percent(s.vat_rate_bp),
            prices_include_vat: s.prices_include_vat.unwrap_or(true),
            contact: contact_json(s.contact),
            coupons: s
                .coupons
                .into_iter()
                .map(|c| CouponCampaignJson {
                    code: c.code,
                    description: c.description,
                    free_shipping: c.free_shipping,
                    days_of_week: c.days_of_week,
                    timezone: c.timezone,
                    active: c.active,
                    starts_at: non_empty(c.starts_at),
                    ends_at: non_empty(c.ends_at),
                })
                .collect(),
        }
    }
}

/// The shop's rates and contact details. Anyone.
#[utoipa::path(
    get,
    path = "/api/settings",
    tag = "settings",
    responses(
        (status = 200, description = "The settings", body = SettingsJson),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn public_settings(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<SettingsJson>, ApiError> {
    let settings = state
        .orders
        .clone()
        .get_settings(call.request(pb::GetSettingsRequest {}))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// The settings with every coupon campaign. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/settings",
    tag = "settings",
    responses(
        (status = 200, description = "The settings", body = AdminSettingsJson),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn admin_settings(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<AdminSettingsJson>, ApiError> {
    let settings = state
        .orders
        .clone()
        .get_admin_settings(admin.call.request(pb::GetSettingsRequest {}))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// Replaces the settings and edits the campaigns listed (by code; the others are left as they
/// are). The next quote uses them; placed orders keep their totals. Audited. Admin only.
#[utoipa::path(
    put,
    path = "/api/admin/settings",
    tag = "settings",
    request_body(content = AdminSettingsJson, description = "The settings as `GET /api/admin/settings` answers them (`freeShipping` is read only)"),
    responses(
        (status = 200, description = "The settings saved", body = AdminSettingsJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`deliveryFee`, `contact.kraPin`, `coupons[0].daysOfWeek`...); `bad_request` for a body that is not JSON", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn update_settings(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(body): AppJson<Value>,
) -> Result<Json<AdminSettingsJson>, ApiError> {
    let request = settings_request(&body)?;
    let settings = state
        .orders
        .clone()
        .update_settings(admin.call.request(request))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// A JSON number with at most two decimals as hundredths (KSh as cents, percent as basis
/// points), exactly, as `input::cents` reads amounts; negative numbers are read too (the
/// service refuses them with its message). `None` for anything else.
fn hundredths(value: &Value) -> Option<i64> {
    crate::input::cents(&value.as_number()?.to_string())
}

/// The service request of a `PUT /api/admin/settings` body: every field of the wrong shape at
/// once, by its REST name. The service judges the values.
fn settings_request(body: &Value) -> Result<pb::Settings, ApiError> {
    if !body.is_object() {
        let mut shape = ShapeErrors::default();
        shape.add("body", "The settings must be a JSON object");
        shape.finish()?;
    }
    let mut shape = ShapeErrors::default();
    let mut money = |field: &str| match body.get(field).and_then(hundredths) {
        Some(cents) => cents,
        None => {
            shape.add(
                field,
                format!("{field} must be an amount in KSh with at most two decimals"),
            );
            0
        }
    };
    let delivery_fee_cents = money("deliveryFee");
    let free_delivery_threshold_cents = money("freeDeliveryThreshold");
    let cod_fee_cents = money("codFee");
    let vat_rate_bp = match body
        .get("vatRate")
        .and_then(hundredths)
        .and_then(|bp| i32::try_from(bp).ok())
    {
        Some(bp) => bp,
        None => {
            shape.add(
                "vatRate",
                "vatRate must be a percentage with at most two decimals",
            );
            0
        }
    };

    let prices_include_vat = match body.get("pricesIncludeVat") {
        None | Some(Value::Null) => None,
        Some(Value::Bool(b)) => Some(*b),
        Some(_) => {
            shape.add("pricesIncludeVat", "pricesIncludeVat must be true or false");
            None
        }
    };

    let text =
        |shape: &mut ShapeErrors, object: Option<&Value>, key: &str, field: &str| match object
            .and_then(|o| o.get(key))
        {
            None | Some(Value::Null) => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(_) => {
                shape.add(field, format!("{field} must be text"));
                String::new()
            }
        };
    let contact_value = body.get("contact");
    if !matches!(contact_value, Some(Value::Object(_))) {
        shape.add("contact", "contact must be an object");
    }
    let contact = pb::ShopContact {
        name: text(&mut shape, contact_value, "name", "contact.name"),
        phone: text(&mut shape, contact_value, "phone", "contact.phone"),
        email: text(&mut shape, contact_value, "email", "contact.email"),
        address: text(&mut shape, contact_value, "address", "contact.address"),
        kra_pin: text(&mut shape, contact_value, "kraPin", "contact.kraPin"),
    };

    let coupons = match body.get("coupons") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let field = |key: &str| format!("coupons[{i}].{key}");
                if !c.is_object() {
                    shape.add(&format!("coupons[{i}]"), "Each coupon must be an object");
                }
                let days_of_week = match c.get("daysOfWeek") {
                    None | Some(Value::Null) => Vec::new(),
                    Some(Value::Array(days)) => days
                        .iter()
                        .map(|d| d.as_i64().and_then(|d| i32::try_from(d).ok()))
                        .collect::<Option<Vec<_>>>()
                        .unwrap_or_else(|| {
                            shape.add(
                                &field("daysOfWeek"),
                                "daysOfWeek must be a list of whole numbers",
                            );
                            Vec::new()
                        }),
                    Some(_) => {
                        shape.add(
                            &field("daysOfWeek"),
                            "daysOfWeek must be a list of whole numbers",
                        );
                        Vec::new()
                    }
                };
                let active = match c.get("active") {
                    Some(Value::Bool(b)) => *b,
                    _ => {
                        shape.add(&field("active"), "active must be true or false");
                        false
                    }
                };
                pb::CouponCampaign {
                    code: text(&mut shape, Some(c), "code", &field("code")),
                    description: text(&mut shape, Some(c), "description", &field("description")),
                    free_shipping: false,
                    days_of_week,
                    timezone: text(&mut shape, Some(c), "timezone", &field("timezone")),
                    active,
                    starts_at: text(&mut shape, Some(c), "startsAt", &field("startsAt")),
                    ends_at: text(&mut shape, Some(c), "endsAt", &field("endsAt")),
                }
            })
            .collect(),
        Some(_) => {
            shape.add("coupons", "coupons must be a list");
            Vec::new()
        }
    };
    shape.finish()?;
    Ok(pb::Settings {
        delivery_fee_cents,
        free_delivery_threshold_cents,
        cod_fee_cents,
        vat_rate_bp,
        contact: Some(contact),
        coupons,
        updated_at: String::new(),
        prices_include_vat,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn amounts_and_rates_are_read_as_hundredths() {
        assert_eq!(hundredths(&json!(500)), Some(50_000));
        assert_eq!(hundredths(&json!(1299.5)), Some(129_950));
        assert_eq!(hundredths(&json!(16.25)), Some(1_625));
        assert_eq!(hundredths(&json!(-1)), Some(-100));
        assert_eq!(hundredths(&json!(0.005)), None);
        assert_eq!(hundredths(&json!("500")), None);
        assert_eq!(hundredths(&json!(1e300)), None);
    }

    #[test]
    fn shape_errors_name_every_rest_field() {
        let err = settings_request(&json!({
            "deliveryFee": "500", "freeDeliveryThreshold": 50000, "codFee": 100, "vatRate": 16.001,
            "contact": {"name": 5, "phone": "0712345678", "email": "a@b.co", "address": "x",
                "kraPin": "P000000000X"},
            "coupons": [{"code": "FREESHIP", "daysOfWeek": ["Mon"], "active": "yes",
                "timezone": "Africa/Nairobi"}]
        }))
        .unwrap_err();
        let fields: Vec<&str> = err.fields.keys().map(String::as_str).collect();
        assert_eq!(
            fields,
            [
                "contact.name",
                "coupons[0].active",
                "coupons[0].daysOfWeek",
                "deliveryFee",
                "vatRate"
            ]
        );
    }
}
