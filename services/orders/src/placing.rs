//! Quotes and placing an order (ARCHITECTURE.md "Checkout and payment", step 1): prices come
//! from the catalog, stock is reserved there for the order before it is stored, totals are
//! computed here, and a reservation whose order is not stored is given back.

use chrono::{DateTime, Utc};
use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;
use uuid::Uuid;

use crate::catalog::{Catalog, PricedLine};
use crate::domain::campaign::{self, Coupon};
use crate::domain::checkout::{self, LineRequest, OrderRequest, RawOrderRequest};
use crate::domain::totals::{self, Rates, Totals};
use crate::domain::{INVALID_COUPON, PaymentMethod, public_id};
use crate::error::Error;
use crate::events::{self, OrderIds};
use crate::repo::{self, OrderRef, rfc3339};

/// Attempts at drawing an order number nobody has (a clash is already rare).
const PUBLIC_ID_ATTEMPTS: usize = 5;

/// A code that names no coupon running now.
#[derive(Debug)]
pub struct UnknownCoupon;

/// The coupon `code` names if its campaign runs at `now`; `None` for no code.
pub async fn lookup_coupon(
    pool: &PgPool,
    code: &str,
    now: DateTime<Utc>,
) -> Result<Result<Option<Coupon>, UnknownCoupon>, Error> {
    if code.trim().is_empty() {
        return Ok(Ok(None));
    }
    let coupons = repo::coupons::active(&mut *pool.acquire().await?).await?;
    Ok(campaign::find_running(&coupons, code, now)
        .cloned()
        .map(Some)
        .ok_or(UnknownCoupon))
}

/// Like [`lookup_coupon`], any other code refused as 'Invalid coupon code' on `field`.
pub async fn running_coupon(
    pool: &PgPool,
    code: &str,
    now: DateTime<Utc>,
    field: &'static str,
) -> Result<Option<Coupon>, Error> {
    lookup_coupon(pool, code, now)
        .await?
        .map_err(|UnknownCoupon| Error::invalid(field, INVALID_COUPON))
}

pub fn totals_to_pb(t: &Totals) -> pb::Totals {
    pb::Totals {
        subtotal_cents: t.subtotal_cents,
        shipping_cents: t.shipping_cents,
        vat_cents: t.vat_cents,
        cod_fee_cents: t.cod_fee_cents,
        total_cents: t.total_cents,
        amount_to_free_shipping_cents: t.amount_to_free_shipping_cents,
        free_shipping_reason: t.free_shipping.map_or("", |f| f.as_str()).to_owned(),
        vat_rate_bp: t.vat_rate_bp,
    }
}

/// The totals of priced lines at `rates`, and the quote that shows them.
fn price(
    rates: &Rates,
    lines: &[PricedLine],
    coupon: Option<&Coupon>,
    method: Option<PaymentMethod>,
) -> Result<(Totals, pb::Quote), Error> {
    let subtotal = totals::subtotal(lines.iter().map(|l| (l.unit_price_cents, l.quantity)))?;
    let totals = totals::compute(
        rates,
        subtotal,
        coupon.is_some_and(|c| c.free_shipping),
        method,
    )?;
    let quote_lines = lines
        .iter()
        .map(|l| {
            Ok(pb::Line {
                product_id: l.product_id,
                name: l.name.clone(),
                unit_price_cents: l.unit_price_cents,
                quantity: l.quantity,
                line_total_cents: totals::line_total(l.unit_price_cents, l.quantity)?,
                image: l.image.clone(),
                category: l.category.clone(),
                available: l.available,
            })
        })
        .collect::<Result<Vec<_>, totals::Overflow>>()?;
    let quote = pb::Quote {
        lines: quote_lines,
        totals: Some(totals_to_pb(&totals)),
        coupon_code: coupon.map(|c| c.code.clone()).unwrap_or_default(),
        free_shipping_threshold_cents: rates.free_delivery_threshold_cents,
    };
    Ok((totals, quote))
}

/// Prices `lines` at the catalog's current prices and `rates`, without reserving anything.
/// Products the catalog does not know are left out (the gateway reports them as missing).
pub async fn current_quote(
    rates: &Rates,
    catalog: &Catalog,
    lines: &[LineRequest],
    coupon: Option<&Coupon>,
    method: Option<PaymentMethod>,
) -> Result<pb::Quote, Error> {
    let products = catalog
        .products(lines.iter().map(|l| l.product_id).collect())
        .await?;
    let priced: Vec<PricedLine> = lines
        .iter()
        .filter_map(|line| {
            products
                .iter()
                .find(|p| p.id == line.product_id)
                .map(|p| PricedLine::new(p.clone(), line.quantity, p.stock))
        })
        .collect();
    Ok(price(rates, &priced, coupon, method)?.1)
}

/// GetQuote: what these items would cost now.
pub async fn quote(
    pool: &PgPool,
    catalog: &Catalog,
    items: Vec<LineRequest>,
    coupon_code: &str,
    payment_method: &str,
    now: DateTime<Utc>,
) -> Result<pb::Quote, Error> {
    let mut v = Violations::new();
    let lines = v.check(
        "items",
        checkout::parse_lines(items, true).map_err(|e| e.message),
    );
    let method = v.check(
        "payment_method",
        PaymentMethod::parse_optional(payment_method).map_err(|e| e.message),
    );
    let code = v.check("coupon_code", checkout::coupon_code(coupon_code));
    let coupon = match code {
        Some(code) => lookup_coupon(pool, &code, now).await?.unwrap_or_else(|_| {
            v.add("coupon_code", INVALID_COUPON);
            None
        }),
        None => None,
    };
    v.finish()?;
    // The settings of this moment (one row by its key; no cache, so an admin's change is the
    // next quote's).
    let rates = current_rates(pool).await?;
    current_quote(
        &rates,
        catalog,
        &lines.unwrap_or_default(),
        coupon.as_ref(),
        method.flatten(),
    )
    .await
}

/// PlaceOrder for `user_id` (the caller): reserve, price, compare with what the shopper saw,
/// store with its event.
pub async fn place(
    pool: &PgPool,
    catalog: &Catalog,
    user_id: &str,
    raw: RawOrderRequest,
    now: DateTime<Utc>,
) -> Result<pb::Order, Error> {
    // The coupon is looked up first so that an unknown one is reported with every other field.
    let coupon = match checkout::coupon_code(&raw.coupon_code) {
        Ok(code) => lookup_coupon(pool, &code, now).await?,
        Err(_) => Ok(None),
    };
    let request = OrderRequest::parse(user_id, raw, coupon.is_err())?;
    let coupon = coupon.unwrap_or(None);
    // A repeated placement (same user, same Idempotency-Key) answers the order already stored,
    // or, when the request is not the one the key was first sent with, is refused before
    // anything is reserved.
    if let Some(stored) = by_key(pool, &request).await? {
        tracing::info!(order_id = %stored.id, "placement repeated with its Idempotency-Key; the stored order answered");
        return Ok(stored);
    }
    let order_id = Uuid::new_v4();

    let reservation = match catalog.reserve(order_id, &request.lines).await {
        Ok(reservation) => reservation,
        Err(e) => {
            // The catalog may have reserved before the call failed on the way back.
            catalog.release(order_id).await;
            return Err(e);
        }
    };
    if !reservation.reserved {
        return Err(Error::OutOfStock(reservation.shortages));
    }

    let priced = match reserved_lines(&request.lines, reservation) {
        Ok(lines) => lines,
        Err(e) => {
            catalog.release(order_id).await;
            return Err(e);
        }
    };
    let method = Some(request.payment_method);
    // The settings of this moment: the totals, and the VAT rate stored with the order, are
    // computed from this one read.
    let rates = match current_rates(pool).await {
        Ok(rates) => rates,
        Err(e) => {
            catalog.release(order_id).await;
            return Err(e);
        }
    };
    let (totals, _) = match price(&rates, &priced, coupon.as_ref(), method) {
        Ok(priced) => priced,
        Err(e) => {
            catalog.release(order_id).await;
            return Err(e);
        }
    };
    if let Some(expected) = request.expected_total_cents
        && expected != totals.total_cents
    {
        // The caller asks GetQuote for the fresh totals to show.
        catalog.release(order_id).await;
        return Err(Error::TotalChanged);
    }

    let coupon_code = coupon.as_ref().map(|c| c.code.as_str());
    match store(pool, order_id, &request, coupon_code, &totals, &priced).await {
        Ok(()) => {}
        Err(e) => {
            // A commit whose answer was lost may still have stored the order: keep its stock then.
            let stored = match pool.acquire().await {
                Ok(mut conn) => repo::orders::find(&mut conn, &OrderRef::Id(order_id))
                    .await
                    .ok()
                    .flatten()
                    .is_some(),
                Err(_) => false,
            };
            if !stored {
                catalog.release(order_id).await;
                // The same placement, repeated at the same moment, stored its order first.
                if let Error::Database(db) = &e
                    && repo::orders::is_idempotency_key_taken(db)
                    && let Some(first) = by_key(pool, &request).await?
                {
                    return Ok(first);
                }
                return Err(e);
            }
        }
    }
    repo::orders::find(&mut *pool.acquire().await?, &OrderRef::Id(order_id))
        .await?
        .ok_or_else(|| Error::unexpected("reading a placed order", "the order is missing"))
}

async fn current_rates(pool: &PgPool) -> Result<Rates, Error> {
    Ok(repo::settings::rates(&mut *pool.acquire().await?).await?)
}

/// The order this user stored with this request's Idempotency-Key, if any;
/// [`Error::IdempotencyKeyReused`] when that order was placed from a different request.
async fn by_key(pool: &PgPool, request: &OrderRequest) -> Result<Option<pb::Order>, Error> {
    if request.idempotency_key.is_empty() {
        return Ok(None);
    }
    let mut conn = pool.acquire().await?;
    let Some((id, fingerprint)) =
        repo::orders::by_idempotency_key(&mut conn, &request.user_id, &request.idempotency_key)
            .await?
    else {
        return Ok(None);
    };
    if fingerprint.is_some_and(|stored| stored != request.fingerprint()) {
        tracing::info!(order_id = %id, "Idempotency-Key sent again with a different request; refused");
        return Err(Error::IdempotencyKeyReused);
    }
    Ok(repo::orders::find(&mut conn, &OrderRef::Id(id)).await?)
}

/// The reserved products as order lines, checked against the request (one per line, in order).
fn reserved_lines(
    requested: &[LineRequest],
    reservation: shop_proto::catalog::v1::ReserveStockResponse,
) -> Result<Vec<PricedLine>, Error> {
    if reservation.lines.len() != requested.len() {
        return Err(Error::unexpected(
            "reading a reservation",
            format!(
                "{} lines reserved for {} requested",
                reservation.lines.len(),
                requested.len()
            ),
        ));
    }
    reservation
        .lines
        .into_iter()
        .zip(requested)
        .map(|(reserved, wanted)| {
            let product = reserved
                .product
                .filter(|p| p.id == wanted.product_id && reserved.quantity == wanted.quantity)
                .ok_or_else(|| {
                    Error::unexpected(
                        "reading a reservation",
                        format!("line for product {} does not match", wanted.product_id),
                    )
                })?;
            Ok(PricedLine::new(product, wanted.quantity, 0))
        })
        .collect()
}

/// Stores the order, its lines, its first status and its `order.created` event in one
/// transaction, drawing another order number if the first is taken.
async fn store(
    pool: &PgPool,
    order_id: Uuid,
    request: &OrderRequest,
    coupon_code: Option<&str>,
    totals: &Totals,
    lines: &[PricedLine],
) -> Result<(), Error> {
    let mut attempt = 0;
    loop {
        attempt += 1;
        let public_id =
            public_id::generate().map_err(|e| Error::unexpected("drawing an order number", e))?;
        let order = repo::orders::NewOrder {
            id: order_id,
            public_id: &public_id,
            request,
            coupon_code,
            totals,
            lines,
        };
        match insert_with_event(pool, &order).await {
            Ok(()) => return Ok(()),
            Err(e) if repo::orders::is_public_id_taken(&e) && attempt < PUBLIC_ID_ATTEMPTS => {
                tracing::info!(%public_id, "order number taken, drawing another");
            }
            Err(e) => return Err(e.into()),
        }
    }
}

async fn insert_with_event(pool: &PgPool, order: &repo::orders::NewOrder<'_>) -> sqlx::Result<()> {
    let mut tx = pool.begin().await?;
    let created_at = repo::orders::insert(&mut tx, order).await?;
    let order_id = order.id.to_string();
    let lines: Vec<(i64, i32)> = order
        .lines
        .iter()
        .map(|l| (l.product_id, l.quantity))
        .collect();
    events::created(
        &mut tx,
        &OrderIds {
            order_id: &order_id,
            public_id: order.public_id,
            user_id: &order.request.user_id,
        },
        order.totals.total_cents,
        order.request.payment_method.as_str(),
        &lines,
        &rfc3339(created_at),
    )
    .await?;
    tx.commit().await
}
