//! Sends the queued invoices to KRA, strictly in number order per branch, for as long as it
//! takes: the lowest queued invoice is sent (its items registered first) under its row lock;
//! until KRA signed it nothing after it goes. A timeout or 5xx sends the same body again (a
//! `504` duplicate then carries the signature: a success); `902` initialises the device again;
//! a refusal of the body holds the queue (no number is ever skipped) and is logged as an error
//! for someone to fix. Waits double from `ETIMS_RETRY_MIN_MS` to `ETIMS_RETRY_MAX_MS` and stay
//! there; a queued invoice (NOTIFY at commit) or a 5 s poll wakes the sender when idle.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use sqlx::{PgConnection, PgPool};
use tokio::sync::Notify;

use super::client::{Answer, Client, Device, NoAnswer};
use super::config::EtimsConfig;
use super::{CHANNEL, HEAD_OFFICE};

/// What one round came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Round {
    /// An invoice was signed: look for the next at once.
    Signed(i64),
    /// Nothing queued.
    Idle,
}

/// Why a round did not sign its invoice.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    #[error(transparent)]
    NoAnswer(#[from] NoAnswer),
    #[error("KRA refused {what}: {code} {message}")]
    Refused {
        what: String,
        code: String,
        message: String,
    },
    #[error("the communication key was refused (902): initialising again")]
    KeyRefused,
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
}

/// Sends forever; spawn it and abort it on shutdown.
pub async fn run(pool: PgPool, config: EtimsConfig) {
    let client = match Client::new(&config) {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(%error, "eTIMS sender not started");
            return;
        }
    };
    let wake = Arc::new(Notify::new());
    let _listener = AbortOnDrop(tokio::spawn(listen(pool.clone(), wake.clone())));
    let mut wait = config.retry_min;
    loop {
        match round(&pool, &client, &config).await {
            Ok(Round::Signed(_)) => wait = config.retry_min,
            Ok(Round::Idle) => {
                wait = config.retry_min;
                let _ = tokio::time::timeout(Duration::from_secs(5), wake.notified()).await;
            }
            Err(Failure::KeyRefused) => {
                tracing::warn!(
                    "eTIMS communication key refused (902): initialising the device again"
                );
            }
            Err(error) => {
                match &error {
                    Failure::Refused { .. } => {
                        tracing::error!(%error, "eTIMS refused an invoice: the queue waits until it is fixed")
                    }
                    _ => {
                        tracing::warn!(%error, retry_in_ms = wait.as_millis() as u64, "eTIMS send failed; retrying")
                    }
                }
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(config.retry_max);
            }
        }
    }
}

/// Stops the listener when the sender stops (it is aborted on shutdown).
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Wakes the sender at each queued invoice's commit.
async fn listen(pool: PgPool, wake: Arc<Notify>) {
    loop {
        match shop_common::db::listener(&pool).await {
            Ok(mut listener) => {
                if listener.listen(CHANNEL).await.is_ok() {
                    while listener.recv().await.is_ok() {
                        wake.notify_one();
                    }
                }
            }
            Err(error) => tracing::debug!(%error, "eTIMS listener not connected"),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

#[derive(sqlx::FromRow)]
struct Queued {
    invc_no: i64,
    request: Value,
}

/// Sends the branch's lowest queued invoice, under its row lock (another replica's sender waits
/// for it and then finds it signed).
pub async fn round(pool: &PgPool, client: &Client, config: &EtimsConfig) -> Result<Round, Failure> {
    let mut tx = pool.begin().await?;
    let queued: Option<Queued> = sqlx::query_as(
        "SELECT invc_no, request FROM etims.invoices
         WHERE bhf_id = $1 AND status = 'queued' ORDER BY invc_no LIMIT 1 FOR UPDATE",
    )
    .bind(HEAD_OFFICE)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(queued) = queued else {
        return Ok(Round::Idle);
    };
    let result = send(&mut tx, client, config, &queued).await;
    match &result {
        Ok(()) => {}
        Err(Failure::KeyRefused) => {
            sqlx::query("DELETE FROM etims.device WHERE bhf_id = $1")
                .bind(HEAD_OFFICE)
                .execute(&mut *tx)
                .await?;
        }
        Err(error) => {
            sqlx::query(
                "UPDATE etims.invoices SET attempts = attempts + 1, last_error = $3
                 WHERE bhf_id = $1 AND invc_no = $2",
            )
            .bind(HEAD_OFFICE)
            .bind(queued.invc_no)
            .bind(error.to_string())
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await?;
    result.map(|()| Round::Signed(queued.invc_no))
}

async fn send(
    conn: &mut PgConnection,
    client: &Client,
    config: &EtimsConfig,
    queued: &Queued,
) -> Result<(), Failure> {
    let tin = queued.request["tin"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let device = device(conn, client, config, &tin).await?;
    register_items(conn, client, &device, &queued.request).await?;
    let answer = client
        .call("sendSalesTransaction", Some(&device), &queued.request)
        .await?;
    let duplicate = answer.code == "504";
    if !(answer.is_success() || duplicate) {
        return Err(refused(format!("invoice {}", queued.invc_no), answer));
    }
    let data = &answer.data;
    let receipt_no = data["curRcptNo"]
        .as_i64()
        .or_else(|| data["rcptNo"].as_i64());
    let sign = data["rcptSign"].as_str().filter(|s| !s.is_empty());
    let (Some(receipt_no), Some(sign)) = (receipt_no, sign) else {
        // A duplicate without the receipt: KRA has the sale, but nothing may be invented.
        return Err(refused(
            format!("invoice {} (no receipt in the answer)", queued.invc_no),
            answer,
        ));
    };
    let date_time = data["sdcDateTime"]
        .as_str()
        .or_else(|| data["vsdcRcptPbctDate"].as_str())
        .unwrap_or_default();
    sqlx::query(
        "UPDATE etims.invoices SET status = 'signed', sdc_id = $3, mrc_no = $4, rcpt_no = $5,
                tot_rcpt_no = $6, intrl_data = $7, rcpt_sign = $8, sdc_date_time = $9,
                signed_at = now(), last_error = ''
         WHERE bhf_id = $1 AND invc_no = $2",
    )
    .bind(HEAD_OFFICE)
    .bind(queued.invc_no)
    .bind(&device.sdc_id)
    .bind(&device.mrc_no)
    .bind(receipt_no)
    .bind(data["totRcptNo"].as_i64())
    .bind(data["intrlData"].as_str().unwrap_or_default())
    .bind(sign)
    .bind(date_time)
    .execute(&mut *conn)
    .await?;
    tracing::info!(
        invc_no = queued.invc_no,
        receipt_no,
        duplicate,
        "eTIMS invoice signed"
    );
    Ok(())
}

pub(super) fn refused(what: String, answer: Answer) -> Failure {
    if answer.code == "902" {
        return Failure::KeyRefused;
    }
    Failure::Refused {
        what,
        code: answer.code,
        message: answer.message,
    }
}

/// The branch's device, initialised (and kept) when there is none for `tin`. Holds a
/// transaction lock while it looks, so the sender and the code lists' fetch never initialise
/// at once (each would make the other's key stale).
pub(super) async fn device(
    conn: &mut PgConnection,
    client: &Client,
    config: &EtimsConfig,
    tin: &str,
) -> Result<Device, Failure> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('etims.device'))")
        .execute(&mut *conn)
        .await?;
    let kept: Option<Device> = sqlx::query_as(
        "SELECT tin, bhf_id, sdc_id, mrc_no, cmc_key FROM etims.device WHERE bhf_id = $1",
    )
    .bind(HEAD_OFFICE)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(device) = kept.filter(|d| d.tin == tin) {
        return Ok(device);
    }
    let answer = client
        .call(
            "selectInitOsdcInfo",
            None,
            &json!({"tin": tin, "bhfId": HEAD_OFFICE, "dvcSrlNo": config.device_serial}),
        )
        .await?;
    if !answer.is_success() {
        return Err(Failure::Refused {
            what: format!("the device {} (initialisation)", config.device_serial),
            code: answer.code,
            message: answer.message,
        });
    }
    let info = &answer.data["info"];
    let field = |name: &str| info[name].as_str().unwrap_or_default().to_owned();
    let device = Device {
        tin: tin.to_owned(),
        bhf_id: HEAD_OFFICE.to_owned(),
        sdc_id: field("sdcId"),
        mrc_no: field("mrcNo"),
        cmc_key: field("cmcKey"),
    };
    if device.cmc_key.is_empty() || device.sdc_id.is_empty() {
        return Err(
            NoAnswer::Unreachable("initialisation answer without cmcKey or sdcId".into()).into(),
        );
    }
    sqlx::query(
        "INSERT INTO etims.device (bhf_id, tin, dvc_srl_no, sdc_id, mrc_no, cmc_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (bhf_id) DO UPDATE SET tin = $2, dvc_srl_no = $3, sdc_id = $4, mrc_no = $5,
             cmc_key = $6, initialised_at = now()",
    )
    .bind(HEAD_OFFICE)
    .bind(&device.tin)
    .bind(&config.device_serial)
    .bind(&device.sdc_id)
    .bind(&device.mrc_no)
    .bind(&device.cmc_key)
    .execute(&mut *conn)
    .await?;
    tracing::info!(sdc_id = %device.sdc_id, mrc_no = %device.mrc_no, "eTIMS device initialised");
    Ok(device)
}

/// saveItem for each line's item not registered yet, or registered under another class than the
/// line's (the admin changed the product's class: saveItem again brings KRA's record in line),
/// before the sale is sent.
async fn register_items(
    conn: &mut PgConnection,
    client: &Client,
    device: &Device,
    request: &Value,
) -> Result<(), Failure> {
    let Some(items) = request["itemList"].as_array() else {
        return Ok(());
    };
    for item in items {
        let code = item["itemCd"].as_str().unwrap_or_default();
        let known: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM etims.items WHERE item_cd = $1 AND item_cls_cd = $2)",
        )
        .bind(code)
        .bind(item["itemClsCd"].as_str().unwrap_or_default())
        .fetch_one(&mut *conn)
        .await?;
        if known {
            continue;
        }
        let service = code.starts_with("KE3");
        let body = json!({
            "itemCd": code,
            "itemClsCd": item["itemClsCd"],
            "itemTyCd": if service { "3" } else { "2" },
            "itemNm": item["itemNm"],
            "orgnNatCd": "KE",
            "pkgUnitCd": item["pkgUnitCd"],
            "qtyUnitCd": item["qtyUnitCd"],
            "taxTyCd": item["taxTyCd"],
            "dftPrc": item["prc"],
            "isrcAplcbYn": "N",
            "useYn": "Y",
            "regrId": "shop-orders",
            "regrNm": "shop-orders",
            "modrId": "shop-orders",
            "modrNm": "shop-orders",
        });
        let answer = client.call("saveItem", Some(device), &body).await?;
        if !answer.is_success() {
            return Err(refused(format!("item {code}"), answer));
        }
        sqlx::query(
            "INSERT INTO etims.items (item_cd, item_cls_cd, item_nm) VALUES ($1, $2, $3)
             ON CONFLICT (item_cd) DO UPDATE SET item_cls_cd = EXCLUDED.item_cls_cd,
             item_nm = EXCLUDED.item_nm",
        )
        .bind(code)
        .bind(item["itemClsCd"].as_str().unwrap_or_default())
        .bind(item["itemNm"].as_str().unwrap_or_default())
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}
