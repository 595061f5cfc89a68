//! Newsletter subscriptions and contact messages (customer spec: footer newsletter, Contact).

use shop_common::grpc::internal;
use shop_common::validate::{self, contact as limits};
use shop_proto::contact::v1 as pb;
use shop_proto::contact::v1::contact_service_server::ContactService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};

pub struct Contact {
    pool: PgPool,
}

impl Contact {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

fn required(value: &str, max: usize, field: &str) -> Result<String, Status> {
    let value = value.trim();
    if value.is_empty() || value.chars().count() > max {
        return Err(Status::invalid_argument(format!(
            "{field} must be 1 to {max} characters"
        )));
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
        if !validate::is_email(&email) {
            return Err(Status::invalid_argument("email is not a valid address"));
        }
        let inserted = sqlx::query(
            "INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING",
        )
        .bind(validate::normalise_email(&email))
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
        let name = required(&m.name, limits::NAME_MAX, "name")?;
        let subject = required(&m.subject, limits::SUBJECT_MAX, "subject")?;
        let message = required(&m.message, limits::MESSAGE_MAX, "message")?;
        if !validate::is_email(&m.email) {
            return Err(Status::invalid_argument("email is not a valid address"));
        }
        let phone = m.phone.trim();
        if phone.chars().count() > limits::PHONE_MAX {
            return Err(Status::invalid_argument("phone is too long"));
        }
        let id = uuid::Uuid::new_v4();
        sqlx::query(
            "INSERT INTO contact_messages (id, name, email, phone, subject, message) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(name)
        .bind(validate::normalise_email(&m.email))
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
