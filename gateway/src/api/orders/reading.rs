//! One order: read by its owner or an admin, cancelled by its owner, tracked by anyone with its
//! number and phone; and one user's orders (customer spec: Order confirmation, Track order,
//! Account). Who may do what is the orders service's decision, from the caller it is sent.

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use super::json::OrderJson;
use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::SignedIn;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::AppState;

/// An order in the `{order}` envelope of the changing routes.
#[derive(Serialize, ToSchema)]
pub(crate) struct OrderEnvelope {
    pub order: OrderJson,
}

/// One order by its id or its order number ('SF7K3M9QXA'): Order confirmation, order page,
/// admin order detail. Signed-in user; owner or admin.
#[utoipa::path(
    get,
    path = "/api/orders/{id}",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "The order", body = OrderJson),
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn order_by_id(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Json<OrderJson>, ApiError> {
    let order = state
        .orders
        .clone()
        .get_order(caller.call.request(pb::GetOrderRequest { id }))
        .await?
        .into_inner();
    Ok(Json(order.into()))
}

/// Cancels a pending order; its stock goes back to the catalogue. Signed-in user; owner or
/// admin.
#[utoipa::path(
    put,
    path = "/api/orders/{id}/cancel",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "The cancelled order", body = OrderEnvelope),
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 409, description = "`not_cancellable`: only pending orders can be cancelled", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn cancel_order(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Json<OrderEnvelope>, ApiError> {
    let order = state
        .orders
        .clone()
        .cancel_order(caller.call.request(pb::CancelOrderRequest { id }))
        .await?
        .into_inner();
    Ok(Json(OrderEnvelope {
        order: order.into(),
    }))
}

/// The body of `POST /api/orders/track`.
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"orderNumber": "SF7K3M9QXA", "phone": "0712 345 678"}))]
pub(super) struct TrackForm {
    order_number: Option<String>,
    /// Alias of orderNumber.
    order_id: Option<String>,
    /// Alias of orderNumber.
    public_id: Option<String>,
    /// The phone the order was placed with (0712..., +254 712..., 254712...).
    phone: Option<String>,
}

/// An order found by its number and the phone it was placed with (/track-order). Anyone.
#[utoipa::path(
    post,
    path = "/api/orders/track",
    tag = "orders",
    request_body = TrackForm,
    responses(
        (status = 200, description = "The order", body = OrderJson),
        (status = 400, description = "`validation_failed`: orderNumber or phone missing", body = ErrorBody),
        (status = 404, description = "`order_not_found`: no order matches that number and phone", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn track(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<TrackForm>,
) -> Result<Json<OrderJson>, ApiError> {
    let order_number = [&form.order_number, &form.order_id, &form.public_id]
        .into_iter()
        .filter_map(|c| c.as_deref())
        .map(str::trim)
        .find(|t| !t.is_empty())
        .unwrap_or("")
        .to_owned();
    let order = state
        .orders
        .clone()
        .track_order(call.request(pb::TrackOrderRequest {
            order_number,
            phone: form.phone.unwrap_or_default(),
        }))
        .await?
        .into_inner();
    Ok(Json(order.into()))
}

/// That user's orders, newest first (Account, My Orders). Signed-in user; that user or admin.
#[utoipa::path(
    get,
    path = "/api/orders/user/{user_id}",
    tag = "orders",
    params(("user_id" = String, Path, max_length = 36, description = "The user's id")),
    responses(
        (status = 200, description = "The user's orders, newest first", body = [OrderJson]),
        (status = 403, description = "Another user's orders", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn user_orders(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(user_id): Path<String>,
) -> Result<Json<Vec<OrderJson>>, ApiError> {
    let orders = state
        .orders
        .clone()
        .list_user_orders(caller.call.request(pb::ListUserOrdersRequest { user_id }))
        .await?
        .into_inner()
        .orders;
    Ok(Json(orders.into_iter().map(Into::into).collect()))
}
