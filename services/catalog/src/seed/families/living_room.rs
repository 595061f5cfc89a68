//! Living Room.

use super::{Family, brands, v};
use crate::seed::palette as colours;

const SEATING: &[&str] = &["Velvet", "Linen", "Leather", "Faux Leather", "Fabric"];
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
        category: "Living Room", sub: "Sofas", kind: "sofa",
        nouns: &["Sofa", "Couch"],
        styles: &["Tufted", "Chesterfield", "Mid-Century", "Classic", "Modern", "Scandi"],
        variants: &[
            v("2-Seater", "two-seater", [165, 88, 84], 380, (38_000, 95_000), "2-seater"),
            v("3-Seater", "three-seater", [215, 90, 85], 520, (45_000, 150_000), "3-seater"),
            v("4-Seater", "four-seater", [250, 95, 86], 640, (65_000, 185_000), "4-seater"),
        ],
        materials: SEATING, colours: colours::FABRIC, brands: brands::HOME,
        tags: &["sofa", "living room"],
        about: &[
            "A {v} {n} upholstered in {c} {m}, built on a kiln-dried hardwood frame with high-resilience foam seats that keep their shape.",
            "This {c} {v} {n} pairs {m} upholstery with deep seats, plump back cushions and solid wooden legs.",
            "Made in Nairobi on a seasoned hardwood frame, this {v} {n} comes in {c} {m} with fibre-wrapped cushions for everyday comfort.",
        ],
        uses: &[
            "The seat depth is generous enough for a lazy Sunday afternoon yet firm enough for guests.",
            "It sits neatly against a wall in a compact apartment living room.",
            "The back cushions can be turned and plumped, so it keeps looking fresh for years.",
        ],
        care: "",
        assembly_pct: 10, bulky: true, demo: 12,
    },
    Family {
        category: "Living Room", sub: "Coffee Tables", kind: "coffee-table",
        nouns: &["Coffee Table", "Centre Table"],
        styles: &["Mid-Century", "Industrial", "Minimalist", "Rustic", "Classic"],
        variants: &[
            v("", "rectangular", [120, 60, 45], 220, (12_000, 48_000), ""),
            v("Lift-Top", "lift-top", [110, 55, 46], 300, (18_000, 55_000), "lift-top"),
            v("Two-Tier", "two-tier", [110, 60, 42], 240, (9_500, 38_000), "storage shelf"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Oak Veneer", "Tempered Glass", "Marble", "MDF", "Metal"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["coffee table", "living room", "table"],
        about: &[
            "A {v} {n} in {c} {m}, with a lower shelf for magazines, remotes and board games.",
            "This {c} {n} combines a sturdy {m} top with a clean-lined frame that suits modern and classic rooms alike.",
            "Low, solid and generously sized, this {v} {n} is finished in {c} and made from {m}.",
        ],
        uses: &[
            "At 45 cm high it sits just below most sofa seats, the right height for tea and snacks.",
            "Softened corners make it friendlier in homes with small children.",
            "Pair it with a rug and a pouffe for a relaxed lounge corner.",
        ],
        care: "",
        assembly_pct: 50, bulky: false, demo: 5,
    },
    Family {
        category: "Living Room", sub: "TV Stands", kind: "tv-stand",
        nouns: &["TV Stand", "TV Unit", "TV Cabinet"],
        styles: &["Modern", "Scandi", "Industrial", "Classic", "Fluted"],
        variants: &[
            v("", "low", [160, 40, 50], 300, (12_000, 45_000), ""),
            v("65-Inch", "65-inch", [180, 40, 52], 380, (18_000, 65_000), "65 inch tv"),
            v("75-Inch", "75-inch", [200, 42, 52], 450, (24_000, 75_000), "75 inch tv"),
        ],
        materials: &["Oak Veneer", "MDF", "Solid Mahogany", "Mvule Hardwood", "Pine", "Metal"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["tv stand", "living room", "media"],
        about: &[
            "A {v} {n} in {c} {m} with two closed cabinets and an open centre shelf for a decoder, a router and a soundbar.",
            "This {c} {n} is made from {m} and holds a flat-screen TV comfortably, with cable holes at the back to keep wires tidy.",
        ],
        uses: &[
            "The top carries up to 50 kg, so a large TV on its own feet sits safely.",
            "Soft-close hinges keep the doors quiet during a match or a movie night.",
            "Adjustable shelves take decoders, consoles and books.",
        ],
        care: "",
        assembly_pct: 80, bulky: false, demo: 5,
    },
    Family {
        category: "Living Room", sub: "Accent Chairs", kind: "armchair",
        nouns: &["Accent Chair", "Armchair", "Wingback Chair"],
        styles: &["Tufted", "Mid-Century", "Classic", "Scandi", "Barrel"],
        variants: &[
            v("", "roomy", [78, 80, 95], 220, (15_000, 58_000), ""),
            v("Swivel", "swivel", [80, 80, 92], 260, (22_000, 65_000), "swivel"),
        ],
        materials: &["Velvet", "Linen", "Leather", "Faux Leather", "Fabric", "Rattan"],
        colours: colours::FABRIC, brands: brands::HOME,
        tags: &["accent chair", "armchair", "living room"],
        about: &[
            "A {v} {n} upholstered in {c} {m}, with a supportive high back and tapered hardwood legs.",
            "Add a splash of {c} to a reading corner with this {v} {n} in {m}.",
        ],
        uses: &[
            "It is compact enough for a bedroom corner or beside a window.",
            "The seat is sprung and cushioned for long reading sessions.",
            "Pair two of them across a coffee table for easy conversation.",
        ],
        care: "",
        assembly_pct: 10, bulky: false, demo: 6,
    },
    Family {
        category: "Living Room", sub: "Console Tables", kind: "console-table",
        nouns: &["Console Table", "Hallway Console"],
        styles: &["Slim", "Industrial", "Classic", "Mid-Century"],
        variants: &[
            v("", "slim", [120, 35, 80], 150, (12_000, 42_000), ""),
            v("Two-Drawer", "two-drawer", [130, 38, 80], 190, (16_000, 55_000), "drawers"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "Mvule Hardwood", "Metal", "Tempered Glass", "MDF"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["console table", "hallway", "entryway"],
        about: &[
            "A {v} {n} in {c} {m}, narrow enough for a hallway yet deep enough for keys, a lamp and a bowl.",
            "This {c} {v} {n} is crafted from {m}, with a lower shelf for baskets or shoes.",
        ],
        uses: &[
            "Set it behind a sofa to frame the living area of an open-plan room.",
            "Wall fixings are included so it stays steady in a busy entrance.",
        ],
        care: "",
        assembly_pct: 60, bulky: false, demo: 4,
    },
    Family {
        category: "Living Room", sub: "Sectional Sofas", kind: "sectional",
        nouns: &["Sectional Sofa", "L-Shaped Sofa", "Corner Sofa", "Sectional"],
        styles: &["Modular", "Modern", "Classic", "Tufted"],
        variants: &[
            v("5-Seater", "five-seater", [260, 170, 85], 820, (85_000, 180_000), "5-seater"),
            v("6-Seater", "six-seater", [290, 180, 86], 920, (98_000, 220_000), "6-seater"),
            v("7-Seater", "seven-seater", [320, 200, 86], 1080, (120_000, 285_000), "7-seater"),
        ],
        materials: SEATING, colours: colours::FABRIC, brands: brands::HOME,
        tags: &["sectional", "l-shaped sofa", "living room"],
        about: &[
            "A {v} {n} in {c} {m} with a reversible chaise, so it fits a left- or right-hand corner.",
            "Seat the whole family on this {c} {v} {n}: {m} upholstery, deep pocket-sprung seats and a generous chaise for stretching out.",
            "Built on a kiln-dried hardwood frame, this {v} {n} in {c} {m} turns a corner of the living room into the best seat in the house.",
        ],
        uses: &[
            "It arrives in sections that bolt together, so it fits through standard doorways and up narrow stairs.",
            "The chaise lifts to reveal storage for blankets and throws.",
            "Cushion covers unzip for professional cleaning.",
        ],
        care: "",
        assembly_pct: 40, bulky: true, demo: 12,
    },
    Family {
        category: "Living Room", sub: "Living Room Packages", kind: "living-set",
        nouns: &["Living Room Package", "Living Room Set", "Lounge Package"],
        styles: &["Complete", "Classic", "Modern", "Executive"],
        variants: &[
            v("7-Seater", "seven-seater", [320, 200, 86], 1600, (180_000, 380_000), "7-seater"),
            v("Sectional", "sectional", [300, 190, 86], 1500, (160_000, 330_000), "sectional"),
            v("Premium", "premium", [330, 210, 88], 1900, (260_000, 450_000), "premium"),
        ],
        materials: SEATING, colours: colours::FABRIC, brands: brands::HOME,
        tags: &["living room package", "sofa", "coffee table"],
        about: &[
            "Everything a new living room needs in one order: a {v} sofa arrangement in {c} {m}, a matching coffee table and a floor lamp.",
            "This {c} {v} package brings together a {m} corner sofa, a solid-wood coffee table and a reading lamp, all chosen to work together.",
        ],
        uses: &[
            "Buying the pieces together saves about a fifth compared with buying them one by one.",
            "Our delivery team places every piece and takes the packaging away.",
            "The dimensions given are for the sofa; the coffee table measures 120 x 60 x 45 cm.",
        ],
        care: "",
        assembly_pct: 30, bulky: true, demo: 5,
    },
    Family {
        category: "Living Room", sub: "Side Tables", kind: "side-table",
        nouns: &["Side Table", "End Table", "Lamp Table"],
        styles: &["Pedestal", "Mid-Century", "Minimalist", "Classic"],
        variants: &[
            v("", "round", [50, 50, 55], 60, (4_500, 22_000), ""),
            v("Two-Tier", "two-tier", [45, 45, 58], 70, (5_500, 24_000), "two-tier"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "Marble", "Metal", "Tempered Glass", "Teak", "Rattan"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["side table", "living room", "end table"],
        about: &[
            "A {v} {n} in {c} {m}, just the right height to sit beside a sofa or an armchair.",
            "This compact {c} {n} is made from {m} and holds a lamp, a book and a cup of chai.",
        ],
        uses: &[
            "Felt pads underneath protect tiled and wooden floors.",
            "It also works as a bedside table in a small bedroom.",
        ],
        care: "",
        assembly_pct: 30, bulky: false, demo: 4,
    },
    Family {
        category: "Living Room", sub: "Nest of Tables", kind: "nest-tables",
        nouns: &["Nest of Tables"],
        styles: &["Mid-Century", "Minimalist", "Classic"],
        variants: &[
            v("", "three", [60, 45, 55], 150, (9_000, 35_000), "set of 3"),
            v("Duo", "two", [55, 40, 52], 110, (7_500, 26_000), "set of 2"),
        ],
        materials: &["Solid Mahogany", "Oak Veneer", "Teak", "Metal", "MDF"],
        colours: colours::WOOD, brands: brands::WOODCRAFT,
        tags: &["nest of tables", "side table", "living room"],
        about: &[
            "These {v} tables in {c} {m} slide neatly into one another when they are not needed.",
            "A {c} {m} {n}: {v} graduated tables that save space and come out when guests arrive.",
        ],
        uses: &[
            "Pull them out for drinks and snacks, then stack them away afterwards.",
            "Each table is finished on all sides, so they look good from every angle.",
        ],
        care: "",
        assembly_pct: 20, bulky: false, demo: 3,
    },
    Family {
        category: "Living Room", sub: "Semi Recliners", kind: "recliner",
        nouns: &["Semi Recliner", "Recliner", "Recliner Chair"],
        styles: &["Classic", "Rocker", "Plush", "Wall-Hugger"],
        variants: &[
            v("1-Seater", "single-seat", [95, 95, 102], 420, (45_000, 95_000), "1-seater"),
            v("2-Seater", "two-seater", [160, 95, 102], 700, (85_000, 165_000), "2-seater"),
            v("3-Seater", "three-seater", [215, 98, 102], 950, (120_000, 230_000), "3-seater"),
        ],
        materials: &["Leather", "Faux Leather", "Fabric", "Velvet"],
        colours: colours::FABRIC, brands: brands::HOME,
        tags: &["recliner", "semi recliner", "living room"],
        about: &[
            "A {v} {n} in {c} {m} with a smooth pull-lever mechanism that raises the footrest and tilts the back in one easy movement.",
            "Sink into this {c} {v} {n}: padded {m}, a pillow-top back and a footrest that rises at the pull of a lever.",
        ],
        uses: &[
            "It needs only 10 cm from the wall to recline fully, so it suits smaller rooms.",
            "The mechanism is tested for 25,000 cycles and covered by our two-year warranty.",
            "Made for match days and movie nights.",
        ],
        care: "",
        assembly_pct: 10, bulky: true, demo: 5,
    },
    Family {
        category: "Living Room", sub: "Couches in Set", kind: "sofa-set",
        nouns: &["Sofa Set", "Couch Set", "Lounge Suite"],
        styles: &["Classic", "Modern", "Chesterfield", "Tufted"],
        variants: &[
            v("3+2+1", "six-seater 3+2+1", [215, 90, 85], 1200, (95_000, 260_000), "3+2+1"),
            v("3+2+2", "seven-seater 3+2+2", [215, 90, 85], 1350, (110_000, 300_000), "3+2+2"),
            v("3+3", "six-seater 3+3", [215, 90, 85], 1100, (98_000, 240_000), "3+3"),
        ],
        materials: SEATING, colours: colours::FABRIC, brands: brands::HOME,
        tags: &["sofa set", "couches", "living room"],
        about: &[
            "A {v} {n} in {c} {m}: a three-seater sofa with matching pieces, all made on solid hardwood frames.",
            "Furnish the whole sitting room at once with this {c} {v} {n} in {m}, with high-density foam seats and sturdy wooden legs.",
        ],
        uses: &[
            "The dimensions are for the three-seater; the other pieces share its height and depth.",
            "Every piece is delivered assembled and placed in your room.",
        ],
        care: "",
        assembly_pct: 0, bulky: true, demo: 5,
    },
    Family {
        category: "Living Room", sub: "Buffet Tables", kind: "sideboard",
        nouns: &["Buffet Table", "Sideboard", "Buffet Cabinet"],
        styles: &["Fluted", "Mid-Century", "Classic", "Rustic"],
        variants: &[
            v("4-Door", "four-door", [180, 45, 80], 620, (38_000, 120_000), "4-door"),
            v("3-Door", "three-door", [150, 45, 80], 520, (32_000, 95_000), "3-door"),
        ],
        materials: &["Solid Mahogany", "Mvule Hardwood", "Oak Veneer", "MDF", "Teak"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["buffet", "sideboard", "storage"],
        about: &[
            "A {v} {n} in {c} {m}, with adjustable shelves behind each door for crockery, table linen and serving dishes.",
            "This {c} {v} {n} is made from {m}, with slatted centre doors and a wide top for serving at gatherings.",
        ],
        uses: &[
            "At 80 cm high it doubles as a serving counter when the family gathers for Christmas lunch.",
            "Cable cut-outs at the back let it carry a lamp or a music system too.",
        ],
        care: "",
        assembly_pct: 20, bulky: true, demo: 4,
    },
    Family {
        category: "Living Room", sub: "Pouffes & Ottomans", kind: "pouffe",
        nouns: &["Pouffe", "Ottoman", "Footstool"],
        styles: &["Knitted", "Round", "Moroccan", "Tufted"],
        variants: &[
            v("", "round", [45, 45, 40], 40, (3_500, 12_000), ""),
            v("Storage", "storage", [50, 50, 42], 70, (5_500, 16_000), "storage"),
        ],
        materials: &["Cotton", "Velvet", "Jute", "Leather", "Faux Leather", "Linen"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["pouffe", "ottoman", "footstool"],
        about: &[
            "A {v} {n} in {c} {m}, firm enough to sit on and soft enough to rest tired feet.",
            "This {c} {n} is hand-made from {m} over a dense filling that holds its shape.",
        ],
        uses: &[
            "Use it as extra seating when friends come round, or as a footrest in front of the sofa.",
            "Light enough for a child to carry from room to room.",
        ],
        care: "Spot-clean with a damp cloth and plump it up now and then to keep its shape.",
        assembly_pct: 0, bulky: false, demo: 5,
    },
    Family {
        category: "Living Room", sub: "Entertainment Centers", kind: "entertainment-center",
        nouns: &["Entertainment Center", "Wall Unit", "Media Wall"],
        styles: &["Modern", "Classic", "Executive"],
        variants: &[
            v("", "full-wall", [240, 45, 200], 1200, (45_000, 160_000), ""),
            v("75-Inch", "75-inch", [270, 45, 205], 1400, (65_000, 185_000), "75 inch tv"),
        ],
        materials: &["MDF", "Oak Veneer", "Solid Mahogany", "Mvule Hardwood"],
        colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["entertainment center", "tv unit", "living room"],
        about: &[
            "A {v} {n} in {c} {m}: a TV bay for screens up to 75 inches, flanked by two tower cabinets with shelves and a bridge shelf above.",
            "Bring the TV, books, speakers and ornaments together in this {c} {v} {n}, built from {m} with soft-close doors.",
        ],
        uses: &[
            "Concealed cable channels run behind every shelf.",
            "Our team assembles it in your home and fixes it safely to the wall.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 4,
    },
    Family {
        category: "Living Room", sub: "Bookcases", kind: "bookcase",
        nouns: &["Bookcase", "Bookshelf"],
        styles: &["Tall", "Classic", "Industrial", "Open"],
        variants: &[
            v("5-Shelf", "five-shelf", [80, 30, 180], 380, (12_000, 45_000), "5 shelves"),
            v("4-Shelf", "four-shelf", [80, 30, 150], 300, (9_500, 38_000), "4 shelves"),
            v("Wide", "wide", [120, 32, 180], 520, (18_000, 60_000), "wide"),
        ],
        materials: CASE_WOODS, colours: colours::CASEGOODS, brands: brands::WOODCRAFT,
        tags: &["bookcase", "shelves", "books"],
        about: &[
            "A {v} {n} in {c} {m}, with shelves deep enough for hardbacks, photo frames and baskets.",
            "This {c} {v} {n} is built from {m} and gives a living room its own library corner.",
        ],
        uses: &[
            "Each shelf holds up to 25 kg.",
            "An anti-tip wall strap is included for homes with young children.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 4,
    },
];
