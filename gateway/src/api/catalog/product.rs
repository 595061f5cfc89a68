//! `GET /products/{id}`: one product with its related products (customer spec, "Product
//! detail").

use axum::Json;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use shop_proto::catalog::v1 as pb;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::auth::{SignedIn, bearer_token};
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::input::product_path_id;
use crate::product_json::ProductDetailJson;
use crate::state::AppState;

/// One product, with up to 8 related products (the same subcategory first). A draft or hidden
/// product is 404 to everyone but an admin (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/products/{id}",
    tag = "catalog",
    params(("id" = i64, Path, description = "The product's id", minimum = 1, example = 123)),
    responses(
        (status = 200, description = "The product and its related products", body = ProductDetailJson),
        (status = 400, description = "The id is not a positive whole number", body = ErrorBody,
            example = json!({"error": "validation_failed",
                "message": "Product ID must be a positive whole number",
                "fields": {"id": "Product ID must be a positive whole number"}})),
        (status = 404, description = "No such product, or not live and the caller is not an \
            admin (`product_not_found`)", body = ErrorBody,
            example = json!({"error": "product_not_found", "message": "Product not found"})),
        Unavailable,
    ),
)]
#[tracing::instrument(skip_all, fields(id = %id))]
pub(super) async fn product_by_id(
    State(state): State<AppState>,
    call: Call,
    mut parts: Parts,
    Path(id): Path<String>,
) -> Result<Json<ProductDetailJson>, ApiError> {
    let id = product_path_id(&id)?;
    let request = pb::GetProductRequest {
        id,
        related_limit: 0,
    };
    let mut catalog = state.catalog.clone();
    let mut answer = catalog.get_product(call.request(request)).await;
    // A draft or hidden product is not found by a guest; an admin still sees it. Shoppers'
    // pages never wait for the auth service: the product is asked again as the signed-in caller
    // only when it was not found and a bearer token came.
    if let Err(status) = &answer
        && shop_common::errors::Refusal::read(status).code == ErrorCode::ProductNotFound
        && bearer_token(&parts).is_some()
        && let Ok(caller) = SignedIn::from_request_parts(&mut parts, &state).await
    {
        answer = catalog.get_product(caller.call.request(request)).await;
    }
    let response = answer?.into_inner();
    let product = response.product.ok_or_else(|| {
        tracing::error!("catalog answered without a product");
        ApiError::from(ErrorCode::ServerError)
    })?;
    Ok(Json(ProductDetailJson {
        product: product.into(),
        related_products: response.related.into_iter().map(Into::into).collect(),
    }))
}
