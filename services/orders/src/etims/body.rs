//! The body of `sendSalesTransaction` for an order (ETIMS.md "Sales and credit notes"), built
//! from the order's stored money and never recomputed from prices: the goods at tax category A
//! at the order's VAT rate with the order's VAT spread over the lines (largest remainder, so the
//! lines add up to it exactly), delivery and the cash-on-delivery fee as category A lines whose
//! charged amount includes their VAT (docs/decisions.md "eTIMS (issue 23, part 1)"), and a
//! header that is the sum of the lines. Amounts in KSh with two decimals.

use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use shop_proto::orders::v1 as pb;

use crate::domain::totals::included_vat;

/// The shop's own item code of a product: KRA's pattern (origin KE, product type 2 finished
/// goods, packaging NT, quantity unit U) and the product id.
pub fn product_item_code(product_id: i64) -> String {
    format!("KE2NTU{product_id:07}")
}

/// Item codes of the two service lines (product type 3, services).
pub const DELIVERY_ITEM: &str = "KE3NTU0DELIVERY";
pub const COD_FEE_ITEM: &str = "KE3NTU00CODFEE";

/// KRA item classifications: furniture by default (the products' classes are the catalog's,
/// snapshot on each order line; `shop_common::item_class` owns the default table), transport for
/// delivery, handling fees.
pub const DEFAULT_PRODUCT_CLASS: &str = shop_common::item_class::FURNITURE;
pub const DELIVERY_CLASS: &str = "78101800";
pub const COD_FEE_CLASS: &str = "84111500";

/// The class a line is sold under: the one the product had when the order was placed (kept on
/// the line), else, for lines stored before products had a class, its category's default.
pub fn line_class(line: &pb::Line) -> String {
    if shop_common::item_class::is_item_class(&line.item_class) {
        line.item_class.clone()
    } else {
        shop_common::item_class::default_for_category(&line.category).to_owned()
    }
}

/// `pmtTyCd` of a payment method: mobile money, card, other (PayPal), cash.
pub fn payment_type(method: &str) -> &'static str {
    match method {
        "mpesa" => "06",
        "card" => "05",
        "cod" => "01",
        _ => "07",
    }
}

/// One line of the invoice, in cents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub item_cd: String,
    pub item_cls_cd: String,
    pub item_nm: String,
    pub qty: i64,
    pub prc: i64,
    /// The discount code's share of this line (`dcAmt`); `taxable` is `qty x prc` less it.
    pub discount: i64,
    pub taxable: i64,
    pub tax: i64,
}

impl Line {
    pub fn total(&self) -> i64 {
        self.taxable + self.tax
    }
}

/// `cents * bp / 10000`, floored, and the remainder (for largest-remainder rounding).
fn share(cents: i64, rate_bp: i64) -> (i64, i64) {
    let scaled = i128::from(cents) * i128::from(rate_bp);
    ((scaled / 10_000) as i64, (scaled % 10_000) as i64)
}

/// `dcRt` of a line: its discount as a percentage of its supply, in basis points (two decimals
/// of a percent), rounded half-up. A percentage code's lines have exactly its rate (each line's
/// discount is its rate of the line, rounded to the cent); an amount spread over the lines has
/// its rate rounded.
pub fn discount_rate_bp(discount: i64, supply: i64) -> i64 {
    if supply <= 0 {
        return 0;
    }
    let scaled = i128::from(discount) * 10_000;
    ((scaled * 2 + i128::from(supply)) / (i128::from(supply) * 2)) as i64
}

/// The goods lines with `vat_cents` spread over them: each line is taxed on its total less its
/// discount, its tax that value's exact tax rounded down or up, the ups going to the largest
/// remainders until the sum is `vat_cents`. When the stored VAT cannot be reached that way (it
/// was not computed from these lines at this rate) each line is rounded on its own.
pub fn goods(
    lines: &[pb::Line],
    rate_bp: i64,
    vat_cents: i64,
    class_of: &dyn Fn(&pb::Line) -> String,
) -> Vec<Line> {
    let taxable = |l: &pb::Line| l.line_total_cents - l.discount_cents;
    let shares: Vec<(i64, i64)> = lines.iter().map(|l| share(taxable(l), rate_bp)).collect();
    let floor: i64 = shares.iter().map(|s| s.0).sum();
    let ups = vat_cents - floor;
    let mut taxes: Vec<i64> = shares.iter().map(|s| s.0).collect();
    if (0..=lines.len() as i64).contains(&ups) {
        let mut order: Vec<usize> = (0..lines.len()).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(shares[i].1), i));
        for &i in order.iter().take(ups as usize) {
            taxes[i] += 1;
        }
    } else {
        tracing::warn!(
            vat_cents,
            floor,
            "the order's VAT is not its lines' VAT: lines rounded alone"
        );
        for (tax, (_, rest)) in taxes.iter_mut().zip(&shares) {
            if *rest >= 5_000 {
                *tax += 1;
            }
        }
    }
    lines
        .iter()
        .zip(taxes)
        .map(|(l, tax)| Line {
            item_cd: product_item_code(l.product_id),
            item_cls_cd: class_of(l),
            item_nm: l.name.clone(),
            qty: i64::from(l.quantity),
            prc: l.unit_price_cents,
            discount: l.discount_cents,
            taxable: taxable(l),
            tax,
        })
        .collect()
}

/// The goods lines of an order whose prices include VAT: each line's tax is the VAT included
/// in its total less its discount (`totals::included_vat`, the very figures the order's VAT
/// adds up), its taxable amount the rest. KRA's line states a price before VAT: `prc` is the
/// unit price without its VAT rounded up to the cent, and `dcAmt` what separates `qty x prc`
/// from the taxable amount (the discount code's share without its VAT, and the part of a cent
/// per unit that rounding the unit price adds).
pub fn inclusive_goods(
    lines: &[pb::Line],
    rate_bp: i32,
    class_of: &dyn Fn(&pb::Line) -> String,
) -> Vec<Line> {
    lines
        .iter()
        .map(|l| {
            let qty = i64::from(l.quantity).max(1);
            let charged = l.line_total_cents - l.discount_cents;
            let tax = included_vat(rate_bp, charged);
            let taxable = charged - tax;
            let undiscounted = l.line_total_cents - included_vat(rate_bp, l.line_total_cents);
            let prc = (undiscounted + qty - 1).div_euclid(qty);
            Line {
                item_cd: product_item_code(l.product_id),
                item_cls_cd: class_of(l),
                item_nm: l.name.clone(),
                qty,
                prc,
                discount: qty * prc - taxable,
                taxable,
                tax,
            }
        })
        .collect()
}

/// A fee charged as `cents` with its VAT inside: the tax is the VAT included in it
/// (`totals::included_vat`), the taxable amount the rest.
pub fn fee(item_cd: &str, item_cls_cd: &str, item_nm: &str, cents: i64, rate_bp: i64) -> Line {
    let tax = included_vat(i32::try_from(rate_bp).unwrap_or(i32::MAX), cents);
    let taxable = cents - tax;
    Line {
        item_cd: item_cd.to_owned(),
        item_cls_cd: item_cls_cd.to_owned(),
        item_nm: item_nm.to_owned(),
        qty: 1,
        prc: taxable,
        discount: 0,
        taxable,
        tax: cents - taxable,
    }
}

/// Every line of `order`'s invoice: the goods, then delivery and the COD fee when charged.
/// Delivery and the fee always carry their VAT inside; the goods too when the order's prices
/// included VAT, else they carry the order's VAT added on top.
pub fn order_lines(order: &pb::Order, class_of: &dyn Fn(&pb::Line) -> String) -> Vec<Line> {
    let totals = order.totals.clone().unwrap_or_default();
    let rate = i64::from(totals.vat_rate_bp);
    let mut lines = if totals.prices_include_vat {
        inclusive_goods(&order.lines, totals.vat_rate_bp, class_of)
    } else {
        goods(&order.lines, rate, totals.vat_cents, class_of)
    };
    if totals.shipping_cents > 0 {
        lines.push(fee(
            DELIVERY_ITEM,
            DELIVERY_CLASS,
            "Delivery",
            totals.shipping_cents,
            rate,
        ));
    }
    if totals.cod_fee_cents > 0 {
        lines.push(fee(
            COD_FEE_ITEM,
            COD_FEE_CLASS,
            "Cash on delivery fee",
            totals.cod_fee_cents,
            rate,
        ));
    }
    lines
}

/// KSh as JSON: cents / 100, two decimals at most.
pub fn ksh(cents: i64) -> Value {
    json!(cents as f64 / 100.0)
}

/// Who the invoice is for and what it is.
pub struct Header<'a> {
    pub tin: &'a str,
    pub bhf_id: &'a str,
    pub invc_no: i64,
    /// The original invoice of a credit note.
    pub org_invc_no: Option<i64>,
    pub cust_tin: &'a str,
    pub cust_nm: &'a str,
    pub payment_method: &'a str,
    pub rate_bp: i64,
    /// When it is confirmed (Nairobi time on the invoice).
    pub at: DateTime<Utc>,
}

/// The request body: the header's fields, the five categories (A used), the lines.
pub fn sales_transaction(header: &Header<'_>, lines: &[Line]) -> Value {
    let local = shop_common::nairobi::local(header.at);
    let taxable: i64 = lines.iter().map(|l| l.taxable).sum();
    let tax: i64 = lines.iter().map(|l| l.tax).sum();
    let mut body = json!({
        "tin": header.tin,
        "bhfId": header.bhf_id,
        "invcNo": header.invc_no,
        "orgInvcNo": header.org_invc_no.unwrap_or(0),
        "custTin": header.cust_tin,
        "custNm": header.cust_nm,
        "salesTyCd": "N",
        "rcptTyCd": if header.org_invc_no.is_some() { "R" } else { "S" },
        "pmtTyCd": payment_type(header.payment_method),
        "salesSttsCd": "02",
        "cfmDt": local.format("%Y%m%d%H%M%S").to_string(),
        "salesDt": local.format("%Y%m%d").to_string(),
        "totItemCnt": lines.len(),
        "totTaxblAmt": ksh(taxable),
        "totTaxAmt": ksh(tax),
        "totAmt": ksh(taxable + tax),
        "regrId": "shop-orders",
        "regrNm": "shop-orders",
    });
    let header_fields = body.as_object_mut();
    if let Some(fields) = header_fields {
        for category in ['A', 'B', 'C', 'D', 'E'] {
            let (amount, rate, tax_amount) = if category == 'A' {
                (ksh(taxable), json!(header.rate_bp as f64 / 100.0), ksh(tax))
            } else {
                (json!(0), json!(0), json!(0))
            };
            fields.insert(format!("taxblAmt{category}"), amount);
            fields.insert(format!("taxRt{category}"), rate);
            fields.insert(format!("taxAmt{category}"), tax_amount);
        }
        fields.insert(
            "itemList".to_owned(),
            Value::Array(
                lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        json!({
                            "itemSeq": i + 1,
                            "itemCd": l.item_cd,
                            "itemClsCd": l.item_cls_cd,
                            "itemNm": l.item_nm,
                            "pkgUnitCd": "NT",
                            "pkg": l.qty,
                            "qtyUnitCd": "U",
                            "qty": l.qty,
                            "prc": ksh(l.prc),
                            "splyAmt": ksh(l.qty * l.prc),
                            "dcRt": json!(discount_rate_bp(l.discount, l.qty * l.prc) as f64 / 100.0),
                            "dcAmt": ksh(l.discount),
                            "taxTyCd": "A",
                            "taxblAmt": ksh(l.taxable),
                            "taxAmt": ksh(l.tax),
                            "totAmt": ksh(l.total()),
                        })
                    })
                    .collect(),
            ),
        );
    }
    body
}

/// The credit note of a sale whose body is `sale`: the same lines and amounts, its own number,
/// `rcptTyCd` R and `orgInvcNo` the sale's, dated `at`.
pub fn credit_note(sale: &Value, invc_no: i64, at: DateTime<Utc>) -> Value {
    let local = shop_common::nairobi::local(at);
    let mut note = sale.clone();
    let original = sale.get("invcNo").cloned().unwrap_or(Value::Null);
    if let Some(fields) = note.as_object_mut() {
        fields.insert("invcNo".to_owned(), json!(invc_no));
        fields.insert("orgInvcNo".to_owned(), original);
        fields.insert("rcptTyCd".to_owned(), json!("R"));
        fields.insert(
            "cfmDt".to_owned(),
            json!(local.format("%Y%m%d%H%M%S").to_string()),
        );
        fields.insert(
            "salesDt".to_owned(),
            json!(local.format("%Y%m%d").to_string()),
        );
    }
    note
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;
    use chrono::TimeZone;

    fn line(product_id: i64, price: i64, quantity: i32) -> pb::Line {
        pb::Line {
            product_id,
            name: format!("Product {product_id}"),
            unit_price_cents: price,
            quantity,
            line_total_cents: price * i64::from(quantity),
            ..Default::default()
        }
    }

    fn class(_: &pb::Line) -> String {
        DEFAULT_PRODUCT_CLASS.to_owned()
    }

    #[test]
    fn a_line_is_sold_under_its_own_class_else_its_categorys() {
        let own = pb::Line {
            category: "Living Room - Sofas".into(),
            item_class: "52130000".into(),
            ..Default::default()
        };
        assert_eq!(line_class(&own), "52130000");
        let old = pb::Line {
            item_class: String::new(),
            ..own
        };
        assert_eq!(line_class(&old), "56101502");
        // Every default is in KRA's list as the simulator serves it.
        for category in [
            "Office - Desks",
            "Decor - Mirrors",
            "Kids Room",
            "Sofas",
            "Beds",
        ] {
            let class = shop_common::item_class::default_for_category(category);
            assert!(
                etims_sim::lists::ITEM_CLASSES
                    .iter()
                    .any(|(c, _)| *c == class),
                "{class}"
            );
        }
    }

    #[test]
    fn the_order_vat_is_spread_over_the_lines_exactly() {
        // Three lines whose own rounding would not reach the order's VAT.
        let lines = [line(1, 3_333, 1), line(2, 3_333, 1), line(3, 3_334, 1)];
        let vat = crate::domain::totals::vat(1600, 10_000).unwrap();
        let goods = goods(&lines, 1600, vat, &class);
        assert_eq!(goods.iter().map(|l| l.tax).sum::<i64>(), vat);
        for l in &goods {
            // Within a cent of its exact tax.
            assert!((l.tax * 10_000 - l.taxable * 1600).abs() < 10_000, "{l:?}");
        }
    }

    #[test]
    fn fees_carry_their_vat_inside() {
        let delivery = fee(DELIVERY_ITEM, DELIVERY_CLASS, "Delivery", 50_000, 1600);
        assert_eq!(delivery.taxable, 43_103);
        assert_eq!(delivery.tax, 6_897);
        assert_eq!(delivery.total(), 50_000);
        let free = fee(COD_FEE_ITEM, COD_FEE_CLASS, "COD", 10_000, 0);
        assert_eq!((free.taxable, free.tax), (10_000, 0));
    }

    #[test]
    fn the_body_adds_up_to_the_order_and_passes_the_simulator_checks() {
        let order = pb::Order {
            payment_method: "cod".into(),
            lines: vec![line(7, 4_599_900, 2), line(12, 1_250_050, 3)],
            totals: Some(pb::Totals {
                subtotal_cents: 12_949_950,
                shipping_cents: 50_000,
                vat_cents: 2_071_992,
                cod_fee_cents: 10_000,
                total_cents: 15_081_942,
                vat_rate_bp: 1600,
                ..Default::default()
            }),
            ..Default::default()
        };
        let lines = order_lines(&order, &class);
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 21, 30, 0).unwrap();
        let body = sales_transaction(
            &Header {
                tin: "P051234567X",
                bhf_id: "00",
                invc_no: 4,
                org_invc_no: None,
                cust_tin: "A123456789B",
                cust_nm: "Wanjiku Ltd",
                payment_method: "cod",
                rate_bp: 1600,
                at,
            },
            &lines,
        );
        assert_eq!(body["totAmt"], json!(150_819.42));
        // The goods' VAT as stored, and the VAT inside delivery (68.97) and the fee (13.79).
        assert_eq!(body["totTaxAmt"], json!(20_802.68));
        assert_eq!(body["salesDt"], "20261121");
        assert_eq!(body["pmtTyCd"], "01");
        assert_eq!(body["totItemCnt"], 4);
        assert_eq!(body["itemList"][0]["itemCd"], "KE2NTU0000007");
        assert_eq!(body["taxRtA"], json!(16.0));
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 0, 0, 0).unwrap();
        let checked =
            etims_sim::sales::check(&body, shop_common::nairobi::local(now).naive_local()).unwrap();
        assert_eq!(checked.tot_amt_cents, order.totals.unwrap().total_cents);

        let note = credit_note(&body, 9, now);
        let checked =
            etims_sim::sales::check(&note, shop_common::nairobi::local(now).naive_local()).unwrap();
        assert_eq!((checked.invc_no, checked.org_invc_no), (9, 4));
        assert_eq!(checked.rcpt_ty_cd, "R");
    }

    /// An order priced by the checkout's own rule with `kind`, as stored.
    fn discounted(kind: crate::domain::campaign::Kind, lines: Vec<pb::Line>) -> pb::Order {
        priced(kind, lines, false)
    }

    /// An order priced by the checkout's rule with `kind`, prices including VAT or not.
    fn priced(
        kind: crate::domain::campaign::Kind,
        lines: Vec<pb::Line>,
        prices_include_vat: bool,
    ) -> pb::Order {
        use crate::domain::{campaign, totals};
        let line_totals: Vec<i64> = lines.iter().map(|l| l.line_total_cents).collect();
        let discounts = campaign::line_discounts(kind, &line_totals);
        let rates = totals::Rates {
            delivery_fee_cents: 50_000,
            free_delivery_threshold_cents: 5_000_000,
            cod_fee_cents: 10_000,
            vat_rate_bp: 1600,
            prices_include_vat,
        };
        let line_goods: Vec<i64> = line_totals
            .iter()
            .zip(&discounts)
            .map(|(t, d)| t - d)
            .collect();
        let t = totals::compute(
            &rates,
            line_totals.iter().sum(),
            discounts.iter().sum(),
            &line_goods,
            false,
            Some(crate::domain::PaymentMethod::Mpesa),
        )
        .unwrap();
        pb::Order {
            payment_method: "mpesa".into(),
            lines: lines
                .into_iter()
                .zip(discounts)
                .map(|(l, discount_cents)| pb::Line {
                    discount_cents,
                    ..l
                })
                .collect(),
            totals: Some(crate::placing::totals_to_pb(&t)),
            ..Default::default()
        }
    }

    #[test]
    fn a_discounted_sale_adds_up_and_passes_the_simulator_checks() {
        use crate::domain::campaign::Kind;
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 21, 30, 0).unwrap();
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 0, 0, 0).unwrap();
        for kind in [
            Kind::Percent(10),
            Kind::Percent(33),
            Kind::Amount(100_001),
            Kind::Amount(7),
        ] {
            let order = discounted(
                kind,
                vec![
                    line(7, 4_599_900, 2),
                    line(12, 1_250_050, 3),
                    line(3, 999, 1),
                ],
            );
            let lines = order_lines(&order, &class);
            let body = sales_transaction(
                &Header {
                    tin: "P051234567X",
                    bhf_id: "00",
                    invc_no: 5,
                    org_invc_no: None,
                    cust_tin: "",
                    cust_nm: "Wanjiku",
                    payment_method: "mpesa",
                    rate_bp: 1600,
                    at,
                },
                &lines,
            );
            let totals = order.totals.clone().unwrap();
            let discount: i64 = order.lines.iter().map(|l| l.discount_cents).sum();
            assert_eq!(discount, totals.discount_cents, "{kind:?}");
            assert!(discount > 0);
            let checked =
                etims_sim::sales::check(&body, shop_common::nairobi::local(now).naive_local())
                    .unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
            assert_eq!(checked.tot_amt_cents, totals.total_cents, "{kind:?}");
            // The goods' tax is the order's VAT, and each line says its discount.
            let goods_tax: i64 = lines.iter().take(3).map(|l| l.tax).sum();
            assert_eq!(goods_tax, totals.vat_cents, "{kind:?}");
            assert_eq!(
                body["itemList"][0]["dcAmt"],
                ksh(order.lines[0].discount_cents)
            );
        }
        // A percentage code's lines carry exactly its rate.
        let order = discounted(Kind::Percent(10), vec![line(7, 4_599_900, 2)]);
        let lines = order_lines(&order, &class);
        assert_eq!(
            discount_rate_bp(lines[0].discount, lines[0].qty * lines[0].prc),
            1000
        );
        assert_eq!(discount_rate_bp(1, 3), 3333);
        assert_eq!(discount_rate_bp(5, 0), 0);
    }

    #[test]
    fn an_inclusive_sale_states_the_orders_vat_and_passes_the_simulator_checks() {
        use crate::domain::campaign::Kind;
        let at = Utc.with_ymd_and_hms(2026, 11, 20, 21, 30, 0).unwrap();
        let now = Utc.with_ymd_and_hms(2026, 11, 21, 0, 0, 0).unwrap();
        // Whole-shilling shelf prices, several units, codes of every kind; a large basket
        // (free delivery) and a small one (delivery paid).
        let baskets = [
            vec![
                line(7, 6_250_000, 1),
                line(12, 1_299_900, 3),
                line(3, 99_900, 7),
            ],
            vec![line(4, 1_250_000, 3), line(5, 99_900, 1)],
        ];
        for basket in baskets {
            for kind in [
                Kind::Percent(10),
                Kind::Percent(33),
                Kind::Amount(100_001),
                Kind::Amount(7),
                Kind::FreeShipping,
            ] {
                let order = priced(kind, basket.clone(), true);
                let totals = order.totals.clone().unwrap();
                assert!(totals.prices_include_vat);
                let lines = order_lines(&order, &class);
                let body = sales_transaction(
                    &Header {
                        tin: "P051234567X",
                        bhf_id: "00",
                        invc_no: 5,
                        org_invc_no: None,
                        cust_tin: "",
                        cust_nm: "Wanjiku",
                        payment_method: "mpesa",
                        rate_bp: 1600,
                        at,
                    },
                    &lines,
                );
                let checked =
                    etims_sim::sales::check(&body, shop_common::nairobi::local(now).naive_local())
                        .unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
                // KRA is told the total the shopper paid and exactly the order's VAT.
                assert_eq!(checked.tot_amt_cents, totals.total_cents, "{kind:?}");
                assert_eq!(
                    lines.iter().map(|l| l.tax).sum::<i64>(),
                    totals.vat_cents,
                    "{kind:?}"
                );
                assert_eq!(body["totTaxAmt"], ksh(totals.vat_cents));
                for l in &lines {
                    assert!(l.discount >= 0 && l.discount <= l.qty * l.prc, "{l:?}");
                }
            }
        }
        // One sofa at KSh 62,500, no code: the price before VAT is exact, no discount.
        let order = priced(Kind::FreeShipping, vec![line(7, 6_250_000, 1)], true);
        let lines = order_lines(&order, &class);
        assert_eq!(
            (lines[0].prc, lines[0].discount, lines[0].tax),
            (5_387_931, 0, 862_069)
        );
        assert_eq!(lines.len(), 1, "free delivery above the threshold");
    }
}
