//! The error body of every route, as the OpenAPI document describes it.

use std::collections::BTreeMap;

use shop_common::errors::ErrorCode;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::{PartialSchema, ToSchema};

/// `{"error": <code>, "message": <text>, "fields"?: {...}}`, plus the keys a code names
/// (`shortages` with `out_of_stock`, `quote` with `total_changed`).
#[derive(ToSchema)]
#[schema(
    as = ErrorBody,
    example = json!({"error": "validation_failed", "message": "Full name is required",
        "fields": {"customerName": "Full name is required"}}),
)]
#[allow(dead_code)]
pub struct ErrorBody {
    /// The stable code: what a client matches on.
    error: ErrorCodeName,
    /// The person-readable message, in the spec's wording.
    message: String,
    /// Every invalid field, by its name in the request, with its message.
    fields: Option<BTreeMap<String, String>>,
}

/// Every stable error code (`ErrorCode` in `shop_common::errors`); codes are never renamed.
pub struct ErrorCodeName;

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
        RefOr::T(Schema::Object(
            ObjectBuilder::new()
                .schema_type(SchemaType::Type(Type::String))
                .enum_values(Some(names))
                .description(Some(description))
                .build(),
        ))
    }
}

impl ToSchema for ErrorCodeName {
    fn name() -> std::borrow::Cow<'static, str> {
        "ErrorCode".into()
    }
}
