//! The admin's orders (admin spec: Orders, Dashboard): every order, status changes, deletion and
//! the dashboard's figures. Admin only; the orders service checks the caller's role too.

use std::collections::BTreeMap;

use axum::Json;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use super::json::{OrderJson, RevenueJson};
use super::reading::OrderEnvelope;
use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{Query, query_params};
use crate::money::Ksh;
use crate::state::AppState;

query_params! {
    /// The query of `GET /api/orders` (the limits are the orders service's).
    #[into_params(parameter_in = Query)]
    pub(crate) struct ListQuery {
        /// Order number prefix, phone or a word of the customer's name.
        #[param(max_length = 100)]
        search: Option<String> = string("search"),
        /// pending | processing | shipped | delivered | cancelled, or all.
        status: Option<String> = string("status"),
        /// unpaid | paid | cod_due | cod_collected | refund_due | refunded, or all.
        #[param(rename = "paymentState", example = "cod_due")]
        payment_state: Option<String> = string("paymentState"),
        #[param(minimum = 1, maximum = 100000)]
        page: Option<u32> = whole("page"),
        #[param(minimum = 1, maximum = 100)]
        limit: Option<u32> = whole("limit"),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Pagination {
    #[schema(example = 1)]
    page: u32,
    #[schema(example = 20)]
    limit: u32,
    #[schema(example = 42)]
    total: u64,
    #[schema(example = 3)]
    total_pages: u64,
}

impl Pagination {
    /// Page `page` of `limit` rows out of `total`.
    pub(crate) fn new(page: u32, limit: u32, total: u64) -> Self {
        Self {
            page,
            limit,
            total,
            total_pages: total.div_ceil(u64::from(limit.max(1))),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub(crate) struct OrderPage {
    orders: Vec<OrderJson>,
    pagination: Pagination,
}

/// Every order, newest first, searched and filtered (admin Orders). Admin only.
#[utoipa::path(
    get,
    path = "/api/orders",
    tag = "orders",
    params(ListQuery),
    responses(
        (status = 200, description = "One page of orders", body = OrderPage),
        (status = 400, description = "`validation_failed`: every bad parameter in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn list_orders(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(params, shape): Query<ListQuery>,
) -> Result<Json<OrderPage>, ApiError> {
    shape.finish()?;
    let request = pb::ListOrdersRequest {
        search: params.search.unwrap_or_default(),
        status: params.status.unwrap_or_default(),
        payment_state: params.payment_state.unwrap_or_default(),
        page: params.page,
        limit: params.limit,
    };
    let (page, limit) = (request.page.unwrap_or(1), request.limit.unwrap_or(20));
    let list = state
        .orders
        .clone()
        .list_orders(admin.call.request(request))
        .await?
        .into_inner();
    Ok(Json(OrderPage {
        orders: list.orders.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(page, limit, list.total),
    }))
}

/// The body of `PUT /api/orders/{id}/status`.
#[derive(Deserialize, Default, ToSchema)]
#[schema(example = json!({"order_status": "shipped"}))]
pub(crate) struct StatusForm {
    /// pending | processing | shipped | delivered | cancelled (any case). Also read as
    /// `orderStatus` or `status`.
    #[serde(alias = "orderStatus", alias = "status")]
    order_status: Option<String>,
}

/// Moves an order to another status; a cancelled order stays cancelled. Admin only.
#[utoipa::path(
    put,
    path = "/api/orders/{id}/status",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    request_body = StatusForm,
    responses(
        (status = 200, description = "The order in its new status", body = OrderEnvelope),
        (status = 400, description = "`validation_failed`: not one of the five statuses", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 409, description = "`cancelled_is_final`", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn update_status(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<StatusForm>,
) -> Result<Json<OrderEnvelope>, ApiError> {
    let order = state
        .orders
        .clone()
        .update_order_status(admin.call.request(pb::UpdateOrderStatusRequest {
            id,
            order_status: form.order_status.unwrap_or_default(),
        }))
        .await?
        .into_inner();
    Ok(Json(OrderEnvelope {
        order: order.into(),
    }))
}

/// Staff collected the cash of a cash-on-delivery order: it becomes Paid and its money counts
/// as revenue from now. Audited. Again on a collected order answers it unchanged. Admin only.
#[utoipa::path(
    post,
    path = "/api/orders/{id}/cod-collected",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "The order, collected", body = OrderEnvelope),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
        (status = 409, description = "`not_cash_on_delivery`: the order is paid another way; \
            `cancelled_is_final`: the order was cancelled", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn cod_collected(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<OrderEnvelope>, ApiError> {
    let order = state
        .orders
        .clone()
        .mark_cod_collected(admin.call.request(pb::MarkCodCollectedRequest { id }))
        .await?
        .into_inner();
    Ok(Json(OrderEnvelope {
        order: order.into(),
    }))
}

#[derive(Serialize, ToSchema)]
pub(crate) struct MessageJson {
    #[schema(example = "Order deleted successfully")]
    message: &'static str,
}

/// Deletes an order; stock it still held goes back. Admin only.
#[utoipa::path(
    delete,
    path = "/api/orders/{id}",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "Deleted", body = MessageJson),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn delete_order(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageJson>, ApiError> {
    state
        .orders
        .clone()
        .delete_order(admin.call.request(pb::DeleteOrderRequest { id }))
        .await?;
    Ok(Json(MessageJson {
        message: "Order deleted successfully",
    }))
}

async fn order_stats(state: &AppState, admin: &Admin) -> Result<pb::OrderStats, ApiError> {
    Ok(state
        .orders
        .clone()
        .get_order_stats(admin.0.call.request(pb::OrderStatsRequest {}))
        .await?
        .into_inner())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct TotalSales {
    /// The books' revenue: money received less refunded, VAT, delivery and fees included
    /// (`revenue.total`).
    total_sales: Ksh,
    revenue: RevenueJson,
}

/// The books' revenue, every month (admin Orders header). Admin only.
#[utoipa::path(
    get,
    path = "/api/orders/total-sales",
    tag = "orders",
    responses(
        (status = 200, description = "Total sales in KSh", body = TotalSales),
    ),
)]
pub(crate) async fn total_sales(
    State(state): State<AppState>,
    admin: Admin,
) -> Result<Json<TotalSales>, ApiError> {
    let stats = order_stats(&state, &admin).await?;
    Ok(Json(TotalSales {
        total_sales: Ksh(stats.revenue_cents),
        revenue: stats.revenue.into(),
    }))
}

#[derive(Serialize, Default, ToSchema)]
pub(crate) struct OrdersByStatus {
    pending: u64,
    processing: u64,
    shipped: u64,
    delivered: u64,
    cancelled: u64,
}

impl OrdersByStatus {
    /// The five counts of the service's list (a status it leaves out has no orders).
    pub(crate) fn of(counts: &[pb::StatusCount]) -> Self {
        let counts: BTreeMap<&str, u64> = counts
            .iter()
            .map(|c| (c.status.as_str(), c.count))
            .collect();
        let count = |s: &str| counts.get(s).copied().unwrap_or(0);
        Self {
            pending: count("pending"),
            processing: count("processing"),
            shipped: count("shipped"),
            delivered: count("delivered"),
            cancelled: count("cancelled"),
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StatsJson {
    total_orders: u64,
    /// The books' revenue (`revenue.total`).
    total_revenue: Ksh,
    orders_by_status: OrdersByStatus,
    revenue_this_month: Ksh,
    revenue_last_month: Ksh,
    /// Percent change of this month's revenue over last month's, one decimal; null when last
    /// month had none.
    revenue_change: Option<f64>,
    orders_this_month: u64,
    orders_last_month: u64,
    recent_orders: Vec<OrderJson>,
    /// The books: every month's, this Nairobi month's and last month's money in full.
    revenue: RevenueJson,
    revenue_this_month_detail: RevenueJson,
    revenue_last_month_detail: RevenueJson,
}

/// `(this - last) / last` in percent, rounded to one decimal; `None` when `last` is 0.
pub(crate) fn percent_change(this: i64, last: i64) -> Option<f64> {
    if last == 0 {
        return None;
    }
    let ratio = (this as f64 - last as f64) / last as f64;
    Some((ratio * 1000.0).round() / 10.0)
}

/// The dashboard's figures (admin Dashboard). Admin only.
#[utoipa::path(
    get,
    path = "/api/orders/stats",
    tag = "orders",
    responses(
        (status = 200, description = "The figures", body = StatsJson),
    ),
)]
pub(crate) async fn stats(
    State(state): State<AppState>,
    admin: Admin,
) -> Result<Json<StatsJson>, ApiError> {
    let stats = order_stats(&state, &admin).await?;
    Ok(Json(StatsJson {
        total_orders: stats.total_orders,
        total_revenue: Ksh(stats.revenue_cents),
        orders_by_status: OrdersByStatus::of(&stats.by_status),
        revenue_this_month: Ksh(stats.revenue_this_month_cents),
        revenue_last_month: Ksh(stats.revenue_last_month_cents),
        revenue_change: percent_change(
            stats.revenue_this_month_cents,
            stats.revenue_last_month_cents,
        ),
        orders_this_month: stats.orders_this_month,
        orders_last_month: stats.orders_last_month,
        recent_orders: stats.recent_orders.into_iter().map(Into::into).collect(),
        revenue: stats.revenue.into(),
        revenue_this_month_detail: stats.revenue_this_month.into(),
        revenue_last_month_detail: stats.revenue_last_month.into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_queries_are_read_for_their_shape() {
        let read = |pairs: &[(&str, &str)]| {
            let pairs: Vec<(String, String)> = pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect();
            let Query(params, shape) = Query::<ListQuery>::read(&pairs);
            shape.finish().map(|()| params)
        };
        let r = read(&[("status", "Shipped"), ("page", "2"), ("limit", "5")]).unwrap();
        assert_eq!(
            (r.status.as_deref(), r.page, r.limit),
            (Some("Shipped"), Some(2), Some(5))
        );
        assert_eq!(read(&[]).unwrap().page, None);
        for (field, value) in [("page", "x"), ("limit", "-1")] {
            assert!(read(&[(field, value)]).is_err(), "{field}={value}");
        }
    }

    #[test]
    fn status_forms_take_the_contract_name_and_its_variants() {
        for body in [
            serde_json::json!({"order_status": "shipped"}),
            serde_json::json!({"orderStatus": "shipped"}),
            serde_json::json!({"status": "shipped"}),
        ] {
            let form: StatusForm = serde_json::from_value(body).unwrap();
            assert_eq!(form.order_status.as_deref(), Some("shipped"));
        }
    }

    #[test]
    fn revenue_change_is_a_percent_with_one_decimal() {
        assert_eq!(percent_change(150, 100), Some(50.0));
        assert_eq!(percent_change(100, 300), Some(-66.7));
        assert_eq!(percent_change(100, 0), None);
        assert_eq!(percent_change(0, 100), Some(-100.0));
    }
}
