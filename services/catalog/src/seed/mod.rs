//! Catalogue loaders: the demo catalogue (hand-written, believable, 300+ products) and the large
//! generated catalogue for benchmarks, plus the demo product pictures they point at.
//!
//! INTERFACE (fixed; the implementation is being written): see the functions below.

mod art;
mod materials;
mod palette;
mod rng;

use std::path::Path;

use sqlx::PgPool;

/// One product to insert. Money in cents; `subcategory_slug` is the full slug
/// (`living-room-sofas`) and must exist in [`crate::domain::taxonomy`].
#[derive(Debug, Clone)]
pub struct SeedProduct {
    pub name: String,
    pub description: String,
    pub price_cents: i64,
    pub original_price_cents: Option<i64>,
    pub category_slug: String,
    pub subcategory_slug: String,
    pub material: String,
    pub color: String,
    pub dimensions: String,
    pub weight_tenths_kg: i32,
    pub brand: String,
    pub assembly_required: bool,
    pub stock: i32,
    pub rating_tenths: i32,
    pub reviews: i32,
    pub featured: bool,
    pub badge: String,
    pub free_delivery: bool,
    pub express_delivery: bool,
    pub tags: Vec<String>,
    pub images: Vec<String>,
    /// How long ago the product was added, so "newest" and "new arrivals" mean something.
    pub created_minutes_ago: i64,
}

pub fn demo_products() -> Vec<SeedProduct> {
    unimplemented!("seed helper")
}

pub fn large_products(count: usize, seed: u64) -> impl Iterator<Item = SeedProduct> {
    let _ = (count, seed);
    std::iter::empty()
}

pub fn write_images(dir: &Path) -> std::io::Result<usize> {
    art::write_all(
        dir,
        art::KINDS
            .iter()
            .flat_map(|k| palette::PALETTE.iter().map(move |c| (k, c))),
    )
}

pub async fn load(
    pool: &PgPool,
    products: impl IntoIterator<Item = SeedProduct>,
) -> anyhow::Result<u64> {
    let _ = (pool, products.into_iter());
    unimplemented!("seed helper")
}
