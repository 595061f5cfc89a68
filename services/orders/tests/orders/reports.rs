//! The admin's sales report against a ground truth computed here, in Rust, from the rows of the
//! orders schema (Nairobi days from chrono-tz), over orders placed and paid either side of a
//! Nairobi month boundary and an ISO week boundary. Revenue is money received (issue 23): the
//! seeds are paid when placed, except the cancelled one, which never was.

use std::collections::BTreeMap;

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{Shop, monday};
use shop_catalog::testing::product;
use shop_common::errors::Refusal;

fn d(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

async fn report(shop: &Shop, period: &str, from: &str, to: &str) -> pb::SalesReportResponse {
    shop.client
        .clone()
        .sales_report(pb::SalesReportRequest {
            period: period.into(),
            from: from.into(),
            to: to.into(),
        })
        .await
        .unwrap()
        .into_inner()
}

/// A line as stored: (product id, name, category, quantity, unit price).
type Line = (i64, String, String, i64, i64);
/// A seed: (lines, created_at in UTC, payment method, status).
type Seed<'a> = (&'a [(i64, i32)], &'a str, &'a str, &'a str);

/// The orders as stored: (Nairobi day placed, status, method, total) and their lines, and the
/// Nairobi day they were paid.
struct Truth {
    orders: Vec<StoredOrder>,
}

/// (Nairobi day placed, status, method, total, lines, Nairobi day paid).
type StoredOrder = (NaiveDate, String, String, i64, Vec<Line>, Option<NaiveDate>);
/// (id, placed, status, method, total, paid).
type OrderRow = (
    uuid::Uuid,
    DateTime<Utc>,
    String,
    String,
    i64,
    Option<DateTime<Utc>>,
);

impl Truth {
    async fn read(shop: &Shop) -> Self {
        let rows: Vec<OrderRow> = sqlx::query_as(
            "SELECT id, created_at, status, payment_method, total_cents, \
                 CASE WHEN payment_status = 'Paid' THEN paid_at END FROM orders",
        )
        .fetch_all(&shop.orders.pool)
        .await
        .unwrap();
        let mut orders = Vec::new();
        for (id, at, status, method, total, paid_at) in rows {
            let lines: Vec<Line> = sqlx::query_as(
                "SELECT product_id, name, category, quantity::bigint, unit_price_cents \
                 FROM order_items WHERE order_id = $1",
            )
            .bind(id)
            .fetch_all(&shop.orders.pool)
            .await
            .unwrap();
            let day = at.with_timezone(&chrono_tz::Africa::Nairobi).date_naive();
            let paid = paid_at.map(|at| at.with_timezone(&chrono_tz::Africa::Nairobi).date_naive());
            orders.push((day, status, method, total, lines, paid));
        }
        Self { orders }
    }

    fn start(period: &str, day: NaiveDate) -> NaiveDate {
        match period {
            "day" => day,
            "week" => day - Days::new(u64::from(day.weekday().num_days_from_monday())),
            _ => day.with_day(1).unwrap(),
        }
    }

    /// The report's buckets, totals and rankings as this test computes them.
    fn expect(&self, period: &str, from: NaiveDate, to: NaiveDate) -> pb::SalesReportResponse {
        let mut buckets = BTreeMap::new();
        let mut day = Self::start(period, from);
        while day <= to {
            buckets.insert(day, (0i64, 0u64));
            day = match period {
                "day" => day + Days::new(1),
                "week" => day + Days::new(7),
                _ => day.checked_add_months(chrono::Months::new(1)).unwrap(),
            };
        }
        let mut statuses: BTreeMap<&str, (u64, i64)> = BTreeMap::new();
        let mut methods: BTreeMap<&str, (u64, i64)> = BTreeMap::new();
        let mut products: BTreeMap<i64, (String, u64, i64)> = BTreeMap::new();
        let mut categories: BTreeMap<String, (u64, i64)> = BTreeMap::new();
        for (day, status, method, total, lines, paid) in &self.orders {
            if *day >= from && *day <= to {
                statuses.entry(status).or_default().0 += 1;
            }
            let Some(day) = paid.filter(|paid| *paid >= from && *paid <= to) else {
                continue;
            };
            statuses.entry(status).or_default().1 += total;
            let b = buckets.get_mut(&Self::start(period, day)).unwrap();
            b.0 += total;
            b.1 += 1;
            let m = methods.entry(method).or_default();
            m.0 += 1;
            m.1 += total;
            for (id, name, category, quantity, price) in lines {
                let p = products.entry(*id).or_insert((name.clone(), 0, 0));
                p.1 += *quantity as u64;
                p.2 += quantity * price;
                let top = category.split(" - ").next().unwrap().to_owned();
                let c = categories.entry(top).or_default();
                c.0 += *quantity as u64;
                c.1 += quantity * price;
            }
        }
        let revenue: i64 = buckets.values().map(|b| b.0).sum();
        let orders: u64 = buckets.values().map(|b| b.1).sum();
        let mut payment_methods: Vec<_> = methods
            .into_iter()
            .map(|(method, (orders, revenue_cents))| pb::SalesByMethod {
                method: method.to_owned(),
                orders,
                revenue_cents,
            })
            .collect();
        payment_methods.sort_by_key(|x| std::cmp::Reverse(x.revenue_cents));
        let mut top_products: Vec<_> = products
            .into_iter()
            .map(
                |(product_id, (name, units, revenue_cents))| pb::ProductSales {
                    product_id,
                    name,
                    units,
                    revenue_cents,
                },
            )
            .collect();
        top_products.sort_by_key(|x| std::cmp::Reverse(x.revenue_cents));
        let mut top_categories: Vec<_> = categories
            .into_iter()
            .map(|(category, (units, revenue_cents))| pb::CategorySales {
                category,
                units,
                revenue_cents,
            })
            .collect();
        top_categories.sort_by_key(|x| std::cmp::Reverse(x.revenue_cents));
        pb::SalesReportResponse {
            period: period.to_owned(),
            from: from.to_string(),
            to: to.to_string(),
            buckets: buckets
                .into_iter()
                .map(|(start, (revenue_cents, orders))| pb::SalesBucket {
                    start: start.to_string(),
                    revenue_cents,
                    orders,
                    money: None,
                })
                .collect(),
            revenue_cents: revenue,
            orders,
            average_order_value_cents: if orders == 0 {
                0
            } else {
                (revenue as f64 / orders as f64).round() as i64
            },
            by_status: ["pending", "processing", "shipped", "delivered", "cancelled"]
                .into_iter()
                .map(|status| {
                    let (orders, revenue_cents) = statuses.get(status).copied().unwrap_or_default();
                    pb::SalesByStatus {
                        status: status.to_owned(),
                        orders,
                        revenue_cents,
                    }
                })
                .collect(),
            payment_methods,
            top_products,
            top_categories,
            ..Default::default()
        }
    }
}

/// The report without the books' detail (checked on its own below): what [`Truth::expect`]
/// computes.
fn figures(mut r: pb::SalesReportResponse) -> pb::SalesReportResponse {
    let totals = r.totals.take().unwrap();
    assert_eq!(totals.total_cents, r.revenue_cents);
    assert_eq!(totals.sales, r.orders);
    assert_eq!(
        totals.goods_cents + totals.delivery_cents + totals.vat_cents + totals.cod_fee_cents,
        totals.total_cents
    );
    let others = r.other_products.take().unwrap();
    assert_eq!(
        r.top_products.iter().map(|p| p.revenue_cents).sum::<i64>() + others.revenue_cents,
        totals.goods_cents
    );
    let others = r.other_categories.take().unwrap();
    assert_eq!(
        r.top_categories
            .iter()
            .map(|c| c.revenue_cents)
            .sum::<i64>()
            + others.revenue_cents,
        totals.goods_cents
    );
    let months: Vec<pb::Revenue> = r.vat_by_month.drain(..).filter_map(|m| m.money).collect();
    assert_eq!(
        months.iter().map(|m| m.vat_cents).sum::<i64>(),
        totals.vat_cents
    );
    for b in &mut r.buckets {
        let money = b.money.take().unwrap();
        assert_eq!(
            (money.total_cents, money.sales),
            (b.revenue_cents, b.orders)
        );
    }
    r
}

/// Three products in two top-level categories, and orders placed, dated, paid and moved by SQL:
/// (lines, created_at in UTC, payment method, status).
async fn seeded_shop() -> (Shop, [i64; 3]) {
    let shop = Shop::start_at(monday()).await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let ids = shop
        .catalog
        .insert(vec![
            product("Nairobi Sofa", "living-room-sofas", 10_000, 1),
            product("Kisumu Bed", "bedroom-beds", 20_000, 1),
            product("Lamu Coffee Table", "living-room-coffee-tables", 5_000, 1),
        ])
        .await;
    let [sofa, bed, table] = [ids[0], ids[1], ids[2]];
    let seeds: [Seed; 7] = [
        // 23:59:59 on Saturday 31 October in Nairobi.
        (&[(sofa, 1)], "2026-10-31T20:59:59Z", "cod", "delivered"),
        // Midnight, Sunday 1 November in Nairobi: the next month, the same ISO week.
        (&[(bed, 1)], "2026-10-31T21:00:00Z", "mpesa", "pending"),
        // 23:59:59 on Sunday 1 November, cancelled: counted by status, never as revenue.
        (&[(table, 3)], "2026-11-01T20:59:59Z", "card", "cancelled"),
        // Midnight, Monday 2 November in Nairobi: the next ISO week.
        (
            &[(sofa, 2), (table, 1)],
            "2026-11-01T21:00:00Z",
            "card",
            "processing",
        ),
        (&[(bed, 2)], "2026-11-10T09:00:00Z", "mpesa", "shipped"),
        // Before and after the ranges asked below.
        (&[(sofa, 1)], "2026-09-15T09:00:00Z", "cod", "delivered"),
        (&[(bed, 1)], "2026-11-30T21:00:00Z", "paypal", "pending"),
    ];
    for (lines, at, method, status) in seeds {
        let order = shop.order("user-1", lines).await;
        sqlx::query(
            "UPDATE orders SET created_at = $2::timestamptz, payment_method = $3, status = $4 \
             WHERE id = $1::uuid",
        )
        .bind(&order.id)
        .bind(at)
        .bind(method)
        .bind(status)
        .execute(&shop.orders.pool)
        .await
        .unwrap();
        if status != "cancelled" {
            crate::books::pay_at(&shop, &order.id, at).await;
        }
    }
    (shop, [sofa, bed, table])
}

#[tokio::test]
async fn reports_equal_the_ground_truth_across_nairobi_boundaries() {
    let (shop, [sofa, bed, table]) = seeded_shop().await;
    let truth = Truth::read(&shop).await;
    for (period, from, to) in [
        ("month", "2026-10-01", "2026-11-30"),
        ("week", "2026-10-26", "2026-11-15"),
        ("day", "2026-10-31", "2026-11-03"),
        ("day", "2026-08-01", "2026-12-31"),
        ("week", "2026-01-01", "2026-12-31"),
        ("month", "2026-11-01", "2026-11-01"),
    ] {
        assert_eq!(
            figures(report(&shop, period, from, to).await),
            truth.expect(period, d(from), d(to)),
            "{period} {from}..{to}"
        );
    }

    // The boundaries by hand: 31 October 23:59:59 is October's, midnight is November's.
    let by_month = report(&shop, "month", "2026-10-01", "2026-11-30").await;
    let shape: Vec<(&str, u64)> = by_month
        .buckets
        .iter()
        .map(|b| (b.start.as_str(), b.orders))
        .collect();
    assert_eq!(shape, [("2026-10-01", 1), ("2026-11-01", 3)]);
    // Saturday 31 October and Sunday 1 November share the ISO week of Monday 26 October (the
    // cancelled order of that Sunday is not revenue); Monday 2 November starts the next.
    let by_week = report(&shop, "week", "2026-10-26", "2026-11-15").await;
    let shape: Vec<(&str, u64)> = by_week
        .buckets
        .iter()
        .map(|b| (b.start.as_str(), b.orders))
        .collect();
    assert_eq!(
        shape,
        [("2026-10-26", 2), ("2026-11-02", 1), ("2026-11-09", 1)]
    );
    // Empty days are zeros, not missing.
    let by_day = report(&shop, "day", "2026-11-03", "2026-11-05").await;
    assert_eq!(by_day.buckets.len(), 3);
    assert!(
        by_day
            .buckets
            .iter()
            .all(|b| b.orders == 0 && b.revenue_cents == 0)
    );
    assert_eq!((by_day.orders, by_day.average_order_value_cents), (0, 0));

    // Totals, status, methods and rankings of October and November by hand.
    assert_eq!(by_month.orders, 4);
    let cancelled = by_month.by_status.iter().find(|s| s.status == "cancelled");
    assert_eq!(cancelled.map(|s| (s.orders, s.revenue_cents)), Some((1, 0)));
    let products: Vec<(i64, u64, i64)> = by_month
        .top_products
        .iter()
        .map(|p| (p.product_id, p.units, p.revenue_cents))
        .collect();
    assert_eq!(
        products,
        [
            (bed, 3, 6_000_000),
            (sofa, 3, 3_000_000),
            (table, 1, 500_000)
        ]
    );
    let categories: Vec<(&str, u64, i64)> = by_month
        .top_categories
        .iter()
        .map(|c| (c.category.as_str(), c.units, c.revenue_cents))
        .collect();
    assert_eq!(
        categories,
        [("Bedroom", 3, 6_000_000), ("Living Room", 4, 3_500_000)]
    );
    let methods: Vec<(&str, u64)> = by_month
        .payment_methods
        .iter()
        .map(|m| (m.method.as_str(), m.orders))
        .collect();
    assert_eq!(methods, [("mpesa", 2), ("card", 1), ("cod", 1)]);
    assert_eq!(
        by_month.revenue_cents,
        by_month
            .buckets
            .iter()
            .map(|b| b.revenue_cents)
            .sum::<i64>()
    );
}

#[tokio::test]
async fn defaults_validation_and_admin_only() {
    let shop = Shop::start_at(monday()).await;
    // Monday 23 November in Nairobi: the last 30 days by day.
    let r = report(&shop, "", "", "").await;
    assert_eq!(
        (r.period.as_str(), r.from.as_str(), r.to.as_str()),
        ("day", "2026-10-25", "2026-11-23")
    );
    assert_eq!(r.buckets.len(), 30);
    // The first and last days allowed are answered, not failed in SQL.
    let last = report(&shop, "week", "9999-01-01", "9999-12-31").await;
    assert_eq!(
        last.buckets.first().map(|b| b.start.as_str()),
        Some("9998-12-28")
    );
    assert_eq!(
        last.buckets.last().map(|b| b.start.as_str()),
        Some("9999-12-27")
    );
    let first = report(&shop, "month", "2000-01-01", "2000-12-31").await;
    assert_eq!(first.buckets.len(), 12);

    let status = shop
        .client
        .clone()
        .sales_report(pb::SalesReportRequest {
            period: "year".into(),
            from: "2026-02-30".into(),
            to: "yesterday".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let fields: Vec<String> = Refusal::read(&status)
        .fields
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    assert_eq!(fields, ["period", "from", "to"]);
    let status = shop
        .client
        .clone()
        .sales_report(pb::SalesReportRequest {
            period: "day".into(),
            from: "2024-01-01".into(),
            to: "2026-01-01".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(
        Refusal::read(&status).fields,
        [(
            "to".to_owned(),
            "the range must be at most 366 days".to_owned()
        )]
    );

    for (client, code) in [
        (shop.as_user("user-1"), Code::PermissionDenied),
        (shop.guest(), Code::Unauthenticated),
    ] {
        let status = client
            .clone()
            .sales_report(pb::SalesReportRequest::default())
            .await
            .unwrap_err();
        assert_eq!(status.code(), code);
    }
}
