//! Mirrors, rugs, lamps, art, textiles and objects.

use super::canvas::{
    Canvas, FLAME_CORE, GLASS, GLASS_SHINE, LEAF, LINEN, METAL, Paint, STONE, WOOD_LEG,
};

pub(super) fn mirror(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 130);
    c.path("M284 470V186A116 116 0 0 1 516 186V470Z", &p.base);
    c.path("M304 456V188A96 96 0 0 1 496 188V456Z", GLASS);
    c.lines(
        GLASS_SHINE,
        14,
        &[(330, 300, 420, 170), (336, 380, 470, 210)],
    );
    c.path(
        "M284 470V186A116 116 0 0 1 400 70V84A102 102 0 0 0 298 186V470Z",
        &p.light,
    );
}

/// Seen from above, on the floor.
pub(super) fn rug(c: &mut Canvas, p: &Paint) {
    c.raw(r##"<rect x="172" y="124" width="480" height="360" rx="4" fill="#000" opacity=".1"/>"##);
    c.lines(
        LINEN,
        3,
        &[
            (150, 130, 160, 130),
            (150, 170, 160, 170),
            (150, 210, 160, 210),
            (150, 250, 160, 250),
            (150, 290, 160, 290),
            (150, 330, 160, 330),
            (150, 370, 160, 370),
            (150, 410, 160, 410),
            (150, 450, 160, 450),
            (640, 130, 650, 130),
            (640, 170, 650, 170),
            (640, 210, 650, 210),
            (640, 250, 650, 250),
            (640, 290, 650, 290),
            (640, 330, 650, 330),
            (640, 370, 650, 370),
            (640, 410, 650, 410),
            (640, 450, 650, 450),
        ],
    );
    c.rect(160, 110, 480, 360, 4, &p.base);
    c.rect(182, 132, 436, 316, 2, &p.dark);
    c.rect(198, 148, 404, 284, 0, &p.base);
    c.poly(&[(400, 170), (540, 290), (400, 410), (260, 290)], &p.light);
    c.poly(&[(400, 220), (482, 290), (400, 360), (318, 290)], &p.dark);
    c.circle(400, 290, 24, &p.light);
    c.poly(&[(198, 148), (260, 148), (198, 200)], &p.light);
    c.poly(&[(602, 148), (540, 148), (602, 200)], &p.light);
    c.poly(&[(198, 432), (260, 432), (198, 380)], &p.light);
    c.poly(&[(602, 432), (540, 432), (602, 380)], &p.light);
}

pub(super) fn floor_lamp(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 90);
    c.raw(&format!(
        r#"<ellipse cx="400" cy="200" rx="84" ry="26" fill="{FLAME_CORE}" opacity=".35"/>"#
    ));
    c.lines(
        WOOD_LEG,
        8,
        &[
            (400, 250, 334, 468),
            (400, 250, 466, 468),
            (400, 250, 400, 468),
        ],
    );
    c.rect(396, 150, 8, 104, 3, METAL);
    c.poly(&[(322, 178), (478, 178), (452, 70), (348, 70)], &p.base);
    c.rect(322, 172, 156, 10, 4, &p.dark);
    c.rect(348, 66, 104, 8, 4, &p.light);
}

pub(super) fn desk_lamp(c: &mut Canvas, p: &Paint) {
    c.shadow(360, 110);
    c.raw(&format!(
        r#"<polygon points="436,292 528,262 620,470 390,470" fill="{FLAME_CORE}" opacity=".22"/>"#
    ));
    c.rect(286, 444, 112, 20, 10, &p.base);
    c.lines(&p.base, 12, &[(342, 446, 296, 300), (296, 300, 432, 206)]);
    c.circles(&p.dark, &[(342, 446, 11), (296, 300, 11), (432, 206, 11)]);
    c.poly(&[(420, 196), (470, 180), (530, 264), (430, 296)], &p.base);
    c.poly(&[(430, 296), (530, 264), (524, 256), (434, 284)], &p.dark);
    c.ellipse(480, 282, 18, 8, FLAME_CORE);
}

pub(super) fn wall_art(c: &mut Canvas, p: &Paint) {
    c.rect(236, 84, 328, 252, 3, "#2e2a26");
    c.rect(248, 96, 304, 228, 0, LINEN);
    c.rect(268, 116, 264, 188, 0, "#f1ebe1");
    c.circle(350, 190, 52, &p.base);
    c.path("M268 304V250Q340 196 420 240Q480 272 532 232V304Z", &p.dark);
    c.path("M430 116h102v110a51 51 0 0 1-102 0z", &p.light);
    c.circle(478, 270, 14, &p.deep);
    c.rect(596, 150, 116, 150, 3, "#2e2a26");
    c.rect(606, 160, 96, 130, 0, "#f1ebe1");
    c.stroke("M622 270Q650 170 690 190", 8, &p.base);
    c.rect(90, 170, 116, 116, 3, "#2e2a26");
    c.rect(100, 180, 96, 96, 0, &p.light);
    c.circle(148, 228, 28, &p.base);
}

/// A plump square cushion centred at (x, y) with half-size `s`.
fn cushion(c: &mut Canvas, x: i32, y: i32, sx: i32, sy: i32, fill: &str) {
    let (l, r, t, b) = (x - sx, x + sx, y - sy, y + sy);
    c.path(
        &format!(
            "M{l} {t}Q{x} {} {r} {t}Q{} {y} {r} {b}Q{x} {} {l} {b}Q{} {y} {l} {t}Z",
            t + 14,
            r - 12,
            b - 14,
            l + 12
        ),
        fill,
    );
}

pub(super) fn throw_pillows(c: &mut Canvas, p: &Paint) {
    super::seating::neutral_sofa(c);
    cushion(c, 290, 296, 82, 78, &p.base);
    cushion(c, 500, 296, 82, 78, &p.light);
    c.lines(
        &p.base,
        8,
        &[
            (440, 270, 560, 270),
            (440, 300, 560, 300),
            (440, 330, 560, 330),
        ],
    );
    cushion(c, 398, 344, 96, 42, &p.dark);
    c.circles(&p.base, &[(360, 344, 5), (398, 344, 5), (436, 344, 5)]);
}

pub(super) fn curtains(c: &mut Canvas, p: &Paint) {
    c.rect(226, 110, 348, 300, 4, "#dcebf2");
    c.lines("#f8f8f6", 10, &[(400, 110, 400, 410), (226, 260, 574, 260)]);
    c.rect(212, 406, 376, 12, 3, "#f8f8f6");
    c.path("M160 96H320Q300 250 250 300Q296 380 304 468H160Z", &p.base);
    c.path("M640 96H480Q500 250 550 300Q504 380 496 468H640Z", &p.base);
    c.stroke(
        "M196 100V466M232 100V300Q246 380 244 466M270 100Q274 240 240 300Q270 380 276 466",
        5,
        &p.dark,
    );
    c.stroke(
        "M604 100V466M568 100V300Q554 380 556 466M530 100Q526 240 560 300Q530 380 524 466",
        5,
        &p.dark,
    );
    c.rects(&p.deep, &[(238, 292, 26, 14, 6), (536, 292, 26, 14, 6)]);
    c.line(140, 92, 660, 92, 7, METAL);
    c.circles(METAL, &[(140, 92, 10), (660, 92, 10)]);
}

pub(super) fn vase(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 220);
    c.rect(200, 400, 400, 70, 4, STONE);
    c.rect(200, 400, 400, 10, 3, "#f7f4ef");
    c.stroke(
        "M300 230Q280 150 250 110M300 230Q306 140 330 96M300 230Q330 170 370 140",
        4,
        "#b9a27c",
    );
    c.raw(r##"<g fill="#e6d7b8"><ellipse cx="250" cy="104" rx="14" ry="34" transform="rotate(-30 250 104)"/><ellipse cx="330" cy="92" rx="14" ry="34" transform="rotate(14 330 92)"/><ellipse cx="372" cy="136" rx="14" ry="32" transform="rotate(50 372 136)"/></g>"##);
    c.path(
        "M272 400Q238 330 276 280Q292 252 290 222H310Q308 252 324 280Q362 330 328 400Z",
        &p.base,
    );
    c.path(
        "M290 222H310Q308 252 324 280Q340 304 338 330Q320 290 304 282Q296 260 290 222Z",
        &p.dark,
    );
    c.ellipse(440, 350, 62, 52, &p.light);
    c.rect(410, 384, 60, 16, 6, &p.light);
    c.rect(422, 292, 36, 12, 6, &p.dark);
    c.path("M508 400a44 32 0 0 1 88 0z", &p.dark);
    c.stroke("M440 292Q436 250 410 226M440 292Q450 240 474 222", 4, LEAF);
}
