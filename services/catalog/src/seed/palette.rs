//! The fixed colour palette every seeded product is drawn from, and the colour maths the
//! pictures use for shading.

/// A named product colour and the hex it is painted with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Colour {
    pub name: &'static str,
    pub slug: &'static str,
    pub hex: &'static str,
}

pub(crate) const PALETTE: &[Colour] = &[
    Colour {
        name: "Grey",
        slug: "grey",
        hex: "#9b9ea1",
    },
    Colour {
        name: "Charcoal",
        slug: "charcoal",
        hex: "#4a4d52",
    },
    Colour {
        name: "Beige",
        slug: "beige",
        hex: "#d7c4a6",
    },
    Colour {
        name: "Cream",
        slug: "cream",
        hex: "#eee4cf",
    },
    Colour {
        name: "Brown",
        slug: "brown",
        hex: "#83593a",
    },
    Colour {
        name: "Walnut",
        slug: "walnut",
        hex: "#6b4529",
    },
    Colour {
        name: "Black",
        slug: "black",
        hex: "#2d2d2f",
    },
    Colour {
        name: "White",
        slug: "white",
        hex: "#f6f6f3",
    },
    Colour {
        name: "Navy Blue",
        slug: "navy-blue",
        hex: "#2b3f66",
    },
    Colour {
        name: "Emerald Green",
        slug: "emerald-green",
        hex: "#1f7053",
    },
    Colour {
        name: "Mustard",
        slug: "mustard",
        hex: "#d4a136",
    },
    Colour {
        name: "Terracotta",
        slug: "terracotta",
        hex: "#c2663f",
    },
    Colour {
        name: "Blush Pink",
        slug: "blush-pink",
        hex: "#e6b7b0",
    },
    Colour {
        name: "Natural",
        slug: "natural",
        hex: "#c9a675",
    },
];

pub(crate) fn colour(name: &str) -> Option<&'static Colour> {
    PALETTE.iter().find(|c| c.name == name)
}

/// Upholstery: the colours sofas, chairs, beds and cushions come in.
pub(crate) const FABRIC: &[&str] = &[
    "Grey",
    "Charcoal",
    "Beige",
    "Cream",
    "Brown",
    "Navy Blue",
    "Emerald Green",
    "Mustard",
    "Terracotta",
    "Blush Pink",
    "Black",
];
/// Wood finishes (stains and paints).
pub(crate) const WOOD: &[&str] = &["Walnut", "Brown", "Natural", "Black", "White", "Grey"];
/// Cabinetry, including painted fronts.
pub(crate) const CASEGOODS: &[&str] = &[
    "Walnut",
    "Brown",
    "Natural",
    "White",
    "Black",
    "Grey",
    "Cream",
    "Navy Blue",
    "Emerald Green",
];
/// Metal and office furniture.
pub(crate) const METALWORK: &[&str] = &["Black", "White", "Grey", "Charcoal", "Natural"];
/// Outdoor frames, rattan and canvas.
pub(crate) const OUTDOOR: &[&str] = &[
    "Natural",
    "Brown",
    "Charcoal",
    "Grey",
    "Black",
    "White",
    "Beige",
    "Terracotta",
    "Navy Blue",
];
/// Mattresses and bedding.
pub(crate) const BEDDING: &[&str] = &["White", "Cream", "Grey", "Beige", "Navy Blue", "Charcoal"];
/// Children's furniture.
pub(crate) const KIDS: &[&str] = &[
    "White",
    "Natural",
    "Grey",
    "Blush Pink",
    "Navy Blue",
    "Mustard",
    "Emerald Green",
];
/// Textiles and decor: the whole palette.
pub(crate) const ALL: &[&str] = &[
    "Grey",
    "Charcoal",
    "Beige",
    "Cream",
    "Brown",
    "Walnut",
    "Black",
    "White",
    "Navy Blue",
    "Emerald Green",
    "Mustard",
    "Terracotta",
    "Blush Pink",
    "Natural",
];

/// An RGB colour parsed from `#rrggbb`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub(crate) fn parse(hex: &str) -> Rgb {
        let h = hex.trim_start_matches('#');
        let channel = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).unwrap_or(0);
        Rgb(channel(0), channel(2), channel(4))
    }

    /// Multiplies every channel: `0.75` is a shadow, `1.0` the colour itself.
    pub(crate) fn shade(self, factor: f64) -> Rgb {
        let f = |c: u8| (f64::from(c) * factor).round().clamp(0.0, 255.0) as u8;
        Rgb(f(self.0), f(self.1), f(self.2))
    }

    /// Moves towards `other` by `t` (0 = self, 1 = other).
    pub(crate) fn mix(self, other: Rgb, t: f64) -> Rgb {
        let f = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
        Rgb(f(self.0, other.0), f(self.1, other.1), f(self.2, other.2))
    }

    /// Perceived brightness, 0-255.
    pub(crate) fn luma(self) -> f64 {
        0.299 * f64::from(self.0) + 0.587 * f64::from(self.1) + 0.114 * f64::from(self.2)
    }

    pub(crate) fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_group_names_palette_colours() {
        for group in [
            FABRIC, WOOD, CASEGOODS, METALWORK, OUTDOOR, BEDDING, KIDS, ALL,
        ] {
            for name in group {
                assert!(colour(name).is_some(), "{name} is not in the palette");
            }
        }
        assert_eq!(ALL.len(), PALETTE.len());
    }

    #[test]
    fn shading_darkens_and_round_trips_hex() {
        let c = Rgb::parse("#80a0c0");
        assert_eq!(c.hex(), "#80a0c0");
        assert_eq!(c.shade(0.5).hex(), "#405060");
        assert!(c.shade(0.7).luma() < c.luma());
        assert_eq!(c.mix(Rgb(255, 255, 255), 1.0), Rgb(255, 255, 255));
    }
}
