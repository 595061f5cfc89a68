//! The products export with every field, and the CSV import in the same format (issue 23, part
//! 6). The columns are defined once, here ([`COLUMNS`]); the CSV is written and read by
//! `crate::csv` (one writer, one reader, the formula guard undone on reading). The catalog owns
//! every rule of a product: this module only turns cells into the form's values (a number that
//! is not a number is refused here, as a JSON type is) and names each refusal by row and column.

use std::collections::{BTreeMap, HashSet};

use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use tonic::codegen::tokio_stream::{self, StreamExt};
use utoipa::ToSchema;

use super::admin::AdminListingParams;
use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::{ApiError, ErrorCode};
use crate::input::{Query, query_params};
use crate::money::Ksh;
use crate::state::AppState;

/// Largest CSV file an import takes (the catalog takes at most 2,000 rows of it).
pub(crate) const MAX_IMPORT_BYTES: usize = 2 * 1024 * 1024;

/// One column of the export: its header, the `ProductInput` field the import reads it into
/// (`None`: shown, not imported: the form cannot set it), and whether it is text (guarded
/// against spreadsheet formulas) or a number.
struct Column {
    header: &'static str,
    field: Option<&'static str>,
    text: bool,
}

const fn column(header: &'static str, field: Option<&'static str>, text: bool) -> Column {
    Column {
        header,
        field,
        text,
    }
}

/// The export's columns, in their stable order (append new ones at the end).
const COLUMNS: &[Column] = &[
    column("ID", Some("id"), false),
    column("Name", Some("name"), true),
    column("Status", Some("status"), true),
    column("Category", Some("category"), true),
    column("Price", Some("price"), false),
    column("Original Price", Some("original_price"), false),
    column("Stock", Some("stock"), false),
    column("KRA Item Class", Some("item_class"), true),
    column("Description", Some("description"), true),
    column("Images", Some("images"), true),
    column("Tags", Some("tags"), true),
    column("Featured", Some("featured"), true),
    column("Dimensions", Some("dimensions"), true),
    column("Material", Some("material"), true),
    column("Color", Some("color"), true),
    column("Weight (kg)", Some("weight"), false),
    column("Brand", Some("brand"), true),
    column("Rating", None, false),
    column("Reviews", None, false),
    column("Badge", None, true),
    column("Free Delivery", None, true),
    column("Express Delivery", None, true),
    column("Assembly Required", None, true),
    column("Created At", None, true),
];

/// Columns an import cannot do without.
const REQUIRED: &[&str] = &[
    "ID",
    "Name",
    "Category",
    "Price",
    "Stock",
    "Description",
    "Images",
];

fn yes_no(value: bool) -> String {
    if value { "yes" } else { "no" }.to_owned()
}

fn number(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A product's cells, in [`COLUMNS`] order.
fn cells(p: pb::Product) -> Vec<String> {
    let category = if p.subcategory_name.is_empty() {
        p.category_name.clone()
    } else {
        format!("{} - {}", p.category_name, p.subcategory_name)
    };
    vec![
        p.id.to_string(),
        p.name,
        p.status,
        category,
        number(&Ksh(p.price_cents)),
        p.original_price_cents
            .map(|c| number(&Ksh(c)))
            .unwrap_or_default(),
        p.stock.to_string(),
        p.item_class,
        p.description,
        p.images.join(" "),
        p.tags.join(", "),
        yes_no(p.featured),
        p.dimensions,
        p.material,
        p.color,
        if p.weight_tenths_kg == 0 {
            String::new()
        } else {
            number(&(f64::from(p.weight_tenths_kg) / 10.0))
        },
        p.brand,
        number(&(f64::from(p.rating_tenths) / 10.0)),
        p.reviews.to_string(),
        p.badge,
        yes_no(p.free_delivery),
        yes_no(p.express_delivery),
        yes_no(p.assembly_required),
        p.created_at,
    ]
}

fn csv_line(values: &[String]) -> String {
    let mut out = String::new();
    let row: Vec<(&str, bool)> = values
        .iter()
        .zip(COLUMNS)
        .map(|(v, c)| (v.as_str(), c.text))
        .collect();
    crate::csv::row(&mut out, &row);
    out
}

fn csv_header() -> String {
    let headers: Vec<String> = COLUMNS.iter().map(|c| c.header.to_owned()).collect();
    let mut out = String::new();
    let row: Vec<(&str, bool)> = headers.iter().map(|h| (h.as_str(), true)).collect();
    crate::csv::row(&mut out, &row);
    out
}

fn csv_rows(chunk: pb::ExportChunk) -> Bytes {
    let mut out = String::with_capacity(chunk.rows.len() * 512);
    for row in chunk.rows {
        if let Some(product) = row.product {
            out.push_str(&csv_line(&cells(product)));
        }
    }
    Bytes::from(out)
}

/// Today in Nairobi (YYYY-MM-DD): the export's file name.
fn nairobi_date() -> String {
    shop_common::nairobi::today(chrono::Utc::now()).to_string()
}

/// Export CSV: every product of the listing's search, category and status, in its order (no
/// paging), with every field, streamed as the catalog reads it, so 100,000 products download
/// without being held in memory. The file re-imports as it is (`POST
/// /admin/products/import`).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/admin/products/export.csv",
    tag = "catalog",
    params(AdminListingParams),
    responses(
        (status = 200, description = "`products-YYYY-MM-DD.csv`: a header row `\"ID\",\"Name\",\
            \"Status\",\"Category\",\"Price\",\"Original Price\",\"Stock\",\"KRA Item Class\",\
            \"Description\",\"Images\",\"Tags\",\"Featured\",\"Dimensions\",\"Material\",\
            \"Color\",\"Weight (kg)\",\"Brand\",\"Rating\",\"Reviews\",\"Badge\",\
            \"Free Delivery\",\"Express Delivery\",\"Assembly Required\",\"Created At\"`, then \
            one row per product, every value quoted, text starting like a spreadsheet formula \
            (`=`, `+`, `-`, `@`, tab, CR) written with a leading `'`; images separated by \
            spaces, tags by commas", content_type = "text/csv", body = String),
        (status = 400, description = "Invalid parameters: every one is named in `fields`",
            body = ErrorBody),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn export_products(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(params, shape): Query<AdminListingParams>,
) -> Result<Response, ApiError> {
    // The export has no pages: a page or limit in the query string is not the export's.
    let request = pb::AdminListProductsRequest {
        page: None,
        limit: None,
        ..params.into()
    };
    let answer = state
        .catalog
        .clone()
        .export_products(admin.call.request(request))
        .await;
    let rows = shape.answer(answer)?.into_inner();
    // A failure after the first bytes can only cut the download short (the status is sent).
    let body = tokio_stream::once(Ok::<_, tonic::Status>(Bytes::from(csv_header())))
        .chain(rows.map(|chunk| chunk.map(csv_rows)));
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"products-{}.csv\"", nairobi_date()),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        Body::from_stream(body),
    )
        .into_response())
}

query_params! {
    /// Whether the import only checks.
    #[into_params(parameter_in = Query)]
    pub(super) struct ImportParams {
        /// `true`: check every row and count what would be created and updated, writing
        /// nothing (the preview).
        #[param(default = false)]
        dry_run: Option<bool> = flag("dryRun"),
    }
}

/// One refused cell.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub(super) struct ImportError {
    /// The row in the file, the header being row 1 (as a spreadsheet numbers it).
    #[schema(example = 14)]
    row: u32,
    /// The column's header ("" for the whole row).
    #[schema(example = "Price")]
    column: String,
    /// The product form's field (`price`, `images[1]`).
    #[schema(example = "price")]
    field: String,
    #[schema(example = "Price must be greater than 0")]
    message: String,
}

/// What an import does, or would do.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ImportReport {
    /// Only checked (the preview): nothing was written.
    dry_run: bool,
    /// The rows were written (all of them, in one transaction).
    written: bool,
    /// Rows that create a product (no ID).
    #[schema(example = 12)]
    created: u32,
    /// Rows that change the product of their ID.
    #[schema(example = 30)]
    updated: u32,
    /// Rows equal to the product of their ID (nothing to write).
    #[schema(example = 288)]
    unchanged: u32,
    /// Every refused cell, by row then column; when any, nothing is written.
    errors: Vec<ImportError>,
}

/// The header of a form field's column ('images[1]' -> 'Images').
fn column_of(field: &str) -> &'static str {
    let base = field.split(['[', '.']).next().unwrap_or(field);
    let base = if base == "subcategory" {
        "category"
    } else {
        base
    };
    COLUMNS
        .iter()
        .find(|c| c.field == Some(base))
        .map_or("", |c| c.header)
}

fn refusal(row: u32, field: &str, message: impl Into<String>) -> ImportError {
    ImportError {
        row,
        column: column_of(field).to_owned(),
        field: field.to_owned(),
        message: message.into(),
    }
}

/// The rows of an uploaded file, each as the product form; the cells that are not values of
/// their column's type are refused (the catalog checks every rule of the values themselves).
fn read_file(text: &str) -> Result<(Vec<pb::ImportRow>, Vec<ImportError>), ApiError> {
    let file_error =
        |message: String| ApiError::invalid_fields(BTreeMap::from([("file".to_owned(), message)]));
    let mut records = crate::csv::parse(text).map_err(file_error)?.into_iter();
    let Some((_, header)) = records.next() else {
        return Err(file_error("The file is empty".to_owned()));
    };
    let mut positions: Vec<Option<&Column>> = Vec::with_capacity(header.len());
    let mut seen = HashSet::new();
    for name in &header {
        let name = crate::csv::unguard(name.trim());
        let Some(column) = COLUMNS.iter().find(|c| c.header.eq_ignore_ascii_case(name)) else {
            return Err(file_error(format!(
                "Unknown column {name:?}: use the export's header"
            )));
        };
        if !seen.insert(column.header) {
            return Err(file_error(format!("The column {name:?} appears twice")));
        }
        positions.push(Some(column));
    }
    let missing: Vec<&str> = REQUIRED
        .iter()
        .copied()
        .filter(|r| !seen.contains(r))
        .collect();
    if !missing.is_empty() {
        return Err(file_error(format!(
            "Missing columns: {} (use the export's header)",
            missing.join(", ")
        )));
    }
    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for (index, (_, record)) in records.enumerate() {
        // The header is row 1.
        let row = u32::try_from(index + 2).unwrap_or(u32::MAX);
        if record.len() != header.len() {
            errors.push(ImportError {
                row,
                column: String::new(),
                field: String::new(),
                message: format!(
                    "The row has {} values; the header has {}",
                    record.len(),
                    header.len()
                ),
            });
            continue;
        }
        let mut id = 0;
        let mut input = pb::ProductInput::default();
        for (cell, column) in record.iter().zip(&positions) {
            let Some(field) = column.and_then(|c| c.field) else {
                continue;
            };
            let value = crate::csv::unguard(cell.trim());
            let amount = |errors: &mut Vec<ImportError>, label: &str| -> Option<f64> {
                if value.is_empty() {
                    return None;
                }
                let parsed = value.parse::<f64>().ok().filter(|v| v.is_finite());
                if parsed.is_none() {
                    errors.push(refusal(row, field, format!("{label} must be a number")));
                }
                parsed
            };
            match field {
                "id" if value.is_empty() => {}
                "id" => match value.parse::<i64>() {
                    Ok(n) if n > 0 => id = n,
                    _ => errors.push(refusal(
                        row,
                        "id",
                        "ID must be a product's ID, or empty for a new product",
                    )),
                },
                "name" => input.name = value.to_owned(),
                "status" => input.status = value.to_owned(),
                "category" => input.category = value.to_owned(),
                "price" => input.price = amount(&mut errors, "Price"),
                "original_price" => input.original_price = amount(&mut errors, "Original price"),
                "stock" => input.stock = amount(&mut errors, "Stock"),
                "item_class" => input.item_class = value.to_owned(),
                "description" => input.description = value.to_owned(),
                "images" => {
                    input.images = value.split_whitespace().map(str::to_owned).collect();
                }
                "tags" => input.tags = value.split(',').map(|t| t.trim().to_owned()).collect(),
                "featured" => match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" | "1" => input.featured = true,
                    "" | "no" | "false" | "0" => input.featured = false,
                    _ => errors.push(refusal(row, field, "Featured must be yes or no")),
                },
                "dimensions" => input.dimensions = value.to_owned(),
                "material" => input.material = value.to_owned(),
                "color" => input.color = value.to_owned(),
                "weight" => input.weight = value.to_owned(),
                "brand" => input.brand = value.to_owned(),
                _ => {}
            }
        }
        rows.push(pb::ImportRow {
            row,
            id,
            product: Some(input),
        });
    }
    Ok((rows, errors))
}

/// Import CSV: products created (no ID) and updated (by ID) from a file in the export's format
/// (columns by header, any order; Rating, Reviews, Badge, the delivery and assembly flags and
/// Created At are read-only and ignored). Every row is checked first with the product form's
/// rules; when any row is refused nothing is written and every refusal is listed by row and
/// column. A row equal to its product changes nothing, so an export imported again unchanged
/// writes nothing. With `dryRun=true` nothing is written: the answer says what would be.
/// At most 2 MB and 2,000 rows.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/admin/products/import",
    tag = "catalog",
    params(ImportParams),
    request_body(content = String, content_type = "text/csv",
        description = "The CSV file, UTF-8, a header row then one row per product"),
    responses(
        (status = 200, description = "What the import did (`written`) or, with `dryRun`, would \
            do; a preview lists the refused rows in `errors`", body = ImportReport),
        (status = 400, description = "Not CSV of the export's columns (`validation_failed` on \
            `file`), too many rows (`rows`), or, not a dry run, refused rows \
            (`validation_failed`, each in `errors`: nothing was written)", body = ErrorBody),
        (status = 413, description = "The file is over 2 MB", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn import_products(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(params, shape): Query<ImportParams>,
    body: Result<Bytes, axum::extract::rejection::BytesRejection>,
) -> Result<Json<ImportReport>, ApiError> {
    // Over MAX_IMPORT_BYTES (or cut short): the error shape's 413.
    let body = body.map_err(|_| ApiError::from(ErrorCode::PayloadTooLarge))?;
    shape.finish()?;
    let dry_run = params.dry_run.unwrap_or(false);
    let text = std::str::from_utf8(&body).map_err(|_| {
        ApiError::invalid_fields(BTreeMap::from([(
            "file".to_owned(),
            "The file must be CSV text in UTF-8".to_owned(),
        )]))
    })?;
    let (rows, mut errors) = read_file(text)?;
    // Cells refused here refuse the import; the catalog still checks every row, to name every
    // refusal at once, without writing.
    let answer = state
        .catalog
        .clone()
        .import_products(admin.call.request(pb::ImportProductsRequest {
            rows,
            dry_run: dry_run || !errors.is_empty(),
        }))
        .await?
        .into_inner();
    let refused_here: HashSet<(u32, String)> = errors
        .iter()
        .map(|e| (e.row, column_of(&e.field).to_owned()))
        .collect();
    errors.extend(
        answer
            .errors
            .iter()
            .filter(|e| !refused_here.contains(&(e.row, column_of(&e.field).to_owned())))
            .map(|e| refusal(e.row, &e.field, e.message.clone())),
    );
    errors.sort_by(|a, b| {
        let place = |e: &ImportError| {
            COLUMNS
                .iter()
                .position(|c| c.header == e.column)
                .unwrap_or(0)
        };
        (a.row, place(a)).cmp(&(b.row, place(b)))
    });
    let report = ImportReport {
        dry_run,
        written: answer.written && errors.is_empty(),
        created: answer.created,
        updated: answer.updated,
        unchanged: answer.unchanged,
        errors,
    };
    if !dry_run && !report.errors.is_empty() {
        let count = report
            .errors
            .iter()
            .map(|e| e.row)
            .collect::<HashSet<_>>()
            .len();
        let message = format!(
            "Nothing was imported: {count} row{} refused",
            if count == 1 { " is" } else { "s are" }
        );
        return Err(
            ApiError::coded(ErrorCode::ValidationFailed, message).with_extra(
                "errors",
                serde_json::to_value(&report.errors).unwrap_or_default(),
            ),
        );
    }
    Ok(Json(report))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product() -> pb::Product {
        pb::Product {
            id: 7,
            name: "=Sofa \"Deluxe\", grey".into(),
            description: "Two lines,\nwith a comma".into(),
            price_cents: 129_950,
            original_price_cents: Some(150_000),
            images: vec![
                "/media/demo/a.svg".into(),
                "https://cdn.example.com/b.jpg".into(),
            ],
            category_name: "Living Room".into(),
            subcategory_name: "Sofas".into(),
            material: "Velvet".into(),
            color: "-green".into(),
            dimensions: "220 x 90 cm".into(),
            weight_tenths_kg: 455,
            brand: "@Samani".into(),
            stock: 3,
            featured: true,
            tags: vec!["velvet".into(), "3-seater".into()],
            status: "draft".into(),
            item_class: "56101502".into(),
            created_at: "2026-11-01T10:00:00Z".into(),
            ..Default::default()
        }
    }

    #[test]
    fn an_exported_product_reads_back_as_its_form() {
        let file = csv_header() + &csv_line(&cells(product()));
        assert!(file.contains("\"'=Sofa \"\"Deluxe\"\", grey\""), "{file}");
        assert!(
            file.contains("\"'-green\"") && file.contains("\"'@Samani\""),
            "{file}"
        );
        let (rows, errors) = read_file(&file).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(rows.len(), 1);
        assert_eq!((rows[0].row, rows[0].id), (2, 7));
        let input = rows[0].product.clone().unwrap();
        assert_eq!(
            input,
            pb::ProductInput {
                name: "=Sofa \"Deluxe\", grey".into(),
                description: "Two lines,\nwith a comma".into(),
                price: Some(1299.5),
                original_price: Some(1500.0),
                category: "Living Room - Sofas".into(),
                subcategory: String::new(),
                stock: Some(3.0),
                images: vec![
                    "/media/demo/a.svg".into(),
                    "https://cdn.example.com/b.jpg".into()
                ],
                featured: true,
                tags: vec!["velvet".into(), "3-seater".into()],
                dimensions: "220 x 90 cm".into(),
                material: "Velvet".into(),
                color: "-green".into(),
                weight: "45.5".into(),
                brand: "@Samani".into(),
                status: "draft".into(),
                item_class: "56101502".into(),
                image_alts: Vec::new(),
            }
        );
    }

    #[test]
    fn cells_of_the_wrong_type_are_named_by_row_and_column() {
        let file = "ID,Name,Category,Price,Stock,Description,Images,Featured\n\
                    ,Chair,Living Room - Sofas,12 KSh,3,A chair,/media/demo/a.svg,maybe\n\
                    x,Chair,Living Room - Sofas,12,3,A chair,/media/demo/a.svg,no\n\
                    1,too,few\n";
        let (rows, errors) = read_file(file).unwrap();
        assert_eq!(rows.len(), 2);
        let named: Vec<(u32, &str)> = errors.iter().map(|e| (e.row, e.column.as_str())).collect();
        assert_eq!(named, [(2, "Price"), (2, "Featured"), (3, "ID"), (4, "")]);
        assert_eq!(errors[0].message, "Price must be a number");
    }

    #[test]
    fn a_file_without_the_exports_columns_is_refused() {
        assert!(read_file("").is_err());
        assert!(read_file("Name,Price\nA,1\n").is_err());
        assert!(read_file("ID,Name,Category,Price,Stock,Description,Images,Colour\n").is_err());
        let (rows, errors) =
            read_file("id,name,category,price,stock,description,images\n").unwrap();
        assert!(rows.is_empty() && errors.is_empty());
    }

    #[test]
    fn fields_are_named_by_their_column() {
        assert_eq!(column_of("images[3]"), "Images");
        assert_eq!(column_of("original_price"), "Original Price");
        assert_eq!(column_of("subcategory"), "Category");
        assert_eq!(column_of("item_class"), "KRA Item Class");
        assert_eq!(column_of(""), "");
    }
}
