//! Card and PayPal payments through the sandbox provider: the documented test numbers, input
//! checks with the checkout's messages, and only the brand and last four digits kept.

use shop_common::events::{PAYMENT_FAILED, PAYMENT_SUCCEEDED};
use shop_proto::events::v1::{PaymentFailed, PaymentSucceeded};
use shop_proto::payments::v1 as pb;
use tonic::{Code, Status};

use shop_common::errors::ErrorCode;

use crate::helpers::{ONE_SOFA_TOTAL_CENTS, Shop, USER, as_user, field, payment, refusal};

fn card(order_id: &str, number: &str) -> pb::PayRequest {
    pb::PayRequest {
        order_id: order_id.to_owned(),
        method: "card".to_owned(),
        card_number: number.to_owned(),
        expiry_date: "12/30".to_owned(),
        cvv: "123".to_owned(),
        card_name: "Wanjiku Kamau".to_owned(),
        ..pb::PayRequest::default()
    }
}

fn paypal(order_id: &str, email: &str) -> pb::PayRequest {
    pb::PayRequest {
        order_id: order_id.to_owned(),
        method: "paypal".to_owned(),
        paypal_email: email.to_owned(),
        ..pb::PayRequest::default()
    }
}

/// Pay, called by `user`.
async fn pay_as(
    shop: &Shop,
    user: &str,
    request: pb::PayRequest,
) -> Result<pb::PaymentResult, Status> {
    shop.client
        .clone()
        .pay(as_user(user, request))
        .await
        .map(tonic::Response::into_inner)
}

async fn pay_card(shop: &Shop, request: pb::PayRequest) -> Result<pb::PaymentResult, Status> {
    pay_as(shop, USER, request).await
}

async fn pay_paypal(shop: &Shop, order_id: &str, email: &str) -> Result<pb::PaymentResult, Status> {
    pay_as(shop, USER, paypal(order_id, email)).await
}

#[tokio::test]
async fn test_cards_approve_and_decline() {
    let shop = Shop::start().await;
    let order = shop.order("card").await;

    let declined = pay_card(&shop, card(&order.id, "4000 0000 0000 0002"))
        .await
        .unwrap();
    assert_eq!(declined.status, "failed");
    assert_eq!(declined.message, "Your card was declined");
    assert_eq!(
        (declined.brand.as_str(), declined.last4.as_str()),
        ("Visa", "0002")
    );
    let failed = shop.wait_for_failure(&order.id).await;
    assert_eq!(failed.payment_status, "Pending");

    let approved = pay_card(&shop, card(&order.public_id, "4242 4242 4242 4242"))
        .await
        .unwrap();
    assert_eq!(approved.status, "success");
    assert_eq!(approved.message, "Payment successful");
    assert_eq!(
        (approved.brand.as_str(), approved.last4.as_str()),
        ("Visa", "4242")
    );
    assert_eq!(
        approved.amount_cents, ONE_SOFA_TOTAL_CENTS,
        "the order's total, to the cent"
    );
    assert!(!approved.transaction_id.is_empty());
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    assert_eq!(payment(&paid).reference, approved.transaction_id);
    assert_eq!(payment(&paid).payer, "Visa 4242");
    assert_eq!(paid.payment_method, "card");

    let twice = pay_card(&shop, card(&order.id, "4242 4242 4242 4242"))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    assert_eq!(twice.message(), "This order has already been paid");

    let mastercard_order = shop.order("card").await;
    let mastercard = pay_card(&shop, card(&mastercard_order.id, "5555 5555 5555 4444"))
        .await
        .unwrap();
    assert_eq!(mastercard.status, "success");
    assert_eq!(mastercard.brand, "Mastercard");
    shop.wait_for_payment_status(&mastercard_order.id, "Paid")
        .await;

    // Nothing but the brand and the last four digits is kept anywhere.
    for table in ["payment_attempts", "payment_attempt_events", "event_outbox"] {
        let rows: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT t::text FROM {table} t"
        )))
        .fetch_all(&shop.payments.pool)
        .await
        .unwrap();
        for row in rows {
            for secret in ["4242424242424242", "5555555555554444", "4000000000000002"] {
                assert!(!row.contains(secret), "{table} keeps a card number: {row}");
            }
        }
    }
    assert_eq!(
        shop.published::<PaymentSucceeded>(PAYMENT_SUCCEEDED)
            .await
            .len(),
        2
    );
    let failures: Vec<PaymentFailed> = shop.published(PAYMENT_FAILED).await;
    assert_eq!(failures.len(), 1);
    assert_eq!(failures[0].reason, "Your card was declined");
}

#[tokio::test]
async fn card_details_are_checked_with_the_checkouts_messages() {
    let shop = Shop::start().await;
    let order = shop.order("card").await;
    let cases = [
        (
            card(&order.id, "4242 4242 4242 4241"),
            "card_number",
            "Invalid card number",
        ),
        (
            card(&order.id, ""),
            "card_number",
            "Card number is required",
        ),
        (
            pb::PayRequest {
                expiry_date: "01/20".into(),
                ..card(&order.id, "4242424242424242")
            },
            "expiry_date",
            "Card has expired",
        ),
        (
            pb::PayRequest {
                expiry_date: "13/30".into(),
                ..card(&order.id, "4242424242424242")
            },
            "expiry_date",
            "Invalid expiry date",
        ),
        (
            pb::PayRequest {
                cvv: "12".into(),
                ..card(&order.id, "4242424242424242")
            },
            "cvv",
            "Invalid CVV",
        ),
        (
            pb::PayRequest {
                card_name: " ".into(),
                ..card(&order.id, "4242424242424242")
            },
            "card_name",
            "Cardholder name is required",
        ),
    ];
    for (request, expected_field, message) in cases {
        let status = pay_card(&shop, request).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument, "{message}");
        assert_eq!(status.message(), message);
        assert_eq!(field(&status), expected_field);
    }
    let attempts: i64 = sqlx::query_scalar("SELECT count(*) FROM payment_attempts")
        .fetch_one(&shop.payments.pool)
        .await
        .unwrap();
    assert_eq!(attempts, 0, "bad details never reach the provider");

    let stranger = pay_as(&shop, "user-2", card(&order.id, "4242424242424242"))
        .await
        .unwrap_err();
    assert_eq!(stranger.code(), Code::PermissionDenied);
    let guest = pay_as(&shop, "", card(&order.id, "4242424242424242"))
        .await
        .unwrap_err();
    assert_eq!(guest.code(), Code::Unauthenticated);
}

#[tokio::test]
async fn every_invalid_field_is_answered_at_once() {
    let shop = Shop::start().await;
    let order = shop.order("card").await;
    let status = pay_card(
        &shop,
        pb::PayRequest {
            expiry_date: "13/30".into(),
            cvv: "12".into(),
            card_name: String::new(),
            ..card(&order.id, "4242 4242 4242 4241")
        },
    )
    .await
    .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let (code, fields) = refusal(&status);
    assert_eq!(code, ErrorCode::ValidationFailed);
    let fields: Vec<(&str, &str)> = fields
        .iter()
        .map(|(f, m)| (f.as_str(), m.as_str()))
        .collect();
    assert_eq!(
        fields,
        [
            ("card_number", "Invalid card number"),
            ("expiry_date", "Invalid expiry date"),
            ("cvv", "Invalid CVV"),
            ("card_name", "Cardholder name is required"),
        ]
    );

    // A method that is neither card nor PayPal, and no order: both at once.
    let status = pay_card(
        &shop,
        pb::PayRequest {
            method: "mpesa".into(),
            ..card("  ", "4242424242424242")
        },
    )
    .await
    .unwrap_err();
    let (_, fields) = refusal(&status);
    assert_eq!(
        fields,
        [
            ("method".to_owned(), "Invalid payment method".to_owned()),
            ("order_id".to_owned(), "Order is required".to_owned()),
        ]
    );
}

#[tokio::test]
async fn paypal_approves_and_declines() {
    let shop = Shop::start().await;
    let order = shop.order("paypal").await;

    let declined = pay_paypal(&shop, &order.id, "decline@example.com")
        .await
        .unwrap();
    assert_eq!(declined.status, "failed");
    assert_eq!(declined.message, "PayPal declined the payment");
    shop.wait_for_failure(&order.id).await;

    for (email, message) in [
        ("", "PayPal email is required"),
        ("wanjiku@", "Please enter a valid email address"),
    ] {
        let bad = pay_paypal(&shop, &order.id, email).await.unwrap_err();
        assert_eq!(bad.code(), Code::InvalidArgument);
        assert_eq!(bad.message(), message);
        assert_eq!(field(&bad), "paypal_email");
    }

    let approved = pay_paypal(&shop, &order.id, "wanjiku@example.co.ke")
        .await
        .unwrap();
    assert_eq!(approved.status, "success");
    assert_eq!((approved.brand.as_str(), approved.last4.as_str()), ("", ""));
    let paid = shop.wait_for_payment_status(&order.id, "Paid").await;
    assert_eq!(payment(&paid).payer, "wanjiku@example.co.ke");
    assert_eq!(payment(&paid).reference, approved.transaction_id);

    let stranger = pay_as(
        &shop,
        "user-2",
        paypal(&shop.order("paypal").await.id, "thief@example.com"),
    )
    .await
    .unwrap_err();
    assert_eq!(stranger.code(), Code::PermissionDenied);
}

#[tokio::test]
async fn the_payment_config_says_it_is_a_sandbox() {
    let shop = Shop::start().await;
    let config = shop
        .client
        .clone()
        .get_payment_config(pb::GetPaymentConfigRequest {})
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        config,
        pb::PaymentConfig {
            sandbox: true,
            mpesa_enabled: true,
            card_enabled: true,
            paypal_enabled: true,
            mpesa_sandbox: true,
            provider: "sandbox".to_owned(),
            paybill: "174379".to_owned(),
        }
    );
}

#[tokio::test]
async fn an_idempotency_key_names_one_charge_and_another_card_with_it_is_refused() {
    let shop = Shop::start().await;
    let order = shop.order("card").await;
    let keyed = |number: &str| pb::PayRequest {
        idempotency_key: "checkout-7f3a".to_owned(),
        ..card(&order.id, number)
    };
    let declined = pay_card(&shop, keyed("4000 0000 0000 0002")).await.unwrap();
    assert_eq!(declined.status, "failed");

    // The same key with another card: refused, and nothing is charged.
    let refused = pay_card(&shop, keyed("4242 4242 4242 4242"))
        .await
        .unwrap_err();
    assert_eq!(
        refusal(&refused).0,
        ErrorCode::IdempotencyKeyReused,
        "{refused:?}"
    );
    // PayPal with it too.
    let refused = pay_card(
        &shop,
        pb::PayRequest {
            idempotency_key: "checkout-7f3a".to_owned(),
            ..paypal(&order.id, "wanjiku@example.co.ke")
        },
    )
    .await
    .unwrap_err();
    assert_eq!(refusal(&refused).0, ErrorCode::IdempotencyKeyReused);
    let attempts: i64 = sqlx::query_scalar("SELECT count(*) FROM payment_attempts")
        .fetch_one(&shop.payments.pool)
        .await
        .unwrap();
    assert_eq!(attempts, 1);

    // The same request again is answered as the first time.
    let again = pay_card(&shop, keyed("4000 0000 0000 0002")).await.unwrap();
    assert_eq!(again.status, "failed");
    assert_eq!(again.transaction_id, declined.transaction_id);
}
