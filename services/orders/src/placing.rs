//! Quotes and placing an order (ARCHITECTURE.md "Checkout and payment", step 1): prices come
//! from the catalog, stock is reserved there for the order before it is stored, totals are
//! computed here, and a reservation whose order is not stored is given back.

use chrono::{DateTime, Utc};
use shop_common::errors::{ErrorCode, Violations};
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;
use uuid::Uuid;

use crate::catalog::{Catalog, PricedLine};
use crate::delivery::{self, Ask};
use crate::domain::campaign::{self, Coupon, Refusal};
use crate::domain::checkout::{self, LineRequest, OrderRequest, RawOrderRequest};
use crate::domain::delivery::{Choice, DeliverySettings};
use crate::domain::totals::{self, Rates, Totals};
use crate::domain::{PaymentMethod, public_id};
use crate::error::Error;
use crate::events::{self, OrderIds};
use crate::repo::{self, OrderRef, rfc3339};

/// Attempts at drawing an order number nobody has (a clash is already rare).
const PUBLIC_ID_ATTEMPTS: usize = 5;

/// The coupon `code` names if it can be used at `now` by `user_id` (empty for a guest, whose
/// own uses are counted when the order is placed), or why not; `None` for no code. The minimum
/// is checked once the goods are priced ([`price`]).
pub async fn lookup_coupon(
    pool: &PgPool,
    code: &str,
    now: DateTime<Utc>,
    user_id: &str,
) -> Result<Result<Option<Coupon>, Refusal>, Error> {
    if code.trim().is_empty() {
        return Ok(Ok(None));
    }
    let mut conn = pool.acquire().await?;
    let Some(coupon) = repo::coupons::find(&mut conn, &campaign::normalise_code(code)).await?
    else {
        return Ok(Err(Refusal::Unknown));
    };
    if let Some(refusal) = coupon.refusal_at(now) {
        return Ok(Err(refusal));
    }
    let uses = repo::coupons::uses(&mut conn, &coupon.code, user_id).await?;
    Ok(coupon.limit_refusal(uses).map_or(Ok(Some(coupon)), Err))
}

/// Like [`lookup_coupon`], a refusal answered as a violation of `field` with its message.
pub async fn running_coupon(
    pool: &PgPool,
    code: &str,
    now: DateTime<Utc>,
    user_id: &str,
    field: &'static str,
) -> Result<Option<Coupon>, Error> {
    lookup_coupon(pool, code, now, user_id)
        .await?
        .map_err(|refusal| Error::invalid(field, refusal.message()))
}

pub fn totals_to_pb(t: &Totals) -> pb::Totals {
    pb::Totals {
        subtotal_cents: t.subtotal_cents,
        discount_cents: t.discount_cents,
        shipping_cents: t.shipping_cents,
        vat_cents: t.vat_cents,
        cod_fee_cents: t.cod_fee_cents,
        total_cents: t.total_cents,
        amount_to_free_shipping_cents: t.amount_to_free_shipping_cents,
        free_shipping_reason: t.free_shipping.map_or("", |f| f.as_str()).to_owned(),
        vat_rate_bp: t.vat_rate_bp,
        prices_include_vat: t.prices_include_vat,
    }
}

/// The delivery asked for, with the settings and day (Nairobi) to answer it at.
#[derive(Debug, Clone, Copy)]
pub struct Delivering<'a> {
    pub settings: &'a DeliverySettings,
    pub ask: &'a Ask,
    pub today: chrono::NaiveDate,
}

/// The totals of priced lines at `rates` with `coupon`'s discount, the quote that shows them
/// and each line's share of the discount; goods below the coupon's minimum are refused on
/// `coupon_code`. With `delivering`, the fee is the chosen delivery's (`domain::delivery`) and
/// the quote answers every choice; the chosen one is answered last.
fn price(
    rates: &Rates,
    lines: &[PricedLine],
    coupon: Option<&Coupon>,
    method: Option<PaymentMethod>,
    delivering: Option<Delivering<'_>>,
) -> Result<(Totals, pb::Quote, Vec<i64>, Option<Choice>), Error> {
    let subtotal = totals::subtotal(lines.iter().map(|l| (l.unit_price_cents, l.quantity)))?;
    if let Some(refusal) = coupon.and_then(|c| c.minimum_refusal(subtotal)) {
        return Err(Error::invalid("coupon_code", refusal.message()));
    }
    let line_totals = lines
        .iter()
        .map(|l| totals::line_total(l.unit_price_cents, l.quantity))
        .collect::<Result<Vec<_>, _>>()?;
    let discounts = coupon.map_or_else(|| vec![0; lines.len()], |c| c.line_discounts(&line_totals));
    let discount: i64 = discounts.iter().sum();
    let weight: i64 = lines
        .iter()
        .map(|l| i64::from(l.weight_tenths_kg.max(0)) * i64::from(l.quantity))
        .sum();
    let delivered = match delivering {
        Some(d) if !lines.is_empty() => Some(delivery::resolve(
            d.settings,
            d.ask,
            (subtotal - discount).max(0),
            weight,
            d.today,
        )?),
        _ => None,
    };
    let rates = delivered.as_ref().map_or(*rates, |(chosen, _)| {
        crate::domain::delivery::rates_for(rates, chosen)
    });
    let line_goods: Vec<i64> = line_totals
        .iter()
        .zip(&discounts)
        .map(|(total, discount)| total - discount)
        .collect();
    let mut totals = totals::compute(
        &rates,
        subtotal,
        discount,
        &line_goods,
        coupon.is_some_and(Coupon::free_shipping),
        method,
    )?;
    if let Some((chosen, _)) = &delivered {
        totals = crate::domain::delivery::finish(totals, chosen);
    }
    let quote_lines = lines
        .iter()
        .zip(&discounts)
        .map(|(l, &discount_cents)| {
            Ok(pb::Line {
                product_id: l.product_id,
                name: l.name.clone(),
                unit_price_cents: l.unit_price_cents,
                quantity: l.quantity,
                line_total_cents: totals::line_total(l.unit_price_cents, l.quantity)?,
                image: l.image.clone(),
                category: l.category.clone(),
                available: l.available,
                item_class: l.item_class.clone(),
                discount_cents,
            })
        })
        .collect::<Result<Vec<_>, totals::Overflow>>()?;
    let quote = pb::Quote {
        lines: quote_lines,
        totals: Some(totals_to_pb(&totals)),
        coupon_code: coupon.map(|c| c.code.clone()).unwrap_or_default(),
        free_shipping_threshold_cents: delivered
            .as_ref()
            .map_or(rates.free_delivery_threshold_cents, |(chosen, _)| {
                chosen.free_from_cents.unwrap_or(0)
            }),
        delivery_choices: delivered
            .as_ref()
            .map(|(_, all)| all.iter().map(delivery::choice_to_pb).collect())
            .unwrap_or_default(),
        delivery: delivered
            .as_ref()
            .map(|(chosen, _)| delivery::choice_to_pb(chosen)),
    };
    Ok((
        totals,
        quote,
        discounts,
        delivered.map(|(chosen, _)| chosen),
    ))
}

/// Prices `lines` at the catalog's current prices and `rates`, without reserving anything.
/// Products the catalog does not know, or does not sell (status other than "live": a draft or a
/// hidden product), are left out: the gateway reports them as missing, the cart as no longer
/// available.
pub async fn current_quote(
    rates: &Rates,
    catalog: &Catalog,
    lines: &[LineRequest],
    coupon: Option<&Coupon>,
    method: Option<PaymentMethod>,
    delivering: Option<Delivering<'_>>,
) -> Result<pb::Quote, Error> {
    let products = catalog
        .products(lines.iter().map(|l| l.product_id).collect())
        .await?;
    let priced: Vec<PricedLine> = lines
        .iter()
        .filter_map(|line| {
            products
                .iter()
                .find(|p| p.id == line.product_id && p.status == "live")
                .map(|p| PricedLine::new(p.clone(), line.quantity, p.stock))
        })
        .collect();
    Ok(price(rates, &priced, coupon, method, delivering)?.1)
}

/// The delivery fields of a quote or placement: the county (`state`), method and pickup point.
#[derive(Debug, Clone, Copy, Default)]
pub struct DeliveryFields<'a> {
    pub state: &'a str,
    pub method: &'a str,
    pub pickup_point: &'a str,
}

/// GetQuote: what these items would cost now, for `user_id` (empty for a guest), delivered as
/// `fields` ask (a county: every choice and the chosen one's fee).
#[allow(clippy::too_many_arguments)]
pub async fn quote(
    pool: &PgPool,
    catalog: &Catalog,
    items: Vec<LineRequest>,
    coupon_code: &str,
    payment_method: &str,
    fields: DeliveryFields<'_>,
    now: DateTime<Utc>,
    user_id: &str,
) -> Result<pb::Quote, Error> {
    let mut v = Violations::new();
    let ask = delivery::parse_ask(&mut v, fields.state, fields.method, fields.pickup_point);
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
        Some(code) => lookup_coupon(pool, &code, now, user_id)
            .await?
            .unwrap_or_else(|refusal| {
                v.add("coupon_code", refusal.message());
                None
            }),
        None => None,
    };
    v.finish()?;
    // The settings of this moment (one row by its key; no cache, so an admin's change is the
    // next quote's).
    let rates = current_rates(pool).await?;
    let settings = match ask {
        Some(_) => Some(delivery::current(pool).await?),
        None => None,
    };
    let delivering = ask
        .as_ref()
        .zip(settings.as_ref())
        .map(|(ask, settings)| Delivering {
            settings,
            ask,
            today: shop_common::nairobi::today(now),
        });
    current_quote(
        &rates,
        catalog,
        &lines.unwrap_or_default(),
        coupon.as_ref(),
        method.flatten(),
        delivering,
    )
    .await
}

/// What a placement comes to (PlaceOrderResponse): the order, or an outcome the shopper
/// recovers from. Refusals (bad fields, a reused Idempotency-Key) and failures are errors.
#[derive(Debug)]
pub enum Placed {
    /// Stored now, or by the first placement with the same Idempotency-Key (boxed: an order is
    /// several times the size of the other answers).
    Order(Box<pb::Order>),
    /// Some lines are short or their product is gone; nothing was reserved.
    OutOfStock(Vec<catalog_pb::Shortage>),
    /// The total the shopper saw is not the server's: the quote the order would have now. The
    /// stock was given back.
    TotalChanged(Box<pb::Quote>),
}

/// PlaceOrder for `user_id` (the caller): reserve, price, compare with what the shopper saw,
/// store with its event.
pub async fn place(
    pool: &PgPool,
    catalog: &Catalog,
    user_id: &str,
    raw: RawOrderRequest,
    fields: DeliveryFields<'_>,
    now: DateTime<Utc>,
) -> Result<Placed, Error> {
    // The coupon is looked up first so that an unknown one is reported with every other field.
    let coupon = match checkout::coupon_code(&raw.coupon_code) {
        Ok(code) => lookup_coupon(pool, &code, now, user_id).await?,
        Err(_) => Ok(None),
    };
    let refusal = coupon.as_ref().err().map(Refusal::message);
    let mut request = OrderRequest::parse(user_id, raw, refusal.as_deref())?;
    let coupon = coupon.unwrap_or(None);
    // The county as checked with the address (a joined address that could not be split has
    // none: the flat rates then apply, with no promise).
    let mut v = Violations::new();
    let ask = delivery::parse_ask(
        &mut v,
        &request.shipping.county,
        fields.method,
        fields.pickup_point,
    );
    v.finish()?;
    // The delivery choice is part of what the Idempotency-Key's request was.
    request.delivery_choice = delivery::choice_key(ask.as_ref());
    // A repeated placement (same user, same Idempotency-Key) answers the order already stored,
    // or, when the request is not the one the key was first sent with, is refused before
    // anything is reserved.
    if let Some(stored) = by_key(pool, &request).await? {
        tracing::info!(order_id = %stored.id, "placement repeated with its Idempotency-Key; the stored order answered");
        return Ok(Placed::Order(Box::new(stored)));
    }
    let order_id = Uuid::new_v4();

    let reserved = match catalog.reserve(order_id, &request.lines).await {
        Ok(reservation) if !reservation.reserved => {
            return Ok(Placed::OutOfStock(reservation.shortages));
        }
        reserved => reserved,
    };
    // From here stock may be held for `order_id` (a call that failed may have reserved before
    // its answer was lost). It stays held only with the order stored; in every other case it
    // is given back here, once.
    let settled = match reserved {
        Ok(reservation) => {
            let placing = Placing {
                request: &request,
                coupon: coupon.as_ref(),
                ask: ask.as_ref(),
                now,
            };
            settle(pool, order_id, &placing, reservation).await
        }
        Err(e) => Err(e),
    };
    if !matches!(settled, Ok(Settled::Stored)) {
        catalog.release(order_id).await;
    }
    match settled {
        Ok(Settled::Stored) => {
            repo::orders::find(&mut *pool.acquire().await?, &OrderRef::Id(order_id))
                .await?
                .map(|order| Placed::Order(Box::new(order)))
                .ok_or_else(|| Error::unexpected("reading a placed order", "the order is missing"))
        }
        Ok(Settled::TotalChanged(quote)) => Ok(Placed::TotalChanged(quote)),
        // The same placement, repeated at the same moment, stored its order first.
        Err(Error::Database(db)) if repo::orders::is_idempotency_key_taken(&db) => {
            match by_key(pool, &request).await? {
                Some(first) => Ok(Placed::Order(Box::new(first))),
                None => Err(Error::Database(db)),
            }
        }
        Err(e) => Err(e),
    }
}

/// A checked placement: the request, its coupon and the delivery asked for.
#[derive(Clone, Copy)]
struct Placing<'a> {
    request: &'a OrderRequest,
    coupon: Option<&'a Coupon>,
    ask: Option<&'a Ask>,
    now: DateTime<Utc>,
}

/// What became of an order whose stock is reserved (anything else is an error).
enum Settled {
    /// The order is stored: its reservation is kept.
    Stored,
    /// The shopper's total is not this quote's.
    TotalChanged(Box<pb::Quote>),
}

/// Everything after the stock of `order_id` is reserved: the lines as reserved, priced at the
/// settings of this moment (the totals and the VAT rate stored with the order come from this
/// one read), compared with the total the shopper saw, and stored with the order's event.
/// [`Settled::Stored`] exactly when the order is stored, a commit whose answer was lost
/// included: the one case where the caller keeps the reservation.
async fn settle(
    pool: &PgPool,
    order_id: Uuid,
    placing: &Placing<'_>,
    reservation: catalog_pb::ReserveStockResponse,
) -> Result<Settled, Error> {
    let Placing {
        request,
        coupon,
        ask,
        now,
    } = *placing;
    let priced = reserved_lines(&request.lines, reservation)?;
    let rates = current_rates(pool).await?;
    let settings = match ask {
        Some(_) => Some(delivery::current(pool).await?),
        None => None,
    };
    let delivering = ask
        .zip(settings.as_ref())
        .map(|(ask, settings)| Delivering {
            settings,
            ask,
            today: shop_common::nairobi::today(now),
        });
    let (totals, quote, discounts, chosen) = price(
        &rates,
        &priced,
        coupon,
        Some(request.payment_method),
        delivering,
    )?;
    if let Some(expected) = request.expected_total_cents
        && expected != totals.total_cents
    {
        return Ok(Settled::TotalChanged(Box::new(quote)));
    }
    // Lipa Mdogo Mdogo: offered now, and for this total (the order's final total).
    let plan = if request.instalments {
        let settings = crate::instalments::settings(&mut *pool.acquire().await?).await?;
        if let Some(why) = settings.refuse(totals.total_cents) {
            return Err(Error::invalid("payment_plan", why));
        }
        Some(settings)
    } else {
        None
    };
    let priced = Priced {
        coupon,
        totals: &totals,
        lines: &priced,
        discounts: &discounts,
        delivery: chosen.as_ref(),
        now,
        plan,
    };
    let Err(e) = store(pool, order_id, request, &priced).await else {
        return Ok(Settled::Stored);
    };
    // A commit whose answer was lost may still have stored the order: keep its stock then.
    let stored = match pool.acquire().await {
        Ok(mut conn) => repo::orders::find(&mut conn, &OrderRef::Id(order_id))
            .await
            .ok()
            .flatten()
            .is_some(),
        Err(_) => false,
    };
    if stored {
        tracing::warn!(%order_id, error = %e, "storing the order failed after its commit; the order is stored");
        return Ok(Settled::Stored);
    }
    Err(e)
}

/// The shopper's sentence about one short line: the product gone or not for sale (a draft or
/// hidden product), none left, or how many.
pub fn shortage_line(s: &catalog_pb::Shortage) -> String {
    if s.name.is_empty() {
        format!("Product {} is no longer available", s.product_id)
    } else if s.unavailable {
        format!("{} is no longer available", s.name)
    } else if s.available <= 0 {
        format!("{} is out of stock", s.name)
    } else {
        format!("Only {} left of {}", s.available, s.name)
    }
}

/// The out-of-stock answer of a reservation's shortages: its message names the first product
/// gone if any, else the first short one; what is left is never below 0.
pub fn out_of_stock(shortages: Vec<catalog_pb::Shortage>) -> pb::OutOfStock {
    let first = shortages
        .iter()
        .find(|s| s.name.is_empty() || s.unavailable)
        .or_else(|| shortages.first());
    pb::OutOfStock {
        message: first.map_or_else(
            || ErrorCode::OutOfStock.default_message().to_owned(),
            shortage_line,
        ),
        shortages: shortages
            .into_iter()
            .map(|s| pb::Shortage {
                product_id: s.product_id,
                name: s.name,
                requested: s.requested,
                available: s.available.max(0),
            })
            .collect(),
    }
}

impl From<Placed> for pb::PlaceOrderResponse {
    fn from(placed: Placed) -> Self {
        use pb::place_order_response::Outcome;
        let outcome = match placed {
            Placed::Order(order) => Outcome::Order(*order),
            Placed::OutOfStock(shortages) => Outcome::OutOfStock(out_of_stock(shortages)),
            Placed::TotalChanged(quote) => Outcome::TotalChanged(*quote),
        };
        Self {
            outcome: Some(outcome),
        }
    }
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
/// The catalog answers each product with its stock after the reservation.
fn reserved_lines(
    requested: &[LineRequest],
    reservation: catalog_pb::ReserveStockResponse,
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
            // What the shopper could have once this reservation is given back (a fresh quote
            // shows it; an order keeps no stock figure).
            let available = product.stock.saturating_add(wanted.quantity);
            Ok(PricedLine::new(product, wanted.quantity, available))
        })
        .collect()
}

/// An order's money as priced, with the coupon it applies.
struct Priced<'a> {
    coupon: Option<&'a Coupon>,
    totals: &'a Totals,
    lines: &'a [PricedLine],
    /// Each line's share of the discount.
    discounts: &'a [i64],
    /// The delivery chosen, kept as the order's promise.
    delivery: Option<&'a Choice>,
    now: DateTime<Utc>,
    /// Lipa Mdogo Mdogo: the plan's settings the schedule is computed with.
    plan: Option<crate::domain::instalments::PlanSettings>,
}

/// Stores the order, its lines, its first status, its coupon's use and its `order.created`
/// event in one transaction, drawing another order number if the first is taken.
async fn store(
    pool: &PgPool,
    order_id: Uuid,
    request: &OrderRequest,
    priced: &Priced<'_>,
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
            coupon_code: priced.coupon.map(|c| c.code.as_str()),
            totals: priced.totals,
            lines: priced.lines,
            discounts: priced.discounts,
            delivery: priced.delivery,
        };
        match insert_with_event(pool, &order, priced).await {
            Ok(None) => return Ok(()),
            Ok(Some(refusal)) => return Err(Error::invalid("coupon_code", refusal)),
            Err(e) if repo::orders::is_public_id_taken(&e) && attempt < PUBLIC_ID_ATTEMPTS => {
                tracing::info!(%public_id, "order number taken, drawing another");
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Inserts the order with its event; `Ok(Some(message))` (nothing written) when its coupon can
/// no longer be used. The coupon's row is locked before its uses are counted, so concurrent
/// placements with one code are counted one after the other and a limit is never exceeded.
async fn insert_with_event(
    pool: &PgPool,
    order: &repo::orders::NewOrder<'_>,
    priced: &Priced<'_>,
) -> sqlx::Result<Option<String>> {
    let mut tx = pool.begin().await?;
    if let Some(coupon) = priced.coupon {
        let user_id = &order.request.user_id;
        // Held until commit: another placement with this code waits here.
        let Some(locked) = repo::coupons::lock(&mut tx, &coupon.code).await? else {
            return Ok(Some(Refusal::Unknown.message()));
        };
        if let Some(refusal) = locked.refusal_at(priced.now) {
            return Ok(Some(refusal.message()));
        }
        if locked.kind != coupon.kind || locked.min_subtotal_cents != coupon.min_subtotal_cents {
            return Ok(Some(CODE_CHANGED.to_owned()));
        }
        let uses = repo::coupons::uses(&mut tx, &locked.code, user_id).await?;
        if let Some(refusal) = locked.limit_refusal(uses) {
            return Ok(Some(refusal.message()));
        }
    }
    let created_at = repo::orders::insert(&mut tx, order).await?;
    if let Some(plan) = &priced.plan {
        crate::instalments::attach(
            &mut tx,
            order.id,
            plan,
            order.totals.total_cents,
            created_at,
        )
        .await?;
    }
    if let Some(coupon) = priced.coupon {
        repo::coupons::take_use(&mut tx, order.id, &coupon.code, &order.request.user_id).await?;
    }
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
    tx.commit().await?;
    crate::tallies::placed(order.request.payment_method);
    Ok(None)
}

/// An admin changed the code's discount while the shopper was paying: priced again, it would
/// not be the total shown.
pub const CODE_CHANGED: &str = "This code has just changed: apply it again to see your total";

#[cfg(test)]
mod tests {
    use super::*;

    fn shortage(product_id: i64, name: &str, available: i32) -> catalog_pb::Shortage {
        catalog_pb::Shortage {
            product_id,
            name: name.to_owned(),
            requested: 5,
            available,
            unavailable: false,
        }
    }

    #[test]
    fn shortages_are_answered_with_the_sentence_of_the_first_product_gone_or_short() {
        let answer = out_of_stock(vec![shortage(1, "Nairobi Sofa", 3)]);
        assert_eq!(answer.message, "Only 3 left of Nairobi Sofa");
        assert_eq!(
            answer.shortages,
            [pb::Shortage {
                product_id: 1,
                name: "Nairobi Sofa".to_owned(),
                requested: 5,
                available: 3,
            }]
        );
        assert_eq!(
            out_of_stock(vec![shortage(1, "Nairobi Sofa", 0)]).message,
            "Nairobi Sofa is out of stock"
        );
        let answer = out_of_stock(vec![shortage(1, "Nairobi Sofa", 0), shortage(7, "", -2)]);
        assert_eq!(answer.message, "Product 7 is no longer available");
        assert_eq!(answer.shortages.len(), 2);
        assert_eq!(answer.shortages[1].available, 0, "never below 0");
        let draft = catalog_pb::Shortage {
            unavailable: true,
            ..shortage(9, "Lamu Chair (Copy)", 0)
        };
        let answer = out_of_stock(vec![shortage(1, "Nairobi Sofa", 0), draft]);
        assert_eq!(answer.message, "Lamu Chair (Copy) is no longer available");
    }
}
