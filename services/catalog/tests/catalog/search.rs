//! Search over real gRPC against the demo catalogue in a fresh PostgreSQL database: relevance for
//! a fixed set of queries (misspellings included), filters and facets checked against the
//! products themselves, hostile input, suggestions, and the index following product changes.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::time::Duration;

use shop_catalog::seed;
use shop_catalog::testing::{TestCatalog, product};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::catalog::v1 as pb;
use tonic::Code;

async fn demo() -> TestCatalog {
    let catalog = TestCatalog::start().await;
    let products = seed::demo_products();
    let last = products.last().unwrap().name.clone();
    catalog.insert(products).await;
    // The index follows the change log in order: once the last product is found, all are.
    super::eventually(Duration::from_secs(5), || async {
        search(&catalog, request(&last))
            .await
            .products
            .iter()
            .any(|p| p.name == last)
    })
    .await;
    catalog
}

fn request(query: &str) -> pb::SearchProductsRequest {
    pb::SearchProductsRequest {
        query: query.to_owned(),
        limit: Some(100),
        ..Default::default()
    }
}

async fn search(
    catalog: &TestCatalog,
    req: pb::SearchProductsRequest,
) -> pb::SearchProductsResponse {
    catalog
        .client()
        .await
        .search_products(req)
        .await
        .expect("search")
        .into_inner()
}

fn first_names(found: &pb::SearchProductsResponse, n: usize) -> Vec<&str> {
    found
        .products
        .iter()
        .take(n)
        .map(|p| p.name.as_str())
        .collect()
}

#[tokio::test]
async fn fixed_queries_put_the_right_products_first() {
    let catalog = demo().await;
    // (query, what each of the first `n` results must satisfy, n, the correction expected)
    type Check = fn(&pb::Product) -> bool;
    let cases: &[(&str, Check, usize, &str)] = &[
        ("sofa", |p| p.name.contains("Sofa"), 5, ""),
        ("sfoa", |p| p.name.contains("Sofa"), 5, "sofa"),
        ("sofas", |p| p.subcategory_name.contains("Sofas"), 5, ""),
        (
            "wardrobe",
            |p| p.subcategory_slug == "bedroom-wardrobes",
            5,
            "",
        ),
        (
            "wardrob",
            |p| p.subcategory_slug == "bedroom-wardrobes",
            5,
            "wardrobe",
        ),
        ("dining table", |p| p.name.contains("Dining Table"), 1, ""),
        (
            "dinning table",
            |p| p.name.contains("Dining Table"),
            1,
            "dining table",
        ),
        (
            "leather sofa",
            |p| p.material.contains("Leather") && p.name.contains("Sofa"),
            3,
            "",
        ),
        (
            "office chair",
            |p| p.subcategory_slug == "office-office-chairs",
            3,
            "",
        ),
        (
            "ofice chiar",
            |p| p.subcategory_slug == "office-office-chairs",
            3,
            "office chair",
        ),
        ("mahogany", |p| p.material == "Solid Mahogany", 5, ""),
        (
            "double decker",
            |p| p.subcategory_slug == "kids-room-double-deckers",
            3,
            "",
        ),
        (
            "mattress",
            |p| p.category_slug == "mattresses" || p.subcategory_name.contains("Mattress"),
            5,
            "",
        ),
    ];
    for (query, check, n, corrected) in cases {
        let found = search(&catalog, request(query)).await;
        assert!(
            found.products.len() >= *n,
            "{query}: only {} results",
            found.products.len()
        );
        assert!(
            found.products.iter().take(*n).all(check),
            "{query}: first {n} were {:?}",
            first_names(&found, *n)
        );
        assert_eq!(found.corrected_query, *corrected, "{query}");
    }
}

#[tokio::test]
async fn every_facet_count_is_what_ticking_that_value_gives() {
    let catalog = demo().await;
    let base = search(&catalog, request("chair")).await;
    assert!(base.total > 10);
    let facets = base.facets.clone().unwrap();
    for value in &facets.materials {
        let found = search(
            &catalog,
            pb::SearchProductsRequest {
                materials: vec![value.value.clone()],
                ..request("chair")
            },
        )
        .await;
        assert_eq!(found.total, value.count, "material {}", value.value);
        assert!(found.products.iter().all(|p| p.material == value.value));
    }
    for value in &facets.categories {
        let found = search(
            &catalog,
            pb::SearchProductsRequest {
                categories: vec![value.value.clone()],
                ..request("chair")
            },
        )
        .await;
        assert_eq!(found.total, value.count, "category {}", value.value);
    }
    let flags = search(
        &catalog,
        pb::SearchProductsRequest {
            free_delivery_only: true,
            ..request("chair")
        },
    )
    .await;
    assert_eq!(flags.total, facets.free_delivery);
    assert!(flags.products.iter().all(|p| p.free_delivery));
    let no_assembly = search(
        &catalog,
        pb::SearchProductsRequest {
            assembly_required: Some(false),
            ..request("chair")
        },
    )
    .await;
    assert_eq!(no_assembly.total, facets.assembly_not_required);
    assert!(no_assembly.products.iter().all(|p| !p.assembly_required));
    let price = facets.price.unwrap();
    assert!(
        base.products
            .iter()
            .all(|p| (price.min_cents..=price.max_cents).contains(&p.price_cents))
    );
}

#[tokio::test]
async fn filters_combine_and_a_facet_ignores_only_its_own_filter() {
    let catalog = demo().await;
    let base = search(&catalog, request("sofa")).await;
    let material = base.facets.as_ref().unwrap().materials[0].value.clone();
    let narrowed = search(
        &catalog,
        pb::SearchProductsRequest {
            materials: vec![material.to_lowercase()],
            max_price_cents: Some(100_000 * 100),
            in_stock_only: true,
            ..request("sofa")
        },
    )
    .await;
    assert!(narrowed.total <= base.total);
    for p in &narrowed.products {
        assert_eq!(p.material, material);
        assert!(p.price_cents <= 100_000 * 100 && p.stock > 0);
    }
    let facets = narrowed.facets.unwrap();
    // The material facet still offers the other materials (counted under the price filter).
    assert!(facets.materials.len() > 1, "{:?}", facets.materials);
    let own = facets
        .materials
        .iter()
        .find(|m| m.value == material)
        .unwrap();
    assert_eq!(own.count, narrowed.total);
    // The price facet is counted without the price filter.
    assert!(
        facets.price.unwrap().max_cents
            >= narrowed
                .products
                .iter()
                .map(|p| p.price_cents)
                .max()
                .unwrap_or(0)
    );
}

#[tokio::test]
async fn every_sort_orders_the_results_and_pages_do_not_overlap() {
    let catalog = demo().await;
    let sorted = |sort: &str| pb::SearchProductsRequest {
        sort: sort.into(),
        ..request("table")
    };
    // Each sort, with the key it orders by, as a comparable string or number.
    fn key(p: &pb::Product, sort: &str) -> (i64, String) {
        match sort {
            "price_asc" | "price_desc" => (p.price_cents, String::new()),
            "rating" => (i64::from(p.rating_tenths), String::new()),
            "newest" => (0, p.created_at.clone()),
            _ => (0, p.name.to_lowercase()),
        }
    }
    for (sort, ascending) in [
        ("price_asc", true),
        ("price_desc", false),
        ("name_asc", true),
        ("name_desc", false),
        ("rating", false),
        ("newest", false),
    ] {
        let keys: Vec<(i64, String)> = search(&catalog, sorted(sort))
            .await
            .products
            .iter()
            .map(|p| key(p, sort))
            .collect();
        assert!(keys.len() > 10, "{sort:?}");
        assert!(
            keys.windows(2).all(|w| if ascending {
                w[0] <= w[1]
            } else {
                w[0] >= w[1]
            }),
            "{sort:?}: {keys:?}"
        );
    }

    let page = |page: u32| pb::SearchProductsRequest {
        page: Some(page),
        limit: Some(5),
        ..request("table")
    };
    let one = search(&catalog, page(1)).await;
    let two = search(&catalog, page(2)).await;
    assert_eq!(one.total_pages, one.total.div_ceil(5) as u32);
    assert!(
        one.products
            .iter()
            .all(|p| two.products.iter().all(|q| q.id != p.id))
    );
    let beyond = search(&catalog, page(10_000)).await;
    assert!(beyond.products.is_empty());
    assert_eq!(beyond.total, one.total);
}

#[tokio::test]
async fn related_searches_come_from_the_results() {
    let catalog = demo().await;
    let found = search(&catalog, request("sofa")).await;
    assert!(!found.related_searches.is_empty() && found.related_searches.len() <= 5);
    for related in &found.related_searches {
        assert_ne!(related.to_lowercase(), "sofa");
        let words: Vec<&str> = related.split(' ').collect();
        let mut unique = words.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(words.len(), unique.len(), "{related} repeats a word");
        let again = search(&catalog, request(related)).await;
        assert!(again.total > 0, "{related} finds nothing");
    }
}

#[tokio::test]
async fn hostile_input_gets_an_answer_or_a_clear_refusal() {
    let catalog = demo().await;
    let mut client = catalog.client().await;
    for query in [
        "' OR 1=1; --",
        "%_\\",
        "sofa & | ! ( ) : * <-> \"",
        "sofa:* & !chair",
        "\u{0}\u{1}",
        "ñandú café 🛋️",
        "a",
        &"x".repeat(200),
        &"sofa ".repeat(40),
    ] {
        let answer = client.search_products(request(query)).await;
        assert!(answer.is_ok(), "{query:?}: {answer:?}");
        let answer = client
            .suggest_products(pb::SuggestProductsRequest {
                query: query.to_owned(),
                limit: Some(6),
            })
            .await;
        assert!(answer.is_ok(), "{query:?}: {answer:?}");
    }
    for (req, field) in [
        (request("   "), "query"),
        (request(&"x".repeat(201)), "query"),
        (
            pb::SearchProductsRequest {
                categories: vec!["moon-base".into()],
                ..request("sofa")
            },
            "categories",
        ),
        (
            pb::SearchProductsRequest {
                limit: Some(1000),
                ..request("sofa")
            },
            "limit",
        ),
    ] {
        let status = client.search_products(req).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, [field]);
    }
    let status = client.search_products(request("")).await.unwrap_err();
    assert_eq!(status.message(), "Search query is required");

    // Every bad field of one request is named at once, by its request field.
    let status = client
        .search_products(pb::SearchProductsRequest {
            page: Some(0),
            limit: Some(0),
            sort: "cheapest".into(),
            categories: vec!["moon-base".into()],
            ..request(" ")
        })
        .await
        .unwrap_err();
    let refusal = Refusal::read(&status);
    assert_eq!(
        refusal.fields,
        [
            ("query".to_owned(), "Search query is required".to_owned()),
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
                "sort must be one of relevance, newest, price_asc, price_desc, name_asc, \
                 name_desc, rating"
                    .to_owned()
            ),
            (
                "categories".to_owned(),
                "Unknown category: moon-base".to_owned()
            ),
        ]
    );
}

#[tokio::test]
async fn suggestions_complete_the_last_word() {
    let catalog = demo().await;
    let suggested = catalog
        .client()
        .await
        .suggest_products(pb::SuggestProductsRequest {
            query: "sof".into(),
            limit: Some(6),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(suggested.products.len(), 6);
    assert!(suggested.products[0].name.contains("Sofa"));
    assert!(suggested.categories.len() <= 4);
    assert!(
        suggested
            .categories
            .iter()
            .any(|c| c.slug == "living-room-sofas"
                && c.name == "Sofas"
                && c.parent_name == "Living Room"),
        "{:?}",
        suggested.categories
    );
}

#[tokio::test]
async fn the_index_follows_inserts_updates_and_deletes() {
    let catalog = demo().await;
    let ids = catalog
        .insert(vec![product(
            "Zanzibar Hammock Chair",
            "outdoor-hammocks",
            12_000,
            1,
        )])
        .await;
    let id = ids[0];
    super::eventually(Duration::from_secs(5), || async {
        search(&catalog, request("zanzibar"))
            .await
            .products
            .first()
            .map(|p| p.id)
            == Some(id)
    })
    .await;

    sqlx::query("UPDATE products SET name = 'Lamu Swing Seat', description = 'Rope and teak.' WHERE id = $1")
        .bind(id)
        .execute(&catalog.pool)
        .await
        .unwrap();
    super::eventually(Duration::from_secs(5), || async {
        search(&catalog, request("lamu swing"))
            .await
            .products
            .first()
            .map(|p| p.id)
            == Some(id)
            && search(&catalog, request("zanzibar")).await.total == 0
    })
    .await;

    sqlx::query("UPDATE products SET stock = 0 WHERE id = $1")
        .bind(id)
        .execute(&catalog.pool)
        .await
        .unwrap();
    super::eventually(Duration::from_secs(5), || async {
        let in_stock = search(
            &catalog,
            pb::SearchProductsRequest {
                in_stock_only: true,
                ..request("lamu swing")
            },
        )
        .await;
        in_stock.products.iter().all(|p| p.id != id)
    })
    .await;

    sqlx::query("DELETE FROM products WHERE id = $1")
        .bind(id)
        .execute(&catalog.pool)
        .await
        .unwrap();
    super::eventually(Duration::from_secs(5), || async {
        search(&catalog, request("lamu swing"))
            .await
            .products
            .iter()
            .all(|p| p.id != id)
    })
    .await;

    // A bulk change (TRUNCATE) rebuilds the index from the table.
    sqlx::query("TRUNCATE products")
        .execute(&catalog.pool)
        .await
        .unwrap();
    super::eventually(Duration::from_secs(5), || async {
        search(&catalog, request("sofa")).await.total == 0
    })
    .await;
}
