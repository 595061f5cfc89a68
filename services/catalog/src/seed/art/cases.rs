//! Cabinets, wardrobes, drawers, shelves and other storage.

use super::canvas::{BOOKS, Canvas, GLASS, LINEN, METAL, Paint, SCREEN, STEEL, STONE, WOOD_LEG};

/// A row of book spines standing on a shelf at `floor`, starting at `x`.
fn books(c: &mut Canvas, x: i32, floor: i32, count: i32) {
    for i in 0..count {
        let h = 48 + (i * 7) % 20;
        c.rect(
            x + i * 16,
            floor - h,
            14,
            h,
            2,
            BOOKS[(i as usize * 3 + x as usize) % 5],
        );
    }
}

/// A small table lamp whose base stands at (x, y).
fn lamp(c: &mut Canvas, x: i32, y: i32) {
    c.rect(x - 11, y - 56, 22, 56, 6, STONE);
    c.poly(
        &[
            (x - 44, y - 52),
            (x + 44, y - 52),
            (x + 28, y - 100),
            (x - 28, y - 100),
        ],
        LINEN,
    );
}

/// A knob pair or bar handle helper: a row of drawers with centred knobs.
fn drawer(c: &mut Canvas, p: &Paint, x: i32, y: i32, w: i32, h: i32) {
    c.rect(x, y, w, h, 3, &p.light);
    c.rect(x + w / 2 - 18, y + h / 2 - 3, 36, 7, 3, &p.deep);
}

pub(super) fn tv_stand(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 280);
    c.rect(230, 118, 340, 200, 6, "#111418");
    c.rect(240, 128, 320, 180, 3, SCREEN);
    c.poly(&[(240, 128), (380, 128), (300, 308), (240, 308)], "#2a3548");
    c.rects(METAL, &[(300, 316, 10, 14, 0), (490, 316, 10, 14, 0)]);
    c.rects(&p.dark, &[(150, 436, 14, 34, 3), (636, 436, 14, 34, 3)]);
    c.rect(130, 330, 540, 110, 6, &p.base);
    c.rect(122, 322, 556, 14, 4, &p.light);
    c.rect(146, 348, 160, 80, 3, &p.light);
    c.rect(494, 348, 160, 80, 3, &p.light);
    c.rect(318, 348, 164, 80, 3, &p.deep);
    c.rect(336, 398, 80, 22, 3, "#1c1d20");
    books(c, 430, 420, 3);
    c.circles(&p.deep, &[(292, 388, 5), (508, 388, 5)]);
}

pub(super) fn entertainment_center(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 310);
    c.rect(230, 130, 340, 236, 0, &p.dark);
    c.rect(264, 170, 272, 160, 4, SCREEN);
    c.poly(&[(264, 170), (380, 170), (320, 330), (264, 330)], "#2a3548");
    for x in [100, 570] {
        c.rect(x, 118, 130, 330, 4, &p.base);
        c.rect(x + 14, 134, 102, 200, 2, &p.deep);
        c.rects(
            &p.base,
            &[(x + 14, 196, 102, 8, 0), (x + 14, 264, 102, 8, 0)],
        );
        books(c, x + 24, 196, 4);
        c.rect(x + 36, 248, 50, 16, 2, STONE);
        drawer(c, p, x + 14, 346, 102, 86);
    }
    c.rect(230, 362, 340, 86, 0, &p.base);
    drawer(c, p, 244, 374, 150, 62);
    drawer(c, p, 406, 374, 150, 62);
    c.rect(92, 100, 616, 26, 4, &p.light);
    c.rect(96, 448, 608, 22, 2, &p.deep);
}

pub(super) fn sideboard(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 270);
    c.poly(&[(160, 428), (180, 428), (176, 470), (166, 470)], WOOD_LEG);
    c.poly(&[(620, 428), (640, 428), (634, 470), (624, 470)], WOOD_LEG);
    c.rect(140, 270, 520, 160, 8, &p.base);
    for x in [156, 282, 408, 534] {
        c.rect(x, 286, 110, 128, 3, &p.light);
    }
    c.lines(
        &p.dark,
        3,
        &[
            (300, 296, 300, 404),
            (320, 296, 320, 404),
            (340, 296, 340, 404),
            (360, 296, 360, 404),
            (426, 296, 426, 404),
            (446, 296, 446, 404),
            (466, 296, 466, 404),
            (486, 296, 486, 404),
        ],
    );
    c.circles(&p.deep, &[(254, 350, 5), (546, 350, 5)]);
    c.rect(132, 260, 536, 16, 4, &p.dark);
    lamp(c, 220, 260);
    c.path("M470 260a40 18 0 0 1 80 0z", STONE);
    c.circles("#e8c547", &[(498, 246, 11), (520, 246, 11)]);
}

pub(super) fn bookcase(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 150);
    c.rect(280, 76, 240, 394, 4, &p.base);
    c.rect(296, 92, 208, 362, 2, &p.deep);
    c.rects(
        &p.base,
        &[
            (296, 174, 208, 10, 0),
            (296, 264, 208, 10, 0),
            (296, 354, 208, 10, 0),
        ],
    );
    books(c, 304, 174, 8);
    books(c, 304, 264, 5);
    c.rect(410, 236, 70, 28, 3, STONE);
    books(c, 360, 354, 9);
    books(c, 304, 454, 4);
    c.rect(390, 418, 90, 36, 4, "#b5926a");
    c.rect(274, 70, 252, 12, 3, &p.light);
}

pub(super) fn wardrobe(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 180);
    c.rects(WOOD_LEG, &[(262, 448, 16, 22, 3), (522, 448, 16, 22, 3)]);
    c.rect(250, 60, 300, 392, 6, &p.base);
    c.rect(240, 50, 320, 20, 4, &p.dark);
    for x in [266, 404] {
        c.rect(x, 80, 130, 290, 3, &p.light);
        c.rect(x + 14, 96, 102, 118, 3, &p.base);
        c.rect(x + 14, 228, 102, 126, 3, &p.base);
    }
    c.rects(STEEL, &[(384, 200, 6, 56, 3), (410, 200, 6, 56, 3)]);
    drawer(c, p, 266, 380, 268, 28);
    drawer(c, p, 266, 414, 268, 28);
}

pub(super) fn closet_system(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 260);
    c.rect(160, 70, 480, 400, 0, "#e7e1d8");
    c.line(178, 118, 392, 118, 6, STEEL);
    let shirts = [(186, 150), (226, 170), (266, 140), (306, 180), (346, 160)];
    for (i, &(x, h)) in shirts.iter().enumerate() {
        c.rect(x, 122, 36, h, 8, BOOKS[(i * 2) % 5]);
    }
    c.rect(178, 400, 214, 10, 0, &p.dark);
    c.rects(
        "#3a3330",
        &[
            (196, 384, 44, 16, 6),
            (250, 384, 44, 16, 6),
            (310, 384, 44, 16, 6),
        ],
    );
    c.rects(
        &p.dark,
        &[
            (410, 150, 212, 10, 0),
            (410, 240, 212, 10, 0),
            (410, 330, 212, 10, 0),
        ],
    );
    c.rects(BOOKS[1], &[(424, 124, 80, 26, 4), (518, 118, 80, 32, 4)]);
    c.rects(BOOKS[4], &[(424, 214, 80, 26, 4), (518, 204, 80, 36, 4)]);
    c.rects(BOOKS[3], &[(424, 304, 80, 26, 4)]);
    drawer(c, p, 410, 348, 212, 50);
    drawer(c, p, 410, 406, 212, 50);
    c.rects(
        &p.base,
        &[
            (160, 70, 18, 400, 0),
            (392, 70, 18, 400, 0),
            (622, 70, 18, 400, 0),
            (160, 60, 480, 18, 3),
        ],
    );
}

pub(super) fn dresser(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 240);
    c.rect(296, 70, 208, 176, 12, &p.base);
    c.rect(310, 84, 180, 148, 6, GLASS);
    c.lines("#eef6f8", 8, &[(330, 200, 390, 110), (356, 220, 430, 120)]);
    c.rects(WOOD_LEG, &[(192, 448, 16, 22, 3), (592, 448, 16, 22, 3)]);
    c.rect(180, 258, 440, 192, 6, &p.base);
    c.rect(172, 248, 456, 16, 4, &p.dark);
    for y in [278, 336, 394] {
        drawer(c, p, 196, y, 200, 48);
        drawer(c, p, 404, y, 200, 48);
    }
}

pub(super) fn chest_of_drawers(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 150);
    c.rects(WOOD_LEG, &[(308, 448, 14, 22, 3), (478, 448, 14, 22, 3)]);
    c.rect(300, 116, 200, 334, 6, &p.base);
    c.rect(292, 106, 216, 16, 4, &p.dark);
    for i in 0..5 {
        drawer(c, p, 314, 132 + i * 62, 172, 52);
    }
    c.path("M436 106q-6-20 4-36h16q10 16 4 36z", STONE);
}

pub(super) fn nightstand(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 110);
    c.rects(WOOD_LEG, &[(330, 448, 12, 22, 3), (458, 448, 12, 22, 3)]);
    c.rect(320, 320, 160, 130, 6, &p.base);
    c.rect(312, 308, 176, 16, 4, &p.dark);
    drawer(c, p, 332, 334, 136, 48);
    drawer(c, p, 332, 390, 136, 48);
    lamp(c, 380, 308);
    c.rect(430, 294, 40, 14, 2, BOOKS[1]);
}

pub(super) fn china_cabinet(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 170);
    c.rects(WOOD_LEG, &[(280, 448, 14, 22, 3), (506, 448, 14, 22, 3)]);
    c.rect(270, 70, 260, 380, 6, &p.base);
    c.rect(260, 58, 280, 20, 4, &p.dark);
    for x in [284, 404] {
        c.rect(x, 88, 112, 200, 3, GLASS);
        c.rects(&p.dark, &[(x, 150, 112, 5, 0), (x, 220, 112, 5, 0)]);
        c.circles(
            STONE,
            &[(x + 32, 128, 20), (x + 80, 128, 20), (x + 56, 198, 20)],
        );
        c.circles(
            LINEN,
            &[(x + 32, 128, 11), (x + 80, 128, 11), (x + 56, 198, 11)],
        );
        c.rects(STONE, &[(x + 20, 256, 20, 32, 4), (x + 72, 256, 20, 32, 4)]);
        c.rect(x, 302, 112, 132, 3, &p.light);
    }
    c.line(400, 88, 400, 434, 4, &p.deep);
    c.circles(&p.deep, &[(388, 370, 5), (412, 370, 5)]);
}

pub(super) fn filing_cabinet(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 120);
    c.rect(318, 110, 164, 350, 6, &p.base);
    c.rect(318, 110, 164, 10, 4, &p.light);
    for i in 0..4 {
        let y = 126 + i * 82;
        c.rect(330, y, 140, 74, 4, &p.light);
        c.rect(378, y + 38, 44, 9, 4, &p.deep);
        c.rect(384, y + 14, 32, 14, 2, LINEN);
    }
    c.rect(322, 458, 156, 12, 2, &p.deep);
}

pub(super) fn cabinet(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 150);
    c.rects(WOOD_LEG, &[(298, 448, 14, 22, 3), (488, 448, 14, 22, 3)]);
    c.rect(290, 140, 220, 310, 6, &p.base);
    c.rect(282, 130, 236, 16, 4, &p.dark);
    c.rect(302, 156, 94, 280, 3, &p.light);
    c.rect(404, 156, 94, 280, 3, &p.light);
    c.rects(STEEL, &[(380, 270, 6, 50, 3), (414, 270, 6, 50, 3)]);
    c.path("M328 130q-8-26 6-50h22q14 24 6 50z", STONE);
    c.rect(430, 110, 60, 20, 3, BOOKS[0]);
}

pub(super) fn shelving(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 200);
    c.rects(&p.dark, &[(250, 90, 8, 376, 0), (542, 90, 8, 376, 0)]);
    c.rects("#b5926a", &[(250, 142, 90, 48, 6), (356, 150, 70, 40, 6)]);
    c.rects(GLASS, &[(450, 146, 30, 44, 6), (494, 146, 30, 44, 6)]);
    c.rects(BOOKS[1], &[(252, 236, 120, 44, 4)]);
    c.rects(BOOKS[4], &[(392, 228, 120, 52, 4)]);
    c.rects(
        "#b5926a",
        &[
            (262, 322, 80, 48, 6),
            (360, 322, 80, 48, 6),
            (458, 322, 80, 48, 6),
        ],
    );
    c.rects("#3a3330", &[(270, 420, 110, 32, 4)]);
    c.rects(
        &p.base,
        &[
            (226, 88, 348, 14, 3),
            (226, 190, 348, 14, 3),
            (226, 280, 348, 14, 3),
            (226, 370, 348, 14, 3),
            (226, 452, 348, 14, 3),
        ],
    );
    c.rects(&p.base, &[(226, 80, 16, 390, 3), (558, 80, 16, 390, 3)]);
}

pub(super) fn shoe_rack(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 200);
    for (y, shade) in [(340, 0usize), (420, 2), (260, 1)] {
        for x in [252, 352, 452] {
            for dx in [0, 42] {
                let sx = x + dx;
                c.path(
                    &format!("M{sx} {y}h40q8 0 6-8l-18-8q-6-12-18-12h-10z"),
                    BOOKS[(shade + (x as usize / 100)) % 5],
                );
            }
        }
    }
    c.rects(
        &p.base,
        &[
            (230, 260, 340, 12, 3),
            (230, 340, 340, 12, 3),
            (230, 420, 340, 12, 3),
        ],
    );
    c.rects(&p.dark, &[(226, 236, 16, 234, 3), (558, 236, 16, 234, 3)]);
}

pub(super) fn storage_bins(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 240);
    for (x, y) in [(196, 330), (420, 330), (308, 190)] {
        c.rect(x, y, 184, 140, 8, &p.base);
        c.lines(
            &p.dark,
            2,
            &[
                (x + 6, y + 60, x + 178, y + 60),
                (x + 6, y + 90, x + 178, y + 90),
                (x + 6, y + 120, x + 178, y + 120),
            ],
        );
        c.rect(x - 4, y - 4, 192, 18, 6, &p.light);
        c.rect(x + 64, y + 26, 56, 14, 7, &p.deep);
    }
}

pub(super) fn toy_box(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 200);
    c.poly(&[(244, 322), (556, 322), (576, 236), (264, 236)], &p.light);
    c.circle(320, 312, 34, BOOKS[0]);
    c.rect(380, 282, 46, 46, 6, BOOKS[2]);
    c.circles("#a77b55", &[(486, 300, 30), (466, 272, 12), (506, 272, 12)]);
    c.rect(240, 320, 320, 140, 12, &p.base);
    c.rect(240, 320, 320, 16, 8, &p.dark);
    c.circle(400, 396, 30, &p.light);
    c.circles(&p.deep, &[(390, 390, 4), (410, 390, 4)]);
    c.rects(&p.deep, &[(252, 460, 20, 10, 3), (528, 460, 20, 10, 3)]);
}
