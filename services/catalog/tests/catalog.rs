//! The catalog service over real gRPC, against a fresh PostgreSQL database and a private Redis.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

// Besides this file's tests: admin writes, the audit log, operator tools, the search index, the
// demo catalogue's loader and stock for orders, as modules of this one test binary, not
// binaries of their own (each would link the whole service again).
#[path = "catalog/admin.rs"]
mod admin;
#[path = "catalog/audit.rs"]
mod audit;
#[path = "catalog/operator.rs"]
mod operator;
#[path = "catalog/pictures.rs"]
mod pictures;
#[path = "catalog/search.rs"]
mod search;
#[path = "catalog/seed.rs"]
mod seed;
#[path = "catalog/status.rs"]
mod status;
#[path = "catalog/stock.rs"]
mod stock;

use std::time::{Duration, Instant};

use shop_catalog::testing::{TestCatalog, product};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::catalog::v1 as pb;
use tonic::Code;

fn names(products: &[pb::Product]) -> Vec<&str> {
    products.iter().map(|p| p.name.as_str()).collect()
}

async fn list(catalog: &TestCatalog, req: pb::ListProductsRequest) -> pb::ListProductsResponse {
    catalog
        .client()
        .await
        .list_products(req)
        .await
        .expect("list products")
        .into_inner()
}

/// Polls `check` until it holds, for up to `within`: cache invalidation (2 s here) and the search
/// index (5 s in the search module) follow the database through NOTIFY.
async fn eventually<F, Fut>(within: Duration, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if check().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("condition not met within {within:?}");
}

#[tokio::test]
async fn filters_by_category_subcategory_price_flags_tags_and_search() {
    let catalog = TestCatalog::start().await;
    let mut on_sale = product("Kilimani Velvet Sofa", "living-room-sofas", 45_000, 10);
    on_sale.original_price_cents = Some(60_000 * 100);
    on_sale.tags = vec!["velvet".into(), "3-seater".into()];
    on_sale.color = "Emerald Green".into();
    let mut featured = product(
        "Lavington Sectional",
        "living-room-sectional-sofas",
        120_000,
        20,
    );
    featured.featured = true;
    catalog
        .insert(vec![
            on_sale,
            featured,
            product("Karen Oak Bed", "bedroom-beds", 80_000, 30),
            product("Junior Bunk Bed", "kids-room-double-deckers", 35_000, 40),
        ])
        .await;

    let by = |req: pb::ListProductsRequest| list(&catalog, req);
    let all = by(pb::ListProductsRequest::default()).await;
    assert_eq!(all.total, 4);
    assert_eq!(
        names(&all.products),
        [
            "Kilimani Velvet Sofa",
            "Lavington Sectional",
            "Karen Oak Bed",
            "Junior Bunk Bed"
        ],
        "newest first by default"
    );

    let living = by(pb::ListProductsRequest {
        category: "living-room".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(
        names(&living.products),
        ["Kilimani Velvet Sofa", "Lavington Sectional"]
    );

    let sub = by(pb::ListProductsRequest {
        category: "living-room-sectional-sofas".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(names(&sub.products), ["Lavington Sectional"]);

    let priced = by(pb::ListProductsRequest {
        min_price_cents: Some(40_000 * 100),
        max_price_cents: Some(80_000 * 100),
        ..Default::default()
    })
    .await;
    assert_eq!(
        names(&priced.products),
        ["Kilimani Velvet Sofa", "Karen Oak Bed"],
        "bounds inclusive"
    );

    let featured = by(pb::ListProductsRequest {
        featured_only: true,
        ..Default::default()
    })
    .await;
    assert_eq!(names(&featured.products), ["Lavington Sectional"]);

    let sale = by(pb::ListProductsRequest {
        on_sale_only: true,
        ..Default::default()
    })
    .await;
    assert_eq!(names(&sale.products), ["Kilimani Velvet Sofa"]);

    let tagged = by(pb::ListProductsRequest {
        tags: vec!["VELVET".into()],
        ..Default::default()
    })
    .await;
    assert_eq!(names(&tagged.products), ["Kilimani Velvet Sofa"]);

    let searched = by(pb::ListProductsRequest {
        search: "green  SOFA".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(
        names(&searched.products),
        ["Kilimani Velvet Sofa"],
        "every word must match"
    );

    let operators = by(pb::ListProductsRequest {
        search: "%' OR 1=1 --".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(operators.total, 0, "punctuation is never a pattern");
}

#[tokio::test]
async fn sorts_and_pages_without_overlap() {
    let catalog = TestCatalog::start().await;
    let prices = [9_000, 3_000, 15_000, 3_000, 7_500];
    let products = prices
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            product(
                &format!("Chair {}", (b'A' + i as u8) as char),
                "dining-room-dining-chairs",
                p,
                i as i64,
            )
        })
        .collect();
    catalog.insert(products).await;

    let sorted = |sort: &'static str| {
        let catalog = &catalog;
        async move {
            list(
                catalog,
                pb::ListProductsRequest {
                    sort: sort.into(),
                    ..Default::default()
                },
            )
            .await
            .products
        }
    };
    let asc: Vec<i64> = sorted("price_asc")
        .await
        .iter()
        .map(|p| p.price_cents / 100)
        .collect();
    assert_eq!(asc, [3_000, 3_000, 7_500, 9_000, 15_000]);
    let desc: Vec<i64> = sorted("price_desc")
        .await
        .iter()
        .map(|p| p.price_cents / 100)
        .collect();
    assert_eq!(desc, [15_000, 9_000, 7_500, 3_000, 3_000]);
    assert_eq!(
        names(&sorted("name_asc").await),
        ["Chair A", "Chair B", "Chair C", "Chair D", "Chair E"]
    );
    assert_eq!(names(&sorted("name_desc").await)[0], "Chair E");

    let mut seen = Vec::new();
    for page in 1..=3 {
        let r = list(
            &catalog,
            pb::ListProductsRequest {
                page: Some(page),
                limit: Some(2),
                sort: "price_asc".into(),
                ..Default::default()
            },
        )
        .await;
        assert_eq!((r.total, r.total_pages, r.page, r.limit), (5, 3, page, 2));
        seen.extend(r.products.into_iter().map(|p| p.id));
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen.len(),
        5,
        "pages neither overlap nor skip, even with equal prices"
    );

    let beyond = list(
        &catalog,
        pb::ListProductsRequest {
            page: Some(9),
            limit: Some(2),
            ..Default::default()
        },
    )
    .await;
    assert!(beyond.products.is_empty());
    assert_eq!(beyond.total, 5);
}

#[tokio::test]
async fn invalid_requests_are_refused_with_clear_statuses() {
    let catalog = TestCatalog::start().await;
    let mut client = catalog.client().await;
    let cases = [
        (
            pb::ListProductsRequest {
                limit: Some(101),
                ..Default::default()
            },
            Code::InvalidArgument,
        ),
        (
            pb::ListProductsRequest {
                sort: "cheapest".into(),
                ..Default::default()
            },
            Code::InvalidArgument,
        ),
        (
            pb::ListProductsRequest {
                min_price_cents: Some(10),
                max_price_cents: Some(5),
                ..Default::default()
            },
            Code::InvalidArgument,
        ),
        (
            pb::ListProductsRequest {
                category: "spaceships".into(),
                ..Default::default()
            },
            Code::NotFound,
        ),
    ];
    for (req, code) in cases {
        let status = client
            .list_products(req.clone())
            .await
            .expect_err("refused");
        assert_eq!(status.code(), code, "{req:?}");
    }
    let missing = client
        .get_product(pb::GetProductRequest {
            id: 987_654,
            related_limit: 0,
        })
        .await
        .expect_err("unknown id");
    assert_eq!(missing.code(), Code::NotFound);
    assert_eq!(Refusal::read(&missing).code, ErrorCode::ProductNotFound);
    let unknown = client
        .list_products(pb::ListProductsRequest {
            category: "spaceships".into(),
            ..Default::default()
        })
        .await
        .expect_err("unknown category");
    assert_eq!(Refusal::read(&unknown).code, ErrorCode::CategoryNotFound);
    let zero = client
        .get_product(pb::GetProductRequest {
            id: 0,
            related_limit: 0,
        })
        .await
        .expect_err("id 0");
    assert_eq!(
        Refusal::read(&zero).fields,
        [(
            "id".to_owned(),
            "Product ID must be a positive whole number".to_owned()
        )]
    );
}

#[tokio::test]
async fn every_violation_of_a_listing_is_named_at_once() {
    let catalog = TestCatalog::start().await;
    let mut client = catalog.client().await;
    let status = client
        .list_products(pb::ListProductsRequest {
            page: Some(0),
            limit: Some(101),
            sort: "cheapest".into(),
            search: "x".repeat(201),
            min_price_cents: Some(-100),
            max_price_cents: Some(20_000_000_000),
            tags: (0..21).map(|i| format!("tag{i}")).collect(),
            // A valid request naming an unknown category would be a 404; the 400 comes first.
            category: "spaceships".into(),
            ..Default::default()
        })
        .await
        .expect_err("refused");
    assert_eq!(status.code(), Code::InvalidArgument);
    let refusal = Refusal::read(&status);
    assert_eq!(refusal.code, ErrorCode::ValidationFailed);
    assert_eq!(
        refusal.fields,
        [
            (
                "page".to_owned(),
                "page must be a whole number from 1 to 100000".to_owned()
            ),
            (
                "limit".to_owned(),
                "limit must be a whole number from 1 to 100".to_owned()
            ),
            (
                "sort".to_owned(),
                "sort must be one of newest, price_asc, price_desc, name_asc, name_desc, rating"
                    .to_owned()
            ),
            (
                "min_price_cents".to_owned(),
                "minPrice must be a number of shillings from 0 to 100,000,000".to_owned()
            ),
            (
                "max_price_cents".to_owned(),
                "maxPrice must be a number of shillings from 0 to 100,000,000".to_owned()
            ),
            (
                "search".to_owned(),
                "search must be at most 200 characters".to_owned()
            ),
            (
                "tags".to_owned(),
                "tags must be at most 20 short words".to_owned()
            ),
        ]
    );
    let rows = client
        .list_new_arrivals(pb::LimitRequest { limit: Some(0) })
        .await
        .expect_err("limit 0");
    assert_eq!(
        Refusal::read(&rows).fields,
        [(
            "limit".to_owned(),
            "limit must be a whole number from 1 to 50".to_owned()
        )]
    );
}

#[tokio::test]
async fn a_product_comes_with_related_products_from_its_subcategory_first() {
    let catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![
            product("Sofa One", "living-room-sofas", 40_000, 1),
            product("Coffee Table", "living-room-coffee-tables", 12_000, 2),
            product("Sofa Two", "living-room-sofas", 42_000, 3),
            product("Bed", "bedroom-beds", 50_000, 4),
        ])
        .await;
    let response = catalog
        .client()
        .await
        .get_product(pb::GetProductRequest {
            id: ids[0],
            related_limit: 8,
        })
        .await
        .unwrap()
        .into_inner();
    let product = response.product.unwrap();
    assert_eq!(product.name, "Sofa One");
    assert_eq!(product.category_name, "Living Room");
    assert_eq!(product.subcategory_name, "Sofas");
    assert_eq!(
        names(&response.related),
        ["Sofa Two", "Coffee Table"],
        "same subcategory first, never itself, never another category"
    );
}

#[tokio::test]
async fn featured_new_arrivals_categories_and_price_range() {
    let catalog = TestCatalog::start().await;
    let mut featured = product("Featured Desk", "office-desks", 25_000, 100);
    featured.featured = true;
    catalog
        .insert(vec![
            featured,
            product("New Lamp", "office-desk-lamps", 2_500, 1),
            product("Old Desk", "office-desks", 60_000, 500),
        ])
        .await;
    let mut client = catalog.client().await;

    let f = client
        .list_featured(pb::LimitRequest { limit: Some(8) })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(names(&f.products), ["Featured Desk"]);
    let n = client
        .list_new_arrivals(pb::LimitRequest { limit: Some(2) })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(names(&n.products), ["New Lamp", "Featured Desk"]);
    let too_many = client
        .list_featured(pb::LimitRequest { limit: Some(51) })
        .await
        .expect_err("limit");
    assert_eq!(too_many.code(), Code::InvalidArgument);

    let cats = client
        .list_categories(pb::ListCategoriesRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(cats.categories.len(), 9);
    let office = cats.categories.iter().find(|c| c.slug == "office").unwrap();
    assert_eq!(office.product_count, 3);
    let desks = office
        .subcategories
        .iter()
        .find(|s| s.slug == "office-desks")
        .unwrap();
    assert_eq!((desks.name.as_str(), desks.product_count), ("Desks", 2));
    assert!(
        cats.categories
            .iter()
            .filter(|c| c.slug != "office")
            .all(|c| c.product_count == 0)
    );

    let all = client
        .get_price_range(pb::PriceRangeRequest {
            category: String::new(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!((all.min_cents, all.max_cents), (2_500 * 100, 60_000 * 100));
    let desks = client
        .get_price_range(pb::PriceRangeRequest {
            category: "office-desks".into(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        (desks.min_cents, desks.max_cents),
        (25_000 * 100, 60_000 * 100)
    );
    let unknown = client
        .get_price_range(pb::PriceRangeRequest {
            category: "nope".into(),
        })
        .await
        .expect_err("unknown category");
    assert_eq!(unknown.code(), Code::NotFound);
}

#[tokio::test]
async fn cached_pages_are_dropped_as_soon_as_a_product_changes() {
    let catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![product(
            "Cached Chair",
            "office-office-chairs",
            10_000,
            1,
        )])
        .await;

    // First read fills the cache; prove it is in Redis, then that a change is seen at once.
    let first = list(&catalog, pb::ListProductsRequest::default()).await;
    assert_eq!(first.products[0].price_cents, 10_000 * 100);
    let mut redis = redis::Client::open(catalog.redis.url())
        .unwrap()
        .get_multiplexed_async_connection()
        .await
        .unwrap();
    let keys: Vec<String> = redis::cmd("KEYS")
        .arg("test:*:list:*")
        .query_async(&mut redis)
        .await
        .unwrap();
    assert!(!keys.is_empty(), "the hot page was cached");
    let cats = catalog
        .client()
        .await
        .list_categories(pb::ListCategoriesRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        cats.categories.iter().map(|c| c.product_count).sum::<u64>(),
        1
    );

    let deep = pb::ListProductsRequest {
        page: Some(7),
        limit: Some(1),
        ..Default::default()
    };
    assert_eq!(
        list(&catalog, deep.clone()).await.total,
        1,
        "deep pages count the filter too"
    );

    sqlx::query("UPDATE products SET price_cents = 800000 WHERE id = $1")
        .bind(ids[0])
        .execute(&catalog.pool)
        .await
        .unwrap();
    catalog
        .insert(vec![product(
            "Second Chair",
            "office-office-chairs",
            5_000,
            2,
        )])
        .await;

    eventually(Duration::from_secs(2), || async {
        let now = list(&catalog, pb::ListProductsRequest::default()).await;
        now.total == 2 && now.products.iter().any(|p| p.price_cents == 8_000 * 100)
    })
    .await;
    eventually(Duration::from_secs(2), || async {
        list(&catalog, deep.clone()).await.total == 2
    })
    .await;
    eventually(Duration::from_secs(2), || async {
        let cats = catalog
            .client()
            .await
            .list_categories(pb::ListCategoriesRequest {})
            .await
            .unwrap()
            .into_inner();
        cats.categories.iter().map(|c| c.product_count).sum::<u64>() == 2
    })
    .await;
    let detail = catalog
        .client()
        .await
        .get_product(pb::GetProductRequest {
            id: ids[0],
            related_limit: 8,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(detail.product.unwrap().price_cents, 8_000 * 100);
}

#[tokio::test]
async fn keeps_answering_from_postgres_while_redis_is_down_and_recovers() {
    let mut catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![product(
            "Steady Table",
            "dining-room-dining-tables",
            30_000,
            1,
        )])
        .await;
    assert_eq!(
        list(&catalog, pb::ListProductsRequest::default())
            .await
            .total,
        1
    );

    catalog.redis.stop();
    let started = Instant::now();
    for _ in 0..20 {
        let r = list(&catalog, pb::ListProductsRequest::default()).await;
        assert_eq!(r.products[0].name, "Steady Table");
    }
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "a dead Redis must not slow every call: {:?}",
        started.elapsed()
    );

    // A change while Redis is down must not be hidden by the cache once Redis is back.
    sqlx::query("UPDATE products SET name = 'Renamed Table' WHERE id = $1")
        .bind(ids[0])
        .execute(&catalog.pool)
        .await
        .unwrap();
    let during = list(&catalog, pb::ListProductsRequest::default()).await;
    assert_eq!(during.products[0].name, "Renamed Table");

    catalog.redis.restart().await;
    eventually(Duration::from_secs(2), || async {
        let r = list(&catalog, pb::ListProductsRequest::default()).await;
        r.products[0].name == "Renamed Table"
    })
    .await;
}
