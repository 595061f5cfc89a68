//! Catalogue loaders: the demo catalogue (curated, believable, 300+ products over every
//! subcategory) and the large generated catalogue for benchmarks, plus the demo product
//! pictures they point at.
//!
//! - [`demo_products`]: what the embedded setup loads; the same on every install.
//! - [`large_products`]: `count` products for benchmarks, lazily, from a seed.
//! - [`write_images`]: the SVG pictures every product's `images` refer to, written to
//!   `MEDIA_DIR/demo` and served at `/media/demo/{kind}-{form}-{colour}-{view}.svg`.
//! - [`load`]: bulk insert into `products`, checked against the taxonomy.
//!
//! How it is built: `families` describes each subcategory (nouns, sizes, price bands,
//! materials, colours, sentences), `product` turns a family and a few choices into a
//! product, `demo` and `large` make those choices, `art` draws the pictures.

mod art;
mod demo;
mod families;
mod large;
mod load;
mod materials;
mod palette;
mod product;
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
    /// The alt text of each of `images`, same order (what the picture shows, in words).
    pub image_alts: Vec<String>,
    /// How long ago the product was added, so "newest" and "new arrivals" mean something.
    pub created_minutes_ago: i64,
}

/// The demo catalogue: 365 products, at least three in every subcategory (ten or more for
/// sofas, sectionals, beds, wardrobes, office chairs and double deckers). Deterministic.
pub fn demo_products() -> Vec<SeedProduct> {
    demo::products()
}

/// `count` generated products spread over every subcategory, the same for the same `seed`.
/// Produced one at a time, so it can feed [`load`] without holding them all.
pub fn large_products(count: usize, seed: u64) -> impl Iterator<Item = SeedProduct> {
    large::products(count, seed)
}

/// Writes the pictures (three views of every furniture kind in every form and colour a product
/// can have) into `dir`, creating it; returns how many files were written. Idempotent.
pub fn write_images(dir: &Path) -> std::io::Result<usize> {
    let pieces: Vec<_> = families::art_pieces()
        .into_iter()
        .filter_map(|(kind, form, colour)| {
            Some((art::find_kind(kind)?, form, palette::colour(colour)?))
        })
        .collect();
    art::write_all(dir, pieces)
}

/// Inserts `products` in batches of 1,000 (one transaction each) and returns how many rows
/// were inserted. Each batch is checked before it is written: a product whose subcategory is
/// not in the taxonomy, or not under its category, is an error naming the product (batches
/// before it stay inserted).
#[tracing::instrument(skip_all)]
pub async fn load(
    pool: &PgPool,
    products: impl IntoIterator<Item = SeedProduct>,
) -> anyhow::Result<u64> {
    let inserted = load::load(pool, products).await?;
    tracing::info!(inserted, "seed products loaded");
    Ok(inserted)
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, HashSet};

    use super::*;
    use crate::domain::taxonomy::{CATEGORIES, slugify};

    #[test]
    fn the_demo_catalogue_covers_every_subcategory_believably() {
        let products = demo_products();
        assert!(products.len() >= 330, "{} products", products.len());
        let mut per_sub: BTreeMap<String, usize> = BTreeMap::new();
        for p in &products {
            *per_sub.entry(p.subcategory_slug.clone()).or_default() += 1;
        }
        for cat in CATEGORIES {
            for sub in cat.subcategories {
                let slug = format!("{}-{}", slugify(cat.name), slugify(sub));
                assert!(per_sub.get(&slug).copied().unwrap_or(0) >= 2, "{slug}");
            }
        }
        for popular in [
            "living-room-sofas",
            "living-room-sectional-sofas",
            "bedroom-beds",
            "bedroom-wardrobes",
            "office-office-chairs",
            "kids-room-double-deckers",
        ] {
            assert!(per_sub[popular] >= 8, "{popular}");
        }
        let names: HashSet<&str> = products.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names.len(), products.len(), "demo names are unique");
    }

    #[test]
    fn demo_products_follow_the_realism_rules() {
        let products = demo_products();
        let share = |f: &dyn Fn(&SeedProduct) -> bool| {
            products.iter().filter(|p| f(p)).count() as f64 / products.len() as f64
        };
        let on_sale = share(&|p| p.original_price_cents.is_some());
        assert!((0.15..0.35).contains(&on_sale), "on sale {on_sale}");
        assert!((0.05..0.16).contains(&share(&|p| p.featured)));
        assert!((0.02..0.09).contains(&share(&|p| p.stock == 0)));
        assert!((0.08..0.25).contains(&share(&|p| (1..=9).contains(&p.stock))));
        assert!(share(&|p| p.created_minutes_ago < 7 * 24 * 60) > 0.04);
        // Honest merchandising: new arrivals (60 days) are a minority, clearance (a year) some.
        let new = share(&|p| p.created_minutes_ago < 60 * 24 * 60);
        assert!((0.1..0.4).contains(&new), "new {new}");
        let aged = share(&|p| p.created_minutes_ago > 365 * 24 * 60);
        assert!((0.1..0.5).contains(&aged), "aged {aged}");
        for p in &products {
            let what = &p.name;
            assert!(
                (250_000..=45_000_000).contains(&p.price_cents),
                "{what}: {}",
                p.price_cents
            );
            assert_eq!(p.price_cents % 100, 0, "{what}: whole shillings");
            if let Some(o) = p.original_price_cents {
                assert_eq!(o % 100, 0, "{what}: whole shillings");
                let ratio = o as f64 / p.price_cents as f64;
                assert!(
                    (1.09..=1.41).contains(&ratio),
                    "{what}: {o} vs {}",
                    p.price_cents
                );
                assert_eq!(p.badge, "SALE", "{what}");
            } else {
                assert_ne!(p.badge, "SALE", "{what}");
            }
            assert!(["SALE", "NEW", "BESTSELLER", ""].contains(&p.badge.as_str()));
            // No invented ratings: they come from seeded reviews (issue 24, part 2).
            assert_eq!((p.rating_tenths, p.reviews), (0, 0), "{what}");
            assert!((0..=120).contains(&p.stock));
            assert!((2..=5).contains(&p.tags.len()), "{what}: {:?}", p.tags);
            assert!(p.tags.iter().all(|t| *t == t.to_lowercase()));
            assert!((2..=3).contains(&p.images.len()));
            let sentences = p.description.matches(". ").count() + 1;
            assert!((2..=4).contains(&sentences), "{what}: {}", p.description);
            assert!(!p.description.contains('{'), "{what}: {}", p.description);
            assert!(p.dimensions.ends_with(" cm") && p.dimensions.matches(" x ").count() == 2);
            assert!(p.weight_tenths_kg > 0);
            if p.price_cents > 5_000_000 {
                assert!(p.free_delivery, "{what}: over KSh 50,000 delivers free");
            }
            assert!((0..=540 * 24 * 60).contains(&p.created_minutes_ago));
        }
    }

    #[test]
    fn every_picture_a_product_uses_is_written() {
        let dir = std::env::temp_dir().join(format!("seed-images-{}", std::process::id()));
        let written = write_images(&dir).unwrap();
        let files: HashSet<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(written, files.len());
        let products = demo_products().into_iter().chain(large_products(5_000, 7));
        for p in products {
            for url in &p.images {
                let file = url
                    .strip_prefix("/media/demo/")
                    .expect("served under /media/demo/");
                assert!(files.contains(file), "{}: {url} was not written", p.name);
            }
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn demo_pictures_differ_between_products_of_a_family_in_shape_not_only_colour() {
        let products = demo_products();
        // The picture's shape: its file name without the colour and view.
        let shape = |url: &str| {
            let file = url
                .trim_start_matches("/media/demo/")
                .trim_end_matches(".svg");
            let parts: Vec<&str> = file.split('-').collect();
            parts[..parts.len() - 2].join("-")
        };
        let in_sub = |sub: &str| -> Vec<&SeedProduct> {
            products
                .iter()
                .filter(|p| p.subcategory_slug == sub)
                .collect()
        };
        // Sectionals: the 5- and 7-seaters are drawn with their seats.
        for p in in_sub("living-room-sectional-sofas") {
            let seats = if p.name.contains("5-Seater") {
                "s5"
            } else if p.name.contains("7-Seater") {
                "s7"
            } else {
                "s6"
            };
            assert!(
                shape(&p.images[0]).contains(seats),
                "{}: {}",
                p.name,
                p.images[0]
            );
        }
        // Beds by their size.
        for p in in_sub("bedroom-beds") {
            let width = if p.name.contains("4x6") {
                "b130"
            } else if p.name.contains("5x6") {
                "b160"
            } else {
                "b190"
            };
            assert!(
                shape(&p.images[0]).contains(width),
                "{}: {}",
                p.name,
                p.images[0]
            );
        }
        // A boardroom table is drawn with its seats around it.
        for p in in_sub("office-conference-tables") {
            assert!(
                shape(&p.images[0]).starts_with("conference-table-s"),
                "{}",
                p.name
            );
        }
        // Every family whose sizes differ shows more than one shape, and the
        // big families' products are not all alike.
        for family in families::all() {
            let sub = family.subcategory_slug();
            let shapes: HashSet<String> =
                in_sub(&sub).iter().map(|p| shape(&p.images[0])).collect();
            // Sizes that differ in width or height (sets of chairs differ only in count).
            let sizes: HashSet<(u32, u32)> = family
                .variants
                .iter()
                .map(|v| (v.dims[0], v.dims[2]))
                .collect();
            if sizes.len() > 1 {
                assert!(shapes.len() > 1, "{sub}: one shape for all: {shapes:?}");
            }
        }
        for sub in [
            "living-room-sofas",
            "living-room-sectional-sofas",
            "bedroom-beds",
        ] {
            let shapes: HashSet<String> = in_sub(sub).iter().map(|p| shape(&p.images[0])).collect();
            assert!(shapes.len() >= 4, "{sub}: only {shapes:?}");
        }
        // One alt text per picture, naming the product.
        for p in &products {
            assert_eq!(p.image_alts.len(), p.images.len(), "{}", p.name);
            assert!(
                p.image_alts.iter().all(|alt| alt.contains(&p.name)),
                "{}",
                p.name
            );
        }
    }

    #[test]
    fn writing_every_picture_stays_fast() {
        let dir = std::env::temp_dir().join(format!("seed-speed-{}", std::process::id()));
        let started = std::time::Instant::now();
        let written = write_images(&dir).unwrap();
        let took = started.elapsed();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(written < 12_000, "{written} pictures");
        assert!(took < std::time::Duration::from_secs(20), "{took:?}");
    }

    #[test]
    fn the_large_catalogue_is_deterministic_and_spread_over_the_taxonomy() {
        let a: Vec<SeedProduct> = large_products(3_000, 42).collect();
        let b: Vec<SeedProduct> = large_products(3_000, 42).collect();
        assert_eq!(a.len(), 3_000);
        assert!(
            a.iter()
                .zip(&b)
                .all(|(x, y)| x.name == y.name && x.price_cents == y.price_cents)
        );
        let subs: HashSet<&str> = a.iter().map(|p| p.subcategory_slug.as_str()).collect();
        let all_subs: usize = CATEGORIES.iter().map(|c| c.subcategories.len()).sum();
        assert_eq!(subs.len(), all_subs);
        let names: HashSet<&str> = a.iter().map(|p| p.name.as_str()).collect();
        assert!(names.len() > 2_500, "names vary: {} distinct", names.len());
        let other: Vec<SeedProduct> = large_products(10, 43).collect();
        assert_ne!(other[0].name, a[0].name);
    }
}
