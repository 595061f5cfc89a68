//! The admin dashboard (`GET /api/admin/dashboard`) over the real catalog, auth and orders
//! services: admins only, every figure equal to what SQL over the services' own tables says
//! (Nairobi's calendar months, a cancelled order left out), the admins' writes in Recent
//! Activity, and a service that is down or late leaving only its own parts null.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use shop_catalog::testing::product;
use shop_common::testing::TcpProxy;
use shop_gateway::config::ServiceUrls;
use shop_gateway::state::AppState;
use tower::ServiceExt;

use crate::common::{self, Api};
use crate::orders::{admin_token, checkout, placed, register};

const PATH: &str = "/api/admin/dashboard";

#[tokio::test]
async fn guests_get_401_and_customers_403() {
    let api = Api::start().await;
    let (status, body) = api.send("GET", PATH, None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["error"], "unauthorized");
    let session = api
        .auth
        .make_user("shopper@example.co.ke", "secret-1", "user")
        .await;
    let (status, body) = api.send("GET", PATH, Some(&session.token), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"], "forbidden");
}

/// Products in three categories: two featured, one out of stock, two low.
async fn seed_products(api: &Api) -> Vec<i64> {
    let seeds = [
        (
            "Nairobi Sofa",
            "living-room-sectional-sofas",
            30_000,
            50,
            true,
        ),
        (
            "Kilifi Sofa",
            "living-room-sectional-sofas",
            40_000,
            0,
            false,
        ),
        (
            "Lamu Chair",
            "living-room-sectional-sofas",
            20_000,
            4,
            false,
        ),
        ("Malindi Bed", "bedroom-chest-of-drawers", 50_000, 2, true),
        (
            "Kisumu Table",
            "dining-room-eight-seater-dining-sets",
            60_000,
            30,
            false,
        ),
    ]
    .into_iter()
    .map(|(name, sub, price, stock, featured)| {
        let mut p = product(name, sub, price, 10);
        p.stock = stock;
        p.featured = featured;
        p
    })
    .collect();
    api.catalog.insert(seeds).await
}

async fn scalar(pool: &sqlx::PgPool, sql: &str) -> i64 {
    sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_owned()))
        .fetch_one(pool)
        .await
        .unwrap()
}

/// Shillings of a cents sum, as the JSON writes them.
fn ksh(cents: i64) -> Value {
    if cents % 100 == 0 {
        json!(cents / 100)
    } else {
        json!(cents as f64 / 100.0)
    }
}

#[tokio::test]
async fn the_figures_equal_sql_over_the_seeded_shop() {
    let api = Api::with_orders().await;
    let ids = seed_products(&api).await;
    let (alice, _) = register(&api, "alice@example.co.ke").await;
    let (bob, _) = register(&api, "bob@example.co.ke").await;
    let admin = admin_token(&api).await;
    let orders_pool = &api.orders.as_ref().unwrap().pool;

    let now_order = placed(&api, &alice, checkout(&[(ids[0], 1)])).await;
    let early_this_month = placed(&api, &alice, checkout(&[(ids[4], 1)])).await;
    let late_last_month = placed(&api, &bob, checkout(&[(ids[4], 2)])).await;
    let cancelled = placed(&api, &bob, checkout(&[(ids[0], 3)])).await;
    let older = placed(&api, &bob, checkout(&[(ids[0], 1), (ids[4], 1)])).await;
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/cancel", cancelled["id"].as_str().unwrap()),
            Some(&bob),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = api
        .send(
            "PUT",
            &format!("/api/orders/{}/status", now_order["id"].as_str().unwrap()),
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    // Thirty minutes into this Nairobi month is still last month in UTC; one second before
    // it is last month in Nairobi; the older one is two months back.
    let move_to = |order: &Value, at: &'static str| {
        let id = order["id"].as_str().unwrap().to_owned();
        async move {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "UPDATE orders SET created_at = \
                 (date_trunc('month', now() AT TIME ZONE 'Africa/Nairobi') {at}) \
                 AT TIME ZONE 'Africa/Nairobi' WHERE id = $1::uuid"
            )))
            .bind(id)
            .execute(orders_pool)
            .await
            .unwrap();
        }
    };
    move_to(&early_this_month, "+ interval '30 minutes'").await;
    move_to(&late_last_month, "- interval '1 second'").await;
    move_to(&older, "- interval '40 days'").await;
    // Revenue is money received (issue 23): the orders not cancelled were paid when placed.
    for order in [&now_order, &early_this_month, &late_last_month, &older] {
        crate::books::paid_when_placed(&api, order["id"].as_str().unwrap()).await;
    }

    let (status, board) = api.send("GET", PATH, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{board}");

    // Orders and revenue: the ground truth, written independently of the service's query.
    let month = |offset: &str| {
        format!(
            "SELECT coalesce(sum(total_cents), 0)::bigint FROM orders WHERE payment_status = 'Paid' \
             AND date_trunc('month', paid_at AT TIME ZONE 'Africa/Nairobi') = \
             date_trunc('month', now() AT TIME ZONE 'Africa/Nairobi') {offset}"
        )
    };
    let this_month = scalar(orders_pool, &month("")).await;
    let last_month = scalar(orders_pool, &month("- interval '1 month'")).await;
    let revenue = scalar(
        orders_pool,
        "SELECT sum(total_cents)::bigint FROM orders WHERE payment_status = 'Paid'",
    )
    .await;
    let cancelled_cents = scalar(
        orders_pool,
        "SELECT total_cents FROM orders WHERE status = 'cancelled'",
    )
    .await;
    assert!(cancelled_cents > 0 && this_month > 0 && last_month > 0);
    let change = ((this_month - last_month) as f64 / last_month as f64 * 1000.0).round() / 10.0;
    let figures = |r: &Value| {
        json!({"total": r["total"], "thisMonth": r["thisMonth"], "lastMonth": r["lastMonth"],
               "changePercent": r["changePercent"]})
    };
    assert_eq!(
        figures(&board["revenue"]),
        json!({"total": ksh(revenue), "thisMonth": ksh(this_month),
               "lastMonth": ksh(last_month), "changePercent": change})
    );
    let vat = scalar(
        orders_pool,
        "SELECT sum(vat_cents)::bigint FROM orders WHERE payment_status = 'Paid'",
    )
    .await;
    assert_eq!(
        board["revenue"]["totalDetail"]["total"],
        board["revenue"]["total"]
    );
    assert_eq!(board["revenue"]["totalDetail"]["vat"], ksh(vat));
    assert_eq!(
        board["revenue"]["totalDetail"]["excludingVat"],
        ksh(revenue - vat)
    );
    // The early order counts in this month, the late one in last month (one order each side
    // of the Nairobi boundary): the month sums are exactly these orders' totals.
    let total = |order: &Value| (order["total_amount"].as_f64().unwrap() * 100.0).round() as i64;
    assert_eq!(this_month, total(&now_order) + total(&early_this_month));
    assert_eq!(last_month, total(&late_last_month));
    assert_eq!(
        board["orders"],
        json!({"total": 5, "byStatus": {"pending": 3, "processing": 0, "shipped": 1,
               "delivered": 0, "cancelled": 1}})
    );
    let newest: Vec<String> =
        sqlx::query_scalar("SELECT public_id FROM orders ORDER BY created_at DESC, id DESC")
            .fetch_all(orders_pool)
            .await
            .unwrap();
    let recent: Vec<&str> = board["recentOrders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["publicId"].as_str().unwrap())
        .collect();
    assert_eq!(recent, newest);
    let first = board["recentOrders"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["publicId"] == now_order["public_id"])
        .unwrap();
    assert_eq!(first["customer"], "Wanjiku Kamau");
    assert_eq!(first["status"], "shipped");
    assert_eq!(first["total"], now_order["total_amount"]);
    assert!(first["createdAt"].as_str().unwrap().ends_with('Z'));

    // Users and products, from the auth and catalog schemas.
    let auth_pool = &api.auth.pool;
    assert_eq!(
        board["users"],
        json!({
            "total": scalar(auth_pool, "SELECT count(*) FROM users").await,
            "customers": scalar(auth_pool, "SELECT count(*) FROM users WHERE role = 'user'").await,
            "admins": scalar(auth_pool, "SELECT count(*) FROM users WHERE role = 'admin'").await,
        })
    );
    assert_eq!(board["users"]["customers"], 2);
    let catalog_pool = &api.catalog.pool;
    assert_eq!(
        board["products"],
        json!({
            "total": 5,
            "featured": scalar(catalog_pool, "SELECT count(*) FROM products WHERE featured").await,
            "lowStock": scalar(catalog_pool, "SELECT count(*) FROM products WHERE stock BETWEEN 1 AND 5").await,
            "outOfStock": scalar(catalog_pool, "SELECT count(*) FROM products WHERE stock = 0").await,
        })
    );
    assert_eq!(board["products"]["featured"], 2);
    let categories: Vec<(String, i64)> = sqlx::query_as(
        "SELECT category_slug, count(*) FROM products GROUP BY category_slug \
         ORDER BY count(*) DESC, category_slug",
    )
    .fetch_all(catalog_pool)
    .await
    .unwrap();
    let top: Vec<(String, i64)> = board["topCategories"]
        .as_array()
        .unwrap()
        .iter()
        .take(categories.len())
        .map(|c| {
            (
                c["slug"].as_str().unwrap().to_owned(),
                c["products"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(top[0], categories[0]);
    assert_eq!(top.len(), categories.len());
    assert_eq!(board["topCategories"].as_array().unwrap().len(), 5);
    assert_eq!(board["topCategories"][0]["name"], "Living Room");

    // Activity: the stock alerts (fewest units first), then the newest orders and users.
    let activity = board["recentActivity"].as_array().unwrap();
    assert_eq!(activity.len(), 6, "{activity:?}");
    assert_eq!(
        (
            &activity[0]["kind"],
            &activity[0]["text"],
            &activity[0]["link"]
        ),
        (
            &json!("stock.out"),
            &json!("Out of stock: Kilifi Sofa"),
            &json!("/admin/manage-products")
        )
    );
    assert_eq!(activity[1]["text"], "Low stock: Malindi Bed (2 left)");
    assert_eq!(activity[0]["at"], board["generatedAt"]);
    let times: Vec<&str> = activity.iter().map(|a| a["at"].as_str().unwrap()).collect();
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(times, sorted, "newest first");
    // Then, all within the last seconds: the admin's status change (the orders service's audit
    // log), the admin's account made by an admin (the auth service's audit log, not again as a
    // new user), and the two orders placed now; the shoppers' accounts are older.
    let mut kinds: Vec<&str> = activity
        .iter()
        .map(|a| a["kind"].as_str().unwrap())
        .collect();
    kinds.sort_unstable();
    assert_eq!(
        kinds,
        [
            "order.placed",
            "order.placed",
            "order.status",
            "stock.low",
            "stock.out",
            "user.create"
        ],
        "{activity:?}"
    );
    let shipped = now_order["public_id"].as_str().unwrap();
    let status = activity
        .iter()
        .find(|a| a["kind"] == "order.status")
        .unwrap();
    assert_eq!(
        (&status["text"], &status["link"]),
        (
            &json!(format!("Order {shipped}: Status pending -> shipped")),
            &json!(format!("/admin/orders/{shipped}"))
        )
    );
    let created = activity
        .iter()
        .find(|a| a["kind"] == "user.create")
        .unwrap();
    assert_eq!(
        (&created["text"], &created["link"]),
        (
            &json!("Created admin Test admin <admin@shop.test>"),
            &json!("/admin/manage-users")
        )
    );
    assert!(
        activity
            .iter()
            .any(|a| a["link"] == format!("/admin/orders/{}", newest[0]))
    );
}

/// `GET` of `path` on `app` with a bearer token: the status and JSON.
async fn get(app: &axum::Router, path: &str, token: &str) -> (StatusCode, Value) {
    let request = Request::get(path)
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header("x-real-ip", "41.90.64.10")
        .body(Body::empty())
        .unwrap();
    let response = app.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 1 << 20)
        .await
        .unwrap();
    (status, serde_json::from_slice(&body).unwrap())
}

#[tokio::test]
async fn a_service_down_or_late_nulls_only_its_parts() {
    let api = Api::with_orders().await;
    let ids = seed_products(&api).await;
    let (alice, _) = register(&api, "alice@example.co.ke").await;
    placed(&api, &alice, checkout(&[(ids[0], 1)])).await;
    let admin = admin_token(&api).await;

    // A second gateway reaching orders and the catalog through proxies a test can cut.
    let orders_url = api.orders.as_ref().unwrap().url();
    let (orders_proxy, orders_url) = TcpProxy::for_url(&orders_url).await;
    let (catalog_proxy, catalog_url) = TcpProxy::for_url(&api.catalog.url()).await;
    let down = "http://127.0.0.1:1".to_owned();
    let config = common::gateway_config(
        ServiceUrls {
            auth: api.auth.url(),
            catalog: catalog_url,
            orders: orders_url,
            payments: down.clone(),
            media: down,
        },
        api.catalog.redis.url(),
    );
    let app = shop_gateway::app(AppState::connect(&config).unwrap(), &config);

    let (status, whole) = get(&app, PATH, &admin).await;
    assert_eq!(status, StatusCode::OK, "{whole}");
    for part in [
        "products",
        "revenue",
        "users",
        "orders",
        "topCategories",
        "recentOrders",
    ] {
        assert!(!whole[part].is_null(), "{part}: {whole}");
    }

    orders_proxy.cut();
    let (status, board) = get(&app, PATH, &admin).await;
    assert_eq!(status, StatusCode::OK, "{board}");
    for part in ["revenue", "orders", "recentOrders"] {
        assert!(board[part].is_null(), "{part}: {board}");
    }
    assert_eq!(board["products"], whole["products"]);
    assert_eq!(board["users"], whole["users"]);
    assert_eq!(board["topCategories"], whole["topCategories"]);
    let activity = board["recentActivity"].as_array().unwrap();
    assert!(activity.iter().all(|a| a["kind"] != "order.placed"));
    assert!(activity.iter().any(|a| a["kind"] == "user.registered"));

    // A catalog that answers too slowly is given up after the deadline, not waited for.
    orders_proxy.restore();
    catalog_proxy.stall(Duration::from_secs(4));
    let started = Instant::now();
    let (status, board) = get(&app, PATH, &admin).await;
    let took = started.elapsed();
    assert_eq!(status, StatusCode::OK, "{board}");
    assert!(took < Duration::from_secs(3), "took {took:?}");
    for part in ["products", "topCategories"] {
        assert!(board[part].is_null(), "{part}: {board}");
    }
    assert_eq!(board["orders"], whole["orders"]);
    assert_eq!(board["users"], whole["users"]);
    let activity = board["recentActivity"].as_array().unwrap();
    assert!(activity.iter().all(|a| a["kind"] != "stock.out"));
}
