//! The admin's inbox and subscriber list, and the subscriber's own unsubscribe (issue 23, part
//! 6), over real gRPC against real PostgreSQL.

use shop_auth::contact::unsubscribe::Tokens;
use shop_auth::testing::{TEST_JWT_SECRET, TestAuth, as_caller};
use shop_common::caller::{Caller, Role};
use shop_proto::audit::v1::ListAuditRequest;
use shop_proto::audit::v1::audit_service_client::AuditServiceClient;
use shop_proto::contact::v1 as pb;
use shop_proto::contact::v1::contact_service_client::ContactServiceClient;
use tonic::Code;
use tonic::transport::Channel;

type Client = ContactServiceClient<Channel>;

async fn contact(auth: &TestAuth) -> Client {
    ContactServiceClient::connect(auth.url()).await.unwrap()
}

async fn send(client: &mut Client, email: &str, subject: &str, message: &str) -> String {
    client
        .send_message(pb::SendMessageRequest {
            name: "Otieno".to_owned(),
            email: email.to_owned(),
            phone: String::new(),
            subject: subject.to_owned(),
            message: message.to_owned(),
        })
        .await
        .unwrap()
        .into_inner()
        .id
}

async fn list(
    client: &mut Client,
    admin: &Caller,
    search: &str,
    status: &str,
) -> pb::ListMessagesResponse {
    client
        .list_messages(as_caller(
            pb::ListMessagesRequest {
                search: search.to_owned(),
                status: status.to_owned(),
                page: Some(1),
                limit: Some(10),
            },
            admin,
        ))
        .await
        .unwrap()
        .into_inner()
}

async fn audit_kinds(auth: &TestAuth, admin: &Caller) -> Vec<(String, String)> {
    AuditServiceClient::connect(auth.url())
        .await
        .unwrap()
        .list_audit(as_caller(
            ListAuditRequest {
                limit: 100,
                ..Default::default()
            },
            admin,
        ))
        .await
        .unwrap()
        .into_inner()
        .entries
        .into_iter()
        .map(|e| (e.kind, e.target))
        .collect()
}

#[tokio::test]
async fn the_inbox_lists_reads_and_marks_messages_handled_once_audited() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let boss = auth.make_admin("boss@example.com", "secret1").await;
    let boss_id = boss.user.as_ref().unwrap().id.clone();
    let admin = Caller::user(boss_id.clone(), Role::Admin);
    let mut client = contact(&auth).await;

    let long = "Do you deliver to Kisumu? ".repeat(20);
    let first = send(&mut client, "a@example.com", "Delivery to Kisumu", &long).await;
    let second = send(&mut client, "b@example.com", "A 100% wool rug", "Colours?").await;

    let all = list(&mut client, &admin, "", "").await;
    assert_eq!((all.total, all.unhandled), (2, 2));
    let ids: Vec<&str> = all.messages.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, [second.as_str(), first.as_str()], "newest first");
    assert_eq!(all.messages[1].message.chars().count(), 200, "a preview");

    // Search by subject, address and body; LIKE's wildcards are taken literally.
    assert_eq!(list(&mut client, &admin, "kisumu", "").await.total, 1);
    assert_eq!(list(&mut client, &admin, "B@EXAMPLE", "").await.total, 1);
    assert_eq!(list(&mut client, &admin, "100%", "").await.total, 1);
    assert_eq!(list(&mut client, &admin, "%", "").await.total, 1);

    let whole = client
        .get_message(as_caller(
            pb::GetMessageRequest { id: first.clone() },
            &admin,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(whole.message, long.trim());
    assert_eq!(whole.handled_at, "");

    let handled = client
        .mark_message_handled(as_caller(
            pb::MarkMessageHandledRequest { id: first.clone() },
            &admin,
        ))
        .await
        .unwrap()
        .into_inner();
    assert!(!handled.handled_at.is_empty());
    assert_eq!(handled.handled_by_id, boss_id);
    assert_eq!(handled.handled_by_name, "Test admin");
    // Again: answered unchanged, no second audit entry.
    let again = client
        .mark_message_handled(as_caller(
            pb::MarkMessageHandledRequest { id: first.clone() },
            &admin,
        ))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(again.handled_at, handled.handled_at);
    let audited = audit_kinds(&auth, &admin).await;
    let handled_entries = audited
        .iter()
        .filter(|(kind, _)| kind == "contact.handled")
        .collect::<Vec<_>>();
    assert_eq!(
        handled_entries,
        [&("contact.handled".to_owned(), first.clone())]
    );

    let new = list(&mut client, &admin, "", "new").await;
    assert_eq!((new.total, new.unhandled), (1, 1));
    assert_eq!(new.messages[0].id, second);
    let done = list(&mut client, &admin, "", "HANDLED").await;
    assert_eq!(done.messages[0].id, first);
    // The unread count is the inbox's, whatever the search.
    assert_eq!(
        list(&mut client, &admin, "nothing like it", "")
            .await
            .unhandled,
        1
    );

    // Refusals: an unknown or malformed id is not found, a bad filter or page a 400, a
    // customer or guest never reads the inbox.
    for id in [uuid::Uuid::new_v4().to_string(), "nope".to_owned()] {
        let status = client
            .get_message(as_caller(pb::GetMessageRequest { id: id.clone() }, &admin))
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::NotFound, "{id}");
        assert_eq!(status.message(), "Message not found");
        let status = client
            .mark_message_handled(as_caller(pb::MarkMessageHandledRequest { id }, &admin))
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::NotFound);
    }
    for request in [
        pb::ListMessagesRequest {
            status: "unread".to_owned(),
            ..Default::default()
        },
        pb::ListMessagesRequest {
            limit: Some(101),
            ..Default::default()
        },
        pb::ListMessagesRequest {
            page: Some(10_001),
            ..Default::default()
        },
        pb::ListMessagesRequest {
            page: Some(0),
            ..Default::default()
        },
        pb::ListMessagesRequest {
            limit: Some(0),
            ..Default::default()
        },
        pb::ListMessagesRequest {
            search: "x".repeat(101),
            ..Default::default()
        },
    ] {
        let status = client
            .list_messages(as_caller(request, &admin))
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
    }
    let customer = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer);
    for caller in [customer, Caller::guest()] {
        let status = client
            .list_messages(as_caller(pb::ListMessagesRequest::default(), &caller))
            .await
            .unwrap_err();
        assert!(
            matches!(
                status.code(),
                Code::PermissionDenied | Code::Unauthenticated
            ),
            "{status:?}"
        );
        let status = client
            .mark_message_handled(as_caller(
                pb::MarkMessageHandledRequest { id: second.clone() },
                &caller,
            ))
            .await
            .unwrap_err();
        assert!(matches!(
            status.code(),
            Code::PermissionDenied | Code::Unauthenticated
        ));
    }
    assert_eq!(list(&mut client, &admin, "", "new").await.total, 1);
}

async fn subscribe(client: &mut Client, email: &str) {
    client
        .subscribe(pb::SubscribeRequest {
            email: email.to_owned(),
        })
        .await
        .unwrap();
}

async fn subscribers(
    client: &mut Client,
    admin: &Caller,
    search: &str,
    limit: u32,
) -> pb::ListSubscribersResponse {
    client
        .list_subscribers(as_caller(
            pb::ListSubscribersRequest {
                search: search.to_owned(),
                page: Some(1),
                limit: (limit > 0).then_some(limit),
                all: limit == 0,
            },
            admin,
        ))
        .await
        .unwrap()
        .into_inner()
}

#[tokio::test]
async fn subscribers_are_listed_removed_by_an_admin_and_unsubscribe_by_their_link() {
    let auth = TestAuth::start(shop_auth::testing::config()).await;
    let admin = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Admin);
    let mut client = contact(&auth).await;
    for email in ["one@example.com", "Two@Example.com", "three@shop.co.ke"] {
        subscribe(&mut client, email).await;
    }

    let all = subscribers(&mut client, &admin, "", 0).await;
    assert_eq!(all.total, 3);
    assert_eq!(
        all.subscribers.len(),
        3,
        "limit 0 is every one (the export)"
    );
    assert_eq!(all.subscribers[0].email, "three@shop.co.ke", "newest first");
    let page = subscribers(&mut client, &admin, "", 2).await;
    assert_eq!((page.total, page.subscribers.len()), (3, 2));
    assert_eq!(
        subscribers(&mut client, &admin, "EXAMPLE.COM", 20)
            .await
            .total,
        2
    );

    // The admin removes one: audited; again is not found, and not audited twice.
    client
        .remove_subscriber(as_caller(
            pb::RemoveSubscriberRequest {
                email: " ONE@example.com".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap();
    let status = client
        .remove_subscriber(as_caller(
            pb::RemoveSubscriberRequest {
                email: "one@example.com".to_owned(),
            },
            &admin,
        ))
        .await
        .unwrap_err();
    assert_eq!(
        (status.code(), status.message()),
        (Code::NotFound, "Subscriber not found")
    );
    let audited = audit_kinds(&auth, &admin).await;
    assert_eq!(
        audited,
        [("newsletter.remove".to_owned(), "one@example.com".to_owned())]
    );
    assert_eq!(subscribers(&mut client, &admin, "", 20).await.total, 2);

    // The subscriber's own link, signed with the service's key: works twice alike.
    let tokens = Tokens::new(TEST_JWT_SECRET.as_bytes());
    for _ in 0..2 {
        let gone = client
            .unsubscribe(pb::UnsubscribeRequest {
                token: tokens.token("two@example.com"),
            })
            .await
            .unwrap()
            .into_inner();
        assert_eq!(gone.email, "two@example.com");
    }
    let left = subscribers(&mut client, &admin, "", 20).await;
    assert_eq!(
        left.subscribers
            .iter()
            .map(|s| s.email.as_str())
            .collect::<Vec<_>>(),
        ["three@shop.co.ke"]
    );
    // A token of another key, a tampered one, garbage: refused, nothing removed.
    let foreign = Tokens::new(b"another-secret-of-exactly-32-by!").token("three@shop.co.ke");
    let mut tampered = tokens.token("three@shop.co.ke");
    tampered.pop();
    for token in [foreign, tampered, "garbage".to_owned(), String::new()] {
        let status = client
            .unsubscribe(pb::UnsubscribeRequest { token })
            .await
            .unwrap_err();
        assert_eq!(
            (status.code(), status.message()),
            (Code::InvalidArgument, "This unsubscribe link is not valid")
        );
    }
    assert_eq!(subscribers(&mut client, &admin, "", 20).await.total, 1);

    // Customers and guests never list or remove subscribers.
    let customer = Caller::user(uuid::Uuid::new_v4().to_string(), Role::Customer);
    for caller in [customer, Caller::guest()] {
        assert!(
            client
                .list_subscribers(as_caller(pb::ListSubscribersRequest::default(), &caller))
                .await
                .is_err()
        );
        assert!(
            client
                .remove_subscriber(as_caller(
                    pb::RemoveSubscriberRequest {
                        email: "three@shop.co.ke".to_owned(),
                    },
                    &caller,
                ))
                .await
                .is_err()
        );
    }
    assert_eq!(subscribers(&mut client, &admin, "", 20).await.total, 1);
}
