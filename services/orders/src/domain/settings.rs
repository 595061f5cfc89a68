//! The shop's business settings (DECISIONS.md "Business settings"): the rates of the totals rule,
//! the contact details invoices and the footer show, and the edits of coupon campaigns. Every
//! limit and message of an update is here, checked all at once.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;

use super::campaign::Coupon;
use super::phone;
use super::totals::{BASIS_POINTS, Rates};

/// The most a delivery fee may be: KSh 100,000.
pub const MAX_DELIVERY_FEE_CENTS: i64 = 10_000_000;
/// The most the free-delivery threshold may be: KSh 100,000,000 (the dearest product's price).
pub const MAX_FREE_DELIVERY_THRESHOLD_CENTS: i64 = 10_000_000_000;
/// The most a cash-on-delivery fee may be: KSh 10,000.
pub const MAX_COD_FEE_CENTS: i64 = 1_000_000;
/// Longest shop name, phone, address and campaign description.
pub const NAME_MAX: usize = 100;
pub const PHONE_MAX: usize = 40;
pub const ADDRESS_MAX: usize = 200;
pub const DESCRIPTION_MAX: usize = 200;

/// How a KRA PIN looks.
pub const KRA_PIN_INVALID: &str =
    "KRA PIN must be a letter, 9 digits and a letter (like A123456789Z)";

/// The shop's contact details.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub address: String,
    pub kra_pin: String,
}

/// The settings row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShopSettings {
    pub rates: Rates,
    pub contact: Contact,
}

/// An admin's edit of one coupon's campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CampaignEdit {
    pub code: String,
    pub description: String,
    pub days_of_week: Vec<i16>,
    pub timezone: String,
    pub active: bool,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
}

/// Whether `text` is a KRA PIN: a letter, 9 digits, a letter (upper case).
pub fn is_kra_pin(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 11
        && b[0].is_ascii_uppercase()
        && b[10].is_ascii_uppercase()
        && b[1..10].iter().all(u8::is_ascii_digit)
}

fn money(v: &mut Violations, field: &str, label: &str, cents: i64, max: i64) {
    if cents < 0 {
        v.add(field, format!("{label} cannot be negative"));
    } else if cents > max {
        v.add(
            field,
            format!("{label} must be at most KSh {}", group_thousands(max / 100)),
        );
    }
}

/// `10000000` as `10,000,000`.
fn group_thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn text(
    v: &mut Violations,
    field: &str,
    label: &str,
    value: &str,
    max: usize,
    required: bool,
) -> String {
    let value = value.trim();
    if required && value.is_empty() {
        v.add(field, format!("{label} is required"));
    } else if value.chars().count() > max {
        v.add(field, format!("{label} must be at most {max} characters"));
    } else if shop_common::validate::has_forbidden_control(value) {
        v.add(
            field,
            shop_common::validate::control_character_message(label),
        );
    }
    value.to_owned()
}

pub(crate) fn time(
    v: &mut Violations,
    field: &str,
    label: &str,
    value: &str,
) -> Option<DateTime<Utc>> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    match DateTime::parse_from_rfc3339(value) {
        Ok(at) => Some(at.with_timezone(&Utc)),
        Err(_) => {
            v.add(field, format!("{label} must be a date and time (RFC 3339)"));
            None
        }
    }
}

/// Reads an update: every violation at once, fields named by their path in `pb::Settings`.
/// `coupons` are the stored ones: an edit must name one of them.
pub fn parse_update(
    raw: &pb::Settings,
    coupons: &[Coupon],
) -> Result<(ShopSettings, Vec<CampaignEdit>), tonic::Status> {
    let mut v = Violations::new();
    money(
        &mut v,
        "delivery_fee_cents",
        "Delivery fee",
        raw.delivery_fee_cents,
        MAX_DELIVERY_FEE_CENTS,
    );
    money(
        &mut v,
        "free_delivery_threshold_cents",
        "Free delivery threshold",
        raw.free_delivery_threshold_cents,
        MAX_FREE_DELIVERY_THRESHOLD_CENTS,
    );
    money(
        &mut v,
        "cod_fee_cents",
        "Cash on delivery fee",
        raw.cod_fee_cents,
        MAX_COD_FEE_CENTS,
    );
    if !(0..=BASIS_POINTS).contains(&i64::from(raw.vat_rate_bp)) {
        v.add("vat_rate_bp", "VAT rate must be between 0% and 100%");
    }

    let contact = raw.contact.clone().unwrap_or_default();
    let name = text(
        &mut v,
        "contact.name",
        "Shop name",
        &contact.name,
        NAME_MAX,
        true,
    );
    let phone_text = text(
        &mut v,
        "contact.phone",
        "Phone",
        &contact.phone,
        PHONE_MAX,
        true,
    );
    if !phone_text.is_empty()
        && phone_text.chars().count() <= PHONE_MAX
        && phone::digits(&phone_text).is_none()
    {
        v.add("contact.phone", "Please enter a valid phone number");
    }
    let email = contact.email.trim().to_owned();
    if email.is_empty() {
        v.add("contact.email", shop_common::validate::EMAIL_REQUIRED);
    } else if !shop_common::validate::is_email(&email) {
        v.add("contact.email", shop_common::validate::EMAIL_INVALID);
    }
    let address = text(
        &mut v,
        "contact.address",
        "Address",
        &contact.address,
        ADDRESS_MAX,
        true,
    );
    let kra_pin = contact.kra_pin.trim().to_uppercase();
    if !is_kra_pin(&kra_pin) {
        v.add("contact.kra_pin", KRA_PIN_INVALID);
    }

    let mut edits = Vec::with_capacity(raw.coupons.len());
    for (i, c) in raw.coupons.iter().enumerate() {
        let field = |name: &str| format!("coupons[{i}].{name}");
        let code = c.code.trim().to_uppercase();
        if !coupons.iter().any(|stored| stored.code == code) {
            v.add(field("code"), "No coupon has this code");
        } else if raw.coupons[..i]
            .iter()
            .any(|earlier| earlier.code.trim().eq_ignore_ascii_case(&code))
        {
            v.add(field("code"), "This coupon is listed twice");
        }
        let description = text(
            &mut v,
            &field("description"),
            "Description",
            &c.description,
            DESCRIPTION_MAX,
            false,
        );
        let mut days: Vec<i16> = Vec::new();
        for &day in &c.days_of_week {
            match i16::try_from(day) {
                Ok(day @ 1..=7) if !days.contains(&day) => days.push(day),
                Ok(1..=7) => {}
                _ => {
                    v.add(
                        field("days_of_week"),
                        "Weekdays must be from 1 (Monday) to 7 (Sunday)",
                    );
                    break;
                }
            }
        }
        days.sort_unstable();
        let timezone = c.timezone.trim().to_owned();
        if timezone.parse::<Tz>().is_err() {
            v.add(
                field("timezone"),
                "Time zone must be an IANA time zone such as Africa/Nairobi",
            );
        }
        let starts_at = time(&mut v, &field("starts_at"), "Start", &c.starts_at);
        let ends_at = time(&mut v, &field("ends_at"), "End", &c.ends_at);
        if let (Some(start), Some(end)) = (starts_at, ends_at)
            && end <= start
        {
            v.add(field("ends_at"), "The end must be after the start");
        }
        edits.push(CampaignEdit {
            code,
            description,
            days_of_week: days,
            timezone,
            active: c.active,
            starts_at,
            ends_at,
        });
    }
    v.finish()?;
    Ok((
        ShopSettings {
            rates: Rates {
                delivery_fee_cents: raw.delivery_fee_cents,
                free_delivery_threshold_cents: raw.free_delivery_threshold_cents,
                cod_fee_cents: raw.cod_fee_cents,
                vat_rate_bp: raw.vat_rate_bp,
                // The caller fills in the current value when the update leaves it out.
                prices_include_vat: raw.prices_include_vat.unwrap_or(true),
            },
            contact: Contact {
                name,
                phone: phone_text,
                email: shop_common::validate::normalise_email(&email),
                address,
                kra_pin,
            },
        },
        edits,
    ))
}

#[cfg(test)]
mod tests {
    use shop_common::errors::Refusal;

    use super::*;

    fn freeship() -> Coupon {
        Coupon {
            code: "FREESHIP".to_owned(),
            description: "Free shipping on Mondays".to_owned(),
            kind: crate::domain::campaign::Kind::FreeShipping,
            days_of_week: vec![1],
            timezone: "Africa/Nairobi".to_owned(),
            active: true,
            starts_at: None,
            ends_at: None,
            min_subtotal_cents: 0,
            usage_limit: None,
            per_customer_limit: None,
        }
    }

    fn valid() -> pb::Settings {
        pb::Settings {
            delivery_fee_cents: 50_000,
            free_delivery_threshold_cents: 5_000_000,
            cod_fee_cents: 10_000,
            vat_rate_bp: 1600,
            contact: Some(pb::ShopContact {
                name: "Samani Furniture".to_owned(),
                phone: "+254 712 345 678".to_owned(),
                email: "Sales@Samanifurniture.co.ke".to_owned(),
                address: "Ngong Road, Nairobi".to_owned(),
                kra_pin: "p051234567q".to_owned(),
            }),
            coupons: vec![pb::CouponCampaign {
                code: "freeship".to_owned(),
                description: "Free delivery on Mondays".to_owned(),
                free_shipping: true,
                days_of_week: vec![5, 1, 1],
                timezone: "Africa/Nairobi".to_owned(),
                active: true,
                starts_at: "2026-12-01T00:00:00+03:00".to_owned(),
                ends_at: String::new(),
            }],
            updated_at: String::new(),
            prices_include_vat: Some(false),
        }
    }

    #[test]
    fn a_valid_update_is_read_normalised() {
        let (settings, edits) = parse_update(&valid(), &[freeship()]).unwrap();
        assert_eq!(settings.rates.vat_rate_bp, 1600);
        assert!(!settings.rates.prices_include_vat);
        assert_eq!(settings.contact.email, "sales@samanifurniture.co.ke");
        assert_eq!(settings.contact.kra_pin, "P051234567Q");
        assert_eq!(edits[0].code, "FREESHIP");
        assert_eq!(edits[0].days_of_week, [1, 5]);
        assert_eq!(
            edits[0].starts_at.unwrap().to_rfc3339(),
            "2026-11-30T21:00:00+00:00"
        );
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let mut raw = valid();
        raw.delivery_fee_cents = -1;
        raw.free_delivery_threshold_cents = MAX_FREE_DELIVERY_THRESHOLD_CENTS + 1;
        raw.cod_fee_cents = MAX_COD_FEE_CENTS + 1;
        raw.vat_rate_bp = 10_001;
        raw.contact = Some(pb::ShopContact {
            name: " ".to_owned(),
            phone: "call us".to_owned(),
            email: "sales@".to_owned(),
            address: "x".repeat(ADDRESS_MAX + 1),
            kra_pin: "A12345678Z".to_owned(),
        });
        raw.coupons[0].code = "SAVE10".to_owned();
        raw.coupons[0].days_of_week = vec![0, 8];
        raw.coupons[0].timezone = "Mars/Olympus".to_owned();
        raw.coupons[0].starts_at = "2026-12-02T00:00:00Z".to_owned();
        raw.coupons[0].ends_at = "2026-12-01T00:00:00Z".to_owned();
        let status = parse_update(&raw, &[freeship()]).unwrap_err();
        let refusal = Refusal::read(&status);
        let fields: Vec<&str> = refusal.fields.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "delivery_fee_cents",
                "free_delivery_threshold_cents",
                "cod_fee_cents",
                "vat_rate_bp",
                "contact.name",
                "contact.phone",
                "contact.email",
                "contact.address",
                "contact.kra_pin",
                "coupons[0].code",
                "coupons[0].days_of_week",
                "coupons[0].timezone",
                "coupons[0].ends_at",
            ]
        );
        let message = |field: &str| {
            refusal
                .fields
                .iter()
                .find(|(f, _)| f == field)
                .map(|(_, m)| m.clone())
                .unwrap()
        };
        assert_eq!(
            message("delivery_fee_cents"),
            "Delivery fee cannot be negative"
        );
        assert_eq!(
            message("cod_fee_cents"),
            "Cash on delivery fee must be at most KSh 10,000"
        );
        assert_eq!(
            message("vat_rate_bp"),
            "VAT rate must be between 0% and 100%"
        );
        assert_eq!(message("contact.kra_pin"), KRA_PIN_INVALID);
    }

    #[test]
    fn boundaries_are_accepted() {
        let mut raw = valid();
        raw.delivery_fee_cents = 0;
        raw.free_delivery_threshold_cents = MAX_FREE_DELIVERY_THRESHOLD_CENTS;
        raw.cod_fee_cents = MAX_COD_FEE_CENTS;
        raw.vat_rate_bp = 10_000;
        raw.coupons[0].days_of_week.clear();
        assert!(parse_update(&raw, &[freeship()]).is_ok());
        raw.vat_rate_bp = 0;
        raw.coupons.clear();
        assert!(parse_update(&raw, &[]).is_ok());
    }

    #[test]
    fn kra_pins() {
        assert!(is_kra_pin("A123456789Z"));
        assert!(is_kra_pin("P000000000X"));
        for bad in [
            "",
            "A123456789",
            "1123456789Z",
            "A12345678ZZ",
            "a123456789z",
        ] {
            assert!(!is_kra_pin(bad), "{bad}");
        }
    }
}
