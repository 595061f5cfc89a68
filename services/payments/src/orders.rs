//! The orders service as payments uses it: the order a payment is for, read fresh for every
//! attempt, so the amount is always the order's and never the caller's.

use std::time::Duration;

use shop_common::caller::Caller;
use shop_common::errors::{ErrorCode, Refusal, status_of};
use shop_common::grpc::TracedChannel;
use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;

use crate::error::Error;

#[derive(Clone)]
pub struct Orders {
    client: OrderServiceClient<TracedChannel>,
}

impl Orders {
    /// A client on a lazily connected channel: payments starts without orders, and each call
    /// waits at most `timeout`.
    pub fn new(url: &str, timeout: Duration) -> anyhow::Result<Self> {
        let channel = shop_common::grpc::traced_client_channel("ORDERS_GRPC_URL", url, timeout)?;
        Ok(Self {
            client: OrderServiceClient::new(channel),
        })
    }

    /// The order `id` (UUID or order number) names, read for `caller` (who travels on in the
    /// call's metadata, so orders may apply its own access rule too).
    #[tracing::instrument(skip(self, caller))]
    pub async fn order(&self, id: &str, caller: &Caller) -> Result<pb::Order, Error> {
        if id.trim().is_empty() {
            return Err(Error::OrderNotFound);
        }
        let mut request = tonic::Request::new(pb::GetOrderRequest { id: id.to_owned() });
        caller.write(request.metadata_mut());
        match self.client.clone().get_order(request).await {
            Ok(answer) => Ok(answer.into_inner()),
            Err(status) => match Refusal::read(&status).code {
                ErrorCode::OrderNotFound | ErrorCode::NotFound => Err(Error::OrderNotFound),
                ErrorCode::Forbidden => Err(Error::Refused(status_of(ErrorCode::Forbidden))),
                _ => Err(Error::Orders(status)),
            },
        }
    }
}
