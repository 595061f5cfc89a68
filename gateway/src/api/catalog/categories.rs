//! `GET /categories` and `GET /categories/{slug}`.

use axum::Json;
use axum::extract::{Path, State};
use serde::Serialize;
use shop_proto::catalog::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::ErrorBody;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
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

impl From<pb::Category> for CategoryJson {
    fn from(c: pb::Category) -> Self {
        Self {
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
        }
    }
}

async fn all_categories(state: &AppState, call: &Call) -> Result<Vec<pb::Category>, ApiError> {
    let response = state
        .catalog
        .clone()
        .list_categories(call.request(pb::ListCategoriesRequest {}))
        .await?;
    Ok(response.into_inner().categories)
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
    let categories = all_categories(&state, &call).await?;
    Ok(Json(
        categories.into_iter().map(CategoryJson::from).collect(),
    ))
}

/// One category by its slug, with its subcategories and product counts (admin spec section 7,
/// `/categories/{slug}`). The same list and counts as `GET /categories`, which owns them.
#[utoipa::path(
    get,
    path = "/categories/{slug}",
    tag = "catalog",
    params(("slug" = String, Path, max_length = 100, description = "A category slug", example = "living-room")),
    responses(
        (status = 200, description = "The category", body = CategoryJson),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody,
            example = json!({"error": "category_not_found", "message": "Category not found"})),
        (status = 503, description = "The catalogue is unavailable", body = ErrorBody),
    ),
)]
pub(super) async fn category_by_slug(
    State(state): State<AppState>,
    call: Call,
    Path(slug): Path<String>,
) -> Result<Json<CategoryJson>, ApiError> {
    let wanted = slug.trim().to_ascii_lowercase();
    all_categories(&state, &call)
        .await?
        .into_iter()
        .find(|category| category.slug == wanted)
        .map(|category| Json(category.into()))
        .ok_or_else(|| ApiError::coded(ErrorCode::CategoryNotFound, "Category not found"))
}
