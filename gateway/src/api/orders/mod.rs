//! The orders area (customer spec section 7, "Cart, checkout and orders"; admin spec "Orders"):
//! checkout and quotes, one order and a user's orders, the admin's orders and figures, refunds
//! due, the saved cart and wishlist, and coupons, served by the orders service. The service owns
//! every rule and decides who may do what from the caller in metadata; this area reads the
//! JSON's shape and shapes the answers.

pub(crate) mod admin;
mod cart;
mod coupons;
mod invoice;
pub mod json;
mod placing;
mod reading;
mod refunds;
mod reports;
mod settings;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(placing::place_order, admin::list_orders))
        .routes(routes!(placing::quote))
        .routes(routes!(reading::track))
        .routes(routes!(admin::total_sales))
        .routes(routes!(admin::stats))
        .routes(routes!(reading::user_orders))
        .routes(routes!(reading::order_by_id, admin::delete_order))
        .routes(routes!(reading::cancel_order))
        .routes(routes!(invoice::order_invoice))
        .routes(routes!(invoice::admin_invoice))
        .routes(routes!(admin::update_status))
        .routes(routes!(refunds::refunds_due))
        .routes(routes!(reports::sales_report))
        .routes(routes!(reports::sales_report_csv))
        .routes(routes!(cart::get_cart, cart::put_cart))
        .routes(routes!(cart::get_wishlist, cart::put_wishlist))
        .routes(routes!(coupons::validate_coupon))
        .routes(routes!(coupons::active))
        .routes(routes!(settings::public_settings))
        .routes(routes!(settings::admin_settings, settings::update_settings))
}
