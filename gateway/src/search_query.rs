//! Parsing the search query strings (`GET /products/search`, `GET /products/suggestions`) into
//! the catalog's requests (web-contract.md, "Search"), with a clear message per bad field, as
//! the listing does ([`crate::listing_query`], whose readers this reuses). Unknown parameters are
//! ignored; empty values count as absent.
//!
//! The shopper's words are passed on as typed (trimmed): quotes, `%`, `_`, `\`, `&`, `|`, `!`,
//! `:`, `*` and SQL are ordinary text to the catalog. Tabs and line breaks become spaces; any
//! other control character (NUL, which PostgreSQL cannot store, included) never gets here: the
//! gateway refuses it with a 400 naming the parameter ([`crate::protect`]).

use shop_proto::catalog::v1::{SearchProductsRequest, SortOrder, SuggestProductsRequest};

use crate::error::ApiError;
use crate::listing_query::{
    FieldErrors, MAX_LIMIT, MAX_SEARCH_CHARS, get, has_control, parse_sort, read_flag, read_limit,
    read_page, read_prices, read_tags,
};

pub const DEFAULT_LIMIT: u32 = 20;
/// At most this many values in one comma list (categories, materials, colors, brands).
pub const MAX_LIST_VALUES: usize = 20;
/// At most this many characters in one value of a comma list.
pub const MAX_VALUE_CHARS: usize = 100;
pub const DEFAULT_SUGGESTIONS: u32 = 6;
pub const MAX_SUGGESTIONS: u32 = 10;
pub const SEARCH_SORTS: &str =
    "relevance, newest, price_asc, price_desc, name_asc, name_desc, rating";
pub const QUERY_REQUIRED: &str = "Search query is required";

/// The parameters a search answer's errors can name: the catalog's `x-field` is one of these.
pub const SEARCH_FIELDS: [&str; 18] = [
    "q",
    "page",
    "limit",
    "sort",
    "category",
    "categories",
    "materials",
    "colors",
    "brands",
    "minPrice",
    "maxPrice",
    "featured",
    "onSale",
    "freeDelivery",
    "expressDelivery",
    "assemblyRequired",
    "inStock",
    "tags",
];

/// `GET /products/search`.
pub fn parse_search(params: &[(String, String)]) -> Result<SearchProductsRequest, ApiError> {
    let mut errors = FieldErrors::new();
    let mut req = SearchProductsRequest {
        query: read_query(params, &mut errors),
        page: read_page(params, &mut errors),
        limit: read_limit(params, DEFAULT_LIMIT, MAX_LIMIT, &mut errors),
        sort: SortOrder::Relevance as i32,
        categories: read_categories(params, &mut errors),
        materials: read_list(params, "materials", &mut errors),
        colors: read_list(params, "colors", &mut errors),
        brands: read_list(params, "brands", &mut errors),
        tags: read_tags(params, &mut errors),
        ..Default::default()
    };
    if let Some(sort) = get(params, "sort") {
        match parse_search_sort(sort) {
            Some(s) => req.sort = s as i32,
            None => {
                errors.insert("sort", format!("sort must be one of {SEARCH_SORTS}"));
            }
        }
    }
    (req.min_price_cents, req.max_price_cents) = read_prices(params, &mut errors);
    for (name, slot) in [
        ("featured", &mut req.featured_only),
        ("onSale", &mut req.on_sale_only),
        ("freeDelivery", &mut req.free_delivery_only),
        ("expressDelivery", &mut req.express_delivery_only),
        ("inStock", &mut req.in_stock_only),
    ] {
        *slot = read_flag(params, name, &mut errors).unwrap_or(false);
    }
    req.assembly_required = read_flag(params, "assemblyRequired", &mut errors);

    if errors.is_empty() {
        Ok(req)
    } else {
        Err(ApiError::Validation(errors))
    }
}

/// `GET /products/suggestions`.
pub fn parse_suggestions(params: &[(String, String)]) -> Result<SuggestProductsRequest, ApiError> {
    let mut errors = FieldErrors::new();
    let req = SuggestProductsRequest {
        query: read_query(params, &mut errors),
        limit: read_limit(params, DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, &mut errors),
    };
    if errors.is_empty() {
        Ok(req)
    } else {
        Err(ApiError::Validation(errors))
    }
}

/// The search sorts: the listing's, `relevance`, and the second search page's `price-low` and
/// `price-high`.
pub fn parse_search_sort(text: &str) -> Option<SortOrder> {
    match text {
        "relevance" => Some(SortOrder::Relevance),
        "price-low" => Some(SortOrder::PriceAsc),
        "price-high" => Some(SortOrder::PriceDesc),
        _ => parse_sort(text),
    }
}

/// `q`: required, at most [`MAX_SEARCH_CHARS`] characters after trimming, otherwise as typed.
fn read_query(params: &[(String, String)], errors: &mut FieldErrors) -> String {
    let text: String = get(params, "q")
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    let text = text.trim();
    if text.is_empty() {
        errors.insert("q", QUERY_REQUIRED.to_owned());
        String::new()
    } else if text.chars().count() > MAX_SEARCH_CHARS {
        errors.insert(
            "q",
            format!("Search query must be at most {MAX_SEARCH_CHARS} characters"),
        );
        String::new()
    } else {
        text.to_owned()
    }
}

/// Whether a list value is acceptable; otherwise the error for `name`.
fn check_value(value: &str, name: &str) -> Result<(), String> {
    if value.chars().count() > MAX_VALUE_CHARS {
        Err(format!(
            "{name} values must be at most {MAX_VALUE_CHARS} characters"
        ))
    } else if has_control(value) {
        Err(format!("{name} must not contain control characters"))
    } else {
        Ok(())
    }
}

/// Adds `value` unless the list already has it (compared case-insensitively, as the catalog
/// matches).
fn push_unique(list: &mut Vec<String>, value: &str) {
    if !list
        .iter()
        .any(|v| v.to_lowercase() == value.to_lowercase())
    {
        list.push(value.to_owned());
    }
}

/// Splits a comma list: values trimmed, blanks dropped, repeats dropped. Stops at one value
/// more than [`MAX_LIST_VALUES`], which is already too many, so a huge list costs little.
fn split_list(text: &str) -> Vec<String> {
    let mut list = Vec::new();
    for value in text.split(',').map(str::trim).filter(|v| !v.is_empty()) {
        push_unique(&mut list, value);
        if list.len() > MAX_LIST_VALUES {
            break;
        }
    }
    list
}

/// A comma list of exact values (`materials`, `colors`, `brands`): at most
/// [`MAX_LIST_VALUES`] values of at most [`MAX_VALUE_CHARS`] characters.
fn read_list(
    params: &[(String, String)],
    name: &'static str,
    errors: &mut FieldErrors,
) -> Vec<String> {
    let Some(text) = get(params, name) else {
        return Vec::new();
    };
    let list = split_list(text);
    let problem = if list.len() > MAX_LIST_VALUES {
        Some(format!("{name} must be at most {MAX_LIST_VALUES} values"))
    } else {
        list.iter().find_map(|v| check_value(v, name).err())
    };
    match problem {
        Some(message) => {
            errors.insert(name, message);
            Vec::new()
        }
        None => list,
    }
}

/// `category` (one slug) and `categories` (a comma list) merged: a product matches any of
/// them. Whether a slug exists is the catalog's to say ('Unknown category: {slug}').
fn read_categories(params: &[(String, String)], errors: &mut FieldErrors) -> Vec<String> {
    let mut list = read_list(params, "categories", errors);
    if let Some(category) = get(params, "category") {
        match check_value(category, "category") {
            Ok(()) => push_unique(&mut list, category),
            Err(message) => {
                errors.insert("category", message);
            }
        }
    }
    if list.len() > MAX_LIST_VALUES && !errors.contains_key("categories") {
        errors.insert(
            "categories",
            format!("categories must be at most {MAX_LIST_VALUES} values"),
        );
    }
    list
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

    fn search(pairs: &[(&str, &str)]) -> SearchProductsRequest {
        parse_search(&q(pairs)).unwrap_or_else(|e| panic!("{pairs:?} refused: {e:?}"))
    }

    /// The field errors of a refused search.
    fn errors_of<T: std::fmt::Debug>(result: Result<T, ApiError>) -> FieldErrors {
        match result {
            Err(ApiError::Validation(fields)) => fields,
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    fn fields_of<T: std::fmt::Debug>(result: Result<T, ApiError>) -> Vec<&'static str> {
        errors_of(result).into_keys().collect()
    }

    #[test]
    fn defaults_are_page_one_twenty_by_relevance_without_filters() {
        let req = search(&[("q", "sofa")]);
        assert_eq!(
            req,
            SearchProductsRequest {
                query: "sofa".into(),
                page: 1,
                limit: 20,
                sort: SortOrder::Relevance as i32,
                ..Default::default()
            }
        );
    }

    #[test]
    fn reads_every_parameter() {
        let req = search(&[
            ("q", "  grey velvet sofa "),
            ("page", "3"),
            ("limit", "50"),
            ("sort", "price_desc"),
            ("category", "living-room"),
            ("categories", "bedroom-beds, living-room-sofas,"),
            ("materials", "Leather,Velvet"),
            ("colors", "Grey"),
            ("brands", "Samani Home, Nyumba Living"),
            ("minPrice", "1000"),
            ("maxPrice", "99999.5"),
            ("featured", "true"),
            ("onSale", "1"),
            ("freeDelivery", "true"),
            ("expressDelivery", "true"),
            ("inStock", "true"),
            ("assemblyRequired", "false"),
            ("tags", "sofa, velvet"),
        ]);
        assert_eq!(req.query, "grey velvet sofa");
        assert_eq!((req.page, req.limit), (3, 50));
        assert_eq!(req.sort, SortOrder::PriceDesc as i32);
        assert_eq!(
            req.categories,
            ["bedroom-beds", "living-room-sofas", "living-room"]
        );
        assert_eq!(req.materials, ["Leather", "Velvet"]);
        assert_eq!(req.colors, ["Grey"]);
        assert_eq!(req.brands, ["Samani Home", "Nyumba Living"]);
        assert_eq!(req.min_price_cents, Some(100_000));
        assert_eq!(req.max_price_cents, Some(9_999_950));
        assert!(req.featured_only && req.on_sale_only);
        assert!(req.free_delivery_only && req.express_delivery_only && req.in_stock_only);
        assert_eq!(req.assembly_required, Some(false));
        assert_eq!(req.tags, ["sofa", "velvet"]);
    }

    #[test]
    fn assembly_required_has_three_states() {
        assert_eq!(search(&[("q", "bed")]).assembly_required, None);
        assert_eq!(
            search(&[("q", "bed"), ("assemblyRequired", "")]).assembly_required,
            None
        );
        assert_eq!(
            search(&[("q", "bed"), ("assemblyRequired", "false")]).assembly_required,
            Some(false)
        );
        assert_eq!(
            search(&[("q", "bed"), ("assemblyRequired", "true")]).assembly_required,
            Some(true)
        );
    }

    #[test]
    fn false_flags_do_not_narrow() {
        let req = search(&[
            ("q", "bed"),
            ("featured", "false"),
            ("onSale", "0"),
            ("freeDelivery", "false"),
            ("expressDelivery", "false"),
            ("inStock", "false"),
        ]);
        assert!(!req.featured_only && !req.on_sale_only && !req.free_delivery_only);
        assert!(!req.express_delivery_only && !req.in_stock_only);
    }

    #[test]
    fn every_sort_and_its_aliases() {
        for (text, sort) in [
            ("relevance", SortOrder::Relevance),
            ("newest", SortOrder::Newest),
            ("price_asc", SortOrder::PriceAsc),
            ("price-low", SortOrder::PriceAsc),
            ("price_desc", SortOrder::PriceDesc),
            ("price-high", SortOrder::PriceDesc),
            ("name_asc", SortOrder::NameAsc),
            ("name_desc", SortOrder::NameDesc),
            ("rating", SortOrder::Rating),
        ] {
            assert_eq!(
                search(&[("q", "x"), ("sort", text)]).sort,
                sort as i32,
                "{text}"
            );
        }
        assert_eq!(
            search(&[("q", "x"), ("sort", "")]).sort,
            SortOrder::Relevance as i32
        );
        for bad in ["cheapest", "RELEVANCE", "price_low", "popular", "1"] {
            let errors = errors_of(parse_search(&q(&[("q", "x"), ("sort", bad)])));
            assert_eq!(
                errors["sort"],
                format!("sort must be one of {SEARCH_SORTS}"),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_missing_or_blank_query_is_required() {
        for pairs in [
            vec![],
            vec![("q", "")],
            vec![("q", "  ")],
            vec![("q", "\t\n ")],
            vec![("q", "\u{a0}\u{3000}")],
            vec![("q", "\0")],
            vec![("search", "sofa")],
        ] {
            let errors = errors_of(parse_search(&q(&pairs)));
            assert_eq!(errors.len(), 1, "{pairs:?}");
            assert_eq!(errors["q"], "Search query is required", "{pairs:?}");
            let errors = errors_of(parse_suggestions(&q(&pairs)));
            assert_eq!(errors["q"], "Search query is required", "{pairs:?}");
        }
    }

    #[test]
    fn a_long_query_is_refused_by_characters_not_bytes() {
        for long in ["x".repeat(201), "x".repeat(10_000), "é".repeat(201)] {
            let errors = errors_of(parse_search(&q(&[("q", &long)])));
            assert_eq!(errors["q"], "Search query must be at most 200 characters");
            assert!(errors_of(parse_suggestions(&q(&[("q", &long)]))).contains_key("q"));
        }
        let at_limit = "ü".repeat(200);
        assert_eq!(search(&[("q", &at_limit)]).query, at_limit);
        // Surrounding spaces do not count.
        let padded = format!("   {}   ", "x".repeat(200));
        assert_eq!(search(&[("q", &padded)]).query.len(), 200);
    }

    #[test]
    fn punctuation_and_operators_are_passed_on_as_typed() {
        for typed in [
            "' OR 1=1; --",
            "' OR 1=1; -- %_\\ & | ! ( ) : * \" <>",
            "%",
            "_",
            "%%__",
            "\\",
            "'",
            "\"",
            "&|!",
            "!",
            "()",
            ":*",
            "sofa:*",
            "sofa & !bed | (chair <-> table)",
            "<script>alert(1)</script>",
            "'; DROP TABLE products; --",
            "$1",
            "{}[]",
            "😀 sofa",
            "كرسي",
            "-",
            "*",
            ".",
        ] {
            assert_eq!(search(&[("q", typed)]).query, typed, "{typed}");
            assert_eq!(
                parse_suggestions(&q(&[("q", typed)])).unwrap().query,
                typed,
                "{typed}"
            );
        }
    }

    #[test]
    fn control_characters_become_spaces() {
        assert_eq!(search(&[("q", "sofa\0bed")]).query, "sofa bed");
        assert_eq!(search(&[("q", "\u{1b}[31msofa\n")]).query, "[31msofa");
    }

    #[test]
    fn page_and_limit_are_bounded() {
        for (name, bad) in [
            ("page", "0"),
            ("page", "-1"),
            ("page", "1.5"),
            ("page", "100001"),
            ("page", "99999999999999999999"),
            ("page", "two"),
            ("limit", "0"),
            ("limit", "101"),
            ("limit", "-5"),
            ("limit", "ten"),
        ] {
            assert_eq!(
                fields_of(parse_search(&q(&[("q", "x"), (name, bad)]))),
                [name],
                "{name}={bad}"
            );
        }
        let req = search(&[("q", "x"), ("page", "100000"), ("limit", "100")]);
        assert_eq!((req.page, req.limit), (100_000, 100));
        let req = search(&[("q", "x"), ("page", " "), ("limit", "")]);
        assert_eq!((req.page, req.limit), (1, 20));
    }

    #[test]
    fn prices_are_shillings_in_order() {
        for (name, bad) in [
            ("minPrice", "ten"),
            ("minPrice", "-3"),
            ("maxPrice", "1e5"),
            ("maxPrice", "12.345"),
            ("maxPrice", "100000001"),
            ("minPrice", "NaN"),
        ] {
            assert_eq!(
                fields_of(parse_search(&q(&[("q", "x"), (name, bad)]))),
                [name],
                "{name}={bad}"
            );
        }
        let errors = errors_of(parse_search(&q(&[
            ("q", "x"),
            ("minPrice", "500"),
            ("maxPrice", "100"),
        ])));
        assert_eq!(
            errors["minPrice"],
            "minPrice cannot be greater than maxPrice"
        );
        let req = search(&[("q", "x"), ("minPrice", "500"), ("maxPrice", "500")]);
        assert_eq!(
            (req.min_price_cents, req.max_price_cents),
            (Some(50_000), Some(50_000))
        );
    }

    #[test]
    fn flags_must_be_true_or_false() {
        for name in [
            "featured",
            "onSale",
            "freeDelivery",
            "expressDelivery",
            "inStock",
            "assemblyRequired",
        ] {
            for bad in ["yes", "TRUE", "2", "on"] {
                let errors = errors_of(parse_search(&q(&[("q", "x"), (name, bad)])));
                assert_eq!(errors[name], format!("{name} must be true or false"));
            }
        }
    }

    #[test]
    fn lists_are_bounded() {
        let twenty = (0..20)
            .map(|i| format!("v{i}"))
            .collect::<Vec<_>>()
            .join(",");
        let twenty_one = format!("{twenty},v20");
        let long_value = "x".repeat(MAX_VALUE_CHARS + 1);
        for name in ["materials", "colors", "brands", "categories"] {
            assert_eq!(
                fields_of(parse_search(&q(&[("q", "x"), (name, &twenty_one)]))),
                [name],
                "{name}"
            );
            assert_eq!(
                fields_of(parse_search(&q(&[("q", "x"), (name, &long_value)]))),
                [name],
                "{name}"
            );
            assert_eq!(
                fields_of(parse_search(&q(&[("q", "x"), (name, "oak\0")]))),
                [name],
                "{name}"
            );
            let req = search(&[("q", "x"), (name, &twenty)]);
            let list = match name {
                "materials" => req.materials,
                "colors" => req.colors,
                "brands" => req.brands,
                _ => req.categories,
            };
            assert_eq!(list.len(), 20);
        }
        // Exactly 100 characters is fine; repeats and blanks do not count.
        let hundred = "é".repeat(MAX_VALUE_CHARS);
        assert_eq!(
            search(&[("q", "x"), ("materials", &hundred)])
                .materials
                .len(),
            1
        );
        let repeats = format!("{twenty},V0,v1,,, ,");
        assert_eq!(search(&[("q", "x"), ("colors", &repeats)]).colors.len(), 20);
        let thousands = vec!["a"; 10_000].join(",");
        assert_eq!(search(&[("q", "x"), ("brands", &thousands)]).brands, ["a"]);
        let many = (0..10_000)
            .map(|i| i.to_string())
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(
            fields_of(parse_search(&q(&[("q", "x"), ("brands", &many)]))),
            ["brands"]
        );
    }

    #[test]
    fn tags_follow_the_listing() {
        let many = (0..21)
            .map(|i| format!("t{i}"))
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(
            fields_of(parse_search(&q(&[("q", "x"), ("tags", &many)]))),
            ["tags"]
        );
        assert_eq!(
            fields_of(parse_search(&q(&[("q", "x"), ("tags", &"t".repeat(51))]))),
            ["tags"]
        );
    }

    #[test]
    fn category_and_categories_are_merged() {
        assert_eq!(
            search(&[("q", "x"), ("category", "living-room-sofas")]).categories,
            ["living-room-sofas"]
        );
        assert_eq!(
            search(&[
                ("q", "x"),
                ("category", "Living-Room"),
                ("categories", "living-room,bedroom")
            ])
            .categories,
            ["living-room", "bedroom"]
        );
        // An unknown slug goes to the catalog, which names it.
        assert_eq!(
            search(&[("q", "x"), ("categories", "moon-base")]).categories,
            ["moon-base"]
        );
        let long = "c".repeat(MAX_VALUE_CHARS + 1);
        assert_eq!(
            fields_of(parse_search(&q(&[("q", "x"), ("category", &long)]))),
            ["category"]
        );
        let twenty = (0..20)
            .map(|i| format!("c{i}"))
            .collect::<Vec<_>>()
            .join(",");
        assert_eq!(
            fields_of(parse_search(&q(&[
                ("q", "x"),
                ("categories", &twenty),
                ("category", "one-more")
            ]))),
            ["categories"]
        );
    }

    #[test]
    fn every_bad_field_is_reported_at_once() {
        let fields = fields_of(parse_search(&q(&[
            ("q", " "),
            ("page", "0"),
            ("limit", "x"),
            ("sort", "best"),
            ("minPrice", "-1"),
            ("inStock", "maybe"),
        ])));
        assert_eq!(
            fields,
            ["inStock", "limit", "minPrice", "page", "q", "sort"]
        );
    }

    #[test]
    fn unknown_parameters_are_ignored_and_the_last_repeat_wins() {
        let req = search(&[
            ("q", "bed"),
            ("q", "sofa"),
            ("utm_source", "x"),
            ("search", "table"),
        ]);
        assert_eq!(req.query, "sofa");
    }

    #[test]
    fn suggestions_read_q_and_a_small_limit() {
        let req = parse_suggestions(&q(&[("q", " sof ")])).unwrap();
        assert_eq!((req.query.as_str(), req.limit), ("sof", 6));
        let req = parse_suggestions(&q(&[("q", "sof"), ("limit", "10")])).unwrap();
        assert_eq!(req.limit, 10);
        for bad in ["0", "11", "-1", "abc"] {
            let errors = errors_of(parse_suggestions(&q(&[("q", "sof"), ("limit", bad)])));
            assert_eq!(errors["limit"], "limit must be a whole number from 1 to 10");
        }
    }

    #[test]
    fn every_field_the_parser_names_is_a_search_field() {
        let fields = fields_of(parse_search(&q(&[
            ("page", "0"),
            ("limit", "0"),
            ("sort", "x"),
            ("category", &"c".repeat(200)),
            ("categories", &"c".repeat(200)),
            ("materials", &"c".repeat(200)),
            ("colors", &"c".repeat(200)),
            ("brands", &"c".repeat(200)),
            ("minPrice", "x"),
            ("maxPrice", "x"),
            ("featured", "x"),
            ("onSale", "x"),
            ("freeDelivery", "x"),
            ("expressDelivery", "x"),
            ("assemblyRequired", "x"),
            ("inStock", "x"),
            ("tags", &"t".repeat(200)),
        ])));
        let mut expected = SEARCH_FIELDS.to_vec();
        expected.sort_unstable();
        assert_eq!(fields, expected);
    }
}
