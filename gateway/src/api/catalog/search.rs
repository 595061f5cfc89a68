//! Search (web-contract.md, "Search"): `GET /products/search` and `GET /products/suggestions`.
//! The catalog service checks every value (the query's length, the sorts, the lists and their
//! sizes, the categories); the query string is only read here.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use super::listing::PriceRangeJson;
use crate::api::errors::{ErrorBody, Unavailable};
use crate::api::names_schema;
use crate::call::Call;
use crate::error::ApiError;
use crate::input::{Cents, Query, query_params};
use crate::money::Ksh;
use crate::product_json::ProductJson;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct FacetValueJson {
    /// What the filter takes: a slug, or the exact material, colour or brand.
    #[schema(example = "living-room-sofas")]
    pub value: String,
    /// What a shopper reads.
    #[schema(example = "Sofas")]
    pub label: String,
    #[schema(example = 31)]
    pub count: u64,
}

/// Counts over the results: each facet counted with every filter applied except its own.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct FacetsJson {
    /// The 9 categories, in the taxonomy's order.
    pub categories: Vec<FacetValueJson>,
    /// The subcategories with results, most first.
    pub subcategories: Vec<FacetValueJson>,
    pub materials: Vec<FacetValueJson>,
    pub colors: Vec<FacetValueJson>,
    pub brands: Vec<FacetValueJson>,
    pub free_delivery: u64,
    pub express_delivery: u64,
    pub assembly_not_required: u64,
    pub in_stock: u64,
    pub on_sale: u64,
    pub featured: u64,
    /// Lowest and highest price of the results (without the price filter); null when none.
    pub price: Option<PriceRangeJson>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SearchPageJson {
    /// The page, best first for relevance.
    pub products: Vec<ProductJson>,
    #[schema(example = 57)]
    pub total_products: u64,
    #[schema(example = 3)]
    pub total_pages: u32,
    #[schema(example = 1)]
    pub page: u32,
    #[schema(example = 20)]
    pub limit: u32,
    /// The words as received, trimmed.
    #[schema(example = "sfoa")]
    pub query: String,
    /// The words searched after typo correction; null when they were found as typed.
    #[schema(example = "sofa")]
    pub corrected_query: Option<String>,
    /// Up to 5 searches built from the results.
    #[schema(example = json!(["Sectional Sofas", "leather sofa"]))]
    pub related_searches: Vec<String>,
    pub facets: FacetsJson,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CategorySuggestionJson {
    #[schema(example = "living-room-sofas")]
    pub slug: String,
    #[schema(example = "Sofas")]
    pub name: String,
    /// The parent category's name for a subcategory; null for a top-level category.
    #[schema(example = "Living Room")]
    pub parent_name: Option<String>,
    #[schema(example = 31)]
    pub count: u64,
}

#[derive(Debug, Serialize, ToSchema)]
pub(super) struct SuggestionsJson {
    /// Best first.
    pub products: Vec<ProductJson>,
    /// Up to 4.
    pub categories: Vec<CategorySuggestionJson>,
}

fn facet_values(values: Vec<pb::FacetValue>) -> Vec<FacetValueJson> {
    values
        .into_iter()
        .map(|f| FacetValueJson {
            value: f.value,
            label: f.label,
            count: f.count,
        })
        .collect()
}

impl From<pb::SearchFacets> for FacetsJson {
    fn from(f: pb::SearchFacets) -> Self {
        Self {
            categories: facet_values(f.categories),
            subcategories: facet_values(f.subcategories),
            materials: facet_values(f.materials),
            colors: facet_values(f.colors),
            brands: facet_values(f.brands),
            free_delivery: f.free_delivery,
            express_delivery: f.express_delivery,
            assembly_not_required: f.assembly_not_required,
            in_stock: f.in_stock,
            on_sale: f.on_sale,
            featured: f.featured,
            price: f.price.map(|p| PriceRangeJson {
                min: Ksh(p.min_cents),
                max: Ksh(p.max_cents),
            }),
        }
    }
}

impl SearchPageJson {
    /// The answer to a search for `query` (as received, trimmed).
    fn new(query: String, r: pb::SearchProductsResponse) -> Self {
        Self {
            products: r.products.into_iter().map(Into::into).collect(),
            total_products: r.total,
            total_pages: r.total_pages,
            page: r.page,
            limit: r.limit,
            query,
            corrected_query: Some(r.corrected_query).filter(|c| !c.trim().is_empty()),
            related_searches: r.related_searches,
            facets: r.facets.map(Into::into).unwrap_or_default(),
        }
    }
}

impl From<pb::SuggestProductsResponse> for SuggestionsJson {
    fn from(r: pb::SuggestProductsResponse) -> Self {
        Self {
            products: r.products.into_iter().map(Into::into).collect(),
            categories: r
                .categories
                .into_iter()
                .map(|c| CategorySuggestionJson {
                    slug: c.slug,
                    name: c.name,
                    parent_name: (!c.parent_name.is_empty()).then_some(c.parent_name),
                    count: c.count,
                })
                .collect(),
        }
    }
}

// What the handlers read from the query strings, as the document describes them. The limits
// are the catalog service's (services/catalog/src/domain/search.rs and listing.rs), compared
// with this document by a test; the values are the catalog's to judge.

query_params! {
    /// A search's words, filters, order and page. Every parameter is optional except `q`; comma
    /// lists take at most 20 values of at most 100 characters.
    #[into_params(parameter_in = Query, rename_all = "camelCase")]
    pub(super) struct SearchParams {
        /// The shopper's words; any punctuation is allowed. Blank: 'Search query is required'.
        #[param(required = true, min_length = 1, max_length = 200, example = "grey sofa")]
        q: Option<String> = string("q"),
        /// Page number, from 1.
        #[param(minimum = 1, maximum = 100000, default = 1)]
        page: Option<u32> = whole("page"),
        /// Results per page.
        #[param(minimum = 1, maximum = 100, default = 20)]
        limit: Option<u32> = whole("limit"),
        /// Order of the results (default `relevance`); `price-low` and `price-high` are accepted for `price_asc` and
        /// `price_desc`.
        #[param(value_type = Option<SearchSort>, inline)]
        sort: Option<String> = string("sort"),
        /// One category or subcategory slug, merged into `categories`.
        #[param(max_length = 100, example = "living-room")]
        category: Option<String> = string("category"),
        /// Comma list of category or subcategory slugs; a product matches any. Unknown: 400.
        #[param(value_type = Option<String>, example = "living-room-sofas,bedroom")]
        categories: Vec<String> = list("categories"),
        /// Comma list of exact materials (case-insensitive), as the facets give them.
        #[param(value_type = Option<String>, example = "Leather,Velvet")]
        materials: Vec<String> = list("materials"),
        /// Comma list of exact colours.
        #[param(value_type = Option<String>, example = "Grey")]
        colors: Vec<String> = list("colors"),
        /// Comma list of exact brands.
        #[param(value_type = Option<String>, example = "Samani Home")]
        brands: Vec<String> = list("brands"),
        /// Lowest price, KSh (at most two decimals).
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000)]
        min_price: Option<Cents> = amount("minPrice"),
        /// Highest price, KSh (at most two decimals); not below `minPrice`.
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000)]
        max_price: Option<Cents> = amount("maxPrice"),
        /// `true`: featured products only.
        featured: Option<bool> = flag("featured"),
        /// `true`: products on sale only.
        on_sale: Option<bool> = flag("onSale"),
        /// `true`: products delivered free only.
        free_delivery: Option<bool> = flag("freeDelivery"),
        /// `true`: products with express delivery only.
        express_delivery: Option<bool> = flag("expressDelivery"),
        /// `false`: only products that need no assembly; `true`: only those that do.
        assembly_required: Option<bool> = flag("assemblyRequired"),
        /// `true`: products in stock only.
        in_stock: Option<bool> = flag("inStock"),
        /// Comma list of at most 20 tags of at most 50 characters; a product matches any.
        #[param(value_type = Option<String>)]
        tags: Vec<String> = list("tags"),
    }
}

/// The search's sorts, as the document lists them: the handler passes the name on as text and
/// the catalog checks it (naming its sorts when it refuses one).
pub(super) struct SearchSort;

impl PartialSchema for SearchSort {
    fn schema() -> RefOr<Schema> {
        let sorts = [
            "relevance",
            "newest",
            "price_asc",
            "price_desc",
            "name_asc",
            "name_desc",
            "rating",
            "price-low",
            "price-high",
        ];
        names_schema("The search's sorts.", &sorts)
    }
}

impl ToSchema for SearchSort {}

query_params! {
    /// The words typed so far, and how many products to suggest.
    #[into_params(parameter_in = Query)]
    pub(super) struct SuggestionParams {
        /// The words typed so far; the last one counts as a prefix.
        #[param(required = true, min_length = 1, max_length = 200, example = "sof")]
        q: Option<String> = string("q"),
        #[param(minimum = 1, maximum = 10, default = 6)]
        limit: Option<u32> = whole("limit"),
    }
}

/// Full-text search with facets (web-contract.md, "Search").
#[utoipa::path(
    get,
    path = "/products/search",
    tag = "catalog",
    params(SearchParams),
    responses(
        (status = 200, description = "One page of results with the facets", body = SearchPageJson),
        (status = 400, description = "A blank `q` or another invalid parameter: every one is named in `fields`",
            body = ErrorBody, example = json!({"error": "validation_failed",
                "message": "Search query is required",
                "fields": {"q": "Search query is required"}})),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn search_products(
    State(state): State<AppState>,
    call: Call,
    Query(params, shape): Query<SearchParams>,
) -> Result<Json<SearchPageJson>, ApiError> {
    let words = params.q.unwrap_or_default();
    let request = pb::SearchProductsRequest {
        query: words.clone(),
        page: params.page,
        limit: params.limit,
        sort: params.sort.unwrap_or_default(),
        category: params.category.unwrap_or_default(),
        categories: params.categories,
        materials: params.materials,
        colors: params.colors,
        brands: params.brands,
        min_price_cents: params.min_price,
        max_price_cents: params.max_price,
        featured_only: params.featured.unwrap_or(false),
        on_sale_only: params.on_sale.unwrap_or(false),
        free_delivery_only: params.free_delivery.unwrap_or(false),
        express_delivery_only: params.express_delivery.unwrap_or(false),
        in_stock_only: params.in_stock.unwrap_or(false),
        assembly_required: params.assembly_required,
        tags: params.tags,
    };
    let answer = state
        .catalog
        .clone()
        .search_products(call.request(request))
        .await;
    let response = shape.answer(answer)?.into_inner();
    Ok(Json(SearchPageJson::new(words, response)))
}

/// Search-as-you-type under the header box (web-contract.md, "Search").
#[utoipa::path(
    get,
    path = "/products/suggestions",
    tag = "catalog",
    params(SuggestionParams),
    responses(
        (status = 200, description = "Suggested products and categories", body = SuggestionsJson),
        (status = 400, description = "A blank `q` or an invalid `limit`", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn suggest_products(
    State(state): State<AppState>,
    call: Call,
    Query(SuggestionParams { q, limit }, shape): Query<SuggestionParams>,
) -> Result<Json<SuggestionsJson>, ApiError> {
    let request = pb::SuggestProductsRequest {
        query: q.unwrap_or_default(),
        limit,
    };
    let answer = state
        .catalog
        .clone()
        .suggest_products(call.request(request))
        .await;
    Ok(Json(shape.answer(answer)?.into_inner().into()))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    fn to_json(value: impl Serialize) -> Value {
        serde_json::to_value(value).unwrap()
    }

    fn facet(value: &str, label: &str, count: u64) -> pb::FacetValue {
        pb::FacetValue {
            value: value.into(),
            label: label.into(),
            count,
        }
    }

    #[test]
    fn a_search_answer_has_the_contract_shape() {
        let response = pb::SearchProductsResponse {
            products: vec![pb::Product {
                id: 7,
                name: "Kilimani Velvet Sofa".into(),
                price_cents: 4_599_900,
                original_price_cents: Some(5_000_050),
                ..Default::default()
            }],
            page: 2,
            limit: 20,
            total: 57,
            total_pages: 3,
            related_searches: (1..=5).map(|i| format!("search {i}")).collect(),
            facets: Some(pb::SearchFacets {
                categories: vec![facet("living-room", "Living Room", 40)],
                subcategories: vec![facet("living-room-sofas", "Sofas", 31)],
                materials: vec![facet("Leather", "Leather", 9)],
                colors: vec![facet("Grey", "Grey", 7)],
                brands: vec![facet("Samani Home", "Samani Home", 5)],
                free_delivery: 12,
                express_delivery: 4,
                assembly_not_required: 30,
                in_stock: 50,
                on_sale: 8,
                featured: 3,
                price: Some(pb::PriceRange {
                    min_cents: 1_299_900,
                    max_cents: 18_999_950,
                }),
            }),
            corrected_query: "sofa".into(),
        };
        let json = to_json(SearchPageJson::new("sfoa".into(), response));
        assert_eq!(json["products"][0]["name"], "Kilimani Velvet Sofa");
        assert_eq!(json["products"][0]["price"], 45999);
        assert_eq!(json["products"][0]["originalPrice"], 50000.5);
        let mut rest = json.as_object().unwrap().clone();
        rest.remove("products");
        assert_eq!(
            Value::Object(rest),
            json!({
                "totalProducts": 57,
                "totalPages": 3,
                "page": 2,
                "limit": 20,
                "query": "sfoa",
                "correctedQuery": "sofa",
                "relatedSearches": ["search 1", "search 2", "search 3", "search 4", "search 5"],
                "facets": {
                    "categories": [{"value": "living-room", "label": "Living Room", "count": 40}],
                    "subcategories": [{"value": "living-room-sofas", "label": "Sofas", "count": 31}],
                    "materials": [{"value": "Leather", "label": "Leather", "count": 9}],
                    "colors": [{"value": "Grey", "label": "Grey", "count": 7}],
                    "brands": [{"value": "Samani Home", "label": "Samani Home", "count": 5}],
                    "freeDelivery": 12, "expressDelivery": 4, "assemblyNotRequired": 30,
                    "inStock": 50, "onSale": 8, "featured": 3,
                    "price": {"min": 12999, "max": 189999.5}
                }
            })
        );
    }

    #[test]
    fn no_results_have_empty_facets_a_null_price_and_no_correction() {
        let json = to_json(SearchPageJson::new(
            "zzzz".into(),
            pb::SearchProductsResponse {
                page: 2,
                limit: 20,
                ..Default::default()
            },
        ));
        assert_eq!(json["products"], json!([]));
        assert_eq!(json["totalProducts"], 0);
        assert_eq!(json["correctedQuery"], Value::Null);
        assert_eq!(
            (json["page"].clone(), json["limit"].clone()),
            (json!(2), json!(20))
        );
        assert_eq!(json["facets"]["price"], Value::Null);
        assert_eq!(json["facets"]["materials"], json!([]));
        assert_eq!(json["facets"]["inStock"], 0);
    }

    #[test]
    fn suggestions_have_the_contract_shape() {
        let json = to_json(SuggestionsJson::from(pb::SuggestProductsResponse {
            products: vec![pb::Product {
                id: 3,
                name: "Sofa".into(),
                ..Default::default()
            }],
            categories: vec![
                pb::CategorySuggestion {
                    slug: "living-room-sofas".into(),
                    name: "Sofas".into(),
                    parent_name: "Living Room".into(),
                    count: 31,
                },
                pb::CategorySuggestion {
                    slug: "living-room".into(),
                    name: "Living Room".into(),
                    parent_name: String::new(),
                    count: 40,
                },
            ],
        }));
        assert_eq!(json["products"][0]["id"], 3);
        assert_eq!(
            json["categories"],
            json!([
                {"slug": "living-room-sofas", "name": "Sofas", "parentName": "Living Room", "count": 31},
                {"slug": "living-room", "name": "Living Room", "parentName": null, "count": 40}
            ])
        );
    }
}
