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
