//! `orders seed demo` (issue 24, part 2; docs/decisions.md "Reviews (issue 24, part 2)"): the
//! demo shop's history, so its ratings are real. The demo customers (`shop_common::demo`, whose
//! accounts `auth seed demo` adds) get paid M-Pesa orders of live demo products spread over the
//! last 90 days (delivered when older than a week, shipped or processing when newer, each with
//! its status history and its sale in the books), and reviews of part of what was delivered.
//! The figures of every reviewed product go to the catalog as `review.stats_changed` events
//! through the outbox, like any review.
//!
//! Deterministic (a fixed seed; dates counted back from the run) and idempotent: nothing is
//! loaded when the demo orders are there already. One transaction, a few hundred rows.

use chrono::{DateTime, Duration, Utc};
use shop_common::demo;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::books;
use crate::domain::review::author_name;
use crate::domain::totals;
use crate::repo::books::Kind;
use crate::reviews;

/// The VAT rate, delivery fee and free-delivery threshold the demo orders were priced at (the
/// shop's defaults).
const VAT_RATE_BP: i32 = 1600;
const DELIVERY_FEE_CENTS: i64 = 50_000;
const FREE_DELIVERY_OVER_CENTS: i64 = 5_000_000;
/// How far back the history reaches.
const DAYS: i64 = 90;
/// Percent of delivered lines their buyer reviewed.
const REVIEWED_PCT: u64 = 55;

/// What a run loaded.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    pub orders: usize,
    pub reviews: usize,
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn chance(&mut self, pct: u64) -> bool {
        self.below(100) < pct
    }
}

#[derive(sqlx::FromRow)]
struct Product {
    id: i64,
    name: String,
    price_cents: i64,
    image: String,
    category: String,
}

/// The live demo products, by id (read from the catalog's schema: the seed runs before the
/// services, when the catalog cannot be asked).
async fn products(conn: &mut PgConnection) -> sqlx::Result<Vec<Product>> {
    sqlx::query_as(
        "SELECT id, name, price_cents, COALESCE(images[1], '') AS image, \
         initcap(replace(category_slug, '-', ' ')) || ' - ' \
         || initcap(replace(subcategory_slug, '-', ' ')) AS category \
         FROM catalog.products WHERE status = 'live' AND price_cents > 0 ORDER BY id",
    )
    .fetch_all(conn)
    .await
}

/// A star rating: mostly 4 and 5, as furniture that arrived tends to be rated.
fn rating(rng: &mut Rng) -> i16 {
    match rng.below(100) {
        0..45 => 5,
        45..75 => 4,
        75..88 => 3,
        88..95 => 2,
        _ => 1,
    }
}

const TITLES: [&[&str]; 5] = [
    &["Not what I expected", "Disappointed", "Would not buy again"],
    &[
        "Below expectations",
        "Okay but flawed",
        "Needs better finishing",
    ],
    &["Decent for the price", "Average", "It does the job"],
    &["Good buy", "Very nice", "Happy with it", "Solid piece"],
    &[
        "Excellent quality",
        "Love it",
        "Worth every shilling",
        "Beautiful piece",
    ],
];

const BODIES: [&[&str]; 5] = [
    &[
        "The {item} arrived with a scratch on the side and the colour is not as in the pictures.",
        "Delivery took longer than promised and one part of the {item} was loose on arrival.",
    ],
    &[
        "The {item} looks fine but feels less sturdy than I hoped for the price.",
        "Assembly instructions were unclear; the {item} is usable but wobbles a little.",
    ],
    &[
        "The {item} is okay. Nothing special, but it fits the space and was delivered on time.",
        "Fair quality {item}. The delivery team was polite and set it up quickly.",
    ],
    &[
        "Good {item}, well finished and comfortable. Delivery to our house went smoothly.",
        "We have used the {item} for some weeks now and it still looks new. Recommended.",
    ],
    &[
        "The {item} is even better than in the pictures. Solid build and the team delivered on time.",
        "Beautiful {item}, well made and exactly as described. Our guests always ask where we got it.",
    ],
];

fn pick<'a>(rng: &mut Rng, options: &[&'a str]) -> &'a str {
    options[rng.below(options.len() as u64) as usize]
}

/// The product's kind in a sentence ("Living Room - Sofas" -> "sofa" is beyond us: the
/// subcategory in lower case, singular enough for a review).
fn item_word(category: &str) -> String {
    category
        .rsplit(" - ")
        .next()
        .unwrap_or("piece")
        .trim()
        .to_lowercase()
}

/// Loads the demo history unless it is there already.
pub async fn demo(pool: &PgPool, now: DateTime<Utc>) -> anyhow::Result<Loaded> {
    let mut tx = pool.begin().await?;
    let first = demo::customer_id(0).to_string();
    let there: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM orders WHERE user_id = $1)")
        .bind(&first)
        .fetch_one(&mut *tx)
        .await?;
    if there {
        return Ok(Loaded::default());
    }
    let products = products(&mut tx).await.map_err(|e| {
        anyhow::anyhow!("reading the demo catalogue (run `catalog seed demo` first): {e}")
    })?;
    anyhow::ensure!(
        !products.is_empty(),
        "the catalogue is empty: run `catalog seed demo` first"
    );
    let mut rng = Rng(2_424);
    let mut loaded = Loaded::default();
    let mut reviewed: Vec<i64> = Vec::new();
    let mut number = 0u32;
    for (c, customer) in demo::CUSTOMERS.iter().enumerate() {
        let user_id = demo::customer_id(c).to_string();
        let mut own_reviews: Vec<i64> = Vec::new();
        for _ in 0..2 + rng.below(3) {
            number += 1;
            let created_at = now
                - Duration::days(1 + rng.below(DAYS as u64 - 1) as i64)
                - Duration::minutes(rng.below(600) as i64);
            let age = now - created_at;
            // Popular products come up more often: the square skews picks to the front.
            let mut lines: Vec<(&Product, i32)> = Vec::new();
            for _ in 0..1 + rng.below(2) {
                let r = rng.below(1_000) as f64 / 1_000.0;
                let p = &products[((r * r) * products.len() as f64) as usize % products.len()];
                if lines.iter().all(|(q, _)| q.id != p.id) {
                    lines.push((p, if rng.chance(15) { 2 } else { 1 }));
                }
            }
            let subtotal = totals::subtotal(lines.iter().map(|(p, q)| (p.price_cents, *q)))?;
            let free = subtotal > FREE_DELIVERY_OVER_CENTS;
            let shipping = if free { 0 } else { DELIVERY_FEE_CENTS };
            let vat = totals::vat(VAT_RATE_BP, subtotal)?;
            let total = subtotal + shipping + vat;
            let status = if age >= Duration::days(8) {
                "delivered"
            } else if age >= Duration::days(4) {
                "shipped"
            } else {
                "processing"
            };
            let order_id =
                Uuid::from_u128(0x5a3a_0de0_0000_4000_8000_0000_0000_0000 | u128::from(number));
            let public_id = format!("SF0D{number:06}");
            let paid_at = created_at + Duration::minutes(2);
            let reference = format!("SD{number:08}");
            let mut history = vec![("pending", created_at), ("processing", paid_at)];
            if status != "processing" {
                history.push(("shipped", created_at + Duration::days(2)));
            }
            if status == "delivered" {
                history.push(("delivered", created_at + Duration::days(4)));
            }
            let updated_at = history.last().map_or(created_at, |h| h.1);
            sqlx::query(
                "INSERT INTO orders (id, public_id, user_id, status, payment_method, \
                 payment_status, subtotal_cents, shipping_cents, vat_cents, cod_fee_cents, \
                 total_cents, free_shipping_reason, customer_name, email, phone, address, city, \
                 county, postal_code, vat_rate_bp, payment_reference, payer, paid_at, created_at, \
                 updated_at) \
                 VALUES ($1, $2, $3, $4, 'mpesa', 'Paid', $5, $6, $7, 0, $8, $9, $10, $11, $12, \
                 $13, $14, $15, '00100', $16, $17, $18, $19, $20, $21)",
            )
            .bind(order_id)
            .bind(&public_id)
            .bind(&user_id)
            .bind(status)
            .bind(subtotal)
            .bind(shipping)
            .bind(vat)
            .bind(total)
            .bind(if free { "threshold" } else { "" })
            .bind(customer.name)
            .bind(demo::email(customer))
            .bind(customer.phone)
            .bind(format!("House {}, Demo Road", 1 + rng.below(90)))
            .bind(customer.city)
            .bind(customer.county)
            .bind(VAT_RATE_BP)
            .bind(&reference)
            .bind(format!("2547{}", &customer.phone[2..]))
            .bind(paid_at)
            .bind(created_at)
            .bind(updated_at)
            .execute(&mut *tx)
            .await?;
            for (position, (p, quantity)) in lines.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO order_items (order_id, position, product_id, name, \
                     unit_price_cents, quantity, image, category) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                )
                .bind(order_id)
                .bind(position as i16)
                .bind(p.id)
                .bind(&p.name)
                .bind(p.price_cents)
                .bind(quantity)
                .bind(&p.image)
                .bind(&p.category)
                .execute(&mut *tx)
                .await?;
            }
            for (state, at) in &history {
                sqlx::query(
                    "INSERT INTO order_status_history (order_id, status, changed_at) \
                     VALUES ($1, $2, $3)",
                )
                .bind(order_id)
                .bind(state)
                .bind(at)
                .execute(&mut *tx)
                .await?;
            }
            books::record_sale(&mut tx, order_id, Kind::Payment, &reference, paid_at, "")
                .await
                .map_err(|e| anyhow::anyhow!("recording a demo sale: {e}"))?;
            loaded.orders += 1;
            if status != "delivered" {
                continue;
            }
            for (p, _) in &lines {
                if own_reviews.contains(&p.id) || !rng.chance(REVIEWED_PCT) {
                    continue;
                }
                let stars = rating(&mut rng);
                let title = pick(&mut rng, TITLES[stars as usize - 1]);
                let body = pick(&mut rng, BODIES[stars as usize - 1])
                    .replace("{item}", &item_word(&p.category));
                let written = (created_at + Duration::days(5 + rng.below(10) as i64)).min(now);
                sqlx::query(
                    "INSERT INTO reviews (id, product_id, user_id, order_id, author, \
                     product_name, rating, title, body, created_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
                )
                .bind(Uuid::from_u128(
                    0x5a3a_0e71_0000_4000_8000_0000_0000_0000
                        | (u128::from(number) << 16)
                        | p.id as u128 & 0xffff,
                ))
                .bind(p.id)
                .bind(&user_id)
                .bind(order_id)
                .bind(author_name(customer.name))
                .bind(&p.name)
                .bind(stars)
                .bind(title)
                .bind(body)
                .bind(written)
                .execute(&mut *tx)
                .await?;
                own_reviews.push(p.id);
                if !reviewed.contains(&p.id) {
                    reviewed.push(p.id);
                }
                loaded.reviews += 1;
            }
        }
    }
    for product_id in reviewed {
        reviews::lock_stats(&mut tx, product_id).await?;
        reviews::publish_stats(&mut tx, product_id).await?;
    }
    tx.commit().await?;
    Ok(loaded)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_is_deterministic() {
        let (mut a, mut b) = (Rng(7), Rng(7));
        let xs: Vec<u64> = (0..5).map(|_| a.below(100)).collect();
        let ys: Vec<u64> = (0..5).map(|_| b.below(100)).collect();
        assert_eq!(xs, ys);
    }

    #[test]
    fn ratings_lean_to_the_top() {
        let mut rng = Rng(1);
        let stars: Vec<i16> = (0..1_000).map(|_| rating(&mut rng)).collect();
        assert!(stars.iter().all(|s| (1..=5).contains(s)));
        let fives = stars.iter().filter(|&&s| s == 5).count();
        let ones = stars.iter().filter(|&&s| s == 1).count();
        assert!(fives > 350 && ones < 100, "{fives} {ones}");
    }

    #[test]
    fn item_words() {
        assert_eq!(item_word("Living Room - Sofas"), "sofas");
        assert_eq!(item_word("Office"), "office");
    }

    #[test]
    fn every_template_fits_the_review_limits() {
        for (titles, bodies) in TITLES.iter().zip(BODIES.iter()) {
            for title in *titles {
                for body in *bodies {
                    let body = body.replace("{item}", "dining tables");
                    assert!(crate::domain::review::parse(4, title, &body, &[]).is_ok());
                }
            }
        }
    }
}
