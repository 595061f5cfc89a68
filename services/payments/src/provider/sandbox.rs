//! The sandbox provider: test payments whose outcome the card number or PayPal email decides,
//! as the README documents. It never moves money.
//!
//! Cards: 4000 0000 0000 0002 is declined ('Your card was declined'); every other valid number
//! (4242 4242 4242 4242 Visa, 5555 5555 5555 4444 Mastercard, ...) is approved.
//! PayPal: an email starting with `decline@` is declined; any other valid email is approved.

use super::{Charge, Outcome, PaymentProvider, ProviderError};
use crate::domain::card::Card;
use crate::domain::email::PaypalEmail;

/// The documented test card that is always declined.
pub const DECLINED_CARD: &str = "4000000000000002";
pub const DECLINED: &str = "Your card was declined";
pub const PAYPAL_DECLINED: &str = "PayPal declined the payment";
pub const APPROVED: &str = "Payment successful";

pub struct Sandbox;

fn transaction_id(prefix: &str) -> String {
    format!("{prefix}_{}", uuid::Uuid::new_v4().simple())
}

#[tonic::async_trait]
impl PaymentProvider for Sandbox {
    fn name(&self) -> &'static str {
        "sandbox"
    }

    fn is_sandbox(&self) -> bool {
        true
    }

    async fn charge_card(
        &self,
        charge: &Charge<'_>,
        card: &Card,
    ) -> Result<Outcome, ProviderError> {
        let approved = card.number.digits() != DECLINED_CARD;
        tracing::info!(
            attempt_id = %charge.attempt_id,
            amount_cents = charge.amount_cents,
            brand = card.number.brand().as_str(),
            last4 = card.number.last4(),
            approved,
            "sandbox card charge"
        );
        Ok(Outcome {
            approved,
            transaction_id: transaction_id("sbx_card"),
            message: if approved { APPROVED } else { DECLINED }.to_owned(),
        })
    }

    async fn charge_paypal(
        &self,
        charge: &Charge<'_>,
        payer: &PaypalEmail,
    ) -> Result<Outcome, ProviderError> {
        let approved = !payer.as_str().to_ascii_lowercase().starts_with("decline@");
        tracing::info!(attempt_id = %charge.attempt_id, amount_cents = charge.amount_cents, approved, "sandbox PayPal payment");
        Ok(Outcome {
            approved,
            transaction_id: transaction_id("sbx_pp"),
            message: if approved { APPROVED } else { PAYPAL_DECLINED }.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;

    fn charge() -> Charge<'static> {
        Charge {
            attempt_id: uuid::Uuid::new_v4(),
            amount_cents: 150_000,
            currency: "KES",
            reference: "SF7K3M9QXA",
        }
    }

    fn card(number: &str) -> Card {
        let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        Card::parse(number, "12/30", "123", "Wanjiku Kamau", today).unwrap()
    }

    #[tokio::test]
    async fn the_documented_test_cards() {
        let approved = Sandbox
            .charge_card(&charge(), &card("4242 4242 4242 4242"))
            .await
            .unwrap();
        assert!(approved.approved);
        assert!(approved.transaction_id.starts_with("sbx_card_"));
        let mastercard = Sandbox
            .charge_card(&charge(), &card("5555 5555 5555 4444"))
            .await
            .unwrap();
        assert!(mastercard.approved);
        let declined = Sandbox
            .charge_card(&charge(), &card("4000 0000 0000 0002"))
            .await
            .unwrap();
        assert!(!declined.approved);
        assert_eq!(declined.message, "Your card was declined");
    }

    #[tokio::test]
    async fn paypal_declines_decline_at() {
        let ok = PaypalEmail::parse("wanjiku@example.co.ke").unwrap();
        assert!(
            Sandbox
                .charge_paypal(&charge(), &ok)
                .await
                .unwrap()
                .approved
        );
        let no = PaypalEmail::parse("Decline@example.com").unwrap();
        assert!(
            !Sandbox
                .charge_paypal(&charge(), &no)
                .await
                .unwrap()
                .approved
        );
    }
}
