//! The admin dashboard (admin spec: Admin Dashboard): the figures of every service in one
//! answer. The sources are asked at once, each with a short deadline; a source that fails or is
//! late leaves only its part `null` (the screen says so instead of inventing a figure), never
//! the whole answer (docs/decisions.md "Admin dashboard").

use std::cmp::Reverse;
use std::future::Future;
use std::time::Duration;

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;
use shop_common::audit as audit_kinds;
use shop_proto::audit::v1 as audit;
use shop_proto::auth::v1 as auth;
use shop_proto::catalog::v1 as catalog;
use shop_proto::orders::v1 as orders;
use utoipa::ToSchema;

use crate::api::orders::admin::{OrdersByStatus, percent_change};
use crate::api::orders::json::RevenueJson;
use crate::auth::Admin;
use crate::call::Call;
use crate::money::Ksh;
use crate::state::AppState;

/// How long one source may take before its part is given up as `null`.
pub(crate) const SOURCE_DEADLINE: Duration = Duration::from_millis(1500);
/// Admin spec section 9: top categories 5, recent orders 5, recent activity 6.
const TOP_CATEGORIES: usize = 5;
const RECENT_ORDERS: usize = 5;
const RECENT_ACTIVITY: usize = 6;
/// At most this many newest users and stock alerts compete for the activity's places.
const NEW_USERS: u32 = 3;
const STOCK_ALERTS: u64 = 2;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ProductFigures {
    #[schema(example = 128)]
    total: u64,
    #[schema(example = 12)]
    featured: u64,
    /// Products with 1 to 5 units left.
    #[schema(example = 4)]
    low_stock: u64,
    #[schema(example = 1)]
    out_of_stock: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RevenueFigures {
    /// The books: money received less refunded, every month, VAT, delivery and fees included.
    total: Ksh,
    /// This Nairobi calendar month's, by when the money moved.
    this_month: Ksh,
    last_month: Ksh,
    /// The same three in full: with and without VAT, delivery and fees apart.
    total_detail: RevenueJson,
    this_month_detail: RevenueJson,
    last_month_detail: RevenueJson,
    /// This month against last month in percent, one decimal; null when last month had none.
    #[schema(example = 294.1)]
    change_percent: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct UserFigures {
    #[schema(example = 40)]
    total: u64,
    /// Accounts with the role user.
    #[schema(example = 38)]
    customers: u64,
    #[schema(example = 2)]
    admins: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct OrderFigures {
    /// Every order, cancelled ones included.
    #[schema(example = 4)]
    total: u64,
    by_status: OrdersByStatus,
}

#[derive(Serialize, ToSchema)]
pub(crate) struct TopCategory {
    #[schema(example = "Living Room")]
    name: String,
    #[schema(example = "living-room")]
    slug: String,
    #[schema(example = 42)]
    products: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RecentOrder {
    /// The order's UUID.
    id: String,
    #[schema(example = "SF7K2M9QXA")]
    public_id: String,
    /// The name on the order.
    #[schema(example = "Wanjiku Kamau")]
    customer: String,
    total: Ksh,
    /// pending | processing | shipped | delivered | cancelled
    #[schema(example = "pending")]
    status: String,
    /// RFC 3339, UTC.
    created_at: String,
}

/// One line of Recent Activity.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
pub(crate) struct Activity {
    /// `order.placed`, `user.registered`, `stock.low`, `stock.out`, or an audit kind
    /// (`order.status`, `product.update`...).
    #[schema(example = "order.placed")]
    kind: String,
    #[schema(example = "New order SF7K2M9QXA from Wanjiku Kamau")]
    text: String,
    /// RFC 3339, UTC. A stock alert is the stock seen now: it carries `generatedAt`.
    at: String,
    /// The web path that shows it.
    #[schema(example = "/admin/orders/SF7K2M9QXA")]
    link: String,
}

/// Every part is null when its source failed or did not answer within 1.5 s.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Dashboard {
    #[schema(required = true)]
    products: Option<ProductFigures>,
    #[schema(required = true)]
    revenue: Option<RevenueFigures>,
    #[schema(required = true)]
    users: Option<UserFigures>,
    #[schema(required = true)]
    orders: Option<OrderFigures>,
    /// The 5 categories with the most products.
    #[schema(required = true)]
    top_categories: Option<Vec<TopCategory>>,
    /// The 5 newest orders.
    #[schema(required = true)]
    recent_orders: Option<Vec<RecentOrder>>,
    /// Up to 6, newest first: the admins' latest writes (the audit logs), new orders, new users
    /// and stock alerts. Null only when every one of its sources failed.
    #[schema(required = true)]
    recent_activity: Option<Vec<Activity>>,
    /// RFC 3339, UTC.
    generated_at: String,
}

/// The answer of one source within [`SOURCE_DEADLINE`], or `None` (logged) when it failed.
async fn within<T>(
    source: &str,
    answer: impl Future<Output = Result<tonic::Response<T>, tonic::Status>>,
) -> Option<T> {
    match tokio::time::timeout(SOURCE_DEADLINE, answer).await {
        Ok(Ok(response)) => Some(response.into_inner()),
        Ok(Err(status)) => {
            tracing::warn!(source, code = ?status.code(), message = status.message(), "dashboard source failed");
            None
        }
        Err(_) => {
            tracing::warn!(source, "dashboard source did not answer in time");
            None
        }
    }
}

/// A request of `call` carrying the deadline to the service too.
fn request<T>(call: &Call, message: T) -> tonic::Request<T> {
    let mut request = call.request(message);
    request.set_timeout(SOURCE_DEADLINE);
    request
}

/// The admin dashboard's figures, each from the service that owns it, asked concurrently.
///
/// Admin only. A part whose service failed or was late is null; the rest still answer 200.
#[utoipa::path(
    get,
    path = "/api/admin/dashboard",
    tag = "admin",
    responses(
        (status = 200, description = "The figures; a part is null when its source failed", body = Dashboard),
    ),
)]
#[tracing::instrument(skip_all)]
pub(crate) async fn dashboard(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Json<Dashboard> {
    let call = &admin.call;
    let (products, categories, stats, users, by_stock, newest_users, audited) = tokio::join!(
        within("catalog.ProductStats", async {
            let request = request(call, catalog::ProductStatsRequest {});
            state.catalog.clone().product_stats(request).await
        }),
        within("catalog.ListCategories", async {
            let request = request(call, catalog::ListCategoriesRequest {});
            state.catalog.clone().list_categories(request).await
        }),
        within("orders.GetOrderStats", async {
            let request = request(call, orders::OrderStatsRequest {});
            state.orders.clone().get_order_stats(request).await
        }),
        within("auth.CountUsers", async {
            let request = request(call, auth::CountUsersRequest {});
            state.auth.clone().count_users(request).await
        }),
        within("catalog.AdminListProducts", async {
            let request = request(
                call,
                catalog::AdminListProductsRequest {
                    limit: Some(STOCK_ALERTS as u32),
                    sort: "stock".to_owned(),
                    order: "asc".to_owned(),
                    ..Default::default()
                },
            );
            state.catalog.clone().admin_list_products(request).await
        }),
        within("auth.ListUsers", async {
            let request = request(
                call,
                auth::ListUsersRequest {
                    limit: Some(NEW_USERS),
                    ..Default::default()
                },
            );
            state.auth.clone().list_users(request).await
        }),
        latest_audit(&state, call),
    );
    let now = Utc::now();
    let generated_at = now.to_rfc3339_opts(SecondsFormat::Secs, true);

    let activity = activity(
        stats.as_ref().map(|s| s.recent_orders.as_slice()),
        newest_users.as_ref().map(|u| u.users.as_slice()),
        stock_alerts(products.as_ref(), by_stock.as_ref()),
        audited.as_deref(),
        now,
    );
    Json(Dashboard {
        products: products.map(|p| ProductFigures {
            total: p.total_products,
            featured: p.featured,
            low_stock: p.low_stock,
            out_of_stock: p.out_of_stock,
        }),
        revenue: stats.as_ref().map(|s| RevenueFigures {
            total: Ksh(s.revenue_cents),
            this_month: Ksh(s.revenue_this_month_cents),
            last_month: Ksh(s.revenue_last_month_cents),
            change_percent: percent_change(s.revenue_this_month_cents, s.revenue_last_month_cents),
            total_detail: s.revenue.into(),
            this_month_detail: s.revenue_this_month.into(),
            last_month_detail: s.revenue_last_month.into(),
        }),
        users: users.map(|u| UserFigures {
            total: u.total,
            customers: u.customers,
            admins: u.admins,
        }),
        orders: stats.as_ref().map(|s| OrderFigures {
            total: s.total_orders,
            by_status: OrdersByStatus::of(&s.by_status),
        }),
        top_categories: categories.map(|c| top_categories(c.categories)),
        recent_orders: stats.map(|s| {
            s.recent_orders
                .into_iter()
                .take(RECENT_ORDERS)
                .map(|o| RecentOrder {
                    customer: o.shipping.unwrap_or_default().customer_name,
                    total: Ksh(o.totals.map_or(0, |t| t.total_cents)),
                    created_at: utc_text(&o.created_at),
                    id: o.id,
                    public_id: o.public_id,
                    status: o.status,
                })
                .collect()
        }),
        recent_activity: activity,
        generated_at,
    })
}

/// The newest entries of every service's audit log (admin writes), asked concurrently; `None`
/// when no service answered, the entries of those that did otherwise.
async fn latest_audit(state: &AppState, call: &Call) -> Option<Vec<audit::AuditEntry>> {
    let mut asks = tokio::task::JoinSet::new();
    for (service, client) in &state.audit {
        let mut client = client.clone();
        let request = request(
            call,
            audit::ListAuditRequest {
                limit: RECENT_ACTIVITY as u32,
                ..Default::default()
            },
        );
        let source = format!("{service}.ListAudit");
        asks.spawn(async move { within(&source, client.list_audit(request)).await });
    }
    let mut entries = None;
    while let Some(answer) = asks.join_next().await {
        if let Ok(Some(answer)) = answer {
            entries.get_or_insert_with(Vec::new).extend(answer.entries);
        }
    }
    entries
}

/// The categories with the most products, ties by name.
fn top_categories(mut categories: Vec<catalog::Category>) -> Vec<TopCategory> {
    categories.sort_by(|a, b| {
        b.product_count
            .cmp(&a.product_count)
            .then_with(|| a.name.cmp(&b.name))
    });
    categories
        .into_iter()
        .take(TOP_CATEGORIES)
        .map(|c| TopCategory {
            name: c.name,
            slug: c.slug,
            products: c.product_count,
        })
        .collect()
}

/// The products at or below the catalog's low-stock line, fewest units first: the listing by
/// stock holds them first, and the catalog's own counts say how many of them there are (so
/// the line itself stays the catalog's). `None` when either source failed.
fn stock_alerts<'a>(
    stats: Option<&catalog::ProductStatsResponse>,
    by_stock: Option<&'a catalog::ListProductsResponse>,
) -> Option<Vec<&'a catalog::Product>> {
    let alerting = stats?.low_stock + stats?.out_of_stock;
    let count = usize::try_from(alerting.min(STOCK_ALERTS)).unwrap_or(0);
    Some(by_stock?.products.iter().take(count).collect())
}

/// Recent Activity: the admins' latest writes (the audit logs), new orders, new users and stock
/// alerts, newest first, up to 6; `None` only when every source failed.
fn activity(
    orders: Option<&[orders::Order]>,
    users: Option<&[auth::User]>,
    alerts: Option<Vec<&catalog::Product>>,
    audited: Option<&[audit::AuditEntry]>,
    now: DateTime<Utc>,
) -> Option<Vec<Activity>> {
    let generated_at = now.to_rfc3339_opts(SecondsFormat::Secs, true);
    if orders.is_none() && users.is_none() && alerts.is_none() && audited.is_none() {
        return None;
    }
    let mut items: Vec<(Option<DateTime<Utc>>, Activity)> = Vec::new();
    for product in alerts.unwrap_or_default() {
        let (kind, text) = if product.stock <= 0 {
            ("stock.out", format!("Out of stock: {}", product.name))
        } else {
            (
                "stock.low",
                format!("Low stock: {} ({} left)", product.name, product.stock),
            )
        };
        items.push((
            Some(now),
            Activity {
                kind: kind.to_owned(),
                text,
                at: generated_at.clone(),
                link: "/admin/manage-products".to_owned(),
            },
        ));
    }
    // The admins' writes, newest first (their times have microseconds, the others' seconds).
    let mut audited: Vec<&audit::AuditEntry> = audited.unwrap_or_default().iter().collect();
    audited.sort_by_key(|e| Reverse(utc(&e.at)));
    // An account an admin created is in the audit log already.
    let created: Vec<&str> = audited
        .iter()
        .filter(|e| e.kind == audit_kinds::USER_CREATE)
        .map(|e| e.target.as_str())
        .collect();
    for entry in audited {
        items.push((
            utc(&entry.at),
            Activity {
                kind: entry.kind.clone(),
                text: audit_text(entry),
                at: utc_text(&entry.at),
                link: audit_link(entry),
            },
        ));
    }
    for order in orders.unwrap_or_default() {
        let customer = order
            .shipping
            .as_ref()
            .map_or("", |s| s.customer_name.as_str());
        items.push((
            utc(&order.created_at),
            Activity {
                kind: "order.placed".to_owned(),
                text: format!("New order {} from {customer}", order.public_id),
                at: utc_text(&order.created_at),
                link: format!("/admin/orders/{}", order.public_id),
            },
        ));
    }
    for user in users.unwrap_or_default() {
        if created.contains(&user.id.as_str()) {
            continue;
        }
        items.push((
            utc(&user.created_at),
            Activity {
                kind: "user.registered".to_owned(),
                text: format!("New user {} ({})", user.name, user.email),
                at: utc_text(&user.created_at),
                link: "/admin/manage-users".to_owned(),
            },
        ));
    }
    // Newest first to the second (what every source gives); the sort is stable, so within one
    // second the order above stands: stock alerts, admins' writes, orders, accounts.
    items.sort_by_key(|(at, _)| Reverse(at.map(|t| t.timestamp())));
    Some(
        items
            .into_iter()
            .take(RECENT_ACTIVITY)
            .map(|(_, item)| item)
            .collect(),
    )
}

/// An audit entry for a person: its summary, naming the order when the summary does not.
fn audit_text(entry: &audit::AuditEntry) -> String {
    if entry.kind == audit_kinds::ORDER_STATUS || entry.kind == audit_kinds::ORDER_COD_COLLECTED {
        format!("Order {}: {}", entry.target, entry.summary)
    } else {
        entry.summary.clone()
    }
}

/// The screen that shows what an audit entry changed.
fn audit_link(entry: &audit::AuditEntry) -> String {
    match entry.kind.split('.').next().unwrap_or_default() {
        "order"
            if entry.kind == audit_kinds::ORDER_STATUS
                || entry.kind == audit_kinds::ORDER_COD_COLLECTED =>
        {
            format!("/admin/orders/{}", entry.target)
        }
        "order" => "/admin/orders".to_owned(),
        "product" => "/admin/manage-products".to_owned(),
        "user" => "/admin/manage-users".to_owned(),
        "settings" => "/admin/settings".to_owned(),
        _ => "/admin/activity".to_owned(),
    }
}

fn utc(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

/// A service's RFC 3339 time in UTC (`Z`); kept as sent when unreadable.
fn utc_text(text: &str) -> String {
    utc(text).map_or_else(
        || text.to_owned(),
        |t| t.to_rfc3339_opts(SecondsFormat::Secs, true),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(public_id: &str, at: &str) -> orders::Order {
        orders::Order {
            public_id: public_id.to_owned(),
            created_at: at.to_owned(),
            shipping: Some(orders::ShippingDetails {
                customer_name: "Wanjiku Kamau".to_owned(),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn activity_is_newest_first_up_to_six_and_null_only_without_any_source() {
        let orders: Vec<_> = (1..=5)
            .map(|d| order(&format!("SF{d}"), &format!("2026-11-0{d}T10:00:00+03:00")))
            .collect();
        let users = vec![auth::User {
            name: "Otieno".to_owned(),
            email: "o@example.com".to_owned(),
            created_at: "2026-11-04T08:00:00Z".to_owned(),
            ..Default::default()
        }];
        let low = catalog::Product {
            name: "Lamu Chair".to_owned(),
            stock: 3,
            ..Default::default()
        };
        let now = utc("2026-11-26T10:00:00Z").unwrap();
        let items = activity(Some(&orders), Some(&users), Some(vec![&low]), None, now).unwrap();
        let texts: Vec<&str> = items.iter().map(|a| a.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "Low stock: Lamu Chair (3 left)",
                "New order SF5 from Wanjiku Kamau",
                "New user Otieno (o@example.com)",
                "New order SF4 from Wanjiku Kamau",
                "New order SF3 from Wanjiku Kamau",
                "New order SF2 from Wanjiku Kamau",
            ]
        );
        assert_eq!(items[1].at, "2026-11-05T07:00:00Z");
        assert_eq!(items[1].link, "/admin/orders/SF5");
        assert_eq!(activity(None, None, None, None, now), None);
        assert_eq!(activity(None, Some(&[]), None, None, now), Some(vec![]));
        assert_eq!(activity(None, None, None, Some(&[]), now), Some(vec![]));

        // The admins' writes join in time order, the order they changed named and linked.
        let shipped = audit::AuditEntry {
            service: "orders".to_owned(),
            at: "2026-11-05T08:30:00.123456Z".to_owned(),
            kind: audit_kinds::ORDER_STATUS.to_owned(),
            target: "SF5".to_owned(),
            summary: "Status pending -> shipped".to_owned(),
            ..Default::default()
        };
        let items = activity(Some(&orders), None, None, Some(&[shipped]), now).unwrap();
        assert_eq!(items[0].text, "Order SF5: Status pending -> shipped");
        assert_eq!(
            (items[0].at.as_str(), items[0].link.as_str()),
            ("2026-11-05T08:30:00Z", "/admin/orders/SF5")
        );
        assert_eq!(items[1].text, "New order SF5 from Wanjiku Kamau");

        // An account an admin created shows once, as the admin's write.
        let created = audit::AuditEntry {
            at: "2026-11-04T08:00:00.5Z".to_owned(),
            kind: audit_kinds::USER_CREATE.to_owned(),
            target: "u-otieno".to_owned(),
            summary: "Created user Otieno <o@example.com>".to_owned(),
            ..Default::default()
        };
        let users = vec![auth::User {
            id: "u-otieno".to_owned(),
            ..users[0].clone()
        }];
        let items = activity(None, Some(&users), None, Some(&[created]), now).unwrap();
        let kinds: Vec<&str> = items.iter().map(|a| a.kind.as_str()).collect();
        assert_eq!(kinds, ["user.create"]);
    }

    #[test]
    fn stock_alerts_are_the_products_the_catalog_counts_as_low_at_most_two() {
        let listing = catalog::ListProductsResponse {
            products: (0..2)
                .map(|stock| catalog::Product {
                    stock,
                    ..Default::default()
                })
                .collect(),
            ..Default::default()
        };
        let stats = |low, out| catalog::ProductStatsResponse {
            low_stock: low,
            out_of_stock: out,
            ..Default::default()
        };
        let count = |s: catalog::ProductStatsResponse| {
            stock_alerts(Some(&s), Some(&listing)).map(|v| v.len())
        };
        assert_eq!(count(stats(0, 0)), Some(0));
        assert_eq!(count(stats(0, 1)), Some(1));
        assert_eq!(count(stats(7, 3)), Some(2));
        assert_eq!(stock_alerts(None, Some(&listing)), None);
    }
}
