//! GetInvoice: the order's PDF for its owner or an admin, nobody else; and the failed payment
//! attempts the order counts.

use chrono::Utc;
use prost::Message;
use shop_common::errors::ErrorCode;
use shop_common::events::{Event, PAYMENT_FAILED, handle_once};
use shop_orders::payment_events::{PaymentEvents, QUEUE};
use shop_orders::pdf::check;
use shop_proto::events::v1::PaymentFailed;
use shop_proto::orders::v1 as pb;
use tonic::Code;
use uuid::Uuid;

use crate::helpers::{Client, Shop, code, order_request};

async fn invoice(client: &Client, id: &str) -> Result<pb::Invoice, tonic::Status> {
    client
        .clone()
        .get_invoice(pb::GetInvoiceRequest { id: id.to_owned() })
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn the_owner_and_an_admin_get_the_invoice_nobody_else() {
    let shop = Shop::start().await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let sofa = shop.product("Malindi Sofa (3 seater)", 45_999, 5).await;
    let order = shop.order("user-1", &[(sofa, 2)]).await;

    let owned = invoice(&shop.as_user("user-1"), &order.public_id.to_lowercase())
        .await
        .unwrap();
    assert_eq!(owned.public_id, order.public_id);
    assert_eq!(owned.filename, format!("invoice-{}.pdf", order.public_id));
    check::structure(&owned.pdf).unwrap();
    let text = String::from_utf8_lossy(&owned.pdf);
    for expected in [
        "TAX INVOICE".to_owned(),
        format!("Invoice number: {}", order.public_id),
        "Malindi Sofa \\(3 seater\\)".to_owned(),
        "Wanjiku Kamau".to_owned(),
        // Two sofas, cash on delivery: 91,998 + VAT 14,719.68 + COD fee 100, shipping free.
        "91,998.00".to_owned(),
        "14,719.68".to_owned(),
        "Cash on delivery fee".to_owned(),
        "106,817.68".to_owned(),
        "Status: Pending".to_owned(),
        "KRA PIN: P000000000X".to_owned(),
    ] {
        assert!(text.contains(&expected), "missing {expected:?}");
    }

    let by_admin = invoice(&shop.client, &order.id).await.unwrap();
    check::structure(&by_admin.pdf).unwrap();
    assert!(String::from_utf8_lossy(&by_admin.pdf).contains(&order.public_id));

    let other = invoice(&shop.as_user("user-2"), &order.id)
        .await
        .unwrap_err();
    assert_eq!(other.code(), Code::PermissionDenied);
    assert_eq!(code(&other), ErrorCode::Forbidden);

    let guest = invoice(&shop.guest(), &order.id).await.unwrap_err();
    assert_eq!(code(&guest), ErrorCode::Unauthorized);

    for unknown in [
        Uuid::new_v4().to_string(),
        "SF00000000".to_owned(),
        "nope".to_owned(),
    ] {
        let missing = invoice(&shop.client, &unknown).await.unwrap_err();
        assert_eq!(missing.code(), Code::NotFound, "{unknown}");
        assert_eq!(code(&missing), ErrorCode::OrderNotFound);
    }
}

#[tokio::test]
async fn the_order_counts_its_failed_payment_attempts() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lamu Sofa", 40_000, 5).await;
    let mut request = order_request("user-1", &[(sofa, 1)]);
    request.payment_method = "mpesa".to_owned();
    let order = shop.place(request).await.unwrap();
    assert_eq!(order.payment.clone().unwrap().failed_attempts, 0);

    let failure = |payment_id: &str| PaymentFailed {
        payment_id: payment_id.to_owned(),
        order_id: order.id.clone(),
        public_id: order.public_id.clone(),
        user_id: "user-1".to_owned(),
        method: "mpesa".to_owned(),
        reason: "Request cancelled by user".to_owned(),
        result_code: 1032,
        failed_at: Utc::now().to_rfc3339(),
    };
    let deliver = |payload: PaymentFailed| {
        let event = Event {
            id: Uuid::new_v4(),
            routing_key: PAYMENT_FAILED.to_owned(),
            payload: payload.encode_to_vec(),
        };
        let pool = shop.orders.pool.clone();
        async move {
            handle_once(&pool, QUEUE, &event, &PaymentEvents)
                .await
                .unwrap()
        }
    };
    deliver(failure("pay-1")).await;
    deliver(failure("pay-2")).await;
    // The same payment's failure published twice (two events) is still one attempt.
    deliver(failure("pay-2")).await;

    let owner = shop
        .as_user("user-1")
        .get_order(pb::GetOrderRequest {
            id: order.id.clone(),
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(owner.payment.unwrap().failed_attempts, 2);
    let listed = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest::default())
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.orders[0].payment.clone().unwrap().failed_attempts, 2);
}
