//! Paying money back: reversal and transaction status as Daraja checks them, one payout per
//! originator id, a second reversal of one transaction refused.

use std::time::Duration;

use base64::Engine;
use rsa::pkcs8::DecodePublicKey;
use serde_json::{Value, json};

use daraja_sim::Config;

use crate::helpers::*;

fn credential(sim: &TestSim, password: &str) -> String {
    let key =
        rsa::RsaPublicKey::from_public_key_pem(&sim.sim.simulator().certificate_pem()).unwrap();
    let encrypted = key
        .encrypt(
            &mut rsa::rand_core::OsRng,
            rsa::Pkcs1v15Encrypt,
            password.as_bytes(),
        )
        .unwrap();
    base64::engine::general_purpose::STANDARD.encode(encrypted)
}

fn reversal(sim: &TestSim, receipt: &str, amount: u64, originator: &str, password: &str) -> Value {
    json!({
        "Initiator": "testapi",
        "SecurityCredential": credential(sim, password),
        "CommandID": "TransactionReversal",
        "TransactionID": receipt,
        "Amount": amount,
        "ReceiverParty": sim.config.shortcode,
        "RecieverIdentifierType": "11",
        "ResultURL": sim.receiver.url,
        "QueueTimeOutURL": sim.receiver.url,
        "Remarks": "Refund",
        "Occasion": originator,
        "OriginatorConversationID": originator,
    })
}

/// A paid STK push: its receipt.
async fn paid(sim: &TestSim, amount: u64) -> String {
    let (status, _) = sim.stk_push(&sim.push_body("254708374149", amount)).await;
    assert_eq!(status, 200);
    let callback = sim.receiver.next(Duration::from_secs(5)).await.unwrap();
    callback["Body"]["stkCallback"]["CallbackMetadata"]["Item"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["Name"] == "MpesaReceiptNumber")
        .unwrap()["Value"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_reversal_pays_once_per_originator_id_and_a_transaction_is_reversed_once() {
    let sim = spawn_with(Config {
        payout_delay: Duration::from_millis(50),
        key_bits: 1024,
        ..fast_config()
    })
    .await;
    let receipt = paid(&sim, 1500).await;
    let token = sim.token().await;

    // A credential that is not the initiator's password under the simulator's key is refused.
    let (status, body) = sim
        .post_with_token(
            "/mpesa/reversal/v1/request",
            &token,
            &reversal(&sim, &receipt, 1500, "o-1", "wrong"),
        )
        .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(
        body["errorMessage"],
        "Bad Request - Invalid SecurityCredential"
    );

    let good = reversal(&sim, &receipt, 1500, "o-1", "Safaricom999!*!");
    let (status, ack) = sim
        .post_with_token("/mpesa/reversal/v1/request", &token, &good)
        .await;
    assert_eq!(status, 200, "{ack}");
    assert_eq!(ack["ResponseCode"], "0");
    assert_eq!(ack["OriginatorConversationID"], "o-1");
    let result = sim.receiver.next(Duration::from_secs(5)).await.unwrap();
    assert_eq!(result["Result"]["ResultCode"], 0);
    assert_eq!(result["Result"]["OriginatorConversationID"], "o-1");
    let refund_receipt = result["Result"]["TransactionID"]
        .as_str()
        .unwrap()
        .to_owned();

    // The same originator id again: the same answer, no second payout, no second result.
    let (_, again) = sim
        .post_with_token("/mpesa/reversal/v1/request", &token, &good)
        .await;
    assert_eq!(again["ConversationID"], ack["ConversationID"]);
    assert!(
        sim.receiver
            .next(Duration::from_millis(400))
            .await
            .is_none()
    );

    // Another originator id for the same transaction: Daraja refuses a second reversal.
    let (_, _) = sim
        .post_with_token(
            "/mpesa/reversal/v1/request",
            &token,
            &reversal(&sim, &receipt, 1500, "o-2", "Safaricom999!*!"),
        )
        .await;
    let refused = sim.receiver.next(Duration::from_secs(5)).await.unwrap();
    assert_eq!(refused["Result"]["ResultCode"], "R000001");

    // The status API tells how the first one ended, at ResultURL, under the query's own id.
    let query = json!({
        "Initiator": "testapi",
        "SecurityCredential": credential(&sim, "Safaricom999!*!"),
        "CommandID": "TransactionStatusQuery",
        "TransactionID": "",
        "OriginalConversationID": "o-1",
        "OriginatorConversationID": "o-1.q0",
        "PartyA": sim.config.shortcode,
        "IdentifierType": "4",
        "ResultURL": sim.receiver.url,
        "QueueTimeOutURL": sim.receiver.url,
        "Remarks": "status",
        "Occasion": "o-1",
    });
    let (status, _) = sim
        .post_with_token("/mpesa/transactionstatus/v1/query", &token, &query)
        .await;
    assert_eq!(status, 200);
    let answer = sim.receiver.next(Duration::from_secs(5)).await.unwrap();
    assert_eq!(answer["Result"]["OriginatorConversationID"], "o-1.q0");
    let parameters = answer["Result"]["ResultParameters"]["ResultParameter"]
        .as_array()
        .unwrap();
    let value = |key: &str| parameters.iter().find(|p| p["Key"] == key).unwrap()["Value"].clone();
    assert_eq!(value("TransactionStatus"), "Completed");
    assert_eq!(value("ReceiptNo"), refund_receipt.as_str());
    assert_eq!(value("Amount"), 1500);
    assert_eq!(
        sim.sim
            .simulator()
            .payouts()
            .iter()
            .filter(|p| p.status == "completed")
            .count(),
        1
    );
}
