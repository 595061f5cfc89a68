//! The order's PDF invoice through the gateway: `GET /api/orders/{id}/invoice.pdf` for its
//! owner, `GET /api/admin/orders/{id}/invoice.pdf` for an admin, refused to everyone else.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use shop_catalog::testing::product;

use crate::common::Api;
use crate::orders::{admin_token, register};

async fn place(api: &Api, token: &str) -> Value {
    let mut sofa = product("Malindi Sofa", "living-room-sofas", 45_999, 10);
    sofa.stock = 5;
    let id = api.catalog.insert(vec![sofa]).await[0];
    let (status, body) = api
        .send(
            "POST",
            "/api/orders",
            Some(token),
            Some(json!({
                "items": [{"productId": id, "quantity": 2}],
                "customerName": "Wanjiku Kamau", "email": "wanjiku@example.co.ke",
                "phone": "0712 345 678", "address": "12 Moi Avenue", "city": "Nairobi",
                "state": "Nairobi", "zipCode": "00100", "paymentMethod": "cod"
            })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["order"].clone()
}

/// GET `uri` with `token`: status, headers and body bytes.
async fn download(
    api: &Api,
    uri: &str,
    token: Option<&str>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let mut request = Request::get(uri).header("x-real-ip", "41.90.64.10");
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    api.call(request.body(Body::empty()).unwrap()).await
}

fn error_code(body: &[u8]) -> String {
    serde_json::from_slice::<Value>(body).unwrap()["error"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn assert_pdf_of(status: StatusCode, headers: &axum::http::HeaderMap, body: &[u8], number: &str) {
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(body));
    assert_eq!(headers[header::CONTENT_TYPE], "application/pdf");
    assert_eq!(
        headers[header::CONTENT_DISPOSITION],
        format!("attachment; filename=\"invoice-{number}.pdf\"").as_str()
    );
    assert!(body.starts_with(b"%PDF-"));
    let text = String::from_utf8_lossy(body);
    assert!(text.contains(&format!("Invoice number: {number}")));
    assert!(text.contains("TAX INVOICE"));
    assert!(text.trim_end().ends_with("%%EOF"));
}

#[tokio::test]
async fn the_owner_and_the_admin_download_the_invoice_others_are_refused() {
    let api = Api::with_orders().await;
    let owner = register(&api, "wanjiku@example.co.ke").await.0;
    let other = register(&api, "otieno@example.co.ke").await.0;
    let admin = admin_token(&api).await;
    let order = place(&api, &owner).await;
    let number = order["public_id"].as_str().unwrap();
    let id = order["id"].as_str().unwrap();

    // The owner, by order number or by id.
    for key in [number, id] {
        let (status, headers, body) = download(
            &api,
            &format!("/api/orders/{key}/invoice.pdf"),
            Some(&owner),
        )
        .await;
        assert_pdf_of(status, &headers, &body, number);
    }
    // The admin, on the admin route.
    let (status, headers, body) = download(
        &api,
        &format!("/api/admin/orders/{number}/invoice.pdf"),
        Some(&admin),
    )
    .await;
    assert_pdf_of(status, &headers, &body, number);

    // A guest: 401 on both.
    for uri in [
        format!("/api/orders/{number}/invoice.pdf"),
        format!("/api/admin/orders/{number}/invoice.pdf"),
    ] {
        let (status, _, body) = download(&api, &uri, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{uri}");
        assert_eq!(error_code(&body), "unauthorized");
    }
    // Another customer: 403, as the order itself answers them; the admin route is an admin's.
    let (status, _, body) = download(
        &api,
        &format!("/api/orders/{number}/invoice.pdf"),
        Some(&other),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&body), "forbidden");
    let (status, _) = api
        .send("GET", &format!("/api/orders/{number}"), Some(&other), None)
        .await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "the order route answers the same"
    );
    let (status, _, body) = download(
        &api,
        &format!("/api/admin/orders/{number}/invoice.pdf"),
        Some(&owner),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(error_code(&body), "forbidden");

    // An order that does not exist.
    for uri in [
        "/api/admin/orders/SF00000000/invoice.pdf",
        "/api/orders/SF00000000/invoice.pdf",
    ] {
        let token = if uri.contains("admin") {
            &admin
        } else {
            &owner
        };
        let (status, _, body) = download(&api, uri, Some(token)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{uri}");
        assert_eq!(error_code(&body), "order_not_found");
    }
}

#[tokio::test]
async fn the_order_json_counts_failed_payment_attempts() {
    let api = Api::with_orders().await;
    let owner = register(&api, "wanjiku@example.co.ke").await.0;
    let order = place(&api, &owner).await;
    assert_eq!(order["payment_failed_attempts"], 0);
}

/// The admin ships an order: `order.status_changed` goes out (published by the relay), and the
/// customer's orders, the order and its tracking answer Shipped with the step in the history.
#[tokio::test]
async fn a_shipped_order_reaches_the_customer() {
    use prost::Message;
    use shop_proto::events::v1::OrderStatusChanged;

    let api = Api::with_orders().await;
    let (status, registered) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(json!({"name": "Shopper", "email": "akinyi@example.co.ke", "phone": "0712345678", "password": "secret-1"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{registered}");
    let owner = registered["token"].as_str().unwrap();
    let user_id = registered["user"]["id"].as_str().unwrap();
    let admin = admin_token(&api).await;
    let order = place(&api, owner).await;
    let number = order["public_id"].as_str().unwrap();

    let (status, body) = api
        .send(
            "PUT",
            &format!("/api/orders/{number}/status"),
            Some(&admin),
            Some(json!({"order_status": "shipped"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");

    let pool = &api.orders.as_ref().unwrap().pool;
    let mut published = None;
    for _ in 0..100 {
        let row: Option<(Vec<u8>, bool)> = sqlx::query_as(
            "SELECT payload, published_at IS NOT NULL FROM event_outbox \
             WHERE routing_key = 'order.status_changed' ORDER BY seq DESC LIMIT 1",
        )
        .fetch_optional(pool)
        .await
        .unwrap();
        if let Some((payload, true)) = row {
            published = Some(OrderStatusChanged::decode(payload.as_slice()).unwrap());
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let change = published.expect("order.status_changed was not published");
    assert_eq!(change.public_id, number);
    assert_eq!(change.user_id, user_id);
    assert_eq!(
        (change.from_status.as_str(), change.to_status.as_str()),
        ("pending", "shipped")
    );

    let history = |order: &Value| -> Vec<String> {
        order["status_history"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["status"].as_str().unwrap().to_owned())
            .collect()
    };
    let (status, mine) = api
        .send(
            "GET",
            &format!("/api/orders/user/{user_id}"),
            Some(owner),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(mine[0]["public_id"], number);
    assert_eq!(mine[0]["order_status"], "shipped");
    assert_eq!(history(&mine[0]), ["pending", "shipped"]);
    let (status, tracked) = api
        .send(
            "POST",
            "/api/orders/track",
            None,
            Some(json!({"orderNumber": number, "phone": "+254 712 345 678"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{tracked}");
    assert_eq!(tracked["order_status"], "shipped");
    assert_eq!(history(&tracked), ["pending", "shipped"]);
}
