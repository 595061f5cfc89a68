//! The admin's listing of the whole catalogue (admin spec, Product Management): search,
//! category, sort field and direction, page. Unlike the old client, which fetched 1,000 products
//! and filtered them in the browser, every step runs here, so the screen stays fast at 100,000
//! products.

use shop_common::errors::{self, ErrorCode, Violations};
use shop_proto::catalog::v1::AdminListProductsRequest;
use tonic::Status;

use super::listing::{MAX_LIMIT, MAX_SEARCH_CHARS, check_limit, check_page};
use super::product_form::ProductStatus;
use super::taxonomy::{self, CATEGORIES, CategoryFilter};

/// The spec's page size (admin spec section 9, "Default page size 12").
pub const DEFAULT_LIMIT: u32 = 12;
/// Deletes at once (the bulk bar).
pub const MAX_BULK_DELETE: usize = 100;
/// Most products one `GET /products` page gives an admin (the spec's dashboard and old client
/// read 1,000 at once); everyone else gets [`super::listing::MAX_LIMIT`].
pub const MAX_ADMIN_LISTING_LIMIT: u32 = 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdminSort {
    Newest,
    Name,
    Price,
    Stock,
    Category,
}

/// The sorts by the name a caller gives; the first is the default.
pub const SORTS: &[(&str, AdminSort)] = &[
    ("newest", AdminSort::Newest),
    ("name", AdminSort::Name),
    ("price", AdminSort::Price),
    ("stock", AdminSort::Stock),
    ("category", AdminSort::Category),
];

/// What the admin's listing selects.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AdminFilter {
    /// The search text, lower-cased: matched anywhere in the name or description.
    pub search: Option<String>,
    /// The subcategories whose 'Category - Subcategory' label contains the search text.
    pub search_subcategories: Vec<String>,
    pub category: Option<CategoryFilter>,
    /// Only products of this status; `None` for all.
    pub status: Option<ProductStatus>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdminQuery {
    pub page: u32,
    pub limit: u32,
    pub sort: AdminSort,
    pub descending: bool,
    pub filter: AdminFilter,
}

impl AdminQuery {
    /// The query of `req`, or `validation_failed` naming every bad field; an unknown category
    /// is `category_not_found`.
    pub fn from_request(req: &AdminListProductsRequest) -> Result<Self, Status> {
        let mut violations = Violations::new();
        let page = check_page(&mut violations, req.page);
        let limit = check_limit(&mut violations, req.limit, DEFAULT_LIMIT, MAX_LIMIT);
        let (sort, descending) = check_order(&mut violations, &req.sort, &req.order);
        let filter = filter_of(&mut violations, &req.search, &req.category, &req.status);
        violations.finish()?;
        Ok(Self {
            page,
            limit,
            sort,
            descending,
            filter: filter?,
        })
    }

    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.limit)
    }
}

/// The sort and its direction (newest is always newest first).
pub fn check_order(violations: &mut Violations, sort: &str, order: &str) -> (AdminSort, bool) {
    let sort = super::listing::check_sort(violations, sort, SORTS, &[]);
    let descending = match order.trim() {
        "" | "asc" => false,
        "desc" => true,
        _ => {
            violations.add("order", "order must be asc or desc");
            false
        }
    };
    (sort, descending)
}

/// The search and category of an admin listing or export. The category's `Err` is only
/// returned when no violation was recorded (an invalid request says what is invalid first).
pub fn filter_of(
    violations: &mut Violations,
    search: &str,
    category: &str,
    status: &str,
) -> Result<AdminFilter, Status> {
    let status = match status.trim() {
        "" => None,
        name => {
            let parsed = ProductStatus::parse(name);
            if parsed.is_none() {
                violations.add("status", ProductStatus::message());
            }
            parsed
        }
    };
    let search = search.trim();
    if search.chars().count() > MAX_SEARCH_CHARS {
        violations.add(
            "search",
            format!("search must be at most {MAX_SEARCH_CHARS} characters"),
        );
    }
    let category = match category.trim() {
        "" => None,
        name => Some(
            taxonomy::resolve(name).ok_or_else(|| errors::status_of(ErrorCode::CategoryNotFound)),
        ),
    }
    .transpose()?;
    let search = (!search.is_empty()).then(|| search.to_lowercase());
    let search_subcategories = search
        .as_deref()
        .map(subcategories_labelled)
        .unwrap_or_default();
    Ok(AdminFilter {
        search,
        search_subcategories,
        category,
        status,
    })
}

/// The subcategory slugs whose label ('Living Room - Sofas', as products show their category)
/// contains `text` (lower case).
fn subcategories_labelled(text: &str) -> Vec<String> {
    let mut slugs = Vec::new();
    for cat in CATEGORIES {
        let cat_slug = taxonomy::slugify(cat.name);
        for sub in cat.subcategories {
            if format!("{} - {}", cat.name, sub)
                .to_lowercase()
                .contains(text)
            {
                slugs.push(format!("{cat_slug}-{}", taxonomy::slugify(sub)));
            }
        }
    }
    slugs
}

/// The ids of a bulk delete: 1 to [`MAX_BULK_DELETE`] positive ids, duplicates merged.
pub fn delete_ids(ids: &[i64]) -> Result<Vec<i64>, Status> {
    if ids.is_empty() || ids.len() > MAX_BULK_DELETE {
        return Err(errors::invalid_field(
            "ids",
            format!("Choose 1 to {MAX_BULK_DELETE} products to delete"),
        ));
    }
    if ids.iter().any(|&id| id <= 0) {
        return Err(errors::invalid_field(
            "ids",
            "Product IDs must be positive whole numbers",
        ));
    }
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;

    use super::*;

    #[test]
    fn defaults_are_page_one_twelve_newest() {
        let q = AdminQuery::from_request(&AdminListProductsRequest::default()).unwrap();
        assert_eq!(
            (q.page, q.limit, q.sort, q.descending),
            (1, 12, AdminSort::Newest, false)
        );
        assert_eq!(q.filter, AdminFilter::default());
    }

    #[test]
    fn a_search_matches_category_labels_too() {
        let q = AdminQuery::from_request(&AdminListProductsRequest {
            search: "  Living Room - SOFAS ".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(q.filter.search.as_deref(), Some("living room - sofas"));
        assert_eq!(q.filter.search_subcategories, ["living-room-sofas"]);
        let q = AdminQuery::from_request(&AdminListProductsRequest {
            search: "sofas".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            q.filter.search_subcategories,
            ["living-room-sofas", "living-room-sectional-sofas"]
        );
    }

    #[test]
    fn bad_values_are_named_at_once() {
        let status = AdminQuery::from_request(&AdminListProductsRequest {
            page: Some(0),
            limit: Some(101),
            sort: "rating".into(),
            order: "up".into(),
            search: "x".repeat(MAX_SEARCH_CHARS + 1),
            category: "moon".into(),
            status: "sold".into(),
        })
        .unwrap_err();
        let refusal = Refusal::read(&status);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            ["page", "limit", "sort", "order", "status", "search"]
        );
        let status = AdminQuery::from_request(&AdminListProductsRequest {
            category: "moon".into(),
            ..Default::default()
        })
        .unwrap_err();
        assert_eq!(Refusal::read(&status).code, ErrorCode::CategoryNotFound);
    }

    #[test]
    fn bulk_deletes_are_bounded() {
        assert_eq!(delete_ids(&[3, 1, 3]).unwrap(), [1, 3]);
        assert!(delete_ids(&[]).is_err());
        assert!(delete_ids(&[0]).is_err());
        assert!(delete_ids(&vec![1; MAX_BULK_DELETE + 1]).is_err());
    }
}
