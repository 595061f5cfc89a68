//! The seed loaders against a real PostgreSQL: the demo catalogue loads into a fresh database
//! with everything the shop's pages need, and bad input is refused.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::collections::HashSet;
use std::time::Duration;

use shop_catalog::domain::taxonomy::{CATEGORIES, slugify};
use shop_catalog::seed::{self, SeedProduct};
use shop_common::testing::TestDatabase;
use sqlx::PgPool;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!();

async fn fresh_catalog() -> (TestDatabase, PgPool) {
    let db = TestDatabase::create().await;
    let pool = shop_common::db::connect_and_migrate(
        &db.url,
        "catalog",
        4,
        &MIGRATOR,
        Duration::from_secs(5),
    )
    .await
    .expect("migrate the test database");
    (db, pool)
}

async fn count(pool: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

#[tokio::test]
async fn the_demo_catalogue_loads_with_every_category_and_subcategory() {
    let (_db, pool) = fresh_catalog().await;
    let demo = seed::demo_products();
    let inserted = seed::load(&pool, demo.clone()).await.unwrap();
    assert_eq!(inserted, demo.len() as u64);

    assert!(count(&pool, "SELECT count(*) FROM products").await >= 300);
    let categories: HashSet<String> =
        sqlx::query_scalar("SELECT DISTINCT category_slug FROM products")
            .fetch_all(&pool)
            .await
            .unwrap()
            .into_iter()
            .collect();
    let subcategories: HashSet<String> =
        sqlx::query_scalar("SELECT DISTINCT subcategory_slug FROM products")
            .fetch_all(&pool)
            .await
            .unwrap()
            .into_iter()
            .collect();
    assert_eq!(categories.len(), 9);
    for cat in CATEGORIES {
        let cat_slug = slugify(cat.name);
        assert!(categories.contains(&cat_slug), "{cat_slug}");
        for sub in cat.subcategories {
            let sub_slug = format!("{cat_slug}-{}", slugify(sub));
            assert!(subcategories.contains(&sub_slug), "{sub_slug}");
        }
    }
    for home_row in [
        "kids-room-double-deckers",
        "living-room-sectional-sofas",
        "dining-room-eight-seater-dining-sets",
    ] {
        let n: i64 =
            sqlx::query_scalar("SELECT count(*) FROM products WHERE subcategory_slug = $1")
                .bind(home_row)
                .fetch_one(&pool)
                .await
                .unwrap();
        assert!(n >= 4, "{home_row}: {n}");
    }

    assert!(count(&pool, "SELECT count(*) FROM products WHERE on_sale").await > 20);
    assert!(count(&pool, "SELECT count(*) FROM products WHERE featured").await > 10);
    assert!(count(&pool, "SELECT count(*) FROM products WHERE stock = 0").await > 0);
    assert!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE stock BETWEEN 1 AND 5"
        )
        .await
            > 0
    );
    assert_eq!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE price_cents NOT BETWEEN 250000 AND 45000000"
        )
        .await,
        0,
        "prices run from KSh 2,500 to KSh 450,000"
    );
    assert_eq!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE cardinality(images) NOT IN (2, 3)"
        )
        .await,
        0
    );
    assert_eq!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE cardinality(tags) NOT BETWEEN 2 AND 5"
        )
        .await,
        0
    );
    assert!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE created_at > now() - interval '7 days'"
        )
        .await
            > 0
    );
    assert_eq!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE created_at < now() - interval '541 days'"
        )
        .await,
        0
    );
    assert!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE search_text LIKE '%sofa%'"
        )
        .await
            > 10
    );
    assert!(
        count(
            &pool,
            "SELECT count(*) FROM products WHERE 'sofa' = ANY(tags)"
        )
        .await
            > 10
    );
}

#[tokio::test]
async fn products_keep_their_order_and_generated_catalogues_load_in_batches() {
    let (_db, pool) = fresh_catalog().await;
    let products: Vec<SeedProduct> = seed::large_products(2_500, 7).collect();
    let names: Vec<String> = products.iter().map(|p| p.name.clone()).collect();
    assert_eq!(seed::load(&pool, products).await.unwrap(), 2_500);
    let stored: Vec<String> = sqlx::query_scalar("SELECT name FROM products ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(
        stored, names,
        "ids follow the order the products were given in"
    );
    let (images, tags): (Vec<String>, Vec<String>) =
        sqlx::query_as("SELECT images, tags FROM products ORDER BY id LIMIT 1")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert!(
        images
            .iter()
            .all(|url| url.starts_with("/media/demo/") && url.ends_with(".svg"))
    );
    assert!(!tags.is_empty());
}

#[tokio::test]
async fn a_product_outside_the_taxonomy_is_refused_before_anything_is_written() {
    let (_db, pool) = fresh_catalog().await;
    let mut products = seed::demo_products();
    products.truncate(10);
    products[5].subcategory_slug = "living-room-spaceships".to_owned();
    let err = seed::load(&pool, products.clone()).await.unwrap_err();
    assert!(
        format!("{err:#}").contains("living-room-spaceships"),
        "{err:#}"
    );

    products[5].subcategory_slug = "bedroom-beds".to_owned();
    products[5].category_slug = "living-room".to_owned();
    let err = seed::load(&pool, products).await.unwrap_err();
    assert!(
        format!("{err:#}").contains("belongs to category \"bedroom\""),
        "{err:#}"
    );
    assert_eq!(count(&pool, "SELECT count(*) FROM products").await, 0);
}
