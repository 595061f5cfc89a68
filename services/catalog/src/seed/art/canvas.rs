//! A minimal SVG writer: integer coordinates, short attribute lists, so each picture stays a few
//! kilobytes.

use std::fmt::Write;

use crate::seed::palette::Rgb;

/// Neutral colours shared by every picture (legs, bedding, books, glass).
pub(crate) const WOOD_LEG: &str = "#4b3222";
pub(crate) const METAL: &str = "#303236";
pub(crate) const STEEL: &str = "#8d9399";
pub(crate) const LINEN: &str = "#fbfaf6";
pub(crate) const SHEET: &str = "#e9e6df";
pub(crate) const GLASS: &str = "#cfe3ea";
pub(crate) const GLASS_SHINE: &str = "#eef6f8";
pub(crate) const LEAF: &str = "#5f8f5c";
pub(crate) const LEAF_DARK: &str = "#47704a";
pub(crate) const STONE: &str = "#ece8e1";
pub(crate) const SCREEN: &str = "#1d2430";
pub(crate) const FLAME: &str = "#f08a2c";
pub(crate) const FLAME_CORE: &str = "#f8c94a";
/// Spines for books and boxes on shelves: muted, so the piece's own colour leads.
pub(crate) const BOOKS: [&str; 5] = ["#b5533c", "#3f6a8a", "#d9b44a", "#6f8f6a", "#e8e1d3"];

/// The four tones a piece is painted with, all derived from its colour.
#[derive(Debug, Clone)]
pub(crate) struct Paint {
    pub base: String,
    /// Shadowed faces: fronts under a top, arms against a back.
    pub dark: String,
    /// Deepest shadow: gaps, seams, undersides.
    pub deep: String,
    /// Lit faces: tops, cushion crowns.
    pub light: String,
    /// The product's own shape (seats, size, proportions, detail).
    pub form: Form,
}

/// The shape of one product's piece, so two products of a kind differ in more than colour:
/// seats (sofas, sectionals, boardroom tables), a bed's width, proportions against the family's
/// middle size (the other kinds), and one of [`DETAILS`] details (arms, legs, headboard, base).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Form {
    /// 0: the drawing's own.
    pub seats: u8,
    /// A bed's width in cm; 0: the drawing's own.
    pub width_cm: u16,
    /// Drawn this wide and this tall (percent of the drawing).
    pub width_pct: u8,
    pub height_pct: u8,
    pub detail: u8,
}

/// How many details a shaped kind is drawn in.
pub(crate) const DETAILS: u8 = 3;

impl Default for Form {
    fn default() -> Self {
        Form {
            seats: 0,
            width_cm: 0,
            width_pct: 100,
            height_pct: 100,
            detail: 0,
        }
    }
}

impl Form {
    /// The form's part of a picture's file name (`s5-d1`, `w90h104`, `b190-d2`); empty for the
    /// drawing as it is.
    pub(crate) fn code(&self) -> String {
        let mut parts = Vec::new();
        if self.seats > 0 {
            parts.push(format!("s{}", self.seats));
        }
        if self.width_cm > 0 {
            parts.push(format!("b{}", self.width_cm));
        }
        if (self.width_pct, self.height_pct) != (100, 100) {
            parts.push(format!("w{}h{}", self.width_pct, self.height_pct));
        }
        if self.detail > 0 {
            parts.push(format!("d{}", self.detail));
        }
        parts.join("-")
    }
}

impl Paint {
    pub(crate) fn of(hex: &str) -> Paint {
        let c = Rgb::parse(hex);
        let white = Rgb(255, 255, 255);
        // Very dark colours need their shadows pushed further to stay visible.
        let (dark, deep) = if c.luma() < 70.0 {
            (0.7, 0.45)
        } else {
            (0.82, 0.66)
        };
        Paint {
            base: c.hex(),
            dark: c.shade(dark).hex(),
            deep: c.shade(deep).hex(),
            light: c.mix(white, if c.luma() < 70.0 { 0.22 } else { 0.3 }).hex(),
            form: Form::default(),
        }
    }
}

#[derive(Default)]
pub(crate) struct Canvas {
    buf: String,
}

impl Canvas {
    pub(crate) fn into_string(self) -> String {
        self.buf
    }

    pub(crate) fn raw(&mut self, s: &str) {
        self.buf.push_str(s);
    }

    pub(crate) fn rect(&mut self, x: i32, y: i32, w: i32, h: i32, r: i32, fill: &str) {
        let _ = write!(
            self.buf,
            r#"<rect x="{x}" y="{y}" width="{w}" height="{h}""#
        );
        if r > 0 {
            let _ = write!(self.buf, r#" rx="{r}""#);
        }
        let _ = write!(self.buf, r#" fill="{fill}"/>"#);
    }

    /// Several rectangles of one colour, as `(x, y, w, h, r)`, in one group.
    pub(crate) fn rects(&mut self, fill: &str, rects: &[(i32, i32, i32, i32, i32)]) {
        let _ = write!(self.buf, r#"<g fill="{fill}">"#);
        for &(x, y, w, h, r) in rects {
            let _ = write!(
                self.buf,
                r#"<rect x="{x}" y="{y}" width="{w}" height="{h}""#
            );
            if r > 0 {
                let _ = write!(self.buf, r#" rx="{r}""#);
            }
            self.buf.push_str("/>");
        }
        self.buf.push_str("</g>");
    }

    pub(crate) fn ellipse(&mut self, cx: i32, cy: i32, rx: i32, ry: i32, fill: &str) {
        let _ = write!(
            self.buf,
            r#"<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{fill}"/>"#
        );
    }

    pub(crate) fn circle(&mut self, cx: i32, cy: i32, r: i32, fill: &str) {
        let _ = write!(
            self.buf,
            r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}"/>"#
        );
    }

    /// Several circles of one colour, as `(cx, cy, r)`.
    pub(crate) fn circles(&mut self, fill: &str, circles: &[(i32, i32, i32)]) {
        let _ = write!(self.buf, r#"<g fill="{fill}">"#);
        for &(cx, cy, r) in circles {
            let _ = write!(self.buf, r#"<circle cx="{cx}" cy="{cy}" r="{r}"/>"#);
        }
        self.buf.push_str("</g>");
    }

    pub(crate) fn line(&mut self, x1: i32, y1: i32, x2: i32, y2: i32, width: i32, stroke: &str) {
        let _ = write!(
            self.buf,
            r#"<path d="M{x1} {y1}L{x2} {y2}" stroke="{stroke}" stroke-width="{width}" stroke-linecap="round"/>"#
        );
    }

    /// Several strokes of one colour and width, as `(x1, y1, x2, y2)`.
    pub(crate) fn lines(&mut self, stroke: &str, width: i32, lines: &[(i32, i32, i32, i32)]) {
        let mut d = String::new();
        for &(x1, y1, x2, y2) in lines {
            let _ = write!(d, "M{x1} {y1}L{x2} {y2}");
        }
        self.stroke(&d, width, stroke);
    }

    pub(crate) fn poly(&mut self, points: &[(i32, i32)], fill: &str) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let _ = write!(
            self.buf,
            r#"<polygon points="{}" fill="{fill}"/>"#,
            pts.join(" ")
        );
    }

    pub(crate) fn path(&mut self, d: &str, fill: &str) {
        let _ = write!(self.buf, r#"<path d="{d}" fill="{fill}"/>"#);
    }

    /// An unfilled path drawn with a round-capped stroke.
    pub(crate) fn stroke(&mut self, d: &str, width: i32, stroke: &str) {
        let _ = write!(
            self.buf,
            r#"<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{width}" stroke-linecap="round" stroke-linejoin="round"/>"#
        );
    }

    /// The soft shadow a piece casts on the floor (the floor line is y = 470).
    pub(crate) fn shadow(&mut self, cx: i32, rx: i32) {
        let _ = write!(
            self.buf,
            r##"<ellipse cx="{cx}" cy="472" rx="{rx}" ry="16" fill="#000" opacity=".12"/>"##
        );
    }

    /// A potted plant standing on the floor at `x` (its pot's centre).
    pub(crate) fn plant(&mut self, x: i32, scale_pct: i32) {
        let s = |v: i32| v * scale_pct / 100;
        let _ = write!(self.buf, r#"<g fill="{LEAF}">"#);
        for (dx, dy, rot) in [
            (-18, -96, -28),
            (16, -104, 24),
            (0, -124, 0),
            (-30, -70, -50),
            (30, -74, 48),
        ] {
            let _ = write!(
                self.buf,
                r#"<ellipse cx="{}" cy="{}" rx="{}" ry="{}" transform="rotate({rot} {} {})"/>"#,
                x + s(dx),
                470 + s(dy),
                s(14),
                s(44),
                x + s(dx),
                470 + s(dy)
            );
        }
        self.buf.push_str("</g>");
        self.line(x, 470 - s(48), x, 470 - s(110), s(5).max(2), LEAF_DARK);
        self.poly(
            &[
                (x - s(30), 470 - s(56)),
                (x + s(30), 470 - s(56)),
                (x + s(22), 470),
                (x - s(22), 470),
            ],
            "#d8d2c8",
        );
        self.rect(x - s(33), 470 - s(62), s(66), s(10), s(3), "#c9c2b6");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paint_derives_darker_and_lighter_tones() {
        let p = Paint::of("#808080");
        assert!(Rgb::parse(&p.dark).luma() < 128.0);
        assert!(Rgb::parse(&p.deep).luma() < Rgb::parse(&p.dark).luma());
        assert!(Rgb::parse(&p.light).luma() > 128.0);
    }

    #[test]
    fn shapes_write_compact_svg() {
        let mut c = Canvas::default();
        c.rect(1, 2, 3, 4, 0, "#fff");
        c.rect(1, 2, 3, 4, 2, "#fff");
        assert_eq!(
            c.into_string(),
            r##"<rect x="1" y="2" width="3" height="4" fill="#fff"/><rect x="1" y="2" width="3" height="4" rx="2" fill="#fff"/>"##
        );
    }
}
