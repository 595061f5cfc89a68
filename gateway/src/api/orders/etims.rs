//! `GET /api/admin/etims/item-classes`: KRA's item classification codes as eTIMS last gave
//! them (the orders service fetches them at initialisation and daily), for the admin to pick a
//! product's class. Admin only.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::orders::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::ApiError;
use crate::input::{Query, query_params};
use crate::state::AppState;

query_params! {
    /// The item class search.
    #[into_params(parameter_in = Query)]
    pub(super) struct ItemClassQuery {
        /// Part of the name (any case) or the start of the code; none: every class.
        #[param(max_length = 100, example = "sofa")]
        search: Option<String> = string("search"),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ItemClassJson {
    #[schema(example = "56101502")]
    code: String,
    #[schema(example = "Sofas")]
    name: String,
    /// KRA's tax type of the class (A-E), may be empty.
    #[schema(example = "A")]
    tax_type: String,
    /// False for a class KRA no longer uses.
    in_use: bool,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ItemClassesJson {
    /// In use first, by code; at most 50.
    classes: Vec<ItemClassJson>,
    /// RFC 3339; `null` when the list was never fetched (eTIMS not configured or not reached).
    fetched_at: Option<String>,
}

/// KRA's item classes matching a search (at most 50). Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/etims/item-classes",
    tag = "orders",
    params(ItemClassQuery),
    responses(
        (status = 200, description = "The matching item classes", body = ItemClassesJson),
        (status = 400, description = "`validation_failed`: a search over 100 characters", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn item_classes(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, shape): Query<ItemClassQuery>,
) -> Result<Json<ItemClassesJson>, ApiError> {
    shape.finish()?;
    let answer = state
        .orders
        .clone()
        .list_etims_item_classes(admin.call.request(pb::ListEtimsItemClassesRequest {
            search: query.search.unwrap_or_default(),
        }))
        .await?
        .into_inner();
    Ok(Json(ItemClassesJson {
        classes: answer
            .classes
            .into_iter()
            .map(|c| ItemClassJson {
                code: c.code,
                name: c.name,
                tax_type: c.tax_type,
                in_use: c.in_use,
            })
            .collect(),
        fetched_at: (!answer.fetched_at.is_empty()).then_some(answer.fetched_at),
    }))
}
