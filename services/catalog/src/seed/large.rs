//! The benchmark catalogue: any number of products drawn from the same families as the demo,
//! with families weighted by popularity and names combined from the word lists, produced
//! lazily so 100,000 products never sit in memory at once.

use super::SeedProduct;
use super::families::{self, Family};
use super::product::{self, COLLECTIONS, Pick};
use super::rng::Rng;

pub(crate) fn products(count: usize, seed: u64) -> impl Iterator<Item = SeedProduct> + Send {
    let families: Vec<&'static Family> = families::all().collect();
    // Popular subcategories (sofas, beds, office chairs...) have more demo products, and get
    // proportionally more here.
    let mut total = 0u64;
    let cumulative: Vec<u64> = families
        .iter()
        .map(|f| {
            total += f.demo as u64;
            total
        })
        .collect();
    let mut rng = Rng::new(seed);
    (0..count).map(move |_| {
        let roll = rng.below(total);
        let family = families[cumulative.partition_point(|&c| c <= roll)];
        one(family, &mut rng)
    })
}

fn one(family: &'static Family, rng: &mut Rng) -> SeedProduct {
    let material = family.material(rng.below(family.materials.len() as u64) as usize);
    let colours = family.colours_for(material);
    let pick = Pick {
        family,
        variant: &family.variants[rng.below(family.variants.len() as u64) as usize],
        material,
        colour: rng.pick(&colours),
        noun: rng.pick(family.nouns),
        style: (!family.styles.is_empty() && rng.chance(35)).then(|| rng.pick(family.styles)),
        collection: rng.pick(COLLECTIONS),
        material_in_name: rng.chance(50),
    };
    product::build(&pick, rng)
}
