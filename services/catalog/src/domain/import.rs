//! The admin's product import (issue 23, part 6): rows in the export's format, each checked with
//! the product form's own rules ([`product_form::check`], the one owner), every row before any
//! is written. A file with any refused row writes nothing; its answer names every refusal by row
//! and field.

use std::collections::HashMap;

use shop_common::errors::{self, Refusal};
use shop_proto::catalog::v1::{ImportRow, ImportRowError};
use tonic::Status;

use super::product_form::{self, ProductFields};

/// Most rows in one import (the answer of a dry run, the transaction of a write and the request
/// stay small; a larger catalogue is imported in several files).
pub const MAX_IMPORT_ROWS: usize = 2000;

/// One checked row: the product it updates (`None`: a new one) and its fields.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportLine {
    pub row: u32,
    pub id: Option<i64>,
    pub fields: ProductFields,
}

fn error(row: u32, field: &str, message: impl Into<String>) -> ImportRowError {
    ImportRowError {
        row,
        field: field.to_owned(),
        message: message.into(),
    }
}

/// Every row checked: the lines when all are good, else every refusal (row order, then the
/// form's field order). No rows, or more than [`MAX_IMPORT_ROWS`], is `validation_failed` on
/// `rows`.
pub fn check_rows(
    rows: &[ImportRow],
) -> Result<Result<Vec<ImportLine>, Vec<ImportRowError>>, Status> {
    if rows.is_empty() {
        return Err(errors::invalid_field(
            "rows",
            "The file has no product rows",
        ));
    }
    if rows.len() > MAX_IMPORT_ROWS {
        return Err(errors::invalid_field(
            "rows",
            format!(
                "At most {MAX_IMPORT_ROWS} products per import (this file has {}); split it",
                rows.len()
            ),
        ));
    }
    let mut lines = Vec::with_capacity(rows.len());
    let mut refused = Vec::new();
    let mut first_row_of: HashMap<i64, u32> = HashMap::new();
    for row in rows {
        let id = match row.id {
            0 => None,
            id if id < 0 => {
                refused.push(error(
                    row.row,
                    "id",
                    "Product ID must be a positive whole number, or empty for a new product",
                ));
                None
            }
            id => {
                if let Some(first) = first_row_of.insert(id, row.row) {
                    refused.push(error(
                        row.row,
                        "id",
                        format!("Product ID {id} is also in row {first}"),
                    ));
                }
                Some(id)
            }
        };
        match product_form::check(row.product.as_ref().unwrap_or(&Default::default())) {
            Ok(fields) => lines.push(ImportLine {
                row: row.row,
                id,
                fields,
            }),
            Err(status) => {
                let refusal = Refusal::read(&status);
                if refusal.fields.is_empty() {
                    refused.push(error(row.row, "", refusal.message));
                }
                for (field, message) in refusal.fields {
                    refused.push(error(row.row, &field, message));
                }
            }
        }
    }
    Ok(if refused.is_empty() {
        Ok(lines)
    } else {
        Err(refused)
    })
}

/// The refusal of rows naming products that do not exist (`known` holds the ids that do).
pub fn unknown_ids(lines: &[ImportLine], known: &[i64]) -> Vec<ImportRowError> {
    lines
        .iter()
        .filter_map(|line| {
            let id = line.id?;
            (!known.contains(&id)).then(|| {
                error(
                    line.row,
                    "id",
                    format!("No product has ID {id} (leave the ID empty to create a new product)"),
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use shop_proto::catalog::v1::ProductInput;

    use super::*;

    fn input(name: &str) -> ProductInput {
        ProductInput {
            name: name.into(),
            description: "A chair.".into(),
            price: Some(1500.0),
            category: "Living Room - Sofas".into(),
            stock: Some(3.0),
            images: vec!["/media/demo/a.svg".into()],
            ..Default::default()
        }
    }

    fn row(row: u32, id: i64, product: ProductInput) -> ImportRow {
        ImportRow {
            row,
            id,
            product: Some(product),
        }
    }

    #[test]
    fn good_rows_become_lines() {
        let lines = check_rows(&[row(2, 0, input("A")), row(3, 7, input("B"))])
            .unwrap()
            .unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!((lines[0].id, lines[1].id), (None, Some(7)));
        assert_eq!(lines[1].fields.name, "B");
    }

    #[test]
    fn every_bad_row_is_named_with_its_field_and_the_forms_message() {
        let mut rows: Vec<ImportRow> = (0..100).map(|i| row(i + 2, 0, input("Chair"))).collect();
        rows[40].product.as_mut().unwrap().price = Some(-5.0);
        rows[70].product.as_mut().unwrap().name = String::new();
        rows[70].product.as_mut().unwrap().item_class = "12".into();
        rows[90].id = 5;
        rows[91].id = 5;
        let refused = check_rows(&rows).unwrap().unwrap_err();
        let named: Vec<(u32, &str)> = refused.iter().map(|e| (e.row, e.field.as_str())).collect();
        assert_eq!(
            named,
            [(42, "price"), (72, "name"), (72, "item_class"), (93, "id")]
        );
        assert_eq!(refused[0].message, "Price must be greater than 0");
        assert_eq!(refused[1].message, "Name is required");
        assert_eq!(refused[3].message, "Product ID 5 is also in row 92");
    }

    #[test]
    fn the_number_of_rows_is_bounded() {
        assert!(check_rows(&[]).is_err());
        let rows: Vec<ImportRow> = (0..=MAX_IMPORT_ROWS as u32)
            .map(|i| row(i + 2, 0, input("A")))
            .collect();
        let refusal = Refusal::read(&check_rows(&rows).unwrap_err());
        assert_eq!(refusal.fields[0].0, "rows");
    }

    #[test]
    fn ids_that_name_no_product_are_refused() {
        let lines = check_rows(&[row(2, 4, input("A")), row(3, 0, input("B"))])
            .unwrap()
            .unwrap();
        assert!(unknown_ids(&lines, &[4]).is_empty());
        let refused = unknown_ids(&lines, &[]);
        assert_eq!((refused[0].row, refused[0].field.as_str()), (2, "id"));
    }
}
