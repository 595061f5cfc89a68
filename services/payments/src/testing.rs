//! Test support (feature `testing`): a real payments service on a free port over its own fresh
//! database, asking orders at a given URL, Daraja (the simulator) at another, and publishing to
//! RabbitMQ on an exchange of its own.

use std::time::Duration;

use shop_common::testing::TestService;
use shop_proto::payments::v1::payment_service_client::PaymentServiceClient;

use crate::config::{Config, SAFARICOM_CALLBACK_IPS, SANDBOX_PASSKEY};
use crate::daraja::DarajaConfig;
use crate::domain::Method;

/// A configuration for tests: orders at `orders_url`, Daraja at `daraja_base_url` with the
/// simulator's default credentials, a fresh callback secret, the callback URL pointing at the
/// gateway's default address (a test that wants callbacks points it at its own receiver), the
/// production timings, RabbitMQ at `AMQP_URL` on a fresh exchange with temporary queues.
pub fn config(orders_url: &str, daraja_base_url: &str) -> Config {
    let secret = format!("test{}", uuid::Uuid::new_v4().simple());
    Config {
        orders_url: orders_url.to_owned(),
        call_timeout: Duration::from_secs(5),
        daraja: DarajaConfig {
            base_url: daraja_base_url.to_owned(),
            consumer_key: "sim-consumer-key".into(),
            consumer_secret: "sim-consumer-secret".into(),
            shortcode: "174379".to_owned(),
            passkey: SANDBOX_PASSKEY.into(),
            transaction_type: "CustomerPayBillOnline".to_owned(),
            callback_url: format!("http://127.0.0.1:8080/api/payments/daraja/callback/{secret}"),
            timeout: Duration::from_secs(5),
            payout: crate::daraja::payout::PayoutConfig {
                initiator_name: "testapi".to_owned(),
                initiator_password: crate::config::SIM_INITIATOR_PASSWORD.into(),
                certificate_pem: None,
                certificate_path: None,
                b2c_shortcode: "600000".to_owned(),
                result_url: format!(
                    "http://127.0.0.1:8080/api/payments/daraja/payout/result/{secret}"
                ),
                timeout_url: format!(
                    "http://127.0.0.1:8080/api/payments/daraja/payout/timeout/{secret}"
                ),
            },
        },
        callback_secret: secret.clone().into(),
        callback_ips: SAFARICOM_CALLBACK_IPS
            .iter()
            .filter_map(|ip| ip.parse().ok())
            .collect(),
        transaction_desc: "Samani order".to_owned(),
        status_query_after: Duration::from_secs(20),
        sweep_after: Duration::from_secs(60),
        provider: "sandbox".to_owned(),
        methods: vec![Method::Mpesa, Method::Card, Method::Paypal],
        events: shop_common::testing::events_config(),
        unanswered_push: crate::mpesa::UNANSWERED_PUSH,
        // A test that wants the URLs registered points them at its receiver and turns this on.
        refund_query_after: Duration::from_secs(120),
        c2b: crate::config::C2bConfig {
            register: false,
            validation_url: format!(
                "http://127.0.0.1:8080/api/payments/daraja/c2b/validation/{secret}"
            ),
            confirmation_url: format!(
                "http://127.0.0.1:8080/api/payments/daraja/c2b/confirmation/{secret}"
            ),
        },
    }
}

shop_common::test_service!(
    Payments,
    schema = "payments",
    publishes_events = true,
    migrator = crate::MIGRATOR,
    serve = crate::serve,
    config = Config,
    client = PaymentServiceClient
);

/// A running payments service. Dropping it stops the server and removes its database.
pub type TestPayments = TestService<Payments>;
