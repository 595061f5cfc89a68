//! What a search request may ask for, checked once here so the index only sees valid input.
//! The gateway gives HTTP callers the spec's messages; this is the service's own guard for any
//! gRPC caller. Every failure names the HTTP parameter it came from.

use shop_proto::catalog::v1::{SearchProductsRequest, SortOrder, SuggestProductsRequest};

use super::listing::{DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE, MAX_PRICE_CENTS, MAX_SEARCH_CHARS};
use super::taxonomy::{self, CategoryFilter};

/// At most this many values in one comma list (categories, materials, colours, brands, tags).
pub const MAX_LIST_VALUES: usize = 20;
pub const MAX_VALUE_CHARS: usize = 100;
pub const DEFAULT_SUGGESTIONS: u32 = 6;
pub const MAX_SUGGESTIONS: u32 = 10;

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

impl SearchSort {
    fn from_proto(value: i32) -> Option<Self> {
        Some(match SortOrder::try_from(value).ok()? {
            SortOrder::Unspecified | SortOrder::Relevance => Self::Relevance,
            SortOrder::Newest => Self::Newest,
            SortOrder::PriceAsc => Self::PriceAsc,
            SortOrder::PriceDesc => Self::PriceDesc,
            SortOrder::NameAsc => Self::NameAsc,
            SortOrder::NameDesc => Self::NameDesc,
            SortOrder::Rating => Self::Rating,
        })
    }
}

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

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    #[error("Search query is required")]
    QueryRequired,
    #[error("Search query must be at most {MAX_SEARCH_CHARS} characters")]
    QueryTooLong,
    #[error("page must be between 1 and {MAX_PAGE}")]
    Page,
    #[error("limit must be between 1 and {0}")]
    Limit(u32),
    #[error("unknown sort order")]
    Sort,
    #[error("prices must be between 0 and {}", MAX_PRICE_CENTS / 100)]
    Price,
    #[error("minPrice cannot be greater than maxPrice")]
    PriceOrder,
    #[error("Unknown category: {0}")]
    UnknownCategory(String),
    #[error("{0} takes at most {MAX_LIST_VALUES} values of at most {MAX_VALUE_CHARS} characters")]
    List(&'static str),
}

impl SearchError {
    /// The HTTP parameter the error is about.
    pub fn field(&self) -> &'static str {
        match self {
            Self::QueryRequired | Self::QueryTooLong => "q",
            Self::Page => "page",
            Self::Limit(_) => "limit",
            Self::Sort => "sort",
            Self::Price | Self::PriceOrder => "minPrice",
            Self::UnknownCategory(_) => "categories",
            Self::List(field) => field,
        }
    }
}

/// The shopper's words: required, at most [`MAX_SEARCH_CHARS`].
fn query_text(text: &str) -> Result<String, SearchError> {
    let text = text.trim();
    if text.is_empty() {
        Err(SearchError::QueryRequired)
    } else if text.chars().count() > MAX_SEARCH_CHARS {
        Err(SearchError::QueryTooLong)
    } else {
        Ok(text.to_owned())
    }
}

/// Trimmed, lower-cased, blanks dropped, duplicates removed; refused when too long.
fn value_list(values: &[String], field: &'static str) -> Result<Vec<String>, SearchError> {
    let mut out: Vec<String> = Vec::new();
    for value in values {
        let value = value.trim().to_lowercase();
        if value.chars().count() > MAX_VALUE_CHARS {
            return Err(SearchError::List(field));
        }
        if !value.is_empty() && !out.contains(&value) {
            out.push(value);
        }
    }
    if out.len() > MAX_LIST_VALUES {
        return Err(SearchError::List(field));
    }
    Ok(out)
}

impl SearchQuery {
    pub fn from_request(req: &SearchProductsRequest) -> Result<Self, SearchError> {
        let text = query_text(&req.query)?;
        let page = if req.page == 0 { 1 } else { req.page };
        if page > MAX_PAGE {
            return Err(SearchError::Page);
        }
        let limit = if req.limit == 0 {
            DEFAULT_LIMIT
        } else {
            req.limit
        };
        if limit > MAX_LIMIT {
            return Err(SearchError::Limit(MAX_LIMIT));
        }
        let sort = SearchSort::from_proto(req.sort).ok_or(SearchError::Sort)?;
        for price in [req.min_price_cents, req.max_price_cents]
            .into_iter()
            .flatten()
        {
            if !(0..=MAX_PRICE_CENTS).contains(&price) {
                return Err(SearchError::Price);
            }
        }
        if let (Some(min), Some(max)) = (req.min_price_cents, req.max_price_cents)
            && min > max
        {
            return Err(SearchError::PriceOrder);
        }
        let mut categories = Vec::new();
        for slug in value_list(&req.categories, "categories")? {
            let resolved = taxonomy::resolve(&slug).ok_or(SearchError::UnknownCategory(slug))?;
            if !categories.contains(&resolved) {
                categories.push(resolved);
            }
        }
        Ok(Self {
            text,
            page,
            limit,
            sort,
            filters: SearchFilters {
                categories,
                materials: value_list(&req.materials, "materials")?,
                colors: value_list(&req.colors, "colors")?,
                brands: value_list(&req.brands, "brands")?,
                min_price_cents: req.min_price_cents,
                max_price_cents: req.max_price_cents,
                featured_only: req.featured_only,
                on_sale_only: req.on_sale_only,
                free_delivery_only: req.free_delivery_only,
                express_delivery_only: req.express_delivery_only,
                in_stock_only: req.in_stock_only,
                assembly_required: req.assembly_required,
                tags: value_list(&req.tags, "tags")?,
            },
        })
    }

    pub fn offset(&self) -> usize {
        (self.page as usize - 1) * self.limit as usize
    }
}

/// A suggestion request: the words, and how many products to suggest.
pub fn suggestion_query(req: &SuggestProductsRequest) -> Result<(String, u32), SearchError> {
    let text = query_text(&req.query)?;
    let limit = match req.limit {
        0 => DEFAULT_SUGGESTIONS,
        l if l <= MAX_SUGGESTIONS => l,
        _ => return Err(SearchError::Limit(MAX_SUGGESTIONS)),
    };
    Ok((text, limit))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(query: &str) -> SearchProductsRequest {
        SearchProductsRequest {
            query: query.into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_blank_query_is_refused_with_the_spec_message() {
        for blank in ["", "   ", "\t\n"] {
            let err = SearchQuery::from_request(&req(blank)).unwrap_err();
            assert_eq!(err, SearchError::QueryRequired);
            assert_eq!(err.to_string(), "Search query is required");
            assert_eq!(err.field(), "q");
        }
    }

    #[test]
    fn long_queries_are_refused_but_punctuation_is_not() {
        let long = "sofa ".repeat(41);
        assert_eq!(
            SearchQuery::from_request(&req(&long)),
            Err(SearchError::QueryTooLong)
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
        r.brands = (0..21).map(|i| format!("brand {i}")).collect();
        let err = SearchQuery::from_request(&r).unwrap_err();
        assert_eq!(err.field(), "brands");
    }

    #[test]
    fn categories_resolve_and_unknown_ones_are_named() {
        let mut r = req("sofa");
        r.categories = vec!["living-room".into(), "bedroom-beds".into()];
        assert_eq!(
            SearchQuery::from_request(&r).unwrap().filters.categories,
            [
                CategoryFilter::Category("living-room".into()),
                CategoryFilter::Subcategory("bedroom-beds".into())
            ]
        );
        r.categories = vec!["moon-base".into()];
        let err = SearchQuery::from_request(&r).unwrap_err();
        assert_eq!(err.to_string(), "Unknown category: moon-base");
        assert_eq!(err.field(), "categories");
    }

    #[test]
    fn prices_are_checked() {
        let mut r = req("sofa");
        r.min_price_cents = Some(500);
        r.max_price_cents = Some(100);
        assert_eq!(SearchQuery::from_request(&r), Err(SearchError::PriceOrder));
        r.min_price_cents = Some(-1);
        assert_eq!(SearchQuery::from_request(&r), Err(SearchError::Price));
    }

    #[test]
    fn sorts_default_to_relevance_and_unknown_ones_are_refused() {
        let mut r = req("sofa");
        r.sort = SortOrder::PriceDesc as i32;
        assert_eq!(
            SearchQuery::from_request(&r).unwrap().sort,
            SearchSort::PriceDesc
        );
        r.sort = 99;
        assert_eq!(SearchQuery::from_request(&r), Err(SearchError::Sort));
    }

    #[test]
    fn suggestion_limits() {
        let r = SuggestProductsRequest {
            query: "sof".into(),
            limit: 0,
        };
        assert_eq!(suggestion_query(&r), Ok(("sof".into(), 6)));
        let r = SuggestProductsRequest {
            query: "sof".into(),
            limit: 11,
        };
        assert_eq!(suggestion_query(&r), Err(SearchError::Limit(10)));
    }
}
