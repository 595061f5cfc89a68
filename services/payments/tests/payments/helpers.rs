//! One shop per test: a real catalog, orders and payments service, each over its own database,
//! sharing one RabbitMQ exchange (so `payment.succeeded` reaches orders and `order.cancelled`
//! the catalog), the Daraja simulator, and a callback receiver standing in for the gateway's
//! route: it forwards Daraja's body to HandleDarajaCallback and answers as the gateway does.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::routing::post;
use daraja_sim::RunningSim;
use prost::Message;
use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_common::events::EventsConfig;
use shop_common::testing::TcpProxy;
use shop_orders::testing::TestOrders;
use shop_payments::testing::{self, TestPayments};
use shop_proto::orders::v1 as orders_pb;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;
use shop_proto::payments::v1 as pb;
use shop_proto::payments::v1::payment_service_client::PaymentServiceClient;
use tonic::transport::Channel;
use tonic::{Code, Status};

pub(crate) type Client = PaymentServiceClient<Channel>;

/// The simulator's test numbers.
pub(crate) use daraja_sim::test_numbers;

pub(crate) const USER: &str = "user-1";
/// An admin's id: calls made as [`ADMIN`] carry the admin role.
pub(crate) const ADMIN: &str = "admin-1";
/// KSh 999 a piece: one costs 999 + 500 shipping + 159.84 VAT = KSh 1,658.84, so M-Pesa asks
/// for KSh 1,659 (rounded up).
pub(crate) const PRICE_KSH: i64 = 999;
pub(crate) const ONE_SOFA_TOTAL_CENTS: i64 = 165_884;
pub(crate) const ONE_SOFA_MPESA_KSH: i64 = 1_659;
/// How long the simulated payer takes to answer, unless a test says otherwise.
pub(crate) const PAYER_DELAY: Duration = Duration::from_millis(100);

pub(crate) struct Shop {
    _catalog: TestCatalog,
    pub orders: TestOrders,
    pub orders_client: OrderServiceClient<Channel>,
    pub sim: RunningSim,
    /// Between payments and the simulator.
    pub daraja: TcpProxy,
    pub payments: TestPayments,
    pub client: Client,
    pub sofa: i64,
    _receiver: tokio::task::JoinHandle<()>,
}

impl Shop {
    pub(crate) async fn start() -> Self {
        Self::start_with(|_| {}).await
    }

    /// A shop whose payments config `tune` adjusts (timings, mostly).
    pub(crate) async fn start_with(tune: impl FnOnce(&mut shop_payments::Config)) -> Self {
        Self::start_full(shop_common::testing::events_config(), PAYER_DELAY, tune).await
    }

    /// A shop whose simulated payer answers after `payer_delay`.
    pub(crate) async fn start_with_payer_delay(
        payer_delay: Duration,
        tune: impl FnOnce(&mut shop_payments::Config),
    ) -> Self {
        Self::start_full(shop_common::testing::events_config(), payer_delay, tune).await
    }

    /// A shop whose services reach the broker with `events` (e.g. through a cuttable proxy) and
    /// whose simulated payer answers after `payer_delay`.
    pub(crate) async fn start_full(
        events: EventsConfig,
        payer_delay: Duration,
        tune: impl FnOnce(&mut shop_payments::Config),
    ) -> Self {
        Self::start_tuned(events, payer_delay, tune, |_| {}).await
    }

    /// As [`Shop::start_full`], with the orders service's config adjusted by `tune_orders`.
    pub(crate) async fn start_tuned(
        events: EventsConfig,
        payer_delay: Duration,
        tune: impl FnOnce(&mut shop_payments::Config),
        tune_orders: impl FnOnce(&mut shop_orders::Config),
    ) -> Self {
        let catalog = TestCatalog::start_with_events(events.clone()).await;
        // Orders asks payments before it cancels an unpaid order: payments' address first.
        let payments_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let mut orders_config = shop_orders::testing::config(&catalog.url());
        orders_config.events = events.clone();
        orders_config.payments_url = format!("http://{}", payments_listener.local_addr().unwrap());
        tune_orders(&mut orders_config);
        let orders = TestOrders::start(orders_config).await;
        // These tests' figures are written with VAT added on top (the setting off, as before
        // issue 24): what is tested here is the money's path, not the VAT rule.
        sqlx::query("UPDATE shop_settings SET prices_include_vat = FALSE")
            .execute(&orders.pool)
            .await
            .expect("prices excluding VAT");
        let orders_client = orders.client().await;

        let sim = daraja_sim::start(daraja_sim::Config {
            callback_delay: payer_delay,
            callback_retry_backoff: Duration::from_millis(200),
            payout_delay: Duration::from_millis(200),
            ..daraja_sim::Config::default()
        })
        .await
        .unwrap();

        // The receiver's address goes into the callback URL before payments starts.
        let receiver = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let receiver_addr = receiver.local_addr().unwrap();
        // Payments reaches Daraja through a proxy a test can stall or cut.
        let (daraja, daraja_url) = TcpProxy::for_url(&sim.base_url).await;
        let mut config = testing::config(&orders.url(), &daraja_url);
        config.events = events;
        use secrecy::ExposeSecret;
        config.daraja.callback_url = format!(
            "http://{receiver_addr}/api/payments/daraja/callback/{}",
            config.callback_secret.expose_secret()
        );
        config.daraja.payout.certificate_pem = Some(sim.simulator().certificate_pem());
        for (url, kind) in [
            (&mut config.daraja.payout.result_url, "result"),
            (&mut config.daraja.payout.timeout_url, "timeout"),
        ] {
            *url = format!(
                "http://{receiver_addr}/api/payments/daraja/payout/{kind}/{}",
                config.callback_secret.expose_secret()
            );
        }
        for (url, kind) in [
            (&mut config.c2b.validation_url, "validation"),
            (&mut config.c2b.confirmation_url, "confirmation"),
        ] {
            *url = format!(
                "http://{receiver_addr}/api/payments/daraja/c2b/{kind}/{}",
                config.callback_secret.expose_secret()
            );
        }
        tune(&mut config);
        let payments = TestPayments::start_on(config, payments_listener).await;
        let client = payments.client().await;
        let app = Router::new()
            .route("/api/payments/daraja/callback/{secret}", post(forward))
            .route(
                "/api/payments/daraja/payout/{kind}/{secret}",
                post(forward_payout),
            )
            .route(
                "/api/payments/daraja/c2b/validation/{secret}",
                post(forward_c2b_validation),
            )
            .route(
                "/api/payments/daraja/c2b/confirmation/{secret}",
                post(forward_c2b_confirmation),
            )
            .with_state(client.clone())
            .into_make_service_with_connect_info::<SocketAddr>();
        let receiver = tokio::spawn(async move {
            let _ = axum::serve(receiver, app).await;
        });

        let mut sofa = product("Lamu Sofa", "living-room-sofas", PRICE_KSH, 1);
        sofa.stock = 50;
        let sofa = catalog.insert(vec![sofa]).await[0];
        Self {
            _catalog: catalog,
            orders,
            orders_client,
            sim,
            daraja,
            payments,
            client,
            sofa,
            _receiver: receiver,
        }
    }

    /// Places an order of `quantity` sofas paid by `method` for `user_id` (the caller).
    pub(crate) async fn order_for(
        &self,
        user_id: &str,
        method: &str,
        quantity: i32,
    ) -> orders_pb::Order {
        match self
            .orders_client
            .clone()
            .place_order(as_user(
                user_id,
                orders_pb::PlaceOrderRequest {
                    items: vec![orders_pb::LineRequest {
                        product_id: self.sofa,
                        quantity,
                    }],
                    customer_name: "Wanjiku Kamau".to_owned(),
                    email: "wanjiku@example.co.ke".to_owned(),
                    phone: "0712 345 678".to_owned(),
                    address: "12 Moi Avenue, Nairobi, Nairobi, 00100".to_owned(),
                    payment_method: method.to_owned(),
                    ..Default::default()
                },
            ))
            .await
            .expect("place an order")
            .into_inner()
            .outcome
        {
            Some(orders_pb::place_order_response::Outcome::Order(order)) => order,
            other => panic!("expected an order, the placement answered {other:?}"),
        }
    }

    /// One sofa for [`USER`], paid by `method`.
    pub(crate) async fn order(&self, method: &str) -> orders_pb::Order {
        self.order_for(USER, method, 1).await
    }

    pub(crate) async fn get_order(&self, id: &str) -> orders_pb::Order {
        self.orders_client
            .clone()
            .get_order(as_user(
                ADMIN,
                orders_pb::GetOrderRequest { id: id.to_owned() },
            ))
            .await
            .expect("get the order")
            .into_inner()
    }

    /// Waits until the order's payment status is `expected` (events travel through the broker).
    pub(crate) async fn wait_for_payment_status(
        &self,
        id: &str,
        expected: &str,
    ) -> orders_pb::Order {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let order = self.get_order(id).await;
            if order.payment_status == expected {
                return order;
            }
            assert!(
                Instant::now() < deadline,
                "order {id} stayed {}, expected {expected}",
                order.payment_status
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits until the order's last payment failure is recorded.
    pub(crate) async fn wait_for_failure(&self, id: &str) -> orders_pb::Order {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let order = self.get_order(id).await;
            if !payment(&order).last_failure.is_empty() {
                return order;
            }
            assert!(
                Instant::now() < deadline,
                "order {id} never heard of its failure"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// StartMpesaPayment called by `user` (see [`as_user`]).
    pub(crate) async fn start_mpesa(
        &self,
        order_id: &str,
        user: &str,
        phone: &str,
    ) -> Result<pb::StartMpesaPaymentResponse, Status> {
        self.client
            .clone()
            .start_mpesa_payment(as_user(
                user,
                pb::StartMpesaPaymentRequest {
                    order_id: order_id.to_owned(),
                    phone_number: phone.to_owned(),
                    idempotency_key: String::new(),
                    amount_ksh: 0,
                },
            ))
            .await
            .map(tonic::Response::into_inner)
    }

    /// GetMpesaStatus called by `user` (see [`as_user`]).
    pub(crate) async fn mpesa_status(
        &self,
        checkout_request_id: &str,
        user: &str,
    ) -> Result<pb::MpesaStatus, Status> {
        self.client
            .clone()
            .get_mpesa_status(as_user(
                user,
                pb::GetMpesaStatusRequest {
                    checkout_request_id: checkout_request_id.to_owned(),
                },
            ))
            .await
            .map(tonic::Response::into_inner)
    }

    /// Waits until the prompt is settled in the payments database; its status.
    pub(crate) async fn wait_for_settled(&self, checkout_request_id: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let status: Option<String> = sqlx::query_scalar(
                "SELECT status FROM payment_attempts WHERE checkout_request_id = $1",
            )
            .bind(checkout_request_id)
            .fetch_optional(&self.payments.pool)
            .await
            .unwrap();
            if let Some(status) = status.filter(|s| s != "pending") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "prompt {checkout_request_id} never settled"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Sends `body` as Daraja would, with the configured secret.
    pub(crate) async fn callback(&self, body: &str) -> Result<(), Status> {
        use secrecy::ExposeSecret;
        self.client
            .clone()
            .handle_daraja_callback(pb::DarajaCallbackRequest {
                secret: self
                    .payments
                    .config
                    .callback_secret
                    .expose_secret()
                    .to_owned(),
                body: body.as_bytes().to_vec(),
                source_ip: "203.0.113.9".to_owned(),
            })
            .await
            .map(|_| ())
    }

    /// The payments outbox's events with this routing key, decoded, oldest first.
    pub(crate) async fn published<M: Message + Default>(&self, routing_key: &str) -> Vec<M> {
        let payloads: Vec<Vec<u8>> = sqlx::query_scalar(
            "SELECT payload FROM event_outbox WHERE routing_key = $1 ORDER BY seq",
        )
        .bind(routing_key)
        .fetch_all(&self.payments.pool)
        .await
        .unwrap();
        payloads
            .iter()
            .map(|p| M::decode(p.as_slice()).unwrap())
            .collect()
    }

    /// The kinds of the history entries of the prompt, oldest first.
    pub(crate) async fn history(&self, checkout_request_id: &str) -> Vec<String> {
        sqlx::query_scalar(
            "SELECT e.kind FROM payment_attempt_events e \
             JOIN payment_attempts a ON a.id = e.attempt_id \
             WHERE a.checkout_request_id = $1 ORDER BY e.id",
        )
        .bind(checkout_request_id)
        .fetch_all(&self.payments.pool)
        .await
        .unwrap()
    }
}

pub(crate) fn payment(order: &orders_pb::Order) -> orders_pb::OrderPayment {
    order.payment.clone().unwrap_or_default()
}

/// A request made by `user`, as the gateway makes it: the caller in metadata, an admin for
/// [`ADMIN`], a customer otherwise, a guest for "".
pub(crate) fn as_user<T>(user: &str, message: T) -> tonic::Request<T> {
    let caller = match user {
        "" => Caller::guest(),
        ADMIN => Caller::user(ADMIN, Role::Admin),
        user => Caller::user(user, Role::Customer),
    };
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

/// The code and the invalid fields (name, message) a status carries.
pub(crate) fn refusal(status: &Status) -> (ErrorCode, Vec<(String, String)>) {
    let refusal = Refusal::read(status);
    (refusal.code, refusal.fields)
}

/// The one field a `validation_failed` status names.
pub(crate) fn field(status: &Status) -> String {
    let (code, fields) = refusal(status);
    assert_eq!(code, ErrorCode::ValidationFailed, "{status:?}");
    assert_eq!(fields.len(), 1, "{fields:?}");
    fields[0].0.clone()
}

/// The gateway's callback route, in miniature: the body goes to HandleDarajaCallback; Daraja gets
/// 200 for anything well-formed or malformed, 404 for an unknown secret, 500 otherwise (it
/// retries those).
async fn forward(
    State(client): State<Client>,
    Path(secret): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> (StatusCode, &'static str) {
    let answer = client
        .clone()
        .handle_daraja_callback(pb::DarajaCallbackRequest {
            secret,
            body: body.to_vec(),
            source_ip: peer.ip().to_string(),
        })
        .await;
    const ACCEPTED: &str = r#"{"ResultCode":0,"ResultDesc":"Accepted"}"#;
    match answer {
        Ok(_) => (StatusCode::OK, ACCEPTED),
        Err(status) if status.code() == Code::InvalidArgument => (StatusCode::OK, ACCEPTED),
        Err(status) if status.code() == Code::NotFound => (StatusCode::NOT_FOUND, "{}"),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "{}"),
    }
}

/// The gateway's C2B validation route, in miniature: Daraja gets 200 with the service's verdict.
async fn forward_c2b_validation(
    State(client): State<Client>,
    Path(secret): Path<String>,
    body: Bytes,
) -> (StatusCode, String) {
    let answer = client
        .clone()
        .handle_c2b_validation(pb::C2bRequest {
            secret,
            body: body.to_vec(),
            source_ip: "127.0.0.1".to_owned(),
        })
        .await;
    match answer {
        Ok(verdict) => {
            let verdict = verdict.into_inner();
            (
                StatusCode::OK,
                serde_json::json!({"ResultCode": verdict.result_code, "ResultDesc": verdict.result_desc})
                    .to_string(),
            )
        }
        Err(status) if status.code() == Code::NotFound => (StatusCode::NOT_FOUND, "{}".into()),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "{}".into()),
    }
}

/// The gateway's C2B confirmation route, in miniature.
async fn forward_c2b_confirmation(
    State(client): State<Client>,
    Path(secret): Path<String>,
    body: Bytes,
) -> (StatusCode, &'static str) {
    let answer = client
        .clone()
        .handle_c2b_confirmation(pb::C2bRequest {
            secret,
            body: body.to_vec(),
            source_ip: "127.0.0.1".to_owned(),
        })
        .await;
    const SUCCESS: &str = r#"{"ResultCode":0,"ResultDesc":"Success"}"#;
    match answer {
        Ok(_) => (StatusCode::OK, SUCCESS),
        Err(status) if status.code() == Code::InvalidArgument => (StatusCode::OK, SUCCESS),
        Err(status) if status.code() == Code::NotFound => (StatusCode::NOT_FOUND, "{}"),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "{}"),
    }
}

/// The gateway's payout result and timeout routes, in miniature.
async fn forward_payout(
    State(client): State<Client>,
    Path((kind, secret)): Path<(String, String)>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: Bytes,
) -> (StatusCode, &'static str) {
    let answer = client
        .clone()
        .handle_daraja_result(pb::DarajaResultRequest {
            secret,
            kind,
            body: body.to_vec(),
            source_ip: peer.ip().to_string(),
        })
        .await;
    const ACCEPTED: &str = r#"{"ResultCode":0,"ResultDesc":"Accepted"}"#;
    match answer {
        Ok(_) => (StatusCode::OK, ACCEPTED),
        Err(status) if status.code() == Code::InvalidArgument => (StatusCode::OK, ACCEPTED),
        Err(status) if status.code() == Code::NotFound => (StatusCode::NOT_FOUND, "{}"),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "{}"),
    }
}
