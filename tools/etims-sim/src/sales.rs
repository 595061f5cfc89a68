//! The checks of `sendSalesTransaction` (ETIMS.md "Sales and credit notes"), as a pure function
//! of the request body: every mandatory field present (501), formats (502), the arithmetic of
//! each line and of the header (500). Sequence and duplicate checks need the stored invoices
//! and live in [`crate::simulator`].

use chrono::{NaiveDate, NaiveDateTime};
use serde_json::{Map, Value};

/// The five tax categories: A standard rate, B special rate, C zero-rated, D exempt, E
/// non-taxable.
pub const CATEGORIES: [char; 5] = ['A', 'B', 'C', 'D', 'E'];

/// Payment type codes of the code list (`pmtTyCd`).
pub const PAYMENT_TYPES: [(&str, &str); 7] = [
    ("01", "Cash"),
    ("02", "Credit"),
    ("03", "Cash/Credit"),
    ("04", "Bank check"),
    ("05", "Debit & credit card"),
    ("06", "Mobile money"),
    ("07", "Other"),
];

/// A refusal: the result code and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub code: &'static str,
    pub message: String,
}

fn refuse(code: &'static str, message: impl Into<String>) -> Refused {
    Refused {
        code,
        message: message.into(),
    }
}

/// A sale or credit note that passed every check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedSale {
    pub tin: String,
    pub bhf_id: String,
    pub invc_no: i64,
    pub org_invc_no: i64,
    /// `S` or `R`.
    pub rcpt_ty_cd: String,
    pub item_codes: Vec<String>,
    pub tot_amt_cents: i64,
}

/// The header fields every request must carry (the customer's PIN and name may be empty).
const HEADER_FIELDS: &[&str] = &[
    "tin",
    "bhfId",
    "invcNo",
    "orgInvcNo",
    "custTin",
    "custNm",
    "salesTyCd",
    "rcptTyCd",
    "pmtTyCd",
    "salesSttsCd",
    "cfmDt",
    "salesDt",
    "totItemCnt",
    "totTaxblAmt",
    "totTaxAmt",
    "totAmt",
    "itemList",
];

const ITEM_FIELDS: &[&str] = &[
    "itemSeq",
    "itemCd",
    "itemClsCd",
    "itemNm",
    "pkgUnitCd",
    "pkg",
    "qtyUnitCd",
    "qty",
    "prc",
    "splyAmt",
    "dcRt",
    "dcAmt",
    "taxTyCd",
    "taxblAmt",
    "taxAmt",
    "totAmt",
];

/// A JSON number with at most two decimals, in hundredths.
fn hundredths(value: &Value, field: &str) -> Result<i64, Refused> {
    let number = value
        .as_f64()
        .ok_or_else(|| refuse("502", format!("{field} must be a number")))?;
    let scaled = number * 100.0;
    let rounded = scaled.round();
    if (scaled - rounded).abs() > 1e-6 || !rounded.is_finite() || rounded.abs() > 1e15 {
        return Err(refuse(
            "502",
            format!("{field} must have at most two decimals"),
        ));
    }
    Ok(rounded as i64)
}

fn field<'a>(object: &'a Map<String, Value>, name: &str, at: &str) -> Result<&'a Value, Refused> {
    match object.get(name) {
        Some(Value::Null) | None => Err(refuse(
            "501",
            format!("mandatory information missing: {at}{name}"),
        )),
        Some(value) => Ok(value),
    }
}

fn text<'a>(object: &'a Map<String, Value>, name: &str, at: &str) -> Result<&'a str, Refused> {
    field(object, name, at)?
        .as_str()
        .ok_or_else(|| refuse("502", format!("{at}{name} must be a string")))
}

fn amount(object: &Map<String, Value>, name: &str, at: &str) -> Result<i64, Refused> {
    hundredths(field(object, name, at)?, &format!("{at}{name}"))
}

fn integer(object: &Map<String, Value>, name: &str, at: &str) -> Result<i64, Refused> {
    field(object, name, at)?
        .as_i64()
        .ok_or_else(|| refuse("502", format!("{at}{name} must be an integer")))
}

/// Whether `pin` is a KRA PIN: a letter, nine digits, a letter.
pub fn is_kra_pin(pin: &str) -> bool {
    let bytes = pin.as_bytes();
    bytes.len() == 11
        && bytes[0].is_ascii_uppercase()
        && bytes[10].is_ascii_uppercase()
        && bytes[1..10].iter().all(u8::is_ascii_digit)
}

/// `value * rate_bp / 10000` rounded half away from zero, in hundredths.
fn percent_of(value: i64, rate_bp: i64) -> i64 {
    let scaled = i128::from(value) * i128::from(rate_bp);
    let half = if scaled >= 0 { 5_000 } else { -5_000 };
    ((scaled + half) / 10_000) as i64
}

/// `part` as a percentage of `whole` in hundredths of a percent, rounded half-up (0 of nothing).
fn rate_of(part: i64, whole: i64) -> i64 {
    if whole <= 0 {
        return 0;
    }
    let scaled = i128::from(part) * 10_000;
    ((scaled * 2 + i128::from(whole)) / (i128::from(whole) * 2)) as i64
}

/// Checks a `sendSalesTransaction` body; `now` is Nairobi's wall clock (no date may be later).
pub fn check(body: &Value, now: NaiveDateTime) -> Result<CheckedSale, Refused> {
    let object = body
        .as_object()
        .ok_or_else(|| refuse("500", "check request body: a JSON object is expected"))?;
    for name in HEADER_FIELDS {
        field(object, name, "")?;
    }
    for category in CATEGORIES {
        for prefix in ["taxblAmt", "taxRt", "taxAmt"] {
            field(object, &format!("{prefix}{category}"), "")?;
        }
    }
    let tin = text(object, "tin", "")?.to_owned();
    let bhf_id = text(object, "bhfId", "")?.to_owned();
    let invc_no = integer(object, "invcNo", "")?;
    if invc_no < 1 {
        return Err(refuse("502", "invcNo must be a positive integer"));
    }
    let org_invc_no = integer(object, "orgInvcNo", "")?;
    let cust_tin = text(object, "custTin", "")?;
    if !cust_tin.is_empty() && !is_kra_pin(cust_tin) {
        return Err(refuse("502", "custTin is not a KRA PIN"));
    }
    text(object, "custNm", "")?;
    if text(object, "salesTyCd", "")? != "N" {
        return Err(refuse("502", "salesTyCd must be N"));
    }
    let rcpt_ty_cd = text(object, "rcptTyCd", "")?.to_owned();
    match (rcpt_ty_cd.as_str(), org_invc_no) {
        ("S", 0) => {}
        ("S", _) => {
            return Err(refuse(
                "505",
                "a sale has no original invoice (orgInvcNo 0)",
            ));
        }
        ("R", n) if n >= 1 && n < invc_no => {}
        ("R", _) => {
            return Err(refuse(
                "505",
                "a credit note names its original invoice in orgInvcNo",
            ));
        }
        _ => return Err(refuse("502", "rcptTyCd must be S or R")),
    }
    let pmt = text(object, "pmtTyCd", "")?;
    if !PAYMENT_TYPES.iter().any(|(code, _)| *code == pmt) {
        return Err(refuse("502", "pmtTyCd is not in the code list"));
    }
    if text(object, "salesSttsCd", "")? != "02" {
        return Err(refuse("502", "salesSttsCd must be 02 (approved)"));
    }
    let sales_dt = NaiveDate::parse_from_str(text(object, "salesDt", "")?, "%Y%m%d")
        .map_err(|_| refuse("502", "salesDt must be YYYYMMDD"))?;
    let cfm_dt = NaiveDateTime::parse_from_str(text(object, "cfmDt", "")?, "%Y%m%d%H%M%S")
        .map_err(|_| refuse("502", "cfmDt must be YYYYMMDDHHmmss"))?;
    if sales_dt > now.date() || cfm_dt > now + chrono::TimeDelta::minutes(1) {
        return Err(refuse("502", "salesDt and cfmDt cannot be in the future"));
    }

    let mut rates = [0i64; 5];
    for (i, category) in CATEGORIES.iter().enumerate() {
        rates[i] = amount(object, &format!("taxRt{category}"), "")?;
        if rates[i] < 0 || rates[i] > 10_000 {
            return Err(refuse("502", format!("taxRt{category} must be 0 to 100")));
        }
    }
    if rates[2..].iter().any(|&r| r != 0) {
        return Err(refuse("500", "taxRtC, taxRtD and taxRtE must be 0"));
    }

    let items = field(object, "itemList", "")?
        .as_array()
        .ok_or_else(|| refuse("502", "itemList must be a list"))?;
    if items.is_empty() {
        return Err(refuse(
            "501",
            "mandatory information missing: itemList is empty",
        ));
    }
    let mut taxable = [0i64; 5];
    let mut tax = [0i64; 5];
    let mut total = 0i64;
    let mut item_codes = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let at = format!("itemList[{i}].");
        let item = item
            .as_object()
            .ok_or_else(|| refuse("502", format!("{at} must be an object")))?;
        for name in ITEM_FIELDS {
            field(item, name, &at)?;
        }
        if integer(item, "itemSeq", &at)? != i as i64 + 1 {
            return Err(refuse("500", format!("{at}itemSeq must be {}", i + 1)));
        }
        item_codes.push(text(item, "itemCd", &at)?.to_owned());
        for name in ["itemClsCd", "itemNm", "pkgUnitCd", "qtyUnitCd"] {
            if text(item, name, &at)?.trim().is_empty() {
                return Err(refuse(
                    "501",
                    format!("mandatory information missing: {at}{name}"),
                ));
            }
        }
        let category = text(item, "taxTyCd", &at)?;
        let index = CATEGORIES
            .iter()
            .position(|c| category.len() == 1 && category.starts_with(*c))
            .ok_or_else(|| refuse("502", format!("{at}taxTyCd must be A to E")))?;
        let qty = amount(item, "qty", &at)?;
        let prc = amount(item, "prc", &at)?;
        amount(item, "pkg", &at)?;
        if qty <= 0 || prc < 0 {
            return Err(refuse(
                "502",
                format!("{at}qty must be positive and prc not negative"),
            ));
        }
        let sply = amount(item, "splyAmt", &at)?;
        let dc_rt = amount(item, "dcRt", &at)?;
        let dc = amount(item, "dcAmt", &at)?;
        let line_taxable = amount(item, "taxblAmt", &at)?;
        let line_tax = amount(item, "taxAmt", &at)?;
        let line_total = amount(item, "totAmt", &at)?;
        if sply != percent_of(qty * prc, 100) {
            return Err(refuse("500", format!("{at}splyAmt is not qty x prc")));
        }
        // The discount is its rate of the supply, or (an amount off spread over the lines) its
        // rate is the discount's share of the supply rounded to two decimals; never more than
        // the supply.
        if dc < 0 || dc > sply || (dc != percent_of(sply, dc_rt) && dc_rt != rate_of(dc, sply)) {
            return Err(refuse("500", format!("{at}dcAmt is not splyAmt x dcRt")));
        }
        if line_taxable != sply - dc {
            return Err(refuse(
                "500",
                format!("{at}taxblAmt is not splyAmt - dcAmt"),
            ));
        }
        // Within one cent of the exact tax (lines are rounded, the header is their sum).
        let exact = i128::from(line_taxable) * i128::from(rates[index]);
        if (i128::from(line_tax) * 10_000 - exact).abs() >= 10_000 {
            return Err(refuse(
                "500",
                format!("{at}taxAmt is not taxblAmt at the rate of category {category}"),
            ));
        }
        if line_total != line_taxable + line_tax {
            return Err(refuse(
                "500",
                format!("{at}totAmt is not taxblAmt + taxAmt"),
            ));
        }
        taxable[index] += line_taxable;
        tax[index] += line_tax;
        total += line_total;
    }
    for (i, category) in CATEGORIES.iter().enumerate() {
        if amount(object, &format!("taxblAmt{category}"), "")? != taxable[i]
            || amount(object, &format!("taxAmt{category}"), "")? != tax[i]
        {
            return Err(refuse(
                "500",
                format!("taxblAmt{category} and taxAmt{category} must be the sums of the lines"),
            ));
        }
    }
    let tot_taxable: i64 = taxable.iter().sum();
    let tot_tax: i64 = tax.iter().sum();
    if amount(object, "totTaxblAmt", "")? != tot_taxable
        || amount(object, "totTaxAmt", "")? != tot_tax
        || amount(object, "totAmt", "")? != total
        || total != tot_taxable + tot_tax
    {
        return Err(refuse(
            "500",
            "totTaxblAmt, totTaxAmt and totAmt must add up to the lines",
        ));
    }
    if integer(object, "totItemCnt", "")? != items.len() as i64 {
        return Err(refuse("500", "totItemCnt is not the number of lines"));
    }
    Ok(CheckedSale {
        tin,
        bhf_id,
        invc_no,
        org_invc_no,
        rcpt_ty_cd,
        item_codes,
        tot_amt_cents: total,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "tests")]

    use super::*;
    use serde_json::json;

    fn now() -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 11, 29)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap()
    }

    pub(crate) fn sale() -> Value {
        json!({
            "tin": "P051234567X", "bhfId": "00", "invcNo": 1, "orgInvcNo": 0,
            "custTin": "", "custNm": "Wanjiku", "salesTyCd": "N", "rcptTyCd": "S",
            "pmtTyCd": "06", "salesSttsCd": "02", "cfmDt": "20261129110000",
            "salesDt": "20261129", "totItemCnt": 2,
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

    #[test]
    fn a_sale_that_adds_up_passes() {
        let checked = check(&sale(), now()).unwrap();
        assert_eq!(checked.invc_no, 1);
        assert_eq!(checked.tot_amt_cents, 166_000);
        assert_eq!(checked.item_codes, ["KE2NTU0000001", "DELIVERY"]);
    }

    #[test]
    fn a_missing_tax_field_is_501() {
        let mut body = sale();
        body.as_object_mut().unwrap().remove("taxAmtD");
        assert_eq!(check(&body, now()).unwrap_err().code, "501");
        let mut body = sale();
        body["itemList"][0]
            .as_object_mut()
            .unwrap()
            .remove("taxblAmt");
        assert_eq!(check(&body, now()).unwrap_err().code, "501");
    }

    #[test]
    fn totals_that_do_not_add_up_are_500() {
        let mut body = sale();
        body["totAmt"] = json!(1660.01);
        assert_eq!(check(&body, now()).unwrap_err().code, "500");
        let mut body = sale();
        body["itemList"][0]["taxAmt"] = json!(161.0);
        body["itemList"][0]["totAmt"] = json!(1161.0);
        assert_eq!(check(&body, now()).unwrap_err().code, "500");
        let mut body = sale();
        body["taxblAmtA"] = json!(1431.02);
        assert_eq!(check(&body, now()).unwrap_err().code, "500");
    }

    #[test]
    fn a_discount_must_match_its_rate() {
        // 10% of the stool line: 100 off, taxed on 900.
        let discounted = |dc_rt: f64, dc: f64| {
            let mut body = sale();
            let item = &mut body["itemList"][0];
            item["dcRt"] = json!(dc_rt);
            item["dcAmt"] = json!(dc);
            let taxable = 1000.0 - dc;
            let tax = (taxable * 16.0).round() / 100.0;
            item["taxblAmt"] = json!(taxable);
            item["taxAmt"] = json!(tax);
            item["totAmt"] = json!(taxable + tax);
            let total_taxable = taxable + 431.03;
            let total_tax = ((tax + 68.97) * 100.0).round() / 100.0;
            body["totTaxblAmt"] = json!(total_taxable);
            body["taxblAmtA"] = json!(total_taxable);
            body["totTaxAmt"] = json!(total_tax);
            body["taxAmtA"] = json!(total_tax);
            body["totAmt"] = json!(((total_taxable + total_tax) * 100.0).round() / 100.0);
            body
        };
        assert!(check(&discounted(10.0, 100.0), now()).is_ok());
        // An amount whose rate is rounded: 33.33 off 1000 is 3.33%.
        assert!(check(&discounted(3.33, 33.33), now()).is_ok());
        assert_eq!(
            check(&discounted(10.0, 90.0), now()).unwrap_err().code,
            "500"
        );
        assert_eq!(
            check(&discounted(0.0, 100.0), now()).unwrap_err().code,
            "500"
        );
    }

    #[test]
    fn formats_are_502() {
        let mut body = sale();
        body["totAmt"] = json!(1660.001);
        assert_eq!(check(&body, now()).unwrap_err().code, "502");
        let mut body = sale();
        body["invcNo"] = json!("INV001");
        assert_eq!(check(&body, now()).unwrap_err().code, "502");
        let mut body = sale();
        body["salesDt"] = json!("20261130");
        assert_eq!(check(&body, now()).unwrap_err().code, "502");
        let mut body = sale();
        body["custTin"] = json!("A12");
        assert_eq!(check(&body, now()).unwrap_err().code, "502");
    }

    #[test]
    fn a_credit_note_names_its_original() {
        let mut body = sale();
        body["rcptTyCd"] = json!("R");
        body["invcNo"] = json!(2);
        assert_eq!(check(&body, now()).unwrap_err().code, "505");
        body["orgInvcNo"] = json!(1);
        assert_eq!(check(&body, now()).unwrap().org_invc_no, 1);
    }

    #[test]
    fn pins() {
        assert!(is_kra_pin("P051234567X"));
        assert!(!is_kra_pin("p051234567X"));
        assert!(!is_kra_pin("P05123456X"));
    }
}
