//! A small PDF 1.4 writer for text documents (the invoice): A4 pages, the two standard fonts
//! Helvetica and Helvetica-Bold in WinAnsi encoding (no font embedded, every PDF reader has
//! them), text and straight lines, uncompressed content streams. Nothing else: no dependency
//! for what a hundred lines do.

use std::fmt::Write as _;

/// A4 in points.
pub const PAGE_WIDTH: f32 = 595.0;
pub const PAGE_HEIGHT: f32 = 842.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

impl Font {
    fn resource(self) -> &'static str {
        match self {
            Self::Regular => "F1",
            Self::Bold => "F2",
        }
    }

    /// The advance width of a WinAnsi byte, in thousandths of the font size (the fonts' AFM
    /// metrics for ASCII; a typical width for the rest).
    fn width(self, byte: u8) -> u16 {
        let table = match self {
            Self::Regular => &HELVETICA,
            Self::Bold => &HELVETICA_BOLD,
        };
        match byte {
            32..=126 => table[usize::from(byte - 32)],
            _ => 556,
        }
    }
}

#[rustfmt::skip]
const HELVETICA: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

#[rustfmt::skip]
const HELVETICA_BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/// `text` in WinAnsi (Windows-1252): Latin-1 as is, the typographic punctuation of 0x80-0x9F,
/// '?' for what the encoding lacks; control characters become spaces.
pub fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '\u{20}'..='\u{7e}' | '\u{a0}'..='\u{ff}' => c as u8,
            c if c.is_control() => b' ',
            '\u{20ac}' => 0x80,
            '\u{201a}' => 0x82,
            '\u{201e}' => 0x84,
            '\u{2026}' => 0x85,
            '\u{2018}' => 0x91,
            '\u{2019}' => 0x92,
            '\u{201c}' => 0x93,
            '\u{201d}' => 0x94,
            '\u{2022}' => 0x95,
            '\u{2013}' => 0x96,
            '\u{2014}' => 0x97,
            '\u{2122}' => 0x99,
            _ => b'?',
        })
        .collect()
}

/// The width of `text` in points at `size`.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    let units: u32 = win_ansi(text)
        .into_iter()
        .map(|b| u32::from(font.width(b)))
        .sum();
    units as f32 * size / 1000.0
}

/// `text` as a PDF literal string: `(`, `)` and `\` escaped, bytes outside printable ASCII
/// written in octal, so the content stream stays ASCII.
pub fn literal(text: &str) -> String {
    let mut out = String::from("(");
    for byte in win_ansi(text) {
        match byte {
            b'(' | b')' | b'\\' => {
                out.push('\\');
                out.push(char::from(byte));
            }
            32..=126 => out.push(char::from(byte)),
            _ => {
                let _ = write!(out, "\\{byte:03o}");
            }
        }
    }
    out.push(')');
    out
}

/// Breaks `text` into lines no wider than `max_width` (at word boundaries; a word wider than a
/// line is cut). Always at least one line.
pub fn wrap(text: &str, font: Font, size: f32, max_width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if text_width(&candidate, font, size) <= max_width {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // The word alone: cut it while it is too wide.
        let mut rest = word.to_owned();
        while text_width(&rest, font, size) > max_width {
            let mut cut = String::new();
            for c in rest.chars() {
                if text_width(&format!("{cut}{c}"), font, size) > max_width && !cut.is_empty() {
                    break;
                }
                cut.push(c);
            }
            rest = rest[cut.len()..].to_owned();
            lines.push(cut);
        }
        line = rest;
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// One page's content stream being drawn. Coordinates are points from the bottom left.
#[derive(Debug, Default, Clone)]
pub struct Page {
    content: String,
}

impl Page {
    /// `text` with its left edge at `x` and its baseline at `y`.
    pub fn text(&mut self, font: Font, size: f32, x: f32, y: f32, text: &str) {
        let _ = writeln!(
            self.content,
            "BT /{} {} Tf {} {} Td {} Tj ET",
            font.resource(),
            num(size),
            num(x),
            num(y),
            literal(text)
        );
    }

    /// `text` with its right edge at `x`.
    pub fn text_right(&mut self, font: Font, size: f32, x: f32, y: f32, text: &str) {
        self.text(font, size, x - text_width(text, font, size), y, text);
    }

    /// A filled black rectangle with its lower left corner at (`x`, `y`).
    pub fn fill_rect(&mut self, x: f32, y: f32, width: f32, height: f32) {
        let _ = writeln!(
            self.content,
            "{} {} {} {} re f",
            num(x),
            num(y),
            num(width),
            num(height)
        );
    }

    /// A straight line `width` points thick.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        let _ = writeln!(
            self.content,
            "{} w {} {} m {} {} l S",
            num(width),
            num(x1),
            num(y1),
            num(x2),
            num(y2)
        );
    }
}

/// A number as PDF writes it: at most two decimals, no exponent.
fn num(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

/// The document: its pages, in order, and its title.
pub fn document(title: &str, pages: &[Page]) -> Vec<u8> {
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n".to_vec();
    let mut offsets: Vec<usize> = Vec::new();
    let mut object = |out: &mut Vec<u8>, body: &[u8]| {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n", offsets.len()).as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    };
    // 1 catalog, 2 pages, 3 and 4 the fonts, 5 the info; then each page and its content.
    let first_page = 6;
    let kids: Vec<String> = (0..pages.len())
        .map(|i| format!("{} 0 R", first_page + 2 * i))
        .collect();
    object(&mut out, b"<< /Type /Catalog /Pages 2 0 R >>");
    object(
        &mut out,
        format!(
            "<< /Type /Pages /Kids [{}] /Count {} /MediaBox [0 0 {} {}] >>",
            kids.join(" "),
            pages.len(),
            num(PAGE_WIDTH),
            num(PAGE_HEIGHT)
        )
        .as_bytes(),
    );
    for base in ["Helvetica", "Helvetica-Bold"] {
        object(
            &mut out,
            format!(
                "<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>"
            )
            .as_bytes(),
        );
    }
    object(
        &mut out,
        format!("<< /Title {} /Producer (shop-orders) >>", literal(title)).as_bytes(),
    );
    for (i, page) in pages.iter().enumerate() {
        let content_id = first_page + 2 * i + 1;
        object(
            &mut out,
            format!(
                "<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> \
                 /Contents {content_id} 0 R >>"
            )
            .as_bytes(),
        );
        let stream = page.content.as_bytes();
        let mut body = format!("<< /Length {} >>\nstream\n", stream.len()).into_bytes();
        body.extend_from_slice(stream);
        body.extend_from_slice(b"\nendstream");
        object(&mut out, &body);
    }
    let xref = out.len();
    let size = offsets.len() + 1;
    let mut table = format!("xref\n0 {size}\n0000000000 65535 f \n");
    for offset in &offsets {
        let _ = writeln!(table, "{offset:010} 00000 n ");
    }
    let _ = write!(
        table,
        "trailer\n<< /Size {size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n{xref}\n%%EOF\n"
    );
    out.extend_from_slice(table.as_bytes());
    out
}

/// Checks of a PDF's structure for tests: the cross-reference table and what it points at.
#[cfg(any(test, feature = "testing"))]
pub mod check {
    /// The problems of `pdf`'s structure (empty when none): the header, `startxref` pointing at
    /// the `xref` table, every in-use entry pointing at `N 0 obj` of its own number, the
    /// trailer's `/Size`, and each stream's `/Length`.
    pub fn structure(pdf: &[u8]) -> Result<(), String> {
        let text = String::from_utf8_lossy(pdf);
        if !pdf.starts_with(b"%PDF-1.4\n") {
            return Err("no %PDF-1.4 header".into());
        }
        if !text.ends_with("%%EOF\n") {
            return Err("no %%EOF at the end".into());
        }
        let start = text.rfind("startxref\n").ok_or("no startxref")?;
        let xref: usize = text[start + 10..]
            .lines()
            .next()
            .and_then(|l| l.trim().parse().ok())
            .ok_or("startxref is not a number")?;
        if pdf.get(xref..xref + 5) != Some(b"xref\n".as_slice()) {
            return Err(format!("startxref {xref} does not point at the xref table"));
        }
        let mut lines = pdf[xref..].split(|&b| b == b'\n').skip(1);
        let header = String::from_utf8_lossy(lines.next().ok_or("no subsection")?).into_owned();
        let count: usize = header
            .split(' ')
            .nth(1)
            .and_then(|n| n.parse().ok())
            .ok_or("bad subsection")?;
        for number in 0..count {
            let entry = lines.next().ok_or("xref table too short")?;
            if entry.len() != 19 {
                return Err(format!("xref entry {number} is not 20 bytes"));
            }
            let entry = String::from_utf8_lossy(entry);
            if number == 0 {
                if entry != "0000000000 65535 f " {
                    return Err("entry 0 is not the free head".into());
                }
                continue;
            }
            let offset: usize = entry[..10].parse().map_err(|_| "bad offset")?;
            let expected = format!("{number} 0 obj\n");
            if pdf.get(offset..offset + expected.len()) != Some(expected.as_bytes()) {
                return Err(format!(
                    "entry {number} points at {offset}, not at '{number} 0 obj'"
                ));
            }
        }
        if !text.contains(&format!("trailer\n<< /Size {count} ")) {
            return Err(format!("the trailer's /Size is not {count}"));
        }
        let mut rest = &text[..];
        while let Some(at) = rest.find("/Length ") {
            let after = &rest[at + 8..];
            let length: usize = after
                .split_whitespace()
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or("bad /Length")?;
            let begin = after.find("stream\n").ok_or("no stream")? + 7;
            if !after[begin + length..].starts_with("\nendstream") {
                return Err("a stream's /Length is wrong".into());
            }
            rest = &after[begin + length..];
        }
        Ok(())
    }

    /// The QR code drawn into `pdf` as filled squares (`x y w h re f` of equal sides): its
    /// width in modules and its dark modules row by row, top row first. `None` without one.
    pub fn qr_modules(pdf: &[u8]) -> Option<(usize, Vec<bool>)> {
        let text = String::from_utf8_lossy(pdf);
        let squares: Vec<(f32, f32, f32)> = text
            .lines()
            .filter(|l| l.ends_with(" re f"))
            .filter_map(|l| {
                let n: Vec<f32> = l
                    .split(' ')
                    .take(4)
                    .filter_map(|v| v.parse().ok())
                    .collect();
                (n.len() == 4 && (n[2] - n[3]).abs() < 0.01).then(|| (n[0], n[1], n[2]))
            })
            .collect();
        let module = squares.first()?.2;
        let left = squares.iter().map(|s| s.0).fold(f32::MAX, f32::min);
        let top = squares.iter().map(|s| s.1 + s.2).fold(f32::MIN, f32::max);
        let right = squares.iter().map(|s| s.0 + s.2).fold(f32::MIN, f32::max);
        let width = ((right - left) / module).round() as usize;
        let mut dark = vec![false; width * width];
        for (x, y, _) in squares {
            let column = ((x - left) / module).round() as usize;
            let row = ((top - (y + module)) / module).round() as usize;
            if column < width && row < width {
                dark[row * width + column] = true;
            }
        }
        Some((width, dark))
    }

    /// The page count the page tree declares.
    pub fn page_count(pdf: &[u8]) -> usize {
        let text = String::from_utf8_lossy(pdf);
        text.split("/Count ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_escape_parentheses_backslashes_and_non_ascii() {
        assert_eq!(literal("Sofa (grey)"), "(Sofa \\(grey\\))");
        assert_eq!(literal("a\\b"), "(a\\\\b)");
        assert_eq!(literal("Caf\u{e9} \u{2013} 1"), "(Caf\\351 \\226 1)");
        assert_eq!(literal("\u{4e2d}"), "(?)");
        assert_eq!(literal("a\nb"), "(a b)");
    }

    #[test]
    fn widths_follow_the_font_metrics() {
        assert_eq!(text_width("0", Font::Regular, 10.0), 5.56);
        assert!(text_width("Wi", Font::Bold, 10.0) > text_width("Wi", Font::Regular, 10.0));
    }

    #[test]
    fn wrapping_keeps_lines_within_the_width() {
        let lines = wrap(
            "Malindi three seater sofa in grey linen with oak legs",
            Font::Regular,
            9.0,
            100.0,
        );
        assert!(lines.len() > 2, "{lines:?}");
        assert!(
            lines
                .iter()
                .all(|l| text_width(l, Font::Regular, 9.0) <= 100.0)
        );
        assert_eq!(
            lines.join(" "),
            "Malindi three seater sofa in grey linen with oak legs"
        );
        let long = wrap(&"x".repeat(200), Font::Regular, 9.0, 50.0);
        assert!(long.len() > 3);
        assert_eq!(long.concat(), "x".repeat(200));
        assert_eq!(wrap("", Font::Regular, 9.0, 50.0), vec![String::new()]);
    }

    #[test]
    fn a_document_has_a_right_cross_reference_table() {
        let mut one = Page::default();
        one.text(Font::Bold, 16.0, 40.0, 800.0, "Hello (world)");
        one.line(40.0, 790.0, 555.0, 790.0, 0.5);
        let two = Page::default();
        let pdf = document("Test", &[one, two]);
        check::structure(&pdf).unwrap();
        assert_eq!(check::page_count(&pdf), 2);
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("BT /F2 16 Tf 40 800 Td (Hello \\(world\\)) Tj ET"));
        assert!(text.contains("/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding"));
        assert!(text.contains("/MediaBox [0 0 595 842]"));

        // The check does catch a wrong offset.
        let mut broken = pdf.clone();
        let at = text.find("4 0 obj").unwrap();
        broken.insert(at, b' ');
        assert!(check::structure(&broken).is_err());
    }
}
