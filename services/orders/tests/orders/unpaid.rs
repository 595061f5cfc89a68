//! Online orders nobody paid for are cancelled after `UNPAID_ORDER_CANCEL_AFTER_SECS` and their
//! stock goes back; cash-on-delivery and paid orders are left alone.

use std::time::Duration;

use shop_common::events::ORDER_CANCELLED;
use shop_orders::testing::{self, TestOrders};
use shop_proto::events::v1::OrderCancelled;
use shop_proto::orders::v1 as pb;

use crate::helpers::{Shop, order_request};

async fn get(shop: &Shop, id: &str) -> pb::Order {
    shop.client
        .clone()
        .get_order(pb::GetOrderRequest { id: id.to_owned() })
        .await
        .unwrap()
        .into_inner()
}

#[tokio::test]
async fn unpaid_online_orders_are_cancelled_and_their_stock_released() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 10).await;
    let place = |method: &'static str| {
        let mut request = order_request("user-1", &[(sofa, 1)]);
        request.payment_method = method.to_owned();
        shop.place(request)
    };
    let mpesa = place("mpesa").await.unwrap();
    let card = place("card").await.unwrap();
    let cod = place("cod").await.unwrap();
    let paid = place("mpesa").await.unwrap();
    sqlx::query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1::uuid")
        .bind(&paid.id)
        .execute(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(shop.stock(sofa).await, 6);

    // Nothing is old enough yet.
    assert_eq!(
        shop_orders::unpaid::sweep(&shop.orders.pool, Duration::from_secs(60))
            .await
            .unwrap(),
        0
    );
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let swept = shop_orders::unpaid::sweep(&shop.orders.pool, Duration::from_secs(1))
        .await
        .unwrap();
    assert_eq!(swept, 2);

    for order in [&mpesa, &card] {
        assert_eq!(get(&shop, &order.id).await.status, "cancelled");
    }
    assert_eq!(get(&shop, &cod.id).await.status, "pending");
    assert_eq!(get(&shop, &paid.id).await.status, "pending");
    let cancelled: Vec<OrderCancelled> = shop.decoded(ORDER_CANCELLED).await;
    assert_eq!(cancelled.len(), 2);
    assert!(cancelled.iter().all(|c| c.reason == "unpaid"));
    shop.wait_for_stock(sofa, 8).await;

    // A second sweep finds nothing more.
    assert_eq!(
        shop_orders::unpaid::sweep(&shop.orders.pool, Duration::from_secs(1))
            .await
            .unwrap(),
        0
    );
}

#[tokio::test]
async fn the_service_sweeps_by_itself() {
    let catalog = shop_catalog::testing::TestCatalog::start().await;
    let mut config = testing::config(&catalog.url());
    config.unpaid_cancel_after = Duration::from_secs(1);
    let orders = TestOrders::start_with(config).await;
    let mut sofa = shop_catalog::testing::product("Lamu Sofa", "living-room-sofas", 40_000, 1);
    sofa.stock = 3;
    let sofa = catalog.insert(vec![sofa]).await[0];
    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.payment_method = "mpesa".to_owned();
    let order = orders
        .client()
        .await
        .place_order(request)
        .await
        .unwrap()
        .into_inner();

    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    loop {
        let status: String = sqlx::query_scalar("SELECT status FROM orders WHERE id = $1::uuid")
            .bind(&order.id)
            .fetch_one(&orders.pool)
            .await
            .unwrap();
        if status == "cancelled" {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the unpaid order was never cancelled"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
