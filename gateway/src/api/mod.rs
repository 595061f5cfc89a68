//! The REST API by area. Each area owns its router, its request and response types and its
//! handlers, every route described for the OpenAPI document by the `#[utoipa::path]` of the
//! handler that serves it, so the document cannot leave a route out.
//!
//! [`router`] assembles the areas; `/openapi.json` serves the document and `/api/docs` an
//! interactive reference of it.

pub(crate) mod accounts;
pub(crate) mod catalog;
pub mod docs;
pub(crate) mod errors;
pub(crate) mod media;
pub(crate) mod operations;
pub(crate) mod orders;
pub(crate) mod payments;

use std::collections::BTreeMap;

use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::schema::{ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{RefOr, Response};
use utoipa::{IntoResponses, OpenApi};
use utoipa_axum::router::{OpenApiRouter, UtoipaMethodRouter};

use crate::state::AppState;

/// The document's fixed parts; the paths come from the areas' routers.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Shop API",
        description = "The REST API of the shop: catalogue, accounts, cart and wishlist, \
            orders, payments (M-Pesa, card, PayPal, cash on delivery) and administration. \
            Prices are in Kenya shillings (KSh), VAT 16% included in totals. Every error \
            answers `{\"error\": <code>, \"message\": <text>, \"fields\"?: {...}}` with one \
            of the codes of the `ErrorCode` schema.",
        version = "1.0.0",
    ),
    modifiers(&BearerScheme),
    components(schemas(errors::ErrorBody, errors::ErrorCodeName)),
)]
struct ApiDoc;

/// The `bearer` security scheme: the JWT of `POST /auth/login`.
struct BearerScheme;

impl utoipa::Modify for BearerScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some(
                        "The token of `POST /auth/login`. Routes marked `admin` need an \
                         account whose role is admin.",
                    ))
                    .build(),
            ),
        );
    }
}

/// Every documented route, and the document describing them.
pub fn router() -> (axum::Router<AppState>, utoipa::openapi::OpenApi) {
    let (router, mut document) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(accounts::router())
        .merge(catalog::router())
        .merge(operations::router())
        .merge(payments::router())
        .merge(orders::router())
        .merge(media::router())
        .split_for_parts();
    declare_refused_input(&mut document);
    declare_retry_after(&mut document);
    (router, document)
}

/// Every 503 carries `Retry-After` (`crate::error::ApiError`'s one response), so each
/// operation's 503 declares it, here once.
fn declare_retry_after(document: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::RefOr;
    use utoipa::openapi::header::HeaderBuilder;
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};

    let header = HeaderBuilder::new()
        .schema(Some(
            ObjectBuilder::new().schema_type(SchemaType::Type(Type::Integer)),
        ))
        .description(Some(format!(
            "Seconds to wait before trying again ({})",
            crate::error::RETRY_AFTER_SECS
        )))
        .build();
    for operation in operations_mut(document) {
        if let Some(RefOr::T(response)) = operation.responses.responses.get_mut("503") {
            response
                .headers
                .insert("Retry-After".to_owned(), RefOr::T(header.clone()));
        }
    }
}

/// Every operation of the document.
fn operations_mut(document: &mut utoipa::openapi::OpenApi) -> impl Iterator<Item = &mut Operation> {
    document
        .paths
        .paths
        .values_mut()
        .flat_map(item_operations_mut)
}

/// Every operation of one path.
fn item_operations_mut(item: &mut PathItem) -> impl Iterator<Item = &mut Operation> {
    [
        &mut item.get,
        &mut item.put,
        &mut item.post,
        &mut item.delete,
        &mut item.patch,
    ]
    .into_iter()
    .flatten()
}

/// Admin routes: each operation needs an admin's bearer token, so it declares the `bearer`
/// scheme, 401 and 403 ([`errors::AdminOnly`]) and, as every admin route calls a service, 503
/// and 504 ([`errors::Unavailable`]), here once. A response the route declares itself wins.
pub(crate) fn admin(routes: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    needing_token(routes, errors::AdminOnly::responses())
}

/// Routes for a signed-in caller that call a service: the `bearer` scheme, 401
/// ([`errors::NotSignedIn`]), 503 and 504 ([`errors::Unavailable`]), as [`admin`] does.
pub(crate) fn signed_in(routes: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    needing_token(routes, errors::NotSignedIn::responses())
}

fn needing_token(
    (schemas, mut paths, method_router): UtoipaMethodRouter<AppState>,
    mut refusals: BTreeMap<String, RefOr<Response>>,
) -> UtoipaMethodRouter<AppState> {
    refusals.extend(errors::Unavailable::responses());
    for operation in paths.paths.values_mut().flat_map(item_operations_mut) {
        operation
            .security
            .get_or_insert_with(|| vec![SecurityRequirement::new("bearer", Vec::<String>::new())]);
        for (status, response) in &refusals {
            operation
                .responses
                .responses
                .entry(status.clone())
                .or_insert_with(|| response.clone());
        }
    }
    (schemas, paths, method_router)
}

/// Every route can answer 400: the gateway refuses a path or query holding a control character
/// (NUL, escape...) before any handler runs (`protect::refuse_control_characters`), so each
/// operation declares it, here once, beside what its handler declares.
fn declare_refused_input(document: &mut utoipa::openapi::OpenApi) {
    for operation in operations_mut(document) {
        operation
            .responses
            .responses
            .entry("400".to_owned())
            .or_insert_with(|| {
                errors::error_response(
                    "`bad_request`: the path or query holds a control character, or the \
                     input is malformed",
                )
            });
    }
}

/// The document as the gateway serves it at `/openapi.json` (and as `docs/openapi.json` holds
/// it, which a test compares).
pub fn openapi() -> utoipa::openapi::OpenApi {
    router().1
}

/// The document's schema of a text that is one of `names` (an error code, a sort).
pub(crate) fn names_schema(description: &str, names: &[&str]) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(SchemaType::Type(Type::String))
        .enum_values(Some(names.iter().copied()))
        .description(Some(description))
        .into()
}
