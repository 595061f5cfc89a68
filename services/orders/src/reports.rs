//! The admin's sales report: the request's rules (period, Nairobi days, the range's length,
//! every violation at once) and the report assembled from the SQL of `repo::reports`, read in
//! one snapshot so the buckets, totals and rankings agree.

use chrono::{Days, NaiveDate};
use shop_common::errors::Violations;
use shop_proto::orders::v1 as pb;
use sqlx::PgPool;

use crate::domain::OrderStatus;
use crate::error::Error;
use crate::repo::reports;

/// The longest range, in days (both ends included). At most 366 buckets (a day each).
pub const MAX_DAYS: u64 = 366;
/// The range when no `from` is given: this many days ending with `to`.
pub const DEFAULT_DAYS: u64 = 30;

pub const INVALID_PERIOD: &str = "period must be day, week or month";

/// The first and last days a report may name (PostgreSQL has no year 0; the shop none before 2000).
pub const FIRST_DAY: NaiveDate = NaiveDate::from_ymd_opt(2000, 1, 1).expect("a valid date");
pub const LAST_DAY: NaiveDate = NaiveDate::from_ymd_opt(9999, 12, 31).expect("a valid date");

/// How sales are grouped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    Day,
    Week,
    Month,
}

impl Period {
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "" | "day" => Some(Self::Day),
            "week" => Some(Self::Week),
            "month" => Some(Self::Month),
            _ => None,
        }
    }

    /// PostgreSQL's `date_trunc` unit (its "week" starts on Monday, as ISO weeks do).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Day => "day",
            Self::Week => "week",
            Self::Month => "month",
        }
    }
}

/// A checked request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub period: Period,
    pub from: NaiveDate,
    pub to: NaiveDate,
}

fn date(v: &mut Violations, field: &'static str, text: &str) -> Option<Option<NaiveDate>> {
    let text = text.trim();
    if text.is_empty() {
        return Some(None);
    }
    // `%Y` would take "+2026" or five digits; the contract's days are exactly YYYY-MM-DD.
    let shaped = text.len() == 10
        && text.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            _ => b.is_ascii_digit(),
        });
    match NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        Ok(day) if shaped && (FIRST_DAY..=LAST_DAY).contains(&day) => Some(Some(day)),
        Ok(_) if shaped => {
            v.add(
                field,
                format!("{field} must be from {FIRST_DAY} to {LAST_DAY}"),
            );
            None
        }
        _ => {
            v.add(field, format!("{field} must be a date as YYYY-MM-DD"));
            None
        }
    }
}

/// Checks `request` (every violation at once); `today` is Nairobi's, for the defaults.
pub fn check(request: &pb::SalesReportRequest, today: NaiveDate) -> Result<Range, Error> {
    let mut v = Violations::new();
    let period = Period::parse(&request.period);
    if period.is_none() {
        v.add("period", INVALID_PERIOD);
    }
    let from = date(&mut v, "from", &request.from);
    let to = date(&mut v, "to", &request.to);
    if let (Some(period), Some(from), Some(to)) = (period, from, to) {
        let to = to.unwrap_or(today);
        let from = from.unwrap_or_else(|| {
            to.checked_sub_days(Days::new(DEFAULT_DAYS - 1))
                .unwrap_or(NaiveDate::MIN)
        });
        if from > to {
            v.add("from", "from must not be after to");
        } else if (to - from).num_days() + 1 > MAX_DAYS as i64 {
            v.add("to", format!("the range must be at most {MAX_DAYS} days"));
        }
        v.finish()?;
        return Ok(Range { period, from, to });
    }
    v.finish()?;
    unreachable!("a violation was recorded when a part is missing")
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

fn day(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// Average of `total` over `n`, rounded half up to the cent in integers (0 when `n` is 0).
pub fn average(total: i64, n: i64) -> i64 {
    if n <= 0 {
        return 0;
    }
    // Half away from zero, in integers.
    let (twice, n2) = (2 * i128::from(total), 2 * i128::from(n));
    let q = if twice >= 0 {
        (twice + i128::from(n)) / n2
    } else {
        (twice - i128::from(n)) / n2
    };
    i64::try_from(q).unwrap_or(0)
}

/// Whether the calendar month starting `month` lies wholly within `[from, to]`.
pub fn whole_month(month: NaiveDate, from: NaiveDate, to: NaiveDate) -> bool {
    let last = month
        .checked_add_months(chrono::Months::new(1))
        .and_then(|next| next.pred_opt())
        .unwrap_or(month);
    month >= from && last <= to
}

/// The report of `range`, every figure from one snapshot of the books.
pub async fn sales_report(pool: &PgPool, range: Range) -> Result<pb::SalesReportResponse, Error> {
    let Range { period, from, to } = range;
    let mut tx = pool.begin().await?;
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        .execute(&mut *tx)
        .await?;
    let buckets = reports::buckets(&mut tx, period.as_str(), from, to).await?;
    let totals = reports::totals(&mut tx, from, to).await?;
    let statuses = reports::by_status(&mut tx, from, to).await?;
    let methods = reports::by_payment_method(&mut tx, from, to).await?;
    let products = reports::top_products(&mut tx, from, to).await?;
    let categories = reports::top_categories(&mut tx, from, to).await?;
    let (all_units, all_goods) = reports::all_lines(&mut tx, from, to).await?;
    let months = reports::by_month(&mut tx, from, to).await?;
    tx.commit().await?;

    let other_products = pb::ProductSales {
        product_id: 0,
        name: String::new(),
        units: count(all_units - products.iter().map(|p| p.units).sum::<i64>()),
        revenue_cents: all_goods - products.iter().map(|p| p.revenue_cents).sum::<i64>(),
    };
    let other_categories = pb::CategorySales {
        category: String::new(),
        units: count(all_units - categories.iter().map(|c| c.units).sum::<i64>()),
        revenue_cents: all_goods - categories.iter().map(|c| c.revenue_cents).sum::<i64>(),
    };
    Ok(pb::SalesReportResponse {
        period: period.as_str().to_owned(),
        from: day(from),
        to: day(to),
        buckets: buckets
            .into_iter()
            .map(|b| pb::SalesBucket {
                start: day(b.start),
                revenue_cents: b.money.total_cents,
                orders: count(b.money.sales),
                money: Some(b.money.into()),
            })
            .collect(),
        revenue_cents: totals.total_cents,
        orders: count(totals.sales),
        average_order_value_cents: average(totals.total_cents, totals.sales),
        by_status: OrderStatus::ALL
            .into_iter()
            .map(|status| {
                let (orders, revenue) = statuses
                    .iter()
                    .find(|(s, _, _)| s == status.as_str())
                    .map_or((0, 0), |&(_, n, r)| (n, r));
                pb::SalesByStatus {
                    status: status.as_str().to_owned(),
                    orders: count(orders),
                    revenue_cents: revenue,
                }
            })
            .collect(),
        payment_methods: methods
            .into_iter()
            .map(|(method, orders, revenue_cents)| pb::SalesByMethod {
                method,
                orders: count(orders),
                revenue_cents,
            })
            .collect(),
        top_products: products
            .into_iter()
            .map(|p| pb::ProductSales {
                product_id: p.product_id,
                name: p.name,
                units: count(p.units),
                revenue_cents: p.revenue_cents,
            })
            .collect(),
        top_categories: categories
            .into_iter()
            .map(|c| pb::CategorySales {
                category: c.category,
                units: count(c.units),
                revenue_cents: c.revenue_cents,
            })
            .collect(),
        totals: Some(totals.into()),
        other_products: Some(other_products),
        other_categories: Some(other_categories),
        vat_by_month: months
            .into_iter()
            .map(|m| pb::VatMonth {
                month: day(m.start),
                whole_month: whole_month(m.start, from, to),
                money: Some(m.money.into()),
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shop_common::errors::Refusal;

    fn request(period: &str, from: &str, to: &str) -> pb::SalesReportRequest {
        pb::SalesReportRequest {
            period: period.into(),
            from: from.into(),
            to: to.into(),
        }
    }

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn violations(r: pb::SalesReportRequest) -> Vec<(String, String)> {
        match check(&r, d("2026-11-26")) {
            Err(Error::Refused(status)) => Refusal::read(&status).fields,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn defaults_are_the_last_30_nairobi_days_by_day() {
        assert_eq!(
            check(&request("", "", ""), d("2026-11-26")).unwrap(),
            Range {
                period: Period::Day,
                from: d("2026-10-28"),
                to: d("2026-11-26")
            }
        );
        assert_eq!(
            check(&request(" Month ", "", "2026-03-01"), d("2026-11-26")).unwrap(),
            Range {
                period: Period::Month,
                from: d("2026-01-31"),
                to: d("2026-03-01")
            }
        );
    }

    #[test]
    fn every_violation_is_named_at_once() {
        assert_eq!(
            violations(request("year", "2026-13-01", "26-11-01")),
            [
                ("period".to_owned(), INVALID_PERIOD.to_owned()),
                (
                    "from".to_owned(),
                    "from must be a date as YYYY-MM-DD".to_owned()
                ),
                (
                    "to".to_owned(),
                    "to must be a date as YYYY-MM-DD".to_owned()
                ),
            ]
        );
        assert_eq!(
            violations(request("day", "2026-11-02", "2026-11-01")),
            [("from".to_owned(), "from must not be after to".to_owned())]
        );
        for bad in ["+2026-01-01", "2026-1-01", "12026-01-01", "2026-02-30"] {
            assert_eq!(violations(request("day", bad, "")).len(), 1, "{bad}");
        }
        assert_eq!(
            violations(request("week", "0000-01-03", "1999-12-31")),
            [
                (
                    "from".to_owned(),
                    "from must be from 2000-01-01 to 9999-12-31".to_owned()
                ),
                (
                    "to".to_owned(),
                    "to must be from 2000-01-01 to 9999-12-31".to_owned()
                ),
            ]
        );
        assert!(
            check(
                &request("week", "9999-01-01", "9999-12-31"),
                d("2026-11-26")
            )
            .is_ok()
        );
    }

    #[test]
    fn averages_round_half_up_and_months_are_whole_or_cut() {
        assert_eq!(average(0, 0), 0);
        assert_eq!(average(100, 3), 33);
        assert_eq!(average(200, 3), 67);
        assert_eq!(average(1, 2), 1);
        assert_eq!(average(-1, 2), -1);
        assert!(whole_month(
            d("2026-10-01"),
            d("2026-10-01"),
            d("2026-10-31")
        ));
        assert!(!whole_month(
            d("2026-10-01"),
            d("2026-10-02"),
            d("2026-10-31")
        ));
        assert!(!whole_month(
            d("2026-10-01"),
            d("2026-10-01"),
            d("2026-10-30")
        ));
        assert!(whole_month(
            d("2024-02-01"),
            d("2024-01-15"),
            d("2024-02-29")
        ));
    }

    #[test]
    fn the_range_is_at_most_366_days() {
        let ok = check(
            &request("week", "2024-01-01", "2024-12-31"),
            d("2026-11-26"),
        );
        assert!(ok.is_ok(), "a leap year is 366 days");
        assert_eq!(
            violations(request("day", "2025-01-01", "2026-01-02")),
            [(
                "to".to_owned(),
                "the range must be at most 366 days".to_owned()
            )]
        );
    }
}
