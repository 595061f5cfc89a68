//! Search (web-contract.md, "Search"): `GET /products/search` and `GET /products/suggestions`,
//! registered with the other product routes in [`super::products::routes`].

use axum::Json;
use axum::extract::State;
use axum::http::HeaderMap;
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use tonic::Code;

use crate::error::{ApiError, messages};
use crate::extract::QueryPairs;
use crate::money::Ksh;
use crate::product_json::ProductJson;
use crate::routes::products::{CATEGORY_NOT_FOUND, PriceRangeJson};
use crate::search_query::{self, SEARCH_FIELDS};
use crate::state::{AppState, grpc_request};

/// At most this many related searches reach the page.
const MAX_RELATED_SEARCHES: usize = 5;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FacetValueJson {
    pub value: String,
    pub label: String,
    pub count: u64,
}

#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FacetsJson {
    pub categories: Vec<FacetValueJson>,
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

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchPageJson {
    pub products: Vec<ProductJson>,
    pub total_products: u64,
    pub total_pages: u32,
    pub page: u32,
    pub limit: u32,
    /// The words as received, trimmed.
    pub query: String,
    /// The words searched after typo correction; null when they were found as typed.
    pub corrected_query: Option<String>,
    pub related_searches: Vec<String>,
    pub facets: FacetsJson,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CategorySuggestionJson {
    pub slug: String,
    pub name: String,
    /// The parent category's name for a subcategory; null for a top-level category.
    pub parent_name: Option<String>,
    pub count: u64,
}

#[derive(Debug, Serialize)]
pub struct SuggestionsJson {
    pub products: Vec<ProductJson>,
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
    /// The answer to `request`; the page and limit are the request's when the catalog leaves
    /// them out.
    fn new(request: &pb::SearchProductsRequest, r: pb::SearchProductsResponse) -> Self {
        let mut related = r.related_searches;
        related.truncate(MAX_RELATED_SEARCHES);
        Self {
            products: r.products.into_iter().map(Into::into).collect(),
            total_products: r.total,
            total_pages: r.total_pages,
            page: if r.page == 0 { request.page } else { r.page },
            limit: if r.limit == 0 { request.limit } else { r.limit },
            query: request.query.clone(),
            corrected_query: Some(r.corrected_query).filter(|c| !c.trim().is_empty()),
            related_searches: related,
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

/// The catalog's refusal of a search as the contract's 400s: a field error when the catalog
/// names a parameter (`x-field`), and an unknown category under `categories` even when it is
/// answered as NOT_FOUND (as the listing's is). Everything else as any catalog call.
fn search_error(status: tonic::Status) -> ApiError {
    let message = if status.message().is_empty() {
        messages::BAD_REQUEST.to_owned()
    } else {
        status.message().to_owned()
    };
    match status.code() {
        Code::InvalidArgument | Code::OutOfRange => match status
            .metadata()
            .get(shop_common::grpc::FIELD_METADATA)
            .and_then(|v| v.to_str().ok())
            .and_then(|f| SEARCH_FIELDS.into_iter().find(|known| *known == f))
        {
            Some(field) => ApiError::field(field, message),
            None => ApiError::BadRequest(message),
        },
        Code::NotFound => ApiError::field("categories", message),
        _ => ApiError::from_status(status, CATEGORY_NOT_FOUND),
    }
}

/// `GET /products/search`: full-text search with facets.
#[tracing::instrument(skip_all)]
pub async fn search_products(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<SearchPageJson>, ApiError> {
    let request = search_query::parse_search(&params)?;
    let response = state
        .catalog
        .clone()
        .search_products(grpc_request(request.clone(), &headers))
        .await
        .map_err(search_error)?;
    Ok(Json(SearchPageJson::new(&request, response.into_inner())))
}

/// `GET /products/suggestions`: search-as-you-type under the header box.
#[tracing::instrument(skip_all)]
pub async fn suggest_products(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<SuggestionsJson>, ApiError> {
    let request = search_query::parse_suggestions(&params)?;
    let response = state
        .catalog
        .clone()
        .suggest_products(grpc_request(request, &headers))
        .await
        .map_err(search_error)?;
    Ok(Json(response.into_inner().into()))
}

#[cfg(test)]
mod tests {
    use axum::response::IntoResponse;
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

    fn request(query: &str) -> pb::SearchProductsRequest {
        pb::SearchProductsRequest {
            query: query.into(),
            page: 2,
            limit: 20,
            ..Default::default()
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
            related_searches: (1..=7).map(|i| format!("search {i}")).collect(),
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
        let json = to_json(SearchPageJson::new(&request("sfoa"), response));
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
            &request("zzzz"),
            pb::SearchProductsResponse::default(),
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

    async fn answer(error: ApiError) -> (u16, Value) {
        let response = error.into_response();
        let status = response.status().as_u16();
        let bytes = axum::body::to_bytes(response.into_body(), 1 << 16)
            .await
            .unwrap();
        (status, serde_json::from_slice(&bytes).unwrap())
    }

    fn with_field(status: tonic::Status, field: &str) -> tonic::Status {
        let mut status = status;
        status
            .metadata_mut()
            .insert(shop_common::grpc::FIELD_METADATA, field.parse().unwrap());
        status
    }

    #[tokio::test]
    async fn catalog_refusals_become_field_errors() {
        let (status, body) = answer(search_error(with_field(
            tonic::Status::invalid_argument("Unknown category: moon-base"),
            "categories",
        )))
        .await;
        assert_eq!(status, 400);
        assert_eq!(
            body,
            json!({"error": "bad_request", "message": "Unknown category: moon-base",
                "fields": {"categories": "Unknown category: moon-base"}})
        );

        let (status, body) = answer(search_error(tonic::Status::not_found(
            "Unknown category: moon-base",
        )))
        .await;
        assert_eq!(status, 400);
        assert_eq!(body["fields"]["categories"], "Unknown category: moon-base");

        let (status, body) = answer(search_error(with_field(
            tonic::Status::invalid_argument("Search query is required"),
            "q",
        )))
        .await;
        assert_eq!(
            (status, &body["fields"]["q"]),
            (400, &json!("Search query is required"))
        );

        // A field the contract does not know, or none: a plain 400.
        for status in [
            with_field(tonic::Status::invalid_argument("odd"), "whatever"),
            tonic::Status::invalid_argument("odd"),
        ] {
            let (code, body) = answer(search_error(status)).await;
            assert_eq!(code, 400);
            assert_eq!(body, json!({"error": "bad_request", "message": "odd"}));
        }

        let (status, body) = answer(search_error(tonic::Status::internal("SQL error"))).await;
        assert_eq!(status, 500);
        assert!(!body.to_string().contains("SQL"));
        let (status, _) = answer(search_error(tonic::Status::unavailable("down"))).await;
        assert_eq!(status, 503);
    }
}
