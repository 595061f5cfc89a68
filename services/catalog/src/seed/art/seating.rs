//! Sofas, chairs, stools and benches.

use super::canvas::{Canvas, METAL, Paint, STEEL, WOOD_LEG};

pub(super) fn sofa(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 290);
    c.rects(WOOD_LEG, &[(176, 436, 16, 34, 3), (608, 436, 16, 34, 3)]);
    c.rect(165, 226, 470, 170, 30, &p.dark);
    c.rects(
        &p.base,
        &[
            (184, 244, 140, 124, 24),
            (330, 244, 140, 124, 24),
            (476, 244, 140, 124, 24),
        ],
    );
    c.rect(132, 376, 536, 68, 16, &p.dark);
    c.rects(
        &p.light,
        &[
            (198, 346, 132, 46, 14),
            (334, 346, 132, 46, 14),
            (470, 346, 132, 46, 14),
        ],
    );
    arm(c, p, 116, 296);
    arm(c, p, 600, 296);
}

/// A rolled sofa arm whose top-left corner is at (x, y).
fn arm(c: &mut Canvas, p: &Paint, x: i32, y: i32) {
    c.rect(x, y, 84, 150, 32, &p.base);
    c.rect(x + 6, y + 4, 72, 24, 12, &p.light);
}

pub(super) fn sectional(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 320);
    c.rects(WOOD_LEG, &[(120, 440, 16, 30, 3)]);
    c.rect(118, 222, 566, 164, 30, &p.dark);
    c.rects(
        &p.base,
        &[
            (170, 240, 124, 118, 22),
            (300, 240, 124, 118, 22),
            (430, 240, 124, 118, 22),
            (560, 240, 116, 118, 22),
        ],
    );
    c.rect(104, 378, 592, 64, 16, &p.dark);
    c.rects(
        &p.light,
        &[(176, 346, 126, 44, 14), (306, 346, 126, 44, 14)],
    );
    // The chaise comes forward on the right: its seat, then its own front face.
    c.rect(440, 350, 252, 70, 16, &p.light);
    c.rect(432, 404, 268, 54, 14, &p.dark);
    c.rect(432, 404, 268, 8, 4, &p.base);
    c.rects(WOOD_LEG, &[(446, 458, 16, 12, 2), (670, 458, 16, 12, 2)]);
    arm(c, p, 96, 292);
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
