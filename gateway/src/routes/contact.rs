//! `POST /api/newsletter` and `POST /api/contact` (footer newsletter form, Contact page), with the
//! spec's validation messages (customer spec section 5).

use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router, extract::State};
use serde::{Deserialize, Serialize};
use shop_common::validate::contact as limits;
use shop_proto::contact::v1 as pb;

use crate::account_rules::FieldErrors;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::{AppState, grpc_request};

pub const SUBSCRIBED: &str = "Thank you for subscribing!";
/// The footer and contact forms' wording (the sign-in forms say 'Email is invalid').
const NEWSLETTER_INVALID_EMAIL: &str = "Please enter a valid email";
pub const MESSAGE_SENT: &str = "Message sent successfully! We'll get back to you soon.";

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/newsletter", post(subscribe))
        .route("/api/contact", post(send_message))
}

#[derive(Serialize)]
pub struct Confirmation {
    message: &'static str,
}

#[derive(Deserialize)]
struct NewsletterForm {
    #[serde(default)]
    email: String,
}

/// 201 for a new subscriber, 200 for one already subscribed: the same message either way, so
/// the form never reveals who is on the list.
async fn subscribe(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<NewsletterForm>,
) -> Result<(StatusCode, Json<Confirmation>), ApiError> {
    let mut errors = FieldErrors::default();
    errors.email_worded("email", &form.email, NEWSLETTER_INVALID_EMAIL);
    errors.into_result()?;
    let created = state
        .contact
        .clone()
        .subscribe(grpc_request(
            pb::SubscribeRequest { email: form.email },
            &headers,
        ))
        .await
        .map_err(|s| ApiError::from_status(s, ("not_found", "Not found")))?
        .into_inner()
        .created;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((
        status,
        Json(Confirmation {
            message: SUBSCRIBED,
        }),
    ))
}

#[derive(Deserialize)]
struct ContactForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    phone: String,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    message: String,
}

async fn send_message(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<ContactForm>,
) -> Result<(StatusCode, Json<Confirmation>), ApiError> {
    let mut errors = FieldErrors::default();
    errors.required_text("name", "Name", &form.name, limits::NAME_MAX);
    errors.email_worded("email", &form.email, NEWSLETTER_INVALID_EMAIL);
    errors.short_text("phone", "Phone", form.phone.trim(), limits::PHONE_MAX);
    errors.required_text("subject", "Subject", &form.subject, limits::SUBJECT_MAX);
    errors.required_text("message", "Message", &form.message, limits::MESSAGE_MAX);
    errors.into_result()?;
    let request = pb::SendMessageRequest {
        name: form.name,
        email: form.email,
        phone: form.phone,
        subject: form.subject,
        message: form.message,
    };
    state
        .contact
        .clone()
        .send_message(grpc_request(request, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, ("not_found", "Not found")))?;
    Ok((
        StatusCode::CREATED,
        Json(Confirmation {
            message: MESSAGE_SENT,
        }),
    ))
}
