//! Lipa Mdogo Mdogo (issue 24, part 7): an order paid in M-Pesa instalments before delivery.
//! The one owner of the plan's rules: its settings' limits, the schedule computed from the
//! order's final total, how payments fill it, what is due next and when the plan lapses.
//!
//! Money: the plan collects the order's total rounded UP to whole shillings (what an M-Pesa
//! prompt for the whole order asks, `payments::domain::amount`); every part is whole shillings
//! and the parts sum to it exactly. Zero interest and no fee.

use chrono::{Days, NaiveDate};

use super::Invalid;

const CENTS_PER_KSH: i64 = 100;

/// The plan as the shop sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanSettings {
    pub enabled: bool,
    /// Of the total, paid at once.
    pub deposit_percent: i32,
    /// Instalments after the deposit.
    pub instalments: i32,
    pub interval_days: i32,
    pub min_total_cents: i64,
    /// Days after a missed due date before the plan lapses.
    pub grace_days: i32,
    /// Days before a due date the reminder goes.
    pub reminder_days: i32,
}

impl Default for PlanSettings {
    /// The shop's defaults (migration orders/0022): 25% deposit, three instalments two weeks
    /// apart, for orders of KSh 20,000 or more, three days' grace, reminded two days before.
    fn default() -> Self {
        Self {
            enabled: true,
            deposit_percent: 25,
            instalments: 3,
            interval_days: 14,
            min_total_cents: 2_000_000,
            grace_days: 3,
            reminder_days: 2,
        }
    }
}

/// Field paths of the settings (the proto's).
const LIMITS: [(&str, i64, i64, &str); 6] = [
    (
        "deposit_percent",
        10,
        90,
        "The deposit must be between 10% and 90%",
    ),
    (
        "instalments",
        1,
        12,
        "The number of instalments must be between 1 and 12",
    ),
    (
        "interval_days",
        1,
        60,
        "The days between instalments must be between 1 and 60",
    ),
    (
        "min_total",
        100_000,
        1_000_000_000,
        "The minimum order total must be between KSh 1,000 and KSh 10,000,000",
    ),
    (
        "grace_days",
        0,
        30,
        "The grace period must be between 0 and 30 days",
    ),
    (
        "reminder_days",
        1,
        7,
        "Reminders must go between 1 and 7 days before a due date",
    ),
];

impl PlanSettings {
    /// Every violation of the settings' limits at once.
    pub fn check(&self) -> Vec<Invalid> {
        let values = [
            i64::from(self.deposit_percent),
            i64::from(self.instalments),
            i64::from(self.interval_days),
            self.min_total_cents,
            i64::from(self.grace_days),
            i64::from(self.reminder_days),
        ];
        LIMITS
            .iter()
            .zip(values)
            .filter(|((_, low, high, _), value)| value < low || value > high)
            .map(|((field, _, _, message), _)| Invalid::new(field, *message))
            .collect()
    }

    /// Why an order of `total_cents` cannot be placed on the plan, if it cannot.
    pub fn refuse(&self, total_cents: i64) -> Option<String> {
        if !self.enabled {
            return Some("Lipa Mdogo Mdogo is not offered at the moment".to_owned());
        }
        (total_cents < self.min_total_cents).then(|| {
            format!(
                "Lipa Mdogo Mdogo is for orders of {} or more",
                ksh(self.min_total_cents)
            )
        })
    }
}

/// "KSh 20,000" (whole shillings, rounded up).
pub fn ksh(cents: i64) -> String {
    let text = crate::invoice::ksh(plan_total_cents(cents));
    format!("KSh {}", text.trim_end_matches(".00"))
}

/// What the plan collects for an order of `total_cents`: rounded up to whole shillings.
pub fn plan_total_cents(total_cents: i64) -> i64 {
    total_cents.div_euclid(CENTS_PER_KSH) * CENTS_PER_KSH
        + if total_cents.rem_euclid(CENTS_PER_KSH) > 0 {
            CENTS_PER_KSH
        } else {
            0
        }
}

/// One part of a schedule: the deposit (number 0) or an instalment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Part {
    pub number: i32,
    pub amount_cents: i64,
    pub due_on: NaiveDate,
}

/// The schedule of an order of `total_cents` placed on `placed_on` (Nairobi): the deposit due
/// that day, then `instalments` parts every `interval_days`. Whole shillings summing to
/// [`plan_total_cents`] exactly: the deposit is its percent rounded up, the rest split evenly
/// with the odd shillings on the earliest instalments.
pub fn schedule(settings: &PlanSettings, total_cents: i64, placed_on: NaiveDate) -> Vec<Part> {
    let total = plan_total_cents(total_cents.max(0)) / CENTS_PER_KSH;
    let count = i64::from(settings.instalments.max(1));
    let percent = i64::from(settings.deposit_percent.clamp(0, 100));
    let deposit = (total * percent + 99) / 100;
    let rest = total - deposit;
    let (each, odd) = (rest / count, rest % count);
    let interval = u64::try_from(settings.interval_days.max(1)).unwrap_or(1);
    let mut parts = vec![Part {
        number: 0,
        amount_cents: deposit * CENTS_PER_KSH,
        due_on: placed_on,
    }];
    for k in 1..=count {
        let days = interval * u64::try_from(k).unwrap_or(0);
        parts.push(Part {
            number: i32::try_from(k).unwrap_or(i32::MAX),
            amount_cents: (each + i64::from(k <= odd)) * CENTS_PER_KSH,
            due_on: placed_on
                .checked_add_days(Days::new(days))
                .unwrap_or(NaiveDate::MAX),
        });
    }
    parts
}

/// How much of each part `paid_cents` pays (payments fill the parts in order).
pub fn paid_per_part(parts: &[Part], paid_cents: i64) -> Vec<i64> {
    let mut left = paid_cents.max(0);
    parts
        .iter()
        .map(|part| {
            let paid = left.min(part.amount_cents);
            left -= paid;
            paid
        })
        .collect()
}

/// What is due next once `paid_cents` is paid: the unpaid rest of the earliest part not paid
/// in full and its due date; `None` once everything is paid.
pub fn next_due(parts: &[Part], paid_cents: i64) -> Option<(i64, NaiveDate)> {
    parts
        .iter()
        .zip(paid_per_part(parts, paid_cents))
        .find(|(part, paid)| *paid < part.amount_cents)
        .map(|(part, paid)| (part.amount_cents - paid, part.due_on))
}

/// The day a plan lapses if what is due on `due_on` is still unpaid: `grace_days` after it.
pub fn lapses_on(due_on: NaiveDate, grace_days: i32) -> NaiveDate {
    due_on
        .checked_add_days(Days::new(u64::try_from(grace_days.max(0)).unwrap_or(0)))
        .unwrap_or(NaiveDate::MAX)
}

/// Whether the plan has lapsed on `today`: a part is still not paid in full after its due
/// date plus the grace days.
pub fn lapsed(parts: &[Part], paid_cents: i64, today: NaiveDate, grace_days: i32) -> bool {
    next_due(parts, paid_cents).is_some_and(|(_, due_on)| today > lapses_on(due_on, grace_days))
}

/// How an instalment payment of `amount_cents` lands on a plan of `plan_total` of which
/// `paid_before` is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Landing {
    /// It counts; `completes`: the plan is paid in full with it.
    Counts { completes: bool },
    /// It is more than the balance: none of it counts, all of it is due back (the balance is
    /// still due; a Paybill payment over the balance is split by payments before this).
    Overpaid { balance_cents: i64 },
}

pub fn land(plan_total: i64, paid_before: i64, amount_cents: i64) -> Landing {
    let balance = (plan_total - paid_before).max(0);
    if amount_cents > balance {
        Landing::Overpaid {
            balance_cents: balance,
        }
    } else {
        Landing::Counts {
            completes: paid_before + amount_cents >= plan_total,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_parts_sum_to_the_total_exactly() {
        let settings = PlanSettings::default();
        for total in [
            2_000_000,
            2_000_001,
            7_159_984,
            20_000_000,
            3_333_333,
            100,
            199_999_999,
        ] {
            for instalments in 1..=12 {
                for deposit_percent in [10, 25, 33, 50, 90] {
                    let s = PlanSettings {
                        instalments,
                        deposit_percent,
                        ..settings
                    };
                    let parts = schedule(&s, total, day("2026-11-29"));
                    assert_eq!(parts.len(), usize::try_from(instalments).unwrap() + 1);
                    let sum: i64 = parts.iter().map(|p| p.amount_cents).sum();
                    assert_eq!(sum, plan_total_cents(total), "{total} {instalments}");
                    assert!(parts.iter().all(|p| p.amount_cents % 100 == 0));
                    // Even: no two instalments differ by more than a shilling.
                    let rest: Vec<i64> = parts[1..].iter().map(|p| p.amount_cents).collect();
                    let spread = rest.iter().max().unwrap() - rest.iter().min().unwrap();
                    assert!(spread <= 100, "{rest:?}");
                }
            }
        }
    }

    #[test]
    fn a_sofa_on_the_default_plan() {
        // KSh 72,500 (VAT included): 25% deposit rounded up, then three fortnightly parts.
        let parts = schedule(&PlanSettings::default(), 7_250_000, day("2026-11-29"));
        let amounts: Vec<i64> = parts.iter().map(|p| p.amount_cents / 100).collect();
        assert_eq!(amounts, [18_125, 18_125, 18_125, 18_125]);
        let dues: Vec<String> = parts.iter().map(|p| p.due_on.to_string()).collect();
        assert_eq!(
            dues,
            ["2026-11-29", "2026-12-13", "2026-12-27", "2027-01-10"]
        );
        // Odd shillings go to the earliest instalments; cents round the total up.
        let parts = schedule(&PlanSettings::default(), 7_159_984, day("2026-11-29"));
        let amounts: Vec<i64> = parts.iter().map(|p| p.amount_cents / 100).collect();
        assert_eq!(amounts, [17_900, 17_900, 17_900, 17_900]);
        let parts = schedule(&PlanSettings::default(), 2_000_200, day("2026-11-29"));
        let amounts: Vec<i64> = parts.iter().map(|p| p.amount_cents / 100).collect();
        assert_eq!(amounts, [5_001, 5_001, 5_000, 5_000]);
    }

    #[test]
    fn payments_fill_the_parts_in_order() {
        let parts = schedule(&PlanSettings::default(), 2_000_200, day("2026-11-29"));
        assert_eq!(next_due(&parts, 0), Some((500_100, day("2026-11-29"))));
        assert_eq!(paid_per_part(&parts, 600_000), [500_100, 99_900, 0, 0]);
        assert_eq!(
            next_due(&parts, 600_000),
            Some((400_200, day("2026-12-13")))
        );
        assert_eq!(next_due(&parts, 2_000_200), None);
        assert_eq!(next_due(&parts, 9_000_000), None);
    }

    #[test]
    fn a_plan_lapses_after_a_missed_date_and_its_grace() {
        let parts = schedule(&PlanSettings::default(), 2_000_000, day("2026-11-29"));
        let deposit = parts[0].amount_cents;
        // The first instalment is due 2026-12-13; three days' grace.
        assert!(!lapsed(&parts, deposit, day("2026-12-13"), 3));
        assert!(!lapsed(&parts, deposit, day("2026-12-16"), 3));
        assert!(lapsed(&parts, deposit, day("2026-12-17"), 3));
        // Paid up to date: not lapsed; paid in full: never.
        let two = deposit + parts[1].amount_cents;
        assert!(!lapsed(&parts, two, day("2026-12-17"), 3));
        assert!(!lapsed(&parts, 2_000_000, day("2030-01-01"), 0));
        // Part of an instalment is not the instalment.
        assert!(lapsed(&parts, two - 100, day("2026-12-17"), 3));
    }

    #[test]
    fn a_payment_lands_within_the_balance() {
        assert_eq!(
            land(2_000_000, 0, 500_000),
            Landing::Counts { completes: false }
        );
        assert_eq!(
            land(2_000_000, 1_500_000, 500_000),
            Landing::Counts { completes: true }
        );
        assert_eq!(
            land(2_000_000, 1_500_000, 500_100),
            Landing::Overpaid {
                balance_cents: 500_000
            }
        );
        assert_eq!(
            land(2_000_000, 2_000_000, 100),
            Landing::Overpaid { balance_cents: 0 }
        );
    }

    #[test]
    fn settings_are_checked_whole() {
        assert!(PlanSettings::default().check().is_empty());
        let bad = PlanSettings {
            deposit_percent: 5,
            instalments: 0,
            interval_days: 61,
            min_total_cents: 10,
            grace_days: -1,
            reminder_days: 8,
            enabled: true,
        };
        let fields: Vec<&str> = bad.check().iter().map(|i| i.field).collect();
        assert_eq!(
            fields,
            [
                "deposit_percent",
                "instalments",
                "interval_days",
                "min_total",
                "grace_days",
                "reminder_days"
            ]
        );
        assert_eq!(
            PlanSettings::default().refuse(1_999_999).as_deref(),
            Some("Lipa Mdogo Mdogo is for orders of KSh 20,000 or more")
        );
        assert_eq!(PlanSettings::default().refuse(2_000_000), None);
        assert_eq!(ksh(123_456_789), "KSh 1,234,568");
    }
}
