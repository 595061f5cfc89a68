//! Bedroom.

use super::{Family, brands, v};
use crate::seed::palette as colours;

const CASE_WOODS: &[&str] = &[
    "Solid Mahogany",
    "Mvule Hardwood",
    "Oak Veneer",
    "MDF",
    "Pine",
];

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Bedroom", sub: "Beds", kind: "bed",
        nouns: &["Bed", "Upholstered Bed", "Bed Frame"],
        styles: &["Tufted", "Panel", "Classic", "Wingback", "Platform"],
        variants: &[
            v("4x6", "double-size 4x6", [130, 200, 120], 450, (28_000, 65_000), "4x6").exact(),
            v("5x6", "queen-size 5x6", [160, 200, 125], 560, (38_000, 110_000), "5x6").exact(),
            v("6x6", "king-size 6x6", [190, 200, 130], 680, (55_000, 165_000), "6x6").exact(),
        ],
        materials: &["Velvet", "Linen", "Faux Leather", "Fabric", "Solid Mahogany", "Mvule Hardwood", "Oak Veneer"],
        colours: colours::ALL, brands: brands::HOME,
        tags: &["bed", "bedroom"],
        about: &[
            "A {v} {n} in {c} {m} with a tall headboard and a slatted base that needs no box spring.",
            "This {c} {v} {n} is made in {m} on a solid hardwood frame with a centre support rail, so it stays silent and sturdy for years.",
            "Sleep well in this {v} {n}: {c} {m}, a generous headboard to lean on while reading, and legs high enough to clean under.",
        ],
        uses: &[
            "Mattress sold separately; it takes any of our mattresses of the same size.",
            "The slats are seasoned hardwood, spaced for good airflow.",
            "Our team assembles it in your bedroom at no extra cost.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 12,
    },
    Family {
        category: "Bedroom", sub: "Dressers", kind: "dresser",
        nouns: &["Dresser", "Dressing Chest", "Dresser with Mirror"],
        styles: &["Classic", "Mid-Century", "Rustic", "Modern"],
        variants: &[
            v("6-Drawer", "six-drawer", [140, 45, 80], 650, (25_000, 85_000), "6 drawers"),
            v("", "wide", [120, 45, 80], 520, (22_000, 70_000), ""),
        ],
        materials: CASE_WOODS, colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["dresser", "bedroom", "drawers"],
        about: &[
            "A {v} {n} in {c} {m} with smooth metal runners and a framed mirror that mounts above it.",
            "This {c} {v} {n} is made from {m}, with deep drawers for jumpers, kangas and bedding.",
        ],
        uses: &[
            "Drawer stops mean they cannot be pulled out by accident.",
            "Wall fixings are included for safety.",
        ],
        care: "",
        assembly_pct: 50, bulky: false, demo: 4,
    },
    Family {
        category: "Bedroom", sub: "Nightstands", kind: "nightstand",
        nouns: &["Nightstand", "Bedside Table", "Bedside Cabinet"],
        styles: &["Classic", "Mid-Century", "Minimalist", "Rustic"],
        variants: &[
            v("2-Drawer", "two-drawer", [45, 40, 55], 130, (6_000, 22_000), "2 drawers"),
            v("1-Drawer", "one-drawer", [45, 38, 52], 100, (5_000, 16_000), "1 drawer"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "MDF", "Pine", "Mvule Hardwood", "Rattan"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["nightstand", "bedside table", "bedroom"],
        about: &[
            "A {v} {n} in {c} {m}, sized to sit level with most mattresses so your phone and glasses are within reach.",
            "This {c} {v} {n} is crafted from {m}, with a roomy drawer and space underneath for books.",
        ],
        uses: &[
            "Buy two for a matching pair either side of the bed.",
            "A cut-out at the back lets a charger cable through.",
        ],
        care: "",
        assembly_pct: 40, bulky: false, demo: 5,
    },
    Family {
        category: "Bedroom", sub: "Wardrobes", kind: "wardrobe",
        nouns: &["Wardrobe", "Closet", "Wardrobe Cabinet"],
        styles: &["Classic", "Modern", "Shaker", "Panelled"],
        variants: &[
            v("2-Door", "two-door", [100, 58, 200], 750, (28_000, 70_000), "2-door"),
            v("3-Door", "three-door", [150, 58, 205], 1050, (45_000, 115_000), "3-door"),
            v("4-Door", "four-door", [200, 60, 210], 1400, (75_000, 185_000), "4-door"),
        ],
        materials: CASE_WOODS, colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["wardrobe", "bedroom", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with a full-length hanging rail, adjustable shelves and two drawers below.",
            "This {c} {v} {n} is built from {m} to last, with solid hinges, a lockable door and plenty of room for shirts, dresses and suits.",
        ],
        uses: &[
            "Our fitters assemble it in your room and anchor it to the wall.",
            "The back panel is ventilated to keep clothes fresh in the rainy season.",
            "The shelves can be moved to suit shoes, bags or folded clothes.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 10,
    },
    Family {
        category: "Bedroom", sub: "Mattresses", kind: "mattress",
        nouns: &["Mattress"],
        styles: &["Firm", "Plush", "Medium-Firm", "Pillow-Top"],
        variants: &[
            v("4x6", "double-size 4x6", [120, 190, 20], 180, (9_000, 38_000), "4x6").exact(),
            v("5x6", "queen-size 5x6", [150, 190, 20], 240, (12_000, 58_000), "5x6").exact(),
            v("6x6", "king-size 6x6", [180, 190, 25], 320, (18_000, 85_000), "6x6").exact(),
        ],
        materials: &["High-Density Foam", "Pocket Spring", "Memory Foam", "Orthopedic Foam"],
        colours: colours::BEDDING, brands: brands::SLEEP,
        tags: &["mattress", "bedroom", "sleep"],
        about: &[
            "A {v} {n} with a core of {m} and a quilted, breathable cover in {c}.",
            "This {v} {n} pairs {m} with a soft quilted top for cool, supportive sleep; the border fabric is {c}.",
        ],
        uses: &[
            "Made in Kenya to standard Kenyan bed sizes.",
            "Guaranteed for ten years against sagging.",
        ],
        care: "",
        assembly_pct: 0, bulky: true, demo: 5,
    },
    Family {
        category: "Bedroom", sub: "Ottomans", kind: "ottoman",
        nouns: &["Storage Ottoman", "Ottoman", "Blanket Box"],
        styles: &["Tufted", "Classic", "Buttoned"],
        variants: &[
            v("", "padded", [100, 45, 45], 180, (8_000, 28_000), "storage"),
            v("Large", "large padded", [120, 48, 46], 220, (11_000, 32_000), "storage"),
        ],
        materials: &["Velvet", "Linen", "Faux Leather", "Fabric"],
        colours: colours::FABRIC, brands: brands::HOME,
        tags: &["ottoman", "bedroom", "storage"],
        about: &[
            "A {v} {n} in {c} {m} with a lift-up lid on soft-close hinges, just right at the foot of the bed.",
            "This buttoned {c} {n} in {m} hides spare blankets, pillows and linen inside.",
        ],
        uses: &[
            "The padded lid makes a comfortable seat for putting on shoes.",
            "Small wooden feet keep it off damp floors.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 3,
    },
    Family {
        category: "Bedroom", sub: "Chest of Drawers", kind: "chest-of-drawers",
        nouns: &["Chest of Drawers", "Tallboy", "Drawer Chest"],
        styles: &["Classic", "Shaker", "Mid-Century", "Rustic"],
        variants: &[
            v("5-Drawer", "five-drawer", [80, 45, 120], 480, (18_000, 60_000), "5 drawers"),
            v("4-Drawer", "four-drawer", [80, 45, 100], 400, (15_000, 50_000), "4 drawers"),
        ],
        materials: CASE_WOODS, colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["chest of drawers", "bedroom", "storage"],
        about: &[
            "A {v} {n} in {c} {m}, tall and narrow so it fits beside a door or in a child's room.",
            "This {c} {v} {n} is made from {m}, with dovetailed drawer boxes that run smoothly for years.",
        ],
        uses: &[
            "An anti-tip strap is included.",
            "The deep bottom drawer takes spare bedding.",
        ],
        care: "",
        assembly_pct: 50, bulky: false, demo: 5,
    },
    Family {
        category: "Bedroom", sub: "Bedroom Packages", kind: "bedroom-set",
        nouns: &["Bedroom Set", "Bedroom Package", "Bedroom Suite"],
        styles: &["Complete", "Classic", "Modern", "Executive"],
        variants: &[
            v("5x6", "queen-size 5x6", [160, 200, 125], 1400, (120_000, 320_000), "5x6").exact(),
            v("6x6", "king-size 6x6", [190, 200, 130], 1650, (160_000, 420_000), "6x6").exact(),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Oak Veneer", "Velvet", "Faux Leather"],
        colours: colours::ALL, brands: brands::HOME,
        tags: &["bedroom set", "bed", "nightstand"],
        about: &[
            "A complete {v} bedroom in {c} {m}: the bed, two matching nightstands and a dresser, chosen to go together.",
            "This {c} {v} {n} brings together a bed, two bedside tables and a dresser, all in {m}.",
        ],
        uses: &[
            "The dimensions are for the bed; mattress sold separately.",
            "Buying the set saves about 20% on the separate pieces.",
            "Delivered and assembled in your bedroom by our own team.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 4,
    },
    Family {
        category: "Bedroom", sub: "Bed Benches", kind: "bench",
        nouns: &["Bed Bench", "End-of-Bed Bench", "Bench"],
        styles: &["Tufted", "Channel", "Classic"],
        variants: &[
            v("", "upholstered", [120, 40, 46], 160, (12_000, 38_000), ""),
            v("Storage", "storage", [120, 42, 46], 220, (16_000, 42_000), "storage"),
        ],
        materials: &["Velvet", "Linen", "Leather", "Faux Leather", "Fabric"],
        colours: colours::FABRIC, brands: brands::HOME,
        tags: &["bench", "bedroom", "bed bench"],
        about: &[
            "A {v} {n} in {c} {m}, the right height for sitting to put on shoes at the foot of the bed.",
            "This {c} {v} {n} in {m} gives the bedroom a finished look and a place to lay out tomorrow's clothes.",
        ],
        uses: &[
            "Slim steel legs make it look light in a small room.",
            "It also works in a hallway or at a dining table.",
        ],
        care: "",
        assembly_pct: 20, bulky: false, demo: 3,
    },
    Family {
        category: "Bedroom", sub: "Vanity Tables", kind: "vanity",
        nouns: &["Vanity Table", "Dressing Table", "Vanity Set"],
        styles: &["Hollywood", "Classic", "Modern"],
        variants: &[
            v("", "mirrored", [100, 42, 140], 300, (18_000, 60_000), ""),
            v("Lighted", "lighted", [100, 42, 145], 330, (24_000, 65_000), "led mirror"),
        ],
        materials: &["MDF", "Oak Veneer", "Solid Mahogany", "Pine"],
        colours: &["White", "Cream", "Blush Pink", "Natural", "Walnut", "Black", "Grey"],
        brands: brands::HOME,
        tags: &["vanity", "dressing table", "bedroom"],
        about: &[
            "A {v} {n} in {c} {m} with a large mirror, two drawers for make-up and a padded stool that tucks underneath.",
            "This {c} {n} is made from {m}; its mirror is framed with warm bulbs for getting ready in any light.",
        ],
        uses: &[
            "The matching padded stool is included.",
            "The drawers have felt-lined trays for brushes and jewellery.",
        ],
        care: "",
        assembly_pct: 80, bulky: false, demo: 3,
    },
    Family {
        category: "Bedroom", sub: "Armoires", kind: "wardrobe",
        nouns: &["Armoire", "Linen Armoire"],
        styles: &["Classic", "Carved", "Colonial", "Rustic"],
        variants: &[
            v("2-Door", "two-door", [110, 60, 200], 950, (65_000, 160_000), "2-door"),
            v("3-Door", "three-door", [160, 60, 210], 1250, (90_000, 210_000), "3-door"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Teak", "Oak Veneer"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["armoire", "wardrobe", "bedroom"],
        about: &[
            "A {v} {n} in {c} {m} with a moulded crown, panelled doors and a hanging rail above two deep drawers.",
            "This heirloom-quality {c} {n} is hand-finished in {m} by craftsmen in Nairobi's Industrial Area.",
        ],
        uses: &[
            "Solid brass hinges and a working lock and key.",
            "Delivered in two parts and assembled in your room.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 3,
    },
    Family {
        category: "Bedroom", sub: "Headboards", kind: "headboard",
        nouns: &["Headboard", "Upholstered Headboard"],
        styles: &["Channel-Tufted", "Arched", "Wingback", "Buttoned"],
        variants: &[
            v("5x6", "queen-size 5x6", [160, 10, 130], 200, (12_000, 35_000), "5x6").exact(),
            v("6x6", "king-size 6x6", [190, 10, 135], 240, (15_000, 45_000), "6x6").exact(),
            v("4x6", "double-size 4x6", [130, 10, 120], 170, (10_000, 28_000), "4x6").exact(),
        ],
        materials: &["Velvet", "Linen", "Faux Leather", "Fabric"],
        colours: colours::FABRIC, brands: brands::HOME,
        tags: &["headboard", "bed", "bedroom"],
        about: &[
            "A {v} {n} in {c} {m}, padded and channel-stitched for leaning back to read in bed.",
            "Refresh your bed without replacing it: this {c} {v} {n} in {m} bolts onto most standard bed frames or mounts on the wall.",
        ],
        uses: &[
            "Fixing bolts and wall brackets are included.",
            "The foam padding is 5 cm deep.",
        ],
        care: "",
        assembly_pct: 70, bulky: false, demo: 3,
    },
];
