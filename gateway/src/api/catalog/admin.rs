//! The admin catalogue (admin spec, Product Management; issue 14): product writes, the admin's
//! listing with server-side search, filter, sort and paging, the stat cards and the CSV export.
//! Admin only; the catalog service checks the caller's role again and owns every rule of the
//! product form: this module reads the JSON's shape and passes the values on as written.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use shop_proto::catalog::v1 as pb;
use utoipa::ToSchema;

use super::listing::ProductPage;
use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::error::{ApiError, ErrorCode};
use crate::extract::AppJson;
use crate::input::{Query, product_path_id, query_params};
use crate::product_json::ProductJson;
use crate::state::AppState;

/// Weight as the form sends it: a number of kilograms or the text of one.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub(super) enum WeightValue {
    Number(f64),
    Text(String),
}

/// The admin's product form (admin spec sections 3 and 5), as written: `POST /products` and
/// `PUT /products/{id}`. Every rule on the values is the catalog's; a wrong JSON type is a 400
/// here. `onSale`/`on_sale` are accepted and not stored: a product is on sale when its
/// `original_price` is above its `price`.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({
    "name": "Malindi 3-Seater Sofa", "description": "Deep seats in green velvet.",
    "price": 45999, "original_price": 52999, "category": "Living Room - Sofas",
    "subcategory": "Sofas", "stock": 12, "images": ["/media/i/3f9a1c0b7d2e4a55"],
    "featured": true, "onSale": true, "tags": ["velvet", "3-seater"],
    "dimensions": "220 x 90 x 85 cm", "material": "Velvet", "color": "Green",
    "weight": "45.5", "brand": "Samani Home"}))]
pub struct ProductForm {
    /// Required; at most 200 characters.
    #[serde(default)]
    name: Option<String>,
    /// Required; at most 5,000 characters.
    #[serde(default)]
    description: Option<String>,
    /// KSh, above 0, at most two decimals. Required.
    #[serde(default)]
    price: Option<f64>,
    /// KSh above `price`, or null when not on sale.
    #[serde(default)]
    original_price: Option<f64>,
    /// 'Living Room - Sofas', or 'Living Room' with `subcategory` (display names or slugs).
    #[serde(default)]
    category: Option<String>,
    #[serde(default)]
    subcategory: Option<String>,
    /// A whole number from 0. Required.
    #[serde(default)]
    stock: Option<f64>,
    /// At least one: `/media/i/<publicId>`, `/media/demo/<file>` or `https://` URLs.
    #[serde(default)]
    images: Option<Vec<String>>,
    /// The alt text of each of `images`, same order, at most 250 characters each ("" for
    /// none). Absent or empty keeps the alt texts the product has for these pictures.
    #[serde(default, rename = "imageAlts")]
    #[schema(example = json!(["Green velvet sofa, seen from the front"]))]
    image_alts: Option<Vec<String>>,
    #[serde(default)]
    featured: Option<bool>,
    // Read for their type only (a bool or null), then dropped: see above.
    #[serde(default, rename = "onSale")]
    _on_sale_camel: Option<bool>,
    #[serde(default, rename = "on_sale")]
    _on_sale: Option<bool>,
    /// Trimmed, lower-cased, blanks dropped; at most 20 of 50 characters.
    #[serde(default)]
    tags: Option<Vec<String>>,
    #[serde(default)]
    dimensions: Option<String>,
    #[serde(default)]
    material: Option<String>,
    #[serde(default)]
    color: Option<String>,
    /// Kilograms, a number or numeric text; empty or absent for unknown.
    #[serde(default)]
    #[schema(value_type = Option<f64>, example = 45.5)]
    weight: Option<WeightValue>,
    #[serde(default)]
    brand: Option<String>,
    /// `live`, `draft` or `hidden`; absent keeps the product's (a new product is live).
    #[serde(default)]
    #[schema(example = "live")]
    status: Option<String>,
    /// KRA item classification code, 8 to 10 digits; empty or absent for the category's
    /// default.
    #[serde(default)]
    #[schema(example = "56101502")]
    item_class: Option<String>,
}

impl From<ProductForm> for pb::ProductInput {
    fn from(f: ProductForm) -> Self {
        Self {
            name: f.name.unwrap_or_default(),
            description: f.description.unwrap_or_default(),
            price: f.price,
            original_price: f.original_price,
            category: f.category.unwrap_or_default(),
            subcategory: f.subcategory.unwrap_or_default(),
            stock: f.stock,
            images: f.images.unwrap_or_default(),
            featured: f.featured.unwrap_or(false),
            tags: f.tags.unwrap_or_default(),
            dimensions: f.dimensions.unwrap_or_default(),
            material: f.material.unwrap_or_default(),
            color: f.color.unwrap_or_default(),
            weight: match f.weight {
                Some(WeightValue::Number(kg)) => kg.to_string(),
                Some(WeightValue::Text(text)) => text,
                None => String::new(),
            },
            brand: f.brand.unwrap_or_default(),
            status: f.status.unwrap_or_default(),
            item_class: f.item_class.unwrap_or_default(),
            image_alts: f.image_alts.unwrap_or_default(),
        }
    }
}

/// Adds a product (the form's Add Product).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/products",
    tag = "catalog",
    request_body = ProductForm,
    responses(
        (status = 201, description = "The new product", body = ProductJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, every invalid field in `fields`; the message is \
            'Please fill in all required fields.' when a required one is missing)",
            body = ErrorBody, example = json!({"error": "validation_failed",
                "message": "Please fill in all required fields.",
                "fields": {"name": "Name is required", "price": "Price is required"}})),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn create_product(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(form): AppJson<ProductForm>,
) -> Result<(StatusCode, Json<ProductJson>), ApiError> {
    let product = state
        .catalog
        .clone()
        .create_product(admin.call.request(pb::CreateProductRequest {
            product: Some(form.into()),
        }))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(product.into())))
}

/// Replaces a product's form fields (the form's Edit, then Update).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    put,
    path = "/products/{id}",
    tag = "catalog",
    params(("id" = i64, Path, description = "The product's id", minimum = 1, example = 123)),
    request_body = ProductForm,
    responses(
        (status = 200, description = "The product as stored now", body = ProductJson),
        (status = 400, description = "Not JSON of this shape, a bad id, or invalid fields \
            (`validation_failed`, every invalid field in `fields`)", body = ErrorBody),
        (status = 404, description = "No such product (`product_not_found`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(id = %id))]
pub(super) async fn update_product(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<ProductForm>,
) -> Result<Json<ProductJson>, ApiError> {
    let id = product_path_id(&id)?;
    let product = state
        .catalog
        .clone()
        .update_product(admin.call.request(pb::UpdateProductRequest {
            id,
            product: Some(form.into()),
        }))
        .await?
        .into_inner();
    Ok(Json(product.into()))
}

#[derive(Serialize, ToSchema)]
pub(super) struct Deleted {
    #[schema(example = 123)]
    id: i64,
    #[schema(example = true)]
    deleted: bool,
}

/// Deletes a product. Orders that hold it keep their lines (they keep their own copy).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    delete,
    path = "/products/{id}",
    tag = "catalog",
    params(("id" = i64, Path, description = "The product's id", minimum = 1, example = 123)),
    responses(
        (status = 200, description = "Deleted", body = Deleted),
        (status = 400, description = "The id is not a positive whole number", body = ErrorBody),
        (status = 404, description = "No such product (`product_not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(id = %id))]
pub(super) async fn delete_product(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<Deleted>, ApiError> {
    let id = product_path_id(&id)?;
    let answer = state
        .catalog
        .clone()
        .delete_products(
            admin
                .call
                .request(pb::DeleteProductsRequest { ids: vec![id] }),
        )
        .await?
        .into_inner();
    if !answer.deleted_ids.contains(&id) {
        return Err(ErrorCode::ProductNotFound.into());
    }
    Ok(Json(Deleted { id, deleted: true }))
}

/// The bulk bar's Delete Selected.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"ids": [12, 15, 31]}))]
pub(super) struct BulkDeleteForm {
    /// 1 to 100 product ids.
    ids: Vec<i64>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct BulkDeleted {
    /// How many of the products existed and are deleted now.
    #[schema(example = 3)]
    deleted: usize,
}

/// Deletes the selected products (unknown ids are skipped).
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/admin/products/bulk-delete",
    tag = "catalog",
    request_body = BulkDeleteForm,
    responses(
        (status = 200, description = "How many were deleted", body = BulkDeleted),
        (status = 400, description = "Not JSON of this shape, or not 1 to 100 positive ids \
            (`validation_failed` on `ids`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn bulk_delete(
    State(state): State<AppState>,
    Admin(admin): Admin,
    AppJson(form): AppJson<BulkDeleteForm>,
) -> Result<Json<BulkDeleted>, ApiError> {
    let answer = state
        .catalog
        .clone()
        .delete_products(
            admin
                .call
                .request(pb::DeleteProductsRequest { ids: form.ids }),
        )
        .await?
        .into_inner();
    Ok(Json(BulkDeleted {
        deleted: answer.deleted_ids.len(),
    }))
}

/// Copies a product as a new one named '<name> (Copy)': a draft with no stock, not in the shop
/// until it is published.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/products/{id}/duplicate",
    tag = "catalog",
    params(("id" = i64, Path, description = "The product to copy", minimum = 1, example = 123)),
    responses(
        (status = 201, description = "The copy", body = ProductJson),
        (status = 400, description = "The id is not a positive whole number", body = ErrorBody),
        (status = 404, description = "No such product (`product_not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(id = %id))]
pub(super) async fn duplicate_product(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<(StatusCode, Json<ProductJson>), ApiError> {
    let id = product_path_id(&id)?;
    let product = state
        .catalog
        .clone()
        .duplicate_product(admin.call.request(pb::DuplicateProductRequest { id }))
        .await?
        .into_inner();
    Ok((StatusCode::CREATED, Json(product.into())))
}

/// A product's new status.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"status": "live"}))]
pub(super) struct ProductStatusForm {
    /// `live` (Publish), `hidden` (Hide) or `draft`.
    status: String,
}

/// Publish, Hide or back to draft: sets a product's status. Only live products are listed,
/// searched, shown and sold.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    post,
    path = "/admin/products/{id}/status",
    tag = "catalog",
    params(("id" = i64, Path, description = "The product's id", minimum = 1, example = 123)),
    request_body = ProductStatusForm,
    responses(
        (status = 200, description = "The product with its new status", body = ProductJson),
        (status = 400, description = "Not JSON of this shape, a bad id, or an unknown status \
            (`validation_failed` on `status`)", body = ErrorBody),
        (status = 404, description = "No such product (`product_not_found`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all, fields(id = %id))]
pub(super) async fn set_status(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
    AppJson(form): AppJson<ProductStatusForm>,
) -> Result<Json<ProductJson>, ApiError> {
    let id = product_path_id(&id)?;
    let product = state
        .catalog
        .clone()
        .set_product_status(admin.call.request(pb::SetProductStatusRequest {
            id,
            status: form.status,
        }))
        .await?
        .into_inner();
    Ok(Json(product.into()))
}

query_params! {
    /// The admin listing's filter, order and page (the export takes the same, without the page).
    #[into_params(parameter_in = Query)]
    pub(super) struct AdminListingParams {
        /// Page number, from 1.
        #[param(minimum = 1, maximum = 100000, default = 1)]
        page: Option<u32> = whole("page"),
        /// Products per page.
        #[param(minimum = 1, maximum = 100, default = 12)]
        limit: Option<u32> = whole("limit"),
        /// Any part of the name, the description or the category ('Living Room - Sofas'), any case.
        #[param(max_length = 200, example = "velvet")]
        search: Option<String> = string("search"),
        /// A category or subcategory, by display name ('Living Room', 'Living Room - Sofas') or
        /// slug; empty for all. Unknown: 404.
        #[param(example = "Living Room")]
        category: Option<String> = string("category"),
        /// `name`, `price`, `stock`, `category` or `newest` (the default).
        #[param(example = "price")]
        sort: Option<String> = string("sort"),
        /// `asc` (the default) or `desc`; `newest` is always newest first.
        #[param(example = "desc")]
        order: Option<String> = string("order"),
        /// `live`, `draft` or `hidden`; empty for all.
        #[param(example = "draft")]
        status: Option<String> = string("status"),
    }
}

impl From<AdminListingParams> for pb::AdminListProductsRequest {
    fn from(p: AdminListingParams) -> Self {
        Self {
            page: p.page,
            limit: p.limit,
            search: p.search.unwrap_or_default(),
            category: p.category.unwrap_or_default(),
            sort: p.sort.unwrap_or_default(),
            order: p.order.unwrap_or_default(),
            status: p.status.unwrap_or_default(),
        }
    }
}

/// The product management list: search, category, sort and page over the whole catalogue,
/// always current.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/admin/products",
    tag = "catalog",
    params(AdminListingParams),
    responses(
        (status = 200, description = "One page of products", body = ProductPage),
        (status = 400, description = "Invalid parameters: every one is named in `fields`",
            body = ErrorBody),
        (status = 404, description = "Unknown category (`category_not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn admin_products(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(params, shape): Query<AdminListingParams>,
) -> Result<Json<ProductPage>, ApiError> {
    let answer = state
        .catalog
        .clone()
        .admin_list_products(admin.call.request(params.into()))
        .await;
    Ok(Json(shape.answer(answer)?.into_inner().into()))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ProductStats {
    #[schema(example = 1250)]
    total_products: u64,
    /// KSh: the sum of price x stock.
    #[schema(example = 48250000.5)]
    total_value: f64,
    /// Stock 1 to 5.
    #[schema(example = 37)]
    low_stock: u64,
    #[schema(example = 12)]
    out_of_stock: u64,
    #[schema(example = 40)]
    featured: u64,
}

/// The stat cards of product management, over the whole catalogue.
///
/// Admin only (bearer token of an admin).
#[utoipa::path(
    get,
    path = "/admin/products/stats",
    tag = "catalog",
    responses(
        (status = 200, description = "The figures", body = ProductStats),
    ),
)]
pub(super) async fn product_stats(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Json<ProductStats>, ApiError> {
    let s = state
        .catalog
        .clone()
        .product_stats(admin.call.request(pb::ProductStatsRequest {}))
        .await?
        .into_inner();
    Ok(Json(ProductStats {
        total_products: s.total_products,
        total_value: s.total_value,
        low_stock: s.low_stock,
        out_of_stock: s.out_of_stock,
        featured: s.featured,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_accepts_the_specs_body() {
        let form: ProductForm = serde_json::from_value(serde_json::json!({
            "name": "Sofa", "price": 100.5, "original_price": null, "onSale": false,
            "on_sale": false, "weight": "12.5", "category": "Living Room - Sofas",
            "stock": 3, "images": ["/media/demo/a.svg"], "tags": ["a"]
        }))
        .unwrap();
        let input = pb::ProductInput::from(form);
        assert_eq!(input.weight, "12.5");
        assert_eq!(input.original_price, None);
        let form: ProductForm =
            serde_json::from_value(serde_json::json!({"weight": 45.5})).unwrap();
        assert_eq!(pb::ProductInput::from(form).weight, "45.5");
    }
}
