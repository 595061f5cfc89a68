//! Pictures that sell (issue 24, part 5): the admin's alt texts and picture order are kept and
//! come back to the shop, over real gRPC against PostgreSQL.

use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::catalog::v1 as pb;

const FRONT: &str = "/media/i/3f9a1c0b7d2e4a55";
const SIDE: &str = "/media/i/77aa1c0b7d2e4a66";
const DETAIL: &str = "/media/demo/sofa-grey-3.svg";

fn as_admin<T>(message: T) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    Caller::user("admin-1", Role::Admin).write(request.metadata_mut());
    request
}

fn form(images: &[&str], alts: &[&str]) -> pb::ProductInput {
    pb::ProductInput {
        name: "Malindi Velvet Sofa".into(),
        description: "Deep seats in emerald velvet.".into(),
        price: Some(45_999.0),
        category: "Living Room - Sofas".into(),
        stock: Some(12.0),
        images: images.iter().map(|&i| i.to_owned()).collect(),
        image_alts: alts.iter().map(|&a| a.to_owned()).collect(),
        dimensions: "220 x 90 x 85 cm".into(),
        ..Default::default()
    }
}

/// The product as the shop reads it (the public, cached read).
async fn shop_view(catalog: &TestCatalog, id: i64) -> pb::Product {
    catalog
        .client()
        .await
        .get_product(pb::GetProductRequest {
            id,
            related_limit: 0,
        })
        .await
        .unwrap()
        .into_inner()
        .product
        .unwrap()
}

async fn update(
    catalog: &TestCatalog,
    id: i64,
    input: pb::ProductInput,
) -> Result<pb::Product, tonic::Status> {
    catalog
        .client()
        .await
        .update_product(as_admin(pb::UpdateProductRequest {
            id,
            product: Some(input),
        }))
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn alt_texts_and_picture_order_are_saved_and_returned() {
    let catalog = TestCatalog::start().await;
    let created = catalog
        .client()
        .await
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(form(
                &[FRONT, SIDE, DETAIL],
                &[" Emerald sofa, front ", "Emerald sofa, side", ""],
            )),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(created.images, [FRONT, SIDE, DETAIL]);
    assert_eq!(
        created.image_alts,
        ["Emerald sofa, front", "Emerald sofa, side", ""]
    );
    let shown = shop_view(&catalog, created.id).await;
    assert_eq!(shown.images, created.images);
    assert_eq!(shown.image_alts, created.image_alts);

    // The admin makes the side view the main picture and moves the close-up to the middle.
    let reordered = update(
        &catalog,
        created.id,
        form(
            &[SIDE, DETAIL, FRONT],
            &[
                "Emerald sofa, side",
                "Velvet close up",
                "Emerald sofa, front",
            ],
        ),
    )
    .await
    .unwrap();
    assert_eq!(reordered.images, [SIDE, DETAIL, FRONT]);
    assert_eq!(
        reordered.image_alts,
        [
            "Emerald sofa, side",
            "Velvet close up",
            "Emerald sofa, front"
        ]
    );
    // The shop's (cached) read follows at once: the first picture is the new main one.
    let mut shown = shop_view(&catalog, created.id).await;
    for _ in 0..100 {
        if shown.images[0] == SIDE {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        shown = shop_view(&catalog, created.id).await;
    }
    assert_eq!(shown.images, [SIDE, DETAIL, FRONT]);
    assert_eq!(shown.image_alts[0], "Emerald sofa, side");

    // A write without alt texts (an import, an older client) keeps each picture's own, even
    // reordered, and a dropped picture takes its alt text with it.
    let kept = update(&catalog, created.id, form(&[FRONT, SIDE], &[]))
        .await
        .unwrap();
    assert_eq!(kept.images, [FRONT, SIDE]);
    assert_eq!(
        kept.image_alts,
        ["Emerald sofa, front", "Emerald sofa, side"]
    );

    // A duplicate keeps the alt texts.
    let copy = catalog
        .client()
        .await
        .duplicate_product(as_admin(pb::DuplicateProductRequest { id: created.id }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(copy.image_alts, kept.image_alts);

    // Clearing an alt text is saved too.
    let cleared = update(&catalog, created.id, form(&[FRONT, SIDE], &["", "Side"]))
        .await
        .unwrap();
    assert_eq!(cleared.image_alts, ["", "Side"]);

    // The audit log names the change.
    let summary: String =
        sqlx::query_scalar("SELECT summary FROM audit_log ORDER BY id DESC LIMIT 1")
            .fetch_one(&catalog.pool)
            .await
            .unwrap();
    assert!(summary.contains("imageAlts"), "{summary}");
}

#[tokio::test]
async fn bad_alt_texts_are_refused_and_nothing_is_written() {
    let catalog = TestCatalog::start().await;
    let mut seeded = product("Karen Oak Bed", "bedroom-beds", 80_000, 1);
    seeded.images = vec![FRONT.into()];
    seeded.image_alts = vec!["Oak bed, front".into()];
    let ids = catalog.insert(vec![seeded]).await;
    assert_eq!(
        shop_view(&catalog, ids[0]).await.image_alts,
        ["Oak bed, front"]
    );

    let refusal = Refusal::read(
        &update(&catalog, ids[0], form(&[FRONT, SIDE], &["only one"]))
            .await
            .expect_err("refused"),
    );
    assert_eq!(refusal.code, ErrorCode::ValidationFailed);
    assert_eq!(
        refusal.fields,
        [(
            "image_alts".to_owned(),
            "Give one alt text per image".to_owned()
        )]
    );
    let long = "x".repeat(251);
    let refusal = Refusal::read(
        &update(&catalog, ids[0], form(&[SIDE, FRONT], &["ok", &long]))
            .await
            .expect_err("refused"),
    );
    assert_eq!(refusal.fields[0].0, "image_alts[1]");
    let shown = shop_view(&catalog, ids[0]).await;
    assert_eq!(shown.images, [FRONT]);
    assert_eq!(shown.image_alts, ["Oak bed, front"]);
    assert_eq!(shown.name, "Karen Oak Bed");
}
