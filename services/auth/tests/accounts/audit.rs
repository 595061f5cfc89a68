//! The audit log of account administration: creating a user, changing a role and deleting a
//! user each leave one entry (who, what, before, after; never a password), in the write's
//! transaction, so a refused or failing write leaves none; only admins read the log.

use shop_auth::testing::{TestAuth, as_caller};
use shop_common::caller::{Caller, Role};
use shop_proto::audit::v1::audit_service_client::AuditServiceClient;
use shop_proto::audit::v1::{AuditEntry, ListAuditRequest};
use shop_proto::auth::v1 as pb;
use tonic::Code;

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap()
}

async fn entries(auth: &TestAuth, caller: &Caller) -> Result<Vec<AuditEntry>, tonic::Status> {
    AuditServiceClient::connect(auth.url())
        .await
        .unwrap()
        .list_audit(as_caller(
            ListAuditRequest {
                actor_id: caller.user_id().unwrap_or_default().to_owned(),
                limit: 100,
                ..Default::default()
            },
            caller,
        ))
        .await
        .map(|r| r.into_inner().entries)
}

#[tokio::test]
async fn account_administration_is_audited_and_refusals_are_not() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let _boss = auth.make_admin("boss@example.com", "secret1").await;
    let admin = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin);

    let clerk = client
        .create_user(as_caller(
            pb::CreateUserRequest {
                name: "Shop Clerk".to_owned(),
                email: "clerk@example.com".to_owned(),
                password: "secret1".to_owned(),
                role: "user".to_owned(),
                phone: "0712 345 678".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap()
        .into_inner();
    let log = entries(&auth, &admin).await.unwrap();
    assert_eq!(log.len(), 1);
    let created = &log[0];
    assert_eq!(
        (
            created.service.as_str(),
            created.kind.as_str(),
            created.target.as_str(),
            created.summary.as_str()
        ),
        (
            "auth",
            "user.create",
            clerk.id.as_str(),
            "Created user Shop Clerk <clerk@example.com>"
        )
    );
    assert_eq!(created.before_json, "");
    let after = json(&created.after_json);
    assert_eq!(after["email"], "clerk@example.com");
    assert_eq!(after["role"], "user");
    assert!(
        !created.after_json.contains("password") && !created.after_json.contains("argon"),
        "no password in the log: {}",
        created.after_json
    );

    client
        .set_role(as_caller(
            pb::SetRoleRequest {
                id: clerk.id.clone(),
                role: "admin".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap();
    // The same role again changes nothing and records nothing.
    client
        .set_role(as_caller(
            pb::SetRoleRequest {
                id: clerk.id.clone(),
                role: "admin".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap();
    let role = &entries(&auth, &admin).await.unwrap()[0];
    assert_eq!(role.kind, "user.role");
    assert_eq!(role.summary, "Role of Shop Clerk user -> admin");
    assert_eq!(json(&role.before_json), serde_json::json!({"role": "user"}));
    assert_eq!(json(&role.after_json), serde_json::json!({"role": "admin"}));

    // Refused writes: a taken address, an unknown user, a bad role, a customer.
    let taken = client
        .create_user(as_caller(
            pb::CreateUserRequest {
                name: "Again".to_owned(),
                email: "CLERK@example.com".to_owned(),
                password: "secret1".to_owned(),
                role: "user".to_owned(),
                phone: String::new(),
            },
            &admin,
        ))
        .await
        .unwrap_err();
    assert_eq!(taken.code(), Code::AlreadyExists);
    let unknown = client
        .set_role(as_caller(
            pb::SetRoleRequest {
                id: uuid::Uuid::new_v4().to_string(),
                role: "user".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    let unknown = client
        .delete_user(as_caller(
            pb::DeleteUserRequest {
                id: uuid::Uuid::new_v4().to_string(),
            },
            &admin,
        ))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    let customer = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer);
    let refused = client
        .delete_user(as_caller(
            pb::DeleteUserRequest {
                id: clerk.id.clone(),
            },
            &customer,
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);
    assert_eq!(entries(&auth, &admin).await.unwrap().len(), 2);

    client
        .delete_user(as_caller(
            pb::DeleteUserRequest {
                id: clerk.id.clone(),
            },
            &admin,
        ))
        .await
        .unwrap();
    let log = entries(&auth, &admin).await.unwrap();
    assert_eq!(log.len(), 3);
    let deleted = &log[0];
    assert_eq!(deleted.kind, "user.delete");
    assert_eq!(deleted.target, clerk.id);
    assert_eq!(deleted.after_json, "");
    assert_eq!(json(&deleted.before_json)["role"], "admin");
    assert_eq!(
        log.iter().map(|e| e.actor_id.as_str()).collect::<Vec<_>>(),
        [admin.user_id().unwrap(); 3]
    );
}

#[tokio::test]
async fn a_deletion_that_fails_after_its_entry_leaves_none() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let _boss = auth.make_admin("boss@example.com", "secret1").await;
    let clerk = auth.make_user("clerk@example.com", "secret1", "user").await;
    let clerk_id = clerk.user.unwrap().id;
    let admin = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin);
    // The database refuses the deletion at commit, after the entry was written.
    sqlx::query(
        "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$",
    )
    .execute(&auth.pool)
    .await
    .unwrap();
    sqlx::query(
        "CREATE CONSTRAINT TRIGGER refuse AFTER DELETE ON users DEFERRABLE INITIALLY DEFERRED
         FOR EACH ROW EXECUTE FUNCTION refuse()",
    )
    .execute(&auth.pool)
    .await
    .unwrap();
    let failed = client
        .delete_user(as_caller(pb::DeleteUserRequest { id: clerk_id }, &admin))
        .await
        .unwrap_err();
    assert_eq!(failed.code(), Code::Internal);
    assert!(entries(&auth, &admin).await.unwrap().is_empty());
}

#[tokio::test]
async fn only_admins_read_the_log() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    for caller in [
        Caller::guest(),
        Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer),
    ] {
        let refused = entries(&auth, &caller).await.unwrap_err();
        assert!(
            matches!(
                refused.code(),
                Code::Unauthenticated | Code::PermissionDenied
            ),
            "{caller:?}: {refused:?}"
        );
    }
}

#[tokio::test]
async fn get_users_names_the_known_ids_for_admins_only() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let mut client = auth.client().await;
    let boss = auth.make_admin("boss@example.com", "secret1").await;
    let boss = boss.user.unwrap();
    let admin = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin);
    let found = client
        .get_users(as_caller(
            pb::GetUsersRequest {
                ids: vec![
                    boss.id.clone(),
                    uuid::Uuid::new_v4().to_string(),
                    "not-a-uuid".into(),
                ],
            },
            &admin,
        ))
        .await
        .unwrap()
        .into_inner()
        .users;
    assert_eq!(
        found
            .iter()
            .map(|u| (u.id.as_str(), u.email.as_str()))
            .collect::<Vec<_>>(),
        [(boss.id.as_str(), "boss@example.com")]
    );
    let refused = client
        .get_users(as_caller(
            pb::GetUsersRequest { ids: vec![boss.id] },
            &Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer),
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::PermissionDenied);
    let too_many = client
        .get_users(as_caller(
            pb::GetUsersRequest {
                ids: vec![String::new(); 201],
            },
            &admin,
        ))
        .await
        .unwrap_err();
    assert_eq!(too_many.code(), Code::InvalidArgument);
}
