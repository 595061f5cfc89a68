//! Orders under faults (issue 12): a repeated placement with the same Idempotency-Key answers
//! the stored order and reserves nothing more (a different request under it is refused, 422 at
//! the gateway, and writes nothing), and stock held for an order that was never
//! stored (a crash between reserving and storing) is given back by the reconciler, while
//! stored and deleted orders keep theirs.

use std::time::Duration;

use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;

use crate::helpers::{Placement, Shop, order_request, placed_order};

fn keyed(user_id: &str, lines: &[(i64, i32)], key: &str) -> Placement {
    let mut request = order_request(user_id, lines);
    request.idempotency_key = key.to_owned();
    request
}

#[tokio::test]
async fn a_repeated_placement_answers_the_stored_order() {
    let shop = Shop::start().await;
    // Stock for every racer below: the race tests the key, not a shortage (racers that reserve
    // before the first stores its order hold stock until they find the key taken).
    let sofa = shop.product("Lamu Sofa", 40_000, 20).await;

    let first = shop
        .place(keyed("user-1", &[(sofa, 2)], "checkout-1"))
        .await
        .unwrap();
    let again = shop
        .place(keyed("user-1", &[(sofa, 2)], "checkout-1"))
        .await
        .unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(again.public_id, first.public_id);
    assert_eq!(shop.stock(sofa).await, 18, "stock taken once");

    // Five at once with a new key: one order.
    let racing = futures_join(&shop, sofa, "checkout-2").await;
    assert!(racing.windows(2).all(|w| w[0] == w[1]), "{racing:?}");
    shop.wait_for_stock(sofa, 16).await;

    // The key is the user's own: another user's same key is another order.
    let other = shop
        .place(keyed("user-2", &[(sofa, 1)], "checkout-1"))
        .await
        .unwrap();
    assert_ne!(other.id, first.id);
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(count, 3);
}

#[tokio::test]
async fn a_key_sent_again_with_a_different_request_is_refused_and_nothing_is_written() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 10).await;
    let chair = shop.product("Kisumu Chair", 5_000, 10).await;
    let first = shop
        .place(keyed("user-1", &[(sofa, 2)], "checkout-1"))
        .await
        .unwrap();
    let reservations = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM stock_reservations")
            .fetch_one(&shop.catalog.pool)
            .await
            .unwrap()
    };
    let reserved = reservations().await;

    let mut other_address = keyed("user-1", &[(sofa, 2)], "checkout-1");
    other_address.address = "14 Moi Avenue".to_owned();
    let mut other_total = keyed("user-1", &[(sofa, 2)], "checkout-1");
    other_total.expected_total_cents = Some(1);
    // Another delivery method or pickup point under the same key is another request too.
    let mut express = keyed("user-1", &[(sofa, 2)], "checkout-1");
    express.delivery_method = "express".to_owned();
    let mut pickup = keyed("user-1", &[(sofa, 2)], "checkout-1");
    pickup.delivery_method = "pickup".to_owned();
    pickup.pickup_point = "westlands-showroom".to_owned();
    for different in [
        express,
        pickup,
        keyed("user-1", &[(sofa, 3)], "checkout-1"),
        keyed("user-1", &[(sofa, 2), (chair, 1)], "checkout-1"),
        other_address,
        other_total,
    ] {
        let refused = shop.place(different).await.unwrap_err();
        assert_eq!(refused.code(), tonic::Code::FailedPrecondition);
        assert_eq!(
            Refusal::read(&refused).code,
            ErrorCode::IdempotencyKeyReused,
            "{refused:?}"
        );
    }
    assert_eq!(shop.stock(sofa).await, 8, "nothing more reserved");
    assert_eq!(shop.stock(chair).await, 10);
    assert_eq!(reservations().await, reserved, "no reservation made");

    // The identical request still answers the stored order.
    let again = shop
        .place(keyed("user-1", &[(sofa, 2)], "checkout-1"))
        .await
        .unwrap();
    assert_eq!(again.id, first.id);
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM orders")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(count, 1, "no second order");

    // Different requests racing on one new key: one order, the others refused, their stock
    // given back.
    let mut tasks = tokio::task::JoinSet::new();
    for quantity in 1..=4 {
        let mut client = shop.as_user("user-1");
        let request = keyed("user-1", &[(chair, quantity)], "checkout-2").message;
        tasks.spawn(async move {
            client
                .place_order(request)
                .await
                .map(|answer| placed_order(answer.into_inner()))
        });
    }
    let answers = tasks.join_all().await;
    let placed: Vec<&pb::Order> = answers.iter().filter_map(|a| a.as_ref().ok()).collect();
    assert_eq!(placed.len(), 1, "{answers:?}");
    for refused in answers.iter().filter_map(|a| a.as_ref().err()) {
        assert_eq!(
            Refusal::read(refused).code,
            ErrorCode::IdempotencyKeyReused,
            "{refused:?}"
        );
    }
    let taken: i32 = placed[0].lines.iter().map(|l| l.quantity).sum();
    shop.wait_for_stock(chair, 10 - taken).await;
}

async fn futures_join(shop: &Shop, sofa: i64, key: &str) -> Vec<String> {
    let mut tasks = tokio::task::JoinSet::new();
    for _ in 0..5 {
        let mut client = shop.as_user("user-1");
        let request = keyed("user-1", &[(sofa, 2)], key).message;
        tasks.spawn(async move {
            placed_order(client.place_order(request).await.unwrap().into_inner()).id
        });
    }
    tasks.join_all().await
}

#[tokio::test]
async fn stock_held_for_an_order_never_stored_is_given_back_once() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 10).await;
    let stored = shop.order("user-1", &[(sofa, 1)]).await;
    let deleted = shop.order("user-1", &[(sofa, 1)]).await;
    shop.client
        .clone()
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: deleted.id.clone(),
            order_status: "delivered".to_owned(),
        })
        .await
        .unwrap();
    shop.client
        .clone()
        .delete_order(pb::DeleteOrderRequest {
            id: deleted.id.clone(),
        })
        .await
        .unwrap();
    // The orders service stopped between reserving and storing: a reservation with no order.
    let orphan = uuid::Uuid::new_v4();
    let reserved = shop
        .catalog
        .client()
        .await
        .reserve_stock(catalog_pb::ReserveStockRequest {
            order_id: orphan.to_string(),
            lines: vec![catalog_pb::StockLine {
                product_id: sofa,
                quantity: 3,
            }],
        })
        .await
        .unwrap()
        .into_inner();
    assert!(reserved.reserved);
    assert_eq!(shop.stock(sofa).await, 5);

    let catalog =
        shop_orders::catalog::Catalog::new(&shop.catalog.url(), Duration::from_secs(3)).unwrap();
    // Young reservations are left alone: a placement may be under way.
    assert_eq!(
        shop_orders::reconcile::reconcile(&shop.orders.pool, &catalog, Duration::from_secs(300))
            .await
            .unwrap(),
        0
    );
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let released =
        shop_orders::reconcile::reconcile(&shop.orders.pool, &catalog, Duration::from_secs(1))
            .await
            .unwrap();
    assert_eq!(released, 1, "only the orphan");
    assert_eq!(
        shop.stock(sofa).await,
        8,
        "the stored and the delivered-then-deleted orders keep theirs"
    );
    assert_eq!(
        shop.client
            .clone()
            .get_order(pb::GetOrderRequest { id: stored.id })
            .await
            .unwrap()
            .into_inner()
            .status,
        "pending"
    );
    // Exactly once.
    assert_eq!(
        shop_orders::reconcile::reconcile(&shop.orders.pool, &catalog, Duration::from_secs(1))
            .await
            .unwrap(),
        0
    );
    assert_eq!(shop.stock(sofa).await, 8);
}
