//! SQL of honest merchandising (issue 24, part 1): campaigns, their prices applied to and
//! restored from their products, the merchandising listings and the figures of every claim.

use chrono::{DateTime, SecondsFormat, Utc};
use shop_common::audit;
use shop_proto::catalog::v1 as pb;
use sqlx::{PgConnection, PgPool};

use super::ProductRow;
use crate::domain::listing::total_pages;
use crate::domain::merch::{
    CLEARANCE_DAYS, CampaignPrice, CampaignRule, Collection, NEW_ARRIVAL_DAYS, NewCampaign,
};
use crate::domain::taxonomy::CATEGORIES;

/// Serialises campaign writes and their application (one lock for every catalog instance).
const CAMPAIGN_LOCK: i64 = 0x6361_6d70_6169_676e;

#[derive(sqlx::FromRow)]
struct CampaignRow {
    id: i64,
    name: String,
    slug: String,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    category_slug: String,
    subcategory_slug: String,
    product_ids: Vec<i64>,
    percent_off: Option<i16>,
    sale_price_cents: Option<i64>,
    state: String,
    created_at: DateTime<Utc>,
    products: i64,
    max_percent_off: i64,
}

fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl From<CampaignRow> for pb::Campaign {
    fn from(r: CampaignRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            slug: r.slug,
            starts_at: rfc3339(r.starts_at),
            ends_at: rfc3339(r.ends_at),
            category_slug: r.category_slug,
            subcategory_slug: r.subcategory_slug,
            product_ids: r.product_ids,
            percent_off: r.percent_off.and_then(|p| u32::try_from(p).ok()),
            sale_price_cents: r.sale_price_cents,
            state: r.state,
            products: u32::try_from(r.products).unwrap_or(0),
            max_percent_off: u32::try_from(r.max_percent_off).unwrap_or(0),
            created_at: rfc3339(r.created_at),
        }
    }
}

/// A campaign with its product count and the deepest discount its products show now (whole
/// percent, rounded down: the figure a claim may show).
const SELECT_CAMPAIGNS: &str = "
SELECT c.id, c.name, c.slug, c.starts_at, c.ends_at, c.category_slug, c.subcategory_slug,
       c.product_ids, c.percent_off, c.sale_price_cents, c.state, c.created_at,
       (SELECT count(*) FROM campaign_items ci WHERE ci.campaign_id = c.id) AS products,
       COALESCE((SELECT max((p.original_price_cents - p.price_cents) * 100 / p.original_price_cents)
                 FROM campaign_items ci JOIN products p ON p.id = ci.product_id
                 WHERE ci.campaign_id = c.id AND p.status = 'live' AND p.on_sale
                   AND p.price_cents = ci.sale_price_cents), 0)::bigint AS max_percent_off
FROM campaigns c";

/// Why a campaign could not be created, beyond its form.
#[derive(Debug)]
pub enum CreateError {
    /// `field`, message.
    Refused(&'static str, String),
    Database(sqlx::Error),
}

impl From<sqlx::Error> for CreateError {
    fn from(e: sqlx::Error) -> Self {
        Self::Database(e)
    }
}

/// Creates `c`: its products chosen now by its rule (live ones), refused when none is, when an
/// id is not a live product, when a product is already in a campaign that has not ended and
/// overlaps it, or when a fixed sale price is not below a product's price. Audited as
/// `campaign.create`, in the same transaction. The caller applies due campaigns after.
pub async fn create(
    pool: &PgPool,
    c: &NewCampaign,
    actor_id: &str,
) -> Result<pb::Campaign, CreateError> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(CAMPAIGN_LOCK)
        .execute(&mut *tx)
        .await?;
    let (category, subcategory, ids) = match &c.rule {
        CampaignRule::Category(s) => (s.clone(), String::new(), Vec::new()),
        CampaignRule::Subcategory(s) => (String::new(), s.clone(), Vec::new()),
        CampaignRule::Ids(ids) => (String::new(), String::new(), ids.clone()),
    };
    let chosen: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT id, name, price_cents FROM products WHERE status = 'live' AND \
         (($1 <> '' AND category_slug = $1) OR ($2 <> '' AND subcategory_slug = $2) \
          OR id = ANY($3)) ORDER BY id",
    )
    .bind(&category)
    .bind(&subcategory)
    .bind(&ids)
    .fetch_all(&mut *tx)
    .await?;
    if !ids.is_empty() {
        let missing: Vec<String> = ids
            .iter()
            .filter(|id| !chosen.iter().any(|(p, _, _)| p == *id))
            .map(ToString::to_string)
            .collect();
        if !missing.is_empty() {
            return Err(CreateError::Refused(
                "productIds",
                format!("No live product with id {}", missing.join(", ")),
            ));
        }
    }
    if chosen.is_empty() {
        return Err(CreateError::Refused(
            "rule",
            "No live product matches this campaign's rule".to_owned(),
        ));
    }
    if let CampaignPrice::Fixed(sale) = c.price
        && let Some((id, name, price)) = chosen.iter().find(|(_, _, price)| *price <= sale)
    {
        return Err(CreateError::Refused(
            "salePrice",
            format!(
                "The sale price must be below every product's price: {name} (id {id}) costs KSh {}",
                price / 100
            ),
        ));
    }
    let chosen_ids: Vec<i64> = chosen.iter().map(|(id, _, _)| *id).collect();
    let clash: Option<(i64, String, DateTime<Utc>)> = sqlx::query_as(
        "SELECT ci.product_id, c.name, c.ends_at FROM campaign_items ci \
         JOIN campaigns c ON c.id = ci.campaign_id \
         WHERE ci.product_id = ANY($1) AND c.state <> 'ended' \
           AND c.starts_at < $3 AND c.ends_at > $2 \
         ORDER BY ci.product_id LIMIT 1",
    )
    .bind(&chosen_ids)
    .bind(c.starts_at)
    .bind(c.ends_at)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some((id, name, ends)) = clash {
        return Err(CreateError::Refused(
            "rule",
            format!(
                "Product {id} is already in the campaign '{name}' until {}",
                rfc3339(ends)
            ),
        ));
    }
    let (percent, fixed) = match c.price {
        CampaignPrice::Percent(p) => (Some(i16::try_from(p).unwrap_or(0)), None),
        CampaignPrice::Fixed(cents) => (None, Some(cents)),
    };
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO campaigns (name, slug, starts_at, ends_at, category_slug, subcategory_slug, \
         product_ids, percent_off, sale_price_cents, created_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(&c.name)
    .bind(&c.slug)
    .bind(c.starts_at)
    .bind(c.ends_at)
    .bind(&category)
    .bind(&subcategory)
    .bind(&ids)
    .bind(percent)
    .bind(fixed)
    .bind(actor_id)
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO campaign_items (campaign_id, product_id) SELECT $1, unnest($2::bigint[])",
    )
    .bind(id)
    .bind(&chosen_ids)
    .execute(&mut *tx)
    .await?;
    let campaign = get_on(&mut tx, id).await?;
    let after = serde_json::json!({
        "name": c.name, "slug": c.slug, "startsAt": rfc3339(c.starts_at),
        "endsAt": rfc3339(c.ends_at), "category": category, "subcategory": subcategory,
        "productIds": ids, "percentOff": percent, "salePrice": fixed.map(|f| f / 100),
        "products": chosen_ids,
    });
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id,
            kind: audit::CAMPAIGN_CREATE,
            target: &id.to_string(),
            summary: &format!(
                "Created campaign {} ({} products, until {})",
                c.name,
                chosen_ids.len(),
                rfc3339(c.ends_at)
            ),
            before: None,
            after: Some(after),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(campaign)
}

async fn get_on(conn: &mut PgConnection, id: i64) -> sqlx::Result<pb::Campaign> {
    let row: CampaignRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{SELECT_CAMPAIGNS} WHERE c.id = $1"
    )))
    .bind(id)
    .fetch_one(conn)
    .await?;
    Ok(row.into())
}

/// Every campaign, newest first.
pub async fn list(pool: &PgPool) -> sqlx::Result<Vec<pb::Campaign>> {
    let rows: Vec<CampaignRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{SELECT_CAMPAIGNS} ORDER BY c.created_at DESC, c.id DESC"
    )))
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Campaigns running now, the first to end first.
async fn running(pool: &PgPool, slug: Option<&str>) -> sqlx::Result<Vec<pb::Campaign>> {
    let rows: Vec<CampaignRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{SELECT_CAMPAIGNS} WHERE c.state = 'running' AND c.ends_at > now() \
         AND ($1::text IS NULL OR c.slug = $1) ORDER BY c.ends_at, c.id"
    )))
    .bind(slug)
    .fetch_all(pool)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Ends the running campaigns whose end has come (their products get back the prices the sale
/// replaced, unless an admin has priced them since), then starts the scheduled ones whose start
/// has come (each product priced at the campaign's price when it is below its own). One
/// transaction; the products' triggers tell the cache and the search index. Answers how many
/// campaigns changed state.
pub async fn apply_due(pool: &PgPool) -> sqlx::Result<u64> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(CAMPAIGN_LOCK)
        .execute(&mut *tx)
        .await?;
    let ended: Vec<i64> = sqlx::query_scalar(
        "UPDATE campaigns SET state = 'ended' WHERE state <> 'ended' AND ends_at <= now() \
         RETURNING id",
    )
    .fetch_all(&mut *tx)
    .await?;
    if !ended.is_empty() {
        sqlx::query(
            "UPDATE products p SET price_cents = ci.was_price_cents, \
             original_price_cents = ci.was_original_price_cents, updated_at = now() \
             FROM campaign_items ci WHERE ci.campaign_id = ANY($1) AND p.id = ci.product_id \
             AND ci.was_price_cents IS NOT NULL AND p.price_cents = ci.sale_price_cents",
        )
        .bind(&ended)
        .execute(&mut *tx)
        .await?;
    }
    let started: Vec<i64> = sqlx::query_scalar(
        "UPDATE campaigns SET state = 'running' WHERE state = 'scheduled' \
         AND starts_at <= now() AND ends_at > now() RETURNING id",
    )
    .fetch_all(&mut *tx)
    .await?;
    if !started.is_empty() {
        // The sale price: the percent off the product's price now, rounded down to a whole
        // shilling (crate::domain::merch::sale_price, here in SQL), or the fixed price.
        sqlx::query(
            "UPDATE campaign_items ci SET was_price_cents = p.price_cents, \
             was_original_price_cents = p.original_price_cents, \
             sale_price_cents = CASE WHEN c.percent_off IS NOT NULL \
                 THEN GREATEST(100, p.price_cents * (100 - c.percent_off) / 100 / 100 * 100) \
                 ELSE c.sale_price_cents END \
             FROM products p, campaigns c \
             WHERE ci.campaign_id = ANY($1) AND p.id = ci.product_id AND c.id = ci.campaign_id",
        )
        .bind(&started)
        .execute(&mut *tx)
        .await?;
        // The price before the sale becomes the "was" price shown struck through.
        sqlx::query(
            "UPDATE products p SET price_cents = ci.sale_price_cents, \
             original_price_cents = ci.was_price_cents, updated_at = now() \
             FROM campaign_items ci WHERE ci.campaign_id = ANY($1) AND p.id = ci.product_id \
             AND ci.sale_price_cents < p.price_cents",
        )
        .bind(&started)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok((ended.len() + started.len()) as u64)
}

/// The figures of every claim, now.
pub async fn merchandising(pool: &PgPool) -> sqlx::Result<pb::Merchandising> {
    let running = running(pool, None).await?;
    let by_category: Vec<(String, i64, i64)> = sqlx::query_as(
        "SELECT category_slug, count(*), \
         max((original_price_cents - price_cents) * 100 / original_price_cents) \
         FROM products WHERE status = 'live' AND on_sale GROUP BY category_slug",
    )
    .fetch_all(pool)
    .await?;
    let (clearance, new_arrivals): (i64, i64) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE stock > 0 AND created_at < now() - make_interval(days => $1)), \
                count(*) FILTER (WHERE created_at >= now() - make_interval(days => $2)) \
         FROM products WHERE status = 'live'",
    )
    .bind(i32::try_from(CLEARANCE_DAYS).unwrap_or(i32::MAX))
    .bind(i32::try_from(NEW_ARRIVAL_DAYS).unwrap_or(i32::MAX))
    .fetch_one(pool)
    .await?;
    let mut categories: Vec<pb::CategoryDiscount> = by_category
        .iter()
        .map(|(slug, products, max)| pb::CategoryDiscount {
            category_slug: slug.clone(),
            category_name: CATEGORIES
                .iter()
                .find(|c| crate::domain::taxonomy::slugify(c.name) == *slug)
                .map(|c| c.name.to_owned())
                .unwrap_or_default(),
            max_percent_off: u32::try_from(*max).unwrap_or(0),
            products: u32::try_from(*products).unwrap_or(0),
        })
        .collect();
    categories.sort_by(|a, b| a.category_slug.cmp(&b.category_slug));
    Ok(pb::Merchandising {
        running,
        offers: categories.iter().map(|c| c.products).sum(),
        max_percent_off: categories
            .iter()
            .map(|c| c.max_percent_off)
            .max()
            .unwrap_or(0),
        categories,
        clearance: u32::try_from(clearance).unwrap_or(0),
        new_arrivals: u32::try_from(new_arrivals).unwrap_or(0),
        new_arrival_days: NEW_ARRIVAL_DAYS,
        clearance_days: CLEARANCE_DAYS,
    })
}

/// One page of a merchandising listing by its rule.
pub async fn collection(
    pool: &PgPool,
    collection: &Collection,
    page: u32,
    limit: u32,
) -> sqlx::Result<pb::CollectionPage> {
    let mut campaign = None;
    // $1: a campaign id (or 0), $2: days, then limit and offset.
    let (rule, campaign_id, days): (&str, i64, u32) = match collection {
        Collection::FlashSales => (
            "id IN (SELECT ci.product_id FROM campaign_items ci JOIN campaigns c \
             ON c.id = ci.campaign_id WHERE c.state = 'running' AND c.ends_at > now() \
             AND ci.sale_price_cents = products.price_cents) AND $1 = $1 AND $2 = $2",
            0,
            0,
        ),
        Collection::Clearance => (
            "stock > 0 AND created_at < now() - make_interval(days => $2) AND $1 = $1",
            0,
            CLEARANCE_DAYS,
        ),
        Collection::Offers => ("on_sale AND $1 = $1 AND $2 = $2", 0, 0),
        Collection::NewArrivals => (
            "created_at >= now() - make_interval(days => $2) AND $1 = $1",
            0,
            NEW_ARRIVAL_DAYS,
        ),
        Collection::Campaign(slug) => {
            let found = running(pool, Some(slug)).await?.into_iter().next();
            let id = found.as_ref().map_or(-1, |c| c.id);
            campaign = found;
            (
                "id IN (SELECT ci.product_id FROM campaign_items ci \
                 WHERE ci.campaign_id = $1 AND ci.sale_price_cents = products.price_cents) \
                 AND $2 = $2",
                id,
                0,
            )
        }
    };
    let order = match collection {
        Collection::NewArrivals => "created_at DESC, id DESC",
        Collection::Clearance => "created_at ASC, id ASC",
        _ => {
            "(COALESCE(original_price_cents, price_cents) - price_cents) * 100 \
              / GREATEST(COALESCE(original_price_cents, price_cents), 1) DESC, id DESC"
        }
    };
    let days = i32::try_from(days).unwrap_or(i32::MAX);
    let total: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "SELECT count(*) FROM products WHERE status = 'live' AND {rule}"
    )))
    .bind(campaign_id)
    .bind(days)
    .fetch_one(pool)
    .await?;
    let rows: Vec<ProductRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {} FROM products WHERE status = 'live' AND {rule} ORDER BY {order} \
         LIMIT $3 OFFSET $4",
        product_columns!()
    )))
    .bind(campaign_id)
    .bind(days)
    .bind(i64::from(limit))
    .bind(i64::from(page.saturating_sub(1)) * i64::from(limit))
    .fetch_all(pool)
    .await?;
    let total = u64::try_from(total).unwrap_or(0);
    Ok(pb::CollectionPage {
        page: Some(pb::ListProductsResponse {
            products: rows.into_iter().map(Into::into).collect(),
            page,
            limit,
            total,
            total_pages: total_pages(total, limit),
        }),
        kind: if matches!(collection, Collection::Campaign(_)) && campaign.is_none() {
            "none".to_owned()
        } else {
            collection.kind().to_owned()
        },
        campaign,
    })
}
