//! Kids Room.

use super::{Family, brands, v};
use crate::seed::palette as colours;

const KIDS_WOODS: &[&str] = &["Pine", "Mvule Hardwood", "MDF", "Solid Mahogany"];

#[rustfmt::skip]
pub(super) const FAMILIES: &[Family] = &[
    Family {
        category: "Kids Room", sub: "Kids Beds", kind: "kids-bed",
        nouns: &["Kids Bed", "House Bed", "Children's Bed"],
        styles: &["Montessori", "House-Frame", "Classic", "Canopy"],
        variants: &[
            v("3x6", "single 3x6", [100, 200, 160], 320, (18_000, 55_000), "3x6").exact(),
            v("3.5x6", "single 3.5x6", [115, 200, 165], 360, (22_000, 65_000), "3.5x6").exact(),
            v("Toddler", "toddler-size", [80, 150, 140], 220, (15_000, 38_000), "toddler").exact(),
        ],
        materials: KIDS_WOODS, colours: colours::KIDS, brands: brands::KIDS,
        tags: &["kids bed", "kids room", "children"],
        about: &[
            "A {v} {n} in {c} {m} shaped like a little house, with a low deck and a guard rail so little ones can climb in and out safely.",
            "Make bedtime fun with this {c} {v} {n}: a house-shaped {m} frame, rounded edges and non-toxic water-based paint.",
        ],
        uses: &[
            "Mattress sold separately.",
            "Suitable for children from two years old.",
            "Drape fairy lights or a canopy over the roof frame.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 8,
    },
    Family {
        category: "Kids Room", sub: "Double Deckers", kind: "bunk-bed",
        nouns: &["Double Decker", "Bunk Bed", "Double Decker Bed"],
        styles: &["Classic", "Sturdy", "Space-Saving"],
        variants: &[
            v("3x6", "3x6", [105, 200, 165], 600, (28_000, 70_000), "3x6").exact(),
            v("3.5x6", "3.5x6", [120, 200, 170], 700, (35_000, 85_000), "3.5x6").exact(),
            v("4x6/3x6", "family 4x6-and-3x6", [130, 200, 170], 800, (45_000, 95_000), "4x6").exact(),
        ],
        materials: &["Pine", "Mvule Hardwood", "Metal", "Solid Mahogany"],
        colours: &["White", "Natural", "Grey", "Navy Blue", "Black", "Walnut", "Brown", "Blush Pink"],
        brands: brands::KIDS,
        tags: &["double decker", "bunk bed", "kids room"],
        about: &[
            "A {v} {n} in {c} {m} with full-length guard rails on the top bunk and a fixed ladder with flat, grippy rungs.",
            "Two beds in the space of one: this {c} {v} {n} is built from {m} and holds 120 kg on each deck.",
            "Built tough for brothers and sisters, this {v} {n} in {c} {m} splits into two separate beds as the children grow.",
        ],
        uses: &[
            "Mattresses sold separately.",
            "The top bunk is recommended for children aged six and up.",
            "Assembled in your home by our own team.",
        ],
        care: "",
        assembly_pct: 100, bulky: true, demo: 10,
    },
    Family {
        category: "Kids Room", sub: "Baby Cots", kind: "crib",
        nouns: &["Baby Cot", "Cot", "Cot Bed"],
        styles: &["Classic", "Convertible", "Rocking"],
        variants: &[
            v("", "standard", [125, 65, 95], 280, (14_000, 40_000), ""),
            v("Convertible", "convertible", [130, 70, 95], 340, (22_000, 48_000), "convertible"),
        ],
        materials: KIDS_WOODS, colours: colours::KIDS, brands: brands::KIDS,
        tags: &["baby cot", "nursery", "baby"],
        about: &[
            "A {v} {n} in {c} {m} with a three-height mattress base and smooth, rounded slats spaced for safety.",
            "Welcome the new baby with this {c} {v} {n}: {m}, non-toxic paint and a drawer underneath for nappies and blankets.",
        ],
        uses: &[
            "It takes a standard 120 x 60 cm cot mattress.",
            "The drawer glides out on smooth runners.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 4,
    },
    Family {
        category: "Kids Room", sub: "Study Desks", kind: "desk",
        nouns: &["Study Desk", "Homework Desk", "Kids Desk"],
        styles: &["Compact", "Classic", "Student"],
        variants: &[
            v("100 cm", "compact 100 cm", [100, 55, 72], 220, (9_000, 28_000), "compact"),
            v("120 cm", "120 cm", [120, 60, 75], 280, (12_000, 35_000), ""),
        ],
        materials: &["Pine", "MDF", "Oak Veneer", "Mvule Hardwood"],
        colours: colours::KIDS, brands: brands::KIDS,
        tags: &["study desk", "kids room", "homework"],
        about: &[
            "A {v} {n} in {c} {m} with drawers for exercise books and a wide top for homework and art projects.",
            "Give your student a place to focus with this {c} {v} {n} made from {m}, with a cable hole for a laptop charger.",
        ],
        uses: &[
            "Pair it with a desk lamp for evening study.",
            "Rounded corners protect younger children.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 4,
    },
    Family {
        category: "Kids Room", sub: "Toy Storage", kind: "toy-box",
        nouns: &["Toy Box", "Toy Chest", "Toy Storage Bench"],
        styles: &["Classic", "Bench", "Personalised"],
        variants: &[
            v("", "lidded", [80, 40, 50], 120, (4_500, 16_000), ""),
            v("Large", "large", [100, 45, 55], 160, (6_500, 18_000), "large"),
        ],
        materials: &["Pine", "MDF", "Polypropylene", "Mvule Hardwood"],
        colours: colours::KIDS, brands: brands::KIDS,
        tags: &["toy storage", "toy box", "kids room"],
        about: &[
            "A {v} {n} in {c} {m} with a slow-close lid hinge that cannot trap little fingers.",
            "Tidy-up time is easier with this {c} {v} {n}; the lid doubles as a seat.",
        ],
        uses: &[
            "Finger-safe hinges and air holes.",
            "Name stencils are available on request.",
        ],
        care: "",
        assembly_pct: 40, bulky: false, demo: 3,
    },
    Family {
        category: "Kids Room", sub: "Cribs", kind: "crib",
        nouns: &["Crib", "Baby Crib", "Crib Bed"],
        styles: &["Classic", "Mini", "Rocking"],
        variants: &[
            v("", "standard", [125, 65, 100], 260, (15_000, 45_000), ""),
            v("Mini", "mini", [100, 55, 95], 200, (12_000, 32_000), "mini"),
        ],
        materials: KIDS_WOODS, colours: colours::KIDS, brands: brands::KIDS,
        tags: &["crib", "nursery", "baby"],
        about: &[
            "A {v} {n} in {c} {m} with fixed sides, smooth slats and an adjustable mattress base.",
            "This {c} {v} {n} is made from {m} and finished with baby-safe, lead-free paint.",
        ],
        uses: &[
            "Mattress sold separately.",
            "The slat spacing meets international crib safety standards.",
        ],
        care: "",
        assembly_pct: 90, bulky: false, demo: 4,
    },
];
