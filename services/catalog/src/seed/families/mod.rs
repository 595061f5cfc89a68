//! Product families: one per subcategory of the taxonomy, holding what makes its products
//! believable — the nouns shops use, sizes with their dimensions, weights and KSh price bands,
//! materials, colours, brands, tags and the sentences a description is written from.
//!
//! Description templates use `{v}` (the variant in prose, "three-seater"), `{n}` (the noun,
//! plural for sets), `{m}` (the material in prose) and `{c}` (the colour, lower case).

mod bedroom;
mod decor;
mod dining_room;
mod kids_room;
mod living_room;
mod mattresses;
mod office;
mod outdoor;
mod storage;

use std::collections::BTreeSet;

use super::art;
use super::materials::{Material, material};
use super::palette::{Colour, colour};
use crate::domain::taxonomy::slugify;

/// A size or configuration of a family ("3-Seater", "5x6", "(Set of 2)").
#[derive(Debug)]
pub(crate) struct Variant {
    /// Goes into the product name; empty for none; in brackets it goes last ("(Set of 2)").
    pub label: &'static str,
    /// How a description says it: "three-seater", "queen-size 5x6".
    pub prose: &'static str,
    /// Width x depth x height in cm.
    pub dims: [u32; 3],
    /// Base weight in tenths of a kilogram, before the material's heft.
    pub tenths_kg: u32,
    /// Price band in whole shillings.
    pub ksh: (i64, i64),
    /// A search tag; empty for none.
    pub tag: &'static str,
    /// The description speaks of several pieces ("a set of two bar stools").
    pub plural: bool,
    /// Standard sizes (beds, mattresses, rugs) are never varied.
    pub exact: bool,
}

pub(crate) const fn v(
    label: &'static str,
    prose: &'static str,
    dims: [u32; 3],
    tenths_kg: u32,
    ksh: (i64, i64),
    tag: &'static str,
) -> Variant {
    Variant {
        label,
        prose,
        dims,
        tenths_kg,
        ksh,
        tag,
        plural: false,
        exact: false,
    }
}

impl Variant {
    pub(crate) const fn plural(mut self) -> Variant {
        self.plural = true;
        self
    }

    pub(crate) const fn exact(mut self) -> Variant {
        self.exact = true;
        self
    }
}

#[derive(Debug)]
pub(crate) struct Family {
    /// Taxonomy names, exactly as in `CATEGORIES`.
    pub category: &'static str,
    pub sub: &'static str,
    /// The picture kind (see `art::KINDS`).
    pub kind: &'static str,
    pub nouns: &'static [&'static str],
    /// Optional words a name may carry ("Tufted", "Mid-Century").
    pub styles: &'static [&'static str],
    pub variants: &'static [Variant],
    pub materials: &'static [&'static str],
    pub colours: &'static [&'static str],
    pub brands: &'static [&'static str],
    pub tags: &'static [&'static str],
    /// Opening sentences; one is used.
    pub about: &'static [&'static str],
    /// Further sentences about use; up to two are used.
    pub uses: &'static [&'static str],
    /// A care sentence for the whole family, when the material's own would not fit (rugs are
    /// not machine washed); empty to use the material's.
    pub care: &'static str,
    /// Chance (percent) that a product needs assembling.
    pub assembly_pct: u32,
    /// Large, heavy pieces: delivered free whatever the price.
    pub bulky: bool,
    /// How many demo products; also the family's weight in the large catalogue.
    pub demo: usize,
}

impl Family {
    pub(crate) fn category_slug(&self) -> String {
        slugify(self.category)
    }

    pub(crate) fn subcategory_slug(&self) -> String {
        format!("{}-{}", slugify(self.category), slugify(self.sub))
    }

    /// How a product of `variant` is drawn with `detail` (see [`art::Form`]): a shaped kind
    /// by its seats ("5-Seater") or, for beds, its width; any other kind stretched to the
    /// variant's width and height against the family's middle ones (80-120% wide, 88-112% tall,
    /// in steps, so the pictures stay few), in its one detail.
    pub(crate) fn form(&self, variant: &Variant, detail: u8) -> art::Form {
        let Some(kind) = art::find_kind(self.kind) else {
            return art::Form::default();
        };
        if kind.shaped {
            let seats = variant
                .label
                .strip_suffix("-Seater")
                .and_then(|n| n.parse().ok())
                .unwrap_or(0);
            let width_cm = if seats == 0 {
                u16::try_from(variant.dims[0]).unwrap_or(0)
            } else {
                0
            };
            return art::Form {
                seats,
                width_cm,
                detail: detail % art::DETAILS,
                ..art::Form::default()
            };
        }
        let middle = |axis: usize| {
            let mut values: Vec<u32> = self.variants.iter().map(|v| v.dims[axis]).collect();
            values.sort_unstable();
            f64::from(values[values.len() / 2].max(1))
        };
        let pct = |axis: usize, step: f64, low: f64, high: f64| {
            let ratio = f64::from(variant.dims[axis]) / middle(axis) * 100.0;
            ((ratio / step).round() * step).clamp(low, high) as u8
        };
        art::Form {
            width_pct: pct(0, 5.0, 80.0, 120.0),
            height_pct: pct(2, 4.0, 88.0, 112.0),
            ..art::Form::default()
        }
    }

    pub(crate) fn material(&self, index: usize) -> &'static Material {
        material(self.materials[index % self.materials.len()])
    }

    /// The family's colours that `material` comes in (all of them when none match).
    pub(crate) fn colours_for(&self, material: &Material) -> Vec<&'static Colour> {
        let all = self.colours.iter().filter_map(|name| colour(name));
        let matching: Vec<&'static Colour> = all
            .clone()
            .filter(|c| material.finishes.is_empty() || material.finishes.contains(&c.name))
            .collect();
        if matching.is_empty() {
            all.collect()
        } else {
            matching
        }
    }
}

/// Brands, grouped by what they make.
pub(crate) mod brands {
    pub(crate) const HOME: &[&str] = &[
        "Samani Home",
        "Savanna Living",
        "Kifaru Furniture",
        "Mvule Crafts",
    ];
    pub(crate) const WOODCRAFT: &[&str] = &[
        "Mvule Crafts",
        "Kifaru Furniture",
        "Samani Home",
        "Jua Kali Works",
    ];
    pub(crate) const WORKSHOP: &[&str] = &["Jua Kali Works", "Dorm & Den", "Kifaru Furniture"];
    pub(crate) const OFFICE: &[&str] = &["Ofisi Pro", "Jua Kali Works", "Kifaru Furniture"];
    pub(crate) const OUTDOOR: &[&str] = &[
        "Pwani Rattan",
        "Bustani Outdoor",
        "Jua Kali Works",
        "Savanna Living",
    ];
    pub(crate) const KIDS: &[&str] = &["Dorm & Den", "Samani Home", "Mvule Crafts"];
    pub(crate) const SLEEP: &[&str] = &["Lala Salama Sleep", "Savanna Living", "Kifaru Furniture"];
    pub(crate) const DECOR: &[&str] = &[
        "Nyumbani Decor",
        "Savanna Living",
        "Pwani Rattan",
        "Samani Home",
    ];
}

/// Every family, in taxonomy order.
pub(crate) fn all() -> impl Iterator<Item = &'static Family> + Clone {
    [
        living_room::FAMILIES,
        bedroom::FAMILIES,
        dining_room::FAMILIES,
        office::FAMILIES,
        outdoor::FAMILIES,
        storage::FAMILIES,
        decor::FAMILIES,
        kids_room::FAMILIES,
        mattresses::FAMILIES,
    ]
    .into_iter()
    .flatten()
}

/// Every (picture kind, form, colour) a product can be given.
pub(crate) fn art_pieces() -> BTreeSet<(&'static str, art::Form, &'static str)> {
    let mut pieces = BTreeSet::new();
    for family in all() {
        let details = match art::find_kind(family.kind) {
            Some(kind) if kind.shaped => art::DETAILS,
            _ => 1,
        };
        for variant in family.variants {
            for detail in 0..details {
                let form = family.form(variant, detail);
                for name in family.materials {
                    for c in family.colours_for(material(name)) {
                        pieces.insert((family.kind, form, c.name));
                    }
                }
            }
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::taxonomy::CATEGORIES;

    #[test]
    fn every_subcategory_has_exactly_one_family() {
        let mut expected = BTreeSet::new();
        for cat in CATEGORIES {
            for sub in cat.subcategories {
                expected.insert(format!("{}-{}", slugify(cat.name), slugify(sub)));
            }
        }
        let families: Vec<String> = all().map(Family::subcategory_slug).collect();
        let unique: BTreeSet<String> = families.iter().cloned().collect();
        assert_eq!(
            unique.len(),
            families.len(),
            "a subcategory has two families"
        );
        assert_eq!(unique, expected);
    }

    #[test]
    fn families_name_known_materials_colours_and_kinds() {
        for f in all() {
            let what = f.subcategory_slug();
            assert!(art::find_kind(f.kind).is_some(), "{what}: kind {}", f.kind);
            for m in f.materials {
                assert!(
                    super::super::materials::MATERIALS
                        .iter()
                        .any(|x| x.name == *m),
                    "{what}: {m}"
                );
            }
            for c in f.colours {
                assert!(colour(c).is_some(), "{what}: colour {c}");
            }
            assert!(!f.nouns.is_empty() && !f.variants.is_empty() && !f.brands.is_empty());
            assert!(f.tags.len() >= 2, "{what}: needs two tags");
            assert!(!f.about.is_empty() && !f.uses.is_empty(), "{what}");
            assert!(f.demo >= 2, "{what}: at least two demo products");
            for v in f.variants {
                assert!(
                    v.ksh.0 >= 2_500 && v.ksh.0 < v.ksh.1 && v.ksh.1 <= 450_000,
                    "{what}: {:?}",
                    v.ksh
                );
                assert!(!v.prose.is_empty(), "{what}: variant prose");
            }
            for t in f.about.iter().chain(f.uses) {
                let rest = t
                    .replace("{v}", "")
                    .replace("{n}", "")
                    .replace("{m}", "")
                    .replace("{c}", "");
                assert!(!rest.contains('{') && !rest.contains('}'), "{what}: {t}");
            }
        }
    }
}
