//! The `shop.orders.v1.OrderService` implementation: maps requests to the domain, calls the use
//! cases, maps errors to statuses (see `error.rs` for what a status carries).

use shop_common::caller::Caller;
use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::order_service_server::OrderService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};

use crate::books::{self, INVALID_PAYMENT_STATE, PaymentState};
use crate::catalog::Catalog;
use crate::config::{Clock, Config};
use crate::domain::campaign;
use crate::domain::checkout::{LineRequest, RawOrderRequest};
use crate::domain::saved_list::{self, ListKind, RawItem};
use crate::domain::{INVALID_COUPON, INVALID_STATUS, OrderStatus, phone, public_id};
use crate::error::Error;
use crate::placing::Placed;
use crate::repo::orders::{ListFilter, Search};
use crate::repo::{self, OrderRef, rfc3339};
use crate::{discount_codes, lifecycle, placing, reports, settings};

/// Default and largest page of the admin list, and its last page number.
pub const DEFAULT_PAGE_LIMIT: u32 = 20;
pub const MAX_PAGE_LIMIT: u32 = 100;
pub const MAX_PAGE: u32 = 100_000;
/// Longest admin search text.
pub const MAX_SEARCH: usize = 100;
/// Refunds due listed at most, and by default.
pub const MAX_REFUNDS: i32 = 500;
pub const DEFAULT_REFUNDS: i32 = 100;
/// Orders in the stats' "recent orders".
pub const RECENT_ORDERS: i64 = 5;
/// The longest item class search (characters).
const ITEM_CLASS_SEARCH_MAX: usize = 100;
/// Most accounts one CustomerFigures answers (a page of the customer list).
pub const MAX_CUSTOMER_FIGURES: usize = 100;

#[derive(Clone)]
pub struct Orders {
    pool: PgPool,
    catalog: Catalog,
    clock: Clock,
}

impl Orders {
    pub fn new(pool: PgPool, config: &Config) -> anyhow::Result<Self> {
        Ok(Self {
            pool,
            catalog: Catalog::new(&config.catalog_url, config.catalog_timeout)?,
            clock: config.clock,
        })
    }

    async fn conn(&self) -> Result<sqlx::pool::PoolConnection<sqlx::Postgres>, Error> {
        Ok(self.pool.acquire().await?)
    }
}

fn line_requests(items: Vec<pb::LineRequest>) -> Vec<LineRequest> {
    items
        .into_iter()
        .map(|i| LineRequest {
            product_id: i.product_id,
            quantity: i.quantity,
        })
        .collect()
}

fn coupon_to_pb(c: &campaign::Coupon) -> pb::Coupon {
    pb::Coupon {
        code: c.code.clone(),
        description: c.description.clone(),
        free_shipping: c.free_shipping(),
        kind: c.kind.as_str().to_owned(),
        percent_off: i32::from(c.kind.percent_off()),
        amount_off_cents: c.kind.amount_off_cents(),
        min_subtotal_cents: c.min_subtotal_cents,
    }
}

type Answer<T> = Result<Response<T>, Status>;

fn answer<T>(result: Result<T, Error>) -> Answer<T> {
    result.map(Response::new).map_err(Status::from)
}

#[tonic::async_trait]
impl OrderService for Orders {
    #[tracing::instrument(skip_all)]
    async fn get_quote(&self, request: Request<pb::QuoteRequest>) -> Answer<pb::Quote> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        answer(
            placing::quote(
                &self.pool,
                &self.catalog,
                line_requests(r.items),
                &r.coupon_code,
                &r.payment_method,
                placing::DeliveryFields {
                    state: &r.state,
                    method: &r.delivery_method,
                    pickup_point: &r.pickup_point,
                },
                self.clock.now(),
                caller.user_id().unwrap_or_default(),
            )
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn place_order(
        &self,
        request: Request<pb::PlaceOrderRequest>,
    ) -> Answer<pb::PlaceOrderResponse> {
        let caller = Caller::of(&request);
        let user_id = caller.signed_in()?.to_owned();
        let r = request.into_inner();
        let raw = RawOrderRequest {
            items: line_requests(r.items),
            first_name: r.first_name,
            last_name: r.last_name,
            customer_name: r.customer_name,
            email: r.email,
            phone: r.phone,
            address: r.address,
            city: r.city,
            state: r.state,
            zip_code: r.zip_code,
            payment_method: r.payment_method,
            coupon_code: r.coupon_code,
            delivery_instructions: r.delivery_instructions,
            preferred_delivery_time: r.preferred_delivery_time,
            expected_total_cents: r.expected_total_cents,
            idempotency_key: r.idempotency_key,
            buyer_pin: r.buyer_pin,
            payment_plan: r.payment_plan,
        };
        let (delivery_method, pickup_point) = (r.delivery_method, r.pickup_point);
        // Once stock is reserved the placement must finish (store the order, or give the stock
        // back), even if the caller gives up or its deadline passes: a dropped future here would
        // leave stock reserved for an order that does not exist. So it runs as its own task.
        let (pool, catalog, now) = (self.pool.clone(), self.catalog.clone(), self.clock.now());
        let placed = shop_common::telemetry::spawn_traced(async move {
            let fields = placing::DeliveryFields {
                state: "",
                method: &delivery_method,
                pickup_point: &pickup_point,
            };
            placing::place(&pool, &catalog, &user_id, raw, fields, now).await
        })
        .await
        .unwrap_or_else(|e| Err(Error::unexpected("placing an order", e)));
        match &placed {
            Ok(Placed::Order(order)) => {
                tracing::info!(order_id = %order.id, public_id = %order.public_id, "order placed");
            }
            Ok(Placed::OutOfStock(shortages)) => {
                tracing::info!(short = shortages.len(), "not placed: out of stock");
            }
            Ok(Placed::TotalChanged(_)) => tracing::info!("not placed: the total changed"),
            Err(_) => {}
        }
        answer(placed.map(pb::PlaceOrderResponse::from))
    }

    #[tracing::instrument(skip_all)]
    async fn get_order(&self, request: Request<pb::GetOrderRequest>) -> Answer<pb::Order> {
        let caller = Caller::of(&request);
        caller.signed_in()?;
        let id = request.into_inner().id;
        answer(
            async {
                let order_ref = OrderRef::parse(&id).ok_or(Error::OrderNotFound)?;
                let mut conn = self.conn().await?;
                let mut order = repo::orders::find(&mut conn, &order_ref)
                    .await?
                    .ok_or(Error::OrderNotFound)?;
                caller.ensure_owner_or_admin(&order.user_id)?;
                if caller.is_admin()
                    && let Ok(id) = order.id.parse::<uuid::Uuid>()
                {
                    crate::etims::with_queue_state(&mut conn, id, &mut order.etims_invoices)
                        .await?;
                }
                Ok(order)
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn get_invoice(&self, request: Request<pb::GetInvoiceRequest>) -> Answer<pb::Invoice> {
        let caller = Caller::of(&request);
        let id = request.into_inner().id;
        answer(crate::invoice::get(&self.pool, &id, &caller, self.clock.now()).await)
    }

    /// /track-order: the order number and the phone it was placed with (last 9 digits).
    #[tracing::instrument(skip_all)]
    async fn track_order(&self, request: Request<pb::TrackOrderRequest>) -> Answer<pb::Order> {
        let r = request.into_inner();
        let mut v = Violations::new();
        if r.order_number.trim().is_empty() {
            v.add("order_number", "Order number is required");
        }
        if r.phone.trim().is_empty() {
            v.add("phone", crate::domain::PHONE_REQUIRED);
        }
        v.finish()?;
        answer(
            async {
                let (Some(number), Some(key)) =
                    (public_id::normalise(&r.order_number), phone::key(&r.phone))
                else {
                    return Err(Error::TrackNotFound);
                };
                repo::orders::find_for_tracking(&mut *self.conn().await?, &number, &key)
                    .await?
                    .ok_or(Error::TrackNotFound)
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn list_user_orders(
        &self,
        request: Request<pb::ListUserOrdersRequest>,
    ) -> Answer<pb::OrderList> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        let user_id = r.user_id.trim();
        caller.ensure_owner_or_admin(user_id)?;
        answer(
            async {
                let orders = repo::orders::list_for_user(&mut *self.conn().await?, user_id).await?;
                Ok(pb::OrderList {
                    total: orders.len() as u64,
                    orders,
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn cancel_order(&self, request: Request<pb::CancelOrderRequest>) -> Answer<pb::Order> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        answer(lifecycle::cancel(&self.pool, &r.id, &caller).await)
    }

    #[tracing::instrument(skip_all)]
    async fn list_orders(&self, request: Request<pb::ListOrdersRequest>) -> Answer<pb::OrderList> {
        Caller::of(&request).ensure_admin()?;
        let r = request.into_inner();
        answer(
            async {
                let mut v = Violations::new();
                if r.search.trim().chars().count() > MAX_SEARCH {
                    v.add(
                        "search",
                        format!("search must be at most {MAX_SEARCH} characters"),
                    );
                }
                let status = match r.status.trim() {
                    "" => None,
                    text if text.eq_ignore_ascii_case("all") => None,
                    text => {
                        let status = OrderStatus::parse(text);
                        if status.is_none() {
                            v.add("status", INVALID_STATUS);
                        }
                        status
                    }
                };
                let payment_state = match r.payment_state.trim() {
                    "" => None,
                    text if text.eq_ignore_ascii_case("all") => None,
                    text => {
                        let state = PaymentState::parse(text);
                        if state.is_none() {
                            v.add("payment_state", INVALID_PAYMENT_STATE);
                        }
                        state
                    }
                };
                let page = r.page.unwrap_or(1);
                if !(1..=MAX_PAGE).contains(&page) {
                    v.add("page", format!("page must be from 1 to {MAX_PAGE}"));
                }
                let limit = r.limit.unwrap_or(DEFAULT_PAGE_LIMIT);
                if !(1..=MAX_PAGE_LIMIT).contains(&limit) {
                    v.add("limit", format!("limit must be from 1 to {MAX_PAGE_LIMIT}"));
                }
                v.finish()?;
                let filter = ListFilter {
                    search: Search::parse(&r.search),
                    status,
                    payment_state,
                    page,
                    limit,
                };
                let (orders, total) = repo::orders::list(&mut *self.conn().await?, &filter).await?;
                Ok(pb::OrderList { orders, total })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn update_order_status(
        &self,
        request: Request<pb::UpdateOrderStatusRequest>,
    ) -> Answer<pb::Order> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let r = request.into_inner();
        answer(lifecycle::set_status(&self.pool, &r.id, &r.order_status, &actor).await)
    }

    #[tracing::instrument(skip_all)]
    async fn delete_order(
        &self,
        request: Request<pb::DeleteOrderRequest>,
    ) -> Answer<pb::DeleteOrderResponse> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let r = request.into_inner();
        answer(
            lifecycle::delete(&self.pool, &r.id, &actor)
                .await
                .map(|()| pb::DeleteOrderResponse {}),
        )
    }

    #[tracing::instrument(skip_all)]
    async fn mark_cod_collected(
        &self,
        request: Request<pb::MarkCodCollectedRequest>,
    ) -> Answer<pb::Order> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let r = request.into_inner();
        answer(books::collect_cod(&self.pool, &r.id, &actor).await)
    }

    #[tracing::instrument(skip_all)]
    async fn list_refunds_due(
        &self,
        request: Request<pb::ListRefundsDueRequest>,
    ) -> Answer<pb::RefundsDue> {
        Caller::of(&request).ensure_admin()?;
        let limit = match request.into_inner().limit {
            0 => i64::from(DEFAULT_REFUNDS),
            n @ 1..=MAX_REFUNDS => i64::from(n),
            _ => {
                return Err(shop_common::errors::invalid_field(
                    "limit",
                    format!("limit must be between 1 and {MAX_REFUNDS}"),
                ));
            }
        };
        answer(
            async {
                let (rows, total) =
                    repo::payment_events::refunds_due(&mut *self.conn().await?, limit).await?;
                Ok(pb::RefundsDue {
                    refunds: rows
                        .into_iter()
                        .map(|r| pb::RefundDue {
                            order_id: r.order_id.map(|id| id.to_string()).unwrap_or_default(),
                            public_id: r.public_id.unwrap_or_default(),
                            payment_id: r.payment_id,
                            method: r.method,
                            reference: r.reference,
                            amount_cents: r.amount_cents.unwrap_or(0),
                            reason: r.outcome,
                            detail: r.detail,
                            received_at: repo::rfc3339(r.received_at),
                        })
                        .collect(),
                    total: u64::try_from(total).unwrap_or(0),
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn customer_figures(
        &self,
        request: Request<pb::CustomerFiguresRequest>,
    ) -> Answer<pb::CustomerFiguresResponse> {
        Caller::of(&request).ensure_admin()?;
        let user_ids = request.into_inner().user_ids;
        answer(
            async {
                if user_ids.len() > MAX_CUSTOMER_FIGURES {
                    let mut v = Violations::new();
                    v.add(
                        "user_ids",
                        format!("At most {MAX_CUSTOMER_FIGURES} accounts at once"),
                    );
                    v.finish()?;
                }
                let found = repo::customers::figures(&mut *self.conn().await?, &user_ids).await?;
                let figures = user_ids
                    .into_iter()
                    .map(|user_id| {
                        let row = found.iter().find(|f| f.user_id == user_id);
                        pb::CustomerFigure {
                            orders: row.map_or(0, |f| u64::try_from(f.orders).unwrap_or(0)),
                            spent_cents: row.map_or(0, |f| f.spent_cents),
                            user_id,
                        }
                    })
                    .collect();
                Ok(pb::CustomerFiguresResponse { figures })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn list_etims_item_classes(
        &self,
        request: Request<pb::ListEtimsItemClassesRequest>,
    ) -> Answer<pb::EtimsItemClasses> {
        Caller::of(&request).ensure_admin()?;
        let search = request.into_inner().search;
        answer(
            async {
                if search.trim().chars().count() > ITEM_CLASS_SEARCH_MAX {
                    let mut v = Violations::new();
                    v.add(
                        "search",
                        format!("search must be at most {ITEM_CLASS_SEARCH_MAX} characters"),
                    );
                    v.finish()?;
                }
                let (classes, fetched_at) =
                    crate::etims::lists::search(&mut *self.conn().await?, &search).await?;
                Ok(pb::EtimsItemClasses {
                    classes: classes
                        .into_iter()
                        .map(|c| pb::EtimsItemClass {
                            code: c.code,
                            name: c.name,
                            tax_type: c.tax_ty_cd,
                            in_use: c.in_use,
                        })
                        .collect(),
                    fetched_at: crate::etims::lists::rfc3339(fetched_at),
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn get_order_stats(
        &self,
        request: Request<pb::OrderStatsRequest>,
    ) -> Answer<pb::OrderStats> {
        Caller::of(&request).ensure_admin()?;
        answer(
            async {
                let mut conn = self.conn().await?;
                let figures = repo::stats::figures(&mut conn, self.clock.now()).await?;
                let money = repo::stats::revenue(&mut conn, self.clock.now()).await?;
                let counts = repo::stats::count_by_status(&mut conn).await?;
                let recent_orders = repo::orders::newest(&mut conn, RECENT_ORDERS).await?;
                let count = |n: i64| u64::try_from(n).unwrap_or(0);
                let by_status = OrderStatus::ALL
                    .into_iter()
                    .map(|status| pb::StatusCount {
                        status: status.as_str().to_owned(),
                        count: counts
                            .iter()
                            .find(|(s, _)| s == status.as_str())
                            .map_or(0, |&(_, n)| count(n)),
                    })
                    .collect();
                Ok(pb::OrderStats {
                    total_orders: count(figures.total_orders),
                    revenue_cents: money.all.total_cents,
                    by_status,
                    revenue_this_month_cents: money.this_month.total_cents,
                    revenue_last_month_cents: money.last_month.total_cents,
                    orders_this_month: count(figures.orders_this_month),
                    orders_last_month: count(figures.orders_last_month),
                    recent_orders,
                    revenue: Some(money.all.into()),
                    revenue_this_month: Some(money.this_month.into()),
                    revenue_last_month: Some(money.last_month.into()),
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn sales_report(
        &self,
        request: Request<pb::SalesReportRequest>,
    ) -> Answer<pb::SalesReportResponse> {
        Caller::of(&request).ensure_admin()?;
        let today = shop_common::nairobi::today(self.clock.now());
        answer(
            async {
                let range = reports::check(request.get_ref(), today)?;
                reports::sales_report(&self.pool, range).await
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn check_coupon(&self, request: Request<pb::CheckCouponRequest>) -> Answer<pb::Coupon> {
        let caller = Caller::of(&request);
        let code = request.into_inner().code;
        answer(
            async {
                let code = crate::domain::checkout::coupon_code(&code)
                    .map_err(|message| Error::invalid("code", message))?;
                if code.is_empty() {
                    return Err(Error::invalid("code", INVALID_COUPON));
                }
                let user_id = caller.user_id().unwrap_or_default();
                let coupon =
                    placing::running_coupon(&self.pool, &code, self.clock.now(), user_id, "code")
                        .await?
                        .ok_or_else(|| Error::invalid("code", INVALID_COUPON))?;
                Ok(coupon_to_pb(&coupon))
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn active_campaigns(
        &self,
        _request: Request<pb::ActiveCampaignsRequest>,
    ) -> Answer<pb::ActiveCampaignsResponse> {
        answer(
            async {
                let now = self.clock.now();
                let running: Vec<campaign::Coupon> =
                    repo::coupons::active(&mut *self.conn().await?)
                        .await?
                        .into_iter()
                        .filter(|c| c.runs_at(now))
                        .collect();
                // The box shows while any code can be used; only the advertised campaigns (free
                // shipping) are named: an admin's discount codes are given to whom they choose.
                Ok(pb::ActiveCampaignsResponse {
                    promo_box: !running.is_empty(),
                    coupons: running
                        .iter()
                        .filter(|c| c.free_shipping())
                        .map(coupon_to_pb)
                        .collect(),
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn get_settings(
        &self,
        _request: Request<pb::GetSettingsRequest>,
    ) -> Answer<pb::Settings> {
        answer(settings::public(&self.pool).await)
    }

    #[tracing::instrument(skip_all)]
    async fn get_admin_settings(
        &self,
        request: Request<pb::GetSettingsRequest>,
    ) -> Answer<pb::Settings> {
        let caller = Caller::of(&request);
        answer(settings::admin(&self.pool, &caller).await)
    }

    #[tracing::instrument(skip_all)]
    async fn list_discount_codes(
        &self,
        request: Request<pb::ListDiscountCodesRequest>,
    ) -> Answer<pb::DiscountCodeList> {
        let caller = Caller::of(&request);
        answer(discount_codes::list(&self.pool, &caller).await)
    }

    #[tracing::instrument(skip_all)]
    async fn save_discount_code(
        &self,
        request: Request<pb::SaveDiscountCodeRequest>,
    ) -> Answer<pb::DiscountCode> {
        let caller = Caller::of(&request);
        answer(discount_codes::save(&self.pool, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn update_settings(&self, request: Request<pb::Settings>) -> Answer<pb::Settings> {
        let caller = Caller::of(&request);
        answer(settings::update(&self.pool, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn get_delivery_settings(
        &self,
        _request: Request<pb::GetSettingsRequest>,
    ) -> Answer<pb::DeliverySettings> {
        answer(crate::delivery::public(&self.pool).await)
    }

    #[tracing::instrument(skip_all)]
    async fn update_delivery_settings(
        &self,
        request: Request<pb::DeliverySettings>,
    ) -> Answer<pb::DeliverySettings> {
        let caller = Caller::of(&request);
        answer(crate::delivery::update(&self.pool, &caller, request.into_inner()).await)
    }

    /// Admin only: the kept mail holds customers' order details.
    #[tracing::instrument(skip_all)]
    async fn list_dev_mail(
        &self,
        request: Request<shop_proto::auth::v1::ListDevMailRequest>,
    ) -> Answer<shop_proto::auth::v1::ListDevMailResponse> {
        use shop_proto::auth::v1 as auth_pb;
        Caller::of(&request).ensure_admin()?;
        let to = request.into_inner().to;
        let to = to.trim();
        let rows = shop_common::mail::list_dev_mail(&self.pool, (!to.is_empty()).then_some(to))
            .await
            .map_err(Error::from)?;
        Ok(Response::new(auth_pb::ListDevMailResponse {
            messages: rows
                .into_iter()
                .map(|m| auth_pb::DevMail {
                    id: m.id.to_string(),
                    to: m.to_address,
                    subject: m.subject,
                    body: m.body,
                    created_at: rfc3339(m.created_at),
                })
                .collect(),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn get_saved_list(
        &self,
        request: Request<pb::GetSavedListRequest>,
    ) -> Answer<pb::SavedList> {
        let caller = Caller::of(&request);
        let user_id = caller.signed_in()?.to_owned();
        let r = request.into_inner();
        answer(
            async {
                let kind = ListKind::parse(&r.kind)?;
                let saved =
                    repo::saved_lists::get(&mut *self.conn().await?, &user_id, kind).await?;
                Ok(match saved {
                    Some((items, updated_at)) => saved_list_to_pb(&items, updated_at),
                    None => pb::SavedList::default(),
                })
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn put_saved_list(
        &self,
        request: Request<pb::PutSavedListRequest>,
    ) -> Answer<pb::SavedList> {
        let caller = Caller::of(&request);
        let user_id = caller.signed_in()?.to_owned();
        let r = request.into_inner();
        answer(
            async {
                let kind = ListKind::parse(&r.kind)?;
                let raw = r
                    .items
                    .into_iter()
                    .map(|i| RawItem {
                        product_id: i.product_id,
                        quantity: i.quantity,
                        added_at: i.added_at,
                    })
                    .collect();
                let items = saved_list::parse_items(kind, raw, self.clock.now())?;
                let mut tx = self.pool.begin().await?;
                let updated_at =
                    repo::saved_lists::replace(&mut tx, &user_id, kind, &items).await?;
                tx.commit().await?;
                Ok(saved_list_to_pb(&items, updated_at))
            }
            .await,
        )
    }

    #[tracing::instrument(skip_all)]
    async fn best_sellers(
        &self,
        request: Request<pb::BestSellersRequest>,
    ) -> Answer<pb::BestSellersResponse> {
        let limit = request.get_ref().limit;
        if !(1..=crate::repo::stats::MAX_BEST_SELLERS).contains(&limit) {
            return Err(shop_common::errors::invalid_field(
                "limit",
                format!(
                    "limit must be a whole number from 1 to {}",
                    crate::repo::stats::MAX_BEST_SELLERS
                ),
            ));
        }
        answer(
            async {
                let products = repo::stats::best_sellers(&self.pool, limit).await?;
                Ok(pb::BestSellersResponse {
                    products: products
                        .into_iter()
                        .map(|(product_id, units)| pb::ProductUnits { product_id, units })
                        .collect(),
                    days: crate::repo::stats::BEST_SELLER_DAYS,
                })
            }
            .await,
        )
    }

    async fn get_instalment_settings(
        &self,
        _request: Request<pb::GetInstalmentSettingsRequest>,
    ) -> Answer<pb::InstalmentSettings> {
        answer(crate::instalments::get_settings(&self.pool).await)
    }

    #[tracing::instrument(skip_all)]
    async fn update_instalment_settings(
        &self,
        request: Request<pb::InstalmentSettings>,
    ) -> Answer<pb::InstalmentSettings> {
        let caller = Caller::of(&request);
        answer(crate::instalments::update_settings(&self.pool, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn preview_instalment_plan(
        &self,
        request: Request<pb::PreviewInstalmentPlanRequest>,
    ) -> Answer<pb::InstalmentPlan> {
        let total_cents = request.into_inner().total_cents;
        answer(crate::instalments::preview(&self.pool, total_cents, self.clock.now()).await)
    }
}

fn saved_list_to_pb(
    items: &[saved_list::Item],
    updated_at: chrono::DateTime<chrono::Utc>,
) -> pb::SavedList {
    pb::SavedList {
        items: items
            .iter()
            .map(|i| pb::SavedItem {
                product_id: i.product_id,
                quantity: i.quantity,
                added_at: rfc3339(i.added_at),
            })
            .collect(),
        updated_at: rfc3339(updated_at),
    }
}
