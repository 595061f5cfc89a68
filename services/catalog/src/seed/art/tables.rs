//! Tables, desks and counters.

use super::canvas::{BOOKS, Canvas, GLASS, LEAF, LINEN, METAL, Paint, SCREEN, STEEL, STONE};

/// Fixed wood tones for the table of a dining set, whose chairs carry the colour.
const TABLE_TOP: &str = "#a07a58";
const TABLE_EDGE: &str = "#7f5c40";
const TABLE_LEG: &str = "#5e422d";

/// A small vase with two leaves standing on a surface at (x, y).
fn sprig(c: &mut Canvas, x: i32, y: i32) {
    c.stroke(
        &format!("M{x} {}q-16-40-30-52M{x} {}q14-44 32-56", y - 30, y - 30),
        4,
        LEAF,
    );
    c.path(&format!("M{} {y}q-6-18 4-34h12q10 16 4 34z", x - 10), STONE);
}

pub(super) fn coffee_table(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 270);
    c.rects(&p.dark, &[(176, 340, 24, 130, 4), (600, 340, 24, 130, 4)]);
    c.rect(196, 410, 408, 14, 3, &p.dark);
    c.poly(&[(204, 298), (596, 298), (640, 330), (160, 330)], &p.light);
    c.rect(160, 330, 480, 22, 4, &p.base);
    c.rect(250, 300, 96, 12, 2, BOOKS[1]);
    c.rect(258, 288, 80, 12, 2, BOOKS[2]);
    sprig(c, 520, 318);
}

pub(super) fn side_table(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 100);
    c.ellipse(400, 462, 72, 12, &p.dark);
    c.rect(388, 300, 24, 162, 4, &p.base);
    c.ellipse(400, 308, 112, 26, &p.base);
    c.ellipse(400, 296, 112, 26, &p.light);
    c.rect(388, 232, 24, 60, 6, STONE);
    c.poly(&[(356, 236), (444, 236), (428, 186), (372, 186)], LINEN);
}

pub(super) fn nest_tables(c: &mut Canvas, p: &Paint) {
    c.shadow(420, 260);
    for (x, w, top) in [(180, 250, 290), (330, 220, 340), (470, 190, 390)] {
        c.rects(
            &p.dark,
            &[
                (x + 8, top + 18, 12, 470 - top - 18, 3),
                (x + w - 20, top + 18, 12, 470 - top - 18, 3),
            ],
        );
        c.rect(x, top, w, 20, 4, &p.base);
        c.rect(x, top, w, 7, 3, &p.light);
    }
}

pub(super) fn console_table(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 220);
    c.rects(
        &p.dark,
        &[
            (194, 300, 14, 170, 3),
            (592, 300, 14, 170, 3),
            (204, 420, 392, 12, 2),
        ],
    );
    c.rect(212, 300, 376, 34, 3, &p.base);
    c.line(400, 302, 400, 332, 2, &p.deep);
    c.circles(&p.deep, &[(306, 317, 5), (494, 317, 5)]);
    c.rect(184, 280, 432, 22, 4, &p.base);
    c.rect(184, 280, 432, 7, 3, &p.light);
    c.rect(262, 214, 22, 66, 6, STONE);
    c.poly(&[(232, 220), (314, 220), (298, 170), (248, 170)], LINEN);
    sprig(c, 520, 280);
    c.rect(420, 408, 70, 12, 2, BOOKS[0]);
}

pub(super) fn dining_table(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 300);
    c.rects(&p.deep, &[(206, 320, 22, 124, 4), (572, 320, 22, 124, 4)]);
    c.rects(
        &p.dark,
        &[
            (146, 318, 30, 152, 4),
            (624, 318, 30, 152, 4),
            (140, 316, 520, 26, 2),
        ],
    );
    c.poly(&[(176, 268), (624, 268), (680, 300), (120, 300)], &p.light);
    c.rect(120, 300, 560, 22, 4, &p.base);
    c.ellipse(330, 288, 46, 10, STONE);
    sprig(c, 460, 290);
}

pub(super) fn dining_set(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 330);
    // Chairs behind the table show their backs above the top.
    for x in [270, 400, 530] {
        c.rect(x - 52, 186, 104, 130, 26, &p.base);
        c.rect(x - 40, 198, 80, 100, 20, &p.light);
    }
    c.rects(TABLE_LEG, &[(206, 320, 24, 150, 4), (570, 320, 24, 150, 4)]);
    c.poly(&[(196, 276), (604, 276), (640, 300), (160, 300)], TABLE_TOP);
    c.rect(160, 300, 480, 20, 4, TABLE_EDGE);
    // End chairs in profile.
    for (back_x, seat_x, dir) in [(92, 100, 1), (692, 596, -1)] {
        c.rect(back_x, 220, 16, 250, 4, &p.dark);
        c.rect(back_x - 4, 210, 24, 120, 10, &p.base);
        c.rect(seat_x, 350, 104, 24, 8, &p.light);
        let leg = if dir > 0 { seat_x + 88 } else { seat_x + 4 };
        c.rect(leg, 372, 12, 98, 3, &p.dark);
    }
    c.ellipse(400, 292, 40, 8, STONE);
}

pub(super) fn bar_cart(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 190);
    c.rect(276, 180, 28, 92, 8, "#5d7f5a");
    c.rect(283, 158, 14, 26, 4, "#5d7f5a");
    c.rect(318, 206, 34, 66, 8, "#b7772f");
    c.rect(328, 188, 14, 20, 4, "#b7772f");
    c.rects(GLASS, &[(380, 240, 22, 32, 4), (412, 240, 22, 32, 4)]);
    c.ellipse(480, 262, 40, 10, STONE);
    c.circles("#e8c547", &[(468, 252, 12), (490, 250, 12)]);
    c.lines(
        &p.base,
        10,
        &[
            (258, 230, 258, 446),
            (542, 230, 542, 446),
            (542, 230, 592, 196),
        ],
    );
    c.rect(248, 272, 304, 14, 4, &p.base);
    c.rect(248, 396, 304, 14, 4, &p.base);
    c.rects(&p.dark, &[(248, 284, 304, 4, 0), (248, 408, 304, 4, 0)]);
    c.rect(290, 360, 90, 36, 8, BOOKS[4]);
    c.circles(METAL, &[(270, 450, 20), (530, 450, 20)]);
    c.circles(&p.light, &[(270, 450, 7), (530, 450, 7)]);
}

pub(super) fn kitchen_island(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 300);
    c.rect(150, 288, 500, 170, 4, &p.base);
    c.rect(150, 454, 500, 16, 2, &p.deep);
    for x in [166, 330, 494] {
        c.rect(x, 300, 140, 28, 3, &p.light);
        c.rect(x, 338, 140, 108, 3, &p.light);
        c.rect(x + 14, 350, 112, 84, 3, &p.base);
        c.rect(x + 50, 310, 40, 6, 3, STEEL);
    }
    c.rect(126, 268, 548, 24, 4, STONE);
    c.poly(&[(150, 252), (650, 252), (674, 268), (126, 268)], "#f7f4ef");
    c.path("M232 252a46 18 0 0 1 92 0z", STONE);
    c.circles("#d8903a", &[(262, 238, 14), (290, 236, 14)]);
    c.rect(480, 246, 110, 8, 3, TABLE_TOP);
}

pub(super) fn vanity(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 220);
    c.rect(296, 74, 208, 190, 14, &p.base);
    c.rect(312, 90, 176, 158, 8, GLASS);
    c.lines("#eef6f8", 8, &[(332, 200, 392, 120), (350, 226, 430, 126)]);
    c.circles(
        "#fff1bf",
        &[
            (304, 96, 8),
            (304, 168, 8),
            (304, 240, 8),
            (496, 96, 8),
            (496, 168, 8),
            (496, 240, 8),
        ],
    );
    c.rects(&p.dark, &[(236, 336, 14, 134, 3), (550, 336, 14, 134, 3)]);
    c.rect(224, 296, 352, 44, 4, &p.base);
    c.line(400, 300, 400, 338, 2, &p.deep);
    c.circles(&p.deep, &[(312, 318, 5), (488, 318, 5)]);
    c.rect(216, 280, 368, 18, 4, &p.light);
    c.rects("#d9a6b0", &[(250, 256, 16, 24, 4), (274, 262, 14, 18, 4)]);
    c.rect(350, 396, 100, 24, 10, &p.light);
    c.rects(&p.dark, &[(362, 418, 8, 52, 2), (430, 418, 8, 52, 2)]);
}

pub(super) fn desk(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 260);
    c.rect(176, 310, 22, 160, 3, &p.dark);
    c.rect(198, 312, 272, 60, 0, &p.deep);
    c.rect(470, 310, 150, 160, 4, &p.dark);
    for y in [324, 372, 420] {
        c.rect(482, y, 126, 40, 3, &p.base);
        c.rect(525, y + 17, 40, 6, 3, STEEL);
    }
    c.rect(160, 290, 480, 22, 4, &p.base);
    c.rect(160, 290, 480, 7, 3, &p.light);
    c.rect(262, 208, 116, 78, 5, "#c8ccd1");
    c.rect(248, 284, 144, 8, 3, "#9aa0a6");
    c.rect(432, 256, 26, 34, 6, LINEN);
    sprig(c, 580, 290);
}

/// Chair tones of a boardroom: the table carries the colour.
const CHAIR_BACK: &str = "#3b3e44";
const CHAIR_FACE: &str = "#4d5158";

/// A boardroom table for `form.seats` (6 to 12; 8 when unknown), seen from its long side:
/// chairs behind it and before it, one at each end, papers and a laptop on a long top.
/// Details: 0 a rectangular top on two panel legs; 1 a boat-shaped top on a central plinth;
/// 2 a rectangular top on a metal sled frame.
pub(super) fn conference_table(c: &mut Canvas, p: &Paint) {
    let seats = match p.form.seats {
        0 => 8,
        n => i32::from(n.clamp(4, 12)),
    };
    let detail = p.form.detail;
    let side = (seats - 2) / 2;
    let len = (300 + seats * 36).min(700);
    let (left, right) = (400 - len / 2, 400 + len / 2);
    c.shadow(400, len / 2 + 30);
    // Chairs behind: their backs show above the top.
    let gap = len / (side + 1);
    for i in 1..=side {
        let cx = left + i * gap;
        c.raw(r#"<g data-seat="1">"#);
        c.rect(cx - 34, 196, 68, 110, 20, CHAIR_BACK);
        c.rect(cx - 26, 204, 52, 88, 16, CHAIR_FACE);
        c.raw("</g>");
    }
    // End chairs in profile.
    for (x, dir) in [(left - 60, 1), (right + 44, -1)] {
        c.raw(r#"<g data-seat="1">"#);
        c.rect(x, 236, 16, 120, 6, CHAIR_BACK);
        let seat_x = if dir > 0 { x } else { x - 48 };
        c.rect(seat_x, 344, 64, 18, 6, CHAIR_FACE);
        c.rect(seat_x + 26, 362, 10, 80, 2, METAL);
        c.rect(seat_x + 4, 440, 56, 8, 3, METAL);
        c.raw("</g>");
    }
    // The base.
    match detail {
        0 => {
            let l = left + len / 6;
            let r = right - len / 6;
            c.poly(
                &[(l - 50, 470), (l + 50, 470), (l + 32, 316), (l - 32, 316)],
                &p.dark,
            );
            c.poly(
                &[(r - 50, 470), (r + 50, 470), (r + 32, 316), (r - 32, 316)],
                &p.dark,
            );
        }
        1 => {
            c.rect(400 - len / 4, 316, len / 2, 150, 8, &p.dark);
            c.rect(400 - len / 4 - 12, 458, len / 2 + 24, 12, 4, &p.deep);
        }
        _ => {
            let l = left + 60;
            let r = right - 60;
            c.lines(
                STEEL,
                10,
                &[
                    (l, 316, l, 466),
                    (r, 316, r, 466),
                    (l - 30, 466, l + 30, 466),
                    (r - 30, 466, r + 30, 466),
                ],
            );
            c.line(l, 330, r, 330, 8, STEEL);
        }
    }
    // The top: its lit surface in perspective, then its edge.
    if detail == 1 {
        c.path(
            &format!("M{left} 284Q400 244 {right} 284Q400 318 {left} 284Z"),
            &p.light,
        );
        c.path(
            &format!("M{left} 284Q400 318 {right} 284v14Q400 334 {left} 298Z"),
            &p.base,
        );
    } else {
        c.poly(
            &[
                (left + 36, 262),
                (right - 36, 262),
                (right, 292),
                (left, 292),
            ],
            &p.light,
        );
        c.rect(left, 290, len, 26, 6, &p.base);
    }
    // Papers at every seat behind, a laptop and a cable port in the middle.
    let papers: Vec<(i32, i32, i32, i32, i32)> = (1..=side)
        .map(|i| (left + i * gap - 18, 268, 36, 16, 2))
        .collect();
    c.rects(LINEN, &papers);
    c.rect(372, 266, 56, 20, 3, "#9aa0a6");
    c.rect(378, 254, 44, 14, 2, SCREEN);
    // Chairs before the table: low backs, so the top stays in sight.
    for i in 1..=side {
        let cx = left + i * gap;
        c.raw(r#"<g data-seat="1">"#);
        c.rect(cx - 36, 340, 72, 96, 20, CHAIR_BACK);
        c.rect(cx - 28, 348, 56, 76, 16, CHAIR_FACE);
        c.rect(cx - 5, 436, 10, 26, 2, METAL);
        c.rect(cx - 34, 460, 68, 8, 3, METAL);
        c.raw("</g>");
    }
}

pub(super) fn reception_desk(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 300);
    c.rect(470, 168, 120, 78, 4, SCREEN);
    c.rect(524, 244, 12, 20, 0, METAL);
    c.rect(150, 230, 500, 236, 8, &p.base);
    c.rect(150, 300, 500, 18, 0, &p.dark);
    c.lines(
        &p.dark,
        3,
        &[
            (250, 330, 250, 452),
            (350, 330, 350, 452),
            (450, 330, 450, 452),
            (550, 330, 550, 452),
        ],
    );
    c.rect(140, 216, 520, 22, 6, &p.light);
    c.rect(156, 458, 488, 12, 2, &p.deep);
    sprig(c, 220, 216);
    c.ellipse(360, 210, 16, 8, STEEL);
}

pub(super) fn outdoor_table(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 270);
    c.lines(
        &p.dark,
        16,
        &[
            (226, 320, 186, 466),
            (226, 320, 266, 466),
            (574, 320, 534, 466),
            (574, 320, 614, 466),
        ],
    );
    c.line(226, 400, 574, 400, 10, &p.dark);
    c.poly(&[(184, 278), (616, 278), (660, 310), (140, 310)], &p.light);
    c.lines(
        &p.base,
        3,
        &[
            (270, 280, 250, 308),
            (357, 280, 350, 308),
            (443, 280, 450, 308),
            (530, 280, 550, 308),
        ],
    );
    c.rect(140, 310, 520, 18, 3, &p.base);
    c.ellipse(400, 294, 10, 5, &p.deep);
}
