//! Reviews through the gateway (issue 24, part 2): the REST shapes, who may do what (guest,
//! shopper without a delivered order, the buyer, an admin), bad input as 400 naming the field,
//! and the product's figures following a review and its moderation.

use axum::http::StatusCode;
use serde_json::json;

use crate::common::Api;
use crate::orders::{add_products, admin_token, checkout, placed, register};

#[tokio::test]
async fn a_delivered_buyer_reviews_once_others_are_refused_and_an_admin_hides_it() {
    let api = Api::with_orders().await;
    let admin = admin_token(&api).await;
    let buyer = register(&api, "buyer@shop.test").await.0;
    let stranger = register(&api, "stranger@shop.test").await.0;
    let id = add_products(&api, &[("Karen Sofa", 40_000, 10)]).await[0];
    let path = format!("/api/products/{id}/reviews");
    let body = json!({"rating": 4, "title": "Solid sofa",
        "body": "Firm cushions, delivered on time to Kilimani."});

    // A guest reads the empty summary; writing needs a sign-in.
    let (status, page) = api.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(
        page["summary"],
        json!({"count": 0, "average": null, "breakdown": [0, 0, 0, 0, 0]})
    );
    assert_eq!(page["canReview"], false);
    let (status, _) = api.send("POST", &path, None, Some(body.clone())).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, refused) = api.get(&format!("{path}?sort=best")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["fields"]["sort"].is_string(), "{refused}");

    // Bought and delivered: the buyer reviews once.
    let order = placed(&api, &buyer, checkout(&[(id, 1)])).await;
    let number = order["public_id"].as_str().unwrap();
    for status in ["processing", "shipped", "delivered"] {
        let (code, answer) = api
            .send(
                "PUT",
                &format!("/api/orders/{number}/status"),
                Some(&admin),
                Some(json!({ "status": status })),
            )
            .await;
        assert_eq!(code, StatusCode::OK, "{answer}");
    }
    let (status, refused) = api
        .send("POST", &path, Some(&stranger), Some(body.clone()))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, refused) = api
        .send(
            "POST",
            &path,
            Some(&buyer),
            Some(json!({"rating": 0, "title": "", "body": "short"})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    for field in ["rating", "title", "body"] {
        assert!(refused["fields"][field].is_string(), "{field}: {refused}");
    }
    let (status, review) = api
        .send("POST", &path, Some(&buyer), Some(body.clone()))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{review}");
    assert_eq!(review["author"], "Wanjiku K.");
    assert_eq!(review["mine"], true);
    assert!(review.get("userId").is_none(), "{review}");
    let (status, _) = api
        .send("POST", &path, Some(&buyer), Some(body.clone()))
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, edited) = api
        .send(
            "PUT",
            &format!("{path}/mine"),
            Some(&buyer),
            Some(json!({"rating": 5, "title": "Solid sofa", "body": "Even better after a month."})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    let review_id = edited["id"].as_str().unwrap().to_owned();

    // A vote from someone else; not from the author.
    let helpful = format!("/api/reviews/{review_id}/helpful");
    let (status, _) = api.send("POST", &helpful, Some(&buyer), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, voted) = api.send("POST", &helpful, Some(&stranger), None).await;
    assert_eq!(status, StatusCode::OK, "{voted}");
    assert_eq!(voted["helpful"], 1);

    // The catalog's figures follow the review's event.
    wait_for_figures(&api, id, (5.0, 1)).await;

    // Moderation: admins only, with a reason; the figures go back.
    let moderation = format!("/api/admin/reviews/{review_id}/moderation");
    let (status, _) = api
        .send(
            "PUT",
            &moderation,
            Some(&buyer),
            Some(json!({"hidden": true, "reason": "spam"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, refused) = api
        .send(
            "PUT",
            &moderation,
            Some(&admin),
            Some(json!({"hidden": true})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert!(refused["fields"]["reason"].is_string(), "{refused}");
    let (status, hidden) = api
        .send(
            "PUT",
            &moderation,
            Some(&admin),
            Some(json!({"hidden": true, "reason": "Names a rival shop"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{hidden}");
    assert_eq!(hidden["hidden"], true);
    assert_eq!(hidden["hiddenReason"], "Names a rival shop");
    let (status, listed) = api
        .send(
            "GET",
            "/api/admin/reviews?status=hidden",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    assert_eq!(listed["total"], 1);
    assert!(listed["reviews"][0]["userId"].is_string());
    wait_for_figures(&api, id, (0.0, 0)).await;
    let (_, page) = api.get(&path).await;
    assert_eq!(page["total"], 0);
}

/// Waits (up to 10 s) until the product shows `(rating, reviews)`.
async fn wait_for_figures(api: &Api, id: i64, expected: (f64, i64)) {
    let mut last = json!(null);
    for _ in 0..100 {
        let (_, body) = api.get(&format!("/products/{id}")).await;
        let product = if body["product"].is_object() {
            body["product"].clone()
        } else {
            body.clone()
        };
        if product["rating"].as_f64() == Some(expected.0)
            && product["reviews"].as_i64() == Some(expected.1)
        {
            return;
        }
        last = product;
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("product {id} never showed {expected:?}: {last}");
}
