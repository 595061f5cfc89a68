//! The money of an order (DECISIONS.md "Money and totals"): one rule for the cart, the checkout,
//! the order and the admin. Everything is integer cents; 1 KSh = 100 cents. The figures the rule
//! uses (fees, threshold, VAT rate) are the shop's business settings ([`Rates`], stored in
//! `shop_settings`, DECISIONS.md "Business settings"), never constants here.

use super::PaymentMethod;

/// Basis points in 100%: a VAT rate of 1600 basis points is 16%.
pub const BASIS_POINTS: i64 = 10_000;

/// The figures of the totals rule, as the admin set them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rates {
    /// Delivery when it is not free.
    pub delivery_fee_cents: i64,
    /// Delivery is free when the subtotal EXCEEDS this (exactly the threshold pays delivery).
    pub free_delivery_threshold_cents: i64,
    /// Cash on delivery adds this.
    pub cod_fee_cents: i64,
    /// VAT of the subtotal, in basis points (1600 = 16%).
    pub vat_rate_bp: i32,
    /// The catalogue's prices include VAT (the default): the order's VAT is the part included
    /// in what it charges, nothing is added for it. Off: VAT on the goods is added on top.
    pub prices_include_vat: bool,
}

/// Why shipping costs nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FreeShipping {
    /// The subtotal exceeds the threshold (wins when a coupon applies too).
    Threshold,
    /// A coupon such as FREESHIP.
    Coupon,
}

impl FreeShipping {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Threshold => "threshold",
            Self::Coupon => "coupon",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "threshold" => Some(Self::Threshold),
            "coupon" => Some(Self::Coupon),
            _ => None,
        }
    }
}

/// Computed totals of a set of priced lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    /// The goods at their prices, before any discount.
    pub subtotal_cents: i64,
    /// The discount code's reduction of the goods (VAT is charged on the goods less this).
    pub discount_cents: i64,
    pub shipping_cents: i64,
    pub vat_cents: i64,
    pub cod_fee_cents: i64,
    pub total_cents: i64,
    pub amount_to_free_shipping_cents: i64,
    pub free_shipping: Option<FreeShipping>,
    /// The VAT rate charged, in basis points (stored with the order).
    pub vat_rate_bp: i32,
    /// `vat_cents` is included in the total (prices include VAT), not added to it.
    pub prices_include_vat: bool,
}

/// Money that does not fit in an `i64` of cents: only absurd quantities and prices get here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the amounts are too large")]
pub struct Overflow;

/// A line's total: unit price x quantity.
pub fn line_total(unit_price_cents: i64, quantity: i32) -> Result<i64, Overflow> {
    unit_price_cents
        .checked_mul(i64::from(quantity))
        .ok_or(Overflow)
}

/// `vat_rate_bp` basis points of `subtotal_cents`, rounded half-up to the cent.
pub fn vat(vat_rate_bp: i32, subtotal_cents: i64) -> Result<i64, Overflow> {
    let scaled = subtotal_cents
        .checked_mul(i64::from(vat_rate_bp))
        .ok_or(Overflow)?;
    Ok(scaled
        .checked_add(BASIS_POINTS / 2)
        .ok_or(Overflow)?
        .div_euclid(BASIS_POINTS))
}

/// The VAT included in `gross_cents` charged at `vat_rate_bp`: `rate / (100% + rate)` of it,
/// rounded half-up to the cent (the taxable amount is the rest). With prices that include VAT
/// this is each invoice line's tax: a goods line (after its discount), delivery, the COD fee.
pub fn included_vat(vat_rate_bp: i32, gross_cents: i64) -> i64 {
    let rate = i128::from(vat_rate_bp.max(0));
    let divisor = i128::from(BASIS_POINTS) + rate;
    let scaled = i128::from(gross_cents) * rate;
    // gross x rate / (10000 + rate), half-up: never more than the gross, so never overflows.
    ((scaled * 2 + divisor).div_euclid(divisor * 2)) as i64
}

/// How much more the subtotal needs for free shipping while shipping is paid.
///
/// Shipping is free only when the subtotal EXCEEDS the threshold (KSh 50,000 by default), so the
/// smallest subtotal that qualifies is the threshold plus one cent: the amount is that minus the
/// subtotal. A shopper at KSh 49,000 is told KSh 1,000.01, and at exactly KSh 50,000 is told
/// KSh 0.01 rather than a misleading 0 while still paying shipping. Whenever this is above 0,
/// shipping is paid, and the other way round.
pub fn amount_to_free_shipping(threshold_cents: i64, subtotal_cents: i64) -> i64 {
    threshold_cents
        .saturating_add(1)
        .saturating_sub(subtotal_cents)
        .max(0)
}

/// The totals of lines worth `subtotal_cents` (the sum of the line totals) less
/// `discount_cents` (a discount code's, at most the subtotal) at `rates`. Free delivery is
/// judged on the discounted goods. `line_goods` are the lines' totals less their share of the
/// discount (they add up to the discounted goods).
///
/// VAT (docs/decisions.md "Prices as Kenyan shoppers read them"): when the prices include VAT
/// (`rates.prices_include_vat`), the order's VAT is the part included in every taxable supply it
/// charges, each line as its invoice line states it: each goods line in `line_goods`, delivery
/// and the COD fee ([`included_vat`] of each), and the total is goods + delivery + COD fee with
/// nothing added. Otherwise VAT is the rate of the discounted goods, added on top.
///
/// An empty cart (subtotal 0) has all zeros: nothing is shipped, so nothing is charged.
pub fn compute(
    rates: &Rates,
    subtotal_cents: i64,
    discount_cents: i64,
    line_goods: &[i64],
    coupon_free_shipping: bool,
    payment_method: Option<PaymentMethod>,
) -> Result<Totals, Overflow> {
    if subtotal_cents == 0 {
        return Ok(Totals {
            subtotal_cents: 0,
            discount_cents: 0,
            shipping_cents: 0,
            vat_cents: 0,
            cod_fee_cents: 0,
            total_cents: 0,
            amount_to_free_shipping_cents: 0,
            free_shipping: None,
            vat_rate_bp: rates.vat_rate_bp,
            prices_include_vat: rates.prices_include_vat,
        });
    }
    let discount_cents = discount_cents.clamp(0, subtotal_cents);
    let goods_cents = subtotal_cents - discount_cents;
    let free_shipping = if goods_cents > rates.free_delivery_threshold_cents {
        Some(FreeShipping::Threshold)
    } else if coupon_free_shipping {
        Some(FreeShipping::Coupon)
    } else {
        None
    };
    let shipping_cents = if free_shipping.is_some() {
        0
    } else {
        rates.delivery_fee_cents
    };
    let cod_fee_cents = if payment_method == Some(PaymentMethod::Cod) {
        rates.cod_fee_cents
    } else {
        0
    };
    let (vat_cents, added_vat_cents) = if rates.prices_include_vat {
        let included = line_goods
            .iter()
            .chain([&shipping_cents, &cod_fee_cents])
            .try_fold(0i64, |sum, &gross| {
                sum.checked_add(included_vat(rates.vat_rate_bp, gross))
            })
            .ok_or(Overflow)?;
        (included, 0)
    } else {
        let on_top = vat(rates.vat_rate_bp, goods_cents)?;
        (on_top, on_top)
    };
    let total_cents = [shipping_cents, added_vat_cents, cod_fee_cents]
        .into_iter()
        .try_fold(goods_cents, i64::checked_add)
        .ok_or(Overflow)?;
    Ok(Totals {
        subtotal_cents,
        discount_cents,
        shipping_cents,
        vat_cents,
        cod_fee_cents,
        total_cents,
        amount_to_free_shipping_cents: if free_shipping.is_some() {
            0
        } else {
            amount_to_free_shipping(rates.free_delivery_threshold_cents, goods_cents)
        },
        free_shipping,
        vat_rate_bp: rates.vat_rate_bp,
        prices_include_vat: rates.prices_include_vat,
    })
}

/// The subtotal of `(unit price, quantity)` lines.
pub fn subtotal(lines: impl IntoIterator<Item = (i64, i32)>) -> Result<i64, Overflow> {
    lines.into_iter().try_fold(0i64, |sum, (price, quantity)| {
        sum.checked_add(line_total(price, quantity)?)
            .ok_or(Overflow)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const KSH: i64 = 100;

    /// The shop's rates before settings became data (the migration's defaults).
    const STANDARD: Rates = Rates {
        delivery_fee_cents: 500 * KSH,
        free_delivery_threshold_cents: 50_000 * KSH,
        cod_fee_cents: 100 * KSH,
        vat_rate_bp: 1600,
        prices_include_vat: false,
    };

    /// The shop's default: prices include VAT.
    const INCLUSIVE: Rates = Rates {
        prices_include_vat: true,
        ..STANDARD
    };

    fn compute(
        subtotal_cents: i64,
        coupon: bool,
        method: Option<PaymentMethod>,
    ) -> Result<Totals, Overflow> {
        super::compute(
            &STANDARD,
            subtotal_cents,
            0,
            &[subtotal_cents],
            coupon,
            method,
        )
    }

    fn vat(subtotal_cents: i64) -> Result<i64, Overflow> {
        super::vat(1600, subtotal_cents)
    }

    #[test]
    fn below_the_threshold_pays_shipping() {
        // Checkout: KSh 45,999 of goods, M-Pesa.
        let t = compute(45_999 * KSH, false, Some(PaymentMethod::Mpesa)).unwrap();
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.vat_cents, 735_984); // 7,359.84
        assert_eq!(t.cod_fee_cents, 0);
        assert_eq!(t.total_cents, 45_999 * KSH + 500 * KSH + 735_984);
        assert_eq!(t.free_shipping, None);
        assert_eq!(t.amount_to_free_shipping_cents, 4_001 * KSH + 1);
    }

    #[test]
    fn exactly_fifty_thousand_still_pays_shipping() {
        let t = compute(50_000 * KSH, false, Some(PaymentMethod::Card)).unwrap();
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.vat_cents, 8_000 * KSH);
        assert_eq!(t.total_cents, 58_500 * KSH);
        assert_eq!(t.amount_to_free_shipping_cents, 1);
    }

    #[test]
    fn above_fifty_thousand_ships_free() {
        let t = compute(5_000_001, false, None).unwrap();
        assert_eq!(t.shipping_cents, 0);
        assert_eq!(t.free_shipping, Some(FreeShipping::Threshold));
        assert_eq!(t.amount_to_free_shipping_cents, 0);
    }

    #[test]
    fn the_web_contracts_example_order() {
        // Two sofas at KSh 45,999, cash on delivery: 91,998 + 0 + 14,719.68 + 100.
        let sub = subtotal([(45_999 * KSH, 2)]).unwrap();
        let t = compute(sub, false, Some(PaymentMethod::Cod)).unwrap();
        assert_eq!(t.subtotal_cents, 9_199_800);
        assert_eq!(t.shipping_cents, 0);
        assert_eq!(t.vat_cents, 1_471_968);
        assert_eq!(t.cod_fee_cents, 100 * KSH);
        assert_eq!(t.total_cents, 10_681_768);
    }

    #[test]
    fn freeship_below_the_threshold_is_a_coupon_reason() {
        let t = compute(10_000 * KSH, true, Some(PaymentMethod::Mpesa)).unwrap();
        assert_eq!(t.shipping_cents, 0);
        assert_eq!(t.free_shipping, Some(FreeShipping::Coupon));
        assert_eq!(t.amount_to_free_shipping_cents, 0);
        assert_eq!(t.total_cents, 11_600 * KSH);
    }

    #[test]
    fn the_threshold_wins_over_the_coupon() {
        let t = compute(60_000 * KSH, true, None).unwrap();
        assert_eq!(t.free_shipping, Some(FreeShipping::Threshold));
    }

    #[test]
    fn cash_on_delivery_adds_one_hundred() {
        let cod = compute(1_000 * KSH, false, Some(PaymentMethod::Cod)).unwrap();
        let card = compute(1_000 * KSH, false, Some(PaymentMethod::Card)).unwrap();
        let unchosen = compute(1_000 * KSH, false, None).unwrap();
        assert_eq!(cod.cod_fee_cents, 100 * KSH);
        assert_eq!(cod.total_cents - card.total_cents, 100 * KSH);
        assert_eq!(unchosen.total_cents, card.total_cents);
    }

    #[test]
    fn vat_rounds_half_up_to_the_cent() {
        assert_eq!(vat(0).unwrap(), 0);
        assert_eq!(vat(1).unwrap(), 0); // 0.16 cent
        assert_eq!(vat(3).unwrap(), 0); // 0.48
        assert_eq!(vat(4).unwrap(), 1); // 0.64
        assert_eq!(vat(25).unwrap(), 4); // exactly 4.00
        assert_eq!(vat(1_234_567).unwrap(), 197_531); // 197,530.72
        assert_eq!(vat(3_125).unwrap(), 500); // exactly 500
        assert_eq!(vat(3_128).unwrap(), 500); // 500.48
        assert_eq!(vat(3_129).unwrap(), 501); // 500.64
        // 16% of a whole number of cents never ends in exactly half a cent (16 x s = 50 mod 100
        // has no solution), so half-up and half-even agree; the rule is still written half-up.
        assert_eq!(vat(1_250_003).unwrap(), 200_000); // 200,000.48
        assert_eq!(vat(1_250_004).unwrap(), 200_001); // 200,000.64
    }

    #[test]
    fn an_empty_cart_is_all_zeros() {
        let t = compute(0, true, Some(PaymentMethod::Cod)).unwrap();
        assert_eq!(t.total_cents, 0);
        assert_eq!(t.shipping_cents, 0);
        assert_eq!(t.cod_fee_cents, 0);
        assert_eq!(t.amount_to_free_shipping_cents, 0);
        assert_eq!(t.free_shipping, None);
    }

    #[test]
    fn overflow_is_an_error_not_a_wrap() {
        assert_eq!(line_total(i64::MAX / 2, 3), Err(Overflow));
        assert_eq!(subtotal([(i64::MAX, 1), (1, 1)]), Err(Overflow));
        assert_eq!(vat(i64::MAX / 10), Err(Overflow));
    }

    #[test]
    fn other_rates_change_every_figure() {
        let rates = Rates {
            delivery_fee_cents: 750 * KSH,
            free_delivery_threshold_cents: 20_000 * KSH,
            cod_fee_cents: 150 * KSH,
            vat_rate_bp: 1450,
            prices_include_vat: false,
        };
        // KSh 10,000, cash on delivery: 750 delivery, 14.5% VAT = 1,450, 150 COD.
        let t = super::compute(
            &rates,
            10_000 * KSH,
            0,
            &[],
            false,
            Some(PaymentMethod::Cod),
        )
        .unwrap();
        assert_eq!(t.shipping_cents, 750 * KSH);
        assert_eq!(t.vat_cents, 1_450 * KSH);
        assert_eq!(t.cod_fee_cents, 150 * KSH);
        assert_eq!(t.total_cents, 12_350 * KSH);
        assert_eq!(t.vat_rate_bp, 1450);
        assert_eq!(t.amount_to_free_shipping_cents, 10_000 * KSH + 1);
        // Above the lower threshold delivery is free.
        let t = super::compute(&rates, 20_000 * KSH + 1, 0, &[], false, None).unwrap();
        assert_eq!(t.free_shipping, Some(FreeShipping::Threshold));
        // A VAT rate with a half cent rounds up: 12.5% of 1 cent... 0.125 -> 0; of 4 cents 0.5 -> 1.
        assert_eq!(super::vat(1250, 4).unwrap(), 1);
        assert_eq!(super::vat(1250, 3).unwrap(), 0);
        assert_eq!(super::vat(0, 1_000_000).unwrap(), 0);
        assert_eq!(super::vat(10_000, 1_234).unwrap(), 1_234);
    }

    #[test]
    fn a_zero_threshold_ships_everything_free_and_none_never_overflows() {
        let mut rates = STANDARD;
        rates.free_delivery_threshold_cents = 0;
        assert_eq!(
            super::compute(&rates, 1, 0, &[], false, None)
                .unwrap()
                .free_shipping,
            Some(FreeShipping::Threshold)
        );
        assert_eq!(amount_to_free_shipping(i64::MAX, 0), i64::MAX);
    }

    #[test]
    fn vat_is_charged_on_the_discounted_goods() {
        // KSh 10,000 of goods, 10% off: VAT 16% of 9,000, delivery paid.
        let t = super::compute(&STANDARD, 10_000 * KSH, 1_000 * KSH, &[], false, None).unwrap();
        assert_eq!(t.discount_cents, 1_000 * KSH);
        assert_eq!(t.vat_cents, 1_440 * KSH);
        assert_eq!(t.total_cents, 9_000 * KSH + 500 * KSH + 1_440 * KSH);
        // Free delivery is judged on the goods after the discount.
        let t = super::compute(&STANDARD, 55_000 * KSH, 5_500 * KSH, &[], false, None).unwrap();
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.amount_to_free_shipping_cents, 500 * KSH + 1);
        // A discount is never more than the goods.
        let t = super::compute(&STANDARD, 1_000, 5_000, &[], false, None).unwrap();
        assert_eq!(t.discount_cents, 1_000);
        assert_eq!(t.vat_cents, 0);
        assert_eq!(t.total_cents, 500 * KSH);
    }

    #[test]
    fn included_vat_is_rate_over_one_hundred_plus_rate_rounded_half_up() {
        // KSh 62,500 at 16%: 62,500 x 16 / 116 = 8,620.689... -> 8,620.69.
        assert_eq!(included_vat(1600, 62_500 * KSH), 862_069);
        // KSh 116 holds exactly KSh 16.
        assert_eq!(included_vat(1600, 116 * KSH), 16 * KSH);
        // KSh 500 delivery: 68.965... -> 68.97 (the eTIMS delivery line's tax).
        assert_eq!(included_vat(1600, 500 * KSH), 6_897);
        // KSh 100 COD fee: 13.793... -> 13.79.
        assert_eq!(included_vat(1600, 100 * KSH), 1_379);
        assert_eq!(included_vat(1600, 0), 0);
        assert_eq!(included_vat(1600, 1), 0); // 0.138 cent
        assert_eq!(included_vat(1600, 4), 1); // 0.55 cent
        assert_eq!(included_vat(0, 1_000_000), 0);
        // 100%: half of the gross; 1 cent is 0.5 -> rounded up.
        assert_eq!(included_vat(10_000, 1), 1);
        assert_eq!(included_vat(10_000, 3), 2);
        // A rate with exact half cents rounds them up: 20% of 3 cents / 1.2 = 0.5 -> 1.
        assert_eq!(included_vat(2000, 3), 1);
        assert_eq!(included_vat(2000, 9), 2); // 1.5 -> 2
        // Never more than the gross, however large.
        assert!(included_vat(1600, i64::MAX) < i64::MAX);
    }

    #[test]
    fn prices_that_include_vat_add_nothing_for_it() {
        // The demo's KSh 62,500 sofa, M-Pesa: free delivery above 50,000, total 62,500.
        let t = super::compute(
            &INCLUSIVE,
            62_500 * KSH,
            0,
            &[62_500 * KSH],
            false,
            Some(PaymentMethod::Mpesa),
        )
        .unwrap();
        assert!(t.prices_include_vat);
        assert_eq!(t.shipping_cents, 0);
        assert_eq!(t.vat_cents, 862_069);
        assert_eq!(t.total_cents, 62_500 * KSH);
        assert_eq!(t.vat_rate_bp, 1600);
    }

    #[test]
    fn included_vat_is_each_lines_and_each_fees() {
        // Two lines after a 10% code (KSh 9,000 and KSh 2,700 of a 3,000 chair), delivery
        // KSh 500, cash on delivery KSh 100.
        let lines = [9_000 * KSH, 2_700 * KSH];
        let t = super::compute(
            &INCLUSIVE,
            13_000 * KSH,
            1_300 * KSH,
            &lines,
            false,
            Some(PaymentMethod::Cod),
        )
        .unwrap();
        assert_eq!(t.discount_cents, 1_300 * KSH);
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.cod_fee_cents, 100 * KSH);
        // Nothing added: 11,700 + 500 + 100.
        assert_eq!(t.total_cents, 12_300 * KSH);
        // 1,241.38 + 372.41 + 68.97 + 13.79 (each rounded alone, as the invoice's lines).
        assert_eq!(included_vat(1600, 9_000 * KSH), 124_138);
        assert_eq!(included_vat(1600, 2_700 * KSH), 37_241);
        assert_eq!(t.vat_cents, 124_138 + 37_241 + 6_897 + 1_379);
        // Within a cent per line of the rate of the total.
        let exact = 12_300 * KSH * 1600 / 11_600;
        assert!((t.vat_cents - exact).abs() <= 4);
        // The same basket with VAT on top: 16% of the goods only, added.
        let off = super::compute(
            &STANDARD,
            13_000 * KSH,
            1_300 * KSH,
            &lines,
            false,
            Some(PaymentMethod::Cod),
        )
        .unwrap();
        assert!(!off.prices_include_vat);
        assert_eq!(off.vat_cents, 1_872 * KSH);
        assert_eq!(off.total_cents, 12_300 * KSH + 1_872 * KSH);
    }

    #[test]
    fn prices_that_include_vat_keep_the_delivery_rules() {
        // Free delivery is judged on the shelf prices (after the discount) in both modes.
        let t = super::compute(&INCLUSIVE, 50_000 * KSH, 0, &[50_000 * KSH], false, None).unwrap();
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.amount_to_free_shipping_cents, 1);
        assert_eq!(t.total_cents, 50_500 * KSH);
        assert_eq!(
            t.vat_cents,
            included_vat(1600, 50_000 * KSH) + included_vat(1600, 500 * KSH)
        );
        // A coupon's free delivery: the goods alone.
        let t = super::compute(&INCLUSIVE, 1_160 * KSH, 0, &[1_160 * KSH], true, None).unwrap();
        assert_eq!(t.free_shipping, Some(FreeShipping::Coupon));
        assert_eq!(t.total_cents, 1_160 * KSH);
        assert_eq!(t.vat_cents, 160 * KSH);
        // An empty cart is still all zeros, with the mode it was quoted in.
        let t = super::compute(&INCLUSIVE, 0, 0, &[], true, Some(PaymentMethod::Cod)).unwrap();
        assert_eq!((t.total_cents, t.vat_cents), (0, 0));
        assert!(t.prices_include_vat);
        // A zero rate includes nothing.
        let zero = Rates {
            vat_rate_bp: 0,
            ..INCLUSIVE
        };
        let t = super::compute(&zero, 1_000 * KSH, 0, &[1_000 * KSH], false, None).unwrap();
        assert_eq!(t.vat_cents, 0);
        assert_eq!(t.total_cents, 1_500 * KSH);
    }
}
