//! The server-kept cart and wishlist of a signed-in shopper (customer spec: Cart, Wishlist), so
//! they follow the shopper from device to device. A PUT replaces the whole list; both answers
//! carry the full product objects, fresh from the catalogue, in the saved order. Products that
//! no longer exist are dropped when the list is read. The list's rules (at most 100 items,
//! quantities 1 to 99, times) are the orders service's; the gateway reads the JSON's shape.

use std::collections::HashMap;

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::auth::SignedIn;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{product_id, quantity};
use crate::product_json::ProductJson;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Cart,
    Wishlist,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Self::Cart => "cart",
            Self::Wishlist => "wishlist",
        }
    }

    fn item_shape(self) -> &'static str {
        match self {
            Self::Cart => "Each item needs a productId and a quantity, both whole numbers",
            Self::Wishlist => {
                "Each item needs a productId (a whole number) and, optionally, addedAt (text)"
            }
        }
    }
}

/// The body of `PUT /api/cart` and `PUT /api/wishlist`: the whole list.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"items": [{"productId": 12, "quantity": 2}]}))]
pub(super) struct ListForm {
    /// Cart: `[{productId, quantity}]` (1 to 99). Wishlist: `[{productId, addedAt?}]`
    /// (RFC 3339). At most 100 items; the same product twice is merged.
    #[schema(value_type = Vec<Object>)]
    items: Option<Value>,
}

/// The items of a PUT as the orders service takes them, or the shape error.
fn saved_items(kind: Kind, items: Option<&Value>) -> Result<Vec<pb::SavedItem>, ApiError> {
    let bad =
        || ApiError::invalid_fields([("items".to_owned(), kind.item_shape().to_owned())].into());
    let items = match items {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(_) => return Err(bad()),
    };
    items
        .iter()
        .map(|item| {
            let id = item.get("productId").and_then(product_id).ok_or_else(bad)?;
            let (quantity, added_at) = match kind {
                Kind::Cart => (
                    item.get("quantity").and_then(quantity).ok_or_else(bad)?,
                    String::new(),
                ),
                Kind::Wishlist => match item.get("addedAt") {
                    None | Some(Value::Null) => (0, String::new()),
                    Some(Value::String(at)) => (0, at.trim().to_owned()),
                    Some(_) => return Err(bad()),
                },
            };
            Ok(pb::SavedItem {
                product_id: id,
                quantity,
                added_at,
            })
        })
        .collect()
}

/// What a saved item adds to its product object.
#[derive(Serialize)]
#[serde(untagged)]
enum SavedExtra {
    Cart {
        quantity: i32,
    },
    Wishlist {
        #[serde(rename = "addedAt")]
        added_at: Option<String>,
    },
}

#[derive(Serialize)]
struct SavedItemJson {
    #[serde(flatten)]
    product: ProductJson,
    #[serde(flatten)]
    extra: SavedExtra,
}

/// A saved list: each item is the product object with `quantity` (cart) or `addedAt`
/// (wishlist).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"items": [{"id": 12, "name": "Nairobi Sofa", "price": 45999,
    "quantity": 2}], "updatedAt": "2026-11-21T10:00:00Z"}))]
pub(super) struct SavedListJson {
    #[schema(value_type = Vec<Object>)]
    items: Vec<SavedItemJson>,
    /// null while the list was never saved.
    updated_at: Option<String>,
}

/// The saved items with their products, in the saved order, dropping products that no longer
/// exist.
async fn with_products(
    state: &AppState,
    caller: &SignedIn,
    kind: Kind,
    list: pb::SavedList,
) -> Result<SavedListJson, ApiError> {
    let mut products: HashMap<i64, catalog_pb::Product> = if list.items.is_empty() {
        HashMap::new()
    } else {
        state
            .catalog
            .clone()
            .get_products_by_ids(caller.call.request(catalog_pb::GetProductsByIdsRequest {
                ids: list.items.iter().map(|i| i.product_id).collect(),
            }))
            .await?
            .into_inner()
            .products
            .into_iter()
            .map(|p| (p.id, p))
            .collect()
    };
    let items = list
        .items
        .into_iter()
        .filter_map(|item| {
            let product = products.remove(&item.product_id)?;
            let extra = match kind {
                Kind::Cart => SavedExtra::Cart {
                    quantity: item.quantity,
                },
                Kind::Wishlist => SavedExtra::Wishlist {
                    added_at: (!item.added_at.is_empty()).then_some(item.added_at),
                },
            };
            Some(SavedItemJson {
                product: product.into(),
                extra,
            })
        })
        .collect();
    Ok(SavedListJson {
        items,
        updated_at: (!list.updated_at.is_empty()).then_some(list.updated_at),
    })
}

async fn read_list(
    state: &AppState,
    caller: SignedIn,
    kind: Kind,
) -> Result<Json<SavedListJson>, ApiError> {
    let list = state
        .orders
        .clone()
        .get_saved_list(caller.call.request(pb::GetSavedListRequest {
            kind: kind.as_str().to_owned(),
        }))
        .await?
        .into_inner();
    Ok(Json(with_products(state, &caller, kind, list).await?))
}

async fn write_list(
    state: &AppState,
    caller: SignedIn,
    kind: Kind,
    form: ListForm,
) -> Result<Json<SavedListJson>, ApiError> {
    let items = saved_items(kind, form.items.as_ref())?;
    let list = state
        .orders
        .clone()
        .put_saved_list(caller.call.request(pb::PutSavedListRequest {
            kind: kind.as_str().to_owned(),
            items,
        }))
        .await?
        .into_inner();
    Ok(Json(with_products(state, &caller, kind, list).await?))
}

/// The caller's cart: `{items: [product + quantity], updatedAt}`. Signed-in user.
#[utoipa::path(
    get,
    path = "/api/cart",
    tag = "cart",
    responses(
        (status = 200, description = "The cart", body = SavedListJson),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn get_cart(
    State(state): State<AppState>,
    caller: SignedIn,
) -> Result<Json<SavedListJson>, ApiError> {
    read_list(&state, caller, Kind::Cart).await
}

/// Replaces the caller's cart. Signed-in user.
#[utoipa::path(
    put,
    path = "/api/cart",
    tag = "cart",
    request_body = ListForm,
    responses(
        (status = 200, description = "The cart as saved", body = SavedListJson),
        (status = 400, description = "`validation_failed`: the items, in `fields`", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn put_cart(
    State(state): State<AppState>,
    caller: SignedIn,
    AppJson(form): AppJson<ListForm>,
) -> Result<Json<SavedListJson>, ApiError> {
    write_list(&state, caller, Kind::Cart, form).await
}

/// The caller's wishlist: `{items: [product + addedAt], updatedAt}`. Signed-in user.
#[utoipa::path(
    get,
    path = "/api/wishlist",
    tag = "cart",
    responses(
        (status = 200, description = "The wishlist", body = SavedListJson),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn get_wishlist(
    State(state): State<AppState>,
    caller: SignedIn,
) -> Result<Json<SavedListJson>, ApiError> {
    read_list(&state, caller, Kind::Wishlist).await
}

/// Replaces the caller's wishlist. Signed-in user.
#[utoipa::path(
    put,
    path = "/api/wishlist",
    tag = "cart",
    request_body = ListForm,
    responses(
        (status = 200, description = "The wishlist as saved", body = SavedListJson),
        (status = 400, description = "`validation_failed`: the items, in `fields`", body = ErrorBody),
        (status = 413, description = "The body is too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn put_wishlist(
    State(state): State<AppState>,
    caller: SignedIn,
    AppJson(form): AppJson<ListForm>,
) -> Result<Json<SavedListJson>, ApiError> {
    write_list(&state, caller, Kind::Wishlist, form).await
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn carts_need_products_and_quantities_of_whole_numbers() {
        let items = saved_items(
            Kind::Cart,
            Some(&json!([{"productId": 3, "quantity": 2}, {"productId": "4", "quantity": 120}])),
        )
        .unwrap();
        assert_eq!(
            items
                .iter()
                .map(|i| (i.product_id, i.quantity))
                .collect::<Vec<_>>(),
            [(3, 2), (4, 120)],
            "ranges are the service's"
        );
        assert!(saved_items(Kind::Cart, None).unwrap().is_empty());
        for bad in [
            json!({"productId": 3}),
            json!([{"productId": 3}]),
            json!([{"productId": 3, "quantity": 1.5}]),
        ] {
            assert_eq!(
                saved_items(Kind::Cart, Some(&bad)).unwrap_err().code,
                crate::error::ErrorCode::ValidationFailed
            );
        }
    }

    #[test]
    fn wishlists_take_an_optional_time_as_text() {
        let items = saved_items(
            Kind::Wishlist,
            Some(&json!([{"productId": 3, "addedAt": "2026-11-21T10:00:00Z"}, {"productId": 4}])),
        )
        .unwrap();
        assert_eq!(items[0].added_at, "2026-11-21T10:00:00Z");
        assert_eq!((items[1].added_at.as_str(), items[1].quantity), ("", 0));
        assert!(
            saved_items(
                Kind::Wishlist,
                Some(&json!([{"productId": 3, "addedAt": 5}]))
            )
            .is_err()
        );
    }

    #[test]
    fn items_carry_quantity_or_added_at_beside_the_product() {
        let item = |extra| SavedItemJson {
            product: catalog_pb::Product {
                id: 9,
                ..Default::default()
            }
            .into(),
            extra,
        };
        let cart = serde_json::to_value(item(SavedExtra::Cart { quantity: 2 })).unwrap();
        assert_eq!(
            (cart["id"].as_i64(), cart["quantity"].as_i64()),
            (Some(9), Some(2))
        );
        let wish = serde_json::to_value(item(SavedExtra::Wishlist { added_at: None })).unwrap();
        assert!(wish["addedAt"].is_null() && wish.get("addedAt").is_some());
        assert!(wish.get("quantity").is_none());
    }
}
