//! The simulator's state: tokens, initialised devices and their communication keys, registered
//! items, recorded sales and credit notes with their receipts, and the faults tests ask for.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::Utc;
use serde::Serialize;
use serde_json::{Value, json};
use tokio::time::Instant;

use crate::config::Config;
use crate::sales::{self, Refused};

/// The shared state behind every route; cheap to clone.
#[derive(Clone)]
pub struct Simulator {
    inner: Arc<Inner>,
}

struct Inner {
    config: Config,
    store: Mutex<Store>,
}

#[derive(Default)]
struct Store {
    tokens: HashMap<String, Instant>,
    branches: HashMap<(String, String), Branch>,
    faults: Faults,
    /// When `faults.down_for_ms` ends.
    down_until: Option<Instant>,
    next_device: u64,
}

/// One taxpayer's branch: its control unit and what it recorded.
#[derive(Default)]
struct Branch {
    sdc_id: String,
    mrc_no: String,
    cmc_key: String,
    items: BTreeMap<String, Value>,
    invoices: BTreeMap<i64, Recorded>,
    receipts_by_type: HashMap<String, i64>,
    total_receipts: i64,
}

/// A recorded sale or credit note.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recorded {
    pub tin: String,
    pub bhf_id: String,
    pub invc_no: i64,
    pub org_invc_no: i64,
    pub rcpt_ty_cd: String,
    pub tot_amt_cents: i64,
    /// How many times this invoice number was sent (the first plus duplicates answered 504).
    pub sends: u32,
    pub body: Value,
    pub receipt: Receipt,
}

/// What the control unit answers for a recorded invoice.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Receipt {
    pub sdc_id: String,
    pub mrc_no: String,
    pub cur_rcpt_no: i64,
    pub tot_rcpt_no: i64,
    pub intrl_data: String,
    pub rcpt_sign: String,
    pub sdc_date_time: String,
}

/// Faults tests ask for (`POST /simulator/faults`, [`Simulator::set_faults`]).
#[derive(Clone, Debug, Default, serde::Deserialize, Serialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Faults {
    /// Every answer waits this long first.
    pub delay_ms: u64,
    /// The next n calls answer HTTP 503 without doing anything.
    pub fail_5xx: u32,
    /// The next n sales are recorded and then not answered for [`Config::hang`]: the caller
    /// times out without knowing that KRA has the sale.
    pub timeouts: u32,
    /// From now, every call answers HTTP 503 for this many milliseconds ("KRA is down").
    pub down_for_ms: u64,
    /// The current communication keys stop working (902) until the device is initialised again.
    pub refuse_key: bool,
}

/// What a call gets when a fault applies.
pub enum Fault {
    /// HTTP 503, nothing done.
    Unavailable,
    /// Nothing done yet; hang then answer 503 after the work (for sales: recorded).
    Hang(Duration),
}

/// An answer of the API: result code, message, data.
#[derive(Debug, Clone)]
pub struct Answer {
    pub code: &'static str,
    pub message: String,
    pub data: Value,
}

impl Answer {
    pub fn ok(data: Value) -> Self {
        Self {
            code: "0000",
            message: "It is succeeded".to_owned(),
            data,
        }
    }

    pub fn refused(code: &'static str, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
            data: Value::Null,
        }
    }

    /// The JSON KRA answers: `resultCd`, `resultMsg`, `resultDt` (Nairobi), `data`.
    pub fn body(&self) -> Value {
        json!({
            "resultCd": self.code,
            "resultMsg": self.message,
            "resultDt": nairobi_stamp(),
            "data": self.data,
        })
    }
}

impl From<Refused> for Answer {
    fn from(r: Refused) -> Self {
        Self::refused(r.code, r.message)
    }
}

/// Nairobi's wall clock as `YYYYMMDDHHmmss`.
pub fn nairobi_stamp() -> String {
    shop_common::nairobi::local(Utc::now())
        .format("%Y%m%d%H%M%S")
        .to_string()
}

/// `n` random characters of `alphabet`.
fn random(n: usize, alphabet: &[u8]) -> String {
    let mut bytes = vec![0u8; n];
    if getrandom::fill(&mut bytes).is_err() {
        // No randomness: a counter-free but still unique-enough fallback for a simulator.
        let nanos = Utc::now().timestamp_nanos_opt().unwrap_or_default() as u64;
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (nanos >> ((i % 8) * 8)) as u8 ^ i as u8;
        }
    }
    bytes
        .into_iter()
        .map(|b| char::from(alphabet[usize::from(b) % alphabet.len()]))
        .collect()
}

const UPPER_DIGITS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

impl Simulator {
    pub fn new(config: Config) -> Self {
        Self {
            inner: Arc::new(Inner {
                config,
                store: Mutex::new(Store::default()),
            }),
        }
    }

    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    fn store(&self) -> MutexGuard<'_, Store> {
        self.inner
            .store
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Replaces the faults in force; `down_for_ms` counts from now.
    pub fn set_faults(&self, faults: Faults) {
        let mut store = self.store();
        store.down_until = (faults.down_for_ms > 0)
            .then(|| Instant::now() + Duration::from_millis(faults.down_for_ms));
        store.faults = faults;
    }

    pub fn faults(&self) -> Faults {
        self.store().faults.clone()
    }

    /// The delay every answer waits, and the fault (if any) this call meets. `sale` says whether
    /// the call is a sales transaction (only those time out).
    pub fn next_fault(&self, sale: bool) -> (Duration, Option<Fault>) {
        let mut store = self.store();
        let down = store.down_until.is_some_and(|until| Instant::now() < until);
        let faults = &mut store.faults;
        let delay = Duration::from_millis(faults.delay_ms);
        if down {
            return (delay, Some(Fault::Unavailable));
        }
        if faults.fail_5xx > 0 {
            faults.fail_5xx -= 1;
            return (delay, Some(Fault::Unavailable));
        }
        if sale && faults.timeouts > 0 {
            faults.timeouts -= 1;
            return (delay, Some(Fault::Hang(self.inner.config.hang)));
        }
        (delay, None)
    }

    /// A new bearer token and its lifetime.
    pub fn issue_token(&self) -> (String, Duration) {
        let token = random(
            32,
            b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
        );
        let ttl = self.inner.config.token_ttl;
        let now = Instant::now();
        let mut store = self.store();
        store.tokens.retain(|_, expires| *expires > now);
        store.tokens.insert(token.clone(), now + ttl);
        (token, ttl)
    }

    pub fn token_is_valid(&self, token: &str) -> bool {
        self.store()
            .tokens
            .get(token)
            .is_some_and(|expires| *expires > Instant::now())
    }

    /// Every issued token stops working; how many were still valid.
    pub fn expire_tokens(&self) -> usize {
        let now = Instant::now();
        let mut store = self.store();
        let valid = store.tokens.values().filter(|e| **e > now).count();
        store.tokens.clear();
        valid
    }

    /// `selectInitOsdcInfo`: the configured serial gets the branch's control unit and a
    /// communication key (a new one when the old was refused); any other serial 901.
    pub fn initialise(&self, body: &Value) -> Answer {
        let (Some(tin), Some(bhf_id), Some(serial)) = (
            body.get("tin").and_then(Value::as_str),
            body.get("bhfId").and_then(Value::as_str),
            body.get("dvcSrlNo").and_then(Value::as_str),
        ) else {
            return Answer::refused("501", "mandatory information missing: tin, bhfId, dvcSrlNo");
        };
        if !sales::is_kra_pin(tin) {
            return Answer::refused("502", "tin is not a KRA PIN");
        }
        if serial != self.inner.config.device_serial {
            return Answer::refused("901", "It is not valid device");
        }
        let mut store = self.store();
        let refused = std::mem::take(&mut store.faults.refuse_key);
        store.next_device += 1;
        let device = store.next_device;
        let branch = store
            .branches
            .entry((tin.to_owned(), bhf_id.to_owned()))
            .or_default();
        if branch.sdc_id.is_empty() {
            branch.sdc_id = format!("KRACU{:010}", 100_000 + device);
            branch.mrc_no = format!("KRAMW{:011}", 200_000 + device);
        }
        if branch.cmc_key.is_empty() || refused {
            branch.cmc_key = random(64, b"0123456789ABCDEF");
        }
        Answer::ok(json!({
            "info": {
                "tin": tin,
                "bhfId": bhf_id,
                "dvcId": serial,
                "sdcId": branch.sdc_id,
                "mrcNo": branch.mrc_no,
                "cmcKey": branch.cmc_key,
                "taxprNm": "Simulated Taxpayer",
                "bhfNm": if bhf_id == "00" { "Headquarter" } else { "Branch" },
            }
        }))
    }

    /// Checks the `tin`, `bhfId` and `cmcKey` headers of a call: 501 when missing, 902 when the
    /// key is not the branch's current one (or keys are being refused).
    pub fn authorise(
        &self,
        tin: Option<&str>,
        bhf_id: Option<&str>,
        cmc_key: Option<&str>,
    ) -> Result<(String, String), Answer> {
        let (Some(tin), Some(bhf_id), Some(key)) = (tin, bhf_id, cmc_key) else {
            return Err(Answer::refused(
                "501",
                "mandatory information missing: the tin, bhfId and cmcKey headers",
            ));
        };
        let store = self.store();
        let Some(branch) = store.branches.get(&(tin.to_owned(), bhf_id.to_owned())) else {
            return Err(Answer::refused(
                "902",
                "The device is not initialised: initialise it",
            ));
        };
        if store.faults.refuse_key || branch.cmc_key != key {
            return Err(Answer::refused(
                "902",
                "Invalid cmcKey: initialise the device again",
            ));
        }
        Ok((tin.to_owned(), bhf_id.to_owned()))
    }

    /// `saveItem`: registers (or updates) an item of the branch.
    pub fn save_item(&self, branch: &(String, String), body: &Value) -> Answer {
        for name in [
            "itemCd",
            "itemClsCd",
            "itemNm",
            "pkgUnitCd",
            "qtyUnitCd",
            "taxTyCd",
        ] {
            if body
                .get(name)
                .and_then(Value::as_str)
                .is_none_or(|v| v.trim().is_empty())
            {
                return Answer::refused("501", format!("mandatory information missing: {name}"));
            }
        }
        let class = body["itemClsCd"].as_str().unwrap_or_default();
        if !crate::lists::ITEM_CLASSES
            .iter()
            .any(|(code, _)| *code == class)
        {
            return Answer::refused("502", "itemClsCd is not in the item classification list");
        }
        if !sales::CATEGORIES
            .iter()
            .any(|c| body["taxTyCd"].as_str() == Some(c.to_string().as_str()))
        {
            return Answer::refused("502", "taxTyCd must be A to E");
        }
        let code = body["itemCd"].as_str().unwrap_or_default().to_owned();
        let mut store = self.store();
        if let Some(branch) = store.branches.get_mut(branch) {
            branch.items.insert(code, body.clone());
        }
        Answer::ok(Value::Null)
    }

    /// `sendSalesTransaction`: the checks of [`sales::check`], the branch's sequence (the next
    /// number only; a number already used: 504 with the original receipt when the body is the
    /// same, 505 otherwise), the items registered, the credit note's original recorded.
    pub fn send_sale(&self, branch_key: &(String, String), body: &Value) -> Answer {
        let now = shop_common::nairobi::local(Utc::now()).naive_local();
        let checked = match sales::check(body, now) {
            Ok(checked) => checked,
            Err(refused) => return refused.into(),
        };
        if (checked.tin.as_str(), checked.bhf_id.as_str())
            != (branch_key.0.as_str(), branch_key.1.as_str())
        {
            return Answer::refused("500", "tin and bhfId of the body differ from the headers");
        }
        let mut store = self.store();
        let Some(branch) = store.branches.get_mut(branch_key) else {
            return Answer::refused("902", "The device is not initialised: initialise it");
        };
        if let Some(recorded) = branch.invoices.get_mut(&checked.invc_no) {
            if recorded.body == *body {
                recorded.sends += 1;
                let mut answer =
                    Answer::refused("504", "Duplicate: this invoice was already recorded");
                answer.data = receipt_data(&recorded.receipt);
                return answer;
            }
            return Answer::refused(
                "505",
                format!(
                    "invcNo {} is already used by another invoice",
                    checked.invc_no
                ),
            );
        }
        let expected = branch
            .invoices
            .keys()
            .next_back()
            .map_or(1, |last| last + 1);
        if checked.invc_no != expected {
            return Answer::refused(
                "505",
                format!(
                    "invcNo {} is out of sequence: the next is {expected}",
                    checked.invc_no
                ),
            );
        }
        if let Some(unknown) = checked
            .item_codes
            .iter()
            .find(|c| !branch.items.contains_key(*c))
        {
            return Answer::refused(
                "503",
                format!("item {unknown} is not registered (saveItem)"),
            );
        }
        if checked.rcpt_ty_cd == "R" {
            match branch.invoices.get(&checked.org_invc_no) {
                Some(original) if original.rcpt_ty_cd == "S" => {
                    if checked.tot_amt_cents > original.tot_amt_cents {
                        return Answer::refused(
                            "505",
                            "a credit note exceeds its original invoice",
                        );
                    }
                }
                _ => return Answer::refused("505", "orgInvcNo names no recorded sale"),
            }
        }
        let counter = branch
            .receipts_by_type
            .entry(checked.rcpt_ty_cd.clone())
            .or_insert(0);
        *counter += 1;
        let cur_rcpt_no = *counter;
        branch.total_receipts += 1;
        let receipt = Receipt {
            sdc_id: branch.sdc_id.clone(),
            mrc_no: branch.mrc_no.clone(),
            cur_rcpt_no,
            tot_rcpt_no: branch.total_receipts,
            intrl_data: random(26, UPPER_DIGITS),
            rcpt_sign: random(16, UPPER_DIGITS),
            sdc_date_time: nairobi_stamp(),
        };
        branch.invoices.insert(
            checked.invc_no,
            Recorded {
                tin: checked.tin,
                bhf_id: checked.bhf_id,
                invc_no: checked.invc_no,
                org_invc_no: checked.org_invc_no,
                rcpt_ty_cd: checked.rcpt_ty_cd,
                tot_amt_cents: checked.tot_amt_cents,
                sends: 1,
                body: body.clone(),
                receipt: receipt.clone(),
            },
        );
        Answer::ok(receipt_data(&receipt))
    }

    /// Every recorded invoice of every branch, by branch and number.
    pub fn invoices(&self) -> Vec<Recorded> {
        let store = self.store();
        let mut all: Vec<Recorded> = store
            .branches
            .values()
            .flat_map(|b| b.invoices.values().cloned())
            .collect();
        all.sort_by(|a, b| (&a.tin, &a.bhf_id, a.invc_no).cmp(&(&b.tin, &b.bhf_id, b.invc_no)));
        all
    }

    /// The registered items' codes of every branch.
    pub fn items(&self) -> Vec<Value> {
        self.store()
            .branches
            .values()
            .flat_map(|b| b.items.values().cloned())
            .collect()
    }
}

fn receipt_data(receipt: &Receipt) -> Value {
    json!({
        "curRcptNo": receipt.cur_rcpt_no,
        "totRcptNo": receipt.tot_rcpt_no,
        "intrlData": receipt.intrl_data,
        "rcptSign": receipt.rcpt_sign,
        "sdcDateTime": receipt.sdc_date_time,
    })
}
