//! The product listings (customer spec section 7, "Product listing", "Category page"):
//! `GET /products`, `GET /products/category/{category}`, the home page's rows and the price
//! range. The catalog service checks every value; the query string is only read here.

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::openapi::{RefOr, Schema};
use utoipa::{PartialSchema, ToSchema};

use crate::api::errors::{ErrorBody, Unavailable};
use crate::api::names_schema;
use crate::auth::{SignedIn, bearer_token};
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::input::{Cents, Query, query_params};
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

impl Pagination {
    /// Page `page` of `limit` over `total` products.
    pub(super) fn of(page: u32, limit: u32, total: u64) -> Self {
        Self {
            page,
            limit,
            total,
            total_pages: u32::try_from(total.div_ceil(u64::from(limit.max(1)))).unwrap_or(u32::MAX),
        }
    }
}

impl ProductPage {
    pub(super) fn of(products: Vec<ProductJson>, pagination: Pagination) -> Self {
        Self {
            products,
            pagination,
        }
    }
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

// What the handlers read from the query strings, as the document describes them. The limits
// are the catalog service's (services/catalog/src/domain/listing.rs), which a test compares
// with this document; the values are the catalog's to judge.

query_params! {
    /// The filters and page of a category page.
    #[into_params(parameter_in = Query, rename_all = "camelCase")]
    pub(super) struct CategoryPageParams {
        /// Page number, from 1.
        #[param(minimum = 1, maximum = 100000, default = 1)]
        page: Option<u32> = whole("page"),
        /// Products per page (12 on a category page).
        #[param(minimum = 1, maximum = 100, default = 12)]
        limit: Option<u32> = whole("limit"),
        /// Order of the products (default `newest`).
        #[param(value_type = Option<ListingSort>, inline)]
        sort: Option<String> = string("sort"),
        /// Lowest price, KSh (at most two decimals).
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000, example = 10000)]
        min_price: Option<Cents> = amount("minPrice"),
        /// Highest price, KSh (at most two decimals); not below `minPrice`.
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000, example = 80000)]
        max_price: Option<Cents> = amount("maxPrice"),
        /// `true`: featured products only.
        featured: Option<bool> = flag("featured"),
        /// `true`: products on sale only.
        on_sale: Option<bool> = flag("onSale"),
    }
}

query_params! {
    /// The listing's filters, order and page.
    #[into_params(parameter_in = Query, rename_all = "camelCase")]
    pub(super) struct ListingParams {
        /// Page number, from 1.
        #[param(minimum = 1, maximum = 100000, default = 1)]
        page: Option<u32> = whole("page"),
        /// Products per page. An admin (bearer token of an admin) may ask for up to 1000.
        #[param(minimum = 1, maximum = 100, default = 20)]
        limit: Option<u32> = whole("limit"),
        /// Order of the products (default `newest`).
        #[param(value_type = Option<ListingSort>, inline)]
        sort: Option<String> = string("sort"),
        /// Words that must all occur in the product (name, category, brand, material...).
        #[param(max_length = 200, example = "grey sofa")]
        search: Option<String> = string("search"),
        /// A category slug (`living-room`) or a subcategory slug (`living-room-sofas`); unknown: 404.
        #[param(example = "living-room")]
        category: Option<String> = string("category"),
        /// Lowest price, KSh (at most two decimals).
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000, example = 10000)]
        min_price: Option<Cents> = amount("minPrice"),
        /// Highest price, KSh (at most two decimals); not below `minPrice`.
        #[param(value_type = Option<f64>, minimum = 0, maximum = 100000000, example = 80000)]
        max_price: Option<Cents> = amount("maxPrice"),
        /// `true`: featured products only.
        featured: Option<bool> = flag("featured"),
        /// `true`: products on sale only.
        on_sale: Option<bool> = flag("onSale"),
        /// Comma list of at most 20 tags of at most 50 characters; a product matches any.
        #[param(value_type = Option<String>, example = "sofa,velvet")]
        tags: Vec<String> = list("tags"),
    }
}

/// The listing's sorts, as the document lists them: the handlers pass the name on as text and
/// the catalog checks it (naming its sorts when it refuses one).
pub(super) struct ListingSort;

impl PartialSchema for ListingSort {
    fn schema() -> RefOr<Schema> {
        let sorts = [
            "newest",
            "price_asc",
            "price_desc",
            "name_asc",
            "name_desc",
            "rating",
        ];
        names_schema("The listing's sorts.", &sorts)
    }
}

impl ToSchema for ListingSort {}

query_params! {
    /// How many products a home page row shows.
    #[into_params(parameter_in = Query)]
    pub(super) struct RowParams {
        #[param(minimum = 1, maximum = 50, default = 8)]
        limit: Option<u32> = whole("limit"),
    }
}

query_params! {
    /// The category of a price range.
    #[into_params(parameter_in = Query)]
    pub(super) struct PriceRangeParams {
        /// A category or subcategory slug; absent for the whole catalogue. Unknown: 404.
        #[param(example = "living-room-sofas")]
        category: Option<String> = string("category"),
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
    Query(params, shape): Query<ListingParams>,
) -> Result<Json<ProductPage>, ApiError> {
    let request = pb::ListProductsRequest {
        page: params.page,
        limit: params.limit,
        sort: params.sort.unwrap_or_default(),
        search: params.search.unwrap_or_default(),
        category: params.category.unwrap_or_default(),
        min_price_cents: params.min_price,
        max_price_cents: params.max_price,
        featured_only: params.featured.unwrap_or(false),
        on_sale_only: params.on_sale.unwrap_or(false),
        tags: params.tags,
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
    Ok(Json(shape.answer(answer)?.into_inner().into()))
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
    Query(params, shape): Query<CategoryPageParams>,
) -> Result<Json<ProductPage>, ApiError> {
    let request = pb::ListProductsRequest {
        page: params.page,
        limit: params.limit.or(Some(CATEGORY_PAGE_LIMIT)),
        sort: params.sort.unwrap_or_default(),
        category,
        min_price_cents: params.min_price,
        max_price_cents: params.max_price,
        featured_only: params.featured.unwrap_or(false),
        on_sale_only: params.on_sale.unwrap_or(false),
        ..Default::default()
    };
    let answer = state
        .catalog
        .clone()
        .list_products(call.request(request))
        .await;
    Ok(Json(shape.answer(answer)?.into_inner().into()))
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
    Query(RowParams { limit }, shape): Query<RowParams>,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let answer = state
        .catalog
        .clone()
        .list_featured(call.request(pb::LimitRequest { limit }))
        .await;
    let list = shape.answer(answer)?.into_inner();
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
    Query(RowParams { limit }, shape): Query<RowParams>,
) -> Result<Json<Vec<ProductJson>>, ApiError> {
    let answer = state
        .catalog
        .clone()
        .list_new_arrivals(call.request(pb::LimitRequest { limit }))
        .await;
    let list = shape.answer(answer)?.into_inner();
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
    Query(PriceRangeParams { category }, _): Query<PriceRangeParams>,
) -> Result<Json<PriceRangeJson>, ApiError> {
    let category = category.unwrap_or_default();
    let range = state
        .catalog
        .clone()
        .get_price_range(call.request(pb::PriceRangeRequest { category }))
        .await?
        .into_inner();
    Ok(Json(range.into()))
}
