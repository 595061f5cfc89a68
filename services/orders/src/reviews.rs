//! Product reviews (docs/decisions.md "Reviews (issue 24, part 2)"): the `ReviewService`.
//!
//! Only a customer with a DELIVERED order holding the product reviews it, once (then edits it).
//! Every write runs in one transaction that first locks the product's `review_stats` row (so
//! writers of one product take turns), makes the change, recomputes the product's visible
//! figures and, when they changed, publishes `review.stats_changed` with a new version through
//! the outbox; the catalog keeps the product's average and count from it. Moderation is audited
//! in the same transaction.

use chrono::{DateTime, Utc};
use serde_json::json;
use shop_common::audit;
use shop_common::caller::Caller;
use shop_common::errors::{self, ErrorCode, Violations};
use shop_common::events::{self, REVIEW_STATS_CHANGED};
use shop_proto::events::v1 as ev;
use shop_proto::orders::v1 as pb;
use shop_proto::orders::v1::review_service_server::ReviewService;
use sqlx::{PgConnection, PgPool};
use tonic::{Request, Response, Status};
use uuid::Uuid;

use crate::config::Clock;
use crate::domain::review::{self as rules, Sort};
use crate::error::Error;
use crate::repo::rfc3339;

#[derive(Clone)]
pub struct Reviews {
    pool: PgPool,
    clock: Clock,
}

impl Reviews {
    pub fn new(pool: PgPool, clock: Clock) -> Self {
        Self { pool, clock }
    }
}

fn refused(code: ErrorCode, message: &str) -> Error {
    Error::Refused(errors::status(code, message))
}

/// `SELECT <review columns> FROM reviews r`, with whether `$1` (the caller, '' for none) voted.
const SELECT: &str = "SELECT r.id, r.product_id, r.user_id, r.author, r.product_name, r.rating, \
     r.title, r.body, r.photos, r.helpful, r.hidden, r.hidden_reason, r.created_at, r.updated_at, \
     EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.id AND v.user_id = $1) AS voted \
     FROM reviews r";

#[derive(sqlx::FromRow)]
struct Row {
    id: Uuid,
    product_id: i64,
    user_id: String,
    author: String,
    product_name: String,
    rating: i16,
    title: String,
    body: String,
    photos: Vec<String>,
    helpful: i32,
    hidden: bool,
    hidden_reason: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    voted: bool,
}

impl Row {
    /// As `viewer` may see it: moderation only for an admin or the author, the author's id
    /// only for an admin.
    fn into_pb(self, viewer: &Caller) -> pb::Review {
        let mine = viewer.user_id() == Some(self.user_id.as_str());
        let admin = viewer.is_admin();
        let moderation = admin || mine;
        pb::Review {
            id: self.id.to_string(),
            product_id: self.product_id,
            author: self.author,
            rating: i32::from(self.rating),
            title: self.title,
            body: self.body,
            photos: self.photos,
            helpful: self.helpful,
            created_at: rfc3339(self.created_at),
            updated_at: rfc3339(self.updated_at),
            mine,
            voted: self.voted,
            verified: true,
            hidden: moderation && self.hidden,
            hidden_reason: if moderation {
                self.hidden_reason
            } else {
                String::new()
            },
            user_id: if admin { self.user_id } else { String::new() },
            product_name: if admin {
                self.product_name
            } else {
                String::new()
            },
        }
    }
}

async fn find(conn: &mut PgConnection, viewer: &str, id: Uuid) -> sqlx::Result<Option<Row>> {
    sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(format!("{SELECT} WHERE r.id = $2")))
        .bind(viewer)
        .bind(id)
        .fetch_optional(conn)
        .await
}

fn parse_id(id: &str) -> Result<Uuid, Error> {
    id.parse::<Uuid>()
        .map_err(|_| refused(ErrorCode::NotFound, rules::REVIEW_NOT_FOUND))
}

fn page_and_limit(page: u32, limit: u32) -> Result<(u32, u32), Error> {
    let mut v = Violations::new();
    if page > rules::MAX_PAGE {
        v.add("page", format!("Page must be at most {}", rules::MAX_PAGE));
    }
    if limit > rules::MAX_LIMIT {
        v.add(
            "limit",
            format!("Limit must be at most {}", rules::MAX_LIMIT),
        );
    }
    v.finish()?;
    Ok((
        page.max(1),
        if limit == 0 {
            rules::DEFAULT_LIMIT
        } else {
            limit
        },
    ))
}

/// The product's visible figures: count, sum of ratings, and the breakdown 5..1.
async fn summary(conn: &mut PgConnection, product_id: i64) -> sqlx::Result<pb::ReviewSummary> {
    let rows: Vec<(i16, i64)> = sqlx::query_as(
        "SELECT rating, count(*) FROM reviews WHERE product_id = $1 AND NOT hidden GROUP BY rating",
    )
    .bind(product_id)
    .fetch_all(conn)
    .await?;
    let mut breakdown = vec![0i32; 5];
    let (mut count, mut sum) = (0i64, 0i64);
    for (rating, n) in rows {
        if (1..=5).contains(&rating) {
            breakdown[(5 - rating) as usize] = n as i32;
            count += n;
            sum += i64::from(rating) * n;
        }
    }
    Ok(pb::ReviewSummary {
        count: count as i32,
        average_tenths: rules::average_tenths(count, sum),
        breakdown,
    })
}

/// Locks the product's figures for this transaction (creating the row): writers of one product
/// take turns, so each recomputation sees every earlier change.
pub async fn lock_stats(conn: &mut PgConnection, product_id: i64) -> sqlx::Result<()> {
    sqlx::query("INSERT INTO review_stats (product_id) VALUES ($1) ON CONFLICT DO NOTHING")
        .bind(product_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("SELECT 1 FROM review_stats WHERE product_id = $1 FOR UPDATE")
        .bind(product_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Recomputes the product's visible figures (its row locked by [`lock_stats`]) and, when they
/// changed, stores them with the next version and publishes `review.stats_changed`.
pub async fn publish_stats(conn: &mut PgConnection, product_id: i64) -> sqlx::Result<()> {
    let (count, sum): (i64, i64) = sqlx::query_as(
        "SELECT count(*), COALESCE(sum(rating), 0)::BIGINT FROM reviews \
         WHERE product_id = $1 AND NOT hidden",
    )
    .bind(product_id)
    .fetch_one(&mut *conn)
    .await?;
    let changed: Option<(i64,)> = sqlx::query_as(
        "UPDATE review_stats SET count = $2, rating_sum = $3, version = version + 1 \
         WHERE product_id = $1 AND (count, rating_sum) IS DISTINCT FROM ($2::INT, $3::BIGINT) \
         RETURNING version",
    )
    .bind(product_id)
    .bind(count as i32)
    .bind(sum)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some((version,)) = changed {
        let payload = ev::ReviewStatsChanged {
            product_id,
            count: count as i32,
            average_tenths: rules::average_tenths(count, sum),
            version,
        };
        events::enqueue(conn, REVIEW_STATS_CHANGED, &payload).await?;
    }
    Ok(())
}

/// The caller's delivered order holding the product: its id, name on the order, product name.
async fn delivered_order(
    conn: &mut PgConnection,
    user_id: &str,
    product_id: i64,
) -> sqlx::Result<Option<(Uuid, String, String)>> {
    sqlx::query_as(
        "SELECT o.id, o.customer_name, i.name FROM orders o \
         JOIN order_items i ON i.order_id = o.id \
         WHERE o.user_id = $1 AND i.product_id = $2 AND o.status = 'delivered' \
         ORDER BY o.updated_at DESC LIMIT 1",
    )
    .bind(user_id)
    .bind(product_id)
    .fetch_optional(conn)
    .await
}

/// ListReviews: public.
pub async fn list(
    pool: &PgPool,
    caller: &Caller,
    r: pb::ListReviewsRequest,
) -> Result<pb::ReviewPage, Error> {
    let sort = Sort::parse(&r.sort)
        .ok_or_else(|| Error::invalid("sort", format!("Sort must be one of {}", Sort::NAMES)))?;
    let (page, limit) = page_and_limit(r.page, r.limit)?;
    let viewer = caller.user_id().unwrap_or_default();
    let mut conn = pool.acquire().await?;
    let summary = summary(&mut conn, r.product_id).await?;
    let rows = sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(format!(
        "{SELECT} WHERE r.product_id = $2 AND NOT r.hidden ORDER BY {} LIMIT $3 OFFSET $4",
        sort.order_by()
    )))
    .bind(viewer)
    .bind(r.product_id)
    .bind(i64::from(limit))
    .bind(i64::from(page - 1) * i64::from(limit))
    .fetch_all(&mut *conn)
    .await?;
    let (mut can_review, mut cannot_review_reason, mut mine) = (false, String::new(), None);
    if !viewer.is_empty() {
        let own = sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(format!(
            "{SELECT} WHERE r.product_id = $2 AND r.user_id = $1"
        )))
        .bind(viewer)
        .bind(r.product_id)
        .fetch_optional(&mut *conn)
        .await?;
        if own.is_some() {
            cannot_review_reason = rules::ALREADY_REVIEWED.to_owned();
        } else if delivered_order(&mut conn, viewer, r.product_id)
            .await?
            .is_some()
        {
            can_review = true;
        } else {
            cannot_review_reason = rules::NOT_ELIGIBLE.to_owned();
        }
        mine = own.map(|row| row.into_pb(caller));
    }
    Ok(pb::ReviewPage {
        reviews: rows.into_iter().map(|row| row.into_pb(caller)).collect(),
        total: i64::from(summary.count),
        summary: Some(summary),
        page,
        limit,
        can_review,
        cannot_review_reason,
        mine,
    })
}

/// SubmitReview: a signed-in customer with a delivered order holding the product creates their
/// review (`edit` false), or edits the one they wrote (`edit` true).
pub async fn submit(
    pool: &PgPool,
    caller: &Caller,
    r: pb::SubmitReviewRequest,
    now: DateTime<Utc>,
) -> Result<pb::Review, Error> {
    let user_id = caller.signed_in()?.to_owned();
    let input =
        rules::parse(r.rating, &r.title, &r.body, &r.photos).map_err(|v| match v.finish() {
            Err(status) => Error::Refused(status),
            Ok(()) => Error::unexpected("checking a review", "no violation"),
        })?;
    let mut tx = pool.begin().await?;
    lock_stats(&mut tx, r.product_id).await?;
    let existing: Option<(Uuid, i32)> =
        sqlx::query_as("SELECT id, edits FROM reviews WHERE product_id = $1 AND user_id = $2")
            .bind(r.product_id)
            .bind(&user_id)
            .fetch_optional(&mut *tx)
            .await?;
    let id = match existing {
        Some(_) if !r.edit => {
            return Err(refused(ErrorCode::Conflict, rules::ALREADY_REVIEWED));
        }
        None if r.edit => {
            return Err(refused(ErrorCode::NotFound, rules::NO_REVIEW_TO_EDIT));
        }
        Some((id, edits)) => {
            if edits >= rules::MAX_EDITS {
                return Err(refused(ErrorCode::TooManyRequests, rules::TOO_MANY_EDITS));
            }
            sqlx::query(
                "UPDATE reviews SET rating = $2, title = $3, body = $4, photos = $5, \
                 edits = edits + 1, updated_at = $6 WHERE id = $1",
            )
            .bind(id)
            .bind(input.rating)
            .bind(&input.title)
            .bind(&input.body)
            .bind(&input.photos)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            id
        }
        None => {
            let Some((order_id, customer_name, product_name)) =
                delivered_order(&mut tx, &user_id, r.product_id).await?
            else {
                return Err(refused(ErrorCode::Forbidden, rules::NOT_ELIGIBLE));
            };
            let today: i64 = sqlx::query_scalar(
                "SELECT count(*) FROM reviews WHERE user_id = $1 AND created_at > $2",
            )
            .bind(&user_id)
            .bind(now - chrono::Duration::days(1))
            .fetch_one(&mut *tx)
            .await?;
            if today >= rules::MAX_NEW_REVIEWS_PER_DAY {
                return Err(refused(ErrorCode::TooManyRequests, rules::TOO_MANY_REVIEWS));
            }
            let id = Uuid::new_v4();
            let inserted = sqlx::query(
                "INSERT INTO reviews (id, product_id, user_id, order_id, author, product_name, \
                 rating, title, body, photos, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) \
                 ON CONFLICT (product_id, user_id) DO NOTHING",
            )
            .bind(id)
            .bind(r.product_id)
            .bind(&user_id)
            .bind(order_id)
            .bind(rules::author_name(&customer_name))
            .bind(&product_name)
            .bind(input.rating)
            .bind(&input.title)
            .bind(&input.body)
            .bind(&input.photos)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            if inserted.rows_affected() == 0 {
                return Err(refused(ErrorCode::Conflict, rules::ALREADY_REVIEWED));
            }
            id
        }
    };
    publish_stats(&mut tx, r.product_id).await?;
    let row = find(&mut tx, &user_id, id)
        .await?
        .ok_or_else(|| Error::unexpected("writing a review", "the review is missing"))?;
    tx.commit().await?;
    tracing::info!(review_id = %id, product_id = r.product_id, "review written");
    Ok(row.into_pb(caller))
}

/// VoteReviewHelpful: once per account and review, never on one's own, on a visible review.
pub async fn vote(
    pool: &PgPool,
    caller: &Caller,
    r: pb::VoteReviewHelpfulRequest,
    now: DateTime<Utc>,
) -> Result<pb::Review, Error> {
    let user_id = caller.signed_in()?.to_owned();
    let id = parse_id(&r.review_id)?;
    let mut tx = pool.begin().await?;
    let review: Option<(String, bool)> =
        sqlx::query_as("SELECT user_id, hidden FROM reviews WHERE id = $1 FOR UPDATE")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
    match review {
        None | Some((_, true)) => {
            return Err(refused(ErrorCode::NotFound, rules::REVIEW_NOT_FOUND));
        }
        Some((author, false)) if author == user_id => {
            return Err(refused(ErrorCode::Forbidden, rules::OWN_REVIEW_VOTE));
        }
        Some(_) => {}
    }
    let recent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM review_votes WHERE user_id = $1 AND created_at > $2",
    )
    .bind(&user_id)
    .bind(now - chrono::Duration::hours(1))
    .fetch_one(&mut *tx)
    .await?;
    if recent >= rules::MAX_VOTES_PER_HOUR {
        return Err(refused(ErrorCode::TooManyRequests, rules::TOO_MANY_VOTES));
    }
    let voted = sqlx::query(
        "INSERT INTO review_votes (review_id, user_id, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(&user_id)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if voted.rows_affected() == 0 {
        return Err(refused(ErrorCode::Conflict, rules::ALREADY_VOTED));
    }
    sqlx::query("UPDATE reviews SET helpful = helpful + 1 WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    let row = find(&mut tx, &user_id, id)
        .await?
        .ok_or_else(|| Error::unexpected("voting", "the review is missing"))?;
    tx.commit().await?;
    Ok(row.into_pb(caller))
}

/// ListAdminReviews: admin only; hidden ones too, newest first.
pub async fn admin_list(
    pool: &PgPool,
    caller: &Caller,
    r: pb::ListAdminReviewsRequest,
) -> Result<pb::AdminReviewPage, Error> {
    caller.ensure_admin()?;
    let hidden = match r.status.as_str() {
        "" | "all" => None,
        "visible" => Some(false),
        "hidden" => Some(true),
        _ => {
            return Err(Error::invalid(
                "status",
                "Status must be one of all, visible, hidden",
            ));
        }
    };
    let (page, limit) = page_and_limit(r.page, r.limit)?;
    let mut conn = pool.acquire().await?;
    let filter = "($2::BOOLEAN IS NULL OR r.hidden = $2) AND ($3 = 0 OR r.product_id = $3)";
    let total: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM reviews r \
         WHERE ($1::BOOLEAN IS NULL OR r.hidden = $1) AND ($2 = 0 OR r.product_id = $2)",
    )
    .bind(hidden)
    .bind(r.product_id)
    .fetch_one(&mut *conn)
    .await?;
    let rows = sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(format!(
        "{SELECT} WHERE {filter} ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5"
    )))
    .bind("")
    .bind(hidden)
    .bind(r.product_id)
    .bind(i64::from(limit))
    .bind(i64::from(page - 1) * i64::from(limit))
    .fetch_all(&mut *conn)
    .await?;
    Ok(pb::AdminReviewPage {
        reviews: rows.into_iter().map(|row| row.into_pb(caller)).collect(),
        total,
        page,
        limit,
    })
}

/// ModerateReview: admin only; hides a review (or shows it again) with a reason, audited, and
/// the product's figures follow.
pub async fn moderate(
    pool: &PgPool,
    caller: &Caller,
    r: pb::ModerateReviewRequest,
    now: DateTime<Utc>,
) -> Result<pb::Review, Error> {
    caller.ensure_admin()?;
    let actor = caller.signed_in()?.to_owned();
    let reason = rules::parse_reason(&r.reason).map_err(|m| Error::invalid("reason", m))?;
    let id = parse_id(&r.review_id)?;
    let mut tx = pool.begin().await?;
    let product: Option<(i64,)> = sqlx::query_as("SELECT product_id FROM reviews WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
    let (product_id,) =
        product.ok_or_else(|| refused(ErrorCode::NotFound, rules::REVIEW_NOT_FOUND))?;
    lock_stats(&mut tx, product_id).await?;
    let before = find(&mut tx, "", id)
        .await?
        .ok_or_else(|| refused(ErrorCode::NotFound, rules::REVIEW_NOT_FOUND))?;
    let was_hidden = before.hidden;
    let before = before.into_pb(caller);
    sqlx::query(
        "UPDATE reviews SET hidden = $2, hidden_reason = $3, updated_at = $4 WHERE id = $1",
    )
    .bind(id)
    .bind(r.hidden)
    .bind(if r.hidden { reason.as_str() } else { "" })
    .bind(now)
    .execute(&mut *tx)
    .await?;
    publish_stats(&mut tx, product_id).await?;
    let after = find(&mut tx, "", id)
        .await?
        .ok_or_else(|| Error::unexpected("moderating a review", "the review is missing"))?
        .into_pb(caller);
    let summary = match (was_hidden, r.hidden) {
        (false, true) => format!("Review hidden: {reason}"),
        (true, false) => format!("Review shown again: {reason}"),
        (true, true) => format!("Review kept hidden: {reason}"),
        (false, false) => format!("Review kept visible: {reason}"),
    };
    let state = |review: &pb::Review| {
        json!({
            "productId": review.product_id,
            "author": review.author,
            "rating": review.rating,
            "title": review.title,
            "hidden": review.hidden,
            "hiddenReason": review.hidden_reason,
        })
    };
    audit::record(
        &mut tx,
        &audit::Entry {
            actor_id: &actor,
            kind: audit::REVIEW_MODERATE,
            target: &id.to_string(),
            summary: &summary,
            before: Some(state(&before)),
            after: Some(state(&after)),
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(%actor, review_id = %id, hidden = r.hidden, "review moderated");
    Ok(after)
}

type Answer<T> = Result<Response<T>, Status>;

fn answer<T>(result: Result<T, Error>) -> Answer<T> {
    result.map(Response::new).map_err(Status::from)
}

#[tonic::async_trait]
impl ReviewService for Reviews {
    #[tracing::instrument(skip_all)]
    async fn list_reviews(
        &self,
        request: Request<pb::ListReviewsRequest>,
    ) -> Answer<pb::ReviewPage> {
        let caller = Caller::of(&request);
        answer(list(&self.pool, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn submit_review(&self, request: Request<pb::SubmitReviewRequest>) -> Answer<pb::Review> {
        let caller = Caller::of(&request);
        answer(submit(&self.pool, &caller, request.into_inner(), self.clock.now()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn vote_review_helpful(
        &self,
        request: Request<pb::VoteReviewHelpfulRequest>,
    ) -> Answer<pb::Review> {
        let caller = Caller::of(&request);
        answer(vote(&self.pool, &caller, request.into_inner(), self.clock.now()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn list_admin_reviews(
        &self,
        request: Request<pb::ListAdminReviewsRequest>,
    ) -> Answer<pb::AdminReviewPage> {
        let caller = Caller::of(&request);
        answer(admin_list(&self.pool, &caller, request.into_inner()).await)
    }

    #[tracing::instrument(skip_all)]
    async fn moderate_review(
        &self,
        request: Request<pb::ModerateReviewRequest>,
    ) -> Answer<pb::Review> {
        let caller = Caller::of(&request);
        answer(moderate(&self.pool, &caller, request.into_inner(), self.clock.now()).await)
    }
}
