//! Books that are true (issue 23, part 2) through the gateway: `POST
//! /api/orders/{id}/cod-collected` (admin only, idempotent, 4xx for other methods, cancelled and
//! unknown orders), the order list's `paymentState` column and filter, and revenue moving by
//! exactly the collected order's amount on the dashboard, the orders header and the report.

use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use shop_orders::repo::books::Kind;
use uuid::Uuid;

use crate::common::Api;
use crate::orders::{add_products, admin_token, checkout, placed, register};

/// Marks order `id` paid (collected, for cash on delivery) at the moment it was placed, and
/// writes its sale then, as the payment event or the collection does at their own time.
pub(crate) async fn paid_when_placed(api: &Api, id: &str) {
    let pool = &api.orders.as_ref().unwrap().pool;
    let id = Uuid::parse_str(id).unwrap();
    let mut tx = pool.begin().await.unwrap();
    let (method, at): (String, DateTime<Utc>) = sqlx::query_as(
        "UPDATE orders SET payment_status = 'Paid', paid_at = created_at, \
         cod_collected_at = CASE WHEN payment_method = 'cod' THEN created_at END \
         WHERE id = $1 RETURNING payment_method, created_at",
    )
    .bind(id)
    .fetch_one(&mut *tx)
    .await
    .unwrap();
    let kind = if method == "cod" {
        Kind::CodCollected
    } else {
        Kind::Payment
    };
    assert!(
        shop_orders::books::record_sale(&mut tx, id, kind, "", at, "")
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
}

fn path(order: &Value) -> String {
    format!(
        "/api/orders/{}/cod-collected",
        order["public_id"].as_str().unwrap()
    )
}

fn cents(v: &Value) -> i64 {
    (v.as_f64().unwrap() * 100.0).round() as i64
}

/// Revenue as the dashboard (all and this month), the orders header and the report show it:
/// the four agree.
async fn revenue(api: &Api, admin: &str) -> i64 {
    let (_, board) = api
        .send("GET", "/api/admin/dashboard", Some(admin), None)
        .await;
    let (_, sales) = api
        .send("GET", "/api/orders/total-sales", Some(admin), None)
        .await;
    let (_, report) = api
        .send("GET", "/api/admin/reports/sales", Some(admin), None)
        .await;
    let figures = [
        cents(&board["revenue"]["total"]),
        cents(&board["revenue"]["thisMonth"]),
        cents(&sales["totalSales"]),
        cents(&report["totals"]["revenue"]),
    ];
    assert!(figures.iter().all(|f| *f == figures[0]), "{figures:?}");
    figures[0]
}

#[tokio::test]
async fn cash_collected_is_admin_only_idempotent_and_moves_revenue_by_its_amount() {
    // With payments: the activity log it reads at the end merges payments' audit (refunds).
    let api = Api::with_payments().await;
    let ids = add_products(&api, &[("Nairobi Sofa", 30_000, 50)]).await;
    let (customer, _) = register(&api, "alice@example.co.ke").await;
    let admin = admin_token(&api).await;

    let cod = placed(&api, &customer, checkout(&[(ids[0], 1)])).await;
    let mut body = checkout(&[(ids[0], 1)]);
    body["paymentMethod"] = json!("mpesa");
    let mpesa = placed(&api, &customer, body).await;
    let cancelled = placed(&api, &customer, checkout(&[(ids[0], 2)])).await;
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/cancel", cancelled["id"].as_str().unwrap()),
            Some(&customer),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(cod["payment_state"], "cod_due");
    assert_eq!(mpesa["payment_state"], "unpaid");

    // Who may: an admin only.
    for (token, expected) in [
        (None, StatusCode::UNAUTHORIZED),
        (Some(customer.as_str()), StatusCode::FORBIDDEN),
    ] {
        let (status, body) = api.send("POST", &path(&cod), token, None).await;
        assert_eq!(status, expected, "{body}");
    }

    assert_eq!(
        revenue(&api, &admin).await,
        0,
        "unpaid orders are not revenue"
    );

    let (status, first) = api.send("POST", &path(&cod), Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["order"]["payment_state"], "cod_collected");
    assert_eq!(first["order"]["payment_status"], "Paid");
    assert!(first["order"]["cod_collected_at"].is_string());
    assert_eq!(
        revenue(&api, &admin).await,
        cents(&cod["total_amount"]),
        "exactly the collected order's total"
    );
    let (status, again) = api.send("POST", &path(&cod), Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        again["order"]["cod_collected_at"],
        first["order"]["cod_collected_at"]
    );
    assert_eq!(revenue(&api, &admin).await, cents(&cod["total_amount"]));
    let (_, activity) = api
        .send(
            "GET",
            "/api/admin/activity?kind=order.cod_collected",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(activity["pagination"]["total"], 1, "{activity}");

    // Refusals: 409 with their codes, 404 for an unknown order.
    for (order, code) in [
        (&mpesa, "not_cash_on_delivery"),
        (&cancelled, "cancelled_is_final"),
    ] {
        let (status, body) = api.send("POST", &path(order), Some(&admin), None).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"], code);
    }
    let (status, body) = api
        .send(
            "POST",
            "/api/orders/SF00000000/cod-collected",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body["error"], "order_not_found");

    // The list's column and filter.
    let list = |query: &'static str| {
        let (api, admin) = (&api, admin.clone());
        async move {
            let (status, body) = api
                .send("GET", &format!("/api/orders{query}"), Some(&admin), None)
                .await;
            (status, body)
        }
    };
    let (_, collected) = list("?paymentState=cod_collected").await;
    assert_eq!(collected["pagination"]["total"], 1);
    assert_eq!(collected["orders"][0]["id"], cod["id"]);
    let (_, unpaid) = list("?paymentState=unpaid&status=pending").await;
    assert_eq!(unpaid["pagination"]["total"], 1);
    assert_eq!(unpaid["orders"][0]["id"], mpesa["id"]);
    let (_, all) = list("?paymentState=all").await;
    assert_eq!(all["pagination"]["total"], 3);
    let (status, body) = list("?paymentState=pending").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body["fields"]["paymentState"].is_string(), "{body}");
}
