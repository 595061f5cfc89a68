//! Writes from outside the service: an operator's psql session during an incident has the
//! default search_path (`public`), and the catalog's triggers must still do their work.

use shop_catalog::testing::{TestCatalog, product};
use shop_common::testing::trigger_functions_without_search_path;

/// The changes logged for product `id`, read in `conn`'s transaction.
async fn logged(conn: &mut sqlx::PgConnection, id: i64) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM catalog.product_changes WHERE product_id = $1")
        .bind(id)
        .fetch_one(conn)
        .await
        .unwrap()
}

#[tokio::test]
async fn an_operators_update_from_the_public_search_path_is_logged_for_the_search_index() {
    let catalog = TestCatalog::start().await;
    let id = catalog
        .insert(vec![product("Lamu Sofa", "living-room-sofas", 40_000, 10)])
        .await[0];
    assert_eq!(
        trigger_functions_without_search_path(&catalog.pool).await,
        Vec::<String>::new()
    );

    let mut tx = catalog.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL search_path = public")
        .execute(&mut *tx)
        .await
        .unwrap();
    let before = logged(&mut tx, id).await;
    sqlx::query("UPDATE catalog.products SET stock = stock + 5 WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await
        .expect("an UPDATE from the public search_path");
    assert_eq!(logged(&mut tx, id).await, before + 1);
    sqlx::query("DELETE FROM catalog.products WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await
        .expect("a DELETE from the public search_path");
    assert_eq!(logged(&mut tx, id).await, before + 2);
    tx.commit().await.unwrap();
}
