//! Stock for orders over real gRPC (GetProductsByIds, ReserveStock, ReleaseStock) and the
//! order.cancelled handler, against a fresh PostgreSQL database and a private Redis.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::time::{Duration, Instant};

use prost::Message;
use shop_catalog::stock_events::ReleaseCancelledStock;
use shop_catalog::testing::{TestCatalog, product};
use shop_common::events::{Event, Handler, ORDER_CANCELLED};
use shop_proto::catalog::v1 as pb;
use shop_proto::catalog::v1::catalog_service_client::CatalogServiceClient;
use shop_proto::events::v1::OrderCancelled;
use tonic::transport::Channel;
use tonic::{Code, Status};
use uuid::Uuid;

type Client = CatalogServiceClient<Channel>;

fn order_id() -> String {
    Uuid::new_v4().to_string()
}

/// A catalog with one product per `(name, stock)`, and their ids.
async fn catalog_with(stocks: &[(&str, i32)]) -> (TestCatalog, Vec<i64>) {
    let catalog = TestCatalog::start().await;
    let products = stocks
        .iter()
        .enumerate()
        .map(|(i, &(name, stock))| {
            let mut p = product(name, "living-room-sofas", 45_000, i as i64);
            p.stock = stock;
            p
        })
        .collect();
    let ids = catalog.insert(products).await;
    (catalog, ids)
}

async fn reserve(
    client: &mut Client,
    order_id: &str,
    lines: &[(i64, i32)],
) -> Result<pb::ReserveStockResponse, Status> {
    client
        .reserve_stock(pb::ReserveStockRequest {
            order_id: order_id.to_owned(),
            lines: lines
                .iter()
                .map(|&(product_id, quantity)| pb::StockLine {
                    product_id,
                    quantity,
                })
                .collect(),
        })
        .await
        .map(tonic::Response::into_inner)
}

async fn release(client: &mut Client, order_id: &str) -> Result<bool, Status> {
    client
        .release_stock(pb::ReleaseStockRequest {
            order_id: order_id.to_owned(),
        })
        .await
        .map(|r| r.into_inner().released)
}

async fn stock_of(catalog: &TestCatalog, id: i64) -> i32 {
    sqlx::query_scalar("SELECT stock FROM products WHERE id = $1")
        .bind(id)
        .fetch_one(&catalog.pool)
        .await
        .expect("read stock")
}

async fn reservation_rows(catalog: &TestCatalog) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM stock_reservations")
        .fetch_one(&catalog.pool)
        .await
        .expect("count reservations")
}

/// Product id and quantity of each reserved line.
fn reserved(response: &pb::ReserveStockResponse) -> Vec<(i64, i32)> {
    response
        .lines
        .iter()
        .map(|l| (l.product.as_ref().expect("a product").id, l.quantity))
        .collect()
}

#[tokio::test]
async fn reserves_every_line_or_none() {
    let (catalog, ids) = catalog_with(&[("Kilimani Sofa", 3), ("Karen Bed", 1)]).await;
    let (sofa, bed) = (ids[0], ids[1]);
    let unknown = bed + 1000;
    let mut client = catalog.client().await;

    let short = reserve(
        &mut client,
        &order_id(),
        &[(sofa, 2), (bed, 2), (unknown, 1)],
    )
    .await
    .expect("an answer, not an error");
    assert!(!short.reserved);
    assert!(short.lines.is_empty());
    assert_eq!(
        short.shortages,
        [
            pb::Shortage {
                product_id: bed,
                name: "Karen Bed".into(),
                requested: 2,
                available: 1,
                unavailable: false,
            },
            pb::Shortage {
                product_id: unknown,
                name: String::new(),
                requested: 1,
                available: 0,
                unavailable: false,
            },
        ]
    );
    assert_eq!(stock_of(&catalog, sofa).await, 3, "nothing taken");
    assert_eq!(stock_of(&catalog, bed).await, 1, "nothing taken");
    assert_eq!(reservation_rows(&catalog).await, 0, "nothing recorded");

    // Duplicate lines are one line, where the product was first named; the answer is in request
    // order and carries the products as they are after the reservation.
    let ok = reserve(&mut client, &order_id(), &[(bed, 1), (sofa, 1), (sofa, 1)])
        .await
        .unwrap();
    assert!(ok.reserved);
    assert!(ok.shortages.is_empty());
    assert_eq!(reserved(&ok), [(bed, 1), (sofa, 2)]);
    let sofa_line = ok.lines[1].product.as_ref().unwrap();
    assert_eq!(sofa_line.name, "Kilimani Sofa");
    assert_eq!(sofa_line.price_cents, 45_000 * 100);
    assert_eq!(sofa_line.category_name, "Living Room");
    assert_eq!(sofa_line.stock, 1);
    assert_eq!(ok.lines[0].product.as_ref().unwrap().stock, 0);
    assert_eq!(stock_of(&catalog, sofa).await, 1);
    assert_eq!(stock_of(&catalog, bed).await, 0);
}

#[tokio::test]
async fn concurrent_orders_never_oversell() {
    let (catalog, ids) = catalog_with(&[("Last Five Armchair", 5)]).await;
    let chair = ids[0];
    let client = catalog.client().await;

    let attempts: Vec<_> = (0..50)
        .map(|_| {
            let mut client = client.clone();
            tokio::spawn(async move { reserve(&mut client, &order_id(), &[(chair, 1)]).await })
        })
        .collect();
    let mut reserved_count = 0;
    for attempt in attempts {
        let response = attempt.await.unwrap().expect("every call answers");
        if response.reserved {
            reserved_count += 1;
        } else {
            assert_eq!(
                response.shortages,
                [pb::Shortage {
                    product_id: chair,
                    name: "Last Five Armchair".into(),
                    requested: 1,
                    available: 0,
                    unavailable: false,
                }]
            );
        }
    }
    assert_eq!(reserved_count, 5);
    assert_eq!(stock_of(&catalog, chair).await, 0);
    assert_eq!(reservation_rows(&catalog).await, 5);
}

#[tokio::test]
async fn a_repeated_reservation_takes_stock_once() {
    let (catalog, ids) = catalog_with(&[("Runda Dining Table", 10), ("Lamu Chair", 10)]).await;
    let (table, chair) = (ids[0], ids[1]);
    let mut client = catalog.client().await;
    let order = order_id();

    let first = reserve(&mut client, &order, &[(table, 1), (chair, 4)])
        .await
        .unwrap();
    assert!(first.reserved);
    // Sent again, concurrently, even with other lines: the first reservation is the answer.
    let repeats: Vec<_> = (0..10)
        .map(|i| {
            let mut client = client.clone();
            let order = order.clone();
            let lines = if i % 2 == 0 {
                vec![(table, 1), (chair, 4)]
            } else {
                vec![(chair, 9)]
            };
            tokio::spawn(async move { reserve(&mut client, &order, &lines).await })
        })
        .collect();
    for repeat in repeats {
        let repeat = repeat.await.unwrap().unwrap();
        assert!(repeat.reserved);
        assert_eq!(reserved(&repeat), [(table, 1), (chair, 4)]);
    }
    assert_eq!(stock_of(&catalog, table).await, 9);
    assert_eq!(stock_of(&catalog, chair).await, 6);
}

#[tokio::test]
async fn concurrent_first_reservations_of_one_order_take_stock_once() {
    let (catalog, ids) = catalog_with(&[("Nyali Bench", 10)]).await;
    let bench = ids[0];
    let client = catalog.client().await;
    let order = order_id();

    let calls: Vec<_> = (0..10)
        .map(|_| {
            let mut client = client.clone();
            let order = order.clone();
            tokio::spawn(async move { reserve(&mut client, &order, &[(bench, 3)]).await })
        })
        .collect();
    for call in calls {
        let response = call.await.unwrap().unwrap();
        assert!(response.reserved);
        assert_eq!(reserved(&response), [(bench, 3)]);
    }
    assert_eq!(stock_of(&catalog, bench).await, 7);
}

#[tokio::test]
async fn release_gives_stock_back_exactly_once() {
    let (catalog, ids) = catalog_with(&[("Malindi Wardrobe", 10), ("Kisumu Shelf", 2)]).await;
    let (wardrobe, shelf) = (ids[0], ids[1]);
    let mut client = catalog.client().await;
    let order = order_id();
    assert!(
        reserve(&mut client, &order, &[(wardrobe, 3), (shelf, 2)])
            .await
            .unwrap()
            .reserved
    );
    assert_eq!(stock_of(&catalog, wardrobe).await, 7);
    assert_eq!(stock_of(&catalog, shelf).await, 0);

    let releases: Vec<_> = (0..2)
        .map(|_| {
            let mut client = client.clone();
            let order = order.clone();
            tokio::spawn(async move { release(&mut client, &order).await })
        })
        .collect();
    let mut outcomes = Vec::new();
    for release in releases {
        outcomes.push(release.await.unwrap().unwrap());
    }
    outcomes.sort();
    assert_eq!(outcomes, [false, true], "one release, one no-op");
    assert_eq!(stock_of(&catalog, wardrobe).await, 10);
    assert_eq!(stock_of(&catalog, shelf).await, 2);

    assert!(
        !release(&mut client, &order).await.unwrap(),
        "released before"
    );
    assert!(
        !release(&mut client, &order_id()).await.unwrap(),
        "never reserved"
    );
    assert_eq!(stock_of(&catalog, wardrobe).await, 10);

    let again = reserve(&mut client, &order, &[(wardrobe, 3)])
        .await
        .expect_err("a released order does not reserve again");
    assert_eq!(again.code(), Code::FailedPrecondition);
    assert_eq!(stock_of(&catalog, wardrobe).await, 10);
}

#[tokio::test]
async fn bad_input_is_invalid_argument() {
    let (catalog, ids) = catalog_with(&[("Thika Stool", 10)]).await;
    let stool = ids[0];
    let mut client = catalog.client().await;
    let order = order_id();
    let fifty_one: Vec<(i64, i32)> = (0..51).map(|i| (stool + i, 1)).collect();

    let cases = [
        ("order id not a UUID", "order-1", vec![(stool, 1)]),
        ("empty order id", "", vec![(stool, 1)]),
        ("no lines", &order, vec![]),
        ("51 lines", &order, fifty_one),
        ("quantity 0", &order, vec![(stool, 1), (stool + 1, 0)]),
        ("quantity 100", &order, vec![(stool, 100)]),
    ];
    for (case, order_id, lines) in cases {
        let err = reserve(&mut client, order_id, &lines)
            .await
            .expect_err(case);
        assert_eq!(err.code(), Code::InvalidArgument, "{case}: {err:?}");
    }
    assert_eq!(stock_of(&catalog, stool).await, 10);
    assert_eq!(reservation_rows(&catalog).await, 0);

    let err = release(&mut client, "not-a-uuid").await.unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);

    let err = client
        .get_products_by_ids(pb::GetProductsByIdsRequest {
            ids: (1..=101).collect(),
        })
        .await
        .unwrap_err();
    assert_eq!(err.code(), Code::InvalidArgument);
}

#[tokio::test]
async fn products_by_ids_are_fresh_in_request_order_without_unknown_ids() {
    let (catalog, ids) =
        catalog_with(&[("Embu Sofa", 4), ("Meru Bed", 6), ("Nakuru Desk", 8)]).await;
    let mut client = catalog.client().await;
    let reader = client.clone();
    let by_ids = move |ids: Vec<i64>| {
        let mut client = reader.clone();
        async move {
            client
                .get_products_by_ids(pb::GetProductsByIdsRequest { ids })
                .await
                .unwrap()
                .into_inner()
                .products
        }
    };

    let products = by_ids(vec![ids[2], 9_999_999, ids[0], ids[2], -1]).await;
    let found: Vec<(&str, i32)> = products
        .iter()
        .map(|p| (p.name.as_str(), p.stock))
        .collect();
    assert_eq!(found, [("Nakuru Desk", 8), ("Embu Sofa", 4)]);
    assert!(by_ids(vec![]).await.is_empty());
    let hundred: Vec<i64> = (0..100).map(|i| ids[0] + i).collect();
    assert_eq!(by_ids(hundred).await.len(), 3);

    // Read from PostgreSQL at once, never from a cache waiting for its invalidation.
    let product_page = client
        .get_product(pb::GetProductRequest {
            id: ids[0],
            related_limit: 0,
        })
        .await
        .unwrap();
    assert_eq!(product_page.into_inner().product.unwrap().stock, 4);
    assert!(
        reserve(&mut client, &order_id(), &[(ids[0], 4)])
            .await
            .unwrap()
            .reserved
    );
    assert_eq!(by_ids(vec![ids[0]]).await[0].stock, 0);
}

/// Polls the product page for up to two seconds: cache invalidation travels through NOTIFY.
async fn product_page_shows_stock(client: &mut Client, id: i64, stock: i32) {
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let shown = client
            .get_product(pb::GetProductRequest {
                id,
                related_limit: 0,
            })
            .await
            .unwrap()
            .into_inner()
            .product
            .unwrap()
            .stock;
        if shown == stock {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "product page shows stock {shown}, not {stock}"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

#[tokio::test]
async fn the_product_page_follows_reservations_and_releases() {
    let (catalog, ids) = catalog_with(&[("Kitengela Recliner", 10)]).await;
    let recliner = ids[0];
    let mut client = catalog.client().await;
    // Cached now.
    product_page_shows_stock(&mut client, recliner, 10).await;
    product_page_shows_stock(&mut client, recliner, 10).await;

    let order = order_id();
    assert!(
        reserve(&mut client, &order, &[(recliner, 3)])
            .await
            .unwrap()
            .reserved
    );
    product_page_shows_stock(&mut client, recliner, 7).await;

    assert!(release(&mut client, &order).await.unwrap());
    product_page_shows_stock(&mut client, recliner, 10).await;
}

fn cancelled(order_id: &str, payload: &OrderCancelled) -> Event {
    Event {
        id: Uuid::new_v4(),
        routing_key: ORDER_CANCELLED.to_owned(),
        payload: OrderCancelled {
            order_id: order_id.to_owned(),
            ..payload.clone()
        }
        .encode_to_vec(),
    }
}

async fn handle(catalog: &TestCatalog, event: &Event) -> anyhow::Result<()> {
    let mut tx = catalog.pool.begin().await?;
    ReleaseCancelledStock.handle(&mut tx, event).await?;
    tx.commit().await?;
    Ok(())
}

#[tokio::test]
async fn order_cancelled_releases_stock_once() {
    let (catalog, ids) = catalog_with(&[("Kericho Cabinet", 5)]).await;
    let cabinet = ids[0];
    let mut client = catalog.client().await;
    let order = order_id();
    assert!(
        reserve(&mut client, &order, &[(cabinet, 2)])
            .await
            .unwrap()
            .reserved
    );
    assert_eq!(stock_of(&catalog, cabinet).await, 3);

    let payload = OrderCancelled {
        public_id: "ORD-1".into(),
        user_id: Uuid::new_v4().to_string(),
        lines: vec![shop_proto::events::v1::OrderLine {
            product_id: cabinet,
            quantity: 2,
        }],
        reason: "customer".into(),
        cancelled_at: "2025-01-01T00:00:00Z".into(),
        ..Default::default()
    };
    let event = cancelled(&order, &payload);
    handle(&catalog, &event).await.expect("first delivery");
    assert_eq!(stock_of(&catalog, cabinet).await, 5);
    handle(&catalog, &event).await.expect("second delivery");
    assert_eq!(stock_of(&catalog, cabinet).await, 5, "released once");

    // The rpc after the event changes nothing either.
    assert!(!release(&mut client, &order).await.unwrap());
    assert_eq!(stock_of(&catalog, cabinet).await, 5);

    // An order that never reserved: nothing to do, and not an error.
    handle(&catalog, &cancelled(&order_id(), &payload))
        .await
        .expect("nothing to release");

    // A payload the publisher got wrong fails for good: a dead letter at once, no retries.
    let garbage = Event {
        payload: vec![0xff, 0xff, 0xff],
        ..event.clone()
    };
    let error = handle(&catalog, &garbage).await.unwrap_err();
    assert!(shop_common::events::is_permanent(&error), "{error:#}");
    let error = handle(&catalog, &cancelled("not-a-uuid", &payload))
        .await
        .unwrap_err();
    assert!(shop_common::events::is_permanent(&error), "{error:#}");
    assert_eq!(stock_of(&catalog, cabinet).await, 5);
}
