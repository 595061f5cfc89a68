//! The admin's sales report (admin Reports and Sales): revenue by Nairobi day, ISO week or month,
//! totals, orders by status, payment methods, top products and categories, as JSON and as CSV.
//! Admin only; the orders service owns the period, the dates, the range's limit and every
//! figure (SQL over its schema). This module reads the query and shapes the answers.

use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::input::{Query, query_params};
use crate::money::Ksh;
use crate::state::AppState;

query_params! {
    /// The query of both report routes (the rules are the orders service's).
    #[into_params(parameter_in = Query)]
    pub(super) struct SalesQuery {
        /// day | week | month (ISO weeks from Monday, calendar months); default day.
        #[param(example = "week")]
        period: Option<String> = string("period"),
        /// First Nairobi day, YYYY-MM-DD (inclusive); default 29 days before `to`.
        #[param(example = "2026-10-01", format = Date)]
        from: Option<String> = string("from"),
        /// Last Nairobi day, YYYY-MM-DD (inclusive); default today. At most 366 days in all.
        #[param(example = "2026-10-31", format = Date)]
        to: Option<String> = string("to"),
    }
}

async fn sales(
    state: &AppState,
    admin: Admin,
    query: SalesQuery,
) -> Result<pb::SalesReportResponse, ApiError> {
    let request = pb::SalesReportRequest {
        period: query.period.unwrap_or_default(),
        from: query.from.unwrap_or_default(),
        to: query.to.unwrap_or_default(),
    };
    Ok(state
        .orders
        .clone()
        .sales_report(admin.0.call.request(request))
        .await?
        .into_inner())
}

#[derive(Serialize, ToSchema)]
pub(super) struct SalesBucketJson {
    /// The bucket's first day: the day, the Monday of the week or the 1st of the month.
    #[schema(example = "2026-10-26", format = Date)]
    start: String,
    revenue: Ksh,
    #[schema(example = 3)]
    orders: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SalesTotalsJson {
    /// The totals of the range's orders not cancelled.
    revenue: Ksh,
    #[schema(example = 3)]
    orders: u64,
    /// revenue / orders to the cent; 0 without orders.
    average_order_value: Ksh,
}

#[derive(Serialize, ToSchema)]
pub(super) struct SalesByStatusJson {
    #[schema(example = "shipped")]
    status: String,
    orders: u64,
    /// 0 for cancelled orders (not revenue).
    revenue: Ksh,
}

#[derive(Serialize, ToSchema)]
pub(super) struct PaymentMethodSalesJson {
    /// card | mpesa | paypal | cod.
    #[schema(example = "mpesa")]
    method: String,
    orders: u64,
    revenue: Ksh,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ProductSalesJson {
    product_id: i64,
    #[schema(example = "Malindi Sofa")]
    name: String,
    units: u64,
    /// Its line totals (unit price times quantity).
    revenue: Ksh,
}

#[derive(Serialize, ToSchema)]
pub(super) struct CategorySalesJson {
    /// The top-level category (the text before " - ").
    #[schema(example = "Living Room")]
    category: String,
    units: u64,
    revenue: Ksh,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SalesReportJson {
    /// day | week | month.
    #[schema(example = "week")]
    period: String,
    #[schema(example = "2026-10-01", format = Date)]
    from: String,
    #[schema(example = "2026-10-31", format = Date)]
    to: String,
    /// Every bucket of the range, oldest first, zeros included.
    revenue: Vec<SalesBucketJson>,
    totals: SalesTotalsJson,
    /// The five statuses, every order of the range.
    by_status: Vec<SalesByStatusJson>,
    /// By revenue, orders not cancelled.
    payment_methods: Vec<PaymentMethodSalesJson>,
    /// Up to 10, by revenue.
    top_products: Vec<ProductSalesJson>,
    /// Up to 10, by revenue.
    top_categories: Vec<CategorySalesJson>,
}

impl From<pb::SalesReportResponse> for SalesReportJson {
    fn from(r: pb::SalesReportResponse) -> Self {
        Self {
            period: r.period,
            from: r.from,
            to: r.to,
            revenue: r
                .buckets
                .into_iter()
                .map(|b| SalesBucketJson {
                    start: b.start,
                    revenue: Ksh(b.revenue_cents),
                    orders: b.orders,
                })
                .collect(),
            totals: SalesTotalsJson {
                revenue: Ksh(r.revenue_cents),
                orders: r.orders,
                average_order_value: Ksh(r.average_order_value_cents),
            },
            by_status: r
                .by_status
                .into_iter()
                .map(|s| SalesByStatusJson {
                    status: s.status,
                    orders: s.orders,
                    revenue: Ksh(s.revenue_cents),
                })
                .collect(),
            payment_methods: r
                .payment_methods
                .into_iter()
                .map(|m| PaymentMethodSalesJson {
                    method: m.method,
                    orders: m.orders,
                    revenue: Ksh(m.revenue_cents),
                })
                .collect(),
            top_products: r
                .top_products
                .into_iter()
                .map(|p| ProductSalesJson {
                    product_id: p.product_id,
                    name: p.name,
                    units: p.units,
                    revenue: Ksh(p.revenue_cents),
                })
                .collect(),
            top_categories: r
                .top_categories
                .into_iter()
                .map(|c| CategorySalesJson {
                    category: c.category,
                    units: c.units,
                    revenue: Ksh(c.revenue_cents),
                })
                .collect(),
        }
    }
}

/// Sales between two Nairobi days by day, ISO week or month, with totals, orders by status,
/// payment methods and the top products and categories (admin Reports, Sales). Orders not
/// cancelled count as revenue.
///
/// Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/reports/sales",
    tag = "orders",
    params(SalesQuery),
    responses(
        (status = 200, description = "The report", body = SalesReportJson),
        (status = 400, description = "`validation_failed`: a bad period or date, `from` after \
            `to`, or more than 366 days; every one in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn sales_report(
    State(state): State<AppState>,
    admin: Admin,
    Query(query, _): Query<SalesQuery>,
) -> Result<Json<SalesReportJson>, ApiError> {
    Ok(Json(sales(&state, admin, query).await?.into()))
}

/// The CSV's columns.
const CSV_HEADER: &str = "\"Period start\",\"Revenue\",\"Orders\"\r\n";

fn csv(report: &pb::SalesReportResponse) -> String {
    let mut out = String::with_capacity(CSV_HEADER.len() + report.buckets.len() * 40);
    out.push_str(CSV_HEADER);
    for b in &report.buckets {
        let revenue = serde_json::to_string(&Ksh(b.revenue_cents)).unwrap_or_default();
        crate::csv::row(
            &mut out,
            &[
                (&b.start, true),
                (&revenue, false),
                (&b.orders.to_string(), false),
            ],
        );
    }
    out
}

/// The report's buckets as CSV: one row per bucket, zeros included, every value quoted.
///
/// Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/reports/sales.csv",
    tag = "orders",
    params(SalesQuery),
    responses(
        (status = 200, description = "`sales-<period>-<from>-to-<to>.csv`: a header row \
            `\"Period start\",\"Revenue\",\"Orders\"`, then one row per bucket",
            content_type = "text/csv", body = String,
            example = "\"Period start\",\"Revenue\",\"Orders\"\r\n\"2026-10-26\",\"45999\",\"1\"\r\n\"2026-11-02\",\"0\",\"0\"\r\n"),
        (status = 400, description = "`validation_failed`: a bad period or date, `from` after \
            `to`, or more than 366 days; every one in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn sales_report_csv(
    State(state): State<AppState>,
    admin: Admin,
    Query(query, _): Query<SalesQuery>,
) -> Result<Response, ApiError> {
    let report = sales(&state, admin, query).await?;
    let name = format!(
        "sales-{}-{}-to-{}.csv",
        report.period, report.from, report.to
    );
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        csv(&report),
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_csv_has_one_quoted_row_per_bucket() {
        let report = pb::SalesReportResponse {
            buckets: vec![
                pb::SalesBucket {
                    start: "2026-10-26".into(),
                    revenue_cents: 4_599_950,
                    orders: 2,
                },
                pb::SalesBucket {
                    start: "2026-11-02".into(),
                    revenue_cents: 0,
                    orders: 0,
                },
            ],
            ..Default::default()
        };
        assert_eq!(
            csv(&report),
            "\"Period start\",\"Revenue\",\"Orders\"\r\n\
             \"2026-10-26\",\"45999.5\",\"2\"\r\n\
             \"2026-11-02\",\"0\",\"0\"\r\n"
        );
    }
}
