//! Reviews (issue 24, part 2): only a customer whose order with the product was delivered
//! reviews it, once, then edits it; helpful votes once and never one's own; an admin hides a
//! review with a reason (audited) and the product's average and count in the catalog follow,
//! through review.stats_changed over the broker.

use std::time::{Duration, Instant};

use shop_common::caller::{Caller, Role};
use shop_common::errors::ErrorCode;
use shop_common::events::REVIEW_STATS_CHANGED;
use shop_orders::domain::review as rules;
use shop_proto::events::v1::ReviewStatsChanged;
use shop_proto::orders::v1 as pb;

use crate::helpers::{ADMIN, Shop, code};

type Reviews = shop_proto::orders::v1::review_service_client::ReviewServiceClient<
    tonic::service::interceptor::InterceptedService<tonic::transport::Channel, crate::helpers::As>,
>;

fn customer(shop: &Shop, user_id: &str) -> Reviews {
    shop.reviews_as(Caller::user(user_id, Role::Customer))
}

fn admin(shop: &Shop) -> Reviews {
    shop.reviews_as(Caller::user(ADMIN, Role::Admin))
}

/// Places an order of `product_id` for `user_id` and takes it to delivered.
async fn delivered(shop: &Shop, user_id: &str, product_id: i64) -> pb::Order {
    let order = shop.order(user_id, &[(product_id, 1)]).await;
    for status in ["processing", "shipped", "delivered"] {
        shop.client
            .clone()
            .update_order_status(pb::UpdateOrderStatusRequest {
                id: order.id.clone(),
                order_status: status.to_owned(),
            })
            .await
            .unwrap();
    }
    order
}

fn review(product_id: i64, rating: i32, edit: bool) -> pb::SubmitReviewRequest {
    pb::SubmitReviewRequest {
        product_id,
        rating,
        title: "Worth every shilling".to_owned(),
        body: "Firm cushions, delivered on time to Kilimani.".to_owned(),
        photos: vec![],
        edit,
    }
}

async fn submit(
    client: &Reviews,
    request: pb::SubmitReviewRequest,
) -> Result<pb::Review, tonic::Status> {
    client
        .clone()
        .submit_review(request)
        .await
        .map(tonic::Response::into_inner)
}

async fn list(client: &Reviews, product_id: i64, sort: &str) -> pb::ReviewPage {
    client
        .clone()
        .list_reviews(pb::ListReviewsRequest {
            product_id,
            sort: sort.to_owned(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
}

/// Waits until the catalog holds `(rating_tenths, reviews)` for the product.
async fn wait_for_figures(shop: &Shop, product_id: i64, expected: (i32, i32)) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let figures: (i32, i32) =
            sqlx::query_as("SELECT rating_tenths, reviews FROM products WHERE id = $1")
                .bind(product_id)
                .fetch_one(&shop.catalog.pool)
                .await
                .unwrap();
        if figures == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the catalog holds {figures:?} for {product_id}, expected {expected:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn only_a_customer_whose_order_was_delivered_reviews_once_then_edits() {
    let shop = Shop::start().await;
    let sofa = shop.product("Karen Sofa", 40_000, 10).await;
    let buyer = customer(&shop, "user-1");

    // Placed but not delivered: not yet.
    let order = shop.order("user-1", &[(sofa, 1)]).await;
    let refused = submit(&buyer, review(sofa, 5, false)).await.unwrap_err();
    assert_eq!(code(&refused), ErrorCode::Forbidden);
    assert_eq!(refused.message(), rules::NOT_ELIGIBLE);
    let page = list(&buyer, sofa, "").await;
    assert!(!page.can_review);
    assert_eq!(page.cannot_review_reason, rules::NOT_ELIGIBLE);

    for status in ["processing", "shipped", "delivered"] {
        shop.client
            .clone()
            .update_order_status(pb::UpdateOrderStatusRequest {
                id: order.id.clone(),
                order_status: status.to_owned(),
            })
            .await
            .unwrap();
    }
    assert!(list(&buyer, sofa, "").await.can_review);
    let written = submit(&buyer, review(sofa, 5, false)).await.unwrap();
    assert_eq!(written.rating, 5);
    assert!(written.mine && written.verified);
    assert_eq!(written.author, "Wanjiku K.");

    // Once: a second one is refused, and nothing changed.
    let again = submit(&buyer, review(sofa, 1, false)).await.unwrap_err();
    assert_eq!(code(&again), ErrorCode::Conflict);
    assert_eq!(again.message(), rules::ALREADY_REVIEWED);
    let page = list(&buyer, sofa, "").await;
    assert_eq!(page.total, 1);
    assert!(!page.can_review);
    assert_eq!(page.mine.as_ref().unwrap().rating, 5);

    // Then an edit.
    let edited = submit(&buyer, review(sofa, 4, true)).await.unwrap();
    assert_eq!(edited.id, written.id);
    assert_eq!(edited.rating, 4);
    let summary = list(&shop.reviews_as(Caller::guest()), sofa, "")
        .await
        .summary
        .unwrap();
    assert_eq!(
        (summary.count, summary.average_tenths, summary.breakdown),
        (1, 40, vec![0, 1, 0, 0, 0])
    );

    // Someone who never bought it, and an edit with nothing to edit.
    let stranger = customer(&shop, "user-2");
    let refused = submit(&stranger, review(sofa, 1, false)).await.unwrap_err();
    assert_eq!(code(&refused), ErrorCode::Forbidden);
    let refused = submit(&stranger, review(sofa, 1, true)).await.unwrap_err();
    assert_eq!(code(&refused), ErrorCode::NotFound);
    // A guest cannot write at all.
    let refused = submit(&shop.reviews_as(Caller::guest()), review(sofa, 5, false))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), tonic::Code::Unauthenticated);

    // Each visible change published the product's figures, with a growing version.
    let events: Vec<ReviewStatsChanged> = shop.decoded(REVIEW_STATS_CHANGED).await;
    assert_eq!(
        events
            .iter()
            .map(|e| (e.product_id, e.count, e.average_tenths, e.version))
            .collect::<Vec<_>>(),
        [(sofa, 1, 50, 1), (sofa, 1, 40, 2)]
    );
}

#[tokio::test]
async fn bad_fields_are_each_named_and_nothing_is_written() {
    let shop = Shop::start().await;
    let sofa = shop.product("Runda Sofa", 40_000, 10).await;
    delivered(&shop, "user-1", sofa).await;
    let buyer = customer(&shop, "user-1");
    let refused = submit(
        &buyer,
        pb::SubmitReviewRequest {
            product_id: sofa,
            rating: 6,
            title: " a ".to_owned(),
            body: "x".repeat(rules::BODY_MAX + 1),
            photos: vec!["not a picture".to_owned()],
            edit: false,
        },
    )
    .await
    .unwrap_err();
    assert_eq!(code(&refused), ErrorCode::ValidationFailed);
    let fields: Vec<String> = shop_common::errors::Refusal::read(&refused)
        .fields
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    for field in ["rating", "title", "body", "photos"] {
        assert!(fields.iter().any(|f| f == field), "{field} in {fields:?}");
    }
    assert_eq!(list(&buyer, sofa, "").await.total, 0);
    assert!(shop.events(REVIEW_STATS_CHANGED).await.is_empty());
}

#[tokio::test]
async fn helpful_votes_once_per_account_never_on_ones_own() {
    let shop = Shop::start().await;
    let sofa = shop.product("Lavington Sofa", 40_000, 10).await;
    delivered(&shop, "user-1", sofa).await;
    delivered(&shop, "user-2", sofa).await;
    let first = submit(&customer(&shop, "user-1"), review(sofa, 3, false))
        .await
        .unwrap();
    let second = submit(&customer(&shop, "user-2"), review(sofa, 5, false))
        .await
        .unwrap();

    let vote = |user: &str, id: &str| {
        let client = customer(&shop, user);
        let id = id.to_owned();
        async move {
            client
                .clone()
                .vote_review_helpful(pb::VoteReviewHelpfulRequest { review_id: id })
                .await
                .map(tonic::Response::into_inner)
        }
    };
    let own = vote("user-1", &first.id).await.unwrap_err();
    assert_eq!(code(&own), ErrorCode::Forbidden);
    assert_eq!(own.message(), rules::OWN_REVIEW_VOTE);
    let voted = vote("user-3", &first.id).await.unwrap();
    assert_eq!((voted.helpful, voted.voted), (1, true));
    let twice = vote("user-3", &first.id).await.unwrap_err();
    assert_eq!(code(&twice), ErrorCode::Conflict);
    vote("user-2", &first.id).await.unwrap();
    let missing = vote("user-3", "not-an-id").await.unwrap_err();
    assert_eq!(code(&missing), ErrorCode::NotFound);

    // Sorts: most helpful puts the 3-star first, newest and highest the 5-star.
    let order = |page: pb::ReviewPage| page.reviews.into_iter().map(|r| r.id).collect::<Vec<_>>();
    let guest = shop.reviews_as(Caller::guest());
    assert_eq!(
        order(list(&guest, sofa, "helpful").await),
        [first.id.clone(), second.id.clone()]
    );
    assert_eq!(
        order(list(&guest, sofa, "highest").await),
        [second.id.clone(), first.id.clone()]
    );
    assert_eq!(
        order(list(&guest, sofa, "lowest").await),
        [first.id.clone(), second.id.clone()]
    );
    let bad = guest
        .clone()
        .list_reviews(pb::ListReviewsRequest {
            product_id: sofa,
            sort: "best".to_owned(),
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(code(&bad), ErrorCode::ValidationFailed);
}

#[tokio::test]
async fn hiding_a_review_takes_it_out_of_the_catalogs_average_and_is_audited() {
    let shop = Shop::start().await;
    let sofa = shop.product("Kilimani Sofa", 40_000, 10).await;
    delivered(&shop, "user-1", sofa).await;
    delivered(&shop, "user-2", sofa).await;
    submit(&customer(&shop, "user-1"), review(sofa, 5, false))
        .await
        .unwrap();
    let rude = submit(&customer(&shop, "user-2"), review(sofa, 2, false))
        .await
        .unwrap();
    // The events reach the catalog: (5 + 2) / 2 = 3.5.
    wait_for_figures(&shop, sofa, (35, 2)).await;

    let moderate = |client: Reviews, hidden: bool, reason: &str| {
        let request = pb::ModerateReviewRequest {
            review_id: rude.id.clone(),
            hidden,
            reason: reason.to_owned(),
        };
        async move {
            client
                .clone()
                .moderate_review(request)
                .await
                .map(tonic::Response::into_inner)
        }
    };
    // Only an admin, and only with a reason.
    let refused = moderate(customer(&shop, "user-1"), true, "spam")
        .await
        .unwrap_err();
    assert_eq!(refused.code(), tonic::Code::PermissionDenied);
    let refused = moderate(admin(&shop), true, "  ").await.unwrap_err();
    assert_eq!(code(&refused), ErrorCode::ValidationFailed);

    let hidden = moderate(admin(&shop), true, "Insults the delivery team")
        .await
        .unwrap();
    assert!(hidden.hidden);
    assert_eq!(hidden.hidden_reason, "Insults the delivery team");
    wait_for_figures(&shop, sofa, (50, 1)).await;
    let page = list(&shop.reviews_as(Caller::guest()), sofa, "").await;
    assert_eq!(page.total, 1);
    assert!(page.reviews.iter().all(|r| r.id != rude.id));
    // The author still sees it, hidden, with the reason.
    let mine = list(&customer(&shop, "user-2"), sofa, "")
        .await
        .mine
        .unwrap();
    assert!(mine.hidden);
    assert_eq!(mine.hidden_reason, "Insults the delivery team");
    // The admin's list has it, with who wrote it.
    let listed = admin(&shop)
        .list_admin_reviews(pb::ListAdminReviewsRequest {
            status: "hidden".to_owned(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.total, 1);
    assert_eq!(listed.reviews[0].user_id, "user-2");

    let entry = shop
        .audit()
        .await
        .into_iter()
        .find(|e| e.kind == shop_common::audit::REVIEW_MODERATE)
        .expect("the moderation is audited");
    assert_eq!(entry.actor_id, ADMIN);
    assert_eq!(entry.target, rude.id);
    assert_eq!(entry.summary, "Review hidden: Insults the delivery team");

    // Shown again: the average comes back.
    moderate(admin(&shop), false, "Reviewed again: fair criticism")
        .await
        .unwrap();
    wait_for_figures(&shop, sofa, (35, 2)).await;
}

#[tokio::test]
async fn the_catalog_ignores_figures_older_than_it_holds() {
    let shop = Shop::start().await;
    let sofa = shop.product("Westlands Sofa", 40_000, 10).await;
    let newer = ReviewStatsChanged {
        product_id: sofa,
        count: 2,
        average_tenths: 45,
        version: 3,
    };
    let mut conn = shop.catalog.pool.acquire().await.unwrap();
    assert!(
        shop_catalog::review_events::apply(&mut conn, &newer)
            .await
            .unwrap()
    );
    // Again (a redelivery), and an older one arriving late: nothing changes.
    assert!(
        !shop_catalog::review_events::apply(&mut conn, &newer)
            .await
            .unwrap()
    );
    let older = ReviewStatsChanged {
        version: 2,
        count: 1,
        average_tenths: 10,
        ..newer
    };
    assert!(
        !shop_catalog::review_events::apply(&mut conn, &older)
            .await
            .unwrap()
    );
    drop(conn);
    wait_for_figures(&shop, sofa, (45, 2)).await;
}
