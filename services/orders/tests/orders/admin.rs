//! The admin's list, search and figures.

use shop_proto::orders::v1 as pb;
use tonic::Code;

use shop_common::errors::Refusal;

use crate::helpers::{Shop, field, monday, order_request};

async fn list(shop: &Shop, search: &str, status: &str, page: u32, limit: u32) -> pb::OrderList {
    shop.client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            search: search.to_owned(),
            status: status.to_owned(),
            page: Some(page),
            limit: Some(limit),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
}

fn ids(list: &pb::OrderList) -> Vec<&str> {
    list.orders.iter().map(|o| o.id.as_str()).collect()
}

#[tokio::test]
async fn the_list_pages_filters_and_searches() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    let mut placed = Vec::new();
    for (name, phone) in [
        ("Wanjiku Kamau", "0712345678"),
        ("Otieno Odhiambo", "0722 000 111"),
        ("Akinyi Kamau", "+254 733 444 555"),
    ] {
        let mut request = order_request("user-1", &[(sofa, 1)]);
        request.customer_name = name.to_owned();
        request.phone = phone.to_owned();
        placed.push(shop.place(request).await.unwrap());
    }
    let [wanjiku, otieno, akinyi] = [&placed[0], &placed[1], &placed[2]].map(|o| o.id.as_str());

    let all = list(&shop, "", "", 1, 20).await;
    assert_eq!(all.total, 3);
    assert_eq!(ids(&all), [akinyi, otieno, wanjiku]);

    let first = list(&shop, "", "", 1, 2).await;
    assert_eq!((first.total, ids(&first)), (3, vec![akinyi, otieno]));
    let second = list(&shop, "", "", 2, 2).await;
    assert_eq!(ids(&second), [wanjiku]);

    assert_eq!(
        ids(&list(&shop, "kamau", "", 1, 20).await),
        [akinyi, wanjiku]
    );
    assert_eq!(ids(&list(&shop, "KAM", "", 1, 20).await), [akinyi, wanjiku]);
    // A search's pages, newest first, each page its own.
    let (one, two) = (
        list(&shop, "kamau", "", 1, 1).await,
        list(&shop, "kamau", "", 2, 1).await,
    );
    assert_eq!(
        (one.total, ids(&one), ids(&two)),
        (2, vec![akinyi], vec![wanjiku])
    );
    assert_eq!(
        ids(&list(&shop, "kamau", "", 3, 1).await),
        Vec::<&str>::new()
    );
    assert_eq!(ids(&list(&shop, "wanjiku kam", "", 1, 20).await), [wanjiku]);
    assert_eq!(ids(&list(&shop, "0722", "", 1, 20).await), [otieno]);
    assert_eq!(ids(&list(&shop, "254733444", "", 1, 20).await), [akinyi]);
    let number = placed[1].public_id.to_lowercase();
    assert!(ids(&list(&shop, &number, "", 1, 20).await).contains(&otieno));
    assert!(ids(&list(&shop, &number[..6], "", 1, 20).await).contains(&otieno));
    assert_eq!(list(&shop, "!!!", "", 1, 20).await.total, 0);

    shop.client
        .clone()
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: otieno.to_owned(),
            order_status: "processing".to_owned(),
        })
        .await
        .unwrap();
    assert_eq!(ids(&list(&shop, "", "processing", 1, 20).await), [otieno]);
    assert_eq!(list(&shop, "kamau", "processing", 1, 20).await.total, 0);

    let status = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            status: "lost".to_owned(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(field(&status), "status");

    // Every bad parameter at once; and the list is an admin's only.
    let status = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            search: "x".repeat(101),
            page: Some(0),
            limit: Some(101),
            ..Default::default()
        })
        .await
        .unwrap_err();
    let fields: Vec<String> = Refusal::read(&status)
        .fields
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    assert_eq!(fields, ["search", "page", "limit"]);
    for (client, code) in [
        (shop.as_user("user-1"), Code::PermissionDenied),
        (shop.guest(), Code::Unauthenticated),
    ] {
        let status = client
            .clone()
            .list_orders(pb::ListOrdersRequest::default())
            .await
            .unwrap_err();
        assert_eq!(status.code(), code);
        let status = client
            .clone()
            .get_order_stats(pb::OrderStatsRequest {})
            .await
            .unwrap_err();
        assert_eq!(status.code(), code);
    }
}

#[tokio::test]
async fn figures_count_nairobi_calendar_months() {
    // Monday 23 November 2026.
    let shop = Shop::start_at(monday()).await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    let mut orders = Vec::new();
    for _ in 0..5 {
        orders.push(shop.order("user-1", &[(sofa, 1)]).await);
    }
    // (order, created_at in UTC)
    let placed_at = [
        "2026-11-10T09:00:00Z", // this month
        "2026-10-31T20:59:00Z", // 23:59 on 31 October in Nairobi: last month
        "2026-10-31T21:00:00Z", // midnight, 1 November in Nairobi: this month
        "2026-11-12T09:00:00Z", // this month, but cancelled below
        "2026-09-15T09:00:00Z", // neither
    ];
    for (order, at) in orders.iter().zip(placed_at) {
        sqlx::query("UPDATE orders SET created_at = $2::timestamptz WHERE id = $1::uuid")
            .bind(&order.id)
            .bind(at)
            .execute(&shop.orders.pool)
            .await
            .unwrap();
    }
    // Revenue is money received (issue 23): each order but the cancelled one was paid when
    // placed.
    for i in [0, 1, 2, 4] {
        crate::books::pay_at(&shop, &orders[i].id, placed_at[i]).await;
    }
    shop.client
        .clone()
        .cancel_order(pb::CancelOrderRequest {
            id: orders[3].id.clone(),
        })
        .await
        .unwrap();

    let stats = shop
        .client
        .clone()
        .get_order_stats(pb::OrderStatsRequest {})
        .await
        .unwrap()
        .into_inner();
    let each = 1_220_000;
    assert_eq!(stats.total_orders, 5);
    assert_eq!(stats.revenue_cents, 4 * each);
    assert_eq!(stats.revenue_this_month_cents, 2 * each);
    assert_eq!(stats.orders_this_month, 2);
    assert_eq!(stats.revenue_last_month_cents, each);
    assert_eq!(stats.orders_last_month, 1);
    assert_eq!(
        stats
            .by_status
            .iter()
            .map(|s| (s.status.as_str(), s.count))
            .collect::<Vec<_>>(),
        [
            ("pending", 4),
            ("processing", 0),
            ("shipped", 0),
            ("delivered", 0),
            ("cancelled", 1)
        ]
    );
    assert_eq!(
        stats
            .recent_orders
            .iter()
            .map(|o| o.id.as_str())
            .collect::<Vec<_>>(),
        [3, 0, 2, 1, 4].map(|i| orders[i].id.as_str())
    );
}

#[tokio::test]
async fn customer_figures_count_orders_and_what_paid_orders_spent() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 20).await;
    let paid = shop.order("user-a", &[(sofa, 1)]).await;
    let _unpaid = shop.order("user-a", &[(sofa, 2)]).await;
    let paid_then_cancelled = shop.order("user-a", &[(sofa, 3)]).await;
    let other = shop.order("user-b", &[(sofa, 1)]).await;
    for order in [&paid, &paid_then_cancelled, &other] {
        sqlx::query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1::uuid")
            .bind(&order.id)
            .execute(&shop.orders.pool)
            .await
            .unwrap();
    }
    sqlx::query("UPDATE orders SET status = 'cancelled' WHERE id = $1::uuid")
        .bind(&paid_then_cancelled.id)
        .execute(&shop.orders.pool)
        .await
        .unwrap();

    let ask = |ids: &[&str]| pb::CustomerFiguresRequest {
        user_ids: ids.iter().map(|id| (*id).to_owned()).collect(),
    };
    let figures = shop
        .client
        .clone()
        .customer_figures(ask(&["user-a", "user-b", "user-none"]))
        .await
        .unwrap()
        .into_inner()
        .figures;
    let spent = |order: &pb::Order| crate::helpers::totals(order).total_cents;
    let got: Vec<(&str, u64, i64)> = figures
        .iter()
        .map(|f| (f.user_id.as_str(), f.orders, f.spent_cents))
        .collect();
    assert_eq!(
        got,
        [
            ("user-a", 3, spent(&paid)),
            ("user-b", 1, spent(&other)),
            ("user-none", 0, 0)
        ]
    );
    // The same as SQL over the stored rows.
    let (sql_orders, sql_spent): (i64, i64) = sqlx::query_as(
        "SELECT count(*), coalesce(sum(total_cents) FILTER (WHERE payment_status = 'Paid' \
         AND status <> 'cancelled'), 0)::bigint FROM orders WHERE user_id = 'user-a'",
    )
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap();
    assert_eq!((3, spent(&paid)), (sql_orders, sql_spent));

    // Admin only; at most 100 accounts.
    let refused = shop
        .as_user("user-a")
        .customer_figures(ask(&["user-a"]))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);
    let many: Vec<String> = (0..101).map(|i| format!("user-{i}")).collect();
    let refused = shop
        .client
        .clone()
        .customer_figures(pb::CustomerFiguresRequest { user_ids: many })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    assert_eq!(field(&refused), "user_ids");
}
