//! The callback Daraja POSTs to `CallBackURL` once the payer has answered (MPESA.md,
//! "Callback"), retried with backoff while the receiver answers other than 200.

use chrono::Utc;
use serde_json::{Value, json};

use crate::received::CallbackAttempt;
use crate::simulator::{Payment, Simulator};

/// The body exactly as Safaricom sends it: `ResultCode` a number, `CallbackMetadata` only on
/// success, `TransactionDate` and `PhoneNumber` as numbers, `Balance` sometimes absent.
pub(crate) fn body(payment: &Payment) -> Value {
    let mut callback = json!({
        "MerchantRequestID": payment.merchant_request_id,
        "CheckoutRequestID": payment.checkout_request_id,
        "ResultCode": payment.outcome.result_code(),
        "ResultDesc": payment.outcome.result_desc(),
    });
    if payment.outcome.is_success() {
        let mut items = vec![
            json!({"Name": "Amount", "Value": payment.amount.shillings()}),
            json!({"Name": "MpesaReceiptNumber", "Value": payment.receipt_number}),
        ];
        if payment.with_balance {
            items.push(json!({"Name": "Balance"}));
        }
        items.push(json!({"Name": "TransactionDate", "Value": payment.transaction_date}));
        items.push(json!({"Name": "PhoneNumber", "Value": payment.phone.as_number()}));
        callback["CallbackMetadata"] = json!({ "Item": items });
    }
    json!({ "Body": { "stkCallback": callback } })
}

/// Waits for the payer, then delivers; retries after `callback_retry_backoff`, doubling, at
/// most `callback_retries` times.
pub(crate) async fn deliver_with_retries(sim: Simulator, checkout_request_id: String) {
    let Some(payment) = sim.payment(&checkout_request_id) else {
        return;
    };
    tokio::time::sleep_until(payment.resolves_at).await;
    let config = sim.config();
    let mut backoff = config.callback_retry_backoff;
    for attempt in 0..=config.callback_retries {
        if let Ok(200) = send(&sim, &payment, false).await {
            return;
        }
        if attempt < config.callback_retries {
            tokio::time::sleep(backoff).await;
            backoff = backoff.saturating_mul(2);
        }
    }
    tracing::warn!(
        checkout_request_id = %payment.checkout_request_id,
        attempts = config.callback_retries + 1,
        "callback never answered 200: giving up"
    );
}

/// One POST of the callback; records the attempt. The receiver's status, or why none came.
pub(crate) async fn send(sim: &Simulator, payment: &Payment, resend: bool) -> Result<u16, String> {
    let sent_at = Utc::now();
    let result = sim
        .http()
        .post(payment.callback_url.url().clone())
        .json(&body(payment))
        .send()
        .await
        .map(|response| response.status().as_u16())
        .map_err(describe);
    match &result {
        Ok(status) => tracing::info!(
            checkout_request_id = %payment.checkout_request_id,
            status,
            resend,
            "callback sent"
        ),
        Err(error) => tracing::warn!(
            checkout_request_id = %payment.checkout_request_id,
            %error,
            resend,
            "callback not delivered"
        ),
    }
    sim.record_callback(
        payment,
        CallbackAttempt {
            sent_at,
            status: result.as_ref().ok().copied(),
            error: result.as_ref().err().cloned(),
            resend,
        },
    );
    result
}

/// The failure and its causes ("connection refused"), without the URL: its path carries the
/// receiver's secret.
fn describe(error: reqwest::Error) -> String {
    let error = error.without_url();
    let mut text = error.to_string();
    let mut source = std::error::Error::source(&error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
