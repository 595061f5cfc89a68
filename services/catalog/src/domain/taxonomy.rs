//! The fixed 9-category taxonomy of the admin spec (section 3, "Category taxonomy").
//!
//! Slugs are lowercase with hyphens; a subcategory slug is `{category}-{subcategory}`
//! (`living-room-sectional-sofas`), as DECISIONS.md fixes, so the home page's rows work.

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

/// A top-level category and its subcategory names, in the spec's order.
pub struct CategoryDef {
    pub name: &'static str,
    pub subcategories: &'static [&'static str],
}

pub const CATEGORIES: &[CategoryDef] = &[
    CategoryDef {
        name: "Living Room",
        subcategories: &[
            "Sofas",
            "Coffee Tables",
            "TV Stands",
            "Accent Chairs",
            "Console Tables",
            "Sectional Sofas",
            "Living Room Packages",
            "Side Tables",
            "Nest of Tables",
            "Semi Recliners",
            "Couches in Set",
            "Buffet Tables",
            "Pouffes & Ottomans",
            "Entertainment Centers",
            "Bookcases",
        ],
    },
    CategoryDef {
        name: "Bedroom",
        subcategories: &[
            "Beds",
            "Dressers",
            "Nightstands",
            "Wardrobes",
            "Mattresses",
            "Ottomans",
            "Chest of Drawers",
            "Bedroom Packages",
            "Bed Benches",
            "Vanity Tables",
            "Armoires",
            "Headboards",
        ],
    },
    CategoryDef {
        name: "Dining Room",
        subcategories: &[
            "Dining Tables",
            "Dining Chairs",
            "Buffets",
            "Bar Carts",
            "China Cabinets",
            "Four Seater Dining Sets",
            "Six Seater Dining Sets",
            "Eight Seater Dining Sets",
            "Bar Stools",
            "Kitchen Islands",
        ],
    },
    CategoryDef {
        name: "Office",
        subcategories: &[
            "Desks",
            "Office Chairs",
            "Bookshelves",
            "Filing Cabinets",
            "Desk Lamps",
            "Conference Tables",
            "Reception Furniture",
            "Storage Solutions",
        ],
    },
    CategoryDef {
        name: "Outdoor",
        subcategories: &[
            "Patio Sets",
            "Outdoor Chairs",
            "Garden Benches",
            "Hammocks",
            "Outdoor Tables",
            "Umbrellas",
            "Fire Pits",
            "Gazebos",
        ],
    },
    CategoryDef {
        name: "Storage",
        subcategories: &[
            "Cabinets",
            "Shelving",
            "Storage Bins",
            "Closet Systems",
            "Media Storage",
            "Shoe Racks",
            "Pantry Storage",
            "Garage Storage",
        ],
    },
    CategoryDef {
        name: "Decor",
        subcategories: &[
            "Mirrors",
            "Mirror Frames",
            "Rugs",
            "Lighting",
            "Wall Art",
            "Throw Pillows",
            "Curtains",
            "Decorative Objects",
        ],
    },
    CategoryDef {
        name: "Kids Room",
        subcategories: &[
            "Kids Beds",
            "Double Deckers",
            "Baby Cots",
            "Study Desks",
            "Toy Storage",
            "Cribs",
        ],
    },
    CategoryDef {
        name: "Mattresses",
        subcategories: &[
            "Foam Mattresses",
            "Spring Mattresses",
            "Orthopedic Mattresses",
            "Memory Foam Mattresses",
        ],
    },
];

/// `Living Room` -> `living-room`; `Pouffes & Ottomans` -> `pouffes-ottomans`.
pub fn slugify(name: &str) -> String {
    let mut slug = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    while slug.ends_with('-') {
        slug.pop();
    }
    slug
}

/// What a category filter resolves to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CategoryFilter {
    Category(String),
    Subcategory(String),
}

/// A subcategory's place in the taxonomy.
struct Placement {
    category_slug: String,
    category_name: &'static str,
    subcategory_name: &'static str,
}

/// Slug lookups, built once: product rows name their subcategory by slug on every read.
struct Index {
    categories: HashSet<String>,
    subcategories: HashMap<String, Placement>,
}

static INDEX: LazyLock<Index> = LazyLock::new(|| {
    let mut index = Index {
        categories: HashSet::new(),
        subcategories: HashMap::new(),
    };
    for cat in CATEGORIES {
        let cat_slug = slugify(cat.name);
        for sub in cat.subcategories {
            index.subcategories.insert(
                format!("{cat_slug}-{}", slugify(sub)),
                Placement {
                    category_slug: cat_slug.clone(),
                    category_name: cat.name,
                    subcategory_name: sub,
                },
            );
        }
        index.categories.insert(cat_slug);
    }
    index
});

/// Resolves a slug (or a display name, case-insensitively) to a category or subcategory.
/// `None` when it names nothing in the taxonomy.
pub fn resolve(input: &str) -> Option<CategoryFilter> {
    let wanted = slugify(input);
    if INDEX.categories.contains(&wanted) {
        Some(CategoryFilter::Category(wanted))
    } else if INDEX.subcategories.contains_key(&wanted) {
        Some(CategoryFilter::Subcategory(wanted))
    } else {
        None
    }
}

/// Names for a subcategory slug: (category slug, category name, subcategory name).
pub fn names_of_subcategory(sub_slug: &str) -> Option<(&'static str, &'static str, &'static str)> {
    INDEX.subcategories.get(sub_slug).map(|p| {
        (
            p.category_slug.as_str(),
            p.category_name,
            p.subcategory_name,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_nine_categories() {
        assert_eq!(CATEGORIES.len(), 9);
    }

    #[test]
    fn slugs_are_lowercase_with_hyphens() {
        assert_eq!(slugify("Living Room"), "living-room");
        assert_eq!(slugify("Pouffes & Ottomans"), "pouffes-ottomans");
        assert_eq!(slugify("TV Stands"), "tv-stands");
    }

    #[test]
    fn the_home_page_rows_resolve() {
        for slug in [
            "kids-room",
            "kids-room-double-deckers",
            "living-room-sectional-sofas",
            "living-room",
            "dining-room-eight-seater-dining-sets",
        ] {
            assert!(resolve(slug).is_some(), "{slug}");
        }
        assert_eq!(
            resolve("living-room-sectional-sofas"),
            Some(CategoryFilter::Subcategory(
                "living-room-sectional-sofas".into()
            ))
        );
        assert_eq!(
            resolve("Living Room"),
            Some(CategoryFilter::Category("living-room".into()))
        );
    }

    #[test]
    fn unknown_names_resolve_to_nothing() {
        assert_eq!(resolve("spaceships"), None);
        assert_eq!(resolve(""), None);
        assert_eq!(resolve("---"), None);
    }

    #[test]
    fn subcategory_names_round_trip() {
        let names = names_of_subcategory("bedroom-chest-of-drawers").unwrap();
        assert_eq!(names, ("bedroom", "Bedroom", "Chest of Drawers"));
        assert_eq!(names_of_subcategory("bedroom"), None);
    }
}
