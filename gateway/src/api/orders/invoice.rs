//! An order's tax invoice as a PDF (admin spec: Order detail, "downloadable PDF invoice"), drawn
//! by the orders service: for the admin (admin order detail) and for the order's owner (their
//! order page). The service decides who may have it.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use shop_proto::orders::v1 as pb;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, Schema, SchemaFormat, SchemaType, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::api::errors::ErrorBody;
use crate::auth::{Admin, SignedIn};
use crate::call::Call;
use crate::error::ApiError;
use crate::state::AppState;

/// A PDF document, as the response's bytes.
pub(super) struct PdfFile;

impl PartialSchema for PdfFile {
    fn schema() -> RefOr<Schema> {
        RefOr::T(Schema::Object(
            ObjectBuilder::new()
                .schema_type(SchemaType::Type(Type::String))
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary)))
                .description(Some("A PDF 1.4 document (`%PDF-1.4`)"))
                .build(),
        ))
    }
}

impl ToSchema for PdfFile {}

async fn invoice(state: &AppState, call: &Call, id: String) -> Result<Response, ApiError> {
    let invoice = state
        .orders
        .clone()
        .get_invoice(call.request(pb::GetInvoiceRequest { id }))
        .await?
        .into_inner();
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{}\"", invoice.filename),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        invoice.pdf,
    )
        .into_response())
}

/// The order's tax invoice (`invoice-<order number>.pdf`): the shop's details and KRA PIN,
/// the customer, the lines, subtotal, delivery, VAT, COD fee, total and the payment. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/orders/{id}/invoice.pdf",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "The PDF, as an attachment named \
            `invoice-<order number>.pdf` (`Content-Disposition`)",
            content_type = "application/pdf", body = PdfFile),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn admin_invoice(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    invoice(&state, &admin.call, id).await
}

/// The tax invoice of one of the caller's orders (`invoice-<order number>.pdf`). Signed-in
/// user; the order's owner (or an admin).
#[utoipa::path(
    get,
    path = "/api/orders/{id}/invoice.pdf",
    tag = "orders",
    params(("id" = String, Path, max_length = 36, description = "The order's UUID or its order number")),
    responses(
        (status = 200, description = "The PDF, as an attachment named \
            `invoice-<order number>.pdf` (`Content-Disposition`)",
            content_type = "application/pdf", body = PdfFile),
        (status = 403, description = "Another user's order", body = ErrorBody),
        (status = 404, description = "`order_not_found`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn order_invoice(
    State(state): State<AppState>,
    caller: SignedIn,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    invoice(&state, &caller.call, id).await
}
