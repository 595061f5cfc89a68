//! Every text the shop sends a customer about an order, by email and by SMS: the one place a
//! second language plugs into (issue 25 adds Kiswahili: a `Lang::Sw` arm in [`render`], and the
//! customer's language stored with the order and passed in by the consumer).
//!
//! These are receipts and notices about the customer's own order, sent to everyone who orders,
//! so they carry no unsubscribe link (marketing mail, none yet, must).

use crate::domain::delivery::{Choice, Method};
use crate::invoice::ksh;

/// The language of a message. English only for now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
}

/// The step of an order a customer is told about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Placed,
    Paid,
    Shipped,
    Delivered,
    Cancelled,
    /// Money paid back (the refunds part publishes the event; see `notify` for the hook).
    Refunded,
    /// A Lipa Mdogo Mdogo instalment falls due soon: `amount_cents` is what is due, `reference`
    /// its due date (YYYY-MM-DD).
    InstalmentDue,
}

impl Step {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Placed => "placed",
            Self::Paid => "paid",
            Self::Shipped => "shipped",
            Self::Delivered => "delivered",
            Self::Cancelled => "cancelled",
            Self::Refunded => "refunded",
            Self::InstalmentDue => "instalment_due",
        }
    }
}

/// Why an order was cancelled, as the customer is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cancelled {
    /// The customer asked.
    ByCustomer,
    /// The shop cancelled it.
    ByShop,
    /// An online order not paid in time.
    Unpaid,
    /// A Lipa Mdogo Mdogo plan not kept.
    Lapsed,
}

/// What a message says about one order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Facts {
    pub customer_name: String,
    /// `SF7K3M9QXA`.
    pub public_id: String,
    /// The order's total, in cents.
    pub total_cents: i64,
    /// The VAT included in the total when the order's prices included VAT (said beside the
    /// total in the email), else `None`.
    pub vat_included_cents: Option<i64>,
    /// `mpesa`, `card`, `paypal` or `cod`.
    pub payment_method: String,
    /// Whether the order had been paid (a cancelled paid order is refunded).
    pub paid: bool,
    /// Paid or refunded: the amount moved, in cents, and its reference (an M-Pesa receipt).
    pub amount_cents: i64,
    pub reference: String,
    pub cancelled: Option<Cancelled>,
    /// `https://shop.example/order/SF7K3M9QXA`: where the customer follows the order.
    pub order_url: String,
    /// The delivery promised when the order was placed (method, county, pickup point, window);
    /// `None` for orders placed before zones or without a county.
    pub delivery: Option<Choice>,
}

/// One step's email and SMS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Texts {
    pub subject: String,
    pub body: String,
    pub sms: String,
}

const SHOP: &str = "Samani Furniture";

/// The email and SMS for `step` of the order `facts` describe, in `lang`.
pub fn render(lang: Lang, step: Step, facts: &Facts) -> Texts {
    match lang {
        Lang::En => english(step, facts),
    }
}

fn method_en(method: &str) -> &'static str {
    match method {
        "mpesa" => "M-Pesa",
        "card" => "card",
        "paypal" => "PayPal",
        _ => "cash on delivery",
    }
}

/// An amount as shoppers read it: whole shillings without decimals (`KSh 62,500`), cents only
/// when there are some (`KSh 1,658.84`).
pub fn shopper_ksh(cents: i64) -> String {
    let text = ksh(cents);
    format!("KSh {}", text.strip_suffix(".00").unwrap_or(&text))
}

/// 'Tue 1 Dec', as the web writes a delivery day.
fn day_en(day: chrono::NaiveDate) -> String {
    day.format("%a %-d %b").to_string()
}

/// 'Tue 1 Dec - Thu 3 Dec', or one day.
fn window_en(c: &Choice) -> String {
    if c.earliest == c.latest {
        day_en(c.earliest)
    } else {
        format!("{} - {}", day_en(c.earliest), day_en(c.latest))
    }
}

/// The email's promise line: 'Delivery: Express delivery to Mombasa (KSh 3,500), arriving Tue 1
/// Dec - Wed 2 Dec' or 'Pickup: Nyali partner station, Links Road (Mon-Sat 9:00-18:00), KSh
/// 300, ready Thu 3 Dec'.
fn promise_en(c: &Choice) -> String {
    let fee = if c.fee_cents == 0 {
        "free".to_owned()
    } else {
        shopper_ksh(c.fee_cents)
    };
    match (c.method, &c.pickup) {
        (Method::Pickup, Some(p)) => format!(
            "Pickup: {}, {} ({}), {fee}, ready {}",
            p.name,
            p.address,
            p.hours,
            window_en(c)
        ),
        (method, _) => format!(
            "Delivery: {} to {} ({fee}), arriving {}",
            if method == Method::Express {
                "Express delivery"
            } else {
                "Standard delivery"
            },
            c.county,
            window_en(c)
        ),
    }
}

/// The SMS's promise, short: ' Delivery Tue 1 Dec-Thu 3 Dec.', ' Pickup at Nyali partner
/// station from Thu 3 Dec.'; without the point's name when the SMS would not fit one part.
fn promise_sms(c: &Choice, sms: &str) -> String {
    let dates = if c.earliest == c.latest {
        day_en(c.earliest)
    } else {
        format!("{}-{}", day_en(c.earliest), day_en(c.latest))
    };
    let candidates = match (c.method, &c.pickup) {
        (Method::Pickup, Some(p)) => vec![
            format!(" Pickup at {} from {}.", p.name, day_en(c.earliest)),
            format!(" Ready to collect from {}.", day_en(c.earliest)),
        ],
        (Method::Express, _) => vec![format!(" Express delivery {dates}.")],
        _ => vec![format!(" Delivery {dates}.")],
    };
    candidates
        .into_iter()
        .find(|text| sms.chars().count() + text.chars().count() <= SMS_MAX && text.is_ascii())
        .unwrap_or_default()
}

/// One SMS part (GSM-7).
const SMS_MAX: usize = 160;

fn english(step: Step, f: &Facts) -> Texts {
    let id = &f.public_id;
    let total = shopper_ksh(f.total_cents);
    let amount = shopper_ksh(f.amount_cents);
    let reference = if f.reference.is_empty() {
        String::new()
    } else {
        format!(" (ref {})", f.reference)
    };
    let (subject, lead, sms) = match step {
        Step::Placed if f.payment_method == "cod" => (
            format!("Order {id} received"),
            format!(
                "Thank you for your order {id}. The total of {total} is paid in cash when it is \
                 delivered. We will tell you when it ships."
            ),
            format!(
                "{SHOP}: order {id} received, {total} payable on delivery. We will text you when it ships."
            ),
        ),
        Step::Placed => (
            format!("Order {id} received"),
            format!(
                "Thank you for your order {id}. Its total is {total}, to be paid by {}. We \
                 start preparing it as soon as the payment arrives, and tell you when it does.",
                method_en(&f.payment_method)
            ),
            format!(
                "{SHOP}: order {id} received, total {total}. We will text you when your {} payment arrives.",
                method_en(&f.payment_method)
            ),
        ),
        Step::Paid => (
            format!("Payment received for order {id}"),
            format!(
                "We received your payment of {amount}{reference} by {} for order {id}. We are \
                 preparing your order for delivery.",
                method_en(&f.payment_method)
            ),
            format!(
                "{SHOP}: payment of {amount}{reference} received for order {id}. We are preparing it for delivery."
            ),
        ),
        Step::Shipped => (
            format!("Order {id} has shipped"),
            format!(
                "Your order {id} ({total}) has left our warehouse and is on its way to you.{}",
                if f.payment_method == "cod" && !f.paid {
                    format!(" Please have {total} ready in cash for the delivery.")
                } else {
                    String::new()
                }
            ),
            format!("{SHOP}: order {id} ({total}) has shipped and is on its way to you."),
        ),
        Step::Delivered => (
            format!("Order {id} delivered"),
            format!("Your order {id} ({total}) was delivered. Thank you for shopping with us."),
            format!("{SHOP}: order {id} ({total}) was delivered. Thank you for shopping with us!"),
        ),
        Step::Cancelled => {
            let why = match f.cancelled {
                Some(Cancelled::ByCustomer) => " as you asked",
                Some(Cancelled::Unpaid) => " because its payment did not arrive in time",
                Some(Cancelled::Lapsed) => {
                    " because a Lipa Mdogo Mdogo instalment was not paid in time"
                }
                Some(Cancelled::ByShop) | None => " by the shop",
            };
            let refund = if f.paid {
                " The money you paid will be refunded; we will tell you when it is sent."
            } else {
                ""
            };
            let sms_refund = if f.paid {
                " Your payment will be refunded."
            } else {
                ""
            };
            (
                format!("Order {id} cancelled"),
                format!("Your order {id} ({total}) was cancelled{why}.{refund}"),
                format!("{SHOP}: order {id} ({total}) was cancelled{why}.{sms_refund}"),
            )
        }
        Step::Refunded => (
            format!("Refund for order {id}"),
            format!(
                "We refunded {amount}{reference} for order {id} by {}.",
                method_en(&f.payment_method)
            ),
            format!("{SHOP}: {amount} refunded for order {id}{reference}."),
        ),
        Step::InstalmentDue => (
            format!(
                "Lipa Mdogo Mdogo: {amount} due on {} for order {id}",
                f.reference
            ),
            format!(
                "Your next Lipa Mdogo Mdogo instalment of {amount} for order {id} is due on {}. \
                 Pay it from your order page with an M-Pesa prompt, or by Paybill with the \
                 account number {id}. If it is not paid within the grace days after that date, \
                 the order is cancelled.",
                f.reference
            ),
            format!(
                "{SHOP}: Lipa Mdogo Mdogo instalment of {amount} for order {id} is due on {}. Pay by M-Pesa, account {id}.",
                f.reference
            ),
        ),
    };
    // The promise made at checkout, while the order is on its way to being delivered.
    let promised = f
        .delivery
        .as_ref()
        .filter(|_| matches!(step, Step::Placed | Step::Paid | Step::Shipped));
    let mut sms = sms;
    if let Some(c) = promised {
        let short = promise_sms(c, &sms);
        sms.push_str(&short);
    }
    let vat = f
        .vat_included_cents
        .map(|vat| format!(" (incl. VAT {})", shopper_ksh(vat)))
        .unwrap_or_default();
    let mut body = format!(
        "Hello {},\n\n{lead}\n\nOrder: {id}\nTotal: {total}{vat}\n",
        f.customer_name
    );
    if let Some(c) = promised {
        body.push_str(&promise_en(c));
        body.push('\n');
    }
    if !f.order_url.is_empty() {
        body.push_str(&format!("\nFollow your order: {}\n", f.order_url));
    }
    body.push_str(&format!(
        "\nYou receive this message because you ordered from {SHOP}.\n\n{SHOP}\n"
    ));
    Texts { subject, body, sms }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::delivery::PickupPoint;

    fn facts() -> Facts {
        Facts {
            customer_name: "Wanjiku Kamau".to_owned(),
            public_id: "SF7K3M9QXA".to_owned(),
            total_cents: 165_884,
            vat_included_cents: None,
            payment_method: "mpesa".to_owned(),
            paid: false,
            amount_cents: 0,
            reference: String::new(),
            cancelled: None,
            order_url: "https://shop.example/order/SF7K3M9QXA".to_owned(),
            delivery: None,
        }
    }

    const STEPS: [Step; 6] = [
        Step::Placed,
        Step::Paid,
        Step::Shipped,
        Step::Delivered,
        Step::Cancelled,
        Step::Refunded,
    ];

    #[test]
    fn amounts_are_whole_shillings_where_they_are_whole_and_the_vat_part_is_said() {
        assert_eq!(shopper_ksh(6_250_000), "KSh 62,500");
        assert_eq!(shopper_ksh(165_884), "KSh 1,658.84");
        assert_eq!(shopper_ksh(165_810), "KSh 1,658.10");
        assert_eq!(shopper_ksh(0), "KSh 0");
        let sofa = Facts {
            total_cents: 6_250_000,
            vat_included_cents: Some(862_069),
            ..facts()
        };
        let placed = render(Lang::En, Step::Placed, &sofa);
        assert!(
            placed
                .body
                .contains("Total: KSh 62,500 (incl. VAT KSh 8,620.69)\n"),
            "{}",
            placed.body
        );
        assert!(placed.sms.contains("total KSh 62,500."), "{}", placed.sms);
        // VAT added on top (the setting off): the total alone, as before.
        assert!(
            !render(Lang::En, Step::Placed, &facts())
                .body
                .contains("incl. VAT")
        );
    }

    #[test]
    fn every_step_names_the_order_and_its_total_and_fits_one_sms() {
        for step in STEPS {
            let t = render(Lang::En, step, &facts());
            assert!(t.subject.contains("SF7K3M9QXA"), "{step:?}: {}", t.subject);
            assert!(t.sms.contains("SF7K3M9QXA"), "{step:?}: {}", t.sms);
            assert!(t.body.starts_with("Hello Wanjiku Kamau,\n"), "{step:?}");
            assert!(
                t.body.contains("Total: KSh 1,658.84\n"),
                "{step:?}: {}",
                t.body
            );
            assert!(t.body.contains("https://shop.example/order/SF7K3M9QXA"));
            // A receipt, not marketing: nothing to unsubscribe from.
            assert!(!t.body.to_lowercase().contains("unsubscribe"));
            assert!(
                t.sms.chars().count() <= 160,
                "{step:?}: {} chars",
                t.sms.len()
            );
            assert!(t.sms.is_ascii(), "{step:?}: one GSM-7 part: {}", t.sms);
        }
    }

    #[test]
    fn the_texts_are_these() {
        let placed = render(Lang::En, Step::Placed, &facts());
        assert_eq!(placed.subject, "Order SF7K3M9QXA received");
        assert_eq!(
            placed.sms,
            "Samani Furniture: order SF7K3M9QXA received, total KSh 1,658.84. We will text you \
             when your M-Pesa payment arrives."
        );
        let paid = render(
            Lang::En,
            Step::Paid,
            &Facts {
                amount_cents: 165_900,
                reference: "RLA0R69NXM".to_owned(),
                paid: true,
                ..facts()
            },
        );
        assert_eq!(paid.subject, "Payment received for order SF7K3M9QXA");
        assert_eq!(
            paid.sms,
            "Samani Furniture: payment of KSh 1,659 (ref RLA0R69NXM) received for order \
             SF7K3M9QXA. We are preparing it for delivery."
        );
        let shipped = render(Lang::En, Step::Shipped, &facts());
        assert_eq!(
            shipped.sms,
            "Samani Furniture: order SF7K3M9QXA (KSh 1,658.84) has shipped and is on its way to you."
        );
        let delivered = render(Lang::En, Step::Delivered, &facts());
        assert_eq!(delivered.subject, "Order SF7K3M9QXA delivered");
    }

    #[test]
    fn cash_on_delivery_is_told_to_have_the_cash_ready() {
        let cod = Facts {
            payment_method: "cod".to_owned(),
            ..facts()
        };
        assert!(
            render(Lang::En, Step::Placed, &cod)
                .sms
                .contains("payable on delivery")
        );
        assert!(
            render(Lang::En, Step::Shipped, &cod)
                .body
                .contains("have KSh 1,658.84 ready in cash")
        );
    }

    #[test]
    fn a_cancellation_says_why_and_promises_a_refund_only_when_paid() {
        let unpaid = Facts {
            cancelled: Some(Cancelled::Unpaid),
            ..facts()
        };
        let t = render(Lang::En, Step::Cancelled, &unpaid);
        assert!(
            t.sms.contains("because its payment did not arrive in time"),
            "{}",
            t.sms
        );
        assert!(!t.sms.contains("refund"));
        let paid = Facts {
            cancelled: Some(Cancelled::ByCustomer),
            paid: true,
            ..facts()
        };
        let t = render(Lang::En, Step::Cancelled, &paid);
        assert!(t.sms.contains("as you asked"));
        assert!(t.sms.contains("Your payment will be refunded."));
        assert!(t.sms.chars().count() <= 160, "{}", t.sms);
        assert!(t.body.contains("will be refunded"));
    }

    fn promised(method: Method, pickup: Option<PickupPoint>) -> Choice {
        Choice {
            method,
            county: "Mombasa".to_owned(),
            zone: "Big towns".to_owned(),
            pickup,
            fee_cents: 350_000,
            full_fee_cents: 350_000,
            free_from_cents: None,
            amount_to_free_cents: 0,
            min_days: 1,
            max_days: 2,
            earliest: chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            latest: chrono::NaiveDate::from_ymd_opt(2026, 12, 2).unwrap(),
        }
    }

    #[test]
    fn the_delivery_promise_is_in_the_email_and_sms_until_delivered() {
        let express = Facts {
            delivery: Some(promised(Method::Express, None)),
            ..facts()
        };
        for step in [Step::Placed, Step::Paid, Step::Shipped] {
            let t = render(Lang::En, step, &express);
            assert!(
                t.body.contains(
                    "Delivery: Express delivery to Mombasa (KSh 3,500), arriving Tue 1 Dec - Wed 2 Dec\n"
                ),
                "{step:?}: {}",
                t.body
            );
            assert!(
                t.sms.ends_with(" Express delivery Tue 1 Dec-Wed 2 Dec."),
                "{step:?}: {}",
                t.sms
            );
            assert!(t.sms.chars().count() <= 160, "{step:?}: {}", t.sms);
        }
        for step in [Step::Delivered, Step::Cancelled, Step::Refunded] {
            let t = render(Lang::En, step, &express);
            assert!(!t.body.contains("arriving"), "{step:?}: {}", t.body);
            assert!(!t.sms.contains("Dec"), "{step:?}: {}", t.sms);
        }
        let standard = Facts {
            delivery: Some(Choice {
                fee_cents: 0,
                ..promised(Method::Standard, None)
            }),
            ..facts()
        };
        let t = render(Lang::En, Step::Placed, &standard);
        assert!(
            t.body.contains(
                "Delivery: Standard delivery to Mombasa (free), arriving Tue 1 Dec - Wed 2 Dec\n"
            ),
            "{}",
            t.body
        );
        assert!(
            t.sms.ends_with(" Delivery Tue 1 Dec-Wed 2 Dec."),
            "{}",
            t.sms
        );

        let nyali = PickupPoint {
            code: "mombasa-nyali".to_owned(),
            name: "Nyali partner station".to_owned(),
            county: "Mombasa".to_owned(),
            address: "Links Road, Nyali".to_owned(),
            hours: "Mon-Sat 9:00-18:00".to_owned(),
            fee_cents: 30_000,
            ready_days: 3,
        };
        let pickup = Facts {
            delivery: Some(Choice {
                fee_cents: 30_000,
                latest: chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
                ..promised(Method::Pickup, Some(nyali))
            }),
            payment_method: "cod".to_owned(),
            ..facts()
        };
        let t = render(Lang::En, Step::Placed, &pickup);
        assert!(
            t.body.contains("Pickup: Nyali partner station, Links Road, Nyali (Mon-Sat 9:00-18:00), KSh 300, ready Tue 1 Dec\n"),
            "{}",
            t.body
        );
        assert!(
            t.sms
                .ends_with(" Pickup at Nyali partner station from Tue 1 Dec."),
            "{}",
            t.sms
        );
        // A name too long for one SMS part: the date alone.
        let long = Facts {
            customer_name: "x".into(),
            delivery: pickup.delivery.clone().map(|mut c| {
                c.pickup.as_mut().unwrap().name = "N".repeat(60);
                c
            }),
            ..pickup.clone()
        };
        let t = render(Lang::En, Step::Placed, &long);
        assert!(
            t.sms.ends_with(" Ready to collect from Tue 1 Dec."),
            "{}",
            t.sms
        );
        assert!(t.sms.chars().count() <= 160, "{}", t.sms);
    }
}
