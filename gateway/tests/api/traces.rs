//! One M-Pesa checkout is one trace: the browser's two requests (place the order, send the
//! prompt) carry one `traceparent`, and every hop after them continues it — the gateway, orders
//! placing the order, catalog reserving the stock, payments starting the prompt, the call to
//! Daraja, the callback settling it, the relay publishing `payment.succeeded` and the orders
//! consumer handling it. The spans are exported over OTLP/gRPC to a receiver in this test.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use opentelemetry_proto::tonic::collector::trace::v1::trace_service_server::{
    TraceService, TraceServiceServer,
};
use opentelemetry_proto::tonic::collector::trace::v1::{
    ExportTraceServiceRequest, ExportTraceServiceResponse,
};
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;

/// One exported span: its trace id (hex) and name.
#[derive(Debug, Clone)]
struct Exported {
    trace_id: String,
    name: String,
}

/// An OTLP trace receiver keeping every span it is sent.
#[derive(Clone, Default)]
struct Receiver(Arc<Mutex<Vec<Exported>>>);

#[tonic::async_trait]
impl TraceService for Receiver {
    async fn export(
        &self,
        request: tonic::Request<ExportTraceServiceRequest>,
    ) -> Result<tonic::Response<ExportTraceServiceResponse>, tonic::Status> {
        let mut kept = self.0.lock().unwrap();
        for resource in request.into_inner().resource_spans {
            for scope in resource.scope_spans {
                for span in scope.spans {
                    kept.push(Exported {
                        trace_id: span.trace_id.iter().map(|b| format!("{b:02x}")).collect(),
                        name: span.name,
                    });
                }
            }
        }
        Ok(tonic::Response::new(ExportTraceServiceResponse::default()))
    }
}

async fn start_receiver() -> (Receiver, String) {
    let receiver = Receiver::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let server = TraceServiceServer::new(receiver.clone());
    tokio::spawn(
        tonic::transport::Server::builder()
            .add_service(server)
            .serve_with_incoming(tonic::transport::server::TcpIncoming::from(listener)),
    );
    (receiver, format!("http://{addr}"))
}

/// The browser's request, in the checkout's trace.
async fn send(api: &Api, uri: &str, token: &str, traceparent: &str, body: Value) -> Value {
    let request = Request::post(uri)
        .header(header::CONTENT_TYPE, "application/json")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header("traceparent", traceparent)
        .header("x-request-id", "checkout-trace-test")
        .body(Body::from(body.to_string()))
        .unwrap();
    let (status, _, body) = api.call(request).await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert!(status.is_success(), "{uri}: {status} {body}");
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_mpesa_checkout_is_one_trace_from_the_gateway_to_the_consumer() {
    let (receiver, endpoint) = start_receiver().await;
    shop_common::telemetry::install("shop-under-test", Some(endpoint));

    let api = Api::with_payments().await;
    let mut sofa = product("Lamu Sofa", "living-room-sofas", 999, 1);
    sofa.stock = 5;
    let sofa = api.catalog.insert(vec![sofa]).await[0];
    let (status, registered) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(json!({"name": "Shopper", "email": "trace@example.co.ke",
                "phone": "0712345678", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{registered}");
    let token = registered["token"].as_str().unwrap().to_owned();

    let trace_id = "5e1f0c2a9d3b4e6f8a7b6c5d4e3f2a1b";
    let traceparent = format!("00-{trace_id}-a1b2c3d4e5f60718-01");
    let placed = send(
        &api,
        "/api/orders",
        &token,
        &traceparent,
        json!({"items": [{"productId": sofa, "quantity": 1}],
            "firstName": "Wanjiku", "lastName": "Kamau", "email": "trace@example.co.ke",
            "phone": "0712 345 678", "address": "12 Moi Avenue", "city": "Nairobi",
            "state": "Nairobi", "zipCode": "00100", "paymentMethod": "mpesa"}),
    )
    .await;
    let order_id = placed["order"]["id"].clone();
    send(
        &api,
        "/api/mpesa/stkpush",
        &token,
        &traceparent,
        json!({"orderId": order_id, "phoneNumber": "254708374149"}),
    )
    .await;

    // Paid once the callback was settled and orders consumed payment.succeeded.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let (status, order) = api
            .send(
                "GET",
                &format!("/api/orders/{}", order_id.as_str().unwrap()),
                Some(&token),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{order}");
        if order["payment_status"] == "Paid" {
            break;
        }
        assert!(Instant::now() < deadline, "never paid: {order}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    let expected = [
        "HTTP POST",
        "shop.orders.v1.OrderService/PlaceOrder",
        "shop.catalog.v1.CatalogService/ReserveStock",
        "shop.payments.v1.PaymentService/StartMpesaPayment",
        "daraja stk_push",
        "daraja callback",
        "daraja stk_query",
        "payment.succeeded publish",
        "payment.succeeded process",
    ];
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        shop_common::telemetry::flush();
        let spans = receiver.0.lock().unwrap().clone();
        let in_trace: Vec<&str> = spans
            .iter()
            .filter(|s| s.trace_id == trace_id)
            .map(|s| s.name.as_str())
            .collect();
        let missing: Vec<&str> = expected
            .iter()
            .copied()
            .filter(|name| !in_trace.contains(name))
            .collect();
        if missing.is_empty() {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the checkout's trace lacks {missing:?}; it has {in_trace:?}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
