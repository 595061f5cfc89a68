//! Lipa Mdogo Mdogo (issue 24, part 7): the plan's settings (anyone reads them, an admin
//! replaces them), the schedule the checkout shows before placing, and the plan as an order
//! carries it. The orders service owns every rule, limit and message; this module reads the
//! bodies' shape and shapes the answers.

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
use crate::money::Ksh;
use crate::state::AppState;

/// The plan as a shop setting. Zero interest and no fee: the parts sum to the order's total.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"enabled": true, "depositPercent": 25, "instalments": 3,
    "intervalDays": 14, "minTotal": 20000, "graceDays": 3, "reminderDays": 2}))]
pub(crate) struct InstalmentSettingsJson {
    /// Whether the checkout offers the plan.
    enabled: bool,
    /// The deposit paid at once, 10 to 90 percent of the total.
    deposit_percent: i32,
    /// Instalments after the deposit, 1 to 12.
    instalments: i32,
    /// Days between due dates, 1 to 60.
    interval_days: i32,
    /// The smallest order total the plan is offered for, KSh.
    min_total: Ksh,
    /// Days after a missed due date before the plan lapses and the order is cancelled, 0 to 30.
    grace_days: i32,
    /// Days before a due date the reminder goes, 1 to 7.
    reminder_days: i32,
}

impl From<pb::InstalmentSettings> for InstalmentSettingsJson {
    fn from(s: pb::InstalmentSettings) -> Self {
        Self {
            enabled: s.enabled,
            deposit_percent: s.deposit_percent,
            instalments: s.instalments,
            interval_days: s.interval_days,
            min_total: Ksh(s.min_total_cents),
            grace_days: s.grace_days,
            reminder_days: s.reminder_days,
        }
    }
}

/// One part of a schedule: the deposit (`number` 0) or an instalment.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct InstalmentJson {
    number: i32,
    amount: Ksh,
    /// YYYY-MM-DD (Nairobi).
    due_on: String,
    /// Paid towards it so far (payments fill the parts in order).
    paid: Ksh,
}

/// A payment counted towards a plan.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct InstalmentPaymentJson {
    /// The M-Pesa receipt or Paybill transaction id.
    reference: String,
    amount: Ksh,
    /// RFC 3339.
    paid_at: String,
    method: String,
}

/// A Lipa Mdogo Mdogo plan: its schedule, balance and payments.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct InstalmentPlanJson {
    /// What the plan collects: the order's total rounded up to whole shillings.
    total: Ksh,
    paid: Ksh,
    balance: Ksh,
    instalments: Vec<InstalmentJson>,
    payments: Vec<InstalmentPaymentJson>,
    /// What is due now or next; 0 once paid in full.
    next_due: Ksh,
    /// YYYY-MM-DD; null once paid in full.
    next_due_on: Option<String>,
    /// The order is cancelled if what is due on `nextDueOn` is still unpaid after this day;
    /// null once paid in full.
    lapses_on: Option<String>,
    /// preview | active | paid | cancelled.
    #[schema(example = "active")]
    state: String,
    grace_days: i32,
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl From<pb::InstalmentPlan> for InstalmentPlanJson {
    fn from(p: pb::InstalmentPlan) -> Self {
        Self {
            total: Ksh(p.total_cents),
            paid: Ksh(p.paid_cents),
            balance: Ksh(p.balance_cents),
            instalments: p
                .instalments
                .into_iter()
                .map(|i| InstalmentJson {
                    number: i.number,
                    amount: Ksh(i.amount_cents),
                    due_on: i.due_on,
                    paid: Ksh(i.paid_cents),
                })
                .collect(),
            payments: p
                .payments
                .into_iter()
                .map(|i| InstalmentPaymentJson {
                    reference: i.reference,
                    amount: Ksh(i.amount_cents),
                    paid_at: i.paid_at,
                    method: i.method,
                })
                .collect(),
            next_due: Ksh(p.next_due_cents),
            next_due_on: non_empty(p.next_due_on),
            lapses_on: non_empty(p.lapses_on),
            state: p.state,
            grace_days: p.grace_days,
        }
    }
}

/// The Lipa Mdogo Mdogo plan the shop offers. Anyone.
#[utoipa::path(
    get,
    path = "/api/instalment-settings",
    tag = "settings",
    responses(
        (status = 200, description = "The plan's settings", body = InstalmentSettingsJson),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn instalment_settings(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<InstalmentSettingsJson>, ApiError> {
    let settings = state
        .orders
        .clone()
        .get_instalment_settings(call.request(pb::GetInstalmentSettingsRequest {}))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// A JSON number with at most two decimals as cents, exactly.
fn cents(value: &Value) -> Option<i64> {
    crate::input::cents(&value.as_number()?.to_string())
}

/// Replaces the plan's settings; orders already placed keep their schedule. Audited. Admin
/// only.
#[utoipa::path(
    put,
    path = "/api/admin/instalment-settings",
    tag = "settings",
    request_body(content = InstalmentSettingsJson, description = "Every field"),
    responses(
        (status = 200, description = "The settings saved", body = InstalmentSettingsJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`depositPercent`, `minTotal`...); `bad_request` for a body that is not JSON", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn update_instalment_settings(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(body): AppJson<Value>,
) -> Result<Json<InstalmentSettingsJson>, ApiError> {
    let mut shape = ShapeErrors::default();
    if !body.is_object() {
        let mut fields = std::collections::BTreeMap::new();
        fields.insert(
            "body".to_owned(),
            "The settings must be a JSON object".to_owned(),
        );
        return Err(ApiError::invalid_fields(fields));
    }
    let enabled = match body.get("enabled") {
        Some(Value::Bool(b)) => *b,
        _ => {
            shape.add("enabled", "enabled must be true or false");
            false
        }
    };
    let mut whole = |field: &str| match body
        .get(field)
        .and_then(Value::as_i64)
        .and_then(|n| i32::try_from(n).ok())
    {
        Some(n) => n,
        None => {
            shape.add(field, format!("{field} must be a whole number"));
            0
        }
    };
    let deposit_percent = whole("depositPercent");
    let instalments = whole("instalments");
    let interval_days = whole("intervalDays");
    let grace_days = whole("graceDays");
    let reminder_days = whole("reminderDays");
    let min_total_cents = match body.get("minTotal").and_then(cents) {
        Some(c) => c,
        None => {
            shape.add(
                "minTotal",
                "minTotal must be an amount in KSh with at most two decimals",
            );
            0
        }
    };
    shape.finish()?;
    let settings = state
        .orders
        .clone()
        .update_instalment_settings(admin.call.request(pb::InstalmentSettings {
            enabled,
            deposit_percent,
            instalments,
            interval_days,
            min_total_cents,
            grace_days,
            reminder_days,
            updated_at: String::new(),
        }))
        .await?
        .into_inner();
    Ok(Json(settings.into()))
}

/// The body of `POST /api/orders/instalment-plan`.
#[derive(serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"total": 72500}))]
pub(super) struct PreviewForm {
    /// The order's total the checkout shows, KSh.
    #[schema(value_type = f64)]
    total: Option<Value>,
}

/// The Lipa Mdogo Mdogo schedule an order of this total placed now would have (the checkout
/// shows it before placing; placing computes it again from the order's own total). Anyone.
#[utoipa::path(
    post,
    path = "/api/orders/instalment-plan",
    tag = "orders",
    request_body = PreviewForm,
    responses(
        (status = 200, description = "The schedule", body = InstalmentPlanJson),
        (status = 400, description = "`validation_failed`: `fields.total` (not an amount, below the plan's minimum, or the plan is off)", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn preview_plan(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<PreviewForm>,
) -> Result<Json<InstalmentPlanJson>, ApiError> {
    let Some(total_cents) = form.total.as_ref().and_then(cents) else {
        let mut fields = std::collections::BTreeMap::new();
        fields.insert(
            "total".to_owned(),
            "total must be an amount in KSh with at most two decimals".to_owned(),
        );
        return Err(ApiError::invalid_fields(fields));
    };
    let plan = state
        .orders
        .clone()
        .preview_instalment_plan(call.request(pb::PreviewInstalmentPlanRequest { total_cents }))
        .await?
        .into_inner();
    Ok(Json(plan.into()))
}
