//! The admin catalogue over real gRPC: writes, the form's every rule, the admin checks, the
//! admin listing, its figures and its export, and the change log carrying every write to the
//! cache and the search index.

use std::time::{Duration, Instant};

use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::catalog::v1 as pb;
use tonic::Status;

fn as_caller<T>(caller: &Caller, message: T) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

fn admin() -> Caller {
    Caller::user("admin-1", Role::Admin)
}

fn as_admin<T>(message: T) -> tonic::Request<T> {
    as_caller(&admin(), message)
}

fn refusal<T: std::fmt::Debug>(result: Result<T, Status>) -> Refusal {
    Refusal::read(&result.expect_err("expected a refusal"))
}

/// The admin form of a sofa, complete.
fn sofa_form() -> pb::ProductInput {
    pb::ProductInput {
        name: "Malindi Velvet Sofa".into(),
        description: "Deep seats in emerald velvet.".into(),
        price: Some(45_999.0),
        original_price: Some(52_999.0),
        category: "Living Room - Sofas".into(),
        subcategory: String::new(),
        stock: Some(12.0),
        images: vec!["/media/i/3f9a1c0b7d2e4a55".into()],
        featured: true,
        tags: vec![" Velvet ".into(), "".into(), "3-Seater".into()],
        dimensions: "220 x 90 x 85 cm".into(),
        material: "Velvet".into(),
        color: "Emerald".into(),
        weight: "45.5".into(),
        brand: "Samani Home".into(),
        status: String::new(),
        item_class: String::new(),
        image_alts: Vec::new(),
    }
}

async fn create(catalog: &TestCatalog, form: pb::ProductInput) -> Result<pb::Product, Status> {
    catalog
        .client()
        .await
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(form),
        }))
        .await
        .map(tonic::Response::into_inner)
}

async fn admin_list(
    catalog: &TestCatalog,
    req: pb::AdminListProductsRequest,
) -> pb::ListProductsResponse {
    catalog
        .client()
        .await
        .admin_list_products(as_admin(req))
        .await
        .expect("admin listing")
        .into_inner()
}

fn names(products: &[pb::Product]) -> Vec<&str> {
    products.iter().map(|p| p.name.as_str()).collect()
}

/// Polls `check` for up to one second: the spec's bound for caches and search to follow.
async fn within_a_second<F, Fut>(what: &str, mut check: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        if check().await {
            return;
        }
        assert!(Instant::now() < deadline, "{what}: not within a second");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn every_admin_rpc_refuses_guests_and_customers() {
    let catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![product("Kept Sofa", "living-room-sofas", 30_000, 1)])
        .await;
    let mut client = catalog.client().await;
    for (caller, code) in [
        (Caller::guest(), ErrorCode::Unauthorized),
        (Caller::user("u-1", Role::Customer), ErrorCode::Forbidden),
    ] {
        let c = &caller;
        let form = || Some(sofa_form());
        let codes = [
            refusal(
                client
                    .create_product(as_caller(c, pb::CreateProductRequest { product: form() }))
                    .await,
            )
            .code,
            refusal(
                client
                    .update_product(as_caller(
                        c,
                        pb::UpdateProductRequest {
                            id: ids[0],
                            product: form(),
                        },
                    ))
                    .await,
            )
            .code,
            refusal(
                client
                    .delete_products(as_caller(c, pb::DeleteProductsRequest { ids: ids.clone() }))
                    .await,
            )
            .code,
            refusal(
                client
                    .duplicate_product(as_caller(c, pb::DuplicateProductRequest { id: ids[0] }))
                    .await,
            )
            .code,
            refusal(
                client
                    .admin_list_products(as_caller(c, pb::AdminListProductsRequest::default()))
                    .await,
            )
            .code,
            refusal(
                client
                    .product_stats(as_caller(c, pb::ProductStatsRequest {}))
                    .await,
            )
            .code,
            refusal(
                client
                    .export_products(as_caller(c, pb::AdminListProductsRequest::default()))
                    .await,
            )
            .code,
        ];
        assert!(
            codes.iter().all(|got| *got == code),
            "{caller:?}: {codes:?}"
        );
    }
    // Nothing was written by the refused calls.
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM products")
        .fetch_one(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(count, 1);
    let name: String = sqlx::query_scalar("SELECT name FROM products")
        .fetch_one(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(name, "Kept Sofa");
}

#[tokio::test]
async fn an_admin_creates_a_product_from_the_form() {
    let catalog = TestCatalog::start().await;
    let created = create(&catalog, sofa_form()).await.unwrap();
    assert!(created.id > 0);
    assert_eq!(created.name, "Malindi Velvet Sofa");
    assert_eq!(created.price_cents, 4_599_900);
    assert_eq!(created.original_price_cents, Some(5_299_900));
    assert_eq!(created.category_slug, "living-room");
    assert_eq!(created.category_name, "Living Room");
    assert_eq!(created.subcategory_slug, "living-room-sofas");
    assert_eq!(created.stock, 12);
    assert_eq!(created.weight_tenths_kg, 455);
    assert_eq!(created.tags, ["velvet", "3-seater"]);
    assert_eq!(created.images, ["/media/i/3f9a1c0b7d2e4a55"]);
    assert!(created.featured);
    assert_eq!((created.rating_tenths, created.reviews), (0, 0));

    // The category and subcategory may come apart, by name or slug.
    let apart = create(
        &catalog,
        pb::ProductInput {
            name: "Karen Bed".into(),
            category: "Bedroom".into(),
            subcategory: "Beds".into(),
            original_price: None,
            images: vec![
                "/media/demo/bed-1.svg".into(),
                "https://images.example.co.ke/bed.jpg".into(),
            ],
            weight: String::new(),
            ..sofa_form()
        },
    )
    .await
    .unwrap();
    assert_eq!(apart.subcategory_slug, "bedroom-beds");
    assert_eq!(apart.original_price_cents, None);
    assert_eq!(apart.weight_tenths_kg, 0);
}

/// Every message of the form, each on the field it is about.
#[tokio::test]
async fn every_rule_of_the_form_is_answered_with_its_message() {
    let catalog = TestCatalog::start().await;

    // Nothing filled in: the spec's one message, every required field named.
    let r = refusal(create(&catalog, pb::ProductInput::default()).await);
    assert_eq!(r.code, ErrorCode::ValidationFailed);
    assert_eq!(r.message, "Please fill in all required fields.");
    assert_eq!(
        r.fields,
        [
            ("name", "Name is required"),
            ("description", "Description is required"),
            ("price", "Price is required"),
            ("category", "Category is required"),
            ("stock", "Stock is required"),
            ("images", "At least one image is required"),
        ]
        .map(|(f, m)| (f.to_owned(), m.to_owned()))
    );

    // One missing among bad values: still the spec's message, and every field named.
    let r = refusal(
        create(
            &catalog,
            pb::ProductInput {
                name: "   ".into(),
                price: Some(-5.0),
                ..sofa_form()
            },
        )
        .await,
    );
    assert_eq!(r.message, "Please fill in all required fields.");
    assert_eq!(
        r.fields,
        [
            ("name", "Name is required"),
            ("price", "Price must be greater than 0"),
        ]
        .map(|(f, m)| (f.to_owned(), m.to_owned()))
    );

    // Every other rule, one form each: (the form, the field, its message).
    let long = |n: usize| "x".repeat(n);
    let cases: Vec<(pb::ProductInput, &str, String)> = vec![
        (
            pb::ProductInput {
                name: long(201),
                ..sofa_form()
            },
            "name",
            "Name must be at most 200 characters".into(),
        ),
        (
            pb::ProductInput {
                description: long(5001),
                ..sofa_form()
            },
            "description",
            "Description must be at most 5,000 characters".into(),
        ),
        (
            pb::ProductInput {
                price: Some(0.0),
                ..sofa_form()
            },
            "price",
            "Price must be greater than 0".into(),
        ),
        (
            pb::ProductInput {
                price: Some(100_000_000.01),
                original_price: None,
                ..sofa_form()
            },
            "price",
            "Price must be at most KSh 100,000,000".into(),
        ),
        (
            pb::ProductInput {
                price: Some(10.005),
                original_price: None,
                ..sofa_form()
            },
            "price",
            "Price must be a whole number of shillings (no cents), like 12500".into(),
        ),
        (
            pb::ProductInput {
                price: Some(12_500.5),
                original_price: None,
                ..sofa_form()
            },
            "price",
            "Price must be a whole number of shillings (no cents), like 12500".into(),
        ),
        (
            pb::ProductInput {
                original_price: Some(45_999.0),
                ..sofa_form()
            },
            "original_price",
            "Original price must be above the price (leave it empty when not on sale)".into(),
        ),
        (
            pb::ProductInput {
                original_price: Some(-1.0),
                ..sofa_form()
            },
            "original_price",
            "Original price must be greater than 0".into(),
        ),
        (
            pb::ProductInput {
                category: "Garage".into(),
                ..sofa_form()
            },
            "category",
            "Category must be one of the shop's 9 categories".into(),
        ),
        (
            pb::ProductInput {
                category: "Living Room".into(),
                ..sofa_form()
            },
            "subcategory",
            "Please choose a subcategory of Living Room".into(),
        ),
        (
            pb::ProductInput {
                category: "Living Room - Beds".into(),
                ..sofa_form()
            },
            "subcategory",
            "Beds is not a subcategory of Living Room".into(),
        ),
        (
            pb::ProductInput {
                category: "Living Room - Sofas".into(),
                subcategory: "TV Stands".into(),
                ..sofa_form()
            },
            "subcategory",
            "Subcategory TV Stands does not match the category Living Room - Sofas".into(),
        ),
        (
            pb::ProductInput {
                stock: Some(-1.0),
                ..sofa_form()
            },
            "stock",
            "Stock must be a whole number from 0 to 1,000,000".into(),
        ),
        (
            pb::ProductInput {
                stock: Some(2.5),
                ..sofa_form()
            },
            "stock",
            "Stock must be a whole number from 0 to 1,000,000".into(),
        ),
        (
            pb::ProductInput {
                stock: Some(1_000_001.0),
                ..sofa_form()
            },
            "stock",
            "Stock must be a whole number from 0 to 1,000,000".into(),
        ),
        (
            pb::ProductInput {
                images: (0..11).map(|i| format!("/media/demo/p{i}.svg")).collect(),
                ..sofa_form()
            },
            "images",
            "At most 10 images".into(),
        ),
        (
            pb::ProductInput {
                images: vec!["http://example.com/a.jpg".into()],
                ..sofa_form()
            },
            "images[0]",
            "Image 1: Use a picture uploaded to the shop (/media/i/...) or an https:// address"
                .into(),
        ),
        (
            pb::ProductInput {
                images: vec!["/media/demo/a.svg".into(), "/media/i/NOT-AN-ID".into()],
                ..sofa_form()
            },
            "images[1]",
            "Image 2: \"NOT-AN-ID\" is not the id of an uploaded picture".into(),
        ),
        (
            pb::ProductInput {
                images: vec!["/media/demo/../../etc/passwd".into()],
                ..sofa_form()
            },
            "images[0]",
            "Image 1: not a demo picture of the shop".into(),
        ),
        (
            pb::ProductInput {
                images: vec!["https://no host/a.jpg".into()],
                ..sofa_form()
            },
            "images[0]",
            "Image 1: the address must not contain spaces; use a picture uploaded to the shop \
             (/media/i/...) or an https:// address"
                .into(),
        ),
        (
            pb::ProductInput {
                images: vec!["https://localhost/a.jpg".into()],
                ..sofa_form()
            },
            "images[0]",
            "Image 1: not a valid https:// address".into(),
        ),
        (
            pb::ProductInput {
                images: vec![format!("https://cdn.example.com/{}", long(1000))],
                ..sofa_form()
            },
            "images[0]",
            "Image 1: the address must be at most 1,000 characters".into(),
        ),
        (
            pb::ProductInput {
                tags: (0..21).map(|i| format!("t{i}")).collect(),
                ..sofa_form()
            },
            "tags",
            "tags must be at most 20 short words".into(),
        ),
        (
            pb::ProductInput {
                tags: vec![long(51)],
                ..sofa_form()
            },
            "tags",
            "tags must be at most 20 short words".into(),
        ),
        (
            pb::ProductInput {
                dimensions: long(101),
                ..sofa_form()
            },
            "dimensions",
            "Dimensions must be at most 100 characters".into(),
        ),
        (
            pb::ProductInput {
                material: long(101),
                ..sofa_form()
            },
            "material",
            "Material must be at most 100 characters".into(),
        ),
        (
            pb::ProductInput {
                color: long(101),
                ..sofa_form()
            },
            "color",
            "Color must be at most 100 characters".into(),
        ),
        (
            pb::ProductInput {
                brand: long(101),
                ..sofa_form()
            },
            "brand",
            "Brand must be at most 100 characters".into(),
        ),
        (
            pb::ProductInput {
                weight: "heavy".into(),
                ..sofa_form()
            },
            "weight",
            "Weight must be a number of kilograms from 0 to 10,000".into(),
        ),
        (
            pb::ProductInput {
                weight: "10000.1".into(),
                ..sofa_form()
            },
            "weight",
            "Weight must be a number of kilograms from 0 to 10,000".into(),
        ),
    ];
    for (form, field, message) in cases {
        let r = refusal(create(&catalog, form).await);
        assert_eq!(r.code, ErrorCode::ValidationFailed, "{field}");
        assert_eq!(r.fields, [(field.to_owned(), message.clone())], "{field}");
        assert_eq!(r.message, message, "{field}: no required field is missing");
    }

    // Several bad values at once: every one named.
    let r = refusal(
        create(
            &catalog,
            pb::ProductInput {
                price: Some(100.0),
                original_price: Some(50.0),
                stock: Some(-3.0),
                weight: "-1".into(),
                ..sofa_form()
            },
        )
        .await,
    );
    let fields: Vec<&str> = r.fields.iter().map(|(f, _)| f.as_str()).collect();
    assert_eq!(fields, ["original_price", "stock", "weight"]);

    // None of these wrote anything.
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM products")
        .fetch_one(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn update_replaces_the_form_fields_and_keeps_the_rest() {
    let catalog = TestCatalog::start().await;
    let mut seeded = product("Old Name", "living-room-sofas", 30_000, 5);
    seeded.rating_tenths = 45;
    seeded.reviews = 12;
    seeded.original_price_cents = Some(4_000_000);
    seeded.badge = "SALE".into();
    seeded.free_delivery = true;
    let ids = catalog.insert(vec![seeded]).await;
    let mut client = catalog.client().await;
    let updated = client
        .update_product(as_admin(pb::UpdateProductRequest {
            id: ids[0],
            product: Some(pb::ProductInput {
                category: "Office".into(),
                subcategory: "Desks".into(),
                price: Some(12_500.0),
                original_price: None,
                ..sofa_form()
            }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.id, ids[0]);
    assert_eq!(updated.name, "Malindi Velvet Sofa");
    assert_eq!(updated.price_cents, 1_250_000);
    assert_eq!(updated.subcategory_slug, "office-desks");
    assert_eq!((updated.rating_tenths, updated.reviews), (45, 12));
    assert!(updated.free_delivery, "what the form does not hold is kept");
    assert_eq!(updated.original_price_cents, None);
    // The sale ended, and its SALE badge with it; added minutes ago, it is new (issue 24: badges
    // follow the data).
    assert_eq!(updated.badge, "NEW");

    let r = refusal(
        client
            .update_product(as_admin(pb::UpdateProductRequest {
                id: ids[0] + 1000,
                product: Some(sofa_form()),
            }))
            .await,
    );
    assert_eq!(r.code, ErrorCode::ProductNotFound);
    let r = refusal(
        client
            .update_product(as_admin(pb::UpdateProductRequest {
                id: 0,
                product: Some(sofa_form()),
            }))
            .await,
    );
    assert_eq!(r.fields[0].0, "id");
    // An invalid form changes nothing.
    let r = refusal(
        client
            .update_product(as_admin(pb::UpdateProductRequest {
                id: ids[0],
                product: Some(pb::ProductInput {
                    name: String::new(),
                    ..sofa_form()
                }),
            }))
            .await,
    );
    assert_eq!(r.message, "Please fill in all required fields.");
    let name: String = sqlx::query_scalar("SELECT name FROM products WHERE id = $1")
        .bind(ids[0])
        .fetch_one(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(name, "Malindi Velvet Sofa");
}

#[tokio::test]
async fn duplicate_copies_a_product_as_a_draft_without_stock() {
    let catalog = TestCatalog::start().await;
    let original = create(&catalog, sofa_form()).await.unwrap();
    let mut client = catalog.client().await;
    let copy = client
        .duplicate_product(as_admin(pb::DuplicateProductRequest { id: original.id }))
        .await
        .unwrap()
        .into_inner();
    assert_ne!(copy.id, original.id);
    assert_eq!(copy.name, "Malindi Velvet Sofa (Copy)");
    assert_eq!(
        (
            copy.price_cents,
            copy.original_price_cents,
            &copy.images,
            &copy.tags
        ),
        (
            original.price_cents,
            original.original_price_cents,
            &original.images,
            &original.tags
        )
    );
    assert_eq!(copy.subcategory_slug, original.subcategory_slug);
    assert_eq!(copy.item_class, original.item_class);
    assert_eq!(original.status, "live");
    assert_eq!(
        (copy.status.as_str(), copy.stock),
        ("draft", 0),
        "a copy is prepared and stocked before it is sold"
    );

    // A name at the length limit still fits once copied.
    let long = create(
        &catalog,
        pb::ProductInput {
            name: "L".repeat(200),
            ..sofa_form()
        },
    )
    .await
    .unwrap();
    let copy = client
        .duplicate_product(as_admin(pb::DuplicateProductRequest { id: long.id }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(copy.name.chars().count(), 200);
    assert!(copy.name.ends_with(" (Copy)"));

    let r = refusal(
        client
            .duplicate_product(as_admin(pb::DuplicateProductRequest { id: 999_999 }))
            .await,
    );
    assert_eq!(r.code, ErrorCode::ProductNotFound);
}

#[tokio::test]
async fn bulk_delete_removes_the_existing_ids_and_skips_the_rest() {
    let catalog = TestCatalog::start().await;
    let ids = catalog
        .insert(vec![
            product("One", "office-desks", 1_000, 1),
            product("Two", "office-desks", 1_000, 2),
            product("Three", "office-desks", 1_000, 3),
        ])
        .await;
    let mut client = catalog.client().await;
    let answer = client
        .delete_products(as_admin(pb::DeleteProductsRequest {
            ids: vec![ids[2], ids[0], ids[0], 987_654],
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.deleted_ids, [ids[0], ids[2]]);
    let left: Vec<String> = sqlx::query_scalar("SELECT name FROM products")
        .fetch_all(&catalog.pool)
        .await
        .unwrap();
    assert_eq!(left, ["Two"]);

    for ids in [vec![], vec![1; 101], vec![-4]] {
        let r = refusal(
            client
                .delete_products(as_admin(pb::DeleteProductsRequest { ids }))
                .await,
        );
        assert_eq!(r.code, ErrorCode::ValidationFailed);
        assert_eq!(r.fields[0].0, "ids");
    }
}

#[tokio::test]
async fn the_admin_listing_searches_filters_sorts_and_pages_on_the_server() {
    let catalog = TestCatalog::start().await;
    let mut velvet = product("Kilimani Sofa", "living-room-sofas", 45_000, 10);
    velvet.description = "Soft VELVET cushions.".into();
    velvet.stock = 3;
    let mut desk = product("Ngong Desk", "office-desks", 20_000, 20);
    desk.stock = 0;
    let mut bed = product("Karen Bed", "bedroom-beds", 80_000, 30);
    bed.stock = 40;
    let mut sectional = product(
        "Lavington Corner",
        "living-room-sectional-sofas",
        120_000,
        40,
    );
    sectional.stock = 7;
    catalog.insert(vec![velvet, desk, bed, sectional]).await;
    let list = |req| admin_list(&catalog, req);

    let all = list(pb::AdminListProductsRequest::default()).await;
    assert_eq!(all.total, 4);
    assert_eq!(all.limit, 12, "the spec's page size");
    assert_eq!(
        names(&all.products),
        [
            "Kilimani Sofa",
            "Ngong Desk",
            "Karen Bed",
            "Lavington Corner"
        ],
        "newest first"
    );

    // Name, description or category ('Living Room - Sofas'), any case, any part.
    for (search, expected) in [
        ("ngong", vec!["Ngong Desk"]),
        ("velvet", vec!["Kilimani Sofa"]),
        ("SOFAS", vec!["Kilimani Sofa", "Lavington Corner"]),
        ("Living Room - Sectional", vec!["Lavington Corner"]),
        ("bedroom", vec!["Karen Bed"]),
        ("50%_off", vec![]),
    ] {
        let found = list(pb::AdminListProductsRequest {
            search: search.into(),
            ..Default::default()
        })
        .await;
        assert_eq!(names(&found.products), expected, "{search}");
        assert_eq!(found.total, expected.len() as u64, "{search}");
    }

    let living = list(pb::AdminListProductsRequest {
        category: "Living Room".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(
        names(&living.products),
        ["Kilimani Sofa", "Lavington Corner"]
    );
    let sub = list(pb::AdminListProductsRequest {
        category: "living-room-sectional-sofas".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(names(&sub.products), ["Lavington Corner"]);

    for (sort, order, expected) in [
        (
            "name",
            "asc",
            [
                "Karen Bed",
                "Kilimani Sofa",
                "Lavington Corner",
                "Ngong Desk",
            ],
        ),
        (
            "name",
            "desc",
            [
                "Ngong Desk",
                "Lavington Corner",
                "Kilimani Sofa",
                "Karen Bed",
            ],
        ),
        (
            "price",
            "asc",
            [
                "Ngong Desk",
                "Kilimani Sofa",
                "Karen Bed",
                "Lavington Corner",
            ],
        ),
        (
            "price",
            "desc",
            [
                "Lavington Corner",
                "Karen Bed",
                "Kilimani Sofa",
                "Ngong Desk",
            ],
        ),
        (
            "stock",
            "asc",
            [
                "Ngong Desk",
                "Kilimani Sofa",
                "Lavington Corner",
                "Karen Bed",
            ],
        ),
        (
            "category",
            "asc",
            [
                "Karen Bed",
                "Lavington Corner",
                "Kilimani Sofa",
                "Ngong Desk",
            ],
        ),
        (
            "category",
            "desc",
            [
                "Ngong Desk",
                "Kilimani Sofa",
                "Lavington Corner",
                "Karen Bed",
            ],
        ),
        (
            "newest",
            "asc",
            [
                "Kilimani Sofa",
                "Ngong Desk",
                "Karen Bed",
                "Lavington Corner",
            ],
        ),
    ] {
        let sorted = list(pb::AdminListProductsRequest {
            sort: sort.into(),
            order: order.into(),
            ..Default::default()
        })
        .await;
        assert_eq!(names(&sorted.products), expected, "{sort} {order}");
    }

    // Pages never overlap.
    let mut seen = Vec::new();
    for page in 1..=3 {
        let p = list(pb::AdminListProductsRequest {
            page: Some(page),
            limit: Some(2),
            sort: "price".into(),
            ..Default::default()
        })
        .await;
        assert_eq!((p.total, p.total_pages), (4, 2));
        seen.extend(p.products.into_iter().map(|p| p.name));
    }
    assert_eq!(
        seen,
        [
            "Ngong Desk",
            "Kilimani Sofa",
            "Karen Bed",
            "Lavington Corner"
        ]
    );

    let r = refusal(
        catalog
            .client()
            .await
            .admin_list_products(as_admin(pb::AdminListProductsRequest {
                limit: Some(101),
                sort: "rating".into(),
                order: "sideways".into(),
                ..Default::default()
            }))
            .await,
    );
    let fields: Vec<&str> = r.fields.iter().map(|(f, _)| f.as_str()).collect();
    assert_eq!(fields, ["limit", "sort", "order"]);
    let r = refusal(
        catalog
            .client()
            .await
            .admin_list_products(as_admin(pb::AdminListProductsRequest {
                category: "Garage".into(),
                ..Default::default()
            }))
            .await,
    );
    assert_eq!(r.code, ErrorCode::CategoryNotFound);
}

#[tokio::test]
async fn stats_cover_the_whole_catalogue() {
    let catalog = TestCatalog::start().await;
    let mut products = Vec::new();
    for (i, (price, stock, featured)) in [
        (1_000, 0, false),
        (2_000, 1, true),
        (3_000, 5, false),
        (4_000, 6, true),
        (500, 0, false),
    ]
    .into_iter()
    .enumerate()
    {
        // Whole shillings, as every catalogue price now is (the loader refuses cents).
        let mut p = product(&format!("P{i}"), "storage-cabinets", price, i as i64);
        p.stock = stock;
        p.featured = featured;
        products.push(p);
    }
    catalog.insert(products).await;
    let stats = catalog
        .client()
        .await
        .product_stats(as_admin(pb::ProductStatsRequest {}))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(stats.total_products, 5);
    assert_eq!(stats.low_stock, 2, "stock 1 to 5");
    assert_eq!(stats.out_of_stock, 2);
    assert_eq!(stats.featured, 2);
    // 2,000 x 1 + 3,000 x 5 + 4,000 x 6.
    assert!(
        (stats.total_value - 41_000.0).abs() < 1e-6,
        "{}",
        stats.total_value
    );
}

#[tokio::test]
async fn the_export_streams_every_product_of_the_filter_in_chunks() {
    let catalog = TestCatalog::start().await;
    let mut products: Vec<_> = (0..1_203)
        .map(|i| {
            product(
                &format!("Chair {i:04}"),
                "office-office-chairs",
                1_000 + i,
                i,
            )
        })
        .collect();
    let mut odd = product("Quote \"Sofa\"", "living-room-sofas", 99_999, 5_000);
    odd.description = "Line one\nline two".into();
    products.push(odd);
    catalog.insert(products).await;

    let chunks = |req| async {
        let mut stream = catalog
            .client()
            .await
            .export_products(as_admin(req))
            .await
            .expect("export")
            .into_inner();
        let mut chunks = Vec::new();
        while let Some(chunk) = stream.message().await.expect("a chunk") {
            chunks.push(chunk.rows);
        }
        chunks
    };
    let chairs = chunks(pb::AdminListProductsRequest {
        category: "Office".into(),
        sort: "name".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(
        chairs.iter().map(Vec::len).collect::<Vec<_>>(),
        [500, 500, 203],
        "chunks of 500 rows"
    );
    let rows: Vec<&pb::ExportRow> = chairs.iter().flatten().collect();
    assert_eq!(rows[0].name, "Chair 0000");
    assert_eq!(rows[1202].name, "Chair 1202");
    assert_eq!(rows[1].category, "Office - Office Chairs");
    assert_eq!(rows[1].price_cents, 100_100);

    // The search applies, as in the listing.
    let sofas = chunks(pb::AdminListProductsRequest {
        search: "sofa".into(),
        ..Default::default()
    })
    .await;
    assert_eq!(sofas.len(), 1);
    assert_eq!(sofas[0][0].name, "Quote \"Sofa\"");
    assert_eq!(sofas[0][0].description, "Line one\nline two");

    let none = chunks(pb::AdminListProductsRequest {
        search: "nothing like this".into(),
        ..Default::default()
    })
    .await;
    assert!(none.is_empty());
}

#[tokio::test]
async fn an_admin_may_read_listing_pages_of_up_to_1000() {
    let catalog = TestCatalog::start().await;
    let products: Vec<_> = (0..150)
        .map(|i| product(&format!("Stool {i}"), "dining-room-bar-stools", 3_000, i))
        .collect();
    catalog.insert(products).await;
    let mut client = catalog.client().await;
    let req = || pb::ListProductsRequest {
        limit: Some(1000),
        ..Default::default()
    };
    let page = client
        .list_products(as_admin(req()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((page.products.len(), page.limit), (150, 1000));
    for caller in [Caller::guest(), Caller::user("u-1", Role::Customer)] {
        let r = refusal(client.list_products(as_caller(&caller, req())).await);
        assert_eq!(
            r.fields,
            [(
                "limit".to_owned(),
                "limit must be a whole number from 1 to 100".to_owned()
            )]
        );
    }
    let r = refusal(
        client
            .list_products(as_admin(pb::ListProductsRequest {
                limit: Some(1001),
                ..Default::default()
            }))
            .await,
    );
    assert_eq!(r.fields[0].1, "limit must be a whole number from 1 to 1000");
}

/// Every write reaches the cached listings, the category pages and the search index through
/// the change log, within a second.
#[tokio::test]
async fn writes_reach_the_listing_category_pages_and_search_within_a_second() {
    let catalog = TestCatalog::start().await;
    catalog
        .insert(vec![product(
            "Old Stool",
            "dining-room-bar-stools",
            3_000,
            60,
        )])
        .await;
    let mut client = catalog.client().await;
    let listing = || pb::ListProductsRequest::default();
    let category = || pb::ListProductsRequest {
        category: "living-room-sofas".into(),
        ..Default::default()
    };
    let search = || pb::SearchProductsRequest {
        query: "zanzibar".into(),
        ..Default::default()
    };
    // Fill the caches first, so the change must drop them.
    assert_eq!(
        client
            .list_products(listing())
            .await
            .unwrap()
            .into_inner()
            .total,
        1
    );
    assert_eq!(
        client
            .list_products(category())
            .await
            .unwrap()
            .into_inner()
            .total,
        0
    );
    assert_eq!(
        client
            .search_products(search())
            .await
            .unwrap()
            .into_inner()
            .total,
        0
    );

    let created = create(
        &catalog,
        pb::ProductInput {
            name: "Zanzibar Sofa".into(),
            ..sofa_form()
        },
    )
    .await
    .unwrap();
    let id = created.id;
    within_a_second("created: listing, category page and search", || {
        let mut client = client.clone();
        async move {
            let all = client.list_products(listing()).await.unwrap().into_inner();
            let sofas = client.list_products(category()).await.unwrap().into_inner();
            let found = client.search_products(search()).await.unwrap().into_inner();
            all.products.iter().any(|p| p.id == id)
                && sofas.products.iter().any(|p| p.id == id)
                && found.products.iter().any(|p| p.id == id)
        }
    })
    .await;

    // A price edit shows on the (cached) product page.
    let detail = || pb::GetProductRequest {
        id,
        related_limit: 0,
    };
    assert_eq!(
        client
            .get_product(detail())
            .await
            .unwrap()
            .into_inner()
            .product
            .unwrap()
            .price_cents,
        4_599_900
    );
    client
        .update_product(as_admin(pb::UpdateProductRequest {
            id,
            product: Some(pb::ProductInput {
                name: "Zanzibar Sofa".into(),
                price: Some(39_999.0),
                ..sofa_form()
            }),
        }))
        .await
        .unwrap();
    within_a_second("price edit on the product page", || {
        let mut client = client.clone();
        async move {
            client
                .get_product(detail())
                .await
                .unwrap()
                .into_inner()
                .product
                .unwrap()
                .price_cents
                == 3_999_900
        }
    })
    .await;

    client
        .delete_products(as_admin(pb::DeleteProductsRequest { ids: vec![id] }))
        .await
        .unwrap();
    within_a_second(
        "deleted: gone from listing, category page and search",
        || {
            let mut client = client.clone();
            async move {
                let all = client.list_products(listing()).await.unwrap().into_inner();
                let sofas = client.list_products(category()).await.unwrap().into_inner();
                let found = client.search_products(search()).await.unwrap().into_inner();
                all.total == 1 && sofas.total == 0 && found.total == 0
            }
        },
    )
    .await;
    let r = refusal(client.get_product(detail()).await);
    assert_eq!(r.code, ErrorCode::ProductNotFound);
}
