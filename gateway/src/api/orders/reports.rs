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

use super::json::RevenueJson;
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
    /// The bucket's money (`money.total`).
    revenue: Ksh,
    /// Orders whose money came in within the bucket (`money.sales`).
    #[schema(example = 3)]
    orders: u64,
    money: RevenueJson,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SalesTotalsJson {
    /// The range's money received less refunded (`money.total`).
    revenue: Ksh,
    /// Orders whose money came in within the range (`money.sales`).
    #[schema(example = 3)]
    orders: u64,
    /// revenue / orders to the cent; 0 without orders.
    average_order_value: Ksh,
    money: RevenueJson,
}

#[derive(Serialize, ToSchema)]
pub(super) struct SalesByStatusJson {
    #[schema(example = "shipped")]
    status: String,
    /// Orders placed in the range now in this status.
    orders: u64,
    /// Money moved in the range on orders now in this status (a cancelled order's money counts
    /// until it is paid back).
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
    /// Its goods in the books, excluding VAT (sold less refunded).
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
    /// Up to 10, by revenue; with `otherProducts` they add up to `totals.money.goods`.
    top_products: Vec<ProductSalesJson>,
    /// Up to 10, by revenue; with `otherCategories` they add up to `totals.money.goods`.
    top_categories: Vec<CategorySalesJson>,
    /// Every product not in `topProducts`, together.
    other_products: OtherSalesJson,
    other_categories: OtherSalesJson,
    /// Every Nairobi calendar month the range touches, oldest first: the money within the
    /// range, for the monthly VAT return.
    vat_by_month: Vec<VatMonthJson>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct OtherSalesJson {
    units: u64,
    revenue: Ksh,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct VatMonthJson {
    /// The month's first day.
    #[schema(example = "2026-10-01", format = Date)]
    month: String,
    /// Whether the whole month is inside the range (else only its days in the range count).
    whole_month: bool,
    money: RevenueJson,
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
                    money: b.money.into(),
                })
                .collect(),
            totals: SalesTotalsJson {
                revenue: Ksh(r.revenue_cents),
                orders: r.orders,
                average_order_value: Ksh(r.average_order_value_cents),
                money: r.totals.into(),
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
            other_products: r
                .other_products
                .map_or(OtherSalesJson::NONE, |p| OtherSalesJson {
                    units: p.units,
                    revenue: Ksh(p.revenue_cents),
                }),
            other_categories: r
                .other_categories
                .map_or(OtherSalesJson::NONE, |c| OtherSalesJson {
                    units: c.units,
                    revenue: Ksh(c.revenue_cents),
                }),
            vat_by_month: r
                .vat_by_month
                .into_iter()
                .map(|m| VatMonthJson {
                    month: m.month,
                    whole_month: m.whole_month,
                    money: m.money.into(),
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

impl OtherSalesJson {
    const NONE: Self = Self {
        units: 0,
        revenue: Ksh(0),
    };
}

/// The money columns of a CSV row, after its label.
const MONEY_COLUMNS: &str = "\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\
    \"Delivery\",\"COD fees\",\"Refunded\"";
/// The CSV's columns: the buckets' table.
const CSV_HEADER: &str = concat!(
    "\"Period start\",",
    "\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\"Delivery\",\"COD fees\",\"Refunded\"",
    "\r\n"
);

fn money_row(out: &mut String, label: &str, money: Option<pb::Revenue>, extra: Option<&str>) {
    let m = money.unwrap_or_default();
    let ksh = |cents: i64| serde_json::to_string(&Ksh(cents)).unwrap_or_default();
    let cells = [
        ksh(m.total_cents),
        m.sales.to_string(),
        ksh(m.excl_vat_cents),
        ksh(m.vat_cents),
        ksh(m.goods_cents),
        ksh(m.delivery_cents),
        ksh(m.cod_fee_cents),
        ksh(m.refunded_cents),
    ];
    let mut row: Vec<(&str, bool)> = vec![(label, true)];
    row.extend(cells.iter().map(|c| (c.as_str(), false)));
    if let Some(extra) = extra {
        row.push((extra, true));
    }
    crate::csv::row(out, &row);
}

/// The buckets (one row each, zeros included) and a Total row; after an empty line, the VAT
/// return's table: one row per Nairobi month the range touches.
fn csv(report: &pb::SalesReportResponse) -> String {
    let mut out = String::with_capacity(CSV_HEADER.len() + report.buckets.len() * 80 + 400);
    out.push_str(CSV_HEADER);
    for b in &report.buckets {
        money_row(&mut out, &b.start, b.money, None);
    }
    money_row(&mut out, "Total", report.totals, None);
    out.push_str("\r\n\"Month (VAT return)\",");
    out.push_str(MONEY_COLUMNS);
    out.push_str(",\"Whole month\"\r\n");
    for m in &report.vat_by_month {
        let whole = if m.whole_month { "yes" } else { "no" };
        money_row(&mut out, &m.month, m.money, Some(whole));
    }
    out
}

/// The report's money as CSV: one row per bucket (zeros included) and the total, then VAT by
/// month for the return; every value quoted.
///
/// Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/reports/sales.csv",
    tag = "orders",
    params(SalesQuery),
    responses(
        (status = 200, description = "`sales-<period>-<from>-to-<to>.csv`: a header row \
            (`\"Period start\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\
            \"Delivery\",\"COD fees\",\"Refunded\"`), one row per bucket and a `Total` row; \
            then an empty line and the VAT return's table, one row per Nairobi month the range \
            touches (its money within the range, and whether the whole month is in it)",
            content_type = "text/csv", body = String,
            example = "\"Period start\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\"Delivery\",\"COD fees\",\"Refunded\"\r\n\"2026-10-26\",\"52679\",\"1\",\"45899\",\"6780\",\"45399\",\"500\",\"0\",\"0\"\r\n\"Total\",\"52679\",\"1\",\"45899\",\"6780\",\"45399\",\"500\",\"0\",\"0\"\r\n\r\n\"Month (VAT return)\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\"Delivery\",\"COD fees\",\"Refunded\",\"Whole month\"\r\n\"2026-10-01\",\"52679\",\"1\",\"45899\",\"6780\",\"45399\",\"500\",\"0\",\"0\",\"no\"\r\n"),
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
    fn the_csv_has_the_buckets_the_total_and_vat_by_month() {
        let money = |total: i64, vat: i64| pb::Revenue {
            total_cents: total,
            vat_cents: vat,
            excl_vat_cents: total - vat,
            goods_cents: total - vat,
            sales: u64::from(total > 0),
            ..Default::default()
        };
        let report = pb::SalesReportResponse {
            buckets: vec![
                pb::SalesBucket {
                    start: "2026-10-26".into(),
                    revenue_cents: 11_600,
                    orders: 1,
                    money: Some(money(11_600, 1_600)),
                },
                pb::SalesBucket {
                    start: "2026-11-02".into(),
                    revenue_cents: 0,
                    orders: 0,
                    money: Some(money(0, 0)),
                },
            ],
            totals: Some(money(11_600, 1_600)),
            vat_by_month: vec![pb::VatMonth {
                month: "2026-10-01".into(),
                whole_month: false,
                money: Some(money(11_600, 1_600)),
            }],
            ..Default::default()
        };
        assert_eq!(
            csv(&report),
            "\"Period start\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\"Delivery\",\"COD fees\",\"Refunded\"\r\n\
             \"2026-10-26\",\"116\",\"1\",\"100\",\"16\",\"100\",\"0\",\"0\",\"0\"\r\n\
             \"2026-11-02\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\"\r\n\
             \"Total\",\"116\",\"1\",\"100\",\"16\",\"100\",\"0\",\"0\",\"0\"\r\n\
             \r\n\"Month (VAT return)\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\"Delivery\",\"COD fees\",\"Refunded\",\"Whole month\"\r\n\
             \"2026-10-01\",\"116\",\"1\",\"100\",\"16\",\"100\",\"0\",\"0\",\"0\",\"no\"\r\n"
        );
    }
}
