//! What every use case works with: the database, the orders service, Daraja, the card and
//! PayPal provider, and the settings.

use std::sync::Arc;

use shop_common::caller::Caller;
use shop_proto::orders::v1 as orders_pb;
use sqlx::PgPool;

use crate::config::Config;
use crate::daraja::Daraja;
use crate::error::Error;
use crate::orders::Orders;
use crate::provider::{self, PaymentProvider};

#[derive(Clone)]
pub struct State {
    pub pool: PgPool,
    pub orders: Orders,
    pub daraja: Daraja,
    pub provider: Arc<dyn PaymentProvider>,
    pub config: Arc<Config>,
}

impl State {
    pub fn new(pool: PgPool, config: &Config) -> anyhow::Result<Self> {
        Ok(Self {
            pool,
            orders: Orders::new(&config.orders_url, config.call_timeout)?,
            daraja: Daraja::new(config.daraja.clone())?,
            provider: provider::by_name(&config.provider)?,
            config: Arc::new(config.clone()),
        })
    }

    /// The order `order_id` names, if `caller` (its owner or an admin) may pay for it and it
    /// can be paid online now.
    pub async fn payable_order(
        &self,
        order_id: &str,
        caller: &Caller,
    ) -> Result<orders_pb::Order, Error> {
        caller.signed_in().map_err(Error::Refused)?;
        let order = self.orders.order(order_id, caller).await?;
        caller
            .ensure_owner_or_admin(&order.user_id)
            .map_err(Error::Refused)?;
        if order.status.eq_ignore_ascii_case("cancelled") {
            return Err(Error::OrderCancelled);
        }
        if order.payment_status.eq_ignore_ascii_case("paid") {
            return Err(Error::AlreadyPaid);
        }
        if !order.status.eq_ignore_ascii_case("pending") {
            return Err(Error::NotPayable);
        }
        if order.payment_method.eq_ignore_ascii_case("cod") {
            return Err(Error::CashOnDelivery);
        }
        Ok(order)
    }
}

/// The order's UUID and total, as payments keeps them.
pub fn order_id_and_total(order: &orders_pb::Order) -> Result<(uuid::Uuid, i64), Error> {
    let id = uuid::Uuid::parse_str(&order.id)
        .map_err(|e| Error::unexpected("reading an order's id", e))?;
    let total = order
        .totals
        .as_ref()
        .map(|t| t.total_cents)
        .filter(|&total| total > 0)
        .ok_or_else(|| Error::unexpected("reading an order's total", &order.id))?;
    Ok((id, total))
}
