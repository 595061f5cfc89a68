//! Honest merchandising (issue 24, part 1): the figures every promotional claim of the shop is
//! made of (`GET /api/merchandising`), the merchandising listings by their rules
//! (`GET /api/collections/{slug}`) and the admin's campaigns (`/api/admin/campaigns`). The
//! catalog owns campaigns and every rule but best sellers, whose units sold are the orders
//! service's; this module reads the shapes and joins the two for best sellers.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use shop_proto::catalog::v1 as pb;
use shop_proto::orders::v1 as orders_pb;
use utoipa::ToSchema;

use super::listing::{Pagination, ProductPage};
use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::Admin;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{Query, query_params};
use crate::money::Ksh;
use crate::product_json::ProductJson;
use crate::state::AppState;

/// How many best sellers the listing pages through.
const BEST_SELLERS: u32 = 100;

/// A campaign: a named sale with its page, its dates, its rule and its price.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"id": 3, "name": "Festive Sale", "slug": "festive-sale",
    "startsAt": "2026-12-01T00:00:00Z", "endsAt": "2026-12-26T21:00:00Z",
    "category": "living-room", "subcategory": null, "productIds": [], "percentOff": 20,
    "salePrice": null, "state": "running", "products": 41, "maxPercentOff": 20,
    "createdAt": "2026-11-30T08:00:00Z"}))]
pub(super) struct CampaignJson {
    id: i64,
    name: String,
    /// Its page: `/sale/{slug}` (and `/{slug}` for the shop's named sale links).
    slug: String,
    starts_at: String,
    /// When its prices end: a countdown may show this, and only this.
    ends_at: String,
    /// The rule: a category slug, a subcategory slug, or product ids.
    category: Option<String>,
    subcategory: Option<String>,
    product_ids: Vec<i64>,
    /// The price: a whole percent off, or one sale price (whole KSh).
    percent_off: Option<u32>,
    sale_price: Option<Ksh>,
    /// scheduled, running or ended.
    state: String,
    /// Products in the campaign.
    products: u32,
    /// The deepest discount its products show now: whole percent, rounded down (0: none).
    max_percent_off: u32,
    created_at: String,
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl From<pb::Campaign> for CampaignJson {
    fn from(c: pb::Campaign) -> Self {
        Self {
            id: c.id,
            name: c.name,
            slug: c.slug,
            starts_at: c.starts_at,
            ends_at: c.ends_at,
            category: non_empty(c.category_slug),
            subcategory: non_empty(c.subcategory_slug),
            product_ids: c.product_ids,
            percent_off: c.percent_off,
            sale_price: c.sale_price_cents.map(Ksh),
            state: c.state,
            products: c.products,
            max_percent_off: c.max_percent_off,
            created_at: c.created_at,
        }
    }
}

/// The deepest discount of a category's products on sale now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CategoryDiscountJson {
    #[schema(example = "living-room")]
    slug: String,
    #[schema(example = "Living Room")]
    name: String,
    /// Whole percent, rounded down: never above the real discount.
    #[schema(example = 21)]
    max_percent_off: u32,
    /// Its products on sale.
    #[schema(example = 17)]
    products: u32,
}

/// The figures of every promotional claim, computed now from the data. A claim shows only
/// what these back: no running campaign, no flash-sale claim; no product on sale, no "% off".
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct MerchandisingJson {
    /// Campaigns running now, the first to end first.
    campaigns: Vec<CampaignJson>,
    /// Products on sale (original price above price).
    #[schema(example = 87)]
    offers: u32,
    /// The deepest discount over the whole catalogue: whole percent, rounded down.
    #[schema(example = 27)]
    max_percent_off: u32,
    /// Per category, those with products on sale.
    categories: Vec<CategoryDiscountJson>,
    /// Products the clearance rule selects (in stock, added over `clearanceDays` ago).
    #[schema(example = 104)]
    clearance: u32,
    #[schema(example = 365)]
    clearance_days: u32,
    /// Products added in the last `newArrivalDays`.
    #[schema(example = 61)]
    new_arrivals: u32,
    #[schema(example = 60)]
    new_arrival_days: u32,
}

impl From<pb::Merchandising> for MerchandisingJson {
    fn from(m: pb::Merchandising) -> Self {
        Self {
            campaigns: m.running.into_iter().map(Into::into).collect(),
            offers: m.offers,
            max_percent_off: m.max_percent_off,
            categories: m
                .categories
                .into_iter()
                .map(|c| CategoryDiscountJson {
                    slug: c.category_slug,
                    name: c.category_name,
                    max_percent_off: c.max_percent_off,
                    products: c.products,
                })
                .collect(),
            clearance: m.clearance,
            clearance_days: m.clearance_days,
            new_arrivals: m.new_arrivals,
            new_arrival_days: m.new_arrival_days,
        }
    }
}

/// The figures of the shop's promotional claims (banner, hero, tiles, page intros).
#[utoipa::path(
    get,
    path = "/api/merchandising",
    tag = "catalog",
    responses(
        (status = 200, description = "The figures, now", body = MerchandisingJson),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn merchandising(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<MerchandisingJson>, ApiError> {
    let figures = state
        .catalog
        .clone()
        .get_merchandising(call.request(pb::GetMerchandisingRequest {}))
        .await?
        .into_inner();
    Ok(Json(figures.into()))
}

query_params! {
    /// The page of a merchandising listing.
    #[into_params(parameter_in = Query)]
    pub(super) struct CollectionParams {
        /// Page number, from 1.
        #[param(minimum = 1, maximum = 100000, default = 1)]
        page: Option<u32> = whole("page"),
        /// Products per page.
        #[param(minimum = 1, maximum = 100, default = 20)]
        limit: Option<u32> = whole("limit"),
    }
}

/// One page of a merchandising listing, with what its page says.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CollectionJson {
    /// flash-sales, clearance, offers, new-arrivals, best-sellers, campaign, or none (no
    /// campaign of that address runs now: the page says so and lists nothing).
    #[schema(example = "flash-sales")]
    kind: String,
    /// The campaign a campaign page shows.
    campaign: Option<CampaignJson>,
    /// Flash sales: the campaigns whose products are listed, the first to end first.
    campaigns: Vec<CampaignJson>,
    #[serde(flatten)]
    page: ProductPage,
}

/// A merchandising listing by its rule: `flash-sales` (products of running campaigns, until
/// their end), `clearance` (in stock, added over a year ago), `offers` (on sale),
/// `new-arrivals` (added in the last 60 days), `best-sellers` (most units in paid, not
/// cancelled orders of the last 30 days), or a campaign's slug (its products while it runs;
/// none running: an empty page of kind `none`).
#[utoipa::path(
    get,
    path = "/api/collections/{slug}",
    tag = "catalog",
    params(
        ("slug" = String, Path, description = "The listing or the campaign's page", example = "flash-sales"),
        CollectionParams,
    ),
    responses(
        (status = 200, description = "One page of the listing", body = CollectionJson),
        (status = 400, description = "Invalid `page` or `limit`", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all, fields(slug = %slug))]
pub(super) async fn collection(
    State(state): State<AppState>,
    call: Call,
    Path(slug): Path<String>,
    Query(params, shape): Query<CollectionParams>,
) -> Result<Json<CollectionJson>, ApiError> {
    if slug == "best-sellers" {
        shape.finish()?;
        return best_sellers(&state, &call, params.page, params.limit).await;
    }
    let mut catalog = state.catalog.clone();
    let answer = catalog
        .list_collection(call.request(pb::ListCollectionRequest {
            slug: slug.clone(),
            page: params.page,
            limit: params.limit,
        }))
        .await;
    let answer = shape.answer(answer)?.into_inner();
    let campaigns = if answer.kind == "flash-sales" {
        catalog
            .get_merchandising(call.request(pb::GetMerchandisingRequest {}))
            .await?
            .into_inner()
            .running
            .into_iter()
            .map(Into::into)
            .collect()
    } else {
        Vec::new()
    };
    Ok(Json(CollectionJson {
        kind: answer.kind,
        campaign: answer.campaign.map(Into::into),
        campaigns,
        page: answer.page.unwrap_or_default().into(),
    }))
}

/// Best sellers: the orders service's units sold, the catalog's live products, most first.
async fn best_sellers(
    state: &AppState,
    call: &Call,
    page: Option<u32>,
    limit: Option<u32>,
) -> Result<Json<CollectionJson>, ApiError> {
    let mut shape = crate::input::ShapeErrors::default();
    let page = page.unwrap_or(1);
    let limit = limit.unwrap_or(20);
    if !(1..=100_000).contains(&page) {
        shape.add("page", "page must be a whole number from 1 to 100000");
    }
    if !(1..=100).contains(&limit) {
        shape.add("limit", "limit must be a whole number from 1 to 100");
    }
    shape.finish()?;
    let sold = state
        .orders
        .clone()
        .best_sellers(call.request(orders_pb::BestSellersRequest {
            limit: BEST_SELLERS,
        }))
        .await?
        .into_inner();
    let ids: Vec<i64> = sold.products.iter().map(|p| p.product_id).collect();
    let products = if ids.is_empty() {
        Vec::new()
    } else {
        state
            .catalog
            .clone()
            .get_products_by_ids(call.request(pb::GetProductsByIdsRequest { ids }))
            .await?
            .into_inner()
            .products
    };
    let live: Vec<pb::Product> = products
        .into_iter()
        .filter(|p| p.status == "live")
        .collect();
    let total = live.len() as u64;
    let start = usize::try_from((page - 1) * limit).unwrap_or(usize::MAX);
    let items: Vec<ProductJson> = live
        .into_iter()
        .skip(start)
        .take(limit as usize)
        .map(Into::into)
        .collect();
    Ok(Json(CollectionJson {
        kind: "best-sellers".to_owned(),
        campaign: None,
        campaigns: Vec::new(),
        page: ProductPage::of(items, Pagination::of(page, limit, total)),
    }))
}

/// Every campaign, newest first. Admin only.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct CampaignList {
    campaigns: Vec<CampaignJson>,
}

#[utoipa::path(
    get,
    path = "/api/admin/campaigns",
    tag = "catalog",
    responses((status = 200, description = "The campaigns", body = CampaignList)),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn list_campaigns(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<CampaignList>, ApiError> {
    let list = state
        .catalog
        .clone()
        .list_campaigns(admin.call.request(pb::ListCampaignsRequest {}))
        .await?
        .into_inner();
    Ok(Json(CampaignList {
        campaigns: list.campaigns.into_iter().map(Into::into).collect(),
    }))
}

/// A new campaign, as the admin writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"name": "Festive Sale", "slug": "festive-sale",
    "startsAt": "2026-12-01T00:00:00+03:00", "endsAt": "2026-12-27T00:00:00+03:00",
    "category": "living-room", "percentOff": 20}))]
pub(super) struct CampaignForm {
    /// 1-120 characters.
    name: Option<String>,
    /// Its page's address: lowercase letters and digits joined by hyphens (not a shop
    /// listing's: flash-sales, clearance, offers, new-arrivals, best-sellers, featured).
    slug: Option<String>,
    /// RFC 3339; absent for now.
    starts_at: Option<String>,
    /// RFC 3339, in the future. Required.
    ends_at: Option<String>,
    /// Exactly one of `category`, `subcategory`, `productIds` (slugs or display names).
    category: Option<String>,
    subcategory: Option<String>,
    product_ids: Option<Vec<i64>>,
    /// Exactly one of `percentOff` (whole, 1-90) and `salePrice` (whole KSh, below every
    /// product's price).
    percent_off: Option<f64>,
    sale_price: Option<f64>,
}

/// Creates a campaign: its products are chosen now by its rule; its price applies from its
/// start to its end. Audited (`campaign.create`). Admin only.
#[utoipa::path(
    post,
    path = "/api/admin/campaigns",
    tag = "catalog",
    request_body = CampaignForm,
    responses(
        (status = 201, description = "The new campaign", body = CampaignJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`name`, \
            `slug`, `endsAt`, `rule`, `category`, `productIds`, `percentOff`, `salePrice`...), \
            e.g. a product already in a campaign of those dates", body = ErrorBody,
            example = json!({"error": "validation_failed", "message": "End must be in the future",
                "fields": {"endsAt": "End must be in the future"}})),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn create_campaign(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(form): AppJson<CampaignForm>,
) -> Result<(StatusCode, Json<CampaignJson>), ApiError> {
    let campaign = state
        .catalog
        .clone()
        .create_campaign(admin.call.request(pb::CreateCampaignRequest {
            name: form.name.unwrap_or_default(),
            slug: form.slug.unwrap_or_default(),
            starts_at: form.starts_at.unwrap_or_default(),
            ends_at: form.ends_at.unwrap_or_default(),
            category: form.category.unwrap_or_default(),
            subcategory: form.subcategory.unwrap_or_default(),
            product_ids: form.product_ids.unwrap_or_default(),
            percent_off: form.percent_off,
            sale_price: form.sale_price,
        }))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(campaign.into())))
}
