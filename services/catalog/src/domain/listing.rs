//! What a listing request may ask for. The catalog owns every rule of its listing and search
//! requests: each one is checked here (and in [`super::search`]), once, and a request breaking
//! any of them is refused with every violation at once (`validation_failed`, each naming the
//! request field). The gateway only turns the query string into the request.

use shop_common::errors::{self, ErrorCode, Violations};
use shop_proto::catalog::v1::ListProductsRequest;
use tonic::Status;

use super::taxonomy::{self, CategoryFilter};

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;
pub const MAX_PAGE: u32 = 100_000;
pub const MAX_SEARCH_CHARS: usize = 200;
pub const MAX_SEARCH_TERMS: usize = 8;
pub const MAX_TAGS: usize = 20;
pub const MAX_TAG_CHARS: usize = 50;
/// KSh 100 million, in cents: above any furniture price, far below overflow.
pub const MAX_PRICE_CENTS: i64 = 10_000_000_000;
/// The product rows of the home page (featured, new arrivals).
pub const DEFAULT_ROW_LIMIT: u32 = 8;
pub const MAX_ROW_LIMIT: u32 = 50;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    PriceAsc,
    PriceDesc,
    NameAsc,
    NameDesc,
    Rating,
}

/// The listing's sorts by the name a caller gives; the first is the default.
pub const SORTS: &[(&str, Sort)] = &[
    ("newest", Sort::Newest),
    ("price_asc", Sort::PriceAsc),
    ("price_desc", Sort::PriceDesc),
    ("name_asc", Sort::NameAsc),
    ("name_desc", Sort::NameDesc),
    ("rating", Sort::Rating),
];

/// "sort must be one of a, b, c" for the `names` a request may give.
pub(crate) fn sort_message<T>(names: &[(&str, T)]) -> String {
    let names: Vec<&str> = names.iter().map(|(name, _)| *name).collect();
    format!("sort must be one of {}", names.join(", "))
}

/// The sort named `name` among `sorts` (the first when blank), else a violation.
pub(crate) fn check_sort<T: Copy>(
    violations: &mut Violations,
    name: &str,
    sorts: &[(&str, T)],
    aliases: &[(&str, T)],
) -> T {
    let name = name.trim();
    if name.is_empty() {
        return sorts[0].1;
    }
    match sorts.iter().chain(aliases).find(|(n, _)| *n == name) {
        Some((_, sort)) => *sort,
        None => {
            violations.add("sort", sort_message(sorts));
            sorts[0].1
        }
    }
}

/// `page`: 1..=[`MAX_PAGE`], 1 when absent.
pub(crate) fn check_page(violations: &mut Violations, page: Option<u32>) -> u32 {
    match page {
        None => 1,
        Some(p) if (1..=MAX_PAGE).contains(&p) => p,
        Some(_) => {
            violations.add(
                "page",
                format!("page must be a whole number from 1 to {MAX_PAGE}"),
            );
            1
        }
    }
}

/// `limit`: 1..=`max`, `default` when absent.
pub(crate) fn check_limit(
    violations: &mut Violations,
    limit: Option<u32>,
    default: u32,
    max: u32,
) -> u32 {
    match limit {
        None => default,
        Some(l) if (1..=max).contains(&l) => l,
        Some(_) => {
            violations.add(
                "limit",
                format!("limit must be a whole number from 1 to {max}"),
            );
            default
        }
    }
}

/// The limit of a product row (featured, new arrivals).
pub fn row_limit(limit: Option<u32>) -> Result<u32, Status> {
    let mut violations = Violations::new();
    let limit = check_limit(&mut violations, limit, DEFAULT_ROW_LIMIT, MAX_ROW_LIMIT);
    violations.finish()?;
    Ok(limit)
}

/// `min_price_cents` and `max_price_cents`: 0 to KSh 100 million, min not above max.
pub(crate) fn check_prices(violations: &mut Violations, min: Option<i64>, max: Option<i64>) {
    let mut in_range = true;
    for (field, name, price) in [
        ("min_price_cents", "minPrice", min),
        ("max_price_cents", "maxPrice", max),
    ] {
        if let Some(price) = price
            && !(0..=MAX_PRICE_CENTS).contains(&price)
        {
            in_range = false;
            violations.add(
                field,
                format!(
                    "{name} must be a number of shillings from 0 to {}",
                    thousands(MAX_PRICE_CENTS / 100)
                ),
            );
        }
    }
    if let (true, Some(min), Some(max)) = (in_range, min, max)
        && min > max
    {
        violations.add(
            "min_price_cents",
            "minPrice cannot be greater than maxPrice",
        );
    }
}

/// `100000000` -> `100,000,000`.
pub(crate) fn thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `tags`: at most [`MAX_TAGS`] words of at most [`MAX_TAG_CHARS`] characters, without control
/// characters; trimmed, lower-cased, blanks dropped.
pub(crate) fn check_tags(violations: &mut Violations, tags: &[String]) -> Vec<String> {
    let tags: Vec<String> = tags
        .iter()
        .map(|t| t.trim().to_lowercase())
        .filter(|t| !t.is_empty())
        .collect();
    if tags.len() > MAX_TAGS
        || tags
            .iter()
            .any(|t| t.chars().count() > MAX_TAG_CHARS || t.chars().any(char::is_control))
    {
        violations.add(
            "tags",
            format!("tags must be at most {MAX_TAGS} short words"),
        );
        return Vec::new();
    }
    tags
}

/// The products a listing selects, independent of order and page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductFilter {
    /// Lower-cased words; every one must occur in the product's searchable text.
    pub search_terms: Vec<String>,
    pub category: Option<CategoryFilter>,
    pub min_price_cents: Option<i64>,
    pub max_price_cents: Option<i64>,
    pub featured_only: bool,
    pub on_sale_only: bool,
    /// A product matches when it has any of these tags.
    pub tags: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListingQuery {
    pub page: u32,
    pub limit: u32,
    pub sort: Sort,
    pub filter: ProductFilter,
}

impl ListingQuery {
    /// The query of `req`, or the `validation_failed` status naming every bad field; a valid
    /// request naming a category that does not exist is `category_not_found`.
    pub fn from_request(req: &ListProductsRequest) -> Result<Self, Status> {
        Self::from_request_for(req, false)
    }

    /// Like [`ListingQuery::from_request`], for an admin caller when `admin`: pages of up to
    /// [`super::admin::MAX_ADMIN_LISTING_LIMIT`] products.
    pub fn from_request_for(req: &ListProductsRequest, admin: bool) -> Result<Self, Status> {
        let mut violations = Violations::new();
        let page = check_page(&mut violations, req.page);
        let max_limit = if admin {
            super::admin::MAX_ADMIN_LISTING_LIMIT
        } else {
            MAX_LIMIT
        };
        let limit = check_limit(&mut violations, req.limit, DEFAULT_LIMIT, max_limit);
        let sort = check_sort(&mut violations, &req.sort, SORTS, &[]);
        check_prices(&mut violations, req.min_price_cents, req.max_price_cents);
        if req.search.trim().chars().count() > MAX_SEARCH_CHARS {
            violations.add(
                "search",
                format!("search must be at most {MAX_SEARCH_CHARS} characters"),
            );
        }
        let tags = check_tags(&mut violations, &req.tags);
        violations.finish()?;
        let category = match req.category.trim() {
            "" => None,
            name => Some(
                taxonomy::resolve(name)
                    .ok_or_else(|| errors::status_of(ErrorCode::CategoryNotFound))?,
            ),
        };
        Ok(Self {
            page,
            limit,
            sort,
            filter: ProductFilter {
                search_terms: search_terms(&req.search),
                category,
                min_price_cents: req.min_price_cents,
                max_price_cents: req.max_price_cents,
                featured_only: req.featured_only,
                on_sale_only: req.on_sale_only,
                tags,
            },
        })
    }

    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.limit)
    }

    /// Hot pages are worth caching: the first few pages of a browse, without free text.
    pub fn is_hot(&self) -> bool {
        self.page <= 5 && self.filter.search_terms.is_empty()
    }
}

/// Splits free text into lower-cased words made of letters, digits and hyphens; everything else
/// separates words, so punctuation can never reach the SQL pattern as an operator.
pub fn search_terms(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-').to_lowercase())
        .filter(|w| !w.is_empty())
        .take(MAX_SEARCH_TERMS)
        .collect()
}

pub fn total_pages(total: u64, limit: u32) -> u32 {
    u32::try_from(total.div_ceil(u64::from(limit.max(1)))).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;

    use super::*;

    fn req() -> ListProductsRequest {
        ListProductsRequest::default()
    }

    /// The fields a refused request names, with their messages.
    fn refused(r: &ListProductsRequest) -> Vec<(String, String)> {
        let status = ListingQuery::from_request(r).expect_err("refused");
        let refusal = Refusal::read(&status);
        assert_eq!(refusal.code, ErrorCode::ValidationFailed);
        refusal.fields
    }

    fn fields(r: &ListProductsRequest) -> Vec<String> {
        refused(r).into_iter().map(|(f, _)| f).collect()
    }

    #[test]
    fn defaults_are_page_one_twenty_newest() {
        let q = ListingQuery::from_request(&req()).unwrap();
        assert_eq!((q.page, q.limit, q.sort), (1, 20, Sort::Newest));
        assert_eq!(q.offset(), 0);
        assert!(q.is_hot());
    }

    #[test]
    fn limits_and_pages_out_of_range_are_refused() {
        for limit in [0, 101, u32::MAX] {
            let r = ListProductsRequest {
                limit: Some(limit),
                ..req()
            };
            assert_eq!(
                refused(&r),
                [(
                    "limit".to_owned(),
                    "limit must be a whole number from 1 to 100".to_owned()
                )]
            );
        }
        for page in [0, 100_001] {
            let r = ListProductsRequest {
                page: Some(page),
                ..req()
            };
            assert_eq!(fields(&r), ["page"]);
        }
        let r = ListProductsRequest {
            page: Some(100_000),
            limit: Some(100),
            ..req()
        };
        assert!(ListingQuery::from_request(&r).is_ok());
    }

    #[test]
    fn prices_are_checked_in_range_then_in_order() {
        let r = ListProductsRequest {
            min_price_cents: Some(500),
            max_price_cents: Some(100),
            ..req()
        };
        assert_eq!(
            refused(&r),
            [(
                "min_price_cents".to_owned(),
                "minPrice cannot be greater than maxPrice".to_owned()
            )]
        );
        let r = ListProductsRequest {
            min_price_cents: Some(-1),
            max_price_cents: Some(MAX_PRICE_CENTS + 1),
            ..req()
        };
        assert_eq!(
            refused(&r),
            [
                (
                    "min_price_cents".to_owned(),
                    "minPrice must be a number of shillings from 0 to 100,000,000".to_owned()
                ),
                (
                    "max_price_cents".to_owned(),
                    "maxPrice must be a number of shillings from 0 to 100,000,000".to_owned()
                )
            ]
        );
    }

    #[test]
    fn sorts_are_named_and_unknown_ones_are_refused() {
        for (name, sort) in SORTS {
            let r = ListProductsRequest {
                sort: (*name).into(),
                ..req()
            };
            assert_eq!(ListingQuery::from_request(&r).unwrap().sort, *sort);
        }
        for bad in ["cheapest", "relevance", "PRICE_ASC", "price-low"] {
            let r = ListProductsRequest {
                sort: bad.into(),
                ..req()
            };
            assert_eq!(
                refused(&r),
                [(
                    "sort".to_owned(),
                    "sort must be one of newest, price_asc, price_desc, name_asc, name_desc, \
                     rating"
                        .to_owned()
                )]
            );
        }
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let r = ListProductsRequest {
            page: Some(0),
            limit: Some(500),
            sort: "best".into(),
            search: "x".repeat(MAX_SEARCH_CHARS + 1),
            min_price_cents: Some(-5),
            tags: (0..=MAX_TAGS).map(|i| format!("t{i}")).collect(),
            category: "moon-base".into(),
            ..req()
        };
        assert_eq!(
            fields(&r),
            ["page", "limit", "sort", "min_price_cents", "search", "tags"]
        );
    }

    #[test]
    fn tags_are_bounded() {
        let r = ListProductsRequest {
            tags: vec!["t".repeat(MAX_TAG_CHARS + 1)],
            ..req()
        };
        assert_eq!(fields(&r), ["tags"]);
        let r = ListProductsRequest {
            tags: vec![" Velvet ".into(), "".into()],
            ..req()
        };
        assert_eq!(
            ListingQuery::from_request(&r).unwrap().filter.tags,
            ["velvet"]
        );
    }

    #[test]
    fn categories_and_subcategories_resolve_and_unknown_ones_are_not_found() {
        let r = ListProductsRequest {
            category: "kids-room-double-deckers".into(),
            ..req()
        };
        assert_eq!(
            ListingQuery::from_request(&r).unwrap().filter.category,
            Some(CategoryFilter::Subcategory(
                "kids-room-double-deckers".into()
            ))
        );
        for unknown in ["moon-base".to_owned(), "x".repeat(500)] {
            let r = ListProductsRequest {
                category: unknown,
                ..req()
            };
            let status = ListingQuery::from_request(&r).unwrap_err();
            assert_eq!(Refusal::read(&status).code, ErrorCode::CategoryNotFound);
        }
    }

    #[test]
    fn row_limits() {
        assert_eq!(row_limit(None).unwrap(), DEFAULT_ROW_LIMIT);
        assert_eq!(row_limit(Some(MAX_ROW_LIMIT)).unwrap(), MAX_ROW_LIMIT);
        for bad in [0, MAX_ROW_LIMIT + 1] {
            let refusal = Refusal::read(&row_limit(Some(bad)).unwrap_err());
            assert_eq!(
                refusal.fields,
                [(
                    "limit".to_owned(),
                    "limit must be a whole number from 1 to 50".to_owned()
                )]
            );
        }
    }

    #[test]
    fn search_text_becomes_plain_words() {
        assert_eq!(
            search_terms("  Grey  SOFA%_'; drop"),
            ["grey", "sofa", "drop"]
        );
        assert_eq!(search_terms("3-seater"), ["3-seater"]);
        assert!(search_terms("%%% ***").is_empty());
    }

    #[test]
    fn deep_pages_and_searches_are_not_hot() {
        let r = ListProductsRequest {
            page: Some(6),
            ..req()
        };
        assert!(!ListingQuery::from_request(&r).unwrap().is_hot());
        let r = ListProductsRequest {
            search: "sofa".into(),
            ..req()
        };
        assert!(!ListingQuery::from_request(&r).unwrap().is_hot());
    }

    #[test]
    fn total_pages_rounds_up() {
        assert_eq!(total_pages(0, 20), 0);
        assert_eq!(total_pages(20, 20), 1);
        assert_eq!(total_pages(21, 20), 2);
    }
}
