//! The JSON of the orders area (docs/web-contract.md "Cart, wishlist, checkout and orders"):
//! the order and quote objects built from the orders service's protobuf (money is [`Ksh`]), the
//! shape readers the area's bodies share, and the shortages of an out-of-stock placement as the
//! 409 lists them.
//!

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;
use serde_json::Value;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::orders::delivery::DeliveryChoiceJson;
use crate::input::{product_id, quantity};
use crate::money::{Ksh, Percent};

/// An order is expected at the door a week after it is placed.
const DELIVERY_DAYS: i64 = 7;

/// One line of an order: `product_name` and `name` carry the same value (both spellings are in
/// use by the screens).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct OrderItemJson {
    pub product_id: i64,
    pub product_name: String,
    pub name: String,
    pub price: Ksh,
    pub quantity: i32,
    pub line_total: Ksh,
    /// This line's share of the discount code's reduction (0 without one); its taxable value is
    /// `line_total` - `discount`.
    pub discount: Ksh,
    pub image: String,
    pub category: String,
}

impl From<pb::Line> for OrderItemJson {
    fn from(line: pb::Line) -> Self {
        Self {
            product_id: line.product_id,
            product_name: line.name.clone(),
            name: line.name,
            price: Ksh(line.unit_price_cents),
            quantity: line.quantity,
            line_total: Ksh(line.line_total_cents),
            discount: Ksh(line.discount_cents),
            image: line.image,
            category: line.category,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct StatusChangeJson {
    pub status: String,
    pub at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct OrderJson {
    pub id: String,
    pub public_id: String,
    pub user_id: String,
    pub created_at: String,
    pub updated_at: String,
    pub order_status: String,
    pub payment_method: String,
    pub payment_status: String,
    pub subtotal: Ksh,
    /// The discount code's reduction of the goods (0 without one): VAT is charged on
    /// `subtotal` - `discount`, and `total_amount` = `subtotal` - `discount` + `shipping_fee` +
    /// `vat` + `cod_fee`.
    pub discount: Ksh,
    pub shipping_fee: Ksh,
    pub vat: Ksh,
    pub cod_fee: Ksh,
    pub total_amount: Ksh,
    /// The VAT rate the order was charged, in percent (16 for orders placed before settings
    /// were data).
    pub vat_rate: Percent,
    /// The order's prices included VAT: `vat` is the VAT included in `total_amount` (goods,
    /// delivery and COD fee), and `total_amount` = `subtotal` - `discount` + `shipping_fee` +
    /// `cod_fee`. False (orders placed with the setting off, and before it existed): `vat` was
    /// added on top, as above.
    pub prices_include_vat: bool,
    pub coupon_code: Option<String>,
    pub customer_name: String,
    pub email: String,
    pub phone: String,
    /// Street, city, county and postal code joined, skipping empty parts.
    pub address: String,
    pub street: String,
    pub city: String,
    pub county: String,
    pub postal_code: String,
    pub delivery_instructions: String,
    pub preferred_delivery_time: String,
    pub items: Vec<OrderItemJson>,
    pub status_history: Vec<StatusChangeJson>,
    /// `created_at` + 7 days (null only if the service sent an unreadable `created_at`).
    pub estimated_delivery: Option<String>,
    /// The M-Pesa receipt or the card/PayPal transaction id; null until paid.
    pub payment_reference: Option<String>,
    /// RFC 3339; null until paid.
    pub paid_at: Option<String>,
    /// "Visa 4242", the M-Pesa number, the PayPal email; null until paid.
    pub payer: Option<String>,
    /// Why the last payment attempt failed; null when none did (or once paid).
    pub payment_failure: Option<String>,
    /// How many payment attempts failed (M-Pesa prompts declined, cards refused), paid or not
    /// since.
    #[schema(example = 1)]
    pub payment_failed_attempts: u32,
    /// Where the order's money stands: unpaid (nothing received, nothing to collect) | paid
    /// (online) | cod_due (cash to collect on delivery) | cod_collected | refund_due (money
    /// received on an order since cancelled) | refunded.
    #[schema(example = "cod_due")]
    pub payment_state: String,
    /// RFC 3339 when staff marked the cash on delivery collected; null until then.
    pub cod_collected_at: Option<String>,
    /// Money paid back on the order so far.
    pub refunded: Ksh,
    /// The buyer's KRA PIN (business customers); null for none.
    pub buyer_pin: Option<String>,
    /// The order's KRA eTIMS invoices: its sale once paid, then a credit note when it was
    /// cancelled after payment. Empty until paid.
    pub etims_invoices: Vec<EtimsInvoiceJson>,
    /// The delivery promised when the order was placed: method, pickup point, fee and window
    /// (null for orders placed before delivery zones).
    pub delivery: Option<DeliveryChoiceJson>,
    /// Lipa Mdogo Mdogo orders: the schedule, the balance and every payment; null otherwise.
    pub instalment_plan: Option<super::instalments::InstalmentPlanJson>,
}

/// Money in the books: received (online payments applied to their order, cash on delivery
/// marked collected) less paid back, split as the orders split it. `total` = `goods` +
/// `delivery` + `vat` + `codFees`; `excludingVat` = `total` - `vat`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct RevenueJson {
    /// Received less refunded, VAT, delivery and fees included.
    pub total: Ksh,
    /// The VAT in it (output VAT for the return).
    pub vat: Ksh,
    pub excluding_vat: Ksh,
    /// The goods, excluding VAT.
    pub goods: Ksh,
    pub delivery: Ksh,
    /// Cash-on-delivery fees.
    pub cod_fees: Ksh,
    /// Paid back (already taken off the figures above).
    pub refunded: Ksh,
    /// Orders whose money came in.
    #[schema(example = 3)]
    pub sales: u64,
    /// Refunds paid.
    #[schema(example = 0)]
    pub refunds: u64,
}

impl From<pb::Revenue> for RevenueJson {
    fn from(r: pb::Revenue) -> Self {
        Self {
            total: Ksh(r.total_cents),
            vat: Ksh(r.vat_cents),
            excluding_vat: Ksh(r.excl_vat_cents),
            goods: Ksh(r.goods_cents),
            delivery: Ksh(r.delivery_cents),
            cod_fees: Ksh(r.cod_fee_cents),
            refunded: Ksh(r.refunded_cents),
            sales: r.sales,
            refunds: r.refunds,
        }
    }
}

impl From<Option<pb::Revenue>> for RevenueJson {
    fn from(r: Option<pb::Revenue>) -> Self {
        r.unwrap_or_default().into()
    }
}

/// A sale or credit note reported to KRA eTIMS. Until KRA signed it (`signed` false) it is not
/// yet a valid tax invoice and the control unit fields are empty.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct EtimsInvoiceJson {
    /// The shop's invoice number, sequential per branch.
    #[schema(example = 42)]
    pub invoice_number: i64,
    /// sale | credit_note.
    pub kind: String,
    /// The sale a credit note credits; null for a sale.
    pub original_invoice_number: Option<i64>,
    pub signed: bool,
    /// The control unit's invoice number, `sdcId/rcptNo`.
    #[schema(example = "KRACU0100000001/7")]
    pub cu_invoice_number: String,
    pub cu_id: String,
    pub receipt_number: i64,
    pub internal_data: String,
    pub receipt_signature: String,
    /// The control unit's date and time as KRA gave it (`YYYYMMDDHHmmss`, Nairobi).
    #[schema(example = "20261129140307")]
    pub cu_date_time: String,
    pub mrc_no: String,
    /// What the QR code holds: KRA's receipt check for this invoice.
    pub verification: String,
    /// The QR code as an SVG document (on a single order; "" in lists).
    pub qr_svg: String,
    /// The send queue's state, for an admin only (null otherwise): when it was queued, the
    /// attempts so far and the last failure ("" when none).
    pub queue: Option<EtimsQueueJson>,
}

#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct EtimsQueueJson {
    /// RFC 3339.
    pub queued_at: String,
    pub attempts: i32,
    #[schema(example = "KRA eTIMS answered HTTP 503")]
    pub last_error: String,
}

impl From<pb::EtimsInvoice> for EtimsInvoiceJson {
    fn from(invoice: pb::EtimsInvoice) -> Self {
        Self {
            invoice_number: invoice.invoice_number,
            kind: invoice.kind,
            original_invoice_number: (invoice.original_invoice_number > 0)
                .then_some(invoice.original_invoice_number),
            signed: invoice.signed,
            cu_invoice_number: invoice.cu_invoice_number,
            cu_id: invoice.sdc_id,
            receipt_number: invoice.receipt_number,
            internal_data: invoice.internal_data,
            receipt_signature: invoice.receipt_signature,
            cu_date_time: invoice.cu_date_time,
            mrc_no: invoice.mrc_no,
            verification: invoice.verification,
            qr_svg: invoice.qr_svg,
            queue: (!invoice.queued_at.is_empty()).then_some(EtimsQueueJson {
                queued_at: invoice.queued_at,
                attempts: invoice.attempts,
                last_error: invoice.last_error,
            }),
        }
    }
}

impl From<pb::Order> for OrderJson {
    fn from(order: pb::Order) -> Self {
        let totals = order.totals.unwrap_or_default();
        let shipping = order.shipping.unwrap_or_default();
        let payment = order.payment.unwrap_or_default();
        let address = [
            &shipping.address,
            &shipping.city,
            &shipping.county,
            &shipping.postal_code,
        ]
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
        Self {
            // The promise's last day when there is one.
            estimated_delivery: order.delivery.as_ref().map_or_else(
                || estimated_delivery(&order.created_at),
                |d| Some(format!("{}T15:00:00Z", d.latest)),
            ),
            delivery: order.delivery.map(Into::into),
            id: order.id,
            public_id: order.public_id,
            user_id: order.user_id,
            created_at: order.created_at,
            updated_at: order.updated_at,
            order_status: order.status,
            payment_method: order.payment_method,
            payment_status: order.payment_status,
            subtotal: Ksh(totals.subtotal_cents),
            discount: Ksh(totals.discount_cents),
            shipping_fee: Ksh(totals.shipping_cents),
            vat: Ksh(totals.vat_cents),
            cod_fee: Ksh(totals.cod_fee_cents),
            total_amount: Ksh(totals.total_cents),
            vat_rate: Percent(totals.vat_rate_bp),
            prices_include_vat: totals.prices_include_vat,
            coupon_code: non_empty(order.coupon_code),
            customer_name: shipping.customer_name,
            email: shipping.email,
            phone: shipping.phone,
            address,
            street: shipping.address,
            city: shipping.city,
            county: shipping.county,
            postal_code: shipping.postal_code,
            delivery_instructions: order.delivery_instructions,
            preferred_delivery_time: order.preferred_delivery_time,
            items: order.lines.into_iter().map(Into::into).collect(),
            status_history: order
                .history
                .into_iter()
                .map(|change| StatusChangeJson {
                    status: change.status,
                    at: change.at,
                })
                .collect(),
            payment_reference: non_empty(payment.reference),
            paid_at: non_empty(payment.paid_at),
            payer: non_empty(payment.payer),
            payment_failure: non_empty(payment.last_failure),
            payment_failed_attempts: payment.failed_attempts,
            payment_state: order.payment_state,
            cod_collected_at: non_empty(payment.cod_collected_at),
            refunded: Ksh(payment.refunded_cents),
            buyer_pin: non_empty(order.buyer_pin),
            etims_invoices: order.etims_invoices.into_iter().map(Into::into).collect(),
            instalment_plan: order.instalment_plan.map(Into::into),
        }
    }
}

/// `created_at` + 7 days, in UTC (`2026-11-28T10:00:00Z`).
fn estimated_delivery(created_at: &str) -> Option<String> {
    let created = DateTime::parse_from_rfc3339(created_at).ok()?;
    let due = created.checked_add_signed(chrono::Duration::days(DELIVERY_DAYS))?;
    Some(
        due.with_timezone(&Utc)
            .to_rfc3339_opts(SecondsFormat::Secs, true),
    )
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

/// One line of a quote: as priced now, with the stock left.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct QuoteItemJson {
    pub product_id: i64,
    pub name: String,
    pub price: Ksh,
    pub quantity: i32,
    pub line_total: Ksh,
    /// This line's share of the discount (0 without a discount code).
    pub discount: Ksh,
    pub image: String,
    pub category: String,
    pub available: i32,
}

/// The answer of `POST /api/orders/quote`, also sent inside a `total_changed` 409.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct QuoteJson {
    pub items: Vec<QuoteItemJson>,
    /// Requested product ids the catalogue does not have (any more).
    pub missing: Vec<i64>,
    pub subtotal: Ksh,
    /// The discount code's reduction of the goods (0 without one); VAT is on `subtotal` -
    /// `discount`.
    pub discount: Ksh,
    pub shipping_fee: Ksh,
    pub vat: Ksh,
    pub cod_fee: Ksh,
    pub total_amount: Ksh,
    pub amount_to_free_shipping: Ksh,
    /// Shipping is free when the subtotal exceeds this (the shop's settings).
    pub free_shipping_threshold: Ksh,
    /// The VAT rate of the quote, in percent ('VAT (16%)').
    pub vat_rate: Percent,
    /// The shop's prices include VAT: `vat` is the part included in `total_amount` =
    /// `subtotal` - `discount` + `shipping_fee` + `cod_fee`; false: `vat` is added to it.
    pub prices_include_vat: bool,
    /// null (shipping is paid), "threshold" or "coupon".
    pub free_shipping_reason: Option<String>,
    pub coupon_code: Option<String>,
    /// With a county (`state`): every delivery choice for these goods (standard, express where
    /// offered, the pickup points, those in the county first) with its fee and window.
    pub delivery_options: Vec<DeliveryChoiceJson>,
    /// With a county: the choice `shipping_fee` is for.
    pub delivery: Option<DeliveryChoiceJson>,
}

impl QuoteJson {
    /// The quote for a request of `requested` product ids.
    pub(crate) fn new(quote: pb::Quote, requested: &[i64]) -> Self {
        let totals = quote.totals.unwrap_or_default();
        let missing = requested
            .iter()
            .copied()
            .filter(|id| !quote.lines.iter().any(|line| line.product_id == *id))
            .collect();
        Self {
            items: quote
                .lines
                .into_iter()
                .map(|line| QuoteItemJson {
                    product_id: line.product_id,
                    name: line.name,
                    price: Ksh(line.unit_price_cents),
                    quantity: line.quantity,
                    line_total: Ksh(line.line_total_cents),
                    discount: Ksh(line.discount_cents),
                    image: line.image,
                    category: line.category,
                    available: line.available,
                })
                .collect(),
            missing,
            subtotal: Ksh(totals.subtotal_cents),
            discount: Ksh(totals.discount_cents),
            shipping_fee: Ksh(totals.shipping_cents),
            vat: Ksh(totals.vat_cents),
            cod_fee: Ksh(totals.cod_fee_cents),
            total_amount: Ksh(totals.total_cents),
            amount_to_free_shipping: Ksh(totals.amount_to_free_shipping_cents),
            free_shipping_threshold: Ksh(quote.free_shipping_threshold_cents),
            vat_rate: Percent(totals.vat_rate_bp),
            prices_include_vat: totals.prices_include_vat,
            free_shipping_reason: non_empty(totals.free_shipping_reason),
            coupon_code: non_empty(quote.coupon_code),
            delivery_options: quote.delivery_choices.into_iter().map(Into::into).collect(),
            delivery: quote.delivery.map(Into::into),
        }
    }
}

/// The message of an `items` entry that is not `{productId, quantity}` of whole numbers.
pub(crate) const ITEMS_SHAPE: &str =
    "Each item needs a productId and a quantity, both whole numbers";

/// `items: [{productId, quantity}]` as the orders service takes them; `None` when the JSON is
/// not that shape. Absent or null is no items.
pub(crate) fn order_lines(items: Option<&Value>) -> Option<Vec<pb::LineRequest>> {
    let items = match items {
        None | Some(Value::Null) => return Some(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(_) => return None,
    };
    items
        .iter()
        .map(|item| LineForm::read(item).map(pb::LineRequest::from))
        .collect()
}

/// One line of an order or a quote.
#[derive(ToSchema)]
#[schema(example = json!({"productId": 12, "quantity": 2}))]
pub(crate) struct LineForm {
    #[schema(rename = "productId")]
    product_id: i64,
    quantity: i32,
}

impl LineForm {
    /// The line `item` spells, or None when a field is missing or of the wrong shape.
    fn read(item: &Value) -> Option<Self> {
        Some(Self {
            product_id: item.get("productId").and_then(product_id)?,
            quantity: item.get("quantity").and_then(quantity)?,
        })
    }
}

impl From<LineForm> for pb::LineRequest {
    fn from(line: LineForm) -> Self {
        Self {
            product_id: line.product_id,
            quantity: line.quantity,
        }
    }
}

/// One product an order could not have, as the 409 `out_of_stock` lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ShortageJson {
    #[schema(example = 12)]
    pub product_id: i64,
    /// "" when the product no longer exists.
    #[schema(example = "Malindi Sofa")]
    pub name: String,
    #[schema(example = 3)]
    pub requested: i32,
    #[schema(example = 2)]
    pub available: i32,
}

impl From<pb::Shortage> for ShortageJson {
    fn from(s: pb::Shortage) -> Self {
        Self {
            product_id: s.product_id,
            name: s.name,
            requested: s.requested,
            available: s.available,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_for_their_shape_only() {
        use serde_json::json;
        let lines = order_lines(Some(
            &json!([{"productId": "7", "quantity": 0}, {"productId": -3, "quantity": 120}]),
        ))
        .unwrap();
        assert_eq!(
            lines
                .iter()
                .map(|l| (l.product_id, l.quantity))
                .collect::<Vec<_>>(),
            [(7, 0), (-3, 120)]
        );
        for bad in [
            json!("sofa"),
            json!([{"productId": 1.5, "quantity": 1}]),
            json!([{"productId": 1, "quantity": 2.5}]),
            json!([{"productId": 1, "quantity": 1e20}]),
            json!([{"productId": 1}]),
            json!([1]),
        ] {
            assert!(order_lines(Some(&bad)).is_none(), "{bad}");
        }
        assert_eq!(order_lines(None), Some(vec![]));
    }

    #[test]
    fn shortages_are_listed_as_the_409_spells_them() {
        let json = serde_json::to_value(ShortageJson::from(pb::Shortage {
            product_id: 12,
            name: "Malindi Sofa".to_owned(),
            requested: 3,
            available: 2,
        }))
        .unwrap();
        assert_eq!(
            json,
            serde_json::json!({"productId": 12, "name": "Malindi Sofa", "requested": 3, "available": 2})
        );
    }

    fn order() -> pb::Order {
        pb::Order {
            id: "0b6c".into(),
            public_id: "SF7K3M9QXA".into(),
            user_id: "u1".into(),
            status: "pending".into(),
            payment_method: "cod".into(),
            payment_status: "Pending".into(),
            totals: Some(pb::Totals {
                subtotal_cents: 9_199_800,
                shipping_cents: 0,
                vat_cents: 1_471_968,
                cod_fee_cents: 10_000,
                total_cents: 10_681_768,
                amount_to_free_shipping_cents: 0,
                free_shipping_reason: "threshold".into(),
                vat_rate_bp: 1600,
                discount_cents: 0,
                prices_include_vat: false,
            }),
            lines: vec![pb::Line {
                product_id: 12,
                name: "Nairobi Sofa".into(),
                unit_price_cents: 4_599_900,
                quantity: 2,
                line_total_cents: 9_199_800,
                image: "/media/sofa.svg".into(),
                category: "Living Room - Sofas".into(),
                available: 0,
                item_class: String::new(),
                discount_cents: 0,
            }],
            shipping: Some(pb::ShippingDetails {
                customer_name: "Wanjiku Kamau".into(),
                email: "w@example.co.ke".into(),
                phone: "0712345678".into(),
                address: "12 Moi Avenue".into(),
                city: "Nairobi".into(),
                county: String::new(),
                postal_code: "00100".into(),
            }),
            created_at: "2026-11-21T10:00:00+03:00".into(),
            history: vec![pb::StatusChange {
                status: "pending".into(),
                at: "2026-11-21T07:00:00Z".into(),
            }],
            ..Default::default()
        }
    }

    #[test]
    fn orders_serialise_with_the_contract_names() {
        let json = serde_json::to_value(OrderJson::from(order())).unwrap();
        assert_eq!(json["order_status"], "pending");
        assert_eq!(json["subtotal"], 91998);
        assert_eq!(json["vat"], 14719.68);
        assert_eq!(json["total_amount"], 106817.68);
        assert_eq!(json["coupon_code"], serde_json::Value::Null);
        assert_eq!(json["address"], "12 Moi Avenue, Nairobi, 00100");
        assert_eq!(json["street"], "12 Moi Avenue");
        assert_eq!(json["items"][0]["product_name"], "Nairobi Sofa");
        assert_eq!(json["items"][0]["name"], "Nairobi Sofa");
        assert_eq!(json["items"][0]["price"], 45999);
        assert_eq!(json["items"][0]["line_total"], 91998);
        assert_eq!(json["status_history"][0]["status"], "pending");
        assert_eq!(json["estimated_delivery"], "2026-11-28T07:00:00Z");
        for unpaid in ["payment_reference", "paid_at", "payer", "payment_failure"] {
            assert_eq!(json[unpaid], serde_json::Value::Null, "{unpaid}");
        }
    }

    #[test]
    fn a_paid_order_names_its_payment() {
        let mut paid = order();
        paid.payment = Some(pb::OrderPayment {
            reference: "RLA0R69NXM".into(),
            paid_at: "2026-11-21T10:05:00Z".into(),
            payer: "254708374149".into(),
            last_failure: String::new(),
            last_failure_at: String::new(),
            failed_attempts: 2,
            ..Default::default()
        });
        let json = serde_json::to_value(OrderJson::from(paid)).unwrap();
        assert_eq!(json["payment_reference"], "RLA0R69NXM");
        assert_eq!(json["paid_at"], "2026-11-21T10:05:00Z");
        assert_eq!(json["payer"], "254708374149");
        assert_eq!(json["payment_failure"], serde_json::Value::Null);
        assert_eq!(json["payment_failed_attempts"], 2);
        assert_eq!(json["cod_collected_at"], serde_json::Value::Null);
        assert_eq!(json["refunded"], 0);
    }

    #[test]
    fn quotes_list_the_products_the_catalogue_did_not_price() {
        let quote = pb::Quote {
            lines: order().lines,
            totals: order().totals,
            coupon_code: String::new(),
            free_shipping_threshold_cents: 5_000_000,
            ..Default::default()
        };
        let json = serde_json::to_value(QuoteJson::new(quote, &[12, 99])).unwrap();
        assert_eq!(json["missing"], serde_json::json!([99]));
        assert_eq!(json["free_shipping_threshold"], 50000);
        assert_eq!(json["vat_rate"], 16);
        assert_eq!(json["free_shipping_reason"], "threshold");
        assert_eq!(json["coupon_code"], serde_json::Value::Null);
        assert_eq!(json["items"][0]["available"], 0);
    }
}
