//! The orders area (customer spec section 7, "Cart, checkout and orders"; admin spec "Orders"):
//! checkout and quotes, one order and a user's orders, the admin's orders and figures, refunds
//! due, the saved cart and wishlist, and coupons, served by the orders service. The service owns
//! every rule and decides who may do what from the caller in metadata; this area reads the
//! JSON's shape and shapes the answers.

pub(crate) mod admin;
mod cart;
mod coupons;
pub(crate) mod delivery;
mod discount_codes;
mod etims;
pub(crate) mod instalments;
mod invoice;
pub(crate) mod json;
mod placing;
mod reading;
mod refunds;
mod reports;
mod reviews;
mod settings;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::{admin, signed_in};
use crate::state::AppState;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(placing::place_order))
        .routes(admin(routes!(admin::list_orders)))
        .routes(routes!(placing::quote))
        .routes(routes!(reading::track))
        .routes(admin(routes!(admin::total_sales)))
        .routes(admin(routes!(admin::stats)))
        .routes(signed_in(routes!(reading::user_orders)))
        .routes(signed_in(routes!(reading::order_by_id)))
        .routes(admin(routes!(admin::delete_order)))
        .routes(signed_in(routes!(reading::cancel_order)))
        .routes(signed_in(routes!(invoice::order_invoice)))
        .routes(admin(routes!(invoice::admin_invoice)))
        .routes(admin(routes!(admin::update_status)))
        .routes(admin(routes!(admin::cod_collected)))
        .routes(admin(routes!(refunds::refunds_due)))
        .routes(admin(routes!(etims::item_classes)))
        .routes(admin(routes!(refunds::request_refund)))
        .routes(signed_in(routes!(refunds::order_refunds)))
        .routes(admin(routes!(reports::sales_report)))
        .routes(admin(routes!(reports::sales_report_csv)))
        .routes(signed_in(routes!(cart::get_cart, cart::put_cart)))
        .routes(signed_in(routes!(cart::get_wishlist, cart::put_wishlist)))
        .routes(routes!(coupons::validate_coupon))
        .routes(routes!(coupons::active))
        .routes(admin(routes!(
            discount_codes::list_discount_codes,
            discount_codes::create_discount_code
        )))
        .routes(admin(routes!(discount_codes::update_discount_code)))
        .routes(routes!(instalments::instalment_settings))
        .routes(admin(routes!(instalments::update_instalment_settings)))
        .routes(routes!(instalments::preview_plan))
        .routes(routes!(settings::public_settings))
        // Reviews (issue 24, part 2).
        .routes(routes!(reviews::list_reviews))
        .routes(signed_in(routes!(reviews::create_review)))
        .routes(signed_in(routes!(reviews::edit_review)))
        .routes(signed_in(routes!(reviews::vote_helpful)))
        .routes(admin(routes!(reviews::admin_reviews)))
        .routes(admin(routes!(reviews::moderate_review)))
        .routes(routes!(delivery::delivery_settings))
        .routes(admin(routes!(delivery::update_delivery_settings)))
        .routes(admin(routes!(
            settings::admin_settings,
            settings::update_settings
        )))
}
