//! Decor.

use super::{Family, brands, v};
use crate::seed::palette as colours;

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Decor", sub: "Mirrors", kind: "mirror",
        nouns: &["Floor Mirror", "Arched Mirror", "Full-Length Mirror", "Mirror"],
        styles: &["Arched", "Leaning", "Slim"],
        variants: &[
            v("", "full-length", [60, 3, 170], 150, (7_500, 35_000), ""),
            v("Wide", "wide", [80, 3, 180], 200, (12_000, 38_000), "wide"),
        ],
        materials: &["Metal", "Solid Mahogany", "Oak Veneer", "Rattan"],
        colours: &["Black", "Natural", "Walnut", "White", "Brown", "Grey"],
        brands: brands::DECOR,
        tags: &["mirror", "decor", "bedroom"],
        about: &[
            "A {v} {n} with a slim {c} {m} frame, tall enough to check an outfit from head to toe.",
            "Bounce light around a room with this {c} {v} {n}; the {m} frame surrounds 5 mm silver-backed glass.",
        ],
        uses: &[
            "Lean it against a wall or hang it with the fixings supplied.",
            "Safety backing holds the glass together if it is ever broken.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 4,
    },
    Family {
        category: "Decor", sub: "Mirror Frames", kind: "mirror",
        nouns: &["Mirror Frame", "Framed Mirror", "Wall Mirror"],
        styles: &["Ornate", "Carved", "Beaded"],
        variants: &[
            v("", "hand-finished", [70, 4, 100], 50, (3_000, 15_000), ""),
            v("Large", "large", [90, 4, 130], 80, (5_500, 18_000), "large"),
        ],
        materials: &["Rattan", "Solid Mahogany", "Metal", "Teak"],
        colours: &["Natural", "Black", "Walnut", "Brown", "White", "Mustard"],
        brands: brands::DECOR,
        tags: &["mirror frame", "decor", "wall"],
        about: &[
            "A {v} {n} in {c} {m}, made by Kenyan artisans and fitted with bevelled glass.",
            "This {c} {v} {n} in {m} makes a focal point above a console, a dresser or a fireplace.",
        ],
        uses: &[
            "It hangs from a single sturdy hook, supplied.",
            "Each piece is finished by hand, so no two are exactly alike.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 3,
    },
    Family {
        category: "Decor", sub: "Rugs", kind: "rug",
        nouns: &["Rug", "Area Rug", "Carpet"],
        styles: &["Kilim", "Berber", "Persian-Style", "Shaggy", "Geometric"],
        variants: &[
            v("160x230", "160 x 230 cm", [160, 230, 1], 80, (9_000, 35_000), "160x230").exact(),
            v("200x290", "200 x 290 cm", [200, 290, 1], 130, (15_000, 60_000), "200x290").exact(),
            v("120x170", "120 x 170 cm", [120, 170, 1], 40, (5_000, 18_000), "120x170").exact(),
        ],
        materials: &["Wool", "Jute", "Cotton", "Polyester"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["rug", "carpet", "decor"],
        about: &[
            "A {v} {n} in {c} {m} with a bordered medallion pattern that anchors a seating area.",
            "Warm up tiled floors with this {c} {v} {n}, made from {m}.",
        ],
        uses: &[
            "Use a non-slip underlay on polished floors.",
            "Professional cleaning once a year keeps the colours bright.",
        ],
        care: "Vacuum regularly without the beater bar, blot spills straight away and turn the rug twice a year so it wears evenly.",
        assembly_pct: 0, bulky: false, demo: 5,
    },
    Family {
        category: "Decor", sub: "Lighting", kind: "floor-lamp",
        nouns: &["Floor Lamp", "Standing Lamp", "Tripod Lamp"],
        styles: &["Tripod", "Mid-Century", "Scandi"],
        variants: &[
            v("", "tall", [45, 45, 160], 60, (4_500, 24_000), ""),
            v("Dimmable", "dimmable", [50, 50, 165], 70, (6_500, 28_000), "dimmable"),
        ],
        materials: &["Linen", "Cotton", "Metal", "Rattan"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["lamp", "lighting", "floor lamp"],
        about: &[
            "A {v} {n} with a {c} {m} shade on a slender wooden tripod, casting a soft, warm glow.",
            "Light a reading corner with this {c} {v} {n}; the {m} shade diffuses the light so it never glares.",
        ],
        uses: &[
            "It takes a standard E27 bulb (not included).",
            "A foot switch sits on the cable.",
        ],
        care: "Dust the shade with a soft brush, switch off before cleaning and use bulbs of 40 W or less.",
        assembly_pct: 40, bulky: false, demo: 4,
    },
    Family {
        category: "Decor", sub: "Wall Art", kind: "wall-art",
        nouns: &["Canvas Print", "Framed Print", "Art Print"],
        styles: &["Abstract", "Safari", "Botanical", "Minimalist"],
        variants: &[
            v("", "framed", [60, 3, 80], 25, (2_500, 15_000), ""),
            v("(Set of 3)", "set of three", [120, 3, 80], 60, (6_000, 25_000), "set of 3").plural(),
        ],
        materials: &["Canvas"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["wall art", "decor", "print"],
        about: &[
            "A {v} {n} in warm {c} tones, printed on {m} and ready to hang.",
            "This {c} {v} {n} by a Nairobi artist is printed on {m} with fade-resistant inks.",
        ],
        uses: &[
            "Hanging hardware is included.",
            "Each print is signed and numbered.",
        ],
        care: "Dust with a soft dry cloth and hang it out of direct sunlight to keep the colours rich.",
        assembly_pct: 0, bulky: false, demo: 4,
    },
    Family {
        category: "Decor", sub: "Throw Pillows", kind: "throw-pillows",
        nouns: &["Throw Pillow", "Scatter Cushion", "Cushion"],
        styles: &["Kitenge", "Kuba", "Boho", "Tasselled", "Piped"],
        variants: &[
            v("(Set of 2)", "set of two", [45, 15, 45], 16, (2_500, 6_000), "set of 2").plural().exact(),
            v("(Set of 4)", "set of four", [45, 15, 45], 30, (4_500, 9_500), "set of 4").plural().exact(),
        ],
        materials: &["Velvet", "Cotton", "Linen"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["throw pillows", "cushions", "decor"],
        about: &[
            "A {v} {n} in {c} {m} with hidden zips and plump fibre inners.",
            "Refresh the sofa in minutes with this {v} {n} in {c} {m}, finished with piped edges.",
        ],
        uses: &[
            "The covers are machine washable; inners are included.",
            "They measure 45 x 45 cm, the standard sofa cushion size.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 4,
    },
    Family {
        category: "Decor", sub: "Curtains", kind: "curtains",
        nouns: &["Curtains", "Blackout Curtains", "Eyelet Curtains"],
        styles: &["Lined", "Classic", "Sheer-Lined"],
        variants: &[
            v("140x250 cm", "pair of 140 x 250 cm", [140, 2, 250], 30, (4_000, 12_000), "pair").exact(),
            v("200x260 cm", "pair of 200 x 260 cm", [200, 2, 260], 45, (6_000, 18_000), "pair").exact(),
        ],
        materials: &["Velvet", "Linen", "Cotton", "Polyester"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["curtains", "drapes", "decor"],
        about: &[
            "A {v} {n} in {c} {m}, with an eyelet heading and a lining that keeps out the early morning sun.",
            "Dress your windows with this {v} {n} in {c} {m}; they hang in soft, even folds.",
        ],
        uses: &[
            "Tie-backs are included.",
            "Machine washable on a gentle cycle.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 4,
    },
    Family {
        category: "Decor", sub: "Decorative Objects", kind: "vase",
        nouns: &["Vase", "Decorative Vase", "Bud Vase"],
        styles: &["Ribbed", "Hand-Thrown", "Sculptural"],
        variants: &[
            v("", "tall", [20, 20, 45], 20, (2_500, 9_500), ""),
            v("(Set of 3)", "set of three", [45, 20, 45], 45, (4_500, 15_000), "set of 3").plural(),
        ],
        materials: &["Ceramic", "Teak", "Marble"],
        colours: colours::ALL, brands: brands::DECOR,
        tags: &["vase", "decor", "ornament"],
        about: &[
            "A {v} {n} in {c} {m}, beautiful on its own or filled with dried pampas grass.",
            "This {c} {v} {n} in {m} adds a handmade touch to a shelf, a console or the dining table.",
        ],
        uses: &[
            "Each piece is made by hand in Kenya.",
            "Dried stems are not included.",
        ],
        care: "",
        assembly_pct: 0, bulky: false, demo: 4,
    },
];
