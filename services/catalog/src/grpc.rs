//! The `shop.catalog.v1.CatalogService` implementation: validates, consults the cache, reads
//! PostgreSQL, maps errors to gRPC statuses.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use prost::Message;
use shop_common::caller::Caller;
use shop_common::errors::{self, ErrorCode};
use shop_common::grpc::internal;
use shop_common::reachability::Reachability;
use shop_proto::catalog::v1 as pb;
use shop_proto::catalog::v1::catalog_service_server::CatalogService;
use sqlx::PgPool;
use tonic::codegen::tokio_stream::wrappers::ReceiverStream;
use tonic::{Request, Response, Status};

use crate::cache::Cache;
use crate::config::Config;
use crate::domain::admin::{self as admin_rules, AdminQuery};
use crate::domain::import;
use crate::domain::listing::{self, ListingQuery};
use crate::domain::merch as merch_rules;
use crate::domain::product_form::{self, ProductStatus};
use crate::domain::search::{self as search_rules, SearchQuery, SearchSort};
use crate::domain::stock::{self, Reservation, StockError};
use crate::domain::taxonomy::{self, CATEGORIES};
use crate::repo;
use crate::repo::stock::ReserveOutcome;
use crate::search::{Found, LastWord, SearchIndex};

pub const DEFAULT_RELATED: u32 = 8;
pub const MAX_RELATED: u32 = 24;
/// Category suggestions under the header search box.
pub const MAX_CATEGORY_SUGGESTIONS: usize = 4;
/// Rows per chunk of an export.
pub const EXPORT_CHUNK_ROWS: usize = 500;

/// The methods that answer from the cache when it holds the answer, so are not refused while
/// PostgreSQL is unreachable; on a miss they answer UNAVAILABLE at once instead.
pub const ANSWERED_FROM_CACHE: &[&str] = &[
    "ListProducts",
    "GetProduct",
    "ListFeatured",
    "ListNewArrivals",
    "ListCategories",
    "GetPriceRange",
];

#[derive(Clone)]
pub struct Catalog {
    pool: PgPool,
    cache: Cache,
    category_ttl: Duration,
    listing_ttl: Duration,
    search: Arc<SearchIndex>,
    /// The health watcher's verdict on PostgreSQL: a cache miss while it is unreachable is
    /// refused at once rather than waiting for a connection.
    database: Reachability,
}

impl Catalog {
    pub fn new(
        pool: PgPool,
        cache: Cache,
        search: Arc<SearchIndex>,
        database: Reachability,
        config: &Config,
    ) -> Self {
        Self {
            pool,
            cache,
            search,
            database,
            category_ttl: config.category_ttl,
            listing_ttl: config.listing_ttl,
        }
    }

    /// Answers from the cache when it holds `key`, else (PostgreSQL reachable) computes, stores
    /// and answers. The cache needs nothing from PostgreSQL: its generation lives in Redis.
    async fn cached<M, F>(&self, key: &str, ttl: Duration, compute: F) -> Result<M, Status>
    where
        M: Message + Default,
        F: Future<Output = Result<M, Status>>,
    {
        let lookup = self.cache.get(key).await;
        if let Some(bytes) = &lookup.value {
            match M::decode(bytes.as_slice()) {
                Ok(message) => return Ok(message),
                Err(e) => tracing::warn!(key, error = %e, "undecodable cache entry ignored"),
            }
        }
        self.database.ensure()?;
        let message = compute.await?;
        self.cache
            .put(key, &lookup, &message.encode_to_vec(), ttl)
            .await;
        Ok(message)
    }

    /// A listing page, always read from PostgreSQL; its total comes from a per-filter cache
    /// entry shared by every page and sort of that filter.
    async fn list_uncached(
        &self,
        query: &ListingQuery,
    ) -> Result<pb::ListProductsResponse, Status> {
        self.database.ensure()?;
        let key = format!("count:{:?}", query.filter);
        let count = self.cached(&key, self.listing_ttl, async {
            let total = repo::count(&self.pool, &query.filter)
                .await
                .map_err(|e| internal("counting products", e))?;
            Ok(pb::CountValue { total })
        });
        let page = async {
            repo::page(&self.pool, query)
                .await
                .map_err(|e| internal("listing products", e))
        };
        let (count, products) = tokio::try_join!(count, page)?;
        Ok(pb::ListProductsResponse {
            products,
            page: query.page,
            limit: query.limit,
            total: count.total,
            total_pages: listing::total_pages(count.total, query.limit),
        })
    }

    /// Runs a search on a blocking thread (it is CPU work on the in-memory index).
    async fn find(
        &self,
        text: String,
        filters: search_rules::SearchFilters,
        sort: SearchSort,
        last: LastWord,
        top: usize,
    ) -> Result<Found, Status> {
        let index = Arc::clone(&self.search);
        tokio::task::spawn_blocking(move || index.search(&text, &filters, sort, last, top))
            .await
            .map_err(|e| internal("searching", e))?
            .map_err(|e| internal("searching", e))
    }

    /// The products of `ids`, current from PostgreSQL, in that order.
    async fn products(&self, ids: &[u64]) -> Result<Vec<pb::Product>, Status> {
        let ids: Vec<i64> = ids.iter().map(|&id| id as i64).collect();
        repo::by_ids(&self.pool, &ids)
            .await
            .map_err(|e| internal("reading found products", e))
    }

    async fn categories_uncached(&self) -> Result<pb::ListCategoriesResponse, Status> {
        let counts: std::collections::HashMap<String, i64> = repo::subcategory_counts(&self.pool)
            .await
            .map_err(|e| internal("counting products per category", e))?
            .into_iter()
            .collect();
        let categories = CATEGORIES
            .iter()
            .map(|cat| {
                let slug = taxonomy::slugify(cat.name);
                let subcategories: Vec<pb::Subcategory> = cat
                    .subcategories
                    .iter()
                    .map(|sub| {
                        let sub_slug = format!("{slug}-{}", taxonomy::slugify(sub));
                        let count = counts.get(&sub_slug).copied().unwrap_or(0);
                        pb::Subcategory {
                            slug: sub_slug,
                            name: (*sub).to_owned(),
                            product_count: u64::try_from(count).unwrap_or(0),
                        }
                    })
                    .collect();
                pb::Category {
                    product_count: subcategories.iter().map(|s| s.product_count).sum(),
                    slug,
                    name: cat.name.to_owned(),
                    subcategories,
                }
            })
            .collect();
        Ok(pb::ListCategoriesResponse { categories })
    }
}

fn stock_status(err: StockError) -> Status {
    match err {
        StockError::OrderId
        | StockError::LineCount
        | StockError::Quantity
        | StockError::TooManyIds => Status::invalid_argument(err.to_string()),
    }
}

/// The checked form of a create or update request.
fn form(product: Option<&pb::ProductInput>) -> Result<product_form::ProductFields, Status> {
    product_form::check(product.unwrap_or(&pb::ProductInput::default()))
}

/// A positive product id, else `validation_failed` on `id`.
fn product_id(id: i64) -> Result<i64, Status> {
    if id <= 0 {
        return Err(errors::invalid_field(
            "id",
            "Product ID must be a positive whole number",
        ));
    }
    Ok(id)
}

#[tonic::async_trait]
impl CatalogService for Catalog {
    type ExportProductsStream = ReceiverStream<Result<pb::ExportChunk, Status>>;

    #[tracing::instrument(skip_all)]
    async fn create_product(
        &self,
        request: Request<pb::CreateProductRequest>,
    ) -> Result<Response<pb::Product>, Status> {
        let actor = admin_id(&request)?;
        let fields = form(request.get_ref().product.as_ref())?;
        let product = repo::admin::create(&self.pool, &fields, &actor)
            .await
            .map_err(|e| internal("creating a product", e))?;
        tracing::info!(id = product.id, "product created");
        Ok(Response::new(product))
    }

    #[tracing::instrument(skip_all, fields(id = request.get_ref().id))]
    async fn update_product(
        &self,
        request: Request<pb::UpdateProductRequest>,
    ) -> Result<Response<pb::Product>, Status> {
        let actor = admin_id(&request)?;
        let req = request.get_ref();
        let id = product_id(req.id)?;
        let fields = form(req.product.as_ref())?;
        let product = repo::admin::update(&self.pool, id, &fields, &actor)
            .await
            .map_err(|e| internal("updating a product", e))?
            .ok_or_else(|| errors::status_of(ErrorCode::ProductNotFound))?;
        tracing::info!(id, "product updated");
        Ok(Response::new(product))
    }

    #[tracing::instrument(skip_all, fields(ids = request.get_ref().ids.len()))]
    async fn delete_products(
        &self,
        request: Request<pb::DeleteProductsRequest>,
    ) -> Result<Response<pb::DeleteProductsResponse>, Status> {
        let actor = admin_id(&request)?;
        let ids = admin_rules::delete_ids(&request.get_ref().ids)?;
        let deleted_ids = repo::admin::delete(&self.pool, &ids, &actor)
            .await
            .map_err(|e| internal("deleting products", e))?;
        tracing::info!(?deleted_ids, "products deleted");
        Ok(Response::new(pb::DeleteProductsResponse { deleted_ids }))
    }

    #[tracing::instrument(skip_all, fields(id = request.get_ref().id))]
    async fn duplicate_product(
        &self,
        request: Request<pb::DuplicateProductRequest>,
    ) -> Result<Response<pb::Product>, Status> {
        let actor = admin_id(&request)?;
        let id = product_id(request.get_ref().id)?;
        let product = repo::admin::duplicate(&self.pool, id, &actor)
            .await
            .map_err(|e| internal("duplicating a product", e))?
            .ok_or_else(|| errors::status_of(ErrorCode::ProductNotFound))?;
        tracing::info!(from = id, id = product.id, "product duplicated");
        Ok(Response::new(product))
    }

    #[tracing::instrument(skip_all)]
    async fn admin_list_products(
        &self,
        request: Request<pb::AdminListProductsRequest>,
    ) -> Result<Response<pb::ListProductsResponse>, Status> {
        Caller::of(&request).ensure_admin()?;
        let query = AdminQuery::from_request(request.get_ref())?;
        let count = async {
            repo::admin::count(&self.pool, &query.filter)
                .await
                .map_err(|e| internal("counting products", e))
        };
        let page = async {
            repo::admin::page(&self.pool, &query)
                .await
                .map_err(|e| internal("listing products", e))
        };
        let (total, products) = tokio::try_join!(count, page)?;
        Ok(Response::new(pb::ListProductsResponse {
            products,
            page: query.page,
            limit: query.limit,
            total,
            total_pages: listing::total_pages(total, query.limit),
        }))
    }

    async fn product_stats(
        &self,
        request: Request<pb::ProductStatsRequest>,
    ) -> Result<Response<pb::ProductStatsResponse>, Status> {
        Caller::of(&request).ensure_admin()?;
        let stats = repo::admin::stats(&self.pool)
            .await
            .map_err(|e| internal("counting product figures", e))?;
        Ok(Response::new(stats))
    }

    #[tracing::instrument(skip_all)]
    async fn export_products(
        &self,
        request: Request<pb::AdminListProductsRequest>,
    ) -> Result<Response<Self::ExportProductsStream>, Status> {
        Caller::of(&request).ensure_admin()?;
        // The listing's filter and order; its page and limit are not used.
        let query = AdminQuery::from_request(&pb::AdminListProductsRequest {
            page: None,
            limit: None,
            ..request.into_inner()
        })?;
        // A few chunks ahead of the reader at most: a slow download holds little memory.
        let (tx, rx) = tokio::sync::mpsc::channel(4);
        let pool = self.pool.clone();
        tokio::spawn(async move {
            let sent = repo::admin::export(&pool, &query, EXPORT_CHUNK_ROWS, |rows| {
                let tx = tx.clone();
                async move { tx.send(Ok(pb::ExportChunk { rows })).await.is_ok() }
            })
            .await;
            if let Err(e) = sent {
                let _ = tx.send(Err(internal("exporting products", e))).await;
            }
        });
        Ok(Response::new(ReceiverStream::new(rx)))
    }
    #[tracing::instrument(skip_all, fields(id = request.get_ref().id))]
    async fn set_product_status(
        &self,
        request: Request<pb::SetProductStatusRequest>,
    ) -> Result<Response<pb::Product>, Status> {
        let actor = admin_id(&request)?;
        let req = request.get_ref();
        let id = product_id(req.id)?;
        let status = ProductStatus::parse(&req.status)
            .ok_or_else(|| errors::invalid_field("status", ProductStatus::message()))?;
        let product = repo::admin::set_status(&self.pool, id, status, &actor)
            .await
            .map_err(|e| internal("setting a product's status", e))?
            .ok_or_else(|| errors::status_of(ErrorCode::ProductNotFound))?;
        tracing::info!(id, status = status.as_str(), "product status set");
        Ok(Response::new(product))
    }

    #[tracing::instrument(skip_all, fields(rows = request.get_ref().rows.len(), dry_run = request.get_ref().dry_run))]
    async fn import_products(
        &self,
        request: Request<pb::ImportProductsRequest>,
    ) -> Result<Response<pb::ImportProductsResponse>, Status> {
        let actor = admin_id(&request)?;
        let req = request.get_ref();
        let lines = match import::check_rows(&req.rows)? {
            Ok(lines) => lines,
            Err(errors) => {
                return Ok(Response::new(pb::ImportProductsResponse {
                    errors,
                    ..Default::default()
                }));
            }
        };
        let imported = repo::admin::import(&self.pool, &lines, req.dry_run, &actor)
            .await
            .map_err(|e| internal("importing products", e))?;
        let written = !req.dry_run && imported.refused.is_empty();
        tracing::info!(
            created = imported.created,
            updated = imported.updated,
            unchanged = imported.unchanged,
            refused = imported.refused.len(),
            written,
            "products imported"
        );
        Ok(Response::new(pb::ImportProductsResponse {
            created: imported.created,
            updated: imported.updated,
            unchanged: imported.unchanged,
            errors: imported.refused,
            written,
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn list_products(
        &self,
        request: Request<pb::ListProductsRequest>,
    ) -> Result<Response<pb::ListProductsResponse>, Status> {
        let admin = Caller::of(&request).is_admin();
        let query = ListingQuery::from_request_for(request.get_ref(), admin)?;
        let response = if query.is_hot() {
            let key = format!("list:{query:?}");
            self.cached(&key, self.listing_ttl, self.list_uncached(&query))
                .await?
        } else {
            self.list_uncached(&query).await?
        };
        Ok(Response::new(response))
    }

    #[tracing::instrument(skip_all, fields(id = request.get_ref().id))]
    async fn get_product(
        &self,
        request: Request<pb::GetProductRequest>,
    ) -> Result<Response<pb::GetProductResponse>, Status> {
        let admin = Caller::of(&request).is_admin();
        let req = request.into_inner();
        let related_limit = match req.related_limit {
            0 => DEFAULT_RELATED,
            n => n.min(MAX_RELATED),
        };
        if req.id <= 0 {
            return Err(errors::invalid_field(
                "id",
                "Product ID must be a positive whole number",
            ));
        }
        let key = format!("product:{}:{related_limit}", req.id);
        let response = self
            .cached(&key, self.listing_ttl, async {
                let product = repo::get(&self.pool, req.id)
                    .await
                    .map_err(|e| internal("reading a product", e))?
                    .ok_or_else(|| errors::status_of(ErrorCode::ProductNotFound))?;
                let related = repo::related(&self.pool, &product, related_limit)
                    .await
                    .map_err(|e| internal("reading related products", e))?;
                Ok(pb::GetProductResponse {
                    product: Some(product),
                    related,
                })
            })
            .await?;
        // A draft or hidden product is not there for shoppers; an admin still sees it.
        let live = response
            .product
            .as_ref()
            .is_some_and(|p| p.status == ProductStatus::Live.as_str());
        if !live && !admin {
            return Err(errors::status_of(ErrorCode::ProductNotFound));
        }
        Ok(Response::new(response))
    }

    async fn list_featured(
        &self,
        request: Request<pb::LimitRequest>,
    ) -> Result<Response<pb::ProductList>, Status> {
        let limit = listing::row_limit(request.get_ref().limit)?;
        let list = self
            .cached(&format!("featured:{limit}"), self.listing_ttl, async {
                let products = repo::featured(&self.pool, limit)
                    .await
                    .map_err(|e| internal("reading featured products", e))?;
                Ok(pb::ProductList { products })
            })
            .await?;
        Ok(Response::new(list))
    }

    async fn list_new_arrivals(
        &self,
        request: Request<pb::LimitRequest>,
    ) -> Result<Response<pb::ProductList>, Status> {
        let limit = listing::row_limit(request.get_ref().limit)?;
        let list = self
            .cached(&format!("new:{limit}"), self.listing_ttl, async {
                let products = repo::newest(&self.pool, limit)
                    .await
                    .map_err(|e| internal("reading new arrivals", e))?;
                Ok(pb::ProductList { products })
            })
            .await?;
        Ok(Response::new(list))
    }

    async fn list_categories(
        &self,
        _request: Request<pb::ListCategoriesRequest>,
    ) -> Result<Response<pb::ListCategoriesResponse>, Status> {
        let response = self
            .cached("categories", self.category_ttl, self.categories_uncached())
            .await?;
        Ok(Response::new(response))
    }

    async fn get_price_range(
        &self,
        request: Request<pb::PriceRangeRequest>,
    ) -> Result<Response<pb::PriceRange>, Status> {
        let name = request.get_ref().category.trim().to_owned();
        let category = match name.as_str() {
            "" => None,
            _ => Some(
                taxonomy::resolve(&name)
                    .ok_or_else(|| errors::status_of(ErrorCode::CategoryNotFound))?,
            ),
        };
        let key = format!("price-range:{category:?}");
        let range = self
            .cached(&key, self.listing_ttl, async {
                let (min_cents, max_cents) = repo::price_range(&self.pool, category.as_ref())
                    .await
                    .map_err(|e| internal("reading the price range", e))?
                    .unwrap_or((0, 0));
                Ok(pb::PriceRange {
                    min_cents,
                    max_cents,
                })
            })
            .await?;
        Ok(Response::new(range))
    }

    #[tracing::instrument(skip_all)]
    async fn search_products(
        &self,
        request: Request<pb::SearchProductsRequest>,
    ) -> Result<Response<pb::SearchProductsResponse>, Status> {
        let query = SearchQuery::from_request(request.get_ref())?;
        let found = self
            .find(
                query.text.clone(),
                query.filters.clone(),
                query.sort,
                LastWord::Whole,
                query.offset() + query.limit as usize,
            )
            .await?;
        let page: Vec<u64> = found
            .evaluation
            .ids
            .iter()
            .skip(query.offset())
            .copied()
            .collect();
        let total = found.evaluation.total;
        Ok(Response::new(pb::SearchProductsResponse {
            products: self.products(&page).await?,
            page: query.page,
            limit: query.limit,
            total,
            total_pages: listing::total_pages(total, query.limit),
            related_searches: found.evaluation.related,
            facets: Some(found.evaluation.facets),
            corrected_query: found.corrected.unwrap_or_default(),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn suggest_products(
        &self,
        request: Request<pb::SuggestProductsRequest>,
    ) -> Result<Response<pb::SuggestProductsResponse>, Status> {
        let (text, limit) = search_rules::suggestion_query(request.get_ref())?;
        let found = self
            .find(
                text,
                search_rules::SearchFilters::default(),
                SearchSort::Relevance,
                LastWord::Prefix,
                limit as usize,
            )
            .await?;
        let page = found.evaluation.ids;
        let categories = found
            .evaluation
            .top_subcategories
            .iter()
            .filter_map(|(slug, count)| {
                let (_, parent, name) = taxonomy::names_of_subcategory(slug)?;
                Some(pb::CategorySuggestion {
                    slug: slug.clone(),
                    name: name.to_owned(),
                    parent_name: parent.to_owned(),
                    count: *count,
                })
            })
            .take(MAX_CATEGORY_SUGGESTIONS)
            .collect();
        Ok(Response::new(pb::SuggestProductsResponse {
            products: self.products(&page).await?,
            categories,
        }))
    }

    /// Prices and stock for the orders service (ARCHITECTURE.md "Checkout and payment", step 1).
    #[tracing::instrument(skip_all, fields(ids = request.get_ref().ids.len()))]
    async fn get_products_by_ids(
        &self,
        request: Request<pb::GetProductsByIdsRequest>,
    ) -> Result<Response<pb::ProductList>, Status> {
        let ids = stock::product_ids(&request.get_ref().ids).map_err(stock_status)?;
        let products = repo::by_ids(&self.pool, &ids)
            .await
            .map_err(|e| internal("reading products by id", e))?;
        Ok(Response::new(pb::ProductList { products }))
    }

    /// Holds stock for a new order, every line or none (ARCHITECTURE.md "Checkout and payment",
    /// step 1: no oversell under concurrency).
    #[tracing::instrument(skip_all, fields(order_id = %request.get_ref().order_id))]
    async fn reserve_stock(
        &self,
        request: Request<pb::ReserveStockRequest>,
    ) -> Result<Response<pb::ReserveStockResponse>, Status> {
        let reservation = Reservation::from_request(request.get_ref()).map_err(stock_status)?;
        let outcome = repo::stock::reserve(&self.pool, &reservation)
            .await
            .map_err(|e| internal("reserving stock", e))?;
        let response = match outcome {
            ReserveOutcome::Reserved(lines) => pb::ReserveStockResponse {
                reserved: true,
                lines,
                shortages: Vec::new(),
            },
            ReserveOutcome::Short(shortages) => pb::ReserveStockResponse {
                reserved: false,
                lines: Vec::new(),
                shortages,
            },
            ReserveOutcome::Released => {
                return Err(Status::failed_precondition(
                    "this order's stock was reserved and released; it cannot be reserved again",
                ));
            }
            ReserveOutcome::ProductRemoved(id) => {
                return Err(Status::failed_precondition(format!(
                    "product {id} of this order's reservation no longer exists"
                )));
            }
        };
        Ok(Response::new(response))
    }

    /// Gives an order's stock back once (a cancelled or unpaid order, ARCHITECTURE.md
    /// "Checkout and payment", step 3). The order.cancelled consumer takes the same path.
    #[tracing::instrument(skip_all, fields(order_id = %request.get_ref().order_id))]
    async fn release_stock(
        &self,
        request: Request<pb::ReleaseStockRequest>,
    ) -> Result<Response<pb::ReleaseStockResponse>, Status> {
        let order_id = stock::parse_order_id(&request.get_ref().order_id).map_err(stock_status)?;
        let released = async {
            let mut tx = self.pool.begin().await?;
            let released = repo::stock::release(&mut tx, order_id).await?;
            tx.commit().await?;
            Ok::<_, sqlx::Error>(released)
        }
        .await
        .map_err(|e| internal("releasing stock", e))?;
        Ok(Response::new(pb::ReleaseStockResponse { released }))
    }

    #[tracing::instrument(skip_all)]
    async fn list_reservations(
        &self,
        request: Request<pb::ListReservationsRequest>,
    ) -> Result<Response<pb::ListReservationsResponse>, Status> {
        let r = request.into_inner();
        let older_than = std::time::Duration::from_secs(
            u64::try_from(r.older_than_secs)
                .map_err(|_| errors::invalid_field("older_than_secs", "must be 0 or more"))?,
        );
        let after = match r.after_order_id.trim() {
            "" => None,
            id => Some(stock::parse_order_id(id).map_err(stock_status)?),
        };
        let limit = match r.limit {
            0 => 500,
            1..=1000 => i64::from(r.limit),
            _ => {
                return Err(errors::invalid_field("limit", "must be between 1 and 1000"));
            }
        };
        let before = chrono::Utc::now()
            - chrono::Duration::from_std(older_than).unwrap_or(chrono::Duration::MAX);
        let ids = repo::stock::held_before(&self.pool, before, after, limit)
            .await
            .map_err(|e| internal("listing reservations", e))?;
        Ok(Response::new(pb::ListReservationsResponse {
            order_ids: ids.iter().map(ToString::to_string).collect(),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn create_campaign(
        &self,
        request: Request<pb::CreateCampaignRequest>,
    ) -> Result<Response<pb::Campaign>, Status> {
        let actor = admin_id(&request)?;
        let campaign = merch_rules::check_campaign(request.get_ref(), chrono::Utc::now())?;
        let created = match repo::merch::create(&self.pool, &campaign, &actor).await {
            Ok(created) => created,
            Err(repo::merch::CreateError::Refused(field, message)) => {
                return Err(errors::invalid_field(field, message));
            }
            Err(repo::merch::CreateError::Database(e)) => {
                return Err(internal("creating a campaign", e));
            }
        };
        // A campaign starting now has its prices at once (the ticker would within seconds).
        if let Err(e) = repo::merch::apply_due(&self.pool).await {
            tracing::warn!(error = %e, "applying campaigns after a create failed; the ticker retries");
        }
        tracing::info!(id = created.id, "campaign created");
        let campaigns = repo::merch::list(&self.pool)
            .await
            .map_err(|e| internal("reading a campaign", e))?;
        Ok(Response::new(
            campaigns
                .into_iter()
                .find(|c| c.id == created.id)
                .unwrap_or(created),
        ))
    }

    #[tracing::instrument(skip_all)]
    async fn list_campaigns(
        &self,
        request: Request<pb::ListCampaignsRequest>,
    ) -> Result<Response<pb::CampaignList>, Status> {
        Caller::of(&request).ensure_admin()?;
        let campaigns = repo::merch::list(&self.pool)
            .await
            .map_err(|e| internal("listing campaigns", e))?;
        Ok(Response::new(pb::CampaignList { campaigns }))
    }

    #[tracing::instrument(skip_all)]
    async fn get_merchandising(
        &self,
        _request: Request<pb::GetMerchandisingRequest>,
    ) -> Result<Response<pb::Merchandising>, Status> {
        let figures = repo::merch::merchandising(&self.pool)
            .await
            .map_err(|e| internal("reading the merchandising figures", e))?;
        Ok(Response::new(figures))
    }

    #[tracing::instrument(skip_all, fields(slug = %request.get_ref().slug))]
    async fn list_collection(
        &self,
        request: Request<pb::ListCollectionRequest>,
    ) -> Result<Response<pb::CollectionPage>, Status> {
        let (page, limit) = merch_rules::collection_page(request.get_ref())?;
        let collection = merch_rules::Collection::of(request.get_ref().slug.trim());
        let answer = repo::merch::collection(&self.pool, &collection, page, limit)
            .await
            .map_err(|e| internal("listing a collection", e))?;
        Ok(Response::new(answer))
    }
}

/// The admin making a write, for its audit entry; anyone else is refused.
fn admin_id<T>(request: &Request<T>) -> Result<String, Status> {
    let caller = Caller::of(request);
    caller.ensure_admin()?;
    Ok(caller.user_id().unwrap_or_default().to_owned())
}
