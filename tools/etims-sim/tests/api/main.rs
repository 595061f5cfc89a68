//! The simulator over HTTP, as the orders service uses it: token, initialisation, items, sales
//! with the sequence and duplicate checks, credit notes, and the faults tests ask for.

#![recursion_limit = "256"]
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::time::Duration;

use etims_sim::{Config, Faults, RunningSim};
use serde_json::{Value, json};

const TIN: &str = "P051234567X";

struct Client {
    sim: RunningSim,
    http: reqwest::Client,
    token: String,
    key: String,
}

async fn token(sim: &RunningSim, http: &reqwest::Client) -> reqwest::Response {
    let config = Config::default();
    http.get(format!("{}?grant_type=client_credentials", sim.token_url()))
        .basic_auth(config.consumer_key, Some(config.consumer_secret))
        .send()
        .await
        .unwrap()
}

impl Client {
    async fn start() -> Self {
        let sim = etims_sim::start(Config {
            hang: Duration::from_secs(3),
            ..Config::default()
        })
        .await
        .unwrap();
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(1))
            .build()
            .unwrap();
        let answer: Value = token(&sim, &http).await.json().await.unwrap();
        let token = answer["access_token"].as_str().unwrap().to_owned();
        let mut client = Self {
            sim,
            http,
            token,
            key: String::new(),
        };
        let init = client.init(&Config::default().device_serial).await;
        assert_eq!(init["resultCd"], "0000", "{init}");
        client.key = init["data"]["info"]["cmcKey"].as_str().unwrap().to_owned();
        for code in ["KE2NTU0000001", "DELIVERY"] {
            let saved = client
                .call(
                    "saveItem",
                    json!({"itemCd": code, "itemClsCd": "56101500", "itemNm": code,
                           "pkgUnitCd": "NT", "qtyUnitCd": "U", "taxTyCd": "A", "dftPrc": 500}),
                )
                .await
                .unwrap();
            assert_eq!(saved["resultCd"], "0000", "{saved}");
        }
        client
    }

    async fn init(&self, serial: &str) -> Value {
        self.http
            .post(format!("{}/selectInitOsdcInfo", self.sim.api_url()))
            .bearer_auth(&self.token)
            .json(&json!({"tin": TIN, "bhfId": "00", "dvcSrlNo": serial}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// The answer's JSON, or the HTTP status when it is not 200.
    async fn call(&self, path: &str, body: Value) -> Result<Value, Option<u16>> {
        let response = self
            .http
            .post(format!("{}/{path}", self.sim.api_url()))
            .bearer_auth(&self.token)
            .header("tin", TIN)
            .header("bhfId", "00")
            .header("cmcKey", &self.key)
            .json(&body)
            .send()
            .await
            .map_err(|_| None)?;
        if response.status() != 200 {
            return Err(Some(response.status().as_u16()));
        }
        Ok(response.json().await.unwrap())
    }
}

fn nairobi_now() -> chrono::NaiveDateTime {
    shop_common::nairobi::local(chrono::Utc::now()).naive_local()
}

/// A sale of KSh 1,660 (a stool at 1,000 + 16% and delivery 500 with its VAT inside).
fn sale(invc_no: i64) -> Value {
    let now = nairobi_now();
    json!({
        "tin": TIN, "bhfId": "00", "invcNo": invc_no, "orgInvcNo": 0,
        "custTin": "", "custNm": "Wanjiku", "salesTyCd": "N", "rcptTyCd": "S",
        "pmtTyCd": "06", "salesSttsCd": "02", "cfmDt": now.format("%Y%m%d%H%M%S").to_string(),
        "salesDt": now.format("%Y%m%d").to_string(), "totItemCnt": 2,
        "taxblAmtA": 1431.03, "taxRtA": 16, "taxAmtA": 228.97,
        "taxblAmtB": 0, "taxRtB": 0, "taxAmtB": 0, "taxblAmtC": 0, "taxRtC": 0, "taxAmtC": 0,
        "taxblAmtD": 0, "taxRtD": 0, "taxAmtD": 0, "taxblAmtE": 0, "taxRtE": 0, "taxAmtE": 0,
        "totTaxblAmt": 1431.03, "totTaxAmt": 228.97, "totAmt": 1660.0,
        "itemList": [
            {"itemSeq": 1, "itemCd": "KE2NTU0000001", "itemClsCd": "56101500", "itemNm": "Stool",
             "pkgUnitCd": "NT", "pkg": 1, "qtyUnitCd": "U", "qty": 2, "prc": 500.0,
             "splyAmt": 1000.0, "dcRt": 0, "dcAmt": 0, "taxTyCd": "A",
             "taxblAmt": 1000.0, "taxAmt": 160.0, "totAmt": 1160.0},
            {"itemSeq": 2, "itemCd": "DELIVERY", "itemClsCd": "78101800", "itemNm": "Delivery",
             "pkgUnitCd": "NT", "pkg": 1, "qtyUnitCd": "U", "qty": 1, "prc": 431.03,
             "splyAmt": 431.03, "dcRt": 0, "dcAmt": 0, "taxTyCd": "A",
             "taxblAmt": 431.03, "taxAmt": 68.97, "totAmt": 500.0}
        ]
    })
}

#[tokio::test]
async fn tokens_and_devices() {
    let client = Client::start().await;
    // Wrong consumer secret.
    let bad = client
        .http
        .get(format!(
            "{}?grant_type=client_credentials",
            client.sim.token_url()
        ))
        .basic_auth("sim-etims-key", Some("wrong"))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 401);
    // Another serial is not a valid device.
    let other = client.init("SOMEOTHER01").await;
    assert_eq!(other["resultCd"], "901");
    assert_eq!(other["resultMsg"], "It is not valid device");
    // The lists, with lastReqDt checked.
    let stamp = nairobi_now().format("%Y%m%d%H%M%S").to_string();
    let codes = client
        .call("selectCodeList", json!({"lastReqDt": stamp}))
        .await
        .unwrap();
    assert_eq!(codes["resultCd"], "0000");
    assert!(codes["data"]["clsList"].as_array().unwrap().len() >= 5);
    let classes = client
        .call("selectItemClass", json!({"lastReqDt": stamp}))
        .await
        .unwrap();
    assert!(
        classes["data"]["itemClsList"]
            .to_string()
            .contains("56101500")
    );
    let old = client
        .call("selectCodeList", json!({"lastReqDt": "20200101000000"}))
        .await
        .unwrap();
    assert_eq!(old["resultCd"], "502");
    // Without a token: 401.
    let anonymous = client
        .http
        .post(format!("{}/selectCodeList", client.sim.api_url()))
        .json(&json!({"lastReqDt": stamp}))
        .send()
        .await
        .unwrap();
    assert_eq!(anonymous.status(), 401);
    assert_eq!(anonymous.json::<Value>().await.unwrap()["resultCd"], "401");
}

#[tokio::test]
async fn sales_go_in_sequence_and_a_duplicate_is_504() {
    let client = Client::start().await;
    let one = sale(1);
    let first = client
        .call("sendSalesTransaction", one.clone())
        .await
        .unwrap();
    assert_eq!(first["resultCd"], "0000", "{first}");
    assert_eq!(first["data"]["curRcptNo"], 1);
    assert_eq!(first["data"]["rcptSign"].as_str().unwrap().len(), 16);
    assert_eq!(first["data"]["intrlData"].as_str().unwrap().len(), 26);
    // A gap.
    let gap = client.call("sendSalesTransaction", sale(3)).await.unwrap();
    assert_eq!(gap["resultCd"], "505", "{gap}");
    // The same invoice again: a duplicate, with the original's receipt.
    let again = client
        .call("sendSalesTransaction", one.clone())
        .await
        .unwrap();
    assert_eq!(again["resultCd"], "504");
    assert_eq!(again["data"]["rcptSign"], first["data"]["rcptSign"]);
    // The number reused for another invoice.
    let mut other = one.clone();
    other["custNm"] = json!("Someone else");
    let reused = client.call("sendSalesTransaction", other).await.unwrap();
    assert_eq!(reused["resultCd"], "505", "{reused}");
    // An unregistered item.
    let mut unknown = sale(2);
    unknown["itemList"][0]["itemCd"] = json!("KE2NTU0000099");
    assert_eq!(
        client.call("sendSalesTransaction", unknown).await.unwrap()["resultCd"],
        "503"
    );
    // A missing tax field.
    let mut missing = sale(2);
    missing.as_object_mut().unwrap().remove("taxRtE");
    assert_eq!(
        client.call("sendSalesTransaction", missing).await.unwrap()["resultCd"],
        "501"
    );
    // A credit note naming the sale.
    let mut credit = sale(2);
    credit["rcptTyCd"] = json!("R");
    credit["orgInvcNo"] = json!(1);
    let credited = client.call("sendSalesTransaction", credit).await.unwrap();
    assert_eq!(credited["resultCd"], "0000", "{credited}");
    assert_eq!(credited["data"]["curRcptNo"], 1);
    assert_eq!(credited["data"]["totRcptNo"], 2);
    let recorded = client.sim.invoices();
    assert_eq!(recorded.len(), 2);
    assert_eq!(recorded[0].sends, 2);
    assert_eq!(recorded[1].org_invc_no, 1);
}

#[tokio::test]
async fn faults_tests_ask_for() {
    let mut client = Client::start().await;
    // A retry sends the very body it sent before.
    let one = sale(1);
    // 5xx for the next call only.
    client.sim.set_faults(Faults {
        fail_5xx: 1,
        ..Faults::default()
    });
    assert_eq!(
        client
            .call("sendSalesTransaction", one.clone())
            .await
            .unwrap_err(),
        Some(503)
    );
    // A timeout: recorded, not answered in time; the retry of the same number is a duplicate.
    client.sim.set_faults(Faults {
        timeouts: 1,
        ..Faults::default()
    });
    assert_eq!(
        client
            .call("sendSalesTransaction", one.clone())
            .await
            .unwrap_err(),
        None
    );
    let retried = client
        .call("sendSalesTransaction", one.clone())
        .await
        .unwrap();
    assert_eq!(retried["resultCd"], "504", "{retried}");
    // Down for a while, then up.
    client.sim.set_faults(Faults {
        down_for_ms: 300,
        ..Faults::default()
    });
    assert_eq!(
        client
            .call("sendSalesTransaction", sale(2))
            .await
            .unwrap_err(),
        Some(503)
    );
    tokio::time::sleep(Duration::from_millis(350)).await;
    assert_eq!(
        client.call("sendSalesTransaction", sale(2)).await.unwrap()["resultCd"],
        "0000"
    );
    // The key refused: 902 until the device is initialised again, with a new key.
    client.sim.set_faults(Faults {
        refuse_key: true,
        ..Faults::default()
    });
    assert_eq!(
        client.call("sendSalesTransaction", sale(3)).await.unwrap()["resultCd"],
        "902"
    );
    let init = client.init(&Config::default().device_serial).await;
    let key = init["data"]["info"]["cmcKey"].as_str().unwrap().to_owned();
    assert_ne!(key, client.key);
    assert_eq!(
        client.call("sendSalesTransaction", sale(3)).await.unwrap()["resultCd"],
        "902"
    );
    client.key = key;
    assert_eq!(
        client.call("sendSalesTransaction", sale(3)).await.unwrap()["resultCd"],
        "0000"
    );
    // Slow answers.
    client.sim.set_faults(Faults {
        delay_ms: 1_500,
        ..Faults::default()
    });
    assert_eq!(
        client
            .call("sendSalesTransaction", sale(4))
            .await
            .unwrap_err(),
        None
    );
}
