//! The Paybill fallback (C2B, MPESA.md "Paybill and Till payments the shopper starts"; issue 23
//! part 4): a shopper whose prompt failed pays the shop's Paybill with the order number as the
//! account. Safaricom asks our validation URL first (when it validates for the shortcode), then
//! sends the confirmation once the money moved.
//!
//! - **Validation** accepts only an account that is an open, unpaid online order's number, and
//!   only the amount that order asks for (its total rounded up to whole shillings, what the
//!   payment page shows): `C2B00012` otherwise for the account, `C2B00013` for the amount. It
//!   stores nothing but a history entry.
//! - **Confirmation** is kept once per TransID (`c2b_payments`' key: a repeat changes nothing).
//!   Under the order's payment lock (the lock starting, settling and closing a payment take),
//!   money of at least the order's amount pays the order through the same path an STK payment
//!   takes (an attempt settled as paid, `payment.succeeded` in the same transaction); anything
//!   above the amount is published as `payment.unmatched` (a refund due). A short payment, or
//!   one for an unknown, closed, cancelled, cash-on-delivery or paid order, pays nothing: it is
//!   kept and published as `payment.unmatched` for the admin's refunds due.
//! - The URLs are registered with Daraja when the service starts, retried until Daraja takes
//!   them (`DARAJA_C2B_REGISTER`).

use std::time::Duration;

use chrono::Utc;
use secrecy::ExposeSecret;
use shop_common::caller::{Caller, Role};
use shop_common::rules::daraja::MAX_CALLBACK_BODY;
use shop_proto::orders::v1 as orders_pb;
use shop_proto::payments::v1 as pb;
use uuid::Uuid;

use crate::daraja::c2b::{ACCEPTED, C2bPayment, INVALID_ACCOUNT, INVALID_AMOUNT};
use crate::domain::Method;
use crate::domain::amount::{CENTS_PER_KSH, mpesa_amount_ksh};
use crate::error::Error;
use crate::repo::{self, NewAttempt, Record};
use crate::settle::{self, Outcome};
use crate::state::{State, order_id_and_total};

/// The provider name stored with Paybill attempts.
pub const PROVIDER: &str = "daraja_c2b";
/// Longest account (BillRefNumber) looked up as an order number.
const MAX_ACCOUNT: usize = 20;
/// Who payments is when it reads an order for a Paybill payment: no shopper is signed in.
const READER: &str = "payments-c2b";

/// What a Paybill payment's account names.
#[derive(Debug)]
pub enum Target {
    /// An online order waiting for its payment.
    Open {
        order: Box<orders_pb::Order>,
        id: Uuid,
        total_cents: i64,
        /// What the order asks of M-Pesa: its total rounded up to whole shillings, in cents.
        due_cents: i64,
    },
    /// Nothing it may pay: why, and the order when the account names one.
    NotPayable {
        order: Option<(Uuid, String)>,
        why: &'static str,
    },
}

/// The order number an account names: letters and digits, upper-cased (payers type
/// `sf7k 3m9q-xa` too). `None` when nothing is left or it is too long to be one.
pub fn order_number(account: &str) -> Option<String> {
    let kept: String = account
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (!kept.is_empty() && kept.len() <= MAX_ACCOUNT && account.chars().count() <= 2 * MAX_ACCOUNT)
        .then_some(kept)
}

/// What the account names, as the orders service and payments' own books say now.
pub async fn target(state: &State, account: &str) -> Result<Target, Error> {
    let not_payable = |order: Option<&orders_pb::Order>, why| {
        Ok(Target::NotPayable {
            order: order.and_then(|o| {
                Uuid::parse_str(&o.id)
                    .ok()
                    .map(|id| (id, o.public_id.clone()))
            }),
            why,
        })
    };
    let Some(number) = order_number(account) else {
        return not_payable(None, "no order number");
    };
    let reader = Caller::user(READER, Role::Admin);
    let order = match state.orders.order(&number, &reader).await {
        Ok(order) => order,
        Err(Error::OrderNotFound) => return not_payable(None, "no such order"),
        Err(e) => return Err(e),
    };
    if order.status.eq_ignore_ascii_case("cancelled") {
        return not_payable(Some(&order), "the order is cancelled");
    }
    if order.payment_status.eq_ignore_ascii_case("paid") {
        return not_payable(Some(&order), "the order is paid already");
    }
    if order.payment_method.eq_ignore_ascii_case("cod") {
        return not_payable(Some(&order), "the order is paid on delivery");
    }
    if !order.status.eq_ignore_ascii_case("pending") {
        return not_payable(Some(&order), "the order can no longer be paid");
    }
    let (id, total_cents) = order_id_and_total(&order)?;
    let due_cents = mpesa_amount_ksh(total_cents)
        .ok_or_else(|| Error::unexpected("computing an M-Pesa amount", total_cents))?
        * CENTS_PER_KSH;
    Ok(Target::Open {
        order: Box::new(order),
        id,
        total_cents,
        due_cents,
    })
}

fn check_secret(state: &State, secret: &str) -> Result<(), Error> {
    if crate::mpesa::same_secret(secret, state.config.callback_secret.expose_secret()) {
        Ok(())
    } else {
        Err(Error::CallbackSecret)
    }
}

/// Reads the body, recording a malformed one (raw text) as `kind`.
async fn parse(
    state: &State,
    kind: &str,
    body: &[u8],
    source: Option<&str>,
) -> Result<(C2bPayment, String), Error> {
    let text = String::from_utf8_lossy(&body[..body.len().min(MAX_CALLBACK_BODY)]).into_owned();
    let parsed = if body.len() > MAX_CALLBACK_BODY {
        Err(None)
    } else {
        C2bPayment::parse(body).map_err(Some)
    };
    match parsed {
        Ok(payment) => Ok((payment, text)),
        Err(e) => {
            let detail = e.map_or_else(|| "body too large".to_owned(), |e| e.to_string());
            tracing::warn!(kind, detail, "malformed C2B call");
            repo::record(
                &mut *state.pool.acquire().await?,
                &Record {
                    kind,
                    detail: &detail,
                    body: Some(&text),
                    source_ip: source,
                    ..Record::default()
                },
            )
            .await?;
            Err(Error::MalformedC2b)
        }
    }
}

/// HandleC2bValidation.
pub async fn validate(
    state: &State,
    secret: &str,
    body: &[u8],
    source_ip: &str,
) -> Result<pb::C2bValidationResponse, Error> {
    check_secret(state, secret)?;
    let source = Some(source_ip).filter(|ip| !ip.is_empty());
    let (payment, text) = parse(state, "c2b_validation_malformed", body, source).await?;
    let (code, detail) = match target(state, &payment.bill_ref_number).await? {
        Target::Open {
            id,
            due_cents,
            ref order,
            ..
        } => {
            // Lipa Mdogo Mdogo: any whole-shilling amount up to the plan's balance.
            let plan_balance = match crate::instalments::plan_total(order) {
                Some(total) => Some(
                    total
                        - crate::instalments::paid(&mut *state.pool.acquire().await?, id, None)
                            .await?,
                ),
                None => None,
            };
            let closed = {
                let mut conn = state.pool.acquire().await?;
                repo::is_closed(&mut conn, id).await?
                    || match plan_balance {
                        Some(balance) => balance <= 0,
                        None => repo::paid_by_other(&mut conn, id, None).await?,
                    }
            };
            if closed {
                (
                    INVALID_ACCOUNT,
                    "the order is closed for payment".to_owned(),
                )
            } else if let Some(balance) = plan_balance {
                if payment.amount_cents > balance || payment.amount_cents <= 0 {
                    (
                        INVALID_AMOUNT,
                        format!(
                            "KSh {} above the plan's balance of KSh {}",
                            payment.amount_cents / CENTS_PER_KSH,
                            balance / CENTS_PER_KSH
                        ),
                    )
                } else {
                    (ACCEPTED, "accepted (instalment)".to_owned())
                }
            } else if payment.amount_cents != due_cents {
                (
                    INVALID_AMOUNT,
                    format!(
                        "KSh {} instead of KSh {}",
                        payment.amount_cents / CENTS_PER_KSH,
                        due_cents / CENTS_PER_KSH
                    ),
                )
            } else {
                (ACCEPTED, "accepted".to_owned())
            }
        }
        Target::NotPayable { why, .. } => (INVALID_ACCOUNT, why.to_owned()),
    };
    tracing::info!(trans_id = %payment.trans_id, account = %payment.bill_ref_number, amount_cents = payment.amount_cents, code, detail, "C2B validation");
    repo::record(
        &mut *state.pool.acquire().await?,
        &Record {
            kind: "c2b_validation",
            checkout_request_id: Some(&payment.trans_id),
            detail: &format!("{code}: {detail} (account {:?})", payment.bill_ref_number),
            body: Some(&text),
            source_ip: source,
            ..Record::default()
        },
    )
    .await?;
    Ok(pb::C2bValidationResponse {
        result_code: code.to_owned(),
        result_desc: if code == ACCEPTED {
            "Accepted"
        } else {
            "Rejected"
        }
        .to_owned(),
    })
}

/// HandleC2bConfirmation.
pub async fn confirm(
    state: &State,
    secret: &str,
    body: &[u8],
    source_ip: &str,
) -> Result<pb::C2bConfirmationResponse, Error> {
    check_secret(state, secret)?;
    let source = Some(source_ip).filter(|ip| !ip.is_empty());
    let (payment, text) = parse(state, "c2b_confirmation_malformed", body, source).await?;
    if repo::c2b_known(&mut *state.pool.acquire().await?, &payment.trans_id).await? {
        return duplicate(state, &payment, &text, source).await;
    }
    let target = target(state, &payment.bill_ref_number).await?;

    let mut tx = state.pool.begin().await?;
    // Payments' own books, under the order's lock: a closed order takes no money, and a paid one
    // is not paid twice.
    // Lipa Mdogo Mdogo: the plan's balance is what the order asks; less pays part of it.
    let mut plan_balance = None;
    let target = match target {
        Target::Open { id, ref order, .. } => {
            repo::lock_order(&mut tx, id).await?;
            if let Some(total) = crate::instalments::plan_total(order) {
                plan_balance = Some(total - crate::instalments::paid(&mut tx, id, None).await?);
            }
            if repo::is_closed(&mut tx, id).await? {
                Target::NotPayable {
                    order: Some((id, order.public_id.clone())),
                    why: "the order is closed for payment",
                }
            } else if match plan_balance {
                Some(balance) => balance <= 0,
                None => repo::paid_by_other(&mut tx, id, None).await?,
            } {
                Target::NotPayable {
                    order: Some((id, order.public_id.clone())),
                    why: "the order is paid already",
                }
            } else {
                match (target, plan_balance) {
                    (
                        Target::Open {
                            order,
                            id,
                            total_cents,
                            ..
                        },
                        Some(balance),
                    ) => Target::Open {
                        order,
                        id,
                        total_cents,
                        due_cents: balance,
                    },
                    (target, _) => target,
                }
            }
        }
        other => other,
    };
    let received_at = Utc::now();
    let (outcome, attempt_id, order, due_cents) = match &target {
        Target::Open {
            order,
            id,
            total_cents,
            due_cents,
        } if payment.amount_cents >= *due_cents || plan_balance.is_some() => {
            let attempt_id = Uuid::new_v4();
            repo::insert(
                &mut tx,
                &NewAttempt {
                    id: attempt_id,
                    order_id: *id,
                    public_id: &order.public_id,
                    user_id: &order.user_id,
                    method: Method::Mpesa,
                    provider: PROVIDER,
                    // An instalment counts up to the balance; the rest is due back.
                    amount_cents: match plan_balance {
                        Some(_) => payment.amount_cents.min(*due_cents),
                        None => payment.amount_cents,
                    },
                    order_total_cents: *total_cents,
                    phone: Some(&payment.msisdn),
                    card_brand: None,
                    card_last4: None,
                    paypal_email: None,
                },
            )
            .await?;
            repo::record(
                &mut tx,
                &Record {
                    attempt_id: Some(attempt_id),
                    kind: "c2b_confirmation",
                    checkout_request_id: Some(&payment.trans_id),
                    detail: &format!("Paybill KSh {}", payment.amount_cents / CENTS_PER_KSH),
                    body: Some(&text),
                    source_ip: source,
                    ..Record::default()
                },
            )
            .await?;
            repo::set_receipt(&mut tx, attempt_id, &payment.trans_id).await?;
            if plan_balance.is_some() {
                crate::instalments::mark(&mut tx, attempt_id).await?;
            }
            settle::settle_in(
                &mut tx,
                attempt_id,
                &Outcome::Paid {
                    result_code: Some(0),
                    result_desc: "Paid by Paybill".to_owned(),
                    transaction_id: None,
                },
            )
            .await?;
            let over = payment.amount_cents > *due_cents;
            (
                if over { "overpaid" } else { "paid" },
                Some(attempt_id),
                Some((*id, order.public_id.clone())),
                Some(*due_cents),
            )
        }
        Target::Open {
            order,
            id,
            due_cents,
            ..
        } => (
            "underpaid",
            None,
            Some((*id, order.public_id.clone())),
            Some(*due_cents),
        ),
        Target::NotPayable { order, .. } => ("not_payable", None, order.clone(), None),
    };
    let kept = repo::keep_c2b(
        &mut tx,
        &repo::NewC2b {
            payment: &payment,
            order: order
                .as_ref()
                .map(|(id, public_id)| (*id, public_id.as_str())),
            due_cents,
            outcome,
            attempt_id,
            body: &text,
            source_ip: source,
        },
    )
    .await?;
    if !kept {
        // The same TransID confirmed meanwhile: it decided.
        tx.rollback().await?;
        return duplicate(state, &payment, &text, source).await;
    }
    let public_id = order.as_ref().map_or("", |(_, p)| p.as_str());
    let ksh = |cents: i64| cents / CENTS_PER_KSH;
    let refund = match (outcome, due_cents) {
        ("overpaid", Some(due)) => Some((
            payment.amount_cents - due,
            format!(
                "Paybill payment {} of KSh {} for order {public_id} is KSh {} over its KSh {}: the excess is due back",
                payment.trans_id,
                ksh(payment.amount_cents),
                ksh(payment.amount_cents - due),
                ksh(due)
            ),
            "c2b-excess",
        )),
        ("underpaid", Some(due)) => Some((
            payment.amount_cents,
            format!(
                "Paybill payment {} of KSh {} for order {public_id} is short of its KSh {}: not applied, due back",
                payment.trans_id,
                ksh(payment.amount_cents),
                ksh(due)
            ),
            "c2b",
        )),
        ("not_payable", _) => Some((
            payment.amount_cents,
            format!(
                "Paybill payment {} of KSh {} for account {:?}: {}; due back",
                payment.trans_id,
                ksh(payment.amount_cents),
                payment.bill_ref_number,
                match &target {
                    Target::NotPayable { why, .. } => why,
                    Target::Open { .. } => "not payable",
                }
            ),
            "c2b",
        )),
        _ => None,
    };
    if let Some((amount_cents, reason, prefix)) = &refund {
        crate::events::c2b_refund_due(
            &mut tx,
            &crate::events::C2bRefund {
                identity: &format!("{prefix}:{}", payment.trans_id),
                trans_id: &payment.trans_id,
                payer: &payment.msisdn,
                amount_cents: *amount_cents,
                received_at,
                order: order.as_ref().map(|(id, p)| (*id, p.as_str())),
                reason,
            },
        )
        .await?;
        repo::record(
            &mut tx,
            &Record {
                attempt_id,
                kind: "refund_due",
                checkout_request_id: Some(&payment.trans_id),
                detail: reason,
                body: attempt_id.is_none().then_some(text.as_str()),
                source_ip: source,
                ..Record::default()
            },
        )
        .await?;
    }
    tx.commit().await?;
    if let Some((_, reason, _)) = &refund {
        tracing::error!(trans_id = %payment.trans_id, outcome, "{reason}");
    } else {
        tracing::info!(trans_id = %payment.trans_id, public_id, amount_cents = payment.amount_cents, "order paid by Paybill");
    }
    Ok(pb::C2bConfirmationResponse {
        outcome: outcome.to_owned(),
    })
}

async fn duplicate(
    state: &State,
    payment: &C2bPayment,
    text: &str,
    source: Option<&str>,
) -> Result<pb::C2bConfirmationResponse, Error> {
    tracing::info!(trans_id = %payment.trans_id, "C2B confirmation repeated; nothing changes");
    repo::record(
        &mut *state.pool.acquire().await?,
        &Record {
            kind: "c2b_duplicate",
            checkout_request_id: Some(&payment.trans_id),
            detail: "this TransID was confirmed before",
            body: Some(text),
            source_ip: source,
            ..Record::default()
        },
    )
    .await?;
    Ok(pb::C2bConfirmationResponse {
        outcome: "duplicate".to_owned(),
    })
}

/// Registers the validation and confirmation URLs with Daraja, retrying (5 s, doubling, at most
/// 5 minutes apart) until Daraja takes them. Spawn it and abort it on shutdown.
pub async fn register(state: State) {
    let c2b = &state.config.c2b;
    let mut wait = Duration::from_secs(5);
    loop {
        match state
            .daraja
            .register_c2b_urls(&c2b.validation_url, &c2b.confirmation_url)
            .await
        {
            Ok(description) => {
                tracing::info!(
                    shortcode = state.daraja.shortcode(),
                    description,
                    "C2B validation and confirmation URLs registered with Daraja"
                );
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, retry_in_secs = wait.as_secs(), "registering the C2B URLs with Daraja failed; retrying");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(300));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_name_order_numbers_however_typed() {
        assert_eq!(order_number("SF7K3M9QXA").as_deref(), Some("SF7K3M9QXA"));
        assert_eq!(
            order_number(" sf7k 3m9q-xa ").as_deref(),
            Some("SF7K3M9QXA")
        );
        assert_eq!(order_number("#SF7K3M9QXA").as_deref(), Some("SF7K3M9QXA"));
        assert_eq!(order_number(""), None);
        assert_eq!(order_number(" - "), None);
        assert_eq!(order_number(&"A".repeat(21)), None);
    }
}
