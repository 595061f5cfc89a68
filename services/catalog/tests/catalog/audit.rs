//! The audit log of the admin catalogue: create, update, duplicate and delete (one entry per
//! product) each leave entries with who, what, before and after, in the write's transaction, so
//! a write refused or failing (even after its entries were written) leaves none; only admins
//! read the log.

use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_proto::audit::v1::audit_service_client::AuditServiceClient;
use shop_proto::audit::v1::{AuditEntry, ListAuditRequest};
use shop_proto::catalog::v1 as pb;
use tonic::Code;

const ADMIN: &str = "admin-7";

fn as_caller<T>(caller: &Caller, message: T) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

fn as_admin<T>(message: T) -> tonic::Request<T> {
    as_caller(&Caller::user(ADMIN, Role::Admin), message)
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

fn form(name: &str, price: f64, stock: f64) -> pb::ProductInput {
    pb::ProductInput {
        name: name.into(),
        description: "Deep seats in emerald velvet.".into(),
        price: Some(price),
        original_price: None,
        category: "Living Room - Sofas".into(),
        subcategory: String::new(),
        stock: Some(stock),
        images: vec!["/media/i/3f9a1c0b7d2e4a55".into()],
        featured: false,
        tags: vec!["velvet".into()],
        dimensions: "220 x 90 x 85 cm".into(),
        material: "Velvet".into(),
        color: "Emerald".into(),
        weight: "45.5".into(),
        brand: "Samani Home".into(),
        status: String::new(),
        item_class: String::new(),
        image_alts: Vec::new(),
    }
}

async fn audit_as(
    catalog: &TestCatalog,
    caller: &Caller,
) -> Result<Vec<AuditEntry>, tonic::Status> {
    AuditServiceClient::connect(catalog.url())
        .await
        .unwrap()
        .list_audit(as_caller(
            caller,
            ListAuditRequest {
                limit: 100,
                ..Default::default()
            },
        ))
        .await
        .map(|r| r.into_inner().entries)
}

async fn audit(catalog: &TestCatalog) -> Vec<AuditEntry> {
    audit_as(catalog, &Caller::user(ADMIN, Role::Admin))
        .await
        .unwrap()
}

#[tokio::test]
async fn every_admin_write_is_audited_with_before_and_after() {
    let catalog = TestCatalog::start().await;
    let mut client = catalog.client().await;

    let sofa = client
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(form("Malindi Sofa", 45_999.0, 12.0)),
        }))
        .await
        .unwrap()
        .into_inner();
    let created = &audit(&catalog).await[0];
    assert_eq!(
        (
            created.service.as_str(),
            created.actor_id.as_str(),
            created.kind.as_str(),
            created.target.clone(),
            created.summary.as_str()
        ),
        (
            "catalog",
            ADMIN,
            "product.create",
            sofa.id.to_string(),
            "Created product Malindi Sofa"
        )
    );
    assert_eq!(created.before_json, "");
    let after = json(&created.after_json);
    assert_eq!(after["name"], "Malindi Sofa");
    assert_eq!(after["price"], 45_999.0);
    assert_eq!(after["stock"], 12);

    client
        .update_product(as_admin(pb::UpdateProductRequest {
            id: sofa.id,
            product: Some(form("Malindi Sofa", 39_999.0, 12.0)),
        }))
        .await
        .unwrap();
    let updated = &audit(&catalog).await[0];
    assert_eq!(updated.kind, "product.update");
    assert_eq!(updated.target, sofa.id.to_string());
    assert_eq!(updated.summary, "Updated product Malindi Sofa: price");
    assert_eq!(
        json(&updated.before_json),
        serde_json::json!({"price": 45_999})
    );
    assert_eq!(
        json(&updated.after_json),
        serde_json::json!({"price": 39_999})
    );

    let copy = client
        .duplicate_product(as_admin(pb::DuplicateProductRequest { id: sofa.id }))
        .await
        .unwrap()
        .into_inner();
    let duplicated = &audit(&catalog).await[0];
    assert_eq!(duplicated.kind, "product.create");
    assert_eq!(duplicated.target, copy.id.to_string());
    assert_eq!(json(&duplicated.after_json)["name"], "Malindi Sofa (Copy)");

    // A bulk delete: one entry per product deleted; the unknown id has none.
    client
        .delete_products(as_admin(pb::DeleteProductsRequest {
            ids: vec![copy.id, sofa.id, 987_654],
        }))
        .await
        .unwrap();
    let entries = audit(&catalog).await;
    let deletions: Vec<(&str, String)> = entries
        .iter()
        .filter(|e| e.kind == "product.delete")
        .map(|e| (e.summary.as_str(), e.target.clone()))
        .collect();
    assert_eq!(deletions.len(), 2);
    assert!(deletions.contains(&("Deleted product Malindi Sofa", sofa.id.to_string())));
    assert!(deletions.contains(&("Deleted product Malindi Sofa (Copy)", copy.id.to_string())));
    for e in entries.iter().filter(|e| e.kind == "product.delete") {
        assert_eq!(e.after_json, "");
        assert_eq!(json(&e.before_json)["price"], 39_999.0);
    }
    assert_eq!(entries.len(), 5);
}

#[tokio::test]
async fn refused_and_failed_writes_leave_no_entry() {
    let catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![
            product("One", "office-desks", 1_000, 1),
            product("Two", "office-desks", 1_000, 2),
        ])
        .await;
    let mut client = catalog.client().await;

    // An invalid form, an unknown product, a customer.
    let refused = client
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(form("", 1.0, 1.0)),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    let refused = client
        .update_product(as_admin(pb::UpdateProductRequest {
            id: ids[0],
            product: Some(form("One", -5.0, 1.0)),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    let refused = client
        .update_product(as_admin(pb::UpdateProductRequest {
            id: 987_654,
            product: Some(form("Ghost", 1.0, 1.0)),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    let refused = client
        .duplicate_product(as_admin(pb::DuplicateProductRequest { id: 987_654 }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    let customer = Caller::user("c-1", Role::Customer);
    let refused = client
        .delete_products(as_caller(
            &customer,
            pb::DeleteProductsRequest { ids: ids.clone() },
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);

    // A bulk delete failing on its second product after the first one's entry was written: the
    // database refuses to delete "Two". Nothing is deleted and nothing is recorded.
    sqlx::query(
        "CREATE FUNCTION refuse_two() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN IF OLD.name = 'Two' THEN RAISE EXCEPTION 'not this one'; END IF;
            RETURN OLD; END $$",
    )
    .execute(&catalog.pool)
    .await
    .unwrap();
    sqlx::query(
        "CREATE TRIGGER refuse_two AFTER DELETE ON products FOR EACH ROW
         EXECUTE FUNCTION refuse_two()",
    )
    .execute(&catalog.pool)
    .await
    .unwrap();
    let failed = client
        .delete_products(as_admin(pb::DeleteProductsRequest { ids: ids.clone() }))
        .await
        .unwrap_err();
    assert_eq!(failed.code(), Code::Internal);
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM products")
        .fetch_one(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(left, 2);

    assert!(
        audit(&catalog).await.is_empty(),
        "no write happened, so no entry"
    );
}

#[tokio::test]
async fn only_admins_read_the_log() {
    let catalog = TestCatalog::start().await;
    for caller in [Caller::guest(), Caller::user("c-1", Role::Customer)] {
        let refused = audit_as(&catalog, &caller).await.unwrap_err();
        assert!(
            matches!(
                refused.code(),
                Code::Unauthenticated | Code::PermissionDenied
            ),
            "{caller:?}: {refused:?}"
        );
    }
    assert!(audit(&catalog).await.is_empty());
}
