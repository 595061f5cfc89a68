//! Dining Room.

use super::{Family, Variant, brands, v};
use crate::seed::palette as colours;

const SET_MATERIALS: &[&str] = &[
    "Solid Mahogany",
    "Mvule Hardwood",
    "Oak Veneer",
    "Tempered Glass",
    "Teak",
    "Pine",
];
const SET_NOUNS: &[&str] = &["Dining Set", "Dining Table Set", "Dinette Set"];
const SET_STYLES: &[&str] = &["Farmhouse", "Classic", "Modern", "Mid-Century"];
const SET_ABOUT: &[&str] = &[
    "A {v} {n}: a {m} table with matching chairs upholstered in {c}, made for everyday family meals.",
    "This {c} {v} {n} pairs a {m} table with comfortable padded chairs that have curved, supportive backs.",
    "Gather everyone round this {v} {n}, with a {m} table top and sturdy chairs in {c}.",
];
const SET_USES: &[&str] = &[
    "The chairs arrive assembled; the table legs bolt on in minutes.",
    "Seat pads are removable for cleaning.",
    "The table top is sealed against water rings; use mats under very hot pots.",
];

const fn dining_set(sub: &'static str, variants: &'static [Variant], demo: usize) -> Family {
    Family {
        category: "Dining Room",
        sub,
        kind: "dining-set",
        nouns: SET_NOUNS,
        styles: SET_STYLES,
        variants,
        materials: SET_MATERIALS,
        colours: colours::ALL,
        brands: brands::WOODCRAFT,
        tags: &["dining set", "dining room", "table and chairs"],
        about: SET_ABOUT,
        uses: SET_USES,
        care: "",
        assembly_pct: 60,
        bulky: true,
        demo,
    }
}

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Dining Room", sub: "Dining Tables", kind: "dining-table",
        nouns: &["Dining Table", "Kitchen Table"],
        styles: &["Farmhouse", "Mid-Century", "Classic", "Live-Edge", "Trestle"],
        variants: &[
            v("4-Seater", "four-seater", [120, 80, 76], 350, (25_000, 70_000), "4-seater"),
            v("6-Seater", "six-seater", [180, 90, 76], 520, (38_000, 130_000), "6-seater"),
            v("8-Seater", "eight-seater", [220, 100, 76], 720, (60_000, 190_000), "8-seater"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Teak", "Oak Veneer", "Tempered Glass", "Marble"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["dining table", "dining room", "table"],
        about: &[
            "A {v} {n} in {c} {m} with sturdy legs set at the corners, so every chair has legroom.",
            "Gather round this {c} {v} {n}: a generous {m} top on a solid hardwood base made for everyday family meals.",
        ],
        uses: &[
            "Chairs sold separately.",
            "The top is sealed against water rings; use mats under very hot pots.",
            "Levelling feet keep it steady on uneven floors.",
        ],
        care: "",
        assembly_pct: 60, bulky: true, demo: 5,
    },
    Family {
        category: "Dining Room", sub: "Dining Chairs", kind: "dining-chair",
        nouns: &["Dining Chair", "Side Chair"],
        styles: &["Upholstered", "Mid-Century", "Classic", "Parsons", "Wishbone"],
        variants: &[
            v("(Set of 2)", "set of two", [48, 55, 95], 140, (9_000, 32_000), "set of 2").plural(),
            v("(Set of 4)", "set of four", [48, 55, 95], 280, (17_000, 58_000), "set of 4").plural(),
            v("", "single", [48, 55, 95], 70, (5_000, 18_000), ""),
        ],
        materials: &["Velvet", "Linen", "Faux Leather", "Leather", "Fabric", "Solid Mahogany", "Rattan"],
        colours: colours::ALL, brands: brands::HOME,
        tags: &["dining chair", "chair", "dining room"],
        about: &[
            "A {v} {n} in {c} {m} on solid hardwood legs, with a curved back that supports you through long dinners.",
            "Dress up the dining table with this {v} {n}: {c} {m}, a padded seat and tapered legs.",
        ],
        uses: &[
            "Protective felt pads are fitted to every leg.",
            "The seat is 47 cm high, matching standard dining tables.",
            "Spills wipe off easily after family meals.",
        ],
        care: "",
        assembly_pct: 50, bulky: false, demo: 5,
    },
    Family {
        category: "Dining Room", sub: "Buffets", kind: "sideboard",
        nouns: &["Buffet", "Sideboard", "Credenza"],
        styles: &["Fluted", "Mid-Century", "Classic", "Rustic"],
        variants: &[
            v("4-Door", "four-door", [180, 45, 80], 640, (42_000, 140_000), "4-door"),
            v("2-Door", "two-door", [120, 45, 80], 420, (28_000, 80_000), "2-door"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Oak Veneer", "Teak", "MDF", "Rattan"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["buffet", "sideboard", "dining room"],
        about: &[
            "A {v} {n} in {c} {m} for the dining room, with shelves for plates and glasses and felt-lined cutlery drawers.",
            "This {c} {v} {n} in {m} keeps the good china close to the table and gives you a surface for serving.",
        ],
        uses: &[
            "Cable holes at the back mean it can carry a lamp or a speaker.",
            "Soft-close hinges on every door.",
        ],
        care: "",
        assembly_pct: 20, bulky: true, demo: 3,
    },
    Family {
        category: "Dining Room", sub: "Bar Carts", kind: "bar-cart",
        nouns: &["Bar Cart", "Drinks Trolley", "Serving Cart"],
        styles: &["Art Deco", "Industrial", "Classic"],
        variants: &[
            v("2-Tier", "two-tier", [80, 45, 85], 120, (12_000, 38_000), "2-tier"),
            v("3-Tier", "three-tier", [75, 42, 90], 140, (14_000, 40_000), "3-tier"),
        ],
        materials: &["Metal", "Tempered Glass", "Solid Mahogany", "Rattan"],
        colours: &["Black", "Natural", "White", "Walnut", "Emerald Green", "Charcoal", "Brown"],
        brands: brands::WORKSHOP,
        tags: &["bar cart", "drinks trolley", "dining room"],
        about: &[
            "A {v} {n} in {c} {m} on smooth-rolling castors, with a rail to keep bottles in place.",
            "Serve sundowners in style from this {c} {v} {n}; the {m} trays wipe clean after every party.",
        ],
        uses: &[
            "Two of the four wheels lock.",
            "Also handy as a coffee station or a plant stand.",
        ],
        care: "",
        assembly_pct: 70, bulky: false, demo: 3,
    },
    Family {
        category: "Dining Room", sub: "China Cabinets", kind: "china-cabinet",
        nouns: &["China Cabinet", "Display Cabinet", "Glass Cabinet"],
        styles: &["Classic", "Colonial", "Modern"],
        variants: &[
            v("2-Door", "two-door", [100, 42, 190], 700, (45_000, 120_000), "2-door"),
            v("Tall", "tall", [100, 45, 205], 820, (55_000, 150_000), "tall"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Oak Veneer", "MDF"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["china cabinet", "display cabinet", "dining room"],
        about: &[
            "A {v} {n} in {c} {m} with glazed upper doors, glass shelves and a solid cupboard below.",
            "Show off the wedding china in this {c} {v} {n} made from {m}, with tempered-glass doors and an internal light.",
        ],
        uses: &[
            "The glass shelves are adjustable.",
            "A lock keeps curious children out.",
        ],
        care: "",
        assembly_pct: 50, bulky: true, demo: 3,
    },
    dining_set("Four Seater Dining Sets", &[
        v("4-Seater", "four-seater", [120, 80, 76], 950, (35_000, 110_000), "4-seater"),
    ], 7),
    dining_set("Six Seater Dining Sets", &[
        v("6-Seater", "six-seater", [180, 90, 76], 1450, (65_000, 220_000), "6-seater"),
    ], 8),
    dining_set("Eight Seater Dining Sets", &[
        v("8-Seater", "eight-seater", [220, 100, 76], 1950, (120_000, 450_000), "8-seater"),
    ], 6),
    Family {
        category: "Dining Room", sub: "Bar Stools", kind: "bar-stool",
        nouns: &["Bar Stool", "Counter Stool", "Kitchen Stool"],
        styles: &["Swivel", "Industrial", "Mid-Century", "Adjustable"],
        variants: &[
            v("", "single", [45, 45, 105], 70, (4_500, 16_000), ""),
            v("(Set of 2)", "set of two", [45, 45, 105], 140, (9_000, 30_000), "set of 2").plural(),
        ],
        materials: &["Faux Leather", "Velvet", "Leather", "Metal", "Rattan"],
        colours: colours::FABRIC, brands: brands::WORKSHOP,
        tags: &["bar stool", "kitchen", "counter"],
        about: &[
            "A {v} {n} in {c} {m}, with a padded low back, a footrest ring and a 75 cm seat height for kitchen counters.",
            "Pull this {c} {v} {n} up to the kitchen counter: a {m} seat on sturdy powder-coated legs.",
        ],
        uses: &[
            "Plastic floor protectors are fitted to every foot.",
            "Seats wipe clean after breakfast.",
        ],
        care: "",
        assembly_pct: 60, bulky: false, demo: 4,
    },
    Family {
        category: "Dining Room", sub: "Kitchen Islands", kind: "kitchen-island",
        nouns: &["Kitchen Island", "Island Counter", "Kitchen Island Unit"],
        styles: &["Shaker", "Farmhouse", "Modern"],
        variants: &[
            v("", "freestanding", [120, 60, 90], 600, (35_000, 120_000), ""),
            v("Large", "large", [160, 80, 92], 900, (65_000, 150_000), "large"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "MDF", "Pine"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["kitchen island", "kitchen", "storage"],
        about: &[
            "A {v} {n} with a {c} {m} base, a hard-wearing stone-look worktop and an overhang for two bar stools.",
            "Add prep space and storage with this {c} {v} {n} in {m}: three drawers, three cupboards and a worktop for rolling chapati.",
        ],
        uses: &[
            "Bar stools sold separately.",
            "The worktop resists heat and scratches.",
        ],
        care: "",
        assembly_pct: 80, bulky: true, demo: 3,
    },
];
