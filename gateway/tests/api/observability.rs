//! Issue 22, "Metrics on every binary": after real traffic (a product read twice, a path no route
//! has, an M-Pesa order paid by the payer's callback and one settled by Daraja's STK query), the
//! Prometheus text on the metrics listener has every series the issue names, with values that
//! fit the traffic. Every binary's metrics are recorded by the one recorder of this process
//! (the gateway, auth, catalog, orders, payments and the Daraja simulator run in it); each
//! binary's own list is checked against the real binaries by the test command
//! (`scripts/lib/metrics.sh`).

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use daraja_sim::test_numbers;

use crate::common::Api;
use crate::payments::Shop;

/// Whether this test has its process to itself (nextest runs each test in its own process, as
/// the test command does): then the counts are exactly this test's. Under `cargo test` other
/// tests of the binary add to them, so only "at least" holds.
pub(crate) fn alone() -> bool {
    std::env::var("NEXTEST_EXECUTION_MODE").is_ok_and(|mode| mode == "process-per-test")
}

/// The value of `series` (its name and labels as rendered) in the text format `text`.
pub(crate) fn value(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| {
        line.strip_prefix(series)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

/// `GET /metrics` on `addr`, as Prometheus asks: the body of a 200 in the text format.
async fn scrape(addr: std::net::SocketAddr) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream
        .write_all(b"GET /metrics HTTP/1.1\r\nHost: metrics\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(
        head.to_ascii_lowercase()
            .contains("content-type: text/plain; version=0.0.4"),
        "{head}"
    );
    body.to_owned()
}

/// Scrapes until every series of `wanted` is there (the figures read from the databases are
/// sampled every 5 s); the last text.
async fn scrape_until_present(addr: std::net::SocketAddr, wanted: &[&str]) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let text = scrape(addr).await;
        let missing: Vec<&&str> = wanted
            .iter()
            .filter(|series| value(&text, series).is_none())
            .collect();
        if missing.is_empty() {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "missing after 20 s: {missing:?}\n{text}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_binary_exports_the_issues_series_after_an_mpesa_order_is_paid() {
    // The recorder first: what is recorded before it goes nowhere.
    shop_common::metrics::init();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(shop_common::metrics::serve(listener));
    // The status poll asks Daraja's STK query after 1 s instead of 20.
    let shop = Shop::over(
        Api::with_payments_tuned(|config| config.status_query_after = Duration::from_secs(1)).await,
    )
    .await;

    // A product read three times (a cache miss, then hits) and an API path no route has.
    let product = format!("/products/{}", shop.sofa);
    for _ in 0..3 {
        let (status, body) = shop.api.get(&product).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, _) = shop.api.get("/api/no-such-thing/42").await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // An M-Pesa order paid by the payer's callback; another whose callback never comes,
    // settled by Daraja's STK query when the checkout page polls.
    let token = shop.customer("metrics@example.co.ke").await;
    for phone in [test_numbers::SUCCESS, test_numbers::NO_CALLBACK] {
        let order = shop.order(&token, "mpesa").await;
        let checkout_request_id = shop.prompt(&token, &order, phone).await;
        let done = shop.settled(&token, &checkout_request_id).await;
        assert_eq!(done["status"], "success", "{phone}: {done}");
        shop.wait_until_paid(&token, &order["id"]).await;
    }

    let orders_route = "method=\"POST\",route=\"/api/orders\",status=\"201\"";
    let product_route = "method=\"GET\",route=\"/products/{id}\",status=\"200\"";
    let place_order = "service=\"shop.orders.v1.OrderService\",method=\"PlaceOrder\",code=\"OK\"";
    let wanted: Vec<String> = [
        // RED per REST route template, and per gRPC method.
        format!("http_server_requests_total{{{orders_route}}}"),
        format!("http_server_requests_total{{{product_route}}}"),
        "http_server_requests_total{method=\"GET\",route=\"/api/(unmatched)\",status=\"404\"}"
            .to_owned(),
        format!("http_server_request_duration_seconds_bucket{{{orders_route},le=\"10\"}}"),
        format!("http_server_request_duration_seconds_count{{{orders_route}}}"),
        format!("grpc_server_requests_total{{{place_order}}}"),
        format!("grpc_server_request_duration_seconds_bucket{{{place_order},le=\"0.005\"}}"),
        format!("grpc_server_request_duration_seconds_count{{{place_order}}}"),
        // The database pools.
        "db_pool_connections{state=\"idle\"}".to_owned(),
        "db_pool_connections{state=\"in_use\"}".to_owned(),
        "db_pool_max_connections".to_owned(),
        "db_pool_acquire_wait_seconds_count".to_owned(),
        // Events.
        "outbox_backlog".to_owned(),
        "outbox_oldest_age_seconds".to_owned(),
        "events_consumer_retries_total{queue=\"orders.payments\"}".to_owned(),
        "events_consumer_retries_total{queue=\"catalog.order-cancelled\"}".to_owned(),
        "events_dead_letters{queue=\"orders.payments\"}".to_owned(),
        "events_dead_letters{queue=\"catalog.order-cancelled\"}".to_owned(),
        "events_dead_lettered_total{queue=\"orders.payments\"}".to_owned(),
        // The catalog's cache and search index.
        "cache_requests_total{cache=\"product\",result=\"hit\"}".to_owned(),
        "cache_requests_total{cache=\"product\",result=\"miss\"}".to_owned(),
        "search_index_documents".to_owned(),
        "search_index_lag_seconds".to_owned(),
        // Daraja and M-Pesa.
        "daraja_requests_total{operation=\"stk_push\",result_code=\"0\"}".to_owned(),
        "daraja_requests_total{operation=\"stk_query\",result_code=\"0\"}".to_owned(),
        "daraja_request_duration_seconds_count{operation=\"stk_push\"}".to_owned(),
        "daraja_request_duration_seconds_count{operation=\"stk_query\"}".to_owned(),
        "mpesa_prompts_pending".to_owned(),
        "mpesa_kept_paid_callbacks".to_owned(),
        "mpesa_unmatched_refunds".to_owned(),
        // Orders.
        "orders_placed_total{method=\"mpesa\"}".to_owned(),
        "orders_paid_total{method=\"mpesa\"}".to_owned(),
        "orders_placed_total{method=\"cod\"}".to_owned(),
        // The process.
        "process_cpu_seconds_total".to_owned(),
        "process_resident_memory_bytes".to_owned(),
        "process_open_fds".to_owned(),
    ]
    .into();
    let wanted: Vec<&str> = wanted.iter().map(String::as_str).collect();
    let text = scrape_until_present(addr, &wanted).await;
    let at = |series: &str| value(&text, series).unwrap();

    // Values that fit the traffic: exactly this test's when it has the process to itself.
    let exact = |series: &str, expected: f64| {
        let got = at(series);
        if alone() {
            assert_eq!(got, expected, "{series}\n{text}");
        } else {
            assert!(got >= expected, "{series}: {got} < {expected}\n{text}");
        }
    };
    exact(
        &format!("http_server_requests_total{{{orders_route}}}"),
        2.0,
    );
    exact(
        &format!("http_server_requests_total{{{product_route}}}"),
        3.0,
    );
    exact(&format!("grpc_server_requests_total{{{place_order}}}"), 2.0);
    // The first read misses; the next ones hit (unless Redis was slow to answer the first).
    let (hits, misses) = (
        at("cache_requests_total{cache=\"product\",result=\"hit\"}"),
        at("cache_requests_total{cache=\"product\",result=\"miss\"}"),
    );
    assert!(hits >= 1.0 && misses >= 1.0, "{hits} hits, {misses} misses");
    if alone() {
        assert_eq!(hits + misses, 3.0, "{text}");
    }
    exact(
        "daraja_requests_total{operation=\"stk_push\",result_code=\"0\"}",
        2.0,
    );
    exact("orders_placed_total{method=\"mpesa\"}", 2.0);
    exact("orders_paid_total{method=\"mpesa\"}", 2.0);
    exact("orders_placed_total{method=\"cod\"}", 0.0);
    assert!(at("daraja_requests_total{operation=\"stk_query\",result_code=\"0\"}") >= 1.0);
    assert!(at("db_pool_max_connections") >= 1.0);
    assert!(at("db_pool_acquire_wait_seconds_count") >= 1.0);
    assert!(at("search_index_documents") >= 1.0, "the sofa is indexed");
    assert!(at("search_index_lag_seconds") < 10.0, "the index follows");
    assert!(at("process_resident_memory_bytes") > 0.0);
    assert!(at("process_open_fds") > 0.0);
    for gauge in [
        "outbox_backlog",
        "mpesa_kept_paid_callbacks",
        "mpesa_unmatched_refunds",
    ] {
        assert!(at(gauge) >= 0.0, "{gauge}");
    }
    // Never the raw path: the product's id is in no label.
    assert!(
        !text.contains(&format!("/products/{}\"", shop.sofa)),
        "{text}"
    );
}
