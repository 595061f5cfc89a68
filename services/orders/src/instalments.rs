//! Lipa Mdogo Mdogo in the orders service (issue 24, part 7; docs/decisions.md "Lipa Mdogo
//! Mdogo"): the plan's settings, the schedule stored with an order placed on it, the plan as
//! an order shows it (balance and every payment), payments counted towards it, the rule that
//! such an order is shipped only once paid in full, and the sweeper that cancels a plan that
//! lapsed (its stock goes back; the money paid on it is listed as refunds due).
//! The rules themselves are `domain::instalments`.

use std::collections::HashMap;
use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::json;
use shop_common::audit;
use shop_common::caller::Caller;
use shop_common::errors::{ErrorCode, status};
use shop_proto::orders::v1 as pb;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::domain::OrderStatus;
use crate::domain::instalments::{self as plan, Part, PlanSettings};
use crate::error::Error;
use crate::events::CancelReason;
use crate::lifecycle;
use crate::payments::Payments;
use crate::repo;
use crate::repo::rfc3339;

/// The order-payment-event outcome of a payment counted towards a plan.
pub const COUNTED: &str = "instalment";

#[derive(sqlx::FromRow)]
struct SettingsRow {
    enabled: bool,
    deposit_percent: i32,
    instalments: i32,
    interval_days: i32,
    min_total_cents: i64,
    grace_days: i32,
    reminder_days: i32,
    updated_at: DateTime<Utc>,
}

const SELECT_SETTINGS: &str = "SELECT enabled, deposit_percent, instalments, interval_days, \
     min_total_cents, grace_days, reminder_days, updated_at FROM instalment_settings WHERE id";

fn from_row(r: SettingsRow) -> (PlanSettings, DateTime<Utc>) {
    (
        PlanSettings {
            enabled: r.enabled,
            deposit_percent: r.deposit_percent,
            instalments: r.instalments,
            interval_days: r.interval_days,
            min_total_cents: r.min_total_cents,
            grace_days: r.grace_days,
            reminder_days: r.reminder_days,
        },
        r.updated_at,
    )
}

/// The plan's settings now.
pub async fn settings(conn: &mut PgConnection) -> sqlx::Result<PlanSettings> {
    let row: SettingsRow = sqlx::query_as(SELECT_SETTINGS).fetch_one(conn).await?;
    Ok(from_row(row).0)
}

fn settings_to_pb(s: &PlanSettings, at: DateTime<Utc>) -> pb::InstalmentSettings {
    pb::InstalmentSettings {
        enabled: s.enabled,
        deposit_percent: s.deposit_percent,
        instalments: s.instalments,
        interval_days: s.interval_days,
        min_total_cents: s.min_total_cents,
        grace_days: s.grace_days,
        reminder_days: s.reminder_days,
        updated_at: rfc3339(at),
    }
}

/// GetInstalmentSettings (anyone: the checkout says what the plan is).
pub async fn get_settings(pool: &PgPool) -> Result<pb::InstalmentSettings, Error> {
    let row: SettingsRow = sqlx::query_as(SELECT_SETTINGS)
        .fetch_one(&mut *pool.acquire().await?)
        .await?;
    let (s, at) = from_row(row);
    Ok(settings_to_pb(&s, at))
}

/// UpdateInstalmentSettings (admins): every limit checked at once, saved with its audit row in
/// one transaction. Orders already placed keep their schedule.
pub async fn update_settings(
    pool: &PgPool,
    caller: &Caller,
    raw: pb::InstalmentSettings,
) -> Result<pb::InstalmentSettings, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let after = PlanSettings {
        enabled: raw.enabled,
        deposit_percent: raw.deposit_percent,
        instalments: raw.instalments,
        interval_days: raw.interval_days,
        min_total_cents: raw.min_total_cents,
        grace_days: raw.grace_days,
        reminder_days: raw.reminder_days,
    };
    let invalid = after.check();
    if !invalid.is_empty() {
        let mut v = shop_common::errors::Violations::new();
        for i in invalid {
            v.add(i.field, i.message);
        }
        v.finish()?;
    }
    let mut tx = pool.begin().await?;
    let row: SettingsRow =
        sqlx::query_as(sqlx::AssertSqlSafe(format!("{SELECT_SETTINGS} FOR UPDATE")))
            .fetch_one(&mut *tx)
            .await?;
    let (before, before_at) = from_row(row);
    let updated_at: DateTime<Utc> = sqlx::query_scalar(
        "UPDATE instalment_settings SET enabled = $1, deposit_percent = $2, instalments = $3, \
         interval_days = $4, min_total_cents = $5, grace_days = $6, reminder_days = $7, \
         updated_by = $8, updated_at = now() WHERE id RETURNING updated_at",
    )
    .bind(after.enabled)
    .bind(after.deposit_percent)
    .bind(after.instalments)
    .bind(after.interval_days)
    .bind(after.min_total_cents)
    .bind(after.grace_days)
    .bind(after.reminder_days)
    .bind(&actor)
    .fetch_one(&mut *tx)
    .await?;
    let as_json = |s: &PlanSettings| {
        json!({
            "enabled": s.enabled,
            "deposit_percent": s.deposit_percent,
            "instalments": s.instalments,
            "interval_days": s.interval_days,
            "min_total_cents": s.min_total_cents,
            "grace_days": s.grace_days,
            "reminder_days": s.reminder_days,
        })
    };
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id: &actor,
            kind: audit::SETTINGS_UPDATE,
            target: "instalment_settings",
            summary: "Lipa Mdogo Mdogo settings updated",
            before: Some(as_json(&before)),
            after: Some(as_json(&after)),
        },
    )
    .await?;
    tx.commit().await?;
    let _ = before_at;
    tracing::info!(%actor, "Lipa Mdogo Mdogo settings updated");
    Ok(settings_to_pb(&after, updated_at))
}

/// PreviewInstalmentPlan: the schedule an order of `total_cents` placed now would have, or the
/// reason it cannot be placed on the plan (field `total`).
pub async fn preview(
    pool: &PgPool,
    total_cents: i64,
    now: DateTime<Utc>,
) -> Result<pb::InstalmentPlan, Error> {
    let s = settings(&mut *pool.acquire().await?).await?;
    if total_cents <= 0 {
        return Err(Error::invalid("total", "Invalid total amount"));
    }
    if let Some(why) = s.refuse(total_cents) {
        return Err(Error::invalid("total", why));
    }
    let today = shop_common::nairobi::today(now);
    let parts = plan::schedule(&s, total_cents, today);
    Ok(to_pb(&parts, &[], "preview", s.grace_days))
}

/// Stores the plan of order `order_id`, placed on it at `created_at` for `total_cents`, in the
/// placement's transaction.
pub async fn attach(
    tx: &mut PgConnection,
    order_id: Uuid,
    settings: &PlanSettings,
    total_cents: i64,
    created_at: DateTime<Utc>,
) -> sqlx::Result<()> {
    let parts = plan::schedule(
        settings,
        total_cents,
        shop_common::nairobi::today(created_at),
    );
    sqlx::query("UPDATE orders SET payment_plan = 'lmm', plan_grace_days = $2 WHERE id = $1")
        .bind(order_id)
        .bind(settings.grace_days)
        .execute(&mut *tx)
        .await?;
    for part in parts {
        sqlx::query(
            "INSERT INTO order_instalments (order_id, number, amount_cents, due_on) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(order_id)
        .bind(part.number)
        .bind(part.amount_cents)
        .bind(part.due_on)
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}

/// A payment counted towards a plan, as the order shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Counted {
    pub order_id: Option<Uuid>,
    pub reference: String,
    pub amount_cents: Option<i64>,
    pub received_at: DateTime<Utc>,
    pub method: String,
}

/// The plan as the order shows it; `state` as the order stands.
fn to_pb(parts: &[Part], payments: &[Counted], state: &str, grace_days: i32) -> pb::InstalmentPlan {
    let total: i64 = parts.iter().map(|p| p.amount_cents).sum();
    let paid: i64 = payments.iter().filter_map(|p| p.amount_cents).sum();
    let per_part = plan::paid_per_part(parts, paid);
    let next = plan::next_due(parts, paid);
    let state = match (state, next) {
        ("active", None) => "paid",
        (state, _) => state,
    };
    pb::InstalmentPlan {
        total_cents: total,
        paid_cents: paid,
        balance_cents: (total - paid).max(0),
        instalments: parts
            .iter()
            .zip(per_part)
            .map(|(p, paid)| pb::Instalment {
                number: p.number,
                amount_cents: p.amount_cents,
                due_on: p.due_on.to_string(),
                paid_cents: paid,
            })
            .collect(),
        payments: payments
            .iter()
            .map(|p| pb::InstalmentPayment {
                reference: p.reference.clone(),
                amount_cents: p.amount_cents.unwrap_or(0),
                paid_at: rfc3339(p.received_at),
                method: p.method.clone(),
            })
            .collect(),
        next_due_cents: next.map_or(0, |(amount, _)| amount),
        next_due_on: next.map(|(_, on)| on.to_string()).unwrap_or_default(),
        lapses_on: next
            .map(|(_, on)| plan::lapses_on(on, grace_days).to_string())
            .unwrap_or_default(),
        state: state.to_owned(),
        grace_days,
    }
}

#[derive(sqlx::FromRow)]
struct PlanOrder {
    id: Uuid,
    status: String,
    payment_status: String,
    plan_grace_days: i32,
}

#[derive(sqlx::FromRow)]
struct PartRow {
    order_id: Uuid,
    number: i32,
    amount_cents: i64,
    due_on: NaiveDate,
}

async fn parts_of(conn: &mut PgConnection, ids: &[Uuid]) -> sqlx::Result<HashMap<Uuid, Vec<Part>>> {
    let rows: Vec<PartRow> = sqlx::query_as(
        "SELECT order_id, number, amount_cents, due_on FROM order_instalments \
         WHERE order_id = ANY($1) ORDER BY order_id, number",
    )
    .bind(ids)
    .fetch_all(conn)
    .await?;
    let mut parts: HashMap<Uuid, Vec<Part>> = HashMap::new();
    for r in rows {
        parts.entry(r.order_id).or_default().push(Part {
            number: r.number,
            amount_cents: r.amount_cents,
            due_on: r.due_on,
        });
    }
    Ok(parts)
}

/// The payments counted towards the plans of `ids` (those of a plan since cancelled too), oldest
/// first.
async fn counted_of(
    conn: &mut PgConnection,
    ids: &[Uuid],
) -> sqlx::Result<HashMap<Uuid, Vec<Counted>>> {
    let rows: Vec<Counted> = sqlx::query_as(
        "SELECT order_id, reference, amount_cents, received_at, method FROM order_payment_events \
         WHERE order_id = ANY($1) AND kind = 'succeeded' \
           AND outcome IN ('instalment', 'plan_cancelled') ORDER BY id",
    )
    .bind(ids)
    .fetch_all(conn)
    .await?;
    let mut counted: HashMap<Uuid, Vec<Counted>> = HashMap::new();
    for r in rows {
        if let Some(id) = r.order_id {
            counted.entry(id).or_default().push(r);
        }
    }
    Ok(counted)
}

/// The plans of those of `ids` placed on one.
pub async fn plans_of(
    conn: &mut PgConnection,
    ids: &[Uuid],
) -> sqlx::Result<HashMap<Uuid, pb::InstalmentPlan>> {
    let orders: Vec<PlanOrder> = sqlx::query_as(
        "SELECT id, status, payment_status, plan_grace_days FROM orders \
         WHERE id = ANY($1) AND payment_plan = 'lmm'",
    )
    .bind(ids)
    .fetch_all(&mut *conn)
    .await?;
    if orders.is_empty() {
        return Ok(HashMap::new());
    }
    let ids: Vec<Uuid> = orders.iter().map(|o| o.id).collect();
    let mut parts = parts_of(conn, &ids).await?;
    let mut counted = counted_of(conn, &ids).await?;
    Ok(orders
        .into_iter()
        .map(|o| {
            let state = if o.status == "cancelled" {
                "cancelled"
            } else if o.payment_status == "Paid" {
                "paid"
            } else {
                "active"
            };
            let plan = to_pb(
                &parts.remove(&o.id).unwrap_or_default(),
                &counted.remove(&o.id).unwrap_or_default(),
                state,
                o.plan_grace_days,
            );
            (o.id, plan)
        })
        .collect())
}

/// What a plan order's payment finds: what the plan collects and what was counted before it.
pub struct Standing {
    pub plan_total_cents: i64,
    pub paid_cents: i64,
}

/// The plan of order `order_id` (locked by the caller), `None` for an order paid at once.
pub async fn standing(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<Option<Standing>> {
    let (is_plan, total): (bool, i64) = match sqlx::query_as(
        "SELECT payment_plan = 'lmm', COALESCE((SELECT sum(amount_cents) FROM order_instalments \
         WHERE order_id = $1), 0)::bigint FROM orders WHERE id = $1",
    )
    .bind(order_id)
    .fetch_optional(&mut *conn)
    .await?
    {
        Some(row) => row,
        None => return Ok(None),
    };
    if !is_plan {
        return Ok(None);
    }
    let paid: i64 = sqlx::query_scalar(
        "SELECT COALESCE(sum(amount_cents), 0)::bigint FROM order_payment_events \
         WHERE order_id = $1 AND kind = 'succeeded' AND outcome = 'instalment'",
    )
    .bind(order_id)
    .fetch_one(conn)
    .await?;
    Ok(Some(Standing {
        plan_total_cents: total,
        paid_cents: paid,
    }))
}

/// A plan order was cancelled (by its customer, an admin, or because the plan lapsed): the
/// money counted towards it is due back, listed with the other refunds due. In the
/// cancellation's transaction.
pub async fn on_cancelled(conn: &mut PgConnection, order_id: Uuid) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "UPDATE order_payment_events SET outcome = 'plan_cancelled', \
         detail = 'paid on a Lipa Mdogo Mdogo plan that was cancelled: refund due' \
         WHERE order_id = $1 AND kind = 'succeeded' AND outcome = 'instalment'",
    )
    .bind(order_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// The message of a plan order that is not paid in full and may not be shipped or delivered.
pub fn not_paid_message(standing: &Standing) -> String {
    format!(
        "This Lipa Mdogo Mdogo order is not paid in full: {} of {} is still due. It can be \
         shipped or delivered once it is paid in full",
        plan::ksh((standing.plan_total_cents - standing.paid_cents).max(0)),
        plan::ksh(standing.plan_total_cents)
    )
}

/// The server's rule: a plan order goes out (shipped, delivered) only once paid in full.
pub async fn check_may_go_out(
    conn: &mut PgConnection,
    order_id: Uuid,
    to: OrderStatus,
) -> Result<(), Error> {
    if !matches!(to, OrderStatus::Shipped | OrderStatus::Delivered) {
        return Ok(());
    }
    let payment_status: Option<String> =
        sqlx::query_scalar("SELECT payment_status FROM orders WHERE id = $1")
            .bind(order_id)
            .fetch_optional(&mut *conn)
            .await?;
    if payment_status.as_deref() == Some("Paid") {
        return Ok(());
    }
    match standing(conn, order_id).await? {
        Some(standing) => Err(Error::Refused(status(
            ErrorCode::NotPaidInFull,
            not_paid_message(&standing),
        ))),
        None => Ok(()),
    }
}

/// How often the plan sweeper looks.
pub const SWEEP_EVERY: Duration = Duration::from_secs(60);

/// Sweeps forever: lapsed plans cancelled. Spawn it and abort it on shutdown.
pub async fn run(pool: PgPool, payments: Payments) {
    let mut ticker = tokio::time::interval(SWEEP_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticker.tick().await;
        let today = shop_common::nairobi::today(Utc::now());
        if let Err(e) = sweep_lapsed(&pool, &payments, today).await {
            tracing::warn!(error = %e, "Lipa Mdogo Mdogo sweep failed; retrying");
        }
        if let Err(e) = remind(&pool, today).await {
            tracing::warn!(error = %e, "Lipa Mdogo Mdogo reminders failed; retrying");
        }
    }
}

/// Cancels the plan orders that lapsed by `today` (Nairobi): a part still not paid in full
/// after its due date and the grace days. Payments is asked first (ClosePayments, lapsed): a
/// prompt still pending keeps the order; once closed no payment can start. The cancellation is
/// the one every cancellation goes through (`order.cancelled` gives the stock back) and lists
/// the money paid on the plan as refunds due. How many were cancelled.
pub async fn sweep_lapsed(
    pool: &PgPool,
    payments: &Payments,
    today: NaiveDate,
) -> Result<usize, Error> {
    let candidates: Vec<Uuid> = sqlx::query_scalar(
        "SELECT o.id FROM orders o WHERE o.payment_plan = 'lmm' AND o.status = 'pending' \
           AND o.payment_status = 'Pending' AND EXISTS (SELECT 1 FROM order_instalments i \
           WHERE i.order_id = o.id AND i.due_on + o.plan_grace_days < $1) \
         ORDER BY o.created_at LIMIT 100",
    )
    .bind(today)
    .fetch_all(&mut *pool.acquire().await?)
    .await?;
    let mut cancelled = 0;
    for id in candidates {
        let mut conn = pool.acquire().await?;
        let parts = parts_of(&mut conn, &[id])
            .await?
            .remove(&id)
            .unwrap_or_default();
        let Some(standing) = standing(&mut conn, id).await? else {
            continue;
        };
        let grace: i32 = sqlx::query_scalar("SELECT plan_grace_days FROM orders WHERE id = $1")
            .bind(id)
            .fetch_one(&mut *conn)
            .await?;
        drop(conn);
        if !plan::lapsed(&parts, standing.paid_cents, today, grace) {
            continue;
        }
        match payments.close_lapsed(id).await {
            Ok(answer) if answer.closed => {}
            Ok(answer) => {
                tracing::info!(order_id = %id, payment = %answer.state, "lapsed plan not cancelled yet: a payment is pending");
                continue;
            }
            Err(status) => {
                tracing::warn!(order_id = %id, code = ?status.code(), message = status.message(), "payments could not be asked about a lapsed plan; not cancelled");
                return Ok(cancelled);
            }
        }
        let mut tx = pool.begin().await?;
        let Some(locked) = repo::orders::lock_if_unpaid(&mut tx, id).await? else {
            continue;
        };
        // A payment counted since the first look may have brought the plan up to date.
        let paid = standing_paid(&mut tx, id).await?;
        if !plan::lapsed(&parts, paid, today, grace) {
            tracing::info!(order_id = %id, "plan paid up meanwhile; not cancelled");
            continue;
        }
        lifecycle::transition(
            &mut tx,
            &locked,
            OrderStatus::Pending,
            OrderStatus::Cancelled,
            CancelReason::Lapsed,
        )
        .await?;
        tx.commit().await?;
        tracing::info!(order_id = %id, public_id = %locked.public_id, paid_cents = paid, "Lipa Mdogo Mdogo plan lapsed: order cancelled, stock released, money paid due back");
        cancelled += 1;
    }
    Ok(cancelled)
}

async fn standing_paid(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<i64> {
    Ok(standing(conn, id).await?.map_or(0, |s| s.paid_cents))
}

/// Queues the reminders of parts due within their reminder days of `today` and not paid in
/// full: once per part, as `order.instalment_due` through the outbox (the notifications email
/// and text it). How many.
pub async fn remind(pool: &PgPool, today: NaiveDate) -> Result<usize, Error> {
    let reminder_days = settings(&mut *pool.acquire().await?).await?.reminder_days;
    let due: Vec<(Uuid, i32)> = sqlx::query_as(
        "SELECT i.order_id, i.number FROM order_instalments i JOIN orders o ON o.id = i.order_id \
         WHERE i.reminded_at IS NULL AND i.number > 0 AND o.payment_plan = 'lmm' \
           AND o.status = 'pending' AND o.payment_status = 'Pending' \
           AND i.due_on >= $1 AND i.due_on <= $1 + $2::int LIMIT 200",
    )
    .bind(today)
    .bind(reminder_days)
    .fetch_all(&mut *pool.acquire().await?)
    .await?;
    let mut sent = 0;
    for (order_id, number) in due {
        let mut tx = pool.begin().await?;
        let Some(head) = repo::orders::lock_if_unpaid(&mut tx, order_id).await? else {
            continue;
        };
        let parts = parts_of(&mut tx, &[order_id])
            .await?
            .remove(&order_id)
            .unwrap_or_default();
        let paid = standing_paid(&mut tx, order_id).await?;
        let claimed = sqlx::query(
            "UPDATE order_instalments SET reminded_at = now() \
             WHERE order_id = $1 AND number = $2 AND reminded_at IS NULL",
        )
        .bind(order_id)
        .bind(number)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        let per_part = plan::paid_per_part(&parts, paid);
        let Some((part, paid_on_it)) = parts.iter().zip(per_part).find(|(p, _)| p.number == number)
        else {
            continue;
        };
        if claimed == 1 && paid_on_it < part.amount_cents {
            crate::events::instalment_due(
                &mut tx,
                &crate::events::OrderIds {
                    order_id: &order_id.to_string(),
                    public_id: &head.public_id,
                    user_id: &head.user_id,
                },
                part.amount_cents - paid_on_it,
                &part.due_on.to_string(),
                (parts.iter().map(|p| p.amount_cents).sum::<i64>() - paid).max(0),
            )
            .await?;
            sent += 1;
        }
        tx.commit().await?;
    }
    Ok(sent)
}
