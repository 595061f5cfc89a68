//! The demo product pictures: one small flat illustration per furniture kind, painted in the
//! product's colour, in three views (front, in a room with a plant, close-up) so a product
//! gallery has three distinct thumbnails.

mod beds;
mod canvas;
mod cases;
mod decor;
mod outdoor;
mod seating;
mod tables;

use std::io;
use std::path::Path;

use canvas::{Canvas, Paint};

use super::palette::Colour;

/// How many views each (kind, colour) has: `-1.svg` to `-3.svg`.
pub(crate) const VIEWS: u8 = 3;

/// Where the gateway serves the pictures (`MEDIA_DIR` is served at `/media/`).
const URL_PREFIX: &str = "/media/demo/";

type Draw = fn(&mut Canvas, &Paint);

/// What the picture stands on: a room (wall and floor) or, for rugs, the floor seen from above.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Backdrop {
    Room,
    Floor,
}

pub(crate) struct Kind {
    pub slug: &'static str,
    pub name: &'static str,
    /// The point the close-up view zooms in on.
    focus: (i32, i32),
    backdrop: Backdrop,
    /// Drawn larger than the shared scale (percent), so small pieces fill their picture.
    size_pct: i32,
    draw: Draw,
}

const fn kind(slug: &'static str, name: &'static str, focus: (i32, i32), draw: Draw) -> Kind {
    Kind {
        slug,
        name,
        focus,
        backdrop: Backdrop::Room,
        size_pct: 100,
        draw,
    }
}

impl Kind {
    const fn sized(mut self, pct: i32) -> Kind {
        self.size_pct = pct;
        self
    }
}

pub(crate) const KINDS: &[Kind] = &[
    kind("sofa", "Sofa", (400, 330), seating::sofa),
    kind(
        "sectional",
        "Sectional Sofa",
        (500, 350),
        seating::sectional,
    ),
    kind("armchair", "Accent Chair", (400, 320), seating::armchair).sized(125),
    kind("recliner", "Recliner", (420, 330), seating::recliner),
    kind("sofa-set", "Sofa Set", (400, 380), sofa_set),
    kind("living-set", "Living Room Set", (380, 390), living_set),
    kind(
        "coffee-table",
        "Coffee Table",
        (400, 340),
        tables::coffee_table,
    )
    .sized(115),
    kind("side-table", "Side Table", (400, 320), tables::side_table).sized(130),
    kind(
        "nest-tables",
        "Nest of Tables",
        (420, 360),
        tables::nest_tables,
    )
    .sized(110),
    kind("tv-stand", "TV Stand", (400, 330), cases::tv_stand),
    kind(
        "entertainment-center",
        "Entertainment Center",
        (400, 300),
        cases::entertainment_center,
    ),
    kind(
        "console-table",
        "Console Table",
        (400, 300),
        tables::console_table,
    )
    .sized(110),
    kind("sideboard", "Sideboard", (400, 330), cases::sideboard),
    kind("pouffe", "Pouffe", (400, 400), seating::pouffe).sized(170),
    kind("ottoman", "Ottoman", (400, 380), seating::ottoman).sized(130),
    kind("bookcase", "Bookcase", (400, 260), cases::bookcase).sized(110),
    kind("bed", "Bed", (400, 300), beds::bed),
    kind("headboard", "Headboard", (400, 280), beds::headboard),
    kind("bedroom-set", "Bedroom Set", (400, 320), bedroom_set),
    kind("bunk-bed", "Bunk Bed", (420, 290), beds::bunk_bed),
    kind("kids-bed", "Kids Bed", (400, 300), beds::kids_bed),
    kind("crib", "Baby Cot", (400, 320), beds::crib).sized(120),
    kind("wardrobe", "Wardrobe", (400, 250), cases::wardrobe).sized(110),
    kind(
        "closet-system",
        "Closet System",
        (400, 260),
        cases::closet_system,
    ),
    kind("dresser", "Dresser", (400, 300), cases::dresser),
    kind(
        "chest-of-drawers",
        "Chest of Drawers",
        (400, 280),
        cases::chest_of_drawers,
    )
    .sized(115),
    kind("nightstand", "Nightstand", (400, 345), cases::nightstand).sized(150),
    kind("mattress", "Mattress", (400, 360), beds::mattress),
    kind("bench", "Bench", (400, 380), seating::bench).sized(115),
    kind("vanity", "Vanity Table", (400, 260), tables::vanity),
    kind(
        "dining-table",
        "Dining Table",
        (400, 330),
        tables::dining_table,
    ),
    kind(
        "dining-chair",
        "Dining Chair",
        (400, 300),
        seating::dining_chair,
    )
    .sized(125),
    kind("dining-set", "Dining Set", (400, 310), tables::dining_set),
    kind("bar-stool", "Bar Stool", (400, 300), seating::bar_stool).sized(125),
    kind("bar-cart", "Bar Cart", (400, 310), tables::bar_cart),
    kind(
        "china-cabinet",
        "China Cabinet",
        (400, 220),
        cases::china_cabinet,
    )
    .sized(110),
    kind(
        "kitchen-island",
        "Kitchen Island",
        (400, 330),
        tables::kitchen_island,
    ),
    kind("desk", "Desk", (400, 320), tables::desk),
    kind(
        "office-chair",
        "Office Chair",
        (400, 280),
        seating::office_chair,
    )
    .sized(115),
    kind(
        "filing-cabinet",
        "Filing Cabinet",
        (400, 280),
        cases::filing_cabinet,
    )
    .sized(115),
    kind("desk-lamp", "Desk Lamp", (420, 300), decor::desk_lamp).sized(120),
    kind(
        "conference-table",
        "Conference Table",
        (400, 300),
        tables::conference_table,
    ),
    kind(
        "reception-desk",
        "Reception Desk",
        (400, 300),
        tables::reception_desk,
    ),
    kind("cabinet", "Storage Cabinet", (400, 290), cases::cabinet).sized(115),
    kind("shelving", "Shelving Unit", (400, 280), cases::shelving),
    kind(
        "storage-bins",
        "Storage Bins",
        (400, 330),
        cases::storage_bins,
    )
    .sized(115),
    kind("toy-box", "Toy Box", (400, 350), cases::toy_box).sized(130),
    kind("shoe-rack", "Shoe Rack", (400, 350), cases::shoe_rack).sized(130),
    kind("patio-set", "Patio Set", (400, 360), outdoor::patio_set),
    kind(
        "outdoor-chair",
        "Outdoor Chair",
        (400, 300),
        seating::outdoor_chair,
    )
    .sized(125),
    kind(
        "outdoor-table",
        "Outdoor Table",
        (400, 340),
        tables::outdoor_table,
    ),
    kind(
        "garden-bench",
        "Garden Bench",
        (400, 330),
        seating::garden_bench,
    ),
    kind("hammock", "Hammock", (400, 330), outdoor::hammock),
    kind("umbrella", "Patio Umbrella", (400, 220), outdoor::umbrella),
    kind("fire-pit", "Fire Pit", (400, 320), outdoor::fire_pit).sized(125),
    kind("gazebo", "Gazebo", (400, 250), outdoor::gazebo),
    kind("mirror", "Mirror", (400, 250), decor::mirror).sized(110),
    Kind {
        slug: "rug",
        name: "Rug",
        focus: (400, 290),
        backdrop: Backdrop::Floor,
        size_pct: 100,
        draw: decor::rug,
    },
    kind("floor-lamp", "Floor Lamp", (400, 220), decor::floor_lamp).sized(112),
    kind("wall-art", "Wall Art", (400, 210), decor::wall_art),
    kind(
        "throw-pillows",
        "Throw Pillows",
        (400, 310),
        decor::throw_pillows,
    ),
    kind("curtains", "Curtains", (400, 260), decor::curtains),
    kind("vase", "Decorative Vase", (400, 300), decor::vase).sized(115),
];

pub(crate) fn find_kind(slug: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.slug == slug)
}

/// `{kind}-{colour}-{view}.svg`, the file name and the last part of the URL.
pub(crate) fn file_name(kind: &str, colour_slug: &str, view: u8) -> String {
    format!("{kind}-{colour_slug}-{view}.svg")
}

pub(crate) fn url(kind: &str, colour_slug: &str, view: u8) -> String {
    format!("{URL_PREFIX}{}", file_name(kind, colour_slug, view))
}

/// Draws another kind scaled about its centre so its feet stand on `floor`.
fn place(c: &mut Canvas, p: &Paint, draw: Draw, cx: i32, floor: i32, scale_pct: i32) {
    let s = f64::from(scale_pct) / 100.0;
    let tx = f64::from(cx) - s * 400.0;
    let ty = f64::from(floor) - s * 470.0;
    c.raw(&format!(
        r#"<g transform="translate({tx:.0} {ty:.0}) scale({s})">"#
    ));
    draw(c, p);
    c.raw("</g>");
}

fn sofa_set(c: &mut Canvas, p: &Paint) {
    place(c, p, seating::sofa, 268, 470, 62);
    place(c, p, seating::armchair, 604, 470, 66);
    place(c, p, tables::coffee_table, 400, 560, 52);
}

fn living_set(c: &mut Canvas, p: &Paint) {
    place(c, p, seating::sectional, 340, 470, 64);
    place(c, p, decor::floor_lamp, 660, 470, 72);
    place(c, p, tables::coffee_table, 360, 566, 54);
}

fn bedroom_set(c: &mut Canvas, p: &Paint) {
    place(c, p, cases::nightstand, 118, 470, 72);
    place(c, p, cases::nightstand, 682, 470, 72);
    place(c, p, beds::bed, 400, 470, 80);
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;")
}

/// The SVG for one kind in one colour and view (1 to [`VIEWS`]).
pub(crate) fn render(kind: &Kind, colour: &Colour, view: u8) -> String {
    let paint = Paint::of(colour.hex);
    let (wall, floor) = match view {
        1 => ("#f3ece2", "#e2d5c4"),
        2 => ("#e5ecef", "#cfd9dd"),
        _ => ("#f3e6e0", "#e3cfc5"),
    };
    let wall = if kind.backdrop == Backdrop::Floor {
        floor
    } else {
        wall
    };
    let mut c = Canvas::default();
    c.raw(&format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img"><title>{} in {}</title>"#,
        escape(kind.name),
        escape(colour.name)
    ));
    let backdrop = |c: &mut Canvas, x: i32, w: i32| {
        c.rect(x, -400, w, 1400, 0, wall);
        if kind.backdrop == Backdrop::Room {
            c.rect(x, 470, w, 600, 0, floor);
        }
    };
    let sized = |c: &mut Canvas| {
        if kind.size_pct == 100 {
            (kind.draw)(c, &paint);
        } else {
            let s = f64::from(kind.size_pct) / 100.0;
            c.raw(&format!(
                r#"<g transform="translate(400 470) scale({s}) translate(-400 -470)">"#
            ));
            (kind.draw)(c, &paint);
            c.raw("</g>");
        }
    };
    match view {
        1 => {
            backdrop(&mut c, 0, 800);
            sized(&mut c);
        }
        2 => {
            backdrop(&mut c, 0, 800);
            if kind.backdrop == Backdrop::Room {
                c.plant(712, 100);
            }
            c.raw(r#"<g transform="translate(20 70) scale(.85)">"#);
            sized(&mut c);
            c.raw("</g>");
        }
        _ => {
            // Small pieces are drawn larger in the other views; the close-up keeps that.
            let (fx, fy) = kind.focus;
            let zoom = 1.45 * f64::from(kind.size_pct) / 100.0;
            c.raw(&format!(
                r#"<g transform="translate(400 300) scale({zoom:.3}) translate(-{fx} -{fy})">"#
            ));
            backdrop(&mut c, -400, 1600);
            (kind.draw)(&mut c, &paint);
            c.raw("</g>");
        }
    }
    c.raw("</svg>");
    c.into_string()
}

/// Writes every view of the given (kind, colour) pairs into `dir`; returns the file count.
pub(crate) fn write_all<'a>(
    dir: &Path,
    pairs: impl IntoIterator<Item = (&'a Kind, &'a Colour)>,
) -> io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    let mut written = 0;
    for (kind, colour) in pairs {
        for view in 1..=VIEWS {
            let path = dir.join(file_name(kind.slug, colour.slug, view));
            std::fs::write(path, render(kind, colour, view))?;
            written += 1;
        }
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seed::palette::PALETTE;

    #[test]
    fn kind_slugs_are_unique_and_url_safe() {
        let mut seen = std::collections::HashSet::new();
        for k in KINDS {
            assert!(seen.insert(k.slug), "duplicate kind {}", k.slug);
            assert!(
                k.slug.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{}",
                k.slug
            );
        }
    }

    #[test]
    fn every_kind_and_colour_renders_small_well_formed_svg() {
        for kind in KINDS {
            for colour in PALETTE {
                for view in 1..=VIEWS {
                    let svg = render(kind, colour, view);
                    let what = format!("{} {} {view}", kind.slug, colour.slug);
                    assert!(
                        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
                        "{what}"
                    );
                    assert!(svg.ends_with("</svg>"), "{what}");
                    assert!(
                        svg.contains(&format!("<title>{} in {}</title>", kind.name, colour.name)),
                        "{what}"
                    );
                    assert!(
                        svg.contains(colour.hex) || svg.contains(&Paint::of(colour.hex).light),
                        "{what}: colour not used"
                    );
                    assert!(svg.len() < 6 * 1024, "{what} is {} bytes", svg.len());
                    assert_well_formed(&svg, &what);
                }
            }
        }
    }

    #[test]
    fn the_three_views_differ() {
        let colour = &PALETTE[0];
        for kind in KINDS {
            let views: Vec<String> = (1..=VIEWS).map(|v| render(kind, colour, v)).collect();
            assert_ne!(views[0], views[1]);
            assert_ne!(views[1], views[2]);
            assert_ne!(views[0], views[2]);
        }
    }

    /// A small XML check: tags balance, attributes are quoted, no stray `&` or `<`.
    fn assert_well_formed(svg: &str, what: &str) {
        let mut stack: Vec<&str> = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            let text = &rest[..start];
            assert!(!text.contains('>'), "{what}: stray '>' in text");
            assert!(
                !text.replace("&amp;", "").replace("&lt;", "").contains('&'),
                "{what}: raw '&'"
            );
            let end = rest[start..]
                .find('>')
                .unwrap_or_else(|| panic!("{what}: unclosed tag"))
                + start;
            let tag = &rest[start + 1..end];
            assert!(!tag.contains('<'), "{what}: '<' inside a tag");
            assert_eq!(
                tag.matches('"').count() % 2,
                0,
                "{what}: unbalanced quotes in <{tag}>"
            );
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(stack.pop(), Some(name), "{what}: mismatched </{name}>");
            } else if !tag.ends_with('/') {
                stack.push(tag.split_whitespace().next().unwrap_or(""));
            }
            rest = &rest[end + 1..];
        }
        assert!(stack.is_empty(), "{what}: unclosed {stack:?}");
        assert!(rest.is_empty(), "{what}: text after the root");
    }
}
