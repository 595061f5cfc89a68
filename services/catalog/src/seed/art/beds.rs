//! Beds, cots and mattresses.

use super::canvas::{BOOKS, Canvas, LINEN, Paint, SHEET, WOOD_LEG};

/// The duvet's fixed tone, so the frame and headboard carry the colour.
const DUVET: &str = "#dfe3e7";

/// A bed as wide as `form.width_cm` (a 5x6 is 160 cm; 3x6 to 6x6 drawn in proportion), seen
/// from its foot. Details: 0 a buttoned upholstered headboard; 1 a channel-tufted one; 2 an
/// arched wooden one with slats.
pub(super) fn bed(c: &mut Canvas, p: &Paint) {
    let cm = match p.form.width_cm {
        0 => 160,
        w => i32::from(w).clamp(90, 200),
    };
    // Every x is drawn from the centre, scaled by the width against a 5x6.
    let x = |v: i32| 400 + (v - 400) * cm / 160;
    let w = |v: i32| v * cm / 160;
    c.shadow(400, w(300));
    match p.form.detail {
        0 => {
            c.rect(x(178), 150, w(444), 250, 30, &p.base);
            c.rect(x(198), 170, w(404), 140, 20, &p.light);
            let buttons: Vec<(i32, i32, i32)> = [250, 325, 400, 475, 550]
                .iter()
                .map(|&bx| (x(bx), 205, 5))
                .chain([288, 363, 438, 513].iter().map(|&bx| (x(bx), 250, 5)))
                .collect();
            c.circles(&p.dark, &buttons);
        }
        1 => {
            c.rect(x(178), 170, w(444), 230, 14, &p.base);
            let channels = (cm / 20).max(5);
            let step = w(444) / channels;
            let lines: Vec<(i32, i32, i32, i32)> = (1..channels)
                .map(|i| (x(178) + i * step, 184, x(178) + i * step, 300))
                .collect();
            c.lines(&p.dark, 5, &lines);
        }
        _ => {
            c.path(
                &format!(
                    "M{} 400V210Q{} 130 400 130Q{} 130 {} 210V400Z",
                    x(178),
                    x(178),
                    x(622),
                    x(622)
                ),
                &p.dark,
            );
            let slats: Vec<(i32, i32, i32, i32, i32)> = (0..5)
                .map(|i| (x(214) + i * w(84), 180, w(36), 130, 6))
                .collect();
            c.rects(&p.light, &slats);
        }
    }
    c.rects(
        WOOD_LEG,
        &[(x(186), 446, 16, 24, 3), (x(598), 446, 16, 24, 3)],
    );
    // Two pillows, side by side; a narrow bed's are narrower.
    c.rect(x(218), 268, w(160), 64, 24, LINEN);
    c.rect(x(422), 268, w(160), 64, 24, LINEN);
    c.rect(x(166), 318, w(468), 96, 16, DUVET);
    c.rect(x(166), 318, w(468), 26, 12, LINEN);
    c.rect(x(166), 370, w(468), 28, 4, &p.light);
    c.rect(x(156), 398, w(488), 52, 10, &p.base);
    c.rect(x(156), 398, w(488), 8, 4, &p.dark);
}

pub(super) fn headboard(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 260);
    c.rects(WOOD_LEG, &[(204, 430, 14, 40, 3), (582, 430, 14, 40, 3)]);
    c.path("M188 440V230Q188 130 400 130Q612 130 612 230V440Z", &p.base);
    c.lines(
        &p.dark,
        4,
        &[
            (244, 190, 244, 430),
            (296, 160, 296, 430),
            (348, 146, 348, 430),
            (400, 142, 400, 430),
            (452, 146, 452, 430),
            (504, 160, 504, 430),
            (556, 190, 556, 430),
        ],
    );
    c.rect(214, 380, 372, 70, 10, "#c9c4bc");
    c.rect(214, 356, 372, 44, 10, SHEET);
    c.rect(236, 320, 150, 54, 22, LINEN);
    c.rect(414, 320, 150, 54, 22, LINEN);
}

pub(super) fn bunk_bed(c: &mut Canvas, p: &Paint) {
    c.shadow(410, 250);
    c.rect(222, 374, 338, 34, 8, LINEN);
    c.rect(222, 386, 338, 28, 8, "#a9c1d6");
    c.rect(236, 360, 70, 24, 10, LINEN);
    c.rect(222, 224, 338, 34, 8, LINEN);
    c.rect(236, 206, 70, 26, 10, LINEN);
    c.rect(222, 236, 338, 24, 8, "#e6c36a");
    c.rect(222, 408, 338, 22, 4, &p.dark);
    c.rect(222, 258, 338, 22, 4, &p.dark);
    c.rect(222, 168, 250, 14, 5, &p.base);
    c.lines(
        &p.base,
        8,
        &[
            (270, 180, 270, 224),
            (340, 180, 340, 224),
            (410, 180, 410, 224),
        ],
    );
    c.rects(&p.base, &[(200, 110, 22, 360, 5), (560, 110, 22, 360, 5)]);
    c.circles(&p.light, &[(211, 110, 14), (571, 110, 14)]);
    c.rects(&p.base, &[(600, 190, 12, 280, 4), (650, 190, 12, 280, 4)]);
    c.lines(
        &p.dark,
        8,
        &[
            (612, 240, 650, 240),
            (612, 296, 650, 296),
            (612, 352, 650, 352),
            (612, 408, 650, 408),
        ],
    );
}

pub(super) fn kids_bed(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 260);
    c.lines(&p.base, 18, &[(179, 180, 400, 62), (400, 62, 621, 180)]);
    c.rects(&p.base, &[(170, 170, 18, 300, 4), (612, 170, 18, 300, 4)]);
    c.stroke("M230 170Q300 200 400 178Q500 200 570 170", 2, "#9a8f80");
    for (i, x) in [262, 330, 398, 466, 534].into_iter().enumerate() {
        c.poly(&[(x - 14, 184), (x + 14, 184), (x, 212)], BOOKS[i % 5]);
    }
    c.rect(194, 384, 412, 36, 8, LINEN);
    c.rect(204, 362, 84, 30, 12, LINEN);
    c.rect(270, 374, 336, 48, 12, "#bcd3e2");
    c.rect(188, 420, 424, 36, 6, &p.dark);
    c.rect(190, 346, 150, 12, 6, &p.base);
    c.lines(
        &p.base,
        8,
        &[
            (212, 356, 212, 420),
            (262, 356, 262, 420),
            (312, 356, 312, 420),
        ],
    );
    c.rects(&p.deep, &[(196, 456, 14, 14, 2), (590, 456, 14, 14, 2)]);
}

pub(super) fn crib(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 200);
    c.rect(242, 360, 316, 34, 6, LINEN);
    c.rect(290, 346, 70, 22, 10, "#f2d4cc");
    let slats: Vec<(i32, i32, i32, i32, i32)> =
        (0..13).map(|i| (254 + i * 23, 204, 10, 190, 4)).collect();
    c.rects(&p.base, &slats);
    c.rect(230, 188, 340, 18, 8, &p.base);
    c.rect(230, 390, 340, 20, 4, &p.base);
    c.rects(&p.dark, &[(218, 176, 24, 294, 6), (558, 176, 24, 294, 6)]);
    c.circles(&p.light, &[(230, 176, 14), (570, 176, 14)]);
    c.rect(240, 414, 320, 40, 4, &p.dark);
    c.rect(380, 428, 40, 10, 5, &p.light);
}

pub(super) fn mattress(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 310);
    c.poly(&[(192, 282), (608, 282), (680, 338), (120, 338)], &p.light);
    c.lines(
        &p.dark,
        2,
        &[
            (212, 284, 280, 336),
            (292, 284, 372, 336),
            (372, 284, 464, 336),
            (452, 284, 556, 336),
            (532, 284, 648, 336),
            (330, 284, 220, 336),
            (410, 284, 312, 336),
            (490, 284, 404, 336),
            (570, 284, 496, 336),
            (606, 300, 588, 336),
        ],
    );
    c.rect(120, 338, 560, 92, 10, &p.base);
    c.rects(
        &p.dark,
        &[
            (120, 338, 560, 6, 3),
            (120, 424, 560, 6, 3),
            (200, 376, 40, 10, 5),
            (560, 376, 40, 10, 5),
        ],
    );
    c.rect(370, 370, 60, 22, 3, LINEN);
    c.rect(128, 430, 544, 34, 6, "#8f8a83");
}
