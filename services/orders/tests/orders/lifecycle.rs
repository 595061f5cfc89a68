//! Cancellation, status changes, deletion, tracking, one user's orders.

use shop_common::events::{ORDER_CANCELLED, ORDER_STATUS_CHANGED};
use shop_proto::events::v1::{OrderCancelled, OrderStatusChanged};
use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{Shop, field};

/// Cancels as the customer `user_id`, or as an admin when it is "".
async fn cancel(shop: &Shop, id: &str, user_id: &str) -> Result<pb::Order, tonic::Status> {
    let client = if user_id.is_empty() {
        shop.client.clone()
    } else {
        shop.as_user(user_id)
    };
    client
        .clone()
        .cancel_order(pb::CancelOrderRequest { id: id.to_owned() })
        .await
        .map(tonic::Response::into_inner)
}

async fn set_status(shop: &Shop, id: &str, status: &str) -> Result<pb::Order, tonic::Status> {
    shop.client
        .clone()
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: id.to_owned(),
            order_status: status.to_owned(),
        })
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn two_concurrent_cancels_cancel_once_and_the_stock_comes_back() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 2)]).await;
    assert_eq!(shop.stock(sofa).await, 3);

    let (a, b) = tokio::join!(
        cancel(&shop, &order.id, "user-1"),
        cancel(&shop, &order.public_id, "user-1")
    );
    let (won, lost) = match (a, b) {
        (Ok(won), Err(lost)) | (Err(lost), Ok(won)) => (won, lost),
        other => panic!("expected one cancel to win: {other:?}"),
    };
    assert_eq!(won.status, "cancelled");
    assert_eq!(
        won.history
            .iter()
            .map(|h| h.status.as_str())
            .collect::<Vec<_>>(),
        ["pending", "cancelled"]
    );
    assert_eq!(lost.code(), Code::FailedPrecondition);
    assert_eq!(lost.message(), "Only pending orders can be cancelled");

    let cancelled: Vec<OrderCancelled> = shop.decoded(ORDER_CANCELLED).await;
    assert_eq!(cancelled.len(), 1);
    assert_eq!(cancelled[0].reason, "customer");
    assert_eq!(cancelled[0].order_id, order.id);
    assert_eq!(cancelled[0].lines.len(), 1);
    assert_eq!(cancelled[0].lines[0].quantity, 2);
    // The catalog hears order.cancelled through the broker and gives the stock back.
    shop.wait_for_stock(sofa, 5).await;
}

#[tokio::test]
async fn only_the_owner_cancels_and_only_while_pending() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;

    let status = cancel(&shop, &order.id, "user-2").await.unwrap_err();
    assert_eq!(status.code(), Code::PermissionDenied);

    set_status(&shop, &order.id, "processing").await.unwrap();
    let status = cancel(&shop, &order.id, "user-1").await.unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition);

    let status = cancel(&shop, "not-an-order", "user-1").await.unwrap_err();
    assert_eq!(
        (status.code(), status.message()),
        (Code::NotFound, "Order not found")
    );

    // An admin (no owner) cancels a pending order with reason "admin".
    let other = shop.order("user-3", &[(sofa, 1)]).await;
    cancel(&shop, &other.public_id, "").await.unwrap();
    let cancelled: Vec<OrderCancelled> = shop.decoded(ORDER_CANCELLED).await;
    assert_eq!(cancelled.len(), 1);
    assert_eq!(cancelled[0].reason, "admin");
}

#[tokio::test]
async fn status_changes_follow_the_rules() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;

    let processing = set_status(&shop, &order.id, "processing").await.unwrap();
    assert_eq!(processing.status, "processing");
    // Back and forth is allowed (an admin correcting a mistake)...
    set_status(&shop, &order.id, "Delivered").await.unwrap();
    let shipped = set_status(&shop, &order.public_id, "shipped")
        .await
        .unwrap();
    assert_eq!(
        shipped
            .history
            .iter()
            .map(|h| h.status.as_str())
            .collect::<Vec<_>>(),
        ["pending", "processing", "delivered", "shipped"]
    );
    // ...and the same status again changes nothing.
    let same = set_status(&shop, &order.id, "shipped").await.unwrap();
    assert_eq!(same.history.len(), 4);

    let changes: Vec<OrderStatusChanged> = shop.decoded(ORDER_STATUS_CHANGED).await;
    assert_eq!(
        changes
            .iter()
            .map(|c| (c.from_status.as_str(), c.to_status.as_str()))
            .collect::<Vec<_>>(),
        [
            ("pending", "processing"),
            ("processing", "delivered"),
            ("delivered", "shipped")
        ]
    );

    let status = set_status(&shop, &order.id, "lost").await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    assert_eq!(field(&status), "order_status");

    // Cancelling by status gives the stock back; a cancelled order then stays cancelled.
    set_status(&shop, &order.id, "cancelled").await.unwrap();
    let cancelled: Vec<OrderCancelled> = shop.decoded(ORDER_CANCELLED).await;
    assert_eq!(cancelled.len(), 1);
    assert_eq!(cancelled[0].reason, "admin");
    shop.wait_for_stock(sofa, 5).await;
    let status = set_status(&shop, &order.id, "pending").await.unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition);
    assert_eq!(status.message(), "A cancelled order cannot be changed");
    // Setting cancelled again is the no-op success.
    set_status(&shop, &order.id, "cancelled").await.unwrap();

    let status = set_status(&shop, "SF00000000", "shipped")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
}

#[tokio::test]
async fn deleting_an_order_gives_held_stock_back() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let held = shop.order("user-1", &[(sofa, 2)]).await;
    let shipped = shop.order("user-1", &[(sofa, 1)]).await;
    set_status(&shop, &shipped.id, "shipped").await.unwrap();
    assert_eq!(shop.stock(sofa).await, 2);

    let mut client = shop.client.clone();
    for order in [&held, &shipped] {
        client
            .delete_order(pb::DeleteOrderRequest {
                id: order.id.clone(),
            })
            .await
            .unwrap();
        let status = client
            .get_order(pb::GetOrderRequest {
                id: order.id.clone(),
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::NotFound);
    }
    let status = client
        .delete_order(pb::DeleteOrderRequest {
            id: held.id.clone(),
        })
        .await
        .unwrap_err();
    assert_eq!(
        (status.code(), status.message()),
        (Code::NotFound, "Order not found")
    );

    // Only the pending order's stock comes back: the shipped sofa has left the shop.
    let cancelled: Vec<OrderCancelled> = shop.decoded(ORDER_CANCELLED).await;
    assert_eq!(cancelled.len(), 1);
    assert_eq!(cancelled[0].order_id, held.id);
    assert_eq!(cancelled[0].reason, "deleted");
    shop.wait_for_stock(sofa, 4).await;
}

#[tokio::test]
async fn tracking_needs_the_number_and_the_phone() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;
    let mut client = shop.client.clone();

    for phone in ["0712345678", "+254 712 345 678", "254712345678"] {
        let found = client
            .track_order(pb::TrackOrderRequest {
                order_number: order.public_id.to_lowercase(),
                phone: phone.to_owned(),
            })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(found.id, order.id);
    }
    for (public_id, phone) in [
        (order.public_id.as_str(), "0712345679"),
        (order.public_id.as_str(), "07"),
        ("SF00000000", "0712345678"),
        ("anything", "0712345678"),
    ] {
        let status = client
            .track_order(pb::TrackOrderRequest {
                order_number: public_id.to_owned(),
                phone: phone.to_owned(),
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::NotFound);
        assert_eq!(
            status.message(),
            "No order matches that order number and phone number"
        );
    }
}

#[tokio::test]
async fn a_users_orders_come_newest_first_and_unknown_ids_are_not_found() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    let first = shop.order("user-1", &[(sofa, 1)]).await;
    let second = shop.order("user-1", &[(sofa, 2)]).await;
    shop.order("user-2", &[(sofa, 1)]).await;

    let mut client = shop.client.clone();
    let list = client
        .list_user_orders(pb::ListUserOrdersRequest {
            user_id: "user-1".to_owned(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        list.orders
            .iter()
            .map(|o| o.id.as_str())
            .collect::<Vec<_>>(),
        [second.id.as_str(), first.id.as_str()]
    );
    assert_eq!(list.total, 2);

    for id in [
        "",
        "12345",
        "00000000-0000-0000-0000-000000000000",
        "SFZZZZZZZZ",
        "x' OR 1=1",
    ] {
        let status = client
            .get_order(pb::GetOrderRequest { id: id.to_owned() })
            .await
            .unwrap_err();
        assert_eq!(
            (status.code(), status.message()),
            (Code::NotFound, "Order not found"),
            "{id}"
        );
    }
}

#[tokio::test]
async fn the_service_decides_who_reads_lists_and_cancels_an_order() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 10).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;
    let read = |client: crate::helpers::Client, id: String| async move {
        client
            .clone()
            .get_order(pb::GetOrderRequest { id })
            .await
            .map(tonic::Response::into_inner)
    };
    let mine = |client: crate::helpers::Client| async move {
        client
            .clone()
            .list_user_orders(pb::ListUserOrdersRequest {
                user_id: "user-1".to_owned(),
            })
            .await
            .map(tonic::Response::into_inner)
    };

    // The owner and an admin read it and list user-1's orders.
    assert_eq!(
        read(shop.as_user("user-1"), order.id.clone())
            .await
            .unwrap()
            .id,
        order.id
    );
    assert_eq!(
        read(shop.client.clone(), order.public_id.clone())
            .await
            .unwrap()
            .id,
        order.id
    );
    assert_eq!(mine(shop.as_user("user-1")).await.unwrap().total, 1);
    assert_eq!(mine(shop.client.clone()).await.unwrap().total, 1);
    // Another customer and a guest do not.
    for (client, code) in [
        (shop.as_user("user-2"), Code::PermissionDenied),
        (shop.guest(), Code::Unauthenticated),
    ] {
        assert_eq!(
            read(client.clone(), order.id.clone())
                .await
                .unwrap_err()
                .code(),
            code
        );
        assert_eq!(mine(client.clone()).await.unwrap_err().code(), code);
        let status = client
            .clone()
            .cancel_order(pb::CancelOrderRequest {
                id: order.id.clone(),
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), code);
    }
    // Placing needs a signed-in caller.
    let status = shop
        .guest()
        .place_order(crate::helpers::form(&[(sofa, 1)]))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated);
    assert_eq!(shop.stock(sofa).await, 9);
}
