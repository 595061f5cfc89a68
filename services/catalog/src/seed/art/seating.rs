//! Sofas, chairs, stools and benches.

use super::canvas::{Canvas, METAL, Paint, STEEL, WOOD_LEG};

/// A sofa of `form.seats` seats (2 to 4; 3 when unknown). Details: 0 rolled arms, buttoned
/// back and wooden feet; 1 slim track arms on tall tapered legs; 2 wide block arms on a low
/// metal base.
pub(super) fn sofa(c: &mut Canvas, p: &Paint) {
    let seats = match p.form.seats {
        0 => 3,
        n => i32::from(n.clamp(2, 4)),
    };
    let detail = p.form.detail;
    let cw = if seats == 4 { 122 } else { 140 };
    let inner = seats * cw + (seats - 1) * 6;
    let x0 = 400 - inner / 2;
    c.shadow(400, inner / 2 + 110);
    legs(c, detail, x0 - 8, x0 + inner - 8);
    c.rect(x0 - 19, 226, inner + 38, 170, 30, &p.dark);
    let backs: Vec<(i32, i32, i32, i32, i32)> = (0..seats)
        .map(|i| (x0 + i * (cw + 6), 244, cw, 124, 24))
        .collect();
    c.rects(&p.base, &backs);
    if detail == 0 {
        let buttons: Vec<(i32, i32, i32)> = (0..seats)
            .flat_map(|i| {
                let x = x0 + i * (cw + 6);
                [(x + cw / 3, 290, 4), (x + 2 * cw / 3, 290, 4)]
            })
            .collect();
        c.circles(&p.deep, &buttons);
    }
    c.rect(x0 - 52, 376, inner + 104, 68, 16, &p.dark);
    let seats_front: Vec<(i32, i32, i32, i32, i32)> = (0..seats)
        .map(|i| (x0 + 4 + i * (cw + 6), 346, cw - 8, 46, 14))
        .collect();
    c.rects(&p.light, &seats_front);
    sofa_arm(c, p, detail, x0 - 68, true);
    sofa_arm(c, p, detail, x0 + inner - 16, false);
}

/// The feet of a sofa whose outer ends are at `left` and `right`, by detail.
fn legs(c: &mut Canvas, detail: u8, left: i32, right: i32) {
    match detail {
        0 => c.rects(WOOD_LEG, &[(left, 436, 16, 34, 3), (right, 436, 16, 34, 3)]),
        1 => {
            c.poly(
                &[
                    (left, 430),
                    (left + 14, 430),
                    (left + 4, 470),
                    (left - 4, 470),
                ],
                WOOD_LEG,
            );
            c.poly(
                &[
                    (right, 430),
                    (right + 14, 430),
                    (right + 18, 470),
                    (right + 10, 470),
                ],
                WOOD_LEG,
            );
        }
        _ => c.rect(left + 10, 440, right - left - 4, 12, 4, METAL),
    }
}

/// A sofa arm by detail, its outer top corner at (x, 296).
fn sofa_arm(c: &mut Canvas, p: &Paint, detail: u8, x: i32, left: bool) {
    match detail {
        0 => arm(c, p, x, 296),
        1 => {
            let x = if left { x + 30 } else { x + 4 };
            c.rect(x, 300, 50, 146, 8, &p.base);
            c.rect(x, 300, 50, 12, 6, &p.light);
        }
        _ => {
            c.rect(x - 6, 286, 96, 160, 10, &p.dark);
            c.rect(x, 292, 84, 20, 6, &p.base);
        }
    }
}

/// A rolled sofa arm whose top-left corner is at (x, y).
fn arm(c: &mut Canvas, p: &Paint, x: i32, y: i32) {
    c.rect(x, y, 84, 150, 32, &p.base);
    c.rect(x + 6, y + 4, 72, 24, 12, &p.light);
}

/// A sectional of `form.seats` seats (5 to 7; 5 when unknown): the back cushions and the seats
/// before the chaise follow the count. Details: 0 chaise on the right, rolled arm; 1 chaise on
/// the left (drawn mirrored), track arm; 2 chaise on the right, buttoned back and block arm.
pub(super) fn sectional(c: &mut Canvas, p: &Paint) {
    let seats = match p.form.seats {
        0 => 5,
        n => i32::from(n.clamp(4, 8)),
    };
    let detail = p.form.detail;
    if detail == 1 {
        c.raw(r#"<g transform="translate(800 0) scale(-1 1)">"#);
    }
    c.shadow(400, 320);
    c.rects(WOOD_LEG, &[(120, 440, 16, 30, 3)]);
    c.rect(118, 222, 566, 164, 30, &p.dark);
    // Back cushions: one per seat but the chaise's.
    let backs = seats - 1;
    let bw = (506 - (backs - 1) * 6) / backs;
    let back_rects: Vec<(i32, i32, i32, i32, i32)> = (0..backs)
        .map(|i| (170 + i * (bw + 6), 240, bw, 118, 22))
        .collect();
    c.rects(&p.base, &back_rects);
    if detail == 2 {
        let buttons: Vec<(i32, i32, i32)> = (0..backs)
            .map(|i| (170 + i * (bw + 6) + bw / 2, 292, 4))
            .collect();
        c.circles(&p.deep, &buttons);
    }
    c.rect(104, 378, 592, 64, 16, &p.dark);
    // Seats before the chaise: the rest but the corner's.
    let front = seats - 3;
    let sw = (256 - (front - 1) * 4) / front;
    let seat_rects: Vec<(i32, i32, i32, i32, i32)> = (0..front)
        .map(|i| (176 + i * (sw + 4), 346, sw, 44, 14))
        .collect();
    c.rects(&p.light, &seat_rects);
    // The chaise comes forward: its seat, then its own front face.
    c.rect(440, 350, 252, 70, 16, &p.light);
    c.rect(432, 404, 268, 54, 14, &p.dark);
    c.rect(432, 404, 268, 8, 4, &p.base);
    c.rects(WOOD_LEG, &[(446, 458, 16, 12, 2), (670, 458, 16, 12, 2)]);
    sofa_arm(c, p, detail, 96, true);
    if detail == 1 {
        c.raw("</g>");
    }
}

pub(super) fn armchair(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 150);
    c.poly(&[(296, 440), (314, 440), (310, 470), (300, 470)], WOOD_LEG);
    c.poly(&[(486, 440), (504, 440), (500, 470), (490, 470)], WOOD_LEG);
    c.rect(300, 168, 200, 226, 44, &p.base);
    c.rect(322, 190, 156, 168, 30, &p.light);
    c.rect(286, 384, 228, 60, 14, &p.dark);
    c.rect(318, 346, 164, 48, 16, &p.light);
    c.rect(318, 384, 164, 8, 4, &p.base);
    c.rect(268, 292, 66, 152, 30, &p.base);
    c.rect(466, 292, 66, 152, 30, &p.base);
    c.rects(&p.light, &[(274, 296, 54, 22, 11), (472, 296, 54, 22, 11)]);
}

pub(super) fn recliner(c: &mut Canvas, p: &Paint) {
    c.shadow(410, 220);
    c.rects(METAL, &[(266, 446, 22, 22, 4), (470, 446, 22, 22, 4)]);
    // Side view: reclined back on the left, footrest raised on the right.
    c.poly(&[(236, 372), (306, 372), (262, 160), (186, 176)], &p.base);
    c.ellipse(218, 176, 40, 28, &p.light);
    c.lines(&p.dark, 3, &[(206, 236, 274, 228), (218, 296, 288, 290)]);
    c.rect(246, 380, 262, 72, 14, &p.dark);
    c.rect(246, 342, 262, 50, 20, &p.base);
    c.poly(&[(500, 384), (640, 352), (654, 386), (514, 420)], &p.base);
    c.poly(&[(514, 420), (654, 386), (656, 398), (516, 432)], &p.dark);
    c.rect(268, 296, 250, 76, 36, &p.base);
    c.circle(506, 334, 38, &p.light);
    c.circle(506, 334, 18, &p.base);
}

pub(super) fn pouffe(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 100);
    c.rect(318, 362, 164, 104, 28, &p.base);
    c.lines(
        &p.dark,
        3,
        &[
            (346, 376, 346, 456),
            (372, 374, 372, 460),
            (400, 374, 400, 462),
            (428, 374, 428, 460),
            (454, 376, 454, 456),
        ],
    );
    c.ellipse(400, 366, 82, 20, &p.light);
    c.circle(400, 366, 8, &p.dark);
}

pub(super) fn ottoman(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 170);
    c.rects(WOOD_LEG, &[(252, 440, 14, 30, 3), (534, 440, 14, 30, 3)]);
    c.rect(240, 346, 320, 100, 14, &p.base);
    c.rect(240, 420, 320, 26, 10, &p.dark);
    c.rect(232, 320, 336, 42, 18, &p.light);
    c.circles(
        &p.dark,
        &[
            (282, 340, 5),
            (341, 340, 5),
            (400, 340, 5),
            (459, 340, 5),
            (518, 340, 5),
        ],
    );
}

pub(super) fn bench(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 240);
    c.rects(
        METAL,
        &[
            (188, 372, 12, 98, 3),
            (600, 372, 12, 98, 3),
            (188, 430, 424, 8, 3),
        ],
    );
    c.rect(168, 326, 464, 58, 20, &p.base);
    c.rect(168, 364, 464, 20, 10, &p.dark);
    c.rect(180, 328, 440, 14, 7, &p.light);
    c.circles(
        &p.dark,
        &[
            (236, 348, 4),
            (318, 348, 4),
            (400, 348, 4),
            (482, 348, 4),
            (564, 348, 4),
        ],
    );
}

pub(super) fn dining_chair(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 110);
    c.rects(WOOD_LEG, &[(326, 200, 12, 270, 4), (462, 200, 12, 270, 4)]);
    c.rect(318, 160, 164, 176, 32, &p.base);
    c.rect(334, 176, 132, 140, 24, &p.light);
    c.rect(300, 330, 200, 34, 12, &p.light);
    c.rect(304, 352, 192, 26, 10, &p.dark);
    c.poly(&[(310, 376), (328, 376), (324, 470), (314, 470)], WOOD_LEG);
    c.poly(&[(472, 376), (490, 376), (486, 470), (476, 470)], WOOD_LEG);
}

pub(super) fn bar_stool(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 90);
    c.lines(
        METAL,
        9,
        &[
            (360, 262, 322, 466),
            (440, 262, 478, 466),
            (388, 262, 384, 468),
            (412, 262, 416, 468),
        ],
    );
    c.line(336, 396, 464, 396, 8, METAL);
    c.line(400, 236, 400, 180, 10, METAL);
    c.rect(338, 150, 124, 56, 22, &p.base);
    c.rect(330, 234, 140, 30, 14, &p.dark);
    c.ellipse(400, 236, 70, 18, &p.light);
}

pub(super) fn office_chair(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 140);
    c.lines(
        METAL,
        12,
        &[
            (400, 440, 296, 452),
            (400, 440, 504, 452),
            (400, 440, 346, 460),
            (400, 440, 454, 460),
        ],
    );
    c.circles(
        METAL,
        &[(296, 460, 10), (504, 460, 10), (346, 464, 9), (454, 464, 9)],
    );
    c.rect(392, 356, 16, 86, 4, STEEL);
    c.rect(390, 290, 20, 44, 4, METAL);
    c.rect(336, 92, 128, 38, 16, &p.base);
    c.rect(330, 124, 140, 196, 40, &p.base);
    c.rect(346, 140, 108, 164, 30, &p.dark);
    c.lines(
        &p.base,
        2,
        &[
            (352, 180, 448, 180),
            (350, 220, 450, 220),
            (350, 260, 450, 260),
        ],
    );
    c.rect(308, 318, 184, 46, 22, &p.base);
    c.rect(318, 318, 164, 16, 8, &p.light);
    c.rects(
        METAL,
        &[
            (292, 284, 14, 56, 4),
            (494, 284, 14, 56, 4),
            (278, 274, 44, 14, 7),
            (478, 274, 44, 14, 7),
        ],
    );
}

pub(super) fn outdoor_chair(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 170);
    for i in 0..5_i32 {
        let x = 318 + i * 34;
        let lift = (i - 2).abs() * 16;
        let lean = (i - 2) * 12;
        c.poly(
            &[
                (x, 340),
                (x + 28, 340),
                (x + 28 + lean, 150 + lift),
                (x + lean, 150 + lift),
            ],
            &p.base,
        );
    }
    c.rect(288, 340, 224, 30, 6, &p.base);
    c.lines(&p.dark, 2, &[(292, 350, 508, 350), (292, 360, 508, 360)]);
    c.rects(
        &p.dark,
        &[
            (264, 316, 18, 154, 4),
            (518, 316, 18, 154, 4),
            (302, 368, 20, 102, 4),
            (478, 368, 20, 102, 4),
        ],
    );
    c.rects(&p.light, &[(242, 296, 118, 20, 5), (440, 296, 118, 20, 5)]);
}

pub(super) fn garden_bench(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 260);
    c.rects(&p.deep, &[(160, 236, 22, 234, 6), (618, 236, 22, 234, 6)]);
    c.rects(
        &p.base,
        &[
            (182, 240, 436, 20, 4),
            (182, 270, 436, 20, 4),
            (182, 300, 436, 20, 4),
        ],
    );
    c.rects(&p.dark, &[(196, 372, 16, 98, 3), (588, 372, 16, 98, 3)]);
    c.rects(&p.light, &[(168, 338, 464, 16, 4), (168, 358, 464, 16, 4)]);
    c.rects(&p.deep, &[(146, 292, 76, 14, 7), (578, 292, 76, 14, 7)]);
}

/// A plain neutral sofa that cushions are shown on.
pub(super) fn neutral_sofa(c: &mut Canvas) {
    c.shadow(400, 280);
    c.rect(150, 240, 500, 150, 28, "#c9c4bb");
    c.rect(140, 360, 520, 84, 18, "#b9b3a8");
    c.rect(160, 350, 480, 40, 14, "#d8d3ca");
    c.rects(WOOD_LEG, &[(176, 444, 14, 26, 3), (610, 444, 14, 26, 3)]);
}
