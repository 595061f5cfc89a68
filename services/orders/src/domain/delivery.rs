//! Delivery and pickup by county (docs/decisions.md "Delivery and pickup by county (issue 24,
//! part 4)"): the shop's delivery zones and pickup points (business settings an admin edits),
//! the fee of each choice for an order's goods and weight, and the window it promises in
//! business days (Africa/Nairobi; Sundays and Kenyan public holidays are not business days).
//! Free of I/O; the totals rule ([`super::totals`]) is given the fee this module chose.

use chrono::{Datelike, Duration, NaiveDate, Weekday};
use serde::{Deserialize, Serialize};
use shop_common::errors::Violations;

use super::totals::{Rates, Totals};

/// Kenya's 47 counties, as the checkout's county list names them.
pub const COUNTIES: [&str; 47] = [
    "Baringo",
    "Bomet",
    "Bungoma",
    "Busia",
    "Elgeyo-Marakwet",
    "Embu",
    "Garissa",
    "Homa Bay",
    "Isiolo",
    "Kajiado",
    "Kakamega",
    "Kericho",
    "Kiambu",
    "Kilifi",
    "Kirinyaga",
    "Kisii",
    "Kisumu",
    "Kitui",
    "Kwale",
    "Laikipia",
    "Lamu",
    "Machakos",
    "Makueni",
    "Mandera",
    "Marsabit",
    "Meru",
    "Migori",
    "Mombasa",
    "Murang'a",
    "Nairobi",
    "Nakuru",
    "Nandi",
    "Narok",
    "Nyamira",
    "Nyandarua",
    "Nyeri",
    "Samburu",
    "Siaya",
    "Taita-Taveta",
    "Tana River",
    "Tharaka-Nithi",
    "Trans Nzoia",
    "Turkana",
    "Uasin Gishu",
    "Vihiga",
    "Wajir",
    "West Pokot",
];

/// Kenyan public holidays (Public Holidays Act, with the Monday after one that falls on a
/// Sunday; Eid al-Fitr as gazetted or, for years not yet gazetted, as expected). Delivery
/// windows skip them. Kept here, the one list; extend it each year.
pub const PUBLIC_HOLIDAYS: &[(i32, u32, u32)] = &[
    (2025, 1, 1),
    (2025, 3, 31),
    (2025, 4, 18),
    (2025, 4, 21),
    (2025, 5, 1),
    (2025, 6, 2),
    (2025, 10, 10),
    (2025, 10, 20),
    (2025, 12, 12),
    (2025, 12, 25),
    (2025, 12, 26),
    (2026, 1, 1),
    (2026, 3, 20),
    (2026, 4, 3),
    (2026, 4, 6),
    (2026, 5, 1),
    (2026, 6, 1),
    (2026, 10, 10),
    (2026, 10, 20),
    (2026, 12, 12),
    (2026, 12, 25),
    (2026, 12, 26),
    (2027, 1, 1),
    (2027, 3, 10),
    (2027, 3, 26),
    (2027, 3, 29),
    (2027, 5, 1),
    (2027, 6, 1),
    (2027, 10, 11),
    (2027, 10, 20),
    (2027, 12, 13),
    (2027, 12, 25),
    (2027, 12, 27),
    (2028, 1, 1),
    (2028, 2, 28),
    (2028, 4, 14),
    (2028, 4, 17),
    (2028, 5, 1),
    (2028, 6, 1),
    (2028, 10, 10),
    (2028, 10, 20),
    (2028, 12, 12),
    (2028, 12, 25),
    (2028, 12, 26),
];

/// Limits of the settings.
pub const MAX_FEE_CENTS: i64 = 10_000_000;
pub const MAX_FREE_FROM_CENTS: i64 = 10_000_000_000;
pub const MAX_DAYS: i32 = 60;
pub const MAX_ZONES: usize = 20;
pub const MAX_BANDS: usize = 10;
pub const MAX_PICKUP_POINTS: usize = 50;
pub const MAX_BAND_KG: i32 = 10_000;
pub const NAME_MAX: usize = 60;
pub const ADDRESS_MAX: usize = 200;
pub const HOURS_MAX: usize = 100;

/// The message of a county that is not one of the 47.
pub const UNKNOWN_COUNTY: &str = "Choose one of Kenya's 47 counties";
/// The message of a method that is not offered.
pub const UNKNOWN_METHOD: &str = "Choose standard delivery, express delivery or pickup";
pub const NO_EXPRESS: &str = "Express delivery is not offered in this county";
pub const UNKNOWN_PICKUP_POINT: &str = "Choose one of the pickup points";

/// A weight band: orders up to `up_to_kg` (inclusive; `None`: any weight, the last band) pay
/// `fee_cents`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub up_to_kg: Option<i32>,
    pub fee_cents: i64,
}

/// Express delivery where a zone offers it: its own fee and window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Express {
    pub fee_cents: i64,
    pub min_days: i32,
    pub max_days: i32,
}

/// A delivery zone: the counties it serves, the standard fee by weight band, when standard
/// delivery is free, its window in business days and its express delivery if any.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zone {
    pub name: String,
    pub counties: Vec<String>,
    pub bands: Vec<Band>,
    /// Standard delivery is free when the goods (after any discount) are AT OR ABOVE this;
    /// `None`: never free.
    pub free_from_cents: Option<i64>,
    pub min_days: i32,
    pub max_days: i32,
    pub express: Option<Express>,
}

/// A place the shopper collects the order from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickupPoint {
    /// Stable id the checkout sends ('westlands-showroom').
    pub code: String,
    pub name: String,
    pub county: String,
    pub address: String,
    pub hours: String,
    pub fee_cents: i64,
    /// Business days until the order is ready to collect.
    pub ready_days: i32,
}

/// The delivery settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeliverySettings {
    pub zones: Vec<Zone>,
    pub pickup_points: Vec<PickupPoint>,
}

const KSH: i64 = 100;

fn band(up_to_kg: Option<i32>, ksh: i64) -> Band {
    Band {
        up_to_kg,
        fee_cents: ksh * KSH,
    }
}

fn zone(name: &str, counties: &[&str], fees: [i64; 3], free_from_ksh: Option<i64>) -> Zone {
    Zone {
        name: name.to_owned(),
        counties: counties.iter().map(|&c| c.to_owned()).collect(),
        bands: vec![
            band(Some(100), fees[0]),
            band(Some(250), fees[1]),
            band(None, fees[2]),
        ],
        free_from_cents: free_from_ksh.map(|k| k * KSH),
        min_days: 1,
        max_days: 3,
        express: None,
    }
}

impl Default for DeliverySettings {
    /// The shop's zones before an admin edits them: Nairobi and its neighbours, the big towns,
    /// the rest of Kenya; the Westlands showroom and two partner stations.
    fn default() -> Self {
        const NEAR: [&str; 4] = ["Nairobi", "Kiambu", "Machakos", "Kajiado"];
        const TOWNS: [&str; 6] = [
            "Mombasa",
            "Kisumu",
            "Nakuru",
            "Uasin Gishu",
            "Nyeri",
            "Kilifi",
        ];
        let rest: Vec<&str> = COUNTIES
            .iter()
            .copied()
            .filter(|c| !NEAR.contains(c) && !TOWNS.contains(c))
            .collect();
        let mut near = zone(
            "Nairobi and neighbours",
            &NEAR,
            [500, 1_500, 3_000],
            Some(50_000),
        );
        near.express = Some(Express {
            fee_cents: 1_500 * KSH,
            min_days: 1,
            max_days: 1,
        });
        let mut towns = zone("Big towns", &TOWNS, [1_000, 2_500, 5_000], Some(100_000));
        (towns.min_days, towns.max_days) = (3, 5);
        towns.express = Some(Express {
            fee_cents: 3_500 * KSH,
            min_days: 1,
            max_days: 2,
        });
        let mut far = zone("Rest of Kenya", &rest, [1_500, 4_000, 8_000], None);
        (far.min_days, far.max_days) = (5, 10);
        let point = |code: &str, name: &str, county: &str, address: &str, fee: i64, days: i32| {
            PickupPoint {
                code: code.to_owned(),
                name: name.to_owned(),
                county: county.to_owned(),
                address: address.to_owned(),
                hours: "Mon-Sat 8:00-18:00".to_owned(),
                fee_cents: fee * KSH,
                ready_days: days,
            }
        };
        Self {
            zones: vec![near, towns, far],
            pickup_points: vec![
                point(
                    "westlands-showroom",
                    "Westlands showroom",
                    "Nairobi",
                    "Waiyaki Way, Westlands, Nairobi",
                    0,
                    1,
                ),
                point(
                    "mombasa-nyali",
                    "Nyali partner station",
                    "Mombasa",
                    "Links Road, Nyali, Mombasa",
                    300,
                    3,
                ),
                point(
                    "kisumu-mega",
                    "Kisumu partner station",
                    "Kisumu",
                    "Mega Plaza, Oginga Odinga St, Kisumu",
                    300,
                    3,
                ),
            ],
        }
    }
}

/// The county as the list names it, whatever its case, spacing or a trailing "County"
/// ("nairobi county" -> "Nairobi"); `None` when it is not one of the 47.
pub fn county(text: &str) -> Option<&'static str> {
    let simple = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .collect::<String>()
            .to_lowercase()
    };
    let mut typed = simple(text);
    if let Some(stripped) = typed.strip_suffix("county") {
        typed = stripped.to_owned();
    }
    if typed == "nairobicity" {
        typed = "nairobi".to_owned();
    }
    COUNTIES.iter().copied().find(|c| simple(c) == typed)
}

/// How an order is delivered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Method {
    Standard,
    Express,
    Pickup,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Express => "express",
            Self::Pickup => "pickup",
        }
    }

    /// "" is standard.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_lowercase().as_str() {
            "" | "standard" => Some(Self::Standard),
            "express" => Some(Self::Express),
            "pickup" => Some(Self::Pickup),
            _ => None,
        }
    }
}

/// One choice with its fee and promise: what the quote answers and the order keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub method: Method,
    pub county: String,
    pub zone: String,
    /// The pickup point (pickup only).
    pub pickup: Option<PickupPoint>,
    /// What the shopper pays for it with these goods (0 when free).
    pub fee_cents: i64,
    /// The fee before the free rule.
    pub full_fee_cents: i64,
    /// Standard delivery's threshold (at or above is free); `None`: never free.
    pub free_from_cents: Option<i64>,
    /// Goods short of free delivery (0 when free or never free).
    pub amount_to_free_cents: i64,
    pub min_days: i32,
    pub max_days: i32,
    pub earliest: NaiveDate,
    pub latest: NaiveDate,
}

/// Whether `day` is a business day: not a Sunday, not a public holiday.
pub fn is_business_day(day: NaiveDate) -> bool {
    day.weekday() != Weekday::Sun
        && !PUBLIC_HOLIDAYS
            .iter()
            .any(|&(y, m, d)| (day.year(), day.month(), day.day()) == (y, m, d))
}

/// The `n`th business day after `today` (`n` = 0: today if a business day, else the next).
pub fn add_business_days(today: NaiveDate, n: i32) -> NaiveDate {
    let mut day = today;
    while !is_business_day(day) {
        day += Duration::days(1);
    }
    let mut left = n;
    while left > 0 {
        day += Duration::days(1);
        if is_business_day(day) {
            left -= 1;
        }
    }
    day
}

impl Zone {
    /// The standard fee of an order weighing `weight_tenths_kg`: the first band it fits.
    pub fn band_fee(&self, weight_tenths_kg: i64) -> i64 {
        self.bands
            .iter()
            .find(|b| {
                b.up_to_kg
                    .is_none_or(|kg| weight_tenths_kg <= i64::from(kg) * 10)
            })
            .or(self.bands.last())
            .map_or(0, |b| b.fee_cents)
    }
}

impl DeliverySettings {
    /// The zone serving `county` (every county is in exactly one when the settings are valid).
    pub fn zone_of(&self, county: &str) -> Option<&Zone> {
        self.zones
            .iter()
            .find(|z| z.counties.iter().any(|c| c == county))
    }

    /// Every choice for `county` (one of the 47), goods worth `goods_cents` (after any
    /// discount) weighing `weight_tenths_kg`, ordered on `today` (Nairobi): standard, express
    /// where the zone offers it, then every pickup point, those in the county first.
    pub fn choices(
        &self,
        county: &str,
        goods_cents: i64,
        weight_tenths_kg: i64,
        today: NaiveDate,
    ) -> Vec<Choice> {
        let Some(zone) = self.zone_of(county) else {
            return Vec::new();
        };
        let window =
            |min: i32, max: i32| (add_business_days(today, min), add_business_days(today, max));
        let mut out = Vec::new();
        let full = zone.band_fee(weight_tenths_kg);
        let free = zone.free_from_cents.is_some_and(|from| goods_cents >= from);
        let (earliest, latest) = window(zone.min_days, zone.max_days);
        out.push(Choice {
            method: Method::Standard,
            county: county.to_owned(),
            zone: zone.name.clone(),
            pickup: None,
            fee_cents: if free { 0 } else { full },
            full_fee_cents: full,
            free_from_cents: zone.free_from_cents,
            amount_to_free_cents: match zone.free_from_cents {
                Some(from) if !free => from - goods_cents,
                _ => 0,
            },
            min_days: zone.min_days,
            max_days: zone.max_days,
            earliest,
            latest,
        });
        if let Some(express) = &zone.express {
            let (earliest, latest) = window(express.min_days, express.max_days);
            out.push(Choice {
                method: Method::Express,
                county: county.to_owned(),
                zone: zone.name.clone(),
                pickup: None,
                fee_cents: express.fee_cents,
                full_fee_cents: express.fee_cents,
                free_from_cents: None,
                amount_to_free_cents: 0,
                min_days: express.min_days,
                max_days: express.max_days,
                earliest,
                latest,
            });
        }
        let mut points: Vec<&PickupPoint> = self.pickup_points.iter().collect();
        points.sort_by_key(|p| p.county != county);
        for point in points {
            let ready = add_business_days(today, point.ready_days);
            out.push(Choice {
                method: Method::Pickup,
                county: county.to_owned(),
                zone: zone.name.clone(),
                pickup: Some(point.clone()),
                fee_cents: point.fee_cents,
                full_fee_cents: point.fee_cents,
                free_from_cents: None,
                amount_to_free_cents: 0,
                min_days: point.ready_days,
                max_days: point.ready_days,
                earliest: ready,
                latest: ready,
            });
        }
        out
    }

    /// The choice a shopper asked for, or the field and message of why it cannot be had.
    pub fn choose(
        &self,
        county: &str,
        method: Method,
        pickup_point: &str,
        goods_cents: i64,
        weight_tenths_kg: i64,
        today: NaiveDate,
    ) -> Result<Choice, (&'static str, &'static str)> {
        let choices = self.choices(county, goods_cents, weight_tenths_kg, today);
        let found = choices.into_iter().find(|c| {
            c.method == method
                && (method != Method::Pickup
                    || c.pickup
                        .as_ref()
                        .is_some_and(|p| p.code == pickup_point.trim()))
        });
        found.ok_or(match method {
            Method::Express => ("delivery_method", NO_EXPRESS),
            Method::Pickup => ("pickup_point", UNKNOWN_PICKUP_POINT),
            Method::Standard => ("state", UNKNOWN_COUNTY),
        })
    }

    /// Every problem of these settings, named by field path (`zones[1].bands[0].fee_cents`).
    pub fn check(&self, v: &mut Violations) {
        let text = |v: &mut Violations, field: String, label: &str, value: &str, max: usize| {
            if value.trim().is_empty() {
                v.add(field, format!("{label} is required"));
            } else if value.chars().count() > max {
                v.add(field, format!("{label} must be at most {max} characters"));
            }
        };
        let fee = |v: &mut Violations, field: String, cents: i64| {
            if !(0..=MAX_FEE_CENTS).contains(&cents) {
                v.add(field, "A fee must be between KSh 0 and KSh 100,000");
            } else if cents % KSH != 0 {
                v.add(field, "A fee must be whole shillings");
            }
        };
        let days = |v: &mut Violations, field: &str, min: i32, max: i32| {
            if !(0..=MAX_DAYS).contains(&min) || !(0..=MAX_DAYS).contains(&max) {
                v.add(
                    field.to_owned(),
                    format!("Days must be between 0 and {MAX_DAYS}"),
                );
            } else if min > max {
                v.add(field.to_owned(), "The first day must not be after the last");
            }
        };
        if self.zones.is_empty() {
            v.add("zones", "Add at least one delivery zone");
        }
        if self.zones.len() > MAX_ZONES {
            v.add("zones", format!("At most {MAX_ZONES} zones"));
        }
        let mut seen: Vec<&str> = Vec::new();
        for (i, z) in self.zones.iter().enumerate() {
            let at = |f: &str| format!("zones[{i}].{f}");
            text(v, at("name"), "Zone name", &z.name, NAME_MAX);
            if self.zones[..i]
                .iter()
                .any(|o| o.name.trim() == z.name.trim())
            {
                v.add(at("name"), "Two zones have this name");
            }
            for (j, c) in z.counties.iter().enumerate() {
                match county(c) {
                    None => v.add(
                        format!("zones[{i}].counties[{j}]"),
                        format!("{c} is not one of Kenya's 47 counties"),
                    ),
                    Some(name) if seen.contains(&name) => v.add(
                        format!("zones[{i}].counties[{j}]"),
                        format!("{name} is in more than one zone"),
                    ),
                    Some(name) => seen.push(name),
                }
            }
            if z.bands.is_empty() || z.bands.len() > MAX_BANDS {
                v.add(at("bands"), format!("Give 1 to {MAX_BANDS} weight bands"));
            }
            let mut previous = 0;
            for (j, b) in z.bands.iter().enumerate() {
                fee(v, format!("zones[{i}].bands[{j}].fee_cents"), b.fee_cents);
                let last = j + 1 == z.bands.len();
                match (b.up_to_kg, last) {
                    (None, true) => {}
                    (None, false) => v.add(
                        format!("zones[{i}].bands[{j}].up_to_kg"),
                        "Only the last band may have no weight limit",
                    ),
                    (Some(kg), _) if kg <= previous || kg > MAX_BAND_KG => v.add(
                        format!("zones[{i}].bands[{j}].up_to_kg"),
                        format!("Weights must rise from band to band, up to {MAX_BAND_KG} kg"),
                    ),
                    (Some(kg), true) => {
                        v.add(
                            format!("zones[{i}].bands[{j}].up_to_kg"),
                            "The last band must take any weight (leave its limit empty)",
                        );
                        previous = kg;
                    }
                    (Some(kg), false) => previous = kg,
                }
            }
            if let Some(from) = z.free_from_cents {
                if !(0..=MAX_FREE_FROM_CENTS).contains(&from) {
                    v.add(
                        at("free_from_cents"),
                        "Free delivery must start between KSh 0 and KSh 100,000,000",
                    );
                } else if from % KSH != 0 {
                    v.add(
                        at("free_from_cents"),
                        "Free delivery must start at whole shillings",
                    );
                }
            }
            days(v, &at("min_days"), z.min_days, z.max_days);
            if let Some(e) = &z.express {
                fee(v, at("express_fee_cents"), e.fee_cents);
                days(v, &at("express_min_days"), e.min_days, e.max_days);
            }
        }
        let missing: Vec<&str> = COUNTIES
            .iter()
            .copied()
            .filter(|c| !seen.contains(c))
            .collect();
        if !missing.is_empty() && !self.zones.is_empty() {
            v.add(
                "zones",
                format!("Every county needs a zone; missing: {}", missing.join(", ")),
            );
        }
        if self.pickup_points.len() > MAX_PICKUP_POINTS {
            v.add(
                "pickup_points",
                format!("At most {MAX_PICKUP_POINTS} pickup points"),
            );
        }
        for (i, p) in self.pickup_points.iter().enumerate() {
            let at = |f: &str| format!("pickup_points[{i}].{f}");
            let code_ok = !p.code.is_empty()
                && p.code.len() <= 40
                && p.code
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !code_ok {
                v.add(
                    at("code"),
                    "Code must be 1-40 lower-case letters, digits or dashes",
                );
            } else if self.pickup_points[..i].iter().any(|o| o.code == p.code) {
                v.add(at("code"), "Two pickup points have this code");
            }
            text(v, at("name"), "Name", &p.name, NAME_MAX);
            if county(&p.county).is_none() {
                v.add(at("county"), UNKNOWN_COUNTY);
            }
            text(v, at("address"), "Address", &p.address, ADDRESS_MAX);
            text(v, at("hours"), "Opening hours", &p.hours, HOURS_MAX);
            fee(v, at("fee_cents"), p.fee_cents);
            days(v, &at("ready_days"), p.ready_days, p.ready_days);
        }
    }

    /// The settings with counties as the list names them and texts trimmed.
    pub fn normalised(mut self) -> Self {
        for z in &mut self.zones {
            z.name = z.name.trim().to_owned();
            for c in &mut z.counties {
                if let Some(name) = county(c) {
                    name.clone_into(c);
                }
            }
        }
        for p in &mut self.pickup_points {
            for s in [&mut p.name, &mut p.address, &mut p.hours, &mut p.code] {
                *s = s.trim().to_owned();
            }
            if let Some(name) = county(&p.county) {
                name.clone_into(&mut p.county);
            }
        }
        self
    }
}

/// The rates the totals rule is given for `choice`: its fee as the delivery fee, and a
/// threshold under which the rule's "exceeds" means the zone's "at or above" (never reached
/// when the choice is never free). The rest of the rates are the shop's.
pub fn rates_for(shop: &Rates, choice: &Choice) -> Rates {
    Rates {
        delivery_fee_cents: choice.full_fee_cents,
        free_delivery_threshold_cents: match (choice.method, choice.free_from_cents) {
            (Method::Standard, Some(from)) => from - 1,
            _ => i64::MAX,
        },
        ..*shop
    }
}

/// The totals of a choice that is never free say nothing is missing for free delivery.
pub fn finish(mut totals: Totals, choice: &Choice) -> Totals {
    if choice.free_from_cents.is_none() || choice.method != Method::Standard {
        totals.amount_to_free_shipping_cents = 0;
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::totals;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn every_county_is_in_exactly_one_default_zone() {
        let s = DeliverySettings::default();
        let mut v = Violations::new();
        s.check(&mut v);
        assert!(v.finish().is_ok());
        for c in COUNTIES {
            assert_eq!(
                s.zones
                    .iter()
                    .filter(|z| z.counties.iter().any(|x| x == c))
                    .count(),
                1,
                "{c}"
            );
        }
        assert_eq!(s.zone_of("Turkana").unwrap().name, "Rest of Kenya");
        assert_eq!(s.zone_of("Mombasa").unwrap().name, "Big towns");
    }

    #[test]
    fn counties_are_read_whatever_their_case_or_suffix() {
        assert_eq!(county("nairobi county"), Some("Nairobi"));
        assert_eq!(county(" Nairobi City "), Some("Nairobi"));
        assert_eq!(county("MURANGA"), Some("Murang'a"));
        assert_eq!(county("taita taveta"), Some("Taita-Taveta"));
        assert_eq!(county("Atlantis"), None);
        assert_eq!(county(""), None);
    }

    #[test]
    fn business_days_skip_sundays_and_public_holidays() {
        // Friday 27 Nov 2026 + 1: Saturday 28th; + 2: Monday 30th (Sunday skipped).
        assert_eq!(add_business_days(day(2026, 11, 27), 1), day(2026, 11, 28));
        assert_eq!(add_business_days(day(2026, 11, 27), 2), day(2026, 11, 30));
        // Ordered on a Sunday: counted from Monday.
        assert_eq!(add_business_days(day(2026, 11, 29), 1), day(2026, 12, 1));
        // Thursday 24 Dec 2026 + 1: Christmas and Boxing Day and Sunday skipped -> Mon 28th.
        assert_eq!(add_business_days(day(2026, 12, 24), 1), day(2026, 12, 28));
        // Mashujaa Day (Tue 20 Oct 2026).
        assert_eq!(add_business_days(day(2026, 10, 19), 1), day(2026, 10, 21));
        assert!(
            !is_business_day(day(2027, 12, 13)),
            "Jamhuri observed on Monday"
        );
        assert!(
            is_business_day(day(2026, 11, 28)),
            "Saturday is a business day"
        );
    }

    #[test]
    fn fees_follow_the_weight_bands() {
        let s = DeliverySettings::default();
        let near = s.zone_of("Nairobi").unwrap();
        assert_eq!(near.band_fee(0), 500 * KSH);
        assert_eq!(
            near.band_fee(1_000),
            500 * KSH,
            "100 kg is in the first band"
        );
        assert_eq!(near.band_fee(1_001), 1_500 * KSH);
        assert_eq!(near.band_fee(2_500), 1_500 * KSH);
        assert_eq!(near.band_fee(2_560), 3_000 * KSH);
        let far = s.zone_of("Turkana").unwrap();
        assert_eq!(far.band_fee(2_560), 8_000 * KSH);
    }

    #[test]
    fn the_free_rule_is_at_or_above_and_its_gap_in_whole_shillings() {
        let s = DeliverySettings::default();
        let today = day(2026, 11, 27);
        let below = &s.choices("Kiambu", 49_000 * KSH, 100, today)[0];
        assert_eq!(below.fee_cents, 500 * KSH);
        assert_eq!(below.amount_to_free_cents, 1_000 * KSH);
        let at = &s.choices("Kiambu", 50_000 * KSH, 100, today)[0];
        assert_eq!((at.fee_cents, at.amount_to_free_cents), (0, 0));
        // Turkana is never free, however dear, and a 256 kg dining set pays the top band.
        let far = &s.choices("Turkana", 500_000 * KSH, 2_560, today)[0];
        assert_eq!((far.fee_cents, far.amount_to_free_cents), (8_000 * KSH, 0));
        assert_eq!(far.free_from_cents, None);
    }

    #[test]
    fn choices_answer_standard_express_where_offered_and_pickup_points() {
        let s = DeliverySettings::default();
        let today = day(2026, 11, 27); // a Friday
        let mombasa = s.choices("Mombasa", 10_000 * KSH, 100, today);
        let methods: Vec<Method> = mombasa.iter().map(|c| c.method).collect();
        assert_eq!(
            methods,
            [
                Method::Standard,
                Method::Express,
                Method::Pickup,
                Method::Pickup,
                Method::Pickup
            ]
        );
        assert_eq!(mombasa[0].fee_cents, 1_000 * KSH);
        assert_eq!(
            (mombasa[0].earliest, mombasa[0].latest),
            (day(2026, 12, 1), day(2026, 12, 3))
        );
        assert_eq!(mombasa[1].fee_cents, 3_500 * KSH);
        // The point in the county first.
        assert_eq!(mombasa[2].pickup.as_ref().unwrap().code, "mombasa-nyali");
        let turkana = s.choices("Turkana", 10_000 * KSH, 100, today);
        assert!(turkana.iter().all(|c| c.method != Method::Express));
        assert_eq!(
            s.choose("Turkana", Method::Express, "", 0, 0, today),
            Err(("delivery_method", NO_EXPRESS))
        );
        assert_eq!(
            s.choose("Turkana", Method::Pickup, "nowhere", 0, 0, today),
            Err(("pickup_point", UNKNOWN_PICKUP_POINT))
        );
        let pickup = s
            .choose("Turkana", Method::Pickup, "westlands-showroom", 0, 0, today)
            .unwrap();
        assert_eq!((pickup.fee_cents, pickup.earliest), (0, day(2026, 11, 28)));
    }

    #[test]
    fn the_totals_rule_charges_the_chosen_fee() {
        let shop = Rates {
            delivery_fee_cents: 500 * KSH,
            free_delivery_threshold_cents: 50_000 * KSH,
            cod_fee_cents: 100 * KSH,
            vat_rate_bp: 1600,
            prices_include_vat: false,
        };
        let s = DeliverySettings::default();
        let today = day(2026, 11, 27);
        let at = s
            .choose("Nairobi", Method::Standard, "", 50_000 * KSH, 0, today)
            .unwrap();
        let t = totals::compute(
            &rates_for(&shop, &at),
            50_000 * KSH,
            0,
            &[50_000 * KSH],
            false,
            None,
        )
        .unwrap();
        assert_eq!(t.shipping_cents, 0, "at the threshold delivery is free");
        let below = s
            .choose("Nairobi", Method::Standard, "", 49_000 * KSH, 0, today)
            .unwrap();
        let t = finish(
            totals::compute(
                &rates_for(&shop, &below),
                49_000 * KSH,
                0,
                &[49_000 * KSH],
                false,
                None,
            )
            .unwrap(),
            &below,
        );
        assert_eq!(t.shipping_cents, 500 * KSH);
        assert_eq!(t.amount_to_free_shipping_cents, 1_000 * KSH);
        let far = s
            .choose("Turkana", Method::Standard, "", 500_000 * KSH, 2_560, today)
            .unwrap();
        let t = finish(
            totals::compute(
                &rates_for(&shop, &far),
                500_000 * KSH,
                0,
                &[500_000 * KSH],
                false,
                None,
            )
            .unwrap(),
            &far,
        );
        assert_eq!(t.shipping_cents, 8_000 * KSH);
        assert_eq!(t.amount_to_free_shipping_cents, 0);
        let express = s
            .choose("Nairobi", Method::Express, "", 90_000 * KSH, 0, today)
            .unwrap();
        let t = totals::compute(
            &rates_for(&shop, &express),
            90_000 * KSH,
            0,
            &[90_000 * KSH],
            false,
            None,
        )
        .unwrap();
        assert_eq!(t.shipping_cents, 1_500 * KSH, "express is never free");
    }

    #[test]
    fn bad_settings_are_named_by_field() {
        let mut s = DeliverySettings::default();
        s.zones[0].counties.push("Mombasa".to_owned());
        s.zones[1].bands[0].fee_cents = -1;
        s.zones[1].bands[1].up_to_kg = Some(10);
        s.zones[2].counties.retain(|c| c != "Turkana");
        s.zones[2].min_days = 9;
        s.zones[2].max_days = 3;
        s.pickup_points[0].county = "Atlantis".to_owned();
        s.pickup_points[1].code = "Bad Code".to_owned();
        let mut v = Violations::new();
        s.check(&mut v);
        let fields: Vec<(String, String)> =
            shop_common::errors::Refusal::read(&v.finish().unwrap_err()).fields;
        let has = |f: &str, m: &str| {
            fields
                .iter()
                .any(|(field, message)| field == f && message.contains(m))
        };
        assert!(
            has("zones[1].counties[0]", "Mombasa is in more than one zone"),
            "{fields:?}"
        );
        assert!(
            has("zones[1].bands[0].fee_cents", "between KSh 0"),
            "{fields:?}"
        );
        assert!(has("zones[1].bands[1].up_to_kg", "rise"), "{fields:?}");
        assert!(has("zones", "missing: Turkana"), "{fields:?}");
        assert!(has("zones[2].min_days", "not be after"), "{fields:?}");
        assert!(has("pickup_points[0].county", UNKNOWN_COUNTY), "{fields:?}");
        assert!(has("pickup_points[1].code", "lower-case"), "{fields:?}");
    }
}
