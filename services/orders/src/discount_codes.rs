//! The admin's discount codes (docs/decisions.md "Discount codes (issue 23, part 6)"): listed
//! with their uses, created and edited (deactivated by an edit) in one transaction with their
//! audit row, which keeps both sides field by field.

use serde_json::{Value, json};
use shop_common::audit;
use shop_common::caller::Caller;
use shop_common::errors::{self, ErrorCode};
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;

use crate::domain::campaign::{ksh, normalise_code};
use crate::domain::discount_code;
use crate::error::Error;
use crate::repo::{self, coupons::Listed, rfc3339};

pub const CODE_TAKEN: &str = "A discount code with this code already exists";
pub const NO_SUCH_CODE: &str = "No discount code has this code";

pub fn to_pb(l: &Listed) -> pb::DiscountCode {
    let c = &l.coupon;
    pb::DiscountCode {
        code: c.code.clone(),
        description: c.description.clone(),
        kind: c.kind.as_str().to_owned(),
        percent_off: i32::from(c.kind.percent_off()),
        amount_off_cents: c.kind.amount_off_cents(),
        starts_at: c.starts_at.map(rfc3339).unwrap_or_default(),
        ends_at: c.ends_at.map(rfc3339).unwrap_or_default(),
        min_subtotal_cents: c.min_subtotal_cents,
        usage_limit: c.usage_limit.unwrap_or(0),
        per_customer_limit: c.per_customer_limit.unwrap_or(0),
        active: c.active,
        uses: l.uses,
        days_of_week: c.days_of_week.iter().map(|&d| i32::from(d)).collect(),
        created_at: rfc3339(l.created_at),
        updated_at: rfc3339(l.updated_at),
    }
}

/// ListDiscountCodes: admin only.
pub async fn list(pool: &PgPool, caller: &Caller) -> Result<pb::DiscountCodeList, Error> {
    caller.ensure_admin()?;
    let listed = repo::coupons::listed(&mut *pool.acquire().await?).await?;
    Ok(pb::DiscountCodeList {
        codes: listed.iter().map(to_pb).collect(),
    })
}

/// SaveDiscountCode: admin only; every field checked, then stored with its audit row in one
/// transaction (a refused or failed save writes nothing).
pub async fn save(
    pool: &PgPool,
    caller: &Caller,
    request: pb::SaveDiscountCodeRequest,
) -> Result<pb::DiscountCode, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let raw = request.code.unwrap_or_default();
    let mut tx = pool.begin().await?;
    let code = normalise_code(&raw.code);
    // Locked: a placement counting this code's uses waits for the edit, and the other way round.
    let stored = if request.create {
        None
    } else {
        Some(
            repo::coupons::lock(&mut tx, &code)
                .await?
                .ok_or_else(|| Error::Refused(errors::status(ErrorCode::NotFound, NO_SUCH_CODE)))?,
        )
    };
    let coupon = discount_code::parse(&raw, stored.as_ref())?;
    let before = match &stored {
        Some(_) => repo::coupons::listed_one(&mut tx, &code).await?,
        None => None,
    };
    if request.create {
        if !repo::coupons::insert(&mut tx, &coupon).await? {
            return Err(Error::Refused(errors::status(
                ErrorCode::Conflict,
                CODE_TAKEN,
            )));
        }
    } else {
        repo::coupons::update(&mut tx, &coupon).await?;
    }
    let after = repo::coupons::listed_one(&mut tx, &coupon.code)
        .await?
        .ok_or_else(|| Error::unexpected("saving a discount code", "the code is missing"))?;
    let answer = to_pb(&after);
    let before = before.as_ref().map(to_pb);
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id: &actor,
            kind: if request.create {
                audit::DISCOUNT_CODE_CREATE
            } else {
                audit::DISCOUNT_CODE_UPDATE
            },
            target: &coupon.code,
            summary: &summary(before.as_ref(), &answer),
            before: before.as_ref().map(audit_json),
            after: Some(audit_json(&answer)),
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(%actor, code = %coupon.code, create = request.create, "discount code saved");
    Ok(answer)
}

/// A code as its audit entry keeps it (cents, as stored; 0 for no limit).
fn audit_json(c: &pb::DiscountCode) -> Value {
    json!({
        "code": c.code,
        "description": c.description,
        "kind": c.kind,
        "percentOff": c.percent_off,
        "amountOffCents": c.amount_off_cents,
        "startsAt": c.starts_at,
        "endsAt": c.ends_at,
        "minSubtotalCents": c.min_subtotal_cents,
        "usageLimit": c.usage_limit,
        "perCustomerLimit": c.per_customer_limit,
        "active": c.active,
    })
}

/// What the code gives, for a person: "10% off", "KSh 500 off", "Free shipping".
pub fn offer(c: &pb::DiscountCode) -> String {
    match c.kind.as_str() {
        "percent" => format!("{}% off", c.percent_off),
        "amount" => format!("KSh {} off", ksh(c.amount_off_cents)),
        _ => "Free shipping".to_owned(),
    }
}

/// One line for the activity log: what was created, or what changed.
pub fn summary(before: Option<&pb::DiscountCode>, after: &pb::DiscountCode) -> String {
    let Some(before) = before else {
        return format!("Discount code {} created: {}", after.code, offer(after));
    };
    let mut parts = Vec::new();
    if offer(before) != offer(after) {
        parts.push(format!("{} -> {}", offer(before), offer(after)));
    }
    if before.active != after.active {
        parts.push(
            if after.active {
                "activated"
            } else {
                "deactivated"
            }
            .to_owned(),
        );
    }
    if before.min_subtotal_cents != after.min_subtotal_cents {
        parts.push(format!(
            "minimum KSh {} -> KSh {}",
            ksh(before.min_subtotal_cents),
            ksh(after.min_subtotal_cents)
        ));
    }
    let limit = |n: i32| {
        if n == 0 {
            "none".to_owned()
        } else {
            n.to_string()
        }
    };
    if before.usage_limit != after.usage_limit {
        parts.push(format!(
            "usage limit {} -> {}",
            limit(before.usage_limit),
            limit(after.usage_limit)
        ));
    }
    if before.per_customer_limit != after.per_customer_limit {
        parts.push(format!(
            "per customer {} -> {}",
            limit(before.per_customer_limit),
            limit(after.per_customer_limit)
        ));
    }
    if before.starts_at != after.starts_at || before.ends_at != after.ends_at {
        parts.push("dates".to_owned());
    }
    if before.description != after.description {
        parts.push("description".to_owned());
    }
    if parts.is_empty() {
        format!("Discount code {} saved without changes", after.code)
    } else {
        format!("Discount code {}: {}", after.code, parts.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn save10() -> pb::DiscountCode {
        pb::DiscountCode {
            code: "SAVE10".to_owned(),
            kind: "percent".to_owned(),
            percent_off: 10,
            min_subtotal_cents: 500_000,
            active: true,
            ..Default::default()
        }
    }

    #[test]
    fn summaries_say_what_changed() {
        assert_eq!(
            summary(None, &save10()),
            "Discount code SAVE10 created: 10% off"
        );
        let mut after = save10();
        after.active = false;
        after.kind = "amount".to_owned();
        after.percent_off = 0;
        after.amount_off_cents = 150_000;
        after.usage_limit = 50;
        assert_eq!(
            summary(Some(&save10()), &after),
            "Discount code SAVE10: 10% off -> KSh 1,500 off; deactivated; usage limit none -> 50"
        );
        assert_eq!(
            summary(Some(&save10()), &save10()),
            "Discount code SAVE10 saved without changes"
        );
    }
}
