//! Honest merchandising (issue 24, part 1): the rules of the shop's merchandising listings and
//! of a campaign an admin creates. Every promotional figure is computed from the data by these
//! rules (docs/decisions.md, "Honest merchandising (issue 24, part 1)").

use chrono::{DateTime, Utc};
use shop_common::errors::Violations;
use shop_proto::catalog::v1 as pb;
use tonic::Status;

use super::listing::{DEFAULT_LIMIT, MAX_LIMIT, check_limit, check_page};
use super::taxonomy::{self, CategoryFilter};

/// New arrivals: live products added in the last this many days.
pub const NEW_ARRIVAL_DAYS: u32 = 60;
/// Clearance (aged stock): live products still in stock, added more than this many days ago.
pub const CLEARANCE_DAYS: u32 = 365;
/// A campaign may name at most this many products by id.
pub const MAX_CAMPAIGN_IDS: usize = 200;
/// The deepest percent a campaign may take off.
pub const MAX_PERCENT_OFF: u32 = 90;
pub const MAX_NAME_CHARS: usize = 120;
pub const MAX_SLUG_CHARS: usize = 60;

/// Slugs of the shop's rule-made listings: a campaign cannot take them.
pub const RESERVED_SLUGS: &[&str] = &[
    "flash-sales",
    "clearance",
    "offers",
    "new-arrivals",
    "best-sellers",
    "featured",
];

/// The figure of a discount as a claim shows it: whole percent, rounded DOWN so that it is
/// never overstated. 0 when there is no discount.
pub fn percent_off(price_cents: i64, original_cents: Option<i64>) -> u32 {
    match original_cents {
        Some(original) if original > price_cents && original > 0 && price_cents >= 0 => {
            u32::try_from((original - price_cents) * 100 / original).unwrap_or(0)
        }
        _ => 0,
    }
}

/// A campaign's sale price for a product at `price_cents`: `percent` off, rounded DOWN to a
/// whole shilling (so the discount is at least the percent named), at least KSh 1.
pub fn sale_price(price_cents: i64, percent: u32) -> i64 {
    let cents = price_cents * i64::from(100 - percent.min(100)) / 100;
    (cents / 100 * 100).max(100)
}

/// The badge a product card shows, from the data: SALE when the original price is above the
/// price, NEW when it was added in the last [`NEW_ARRIVAL_DAYS`], else none. (The stored
/// `badge` column, seeded with unbacked BESTSELLER chips, is no longer shown.)
pub fn badge(
    price_cents: i64,
    original_cents: Option<i64>,
    created_at: DateTime<Utc>,
) -> &'static str {
    if percent_off(price_cents, original_cents) > 0
        || original_cents.is_some_and(|o| o > price_cents)
    {
        "SALE"
    } else if Utc::now() - created_at < chrono::Duration::days(i64::from(NEW_ARRIVAL_DAYS)) {
        "NEW"
    } else {
        ""
    }
}

/// Which listing a merchandising page is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Collection {
    FlashSales,
    Clearance,
    Offers,
    NewArrivals,
    /// The running campaign of this slug.
    Campaign(String),
}

impl Collection {
    pub fn of(slug: &str) -> Self {
        match slug {
            "flash-sales" => Self::FlashSales,
            "clearance" => Self::Clearance,
            "offers" => Self::Offers,
            "new-arrivals" => Self::NewArrivals,
            other => Self::Campaign(other.to_owned()),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Self::FlashSales => "flash-sales",
            Self::Clearance => "clearance",
            Self::Offers => "offers",
            Self::NewArrivals => "new-arrivals",
            Self::Campaign(_) => "campaign",
        }
    }
}

/// A listing's page and limit, as the product listing checks them.
pub fn collection_page(req: &pb::ListCollectionRequest) -> Result<(u32, u32), Status> {
    let mut violations = Violations::new();
    let page = check_page(&mut violations, req.page);
    let limit = check_limit(&mut violations, req.limit, DEFAULT_LIMIT, MAX_LIMIT);
    violations.finish()?;
    Ok((page, limit))
}

/// Which products a campaign takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CampaignRule {
    Category(String),
    Subcategory(String),
    Ids(Vec<i64>),
}

/// What a campaign takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CampaignPrice {
    Percent(u32),
    /// One sale price for every product, cents (whole shillings).
    Fixed(i64),
}

/// A campaign as checked, ready to be stored.
#[derive(Debug, Clone, PartialEq)]
pub struct NewCampaign {
    pub name: String,
    pub slug: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub rule: CampaignRule,
    pub price: CampaignPrice,
}

fn check_slug(slug: &str) -> Result<(), String> {
    if slug.is_empty() {
        return Err("Page address is required".to_owned());
    }
    let well_formed = slug.len() <= MAX_SLUG_CHARS
        && slug.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        });
    if !well_formed {
        return Err(format!(
            "Page address must be lowercase letters and digits joined by single hyphens, at most {MAX_SLUG_CHARS} characters"
        ));
    }
    if RESERVED_SLUGS.contains(&slug) {
        return Err(format!(
            "'{slug}' is the address of a shop listing; choose another"
        ));
    }
    Ok(())
}

fn parse_time(field: &str, text: &str, violations: &mut Violations) -> Option<DateTime<Utc>> {
    match DateTime::parse_from_rfc3339(text.trim()) {
        Ok(t) => Some(t.with_timezone(&Utc)),
        Err(_) => {
            violations.add(
                field,
                format!("{} must be a date and time (RFC 3339)", label(field)),
            );
            None
        }
    }
}

fn label(field: &str) -> &'static str {
    if field == "startsAt" { "Start" } else { "End" }
}

/// Checks a campaign form at `now`: every refusal names its field.
pub fn check_campaign(
    req: &pb::CreateCampaignRequest,
    now: DateTime<Utc>,
) -> Result<NewCampaign, Status> {
    let mut v = Violations::new();
    let name = req.name.trim().to_owned();
    if name.is_empty() {
        v.add("name", "Name is required");
    } else if name.chars().count() > MAX_NAME_CHARS {
        v.add(
            "name",
            format!("Name must be at most {MAX_NAME_CHARS} characters"),
        );
    }
    let slug = req.slug.trim().to_owned();
    v.check("slug", check_slug(&slug));

    let starts_at = if req.starts_at.trim().is_empty() {
        Some(now)
    } else {
        parse_time("startsAt", &req.starts_at, &mut v)
    };
    let ends_at = if req.ends_at.trim().is_empty() {
        v.add("endsAt", "End is required: a campaign runs until a date");
        None
    } else {
        parse_time("endsAt", &req.ends_at, &mut v)
    };
    if let (Some(start), Some(end)) = (starts_at, ends_at) {
        if end <= start {
            v.add("endsAt", "End must be after the start");
        } else if end <= now {
            v.add("endsAt", "End must be in the future");
        }
    }

    let rule = rule_of(req, &mut v);
    let price = price_of(req, &mut v);
    v.finish()?;
    match (starts_at, ends_at, rule, price) {
        (Some(starts_at), Some(ends_at), Some(rule), Some(price)) => Ok(NewCampaign {
            name,
            slug,
            starts_at,
            ends_at,
            rule,
            price,
        }),
        _ => Err(shop_common::errors::invalid_field(
            "name",
            "Invalid campaign",
        )),
    }
}

fn rule_of(req: &pb::CreateCampaignRequest, v: &mut Violations) -> Option<CampaignRule> {
    let category = req.category.trim();
    let subcategory = req.subcategory.trim();
    let given = [
        !category.is_empty(),
        !subcategory.is_empty(),
        !req.product_ids.is_empty(),
    ]
    .iter()
    .filter(|g| **g)
    .count();
    if given != 1 {
        v.add(
            "rule",
            "Choose the campaign's products by exactly one of: a category, a subcategory, product ids",
        );
        return None;
    }
    if !category.is_empty() {
        return match taxonomy::resolve(category) {
            Some(CategoryFilter::Category(slug)) => Some(CampaignRule::Category(slug)),
            _ => {
                v.add("category", "Unknown category");
                None
            }
        };
    }
    if !subcategory.is_empty() {
        return match taxonomy::resolve(subcategory) {
            Some(CategoryFilter::Subcategory(slug)) => Some(CampaignRule::Subcategory(slug)),
            _ => {
                v.add("subcategory", "Unknown subcategory");
                None
            }
        };
    }
    let mut ids = req.product_ids.clone();
    if ids.iter().any(|id| *id <= 0) {
        v.add("productIds", "Product ids must be positive whole numbers");
        return None;
    }
    ids.sort_unstable();
    ids.dedup();
    if ids.len() > MAX_CAMPAIGN_IDS {
        v.add(
            "productIds",
            format!("At most {MAX_CAMPAIGN_IDS} products by id"),
        );
        return None;
    }
    Some(CampaignRule::Ids(ids))
}

fn price_of(req: &pb::CreateCampaignRequest, v: &mut Violations) -> Option<CampaignPrice> {
    match (req.percent_off, req.sale_price) {
        (Some(p), None) => {
            if p.fract() != 0.0 || !(1.0..=f64::from(MAX_PERCENT_OFF)).contains(&p) {
                v.add(
                    "percentOff",
                    format!("Percent off must be a whole number from 1 to {MAX_PERCENT_OFF}"),
                );
                return None;
            }
            Some(CampaignPrice::Percent(p as u32))
        }
        (None, Some(ksh)) => {
            if ksh.fract() != 0.0 || !(1.0..=100_000_000.0).contains(&ksh) {
                v.add(
                    "salePrice",
                    "Sale price must be a whole number of shillings from 1",
                );
                return None;
            }
            Some(CampaignPrice::Fixed(ksh as i64 * 100))
        }
        _ => {
            v.add(
                "percentOff",
                "Give exactly one of: a percent off, a sale price",
            );
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> pb::CreateCampaignRequest {
        pb::CreateCampaignRequest {
            name: "Festive Sale".into(),
            slug: "festive-sale".into(),
            starts_at: String::new(),
            ends_at: "2030-01-01T00:00:00Z".into(),
            category: "living-room".into(),
            percent_off: Some(20.0),
            ..Default::default()
        }
    }

    fn now() -> DateTime<Utc> {
        "2029-12-01T00:00:00Z".parse().unwrap()
    }

    #[test]
    fn percents_round_down_never_overstating() {
        assert_eq!(percent_off(7_850_000, Some(10_000_000)), 21); // 21.5% shows 21
        assert_eq!(percent_off(100, Some(300)), 66); // 66.67% shows 66
        assert_eq!(percent_off(100, Some(100)), 0);
        assert_eq!(percent_off(100, None), 0);
        assert_eq!(percent_off(200, Some(100)), 0);
    }

    #[test]
    fn sale_prices_are_whole_shillings_at_least_the_percent_off() {
        assert_eq!(sale_price(4_599_900, 20), 3_679_900); // 36,799.20 -> 36,799
        assert_eq!(sale_price(150, 50), 100);
        let price = 6_250_050;
        assert!(percent_off(sale_price(price, 15), Some(price)) >= 15);
    }

    #[test]
    fn a_good_form_is_a_campaign() {
        let c = check_campaign(&form(), now()).unwrap();
        assert_eq!(c.rule, CampaignRule::Category("living-room".into()));
        assert_eq!(c.price, CampaignPrice::Percent(20));
        assert_eq!(c.starts_at, now());
    }

    #[test]
    fn refusals_name_their_fields() {
        let field = |f: pb::CreateCampaignRequest| {
            shop_common::errors::Refusal::read(&check_campaign(&f, now()).unwrap_err())
                .fields
                .into_iter()
                .map(|(k, _)| k)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            field(pb::CreateCampaignRequest {
                slug: "offers".into(),
                ..form()
            }),
            ["slug"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                slug: "Big Sale".into(),
                ..form()
            }),
            ["slug"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                ends_at: "2029-11-01T00:00:00Z".into(),
                ..form()
            }),
            ["endsAt"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                ends_at: String::new(),
                ..form()
            }),
            ["endsAt"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                percent_off: Some(12.5),
                ..form()
            }),
            ["percentOff"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                sale_price: Some(100.0),
                ..form()
            }),
            ["percentOff"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                product_ids: vec![1],
                ..form()
            }),
            ["rule"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                category: "garden".into(),
                ..form()
            }),
            ["category"]
        );
        assert_eq!(
            field(pb::CreateCampaignRequest {
                name: " ".into(),
                ..form()
            }),
            ["name"]
        );
    }

    #[test]
    fn listing_slugs() {
        assert_eq!(Collection::of("offers"), Collection::Offers);
        assert_eq!(
            Collection::of("black-friday"),
            Collection::Campaign("black-friday".into())
        );
    }
}
