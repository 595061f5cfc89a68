//! The catalogue area (customer spec section 7, "Products"): listings, search, categories and
//! product pages, served by the catalog service, which owns every rule of their parameters.

mod admin;
mod categories;
mod listing;
mod merch;
mod product;
mod search;
mod transfer;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::admin;
use crate::state::AppState;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(categories::categories))
        .routes(routes!(categories::category_by_slug))
        .routes(routes!(listing::list_products))
        .routes(routes!(listing::products_by_category))
        .routes(routes!(listing::featured))
        .routes(routes!(listing::new_arrivals))
        .routes(routes!(listing::price_range))
        .routes(routes!(search::search_products))
        .routes(routes!(search::suggest_products))
        .routes(routes!(product::product_by_id))
        .routes(admin(routes!(admin::create_product)))
        .routes(admin(routes!(admin::update_product)))
        .routes(admin(routes!(admin::delete_product)))
        .routes(admin(routes!(admin::duplicate_product)))
        .routes(admin(routes!(admin::bulk_delete)))
        .routes(admin(routes!(admin::admin_products)))
        .routes(admin(routes!(admin::product_stats)))
        .routes(admin(routes!(admin::set_status)))
        .routes(admin(routes!(transfer::export_products)))
        .routes(routes!(merch::merchandising))
        .routes(routes!(merch::collection))
        .routes(admin(routes!(
            merch::list_campaigns,
            merch::create_campaign
        )))
        .merge(
            OpenApiRouter::new()
                .routes(admin(routes!(transfer::import_products)))
                .layer(DefaultBodyLimit::max(transfer::MAX_IMPORT_BYTES)),
        )
}
