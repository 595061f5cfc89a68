//! CSV downloads (the products export, the sales report): every value quoted, quotes doubled,
//! and text a spreadsheet would run as a formula defused. One writer for every export.

/// Appends one CSV value: quoted, quotes doubled. With `text`, a value a spreadsheet would run
/// as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) gets a leading `'`;
/// numbers (`text` false) are written as they are, a minus sign included.
pub(crate) fn value(out: &mut String, value: &str, text: bool) {
    out.push('"');
    if text && value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        out.push('\'');
    }
    out.push_str(&value.replace('"', "\"\""));
    out.push('"');
}

/// Appends one row (values as for [`value`]) and its CRLF.
pub(crate) fn row(out: &mut String, values: &[(&str, bool)]) {
    for (i, (v, text)) in values.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        value(out, v, *text);
    }
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_quoted_and_formulas_defused() {
        let mut out = String::new();
        row(
            &mut out,
            &[
                ("Sofa \"Deluxe\", grey", true),
                ("=HYPERLINK(\"x\")", true),
                ("+254", true),
                ("-12.5", false),
            ],
        );
        assert_eq!(
            out,
            "\"Sofa \"\"Deluxe\"\", grey\",\"'=HYPERLINK(\"\"x\"\")\",\"'+254\",\"-12.5\"\r\n"
        );
    }
}
