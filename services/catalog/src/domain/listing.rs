//! What a listing request may ask for, checked once here so the SQL layer only sees valid input.
//! The gateway validates HTTP input with the spec's messages; this is the service's own guard for
//! any gRPC caller.

use shop_proto::catalog::v1::{ListProductsRequest, SortOrder};

use super::taxonomy::{self, CategoryFilter};

pub const DEFAULT_LIMIT: u32 = 20;
pub const MAX_LIMIT: u32 = 100;
pub const MAX_PAGE: u32 = 100_000;
pub const MAX_SEARCH_CHARS: usize = 200;
pub const MAX_SEARCH_TERMS: usize = 8;
pub const MAX_TAGS: usize = 20;
/// KSh 100 million, in cents: above any furniture price, far below overflow.
pub const MAX_PRICE_CENTS: i64 = 10_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Newest,
    PriceAsc,
    PriceDesc,
    NameAsc,
    NameDesc,
    Rating,
}

impl Sort {
    fn from_proto(value: i32) -> Option<Self> {
        match SortOrder::try_from(value).ok()? {
            SortOrder::Unspecified | SortOrder::Newest => Some(Self::Newest),
            SortOrder::PriceAsc => Some(Self::PriceAsc),
            SortOrder::PriceDesc => Some(Self::PriceDesc),
            SortOrder::NameAsc => Some(Self::NameAsc),
            SortOrder::NameDesc => Some(Self::NameDesc),
            SortOrder::Rating => Some(Self::Rating),
            SortOrder::Relevance => None,
        }
    }
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

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListingError {
    #[error("page must be between 1 and {MAX_PAGE}")]
    Page,
    #[error("limit must be between 1 and {MAX_LIMIT}")]
    Limit,
    #[error("unknown sort order")]
    Sort,
    #[error("prices must be between 0 and {}", MAX_PRICE_CENTS / 100)]
    Price,
    #[error("minPrice cannot be greater than maxPrice")]
    PriceOrder,
    #[error("search text is longer than {MAX_SEARCH_CHARS} characters")]
    SearchTooLong,
    #[error("at most {MAX_TAGS} tags")]
    TooManyTags,
    #[error("unknown category {0:?}")]
    UnknownCategory(String),
}

impl ListingQuery {
    pub fn from_request(req: &ListProductsRequest) -> Result<Self, ListingError> {
        let page = if req.page == 0 { 1 } else { req.page };
        if page > MAX_PAGE {
            return Err(ListingError::Page);
        }
        let limit = if req.limit == 0 {
            DEFAULT_LIMIT
        } else {
            req.limit
        };
        if limit > MAX_LIMIT {
            return Err(ListingError::Limit);
        }
        let sort = Sort::from_proto(req.sort).ok_or(ListingError::Sort)?;
        for price in [req.min_price_cents, req.max_price_cents]
            .into_iter()
            .flatten()
        {
            if !(0..=MAX_PRICE_CENTS).contains(&price) {
                return Err(ListingError::Price);
            }
        }
        if let (Some(min), Some(max)) = (req.min_price_cents, req.max_price_cents)
            && min > max
        {
            return Err(ListingError::PriceOrder);
        }
        if req.search.chars().count() > MAX_SEARCH_CHARS {
            return Err(ListingError::SearchTooLong);
        }
        let category = match req.category.trim() {
            "" => None,
            name => Some(
                taxonomy::resolve(name)
                    .ok_or_else(|| ListingError::UnknownCategory(name.to_owned()))?,
            ),
        };
        let tags: Vec<String> = req
            .tags
            .iter()
            .map(|t| t.trim().to_lowercase())
            .filter(|t| !t.is_empty())
            .collect();
        if tags.len() > MAX_TAGS {
            return Err(ListingError::TooManyTags);
        }
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
    use super::*;

    fn req() -> ListProductsRequest {
        ListProductsRequest::default()
    }

    #[test]
    fn defaults_are_page_one_twenty_newest() {
        let q = ListingQuery::from_request(&req()).unwrap();
        assert_eq!((q.page, q.limit, q.sort), (1, 20, Sort::Newest));
        assert_eq!(q.offset(), 0);
        assert!(q.is_hot());
    }

    #[test]
    fn limit_over_the_cap_is_refused() {
        let r = ListProductsRequest {
            limit: 101,
            ..req()
        };
        assert_eq!(ListingQuery::from_request(&r), Err(ListingError::Limit));
    }

    #[test]
    fn min_price_above_max_price_is_refused() {
        let r = ListProductsRequest {
            min_price_cents: Some(500),
            max_price_cents: Some(100),
            ..req()
        };
        assert_eq!(
            ListingQuery::from_request(&r),
            Err(ListingError::PriceOrder)
        );
    }

    #[test]
    fn negative_prices_are_refused() {
        let r = ListProductsRequest {
            min_price_cents: Some(-1),
            ..req()
        };
        assert_eq!(ListingQuery::from_request(&r), Err(ListingError::Price));
    }

    #[test]
    fn unknown_sort_values_are_refused() {
        let r = ListProductsRequest { sort: 99, ..req() };
        assert_eq!(ListingQuery::from_request(&r), Err(ListingError::Sort));
    }

    #[test]
    fn categories_and_subcategories_resolve_and_unknown_ones_are_refused() {
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
        let r = ListProductsRequest {
            category: "moon-base".into(),
            ..req()
        };
        assert!(matches!(
            ListingQuery::from_request(&r),
            Err(ListingError::UnknownCategory(_))
        ));
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
        let r = ListProductsRequest { page: 6, ..req() };
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
