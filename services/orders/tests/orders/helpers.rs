//! One shop per test: a real catalog and a real orders service, each over its own database,
//! sharing one RabbitMQ exchange so `order.cancelled` reaches the catalog.

use std::time::{Duration, Instant};

use std::ops::{Deref, DerefMut};

use chrono::{DateTime, TimeZone, Utc};
use prost::Message;
use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_common::errors::Refusal;
use shop_common::events::EventsConfig;
use shop_orders::config::Clock;
use shop_orders::testing::{self, TestOrders};
use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::order_service_client::OrderServiceClient;
use tonic::Status;
use tonic::service::interceptor::InterceptedService;
use tonic::transport::Channel;

/// Calls made for one caller, carried in metadata as the gateway does.
#[derive(Clone)]
pub(crate) struct As(pub Caller);

impl tonic::service::Interceptor for As {
    fn call(&mut self, mut request: tonic::Request<()>) -> Result<tonic::Request<()>, Status> {
        self.0.write(request.metadata_mut());
        Ok(request)
    }
}

pub(crate) type Client = OrderServiceClient<InterceptedService<Channel, As>>;

/// The admin every test's `shop.client` calls as.
pub(crate) const ADMIN: &str = "admin-1";

/// 2026-11-23 10:00 in Nairobi, a Monday: FREESHIP's campaign runs.
pub(crate) fn monday() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 23, 7, 0, 0).unwrap()
}

/// 2026-11-21 10:00 in Nairobi, a Saturday: no campaign runs.
pub(crate) fn saturday() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 7, 0, 0).unwrap()
}

pub(crate) struct Shop {
    pub catalog: TestCatalog,
    pub orders: TestOrders,
    /// Calls as an admin.
    pub client: Client,
    channel: Channel,
}

impl Shop {
    /// A shop whose clock is pinned to a Saturday (no coupon campaign).
    pub(crate) async fn start() -> Self {
        Self::start_at(saturday()).await
    }

    pub(crate) async fn start_at(now: DateTime<Utc>) -> Self {
        Self::start_with_events(now, shop_common::testing::events_config()).await
    }

    /// A shop whose services reach the broker with `events` (e.g. through a cuttable proxy).
    pub(crate) async fn start_with_events(now: DateTime<Utc>, events: EventsConfig) -> Self {
        Self::start_configured(now, events, |_| {}).await
    }

    /// [`Shop::start_with_events`], with the orders service's configuration changed by `tune`.
    pub(crate) async fn start_configured(
        now: DateTime<Utc>,
        events: EventsConfig,
        tune: impl FnOnce(&mut shop_orders::Config),
    ) -> Self {
        let catalog = TestCatalog::start_with_events(events.clone()).await;
        let mut config = testing::config(&catalog.url());
        config.events = events;
        config.clock = Clock::Fixed(now);
        tune(&mut config);
        let orders = TestOrders::start(config).await;
        let channel = Channel::from_shared(orders.url())
            .unwrap()
            .connect()
            .await
            .unwrap();
        let client = OrderServiceClient::with_interceptor(
            channel.clone(),
            As(Caller::user(ADMIN, Role::Admin)),
        );
        Self {
            catalog,
            orders,
            client,
            channel,
        }
    }

    /// Sets the shop's prices to exclude VAT (added on top at checkout), the rule before
    /// `pricesIncludeVat`: for the tests whose figures are that rule's.
    pub(crate) async fn vat_on_top(&self) {
        sqlx::query("UPDATE shop_settings SET prices_include_vat = FALSE")
            .execute(&self.orders.pool)
            .await
            .unwrap();
    }

    /// A client calling as `caller`.
    pub(crate) fn client_as(&self, caller: Caller) -> Client {
        OrderServiceClient::with_interceptor(self.channel.clone(), As(caller))
    }

    /// The review service's client, calling as `caller` (issue 24, part 2).
    pub(crate) fn reviews_as(
        &self,
        caller: Caller,
    ) -> shop_proto::orders::v1::review_service_client::ReviewServiceClient<
        InterceptedService<Channel, As>,
    > {
        shop_proto::orders::v1::review_service_client::ReviewServiceClient::with_interceptor(
            self.channel.clone(),
            As(caller),
        )
    }

    /// The audit log's client, calling as `caller`.
    pub(crate) fn audit_as(
        &self,
        caller: Caller,
    ) -> shop_proto::audit::v1::audit_service_client::AuditServiceClient<
        InterceptedService<Channel, As>,
    > {
        shop_proto::audit::v1::audit_service_client::AuditServiceClient::with_interceptor(
            self.channel.clone(),
            As(caller),
        )
    }

    /// Every audit entry, newest first, as the admin reads them.
    pub(crate) async fn audit(&self) -> Vec<shop_proto::audit::v1::AuditEntry> {
        self.audit_as(Caller::user(ADMIN, Role::Admin))
            .list_audit(shop_proto::audit::v1::ListAuditRequest {
                limit: 100,
                ..Default::default()
            })
            .await
            .unwrap()
            .into_inner()
            .entries
    }

    /// A client calling as the customer `user_id`.
    pub(crate) fn as_user(&self, user_id: &str) -> Client {
        self.client_as(Caller::user(user_id, Role::Customer))
    }

    /// A client calling as a guest (no caller).
    pub(crate) fn guest(&self) -> Client {
        self.client_as(Caller::guest())
    }

    /// A sofa named `name` at `price_ksh` with `stock` in stock; its id.
    pub(crate) async fn product(&self, name: &str, price_ksh: i64, stock: i32) -> i64 {
        let mut p = product(name, "living-room-sofas", price_ksh, 1);
        p.stock = stock;
        self.catalog.insert(vec![p]).await[0]
    }

    pub(crate) async fn stock(&self, product_id: i64) -> i32 {
        sqlx::query_scalar("SELECT stock FROM products WHERE id = $1")
            .bind(product_id)
            .fetch_one(&self.catalog.pool)
            .await
            .unwrap()
    }

    /// Waits until `product_id`'s stock is `expected` (events travel through the broker).
    pub(crate) async fn wait_for_stock(&self, product_id: i64, expected: i32) {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let stock = self.stock(product_id).await;
            if stock == expected {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "stock of {product_id} stayed {stock}, expected {expected}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The outbox's events with this routing key, oldest first.
    pub(crate) async fn events(&self, routing_key: &str) -> Vec<Vec<u8>> {
        sqlx::query_scalar("SELECT payload FROM event_outbox WHERE routing_key = $1 ORDER BY seq")
            .bind(routing_key)
            .fetch_all(&self.orders.pool)
            .await
            .unwrap()
    }

    pub(crate) async fn decoded<M: Message + Default>(&self, routing_key: &str) -> Vec<M> {
        self.events(routing_key)
            .await
            .iter()
            .map(|p| M::decode(p.as_slice()).unwrap())
            .collect()
    }

    /// What a placement comes to: the order, the shortages or the fresh quote (or a refusal).
    pub(crate) async fn placement(&self, request: Placement) -> Result<Outcome, Status> {
        self.as_user(&request.user)
            .place_order(request.message)
            .await
            .map(|answer| outcome(answer.into_inner()))
    }

    /// A placement expected to store an order or be refused; panics on another outcome.
    pub(crate) async fn place(&self, request: Placement) -> Result<pb::Order, Status> {
        self.as_user(&request.user)
            .place_order(request.message)
            .await
            .map(|answer| placed_order(answer.into_inner()))
    }

    /// From now on, counts the catalog's releases of stock: each ReleaseStock call (and each
    /// order.cancelled the catalog consumes) runs one `UPDATE stock_reservations`, even when
    /// there is nothing left to give back. Read with [`Shop::releases`].
    pub(crate) async fn count_releases(&self) {
        sqlx::raw_sql(
            "CREATE TABLE release_statements (at timestamptz NOT NULL DEFAULT now()); \
             CREATE FUNCTION count_release() RETURNS trigger LANGUAGE plpgsql AS $$ \
             BEGIN INSERT INTO release_statements DEFAULT VALUES; RETURN NULL; END $$; \
             CREATE TRIGGER count_release AFTER UPDATE ON stock_reservations \
             FOR EACH STATEMENT EXECUTE FUNCTION count_release();",
        )
        .execute(&self.catalog.pool)
        .await
        .unwrap();
    }

    /// The releases the catalog was asked for since [`Shop::count_releases`].
    pub(crate) async fn releases(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM release_statements")
            .fetch_one(&self.catalog.pool)
            .await
            .unwrap()
    }

    /// Places a cash-on-delivery order of `lines` for `user_id`; panics if refused.
    pub(crate) async fn order(&self, user_id: &str, lines: &[(i64, i32)]) -> pb::Order {
        self.place(order_request(user_id, lines)).await.unwrap()
    }
}

pub(crate) use pb::place_order_response::Outcome;

/// The outcome a PlaceOrder answer carries (always one).
pub(crate) fn outcome(answer: pb::PlaceOrderResponse) -> Outcome {
    answer.outcome.expect("a placement answers its outcome")
}

/// The order a PlaceOrder answer carries; panics on another outcome.
pub(crate) fn placed_order(answer: pb::PlaceOrderResponse) -> pb::Order {
    match outcome(answer) {
        Outcome::Order(order) => order,
        other => panic!("expected an order, the placement answered {other:?}"),
    }
}

pub(crate) fn shipping() -> pb::ShippingDetails {
    pb::ShippingDetails {
        customer_name: "Wanjiku Kamau".to_owned(),
        email: "wanjiku@example.co.ke".to_owned(),
        phone: "0712 345 678".to_owned(),
        address: "12 Moi Avenue".to_owned(),
        city: "Nairobi".to_owned(),
        county: "Nairobi".to_owned(),
        postal_code: "00100".to_owned(),
    }
}

pub(crate) fn items(lines: &[(i64, i32)]) -> Vec<pb::LineRequest> {
    lines
        .iter()
        .map(|&(product_id, quantity)| pb::LineRequest {
            product_id,
            quantity,
        })
        .collect()
}

/// A placement: the request and the user placing it (sent as the caller).
pub(crate) struct Placement {
    pub user: String,
    pub message: pb::PlaceOrderRequest,
}

impl Deref for Placement {
    type Target = pb::PlaceOrderRequest;
    fn deref(&self) -> &Self::Target {
        &self.message
    }
}

impl DerefMut for Placement {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.message
    }
}

/// The checkout form of [`shipping`], as the gateway sends it.
pub(crate) fn form(lines: &[(i64, i32)]) -> pb::PlaceOrderRequest {
    let s = shipping();
    pb::PlaceOrderRequest {
        items: items(lines),
        customer_name: s.customer_name,
        email: s.email,
        phone: s.phone,
        address: s.address,
        city: s.city,
        state: s.county,
        zip_code: s.postal_code,
        payment_method: "cod".to_owned(),
        delivery_instructions: "Call at the gate".to_owned(),
        preferred_delivery_time: "morning".to_owned(),
        ..Default::default()
    }
}

/// A cash-on-delivery order without an expected total, placed by `user_id`.
pub(crate) fn order_request(user_id: &str, lines: &[(i64, i32)]) -> Placement {
    Placement {
        user: user_id.to_owned(),
        message: form(lines),
    }
}

/// The first field a `validation_failed` status names ("" when none).
pub(crate) fn field(status: &Status) -> String {
    Refusal::read(status)
        .fields
        .into_iter()
        .next()
        .map(|(field, _)| field)
        .unwrap_or_default()
}

/// The stable code of a refusal.
pub(crate) fn code(status: &Status) -> shop_common::errors::ErrorCode {
    Refusal::read(status).code
}

pub(crate) fn totals(order: &pb::Order) -> pb::Totals {
    order.totals.clone().unwrap()
}
