//! Draft and hidden products, the KRA item class of each product, and the import (issue 23,
//! parts 6 and 1), over real gRPC against PostgreSQL and Redis: only live products are listed,
//! searched, shown to shoppers and reserved; a status change reaches the cached pages and the
//! search index; an import checks every row before it writes any, and an export imported
//! again changes nothing.

use std::time::Duration;

use shop_catalog::testing::{TestCatalog, product};
use shop_common::caller::{Caller, Role};
use shop_common::errors::{ErrorCode, Refusal};
use shop_proto::audit::v1::ListAuditRequest;
use shop_proto::audit::v1::audit_service_client::AuditServiceClient;
use shop_proto::catalog::v1 as pb;

fn as_caller<T>(caller: &Caller, message: T) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    caller.write(request.metadata_mut());
    request
}

fn as_admin<T>(message: T) -> tonic::Request<T> {
    as_caller(&Caller::user("admin-9", Role::Admin), message)
}

fn form(name: &str) -> pb::ProductInput {
    pb::ProductInput {
        name: name.into(),
        description: "Deep seats in emerald velvet.".into(),
        price: Some(45_999.0),
        category: "Living Room - Sofas".into(),
        stock: Some(5.0),
        images: vec!["/media/demo/sofa-1.svg".into()],
        ..Default::default()
    }
}

async fn create(catalog: &TestCatalog, form: pb::ProductInput) -> pb::Product {
    catalog
        .client()
        .await
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(form),
        }))
        .await
        .expect("created")
        .into_inner()
}

async fn set_status(
    catalog: &TestCatalog,
    id: i64,
    status: &str,
) -> Result<pb::Product, tonic::Status> {
    catalog
        .client()
        .await
        .set_product_status(as_admin(pb::SetProductStatusRequest {
            id,
            status: status.into(),
        }))
        .await
        .map(tonic::Response::into_inner)
}

/// What shoppers can reach of product `id`: (listed, found by search, its page, in its
/// category's count).
async fn reachable(catalog: &TestCatalog, id: i64, word: &str) -> (bool, bool, bool, u64) {
    let mut client = catalog.client().await;
    let listed = client
        .list_products(pb::ListProductsRequest::default())
        .await
        .unwrap()
        .into_inner()
        .products
        .iter()
        .any(|p| p.id == id);
    let found = client
        .search_products(pb::SearchProductsRequest {
            query: word.into(),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_inner()
        .products
        .iter()
        .any(|p| p.id == id);
    let page = client
        .get_product(pb::GetProductRequest {
            id,
            related_limit: 0,
        })
        .await
        .is_ok();
    let counted = client
        .list_categories(pb::ListCategoriesRequest {})
        .await
        .unwrap()
        .into_inner()
        .categories
        .iter()
        .map(|c| c.product_count)
        .sum();
    (listed, found, page, counted)
}

async fn reserve(catalog: &TestCatalog, product_id: i64) -> pb::ReserveStockResponse {
    catalog
        .client()
        .await
        .reserve_stock(pb::ReserveStockRequest {
            order_id: uuid::Uuid::new_v4().to_string(),
            lines: vec![pb::StockLine {
                product_id,
                quantity: 1,
            }],
        })
        .await
        .expect("reserve answered")
        .into_inner()
}

#[tokio::test]
async fn only_live_products_reach_shoppers_and_orders_and_a_status_change_follows_at_once() {
    let catalog = TestCatalog::start().await;
    catalog
        .insert(vec![product("Kilimani Bed", "bedroom-beds", 80_000, 5)])
        .await;
    let draft = create(
        &catalog,
        pb::ProductInput {
            status: "draft".into(),
            ..form("Zanzibar Chaise")
        },
    )
    .await;
    assert_eq!(draft.status, "draft");
    // Cache the shop's pages first, so the status change must invalidate them.
    let before = reachable(&catalog, draft.id, "zanzibar").await;
    assert_eq!(
        before,
        (false, false, false, 1),
        "a draft reaches no shopper"
    );
    let shown = catalog
        .client()
        .await
        .get_product(as_admin(pb::GetProductRequest {
            id: draft.id,
            related_limit: 0,
        }))
        .await
        .expect("an admin still sees a draft")
        .into_inner();
    assert_eq!(shown.product.unwrap().status, "draft");
    let refused = reserve(&catalog, draft.id).await;
    assert!(!refused.reserved);
    assert_eq!(
        (
            refused.shortages[0].name.as_str(),
            refused.shortages[0].unavailable,
            refused.shortages[0].available
        ),
        ("Zanzibar Chaise", true, 0),
        "a draft is not for sale whatever its stock"
    );

    let published = set_status(&catalog, draft.id, "live").await.unwrap();
    assert_eq!((published.status.as_str(), published.stock), ("live", 5));
    super::eventually(Duration::from_secs(5), || async {
        reachable(&catalog, draft.id, "zanzibar").await == (true, true, true, 2)
    })
    .await;
    assert!(reserve(&catalog, draft.id).await.reserved);

    set_status(&catalog, draft.id, "hidden").await.unwrap();
    super::eventually(Duration::from_secs(5), || async {
        reachable(&catalog, draft.id, "zanzibar").await == (false, false, false, 1)
    })
    .await;
    assert!(!reserve(&catalog, draft.id).await.reserved);

    // Refusals: an unknown status, an unknown product, a customer.
    let bad = Refusal::read(&set_status(&catalog, draft.id, "sold").await.unwrap_err());
    assert_eq!(bad.fields[0].0, "status");
    let missing = Refusal::read(&set_status(&catalog, 999_999, "live").await.unwrap_err());
    assert_eq!(missing.code, ErrorCode::ProductNotFound);
    let customer = catalog
        .client()
        .await
        .set_product_status(as_caller(
            &Caller::user("c-1", Role::Customer),
            pb::SetProductStatusRequest {
                id: draft.id,
                status: "live".into(),
            },
        ))
        .await
        .unwrap_err();
    assert_eq!(Refusal::read(&customer).code, ErrorCode::Forbidden);

    // Each change is audited; setting the status a product has records nothing.
    set_status(&catalog, draft.id, "hidden").await.unwrap();
    let entries = AuditServiceClient::connect(catalog.url())
        .await
        .unwrap()
        .list_audit(as_admin(ListAuditRequest {
            limit: 100,
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner()
        .entries;
    let summaries: Vec<&str> = entries
        .iter()
        .filter(|e| e.target == draft.id.to_string())
        .map(|e| e.summary.as_str())
        .collect();
    assert_eq!(
        summaries,
        [
            "Hid product Zanzibar Chaise",
            "Published product Zanzibar Chaise",
            "Created product Zanzibar Chaise",
        ]
    );

    // The admin's listing filters by status.
    let drafts = catalog
        .client()
        .await
        .admin_list_products(as_admin(pb::AdminListProductsRequest {
            status: "hidden".into(),
            ..Default::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(drafts.total, 1);
    assert_eq!(drafts.products[0].id, draft.id);
}

#[tokio::test]
async fn each_product_has_a_kra_item_class_its_own_or_its_categorys() {
    let catalog = TestCatalog::start().await;
    let sofa = create(&catalog, form("Malindi Sofa")).await;
    assert_eq!(sofa.item_class, "56101502", "the sofas' default");
    let decor = create(
        &catalog,
        pb::ProductInput {
            item_class: "52130000".into(),
            image_alts: Vec::new(),
            ..form("Decorative Sofa")
        },
    )
    .await;
    assert_eq!(decor.item_class, "52130000");
    let refused = catalog
        .client()
        .await
        .create_product(as_admin(pb::CreateProductRequest {
            product: Some(pb::ProductInput {
                item_class: "5610-1502".into(),
                image_alts: Vec::new(),
                ..form("Bad Class")
            }),
        }))
        .await
        .unwrap_err();
    assert_eq!(Refusal::read(&refused).fields[0].0, "item_class");
    // Moved to beds without a class of its own (blank), the sofa follows its new category; a
    // class given keeps it.
    let moved = catalog
        .client()
        .await
        .update_product(as_admin(pb::UpdateProductRequest {
            id: sofa.id,
            product: Some(pb::ProductInput {
                category: "Bedroom - Beds".into(),
                item_class: String::new(),
                image_alts: Vec::new(),
                ..form("Malindi Sofa")
            }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(moved.item_class, "56101703");
    let kept = catalog
        .client()
        .await
        .update_product(as_admin(pb::UpdateProductRequest {
            id: decor.id,
            product: Some(pb::ProductInput {
                category: "Bedroom - Beds".into(),
                item_class: decor.item_class.clone(),
                image_alts: Vec::new(),
                ..form("Decorative Sofa")
            }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(kept.item_class, "52130000");
}

/// The form of an exported product, as the CSV carries it.
fn form_of(p: &pb::Product) -> pb::ProductInput {
    pb::ProductInput {
        name: p.name.clone(),
        description: p.description.clone(),
        price: Some(p.price_cents as f64 / 100.0),
        original_price: p.original_price_cents.map(|c| c as f64 / 100.0),
        category: format!("{} - {}", p.category_name, p.subcategory_name),
        subcategory: String::new(),
        stock: Some(f64::from(p.stock)),
        images: p.images.clone(),
        featured: p.featured,
        tags: p.tags.clone(),
        dimensions: p.dimensions.clone(),
        material: p.material.clone(),
        color: p.color.clone(),
        weight: if p.weight_tenths_kg == 0 {
            String::new()
        } else {
            (f64::from(p.weight_tenths_kg) / 10.0).to_string()
        },
        brand: p.brand.clone(),
        status: p.status.clone(),
        item_class: p.item_class.clone(),
        image_alts: Vec::new(),
    }
}

async fn export(catalog: &TestCatalog) -> Vec<pb::Product> {
    let mut stream = catalog
        .client()
        .await
        .export_products(as_admin(pb::AdminListProductsRequest::default()))
        .await
        .unwrap()
        .into_inner();
    let mut products = Vec::new();
    while let Some(chunk) = stream.message().await.unwrap() {
        products.extend(chunk.rows.into_iter().filter_map(|r| r.product));
    }
    products
}

async fn import(
    catalog: &TestCatalog,
    rows: Vec<pb::ImportRow>,
    dry_run: bool,
) -> pb::ImportProductsResponse {
    catalog
        .client()
        .await
        .import_products(as_admin(pb::ImportProductsRequest { rows, dry_run }))
        .await
        .expect("import answered")
        .into_inner()
}

/// The product table as text (every column, updated_at included), to prove nothing changed.
async fn table(catalog: &TestCatalog) -> Vec<String> {
    sqlx::query_scalar("SELECT p::text FROM products p ORDER BY id")
        .fetch_all(&catalog.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn an_import_with_one_bad_row_in_100_writes_nothing_then_all_of_them() {
    let catalog = TestCatalog::start().await;
    let existing = create(&catalog, form("Existing Sofa")).await;
    let before = table(&catalog).await;
    let mut rows: Vec<pb::ImportRow> = (0..100)
        .map(|i| pb::ImportRow {
            row: i + 2,
            id: 0,
            product: Some(form(&format!("Imported Sofa {i:03}"))),
        })
        .collect();
    rows[0].id = existing.id;
    rows[57].product.as_mut().unwrap().price = Some(0.0);
    let refused = import(&catalog, rows.clone(), false).await;
    assert!(!refused.written);
    assert_eq!(refused.errors.len(), 1);
    assert_eq!(
        (
            refused.errors[0].row,
            refused.errors[0].field.as_str(),
            refused.errors[0].message.as_str()
        ),
        (59, "price", "Price must be greater than 0")
    );
    assert_eq!(table(&catalog).await, before, "nothing written");

    // An id that names no product refuses the whole file too.
    let mut unknown = rows.clone();
    unknown[57].product.as_mut().unwrap().price = Some(10.0);
    unknown[10].id = 999_999;
    let refused = import(&catalog, unknown, false).await;
    assert_eq!(
        (
            refused.written,
            refused.errors[0].row,
            refused.errors[0].field.as_str()
        ),
        (false, 12, "id")
    );
    assert_eq!(table(&catalog).await, before);

    rows[57].product.as_mut().unwrap().price = Some(10.0);
    let preview = import(&catalog, rows.clone(), true).await;
    assert_eq!(
        (
            preview.created,
            preview.updated,
            preview.unchanged,
            preview.written
        ),
        (99, 1, 0, false)
    );
    assert_eq!(table(&catalog).await, before, "a dry run writes nothing");
    let done = import(&catalog, rows, false).await;
    assert_eq!(
        (done.created, done.updated, done.unchanged, done.written),
        (99, 1, 0, true)
    );
    assert!(done.errors.is_empty());
    assert_eq!(table(&catalog).await.len(), 100);
    let renamed = catalog
        .client()
        .await
        .get_product(pb::GetProductRequest {
            id: existing.id,
            related_limit: 0,
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(renamed.product.unwrap().name, "Imported Sofa 000");
}

#[tokio::test]
async fn an_export_imported_again_changes_nothing() {
    let catalog = TestCatalog::start().await;
    let mut odd = form("=Quoted \"Sofa\", grey");
    odd.original_price = Some(52_999.0);
    odd.weight = "45.5".into();
    odd.tags = vec!["velvet".into(), "3-seater".into()];
    odd.item_class = "52130000".into();
    odd.status = "hidden".into();
    create(&catalog, odd).await;
    create(&catalog, form("Plain Sofa")).await;
    catalog
        .insert(vec![product("Seeded Bed", "bedroom-beds", 80_000, 5)])
        .await;
    let before = table(&catalog).await;
    let exported = export(&catalog).await;
    assert_eq!(exported.len(), 3);
    let rows: Vec<pb::ImportRow> = exported
        .iter()
        .enumerate()
        .map(|(i, p)| pb::ImportRow {
            row: u32::try_from(i).unwrap() + 2,
            id: p.id,
            product: Some(form_of(p)),
        })
        .collect();
    let again = import(&catalog, rows.clone(), false).await;
    assert!(again.errors.is_empty(), "{:?}", again.errors);
    assert_eq!((again.created, again.updated, again.unchanged), (0, 0, 3));
    assert_eq!(table(&catalog).await, before, "not even updated_at moved");

    let mut changed = rows;
    changed[1].product.as_mut().unwrap().stock = Some(42.0);
    let once = import(&catalog, changed, false).await;
    assert_eq!((once.created, once.updated, once.unchanged), (0, 1, 2));
}
