//! Coupons (customer spec: Cart and Checkout promo-code box; DECISIONS.md "Coupons"): the codes
//! and their campaigns are the orders service's; FREESHIP's campaign decides when the box shows.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::MaybeSignedIn;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::AppState;

/// The body of `POST /api/coupons/validate`.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"code": "FREESHIP"}))]
pub(super) struct CouponForm {
    code: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"code": "FREESHIP", "description": "Free shipping on Mondays",
    "freeShipping": true}))]
pub(super) struct CouponJson {
    code: String,
    description: String,
    free_shipping: bool,
}

/// The coupon a code names, if it can be used now (by the caller, when signed in). Anyone.
#[utoipa::path(
    post,
    path = "/api/coupons/validate",
    tag = "coupons",
    request_body = CouponForm,
    responses(
        (status = 200, description = "The coupon", body = CouponJson),
        (status = 400, description = "`validation_failed` on `code`: 'Invalid coupon code', or why the code cannot be used now ('This code has expired', 'This code has been used up', 'You have already used this code' for a signed-in caller...)", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn validate_coupon(
    State(state): State<AppState>,
    MaybeSignedIn(call): MaybeSignedIn,
    AppJson(form): AppJson<CouponForm>,
) -> Result<Json<CouponJson>, ApiError> {
    let coupon = state
        .orders
        .clone()
        .check_coupon(call.request(pb::CheckCouponRequest {
            code: form.code.unwrap_or_default(),
        }))
        .await?
        .into_inner();
    Ok(Json(CouponJson {
        code: coupon.code,
        description: coupon.description,
        free_shipping: coupon.free_shipping,
    }))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ActiveJson {
    /// Whether the promo-code box shows: a campaign runs now.
    promo_box: bool,
}

/// Whether a campaign runs now, so the promo-code box shows; the codes are not listed. Anyone.
#[utoipa::path(
    get,
    path = "/api/coupons/active",
    tag = "coupons",
    responses(
        (status = 200, description = "Whether the box shows", body = ActiveJson),
        Unavailable,
    ),
)]
pub(super) async fn active(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<ActiveJson>, ApiError> {
    let campaigns = state
        .orders
        .clone()
        .active_campaigns(call.request(pb::ActiveCampaignsRequest {}))
        .await?
        .into_inner();
    Ok(Json(ActiveJson {
        promo_box: campaigns.promo_box,
    }))
}
