//! The Paybill fallback (C2B) against the Daraja simulator: payments registers its URLs at
//! start-up, the simulator's control pays the shop's Paybill like a shopper (validation, then
//! confirmation), and the order is paid through the same events as an STK payment.

use std::time::{Duration, Instant};

use daraja_sim::c2b::{C2bPayment, PayC2b};
use shop_common::events::{PAYMENT_SUCCEEDED, PAYMENT_UNMATCHED};
use shop_proto::events::v1::{PaymentSucceeded, PaymentUnmatched};
use shop_proto::orders::v1 as orders_pb;

use crate::helpers::*;

/// A shop whose payments registered its C2B URLs with the simulator.
async fn paybill_shop() -> Shop {
    let shop = Shop::start_with(|config| config.c2b.register = true).await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while shop.sim.simulator().c2b_registration("174379").is_none() {
        assert!(
            Instant::now() < deadline,
            "payments never registered its C2B URLs"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    shop
}

async fn pay(shop: &Shop, account: &str, amount_ksh: u64, skip_validation: bool) -> C2bPayment {
    shop.sim
        .simulator()
        .c2b_pay(&PayC2b {
            account: account.to_owned(),
            amount_ksh,
            msisdn: None,
            short_code: None,
            skip_validation,
        })
        .await
        .unwrap()
}

async fn kept_outcomes(shop: &Shop) -> Vec<(String, String)> {
    sqlx::query_as("SELECT trans_id, outcome FROM c2b_payments ORDER BY received_at")
        .fetch_all(&shop.payments.pool)
        .await
        .unwrap()
}

/// Waits until orders lists `count` refunds due; them, newest first.
async fn refunds_due(shop: &Shop, count: usize) -> Vec<orders_pb::RefundDue> {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let refunds = shop
            .orders_client
            .clone()
            .list_refunds_due(as_user(
                ADMIN,
                orders_pb::ListRefundsDueRequest { limit: 0 },
            ))
            .await
            .unwrap()
            .into_inner()
            .refunds;
        if refunds.len() >= count {
            return refunds;
        }
        assert!(
            Instant::now() < deadline,
            "orders listed {} refunds due, expected {count}",
            refunds.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn a_paybill_payment_with_the_order_number_pays_the_order_once() {
    let shop = paybill_shop().await;
    let registration = shop.sim.simulator().c2b_registration("174379").unwrap();
    assert!(registration.validation_url.contains("/c2b/validation/"));
    assert!(!registration.confirmation_url.contains("mpesa"));
    let order = shop.order("mpesa").await;

    // The payer types the order number as they read it.
    let account = order.public_id.to_lowercase();
    let paid = pay(&shop, &account, ONE_SOFA_MPESA_KSH as u64, false).await;
    assert_eq!(paid.status, "completed", "{paid:?}");
    assert_eq!(paid.validation.as_ref().unwrap()["ResultCode"], "0");
    assert_eq!(paid.confirmations, [Some(200)]);

    let order = shop.wait_for_payment_status(&order.id, "Paid").await;
    assert_eq!(payment(&order).reference, paid.trans_id);
    assert_eq!(order.payment_method, "mpesa");
    let published: Vec<PaymentSucceeded> = shop.published(PAYMENT_SUCCEEDED).await;
    assert_eq!(published.len(), 1);
    assert_eq!(published[0].amount_cents, ONE_SOFA_MPESA_KSH * 100);
    assert_eq!(published[0].reference, paid.trans_id);

    // Safaricom sends the confirmation again: nothing changes.
    let again = shop
        .sim
        .simulator()
        .c2b_resend(&paid.trans_id)
        .await
        .unwrap();
    assert_eq!(again, Some(200));
    assert_eq!(
        kept_outcomes(&shop).await,
        [(paid.trans_id.clone(), "paid".to_owned())]
    );
    let attempts: i64 = sqlx::query_scalar("SELECT count(*) FROM payment_attempts")
        .fetch_one(&shop.payments.pool)
        .await
        .unwrap();
    assert_eq!(attempts, 1);
    let history: Vec<String> = sqlx::query_scalar(
        "SELECT kind FROM payment_attempt_events WHERE checkout_request_id = $1 ORDER BY id",
    )
    .bind(&paid.trans_id)
    .fetch_all(&shop.payments.pool)
    .await
    .unwrap();
    assert_eq!(
        history,
        ["c2b_validation", "c2b_confirmation", "c2b_duplicate"]
    );
    assert_eq!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .len(),
        1
    );
    // A prompt for the paid order is refused: payments' books know it is paid.
    let refused = shop
        .start_mpesa(&order.id, USER, test_numbers::SUCCESS)
        .await
        .unwrap_err();
    assert!(
        refused.message().contains("already been paid"),
        "{refused:?}"
    );
}

#[tokio::test]
async fn validation_refuses_unknown_accounts_and_wrong_amounts() {
    let shop = paybill_shop().await;
    let order = shop.order("mpesa").await;
    let cash = shop.order("cod").await;

    for (account, amount, code) in [
        ("NOSUCHORDER", ONE_SOFA_MPESA_KSH as u64, "C2B00012"),
        ("", ONE_SOFA_MPESA_KSH as u64, "C2B00012"),
        (
            cash.public_id.as_str(),
            ONE_SOFA_MPESA_KSH as u64,
            "C2B00012",
        ),
        (order.public_id.as_str(), 1_000, "C2B00013"),
        (order.public_id.as_str(), 5_000, "C2B00013"),
    ] {
        let refused = pay(&shop, account, amount, false).await;
        assert_eq!(
            refused.status, "rejected",
            "{account} {amount}: {refused:?}"
        );
        assert_eq!(
            refused.validation.as_ref().unwrap()["ResultCode"],
            code,
            "{account} {amount}"
        );
        assert!(refused.confirmations.is_empty());
    }
    assert!(kept_outcomes(&shop).await.is_empty());
    assert!(
        shop.published::<PaymentUnmatched>(PAYMENT_UNMATCHED)
            .await
            .is_empty()
    );
    assert_eq!(shop.get_order(&order.id).await.payment_status, "Pending");
}

#[tokio::test]
async fn short_over_and_unmatched_confirmations_are_kept_as_refunds_due() {
    let shop = paybill_shop().await;
    let short = shop.order("mpesa").await;
    let over = shop.order("mpesa").await;

    // A shortcode whose validation Safaricom has not enabled: the confirmation only.
    let underpaid = pay(&shop, &short.public_id, 1_000, true).await;
    assert_eq!(underpaid.confirmations, [Some(200)]);
    let overpaid = pay(&shop, &over.public_id, 2_000, true).await;
    let unknown = pay(&shop, "SFNOSUCH12", 700, true).await;

    // Over: the order is paid, the excess is due back. Short: not paid, all of it due back.
    shop.wait_for_payment_status(&over.id, "Paid").await;
    let refunds = refunds_due(&shop, 3).await;
    let find = |trans_id: &str| {
        refunds
            .iter()
            .find(|r| r.reference == trans_id)
            .unwrap_or_else(|| panic!("{trans_id} not listed in {refunds:?}"))
            .clone()
    };
    let excess = find(&overpaid.trans_id);
    assert_eq!(excess.amount_cents, (2_000 - ONE_SOFA_MPESA_KSH) * 100);
    assert_eq!(excess.public_id, over.public_id);
    assert!(excess.detail.contains("over"), "{}", excess.detail);
    let shortfall = find(&underpaid.trans_id);
    assert_eq!(shortfall.amount_cents, 100_000);
    assert_eq!(shortfall.public_id, short.public_id);
    assert!(shortfall.detail.contains("short"), "{}", shortfall.detail);
    let stray = find(&unknown.trans_id);
    assert_eq!(stray.amount_cents, 70_000);
    assert_eq!(stray.order_id, "");
    assert!(stray.detail.contains("SFNOSUCH12"), "{}", stray.detail);

    assert_eq!(shop.get_order(&short.id).await.payment_status, "Pending");
    let mut outcomes: Vec<String> = kept_outcomes(&shop)
        .await
        .into_iter()
        .map(|(_, outcome)| outcome)
        .collect();
    outcomes.sort();
    assert_eq!(outcomes, ["not_payable", "overpaid", "underpaid"]);
    // The short order can still be paid in full.
    let full = pay(&shop, &short.public_id, ONE_SOFA_MPESA_KSH as u64, false).await;
    assert_eq!(full.status, "completed");
    shop.wait_for_payment_status(&short.id, "Paid").await;
}
