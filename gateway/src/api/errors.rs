//! The error answers as the OpenAPI document describes them: the body ([`ErrorBody`], the one
//! `crate::error` sends), its codes, and the refusals many routes share.

use std::collections::BTreeMap;

use shop_common::errors::ErrorCode;
use utoipa::IntoResponses;
use utoipa::openapi::schema::Schema;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{PartialSchema, ToSchema};

use crate::api::names_schema;
pub(crate) use crate::error::ErrorBody;

/// Every stable error code (`ErrorCode` in `shop_common::errors`); codes are never renamed.
pub(crate) struct ErrorCodeName;

impl PartialSchema for ErrorCodeName {
    fn schema() -> RefOr<Schema> {
        let names: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
        let mut description = String::from("A stable error code and its HTTP status:\n");
        for code in ErrorCode::ALL {
            description.push_str(&format!(
                "- `{}` ({}): {}\n",
                code.as_str(),
                code.http_status(),
                code.default_message()
            ));
        }
        names_schema(&description, &names)
    }
}

impl ToSchema for ErrorCodeName {
    fn name() -> std::borrow::Cow<'static, str> {
        "ErrorCode".into()
    }
}

/// An error answer with the [`ErrorBody`] shape, as a response of the document.
pub(crate) fn error_response(description: &str) -> RefOr<Response> {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(Ref::from_schema_name("ErrorBody")))
                .build(),
        )
        .build()
        .into()
}

/// Declares, in a route's `responses(...)`, the refusals many routes share, each worded once.
macro_rules! shared_refusals {
    ($($(#[$doc:meta])* $name:ident: $($status:literal => $description:literal),+;)+) => {$(
        $(#[$doc])*
        pub(crate) struct $name;

        impl IntoResponses for $name {
            fn responses() -> BTreeMap<String, RefOr<Response>> {
                BTreeMap::from([$(($status.to_owned(), error_response($description))),+])
            }
        }
    )+};
}

shared_refusals! {
    /// 401: the route needs a signed-in caller.
    NotSignedIn: "401" => "No valid, unrevoked token (`unauthorized`)";
    /// 401 and 403: the route needs an admin.
    AdminOnly:
        "401" => "No valid, unrevoked token (`unauthorized`)",
        "403" => "Not an admin (`forbidden`)";
    /// 503 and 504: a service behind the route is down or too slow.
    Unavailable:
        "503" => "A service this route needs is unavailable (`service_unavailable`)",
        "504" => "A service this route needs did not answer in time (`timeout`)";
}
