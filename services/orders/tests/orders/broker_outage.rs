//! RabbitMQ unreachable: orders are placed and cancelled all the same, their events wait in the
//! outbox, and once the broker is back the catalog gets its stock back exactly once.

use std::time::Duration;

use shop_common::events::ORDER_CANCELLED;
use shop_common::testing::{TcpProxy, amqp_url, events_config_at};
use shop_proto::orders::v1 as pb;

use crate::helpers::{Shop, saturday};

#[tokio::test]
async fn an_order_cancelled_while_the_broker_is_down_gives_its_stock_back_once_it_is_up() {
    // Both services reach the broker only through the proxy.
    let (proxy, proxied_url) = TcpProxy::for_url(&amqp_url()).await;
    let shop = Shop::start_with_events(saturday(), events_config_at(&proxied_url)).await;
    let sofa = shop.product("Lamu Sofa", 40_000, 10).await;

    proxy.cut();
    let order = shop.order("user-1", &[(sofa, 3)]).await;
    assert_eq!(
        shop.stock(sofa).await,
        7,
        "reserved over gRPC, no broker needed"
    );
    let cancelled = shop
        .as_user("user-1")
        .cancel_order(pb::CancelOrderRequest {
            id: order.id.clone(),
        })
        .await
        .expect("cancelling does not need the broker")
        .into_inner();
    assert_eq!(cancelled.status, "cancelled");

    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        shop.stock(sofa).await,
        7,
        "no event got through the cut broker"
    );
    let waiting: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM event_outbox WHERE routing_key = $1 AND published_at IS NULL",
    )
    .bind(ORDER_CANCELLED)
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap();
    assert_eq!(waiting, 1, "order.cancelled waits in the outbox");

    proxy.restore();
    shop.wait_for_stock(sofa, 10).await;

    // Delivered again (as after a relay crash before its commit): nothing changes.
    sqlx::query("UPDATE event_outbox SET published_at = NULL WHERE routing_key = $1")
        .bind(ORDER_CANCELLED)
        .execute(&shop.orders.pool)
        .await
        .unwrap();
    let second = shop.order("user-2", &[(sofa, 1)]).await;
    assert_eq!(second.status, "pending");
    for _ in 0..100 {
        let unpublished: i64 =
            sqlx::query_scalar("SELECT count(*) FROM event_outbox WHERE published_at IS NULL")
                .fetch_one(&shop.orders.pool)
                .await
                .unwrap();
        if unpublished == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        shop.stock(sofa).await,
        9,
        "the cancelled order's 3 came back once; the new order holds 1"
    );
}
