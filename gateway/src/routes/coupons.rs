//! Coupons (customer spec: Cart and Checkout promo-code box; DECISIONS.md "Coupons"): the
//! codes are the orders service's data; FREESHIP's campaign decides when the box shows.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use shop_proto::orders::v1 as pb;

use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::{AppState, grpc_request};

const INVALID_COUPON: &str = "Invalid coupon code";

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/coupons/validate", post(validate_coupon))
        .route("/api/coupons/active", get(active))
}

#[derive(Deserialize)]
struct CouponForm {
    code: Option<String>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CouponJson {
    code: String,
    description: String,
    free_shipping: bool,
}

/// `POST /api/coupons/validate {code}`: the coupon, or 400 'Invalid coupon code' on `code`.
#[tracing::instrument(skip_all)]
async fn validate_coupon(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<CouponForm>,
) -> Result<Json<CouponJson>, ApiError> {
    let code = form.code.as_deref().unwrap_or("").trim();
    if code.is_empty() || code.chars().count() > 50 {
        return Err(ApiError::field("code", INVALID_COUPON));
    }
    let coupon = state
        .orders
        .clone()
        .check_coupon(grpc_request(
            pb::CheckCouponRequest {
                code: code.to_owned(),
            },
            &headers,
        ))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::InvalidArgument
            | tonic::Code::NotFound
            | tonic::Code::FailedPrecondition => ApiError::field("code", INVALID_COUPON),
            _ => ApiError::from_status(status, ("coupon_not_found", INVALID_COUPON)),
        })?
        .into_inner();
    Ok(Json(CouponJson {
        code: coupon.code,
        description: coupon.description,
        free_shipping: coupon.free_shipping,
    }))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ActiveJson {
    promo_box: bool,
}

/// `GET /api/coupons/active`: whether a campaign runs now, so the promo-code box shows. The
/// codes themselves are not listed.
async fn active(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<ActiveJson>, ApiError> {
    let campaigns = state
        .orders
        .clone()
        .active_campaigns(grpc_request(pb::ActiveCampaignsRequest {}, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, ("coupon_not_found", INVALID_COUPON)))?
        .into_inner();
    Ok(Json(ActiveJson {
        promo_box: campaigns.promo_box,
    }))
}
