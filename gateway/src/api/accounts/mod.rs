//! The accounts area (customer spec: Login, Register, Forgot password, Account; admin spec: User
//! management; API.md "Auth and users"), served by the auth service: sessions, profile,
//! passwords, the admin's users, newsletter and contact messages, and the dev mailbox.
//!
//! Every rule of an account field and its message belongs to the auth service, which answers
//! every violation at once; these handlers read the JSON shape only and pass the caller in
//! metadata (`SignedIn.call`, `Admin`), never a user id in the body.

mod contact;
mod customers;
mod inbox;
mod json;
mod mailbox;
mod password;
mod profile;
mod session;
mod users;

pub(crate) use mailbox::routes as mailbox_routes;

use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::{admin, signed_in};
use crate::state::AppState;

/// `/dev/mailbox` is served only with `DEV_MAILBOX=true` ([`mailbox_routes`], mounted by
/// [`crate::app`]), but always described, so the document does not depend on the configuration.
#[derive(OpenApi)]
#[openapi(paths(mailbox::mailbox))]
struct MailboxDoc;

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(session::register))
        .routes(routes!(session::signup))
        .routes(routes!(session::login))
        .routes(routes!(session::api_login))
        .routes(signed_in(routes!(session::verify)))
        .routes(signed_in(routes!(session::me)))
        .routes(signed_in(routes!(session::verify_token)))
        .routes(signed_in(routes!(session::logout)))
        .routes(signed_in(routes!(profile::update_profile)))
        .routes(signed_in(routes!(password::change_password)))
        .routes(routes!(password::forgot_password))
        .routes(routes!(password::reset_password))
        .routes(admin(routes!(users::list_users)))
        .routes(admin(routes!(customers::customers)))
        .routes(admin(routes!(users::total_users)))
        .routes(admin(routes!(users::stats)))
        .routes(admin(routes!(users::create_user)))
        .routes(admin(routes!(users::set_role)))
        .routes(admin(routes!(users::delete_user)))
        .routes(routes!(contact::subscribe))
        .routes(routes!(contact::send_message))
        .routes(routes!(inbox::unsubscribe))
        .routes(admin(routes!(inbox::messages)))
        .routes(admin(routes!(inbox::message)))
        .routes(admin(routes!(inbox::mark_handled)))
        .routes(admin(routes!(inbox::subscribers)))
        .routes(admin(routes!(inbox::export_subscribers)))
        .routes(admin(routes!(inbox::remove_subscriber)))
        .merge(OpenApiRouter::with_openapi(MailboxDoc::openapi()))
}

#[cfg(test)]
mod tests {
    use utoipa::openapi::HttpMethod;

    /// Every route of the area, with whether it needs a bearer token.
    const ROUTES: &[(HttpMethod, &str, bool)] = &[
        (HttpMethod::Post, "/auth/register", false),
        (HttpMethod::Post, "/api/users/signup", false),
        (HttpMethod::Post, "/auth/login", false),
        (HttpMethod::Post, "/api/users/login", false),
        (HttpMethod::Get, "/auth/verify", true),
        (HttpMethod::Get, "/auth/me", true),
        (HttpMethod::Get, "/users/verify-token", true),
        (HttpMethod::Post, "/auth/logout", true),
        (HttpMethod::Put, "/auth/profile", true),
        (HttpMethod::Put, "/auth/password", true),
        (HttpMethod::Post, "/auth/forgot-password", false),
        (HttpMethod::Post, "/auth/reset-password", false),
        (HttpMethod::Post, "/api/newsletter", false),
        (HttpMethod::Post, "/api/contact", false),
        (HttpMethod::Post, "/api/newsletter/unsubscribe", false),
        (HttpMethod::Get, "/api/admin/messages", true),
        (HttpMethod::Get, "/api/admin/messages/{id}", true),
        (HttpMethod::Post, "/api/admin/messages/{id}/handled", true),
        (HttpMethod::Get, "/api/admin/newsletter", true),
        (HttpMethod::Get, "/api/admin/newsletter/export.csv", true),
        (HttpMethod::Delete, "/api/admin/newsletter/{email}", true),
        (HttpMethod::Get, "/dev/mailbox", true),
        (HttpMethod::Get, "/users", true),
        (HttpMethod::Get, "/api/admin/customers", true),
        (HttpMethod::Get, "/users/total-users", true),
        (HttpMethod::Get, "/api/users/stats", true),
        (HttpMethod::Post, "/users/signup", true),
        (HttpMethod::Patch, "/users/{id}/role", true),
        (HttpMethod::Delete, "/users/{id}", true),
    ];

    #[test]
    fn every_route_is_described_with_its_guard_and_its_refusals() {
        let document = super::router().into_openapi();
        for (method, path, guarded) in ROUTES {
            let item = document
                .paths
                .get_path_operation(path, method.clone())
                .unwrap_or_else(|| panic!("{path} is not in the document"));
            assert_eq!(item.security.is_some(), *guarded, "{path}: bearer");
            let statuses: Vec<&str> = item
                .responses
                .responses
                .keys()
                .map(String::as_str)
                .collect();
            if *guarded {
                assert!(statuses.contains(&"401"), "{path}: {statuses:?}");
            }
            for status in ["503", "504"] {
                assert!(statuses.contains(&status), "{path}: {statuses:?}");
            }
            let has_body = !matches!(method, HttpMethod::Get | HttpMethod::Delete)
                && *path != "/auth/logout"
                && !path.ends_with("/handled");
            if has_body {
                assert!(item.request_body.is_some(), "{path}: request body");
                assert!(statuses.contains(&"413"), "{path}: {statuses:?}");
            }
            let admin_only = path.starts_with("/users") && *path != "/users/verify-token"
                || path.starts_with("/api/users/stats")
                || *path == "/dev/mailbox"
                || path.starts_with("/api/admin");
            if admin_only {
                assert!(statuses.contains(&"403"), "{path}: {statuses:?}");
                let text = format!("{:?} {:?}", item.summary, item.description);
                assert!(text.contains("Admin only"), "{path}: {text}");
            }
        }
        let documented = document
            .paths
            .paths
            .values()
            .map(|item| {
                [&item.get, &item.put, &item.post, &item.delete, &item.patch]
                    .into_iter()
                    .filter(|op| op.is_some())
                    .count()
            })
            .sum::<usize>();
        assert_eq!(documented, ROUTES.len(), "no route left out, none extra");
    }
}
