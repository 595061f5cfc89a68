//! The demo catalogue: every subcategory with a curated number of products (more for the
//! popular ones), variants, materials and nouns rotated so each shelf looks varied, and no two
//! products sharing a name. Fixed seeds, so every install shows the same shop.

use std::collections::HashSet;

use super::SeedProduct;
use super::families::{self, Family};
use super::product::{self, COLLECTIONS, Pick};
use super::rng::Rng;

const DEMO_SEED: u64 = 0x5eed_de30_2024_0001;

pub(crate) fn products() -> Vec<SeedProduct> {
    let mut names = HashSet::new();
    let mut products = Vec::new();
    for family in families::all() {
        add_family(family, &mut names, &mut products);
    }
    products
}

fn add_family(family: &'static Family, names: &mut HashSet<String>, out: &mut Vec<SeedProduct>) {
    let mut rng = Rng::from_label(&family.subcategory_slug(), DEMO_SEED);
    let start = |rng: &mut Rng, len: usize| rng.below(len as u64) as usize;
    let (v0, m0, n0) = (
        start(&mut rng, family.variants.len()),
        start(&mut rng, family.materials.len()),
        start(&mut rng, family.nouns.len()),
    );
    let mut last_colour = "";
    for i in 0..family.demo {
        let material = family.material(m0 + i);
        let colours = family.colours_for(material);
        let mut colour = rng.pick(&colours);
        if colour.name == last_colour && colours.len() > 1 {
            colour = colours
                [(colours.iter().position(|c| c == &colour).unwrap_or(0) + 1) % colours.len()];
        }
        last_colour = colour.name;
        let style = (!family.styles.is_empty() && rng.chance(40)).then(|| rng.pick(family.styles));
        let mut pick = Pick {
            family,
            variant: &family.variants[(v0 + i) % family.variants.len()],
            material,
            colour,
            noun: family.nouns[(n0 + i) % family.nouns.len()],
            style,
            collection: "",
            material_in_name: rng.chance(55),
        };
        // The collection comes first in a name, so trying each in turn always finds a free one.
        let first = rng.below(COLLECTIONS.len() as u64) as usize;
        for attempt in 0..COLLECTIONS.len() {
            pick.collection = COLLECTIONS[(first + attempt) % COLLECTIONS.len()];
            if names.insert(product::name(&pick)) {
                break;
            }
        }
        out.push(product::build(&pick, &mut rng));
    }
}
