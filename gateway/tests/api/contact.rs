//! Newsletter and contact messages through the gateway into the auth service's tables.

use crate::common::Api;
use axum::http::StatusCode;

#[tokio::test]
async fn subscribing_stores_the_address_once_and_answers_the_same_both_times() {
    let api = Api::start().await;
    let (status, body) = api
        .post("/api/newsletter", r#"{"email":"Wanjiku@Example.co.ke"}"#)
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body["message"], "Thank you for subscribing!");
    let (status, body) = api
        .post("/api/newsletter", r#"{"email":"wanjiku@example.co.ke "}"#)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["message"], "Thank you for subscribing!");

    let stored: Vec<String> = sqlx::query_scalar("SELECT email FROM auth.newsletter_subscriptions")
        .fetch_all(&api.auth.pool)
        .await
        .unwrap();
    assert_eq!(stored, ["wanjiku@example.co.ke"]);
}

#[tokio::test]
async fn newsletter_input_errors_use_the_spec_messages_and_store_nothing() {
    let api = Api::start().await;
    // Invalid fields are the auth service's `validation_failed`; JSON of another shape is the
    // gateway's `bad_request`.
    let cases = [
        (r#"{"email":""}"#, Some("Email is required")),
        (r#"{}"#, Some("Email is required")),
        (
            r#"{"email":"not-an-address"}"#,
            Some("Please enter a valid email"),
        ),
        (r#"{"email":42}"#, None),
        (r#"{"email":"#, None),
        // An array is read as the form with every field left out (serde's sequence form of a
        // struct, in the shared `AppJson`): refused for its fields, as before.
        ("[]", Some("Email is required")),
    ];
    for (body, field_message) in cases {
        let (status, answer) = api.post("/api/newsletter", body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {answer}");
        match field_message {
            Some(message) => {
                assert_eq!(answer["error"], "validation_failed", "{body}");
                assert_eq!(answer["fields"]["email"], message, "{body}");
            }
            None => assert_eq!(answer["error"], "bad_request", "{body}"),
        }
    }
    let huge = format!(
        r#"{{"email":"{}@example.com"}}"#,
        "a".repeat(2 * 1024 * 1024)
    );
    let (status, answer) = api.post("/api/newsletter", &huge).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM auth.newsletter_subscriptions")
        .fetch_one(&api.auth.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn contact_messages_are_stored_and_bad_ones_name_every_field() {
    let api = Api::start().await;
    let (status, body) = api
        .post(
            "/api/contact",
            r#"{"name":"Otieno","email":"otieno@example.com","phone":"","subject":"Delivery to Kisumu","message":"Do you deliver a sofa to Kisumu?"}"#,
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        body["message"],
        "Message sent successfully! We'll get back to you soon."
    );
    let subject: String = sqlx::query_scalar("SELECT subject FROM auth.contact_messages")
        .fetch_one(&api.auth.pool)
        .await
        .unwrap();
    assert_eq!(subject, "Delivery to Kisumu");

    let (status, body) = api
        .post("/api/contact", r#"{"email":"nope","message":"   "}"#)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"], "validation_failed");
    assert_eq!(body["fields"]["name"], "Name is required");
    assert_eq!(body["fields"]["email"], "Please enter a valid email");
    assert_eq!(body["fields"]["subject"], "Subject is required");
    assert_eq!(body["fields"]["message"], "Message is required");
    let long = format!(
        r#"{{"name":"A","email":"a@b.co","subject":"S","message":"{}"}}"#,
        "x".repeat(5001)
    );
    let (status, body) = api.post("/api/contact", &long).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(body["fields"]["message"].as_str().unwrap().contains("5000"));
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM auth.contact_messages")
        .fetch_one(&api.auth.pool)
        .await
        .unwrap();
    assert_eq!(count, 1, "refused messages store nothing");
}

/// The admin's inbox and newsletter list (issue 23, part 6): admin only, paged, the unread
/// count, marking handled, the CSV export with formulas defused, removal and the subscriber's
/// own signed unsubscribe.
#[tokio::test]
async fn the_admin_reads_the_inbox_and_keeps_the_newsletter_list() {
    use axum::body::Body;
    use axum::http::{Request, header};
    use serde_json::json;

    let api = Api::start().await;
    let (admin, admin_id) = crate::orders::admin(&api).await;
    for (email, subject) in [
        ("otieno@example.com", "Delivery to Kisumu"),
        ("akinyi@example.com", "Rug colours"),
    ] {
        let (status, body) = api
            .send(
                "POST",
                "/api/contact",
                None,
                Some(
                    json!({"name": "Shopper", "email": email, "phone": "", "subject": subject,
                    "message": "Hello"}),
                ),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    api.send(
        "POST",
        "/api/newsletter",
        None,
        Some(json!({"email": "wanjiku@example.co.ke"})),
    )
    .await;
    // An address a spreadsheet would run as a formula (stored as an older form may have let it).
    sqlx::query("INSERT INTO auth.newsletter_subscriptions (email) VALUES ('=1+2@evil.com')")
        .execute(&api.auth.pool)
        .await
        .unwrap();

    // Guests and customers are refused.
    let (status, _) = api.send("GET", "/api/admin/messages", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = api
        .send(
            "POST",
            "/auth/register",
            None,
            Some(
                json!({"name": "Cust", "email": "cust@example.com", "phone": "0712345678",
                "password": "secret-1"}),
            ),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let customer = body["token"].as_str().unwrap().to_owned();
    for (method, uri) in [
        ("GET", "/api/admin/messages"),
        ("GET", "/api/admin/newsletter"),
        ("GET", "/api/admin/newsletter/export.csv"),
        ("DELETE", "/api/admin/newsletter/wanjiku@example.co.ke"),
    ] {
        let (status, _) = api.send(method, uri, Some(&customer), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{method} {uri}");
    }

    let (status, page) = api
        .send("GET", "/api/admin/messages?limit=1", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(page["unhandled"], 2);
    assert_eq!(page["pagination"]["total"], 2);
    assert_eq!(page["pagination"]["totalPages"], 2);
    assert_eq!(
        page["messages"][0]["subject"], "Rug colours",
        "newest first"
    );
    assert_eq!(page["messages"][0]["handledAt"], serde_json::Value::Null);
    let id = page["messages"][0]["id"].as_str().unwrap().to_owned();

    let (status, body) = api
        .send(
            "GET",
            "/api/admin/messages?status=unread&page=0",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["error"], "validation_failed");
    assert!(body["fields"]["page"].is_string(), "{body}");

    let (status, body) = api
        .send(
            "POST",
            &format!("/api/admin/messages/{id}/handled"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["message"]["handledBy"]["id"], admin_id.as_str());
    assert!(body["message"]["handledAt"].is_string());
    let (_, page) = api
        .send("GET", "/api/admin/messages?status=new", Some(&admin), None)
        .await;
    assert_eq!(page["unhandled"], 1);
    assert_eq!(page["messages"][0]["subject"], "Delivery to Kisumu");
    let (status, body) = api
        .send(
            "GET",
            &format!("/api/admin/messages/{}", uuid::Uuid::new_v4()),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");

    let (_, list) = api
        .send(
            "GET",
            "/api/admin/newsletter?search=example",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(list["pagination"]["total"], 1);
    assert_eq!(list["subscribers"][0]["email"], "wanjiku@example.co.ke");

    let request = Request::get("/api/admin/newsletter/export.csv")
        .header(header::AUTHORIZATION, format!("Bearer {admin}"))
        .body(Body::empty())
        .unwrap();
    let (status, headers, body) = api.call(request).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        headers[header::CONTENT_DISPOSITION]
            .to_str()
            .unwrap()
            .contains("newsletter-")
    );
    let csv = String::from_utf8(body).unwrap();
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(lines[0], "\"Email\",\"Subscribed at\"");
    assert!(lines[1].starts_with("\"'=1+2@evil.com\","), "{csv}");
    assert!(lines[2].starts_with("\"wanjiku@example.co.ke\","), "{csv}");

    let (status, _) = api
        .send(
            "DELETE",
            "/api/admin/newsletter/=1+2@evil.com",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    // The subscriber's own link.
    let token = shop_auth::contact::unsubscribe::Tokens::new(
        shop_auth::testing::TEST_JWT_SECRET.as_bytes(),
    )
    .token("wanjiku@example.co.ke");
    let (status, body) = api
        .send(
            "POST",
            "/api/newsletter/unsubscribe",
            None,
            Some(json!({ "token": token })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["email"], "wanjiku@example.co.ke");
    let (status, body) = api
        .send(
            "POST",
            "/api/newsletter/unsubscribe",
            None,
            Some(json!({ "token": "forged" })),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], "This unsubscribe link is not valid");
    let (_, list) = api
        .send("GET", "/api/admin/newsletter", Some(&admin), None)
        .await;
    assert_eq!(list["pagination"]["total"], 0, "{list}");
}

/// KRA's item classes as the orders service keeps them, searched by admins only.
#[tokio::test]
async fn admins_search_the_kept_etims_item_classes() {
    let api = Api::with_orders().await;
    let (admin, _) = crate::orders::admin(&api).await;
    let orders_pool = &api.orders.as_ref().unwrap().pool;
    // The lists are fetched from KRA by the orders service (its own tests); here they are kept
    // as a fetch would keep them.
    let (status, body) = api
        .send("GET", "/api/admin/etims/item-classes", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["fetchedAt"], serde_json::Value::Null);
    sqlx::query(
        "INSERT INTO etims.item_classes (code, name, tax_ty_cd, in_use, fetched_at) VALUES \
         ('56101502', 'Sofas', 'A', true, now()), ('56101703', 'Beds', 'A', true, now()), \
         ('56101599', 'Old sofas', 'A', false, now())",
    )
    .execute(orders_pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO etims.code_lists (name, data, fetched_at) VALUES ('item_classes', '{}', now())",
    )
    .execute(orders_pool)
    .await
    .unwrap();
    let (status, body) = api
        .send(
            "GET",
            "/api/admin/etims/item-classes?search=sofa",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["classes"],
        serde_json::json!([
            {"code": "56101502", "name": "Sofas", "taxType": "A", "inUse": true},
            {"code": "56101599", "name": "Old sofas", "taxType": "A", "inUse": false},
        ])
    );
    assert!(body["fetchedAt"].is_string());
    let (status, body) = api
        .send(
            "GET",
            &format!("/api/admin/etims/item-classes?search={}", "x".repeat(101)),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    let (status, _) = api
        .send("GET", "/api/admin/etims/item-classes", None, None)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}
