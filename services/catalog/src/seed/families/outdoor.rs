//! Outdoor.

use super::{Family, brands, v};
use crate::seed::palette as colours;

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Outdoor", sub: "Patio Sets", kind: "patio-set",
        nouns: &["Patio Set", "Garden Set", "Balcony Set", "Outdoor Lounge Set"],
        styles: &["Woven", "Classic", "Coastal"],
        variants: &[
            v("3-Piece", "three-piece", [160, 70, 78], 320, (32_000, 95_000), "3-piece"),
            v("4-Piece", "four-piece", [200, 80, 80], 450, (45_000, 150_000), "4-piece"),
            v("Sofa", "sofa", [260, 180, 80], 900, (95_000, 260_000), "sofa set"),
        ],
        materials: &["Rattan", "Teak", "Metal"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["patio set", "outdoor", "garden"],
        about: &[
            "A {v} {n} in {c} {m} with water-resistant cushions, ready for the balcony, the verandah or the garden.",
            "Enjoy sundowners on this {c} {v} {n}: weather-treated {m} frames, thick seat cushions and a low table with a glass top.",
        ],
        uses: &[
            "The cushion covers are removable and washable.",
            "Store the cushions indoors during the long rains.",
            "A UV-resistant finish keeps it from fading in the Nairobi sun.",
        ],
        care: "",
        assembly_pct: 30, bulky: true, demo: 5,
    },
    Family {
        category: "Outdoor", sub: "Outdoor Chairs", kind: "outdoor-chair",
        nouns: &["Outdoor Chair", "Adirondack Chair", "Garden Chair", "Lounge Chair"],
        styles: &["Classic", "Coastal", "Slatted"],
        variants: &[
            v("", "single", [75, 85, 95], 150, (6_500, 28_000), ""),
            v("(Set of 2)", "set of two", [75, 85, 95], 300, (12_000, 48_000), "set of 2").plural(),
        ],
        materials: &["Teak", "Mvule Hardwood", "Pine", "Metal"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["outdoor chair", "garden", "patio"],
        about: &[
            "A {v} {n} in {c} {m} with a slatted, sloping back and wide flat arms that hold a drink.",
            "Relax in the garden with this {c} {v} {n}, made from weather-treated {m}.",
        ],
        uses: &[
            "Pair it with an outdoor table for lazy weekend lunches.",
            "Stainless fittings will not rust.",
        ],
        care: "",
        assembly_pct: 60, bulky: false, demo: 4,
    },
    Family {
        category: "Outdoor", sub: "Garden Benches", kind: "garden-bench",
        nouns: &["Garden Bench", "Park Bench", "Outdoor Bench"],
        styles: &["Classic", "Victorian", "Slatted"],
        variants: &[
            v("3-Seater", "three-seater", [150, 62, 88], 300, (14_000, 42_000), "3-seater"),
            v("2-Seater", "two-seater", [120, 60, 88], 240, (11_000, 32_000), "2-seater"),
        ],
        materials: &["Teak", "Mvule Hardwood", "Metal", "Cast Iron", "Pine"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["garden bench", "outdoor", "bench"],
        about: &[
            "A {v} {n} in {c} {m}, with sturdy ends and a slatted seat and back that shed rainwater quickly.",
            "This {c} {v} {n} is made from {m} to stay outside all year round in the Kenyan sun and rain.",
        ],
        uses: &[
            "Ground fixings are included for schools and public spaces.",
            "Perfect under a jacaranda tree or along a garden path.",
        ],
        care: "",
        assembly_pct: 70, bulky: false, demo: 3,
    },
    Family {
        category: "Outdoor", sub: "Hammocks", kind: "hammock",
        nouns: &["Hammock", "Hammock with Stand"],
        styles: &["Brazilian", "Quilted", "Boho", "Striped"],
        variants: &[
            v("", "single", [280, 120, 110], 200, (4_500, 18_000), ""),
            v("Double", "double", [320, 140, 115], 280, (8_000, 32_000), "double"),
        ],
        materials: &["Cotton", "Canvas"],
        colours: colours::ALL, brands: brands::OUTDOOR,
        tags: &["hammock", "outdoor", "relax"],
        about: &[
            "A {v} {n} in {c} {m}, with spreader bars that keep it open and a steel stand, so no trees are needed.",
            "Swing away a Sunday afternoon in this {c} {v} {n} made from {m}; it holds up to 150 kg.",
        ],
        uses: &[
            "The powder-coated stand goes together without tools.",
            "Bring the fabric inside when it rains.",
        ],
        care: "",
        assembly_pct: 60, bulky: false, demo: 3,
    },
    Family {
        category: "Outdoor", sub: "Outdoor Tables", kind: "outdoor-table",
        nouns: &["Outdoor Table", "Garden Table", "Patio Table"],
        styles: &["Slatted", "Trestle", "Classic"],
        variants: &[
            v("6-Seater", "six-seater", [180, 90, 74], 420, (28_000, 80_000), "6-seater"),
            v("4-Seater", "four-seater", [140, 80, 74], 320, (18_000, 55_000), "4-seater"),
        ],
        materials: &["Teak", "Mvule Hardwood", "Pine", "Metal"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["outdoor table", "garden", "patio"],
        about: &[
            "A {v} {n} in {c} {m} with a slatted top that drains quickly after a shower, and a hole for a parasol.",
            "Host nyama choma afternoons around this {c} {v} {n} made from weather-treated {m}.",
        ],
        uses: &[
            "Chairs and umbrella sold separately.",
            "Adjustable feet keep it level on paving and grass.",
        ],
        care: "",
        assembly_pct: 70, bulky: true, demo: 3,
    },
    Family {
        category: "Outdoor", sub: "Umbrellas", kind: "umbrella",
        nouns: &["Patio Umbrella", "Garden Parasol", "Market Umbrella"],
        styles: &["Tilting", "Classic", "Crank"],
        variants: &[
            v("2.7 m", "2.7 m", [270, 270, 245], 120, (8_500, 30_000), "").exact(),
            v("3 m", "3 m", [300, 300, 255], 150, (12_000, 45_000), "large").exact(),
        ],
        materials: &["Canvas"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["umbrella", "parasol", "outdoor"],
        about: &[
            "A {v} {n} with a {c} {m} canopy on a sturdy aluminium pole, with a crank to open it and a tilt to follow the sun.",
            "Shade the patio with this {c} {v} {n}: {m} with UPF 50+ protection and a vented top that lets the wind through.",
        ],
        uses: &[
            "Base sold separately; it fits tables with a 5 cm parasol hole.",
            "Close it in strong wind.",
        ],
        care: "",
        assembly_pct: 20, bulky: false, demo: 3,
    },
    Family {
        category: "Outdoor", sub: "Fire Pits", kind: "fire-pit",
        nouns: &["Fire Pit", "Fire Bowl", "Brazier"],
        styles: &["Classic", "Rustic", "Moroccan"],
        variants: &[
            v("60 cm", "60 cm", [60, 60, 45], 150, (12_000, 32_000), "").exact(),
            v("80 cm", "80 cm", [80, 80, 50], 240, (18_000, 55_000), "large").exact(),
        ],
        materials: &["Cast Iron", "Metal"],
        colours: &["Black", "Charcoal", "Brown", "Terracotta", "Grey"],
        brands: brands::WORKSHOP,
        tags: &["fire pit", "outdoor", "garden"],
        about: &[
            "A {v} {n} in {c} {m}, for warm evenings round the fire in the chilly months of June and July.",
            "Gather round this {c} {v} {n}: a deep {m} bowl on three sturdy legs, with a spark guard and a poker.",
        ],
        uses: &[
            "It burns firewood or charcoal.",
            "Keep it at least three metres from buildings and trees.",
        ],
        care: "Let it cool completely before emptying the ash, and keep it under cover in the long rains to prevent rust.",
        assembly_pct: 40, bulky: false, demo: 3,
    },
    Family {
        category: "Outdoor", sub: "Gazebos", kind: "gazebo",
        nouns: &["Gazebo", "Garden Gazebo", "Pavilion"],
        styles: &["Double-Roof", "Classic", "Pop-Up"],
        variants: &[
            v("3x3 m", "3 x 3 m", [300, 300, 265], 650, (35_000, 120_000), "3x3").exact(),
            v("3x4 m", "3 x 4 m", [400, 300, 270], 850, (55_000, 180_000), "3x4").exact(),
            v("4x4 m", "4 x 4 m", [400, 400, 280], 1100, (90_000, 250_000), "4x4").exact(),
        ],
        materials: &["Canvas", "Metal"],
        colours: colours::OUTDOOR, brands: brands::OUTDOOR,
        tags: &["gazebo", "outdoor", "shade"],
        about: &[
            "A {v} {n} with a {c} roof on a powder-coated steel frame, with side curtains to draw against the afternoon sun.",
            "Create an outdoor room with this {c} {v} {n} in {m}: a double-vented roof, mosquito nets and tie-back curtains.",
        ],
        uses: &[
            "Ground anchors are included; take the roof down in strong winds.",
            "Our team can put it up for you within Nairobi and its environs.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 3,
    },
];
