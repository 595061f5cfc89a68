//! Card and PayPal payments go through a provider (DECISIONS.md "Payments"): this interface, and
//! the sandbox provider the shop ships. A real provider (a card acquirer, PayPal's API) is
//! another implementation chosen by `PAYMENT_PROVIDER`; nothing else changes.

pub mod sandbox;

use crate::domain::card::Card;
use crate::domain::email::PaypalEmail;

/// One charge, as the provider sees it.
#[derive(Debug, Clone)]
pub struct Charge<'a> {
    /// Our attempt's id: the provider's idempotency key.
    pub attempt_id: uuid::Uuid,
    pub amount_cents: i64,
    /// "KES".
    pub currency: &'static str,
    /// The order number, shown on the statement.
    pub reference: &'a str,
}

/// What the provider decided.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub approved: bool,
    /// The provider's id of the transaction (also for a decline).
    pub transaction_id: String,
    /// 'Payment successful', 'Your card was declined', ...
    pub message: String,
}

/// The provider could not decide (unreachable, failing): nothing was charged as far as we
/// know; the shopper may try again.
#[derive(Debug, thiserror::Error)]
#[error("payment provider failed: {0}")]
pub struct ProviderError(pub String);

/// A card and PayPal payment provider.
#[tonic::async_trait]
pub trait PaymentProvider: Send + Sync + 'static {
    /// Its name, stored with every attempt ("sandbox").
    fn name(&self) -> &'static str;
    /// Whether its payments are test payments (the UI says so).
    fn is_sandbox(&self) -> bool;
    async fn charge_card(&self, charge: &Charge<'_>, card: &Card)
    -> Result<Outcome, ProviderError>;
    async fn charge_paypal(
        &self,
        charge: &Charge<'_>,
        payer: &PaypalEmail,
    ) -> Result<Outcome, ProviderError>;
}

/// The provider `PAYMENT_PROVIDER` names.
pub fn by_name(name: &str) -> anyhow::Result<std::sync::Arc<dyn PaymentProvider>> {
    match name.trim().to_ascii_lowercase().as_str() {
        "sandbox" => Ok(std::sync::Arc::new(sandbox::Sandbox)),
        other => anyhow::bail!("PAYMENT_PROVIDER={other:?} is not a known provider (sandbox)"),
    }
}
