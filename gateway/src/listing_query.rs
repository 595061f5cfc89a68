//! Parsing the listing query string (`GET /products`, `GET /products/category/{category}`) into
//! the catalog's request, with a clear message per bad field. Unknown parameters are ignored;
//! empty values count as absent.

use std::collections::BTreeMap;

use shop_proto::catalog::v1::{ListProductsRequest, SortOrder};

use crate::error::ApiError;
use crate::money::parse_ksh;

pub const MAX_LIMIT: u32 = 100;
pub const MAX_PAGE: u32 = 100_000;
pub const MAX_SEARCH_CHARS: usize = 200;
/// KSh 100 million.
pub const MAX_PRICE_CENTS: i64 = 10_000_000_000;
pub const MAX_TAGS: usize = 20;
pub const SORTS: &str = "newest, price_asc, price_desc, name_asc, name_desc, rating";

/// Which parameters a path reads, and its default page size.
pub struct ListingRules {
    pub default_limit: u32,
    pub allow_search_and_category: bool,
}

pub const PRODUCTS: ListingRules = ListingRules {
    default_limit: 20,
    allow_search_and_category: true,
};
pub const CATEGORY_PAGE: ListingRules = ListingRules {
    default_limit: 12,
    allow_search_and_category: false,
};

/// The field errors of one query string, by parameter name.
pub(crate) type FieldErrors = BTreeMap<&'static str, String>;

pub fn parse(
    params: &[(String, String)],
    rules: &ListingRules,
) -> Result<ListProductsRequest, ApiError> {
    let mut errors = FieldErrors::new();
    let mut req = ListProductsRequest {
        page: read_page(params, &mut errors),
        limit: read_limit(params, rules.default_limit, MAX_LIMIT, &mut errors),
        ..Default::default()
    };
    if let Some(sort) = get(params, "sort") {
        match parse_sort(sort) {
            Some(s) => req.sort = s as i32,
            None => {
                errors.insert("sort", format!("sort must be one of {SORTS}"));
            }
        }
    }
    if rules.allow_search_and_category {
        if let Some(search) = get(params, "search") {
            if search.chars().count() > MAX_SEARCH_CHARS {
                errors.insert(
                    "search",
                    format!("search must be at most {MAX_SEARCH_CHARS} characters"),
                );
            } else {
                search.clone_into(&mut req.search);
            }
        }
        if let Some(category) = get(params, "category") {
            if category.len() > 100 {
                errors.insert("category", "category is not a known category".to_owned());
            } else {
                category.clone_into(&mut req.category);
            }
        }
        req.tags = read_tags(params, &mut errors);
    }
    (req.min_price_cents, req.max_price_cents) = read_prices(params, &mut errors);
    req.featured_only = read_flag(params, "featured", &mut errors).unwrap_or(false);
    req.on_sale_only = read_flag(params, "onSale", &mut errors).unwrap_or(false);

    if errors.is_empty() {
        Ok(req)
    } else {
        Err(ApiError::Validation(errors))
    }
}

/// The value of `name` (the last one when repeated), trimmed; empty counts as absent.
pub(crate) fn get<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty())
}

/// `page`: 1..=[`MAX_PAGE`], default 1.
pub(crate) fn read_page(params: &[(String, String)], errors: &mut FieldErrors) -> u32 {
    let Some(page) = get(params, "page") else {
        return 1;
    };
    match page.parse::<u32>() {
        Ok(p) if (1..=MAX_PAGE).contains(&p) => p,
        _ => {
            errors.insert(
                "page",
                format!("page must be a whole number from 1 to {MAX_PAGE}"),
            );
            1
        }
    }
}

/// `limit`: 1..=`max`, `default` when absent.
pub(crate) fn read_limit(
    params: &[(String, String)],
    default: u32,
    max: u32,
    errors: &mut FieldErrors,
) -> u32 {
    let Some(limit) = get(params, "limit") else {
        return default;
    };
    match limit.parse::<u32>() {
        Ok(l) if (1..=max).contains(&l) => l,
        _ => {
            errors.insert(
                "limit",
                format!("limit must be a whole number from 1 to {max}"),
            );
            default
        }
    }
}

/// `minPrice` and `maxPrice` in cents: shillings with at most two decimals, 0 to KSh 100
/// million, min not above max.
pub(crate) fn read_prices(
    params: &[(String, String)],
    errors: &mut FieldErrors,
) -> (Option<i64>, Option<i64>) {
    let mut price = |name: &'static str| {
        let value = get(params, name)?;
        let cents = parse_ksh(value, MAX_PRICE_CENTS);
        if cents.is_none() {
            errors.insert(
                name,
                format!("{name} must be a number of shillings from 0 to 100,000,000"),
            );
        }
        cents
    };
    let (min, max) = (price("minPrice"), price("maxPrice"));
    if let (Some(min), Some(max)) = (min, max)
        && min > max
    {
        errors.insert(
            "minPrice",
            "minPrice cannot be greater than maxPrice".to_owned(),
        );
    }
    (min, max)
}

/// A `true`/`false` (or `1`/`0`) parameter; `None` when absent or bad (bad is an error).
pub(crate) fn read_flag(
    params: &[(String, String)],
    name: &'static str,
    errors: &mut FieldErrors,
) -> Option<bool> {
    let value = get(params, name)?;
    let flag = parse_flag(value);
    if flag.is_none() {
        errors.insert(name, format!("{name} must be true or false"));
    }
    flag
}

/// `tags`: a comma list of at most [`MAX_TAGS`] short words; blanks dropped.
pub(crate) fn read_tags(params: &[(String, String)], errors: &mut FieldErrors) -> Vec<String> {
    let Some(tags) = get(params, "tags") else {
        return Vec::new();
    };
    let tags: Vec<String> = tags
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect();
    if tags.len() > MAX_TAGS || tags.iter().any(|t| t.len() > 50 || has_control(t)) {
        errors.insert(
            "tags",
            format!("tags must be at most {MAX_TAGS} short words"),
        );
        Vec::new()
    } else {
        tags
    }
}

/// Whether `text` holds a control character (NUL, a newline, ...), which no slug, tag or facet
/// value has and PostgreSQL cannot store (NUL).
pub(crate) fn has_control(text: &str) -> bool {
    text.chars().any(char::is_control)
}

pub fn parse_sort(text: &str) -> Option<SortOrder> {
    Some(match text {
        "newest" => SortOrder::Newest,
        "price_asc" => SortOrder::PriceAsc,
        "price_desc" => SortOrder::PriceDesc,
        "name_asc" => SortOrder::NameAsc,
        "name_desc" => SortOrder::NameDesc,
        "rating" => SortOrder::Rating,
        _ => return None,
    })
}

pub(crate) fn parse_flag(text: &str) -> Option<bool> {
    match text {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// A `limit` for the product rows (featured, new arrivals): 1..=50, default 8.
pub fn parse_row_limit(params: &[(String, String)]) -> Result<u32, ApiError> {
    let mut errors = FieldErrors::new();
    let limit = read_limit(params, 8, 50, &mut errors);
    if errors.is_empty() {
        Ok(limit)
    } else {
        Err(ApiError::Validation(errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect()
    }

    fn fields_of(result: Result<ListProductsRequest, ApiError>) -> Vec<&'static str> {
        match result {
            Err(ApiError::Validation(fields)) => fields.into_keys().collect(),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn defaults_per_path() {
        let req = parse(&[], &PRODUCTS).unwrap();
        assert_eq!((req.page, req.limit, req.sort), (1, 20, 0));
        assert_eq!(parse(&[], &CATEGORY_PAGE).unwrap().limit, 12);
    }

    #[test]
    fn reads_every_parameter() {
        let req = parse(
            &q(&[
                ("page", "3"),
                ("limit", "50"),
                ("sort", "price_desc"),
                ("search", "grey sofa"),
                ("category", "living-room"),
                ("minPrice", "1000"),
                ("maxPrice", "99999.5"),
                ("featured", "true"),
                ("onSale", "1"),
                ("tags", "sofa, velvet,"),
            ]),
            &PRODUCTS,
        )
        .unwrap();
        assert_eq!((req.page, req.limit), (3, 50));
        assert_eq!(req.sort, SortOrder::PriceDesc as i32);
        assert_eq!(req.search, "grey sofa");
        assert_eq!(req.category, "living-room");
        assert_eq!(req.min_price_cents, Some(100_000));
        assert_eq!(req.max_price_cents, Some(9_999_950));
        assert!(req.featured_only && req.on_sale_only);
        assert_eq!(req.tags, ["sofa", "velvet"]);
    }

    #[test]
    fn empty_values_count_as_absent() {
        let req = parse(
            &q(&[("minPrice", ""), ("sort", ""), ("page", " ")]),
            &PRODUCTS,
        )
        .unwrap();
        assert_eq!((req.page, req.min_price_cents), (1, None));
    }

    #[test]
    fn every_bad_field_is_named() {
        assert_eq!(fields_of(parse(&q(&[("page", "0")]), &PRODUCTS)), ["page"]);
        assert_eq!(fields_of(parse(&q(&[("page", "-1")]), &PRODUCTS)), ["page"]);
        assert_eq!(
            fields_of(parse(&q(&[("page", "1.5")]), &PRODUCTS)),
            ["page"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("limit", "101")]), &PRODUCTS)),
            ["limit"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("limit", "99999999999")]), &PRODUCTS)),
            ["limit"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("sort", "cheapest")]), &PRODUCTS)),
            ["sort"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("minPrice", "ten")]), &PRODUCTS)),
            ["minPrice"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("maxPrice", "-3")]), &PRODUCTS)),
            ["maxPrice"]
        );
        assert_eq!(
            fields_of(parse(
                &q(&[("minPrice", "500"), ("maxPrice", "100")]),
                &PRODUCTS
            )),
            ["minPrice"]
        );
        assert_eq!(
            fields_of(parse(&q(&[("featured", "yes")]), &PRODUCTS)),
            ["featured"]
        );
        let long = "x".repeat(MAX_SEARCH_CHARS + 1);
        assert_eq!(
            fields_of(parse(&q(&[("search", &long)]), &PRODUCTS)),
            ["search"]
        );
    }

    #[test]
    fn several_bad_fields_are_all_reported() {
        let fields = fields_of(parse(&q(&[("page", "x"), ("limit", "0")]), &PRODUCTS));
        assert_eq!(fields, ["limit", "page"]);
    }

    #[test]
    fn category_pages_ignore_search_and_category_parameters() {
        let req = parse(&q(&[("search", "sofa"), ("category", "x")]), &CATEGORY_PAGE).unwrap();
        assert!(req.search.is_empty() && req.category.is_empty());
    }

    #[test]
    fn row_limits_are_bounded() {
        assert_eq!(parse_row_limit(&[]).unwrap(), 8);
        assert_eq!(parse_row_limit(&q(&[("limit", "12")])).unwrap(), 12);
        assert!(parse_row_limit(&q(&[("limit", "51")])).is_err());
        assert!(parse_row_limit(&q(&[("limit", "abc")])).is_err());
    }
}
