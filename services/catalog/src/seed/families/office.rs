//! Office.

use super::{Family, brands, v};
use crate::seed::palette as colours;

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Office", sub: "Desks", kind: "desk",
        nouns: &["Desk", "Writing Desk", "Computer Desk", "Executive Desk"],
        styles: &["Industrial", "Minimalist", "Classic", "Scandi"],
        variants: &[
            v("120 cm", "compact 120 cm", [120, 60, 75], 320, (15_000, 45_000), "compact"),
            v("140 cm", "140 cm", [140, 70, 75], 420, (22_000, 65_000), "home office"),
            v("160 cm", "spacious 160 cm", [160, 80, 76], 600, (35_000, 95_000), "large"),
        ],
        materials: &["Oak Veneer", "Solid Mahogany", "MDF", "Metal", "Mvule Hardwood", "Pine"],
        colours: colours::CASEGOODS, brands: brands::OFFICE,
        tags: &["desk", "office", "work from home"],
        about: &[
            "A {v} {n} in {c} {m} with a three-drawer pedestal and a cable grommet to keep chargers tidy.",
            "Work from home in comfort at this {c} {v} {n}: a {m} top with room for a laptop, a monitor and your paperwork.",
        ],
        uses: &[
            "The bottom drawer takes A4 hanging files.",
            "At 75 cm high it suits most office chairs.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 6,
    },
    Family {
        category: "Office", sub: "Office Chairs", kind: "office-chair",
        nouns: &["Office Chair", "Ergonomic Chair", "Executive Chair", "Task Chair"],
        styles: &["High-Back", "Mid-Back", "Swivel"],
        variants: &[
            v("", "swivel", [65, 65, 115], 150, (8_500, 32_000), ""),
            v("Executive", "executive", [70, 70, 125], 220, (22_000, 65_000), "executive"),
            v("Ergonomic", "ergonomic", [66, 66, 120], 180, (16_000, 48_000), "ergonomic"),
        ],
        materials: &["Mesh", "Faux Leather", "Leather", "Fabric"],
        colours: &["Black", "Grey", "Charcoal", "White", "Navy Blue", "Brown", "Emerald Green"],
        brands: brands::OFFICE,
        tags: &["office chair", "office", "ergonomic"],
        about: &[
            "A {v} {n} in {c} {m} with adjustable seat height, a tilt lock and a sturdy five-star base on smooth castors.",
            "Sit well through long workdays in this {c} {v} {n}: {m} upholstery, lumbar support and padded armrests.",
        ],
        uses: &[
            "The gas lift is certified for users up to 120 kg.",
            "The castors are safe on tiles and wooden floors.",
            "Assembly takes about fifteen minutes with the tools supplied.",
        ],
        care: "",
        assembly_pct: 100, bulky: false, demo: 10,
    },
    Family {
        category: "Office", sub: "Bookshelves", kind: "bookcase",
        nouns: &["Bookshelf", "Office Bookcase", "Shelving Cabinet"],
        styles: &["Tall", "Open", "Classic"],
        variants: &[
            v("5-Shelf", "five-shelf", [80, 32, 180], 400, (10_000, 45_000), "5 shelves"),
            v("Wide", "wide", [120, 35, 180], 540, (16_000, 52_000), "wide"),
        ],
        materials: &["Oak Veneer", "MDF", "Solid Mahogany", "Metal", "Pine"],
        colours: colours::CASEGOODS, brands: brands::OFFICE,
        tags: &["bookshelf", "office", "shelves"],
        about: &[
            "A {v} {n} in {c} {m} for binders, reference books and box files.",
            "Keep the office organised with this {c} {v} {n} made from {m}.",
        ],
        uses: &[
            "The shelves adjust in 3 cm steps.",
            "Supplied with a wall strap.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 3,
    },
    Family {
        category: "Office", sub: "Filing Cabinets", kind: "filing-cabinet",
        nouns: &["Filing Cabinet", "File Cabinet"],
        styles: &["Lockable", "Vertical", "Steel"],
        variants: &[
            v("4-Drawer", "four-drawer", [47, 62, 132], 450, (18_000, 45_000), "4-drawer"),
            v("3-Drawer", "three-drawer", [47, 62, 102], 350, (14_000, 36_000), "3-drawer"),
            v("2-Drawer", "two-drawer", [47, 55, 72], 240, (9_500, 26_000), "2-drawer"),
        ],
        materials: &["Metal", "Oak Veneer", "MDF"],
        colours: colours::METALWORK, brands: brands::OFFICE,
        tags: &["filing cabinet", "office", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with full-extension runners that take A4 and foolscap hanging files.",
            "Keep records safe in this {c} {v} {n}: {m} construction, a central lock and an anti-tilt catch that opens one drawer at a time.",
        ],
        uses: &[
            "Two keys are supplied.",
            "Every drawer has a label holder.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 3,
    },
    Family {
        category: "Office", sub: "Desk Lamps", kind: "desk-lamp",
        nouns: &["Desk Lamp", "Task Lamp", "Reading Lamp"],
        styles: &["Architect", "Swing-Arm", "Classic"],
        variants: &[
            v("", "adjustable", [18, 45, 55], 18, (2_500, 9_000), ""),
            v("LED", "energy-saving LED", [16, 40, 50], 14, (3_500, 9_500), "led"),
        ],
        materials: &["Metal"],
        colours: &["Black", "White", "Navy Blue", "Emerald Green", "Mustard", "Terracotta", "Grey", "Blush Pink"],
        brands: brands::OFFICE,
        tags: &["desk lamp", "lighting", "office"],
        about: &[
            "An {v} {n} in {c} {m} with a spring-balanced arm that stays exactly where you point it.",
            "This {c} {n} in {m} throws a focused pool of warm light onto your desk for reading and homework.",
        ],
        uses: &[
            "A warm-white bulb is included.",
            "The weighted base stops it tipping over.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 3,
    },
    Family {
        category: "Office", sub: "Conference Tables", kind: "conference-table",
        nouns: &["Conference Table", "Boardroom Table", "Meeting Table"],
        styles: &["Executive", "Modern", "Classic"],
        variants: &[
            v("6-Seater", "six-seater", [180, 90, 75], 700, (55_000, 140_000), "6-seater"),
            v("8-Seater", "eight-seater", [240, 110, 75], 950, (85_000, 220_000), "8-seater"),
            v("10-Seater", "ten-seater", [300, 120, 75], 1300, (120_000, 320_000), "10-seater"),
        ],
        materials: &["Oak Veneer", "Solid Mahogany", "Mvule Hardwood", "MDF", "Tempered Glass"],
        colours: colours::WOOD, brands: brands::OFFICE,
        tags: &["conference table", "office", "boardroom"],
        about: &[
            "A {v} {n} in {c} {m} with a rounded racetrack top and two solid pedestal bases that leave room for everyone's knees.",
            "Make a strong first impression with this {c} {v} {n}: a {m} top and a built-in cable box for laptop chargers and a projector lead.",
        ],
        uses: &[
            "Chairs sold separately.",
            "Delivered and assembled by our office fit-out team.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 3,
    },
    Family {
        category: "Office", sub: "Reception Furniture", kind: "reception-desk",
        nouns: &["Reception Desk", "Reception Counter", "Front Desk"],
        styles: &["Modern", "Executive", "Classic"],
        variants: &[
            v("160 cm", "160 cm", [160, 80, 110], 900, (45_000, 120_000), "compact"),
            v("200 cm", "200 cm", [200, 85, 110], 1200, (65_000, 170_000), "large"),
        ],
        materials: &["MDF", "Oak Veneer", "Solid Mahogany"],
        colours: colours::CASEGOODS, brands: brands::OFFICE,
        tags: &["reception desk", "office", "reception"],
        about: &[
            "A {v} {n} in {c} {m} with a raised ledge for visitors and a desk-height work surface behind.",
            "Welcome clients with this {c} {v} {n}: {m} panels, a lockable drawer pedestal and cable management for a computer and a phone.",
        ],
        uses: &[
            "Suits offices, clinics, salons and hotels.",
            "Installed by our fit-out team.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 3,
    },
    Family {
        category: "Office", sub: "Storage Solutions", kind: "cabinet",
        nouns: &["Office Cabinet", "Storage Cabinet", "Stationery Cupboard"],
        styles: &["Lockable", "Tall", "Compact"],
        variants: &[
            v("2-Door", "two-door", [80, 40, 120], 380, (14_000, 45_000), "2-door"),
            v("Tall", "tall", [90, 42, 180], 520, (22_000, 60_000), "tall"),
        ],
        materials: &["Metal", "MDF", "Oak Veneer"],
        colours: colours::METALWORK, brands: brands::OFFICE,
        tags: &["office storage", "cabinet", "office"],
        about: &[
            "A {v} {n} in {c} {m} with adjustable shelves for box files, stationery and printer paper.",
            "This lockable {c} {v} {n} in {m} keeps supplies and confidential files out of sight.",
        ],
        uses: &[
            "Two keys are supplied.",
            "Each shelf carries up to 40 kg.",
        ],
        care: "",
        assembly_pct: 50, bulky: false, demo: 3,
    },
];
