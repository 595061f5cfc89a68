//! `GET /api/payments/config`.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::payments::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::Unavailable;
use crate::call::Call;
use crate::error::ApiError;
use crate::state::AppState;

/// Which payment methods the checkout offers.
#[derive(Serialize, ToSchema)]
pub(super) struct MethodsJson {
    mpesa: bool,
    card: bool,
    paypal: bool,
    /// Cash on delivery: the orders service's, always offered.
    cod: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"sandbox": true, "mpesaSandbox": true, "provider": "sandbox",
    "methods": {"mpesa": true, "card": true, "paypal": true, "cod": true}, "paybill": "174379"}))]
pub(super) struct PaymentConfigJson {
    /// Card and PayPal are test payments: the checkout shows the test-payment notice.
    sandbox: bool,
    /// M-Pesa goes to Daraja's sandbox or the simulator, not Safaricom's live API.
    mpesa_sandbox: bool,
    /// The card and PayPal provider's name.
    #[schema(example = "sandbox")]
    provider: String,
    methods: MethodsJson,
    /// The Paybill number an order may be paid to with its order number as the account, when
    /// an M-Pesa prompt fails (or on request); null when M-Pesa is off or the shortcode is a
    /// till.
    #[schema(example = "174379")]
    paybill: Option<String>,
}

/// Which methods the checkout offers, and whether payments are test payments.
///
/// Anyone.
#[utoipa::path(
    get,
    path = "/api/payments/config",
    tag = "payments",
    responses(
        (status = 200, description = "The payment settings", body = PaymentConfigJson),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn payment_config(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<PaymentConfigJson>, ApiError> {
    let config = state
        .payments
        .clone()
        .get_payment_config(call.request(pb::GetPaymentConfigRequest {}))
        .await?
        .into_inner();
    Ok(Json(PaymentConfigJson {
        sandbox: config.sandbox,
        mpesa_sandbox: config.mpesa_sandbox,
        provider: config.provider,
        methods: MethodsJson {
            mpesa: config.mpesa_enabled,
            card: config.card_enabled,
            paypal: config.paypal_enabled,
            cod: true,
        },
        paybill: Some(config.paybill).filter(|p| !p.is_empty()),
    }))
}
