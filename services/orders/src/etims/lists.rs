//! KRA's code lists (`selectCodeList`) and item classifications (`selectItemClass`), fetched at
//! the device's initialisation and daily, and kept (ETIMS.md "Items": fetch them with
//! `lastReqDt`, not in the future and at most 7 days old). The answers carry what changed
//! since `lastReqDt`, so they are merged into what is kept: code classes by `cdCls` in
//! `etims.code_lists` (`codes`), item classes by code in `etims.item_classes`; the
//! `code_lists` row of each list keeps when it was last fetched.

use std::time::Duration;

use chrono::{DateTime, SecondsFormat, TimeDelta, Utc};
use serde_json::{Value, json};
use sqlx::{PgConnection, PgPool};

use super::HEAD_OFFICE;
use super::client::Client;
use super::config::EtimsConfig;
use super::sender::{self, Failure};

/// The `code_lists` rows: the merged code classes, and the item classes' bookkeeping.
pub const CODES: &str = "codes";
pub const ITEM_CLASSES: &str = "item_classes";
/// How often the lists are fetched again.
pub const EVERY: Duration = Duration::from_secs(24 * 60 * 60);
/// The most item classes one search answers.
pub const SEARCH_LIMIT: i64 = 50;

/// How far back `lastReqDt` may reach (KRA: at most 7 days), with a margin.
fn oldest_request(now: DateTime<Utc>) -> DateTime<Utc> {
    now - TimeDelta::days(7) + TimeDelta::minutes(10)
}

/// `lastReqDt` for a list last fetched at `last`: that moment (changes since then), or the
/// oldest KRA allows when never fetched or fetched longer ago; Nairobi time.
pub fn last_request_date(last: Option<DateTime<Utc>>, now: DateTime<Utc>) -> String {
    let at = last
        .filter(|at| *at <= now)
        .map_or(oldest_request(now), |at| at.max(oldest_request(now)));
    shop_common::nairobi::local(at)
        .format("%Y%m%d%H%M%S")
        .to_string()
}

/// What one refresh stored.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Fetched {
    pub code_classes: usize,
    pub item_classes: usize,
}

/// Fetches both lists again forever: at start (the device initialised with them), then every
/// [`EVERY`]; a failure is retried after a wait doubling from the retry minimum to its maximum.
pub async fn run(pool: PgPool, config: EtimsConfig) {
    let client = match Client::new(&config) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "eTIMS code lists not fetched");
            return;
        }
    };
    let mut wait = config.retry_min;
    loop {
        match refresh(&pool, &client, &config, Utc::now()).await {
            Ok(fetched) => {
                tracing::info!(
                    code_classes = fetched.code_classes,
                    item_classes = fetched.item_classes,
                    "eTIMS code lists fetched"
                );
                wait = config.retry_min;
                tokio::time::sleep(EVERY).await;
            }
            Err(error) => {
                tracing::warn!(%error, retry_in_ms = wait.as_millis() as u64, "eTIMS code lists not fetched; retrying");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(config.retry_max);
            }
        }
    }
}

/// Fetches and keeps both lists once, initialising the device when there is none.
pub async fn refresh(
    pool: &PgPool,
    client: &Client,
    config: &EtimsConfig,
    now: DateTime<Utc>,
) -> Result<Fetched, Failure> {
    let mut tx = pool.begin().await?;
    let tin = crate::repo::settings::get(&mut tx).await?.0.contact.kra_pin;
    let device = sender::device(&mut tx, client, config, &tin).await?;
    tx.commit().await?;

    let mut fetched = Fetched::default();
    for (name, path) in [(CODES, "selectCodeList"), (ITEM_CLASSES, "selectItemClass")] {
        let mut tx = pool.begin().await?;
        let last: Option<DateTime<Utc>> =
            sqlx::query_scalar("SELECT fetched_at FROM etims.code_lists WHERE name = $1")
                .bind(name)
                .fetch_optional(&mut *tx)
                .await?;
        let body =
            json!({"tin": tin, "bhfId": HEAD_OFFICE, "lastReqDt": last_request_date(last, now)});
        let answer = client.call(path, Some(&device), &body).await?;
        // `001`: nothing changed since lastReqDt.
        let unchanged = answer.code == "001";
        if !(answer.is_success() || unchanged) {
            let failure = sender::refused(format!("the {path} request"), answer);
            if matches!(failure, Failure::KeyRefused) {
                sqlx::query("DELETE FROM etims.device WHERE bhf_id = $1")
                    .bind(HEAD_OFFICE)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
            }
            return Err(failure);
        }
        let data = if unchanged { Value::Null } else { answer.data };
        if name == CODES {
            fetched.code_classes = keep_codes(&mut tx, &data, now).await?;
        } else {
            fetched.item_classes = keep_item_classes(&mut tx, &data, now).await?;
        }
        tx.commit().await?;
    }
    Ok(fetched)
}

/// Merges the code classes of `data` (`clsList`) into the kept ones by `cdCls`; answers how
/// many came.
async fn keep_codes(
    conn: &mut PgConnection,
    data: &Value,
    now: DateTime<Utc>,
) -> sqlx::Result<usize> {
    let kept: Option<Value> =
        sqlx::query_scalar("SELECT data FROM etims.code_lists WHERE name = $1 FOR UPDATE")
            .bind(CODES)
            .fetch_optional(&mut *conn)
            .await?;
    let mut classes: Vec<Value> = kept
        .as_ref()
        .and_then(|k| k["clsList"].as_array().cloned())
        .unwrap_or_default();
    let new = data["clsList"].as_array().cloned().unwrap_or_default();
    for class in &new {
        let code = &class["cdCls"];
        match classes.iter_mut().find(|c| &c["cdCls"] == code) {
            Some(old) => *old = class.clone(),
            None => classes.push(class.clone()),
        }
    }
    sqlx::query(
        "INSERT INTO etims.code_lists (name, data, fetched_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET data = $2, fetched_at = $3",
    )
    .bind(CODES)
    .bind(json!({ "clsList": classes }))
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(new.len())
}

/// Upserts the item classes of `data` (`itemClsList`); answers how many came.
async fn keep_item_classes(
    conn: &mut PgConnection,
    data: &Value,
    now: DateTime<Utc>,
) -> sqlx::Result<usize> {
    let new = data["itemClsList"].as_array().cloned().unwrap_or_default();
    let mut count = 0;
    for class in &new {
        let Some(code) = class["itemClsCd"].as_str().filter(|c| !c.trim().is_empty()) else {
            continue;
        };
        let text = |name: &str| class[name].as_str().unwrap_or_default().trim().to_owned();
        let level = class["itemClsLvl"]
            .as_i64()
            .or_else(|| class["itemClsLvl"].as_str().and_then(|s| s.parse().ok()))
            .and_then(|l| i32::try_from(l).ok());
        sqlx::query(
            "INSERT INTO etims.item_classes (code, name, level, tax_ty_cd, in_use, fetched_at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (code) DO UPDATE SET name = $2, level = $3, tax_ty_cd = $4,
                 in_use = $5, fetched_at = $6",
        )
        .bind(code.trim())
        .bind(text("itemClsNm"))
        .bind(level)
        .bind(text("taxTyCd"))
        .bind(class["useYn"].as_str() != Some("N"))
        .bind(now)
        .execute(&mut *conn)
        .await?;
        count += 1;
    }
    sqlx::query(
        "INSERT INTO etims.code_lists (name, data, fetched_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET data = $2, fetched_at = $3",
    )
    .bind(ITEM_CLASSES)
    .bind(json!({ "received": count }))
    .bind(now)
    .execute(&mut *conn)
    .await?;
    Ok(count)
}

/// One kept item class.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct ItemClass {
    pub code: String,
    pub name: String,
    pub tax_ty_cd: String,
    pub in_use: bool,
}

/// The kept item classes whose name contains `search` (any case) or whose code starts with it,
/// in use first, by code; at most [`SEARCH_LIMIT`]. With when the list was last fetched.
pub async fn search(
    conn: &mut PgConnection,
    search: &str,
) -> sqlx::Result<(Vec<ItemClass>, Option<DateTime<Utc>>)> {
    let term = search.trim();
    let escaped: String = term
        .chars()
        .flat_map(|c| {
            let escape = matches!(c, '%' | '_' | '\\').then_some('\\');
            escape.into_iter().chain([c])
        })
        .collect();
    let classes = sqlx::query_as(
        "SELECT code, name, tax_ty_cd, in_use FROM etims.item_classes
         WHERE name ILIKE '%' || $1 || '%' OR code LIKE $1 || '%'
         ORDER BY in_use DESC, code LIMIT $2",
    )
    .bind(&escaped)
    .bind(SEARCH_LIMIT)
    .fetch_all(&mut *conn)
    .await?;
    let fetched_at = sqlx::query_scalar("SELECT fetched_at FROM etims.code_lists WHERE name = $1")
        .bind(ITEM_CLASSES)
        .fetch_optional(&mut *conn)
        .await?;
    Ok((classes, fetched_at))
}

/// RFC 3339 of a fetch time, empty for none.
pub fn rfc3339(at: Option<DateTime<Utc>>) -> String {
    at.map(|at| at.to_rfc3339_opts(SecondsFormat::Secs, true))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().into()
    }

    #[test]
    fn last_request_date_is_the_last_fetch_within_seven_days_in_nairobi_time() {
        let now = at("2026-11-29T09:00:00Z");
        assert_eq!(
            last_request_date(Some(at("2026-11-28T09:00:00Z")), now),
            "20261128120000"
        );
        // Never fetched, fetched too long ago, or "in the future": the oldest allowed.
        for last in [
            None,
            Some(at("2026-10-01T00:00:00Z")),
            Some(at("2026-12-01T00:00:00Z")),
        ] {
            assert_eq!(last_request_date(last, now), "20261122121000");
        }
    }
}
