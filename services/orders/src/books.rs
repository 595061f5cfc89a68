//! The books (docs/decisions.md "Books that are true"): revenue is money received, less money
//! paid back. Money arrives as a sale entry of the ledger (an online payment applied to its
//! order, cash on delivery staff marked collected) and leaves as a refund entry; every figure
//! (dashboard, order list header, reports, CSV) is a sum over those entries (`repo::books`),
//! so they agree by construction.
//!
//! This module holds the rules free of I/O (where an order's money stands, how a refund is
//! split) and the use cases that write entries: [`record_sale`], [`record_refund`] and the
//! admin's [`collect_cod`].

use chrono::{DateTime, Utc};
use shop_common::audit;
use shop_common::errors::{ErrorCode, status};
use shop_proto::orders::v1 as pb;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::domain::totals::included_vat;
use crate::error::Error;
use crate::repo::books::{self as ledger, Entry, EntryLine, Kind};
use crate::repo::{self, OrderRef};

/// Where an order's money stands (the admin list's column and filter). Stored by PostgreSQL as
/// `orders.payment_state` (migration 0012), from the same rules as [`PaymentState::of`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentState {
    /// No money received, none to collect: an online order awaiting payment, or a cancelled
    /// order that was never paid.
    Unpaid,
    /// Paid online (M-Pesa, card, PayPal).
    Paid,
    /// Cash on delivery, not collected yet.
    CodDue,
    /// Cash on delivery, collected by staff.
    CodCollected,
    /// Money received on an order since cancelled, not all paid back yet.
    RefundDue,
    /// Everything received was paid back.
    Refunded,
}

pub const INVALID_PAYMENT_STATE: &str =
    "Payment state must be one of unpaid, paid, cod_due, cod_collected, refund_due, refunded";

impl PaymentState {
    pub const ALL: [Self; 6] = [
        Self::Unpaid,
        Self::Paid,
        Self::CodDue,
        Self::CodCollected,
        Self::RefundDue,
        Self::Refunded,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Unpaid => "unpaid",
            Self::Paid => "paid",
            Self::CodDue => "cod_due",
            Self::CodCollected => "cod_collected",
            Self::RefundDue => "refund_due",
            Self::Refunded => "refunded",
        }
    }

    /// Case-insensitive; `-` and `_` alike (`cod-due`).
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().replace('-', "_");
        Self::ALL
            .into_iter()
            .find(|s| s.as_str().eq_ignore_ascii_case(&text))
    }

    /// The rule migration 0012's generated column states in SQL (kept equal by a test).
    pub fn of(
        status: &str,
        method: &str,
        paid: bool,
        total_cents: i64,
        refunded_cents: i64,
    ) -> Self {
        match () {
            _ if paid && refunded_cents > 0 && refunded_cents >= total_cents => Self::Refunded,
            _ if paid && status == "cancelled" => Self::RefundDue,
            _ if paid && method == "cod" => Self::CodCollected,
            _ if paid => Self::Paid,
            _ if method == "cod" && status != "cancelled" => Self::CodDue,
            _ => Self::Unpaid,
        }
    }
}

/// Money split as an order splits it: goods (excl. VAT), delivery, VAT, COD fee.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Split {
    pub goods_cents: i64,
    pub delivery_cents: i64,
    pub vat_cents: i64,
    pub cod_fee_cents: i64,
}

impl Split {
    pub fn total(&self) -> i64 {
        self.goods_cents + self.delivery_cents + self.vat_cents + self.cod_fee_cents
    }

    fn parts(&self) -> [i64; 4] {
        [
            self.goods_cents,
            self.delivery_cents,
            self.vat_cents,
            self.cod_fee_cents,
        ]
    }

    fn from_parts([goods_cents, delivery_cents, vat_cents, cod_fee_cents]: [i64; 4]) -> Self {
        Self {
            goods_cents,
            delivery_cents,
            vat_cents,
            cod_fee_cents,
        }
    }

    fn negated(&self) -> Self {
        Self::from_parts(self.parts().map(|p| -p))
    }
}

/// The split of an order whose prices included VAT (docs/decisions.md "Prices as Kenyan
/// shoppers read them"): `split` and `lines` as charged (goods, delivery and COD fee with their
/// VAT inside) become their amounts net of it, each line, delivery and the fee less the VAT
/// included in it (`totals::included_vat`, the figures the order's VAT is the sum of and its
/// eTIMS lines state); the VAT stays the order's. The total is unchanged whenever the stored VAT
/// is that sum, as every such order's is.
pub fn net_of_included_vat(split: Split, lines: &mut [EntryLine], vat_rate_bp: i32) -> Split {
    let net = |gross: i64| gross - included_vat(vat_rate_bp, gross);
    for line in lines.iter_mut() {
        line.amount_cents = net(line.amount_cents);
    }
    Split {
        goods_cents: lines.iter().map(|l| l.amount_cents).sum(),
        delivery_cents: net(split.delivery_cents),
        vat_cents: split.vat_cents,
        cod_fee_cents: net(split.cod_fee_cents),
    }
}

/// `amount` shared out in proportion to `weights` (each 0 or more), in whole cents, largest
/// remainders first (ties: the earlier weight): the shares add up to `amount` exactly, and
/// `amount` equal to the weights' sum gives the weights themselves.
pub fn apportion(amount: i64, weights: &[i64]) -> Vec<i64> {
    let sum: i128 = weights.iter().map(|&w| i128::from(w.max(0))).sum();
    if sum == 0 {
        let mut shares = vec![0; weights.len()];
        if let Some(first) = shares.first_mut() {
            *first = amount;
        }
        return shares;
    }
    let amount_wide = i128::from(amount);
    let mut shares: Vec<i64> = Vec::with_capacity(weights.len());
    let mut remainders: Vec<(i128, usize)> = Vec::with_capacity(weights.len());
    for (i, &w) in weights.iter().enumerate() {
        let exact = amount_wide * i128::from(w.max(0));
        shares.push(i64::try_from(exact.div_euclid(sum)).unwrap_or(0));
        remainders.push((exact.rem_euclid(sum), i));
    }
    let mut left = amount - shares.iter().sum::<i64>();
    remainders.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (_, i) in remainders.into_iter().cycle() {
        if left <= 0 {
            break;
        }
        shares[i] += 1;
        left -= 1;
    }
    shares
}

/// How a refund of `amount_cents` (more than 0, at most what is left) comes off what is left
/// of an order's money (`left`: received less refunded, by part): in proportion, so a refund
/// of everything left takes each part exactly.
pub fn refund_split(left: Split, amount_cents: i64) -> Split {
    let shares = apportion(amount_cents, &left.parts());
    Split::from_parts([shares[0], shares[1], shares[2], shares[3]])
}

/// Refusal: the order is not cash on delivery.
fn not_cod() -> Error {
    Error::Refused(status(
        ErrorCode::NotCashOnDelivery,
        "Only cash-on-delivery orders can be marked as collected",
    ))
}

/// Refusal: the order was cancelled.
fn cancelled() -> Error {
    Error::Refused(status(
        ErrorCode::CancelledIsFinal,
        "A cancelled order's cash cannot be marked as collected",
    ))
}

/// Writes the sale entry of order `id` (locked by the caller, its money just received):
/// the order's stored totals and lines, at `at`. Answers false when the order already has one
/// (a redelivered payment, a repeated collection), which changes nothing.
pub async fn record_sale(
    conn: &mut PgConnection,
    id: Uuid,
    kind: Kind,
    reference: &str,
    at: DateTime<Utc>,
    actor_id: &str,
) -> Result<bool, Error> {
    let Some(order) = ledger::sale_source(conn, id).await? else {
        return Err(Error::OrderNotFound);
    };
    let lines = order
        .lines
        .iter()
        .map(|l| EntryLine {
            product_id: l.product_id,
            name: l.name.clone(),
            category: l.category.clone(),
            units: l.units,
            amount_cents: l.amount_cents,
        })
        .collect();
    Ok(ledger::insert(
        conn,
        &Entry {
            order_id: id,
            public_id: order.public_id,
            kind,
            method: order.method,
            reference: reference.to_owned(),
            at,
            split: order.split,
            refund_key: None,
            actor_id: actor_id.to_owned(),
            lines,
        },
    )
    .await?
    .is_some())
}

/// A refund paid back to the payer of an order's money, as the refund payout records it.
#[derive(Debug, Clone)]
pub struct Refund<'a> {
    /// The payout's own id: a refund is recorded once per key, whatever repeats it.
    pub key: &'a str,
    /// The order's UUID (its money stays in the books after an admin deleted it).
    pub order_id: Uuid,
    /// More than 0, at most what is left of the order's money.
    pub amount_cents: i64,
    pub at: DateTime<Utc>,
    /// How it was paid back (mpesa, card...): the sale's method when empty.
    pub method: &'a str,
    /// The M-Pesa reversal's receipt, the provider's refund id.
    pub reference: &'a str,
    pub actor_id: &'a str,
}

/// Records a refund paid back on an order whose money is in the books, in `conn`'s
/// transaction: a refund entry taking the amount off the order's money (parts and products in
/// proportion; a full refund takes each exactly), and the order's `refunded_cents`. A key
/// already recorded answers false and changes nothing. Money received but never applied to an
/// order (a double payment, a payment after cancellation) was never revenue: its payout is not
/// recorded here.
pub async fn record_refund(conn: &mut PgConnection, refund: &Refund<'_>) -> Result<bool, Error> {
    if refund.key.trim().is_empty() {
        return Err(Error::invalid("key", "A refund needs its payout's key"));
    }
    let id = refund.order_id;
    ledger::lock_order_money(conn, id).await?;
    if ledger::refund_recorded(conn, refund.key).await? {
        return Ok(false);
    }
    let Some(left) = ledger::left_on_order(conn, id).await? else {
        return Err(Error::invalid(
            "order",
            "This order has no money in the books",
        ));
    };
    if refund.amount_cents <= 0 || refund.amount_cents > left.split.total() {
        return Err(Error::invalid(
            "amount_cents",
            format!(
                "The refund must be more than 0 and at most the {} cents left on the order",
                left.split.total()
            ),
        ));
    }
    let split = refund_split(left.split, refund.amount_cents);
    let whole = refund.amount_cents == left.split.total();
    let weights: Vec<i64> = left.lines.iter().map(|l| l.amount_cents).collect();
    let goods = apportion(split.goods_cents, &weights);
    let lines = left
        .lines
        .iter()
        .zip(goods)
        .map(|(l, amount)| EntryLine {
            product_id: l.product_id,
            name: l.name.clone(),
            category: l.category.clone(),
            units: if whole { -l.units } else { 0 },
            amount_cents: -amount,
        })
        .collect();
    let method = if refund.method.is_empty() {
        left.method
    } else {
        refund.method.to_owned()
    };
    let inserted = ledger::insert(
        conn,
        &Entry {
            order_id: id,
            public_id: left.public_id,
            kind: Kind::Refund,
            method,
            reference: refund.reference.to_owned(),
            at: refund.at,
            split: split.negated(),
            refund_key: Some(refund.key.to_owned()),
            actor_id: refund.actor_id.to_owned(),
            lines,
        },
    )
    .await?;
    if inserted.is_some() {
        ledger::add_refunded(conn, id, refund.amount_cents).await?;
    }
    Ok(inserted.is_some())
}

/// MarkCodCollected (admin `actor_id`): the cash of a cash-on-delivery order was collected, so
/// it becomes a sale (now) and the order Paid; audited as `order.cod_collected`. Once is
/// enough: again answers the order unchanged (and is not audited). Refused for an order not
/// paid on delivery and for a cancelled one.
pub async fn collect_cod(pool: &PgPool, id: &str, actor_id: &str) -> Result<pb::Order, Error> {
    let order_ref = OrderRef::parse(id).ok_or(Error::OrderNotFound)?;
    let mut tx = pool.begin().await?;
    let order = ledger::lock_for_collection(&mut tx, &order_ref)
        .await?
        .ok_or(Error::OrderNotFound)?;
    if order.payment_method != "cod" {
        return Err(not_cod());
    }
    if order.cod_collected_at.is_none() {
        if order.status == "cancelled" {
            return Err(cancelled());
        }
        let at = ledger::mark_cod_collected(&mut tx, order.id, actor_id).await?;
        record_sale(&mut tx, order.id, Kind::CodCollected, "", at, actor_id).await?;
        // The cash is the sale KRA hears of: its eTIMS invoice is numbered and queued now.
        crate::etims::queue_sale(&mut tx, order.id, at).await?;
        audit::record(
            &mut tx,
            &audit::Entry {
                actor_id,
                kind: audit::ORDER_COD_COLLECTED,
                target: &order.public_id,
                summary: &format!(
                    "Cash on delivery collected: KSh {}",
                    crate::invoice::ksh(order.total_cents)
                ),
                before: Some(serde_json::json!({ "paymentState": "cod_due" })),
                after: Some(serde_json::json!({
                    "paymentState": "cod_collected",
                    "amount": order.total_cents as f64 / 100.0,
                })),
            },
        )
        .await?;
        tx.commit().await?;
    } else {
        tx.rollback().await?;
    }
    repo::orders::find(&mut *pool.acquire().await?, &OrderRef::Id(order.id))
        .await?
        .ok_or(Error::OrderNotFound)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_inclusive_sale_enters_the_books_net_of_its_vat() {
        // A KSh 9,000 line and a KSh 2,700 line (after a code), delivery 500, COD 100: the
        // order's VAT is the VAT included in each (1,241.38 + 372.41 + 68.97 + 13.79).
        let line = |product_id, amount_cents| EntryLine {
            product_id,
            name: String::new(),
            category: String::new(),
            units: 1,
            amount_cents,
        };
        let mut lines = vec![line(1, 900_000), line(2, 270_000)];
        let charged = Split {
            goods_cents: 1_170_000,
            delivery_cents: 50_000,
            vat_cents: 124_138 + 37_241 + 6_897 + 1_379,
            cod_fee_cents: 10_000,
        };
        let net = net_of_included_vat(charged, &mut lines, 1600);
        assert_eq!(lines[0].amount_cents, 900_000 - 124_138);
        assert_eq!(lines[1].amount_cents, 270_000 - 37_241);
        assert_eq!(net.goods_cents, 1_170_000 - 124_138 - 37_241);
        assert_eq!(net.delivery_cents, 50_000 - 6_897);
        assert_eq!(net.cod_fee_cents, 10_000 - 1_379);
        assert_eq!(net.vat_cents, charged.vat_cents);
        // What the shopper paid: goods + delivery + COD fee, nothing added for VAT.
        assert_eq!(net.total(), 1_230_000);
    }

    #[test]
    fn apportioned_shares_add_up_and_a_whole_amount_is_the_weights() {
        assert_eq!(apportion(100, &[50, 25, 25]), [50, 25, 25]);
        assert_eq!(apportion(10, &[1, 1, 1]), [4, 3, 3]);
        assert_eq!(apportion(2, &[1, 1, 1]), [1, 1, 0]);
        assert_eq!(apportion(0, &[5, 5]), [0, 0]);
        assert_eq!(apportion(7, &[0, 0]), [7, 0]);
        assert_eq!(apportion(5, &[]), Vec::<i64>::new());
        let weights = [4_599_900, 50_000, 735_984, 10_000];
        let whole: i64 = weights.iter().sum();
        assert_eq!(apportion(whole, &weights), weights);
        for amount in [1, 99, 12_345, whole - 1] {
            let shares = apportion(amount, &weights);
            assert_eq!(shares.iter().sum::<i64>(), amount, "{amount}");
            assert!(shares.iter().zip(weights).all(|(s, w)| (0..=w).contains(s)));
        }
    }

    #[test]
    fn a_refund_splits_like_the_order() {
        let left = Split {
            goods_cents: 1_000_000,
            delivery_cents: 50_000,
            vat_cents: 160_000,
            cod_fee_cents: 0,
        };
        assert_eq!(refund_split(left, left.total()), left);
        let half = refund_split(left, left.total() / 2);
        assert_eq!(half.total(), left.total() / 2);
        assert_eq!(half.goods_cents, 500_000);
        assert_eq!(half.vat_cents, 80_000);
        assert_eq!(half.delivery_cents, 25_000);
        assert_eq!(left.negated().total(), -left.total());
    }

    #[test]
    fn payment_states() {
        use PaymentState as S;
        assert_eq!(S::of("pending", "mpesa", false, 100, 0), S::Unpaid);
        assert_eq!(S::of("cancelled", "mpesa", false, 100, 0), S::Unpaid);
        assert_eq!(S::of("pending", "mpesa", true, 100, 0), S::Paid);
        assert_eq!(S::of("pending", "cod", false, 100, 0), S::CodDue);
        assert_eq!(S::of("cancelled", "cod", false, 100, 0), S::Unpaid);
        assert_eq!(S::of("delivered", "cod", true, 100, 0), S::CodCollected);
        assert_eq!(S::of("cancelled", "card", true, 100, 0), S::RefundDue);
        assert_eq!(S::of("cancelled", "card", true, 100, 40), S::RefundDue);
        assert_eq!(S::of("cancelled", "card", true, 100, 100), S::Refunded);
        assert_eq!(S::of("delivered", "mpesa", true, 100, 100), S::Refunded);
        for s in S::ALL {
            assert_eq!(S::parse(s.as_str()), Some(s));
        }
        assert_eq!(S::parse(" COD-Due "), Some(S::CodDue));
        assert_eq!(S::parse("pending"), None);
    }
}
