//! Garden and patio pieces.

use super::canvas::{
    Canvas, FLAME, FLAME_CORE, GLASS, LINEN, METAL, Paint, SHEET, STEEL, WOOD_LEG,
};

/// A woven lounge chair whose left edge is at `x`.
fn lounge_chair(c: &mut Canvas, p: &Paint, x: i32) {
    c.rect(x + 20, 246, 180, 120, 16, &p.base);
    c.lines(
        &p.dark,
        2,
        &[
            (x + 24, 270, x + 196, 270),
            (x + 24, 294, x + 196, 294),
            (x + 24, 318, x + 196, 318),
        ],
    );
    c.rect(x + 42, 262, 136, 70, 14, SHEET);
    c.rect(x, 330, 220, 122, 16, &p.base);
    c.lines(
        &p.dark,
        2,
        &[
            (x + 4, 380, x + 216, 380),
            (x + 4, 404, x + 216, 404),
            (x + 4, 428, x + 216, 428),
        ],
    );
    c.rect(x + 38, 322, 144, 34, 10, LINEN);
    c.rects(
        &p.dark,
        &[(x, 298, 42, 154, 14), (x + 178, 298, 42, 154, 14)],
    );
    c.rects(
        &p.deep,
        &[(x + 10, 452, 18, 18, 3), (x + 192, 452, 18, 18, 3)],
    );
}

pub(super) fn patio_set(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 330);
    lounge_chair(c, p, 96);
    lounge_chair(c, p, 484);
    c.rect(336, 372, 128, 96, 12, &p.base);
    c.lines(
        &p.dark,
        2,
        &[
            (340, 400, 460, 400),
            (340, 424, 460, 424),
            (340, 448, 460, 448),
        ],
    );
    c.ellipse(400, 372, 72, 16, GLASS);
    c.path("M384 368q-4-20 6-30h20q10 10 6 30z", LINEN);
}

pub(super) fn hammock(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 320);
    c.lines(
        "#8a6446",
        14,
        &[
            (110, 462, 690, 462),
            (156, 462, 118, 176),
            (644, 462, 682, 176),
        ],
    );
    c.lines(
        STEEL,
        3,
        &[
            (120, 182, 232, 292),
            (120, 182, 232, 312),
            (680, 182, 568, 292),
            (680, 182, 568, 312),
        ],
    );
    c.path("M230 286Q400 420 570 286L570 316Q400 468 230 316Z", &p.base);
    c.stroke("M232 300Q400 442 568 300", 6, &p.light);
    c.stroke("M232 310Q400 456 568 310", 4, &p.dark);
    c.ellipse(290, 318, 36, 16, LINEN);
}

pub(super) fn umbrella(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 150);
    c.rect(394, 140, 12, 306, 4, STEEL);
    c.rect(340, 440, 120, 22, 8, METAL);
    c.path("M150 252Q400 60 650 252Z", &p.base);
    c.path(
        "M150 252Q212 276 275 252Q337 276 400 252Q462 276 525 252Q587 276 650 252L650 240L150 240Z",
        &p.dark,
    );
    c.lines(
        &p.dark,
        3,
        &[
            (400, 126, 275, 252),
            (400, 126, 525, 252),
            (400, 126, 400, 252),
        ],
    );
    c.path("M150 252Q200 170 400 126Q250 190 240 252Z", &p.light);
    c.circle(400, 124, 9, &p.deep);
}

pub(super) fn fire_pit(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 190);
    c.lines(
        &p.deep,
        12,
        &[
            (310, 400, 284, 468),
            (490, 400, 516, 468),
            (400, 420, 400, 468),
        ],
    );
    c.path("M238 330Q400 490 562 330Z", &p.base);
    c.ellipse(400, 330, 162, 22, &p.dark);
    c.ellipse(400, 330, 148, 15, "#3a2a22");
    c.lines(WOOD_LEG, 16, &[(336, 330, 446, 304), (356, 304, 466, 330)]);
    c.path(
        "M346 326Q330 266 372 218Q366 268 392 252Q404 180 446 150Q430 214 456 236Q478 270 452 326Z",
        FLAME,
    );
    c.path(
        "M372 326Q364 286 390 262Q392 290 410 280Q420 236 436 224Q430 266 440 290Q448 310 432 326Z",
        FLAME_CORE,
    );
}

pub(super) fn gazebo(c: &mut Canvas, p: &Paint) {
    c.shadow(400, 330);
    c.poly(&[(130, 448), (670, 448), (694, 470), (106, 470)], "#b89b7a");
    c.rects(&p.dark, &[(262, 210, 12, 238, 2), (526, 210, 12, 238, 2)]);
    c.rects(&p.deep, &[(148, 206, 16, 246, 3), (636, 206, 16, 246, 3)]);
    c.poly(&[(118, 212), (682, 212), (548, 108), (252, 108)], &p.base);
    c.poly(&[(252, 108), (548, 108), (470, 64), (330, 64)], &p.dark);
    c.path("M118 212H682V228Q654 246 626 228Q598 246 570 228Q542 246 514 228Q486 246 458 228Q430 246 402 228Q374 246 346 228Q318 246 290 228Q262 246 234 228Q206 246 178 228Q150 246 118 228Z", &p.dark);
    c.path("M166 236H232Q210 320 186 346Q206 400 214 452H166Z", LINEN);
    c.path("M634 236H568Q590 320 614 346Q594 400 586 452H634Z", LINEN);
    c.rects(&p.deep, &[(176, 340, 24, 10, 4), (600, 340, 24, 10, 4)]);
}
