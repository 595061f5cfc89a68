//! The server-kept cart and wishlist of a signed-in shopper (customer spec: Cart, Wishlist), so
//! they follow the shopper from device to device. A PUT replaces the whole list; both answers
//! carry the full product objects, fresh from the catalogue, in the saved order. Products that
//! no longer exist are dropped when the list is read.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use shop_proto::catalog::v1 as catalog_pb;
use shop_proto::orders::v1 as pb;

use crate::auth::SignedIn;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::product_json::ProductJson;
use crate::routes::orders::{product_id, quantity};
use crate::state::{AppState, grpc_request};

/// Most items in a saved list.
pub const MAX_SAVED_ITEMS: usize = 100;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/cart", get(get_cart).put(put_cart))
        .route("/api/wishlist", get(get_wishlist).put(put_wishlist))
}

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
            Self::Cart => {
                "Each item needs a productId (a positive whole number) and a quantity from 1 to 99"
            }
            Self::Wishlist => {
                "Each item needs a productId (a positive whole number) and, optionally, addedAt (an RFC 3339 time)"
            }
        }
    }
}

#[derive(Deserialize)]
struct ListForm {
    items: Option<Value>,
}

/// The items of a PUT: at most 100 (the orders service merges a product given twice).
fn saved_items(kind: Kind, items: Option<&Value>) -> Result<Vec<pb::SavedItem>, ApiError> {
    let bad = || ApiError::field("items", kind.item_shape());
    let items = match items {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(items)) => items,
        Some(_) => return Err(bad()),
    };
    if items.len() > MAX_SAVED_ITEMS {
        return Err(ApiError::field(
            "items",
            format!(
                "A {} can hold at most {MAX_SAVED_ITEMS} items",
                kind.as_str()
            ),
        ));
    }
    let mut saved: Vec<pb::SavedItem> = Vec::with_capacity(items.len());
    for item in items {
        let id = item.get("productId").and_then(product_id).ok_or_else(bad)?;
        let (quantity, added_at) = match kind {
            Kind::Cart => (
                item.get("quantity").and_then(quantity).ok_or_else(bad)?,
                String::new(),
            ),
            Kind::Wishlist => match item.get("addedAt") {
                None | Some(Value::Null) => (0, String::new()),
                Some(Value::String(at))
                    if chrono::DateTime::parse_from_rfc3339(at.trim()).is_ok() =>
                {
                    (0, at.trim().to_owned())
                }
                Some(_) => return Err(bad()),
            },
        };
        saved.push(pb::SavedItem {
            product_id: id,
            quantity,
            added_at,
        });
    }
    Ok(saved)
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SavedListJson {
    items: Vec<SavedItemJson>,
    /// null while the list was never saved.
    updated_at: Option<String>,
}

/// The saved items with their products, in the saved order, dropping products that no longer
/// exist.
async fn with_products(
    state: &AppState,
    headers: &HeaderMap,
    kind: Kind,
    list: pb::SavedList,
) -> Result<SavedListJson, ApiError> {
    let mut products: HashMap<i64, catalog_pb::Product> = if list.items.is_empty() {
        HashMap::new()
    } else {
        state
            .catalog
            .clone()
            .get_products_by_ids(grpc_request(
                catalog_pb::GetProductsByIdsRequest {
                    ids: list.items.iter().map(|i| i.product_id).collect(),
                },
                headers,
            ))
            .await
            .map_err(|s| ApiError::from_status(s, ("product_not_found", "Product not found")))?
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

fn list_error(status: tonic::Status) -> ApiError {
    match status.code() {
        tonic::Code::InvalidArgument => ApiError::field(
            "items",
            if status.message().is_empty() {
                crate::error::messages::BAD_REQUEST
            } else {
                status.message()
            },
        ),
        _ => ApiError::from_status(status, ("list_not_found", "List not found")),
    }
}

async fn read_list(
    state: &AppState,
    headers: &HeaderMap,
    caller: SignedIn,
    kind: Kind,
) -> Result<Json<SavedListJson>, ApiError> {
    let list = state
        .orders
        .clone()
        .get_saved_list(grpc_request(
            pb::GetSavedListRequest {
                user_id: caller.user.id,
                kind: kind.as_str().to_owned(),
            },
            headers,
        ))
        .await
        .map_err(list_error)?
        .into_inner();
    Ok(Json(with_products(state, headers, kind, list).await?))
}

async fn write_list(
    state: &AppState,
    headers: &HeaderMap,
    caller: SignedIn,
    kind: Kind,
    form: ListForm,
) -> Result<Json<SavedListJson>, ApiError> {
    let items = saved_items(kind, form.items.as_ref())?;
    let list = state
        .orders
        .clone()
        .put_saved_list(grpc_request(
            pb::PutSavedListRequest {
                user_id: caller.user.id,
                kind: kind.as_str().to_owned(),
                items,
            },
            headers,
        ))
        .await
        .map_err(list_error)?
        .into_inner();
    Ok(Json(with_products(state, headers, kind, list).await?))
}

/// `GET /api/cart`: `{items: [product + quantity], updatedAt}`.
#[tracing::instrument(skip_all)]
async fn get_cart(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
) -> Result<Json<SavedListJson>, ApiError> {
    read_list(&state, &headers, caller, Kind::Cart).await
}

/// `PUT /api/cart {items: [{productId, quantity}]}`: replaces the cart.
#[tracing::instrument(skip_all)]
async fn put_cart(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<ListForm>,
) -> Result<Json<SavedListJson>, ApiError> {
    write_list(&state, &headers, caller, Kind::Cart, form).await
}

/// `GET /api/wishlist`: `{items: [product + addedAt], updatedAt}`.
#[tracing::instrument(skip_all)]
async fn get_wishlist(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
) -> Result<Json<SavedListJson>, ApiError> {
    read_list(&state, &headers, caller, Kind::Wishlist).await
}

/// `PUT /api/wishlist {items: [{productId, addedAt}]}`: replaces the wishlist.
#[tracing::instrument(skip_all)]
async fn put_wishlist(
    State(state): State<AppState>,
    headers: HeaderMap,
    caller: SignedIn,
    AppJson(form): AppJson<ListForm>,
) -> Result<Json<SavedListJson>, ApiError> {
    write_list(&state, &headers, caller, Kind::Wishlist, form).await
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn field_message(result: Result<Vec<pb::SavedItem>, ApiError>) -> String {
        match result {
            Err(ApiError::Validation(fields)) => fields["items"].clone(),
            other => panic!("not an items error: {other:?}"),
        }
    }

    #[test]
    fn carts_need_products_and_quantities() {
        let items = saved_items(
            Kind::Cart,
            Some(&json!([{"productId": 3, "quantity": 2}, {"productId": "4", "quantity": 99}])),
        )
        .unwrap();
        assert_eq!(
            items
                .iter()
                .map(|i| (i.product_id, i.quantity))
                .collect::<Vec<_>>(),
            [(3, 2), (4, 99)]
        );
        assert!(saved_items(Kind::Cart, None).unwrap().is_empty());
        for bad in [
            json!({"productId": 3}),
            json!([{"productId": 3}]),
            json!([{"productId": 0, "quantity": 1}]),
            json!([{"productId": 3, "quantity": 100}]),
        ] {
            field_message(saved_items(Kind::Cart, Some(&bad)));
        }
        let too_many: Vec<Value> = (1..=101)
            .map(|id| json!({"productId": id, "quantity": 1}))
            .collect();
        assert_eq!(
            field_message(saved_items(Kind::Cart, Some(&json!(too_many)))),
            "A cart can hold at most 100 items"
        );
    }

    #[test]
    fn wishlists_take_an_optional_rfc3339_time() {
        let items = saved_items(
            Kind::Wishlist,
            Some(&json!([{"productId": 3, "addedAt": "2026-11-21T10:00:00Z"}, {"productId": 4}])),
        )
        .unwrap();
        assert_eq!(items[0].added_at, "2026-11-21T10:00:00Z");
        assert_eq!((items[1].added_at.as_str(), items[1].quantity), ("", 0));
        for bad in [
            json!([{"productId": 3, "addedAt": "yesterday"}]),
            json!([{"productId": 3, "addedAt": 5}]),
        ] {
            field_message(saved_items(Kind::Wishlist, Some(&bad)));
        }
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
