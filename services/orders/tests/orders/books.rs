//! Books that are true (issue 23, part 2): revenue, VAT collected and the order list's payment
//! filter equal SQL run directly over the stored order rows, over seeded orders paid by M-Pesa
//! (through the payment event), unpaid, cash on delivery collected (through the admin rpc) and
//! not, cancelled after payment, and refunded; cash collection is admin only, idempotent,
//! audited and refused for other methods and cancelled orders.

use chrono::{DateTime, Utc};
use prost::Message;
use shop_common::errors::ErrorCode;
use shop_common::events::{Event, PAYMENT_SUCCEEDED, handle_once};
use shop_orders::books::{self, PaymentState, Refund};
use shop_orders::payment_events::{PaymentEvents, QUEUE};
use shop_orders::repo::books::Kind;
use shop_proto::events::v1::PaymentSucceeded;
use shop_proto::orders::v1 as pb;
use tonic::Code;
use uuid::Uuid;

use crate::helpers::{ADMIN, Shop, code, order_request};

/// Marks order `id` paid at `at` (RFC 3339) and writes its sale, as the payment event does.
pub(crate) async fn pay_at(shop: &Shop, id: &str, at: &str) {
    let id = Uuid::parse_str(id).unwrap();
    let at: DateTime<Utc> = DateTime::parse_from_rfc3339(at).unwrap().into();
    let mut tx = shop.orders.pool.begin().await.unwrap();
    sqlx::query("UPDATE orders SET payment_status = 'Paid', paid_at = $2 WHERE id = $1")
        .bind(id)
        .bind(at)
        .execute(&mut *tx)
        .await
        .unwrap();
    assert!(
        books::record_sale(&mut tx, id, Kind::Payment, "TEST", at, "")
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
}

fn payment_event(order: &pb::Order, method: &str) -> Event {
    let paid = PaymentSucceeded {
        payment_id: Uuid::new_v4().to_string(),
        order_id: order.id.clone(),
        public_id: order.public_id.clone(),
        user_id: order.user_id.clone(),
        method: method.to_owned(),
        amount_cents: order.totals.as_ref().unwrap().total_cents,
        reference: format!("R{}", &order.public_id[2..]),
        paid_at: Utc::now().to_rfc3339(),
        payer: "254708374149".to_owned(),
    };
    Event {
        id: Uuid::new_v4(),
        routing_key: PAYMENT_SUCCEEDED.to_owned(),
        payload: paid.encode_to_vec(),
    }
}

async fn deliver(shop: &Shop, event: &Event) {
    handle_once(&shop.orders.pool, QUEUE, event, &PaymentEvents)
        .await
        .unwrap();
}

async fn place(shop: &Shop, method: &str, lines: &[(i64, i32)]) -> pb::Order {
    let mut request = order_request("user-1", lines);
    request.payment_method = method.to_owned();
    shop.place(request).await.unwrap()
}

pub(crate) async fn collect(shop: &Shop, id: &str) -> Result<pb::Order, tonic::Status> {
    shop.client
        .clone()
        .mark_cod_collected(pb::MarkCodCollectedRequest { id: id.to_owned() })
        .await
        .map(tonic::Response::into_inner)
}

pub(crate) async fn cancel(shop: &Shop, id: &str) {
    shop.client
        .clone()
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: id.to_owned(),
            order_status: "cancelled".to_owned(),
        })
        .await
        .unwrap();
}

pub(crate) async fn refund(
    shop: &Shop,
    order: &pb::Order,
    key: &str,
    cents: i64,
) -> Result<bool, String> {
    let mut tx = shop.orders.pool.begin().await.unwrap();
    let done = books::record_refund(
        &mut tx,
        &Refund {
            key,
            order_id: Uuid::parse_str(&order.id).unwrap(),
            amount_cents: cents,
            at: Utc::now(),
            method: "",
            reference: "REV123",
            actor_id: ADMIN,
        },
    )
    .await
    .map_err(|e| e.to_string())?;
    tx.commit().await.unwrap();
    Ok(done)
}

async fn ids_with_state(shop: &Shop, state: &str) -> Vec<String> {
    let mut ids: Vec<String> = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            payment_state: state.to_owned(),
            limit: Some(100),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
        .orders
        .into_iter()
        .map(|o| o.id)
        .collect();
    ids.sort();
    ids
}

/// Each payment state's rule written over the order's own columns, independently of the
/// stored `payment_state` column.
const STATE_SQL: [(&str, &str); 6] = [
    (
        "unpaid",
        "payment_status = 'Pending' AND (payment_method <> 'cod' OR status = 'cancelled')",
    ),
    (
        "paid",
        "payment_status = 'Paid' AND payment_method <> 'cod' AND status <> 'cancelled' \
         AND refunded_cents = 0",
    ),
    (
        "cod_due",
        "payment_status = 'Pending' AND payment_method = 'cod' AND status <> 'cancelled'",
    ),
    (
        "cod_collected",
        "payment_status = 'Paid' AND payment_method = 'cod' AND status <> 'cancelled' \
         AND refunded_cents = 0",
    ),
    (
        "refund_due",
        "payment_status = 'Paid' AND status = 'cancelled' AND refunded_cents < total_cents",
    ),
    (
        "refunded",
        "payment_status = 'Paid' AND refunded_cents > 0 AND refunded_cents >= total_cents",
    ),
];

async fn sql_ids(shop: &Shop, condition: &str) -> Vec<String> {
    let mut ids: Vec<String> = sqlx::query_scalar::<_, Uuid>(sqlx::AssertSqlSafe(format!(
        "SELECT id FROM orders WHERE {condition}"
    )))
    .fetch_all(&shop.orders.pool)
    .await
    .unwrap()
    .into_iter()
    .map(|id| id.to_string())
    .collect();
    ids.sort();
    ids
}

/// (revenue, VAT) over the stored orders: every paid or collected order's total and VAT, less
/// what was paid back (only whole refunds here, so a refunded order's VAT went back whole).
async fn sql_revenue(shop: &Shop) -> (i64, i64) {
    sqlx::query_as(
        "SELECT coalesce(sum(total_cents - refunded_cents), 0)::bigint, \
                coalesce(sum(vat_cents) FILTER (WHERE refunded_cents < total_cents), 0)::bigint \
         FROM orders WHERE payment_status = 'Paid'",
    )
    .fetch_one(&shop.orders.pool)
    .await
    .unwrap()
}

async fn stats(shop: &Shop) -> pb::OrderStats {
    shop.client
        .clone()
        .get_order_stats(pb::OrderStatsRequest {})
        .await
        .unwrap()
        .into_inner()
}

async fn today_report(shop: &Shop) -> pb::SalesReportResponse {
    let today = Utc::now()
        .with_timezone(&chrono_tz::Africa::Nairobi)
        .date_naive();
    shop.client
        .clone()
        .sales_report(pb::SalesReportRequest {
            period: "month".into(),
            // The service's clock is pinned; the money moved today.
            from: today.format("%Y-%m-01").to_string(),
            to: today.to_string(),
        })
        .await
        .unwrap()
        .into_inner()
}

#[tokio::test]
async fn revenue_vat_and_the_payment_filter_equal_sql_over_the_orders() {
    let shop = Shop::start_at(Utc::now()).await;
    // Figures of VAT added on top (the setting off).
    shop.vat_on_top().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 50).await;
    let bed = shop.product("Kisumu Bed", 20_000, 50).await;

    let paid = place(&shop, "mpesa", &[(sofa, 1)]).await;
    let event = payment_event(&paid, "mpesa");
    deliver(&shop, &event).await;
    // A redelivered event (a new message id, the same payment) changes nothing in the books.
    let mut again = event.clone();
    again.id = Uuid::new_v4();
    deliver(&shop, &again).await;
    let unpaid = place(&shop, "mpesa", &[(bed, 1)]).await;
    let collected = place(&shop, "cod", &[(sofa, 2), (bed, 1)]).await;
    collect(&shop, &collected.public_id).await.unwrap();
    let cod_due = place(&shop, "cod", &[(bed, 2)]).await;
    let cancelled_paid = place(&shop, "mpesa", &[(bed, 1)]).await;
    deliver(&shop, &payment_event(&cancelled_paid, "mpesa")).await;
    cancel(&shop, &cancelled_paid.id).await;
    let refunded = place(&shop, "card", &[(sofa, 3)]).await;
    deliver(&shop, &payment_event(&refunded, "card")).await;
    cancel(&shop, &refunded.id).await;
    let whole = refunded.totals.as_ref().unwrap().total_cents;
    assert!(refund(&shop, &refunded, "payout-1", whole).await.unwrap());
    let cod_cancelled = place(&shop, "cod", &[(sofa, 1)]).await;
    cancel(&shop, &cod_cancelled.id).await;

    // Each order reads its state, as the stored column and as the Rust rule say.
    for (order, state) in [
        (&paid, "paid"),
        (&unpaid, "unpaid"),
        (&collected, "cod_collected"),
        (&cod_due, "cod_due"),
        (&cancelled_paid, "refund_due"),
        (&refunded, "refunded"),
        (&cod_cancelled, "unpaid"),
    ] {
        let stored = shop
            .client
            .clone()
            .get_order(pb::GetOrderRequest {
                id: order.id.clone(),
            })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(stored.payment_state, state, "{}", order.public_id);
        let p = stored.payment.unwrap();
        let rule = PaymentState::of(
            &stored.status,
            &stored.payment_method,
            stored.payment_status == "Paid",
            stored.totals.unwrap().total_cents,
            p.refunded_cents,
        );
        assert_eq!(rule.as_str(), state, "{}", order.public_id);
    }

    // The filter, paged on the server, equals SQL over the orders' own columns.
    for (state, condition) in STATE_SQL {
        let expected = sql_ids(&shop, condition).await;
        assert_eq!(ids_with_state(&shop, state).await, expected, "{state}");
    }
    assert_eq!(
        ids_with_state(&shop, "refunded").await,
        std::slice::from_ref(&refunded.id)
    );
    let page = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            payment_state: "unpaid".into(),
            limit: Some(1),
            page: Some(2),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!((page.total, page.orders.len()), (2, 1));
    let refused = shop
        .client
        .clone()
        .list_orders(pb::ListOrdersRequest {
            payment_state: "pending".into(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(crate::helpers::field(&refused), "payment_state");

    // Revenue and VAT: the dashboard, the report and the books equal SQL over the orders.
    let (revenue, vat) = sql_revenue(&shop).await;
    let total = |o: &pb::Order| o.totals.as_ref().unwrap().total_cents;
    assert_eq!(
        revenue,
        total(&paid) + total(&collected) + total(&cancelled_paid),
        "unpaid and uncollected orders are not revenue; a refund comes off"
    );
    let s = stats(&shop).await;
    let all = s.revenue.unwrap();
    assert_eq!(
        (s.revenue_cents, all.total_cents, all.vat_cents),
        (revenue, revenue, vat)
    );
    assert_eq!(s.revenue_this_month_cents, revenue);
    assert_eq!(all.excl_vat_cents, revenue - vat);
    assert_eq!((all.sales, all.refunds), (4, 1));
    assert_eq!(all.refunded_cents, whole);
    let cod_fee = collected.totals.as_ref().unwrap().cod_fee_cents;
    assert!(cod_fee > 0);
    assert_eq!(all.cod_fee_cents, cod_fee);
    let report = today_report(&shop).await;
    let totals = report.totals.unwrap();
    assert_eq!((report.revenue_cents, totals.vat_cents), (revenue, vat));
    assert_eq!(totals, all);
    let month = report.vat_by_month.last().unwrap().money.unwrap();
    assert_eq!(month.vat_cents, vat);
    // The products add up to the goods (the refunded sofas came off).
    let products: i64 = report.top_products.iter().map(|p| p.revenue_cents).sum();
    assert_eq!(
        products + report.other_products.unwrap().revenue_cents,
        totals.goods_cents
    );
    let sofas = report
        .top_products
        .iter()
        .find(|p| p.product_id == sofa)
        .unwrap();
    assert_eq!((sofas.units, sofas.revenue_cents), (3, 3 * 1_000_000));
    let methods: i64 = report.payment_methods.iter().map(|m| m.revenue_cents).sum();
    assert_eq!(methods, revenue);

    // A refund is recorded once per key and never more than what is left.
    assert!(!refund(&shop, &refunded, "payout-1", whole).await.unwrap());
    assert!(refund(&shop, &refunded, "payout-2", 1).await.is_err());
    assert!(refund(&shop, &unpaid, "payout-3", 1).await.is_err());
    // A partial refund splits like the order and keeps the books summing.
    assert!(
        refund(&shop, &cancelled_paid, "payout-4", 5_000)
            .await
            .unwrap()
    );
    let after = stats(&shop).await.revenue.unwrap();
    assert_eq!(after.total_cents, revenue - 5_000);
    assert_eq!(
        after.goods_cents + after.delivery_cents + after.vat_cents + after.cod_fee_cents,
        after.total_cents
    );
    assert_eq!(sql_revenue(&shop).await.0, after.total_cents);

    // The books outlive an order's deletion and are append-only.
    shop.client
        .clone()
        .delete_order(pb::DeleteOrderRequest {
            id: paid.id.clone(),
        })
        .await
        .unwrap();
    assert_eq!(stats(&shop).await.revenue.unwrap(), after);
    let rewrite = sqlx::query("UPDATE ledger_entries SET total_cents = 0")
        .execute(&shop.orders.pool)
        .await;
    assert!(rewrite.is_err(), "the books are append-only");
}

#[tokio::test]
async fn cash_collection_is_admin_only_once_audited_and_refused_when_it_cannot_be() {
    let shop = Shop::start_at(Utc::now()).await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 50).await;
    let cod = place(&shop, "cod", &[(sofa, 1)]).await;
    assert_eq!(cod.payment_state, "cod_due");

    for (client, expected) in [
        (shop.as_user("user-1"), Code::PermissionDenied),
        (shop.guest(), Code::Unauthenticated),
    ] {
        let status = client
            .clone()
            .mark_cod_collected(pb::MarkCodCollectedRequest { id: cod.id.clone() })
            .await
            .unwrap_err();
        assert_eq!(status.code(), expected);
    }

    let first = collect(&shop, &cod.public_id).await.unwrap();
    assert_eq!(
        (first.payment_state.as_str(), first.payment_status.as_str()),
        ("cod_collected", "Paid")
    );
    let p = first.payment.clone().unwrap();
    assert!(!p.cod_collected_at.is_empty());
    assert_eq!(p.cod_collected_by, ADMIN);
    let second = collect(&shop, &cod.id).await.unwrap();
    assert_eq!(second.payment, first.payment, "again changes nothing");
    let sales: i64 = sqlx::query_scalar("SELECT count(*) FROM ledger_entries")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(sales, 1);
    let audited: Vec<_> = shop
        .audit()
        .await
        .into_iter()
        .filter(|e| e.kind == "order.cod_collected")
        .collect();
    assert_eq!(audited.len(), 1);
    assert_eq!(audited[0].target, cod.public_id);
    assert_eq!(audited[0].actor_id, ADMIN);

    let mpesa = place(&shop, "mpesa", &[(sofa, 1)]).await;
    let status = collect(&shop, &mpesa.id).await.unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition);
    assert_eq!(code(&status), ErrorCode::NotCashOnDelivery);
    let cancelled = place(&shop, "cod", &[(sofa, 1)]).await;
    cancel(&shop, &cancelled.id).await;
    let status = collect(&shop, &cancelled.id).await.unwrap_err();
    assert_eq!(code(&status), ErrorCode::CancelledIsFinal);
    for missing in ["SF00000000", "nope"] {
        let status = collect(&shop, missing).await.unwrap_err();
        assert_eq!(status.code(), Code::NotFound, "{missing}");
    }
    // Refused calls left nothing: one sale, one audit entry.
    let sales: i64 = sqlx::query_scalar("SELECT count(*) FROM ledger_entries")
        .fetch_one(&shop.orders.pool)
        .await
        .unwrap();
    assert_eq!(sales, 1);
}

#[tokio::test]
async fn the_stored_payment_state_is_the_rust_rule() {
    let shop = Shop::start_at(Utc::now()).await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 50).await;
    let order = place(&shop, "mpesa", &[(sofa, 1)]).await;
    let id = Uuid::parse_str(&order.id).unwrap();
    for status in ["pending", "processing", "shipped", "delivered", "cancelled"] {
        for method in ["mpesa", "card", "paypal", "cod"] {
            for paid in ["Pending", "Paid"] {
                for refunded in [0_i64, 1, 1_000_000_000] {
                    let (state, total): (String, i64) = sqlx::query_as(
                        "UPDATE orders SET status = $2, payment_method = $3, \
                         payment_status = $4, refunded_cents = $5 WHERE id = $1 \
                         RETURNING payment_state, total_cents",
                    )
                    .bind(id)
                    .bind(status)
                    .bind(method)
                    .bind(paid)
                    .bind(refunded)
                    .fetch_one(&shop.orders.pool)
                    .await
                    .unwrap();
                    let rule = PaymentState::of(status, method, paid == "Paid", total, refunded);
                    assert_eq!(state, rule.as_str(), "{status} {method} {paid} {refunded}");
                }
            }
        }
    }
}
