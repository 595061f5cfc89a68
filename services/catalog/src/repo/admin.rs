//! SQL of the admin catalogue: product writes, the admin's listing, its figures and its export.
//! Every write is a plain statement on `products`, so the triggers of migrations 0001 and 0004
//! notify the cache and log the ids for the search index, in the write's own transaction. Each
//! write is audited ([`shop_common::audit`]) in that same transaction, on behalf of the admin
//! `actor_id`: a write that fails leaves no entry.

use shop_common::audit;
use shop_proto::catalog::v1 as pb;
use sqlx::{PgConnection, PgPool, Postgres, QueryBuilder};

use super::{ProductRow, escape_like};
use crate::domain::admin::{AdminFilter, AdminQuery, AdminSort};
use crate::domain::import::{self, ImportLine};
use crate::domain::product_form::{self, ProductFields, ProductStatus};
use crate::domain::taxonomy::CategoryFilter;

/// What the audit log keeps of a product: its form fields, in the REST names, money in KSh.
const SNAPSHOT: &str = "jsonb_build_object(
    'name', name, 'description', description,
    'price', (price_cents / 100.0)::float8,
    'originalPrice', (original_price_cents / 100.0)::float8,
    'category', category_slug, 'subcategory', subcategory_slug,
    'material', material, 'color', color, 'dimensions', dimensions,
    'weight', (weight_tenths_kg / 10.0)::float8, 'brand', brand, 'stock', stock,
    'featured', featured, 'tags', to_jsonb(tags), 'images', to_jsonb(images),
    'status', status, 'itemClass', item_class, 'imageAlts', image_alts)::text";

/// The audit snapshot of product `id`, locked until the transaction ends; `None` when there is
/// no such product.
async fn snapshot(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<serde_json::Value>> {
    let text: Option<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "SELECT {SNAPSHOT} FROM products WHERE id = $1 FOR UPDATE"
    )))
    .bind(id)
    .fetch_optional(conn)
    .await?;
    Ok(text.map(|t| parse(&t)))
}

fn parse(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or(serde_json::Value::Null)
}

/// The fields that differ between two snapshots: (before, after, their names).
fn changes(
    before: &serde_json::Value,
    after: &serde_json::Value,
) -> (serde_json::Value, serde_json::Value, Vec<String>) {
    let (mut old, mut new, mut names) = (serde_json::Map::new(), serde_json::Map::new(), vec![]);
    if let (Some(b), Some(a)) = (before.as_object(), after.as_object()) {
        for (key, value) in a {
            let previous = b.get(key).unwrap_or(&serde_json::Value::Null);
            if previous != value {
                old.insert(key.clone(), previous.clone());
                new.insert(key.clone(), value.clone());
                names.push(key.clone());
            }
        }
    }
    (old.into(), new.into(), names)
}

async fn record(
    conn: &mut PgConnection,
    actor_id: &str,
    kind: &str,
    id: i64,
    summary: &str,
    before: Option<serde_json::Value>,
    after: Option<serde_json::Value>,
) -> sqlx::Result<()> {
    audit::record(
        conn,
        &audit::Entry {
            actor_id,
            kind,
            target: &id.to_string(),
            summary,
            before,
            after,
        },
    )
    .await
}

/// Adds a product; new products have no rating, reviews or badge yet. Audited as
/// `product.create` with the new product.
pub async fn create(pool: &PgPool, p: &ProductFields, actor_id: &str) -> sqlx::Result<pb::Product> {
    let mut tx = pool.begin().await?;
    let product = create_in(&mut tx, p, actor_id, "Created").await?;
    tx.commit().await?;
    Ok(product)
}

/// [`create`] on `conn` (inside a transaction), the audit summary starting with `verb`.
async fn create_in(
    conn: &mut PgConnection,
    p: &ProductFields,
    actor_id: &str,
    verb: &str,
) -> sqlx::Result<pb::Product> {
    let row: ProductRow = sqlx::query_as(concat!(
        "INSERT INTO products (name, description, price_cents, original_price_cents, images, \
         category_slug, subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         stock, featured, tags, rating_tenths, reviews, status, item_class) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, 0, \
         $16, $17) RETURNING ",
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
    .bind(p.status.unwrap_or(ProductStatus::Live).as_str())
    .bind(&p.item_class)
    .fetch_one(&mut *conn)
    .await?;
    let mut product: pb::Product = row.into();
    if let Some(alts) = &p.image_alts {
        product.image_alts = set_alts(conn, product.id, &product.images, alts).await?;
    }
    let after = snapshot(conn, product.id).await?;
    let summary = format!("{verb} product {}", product.name);
    record(
        conn,
        actor_id,
        audit::PRODUCT_CREATE,
        product.id,
        &summary,
        None,
        after,
    )
    .await?;
    Ok(product)
}

/// Replaces the form fields of product `id` (a 'SALE' badge goes when the sale does); `None`
/// when there is no such product. Audited as `product.update` with the fields that changed,
/// before and after.
pub async fn update(
    pool: &PgPool,
    id: i64,
    p: &ProductFields,
    actor_id: &str,
) -> sqlx::Result<Option<pb::Product>> {
    let mut tx = pool.begin().await?;
    let updated = update_in(&mut tx, id, p, actor_id, Rewrite::Always).await?;
    tx.commit().await?;
    Ok(match updated {
        Updated::Missing => None,
        Updated::Unchanged(product) | Updated::Changed(product) => Some(product),
    })
}

/// Keeps `alts` (one per image, "" for none) as product `id`'s alt texts, by picture URL, in
/// place of the ones it had; answers them as the product shows them (one per image).
async fn set_alts(
    conn: &mut PgConnection,
    id: i64,
    images: &[String],
    alts: &[String],
) -> sqlx::Result<Vec<String>> {
    let by_url: std::collections::BTreeMap<String, String> = images
        .iter()
        .zip(alts)
        .filter(|(_, alt)| !alt.is_empty())
        .map(|(url, alt)| (url.clone(), alt.clone()))
        .collect();
    sqlx::query("UPDATE products SET image_alts = $2 WHERE id = $1")
        .bind(id)
        .bind(sqlx::types::Json(&by_url))
        .execute(&mut *conn)
        .await?;
    Ok(super::alts_for(images, &by_url))
}

/// Whether an update writes a product whose fields are already those given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rewrite {
    /// The form's save: written and audited ('with no changes') anyway.
    Always,
    /// An import: a row equal to the product changes nothing and is not audited.
    IfChanged,
}

#[derive(Debug)]
enum Updated {
    Missing,
    Unchanged(pb::Product),
    Changed(pb::Product),
}

async fn update_in(
    conn: &mut PgConnection,
    id: i64,
    p: &ProductFields,
    actor_id: &str,
    rewrite: Rewrite,
) -> sqlx::Result<Updated> {
    let Some(before) = snapshot(conn, id).await? else {
        return Ok(Updated::Missing);
    };
    let row: Option<ProductRow> = sqlx::query_as(concat!(
        "UPDATE products SET name = $2, description = $3, price_cents = $4, \
         original_price_cents = $5, images = $6, category_slug = $7, subcategory_slug = $8, \
         material = $9, color = $10, dimensions = $11, weight_tenths_kg = $12, brand = $13, \
         stock = $14, featured = $15, tags = $16, status = coalesce($17, status), \
         item_class = $18, updated_at = now(), \
         badge = CASE WHEN badge = 'SALE' AND NOT coalesce($5 > $4, FALSE) THEN '' \
                 ELSE badge END \
         WHERE id = $1 AND (NOT $19 OR \
         (name, description, price_cents, original_price_cents, images, category_slug, \
          subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, stock, \
          featured, tags, status, item_class) IS DISTINCT FROM \
         ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
          coalesce($17, status), $18)) \
         RETURNING ",
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
    .bind(p.status.map(ProductStatus::as_str))
    .bind(&p.item_class)
    .bind(rewrite == Rewrite::IfChanged)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else {
        // The product is there (locked by the snapshot): the row equals it.
        let product = super::get_on(conn, id).await?;
        return Ok(product.map_or(Updated::Missing, Updated::Unchanged));
    };
    let mut product: pb::Product = row.into();
    if let Some(alts) = &p.image_alts {
        product.image_alts = set_alts(conn, id, &product.images, alts).await?;
    }
    let after = snapshot(conn, id).await?.unwrap_or_default();
    let (old, new, names) = changes(&before, &after);
    let summary = match (rewrite, names.is_empty()) {
        (Rewrite::Always, true) => format!("Saved product {} with no changes", product.name),
        (Rewrite::Always, false) => {
            format!("Updated product {}: {}", product.name, names.join(", "))
        }
        (Rewrite::IfChanged, _) => {
            format!("Imported product {}: {}", product.name, names.join(", "))
        }
    };
    record(
        conn,
        actor_id,
        audit::PRODUCT_UPDATE,
        id,
        &summary,
        Some(old),
        Some(new),
    )
    .await?;
    Ok(Updated::Changed(product))
}

/// Sets the status of product `id`; `None` when there is no such product. Audited as
/// `product.update` ('Published', 'Hid', 'Made a draft of') with the status before and after;
/// setting the status it has changes and records nothing.
pub async fn set_status(
    pool: &PgPool,
    id: i64,
    status: ProductStatus,
    actor_id: &str,
) -> sqlx::Result<Option<pb::Product>> {
    let mut tx = pool.begin().await?;
    let before: Option<String> =
        sqlx::query_scalar("SELECT status FROM products WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    let Some(before) = before else {
        return Ok(None);
    };
    if before != status.as_str() {
        sqlx::query("UPDATE products SET status = $2, updated_at = now() WHERE id = $1")
            .bind(id)
            .bind(status.as_str())
            .execute(&mut *tx)
            .await?;
    }
    let product = super::get_on(&mut tx, id).await?;
    if let Some(product) = &product
        && before != status.as_str()
    {
        let verb = match status {
            ProductStatus::Live => "Published",
            ProductStatus::Hidden => "Hid",
            ProductStatus::Draft => "Made a draft of",
        };
        record(
            &mut tx,
            actor_id,
            audit::PRODUCT_UPDATE,
            id,
            &format!("{verb} product {}", product.name),
            Some(serde_json::json!({ "status": before })),
            Some(serde_json::json!({ "status": status.as_str() })),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(product)
}

/// What an import came to: how many rows create, update and leave a product as it is, or the
/// rows refused (nothing written).
#[derive(Debug, Default)]
pub struct Imported {
    pub created: u32,
    pub updated: u32,
    pub unchanged: u32,
    pub refused: Vec<pb::ImportRowError>,
}

/// Writes the checked `lines` in one transaction, each audited: an id updates that product (a
/// row equal to it changes nothing), no id creates one. Ids that name no product refuse the
/// whole import. With `dry_run` everything is done and rolled back, so the counts are exactly
/// what the write would do.
pub async fn import(
    pool: &PgPool,
    lines: &[ImportLine],
    dry_run: bool,
    actor_id: &str,
) -> sqlx::Result<Imported> {
    let mut tx = pool.begin().await?;
    let ids: Vec<i64> = lines.iter().filter_map(|l| l.id).collect();
    let known: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM products WHERE id = ANY($1) ORDER BY id FOR UPDATE")
            .bind(&ids)
            .fetch_all(&mut *tx)
            .await?;
    let refused = import::unknown_ids(lines, &known);
    if !refused.is_empty() {
        tx.rollback().await?;
        return Ok(Imported {
            refused,
            ..Imported::default()
        });
    }
    let mut outcome = Imported::default();
    for line in lines {
        match line.id {
            None => {
                create_in(&mut tx, &line.fields, actor_id, "Imported new").await?;
                outcome.created += 1;
            }
            Some(id) => {
                match update_in(&mut tx, id, &line.fields, actor_id, Rewrite::IfChanged).await? {
                    Updated::Changed(_) => outcome.updated += 1,
                    Updated::Unchanged(_) => outcome.unchanged += 1,
                    // Locked above: it cannot have gone.
                    Updated::Missing => return Err(sqlx::Error::RowNotFound),
                }
            }
        }
    }
    if dry_run {
        tx.rollback().await?;
    } else {
        tx.commit().await?;
    }
    Ok(outcome)
}

/// Deletes the products of `ids` in one statement; the ids that existed. Audited as one
/// `product.delete` per product deleted, with what it was.
pub async fn delete(pool: &PgPool, ids: &[i64], actor_id: &str) -> sqlx::Result<Vec<i64>> {
    let mut tx = pool.begin().await?;
    let mut deleted: Vec<(i64, String, String)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "DELETE FROM products WHERE id = ANY($1) RETURNING id, name, {SNAPSHOT}"
    )))
    .bind(ids)
    .fetch_all(&mut *tx)
    .await?;
    deleted.sort_unstable_by_key(|(id, _, _)| *id);
    for (id, name, before) in &deleted {
        let summary = format!("Deleted product {name}");
        record(
            &mut tx,
            actor_id,
            audit::PRODUCT_DELETE,
            *id,
            &summary,
            Some(parse(before)),
            None,
        )
        .await?;
    }
    tx.commit().await?;
    Ok(deleted.into_iter().map(|(id, _, _)| id).collect())
}

/// A new product copied from `id`, named '<name> (Copy)', without the original's rating,
/// reviews and badge, as a draft with no stock (it is prepared, stocked and published before
/// anyone can buy it); `None` when there is no such product. Audited as `product.create` of
/// the copy.
pub async fn duplicate(
    pool: &PgPool,
    id: i64,
    actor_id: &str,
) -> sqlx::Result<Option<pb::Product>> {
    let mut tx = pool.begin().await?;
    let Some(name): Option<String> = sqlx::query_scalar("SELECT name FROM products WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
    else {
        return Ok(None);
    };
    let row: Option<ProductRow> = sqlx::query_as(concat!(
        "INSERT INTO products (name, description, price_cents, original_price_cents, images, \
         category_slug, subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         assembly_required, stock, featured, free_delivery, express_delivery, tags, \
         rating_tenths, reviews, status, item_class, image_alts) \
         SELECT $2, description, price_cents, original_price_cents, images, category_slug, \
         subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, \
         assembly_required, 0, featured, free_delivery, express_delivery, tags, 0, 0, \
         'draft', item_class, image_alts \
         FROM products WHERE id = $1 RETURNING ",
        product_columns!()
    ))
    .bind(id)
    .bind(product_form::copy_name(&name))
    .fetch_optional(&mut *tx)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let copy: pb::Product = row.into();
    let after = snapshot(&mut tx, copy.id).await?;
    let summary = format!("Duplicated product {name} (#{id}) as {}", copy.name);
    record(
        &mut tx,
        actor_id,
        audit::PRODUCT_CREATE,
        copy.id,
        &summary,
        None,
        after,
    )
    .await?;
    tx.commit().await?;
    Ok(Some(copy))
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
    if let Some(status) = filter.status {
        qb.push(" AND status = ").push_bind(status.as_str());
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
    let mut qb = QueryBuilder::new(select_products!(""));
    push_filter(&mut qb, &query.filter);
    qb.push(order_by(query.sort, query.descending));
    let mut rows = qb.build_query_as::<ProductRow>().fetch(pool);
    let mut chunk = Vec::with_capacity(batch);
    while let Some(row) = rows.next().await {
        let product: pb::Product = row?.into();
        chunk.push(pb::ExportRow {
            id: product.id,
            name: product.name.clone(),
            category: product_form::category_label(&product.subcategory_slug),
            price_cents: product.price_cents,
            stock: product.stock,
            description: product.description.clone(),
            product: Some(product),
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
