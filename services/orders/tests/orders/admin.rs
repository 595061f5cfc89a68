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
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
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
async fn customer_figures_count_orders_and_what_the_books_received() {
    use crate::books::{cancel, collect, pay_at, refund};

    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 20).await;
    let paid = shop.order("user-a", &[(sofa, 1)]).await;
    let _unpaid = shop.order("user-a", &[(sofa, 2)]).await;
    let paid_then_cancelled = shop.order("user-a", &[(sofa, 3)]).await;
    let mut cod = order_request("user-a", &[(sofa, 1)]);
    cod.payment_method = "cod".to_owned();
    let cod = shop.place(cod).await.unwrap();
    let mut cod_due = order_request("user-b", &[(sofa, 1)]);
    cod_due.payment_method = "cod".to_owned();
    let _cod_due = shop.place(cod_due).await.unwrap();
    // Marked Paid without money in the books (what the old definition counted): not spending.
    let marked_only = shop.order("user-b", &[(sofa, 1)]).await;
    sqlx::query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1::uuid")
        .bind(&marked_only.id)
        .execute(&shop.orders.pool)
        .await
        .unwrap();
    for order in [&paid, &paid_then_cancelled] {
        pay_at(&shop, &order.id, "2026-11-02T09:00:00+03:00").await;
    }
    collect(&shop, &cod.id).await.unwrap();
    cancel(&shop, &paid_then_cancelled.id).await;
    refund(&shop, &paid_then_cancelled, "payout-1", 100_000)
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
    let total = |order: &pb::Order| crate::helpers::totals(order).total_cents;
    // Paid online, cash collected, and the cancelled one's money less its refund so far.
    let spent_a = total(&paid) + total(&cod) + total(&paid_then_cancelled) - 100_000;
    let got: Vec<(&str, u64, i64)> = figures
        .iter()
        .map(|f| (f.user_id.as_str(), f.orders, f.spent_cents))
        .collect();
    assert_eq!(
        got,
        [
            ("user-a", 4, spent_a),
            ("user-b", 2, 0),
            ("user-none", 0, 0)
        ]
    );
    // The same as the books' own sum of user-a's orders.
    let books: i64 = sqlx::query_scalar(
        "SELECT sum(l.total_cents)::bigint FROM ledger_entries l \
         JOIN orders o ON o.id = l.order_id WHERE o.user_id = 'user-a'",
    )
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap();
    assert_eq!(books, spent_a);
    // Refunding the rest leaves the cancelled order nothing.
    let rest = total(&paid_then_cancelled) - 100_000;
    refund(&shop, &paid_then_cancelled, "payout-2", rest)
        .await
        .unwrap();
    let figures = shop
        .client
        .clone()
        .customer_figures(ask(&["user-a"]))
        .await
        .unwrap()
        .into_inner()
        .figures;
    assert_eq!(figures[0].spent_cents, total(&paid) + total(&cod));

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
