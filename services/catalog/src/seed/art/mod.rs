//! The demo product pictures: one small flat illustration per furniture kind, painted in the
//! product's colour and drawn in the product's own [`Form`] (seats, a bed's width, proportions
//! from its dimensions, a detail), in three views (front, in a room with a plant, close-up) so a
//! product gallery has three distinct thumbnails.

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
pub(crate) use canvas::{DETAILS, Form};

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
    /// Drawn from the form's seats, width and detail by its own function; the other kinds are
    /// stretched to the form's proportions.
    pub shaped: bool,
    draw: Draw,
}

const fn kind(slug: &'static str, name: &'static str, focus: (i32, i32), draw: Draw) -> Kind {
    Kind {
        slug,
        name,
        focus,
        backdrop: Backdrop::Room,
        size_pct: 100,
        shaped: false,
        draw,
    }
}

impl Kind {
    const fn sized(mut self, pct: i32) -> Kind {
        self.size_pct = pct;
        self
    }

    const fn shaped(mut self) -> Kind {
        self.shaped = true;
        self
    }
}

pub(crate) const KINDS: &[Kind] = &[
    kind("sofa", "Sofa", (400, 330), seating::sofa).shaped(),
    kind(
        "sectional",
        "Sectional Sofa",
        (500, 350),
        seating::sectional,
    )
    .shaped(),
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
    kind("bed", "Bed", (400, 300), beds::bed).shaped(),
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
    )
    .shaped(),
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
        shaped: false,
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

/// `{kind}-{form}-{colour}-{view}.svg` (`{kind}-{colour}-{view}.svg` for the drawing as it
/// is), the file name and the last part of the URL.
pub(crate) fn file_name(kind: &str, form: &Form, colour_slug: &str, view: u8) -> String {
    match form.code() {
        code if code.is_empty() => format!("{kind}-{colour_slug}-{view}.svg"),
        code => format!("{kind}-{code}-{colour_slug}-{view}.svg"),
    }
}

pub(crate) fn url(kind: &str, form: &Form, colour_slug: &str, view: u8) -> String {
    format!("{URL_PREFIX}{}", file_name(kind, form, colour_slug, view))
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

/// The SVG for one kind in one form, colour and view (1 to [`VIEWS`]).
pub(crate) fn render(kind: &Kind, form: &Form, colour: &Colour, view: u8) -> String {
    let mut paint = Paint::of(colour.hex);
    paint.form = *form;
    // A kind without its own shapes is stretched to the product's proportions, standing on the
    // floor where it stood.
    let (stretch_x, stretch_y) = if kind.shaped {
        (1.0, 1.0)
    } else {
        (
            f64::from(form.width_pct) / 100.0,
            f64::from(form.height_pct) / 100.0,
        )
    };
    let draw = |c: &mut Canvas, scale: f64| {
        let (sx, sy) = (scale * stretch_x, scale * stretch_y);
        if sx == 1.0 && sy == 1.0 {
            (kind.draw)(c, &paint);
        } else {
            c.raw(&format!(
                r#"<g transform="translate(400 470) scale({sx:.3} {sy:.3}) translate(-400 -470)">"#
            ));
            (kind.draw)(c, &paint);
            c.raw("</g>");
        }
    };
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
    let sized = |c: &mut Canvas| draw(c, f64::from(kind.size_pct) / 100.0);
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
            draw(&mut c, 1.0);
            c.raw("</g>");
        }
    }
    c.raw("</svg>");
    c.into_string()
}

/// Writes every view of the given (kind, form, colour) into `dir`; returns the file count.
pub(crate) fn write_all<'a>(
    dir: &Path,
    pieces: impl IntoIterator<Item = (&'a Kind, Form, &'a Colour)>,
) -> io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    let mut written = 0;
    for (kind, form, colour) in pieces {
        for view in 1..=VIEWS {
            let path = dir.join(file_name(kind.slug, &form, colour.slug, view));
            std::fs::write(path, render(kind, &form, colour, view))?;
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
                    let svg = render(kind, &Form::default(), colour, view);
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
            let views: Vec<String> = (1..=VIEWS)
                .map(|v| render(kind, &Form::default(), colour, v))
                .collect();
            assert_ne!(views[0], views[1]);
            assert_ne!(views[1], views[2]);
            assert_ne!(views[0], views[2]);
        }
    }

    fn form(seats: u8, width_cm: u16, detail: u8) -> Form {
        Form {
            seats,
            width_cm,
            detail,
            ..Form::default()
        }
    }

    #[test]
    fn shaped_kinds_draw_their_seats_size_and_detail() {
        let colour = &PALETTE[0];
        let kind = |slug| find_kind(slug).unwrap();
        let svg = |slug, f: Form| render(kind(slug), &f, colour, 1);
        // The 5- and 7-seater sectionals differ, and so do their details.
        assert_ne!(
            svg("sectional", form(5, 0, 0)),
            svg("sectional", form(7, 0, 0))
        );
        for slug in ["sofa", "sectional", "bed", "conference-table"] {
            let base = match slug {
                "bed" => form(0, 160, 0),
                "sofa" => form(3, 0, 0),
                _ => form(8, 0, 0),
            };
            let mut seen = std::collections::HashSet::new();
            for detail in 0..DETAILS {
                let f = Form { detail, ..base };
                let picture = svg(slug, f);
                assert_well_formed(&picture, slug);
                assert!(
                    picture.len() < 8 * 1024,
                    "{slug} {f:?}: {} bytes",
                    picture.len()
                );
                assert!(
                    seen.insert(picture),
                    "{slug}: detail {detail} looks like another"
                );
            }
        }
        // Seats and bed sizes change the drawing.
        assert_ne!(svg("sofa", form(2, 0, 0)), svg("sofa", form(4, 0, 0)));
        assert_ne!(svg("bed", form(0, 130, 0)), svg("bed", form(0, 190, 0)));
        assert_ne!(
            svg("conference-table", form(6, 0, 0)),
            svg("conference-table", form(10, 0, 0))
        );
        // A boardroom table has chairs on both sides: more than its seats' worth of backs
        // behind would be a bench.
        let ten = svg("conference-table", form(10, 0, 0));
        assert_eq!(ten.matches(r#"data-seat="1""#).count(), 10, "{ten}");
        // The other kinds follow the proportions.
        let wide = Form {
            width_pct: 120,
            height_pct: 92,
            ..Form::default()
        };
        let table = render(kind("coffee-table"), &wide, colour, 1);
        assert!(table.contains("scale(1.380 1.058)"), "{table}");
        assert_ne!(
            table,
            render(kind("coffee-table"), &Form::default(), colour, 1)
        );
    }

    #[test]
    fn file_names_carry_the_form() {
        assert_eq!(
            file_name("sofa", &Form::default(), "grey", 1),
            "sofa-grey-1.svg"
        );
        assert_eq!(
            file_name("sectional", &form(7, 0, 2), "grey", 3),
            "sectional-s7-d2-grey-3.svg"
        );
        let stretched = Form {
            width_pct: 85,
            height_pct: 104,
            ..Form::default()
        };
        assert_eq!(
            file_name("desk", &stretched, "oak", 2),
            "desk-w85h104-oak-2.svg"
        );
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
