//! Storage.

use super::{Family, brands, v};
use crate::seed::palette as colours;

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Storage", sub: "Cabinets", kind: "cabinet",
        nouns: &["Cabinet", "Storage Cabinet", "Cupboard"],
        styles: &["Shaker", "Fluted", "Classic"],
        variants: &[
            v("2-Door", "two-door", [80, 40, 120], 400, (12_000, 48_000), "2-door"),
            v("Tall", "tall", [80, 40, 180], 560, (20_000, 65_000), "tall"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "MDF", "Pine", "Metal"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["cabinet", "storage", "cupboard"],
        about: &[
            "A {v} {n} in {c} {m} with adjustable shelves behind solid doors.",
            "This {c} {v} {n} made from {m} tidies away everything from board games to cleaning supplies.",
        ],
        uses: &[
            "Magnetic catches keep the doors closed.",
            "It fits a hallway, a kitchen or a bedroom.",
        ],
        care: "",
        assembly_pct: 70, bulky: false, demo: 3,
    },
    Family {
        category: "Storage", sub: "Shelving", kind: "shelving",
        nouns: &["Shelving Unit", "Shelf Rack", "Open Shelves"],
        styles: &["Industrial", "Open", "Utility"],
        variants: &[
            v("5-Tier", "five-tier", [90, 35, 180], 250, (6_500, 28_000), "5-tier"),
            v("4-Tier", "four-tier", [80, 35, 150], 200, (5_000, 22_000), "4-tier"),
        ],
        materials: &["Metal", "Pine", "Oak Veneer", "Mvule Hardwood"],
        colours: &["Black", "White", "Grey", "Natural", "Walnut", "Charcoal"],
        brands: brands::WORKSHOP,
        tags: &["shelving", "storage", "shelves"],
        about: &[
            "A {v} {n} in {c} {m}, with open shelves for baskets, jars, books and plants.",
            "This {c} {v} {n} is built from {m} and goes together in minutes.",
        ],
        uses: &[
            "Each shelf carries up to 50 kg.",
            "Adjustable feet level it on uneven floors.",
        ],
        care: "",
        assembly_pct: 100, bulky: false, demo: 3,
    },
    Family {
        category: "Storage", sub: "Storage Bins", kind: "storage-bins",
        nouns: &["Storage Bins", "Storage Baskets", "Fabric Boxes"],
        styles: &["Woven", "Foldable", "Lidded"],
        variants: &[
            v("(Set of 3)", "set of three", [38, 30, 26], 25, (2_500, 6_500), "set of 3"),
            v("(Set of 2)", "set of two", [40, 32, 28], 18, (2_500, 5_000), "set of 2"),
        ],
        materials: &["Jute", "Cotton", "Polypropylene", "Rattan"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["storage bins", "baskets", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with cut-out handles, sized for cube shelves and wardrobe tops.",
            "Tidy toys, towels and cables away in this {c} {v} {n} made from {m}; they fold flat when not in use.",
        ],
        uses: &[
            "They fit standard 33 cm cube shelving.",
            "Wipe them clean or air them in the sun.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 3,
    },
    Family {
        category: "Storage", sub: "Closet Systems", kind: "closet-system",
        nouns: &["Closet System", "Walk-In Closet", "Wardrobe Organiser"],
        styles: &["Open", "Modular", "Custom-Fit"],
        variants: &[
            v("2-Bay", "two-bay", [160, 45, 200], 700, (25_000, 75_000), "2-bay"),
            v("3-Bay", "three-bay", [240, 45, 200], 1000, (45_000, 120_000), "3-bay"),
        ],
        materials: &["MDF", "Oak Veneer", "Metal", "Pine"],
        colours: &["White", "Natural", "Walnut", "Grey", "Black", "Cream"],
        brands: brands::WOODCRAFT,
        tags: &["closet system", "wardrobe", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with hanging rails, open shelves, a shoe shelf and two drawers.",
            "Turn a spare room or an alcove into a walk-in closet with this {c} {v} {n} in {m}.",
        ],
        uses: &[
            "The modules can be rearranged as your needs change.",
            "Installed by our fitters within Nairobi.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 3,
    },
    Family {
        category: "Storage", sub: "Media Storage", kind: "tv-stand",
        nouns: &["Media Cabinet", "Media Console", "AV Cabinet"],
        styles: &["Modern", "Mid-Century", "Slatted"],
        variants: &[
            v("", "low", [140, 40, 55], 280, (9_000, 40_000), ""),
            v("Wide", "wide", [180, 42, 55], 380, (14_000, 48_000), "wide"),
        ],
        materials: &["Oak Veneer", "MDF", "Solid Mahogany", "Pine"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["media storage", "tv stand", "living room"],
        about: &[
            "A {v} {n} in {c} {m} with cupboards for consoles, decoders and games, and a ventilated open shelf.",
            "Keep remotes, games and DVDs tidy in this {c} {v} {n} made from {m}.",
        ],
        uses: &[
            "Cable holes at the back keep wires out of sight.",
            "The top takes a TV of up to 65 inches.",
        ],
        care: "",
        assembly_pct: 80, bulky: false, demo: 3,
    },
    Family {
        category: "Storage", sub: "Shoe Racks", kind: "shoe-rack",
        nouns: &["Shoe Rack", "Shoe Shelf", "Shoe Stand"],
        styles: &["Slim", "Open", "Classic"],
        variants: &[
            v("3-Tier", "three-tier", [80, 30, 60], 60, (3_500, 12_000), "3-tier"),
            v("5-Tier", "five-tier", [80, 30, 90], 90, (5_000, 18_000), "5-tier"),
        ],
        materials: &["Metal", "Pine", "Oak Veneer", "Mvule Hardwood", "MDF"],
        colours: &["Black", "White", "Natural", "Walnut", "Grey", "Brown"],
        brands: brands::WORKSHOP,
        tags: &["shoe rack", "storage", "entryway"],
        about: &[
            "A {v} {n} in {c} {m} that holds up to 15 pairs of shoes by the door.",
            "This {c} {v} {n} made from {m} keeps school shoes, sandals and sneakers off the floor.",
        ],
        uses: &[
            "Slatted shelves let shoes air out.",
            "Easy to assemble with the tools supplied.",
        ],
        care: "",
        assembly_pct: 100, bulky: false, demo: 4,
    },
    Family {
        category: "Storage", sub: "Pantry Storage", kind: "cabinet",
        nouns: &["Pantry Cabinet", "Larder Cupboard", "Kitchen Pantry"],
        styles: &["Tall", "Shaker", "Farmhouse"],
        variants: &[
            v("", "tall", [80, 40, 180], 520, (15_000, 60_000), ""),
            v("Double", "double-door", [100, 42, 185], 640, (22_000, 65_000), "double door"),
        ],
        materials: &["MDF", "Pine", "Oak Veneer", "Solid Mahogany"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["pantry", "kitchen", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with five adjustable shelves and door racks for spices and jars.",
            "Bulk-buy unga, rice and sugar and keep it all neat in this {c} {v} {n} made from {m}.",
        ],
        uses: &[
            "Ventilation holes keep food fresh.",
            "A wall strap is included.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 3,
    },
    Family {
        category: "Storage", sub: "Garage Storage", kind: "shelving",
        nouns: &["Garage Shelving", "Heavy-Duty Rack", "Storage Rack"],
        styles: &["Heavy-Duty", "Boltless", "Industrial"],
        variants: &[
            v("5-Tier", "five-tier", [120, 50, 200], 350, (9_000, 35_000), "5-tier"),
            v("4-Tier", "four-tier", [100, 45, 180], 280, (7_500, 28_000), "4-tier"),
        ],
        materials: &["Metal", "Pine"],
        colours: &["Black", "Grey", "Charcoal", "White"],
        brands: brands::WORKSHOP,
        tags: &["garage storage", "shelving", "tools"],
        about: &[
            "A {v} {n} in {c} {m} with boltless shelves that carry 175 kg each.",
            "Get tools, paint and car parts off the garage floor with this {c} {v} {n} made from {m}.",
        ],
        uses: &[
            "It goes together with a rubber mallet in about twenty minutes.",
            "Galvanised fittings resist rust in damp garages.",
        ],
        care: "",
        assembly_pct: 100, bulky: false, demo: 3,
    },
];
