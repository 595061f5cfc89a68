//! CSV downloads (the products export, the sales report): every value quoted, quotes doubled,
//! and text a spreadsheet would run as a formula defused. One writer for every export, and the
//! one reader of uploaded CSV (the products import), which undoes the writer's guard.

/// What a spreadsheet would run as a formula when a cell starts with it.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether text `value` is written with a leading `'`: it starts like a formula, or it starts
/// with `'` and then like a formula (so that reading it back, which drops one `'` before a
/// formula start, gives the value exactly).
fn guarded(value: &str) -> bool {
    let unquoted = value.strip_prefix('\'').unwrap_or(value);
    unquoted.starts_with(FORMULA_STARTS)
}

/// Appends one CSV value: quoted, quotes doubled. With `text`, a value a spreadsheet would run
/// as a formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) gets a leading `'`;
/// numbers (`text` false) are written as they are, a minus sign included.
pub(crate) fn value(out: &mut String, value: &str, text: bool) {
    out.push('"');
    if text && guarded(value) {
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

/// A text value as written by [`value`]: the `'` guarding a formula start removed.
pub(crate) fn unguard(value: &str) -> &str {
    match value.strip_prefix('\'') {
        Some(rest) if guarded(rest) => rest,
        _ => value,
    }
}

/// The records of CSV `text` (RFC 4180: fields separated by commas, optionally quoted, quotes
/// doubled inside quotes, records ended by CRLF or LF, line breaks allowed inside quotes); a
/// UTF-8 byte order mark and blank lines are skipped. Each record with its line number (from
/// 1). Else why the text is not CSV.
pub(crate) fn parse(text: &str) -> Result<Vec<(u32, Vec<String>)>, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut records = Vec::new();
    let mut record: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut was_quoted = false;
    let mut line: u32 = 1;
    let mut record_line: u32 = 1;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                '\n' => {
                    line += 1;
                    field.push(c);
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.is_empty() && !was_quoted => {
                quoted = true;
                was_quoted = true;
            }
            '"' => return Err(format!("Line {line}: a quote in the middle of a value")),
            ',' => {
                record.push(std::mem::take(&mut field));
                was_quoted = false;
            }
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' => {
                record.push(std::mem::take(&mut field));
                was_quoted = false;
                if !(record.len() == 1 && record[0].is_empty()) {
                    records.push((record_line, std::mem::take(&mut record)));
                }
                record.clear();
                line += 1;
                record_line = line;
            }
            _ if was_quoted => {
                return Err(format!("Line {line}: text after a closing quote"));
            }
            _ => field.push(c),
        }
    }
    if quoted {
        return Err(format!(
            "Line {record_line}: a quoted value is never closed"
        ));
    }
    record.push(field);
    if !(record.len() == 1 && record[0].is_empty()) {
        records.push((record_line, record));
    }
    Ok(records)
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

    #[test]
    fn what_is_written_reads_back_exactly() {
        let values = [
            "Sofa \"Deluxe\", grey",
            "=HYPERLINK(\"x\")",
            "+254",
            "- two lines\r\nand a comma, here",
            "'=already quoted",
            "'plain",
            "@home",
            "",
        ];
        let mut out = String::new();
        row(&mut out, &values.map(|v| (v, true)));
        row(&mut out, &[("12", false), ("x", true)]);
        let records = parse(&out).unwrap();
        assert_eq!(records.len(), 2);
        let (line, first) = &records[0];
        assert_eq!(*line, 1);
        let read: Vec<&str> = first.iter().map(|v| unguard(v)).collect();
        assert_eq!(read, values);
        assert_eq!(records[1], (3, vec!["12".to_owned(), "x".to_owned()]));
    }

    #[test]
    fn unquoted_fields_blank_lines_and_a_bom_are_read() {
        let records = parse("\u{feff}a,b\n\n1,\"2\"\n").unwrap();
        assert_eq!(
            records,
            [
                (1, vec!["a".to_owned(), "b".to_owned()]),
                (3, vec!["1".to_owned(), "2".to_owned()])
            ]
        );
    }

    #[test]
    fn broken_csv_is_named_by_its_line() {
        assert_eq!(
            parse("a\n\"open").unwrap_err(),
            "Line 2: a quoted value is never closed"
        );
        assert!(parse("a\"b\"").is_err());
        assert!(parse("\"a\"b").is_err());
    }
}
