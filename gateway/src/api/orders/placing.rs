//! `POST /api/orders` and `POST /api/orders/quote` (customer spec: Cart, Checkout, "Place
//! order"). The gateway reads the JSON's shape; the orders service checks every field, prices,
//! reserves stock and computes the totals (DECISIONS.md "Money and totals"), and answers every
//! bad field at once. A placement answers its outcome as data (`PlaceOrderResponse`): the order
//! is the 201, the shortages and the fresh quote are the 409s `out_of_stock` and
//! `total_changed`, from that one answer.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_common::errors::Refusal;
use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::place_order_response::Outcome;
use utoipa::ToSchema;

use super::json::{ITEMS_SHAPE, LineForm, OrderJson, QuoteJson, ShortageJson, order_lines};
use crate::api::errors::{ErrorBody, NotSignedIn, Unavailable};
use crate::auth::{MaybeSignedIn, SignedIn};
use crate::error::{ApiError, ErrorCode};
use crate::extract::AppJson;
use crate::idempotency::IdempotencyKey;
use crate::input::{ShapeErrors, parse_ksh};
use crate::state::AppState;

/// The largest total a client may claim: KSh 10 billion (a bound on the number read, not a
/// rule of orders).
const MAX_TOTAL_CENTS: i64 = 1_000_000_000_000;

/// A placement whose outcome is unknown (the orders service stopped or did not answer in time).
pub(super) const ORDER_UNCONFIRMED_RETRY: &str =
    "We could not confirm your order - please try again: it will not be placed twice";
pub(super) const ORDER_UNCONFIRMED: &str =
    "We could not confirm your order - check My Orders before ordering again";

/// The body of `POST /api/orders`: the web app's checkout form, or the spec's order payload
/// (`customerName` and one joined `address`). Every text may be absent or null; the aliases the
/// screens use are accepted. A `userId` is ignored: the order is the caller's.
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({
    "items": [{"productId": 12, "quantity": 2}],
    "firstName": "Wanjiku", "lastName": "Kamau",
    "email": "wanjiku@example.co.ke", "phone": "0712 345 678",
    "address": "12 Moi Avenue", "city": "Nairobi", "state": "Nairobi", "zipCode": "00100",
    "paymentMethod": "cod", "couponCode": "", "deliveryInstructions": "Call at the gate",
    "preferredDeliveryTime": "morning", "totalAmount": 106817.68
}))]
pub(super) struct OrderForm {
    /// `[{productId, quantity}]`: 1 to 50 products, 1 to 99 of each.
    #[schema(value_type = Vec<LineForm>)]
    items: Option<Value>,
    first_name: Option<String>,
    last_name: Option<String>,
    /// The whole name (the spec's payload); replaces firstName and lastName.
    customer_name: Option<String>,
    /// When absent, the account's email.
    email: Option<String>,
    phone: Option<String>,
    /// The street; or street, city, county and postal code joined ('12 Moi Avenue, Nairobi,
    /// Nairobi, 00100') when city, state and zipCode are absent (split when it can be).
    address: Option<String>,
    /// Alias of address.
    street: Option<String>,
    city: Option<String>,
    /// The county.
    state: Option<String>,
    /// Alias of state.
    county: Option<String>,
    /// The postal code.
    zip_code: Option<String>,
    /// Alias of zipCode.
    zip: Option<String>,
    /// Alias of zipCode.
    postal_code: Option<String>,
    /// card | mpesa | paypal | cod.
    payment_method: Option<String>,
    coupon_code: Option<String>,
    delivery_instructions: Option<String>,
    /// morning | afternoon | evening | anytime, or empty.
    preferred_delivery_time: Option<String>,
    /// The total the shopper was shown, in KSh: when it differs from the server's, 409
    /// `total_changed` with the fresh quote.
    #[schema(value_type = Option<f64>)]
    total_amount: Option<Value>,
    /// A business customer's KRA PIN (a letter, 9 digits, a letter), printed on the tax invoice
    /// and reported to KRA eTIMS; empty or absent for none.
    #[schema(example = "P051234567X")]
    buyer_pin: Option<String>,
    /// standard (the default) | express (where the county's zone offers it) | pickup.
    delivery_method: Option<String>,
    /// The pickup point's code (`GET /api/settings/delivery`), for pickup.
    pickup_point: Option<String>,
    /// `full` (or absent): paid at once; `lmm`: Lipa Mdogo Mdogo, M-Pesa instalments before
    /// delivery (payment method `mpesa`, a total of at least the plan's minimum).
    #[schema(example = "lmm")]
    payment_plan: Option<String>,
}

/// The first of `choices` that is given, trimmed ("" when none is).
fn first_text(choices: &[&Option<String>]) -> String {
    choices
        .iter()
        .filter_map(|c| c.as_deref())
        .map(str::trim)
        .find(|t| !t.is_empty())
        .unwrap_or("")
        .to_owned()
}

/// The client's total as a KSh amount with at most two decimals, in cents exactly.
fn claimed_total(value: &Value) -> Option<i64> {
    let text = match value {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.clone(),
        _ => return None,
    };
    parse_ksh(&text, MAX_TOTAL_CENTS)
}

impl OrderForm {
    /// The service request of this form, or the fields whose JSON has the wrong shape.
    /// `account_email` stands in for an absent `email` (the spec's payload has none).
    fn request(&self, account_email: &str) -> Result<pb::PlaceOrderRequest, ApiError> {
        let mut shape = ShapeErrors::default();
        let items = order_lines(self.items.as_ref()).unwrap_or_else(|| {
            shape.add("items", ITEMS_SHAPE);
            Vec::new()
        });
        let expected_total_cents = match &self.total_amount {
            None | Some(Value::Null) => None,
            Some(value) => {
                let cents = claimed_total(value);
                if cents.is_none() {
                    shape.add(
                        "totalAmount",
                        "totalAmount must be an amount in KSh of at most 2 decimals",
                    );
                }
                cents
            }
        };
        shape.finish()?;
        let email = match &self.email {
            None => account_email.to_owned(),
            Some(email) => email.trim().to_owned(),
        };
        Ok(pb::PlaceOrderRequest {
            items,
            first_name: first_text(&[&self.first_name]),
            last_name: first_text(&[&self.last_name]),
            customer_name: first_text(&[&self.customer_name]),
            email,
            phone: first_text(&[&self.phone]),
            address: first_text(&[&self.address, &self.street]),
            city: first_text(&[&self.city]),
            state: first_text(&[&self.state, &self.county]),
            zip_code: first_text(&[&self.zip_code, &self.postal_code, &self.zip]),
            payment_method: first_text(&[&self.payment_method]),
            coupon_code: first_text(&[&self.coupon_code]),
            delivery_instructions: first_text(&[&self.delivery_instructions]),
            preferred_delivery_time: first_text(&[&self.preferred_delivery_time]),
            expected_total_cents,
            idempotency_key: String::new(),
            buyer_pin: first_text(&[&self.buyer_pin]),
            delivery_method: first_text(&[&self.delivery_method]),
            pickup_point: first_text(&[&self.pickup_point]),
            payment_plan: first_text(&[&self.payment_plan]),
        })
    }
}

/// The answer of a placement: the order, and its ids at the top for the spec's clients.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct PlacedJson {
    #[schema(example = "0b6c7c1e-2f0a-4c1e-9a57-3f7f5b0f2a11")]
    order_id: String,
    #[schema(example = "SF7K3M9QXA")]
    public_id: String,
    order: OrderJson,
}

/// Places the caller's order (Checkout, "Place order"). Signed-in user. With an
/// `Idempotency-Key` header a repeated placement answers the order the first one stored; the
/// key sent again with a different request is refused (422) and places nothing.
#[utoipa::path(
    post,
    path = "/api/orders",
    tag = "orders",
    request_body = OrderForm,
    params(("Idempotency-Key" = Option<String>, Header, max_length = 100,
        description = "Letters, digits, '-', '_', ':' or '.'; a repeat of the same request answers the same order")),
    security(("bearer" = [])),
    responses(
        (status = 201, description = "The order was placed", body = PlacedJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields`", body = ErrorBody),
        NotSignedIn,
        (status = 409, description = "`out_of_stock` (with `shortages`) or `total_changed` (with `quote`, the fresh totals)", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 422, description = "`idempotency_key_reused`: the Idempotency-Key was already used for a different request (other lines, address, payment method, coupon, delivery or total); nothing was placed", body = ErrorBody),
        (status = 503, description = "`order_unconfirmed`: the outcome is unknown; retry with the same Idempotency-Key", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(user = %caller.user.id))]
pub(super) async fn place_order(
    State(state): State<AppState>,
    caller: SignedIn,
    IdempotencyKey(key): IdempotencyKey,
    AppJson(form): AppJson<OrderForm>,
) -> Result<(StatusCode, Json<PlacedJson>), ApiError> {
    let mut request = form.request(&caller.user.email)?;
    request.idempotency_key = key;
    let keyed = !request.idempotency_key.is_empty();
    let requested: Vec<i64> = request.items.iter().map(|l| l.product_id).collect();
    let answer = match state
        .orders
        .clone()
        .place_order(caller.call.request(request))
        .await
    {
        Ok(answer) => answer.into_inner(),
        Err(status) => {
            return Err(match Refusal::read(&status).code {
                // The order may or may not have been stored: say so, never a bare 500.
                ErrorCode::ServiceUnavailable | ErrorCode::Timeout | ErrorCode::ServerError => {
                    tracing::warn!(code = ?status.code(), keyed, "placement outcome unknown");
                    unconfirmed(keyed)
                }
                _ => ApiError::from(status),
            });
        }
    };
    placement_answer(answer.outcome, &requested, keyed)
        .map(|placed| (StatusCode::CREATED, Json(placed)))
}

/// The REST answer of a placement's outcome, read from its fields alone: the order (201), or
/// the 409 `out_of_stock` with its `shortages` or `total_changed` with the fresh `quote`.
/// `requested` are the product ids the request named (the quote's `missing`).
fn placement_answer(
    outcome: Option<Outcome>,
    requested: &[i64],
    keyed: bool,
) -> Result<PlacedJson, ApiError> {
    match outcome {
        Some(Outcome::Order(order)) => Ok(PlacedJson {
            order_id: order.id.clone(),
            public_id: order.public_id.clone(),
            order: order.into(),
        }),
        Some(Outcome::OutOfStock(short)) => {
            let shortages: Vec<ShortageJson> = short
                .shortages
                .into_iter()
                .map(ShortageJson::from)
                .collect();
            Err(
                ApiError::coded(ErrorCode::OutOfStock, short.message).with_extra(
                    "shortages",
                    serde_json::to_value(shortages).unwrap_or_default(),
                ),
            )
        }
        Some(Outcome::TotalChanged(quote)) => {
            let quote = QuoteJson::new(quote, requested);
            Err(ApiError::from(ErrorCode::TotalChanged)
                .with_extra("quote", serde_json::to_value(quote).unwrap_or_default()))
        }
        None => {
            tracing::error!("the orders service answered a placement without its outcome");
            Err(unconfirmed(keyed))
        }
    }
}

/// `order_unconfirmed`: with an Idempotency-Key the retry answers the stored order if there
/// is one.
fn unconfirmed(keyed: bool) -> ApiError {
    ApiError::coded(
        ErrorCode::OrderUnconfirmed,
        if keyed {
            ORDER_UNCONFIRMED_RETRY
        } else {
            ORDER_UNCONFIRMED
        },
    )
}

/// The body of `POST /api/orders/quote`.
#[derive(Deserialize, Default, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"items": [{"productId": 12, "quantity": 2}], "couponCode": "FREESHIP",
    "paymentMethod": "cod"}))]
pub(super) struct QuoteForm {
    /// `[{productId, quantity}]`; may be empty.
    #[schema(value_type = Vec<LineForm>)]
    items: Option<Value>,
    coupon_code: Option<String>,
    /// card | mpesa | paypal | cod, or empty when not chosen yet (no COD fee).
    payment_method: Option<String>,
    /// The county to deliver to (one of Kenya's 47): the answer then has every delivery choice
    /// (`deliveryOptions`) and the fee of the chosen one. Absent: the flat delivery fee.
    state: Option<String>,
    /// Alias of state.
    county: Option<String>,
    /// standard (the default) | express | pickup.
    delivery_method: Option<String>,
    /// The pickup point's code, for pickup.
    pickup_point: Option<String>,
}

/// The totals of a cart now (Cart, Checkout summary), with the products the catalogue no longer
/// has in `missing`. Anyone.
#[utoipa::path(
    post,
    path = "/api/orders/quote",
    tag = "orders",
    request_body = QuoteForm,
    responses(
        (status = 200, description = "The totals now", body = QuoteJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields`", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn quote(
    State(state): State<AppState>,
    MaybeSignedIn(call): MaybeSignedIn,
    AppJson(form): AppJson<QuoteForm>,
) -> Result<Json<QuoteJson>, ApiError> {
    let mut shape = ShapeErrors::default();
    let items = order_lines(form.items.as_ref()).unwrap_or_else(|| {
        shape.add("items", ITEMS_SHAPE);
        Vec::new()
    });
    shape.finish()?;
    let requested: Vec<i64> = items.iter().map(|l| l.product_id).collect();
    let quote = state
        .orders
        .clone()
        .get_quote(call.request(pb::QuoteRequest {
            items,
            coupon_code: first_text(&[&form.coupon_code]),
            payment_method: first_text(&[&form.payment_method]),
            state: first_text(&[&form.state, &form.county]),
            delivery_method: first_text(&[&form.delivery_method]),
            pickup_point: first_text(&[&form.pickup_point]),
        }))
        .await?
        .into_inner();
    Ok(Json(QuoteJson::new(quote, &requested)))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn form(value: Value) -> OrderForm {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn the_web_apps_form_and_the_spec_payload_become_the_service_request() {
        let r = form(json!({
            "items": [{"productId": 12, "quantity": 2}],
            "firstName": " Wanjiku ", "lastName": "Kamau", "email": "W@example.co.ke",
            "phone": "0712345678", "street": "12 Moi Avenue", "city": "Nairobi",
            "county": "Nairobi", "postalCode": "00100", "paymentMethod": "COD",
            "preferredDeliveryTime": null, "totalAmount": 106817.68
        }))
        .request("account@example.co.ke")
        .unwrap();
        assert_eq!((r.items[0].product_id, r.items[0].quantity), (12, 2));
        assert_eq!(
            (r.first_name.as_str(), r.email.as_str(), r.address.as_str()),
            ("Wanjiku", "W@example.co.ke", "12 Moi Avenue")
        );
        assert_eq!(
            (r.state.as_str(), r.zip_code.as_str()),
            ("Nairobi", "00100")
        );
        assert_eq!(r.expected_total_cents, Some(10_681_768));

        // The spec's payload: one name, one joined address, no email, a user_id ignored.
        let r = form(json!({
            "user_id": "someone-else", "customerName": "Otieno Ouma",
            "address": "Oginga Odinga St, Kisumu, Kisumu, 40100", "phone": "0712345678",
            "items": [{"productId": "7", "quantity": 1}], "totalAmount": "35300",
            "paymentMethod": "card", "paymentStatus": "Paid"
        }))
        .request("account@example.co.ke")
        .unwrap();
        assert_eq!(r.customer_name, "Otieno Ouma");
        assert_eq!(r.email, "account@example.co.ke");
        assert_eq!(r.address, "Oginga Odinga St, Kisumu, Kisumu, 40100");
        assert!(r.city.is_empty() && r.state.is_empty() && r.zip_code.is_empty());
        assert_eq!(r.expected_total_cents, Some(3_530_000));
    }

    #[test]
    fn only_the_shape_is_judged_here() {
        // Ranges are the service's: a zero quantity travels on.
        assert!(
            form(json!({"items": [{"productId": 1, "quantity": 0}]}))
                .request("")
                .is_ok()
        );
        for body in [
            json!({"items": "sofa"}),
            json!({"items": [{"productId": 1.5, "quantity": 1}]}),
            json!({"totalAmount": -1}),
            json!({"totalAmount": 1.005}),
            json!({"totalAmount": [1]}),
        ] {
            assert!(form(body.clone()).request("").is_err(), "{body}");
        }
    }

    #[test]
    fn each_outcome_is_answered_from_its_fields() {
        let order = pb::Order {
            id: "0b6c".into(),
            public_id: "SF7K3M9QXA".into(),
            ..Default::default()
        };
        let placed = placement_answer(Some(Outcome::Order(order)), &[12], false).unwrap();
        assert_eq!(
            (placed.order_id.as_str(), placed.public_id.as_str()),
            ("0b6c", "SF7K3M9QXA")
        );

        let short = pb::OutOfStock {
            message: "Only 2 left of Malindi Sofa".into(),
            shortages: vec![pb::Shortage {
                product_id: 12,
                name: "Malindi Sofa".into(),
                requested: 3,
                available: 2,
            }],
        };
        let refused = placement_answer(Some(Outcome::OutOfStock(short)), &[12], false).unwrap_err();
        assert_eq!(refused.code, ErrorCode::OutOfStock);
        assert_eq!(refused.message, "Only 2 left of Malindi Sofa");
        assert_eq!(
            Value::Object(refused.extra),
            json!({"shortages": [{"productId": 12, "name": "Malindi Sofa", "requested": 3, "available": 2}]})
        );

        let quote = pb::Quote {
            totals: Some(pb::Totals {
                total_cents: 6_390_000,
                ..Default::default()
            }),
            ..Default::default()
        };
        let refused =
            placement_answer(Some(Outcome::TotalChanged(quote)), &[12], false).unwrap_err();
        assert_eq!(refused.code, ErrorCode::TotalChanged);
        assert_eq!(refused.message, ErrorCode::TotalChanged.default_message());
        assert_eq!(refused.extra["quote"]["total_amount"], 63_900);
        assert_eq!(refused.extra["quote"]["missing"], json!([12]));

        // An answer without its outcome says the order is unconfirmed, never a bare 500.
        let refused = placement_answer(None, &[12], true).unwrap_err();
        assert_eq!(refused.code, ErrorCode::OrderUnconfirmed);
        assert_eq!(refused.message, ORDER_UNCONFIRMED_RETRY);
    }

    #[test]
    fn claimed_totals_convert_to_cents_exactly_or_not_at_all() {
        assert_eq!(claimed_total(&json!(106817.68)), Some(10_681_768));
        assert_eq!(claimed_total(&json!(63900)), Some(6_390_000));
        assert_eq!(claimed_total(&json!("1299.50")), Some(129_950));
        for bad in [
            json!(-1),
            json!(1.005),
            json!(1e300),
            json!(0.1 + 0.2),
            json!(true),
        ] {
            assert_eq!(claimed_total(&bad), None, "{bad}");
        }
    }
}
