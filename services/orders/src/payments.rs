//! The payments service as the orders service uses it: before an unpaid order is cancelled,
//! payments (the source of truth for money) is asked to close it for payment.

use std::time::Duration;

use shop_common::grpc::TracedChannel;
use shop_proto::payments::v1 as pb;
use shop_proto::payments::v1::payment_service_client::PaymentServiceClient;
use uuid::Uuid;

#[derive(Clone)]
pub struct Payments {
    client: PaymentServiceClient<TracedChannel>,
}

impl Payments {
    /// A client on a lazily connected channel; each call waits at most `timeout`.
    pub fn new(url: &str, timeout: Duration) -> anyhow::Result<Self> {
        let channel = shop_common::grpc::traced_client_channel("PAYMENTS_GRPC_URL", url, timeout)?;
        Ok(Self {
            client: PaymentServiceClient::new(channel),
        })
    }

    /// Whether payments closed the order for payment: nothing is pending or paid, and nothing
    /// can start now. Its answer, or the status it failed with.
    pub async fn close(&self, order_id: Uuid) -> Result<pb::ClosePaymentsResponse, tonic::Status> {
        self.client
            .clone()
            .close_payments(pb::ClosePaymentsRequest {
                order_id: order_id.to_string(),
                lapsed: false,
            })
            .await
            .map(tonic::Response::into_inner)
    }

    /// Like [`Self::close`] for a Lipa Mdogo Mdogo plan that lapsed: money paid on it does not
    /// keep it open, a pending attempt does.
    pub async fn close_lapsed(
        &self,
        order_id: Uuid,
    ) -> Result<pb::ClosePaymentsResponse, tonic::Status> {
        self.client
            .clone()
            .close_payments(pb::ClosePaymentsRequest {
                order_id: order_id.to_string(),
                lapsed: true,
            })
            .await
            .map(tonic::Response::into_inner)
    }
}
