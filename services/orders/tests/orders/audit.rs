//! The audit log of admin writes on orders: a status change and a deletion each leave one entry
//! with who, what, before and after, written in the change's transaction, so a change that fails
//! (even after the entry was written) leaves none; only admins read the log.

use shop_common::caller::{Caller, Role};
use shop_proto::audit::v1::ListAuditRequest;
use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{ADMIN, Shop};

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

async fn set_status(shop: &Shop, id: &str, status: &str) -> Result<pb::Order, tonic::Status> {
    shop.client
        .clone()
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: id.to_owned(),
            order_status: status.to_owned(),
        })
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn a_status_change_is_audited_with_before_and_after_and_a_failed_one_is_not() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;

    set_status(&shop, &order.id, "shipped").await.unwrap();
    let entries = shop.audit().await;
    assert_eq!(entries.len(), 1);
    let e = &entries[0];
    assert_eq!(
        (
            e.service.as_str(),
            e.actor_id.as_str(),
            e.kind.as_str(),
            e.target.as_str(),
            e.summary.as_str()
        ),
        (
            "orders",
            ADMIN,
            "order.status",
            order.public_id.as_str(),
            "Status pending -> shipped"
        )
    );
    assert_eq!(
        json(&e.before_json),
        serde_json::json!({"status": "pending"})
    );
    assert_eq!(
        json(&e.after_json),
        serde_json::json!({"status": "shipped"})
    );

    // The same status again changes nothing and records nothing; refused changes record nothing.
    set_status(&shop, &order.id, "shipped").await.unwrap();
    assert_eq!(
        set_status(&shop, &order.id, "lost")
            .await
            .unwrap_err()
            .code(),
        Code::InvalidArgument
    );
    assert_eq!(
        set_status(&shop, "SF00000000", "delivered")
            .await
            .unwrap_err()
            .code(),
        Code::NotFound
    );
    set_status(&shop, &order.id, "cancelled").await.unwrap();
    assert_eq!(
        set_status(&shop, &order.id, "pending")
            .await
            .unwrap_err()
            .code(),
        Code::FailedPrecondition
    );
    let summaries: Vec<String> = shop.audit().await.into_iter().map(|e| e.summary).collect();
    assert_eq!(
        summaries,
        ["Status shipped -> cancelled", "Status pending -> shipped"]
    );
}

#[tokio::test]
async fn a_deletion_is_audited_with_the_order_and_rolls_back_with_its_entry() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let kept = shop.order("user-1", &[(sofa, 1)]).await;
    let deleted = shop.order("user-2", &[(sofa, 2)]).await;

    // The deletion fails after its entry was written: the database refuses the DELETE.
    sqlx::query(
        "CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'deleting is broken'; END $$",
    )
    .execute(&shop.orders.pool)
    .await
    .unwrap();
    sqlx::query(
        "CREATE TRIGGER refuse_delete BEFORE DELETE ON orders FOR EACH ROW
         EXECUTE FUNCTION refuse_delete()",
    )
    .execute(&shop.orders.pool)
    .await
    .unwrap();
    let mut client = shop.client.clone();
    let failed = client
        .delete_order(pb::DeleteOrderRequest {
            id: kept.id.clone(),
        })
        .await
        .unwrap_err();
    assert_eq!(failed.code(), Code::Internal);
    assert!(
        shop.audit().await.is_empty(),
        "a failed deletion leaves no entry"
    );
    sqlx::query("DROP TRIGGER refuse_delete ON orders")
        .execute(&shop.orders.pool)
        .await
        .unwrap();

    client
        .delete_order(pb::DeleteOrderRequest {
            id: deleted.public_id.clone(),
        })
        .await
        .unwrap();
    let entries = shop.audit().await;
    assert_eq!(entries.len(), 1);
    let e = &entries[0];
    assert_eq!(
        (e.kind.as_str(), e.target.as_str(), e.actor_id.as_str()),
        ("order.delete", deleted.public_id.as_str(), ADMIN)
    );
    assert_eq!(e.after_json, "", "a deletion has no after");
    let before = json(&e.before_json);
    assert_eq!(before["publicId"], deleted.public_id.as_str());
    assert_eq!(before["status"], "pending");
    assert_eq!(
        before["total"],
        serde_json::json!(deleted.totals.as_ref().unwrap().total_cents as f64 / 100.0)
    );

    // An unknown order: nothing deleted, nothing recorded.
    let status = client
        .delete_order(pb::DeleteOrderRequest {
            id: "SF00000000".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    assert_eq!(shop.audit().await.len(), 1);
}

#[tokio::test]
async fn only_admins_read_the_log_and_filters_apply() {
    let shop = Shop::start().await;
    let sofa = shop.product("Nairobi Sofa", 10_000, 5).await;
    let order = shop.order("user-1", &[(sofa, 1)]).await;
    set_status(&shop, &order.id, "processing").await.unwrap();
    set_status(&shop, &order.id, "shipped").await.unwrap();

    for caller in [Caller::guest(), Caller::user("user-1", Role::Customer)] {
        let refused = shop
            .audit_as(caller.clone())
            .list_audit(ListAuditRequest::default())
            .await
            .unwrap_err();
        assert!(
            matches!(
                refused.code(),
                Code::Unauthenticated | Code::PermissionDenied
            ),
            "{caller:?}: {refused:?}"
        );
    }
    // A customer cannot write either: the refused change is not recorded.
    let refused = shop
        .as_user("user-1")
        .update_order_status(pb::UpdateOrderStatusRequest {
            id: order.id.clone(),
            order_status: "delivered".into(),
        })
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);

    let mut admin = shop.audit_as(Caller::user(ADMIN, Role::Admin));
    let page = admin
        .list_audit(ListAuditRequest {
            kind: "order.status".into(),
            limit: 1,
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(page.total, 2);
    assert_eq!(page.entries.len(), 1);
    assert_eq!(page.entries[0].summary, "Status processing -> shipped");
    let none = admin
        .list_audit(ListAuditRequest {
            actor_id: "someone-else".into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(none.total, 0);
}
