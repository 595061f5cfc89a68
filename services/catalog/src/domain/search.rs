//! What a search request may ask for, checked once here (with the listing's shared rules of
//! [`super::listing`]) so the index only sees valid input: every violation of a request is
//! reported at once, each naming its request field.

use shop_common::errors::Violations;
use shop_proto::catalog::v1::{SearchProductsRequest, SuggestProductsRequest};
use tonic::Status;

use super::listing::{
    DEFAULT_LIMIT, MAX_LIMIT, MAX_SEARCH_CHARS, check_limit, check_page, check_prices, check_sort,
    check_tags,
};
use super::taxonomy::{self, CategoryFilter};

/// At most this many values in one comma list (categories, materials, colours, brands).
pub const MAX_LIST_VALUES: usize = 20;
pub const MAX_VALUE_CHARS: usize = 100;
pub const DEFAULT_SUGGESTIONS: u32 = 6;
pub const MAX_SUGGESTIONS: u32 = 10;
pub const QUERY_REQUIRED: &str = "Search query is required";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchSort {
    Relevance,
    Newest,
    PriceAsc,
    PriceDesc,
    NameAsc,
    NameDesc,
    Rating,
}

/// The search's sorts by name; the first is the default.
pub const SEARCH_SORTS: &[(&str, SearchSort)] = &[
    ("relevance", SearchSort::Relevance),
    ("newest", SearchSort::Newest),
    ("price_asc", SearchSort::PriceAsc),
    ("price_desc", SearchSort::PriceDesc),
    ("name_asc", SearchSort::NameAsc),
    ("name_desc", SearchSort::NameDesc),
    ("rating", SearchSort::Rating),
];

/// The second search page's names for the price sorts.
const SORT_ALIASES: &[(&str, SearchSort)] = &[
    ("price-low", SearchSort::PriceAsc),
    ("price-high", SearchSort::PriceDesc),
];

/// The narrowing a shopper chose. Lists hold lower-cased values; an empty list does not narrow.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SearchFilters {
    pub categories: Vec<CategoryFilter>,
    pub materials: Vec<String>,
    pub colors: Vec<String>,
    pub brands: Vec<String>,
    pub min_price_cents: Option<i64>,
    pub max_price_cents: Option<i64>,
    pub featured_only: bool,
    pub on_sale_only: bool,
    pub free_delivery_only: bool,
    pub express_delivery_only: bool,
    pub in_stock_only: bool,
    pub assembly_required: Option<bool>,
    pub tags: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchQuery {
    pub text: String,
    pub page: u32,
    pub limit: u32,
    pub sort: SearchSort,
    pub filters: SearchFilters,
}

/// The shopper's words: required, at most [`MAX_SEARCH_CHARS`] characters once trimmed.
fn check_query(violations: &mut Violations, text: &str) -> String {
    let text = text.trim();
    if text.is_empty() {
        violations.add("query", QUERY_REQUIRED);
    } else if text.chars().count() > MAX_SEARCH_CHARS {
        violations.add(
            "query",
            format!("Search query must be at most {MAX_SEARCH_CHARS} characters"),
        );
    }
    text.to_owned()
}

/// The problem with one value of a list named `name`, if any.
fn value_problem(value: &str, name: &str) -> Option<String> {
    if value.chars().count() > MAX_VALUE_CHARS {
        Some(format!(
            "{name} values must be at most {MAX_VALUE_CHARS} characters"
        ))
    } else if value.chars().any(char::is_control) {
        Some(format!("{name} must not contain control characters"))
    } else {
        None
    }
}

/// Trimmed, lower-cased, blanks dropped, duplicates removed; at most [`MAX_LIST_VALUES`]
/// values of at most [`MAX_VALUE_CHARS`] characters (one violation for the list).
fn check_list(violations: &mut Violations, values: &[String], field: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for value in values {
        let value = value.trim().to_lowercase();
        if let Some(problem) = value_problem(&value, field) {
            violations.add(field, problem);
            return Vec::new();
        }
        if !value.is_empty() && !out.contains(&value) {
            out.push(value);
        }
    }
    if out.len() > MAX_LIST_VALUES {
        violations.add(
            field,
            format!("{field} must be at most {MAX_LIST_VALUES} values"),
        );
        return Vec::new();
    }
    out
}

/// `categories` with the single `category` merged in, each resolved; an unknown slug is named
/// under `categories` ('Unknown category: moon-base').
fn check_categories(
    violations: &mut Violations,
    req: &SearchProductsRequest,
) -> Vec<CategoryFilter> {
    let mut values = req.categories.clone();
    let single = req.category.trim().to_lowercase();
    if let Some(problem) = value_problem(&single, "category") {
        violations.add("category", problem);
    } else if !single.is_empty() {
        values.push(single);
    }
    let mut categories = Vec::new();
    for slug in check_list(violations, &values, "categories") {
        match taxonomy::resolve(&slug) {
            Some(resolved) => {
                if !categories.contains(&resolved) {
                    categories.push(resolved);
                }
            }
            None => {
                violations.add("categories", format!("Unknown category: {slug}"));
                return Vec::new();
            }
        }
    }
    categories
}

impl SearchQuery {
    /// The query of `req`, or the `validation_failed` status naming every bad field.
    pub fn from_request(req: &SearchProductsRequest) -> Result<Self, Status> {
        let mut violations = Violations::new();
        let text = check_query(&mut violations, &req.query);
        let page = check_page(&mut violations, req.page);
        let limit = check_limit(&mut violations, req.limit, DEFAULT_LIMIT, MAX_LIMIT);
        let sort = check_sort(&mut violations, &req.sort, SEARCH_SORTS, SORT_ALIASES);
        check_prices(&mut violations, req.min_price_cents, req.max_price_cents);
        let categories = check_categories(&mut violations, req);
        let filters = SearchFilters {
            categories,
            materials: check_list(&mut violations, &req.materials, "materials"),
            colors: check_list(&mut violations, &req.colors, "colors"),
            brands: check_list(&mut violations, &req.brands, "brands"),
            min_price_cents: req.min_price_cents,
            max_price_cents: req.max_price_cents,
            featured_only: req.featured_only,
            on_sale_only: req.on_sale_only,
            free_delivery_only: req.free_delivery_only,
            express_delivery_only: req.express_delivery_only,
            in_stock_only: req.in_stock_only,
            assembly_required: req.assembly_required,
            tags: check_tags(&mut violations, &req.tags),
        };
        violations.finish()?;
        Ok(Self {
            text,
            page,
            limit,
            sort,
            filters,
        })
    }

    pub fn offset(&self) -> usize {
        (self.page as usize - 1) * self.limit as usize
    }
}

/// A suggestion request: the words, and how many products to suggest.
pub fn suggestion_query(req: &SuggestProductsRequest) -> Result<(String, u32), Status> {
    let mut violations = Violations::new();
    let text = check_query(&mut violations, &req.query);
    let limit = check_limit(
        &mut violations,
        req.limit,
        DEFAULT_SUGGESTIONS,
        MAX_SUGGESTIONS,
    );
    violations.finish()?;
    Ok((text, limit))
}

#[cfg(test)]
mod tests {
    use shop_common::errors::{ErrorCode, Refusal};

    use super::*;

    fn req(query: &str) -> SearchProductsRequest {
        SearchProductsRequest {
            query: query.into(),
            ..Default::default()
        }
    }

    fn refused(r: &SearchProductsRequest) -> Vec<(String, String)> {
        let refusal = Refusal::read(&SearchQuery::from_request(r).unwrap_err());
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        refusal.fields
    }

    fn fields(r: &SearchProductsRequest) -> Vec<String> {
        refused(r).into_iter().map(|(f, _)| f).collect()
    }

    #[test]
    fn a_blank_query_is_refused_with_the_spec_message() {
        for blank in ["", "   ", "\t\n", "\u{a0}\u{3000}"] {
            assert_eq!(
                refused(&req(blank)),
                [("query".to_owned(), QUERY_REQUIRED.to_owned())]
            );
        }
    }

    #[test]
    fn long_queries_are_refused_by_characters_but_punctuation_is_not() {
        for long in ["sofa ".repeat(41), "é".repeat(201)] {
            assert_eq!(
                refused(&req(&long)),
                [(
                    "query".to_owned(),
                    "Search query must be at most 200 characters".to_owned()
                )]
            );
        }
        let at_limit = format!("  {}  ", "ü".repeat(200));
        assert_eq!(
            SearchQuery::from_request(&req(&at_limit)).unwrap().text,
            "ü".repeat(200)
        );
        let q = SearchQuery::from_request(&req("' OR 1=1; -- %_\\ & | ! ( ) : * \"")).unwrap();
        assert_eq!(q.text, "' OR 1=1; -- %_\\ & | ! ( ) : * \"");
    }

    #[test]
    fn defaults_are_page_one_twenty_by_relevance() {
        let q = SearchQuery::from_request(&req(" sofa ")).unwrap();
        assert_eq!(
            (q.text.as_str(), q.page, q.limit, q.sort),
            ("sofa", 1, 20, SearchSort::Relevance)
        );
        assert_eq!(q.offset(), 0);
    }

    #[test]
    fn lists_are_lower_cased_deduplicated_and_bounded() {
        let mut r = req("sofa");
        r.materials = vec![
            "Leather".into(),
            " leather ".into(),
            "".into(),
            "Velvet".into(),
        ];
        assert_eq!(
            SearchQuery::from_request(&r).unwrap().filters.materials,
            ["leather", "velvet"]
        );
        r.colors = vec!["a".into(); 10_000];
        assert_eq!(SearchQuery::from_request(&r).unwrap().filters.colors, ["a"]);
        r.brands = (0..21).map(|i| format!("brand {i}")).collect();
        assert_eq!(
            refused(&r),
            [(
                "brands".to_owned(),
                "brands must be at most 20 values".to_owned()
            )]
        );
        r.brands = vec!["b".repeat(MAX_VALUE_CHARS + 1)];
        assert_eq!(
            refused(&r),
            [(
                "brands".to_owned(),
                "brands values must be at most 100 characters".to_owned()
            )]
        );
        r.brands = vec!["oak\0".into()];
        assert_eq!(fields(&r), ["brands"]);
        r.brands = vec!["é".repeat(MAX_VALUE_CHARS)];
        assert!(SearchQuery::from_request(&r).is_ok());
    }

    #[test]
    fn categories_resolve_merge_and_unknown_ones_are_named() {
        let mut r = req("sofa");
        r.categories = vec!["living-room".into(), "Bedroom-Beds".into()];
        r.category = "living-room".into();
        assert_eq!(
            SearchQuery::from_request(&r).unwrap().filters.categories,
            [
                CategoryFilter::Category("living-room".into()),
                CategoryFilter::Subcategory("bedroom-beds".into())
            ]
        );
        for (categories, category) in [(vec!["moon-base".to_owned()], ""), (vec![], "moon-base")] {
            r.categories = categories;
            r.category = category.into();
            assert_eq!(
                refused(&r),
                [(
                    "categories".to_owned(),
                    "Unknown category: moon-base".to_owned()
                )]
            );
        }
        r.categories = vec![];
        r.category = "c".repeat(MAX_VALUE_CHARS + 1);
        assert_eq!(fields(&r), ["category"]);
        r.categories = (0..20).map(|i| format!("c{i}")).collect();
        r.category = "one-more".into();
        assert_eq!(fields(&r), ["categories"]);
    }

    #[test]
    fn prices_are_checked() {
        let mut r = req("sofa");
        r.min_price_cents = Some(500);
        r.max_price_cents = Some(100);
        assert_eq!(fields(&r), ["min_price_cents"]);
        r.min_price_cents = Some(-1);
        assert_eq!(fields(&r), ["min_price_cents"]);
    }

    #[test]
    fn sorts_default_to_relevance_and_unknown_ones_are_refused() {
        for (name, sort) in SEARCH_SORTS.iter().chain(SORT_ALIASES) {
            let mut r = req("sofa");
            r.sort = (*name).into();
            assert_eq!(SearchQuery::from_request(&r).unwrap().sort, *sort, "{name}");
        }
        for bad in ["cheapest", "RELEVANCE", "price_low", "popular", "1"] {
            let mut r = req("sofa");
            r.sort = bad.into();
            assert_eq!(
                refused(&r),
                [(
                    "sort".to_owned(),
                    "sort must be one of relevance, newest, price_asc, price_desc, name_asc, \
                     name_desc, rating"
                        .to_owned()
                )]
            );
        }
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let r = SearchProductsRequest {
            query: " ".into(),
            page: Some(0),
            limit: Some(101),
            sort: "best".into(),
            min_price_cents: Some(-1),
            materials: vec!["m".repeat(101)],
            tags: vec!["t".repeat(51)],
            ..Default::default()
        };
        assert_eq!(
            fields(&r),
            [
                "query",
                "page",
                "limit",
                "sort",
                "min_price_cents",
                "materials",
                "tags"
            ]
        );
    }

    #[test]
    fn suggestion_limits() {
        let r = SuggestProductsRequest {
            query: "sof".into(),
            limit: None,
        };
        assert_eq!(suggestion_query(&r).unwrap(), ("sof".into(), 6));
        for bad in [0, 11] {
            let r = SuggestProductsRequest {
                query: " ".into(),
                limit: Some(bad),
            };
            let refusal = Refusal::read(&suggestion_query(&r).unwrap_err());
            assert_eq!(
                refusal.fields,
                [
                    ("query".to_owned(), QUERY_REQUIRED.to_owned()),
                    (
                        "limit".to_owned(),
                        "limit must be a whole number from 1 to 10".to_owned()
                    )
                ]
            );
        }
    }
}
