//! The accounts area (customer spec: Login, Register, Forgot password, Account; admin spec: User
//! management; API.md "Auth and users"), served by the auth service: sessions, profile,
//! passwords, the admin's users, newsletter and contact messages, and the dev mailbox.
//!
//! Every rule of an account field and its message belongs to the auth service, which answers
//! every violation at once; these handlers read the JSON shape only and pass the caller in
//! metadata (`SignedIn.call`, `Admin`), never a user id in the body.

mod contact;
mod json;
mod mailbox;
mod password;
mod profile;
mod session;
mod users;

pub use json::{MessageJson, UserJson};
pub use mailbox::routes as mailbox_routes;

use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// `/dev/mailbox` is served only with `DEV_MAILBOX=true` ([`mailbox_routes`], mounted by
/// [`crate::app`]), but always described, so the document does not depend on the configuration.
#[derive(OpenApi)]
#[openapi(paths(mailbox::mailbox))]
struct MailboxDoc;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(session::register))
        .routes(routes!(session::signup))
        .routes(routes!(session::login))
        .routes(routes!(session::api_login))
        .routes(routes!(session::verify))
        .routes(routes!(session::me))
        .routes(routes!(session::verify_token))
        .routes(routes!(session::logout))
        .routes(routes!(profile::update_profile))
        .routes(routes!(password::change_password))
        .routes(routes!(password::forgot_password))
        .routes(routes!(password::reset_password))
        .routes(routes!(users::list_users))
        .routes(routes!(users::total_users))
        .routes(routes!(users::stats))
        .routes(routes!(users::create_user))
        .routes(routes!(users::set_role))
        .routes(routes!(users::delete_user))
        .routes(routes!(contact::subscribe))
        .routes(routes!(contact::send_message))
        .merge(OpenApiRouter::with_openapi(MailboxDoc::openapi()))
}
