//! Writes from outside the service: an operator's psql session during an incident has the
//! default search_path (`public`), and the triggers keeping the admin's order figures must still
//! do their work.

use shop_common::testing::trigger_functions_without_search_path;

use crate::helpers::Shop;

/// Orders and their total per status in the kept figures, read in `conn`'s transaction.
async fn figures(conn: &mut sqlx::PgConnection) -> Vec<(String, i64, i64)> {
    sqlx::query_as(
        "SELECT status, sum(orders)::bigint, sum(total_cents)::bigint FROM orders.order_figures \
         GROUP BY status HAVING sum(orders) <> 0 ORDER BY status",
    )
    .fetch_all(conn)
    .await
    .unwrap()
}

#[tokio::test]
async fn an_operators_writes_from_the_public_search_path_keep_the_order_figures() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    assert_eq!(
        trigger_functions_without_search_path(&shop.orders.pool).await,
        Vec::<String>::new()
    );
    let sofa = shop.product("Lamu Sofa", 40_000, 10).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;
    let total = order.totals.as_ref().unwrap().total_cents;

    let mut tx = shop.orders.pool.begin().await.unwrap();
    sqlx::query("SET LOCAL search_path = public")
        .execute(&mut *tx)
        .await
        .unwrap();
    assert_eq!(figures(&mut tx).await, [("pending".to_owned(), 1, total)]);
    sqlx::query("UPDATE orders.orders SET status = 'processing' WHERE id = $1::uuid")
        .bind(&order.id)
        .execute(&mut *tx)
        .await
        .expect("an UPDATE from the public search_path");
    assert_eq!(
        figures(&mut tx).await,
        [("processing".to_owned(), 1, total)]
    );
    // A second order written by hand, copied from the first.
    sqlx::query(
        "INSERT INTO orders.orders (id, public_id, user_id, status, payment_method, \
         subtotal_cents, shipping_cents, vat_cents, cod_fee_cents, total_cents, customer_name, \
         email, phone, address, city, county, postal_code) \
         SELECT gen_random_uuid(), 'SF00000001', user_id, status, payment_method, subtotal_cents, \
         shipping_cents, vat_cents, cod_fee_cents, total_cents, customer_name, email, phone, \
         address, city, county, postal_code FROM orders.orders WHERE id = $1::uuid",
    )
    .bind(&order.id)
    .execute(&mut *tx)
    .await
    .expect("an INSERT from the public search_path");
    assert_eq!(
        figures(&mut tx).await,
        [("processing".to_owned(), 2, 2 * total)]
    );
    tx.commit().await.unwrap();
}
