//! Checkout and orders (customer spec: Checkout, Order confirmation, Track order, Account; admin
//! spec: Orders, Dashboard; docs/web-contract.md "Cart, wishlist, checkout and orders").
//!
//! The gateway checks the form and the caller; the orders service prices, reserves stock and
//! computes the totals (DECISIONS.md "Money and totals"). An order always belongs to the caller:
//! a `userId` in the body is ignored.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use prost::Message;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_common::validate;
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;

use crate::account_rules::FieldErrors;
use crate::api::accounts::MessageJson;
use crate::auth::{Admin, SignedIn};
use crate::error::ApiError;
use crate::extract::{AppJson, QueryPairs};
use crate::money::{Ksh, parse_ksh};
use crate::order_json::{OrderJson, QuoteJson};
use crate::state::{AppState, grpc_request};

const ORDER_NOT_FOUND: (&str, &str) = ("order_not_found", "Order not found");
const TRACK_NOT_FOUND: &str = "No order matches that order number and phone number";
const NOT_CANCELLABLE: &str = "Only pending orders can be cancelled";
const TOTAL_CHANGED: &str = "The total has changed. Please review your order.";
const CANCELLED_IS_FINAL: &str = "A cancelled order cannot be changed";

/// Most lines (distinct products) in one order or quote.
pub const MAX_ORDER_LINES: usize = 50;
/// Most units of one product in a cart or an order line.
pub const MAX_QUANTITY: i64 = 99;
/// The largest total a client may claim: KSh 10 billion.
const MAX_TOTAL_CENTS: i64 = 1_000_000_000_000;
const MAX_LIST_LIMIT: u32 = 100;
const MAX_LIST_PAGE: u32 = 100_000;
const STATUSES: [&str; 5] = ["pending", "processing", "shipped", "delivered", "cancelled"];

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/orders", get(list_orders).post(place_order))
        .route("/api/orders/quote", post(quote))
        .route("/api/orders/track", post(track))
        .route("/api/orders/total-sales", get(total_sales))
        .route("/api/orders/stats", get(stats))
        .route("/api/orders/user/{user_id}", get(user_orders))
        .route("/api/orders/{id}", get(order_by_id).delete(delete_order))
        .route("/api/orders/{id}/cancel", put(cancel_order))
        .route("/api/orders/{id}/status", put(update_status))
}

// ---------------------------------------------------------------------------------------------
// The checkout form.

/// A product id: a positive whole number (a JSON integer, or digits in a string).
pub fn product_id(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64(),
        Value::String(s) if s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()) => {
            s.parse().ok()
        }
        _ => None,
    }
    .filter(|id| *id > 0)
}

/// A cart or order quantity: a JSON integer from 1 to 99.
pub fn quantity(value: &Value) -> Option<i32> {
    value
        .as_i64()
        .filter(|q| (1..=MAX_QUANTITY).contains(q))
        .and_then(|q| i32::try_from(q).ok())
}

const ITEMS_SHAPE: &str =
    "Each item needs a productId (a positive whole number) and a quantity from 1 to 99";

/// `items: [{productId, quantity}]`, at most `max` of them; the same product twice is one line
/// with the quantities added. Empty (with the error recorded) when it is not that.
fn order_lines(
    items: Option<&Value>,
    max: usize,
    empty_allowed: bool,
    errors: &mut FieldErrors,
) -> Vec<pb::LineRequest> {
    let items = match items {
        None | Some(Value::Null) => &[][..],
        Some(Value::Array(items)) => items.as_slice(),
        Some(_) => {
            errors.add("items", ITEMS_SHAPE);
            return Vec::new();
        }
    };
    if items.is_empty() && !empty_allowed {
        errors.add("items", "Your cart is empty");
        return Vec::new();
    }
    if items.len() > max {
        errors.add(
            "items",
            format!("An order can have at most {max} different products"),
        );
        return Vec::new();
    }
    let mut lines: Vec<pb::LineRequest> = Vec::new();
    for item in items {
        let (Some(id), Some(qty)) = (
            item.get("productId").and_then(product_id),
            item.get("quantity").and_then(quantity),
        ) else {
            errors.add("items", ITEMS_SHAPE);
            return Vec::new();
        };
        match lines.iter_mut().find(|line| line.product_id == id) {
            Some(line) => line.quantity += qty,
            None => lines.push(pb::LineRequest {
                product_id: id,
                quantity: qty,
            }),
        }
    }
    if lines
        .iter()
        .any(|line| i64::from(line.quantity) > MAX_QUANTITY)
    {
        errors.add("items", "At most 99 of one product per order");
    }
    lines
}

/// The client's total as shown to the shopper: a non-negative KSh amount with at most two
/// decimals, converted to cents exactly (no float arithmetic).
fn claimed_total(value: &Value) -> Option<i64> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => return None,
    };
    parse_ksh(&text, MAX_TOTAL_CENTS)
}

fn payment_method(text: &str) -> Option<&'static str> {
    match text.trim().to_ascii_lowercase().as_str() {
        "card" => Some("card"),
        "mpesa" | "m-pesa" => Some("mpesa"),
        "paypal" => Some("paypal"),
        "cod" => Some("cod"),
        _ => None,
    }
}

fn delivery_time(text: &str) -> Option<&'static str> {
    match text.trim().to_ascii_lowercase().as_str() {
        "" => Some(""),
        "morning" => Some("morning"),
        "afternoon" => Some("afternoon"),
        "evening" => Some("evening"),
        "anytime" => Some("anytime"),
        _ => None,
    }
}

/// The body of `POST /api/orders` (and, in part, of the quote). Every text may be absent or
/// null; the aliases the screens use are accepted.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct OrderForm {
    items: Option<Value>,
    first_name: Option<String>,
    last_name: Option<String>,
    customer_name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    street: Option<String>,
    city: Option<String>,
    state: Option<String>,
    county: Option<String>,
    zip_code: Option<String>,
    zip: Option<String>,
    postal_code: Option<String>,
    payment_method: Option<String>,
    coupon_code: Option<String>,
    delivery_instructions: Option<String>,
    preferred_delivery_time: Option<String>,
    total_amount: Option<Value>,
}

/// The first of `choices` that has text, trimmed.
fn first_text(choices: &[&Option<String>]) -> String {
    choices
        .iter()
        .filter_map(|c| c.as_deref())
        .map(str::trim)
        .find(|t| !t.is_empty())
        .unwrap_or("")
        .to_owned()
}

/// A checked order form: the request to the orders service (without the caller) and which
/// field a name error belongs to.
struct Checkout {
    request: pb::PlaceOrderRequest,
    name_field: &'static str,
}

impl Checkout {
    fn parse(form: &OrderForm) -> Result<Self, ApiError> {
        let mut errors = FieldErrors::default();
        let items = order_lines(form.items.as_ref(), MAX_ORDER_LINES, false, &mut errors);

        let full_name = first_text(&[&form.customer_name]);
        let (customer_name, name_field) = if full_name.is_empty() {
            let first = first_text(&[&form.first_name]);
            let last = first_text(&[&form.last_name]);
            errors.required_text("firstName", "First name", &first, 100);
            errors.required_text("lastName", "Last name", &last, 100);
            (format!("{first} {last}"), "firstName")
        } else {
            errors.short_text("customerName", "Name", &full_name, 200);
            (full_name, "customerName")
        };
        let email = first_text(&[&form.email]);
        errors.email_worded("email", &email, "Please enter a valid email address");
        let phone = first_text(&[&form.phone]);
        let digits = phone.chars().filter(char::is_ascii_digit).count();
        if phone.is_empty() {
            errors.add("phone", "Phone is required");
        } else if phone.len() > 30
            || !(9..=15).contains(&digits)
            || !phone
                .chars()
                .all(|c| c.is_ascii_digit() || " +-()".contains(c))
        {
            errors.add("phone", "Please enter a valid phone number");
        }
        let address = first_text(&[&form.address, &form.street]);
        errors.required_text("address", "Address", &address, 200);
        let city = first_text(&[&form.city]);
        errors.required_text("city", "City", &city, 100);
        let county = first_text(&[&form.state, &form.county]);
        errors.required_text("state", "County", &county, 100);
        let postal_code = first_text(&[&form.zip_code, &form.postal_code, &form.zip]);
        errors.required_text("zipCode", "Postal code", &postal_code, 20);

        let method = payment_method(form.payment_method.as_deref().unwrap_or(""));
        if method.is_none() {
            errors.add("paymentMethod", "Invalid payment method");
        }
        let coupon_code = first_text(&[&form.coupon_code]);
        if coupon_code.chars().count() > 50 {
            errors.add("couponCode", "Invalid coupon code");
        }
        let instructions = first_text(&[&form.delivery_instructions]);
        errors.short_text(
            "deliveryInstructions",
            "Delivery instructions",
            &instructions,
            500,
        );
        let time = delivery_time(form.preferred_delivery_time.as_deref().unwrap_or(""));
        if time.is_none() {
            errors.add(
                "preferredDeliveryTime",
                "Please select a preferred delivery time",
            );
        }
        let expected_total_cents = match &form.total_amount {
            None | Some(Value::Null) => None,
            Some(value) => {
                let cents = claimed_total(value);
                if cents.is_none() {
                    errors.add(
                        "totalAmount",
                        "totalAmount must be an amount in KSh of at most 2 decimals",
                    );
                }
                cents
            }
        };
        errors.into_result().map_err(ApiError::into_form_error)?;
        Ok(Self {
            request: pb::PlaceOrderRequest {
                user_id: String::new(),
                items,
                shipping: Some(pb::ShippingDetails {
                    customer_name,
                    email: validate::normalise_email(&email),
                    phone,
                    address,
                    city,
                    county,
                    postal_code,
                }),
                payment_method: method.unwrap_or_default().to_owned(),
                coupon_code,
                delivery_instructions: instructions,
                preferred_delivery_time: time.unwrap_or_default().to_owned(),
                expected_total_cents,
                idempotency_key: String::new(),
            },
            name_field,
        })
    }
}

/// The contract's name for a field the orders service names in `x-field` (`shipping.county`,
/// `postal_code`, `items[2].quantity`, ...).
fn contract_field(service_field: &str, name_field: &'static str) -> Option<&'static str> {
    let field = service_field
        .rsplit_once('.')
        .map_or(service_field, |(parent, leaf)| {
            if parent.starts_with("items") || parent.starts_with("lines") {
                "items"
            } else {
                leaf
            }
        });
    let key: String = field
        .chars()
        .take_while(|c| *c != '[')
        .filter(|c| *c != '_')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Some(match key.as_str() {
        "items" | "lines" | "productid" | "quantity" => "items",
        "customername" | "name" => name_field,
        "firstname" => "firstName",
        "lastname" => "lastName",
        "email" => "email",
        "phone" => "phone",
        "address" | "street" => "address",
        "city" => "city",
        "county" | "state" => "state",
        "postalcode" | "zipcode" | "zip" => "zipCode",
        "paymentmethod" => "paymentMethod",
        "couponcode" | "coupon" | "code" => "couponCode",
        "deliveryinstructions" => "deliveryInstructions",
        "preferreddeliverytime" => "preferredDeliveryTime",
        "expectedtotalcents" | "totalamount" | "total" => "totalAmount",
        _ => return None,
    })
}

/// INVALID_ARGUMENT from the orders service: a field error on the contract's field when the
/// service named one, else a plain 400.
fn invalid_argument(status: &tonic::Status, name_field: &'static str) -> ApiError {
    let message = if status.message().is_empty() {
        crate::error::messages::BAD_REQUEST
    } else {
        status.message()
    };
    match status
        .metadata()
        .get(shop_common::grpc::FIELD_METADATA)
        .and_then(|v| v.to_str().ok())
        .and_then(|f| contract_field(f, name_field))
    {
        Some(field) => ApiError::field(field, message).into_form_error(),
        None => ApiError::BadRequest(message.to_owned()),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShortageJson {
    product_id: i64,
    name: String,
    requested: i32,
    available: i32,
}

/// 409 `out_of_stock` from the catalog's shortages (in the status details); the service's
/// message names the first product short ('Only 3 left of Nairobi Sofa'). A product that no
/// longer exists is a shortage too (empty name, nothing available).
fn out_of_stock(status: &tonic::Status) -> ApiError {
    let shortages: Vec<ShortageJson> = catalog_pb::ReserveStockResponse::decode(status.details())
        .map(|r| r.shortages)
        .unwrap_or_default()
        .into_iter()
        .map(|s| ShortageJson {
            product_id: s.product_id,
            name: s.name,
            requested: s.requested,
            available: s.available.max(0),
        })
        .collect();
    let message = match (status.message(), shortages.first()) {
        ("", Some(s)) if s.name.is_empty() => {
            "A product in your cart is no longer available".to_owned()
        }
        ("", Some(s)) if s.available == 0 => format!("{} is out of stock", s.name),
        ("", Some(s)) => format!("Only {} left of {}", s.available, s.name),
        ("", None) => "Some products in your cart are out of stock".to_owned(),
        (message, _) => message.to_owned(),
    };
    let mut extra = serde_json::Map::new();
    extra.insert(
        "shortages".into(),
        serde_json::to_value(shortages).unwrap_or_default(),
    );
    ApiError::ConflictWith {
        code: "out_of_stock",
        message,
        extra,
    }
}

/// 409 `total_changed` with the fresh quote (in the status details).
fn total_changed(status: &tonic::Status, requested: &[i64]) -> ApiError {
    let quote = pb::Quote::decode(status.details())
        .ok()
        .and_then(|q| serde_json::to_value(QuoteJson::new(q, requested)).ok())
        .unwrap_or(Value::Null);
    let mut extra = serde_json::Map::new();
    extra.insert("quote".into(), quote);
    ApiError::ConflictWith {
        code: "total_changed",
        message: TOTAL_CHANGED.to_owned(),
        extra,
    }
}

#[derive(Serialize)]
struct PlacedJson {
    order_id: String,
    public_id: String,
    order: OrderJson,
}

/// A placement whose outcome is unknown (the orders service stopped or did not answer in time).
pub const ORDER_UNCONFIRMED_RETRY: &str =
    "We could not confirm your order - please try again: it will not be placed twice";
pub const ORDER_UNCONFIRMED: &str =
    "We could not confirm your order - check My Orders before ordering again";

/// `POST /api/orders`: places the caller's order (Checkout, "Place order").
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
async fn place_order(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<OrderForm>,
) -> Result<(StatusCode, Json<PlacedJson>), ApiError> {
    let Checkout {
        mut request,
        name_field,
    } = Checkout::parse(&form)?;
    let requested: Vec<i64> = request.items.iter().map(|l| l.product_id).collect();
    request.user_id = caller.user.id;
    request.idempotency_key = crate::idempotency::key(&headers)?;
    let keyed = !request.idempotency_key.is_empty();
    let order = state
        .orders
        .clone()
        .place_order(grpc_request(request, &headers))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::InvalidArgument => invalid_argument(&status, name_field),
            tonic::Code::FailedPrecondition | tonic::Code::NotFound => out_of_stock(&status),
            tonic::Code::Aborted => total_changed(&status, &requested),
            // The order may or may not have been stored: say so, never a bare 500. With an
            // Idempotency-Key the retry answers the stored order if there is one.
            tonic::Code::Unavailable
            | tonic::Code::DeadlineExceeded
            | tonic::Code::Cancelled
            | tonic::Code::Unknown
            | tonic::Code::Internal => {
                tracing::warn!(code = ?status.code(), message = status.message(), keyed, "placement outcome unknown");
                ApiError::UnavailableWith {
                    code: "order_unconfirmed",
                    message: if keyed {
                        ORDER_UNCONFIRMED_RETRY.to_owned()
                    } else {
                        ORDER_UNCONFIRMED.to_owned()
                    },
                }
            }
            _ => ApiError::from_status(status, ORDER_NOT_FOUND),
        })?
        .into_inner();
    Ok((
        StatusCode::CREATED,
        Json(PlacedJson {
            order_id: order.id.clone(),
            public_id: order.public_id.clone(),
            order: order.into(),
        }),
    ))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct QuoteForm {
    items: Option<Value>,
    coupon_code: Option<String>,
    payment_method: Option<String>,
}

/// `POST /api/orders/quote`: the totals of a cart now (Cart, Checkout summary). Anyone.
#[tracing::instrument(skip_all)]
async fn quote(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<QuoteForm>,
) -> Result<Json<QuoteJson>, ApiError> {
    let mut errors = FieldErrors::default();
    let items = order_lines(form.items.as_ref(), MAX_ORDER_LINES, true, &mut errors);
    let coupon_code = first_text(&[&form.coupon_code]);
    if coupon_code.chars().count() > 50 {
        errors.add("couponCode", "Invalid coupon code");
    }
    let method = form.payment_method.as_deref().unwrap_or("").trim();
    let method = if method.is_empty() {
        Some("")
    } else {
        payment_method(method)
    };
    if method.is_none() {
        errors.add("paymentMethod", "Invalid payment method");
    }
    errors.into_result().map_err(ApiError::into_form_error)?;
    let requested: Vec<i64> = items.iter().map(|l| l.product_id).collect();
    let quote = state
        .orders
        .clone()
        .get_quote(grpc_request(
            pb::QuoteRequest {
                items,
                coupon_code,
                payment_method: method.unwrap_or_default().to_owned(),
            },
            &headers,
        ))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::InvalidArgument => invalid_argument(&status, "items"),
            _ => ApiError::from_status(status, ORDER_NOT_FOUND),
        })?
        .into_inner();
    Ok(Json(QuoteJson::new(quote, &requested)))
}

// ---------------------------------------------------------------------------------------------
// Reading and changing one order.

fn order_not_found() -> ApiError {
    ApiError::not_found(ORDER_NOT_FOUND.0, ORDER_NOT_FOUND.1)
}

/// An order id as the service reads it: a UUID (normalised) or a public id (upper-cased).
/// Anything that cannot be either is simply not found.
pub(crate) fn order_key(id: &str) -> Result<String, ApiError> {
    let id = id.trim().trim_start_matches('#');
    if let Ok(uuid) = uuid::Uuid::parse_str(id) {
        return Ok(uuid.to_string());
    }
    if id.is_empty() || id.len() > 36 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(order_not_found());
    }
    Ok(id.to_ascii_uppercase())
}

/// NOT_FOUND (or an id the service refuses to read) is `order_not_found`.
fn order_error(status: tonic::Status) -> ApiError {
    match status.code() {
        tonic::Code::NotFound | tonic::Code::InvalidArgument => order_not_found(),
        _ => ApiError::from_status(status, ORDER_NOT_FOUND),
    }
}

async fn fetch_order(
    state: &AppState,
    headers: &HeaderMap,
    id: &str,
) -> Result<pb::Order, ApiError> {
    let id = order_key(id)?;
    Ok(state
        .orders
        .clone()
        .get_order(grpc_request(pb::GetOrderRequest { id }, headers))
        .await
        .map_err(order_error)?
        .into_inner())
}

/// `GET /api/orders/{id}` (id or public id): the owner or an admin (Order confirmation, order
/// page, admin order detail).
#[tracing::instrument(skip_all)]
async fn order_by_id(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Json<OrderJson>, ApiError> {
    let order = fetch_order(&state, &headers, &id).await?;
    caller.ensure_owner_or_admin(&order.user_id)?;
    Ok(Json(order.into()))
}

#[derive(Serialize)]
struct OrderEnvelope {
    order: OrderJson,
}

/// `PUT /api/orders/{id}/cancel`: the owner (or an admin) cancels a pending order; its stock
/// goes back to the catalogue.
#[tracing::instrument(skip_all)]
async fn cancel_order(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Json<OrderEnvelope>, ApiError> {
    let order = fetch_order(&state, &headers, &id).await?;
    caller.ensure_owner_or_admin(&order.user_id)?;
    if order.status != "pending" {
        return Err(ApiError::conflict("not_cancellable", NOT_CANCELLABLE));
    }
    let owner_id = if caller.is_admin() {
        String::new()
    } else {
        caller.user.id.clone()
    };
    let order = state
        .orders
        .clone()
        .cancel_order(grpc_request(
            pb::CancelOrderRequest {
                id: order.id,
                owner_id,
            },
            &headers,
        ))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::FailedPrecondition => {
                ApiError::conflict("not_cancellable", NOT_CANCELLABLE)
            }
            _ => order_error(status),
        })?
        .into_inner();
    Ok(Json(OrderEnvelope {
        order: order.into(),
    }))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct TrackForm {
    order_number: Option<String>,
    order_id: Option<String>,
    public_id: Option<String>,
    phone: Option<String>,
}

/// `POST /api/orders/track`: anyone with the order number and the phone it was placed with
/// (/track-order).
#[tracing::instrument(skip_all)]
async fn track(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<TrackForm>,
) -> Result<Json<OrderJson>, ApiError> {
    let number = first_text(&[&form.order_number, &form.order_id, &form.public_id]);
    let phone = first_text(&[&form.phone]);
    let mut errors = FieldErrors::default();
    if number.is_empty() {
        errors.add("orderNumber", "Order number is required");
    }
    if phone.is_empty() {
        errors.add("phone", "Phone is required");
    }
    errors.into_result()?;
    let no_match = || ApiError::not_found(ORDER_NOT_FOUND.0, TRACK_NOT_FOUND);
    let public_id = order_key(&number).map_err(|_| no_match())?;
    if phone.len() > 30 {
        return Err(no_match());
    }
    let order = state
        .orders
        .clone()
        .track_order(grpc_request(
            pb::TrackOrderRequest { public_id, phone },
            &headers,
        ))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::NotFound | tonic::Code::InvalidArgument => no_match(),
            _ => ApiError::from_status(status, ORDER_NOT_FOUND),
        })?
        .into_inner();
    Ok(Json(order.into()))
}

/// `GET /api/orders/user/{userId}`: that user's orders, newest first (that user or an admin).
#[tracing::instrument(skip_all)]
async fn user_orders(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    Path(user_id): Path<String>,
) -> Result<Json<Vec<OrderJson>>, ApiError> {
    let user_id = user_id.trim();
    caller.ensure_owner_or_admin(user_id)?;
    let Ok(user_id) = uuid::Uuid::parse_str(user_id) else {
        return Ok(Json(Vec::new()));
    };
    let orders = state
        .orders
        .clone()
        .list_user_orders(grpc_request(
            pb::ListUserOrdersRequest {
                user_id: user_id.to_string(),
            },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, ORDER_NOT_FOUND))?
        .into_inner()
        .orders;
    Ok(Json(orders.into_iter().map(Into::into).collect()))
}

// ---------------------------------------------------------------------------------------------
// Admin.

fn param<'a>(params: &'a [(String, String)], name: &str) -> &'a str {
    params
        .iter()
        .rev()
        .find(|(k, _)| k == name)
        .map_or("", |(_, v)| v.trim())
}

/// One of the five statuses, case-insensitively.
fn order_status(text: &str) -> Option<&'static str> {
    let text = text.trim().to_ascii_lowercase();
    STATUSES.into_iter().find(|s| *s == text)
}

fn parse_list_query(params: &[(String, String)]) -> Result<pb::ListOrdersRequest, ApiError> {
    let mut errors = FieldErrors::default();
    let mut request = pb::ListOrdersRequest {
        page: 1,
        limit: 20,
        ..Default::default()
    };
    let search = param(params, "search");
    if search.chars().count() > 100 {
        errors.add("search", "search must be at most 100 characters");
    } else {
        search.clone_into(&mut request.search);
    }
    let status = param(params, "status");
    if !status.is_empty() && !status.eq_ignore_ascii_case("all") {
        match order_status(status) {
            Some(s) => s.clone_into(&mut request.status),
            None => errors.add(
                "status",
                format!("status must be one of {}", STATUSES.join(", ")),
            ),
        }
    }
    let page = param(params, "page");
    if !page.is_empty() {
        match page.parse::<u32>() {
            Ok(p) if (1..=MAX_LIST_PAGE).contains(&p) => request.page = p,
            _ => errors.add(
                "page",
                format!("page must be a whole number from 1 to {MAX_LIST_PAGE}"),
            ),
        }
    }
    let limit = param(params, "limit");
    if !limit.is_empty() {
        match limit.parse::<u32>() {
            Ok(l) if (1..=MAX_LIST_LIMIT).contains(&l) => request.limit = l,
            _ => errors.add(
                "limit",
                format!("limit must be a whole number from 1 to {MAX_LIST_LIMIT}"),
            ),
        }
    }
    errors.into_result()?;
    Ok(request)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Pagination {
    page: u32,
    limit: u32,
    total: u64,
    total_pages: u64,
}

#[derive(Serialize)]
struct OrderPage {
    orders: Vec<OrderJson>,
    pagination: Pagination,
}

/// `GET /api/orders?search&status&page&limit`: every order, newest first (admin Orders).
#[tracing::instrument(skip_all)]
async fn list_orders(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
    QueryPairs(params): QueryPairs,
) -> Result<Json<OrderPage>, ApiError> {
    let request = parse_list_query(&params)?;
    let (page, limit) = (request.page, request.limit);
    let list = state
        .orders
        .clone()
        .list_orders(grpc_request(request, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, ORDER_NOT_FOUND))?
        .into_inner();
    Ok(Json(OrderPage {
        orders: list.orders.into_iter().map(Into::into).collect(),
        pagination: Pagination {
            page,
            limit,
            total: list.total,
            total_pages: list.total.div_ceil(u64::from(limit)),
        },
    }))
}

#[derive(Deserialize, Default)]
struct StatusForm {
    #[serde(alias = "orderStatus", alias = "status")]
    order_status: Option<String>,
}

/// `PUT /api/orders/{id}/status {order_status}` (admin): a cancelled order stays cancelled.
#[tracing::instrument(skip_all)]
async fn update_status(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<StatusForm>,
) -> Result<Json<OrderEnvelope>, ApiError> {
    let Some(status) = order_status(form.order_status.as_deref().unwrap_or("")) else {
        return Err(ApiError::field(
            "order_status",
            format!("order_status must be one of {}", STATUSES.join(", ")),
        ));
    };
    let order = fetch_order(&state, &headers, &id).await?;
    if order.status == "cancelled" && status != "cancelled" {
        return Err(ApiError::conflict("cancelled_is_final", CANCELLED_IS_FINAL));
    }
    let order = state
        .orders
        .clone()
        .update_order_status(grpc_request(
            pb::UpdateOrderStatusRequest {
                id: order.id,
                status: status.to_owned(),
            },
            &headers,
        ))
        .await
        .map_err(|s| match s.code() {
            tonic::Code::FailedPrecondition => ApiError::conflict(
                "cancelled_is_final",
                if s.message().is_empty() {
                    CANCELLED_IS_FINAL
                } else {
                    s.message()
                },
            ),
            _ => order_error(s),
        })?
        .into_inner();
    Ok(Json(OrderEnvelope {
        order: order.into(),
    }))
}

/// `DELETE /api/orders/{id}` (admin).
#[tracing::instrument(skip_all)]
async fn delete_order(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageJson>, ApiError> {
    let order = fetch_order(&state, &headers, &id).await?;
    state
        .orders
        .clone()
        .delete_order(grpc_request(
            pb::DeleteOrderRequest { id: order.id },
            &headers,
        ))
        .await
        .map_err(order_error)?;
    Ok(Json(MessageJson {
        message: "Order deleted successfully",
    }))
}

async fn order_stats(state: &AppState, headers: &HeaderMap) -> Result<pb::OrderStats, ApiError> {
    Ok(state
        .orders
        .clone()
        .get_order_stats(grpc_request(pb::OrderStatsRequest {}, headers))
        .await
        .map_err(|s| ApiError::from_status(s, ORDER_NOT_FOUND))?
        .into_inner())
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TotalSales {
    total_sales: Ksh,
}

/// `GET /api/orders/total-sales` (admin Dashboard): the totals of every order not cancelled.
async fn total_sales(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
) -> Result<Json<TotalSales>, ApiError> {
    let stats = order_stats(&state, &headers).await?;
    Ok(Json(TotalSales {
        total_sales: Ksh(stats.revenue_cents),
    }))
}

#[derive(Serialize, Default)]
struct OrdersByStatus {
    pending: u64,
    processing: u64,
    shipped: u64,
    delivered: u64,
    cancelled: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatsJson {
    total_orders: u64,
    total_revenue: Ksh,
    orders_by_status: OrdersByStatus,
    revenue_this_month: Ksh,
    revenue_last_month: Ksh,
    /// Percent change of this month's revenue over last month's, one decimal; null when last
    /// month had none.
    revenue_change: Option<f64>,
    orders_this_month: u64,
    orders_last_month: u64,
    recent_orders: Vec<OrderJson>,
}

/// `(this - last) / last` in percent, rounded to one decimal; `None` when `last` is 0.
fn percent_change(this: i64, last: i64) -> Option<f64> {
    if last == 0 {
        return None;
    }
    let ratio = (this as f64 - last as f64) / last as f64;
    Some((ratio * 1000.0).round() / 10.0)
}

/// `GET /api/orders/stats` (admin Dashboard).
async fn stats(
    State(state): State<AppState>,
    headers: HeaderMap,
    _admin: Admin,
) -> Result<Json<StatsJson>, ApiError> {
    let stats = order_stats(&state, &headers).await?;
    let counts: BTreeMap<String, u64> = stats
        .by_status
        .into_iter()
        .map(|c| (c.status, c.count))
        .collect();
    let count = |s: &str| counts.get(s).copied().unwrap_or(0);
    Ok(Json(StatsJson {
        total_orders: stats.total_orders,
        total_revenue: Ksh(stats.revenue_cents),
        orders_by_status: OrdersByStatus {
            pending: count("pending"),
            processing: count("processing"),
            shipped: count("shipped"),
            delivered: count("delivered"),
            cancelled: count("cancelled"),
        },
        revenue_this_month: Ksh(stats.revenue_this_month_cents),
        revenue_last_month: Ksh(stats.revenue_last_month_cents),
        revenue_change: percent_change(
            stats.revenue_this_month_cents,
            stats.revenue_last_month_cents,
        ),
        orders_this_month: stats.orders_this_month,
        orders_last_month: stats.orders_last_month,
        recent_orders: stats.recent_orders.into_iter().map(Into::into).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn form(value: Value) -> OrderForm {
        serde_json::from_value(value).unwrap()
    }

    fn fields_of(result: Result<Checkout, ApiError>) -> BTreeMap<&'static str, String> {
        match result {
            Err(ApiError::FormInvalid(fields)) => fields,
            Err(other) => panic!("not a form error: {other:?}"),
            Ok(_) => panic!("accepted"),
        }
    }

    fn complete() -> Value {
        json!({
            "items": [{"productId": 12, "quantity": 2}],
            "firstName": "Wanjiku", "lastName": "Kamau",
            "email": "Wanjiku@Example.co.ke", "phone": "0712345678",
            "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100",
            "paymentMethod": "COD", "couponCode": "freeship",
            "deliveryInstructions": "", "preferredDeliveryTime": "Morning",
            "totalAmount": 106817.68
        })
    }

    #[test]
    fn a_complete_form_becomes_the_service_request() {
        let checkout = Checkout::parse(&form(complete())).unwrap();
        let r = checkout.request;
        assert_eq!(
            r.items,
            vec![pb::LineRequest {
                product_id: 12,
                quantity: 2
            }]
        );
        let s = r.shipping.unwrap();
        assert_eq!(s.customer_name, "Wanjiku Kamau");
        assert_eq!(s.email, "wanjiku@example.co.ke");
        assert_eq!(
            (s.county.as_str(), s.postal_code.as_str()),
            ("Nairobi", "00100")
        );
        assert_eq!(r.payment_method, "cod");
        assert_eq!(r.preferred_delivery_time, "morning");
        assert_eq!(r.expected_total_cents, Some(10_681_768));
        assert!(r.user_id.is_empty());
    }

    #[test]
    fn aliases_are_accepted() {
        let checkout = Checkout::parse(&form(json!({
            "items": [{"productId": "7", "quantity": 1}, {"productId": 7, "quantity": 2}],
            "customerName": "Otieno Ouma", "email": "o@example.co.ke", "phone": "+254 712 345 678",
            "street": "Kenyatta Ave", "city": "Kisumu", "county": "Kisumu", "postalCode": "40100",
            "paymentMethod": "mpesa", "couponCode": null, "preferredDeliveryTime": null
        })))
        .unwrap();
        let r = checkout.request;
        assert_eq!(checkout.name_field, "customerName");
        assert_eq!(
            r.items,
            vec![pb::LineRequest {
                product_id: 7,
                quantity: 3
            }]
        );
        let s = r.shipping.unwrap();
        assert_eq!(
            (
                s.customer_name.as_str(),
                s.address.as_str(),
                s.county.as_str(),
                s.postal_code.as_str()
            ),
            ("Otieno Ouma", "Kenyatta Ave", "Kisumu", "40100")
        );
        assert_eq!(r.expected_total_cents, None);
    }

    #[test]
    fn an_empty_form_names_every_field_with_the_spec_messages() {
        let fields = fields_of(Checkout::parse(&form(
            json!({"preferredDeliveryTime": "midnight"}),
        )));
        let expected = [
            ("items", "Your cart is empty"),
            ("firstName", "First name is required"),
            ("lastName", "Last name is required"),
            ("email", "Email is required"),
            ("phone", "Phone is required"),
            ("address", "Address is required"),
            ("city", "City is required"),
            ("state", "County is required"),
            ("zipCode", "Postal code is required"),
            ("paymentMethod", "Invalid payment method"),
            (
                "preferredDeliveryTime",
                "Please select a preferred delivery time",
            ),
        ];
        for (field, message) in expected {
            assert_eq!(
                fields.get(field).map(String::as_str),
                Some(message),
                "{field}"
            );
        }
        let mut bad_email = complete();
        bad_email["email"] = json!("wanjiku");
        assert_eq!(
            fields_of(Checkout::parse(&form(bad_email)))["email"],
            "Please enter a valid email address"
        );
    }

    #[test]
    fn items_must_be_sane() {
        let many: Vec<Value> = (1..=51)
            .map(|id| json!({"productId": id, "quantity": 1}))
            .collect();
        for items in [
            json!("sofa"),
            json!([{"productId": 0, "quantity": 1}]),
            json!([{"productId": -3, "quantity": 1}]),
            json!([{"productId": 1.5, "quantity": 1}]),
            json!([{"productId": 1, "quantity": 0}]),
            json!([{"productId": 1, "quantity": 100}]),
            json!([{"productId": 1, "quantity": 2.5}]),
            json!([{"productId": 1, "quantity": "2"}]),
            json!([{"productId": 1}]),
            json!([{"productId": 1, "quantity": 60}, {"productId": 1, "quantity": 40}]),
            json!([1, 2]),
            json!(many),
        ] {
            let mut body = complete();
            body["items"] = items.clone();
            let fields = fields_of(Checkout::parse(&form(body)));
            assert!(fields.contains_key("items"), "{items}");
        }
    }

    #[test]
    fn claimed_totals_convert_to_cents_exactly_or_not_at_all() {
        assert_eq!(claimed_total(&json!(106817.68)), Some(10_681_768));
        assert_eq!(claimed_total(&json!(63900)), Some(6_390_000));
        assert_eq!(claimed_total(&json!(0.1)), Some(10));
        assert_eq!(claimed_total(&json!("1299.50")), Some(129_950));
        for bad in [
            json!(-1),
            json!(1.005),
            json!(1e300),
            json!(0.1 + 0.2),
            json!(u64::MAX),
            json!(true),
            json!([1]),
        ] {
            assert_eq!(claimed_total(&bad), None, "{bad}");
        }
    }

    #[test]
    fn service_field_names_become_the_contract_names() {
        assert_eq!(
            contract_field("shipping.county", "firstName"),
            Some("state")
        );
        assert_eq!(contract_field("postal_code", "firstName"), Some("zipCode"));
        assert_eq!(
            contract_field("shipping.customer_name", "firstName"),
            Some("firstName")
        );
        assert_eq!(
            contract_field("customer_name", "customerName"),
            Some("customerName")
        );
        assert_eq!(
            contract_field("items[2].quantity", "firstName"),
            Some("items")
        );
        assert_eq!(
            contract_field("expected_total_cents", "firstName"),
            Some("totalAmount")
        );
        assert_eq!(
            contract_field("payment_method", "firstName"),
            Some("paymentMethod")
        );
        assert_eq!(contract_field("user_id", "firstName"), None);
    }

    #[test]
    fn order_keys_are_uuids_or_public_ids() {
        let id = uuid::Uuid::new_v4();
        assert_eq!(
            order_key(&id.to_string().to_uppercase()).unwrap(),
            id.to_string()
        );
        assert_eq!(order_key(" sf7k3m9qxa ").unwrap(), "SF7K3M9QXA");
        assert_eq!(order_key("#SF7K3M9QXA").unwrap(), "SF7K3M9QXA");
        for bad in ["", "../etc", "x y", "'; drop table", &"A".repeat(37)] {
            assert!(order_key(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn admin_list_queries_name_their_bad_fields() {
        let q = |pairs: &[(&str, &str)]| {
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect::<Vec<_>>()
        };
        let r =
            parse_list_query(&q(&[("status", "Shipped"), ("page", "2"), ("limit", "5")])).unwrap();
        assert_eq!((r.status.as_str(), r.page, r.limit), ("shipped", 2, 5));
        assert_eq!(
            parse_list_query(&q(&[("status", "all")])).unwrap().status,
            ""
        );
        for (field, value) in [
            ("status", "lost"),
            ("page", "0"),
            ("page", "x"),
            ("limit", "101"),
            ("limit", "-1"),
        ] {
            match parse_list_query(&q(&[(field, value)])) {
                Err(ApiError::Validation(fields)) => assert!(fields.contains_key(field)),
                _ => panic!("{field}={value} accepted"),
            }
        }
    }

    #[test]
    fn status_forms_take_the_contract_name_and_its_variants() {
        for body in [
            json!({"order_status": "shipped"}),
            json!({"orderStatus": "shipped"}),
            json!({"status": "shipped"}),
        ] {
            let form: StatusForm = serde_json::from_value(body).unwrap();
            assert_eq!(form.order_status.as_deref(), Some("shipped"));
        }
    }

    #[test]
    fn revenue_change_is_a_percent_with_one_decimal() {
        assert_eq!(percent_change(150, 100), Some(50.0));
        assert_eq!(percent_change(100, 300), Some(-66.7));
        assert_eq!(percent_change(100, 0), None);
        assert_eq!(percent_change(0, 100), Some(-100.0));
    }
}
