//! SQL of the admin catalogue: product writes, the admin's listing, its figures and its export.
//! Every write is a plain statement on `products`, so the triggers of migrations 0001 and 0004
//! notify the cache and log the ids for the search index, in the write's own transaction.

use shop_proto::catalog::v1 as pb;
use sqlx::{PgPool, Postgres, QueryBuilder};

use super::{ProductRow, escape_like};
use crate::domain::admin::{AdminFilter, AdminQuery, AdminSort};
use crate::domain::product_form::{self, ProductFields};
use crate::domain::taxonomy::CategoryFilter;

/// Adds a product; new products have no rating, reviews or badge yet.
pub async fn create(pool: &PgPool, p: &ProductFields) -> sqlx::Result<pb::Product> {
    let row: ProductRow = sqlx::query_as(concat!(
        "INSERT INTO products (name, description, price_cents, original_price_cents, images, \
         category_slug, subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         stock, featured, tags, rating_tenths, reviews) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, 0) \
         RETURNING ",
        product_columns!()
    ))
    .bind(&p.name)
    .bind(&p.description)
    .bind(p.price_cents)
    .bind(p.original_price_cents)
    .bind(&p.images)
    .bind(&p.category_slug)
    .bind(&p.subcategory_slug)
    .bind(&p.material)
    .bind(&p.color)
    .bind(&p.dimensions)
    .bind(p.weight_tenths_kg)
    .bind(&p.brand)
    .bind(p.stock)
    .bind(p.featured)
    .bind(&p.tags)
    .fetch_one(pool)
    .await?;
    Ok(row.into())
}

/// Replaces the form fields of product `id` (a 'SALE' badge goes when the sale does); `None`
/// when there is no such product.
pub async fn update(
    pool: &PgPool,
    id: i64,
    p: &ProductFields,
) -> sqlx::Result<Option<pb::Product>> {
    let row: Option<ProductRow> = sqlx::query_as(concat!(
        "UPDATE products SET name = $2, description = $3, price_cents = $4, \
         original_price_cents = $5, images = $6, category_slug = $7, subcategory_slug = $8, \
         material = $9, color = $10, dimensions = $11, weight_tenths_kg = $12, brand = $13, \
         stock = $14, featured = $15, tags = $16, updated_at = now(), \
         badge = CASE WHEN badge = 'SALE' AND NOT coalesce($5 > $4, FALSE) THEN '' \
                 ELSE badge END \
         WHERE id = $1 RETURNING ",
        product_columns!()
    ))
    .bind(id)
    .bind(&p.name)
    .bind(&p.description)
    .bind(p.price_cents)
    .bind(p.original_price_cents)
    .bind(&p.images)
    .bind(&p.category_slug)
    .bind(&p.subcategory_slug)
    .bind(&p.material)
    .bind(&p.color)
    .bind(&p.dimensions)
    .bind(p.weight_tenths_kg)
    .bind(&p.brand)
    .bind(p.stock)
    .bind(p.featured)
    .bind(&p.tags)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(Into::into))
}

/// Deletes the products of `ids` in one statement; the ids that existed.
pub async fn delete(pool: &PgPool, ids: &[i64]) -> sqlx::Result<Vec<i64>> {
    let mut deleted: Vec<i64> =
        sqlx::query_scalar("DELETE FROM products WHERE id = ANY($1) RETURNING id")
            .bind(ids)
            .fetch_all(pool)
            .await?;
    deleted.sort_unstable();
    Ok(deleted)
}

/// A new product copied from `id`, named '<name> (Copy)', without the original's rating,
/// reviews and badge; `None` when there is no such product.
pub async fn duplicate(pool: &PgPool, id: i64) -> sqlx::Result<Option<pb::Product>> {
    let Some(name): Option<String> = sqlx::query_scalar("SELECT name FROM products WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?
    else {
        return Ok(None);
    };
    let row: Option<ProductRow> = sqlx::query_as(concat!(
        "INSERT INTO products (name, description, price_cents, original_price_cents, images, \
         category_slug, subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         assembly_required, stock, featured, free_delivery, express_delivery, tags, \
         rating_tenths, reviews) \
         SELECT $2, description, price_cents, original_price_cents, images, category_slug, \
         subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         assembly_required, stock, featured, free_delivery, express_delivery, tags, 0, 0 \
         FROM products WHERE id = $1 RETURNING ",
        product_columns!()
    ))
    .bind(id)
    .bind(product_form::copy_name(&name))
    .fetch_optional(pool)
    .await?;
    Ok(row.map(Into::into))
}

fn push_filter(qb: &mut QueryBuilder<Postgres>, filter: &AdminFilter) {
    qb.push(" WHERE TRUE");
    if let Some(search) = &filter.search {
        // The expression of the trigram index `products_admin_text` (migration 0005).
        qb.push(" AND (lower(name || ' ' || description) LIKE ")
            .push_bind(format!("%{}%", escape_like(search)));
        if !filter.search_subcategories.is_empty() {
            qb.push(" OR subcategory_slug = ANY(")
                .push_bind(filter.search_subcategories.clone())
                .push(")");
        }
        qb.push(")");
    }
    match &filter.category {
        Some(CategoryFilter::Category(slug)) => {
            qb.push(" AND category_slug = ").push_bind(slug.clone());
        }
        Some(CategoryFilter::Subcategory(slug)) => {
            qb.push(" AND subcategory_slug = ").push_bind(slug.clone());
        }
        None => {}
    }
}

/// The fixed ORDER BY of a sort, each with the id as tie-breaker (pages never overlap); each
/// is served by an index (migrations 0001, 0002 and 0005), read forwards or backwards.
fn order_by(sort: AdminSort, descending: bool) -> &'static str {
    match (sort, descending) {
        (AdminSort::Newest, _) => " ORDER BY created_at DESC, id DESC",
        (AdminSort::Name, false) => " ORDER BY name ASC, id ASC",
        (AdminSort::Name, true) => " ORDER BY name DESC, id DESC",
        (AdminSort::Price, false) => " ORDER BY price_cents ASC, id ASC",
        (AdminSort::Price, true) => " ORDER BY price_cents DESC, id DESC",
        (AdminSort::Stock, false) => " ORDER BY stock ASC, id ASC",
        (AdminSort::Stock, true) => " ORDER BY stock DESC, id DESC",
        (AdminSort::Category, false) => " ORDER BY category_slug ASC, subcategory_slug ASC, id ASC",
        (AdminSort::Category, true) => {
            " ORDER BY category_slug DESC, subcategory_slug DESC, id DESC"
        }
    }
}

/// One page of the admin's listing (a late row lookup, as the public listing's).
pub async fn page(pool: &PgPool, query: &AdminQuery) -> sqlx::Result<Vec<pb::Product>> {
    let order = order_by(query.sort, query.descending);
    let mut page = QueryBuilder::new(select_products!("WHERE id IN (SELECT id FROM products"));
    push_filter(&mut page, &query.filter);
    page.push(order)
        .push(" LIMIT ")
        .push_bind(i64::from(query.limit))
        .push(" OFFSET ")
        .push_bind(query.offset())
        .push(")")
        .push(order);
    let rows = page.build_query_as::<ProductRow>().fetch_all(pool).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

pub async fn count(pool: &PgPool, filter: &AdminFilter) -> sqlx::Result<u64> {
    let mut count = QueryBuilder::new("SELECT count(*) FROM products");
    push_filter(&mut count, filter);
    let total: i64 = count.build_query_scalar().fetch_one(pool).await?;
    Ok(u64::try_from(total).unwrap_or(0))
}

/// The figures of the whole catalogue, in one pass.
pub async fn stats(pool: &PgPool) -> sqlx::Result<pb::ProductStatsResponse> {
    let (total, value, low, out, featured): (i64, f64, i64, i64, i64) = sqlx::query_as(
        "SELECT count(*), coalesce(sum(price_cents::numeric * stock), 0)::float8 / 100, \
         count(*) FILTER (WHERE stock BETWEEN 1 AND 5), count(*) FILTER (WHERE stock = 0), \
         count(*) FILTER (WHERE featured) FROM products",
    )
    .fetch_one(pool)
    .await?;
    let n = |v: i64| u64::try_from(v).unwrap_or(0);
    Ok(pb::ProductStatsResponse {
        total_products: n(total),
        total_value: value,
        low_stock: n(low),
        out_of_stock: n(out),
        featured: n(featured),
    })
}

/// One row of an export, as read.
#[derive(sqlx::FromRow)]
struct ExportLine {
    id: i64,
    name: String,
    subcategory_slug: String,
    price_cents: i64,
    stock: i32,
    description: String,
}

/// Streams every product `query` selects, in its order, to `send`, `batch` rows at a time,
/// reading them with one cursor (rows arrive as PostgreSQL sends them, never all at once).
/// Stops early when `send` answers false (the reader went away).
pub async fn export<F, Fut>(
    pool: &PgPool,
    query: &AdminQuery,
    batch: usize,
    mut send: F,
) -> sqlx::Result<()>
where
    F: FnMut(Vec<pb::ExportRow>) -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    use tonic::codegen::tokio_stream::StreamExt;
    let mut qb = QueryBuilder::new(
        "SELECT id, name, subcategory_slug, price_cents, stock, description FROM products",
    );
    push_filter(&mut qb, &query.filter);
    qb.push(order_by(query.sort, query.descending));
    let mut rows = qb.build_query_as::<ExportLine>().fetch(pool);
    let mut chunk = Vec::with_capacity(batch);
    while let Some(line) = rows.next().await {
        let line = line?;
        let category = crate::domain::taxonomy::names_of_subcategory(&line.subcategory_slug)
            .map(|(_, cat, sub)| format!("{cat} - {sub}"))
            .unwrap_or_default();
        chunk.push(pb::ExportRow {
            id: line.id,
            name: line.name,
            category,
            price_cents: line.price_cents,
            stock: line.stock,
            description: line.description,
        });
        if chunk.len() == batch
            && !send(std::mem::replace(&mut chunk, Vec::with_capacity(batch))).await
        {
            return Ok(());
        }
    }
    if !chunk.is_empty() {
        send(chunk).await;
    }
    Ok(())
}
