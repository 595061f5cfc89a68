//! The catalogue area (customer spec section 7, "Products"): listings, search, categories and
//! product pages, served by the catalog service.

mod categories;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(categories::categories))
}
