//! `POST /api/newsletter` and `POST /api/contact` (footer newsletter form, Contact page), with the
//! spec's validation messages (customer spec section 5).

use std::collections::BTreeMap;

use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::{Json, Router, extract::State};
use serde::{Deserialize, Serialize};
use shop_common::validate::{self, contact as limits};
use shop_proto::contact::v1 as pb;

use crate::error::ApiError;
use crate::extract::AppJson;
use crate::state::{AppState, grpc_request};

pub const SUBSCRIBED: &str = "Thank you for subscribing!";
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

fn email_error(email: &str) -> Option<String> {
    if email.trim().is_empty() {
        Some("Email is required".to_owned())
    } else if !validate::is_email(email) {
        Some("Please enter a valid email".to_owned())
    } else {
        None
    }
}

/// 201 for a new subscriber, 200 for one already subscribed: the same message either way, so
/// the form never reveals who is on the list.
async fn subscribe(
    State(state): State<AppState>,
    headers: HeaderMap,
    AppJson(form): AppJson<NewsletterForm>,
) -> Result<(StatusCode, Json<Confirmation>), ApiError> {
    if let Some(message) = email_error(&form.email) {
        return Err(ApiError::Validation(BTreeMap::from([("email", message)])));
    }
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
    let mut errors = BTreeMap::new();
    let mut check = |field: &'static str, value: &str, label: &str, max: usize| {
        if value.trim().is_empty() {
            errors.insert(field, format!("{label} is required"));
        } else if value.trim().chars().count() > max {
            errors.insert(field, format!("{label} must be at most {max} characters"));
        }
    };
    check("name", &form.name, "Name", limits::NAME_MAX);
    check("subject", &form.subject, "Subject", limits::SUBJECT_MAX);
    check("message", &form.message, "Message", limits::MESSAGE_MAX);
    if let Some(message) = email_error(&form.email) {
        errors.insert("email", message);
    }
    if form.phone.trim().chars().count() > limits::PHONE_MAX {
        errors.insert(
            "phone",
            format!("Phone must be at most {} characters", limits::PHONE_MAX),
        );
    }
    if !errors.is_empty() {
        return Err(ApiError::Validation(errors));
    }
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
