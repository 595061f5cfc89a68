//! Catalogue reads (customer spec section 7; API.md "Products").

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use shop_proto::catalog::v1 as pb;

use crate::error::ApiError;
use crate::extract::QueryPairs;
use crate::listing_query::{self, CATEGORY_PAGE, PRODUCTS};
use crate::money::Ksh;
use crate::product_json::{ProductDetailJson, ProductJson};
use crate::state::{AppState, grpc_request};

use super::search;

const PRODUCT_NOT_FOUND: (&str, &str) = ("product_not_found", "Product not found");
pub(crate) const CATEGORY_NOT_FOUND: (&str, &str) = ("category_not_found", "Category not found");

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/products", get(list_products))
        .route("/products/featured", get(featured))
        .route("/products/new-arrivals", get(new_arrivals))
        .route("/products/price-range", get(price_range))
        .route("/products/search", get(search::search_products))
        .route("/products/suggestions", get(search::suggest_products))
        .route("/products/category/{category}", get(products_by_category))
        .route("/products/{id}", get(product_by_id))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Pagination {
    page: u32,
    limit: u32,
    total: u64,
    total_pages: u32,
}

#[derive(Serialize)]
struct ProductPage {
    products: Vec<ProductJson>,
    pagination: Pagination,
}

impl From<pb::ListProductsResponse> for ProductPage {
    fn from(r: pb::ListProductsResponse) -> Self {
        Self {
            products: r.products.into_iter().map(Into::into).collect(),
            pagination: Pagination {
                page: r.page,
                limit: r.limit,
                total: r.total,
                total_pages: r.total_pages,
            },
        }
    }
}

/// `GET /products`: the product listing (customer spec, "Product listing").
#[tracing::instrument(skip_all)]
async fn list_products(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<ProductPage>, ApiError> {
    let request = listing_query::parse(&params, &PRODUCTS)?;
    let response = state
        .catalog
        .clone()
        .list_products(grpc_request(request, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, CATEGORY_NOT_FOUND))?;
    Ok(Json(response.into_inner().into()))
}

/// `GET /products/category/{category}`: a category or subcategory page ("Category page").
#[tracing::instrument(skip_all)]
async fn products_by_category(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(category): Path<String>,
    QueryPairs(params): QueryPairs,
) -> Result<Json<ProductPage>, ApiError> {
    let mut request = listing_query::parse(&params, &CATEGORY_PAGE)?;
    if category.trim().is_empty() || category.len() > 100 {
        return Err(ApiError::not_found(
            CATEGORY_NOT_FOUND.0,
            CATEGORY_NOT_FOUND.1,
        ));
    }
    request.category = category;
    let response = state
        .catalog
        .clone()
        .list_products(grpc_request(request, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, CATEGORY_NOT_FOUND))?;
    Ok(Json(response.into_inner().into()))
}

/// `GET /products/featured?limit`: the home page's Sponsored row.
async fn featured(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let limit = listing_query::parse_row_limit(&params)?;
    let list = state
        .catalog
        .clone()
        .list_featured(grpc_request(pb::LimitRequest { limit }, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, PRODUCT_NOT_FOUND))?;
    Ok(Json(
        list.into_inner()
            .products
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

/// `GET /products/new-arrivals?limit`: the newest products.
async fn new_arrivals(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let limit = listing_query::parse_row_limit(&params)?;
    let list = state
        .catalog
        .clone()
        .list_new_arrivals(grpc_request(pb::LimitRequest { limit }, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, PRODUCT_NOT_FOUND))?;
    Ok(Json(
        list.into_inner()
            .products
            .into_iter()
            .map(Into::into)
            .collect(),
    ))
}

/// `GET /products/{id}`: one product with `relatedProducts` ("Product detail").
#[tracing::instrument(skip_all, fields(id = %id))]
async fn product_by_id(
    State(state): State<AppState>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Result<Json<ProductDetailJson>, ApiError> {
    let id: i64 = match id.trim().parse() {
        Ok(id) if id > 0 => id,
        _ => {
            return Err(ApiError::BadRequest(
                "Product ID must be a positive whole number".to_owned(),
            ));
        }
    };
    let response = state
        .catalog
        .clone()
        .get_product(grpc_request(
            pb::GetProductRequest {
                id,
                related_limit: 8,
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, PRODUCT_NOT_FOUND))?
        .into_inner();
    let product = response
        .product
        .ok_or_else(|| ApiError::Internal("catalog answered without a product".to_owned()))?;
    Ok(Json(ProductDetailJson {
        product: product.into(),
        related_products: response.related.into_iter().map(Into::into).collect(),
    }))
}

#[derive(Debug, Serialize)]
pub struct PriceRangeJson {
    pub min: Ksh,
    pub max: Ksh,
}

/// `GET /products/price-range?category`: lowest and highest price.
async fn price_range(
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<PriceRangeJson>, ApiError> {
    let category = params
        .iter()
        .rev()
        .find(|(k, _)| k == "category")
        .map(|(_, v)| v.trim().to_owned())
        .unwrap_or_default();
    if category.len() > 100 {
        return Err(ApiError::not_found(
            CATEGORY_NOT_FOUND.0,
            CATEGORY_NOT_FOUND.1,
        ));
    }
    let range = state
        .catalog
        .clone()
        .get_price_range(grpc_request(pb::PriceRangeRequest { category }, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, CATEGORY_NOT_FOUND))?
        .into_inner();
    Ok(Json(PriceRangeJson {
        min: Ksh(range.min_cents),
        max: Ksh(range.max_cents),
    }))
}
