//! The SMS simulator over HTTP, as Africa's Talking's public contract describes the messaging
//! API, and its binary refusing to start in production.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use serde_json::Value;

async fn send(sim: &sms_sim::RunningSim, api_key: &str, form: &[(&str, &str)]) -> (u16, String) {
    let response = reqwest::Client::new()
        .post(format!("{}/version1/messaging", sim.base_url))
        .header("apiKey", api_key)
        .header("Accept", "application/json")
        .form(form)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.text().await.unwrap())
}

#[tokio::test]
async fn messages_are_sent_per_recipient_and_listed() {
    let sim = sms_sim::start(sms_sim::Config::default()).await.unwrap();
    let (status, body) = send(
        &sim,
        sms_sim::DEFAULT_API_KEY,
        &[
            ("username", "sandbox"),
            ("to", "+254712345678,0712345678"),
            ("message", "Samani Furniture: order SF7K3M9QXA has shipped."),
            ("from", "SAMANI"),
        ],
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let answer: Value = serde_json::from_str(&body).unwrap();
    let data = &answer["SMSMessageData"];
    assert_eq!(data["Message"], "Sent to 1/2 Total Cost: KES 0.8000");
    let recipients = data["Recipients"].as_array().unwrap();
    assert_eq!(recipients[0]["statusCode"], 101);
    assert_eq!(recipients[0]["status"], "Success");
    assert_eq!(recipients[0]["number"], "+254712345678");
    assert!(
        recipients[0]["messageId"]
            .as_str()
            .unwrap()
            .starts_with("ATXid_")
    );
    assert_eq!(recipients[1]["statusCode"], 403);
    assert_eq!(recipients[1]["status"], "InvalidPhoneNumber");

    let listed: Value = reqwest::get(format!(
        "{}/simulator/messages?to=%2B254712345678",
        sim.base_url
    ))
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let messages = listed["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 1);
    assert_eq!(
        messages[0]["message"],
        "Samani Furniture: order SF7K3M9QXA has shipped."
    );
    assert_eq!(messages[0]["from"], "SAMANI");
    assert_eq!(messages[0]["messageId"], recipients[0]["messageId"]);
}

#[tokio::test]
async fn wrong_credentials_missing_fields_and_an_outage_are_answered_as_the_provider_does() {
    let sim = sms_sim::start(sms_sim::Config::default()).await.unwrap();
    let good = [
        ("username", "sandbox"),
        ("to", "+254712345678"),
        ("message", "hello"),
    ];
    let (status, body) = send(&sim, "not-the-key", &good).await;
    assert_eq!(
        (status, body.as_str()),
        (401, "The supplied authentication is invalid")
    );
    let (status, _) = send(
        &sim,
        sms_sim::DEFAULT_API_KEY,
        &[
            ("username", "someone-else"),
            ("to", "+254712345678"),
            ("message", "x"),
        ],
    )
    .await;
    assert_eq!(status, 401);
    let (status, body) = send(
        &sim,
        sms_sim::DEFAULT_API_KEY,
        &[("username", "sandbox"), ("message", "x")],
    )
    .await;
    assert_eq!(
        (status, body.as_str()),
        (400, "Request is missing required form field 'to'")
    );

    let client = reqwest::Client::new();
    client
        .post(format!("{}/simulator/down", sim.base_url))
        .send()
        .await
        .unwrap();
    assert_eq!(send(&sim, sms_sim::DEFAULT_API_KEY, &good).await.0, 503);
    client
        .post(format!("{}/simulator/up", sim.base_url))
        .send()
        .await
        .unwrap();
    assert_eq!(send(&sim, sms_sim::DEFAULT_API_KEY, &good).await.0, 201);
    // Only what the provider took is listed.
    assert_eq!(sim.sent().len(), 1);
}

#[test]
fn the_binary_refuses_to_start_in_production() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_sms-sim"))
        .env("SHOP_ENV", "production")
        .env("SMS_SIM_ADDR", "127.0.0.1:0")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("refuses to start with SHOP_ENV=production"),
        "{stderr}"
    );
}
