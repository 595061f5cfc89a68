//! RabbitMQ unreachable when Daraja's callback lands: the payment is settled and its event waits
//! in the outbox; once the broker is back the order becomes Paid, exactly once.

use std::time::Duration;

use shop_common::events::PAYMENT_SUCCEEDED;
use shop_common::testing::{TcpProxy, amqp_url, events_config_at};

use crate::helpers::{PAYER_DELAY, Shop, USER, test_numbers};

#[tokio::test]
async fn a_payment_made_while_the_broker_is_down_marks_the_order_paid_once_it_is_up() {
    // Every service reaches the broker only through the proxy.
    let (proxy, proxied_url) = TcpProxy::for_url(&amqp_url()).await;
    let shop = Shop::start_full(events_config_at(&proxied_url), PAYER_DELAY, |_| {}).await;
    let order = shop.order("mpesa").await;

    proxy.cut();
    let started = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .expect("the prompt needs no broker");
    assert_eq!(
        shop.wait_for_settled(&started.checkout_request_id).await,
        "succeeded"
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(shop.get_order(&order.id).await.payment_status, "Pending");
    let waiting: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM event_outbox WHERE routing_key = $1 AND published_at IS NULL",
    )
    .bind(PAYMENT_SUCCEEDED)
    .fetch_one(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(waiting, 1, "payment.succeeded waits in the outbox");

    proxy.restore();
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    assert!(!paid.payment.unwrap().reference.is_empty());
    let handled: i64 =
        sqlx::query_scalar("SELECT count(*) FROM order_payment_events WHERE outcome = 'applied'")
            .fetch_one(&shop.orders.pool)
            .await
            .unwrap();
    assert_eq!(handled, 1);
}
