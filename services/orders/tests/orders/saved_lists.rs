//! The saved cart and wishlist.

use shop_proto::orders::v1 as pb;
use tonic::Code;

use crate::helpers::{Shop, field};

fn item(product_id: i64, quantity: i32, added_at: &str) -> pb::SavedItem {
    pb::SavedItem {
        product_id,
        quantity,
        added_at: added_at.to_owned(),
    }
}

#[tokio::test]
async fn lists_are_replaced_whole_and_kept_per_user_and_kind() {
    let shop = Shop::start().await;
    // The list is the caller's own (the caller travels in metadata).
    let mut client = shop.as_user("user-1");
    let get = |kind: &str| pb::GetSavedListRequest {
        kind: kind.to_owned(),
    };

    let empty = client
        .get_saved_list(get("cart"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(empty, pb::SavedList::default());

    let put = client
        .put_saved_list(pb::PutSavedListRequest {
            kind: "cart".to_owned(),
            items: vec![
                item(7, 2, "2026-11-20T08:00:00+03:00"),
                item(3, 1, ""),
                item(7, 1, ""),
            ],
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(put.items.len(), 2);
    assert_eq!(put.items[0], item(7, 3, "2026-11-20T05:00:00Z"));
    assert_eq!(put.items[1].product_id, 3);
    assert!(!put.updated_at.is_empty());
    let read = client
        .get_saved_list(get("cart"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read, put);

    // Other lists are untouched.
    assert!(
        client
            .get_saved_list(get("wishlist"))
            .await
            .unwrap()
            .into_inner()
            .items
            .is_empty()
    );
    assert!(
        shop.as_user("user-2")
            .get_saved_list(get("cart"))
            .await
            .unwrap()
            .into_inner()
            .items
            .is_empty()
    );

    // A replacement replaces; an empty list empties.
    let replaced = client
        .put_saved_list(pb::PutSavedListRequest {
            kind: "cart".to_owned(),
            items: vec![item(9, 4, "")],
        })
        .await
        .unwrap()
        .into_inner();
    assert_eq!(replaced.items.len(), 1);
    client
        .put_saved_list(pb::PutSavedListRequest {
            kind: "cart".to_owned(),
            items: vec![],
        })
        .await
        .unwrap();
    let read = client
        .get_saved_list(get("cart"))
        .await
        .unwrap()
        .into_inner();
    assert!(read.items.is_empty());
    assert!(!read.updated_at.is_empty());

    for (kind, items, bad_field) in [
        ("wishlist", vec![item(1, 1, "")], "items"),
        ("cart", vec![item(1, 0, "")], "items"),
        (
            "cart",
            (1..=101).map(|id| item(id, 1, "")).collect(),
            "items",
        ),
        ("cart", vec![item(1, 1, "last tuesday")], "items"),
        ("basket", vec![], "kind"),
    ] {
        let status = client
            .put_saved_list(pb::PutSavedListRequest {
                kind: kind.to_owned(),
                items,
            })
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(field(&status), bad_field);
    }
    let status = shop.guest().get_saved_list(get("cart")).await.unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated);
}
