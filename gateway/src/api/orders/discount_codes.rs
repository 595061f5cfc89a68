//! The admin's discount codes (docs/decisions.md "Discount codes (issue 23, part 6)"): listed
//! with their uses, created, and edited (deactivated with `active: false`). The orders service
//! owns every rule and message and audits each change; this module reads the body's shape
//! (amounts in KSh with at most two decimals) and shapes the answers.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::ShapeErrors;
use crate::money::Ksh;
use crate::state::AppState;

/// A discount code as the admin sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"code": "SAVE10", "description": "10% off above KSh 5,000",
    "kind": "percent", "percentOff": 10, "amountOff": 0, "startsAt": null, "endsAt": null,
    "minSubtotal": 5000, "usageLimit": 100, "perCustomerLimit": 1, "active": true, "uses": 3,
    "daysOfWeek": [], "createdAt": "2026-11-23T07:00:00Z", "updatedAt": "2026-11-23T07:00:00Z"}))]
pub(super) struct DiscountCodeJson {
    code: String,
    description: String,
    /// percent | amount | free_shipping.
    kind: String,
    /// percent: 1-100 of the goods subtotal (0 for the other kinds).
    percent_off: i32,
    /// amount: KSh off the goods, capped at the goods subtotal (0 for the other kinds).
    amount_off: Ksh,
    /// RFC 3339; valid from here (null: already).
    starts_at: Option<String>,
    /// RFC 3339, exclusive (null: never ends).
    ends_at: Option<String>,
    /// The goods subtotal an order needs, KSh (0: none).
    min_subtotal: Ksh,
    /// Orders that may use it in all (null: no limit).
    usage_limit: Option<i32>,
    /// Orders one customer may place with it (null: no limit).
    per_customer_limit: Option<i32>,
    active: bool,
    /// Orders using it now (a cancelled unpaid order gave its use back).
    uses: i64,
    /// ISO weekdays it runs on, Monday 1 ... Sunday 7 (free shipping campaigns; edited in the
    /// settings); empty for every day.
    days_of_week: Vec<i32>,
    created_at: String,
    updated_at: String,
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl From<pb::DiscountCode> for DiscountCodeJson {
    fn from(c: pb::DiscountCode) -> Self {
        Self {
            code: c.code,
            description: c.description,
            kind: c.kind,
            percent_off: c.percent_off,
            amount_off: Ksh(c.amount_off_cents),
            starts_at: non_empty(c.starts_at),
            ends_at: non_empty(c.ends_at),
            min_subtotal: Ksh(c.min_subtotal_cents),
            usage_limit: (c.usage_limit > 0).then_some(c.usage_limit),
            per_customer_limit: (c.per_customer_limit > 0).then_some(c.per_customer_limit),
            active: c.active,
            uses: c.uses,
            days_of_week: c.days_of_week,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub(super) struct DiscountCodeList {
    codes: Vec<DiscountCodeJson>,
}

/// The body of a create or an edit. Absent limits and dates are none; `active` defaults to true.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"code": "SAVE10", "description": "10% off above KSh 5,000",
    "kind": "percent", "percentOff": 10, "minSubtotal": 5000, "usageLimit": 100,
    "perCustomerLimit": 1, "startsAt": "2026-12-01T00:00:00+03:00", "endsAt": null,
    "active": true}))]
pub(super) struct DiscountCodeForm {
    /// Letters, digits, '-' and '_', 3-40 (kept in capitals). Ignored on an edit (the path
    /// names the code).
    code: Option<String>,
    description: Option<String>,
    /// percent | amount | free_shipping.
    kind: Option<String>,
    percent_off: Option<i32>,
    /// KSh, at most two decimals.
    #[schema(value_type = Option<f64>)]
    amount_off: Option<Value>,
    starts_at: Option<String>,
    ends_at: Option<String>,
    /// KSh, at most two decimals.
    #[schema(value_type = Option<f64>)]
    min_subtotal: Option<Value>,
    usage_limit: Option<i32>,
    per_customer_limit: Option<i32>,
    active: Option<bool>,
}

/// KSh as cents: a JSON number with at most two decimals (absent or null is 0).
fn money(shape: &mut ShapeErrors, value: Option<&Value>, field: &str) -> i64 {
    match value {
        None | Some(Value::Null) => 0,
        Some(v) => v
            .as_number()
            .and_then(|n| crate::input::cents(&n.to_string()))
            .unwrap_or_else(|| {
                shape.add(
                    field,
                    format!("{field} must be an amount in KSh with at most two decimals"),
                );
                0
            }),
    }
}

impl DiscountCodeForm {
    fn into_pb(self, code: String) -> Result<pb::DiscountCode, ApiError> {
        let mut shape = ShapeErrors::default();
        let amount_off_cents = money(&mut shape, self.amount_off.as_ref(), "amountOff");
        let min_subtotal_cents = money(&mut shape, self.min_subtotal.as_ref(), "minSubtotal");
        shape.finish()?;
        Ok(pb::DiscountCode {
            code,
            description: self.description.unwrap_or_default(),
            kind: self.kind.unwrap_or_default(),
            percent_off: self.percent_off.unwrap_or(0),
            amount_off_cents,
            starts_at: self.starts_at.unwrap_or_default(),
            ends_at: self.ends_at.unwrap_or_default(),
            min_subtotal_cents,
            usage_limit: self.usage_limit.unwrap_or(0),
            per_customer_limit: self.per_customer_limit.unwrap_or(0),
            active: self.active.unwrap_or(true),
            ..Default::default()
        })
    }
}

/// Every discount code with its uses, by code. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/discount-codes",
    tag = "discount-codes",
    responses(
        (status = 200, description = "The codes", body = DiscountCodeList),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn list_discount_codes(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<DiscountCodeList>, ApiError> {
    let list = state
        .orders
        .clone()
        .list_discount_codes(admin.call.request(pb::ListDiscountCodesRequest {}))
        .await?
        .into_inner();
    Ok(Json(DiscountCodeList {
        codes: list.codes.into_iter().map(Into::into).collect(),
    }))
}

/// Creates a discount code. Audited. Admin only.
#[utoipa::path(
    post,
    path = "/api/admin/discount-codes",
    tag = "discount-codes",
    request_body = DiscountCodeForm,
    responses(
        (status = 201, description = "The new code", body = DiscountCodeJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`code`, `percentOff`, `amountOff`, `minSubtotal`, `endsAt`...); `bad_request` for a body that is not JSON of this shape", body = ErrorBody),
        (status = 409, description = "`conflict`: a code with this code already exists", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn create_discount_code(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(form): AppJson<DiscountCodeForm>,
) -> Result<(StatusCode, Json<DiscountCodeJson>), ApiError> {
    let code = form.code.clone().unwrap_or_default();
    let request = pb::SaveDiscountCodeRequest {
        code: Some(form.into_pb(code)?),
        create: true,
    };
    let saved = state
        .orders
        .clone()
        .save_discount_code(admin.call.request(request))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(saved.into())))
}

/// Replaces a discount code's fields (`active: false` deactivates it; its uses are kept).
/// Audited, field by field. Admin only.
#[utoipa::path(
    put,
    path = "/api/admin/discount-codes/{code}",
    tag = "discount-codes",
    params(("code" = String, Path, max_length = 40, description = "The code (any case)")),
    request_body = DiscountCodeForm,
    responses(
        (status = 200, description = "The code saved", body = DiscountCodeJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields`; `bad_request` for a body that is not JSON of this shape", body = ErrorBody),
        (status = 404, description = "`not_found`: no discount code has this code", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn update_discount_code(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(code): Path<String>,
    AppJson(form): AppJson<DiscountCodeForm>,
) -> Result<Json<DiscountCodeJson>, ApiError> {
    let request = pb::SaveDiscountCodeRequest {
        code: Some(form.into_pb(code)?),
        create: false,
    };
    let saved = state
        .orders
        .clone()
        .save_discount_code(admin.call.request(request))
        .await?
        .into_inner();
    Ok(Json(saved.into()))
}
