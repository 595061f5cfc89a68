//! `GET /categories`.

use axum::Json;
use axum::extract::State;
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SubcategoryJson {
    #[schema(example = "sofas")]
    slug: String,
    #[schema(example = "Sofas")]
    name: String,
    product_count: u64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CategoryJson {
    #[schema(example = "living-room")]
    slug: String,
    #[schema(example = "Living Room")]
    name: String,
    product_count: u64,
    subcategories: Vec<SubcategoryJson>,
}

/// The categories with their subcategories and product counts (customer spec, "Categories").
#[utoipa::path(
    get,
    path = "/categories",
    tag = "catalog",
    responses(
        (status = 200, description = "Every category, in menu order", body = [CategoryJson]),
        (status = 503, description = "The catalogue is unavailable", body = ErrorBody),
    ),
)]
pub(super) async fn categories(
    State(state): State<AppState>,
    call: Call,
) -> Result<Json<Vec<CategoryJson>>, ApiError> {
    let response = state
        .catalog
        .clone()
        .list_categories(call.request(pb::ListCategoriesRequest {}))
        .await?;
    let categories = response
        .into_inner()
        .categories
        .into_iter()
        .map(|c| CategoryJson {
            slug: c.slug,
            name: c.name,
            product_count: c.product_count,
            subcategories: c
                .subcategories
                .into_iter()
                .map(|s| SubcategoryJson {
                    slug: s.slug,
                    name: s.name,
                    product_count: s.product_count,
                })
                .collect(),
        })
        .collect();
    Ok(Json(categories))
}
