//! The `shop.payments.v1.PaymentService` implementation: calls the use cases and maps errors to
//! statuses (`error.rs`).

use shop_common::caller::Caller;
use shop_proto::payments::v1 as pb;
use shop_proto::payments::v1::payment_service_server::PaymentService;
use tonic::{Request, Response, Status};

use crate::domain::Method;
use crate::error::Error;
use crate::state::State;
use crate::{charges, mpesa};

pub struct Payments {
    state: State,
}

impl Payments {
    pub fn new(state: State) -> Self {
        Self { state }
    }
}

type Answer<T> = Result<Response<T>, Status>;

fn answer<T>(result: Result<T, Error>) -> Answer<T> {
    result.map(Response::new).map_err(Status::from)
}

#[tonic::async_trait]
impl PaymentService for Payments {
    #[tracing::instrument(skip_all)]
    async fn start_mpesa_payment(
        &self,
        request: Request<pb::StartMpesaPaymentRequest>,
    ) -> Answer<pb::StartMpesaPaymentResponse> {
        let budget = mpesa::wait_budget(shop_common::grpc::deadline(request.metadata()));
        let caller = Caller::of(&request);
        let r = request.into_inner();
        let start = mpesa::Start {
            order_id: &r.order_id,
            caller: &caller,
            phone: &r.phone_number,
            idempotency_key: &r.idempotency_key,
            amount_ksh: r.amount_ksh,
        };
        answer(mpesa::start(&self.state, &start, budget).await)
    }

    #[tracing::instrument(skip_all)]
    async fn get_mpesa_status(
        &self,
        request: Request<pb::GetMpesaStatusRequest>,
    ) -> Answer<pb::MpesaStatus> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        answer(mpesa::status(&self.state, &r.checkout_request_id, &caller).await)
    }

    #[tracing::instrument(skip_all)]
    async fn handle_daraja_callback(
        &self,
        request: Request<pb::DarajaCallbackRequest>,
    ) -> Answer<pb::DarajaCallbackResponse> {
        let r = request.into_inner();
        answer(
            mpesa::callback(&self.state, &r.secret, &r.body, &r.source_ip)
                .await
                .map(|()| pb::DarajaCallbackResponse {}),
        )
    }

    #[tracing::instrument(skip_all)]
    async fn pay(&self, request: Request<pb::PayRequest>) -> Answer<pb::PaymentResult> {
        let caller = Caller::of(&request);
        answer(charges::pay(&self.state, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn get_payment_config(
        &self,
        _request: Request<pb::GetPaymentConfigRequest>,
    ) -> Answer<pb::PaymentConfig> {
        let config = &self.state.config;
        Ok(Response::new(pb::PaymentConfig {
            sandbox: self.state.provider.is_sandbox(),
            mpesa_enabled: config.offers(Method::Mpesa),
            card_enabled: config.offers(Method::Card),
            paypal_enabled: config.offers(Method::Paypal),
            mpesa_sandbox: !config.live(),
            provider: self.state.provider.name().to_owned(),
            paybill: config.paybill().unwrap_or_default().to_owned(),
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn close_payments(
        &self,
        request: Request<pb::ClosePaymentsRequest>,
    ) -> Answer<pb::ClosePaymentsResponse> {
        let r = request.into_inner();
        answer(crate::closing::close(&self.state, &r.order_id, r.lapsed).await)
    }

    #[tracing::instrument(skip_all)]
    async fn handle_c2b_validation(
        &self,
        request: Request<pb::C2bRequest>,
    ) -> Answer<pb::C2bValidationResponse> {
        let r = request.into_inner();
        answer(crate::c2b::validate(&self.state, &r.secret, &r.body, &r.source_ip).await)
    }

    #[tracing::instrument(skip_all)]
    async fn handle_c2b_confirmation(
        &self,
        request: Request<pb::C2bRequest>,
    ) -> Answer<pb::C2bConfirmationResponse> {
        let r = request.into_inner();
        answer(crate::c2b::confirm(&self.state, &r.secret, &r.body, &r.source_ip).await)
    }

    #[tracing::instrument(skip_all)]
    async fn get_kept_callbacks(
        &self,
        _request: Request<pb::GetKeptCallbacksRequest>,
    ) -> Answer<pb::KeptCallbacks> {
        answer(crate::kept::counts(&self.state).await)
    }

    #[tracing::instrument(skip_all)]
    async fn request_refund(
        &self,
        request: Request<pb::RequestRefundRequest>,
    ) -> Answer<pb::Refund> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        answer(crate::refunds::request(&self.state, &caller, &r.idempotency_key, &r.source).await)
    }

    #[tracing::instrument(skip_all)]
    async fn list_refunds(&self, request: Request<pb::ListRefundsRequest>) -> Answer<pb::Refunds> {
        let caller = Caller::of(&request);
        let r = request.into_inner();
        answer(crate::refunds::list(&self.state, &caller, &r.order_id, &r.sources).await)
    }

    #[tracing::instrument(skip_all)]
    async fn handle_daraja_result(
        &self,
        request: Request<pb::DarajaResultRequest>,
    ) -> Answer<pb::DarajaResultResponse> {
        let r = request.into_inner();
        answer(
            crate::refunds::handle_result(&self.state, &r.secret, &r.kind, &r.body, &r.source_ip)
                .await
                .map(|()| pb::DarajaResultResponse {}),
        )
    }
}
