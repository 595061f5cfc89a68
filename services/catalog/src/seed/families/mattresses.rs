//! Mattresses.

use super::{Family, Variant, brands, v};
use crate::seed::palette as colours;

const fn mattress(
    sub: &'static str,
    nouns: &'static [&'static str],
    variants: &'static [Variant],
    materials: &'static [&'static str],
    tags: &'static [&'static str],
    about: &'static [&'static str],
    uses: &'static [&'static str],
) -> Family {
    Family {
        category: "Mattresses",
        sub,
        kind: "mattress",
        nouns,
        styles: &["Firm", "Medium-Firm", "Plush", "Classic"],
        variants,
        materials,
        colours: colours::BEDDING,
        brands: brands::SLEEP,
        tags,
        about,
        uses,
        care: "",
        assembly_pct: 0,
        bulky: true,
        demo: 6,
    }
}

/// The standard Kenyan sizes, with each type's price band in whole shillings.
const fn sizes(depth_cm: u32, kg: [u32; 4], ksh: [(i64, i64); 4]) -> [Variant; 4] {
    [
        v(
            "3x6",
            "single 3x6",
            [90, 190, depth_cm],
            kg[0],
            ksh[0],
            "3x6",
        )
        .exact(),
        v(
            "4x6",
            "double-size 4x6",
            [120, 190, depth_cm],
            kg[1],
            ksh[1],
            "4x6",
        )
        .exact(),
        v(
            "5x6",
            "queen-size 5x6",
            [150, 190, depth_cm],
            kg[2],
            ksh[2],
            "5x6",
        )
        .exact(),
        v(
            "6x6",
            "king-size 6x6",
            [180, 190, depth_cm],
            kg[3],
            ksh[3],
            "6x6",
        )
        .exact(),
    ]
}

const FOAM: [Variant; 4] = sizes(
    20,
    [70, 110, 140, 170],
    [
        (6_000, 16_000),
        (9_000, 26_000),
        (12_000, 34_000),
        (15_000, 40_000),
    ],
);
const SPRING: [Variant; 4] = sizes(
    25,
    [150, 220, 270, 320],
    [
        (16_000, 42_000),
        (20_000, 55_000),
        (25_000, 70_000),
        (30_000, 85_000),
    ],
);
const ORTHOPEDIC: [Variant; 4] = sizes(
    25,
    [120, 170, 210, 250],
    [
        (18_000, 45_000),
        (22_000, 60_000),
        (28_000, 80_000),
        (35_000, 110_000),
    ],
);
const MEMORY: [Variant; 4] = sizes(
    28,
    [130, 180, 230, 280],
    [
        (22_000, 55_000),
        (28_000, 80_000),
        (35_000, 110_000),
        (45_000, 140_000),
    ],
);

pub(super) const FAMILIES: &[Family] = &[
    mattress(
        "Foam Mattresses",
        &["Foam Mattress", "Mattress"],
        &FOAM,
        &["High-Density Foam"],
        &["mattress", "foam"],
        &[
            "A {v} {n} made from {m} with a {c} quilted cover, firm enough to keep your back straight.",
            "An affordable, long-lasting {v} {n}: a {m} core, a breathable {c} damask cover and reinforced edges.",
        ],
        &[
            "Made in Kenya to standard Kenyan bed sizes.",
            "Covered by a five-year warranty.",
            "Light enough for one person to turn.",
        ],
    ),
    mattress(
        "Spring Mattresses",
        &["Spring Mattress", "Pocket Spring Mattress", "Mattress"],
        &SPRING,
        &["Pocket Spring", "Bonnell Spring"],
        &["mattress", "spring"],
        &[
            "A {v} {n} built on {m} with comfort foam layers and a {c} quilted pillow-top.",
            "Sleep cooler on this {v} {n}: {m} let air move freely, and the {c} cover is soft to the touch.",
        ],
        &[
            "The spring unit carries a ten-year warranty.",
            "Reinforced edges let you sit on the side without sagging.",
        ],
    ),
    mattress(
        "Orthopedic Mattresses",
        &["Orthopedic Mattress", "Ortho Mattress"],
        &ORTHOPEDIC,
        &["Orthopedic Foam", "Pocket Spring"],
        &["mattress", "orthopedic", "back support"],
        &[
            "A {v} {n} with {m} that supports the spine evenly, often recommended for people with back pain.",
            "This firm {v} {n} combines {m} with a {c} quilted cover for supportive, restful sleep.",
        ],
        &["Firmness: 8 out of 10.", "Covered by a ten-year warranty."],
    ),
    mattress(
        "Memory Foam Mattresses",
        &["Memory Foam Mattress", "Cooling Mattress"],
        &MEMORY,
        &["Memory Foam"],
        &["mattress", "memory foam"],
        &[
            "A {v} {n} with layers of {m} that mould to your body and relieve pressure on hips and shoulders.",
            "Sink into this {v} {n}: {m}, a cooling gel layer and a {c} knitted cover that zips off for washing.",
        ],
        &[
            "It arrives rolled in a box; allow 24 hours for it to expand fully.",
            "A 100-night trial and a twelve-year warranty.",
        ],
    ),
];
