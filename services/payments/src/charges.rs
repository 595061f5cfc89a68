//! Card and PayPal payments (ARCHITECTURE.md "Checkout and payment", step 2): the order's total
//! charged through the configured provider. One charge per order at a time; a declined charge
//! leaves the order payable.

use chrono::Utc;
use shop_common::caller::Caller;
use shop_proto::payments::v1 as pb;
use uuid::Uuid;

use crate::domain::card::Card;
use crate::domain::email::PaypalEmail;
use crate::domain::{Method, order_ref};
use crate::error::{Checks, Error};
use crate::provider::{Charge, Outcome as ProviderOutcome};
use crate::repo::{self, Attempt, NewAttempt, Record};
use crate::settle::{self, Outcome};
use crate::state::{State, order_id_and_total};

/// The currency of every charge.
pub const CURRENCY: &str = "KES";

/// What is being paid with.
enum Instrument {
    Card(Card),
    Paypal(PaypalEmail),
}

impl Instrument {
    /// Whether `attempt` is a charge of this instrument (what a repeated Idempotency-Key must
    /// send again): the same method and card (brand and last four digits) or PayPal account.
    fn made(&self, attempt: &repo::Attempt) -> bool {
        match self {
            Self::Card(card) => {
                attempt.method == Method::Card.as_str()
                    && attempt.card_brand.as_deref() == Some(card.number.brand().as_str())
                    && attempt.card_last4.as_deref() == Some(card.number.last4())
            }
            Self::Paypal(email) => {
                attempt.method == Method::Paypal.as_str()
                    && attempt.paypal_email.as_deref() == Some(email.as_str())
            }
        }
    }
}

/// Pay: the order's total by card or PayPal, for its owner or an admin. Every invalid field
/// is answered at once, before the order is read.
pub async fn pay(
    state: &State,
    caller: &Caller,
    request: pb::PayRequest,
) -> Result<pb::PaymentResult, Error> {
    caller.signed_in().map_err(Error::Refused)?;
    let mut checks = Checks::default();
    let method = checks.check(Method::parse_charge(&request.method));
    let order_id = checks.check(order_ref(&request.order_id));
    let instrument = match method {
        Some(Method::Card) => {
            let today = shop_common::nairobi::today(Utc::now());
            checks
                .check(Card::parse(
                    &request.card_number,
                    &request.expiry_date,
                    &request.cvv,
                    &request.card_name,
                    today,
                ))
                .map(Instrument::Card)
        }
        Some(Method::Paypal) => checks
            .check(PaypalEmail::parse(&request.paypal_email))
            .map(Instrument::Paypal),
        Some(Method::Mpesa) | None => None,
    };
    checks.finish()?;
    let (Some(method), Some(order_id), Some(instrument)) = (method, order_id, instrument) else {
        return Err(Error::unexpected(
            "checking a payment",
            "a check lost its error",
        ));
    };
    if !state.config.offers(method) {
        return Err(Error::MethodNotOffered);
    }
    charge(
        state,
        order_id,
        caller,
        &request.idempotency_key,
        instrument,
    )
    .await
}

async fn charge(
    state: &State,
    order_id: &str,
    caller: &Caller,
    idempotency_key: &str,
    instrument: Instrument,
) -> Result<pb::PaymentResult, Error> {
    let key = idempotency_key.trim();
    // A repeated call (same Idempotency-Key) answers the charge it started, even once the
    // order is paid.
    // An admin's repeated call finds the charge whoever made it; a customer's only their own.
    let payer = if caller.is_admin() {
        ""
    } else {
        caller.user_id().unwrap_or_default()
    };
    if !key.is_empty()
        && let Some(earlier) =
            repo::by_key(&mut *state.pool.acquire().await?, order_id, payer, key).await?
    {
        if !instrument.made(&earlier) {
            return Err(Error::KeyReused);
        }
        return match earlier.status() {
            crate::domain::AttemptStatus::Pending => Err(Error::InProgress),
            _ => Ok(result_of(&earlier)),
        };
    }
    let order = state.payable_order(order_id, caller).await?;
    if order.instalment_plan.is_some() {
        return Err(Error::InstalmentsByMpesa);
    }
    let (order_uuid, total_cents) = order_id_and_total(&order)?;
    let attempt_id = Uuid::new_v4();
    let (method, brand, last4, email) = match &instrument {
        Instrument::Card(card) => (
            Method::Card,
            Some(card.number.brand().as_str()),
            Some(card.number.last4()),
            None,
        ),
        Instrument::Paypal(email) => (Method::Paypal, None, None, Some(email.as_str())),
    };

    let mut tx = state.pool.begin().await?;
    crate::closing::lock_open(&mut tx, order_uuid).await?;
    if repo::charge_in_progress(&mut tx, order_uuid).await? {
        return Err(Error::InProgress);
    }
    repo::insert(
        &mut tx,
        &NewAttempt {
            id: attempt_id,
            order_id: order_uuid,
            public_id: &order.public_id,
            user_id: &order.user_id,
            method,
            provider: state.provider.name(),
            amount_cents: total_cents,
            order_total_cents: total_cents,
            phone: None,
            card_brand: brand,
            card_last4: last4,
            paypal_email: email,
        },
    )
    .await?;
    if !key.is_empty() {
        repo::set_idempotency_key(&mut tx, attempt_id, key).await?;
    }
    repo::record(
        &mut tx,
        &Record {
            attempt_id: Some(attempt_id),
            kind: "created",
            detail: &format!("{} cents by {}", total_cents, method.as_str()),
            ..Record::default()
        },
    )
    .await?;
    tx.commit().await?;

    let charge = Charge {
        attempt_id,
        amount_cents: total_cents,
        currency: CURRENCY,
        reference: &order.public_id,
    };
    let answer = match &instrument {
        Instrument::Card(card) => state.provider.charge_card(&charge, card).await,
        Instrument::Paypal(email) => state.provider.charge_paypal(&charge, email).await,
    };
    let outcome = match &answer {
        Ok(ProviderOutcome {
            approved: true,
            transaction_id,
            message,
        }) => Outcome::Paid {
            result_code: None,
            result_desc: message.clone(),
            transaction_id: Some(transaction_id.clone()),
        },
        Ok(ProviderOutcome {
            approved: false,
            transaction_id,
            message,
        }) => Outcome::Failed {
            result_code: None,
            reason: message.clone(),
            transaction_id: Some(transaction_id.clone()),
            publish: true,
        },
        Err(e) => Outcome::Failed {
            result_code: None,
            reason: e.to_string(),
            transaction_id: None,
            publish: false,
        },
    };
    let attempt = settle::settle(&state.pool, attempt_id, &outcome).await?;
    if let Err(e) = answer {
        return Err(e.into());
    }
    Ok(result_of(&attempt))
}

fn result_of(attempt: &Attempt) -> pb::PaymentResult {
    pb::PaymentResult {
        status: attempt.status().poll_word().to_owned(),
        transaction_id: attempt.transaction_id.clone().unwrap_or_default(),
        message: attempt.result_desc.clone(),
        brand: attempt.card_brand.clone().unwrap_or_default(),
        last4: attempt.card_last4.clone().unwrap_or_default(),
        amount_cents: attempt.amount_cents,
        order_id: attempt.order_id.to_string(),
        public_id: attempt.public_id.clone(),
    }
}
