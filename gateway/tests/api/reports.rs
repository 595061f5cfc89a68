//! The admin's sales report through the gateway (`GET /api/admin/reports/sales` and `.csv`):
//! admin only, the service's validation messages as 400s, and figures equal to the orders placed
//! here through the API, dated either side of a Nairobi month boundary.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use chrono::{TimeZone, Utc};
use serde_json::{Value, json};
use shop_catalog::testing::product;
use shop_orders::config::Clock;

use crate::common::Api;
use crate::orders::{admin_token, register};

/// Places a cash-on-delivery order of `lines` and answers the order object.
async fn place(api: &Api, token: &str, lines: &[(i64, i64)]) -> Value {
    let items: Vec<Value> = lines
        .iter()
        .map(|(id, qty)| json!({"productId": id, "quantity": qty}))
        .collect();
    let (status, body) = api
        .send(
            "POST",
            "/api/orders",
            Some(token),
            Some(json!({
                "items": items,
                "firstName": "Wanjiku", "lastName": "Kamau",
                "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
                "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi",
                "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["order"].clone()
}

/// The report without its buckets' money detail (checked through the totals and the CSV).
fn without_money(mut report: Value) -> Value {
    for bucket in report["revenue"].as_array_mut().unwrap() {
        bucket.as_object_mut().unwrap().remove("money");
    }
    report
}

fn plain(v: &Value) -> String {
    v.to_string()
}

async fn get_csv(api: &Api, uri: &str, token: &str) -> (StatusCode, header::HeaderMap, String) {
    let request = Request::get(uri)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .body(Body::empty())
        .unwrap();
    let (status, headers, body) = api.call(request).await;
    (status, headers, String::from_utf8(body).unwrap())
}

#[tokio::test]
async fn sales_reports_are_the_seeded_orders_admin_only() {
    // Monday 23 November 2026, 12:00 in Nairobi.
    let api = Api::with_orders_config(|catalog_url| {
        let mut config = shop_orders::testing::config(catalog_url);
        config.clock = Clock::Fixed(Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap());
        config
    })
    .await;
    // Figures of VAT added on top (the setting off).
    api.vat_on_top().await;
    let ids = api
        .catalog
        .insert(vec![
            product("Malindi Sofa", "living-room-sofas", 45_000, 10),
            product("Karen Bed", "bedroom-beds", 80_000, 10),
        ])
        .await;
    let (sofa, bed) = (ids[0], ids[1]);
    let admin = admin_token(&api).await;
    let customer = register(&api, "wanjiku@example.co.ke").await.0;

    // 23:59:59 on 31 October in Nairobi, midnight on 1 November, and one cancelled in November.
    let october = place(&api, &customer, &[(sofa, 1)]).await;
    let november = place(&api, &customer, &[(bed, 1), (sofa, 2)]).await;
    let cancelled = place(&api, &customer, &[(bed, 2)]).await;
    let pool = &api.orders.as_ref().unwrap().pool;
    for (order, at) in [
        (&october, "2026-10-31T20:59:59Z"),
        (&november, "2026-10-31T21:00:00Z"),
        (&cancelled, "2026-11-05T09:00:00Z"),
    ] {
        sqlx::query("UPDATE orders SET created_at = $2::timestamptz WHERE id = $1::uuid")
            .bind(order["id"].as_str().unwrap())
            .bind(at)
            .execute(pool)
            .await
            .unwrap();
    }
    // Revenue is money received (issue 23): the two kept orders' cash was collected when they
    // were placed; the cancelled one's never was.
    for order in [&october, &november] {
        crate::books::paid_when_placed(&api, order["id"].as_str().unwrap()).await;
    }
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/status", cancelled["id"].as_str().unwrap()),
            Some(&admin),
            Some(json!({"order_status": "cancelled"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let total = |o: &Value| o["total_amount"].as_f64().unwrap();
    // KSh as the JSON writes them: whole shillings without a fraction.
    let ksh = |x: f64| {
        if x.fract() == 0.0 {
            json!(x as i64)
        } else {
            json!(x)
        }
    };
    let (oct_f, nov_f) = (total(&october), total(&november));
    let (oct, nov, both) = (ksh(oct_f), ksh(nov_f), ksh(oct_f + nov_f));

    let (status, report) = api
        .send(
            "GET",
            "/api/admin/reports/sales?period=month&from=2026-10-01&to=2026-11-30",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{report}");
    assert_eq!(
        (&report["period"], &report["from"], &report["to"]),
        (&json!("month"), &json!("2026-10-01"), &json!("2026-11-30"))
    );
    let report = without_money(report);
    assert_eq!(
        report["revenue"],
        json!([
            {"start": "2026-10-01", "revenue": oct, "orders": 1},
            {"start": "2026-11-01", "revenue": nov, "orders": 1},
        ])
    );
    assert_eq!(report["otherProducts"], json!({"units": 0, "revenue": 0}));
    assert_eq!(report["vatByMonth"].as_array().unwrap().len(), 2);
    assert_eq!(report["vatByMonth"][0]["wholeMonth"], true);
    let october_money = report["vatByMonth"][0]["money"].clone();
    let november_money = report["vatByMonth"][1]["money"].clone();
    assert_eq!(october_money["total"], oct);
    assert_eq!(november_money["total"], nov);
    let mut report = report;
    let money = report["totals"]
        .as_object_mut()
        .unwrap()
        .remove("money")
        .unwrap();
    assert_eq!(money["total"], both);
    assert_eq!(money["goods"], 215_000);
    assert_eq!(money["codFees"], 200);
    assert_eq!(
        report["totals"],
        json!({"revenue": both, "orders": 2,
               "averageOrderValue": ksh(((oct_f + nov_f) / 2.0 * 100.0).round() / 100.0)})
    );
    assert_eq!(
        report["byStatus"],
        json!([
            {"status": "pending", "orders": 2, "revenue": both},
            {"status": "processing", "orders": 0, "revenue": 0},
            {"status": "shipped", "orders": 0, "revenue": 0},
            {"status": "delivered", "orders": 0, "revenue": 0},
            {"status": "cancelled", "orders": 1, "revenue": 0},
        ])
    );
    assert_eq!(
        report["paymentMethods"],
        json!([{"method": "cod", "orders": 2, "revenue": both}])
    );
    assert_eq!(
        report["topProducts"],
        json!([
            {"productId": sofa, "name": "Malindi Sofa", "units": 3, "revenue": 135_000},
            {"productId": bed, "name": "Karen Bed", "units": 1, "revenue": 80_000},
        ])
    );
    assert_eq!(
        report["topCategories"],
        json!([
            {"category": "Living Room", "units": 3, "revenue": 135_000},
            {"category": "Bedroom", "units": 1, "revenue": 80_000},
        ])
    );

    // Defaults: the last 30 Nairobi days by day, zeros included.
    let (_, report) = api
        .send("GET", "/api/admin/reports/sales", Some(&admin), None)
        .await;
    let report = without_money(report);
    assert_eq!(
        (&report["period"], &report["from"], &report["to"]),
        (&json!("day"), &json!("2026-10-25"), &json!("2026-11-23"))
    );
    assert_eq!(report["revenue"].as_array().unwrap().len(), 30);
    assert_eq!(
        report["revenue"][6],
        json!({"start": "2026-10-31", "revenue": oct, "orders": 1})
    );
    assert_eq!(
        report["revenue"][7],
        json!({"start": "2026-11-01", "revenue": nov, "orders": 1})
    );
    assert_eq!(
        report["revenue"][8],
        json!({"start": "2026-11-02", "revenue": 0, "orders": 0})
    );

    // CSV: one quoted row per bucket, the total, then VAT by month for the return.
    let (status, headers, csv) = get_csv(
        &api,
        "/api/admin/reports/sales.csv?period=week&from=2026-10-26&to=2026-11-08",
        &admin,
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{csv}");
    assert_eq!(headers[header::CONTENT_TYPE], "text/csv; charset=utf-8");
    assert_eq!(
        headers[header::CONTENT_DISPOSITION],
        "attachment; filename=\"sales-week-2026-10-26-to-2026-11-08.csv\""
    );
    assert_eq!(
        csv,
        format!(
            "\"Period start\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\
             \"Delivery\",\"COD fees\",\"Refunded\"\r\n\
             \"2026-10-26\",\"{both}\",\"2\",\"{ex}\",\"{vat}\",\"215000\",\"{delivery}\",\"200\",\"0\"\r\n\
             \"2026-11-02\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\",\"0\"\r\n\
             \"Total\",\"{both}\",\"2\",\"{ex}\",\"{vat}\",\"215000\",\"{delivery}\",\"200\",\"0\"\r\n\
             \r\n\"Month (VAT return)\",\"Revenue\",\"Orders\",\"Excluding VAT\",\"VAT\",\"Goods\",\
             \"Delivery\",\"COD fees\",\"Refunded\",\"Whole month\"\r\n\
             \"2026-10-01\",\"{oct}\",\"1\",\"{oct_ex}\",\"{oct_vat}\",\"45000\",\"{oct_delivery}\",\"100\",\"0\",\"no\"\r\n\
             \"2026-11-01\",\"{nov}\",\"1\",\"{nov_ex}\",\"{nov_vat}\",\"170000\",\"{nov_delivery}\",\"100\",\"0\",\"no\"\r\n",
            ex = plain(&money["excludingVat"]),
            vat = plain(&money["vat"]),
            delivery = plain(&money["delivery"]),
            oct_ex = plain(&october_money["excludingVat"]),
            oct_vat = plain(&october_money["vat"]),
            oct_delivery = plain(&october_money["delivery"]),
            nov_ex = plain(&november_money["excludingVat"]),
            nov_vat = plain(&november_money["vat"]),
            nov_delivery = plain(&november_money["delivery"]),
        )
    );

    // Bad queries: 400 with the service's message, every field named.
    let (status, body) = api
        .send(
            "GET",
            "/api/admin/reports/sales?period=year&from=2026-02-30&to=2026-11-01",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    assert_eq!(
        body["message"],
        "period must be day, week or month; from must be a date as YYYY-MM-DD"
    );
    assert_eq!(
        body["fields"]["period"],
        "period must be day, week or month"
    );
    assert_eq!(body["fields"]["from"], "from must be a date as YYYY-MM-DD");
    for (query, field, message) in [
        (
            "from=2026-11-02&to=2026-11-01",
            "from",
            "from must not be after to",
        ),
        (
            "from=2025-01-01&to=2026-01-02",
            "to",
            "the range must be at most 366 days",
        ),
    ] {
        for path in ["/api/admin/reports/sales", "/api/admin/reports/sales.csv"] {
            let (status, body) = api
                .send("GET", &format!("{path}?{query}"), Some(&admin), None)
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{path}?{query}");
            assert_eq!(body["fields"][field], message, "{path}?{query}: {body}");
        }
    }

    // Admin only.
    for path in ["/api/admin/reports/sales", "/api/admin/reports/sales.csv"] {
        for (token, status, code) in [
            (None, StatusCode::UNAUTHORIZED, "unauthorized"),
            (Some(customer.as_str()), StatusCode::FORBIDDEN, "forbidden"),
        ] {
            let (got, body) = api.send("GET", path, token, None).await;
            assert_eq!(
                (got, body["error"].as_str()),
                (status, Some(code)),
                "{path}"
            );
        }
    }
}
