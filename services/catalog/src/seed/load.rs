//! Bulk insert of seed products: 1,000 rows per statement through `UNNEST` of one array per
//! column, each batch in its own transaction, every product checked against the taxonomy first.

use std::collections::HashMap;

use anyhow::{Context, ensure};
use sqlx::PgPool;

use super::SeedProduct;
use crate::domain::taxonomy::{CATEGORIES, slugify};

const BATCH: usize = 1_000;

/// Joins a product's images and tags into one text each; `UNNEST` cannot take arrays of arrays.
/// The ASCII unit separator never appears in a URL or a tag (checked before insert).
const SEPARATOR: char = '\u{1f}';

/// `created_at` and `updated_at` are "now minus created_minutes_ago", so listings by newest
/// mean something; rows keep the order they were given in (`WITH ORDINALITY`).
const INSERT: &str = "
INSERT INTO products (
    name, description, price_cents, original_price_cents, images, category_slug,
    subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, assembly_required,
    stock, rating_tenths, reviews, featured, badge, free_delivery, express_delivery, tags,
    created_at, updated_at, image_alts)
SELECT
    t.name, t.description, t.price_cents, t.original_price_cents,
    string_to_array(t.images, chr(31)), t.category_slug, t.subcategory_slug, t.material,
    t.color, t.dimensions, t.weight_tenths_kg, t.brand, t.assembly_required, t.stock,
    t.rating_tenths, t.reviews, t.featured, t.badge, t.free_delivery, t.express_delivery,
    string_to_array(t.tags, chr(31)),
    now() - t.minutes * interval '1 minute', now() - t.minutes * interval '1 minute',
    t.image_alts::jsonb
FROM UNNEST(
    $1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::text[], $10::text[], $11::int[], $12::text[], $13::bool[], $14::int[],
    $15::int[], $16::int[], $17::bool[], $18::text[], $19::bool[], $20::bool[], $21::text[],
    $22::bigint[], $23::text[]
) WITH ORDINALITY AS t(
    name, description, price_cents, original_price_cents, images, category_slug,
    subcategory_slug, material, color, dimensions, weight_tenths_kg, brand, assembly_required,
    stock, rating_tenths, reviews, featured, badge, free_delivery, express_delivery, tags,
    minutes, image_alts, ord)
ORDER BY t.ord";

pub(crate) async fn load(
    pool: &PgPool,
    products: impl IntoIterator<Item = SeedProduct>,
) -> anyhow::Result<u64> {
    let taxonomy = subcategory_parents();
    let mut products = products.into_iter();
    let mut inserted = 0;
    loop {
        let batch: Vec<SeedProduct> = products.by_ref().take(BATCH).collect();
        if batch.is_empty() {
            return Ok(inserted);
        }
        for product in &batch {
            validate(product, &taxonomy)?;
        }
        inserted += insert(pool, batch)
            .await
            .with_context(|| format!("inserting products after the first {inserted}"))?;
    }
}

/// Subcategory slug -> its category's slug.
fn subcategory_parents() -> HashMap<String, String> {
    let mut parents = HashMap::new();
    for cat in CATEGORIES {
        let cat_slug = slugify(cat.name);
        for sub in cat.subcategories {
            parents.insert(format!("{cat_slug}-{}", slugify(sub)), cat_slug.clone());
        }
    }
    parents
}

/// The taxonomy is the one rule the table cannot check itself; the rest are checked here too
/// so a bad product is named in the error instead of failing its whole batch anonymously.
fn validate(p: &SeedProduct, parents: &HashMap<String, String>) -> anyhow::Result<()> {
    let what = &p.name;
    let parent = parents.get(&p.subcategory_slug).with_context(|| {
        format!(
            "product {what:?}: subcategory {:?} is not in the taxonomy",
            p.subcategory_slug
        )
    })?;
    ensure!(
        *parent == p.category_slug,
        "product {what:?}: subcategory {:?} belongs to category {parent:?}, not {:?}",
        p.subcategory_slug,
        p.category_slug
    );
    ensure!(
        (1..=200).contains(&p.name.chars().count()),
        "product {what:?}: name must be 1 to 200 characters"
    );
    ensure!(p.price_cents >= 0, "product {what:?}: negative price");
    ensure!(
        p.original_price_cents.is_none_or(|o| o >= 0),
        "product {what:?}: negative original price"
    );
    // Catalogue prices are whole shillings (docs/decisions.md "Prices as Kenyan shoppers read
    // them"), as the admin's form requires.
    ensure!(
        p.price_cents % 100 == 0 && p.original_price_cents.is_none_or(|o| o % 100 == 0),
        "product {what:?}: prices must be whole shillings"
    );
    ensure!(
        p.weight_tenths_kg >= 0 && p.stock >= 0 && p.reviews >= 0,
        "product {what:?}: negative weight, stock or reviews"
    );
    ensure!(
        (0..=50).contains(&p.rating_tenths),
        "product {what:?}: rating must be 0 to 50 tenths"
    );
    ensure!(
        !p.images
            .iter()
            .chain(&p.tags)
            .any(|s| s.contains(SEPARATOR)),
        "product {what:?}: an image or tag contains a control character"
    );
    Ok(())
}

/// Column arrays for one batch.
#[derive(Default)]
struct Columns {
    name: Vec<String>,
    description: Vec<String>,
    price_cents: Vec<i64>,
    original_price_cents: Vec<Option<i64>>,
    images: Vec<String>,
    category_slug: Vec<String>,
    subcategory_slug: Vec<String>,
    material: Vec<String>,
    color: Vec<String>,
    dimensions: Vec<String>,
    weight_tenths_kg: Vec<i32>,
    brand: Vec<String>,
    assembly_required: Vec<bool>,
    stock: Vec<i32>,
    rating_tenths: Vec<i32>,
    reviews: Vec<i32>,
    featured: Vec<bool>,
    badge: Vec<String>,
    free_delivery: Vec<bool>,
    express_delivery: Vec<bool>,
    tags: Vec<String>,
    minutes: Vec<i64>,
    /// Each product's alt texts by picture URL, as JSON (migration 0009).
    image_alts: Vec<String>,
}

impl Columns {
    fn push(&mut self, p: SeedProduct) {
        let sep = SEPARATOR.to_string();
        self.name.push(p.name);
        self.description.push(p.description);
        self.price_cents.push(p.price_cents);
        self.original_price_cents.push(p.original_price_cents);
        self.images.push(p.images.join(&sep));
        self.category_slug.push(p.category_slug);
        self.subcategory_slug.push(p.subcategory_slug);
        self.material.push(p.material);
        self.color.push(p.color);
        self.dimensions.push(p.dimensions);
        self.weight_tenths_kg.push(p.weight_tenths_kg);
        self.brand.push(p.brand);
        self.assembly_required.push(p.assembly_required);
        self.stock.push(p.stock);
        self.rating_tenths.push(p.rating_tenths);
        self.reviews.push(p.reviews);
        self.featured.push(p.featured);
        self.badge.push(p.badge);
        self.free_delivery.push(p.free_delivery);
        self.express_delivery.push(p.express_delivery);
        self.tags.push(p.tags.join(&sep));
        self.minutes.push(p.created_minutes_ago);
        let alts: std::collections::BTreeMap<&str, &str> = p
            .images
            .iter()
            .zip(&p.image_alts)
            .filter(|(_, alt)| !alt.is_empty())
            .map(|(url, alt)| (url.as_str(), alt.as_str()))
            .collect();
        self.image_alts
            .push(serde_json::to_string(&alts).unwrap_or_else(|_| "{}".to_owned()));
    }
}

async fn insert(pool: &PgPool, batch: Vec<SeedProduct>) -> anyhow::Result<u64> {
    let mut c = Columns::default();
    for product in batch {
        c.push(product);
    }
    let mut tx = pool.begin().await?;
    let done = sqlx::query(INSERT)
        .bind(c.name)
        .bind(c.description)
        .bind(c.price_cents)
        .bind(c.original_price_cents)
        .bind(c.images)
        .bind(c.category_slug)
        .bind(c.subcategory_slug)
        .bind(c.material)
        .bind(c.color)
        .bind(c.dimensions)
        .bind(c.weight_tenths_kg)
        .bind(c.brand)
        .bind(c.assembly_required)
        .bind(c.stock)
        .bind(c.rating_tenths)
        .bind(c.reviews)
        .bind(c.featured)
        .bind(c.badge)
        .bind(c.free_delivery)
        .bind(c.express_delivery)
        .bind(c.tags)
        .bind(c.minutes)
        .bind(c.image_alts)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::demo_products;

    #[test]
    fn the_demo_catalogue_passes_validation() {
        let parents = subcategory_parents();
        for p in demo_products() {
            validate(&p, &parents).unwrap();
        }
    }

    #[test]
    fn a_product_outside_the_taxonomy_is_refused_by_name() {
        let parents = subcategory_parents();
        let mut p = demo_products().remove(0);
        p.subcategory_slug = "living-room-spaceships".into();
        let err = validate(&p, &parents).unwrap_err().to_string();
        assert!(
            err.contains("not in the taxonomy") && err.contains(&p.name),
            "{err}"
        );

        let mut p = demo_products().remove(0);
        p.category_slug = "bedroom".into();
        let err = validate(&p, &parents).unwrap_err().to_string();
        assert!(err.contains("belongs to category \"living-room\""), "{err}");
    }
}
