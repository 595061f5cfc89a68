//! `POST /api/newsletter` and `POST /api/contact` (footer newsletter form, Contact page). The
//! auth service keeps the addresses and messages and owns their rules and messages.

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use shop_proto::contact::v1 as pb;
use utoipa::ToSchema;

use super::json::MessageJson;
use crate::api::errors::{ErrorBody, Unavailable};
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::AppState;

const SUBSCRIBED: &str = "Thank you for subscribing!";
const MESSAGE_SENT: &str = "Message sent successfully! We'll get back to you soon.";

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"email": "wanjiku@example.co.ke"}))]
pub(super) struct NewsletterForm {
    #[serde(default)]
    email: String,
}

/// Subscribes an address to the newsletter. 201 for a new subscriber, 200 for one already
/// subscribed: the same message either way, so the form never reveals who is on the list.
#[utoipa::path(
    post,
    path = "/api/newsletter",
    tag = "contact",
    request_body = NewsletterForm,
    responses(
        (status = 201, description = "Subscribed: a new subscriber", body = MessageJson),
        (status = 200, description = "Subscribed already: the same message", body = MessageJson),
        (status = 400, description = "Not JSON of this shape, or `email` invalid \
            (`validation_failed`, `fields.email`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn subscribe(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<NewsletterForm>,
) -> Result<(StatusCode, Json<MessageJson>), ApiError> {
    let created = state
        .contact
        .clone()
        .subscribe(call.request(pb::SubscribeRequest { email: form.email }))
        .await?
        .into_inner()
        .created;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((
        status,
        Json(MessageJson {
            message: SUBSCRIBED,
        }),
    ))
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"name": "Otieno", "email": "otieno@example.com", "phone": "",
    "subject": "Delivery to Kisumu", "message": "Do you deliver a sofa to Kisumu?"}))]
pub(super) struct ContactForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    /// Optional.
    #[serde(default)]
    phone: String,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    message: String,
}

/// Sends a message to the shop (Contact page).
#[utoipa::path(
    post,
    path = "/api/contact",
    tag = "contact",
    request_body = ContactForm,
    responses(
        (status = 201, description = "Stored: the confirmation to show", body = MessageJson),
        (status = 400, description = "Not JSON of this shape, or invalid fields \
            (`validation_failed`, every invalid field in `fields`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn send_message(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<ContactForm>,
) -> Result<(StatusCode, Json<MessageJson>), ApiError> {
    state
        .contact
        .clone()
        .send_message(call.request(pb::SendMessageRequest {
            name: form.name,
            email: form.email,
            phone: form.phone,
            subject: form.subject,
            message: form.message,
        }))
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(MessageJson {
            message: MESSAGE_SENT,
        }),
    ))
}
