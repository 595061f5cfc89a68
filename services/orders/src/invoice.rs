//! The tax invoice of an order as a PDF (admin spec: Order detail, "downloadable PDF invoice"):
//! the shop's name, contact details and KRA PIN, 'TAX INVOICE', the order number as the invoice
//! number, the dates in Nairobi time, who is billed and where it goes, the lines, the stored
//! totals with VAT shown as Kenyan invoices do (the amount before VAT, VAT at its rate, then the
//! total), the payment. Drawn with [`crate::pdf`]; as many A4 pages as the lines need.

use chrono::{DateTime, Utc};
use shop_common::caller::Caller;
use shop_proto::orders::v1 as pb;
use sqlx::{PgConnection, PgPool};

use crate::error::Error;
use crate::pdf::{self, Font, Page};
use crate::repo::{self, OrderRef};

/// Who issues the invoice: the shop's contact details and KRA PIN from the business settings.
pub use crate::domain::settings::Contact as ShopContact;

/// The shop's details on the invoice, as the settings hold them now (an invoice drawn again after
/// the shop moved shows its new address; the order's money never changes).
pub async fn shop_contact(conn: &mut PgConnection) -> Result<ShopContact, Error> {
    Ok(repo::settings::get(conn).await?.0.contact)
}

/// The VAT rate the order was charged, in basis points (1600 = 16%), as the order stored it.
pub fn vat_rate_bp(order: &pb::Order) -> i64 {
    order
        .totals
        .as_ref()
        .map_or(0, |totals| i64::from(totals.vat_rate_bp))
}

/// The file name the invoice downloads as.
pub fn filename(public_id: &str) -> String {
    format!("invoice-{public_id}.pdf")
}

/// GetInvoice: the order `id` names (UUID or order number), for its owner or an admin.
pub async fn get(
    pool: &PgPool,
    id: &str,
    caller: &Caller,
    now: DateTime<Utc>,
) -> Result<pb::Invoice, Error> {
    caller.signed_in()?;
    let order_ref = OrderRef::parse(id).ok_or(Error::OrderNotFound)?;
    let mut conn = pool.acquire().await?;
    let order = repo::orders::find(&mut conn, &order_ref)
        .await?
        .ok_or(Error::OrderNotFound)?;
    caller.ensure_owner_or_admin(&order.user_id)?;
    let shop = shop_contact(&mut conn).await?;
    let pdf = render(&order, &shop, vat_rate_bp(&order), now);
    Ok(pb::Invoice {
        pdf,
        filename: filename(&order.public_id),
        public_id: order.public_id,
    })
}

const LEFT: f32 = 40.0;
const RIGHT: f32 = 555.0;
const TOP: f32 = 802.0;
/// Nothing but the footer goes below this.
const BOTTOM: f32 = 64.0;
const MIDDLE: f32 = 300.0;
/// The lines table: the item column's width and the right edges of the number columns.
const ITEM_WIDTH: f32 = 270.0;
const QTY_RIGHT: f32 = 360.0;
const PRICE_RIGHT: f32 = 455.0;
const SMALL: f32 = 9.0;
const LEADING: f32 = 12.0;

/// Whole KSh with thousands separators and the cents: `45,999.00`.
pub fn ksh(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.unsigned_abs();
    let whole = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{sign}{grouped}.{:02}", cents % 100)
}

/// A rate in basis points as a percentage: 1600 -> `16%`, 1650 -> `16.5%`.
pub fn percent(rate_bp: i64) -> String {
    let text = format!("{:.2}", rate_bp as f64 / 100.0);
    format!("{}%", text.trim_end_matches('0').trim_end_matches('.'))
}

fn nairobi(at: DateTime<Utc>, with_time: bool) -> String {
    let local = shop_common::nairobi::local(at);
    if with_time {
        local.format("%-d %b %Y, %H:%M EAT").to_string()
    } else {
        local.format("%-d %b %Y").to_string()
    }
}

fn nairobi_text(rfc3339: &str, with_time: bool) -> String {
    DateTime::parse_from_rfc3339(rfc3339)
        .map(|at| nairobi(at.with_timezone(&Utc), with_time))
        .unwrap_or_default()
}

fn method_label(method: &str) -> &str {
    match method {
        "mpesa" => "M-Pesa",
        "card" => "Card",
        "paypal" => "PayPal",
        "cod" => "Cash on Delivery",
        other => other,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Pages being filled top to bottom.
struct Layout<'a> {
    pages: Vec<Page>,
    page: Page,
    y: f32,
    order: &'a pb::Order,
    shop: &'a ShopContact,
}

impl Layout<'_> {
    /// Moves to a new page unless `height` more points fit on this one; a new page starts with
    /// a short header naming the invoice.
    fn room_for(&mut self, height: f32) -> bool {
        if self.y - height >= BOTTOM {
            return false;
        }
        self.pages.push(std::mem::take(&mut self.page));
        self.y = TOP;
        self.page
            .text(Font::Bold, 11.0, LEFT, self.y, &self.shop.name);
        self.page.text_right(
            Font::Bold,
            11.0,
            RIGHT,
            self.y,
            &format!("TAX INVOICE {} (continued)", self.order.public_id),
        );
        self.y -= 8.0;
        self.page.line(LEFT, self.y, RIGHT, self.y, 0.5);
        self.y -= 16.0;
        true
    }

    fn table_header(&mut self) {
        let y = self.y;
        let p = &mut self.page;
        p.text(Font::Bold, SMALL, LEFT, y, "Item");
        p.text_right(Font::Bold, SMALL, QTY_RIGHT, y, "Qty");
        p.text_right(Font::Bold, SMALL, PRICE_RIGHT, y, "Unit price");
        p.text_right(Font::Bold, SMALL, RIGHT, y, "Amount");
        p.line(LEFT, y - 5.0, RIGHT, y - 5.0, 0.75);
        self.y -= LEADING + 6.0;
    }

    /// Lines of text from `y` down at `x`; answers the y below them.
    fn column(&mut self, x: f32, y: f32, lines: &[(Font, String)]) -> f32 {
        let mut y = y;
        for (font, text) in lines {
            self.page.text(*font, SMALL, x, y, text);
            y -= LEADING;
        }
        y
    }
}

/// The QR code's side, in points.
const QR_SIZE: f32 = 110.0;

/// The KRA eTIMS block: the control unit's data and the QR code of a signed sale (and of its
/// credit note), or the warning that the invoice is not yet a valid tax invoice. Nothing of the
/// control unit is printed before KRA signed it.
fn control_unit(l: &mut Layout<'_>, vat_rate_bp: i64) {
    let order = l.order;
    let sale = order.etims_invoices.iter().find(|i| i.kind == "sale");
    l.y -= 10.0;
    let Some(sale) = sale.filter(|s| s.signed) else {
        let why = if sale.is_some() {
            "It has been sent to KRA eTIMS and is signed as soon as KRA answers: download it again then."
        } else if order.payment_status == "Paid" {
            "It has not been sent to KRA eTIMS."
        } else {
            "It is reported to KRA eTIMS once the order is paid."
        };
        let lines: Vec<(Font, String)> =
            std::iter::once((Font::Bold, "NOT YET A VALID TAX INVOICE".to_owned()))
                .chain(
                    pdf::wrap(
                        &format!("KRA has not signed this invoice yet. {why}"),
                        Font::Regular,
                        SMALL,
                        RIGHT - LEFT,
                    )
                    .into_iter()
                    .map(|line| (Font::Regular, line)),
                )
                .collect();
        l.room_for(lines.len() as f32 * LEADING + 4.0);
        let y = l.y;
        l.y = l.column(LEFT, y, &lines);
        return;
    };
    // The amounts KRA was given, per tax category (all of them category A today).
    let lines = crate::etims::body::order_lines(order, &|_: &pb::Line| String::new());
    let taxable: i64 = lines.iter().map(|l| l.taxable).sum();
    let tax: i64 = lines.iter().map(|l| l.tax).sum();
    let mut block = vec![
        (
            Font::Bold,
            "Control unit information (KRA eTIMS)".to_owned(),
        ),
        (
            Font::Regular,
            format!("CU invoice number: {}", sale.cu_invoice_number),
        ),
        (Font::Regular, format!("CU ID: {}", sale.sdc_id)),
        (
            Font::Regular,
            format!("CU date and time: {}", cu_date_time(&sale.cu_date_time)),
        ),
        (Font::Regular, format!("MRC number: {}", sale.mrc_no)),
        (
            Font::Regular,
            format!("Internal data: {}", sale.internal_data),
        ),
        (
            Font::Regular,
            format!("Receipt signature: {}", sale.receipt_signature),
        ),
        (
            Font::Regular,
            format!(
                "Tax A ({}): taxable {} VAT {} ({})",
                percent(vat_rate_bp),
                ksh(taxable),
                ksh(tax),
                if order.totals.as_ref().is_some_and(|t| t.prices_include_vat) {
                    "prices include VAT"
                } else {
                    "delivery and fees include their VAT"
                }
            ),
        ),
        (Font::Regular, "Tax B, C, D, E: 0.00".to_owned()),
    ];
    for note in order
        .etims_invoices
        .iter()
        .filter(|i| i.kind == "credit_note")
    {
        block.push((
            Font::Bold,
            format!(
                "CREDIT NOTE {} credits invoice {} in full",
                note.invoice_number, note.original_invoice_number
            ),
        ));
        if note.signed {
            block.push((
                Font::Regular,
                format!(
                    "Credit note CU number: {}, signature {}",
                    note.cu_invoice_number, note.receipt_signature
                ),
            ));
        } else {
            block.push((
                Font::Regular,
                "Credit note not yet signed by KRA".to_owned(),
            ));
        }
    }
    let height = (block.len() as f32 * LEADING).max(QR_SIZE + 4.0);
    l.room_for(height);
    let top = l.y;
    let below = l.column(LEFT, top, &block);
    if let Some((width, dark)) = crate::etims::qr::matrix(&sale.verification) {
        let module = QR_SIZE / width as f32;
        let (left, qr_top) = (RIGHT - QR_SIZE, top + SMALL);
        for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
            let (x, y) = ((i % width) as f32, (i / width) as f32);
            l.page.fill_rect(
                left + x * module,
                qr_top - (y + 1.0) * module,
                module,
                module,
            );
        }
    }
    l.y = below.min(top - QR_SIZE - 4.0);
}

/// The control unit's `YYYYMMDDHHmmss` as `29 Nov 2026, 14:03:07 EAT`.
fn cu_date_time(text: &str) -> String {
    chrono::NaiveDateTime::parse_from_str(text, "%Y%m%d%H%M%S")
        .map(|at| at.format("%-d %b %Y, %H:%M:%S EAT").to_string())
        .unwrap_or_else(|_| text.to_owned())
}

/// The invoice of `order`, issued by `shop` at `issued_at`, VAT labelled at `vat_rate_bp`.
pub fn render(
    order: &pb::Order,
    shop: &ShopContact,
    vat_rate_bp: i64,
    issued_at: DateTime<Utc>,
) -> Vec<u8> {
    let mut l = Layout {
        pages: Vec::new(),
        page: Page::default(),
        y: TOP,
        order,
        shop,
    };
    let shipping = order.shipping.clone().unwrap_or_default();
    let totals = order.totals.clone().unwrap_or_default();
    let payment = order.payment.clone().unwrap_or_default();

    // The shop and the invoice.
    l.page.text(Font::Bold, 18.0, LEFT, TOP, &shop.name);
    l.page
        .text_right(Font::Bold, 18.0, RIGHT, TOP, "TAX INVOICE");
    let mut left: Vec<(Font, String)> = pdf::wrap(&shop.address, Font::Regular, SMALL, 250.0)
        .into_iter()
        .map(|line| (Font::Regular, line))
        .collect();
    left.push((Font::Regular, format!("Tel: {}", shop.phone)));
    left.push((Font::Regular, format!("Email: {}", shop.email)));
    left.push((Font::Bold, format!("KRA PIN: {}", shop.kra_pin)));
    let below_shop = l.column(LEFT, TOP - 20.0, &left);
    let sale = order.etims_invoices.iter().find(|i| i.kind == "sale");
    let mut facts = Vec::new();
    if let Some(sale) = sale {
        // The eTIMS invoice number (sequential per branch) is the tax invoice's number.
        facts.push(format!("Invoice number: {}", sale.invoice_number));
        facts.push(format!("Order number: {}", order.public_id));
    } else {
        facts.push(format!("Invoice number: {}", order.public_id));
    }
    facts.extend([
        format!("Invoice date: {}", nairobi(issued_at, false)),
        format!("Order date: {}", nairobi_text(&order.created_at, true)),
        format!("Order status: {}", capitalised(&order.status)),
    ]);
    let mut y = TOP - 20.0;
    for fact in &facts {
        l.page.text_right(Font::Regular, SMALL, RIGHT, y, fact);
        y -= LEADING;
    }
    l.y = below_shop.min(y) - 2.0;
    l.page.line(LEFT, l.y, RIGHT, l.y, 1.0);
    l.y -= 18.0;

    // Who is billed and where it goes.
    let mut bill_to = vec![
        (Font::Bold, "Bill to".to_owned()),
        (Font::Regular, shipping.customer_name.clone()),
        (Font::Regular, format!("Phone: {}", shipping.phone)),
        (Font::Regular, format!("Email: {}", shipping.email)),
    ];
    if !order.buyer_pin.is_empty() {
        bill_to.push((Font::Bold, format!("Buyer KRA PIN: {}", order.buyer_pin)));
    }
    let mut ship_to = vec![(Font::Bold, "Ship to".to_owned())];
    ship_to.extend(
        pdf::wrap(&shipping.address, Font::Regular, SMALL, RIGHT - MIDDLE)
            .into_iter()
            .map(|line| (Font::Regular, line)),
    );
    for (label, value) in [
        ("City", &shipping.city),
        ("County", &shipping.county),
        ("Postal code", &shipping.postal_code),
    ] {
        if !value.trim().is_empty() {
            ship_to.push((Font::Regular, format!("{label}: {value}")));
        }
    }
    if !order.delivery_instructions.trim().is_empty() {
        ship_to.extend(
            pdf::wrap(
                &format!("Instructions: {}", order.delivery_instructions),
                Font::Regular,
                SMALL,
                RIGHT - MIDDLE,
            )
            .into_iter()
            .map(|line| (Font::Regular, line)),
        );
    }
    let y = l.y;
    let below_bill = l.column(LEFT, y, &bill_to);
    let below_ship = l.column(MIDDLE, y, &ship_to);
    l.y = below_bill.min(below_ship) - 10.0;

    // The lines.
    l.table_header();
    for line in &order.lines {
        let name = pdf::wrap(&line.name, Font::Regular, SMALL, ITEM_WIDTH);
        let height = name.len() as f32 * LEADING + 4.0;
        if l.room_for(height) {
            l.table_header();
        }
        let y = l.y;
        l.page.text_right(
            Font::Regular,
            SMALL,
            QTY_RIGHT,
            y,
            &line.quantity.to_string(),
        );
        l.page.text_right(
            Font::Regular,
            SMALL,
            PRICE_RIGHT,
            y,
            &ksh(line.unit_price_cents),
        );
        l.page
            .text_right(Font::Regular, SMALL, RIGHT, y, &ksh(line.line_total_cents));
        let below = l.column(
            LEFT,
            y,
            &name
                .into_iter()
                .map(|n| (Font::Regular, n))
                .collect::<Vec<_>>(),
        );
        l.page.line(LEFT, below + 8.0, RIGHT, below + 8.0, 0.25);
        l.y = below - 4.0;
    }

    // The totals, as stored on the order. Prices that include VAT: the amounts as charged, then
    // the VAT part under the total; else the amount before VAT, VAT added, the total.
    let inclusive = totals.prices_include_vat;
    let mut rows = vec![(
        if inclusive {
            "Subtotal (incl. VAT)"
        } else {
            "Subtotal (excl. VAT)"
        }
        .to_owned(),
        ksh(totals.subtotal_cents),
    )];
    if totals.discount_cents > 0 {
        rows.push((
            if order.coupon_code.is_empty() {
                "Discount".to_owned()
            } else {
                format!("Discount ({})", order.coupon_code)
            },
            format!("-{}", ksh(totals.discount_cents)),
        ));
    }
    rows.extend([(
        "Delivery".to_owned(),
        if totals.shipping_cents == 0 {
            "Free".to_owned()
        } else {
            ksh(totals.shipping_cents)
        },
    )]);
    if !inclusive {
        rows.push((
            format!("VAT ({})", percent(vat_rate_bp)),
            ksh(totals.vat_cents),
        ));
    }
    if totals.cod_fee_cents > 0 {
        rows.push(("Cash on delivery fee".to_owned(), ksh(totals.cod_fee_cents)));
    }
    l.room_for(rows.len() as f32 * LEADING + 40.0);
    l.y -= 4.0;
    for (label, value) in &rows {
        let y = l.y;
        l.page
            .text_right(Font::Regular, SMALL, PRICE_RIGHT, y, label);
        l.page.text_right(Font::Regular, SMALL, RIGHT, y, value);
        l.y -= LEADING;
    }
    l.page
        .line(MIDDLE + 60.0, l.y + 8.0, RIGHT, l.y + 8.0, 0.75);
    l.y -= 4.0;
    let y = l.y;
    l.page.text_right(
        Font::Bold,
        11.0,
        PRICE_RIGHT,
        y,
        if inclusive {
            "Total (incl. VAT)"
        } else {
            "Total"
        },
    );
    l.page
        .text_right(Font::Bold, 11.0, RIGHT, y, &ksh(totals.total_cents));
    l.y -= LEADING + 2.0;
    if inclusive {
        for (label, value) in [
            (
                format!("VAT included ({})", percent(vat_rate_bp)),
                ksh(totals.vat_cents),
            ),
            (
                "Amount before VAT".to_owned(),
                ksh(totals.total_cents - totals.vat_cents),
            ),
        ] {
            let y = l.y;
            l.page
                .text_right(Font::Regular, SMALL, PRICE_RIGHT, y, &label);
            l.page.text_right(Font::Regular, SMALL, RIGHT, y, &value);
            l.y -= LEADING;
        }
    }
    if !order.coupon_code.is_empty() {
        let y = l.y;
        l.page.text_right(
            Font::Regular,
            SMALL,
            RIGHT,
            y,
            &format!("Coupon: {}", order.coupon_code),
        );
        l.y -= LEADING;
    }
    let y = l.y;
    l.page
        .text_right(Font::Regular, SMALL, RIGHT, y, "Prices in KSh");
    l.y -= LEADING + 10.0;

    // The payment.
    let mut paid = vec![
        (Font::Bold, "Payment".to_owned()),
        (
            Font::Regular,
            format!("Method: {}", method_label(&order.payment_method)),
        ),
        (Font::Regular, format!("Status: {}", order.payment_status)),
    ];
    if !payment.reference.is_empty() {
        let label = if order.payment_method == "mpesa" {
            "M-Pesa receipt"
        } else {
            "Transaction"
        };
        paid.push((Font::Regular, format!("{label}: {}", payment.reference)));
    }
    if !payment.paid_at.is_empty() {
        paid.push((
            Font::Regular,
            format!("Paid on: {}", nairobi_text(&payment.paid_at, true)),
        ));
    }
    l.room_for(paid.len() as f32 * LEADING);
    let y = l.y;
    l.y = l.column(LEFT, y, &paid);

    control_unit(&mut l, vat_rate_bp);

    // Every page's footer, now that the count is known.
    let mut pages = l.pages;
    pages.push(l.page);
    let count = pages.len();
    let thanks = format!("Thank you for shopping with {}!", shop.name);
    for (i, page) in pages.iter_mut().enumerate() {
        page.line(LEFT, 48.0, RIGHT, 48.0, 0.5);
        page.text(Font::Regular, 8.0, LEFT, 36.0, &thanks);
        page.text_right(
            Font::Regular,
            8.0,
            RIGHT,
            36.0,
            &format!("Page {} of {count}", i + 1),
        );
    }
    pdf::document(&format!("Tax invoice {}", order.public_id), &pages)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::{check, literal};
    use chrono::TimeZone;

    fn shop() -> ShopContact {
        ShopContact {
            name: "Samani Furniture".into(),
            phone: "+254 712 345 678".into(),
            email: "sales@samanifurniture.co.ke".into(),
            address: "Samani House, Ngong Road, Nairobi".into(),
            kra_pin: "P000000000X".into(),
        }
    }

    fn line(name: &str, price: i64, quantity: i32) -> pb::Line {
        pb::Line {
            product_id: 1,
            name: name.into(),
            unit_price_cents: price,
            quantity,
            line_total_cents: price * i64::from(quantity),
            ..Default::default()
        }
    }

    fn order(lines: Vec<pb::Line>) -> pb::Order {
        pb::Order {
            id: "7d1f0d52-4f3e-4b2a-9d5e-000000000001".into(),
            public_id: "SF7K3M9QXA".into(),
            user_id: "user-1".into(),
            status: "shipped".into(),
            payment_method: "mpesa".into(),
            payment_status: "Paid".into(),
            totals: Some(pb::Totals {
                subtotal_cents: 9_199_800,
                shipping_cents: 0,
                vat_cents: 1_471_968,
                cod_fee_cents: 0,
                total_cents: 10_671_768,
                ..Default::default()
            }),
            lines,
            shipping: Some(pb::ShippingDetails {
                customer_name: "Wanjiku (Mama) Kamau \\ Jr".into(),
                email: "wanjiku@example.co.ke".into(),
                phone: "0712 345 678".into(),
                address: "12 Moi Avenue".into(),
                city: "Nairobi".into(),
                county: "Nairobi".into(),
                postal_code: "00100".into(),
            }),
            // 21:30 UTC is the next day in Nairobi.
            created_at: "2026-11-20T21:30:00Z".into(),
            payment: Some(pb::OrderPayment {
                reference: "RLA0R69NXM".into(),
                paid_at: "2026-11-20T21:34:16Z".into(),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    fn issued() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 26, 7, 0, 0).unwrap()
    }

    #[test]
    fn money_and_rates() {
        assert_eq!(ksh(0), "0.00");
        assert_eq!(ksh(4_599_900), "45,999.00");
        assert_eq!(ksh(10_671_768), "106,717.68");
        assert_eq!(ksh(12_345_678_901), "123,456,789.01");
        assert_eq!(percent(1600), "16%");
        assert_eq!(percent(1650), "16.5%");
    }

    #[test]
    fn an_invoice_of_prices_including_vat_shows_the_vat_part_under_the_total() {
        // The KSh 62,500 sofa and two KSh 999 cushions, delivery free, M-Pesa.
        let mut sale = order(vec![
            line("Malindi Sofa", 6_250_000, 1),
            line("Kikoi Cushion", 99_900, 2),
        ]);
        let vat = crate::domain::totals::included_vat(1600, 6_250_000)
            + crate::domain::totals::included_vat(1600, 199_800);
        sale.totals = Some(pb::Totals {
            subtotal_cents: 6_449_800,
            vat_cents: vat,
            total_cents: 6_449_800,
            vat_rate_bp: 1600,
            prices_include_vat: true,
            ..Default::default()
        });
        let invoice = signed(&mut sale);
        assert!(invoice.signed);
        let pdf = render(&sale, &shop(), 1600, issued());
        check::structure(&pdf).unwrap();
        let text = String::from_utf8_lossy(&pdf).into_owned();
        assert_eq!(vat, 889_628);
        for expected in [
            "Subtotal \\(incl. VAT\\)",
            "64,498.00",
            "Total \\(incl. VAT\\)",
            "VAT included \\(16%\\)",
            "8,896.28",
            "Amount before VAT",
            "55,601.72",
            // KRA's figures are the same VAT.
            "taxable 55,601.72 VAT 8,896.28 \\(prices include VAT\\)",
        ] {
            assert!(text.contains(expected), "missing {expected:?}");
        }
        assert!(!text.contains("excl. VAT"));
    }

    #[test]
    fn the_invoice_is_a_valid_pdf_with_every_fact() {
        let pdf = render(
            &order(vec![line("Malindi Sofa", 4_599_900, 2)]),
            &shop(),
            1600,
            issued(),
        );
        check::structure(&pdf).unwrap();
        assert_eq!(check::page_count(&pdf), 1);
        let text = String::from_utf8_lossy(&pdf).into_owned();
        for expected in [
            "TAX INVOICE",
            "Samani Furniture",
            "Tel: +254 712 345 678",
            "Email: sales@samanifurniture.co.ke",
            "KRA PIN: P000000000X",
            "Invoice number: SF7K3M9QXA",
            "Invoice date: 26 Nov 2026",
            "Order date: 21 Nov 2026, 00:30 EAT",
            "Phone: 0712 345 678",
            "Email: wanjiku@example.co.ke",
            "12 Moi Avenue",
            "Postal code: 00100",
            "Malindi Sofa",
            "45,999.00",
            "91,998.00",
            "Subtotal \\(excl. VAT\\)",
            "VAT \\(16%\\)",
            "14,719.68",
            "Free",
            "106,717.68",
            "Prices in KSh",
            "Method: M-Pesa",
            "Status: Paid",
            "M-Pesa receipt: RLA0R69NXM",
            "Paid on: 21 Nov 2026, 00:34 EAT",
            "Page 1 of 1",
        ] {
            assert!(text.contains(expected), "missing {expected:?}");
        }
        // The customer's name, with its parentheses and backslash escaped.
        assert!(text.contains(&literal("Wanjiku (Mama) Kamau \\ Jr")));
        assert!(text.contains("(Wanjiku \\(Mama\\) Kamau \\\\ Jr)"));
        assert!(!text.contains("Cash on delivery fee"));
    }

    #[test]
    fn cash_on_delivery_shows_its_fee_and_pending() {
        let mut cod = order(vec![line("Lamu Bed", 3_000_000, 1)]);
        cod.payment_method = "cod".into();
        cod.payment_status = "Pending".into();
        cod.payment = None;
        cod.totals = Some(pb::Totals {
            subtotal_cents: 3_000_000,
            shipping_cents: 50_000,
            vat_cents: 480_000,
            cod_fee_cents: 10_000,
            total_cents: 3_540_000,
            ..Default::default()
        });
        let text = String::from_utf8_lossy(&render(&cod, &shop(), 1650, issued())).into_owned();
        for expected in [
            "Cash on delivery fee",
            "100.00",
            "500.00",
            "VAT \\(16.5%\\)",
            "Method: Cash on Delivery",
            "Status: Pending",
        ] {
            assert!(text.contains(expected), "missing {expected:?}");
        }
        assert!(!text.contains("receipt"));
    }

    #[test]
    fn many_lines_take_several_pages() {
        let lines = (1..=90)
            .map(|i| line(&format!("Item number {i} with a long descriptive name that wraps onto a second line of the table"), 100_000, 1))
            .collect();
        let pdf = render(&order(lines), &shop(), 1600, issued());
        check::structure(&pdf).unwrap();
        let pages = check::page_count(&pdf);
        assert!(pages >= 3, "{pages} pages");
        let text = String::from_utf8_lossy(&pdf).into_owned();
        assert!(text.contains(&format!("Page {pages} of {pages}")));
        assert!(text.contains("TAX INVOICE SF7K3M9QXA \\(continued\\)"));
        // Every line is there once, and the totals come after the last.
        for i in [1, 45, 90] {
            assert_eq!(text.matches(&format!("(Item number {i} with")).count(), 1);
        }
        assert!(
            text.rfind("(Item number 90 with").unwrap() < text.find("(Prices in KSh)").unwrap()
        );
        // Every text sits inside the page, above the footer.
        for op in text.lines().filter(|l| l.starts_with("BT ")) {
            let parts: Vec<&str> = op.split(' ').collect();
            let y: f32 = parts[5].parse().unwrap();
            assert!((30.0..=842.0).contains(&y), "{op}");
        }
    }

    /// The text of a QR code given as its modules, read as a scanner would from a picture
    /// (4 pixels a module, a quiet zone of 4 modules).
    pub(crate) fn decode_qr(width: usize, dark: &[bool]) -> String {
        let scale = 4;
        let side = (width + 8) * scale;
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            let (column, row) = (x / scale, y / scale);
            let inside = (4..width + 4).contains(&column) && (4..width + 4).contains(&row);
            if inside && dark[(row - 4) * width + column - 4] {
                0
            } else {
                255
            }
        });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one QR code");
        grids[0].decode().unwrap().1
    }

    fn signed(order: &mut pb::Order) -> pb::EtimsInvoice {
        let verification = format!(
            "{}?Data=P051234567X00ABCDEFGHIJKLMNOP&sdcId=KRACU0100000001&rcptNo=7",
            crate::etims::VERIFY_URL
        );
        let invoice = pb::EtimsInvoice {
            invoice_number: 12,
            kind: "sale".into(),
            signed: true,
            cu_invoice_number: "KRACU0100000001/7".into(),
            sdc_id: "KRACU0100000001".into(),
            receipt_number: 7,
            internal_data: "ABCDEFGHIJKLMNOPQRSTUVWXYZ".into(),
            receipt_signature: "ABCDEFGHIJKLMNOP".into(),
            cu_date_time: "20261121003416".into(),
            mrc_no: "KRAMW01100200001".into(),
            verification,
            branch_id: "00".into(),
            seller_pin: "P051234567X".into(),
            ..Default::default()
        };
        order.etims_invoices = vec![invoice.clone()];
        invoice
    }

    #[test]
    fn a_signed_invoice_shows_the_control_unit_and_a_qr_code_that_verifies_it() {
        let mut paid = order(vec![line("Malindi Sofa", 4_599_900, 2)]);
        paid.buyer_pin = "P051234567X".into();
        if let Some(totals) = paid.totals.as_mut() {
            totals.vat_rate_bp = 1600;
        }
        let invoice = signed(&mut paid);
        let pdf = render(&paid, &shop(), 1600, issued());
        check::structure(&pdf).unwrap();
        let text = String::from_utf8_lossy(&pdf).into_owned();
        for expected in [
            "Invoice number: 12",
            "Order number: SF7K3M9QXA",
            "Buyer KRA PIN: P051234567X",
            "Control unit information \\(KRA eTIMS\\)",
            "CU invoice number: KRACU0100000001/7",
            "CU date and time: 21 Nov 2026, 00:34:16 EAT",
            "MRC number: KRAMW01100200001",
            "Internal data: ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "Receipt signature: ABCDEFGHIJKLMNOP",
            "taxable 91,998.00 VAT 14,719.68",
        ] {
            assert!(text.contains(expected), "missing {expected:?}");
        }
        assert!(!text.contains("NOT YET"));
        let (width, dark) = check::qr_modules(&pdf).unwrap();
        assert_eq!(decode_qr(width, &dark), invoice.verification);
    }

    #[test]
    fn an_unsigned_invoice_says_it_is_not_yet_valid_and_invents_nothing() {
        let mut paid = order(vec![line("Malindi Sofa", 4_599_900, 2)]);
        let mut invoice = signed(&mut paid);
        invoice.signed = false;
        invoice.cu_invoice_number.clear();
        paid.etims_invoices = vec![invoice];
        let text = String::from_utf8_lossy(&render(&paid, &shop(), 1600, issued())).into_owned();
        assert!(text.contains("NOT YET A VALID TAX INVOICE"));
        assert!(text.contains("signed as soon as KRA answers"));
        assert!(!text.contains("CU invoice number"));
        assert!(!text.contains(" re f"));
    }
}
