//! Newsletter subscriptions and contact messages (customer spec: footer newsletter, Contact),
//! with the spec's rules and messages (customer spec section 5), every violation at once.

use shop_common::errors::Violations;
use shop_common::grpc::internal;
use shop_proto::contact::v1 as pb;
use shop_proto::contact::v1::contact_service_server::ContactService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};

use crate::accounts::domain::{Email, Invalid, too_long};

/// Lengths of the contact form's fields (characters); the table holds the same bounds.
pub mod limits {
    pub const NAME_MAX: usize = 100;
    pub const PHONE_MAX: usize = 30;
    pub const SUBJECT_MAX: usize = 200;
    pub const MESSAGE_MAX: usize = 5000;
}

/// The footer and contact forms' wording for a malformed address.
pub const EMAIL_INVALID: &str = "Please enter a valid email";

pub struct Contact {
    pool: PgPool,
}

impl Contact {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

/// A required text of at most `max` characters, trimmed ('{label} is required').
fn required(value: &str, label: &str, max: usize) -> Result<String, Invalid> {
    let value = value.trim();
    if value.is_empty() {
        return Err(format!("{label} is required"));
    }
    if value.chars().count() > max {
        return Err(too_long(label, max));
    }
    Ok(value.to_owned())
}

#[tonic::async_trait]
impl ContactService for Contact {
    #[tracing::instrument(skip_all)]
    async fn subscribe(
        &self,
        request: Request<pb::SubscribeRequest>,
    ) -> Result<Response<pb::SubscribeResponse>, Status> {
        let email = request.into_inner().email;
        let email = Email::parse_worded(&email, EMAIL_INVALID)
            .map_err(|m| shop_common::errors::invalid_field("email", m))?;
        let inserted = sqlx::query(
            "INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING",
        )
        .bind(email.as_str())
        .execute(&self.pool)
        .await
        .map_err(|e| internal("storing a newsletter subscription", e))?;
        Ok(Response::new(pb::SubscribeResponse {
            created: inserted.rows_affected() == 1,
        }))
    }

    #[tracing::instrument(skip_all)]
    async fn send_message(
        &self,
        request: Request<pb::SendMessageRequest>,
    ) -> Result<Response<pb::SendMessageResponse>, Status> {
        let m = request.into_inner();
        let mut v = Violations::new();
        let name = v.check("name", required(&m.name, "Name", limits::NAME_MAX));
        let email = v.check("email", Email::parse_worded(&m.email, EMAIL_INVALID));
        let phone = m.phone.trim();
        if phone.chars().count() > limits::PHONE_MAX {
            v.add("phone", too_long("Phone", limits::PHONE_MAX));
        }
        let subject = v.check(
            "subject",
            required(&m.subject, "Subject", limits::SUBJECT_MAX),
        );
        let message = v.check(
            "message",
            required(&m.message, "Message", limits::MESSAGE_MAX),
        );
        v.finish()?;
        let (Some(name), Some(email), Some(subject), Some(message)) =
            (name, email, subject, message)
        else {
            return Err(internal("a contact message", "a value without a violation"));
        };
        let id = uuid::Uuid::new_v4();
        sqlx::query(
            "INSERT INTO contact_messages (id, name, email, phone, subject, message) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(name)
        .bind(email.as_str())
        .bind(phone)
        .bind(subject)
        .bind(message)
        .execute(&self.pool)
        .await
        .map_err(|e| internal("storing a contact message", e))?;
        Ok(Response::new(pb::SendMessageResponse {
            id: id.to_string(),
        }))
    }
}
