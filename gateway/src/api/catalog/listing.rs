//! The product listings (customer spec section 7, "Product listing", "Category page"):
//! `GET /products`, `GET /products/category/{category}`, the home page's rows and the price
//! range. The catalog service checks every value; the query string is only read here.

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::{IntoParams, ToSchema};

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::{SignedIn, bearer_token};
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::extract::QueryPairs;
use crate::input::QueryString;
use crate::money::Ksh;
use crate::product_json::ProductJson;
use crate::state::AppState;

/// A category page shows 12 products unless asked otherwise (the spec's category grid).
const CATEGORY_PAGE_LIMIT: u32 = 12;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct Pagination {
    #[schema(example = 1)]
    page: u32,
    #[schema(example = 20)]
    limit: u32,
    #[schema(example = 57)]
    total: u64,
    #[schema(example = 3)]
    total_pages: u32,
}

/// One page of a listing.
#[derive(Serialize, ToSchema)]
pub(super) struct ProductPage {
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

/// Lowest and highest price, KSh.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct PriceRangeJson {
    pub min: Ksh,
    pub max: Ksh,
}

impl From<pb::PriceRange> for PriceRangeJson {
    fn from(range: pb::PriceRange) -> Self {
        Self {
            min: Ksh(range.min_cents),
            max: Ksh(range.max_cents),
        }
    }
}

// The parameter structs below describe the query strings for the OpenAPI document; the
// handlers read them with [`QueryString`], which keeps the API's tolerance (an empty value is
// absent, the last repeat wins). Their limits are the catalog service's
// (services/catalog/src/domain/listing.rs), which a test compares with this document.

/// The filters and page of a category page.
#[derive(IntoParams)]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
#[allow(dead_code)]
pub(super) struct CategoryPageParams {
    /// Page number, from 1.
    #[param(minimum = 1, maximum = 100000, default = 1)]
    page: Option<u32>,
    /// Products per page (12 on a category page).
    #[param(minimum = 1, maximum = 100, default = 12)]
    limit: Option<u32>,
    /// Order of the products (default `newest`).
    #[param(inline)]
    sort: Option<ListingSort>,
    /// Lowest price, KSh (at most two decimals).
    #[param(minimum = 0, maximum = 100000000, example = 10000)]
    min_price: Option<f64>,
    /// Highest price, KSh (at most two decimals); not below `minPrice`.
    #[param(minimum = 0, maximum = 100000000, example = 80000)]
    max_price: Option<f64>,
    /// `true`: featured products only.
    featured: Option<bool>,
    /// `true`: products on sale only.
    on_sale: Option<bool>,
}

/// The listing's filters, order and page.
#[derive(IntoParams)]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
#[allow(dead_code)]
pub(super) struct ListingParams {
    /// Page number, from 1.
    #[param(minimum = 1, maximum = 100000, default = 1)]
    page: Option<u32>,
    /// Products per page. An admin (bearer token of an admin) may ask for up to 1000.
    #[param(minimum = 1, maximum = 100, default = 20)]
    limit: Option<u32>,
    /// Order of the products (default `newest`).
    #[param(inline)]
    sort: Option<ListingSort>,
    /// Words that must all occur in the product (name, category, brand, material...).
    #[param(max_length = 200, example = "grey sofa")]
    search: Option<String>,
    /// A category slug (`living-room`) or a subcategory slug (`living-room-sofas`); unknown: 404.
    #[param(example = "living-room")]
    category: Option<String>,
    /// Lowest price, KSh (at most two decimals).
    #[param(minimum = 0, maximum = 100000000, example = 10000)]
    min_price: Option<f64>,
    /// Highest price, KSh (at most two decimals); not below `minPrice`.
    #[param(minimum = 0, maximum = 100000000, example = 80000)]
    max_price: Option<f64>,
    /// `true`: featured products only.
    featured: Option<bool>,
    /// `true`: products on sale only.
    on_sale: Option<bool>,
    /// Comma list of at most 20 tags of at most 50 characters; a product matches any.
    #[param(example = "sofa,velvet")]
    tags: Option<String>,
}

/// The listing's sorts.
#[derive(ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub(super) enum ListingSort {
    Newest,
    PriceAsc,
    PriceDesc,
    NameAsc,
    NameDesc,
    Rating,
}

/// How many products a home page row shows.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct RowParams {
    #[param(minimum = 1, maximum = 50, default = 8)]
    limit: Option<u32>,
}

/// The category of a price range.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(super) struct PriceRangeParams {
    /// A category or subcategory slug; absent for the whole catalogue. Unknown: 404.
    #[param(example = "living-room-sofas")]
    category: Option<String>,
}

/// The listing request of a query string: everything but the category.
fn listing_request(
    query: &mut QueryString<'_>,
    default_limit: Option<u32>,
) -> pb::ListProductsRequest {
    pb::ListProductsRequest {
        page: query.whole("page"),
        limit: query.whole("limit").or(default_limit),
        sort: query.string("sort"),
        min_price_cents: query.amount("minPrice"),
        max_price_cents: query.amount("maxPrice"),
        featured_only: query.flag("featured").unwrap_or(false),
        on_sale_only: query.flag("onSale").unwrap_or(false),
        ..Default::default()
    }
}

/// The product listing (customer spec, "Product listing").
#[utoipa::path(
    get,
    path = "/products",
    tag = "catalog",
    params(ListingParams),
    responses(
        (status = 200, description = "One page of products", body = ProductPage),
        (status = 400, description = "Invalid parameters: every one is named in `fields`",
            body = ErrorBody, example = json!({"error": "validation_failed",
                "message": "limit must be a whole number from 1 to 100; page must be a whole number",
                "fields": {"limit": "limit must be a whole number from 1 to 100",
                    "page": "page must be a whole number"}})),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn list_products(
    State(state): State<AppState>,
    call: Call,
    mut parts: Parts,
    QueryPairs(params): QueryPairs,
) -> Result<Json<ProductPage>, ApiError> {
    let mut query = QueryString::new(&params);
    let request = pb::ListProductsRequest {
        search: query.string("search"),
        category: query.string("category"),
        tags: query.list("tags"),
        ..listing_request(&mut query, None)
    };
    let mut catalog = state.catalog.clone();
    let mut answer = catalog.list_products(call.request(request.clone())).await;
    // An admin may read larger pages (the spec's dashboard reads 1,000 products): the listing is
    // asked as a guest first, so shoppers' requests never wait for the auth service, and again
    // as the signed-in caller only when the page size alone was refused.
    if let Err(status) = &answer
        && refuses_only_the_limit(status)
        && bearer_token(&parts).is_some()
        && let Ok(caller) = SignedIn::from_request_parts(&mut parts, &state).await
    {
        answer = catalog.list_products(caller.call.request(request)).await;
    }
    Ok(Json(query.answer(answer)?.into_inner().into()))
}

/// Whether the catalog refused a listing for its `limit` and nothing else.
fn refuses_only_the_limit(status: &tonic::Status) -> bool {
    let refusal = shop_common::errors::Refusal::read(status);
    refusal.code == ErrorCode::ValidationFailed
        && !refusal.fields.is_empty()
        && refusal.fields.iter().all(|(field, _)| field == "limit")
}

/// A category or subcategory page (customer spec, "Category page").
#[utoipa::path(
    get,
    path = "/products/category/{category}",
    tag = "catalog",
    params(
        ("category" = String, Path, description = "A category slug (`living-room`) or a subcategory slug (`living-room-sofas`)", example = "living-room"),
        CategoryPageParams,
    ),
    responses(
        (status = 200, description = "One page of the category's products", body = ProductPage),
        (status = 400, description = "Invalid parameters: every one is named in `fields`", body = ErrorBody),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody,
            example = json!({"error": "category_not_found", "message": "Category not found"})),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn products_by_category(
    State(state): State<AppState>,
    call: Call,
    Path(category): Path<String>,
    QueryPairs(params): QueryPairs,
) -> Result<Json<ProductPage>, ApiError> {
    let mut query = QueryString::new(&params);
    let request = pb::ListProductsRequest {
        category,
        ..listing_request(&mut query, Some(CATEGORY_PAGE_LIMIT))
    };
    let answer = state
        .catalog
        .clone()
        .list_products(call.request(request))
        .await;
    Ok(Json(query.answer(answer)?.into_inner().into()))
}

/// The home page's Sponsored row: featured products.
#[utoipa::path(
    get,
    path = "/products/featured",
    tag = "catalog",
    params(RowParams),
    responses(
        (status = 200, description = "Featured products", body = [ProductJson]),
        (status = 400, description = "Invalid `limit`", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn featured(
    State(state): State<AppState>,
    call: Call,
    QueryPairs(params): QueryPairs,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let mut query = QueryString::new(&params);
    let limit = query.whole("limit");
    let answer = state
        .catalog
        .clone()
        .list_featured(call.request(pb::LimitRequest { limit }))
        .await;
    let list = query.answer(answer)?.into_inner();
    Ok(Json(list.products.into_iter().map(Into::into).collect()))
}

/// The newest products.
#[utoipa::path(
    get,
    path = "/products/new-arrivals",
    tag = "catalog",
    params(RowParams),
    responses(
        (status = 200, description = "The newest products, newest first", body = [ProductJson]),
        (status = 400, description = "Invalid `limit`", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn new_arrivals(
    State(state): State<AppState>,
    call: Call,
    QueryPairs(params): QueryPairs,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let mut query = QueryString::new(&params);
    let limit = query.whole("limit");
    let answer = state
        .catalog
        .clone()
        .list_new_arrivals(call.request(pb::LimitRequest { limit }))
        .await;
    let list = query.answer(answer)?.into_inner();
    Ok(Json(list.products.into_iter().map(Into::into).collect()))
}

/// The lowest and highest price of the catalogue or of one category.
#[utoipa::path(
    get,
    path = "/products/price-range",
    tag = "catalog",
    params(PriceRangeParams),
    responses(
        (status = 200, description = "Lowest and highest price (0 and 0 when empty)", body = PriceRangeJson),
        (status = 400, description = "A malformed query string", body = ErrorBody),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn price_range(
    State(state): State<AppState>,
    call: Call,
    QueryPairs(params): QueryPairs,
) -> Result<Json<PriceRangeJson>, ApiError> {
    let category = QueryString::new(&params).string("category");
    let range = state
        .catalog
        .clone()
        .get_price_range(call.request(pb::PriceRangeRequest { category }))
        .await?
        .into_inner();
    Ok(Json(range.into()))
}
