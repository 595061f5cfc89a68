//! Product reviews (issue 24, part 2; docs/decisions.md "Reviews (issue 24, part 2)"): a
//! product's reviews with their summary, writing and editing one's own, helpful votes, and the
//! admin's moderation. The orders service owns every rule and message (who may review, limits,
//! votes, moderation and its audit); this module reads the shapes and shapes the answers.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::{Admin, MaybeSignedIn, SignedIn};
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{Query, product_path_id, query_params};
use crate::state::AppState;

/// One review.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"id": "0b9f6f38-5d43-4b7e-9f0a-1d2c3b4a5e6f", "productId": 12,
    "author": "Akinyi O.", "rating": 5, "title": "Solid and comfortable",
    "body": "Delivered on time to Kilimani; the cushions are firm.", "photos": [],
    "helpful": 3, "createdAt": "2026-11-20T09:30:00Z", "updatedAt": "2026-11-20T09:30:00Z",
    "mine": false, "voted": false, "verified": true, "hidden": false}))]
pub(crate) struct ReviewJson {
    id: String,
    product_id: i64,
    /// First name and the last name's initial.
    author: String,
    /// 1-5 stars.
    rating: i32,
    title: String,
    body: String,
    /// Media public ids; the picture is `/media/i/{publicId}`.
    photos: Vec<String>,
    /// Accounts that found it helpful.
    helpful: i32,
    created_at: String,
    updated_at: String,
    /// The caller wrote it.
    mine: bool,
    /// The caller marked it helpful.
    voted: bool,
    /// Written by a customer whose order with the product was delivered.
    verified: bool,
    /// Hidden by an admin (shown to the author and admins only).
    hidden: bool,
    /// Why it was hidden (author and admins only).
    #[serde(skip_serializing_if = "Option::is_none")]
    hidden_reason: Option<String>,
    /// Admins only: the author's user id.
    #[serde(skip_serializing_if = "Option::is_none")]
    user_id: Option<String>,
    /// Admins only: the product's name on the author's order.
    #[serde(skip_serializing_if = "Option::is_none")]
    product_name: Option<String>,
}

fn non_empty(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl From<pb::Review> for ReviewJson {
    fn from(r: pb::Review) -> Self {
        Self {
            id: r.id,
            product_id: r.product_id,
            author: r.author,
            rating: r.rating,
            title: r.title,
            body: r.body,
            photos: r.photos,
            helpful: r.helpful,
            created_at: r.created_at,
            updated_at: r.updated_at,
            mine: r.mine,
            voted: r.voted,
            verified: r.verified,
            hidden: r.hidden,
            hidden_reason: non_empty(r.hidden_reason),
            user_id: non_empty(r.user_id),
            product_name: non_empty(r.product_name),
        }
    }
}

/// A product's visible reviews in figures.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ReviewSummaryJson {
    count: i32,
    /// The average rating to one decimal (4.3); null when there is no review.
    average: Option<f64>,
    /// Reviews with 5, 4, 3, 2 and 1 stars, in that order.
    breakdown: Vec<i32>,
}

impl From<pb::ReviewSummary> for ReviewSummaryJson {
    fn from(s: pb::ReviewSummary) -> Self {
        Self {
            count: s.count,
            average: (s.count > 0).then(|| f64::from(s.average_tenths) / 10.0),
            breakdown: s.breakdown,
        }
    }
}

/// A page of a product's reviews.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ReviewPageJson {
    reviews: Vec<ReviewJson>,
    summary: ReviewSummaryJson,
    page: u32,
    limit: u32,
    /// Visible reviews in all pages.
    total: i64,
    /// Signed in with a delivered order holding the product and no review of it yet.
    can_review: bool,
    /// Why the signed-in caller cannot write one (null when they can, or for a guest).
    cannot_review_reason: Option<String>,
    /// The caller's own review, hidden or not (null when none, or for a guest).
    mine: Option<ReviewJson>,
}

query_params! {
    /// The query of `GET /api/products/{id}/reviews`.
    #[into_params(parameter_in = Query)]
    pub(crate) struct ReviewsQuery {
        /// newest (default) | helpful | highest | lowest.
        sort: Option<String> = string("sort"),
        #[param(minimum = 1, maximum = 10000)]
        page: Option<u32> = whole("page"),
        /// Reviews per page (default 10).
        #[param(minimum = 1, maximum = 50)]
        limit: Option<u32> = whole("limit"),
    }
}

/// A product's visible reviews, a page, with the rating summary and breakdown; for a signed-in
/// caller also whether they may review it and their own review. Anyone.
#[utoipa::path(
    get,
    path = "/api/products/{id}/reviews",
    tag = "reviews",
    params(("id" = i64, Path, description = "The product's id", minimum = 1), ReviewsQuery),
    responses(
        (status = 200, description = "The page of reviews", body = ReviewPageJson),
        (status = 400, description = "`validation_failed`: `id`, `sort`, `page` or `limit` of the wrong shape or range", body = ErrorBody),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn list_reviews(
    State(state): State<AppState>,
    MaybeSignedIn(call): MaybeSignedIn,
    Path(id): Path<String>,
    Query(params, shape): Query<ReviewsQuery>,
) -> Result<Json<ReviewPageJson>, ApiError> {
    let product_id = product_path_id(&id)?;
    shape.finish()?;
    let page = state
        .reviews
        .clone()
        .list_reviews(call.request(pb::ListReviewsRequest {
            product_id,
            sort: params.sort.unwrap_or_default(),
            page: params.page.unwrap_or(0),
            limit: params.limit.unwrap_or(0),
        }))
        .await?
        .into_inner();
    Ok(Json(ReviewPageJson {
        reviews: page.reviews.into_iter().map(Into::into).collect(),
        summary: page.summary.unwrap_or_default().into(),
        page: page.page,
        limit: page.limit,
        total: page.total,
        can_review: page.can_review,
        cannot_review_reason: non_empty(page.cannot_review_reason),
        mine: page.mine.map(Into::into),
    }))
}

/// The body of a new review or an edit.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(example = json!({"rating": 5, "title": "Solid and comfortable",
    "body": "Delivered on time to Kilimani; the cushions are firm.", "photos": []}))]
pub(crate) struct ReviewForm {
    /// 1-5 stars.
    rating: Option<i32>,
    /// 3-100 characters.
    title: Option<String>,
    /// 10-2000 characters.
    body: Option<String>,
    /// Up to 4 media public ids of pictures uploaded with `GET /api/reviews/upload-signature`.
    photos: Option<Vec<String>>,
}

impl ReviewForm {
    fn into_pb(self, product_id: i64, edit: bool) -> pb::SubmitReviewRequest {
        pb::SubmitReviewRequest {
            product_id,
            rating: self.rating.unwrap_or(0),
            title: self.title.unwrap_or_default(),
            body: self.body.unwrap_or_default(),
            photos: self.photos.unwrap_or_default(),
            edit,
        }
    }
}

/// Writes the caller's review of a product. Only a customer with a delivered order holding the
/// product, once (then `PUT .../reviews/mine`); at most 5 new reviews a day.
#[utoipa::path(
    post,
    path = "/api/products/{id}/reviews",
    tag = "reviews",
    params(("id" = i64, Path, description = "The product's id", minimum = 1)),
    request_body = ReviewForm,
    responses(
        (status = 201, description = "The review", body = ReviewJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields` (`rating`, `title`, `body`, `photos`)", body = ErrorBody),
        (status = 403, description = "`forbidden`: no delivered order of the caller holds this product", body = ErrorBody),
        (status = 409, description = "`conflict`: the caller has already reviewed this product", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 429, description = "`too_many_requests`: too many new reviews today", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn create_review(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
    AppJson(form): AppJson<ReviewForm>,
) -> Result<(StatusCode, Json<ReviewJson>), ApiError> {
    let product_id = product_path_id(&id)?;
    let review = state
        .reviews
        .clone()
        .submit_review(caller.call.request(form.into_pb(product_id, false)))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(review.into())))
}

/// Edits the caller's own review of a product (a hidden one stays hidden). At most 20 edits.
#[utoipa::path(
    put,
    path = "/api/products/{id}/reviews/mine",
    tag = "reviews",
    params(("id" = i64, Path, description = "The product's id", minimum = 1)),
    request_body = ReviewForm,
    responses(
        (status = 200, description = "The review", body = ReviewJson),
        (status = 400, description = "`validation_failed`: every bad field in `fields`", body = ErrorBody),
        (status = 404, description = "`not_found`: the caller has not reviewed this product", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
        (status = 429, description = "`too_many_requests`: edited too many times", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn edit_review(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
    AppJson(form): AppJson<ReviewForm>,
) -> Result<Json<ReviewJson>, ApiError> {
    let product_id = product_path_id(&id)?;
    let review = state
        .reviews
        .clone()
        .submit_review(caller.call.request(form.into_pb(product_id, true)))
        .await?
        .into_inner();
    Ok(Json(review.into()))
}

/// Marks a review helpful: once per account, not one's own; at most 30 votes an hour.
#[utoipa::path(
    post,
    path = "/api/reviews/{id}/helpful",
    tag = "reviews",
    params(("id" = String, Path, description = "The review's id")),
    responses(
        (status = 200, description = "The review with its new count", body = ReviewJson),
        (status = 403, description = "`forbidden`: the caller's own review", body = ErrorBody),
        (status = 404, description = "`not_found`: no such visible review", body = ErrorBody),
        (status = 409, description = "`conflict`: already marked helpful by the caller", body = ErrorBody),
        (status = 429, description = "`too_many_requests`: too many votes this hour", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn vote_helpful(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Json<ReviewJson>, ApiError> {
    let review = state
        .reviews
        .clone()
        .vote_review_helpful(
            caller
                .call
                .request(pb::VoteReviewHelpfulRequest { review_id: id }),
        )
        .await?
        .into_inner();
    Ok(Json(review.into()))
}

query_params! {
    /// The query of `GET /api/admin/reviews`.
    #[into_params(parameter_in = Query)]
    pub(crate) struct AdminReviewsQuery {
        /// all (default) | visible | hidden.
        status: Option<String> = string("status"),
        /// Only this product's reviews.
        #[param(rename = "productId", minimum = 1)]
        product_id: Option<u32> = whole("productId"),
        #[param(minimum = 1, maximum = 10000)]
        page: Option<u32> = whole("page"),
        #[param(minimum = 1, maximum = 50)]
        limit: Option<u32> = whole("limit"),
    }
}

/// A page of every review, hidden ones too, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct AdminReviewPageJson {
    reviews: Vec<ReviewJson>,
    total: i64,
    page: u32,
    limit: u32,
}

/// Every review, hidden ones too, newest first. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/reviews",
    tag = "reviews",
    params(AdminReviewsQuery),
    responses(
        (status = 200, description = "The page of reviews", body = AdminReviewPageJson),
        (status = 400, description = "`validation_failed`: `status`, `page` or `limit`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn admin_reviews(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(params, shape): Query<AdminReviewsQuery>,
) -> Result<Json<AdminReviewPageJson>, ApiError> {
    shape.finish()?;
    let page = state
        .reviews
        .clone()
        .list_admin_reviews(admin.call.request(pb::ListAdminReviewsRequest {
            status: params.status.unwrap_or_default(),
            product_id: i64::from(params.product_id.unwrap_or(0)),
            page: params.page.unwrap_or(0),
            limit: params.limit.unwrap_or(0),
        }))
        .await?
        .into_inner();
    Ok(Json(AdminReviewPageJson {
        reviews: page.reviews.into_iter().map(Into::into).collect(),
        total: page.total,
        page: page.page,
        limit: page.limit,
    }))
}

/// The body of a moderation.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(example = json!({"hidden": true, "reason": "Mentions a competitor's phone number"}))]
pub(crate) struct ModerationForm {
    /// true: hide the review; false: show it again.
    hidden: Option<bool>,
    /// Why, 3-500 characters (kept in the activity log).
    reason: Option<String>,
}

/// Hides a review (or shows it again) with a reason; a hidden review leaves the product's
/// average and count. Audited. Admin only.
#[utoipa::path(
    put,
    path = "/api/admin/reviews/{id}/moderation",
    tag = "reviews",
    params(("id" = String, Path, description = "The review's id")),
    request_body = ModerationForm,
    responses(
        (status = 200, description = "The review as it is now", body = ReviewJson),
        (status = 400, description = "`validation_failed`: `reason` missing, too short or too long", body = ErrorBody),
        (status = 404, description = "`not_found`: no such review", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn moderate_review(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<ModerationForm>,
) -> Result<Json<ReviewJson>, ApiError> {
    let review = state
        .reviews
        .clone()
        .moderate_review(admin.call.request(pb::ModerateReviewRequest {
            review_id: id,
            hidden: form.hidden.unwrap_or(true),
            reason: form.reason.unwrap_or_default(),
        }))
        .await?
        .into_inner();
    Ok(Json(review.into()))
}
