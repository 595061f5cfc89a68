//! SQL over the `catalog` schema. Every statement is parameterised; the only text spliced into
//! SQL is the fixed ORDER BY of a [`Sort`].

use chrono::{DateTime, SecondsFormat, Utc};
use shop_proto::catalog::v1 as pb;
use sqlx::{PgPool, Postgres, QueryBuilder};

use crate::domain::listing::{ListingQuery, ProductFilter, Sort};
use crate::domain::product_form;
use crate::domain::taxonomy::{self, CategoryFilter};

/// Every column of a [`ProductRow`], as a `&'static str` (for `SELECT` and `RETURNING`).
macro_rules! product_columns {
    () => {
        "id, name, description, price_cents, original_price_cents, images, \
         category_slug, subcategory_slug, material, color, dimensions, weight_tenths_kg, \
         brand, assembly_required, stock, rating_tenths, reviews, featured, \
         free_delivery, express_delivery, tags, created_at, status, item_class, image_alts"
    };
}

/// `SELECT <every product column> FROM products <rest>`, as a `&'static str`.
macro_rules! select_products {
    ($rest:literal) => {
        concat!("SELECT ", product_columns!(), " FROM products ", $rest)
    };
}

// After the macros, which they use.
pub mod admin;
pub mod merch;
pub mod stock;

#[derive(Debug, sqlx::FromRow)]
struct ProductRow {
    id: i64,
    name: String,
    description: String,
    price_cents: i64,
    original_price_cents: Option<i64>,
    images: Vec<String>,
    category_slug: String,
    subcategory_slug: String,
    material: String,
    color: String,
    dimensions: String,
    weight_tenths_kg: i32,
    brand: String,
    assembly_required: bool,
    stock: i32,
    rating_tenths: i32,
    reviews: i32,
    featured: bool,
    free_delivery: bool,
    express_delivery: bool,
    tags: Vec<String>,
    created_at: DateTime<Utc>,
    status: String,
    item_class: String,
    /// Alt text by picture URL (migration 0009).
    image_alts: sqlx::types::Json<std::collections::BTreeMap<String, String>>,
}

/// The alt text of each of `images`, from the alt texts kept by picture URL ("" for none).
pub(crate) fn alts_for(
    images: &[String],
    alts: &std::collections::BTreeMap<String, String>,
) -> Vec<String> {
    images
        .iter()
        .map(|url| alts.get(url).cloned().unwrap_or_default())
        .collect()
}

impl From<ProductRow> for pb::Product {
    fn from(row: ProductRow) -> Self {
        let (category_name, subcategory_name) =
            taxonomy::names_of_subcategory(&row.subcategory_slug)
                .map(|(_, cat, sub)| (cat.to_owned(), sub.to_owned()))
                .unwrap_or_default();
        let item_class = product_form::effective_item_class(&row.item_class, &row.subcategory_slug);
        let image_alts = alts_for(&row.images, &row.image_alts);
        pb::Product {
            image_alts,
            id: row.id,
            name: row.name,
            description: row.description,
            price_cents: row.price_cents,
            original_price_cents: row.original_price_cents,
            images: row.images,
            category_slug: row.category_slug,
            category_name,
            subcategory_slug: row.subcategory_slug,
            subcategory_name,
            material: row.material,
            color: row.color,
            dimensions: row.dimensions,
            weight_tenths_kg: row.weight_tenths_kg,
            brand: row.brand,
            assembly_required: row.assembly_required,
            stock: row.stock,
            rating_tenths: row.rating_tenths,
            reviews: row.reviews,
            featured: row.featured,
            badge: crate::domain::merch::badge(
                row.price_cents,
                row.original_price_cents,
                row.created_at,
            )
            .to_owned(),
            free_delivery: row.free_delivery,
            express_delivery: row.express_delivery,
            tags: row.tags,
            created_at: row.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
            item_class,
            status: row.status,
        }
    }
}

/// Only live products reach shoppers: every public read of the shop (this filter, related,
/// featured, new arrivals, category counts, price range) selects `status = 'live'`.
fn push_filter(qb: &mut QueryBuilder<Postgres>, filter: &ProductFilter) {
    qb.push(" WHERE status = 'live'");
    for term in &filter.search_terms {
        qb.push(" AND search_text LIKE ")
            .push_bind(format!("%{}%", escape_like(term)));
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
    if let Some(min) = filter.min_price_cents {
        qb.push(" AND price_cents >= ").push_bind(min);
    }
    if let Some(max) = filter.max_price_cents {
        qb.push(" AND price_cents <= ").push_bind(max);
    }
    if filter.featured_only {
        qb.push(" AND featured");
    }
    if filter.on_sale_only {
        qb.push(" AND on_sale");
    }
    if !filter.tags.is_empty() {
        qb.push(" AND tags && ").push_bind(filter.tags.clone());
    }
}

fn order_by(sort: Sort) -> &'static str {
    match sort {
        Sort::Newest => " ORDER BY created_at DESC, id DESC",
        Sort::PriceAsc => " ORDER BY price_cents ASC, id ASC",
        Sort::PriceDesc => " ORDER BY price_cents DESC, id DESC",
        Sort::NameAsc => " ORDER BY name ASC, id ASC",
        Sort::NameDesc => " ORDER BY name DESC, id DESC",
        Sort::Rating => " ORDER BY rating_tenths DESC, id DESC",
    }
}

/// `%`, `_` and `\` are LIKE operators; the search words are matched literally.
fn escape_like(term: &str) -> String {
    let mut out = String::with_capacity(term.len());
    for c in term.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// One page of products.
///
/// A late row lookup: the ids of the page come from the index alone (skipping `offset` index
/// entries, not `offset` table rows), then only those rows are read.
pub async fn page(pool: &PgPool, query: &ListingQuery) -> sqlx::Result<Vec<pb::Product>> {
    let order = order_by(query.sort);
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

/// How many products `filter` matches.
pub async fn count(pool: &PgPool, filter: &ProductFilter) -> sqlx::Result<u64> {
    let mut count = QueryBuilder::new("SELECT count(*) FROM products");
    push_filter(&mut count, filter);
    let total: i64 = count.build_query_scalar().fetch_one(pool).await?;
    Ok(u64::try_from(total).unwrap_or(0))
}

/// Product `id` whatever its status (the caller decides who sees a draft).
pub async fn get(pool: &PgPool, id: i64) -> sqlx::Result<Option<pb::Product>> {
    let row: Option<ProductRow> = sqlx::query_as(select_products!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    Ok(row.map(Into::into))
}

/// [`get`] on a connection (inside the caller's transaction).
pub async fn get_on(conn: &mut sqlx::PgConnection, id: i64) -> sqlx::Result<Option<pb::Product>> {
    let row: Option<ProductRow> = sqlx::query_as(select_products!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await?;
    Ok(row.map(Into::into))
}

/// The products among `ids` that exist, whatever their status (orders, carts and the search
/// index read `status`), read from PostgreSQL (never the cache: prices and stock must be
/// current), in the order of `ids`.
pub async fn by_ids(pool: &PgPool, ids: &[i64]) -> sqlx::Result<Vec<pb::Product>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<ProductRow> = sqlx::query_as(select_products!("WHERE id = ANY($1)"))
        .bind(ids)
        .fetch_all(pool)
        .await?;
    Ok(in_order_of(ids, rows))
}

/// `rows` rearranged in the order of `ids`; ids without a row are skipped.
fn in_order_of(ids: &[i64], rows: Vec<ProductRow>) -> Vec<pb::Product> {
    let mut by_id: std::collections::HashMap<i64, ProductRow> =
        rows.into_iter().map(|row| (row.id, row)).collect();
    ids.iter()
        .filter_map(|id| by_id.remove(id))
        .map(Into::into)
        .collect()
}

/// Up to `limit` products with ids above `after`, by id, whatever their status (the search
/// index's rebuild, which keeps only the live ones).
pub async fn products_after(
    pool: &PgPool,
    after: i64,
    limit: i64,
) -> sqlx::Result<Vec<pb::Product>> {
    let rows: Vec<ProductRow> =
        sqlx::query_as(select_products!("WHERE id > $1 ORDER BY id LIMIT $2"))
            .bind(after)
            .bind(limit)
            .fetch_all(pool)
            .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Products like `product`: its own subcategory first (best rated first), then the rest of
/// its category.
pub async fn related(
    pool: &PgPool,
    product: &pb::Product,
    limit: u32,
) -> sqlx::Result<Vec<pb::Product>> {
    let limit = i64::from(limit);
    let same_sub: Vec<ProductRow> = sqlx::query_as(select_products!(
        "WHERE subcategory_slug = $1 AND id <> $2 AND status = 'live' \
         ORDER BY created_at DESC, id DESC LIMIT $3"
    ))
    .bind(&product.subcategory_slug)
    .bind(product.id)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    let mut related: Vec<pb::Product> = same_sub.into_iter().map(Into::into).collect();
    let missing = limit - related.len() as i64;
    if missing > 0 {
        let rest: Vec<ProductRow> = sqlx::query_as(select_products!(
            "WHERE category_slug = $1 AND subcategory_slug <> $2 AND status = 'live' \
             ORDER BY created_at DESC, id DESC LIMIT $3"
        ))
        .bind(&product.category_slug)
        .bind(&product.subcategory_slug)
        .bind(missing)
        .fetch_all(pool)
        .await?;
        related.extend(rest.into_iter().map(Into::into));
    }
    Ok(related)
}

pub async fn featured(pool: &PgPool, limit: u32) -> sqlx::Result<Vec<pb::Product>> {
    let rows: Vec<ProductRow> = sqlx::query_as(select_products!(
        "WHERE featured AND status = 'live' ORDER BY created_at DESC, id DESC LIMIT $1"
    ))
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

pub async fn newest(pool: &PgPool, limit: u32) -> sqlx::Result<Vec<pb::Product>> {
    let rows: Vec<ProductRow> = sqlx::query_as(select_products!(
        "WHERE status = 'live' ORDER BY created_at DESC, id DESC LIMIT $1"
    ))
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Product counts per subcategory slug.
pub async fn subcategory_counts(pool: &PgPool) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as(
        "SELECT subcategory_slug, count(*) FROM products WHERE status = 'live' \
         GROUP BY subcategory_slug",
    )
    .fetch_all(pool)
    .await
}

/// Lowest and highest price in cents, `None` when nothing matches.
pub async fn price_range(
    pool: &PgPool,
    category: Option<&CategoryFilter>,
) -> sqlx::Result<Option<(i64, i64)>> {
    let mut qb = QueryBuilder::new("SELECT min(price_cents), max(price_cents) FROM products");
    push_filter(
        &mut qb,
        &ProductFilter {
            category: category.cloned(),
            ..ProductFilter::default()
        },
    );
    let (min, max): (Option<i64>, Option<i64>) = qb.build_query_as().fetch_one(pool).await?;
    Ok(min.zip(max))
}

#[cfg(test)]
mod tests {
    use super::escape_like;

    #[test]
    fn like_operators_are_escaped() {
        assert_eq!(escape_like("50%_off\\"), "50\\%\\_off\\\\");
        assert_eq!(escape_like("sofa"), "sofa");
    }
}
