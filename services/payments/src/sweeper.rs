//! Settles M-Pesa prompts whose callback never came (MPESA.md: often, in the sandbox): every
//! prompt still pending `PAYMENTS_SWEEP_AFTER_SECS` after it was sent is settled by STK query,
//! through the same path as a callback. Kept callbacks are matched to their prompts first, and
//! kept paid ones that no prompt can take become refunds due ([`crate::kept`]). Prompts whose
//! push never got Daraja's answer (and for which no kept paid callback may be theirs), and
//! prompts Daraja still calls "processing" a day later, are failed.

use std::time::Duration;

use chrono::Utc;

use crate::error::Error;
use crate::mpesa;
use crate::repo::{self, Record};
use crate::settle::{self, Outcome};
use crate::state::State;

/// Prompts settled per sweep.
const BATCH: i64 = 50;
/// Daraja's prompts expire within minutes; one still "processing" after this is given up.
const GIVE_UP: chrono::Duration = chrono::Duration::days(1);

/// How often the sweeper looks: often enough that a prompt waits at most a little longer than
/// `sweep_after`, never more than every 30 s.
pub fn interval(sweep_after: Duration) -> Duration {
    (sweep_after / 4).clamp(Duration::from_millis(200), Duration::from_secs(30))
}

/// Sweeps forever. Spawn it and abort it on shutdown.
pub async fn run(state: State) {
    let mut ticker = tokio::time::interval(interval(state.config.sweep_after));
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        if let Err(e) = sweep(&state).await {
            tracing::warn!(error = %e, "payments sweep failed; retrying");
        }
    }
}

/// One sweep; how many prompts it asked Daraja about.
pub async fn sweep(state: &State) -> Result<usize, Error> {
    let now = Utc::now();
    let after = chrono::Duration::from_std(state.config.sweep_after).unwrap_or_default();
    // Callbacks kept for prompts not known when they came, first: they may settle some of the
    // prompts failed below for want of an answer.
    let adopted = crate::kept::adopt(state, None).await?;
    if adopted > 0 {
        tracing::info!(adopted, "kept Daraja callbacks matched");
    }
    // Paid callbacks no prompt could take: Daraja confirms each, then it is a refund due.
    crate::kept::settle_surplus(state).await?;
    for id in repo::unanswered_pushes(
        &mut *state.pool.acquire().await?,
        now - state.config.unanswered_push(),
        state.config.unanswered_push(),
    )
    .await?
    {
        settle::settle(
            &state.pool,
            id,
            &Outcome::Failed {
                result_code: None,
                reason: crate::error::mpesa_failed().to_owned(),
                transaction_id: None,
                publish: false,
            },
        )
        .await?;
    }
    let due = {
        let mut tx = state.pool.begin().await?;
        let due = repo::claim_for_sweep(&mut tx, now - after, now - after, BATCH).await?;
        tx.commit().await?;
        due
    };
    for attempt in &due {
        let attempt = mpesa::confirm_by_query(state, attempt).await?;
        let given_up = attempt.status() == crate::domain::AttemptStatus::Pending
            && attempt
                .pushed_at
                .is_some_and(|pushed| now - pushed > GIVE_UP);
        if given_up {
            repo::record(
                &mut *state.pool.acquire().await?,
                &Record {
                    attempt_id: Some(attempt.id),
                    kind: "expired",
                    detail: "still unsettled a day after the prompt",
                    ..Record::default()
                },
            )
            .await?;
            settle::settle(
                &state.pool,
                attempt.id,
                &Outcome::Failed {
                    result_code: Some(1019),
                    reason: crate::daraja::result_description(1019).to_owned(),
                    transaction_id: None,
                    publish: true,
                },
            )
            .await?;
        }
    }
    Ok(due.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweeps_often_enough() {
        assert_eq!(interval(Duration::from_secs(60)), Duration::from_secs(15));
        assert_eq!(interval(Duration::from_secs(600)), Duration::from_secs(30));
        assert_eq!(interval(Duration::from_secs(1)), Duration::from_millis(250));
        assert_eq!(interval(Duration::ZERO), Duration::from_millis(200));
    }
}
