//! Lipa Mdogo Mdogo in the payments service (issue 24, part 7; docs/decisions.md "Lipa Mdogo
//! Mdogo"): an order placed on the plan is paid by several M-Pesa payments (STK prompts or
//! Paybill), each of any whole-shilling amount up to the balance. The balance is payments' own
//! (the plan's total, as orders computed it, less the instalment attempts that succeeded and
//! counted), read under the order's payment lock, so two prompts never both take the last
//! shilling: a payment that lands on a smaller balance than it asked (two prompts answered at
//! once) counts for nothing and is a refund due (`over_balance`), as orders records it too.

use shop_proto::orders::v1 as orders_pb;
use sqlx::PgConnection;
use uuid::Uuid;

use crate::domain::Invalid;
use crate::domain::amount::CENTS_PER_KSH;
use crate::error::Error;
use crate::repo;

/// What the plan of `order` collects (its total rounded up to whole shillings), `None` for an
/// order paid at once.
pub fn plan_total(order: &orders_pb::Order) -> Option<i64> {
    order.instalment_plan.as_ref().map(|p| p.total_cents)
}

/// What orders says is due now (or next) on the plan.
pub fn next_due(order: &orders_pb::Order) -> i64 {
    order
        .instalment_plan
        .as_ref()
        .map_or(0, |p| p.next_due_cents)
}

/// Marks a new attempt as an instalment.
pub async fn mark(conn: &mut PgConnection, attempt_id: Uuid) -> sqlx::Result<()> {
    sqlx::query("UPDATE payment_attempts SET instalment = TRUE WHERE id = $1")
        .bind(attempt_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether the attempt pays part of a plan.
pub async fn is_instalment(conn: &mut PgConnection, attempt_id: Uuid) -> sqlx::Result<bool> {
    Ok(
        sqlx::query_scalar("SELECT instalment FROM payment_attempts WHERE id = $1")
            .bind(attempt_id)
            .fetch_optional(conn)
            .await?
            .unwrap_or(false),
    )
}

/// What the order's instalments that counted paid, other than `except`.
pub async fn paid(
    conn: &mut PgConnection,
    order_id: Uuid,
    except: Option<Uuid>,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT COALESCE(sum(amount_cents), 0)::bigint FROM payment_attempts \
         WHERE order_id = $1 AND status = 'succeeded' AND instalment AND NOT over_balance \
           AND ($2::uuid IS NULL OR id <> $2)",
    )
    .bind(order_id)
    .bind(except)
    .fetch_one(conn)
    .await
}

/// The attempt was paid on a balance smaller than its amount: none of it counts.
pub async fn set_over_balance(conn: &mut PgConnection, attempt_id: Uuid) -> sqlx::Result<()> {
    sqlx::query("UPDATE payment_attempts SET over_balance = TRUE WHERE id = $1")
        .bind(attempt_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Takes the order's payment lock (held until the transaction ends) for an instalment about to
/// start, and answers the plan's balance: refused when the order is closed for payment or its
/// plan is paid in full.
pub async fn lock_open(
    conn: &mut PgConnection,
    order_id: Uuid,
    plan_total: i64,
) -> Result<i64, Error> {
    repo::lock_order(conn, order_id).await?;
    if repo::is_closed(conn, order_id).await? {
        return Err(Error::OrderCancelled);
    }
    let balance = plan_total - paid(conn, order_id, None).await?;
    if balance <= 0 {
        return Err(Error::AlreadyPaid);
    }
    Ok(balance)
}

/// The whole shillings a prompt asks: `requested_ksh` (0: what is due now, `next_due_cents`),
/// at least one shilling and at most the balance.
pub fn prompt_ksh(
    requested_ksh: i64,
    next_due_cents: i64,
    balance_cents: i64,
) -> Result<i64, Error> {
    let balance_ksh = balance_cents / CENTS_PER_KSH;
    let ksh = if requested_ksh == 0 {
        (next_due_cents.clamp(CENTS_PER_KSH, balance_cents.max(CENTS_PER_KSH)) + CENTS_PER_KSH - 1)
            / CENTS_PER_KSH
    } else {
        requested_ksh
    };
    if ksh < 1 || ksh > balance_ksh {
        return Err(Invalid::new(
            "amount",
            format!(
                "Enter an amount between KSh 1 and the balance of KSh {}",
                group(balance_ksh)
            ),
        )
        .into());
    }
    Ok(ksh)
}

fn group(ksh: i64) -> String {
    let digits = ksh.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Other orders take no amount: they are paid in full.
pub fn refuse_amount(requested_ksh: i64) -> Result<(), Error> {
    if requested_ksh == 0 {
        return Ok(());
    }
    Err(Invalid::new("amount", "Only a Lipa Mdogo Mdogo order is paid in parts").into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prompt_asks_what_is_due_or_the_payers_amount_within_the_balance() {
        // Nothing asked: what is due now.
        assert_eq!(prompt_ksh(0, 1_812_500, 7_250_000).unwrap(), 18_125);
        // Cents round up, never above the balance.
        assert_eq!(prompt_ksh(0, 1_812_550, 7_250_000).unwrap(), 18_126);
        assert_eq!(prompt_ksh(0, 0, 500_000).unwrap(), 1);
        // Any amount up to the balance.
        assert_eq!(prompt_ksh(72_500, 1_812_500, 7_250_000).unwrap(), 72_500);
        assert_eq!(prompt_ksh(1, 1_812_500, 7_250_000).unwrap(), 1);
        for bad in [-1, 72_501] {
            let Err(Error::Invalid(invalid)) = prompt_ksh(bad, 1_812_500, 7_250_000) else {
                panic!("{bad} accepted");
            };
            assert_eq!(invalid[0].field, "amount");
            assert_eq!(
                invalid[0].message,
                "Enter an amount between KSh 1 and the balance of KSh 72,500"
            );
        }
        assert!(refuse_amount(0).is_ok());
        assert!(refuse_amount(5).is_err());
    }
}
