//! The orders service as payments uses it: the order a payment is for, read fresh for every
//! attempt, so the amount is always the order's and never the caller's.

use std::time::Duration;

use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;
use tonic::Code;
use tonic::transport::Channel;

use crate::error::Error;

#[derive(Clone)]
pub struct Orders {
    client: OrderServiceClient<Channel>,
}

impl Orders {
    /// A client on a lazily connected channel: payments starts without orders, and each call
    /// waits at most `timeout`.
    pub fn new(url: &str, timeout: Duration) -> anyhow::Result<Self> {
        let channel = shop_common::grpc::client_channel("ORDERS_GRPC_URL", url, timeout)?;
        Ok(Self {
            client: OrderServiceClient::new(channel),
        })
    }

    /// The order `id` (UUID or order number) names.
    #[tracing::instrument(skip(self))]
    pub async fn order(&self, id: &str) -> Result<pb::Order, Error> {
        if id.trim().is_empty() {
            return Err(Error::OrderNotFound);
        }
        match self
            .client
            .clone()
            .get_order(pb::GetOrderRequest { id: id.to_owned() })
            .await
        {
            Ok(answer) => Ok(answer.into_inner()),
            Err(status) if status.code() == Code::NotFound => Err(Error::OrderNotFound),
            Err(status) => Err(Error::Orders(status)),
        }
    }
}
