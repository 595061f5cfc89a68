//! Newsletter subscriptions and contact messages (customer spec: footer newsletter, Contact),
//! with the spec's rules and messages (customer spec section 5), every violation at once; the
//! admin's inbox and subscriber list, and the subscriber's own unsubscribe (issue 23, part 6).

use chrono::{DateTime, SecondsFormat, Utc};
use shop_common::audit;
use shop_common::caller::Caller;
use shop_common::errors::{ErrorCode, Violations, status};
use shop_common::grpc::internal;
use shop_proto::contact::v1 as pb;
use shop_proto::contact::v1::contact_service_server::ContactService;
use sqlx::PgPool;
use tonic::{Request, Response, Status};
use uuid::Uuid;

use crate::accounts::domain::{Email, Invalid, too_long};
use crate::accounts::repo::escape_like;

pub mod unsubscribe;

/// Lengths of the contact form's fields (characters); the table holds the same bounds.
pub mod limits {
    pub const NAME_MAX: usize = 100;
    pub const PHONE_MAX: usize = 30;
    pub const SUBJECT_MAX: usize = 200;
    pub const MESSAGE_MAX: usize = 5000;
}

/// The footer and contact forms' wording for a malformed address.
pub const EMAIL_INVALID: &str = "Please enter a valid email";

/// The admin lists' bounds: a search's length, a page's size and depth.
pub mod list_limits {
    pub const SEARCH_MAX: usize = 100;
    pub const PAGE_DEFAULT: u32 = 20;
    pub const PAGE_MAX: u32 = 100;
    pub const LAST_PAGE: u32 = 10_000;
    /// The characters of a message a list shows (the whole one is read by opening it).
    pub const PREVIEW_CHARS: i32 = 200;
}

pub const MESSAGE_NOT_FOUND: &str = "Message not found";
pub const SUBSCRIBER_NOT_FOUND: &str = "Subscriber not found";

pub struct Contact {
    pool: PgPool,
    unsubscribe: unsubscribe::Tokens,
}

impl Contact {
    pub fn new(pool: PgPool, unsubscribe: unsubscribe::Tokens) -> Self {
        Self { pool, unsubscribe }
    }
}

fn rfc3339(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A stored message as the list (`preview`) or the reader shows it.
#[derive(sqlx::FromRow)]
struct MessageRow {
    id: Uuid,
    name: String,
    email: String,
    phone: String,
    subject: String,
    message: String,
    created_at: DateTime<Utc>,
    handled_at: Option<DateTime<Utc>>,
    handled_by: Option<Uuid>,
    handled_by_name: Option<String>,
}

/// The columns of [`MessageRow`] from `contact_messages m` joined with the handler's account;
/// `$message` is the message column's expression.
macro_rules! message_columns {
    ($message:literal) => {
        concat!(
            "m.id, m.name, m.email, m.phone, m.subject, ",
            $message,
            " AS message, m.created_at, m.handled_at, m.handled_by, u.name AS handled_by_name \
             FROM contact_messages m LEFT JOIN users u ON u.id = m.handled_by"
        )
    };
}

impl From<MessageRow> for pb::ContactMessage {
    fn from(r: MessageRow) -> Self {
        Self {
            id: r.id.to_string(),
            name: r.name,
            email: r.email,
            phone: r.phone,
            subject: r.subject,
            message: r.message,
            created_at: rfc3339(r.created_at),
            handled_at: r.handled_at.map(rfc3339).unwrap_or_default(),
            handled_by_id: r.handled_by.map(|id| id.to_string()).unwrap_or_default(),
            handled_by_name: r.handled_by_name.unwrap_or_default(),
        }
    }
}

/// `new`, `handled`, or none (empty or `all`, any case).
fn status_filter(value: &str) -> Result<Option<bool>, Invalid> {
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "all" => Ok(None),
        "new" => Ok(Some(false)),
        "handled" => Ok(Some(true)),
        _ => Err("status must be new, handled or all".to_owned()),
    }
}

/// Checks a list's search, page (1 to 10,000, default 1) and limit (1 to 100, default 20),
/// every violation at once; answers the search as a LIKE pattern, the page and the limit.
fn list_query(
    v: &mut Violations,
    search: &str,
    page: Option<u32>,
    limit: Option<u32>,
) -> (String, u32, u32) {
    let search = search.trim();
    if search.chars().count() > list_limits::SEARCH_MAX {
        v.add("search", too_long("search", list_limits::SEARCH_MAX));
    }
    let page = page.unwrap_or(1);
    if !(1..=list_limits::LAST_PAGE).contains(&page) {
        v.add(
            "page",
            format!("page must be from 1 to {}", list_limits::LAST_PAGE),
        );
    }
    let limit = limit.unwrap_or(list_limits::PAGE_DEFAULT);
    if !(1..=list_limits::PAGE_MAX).contains(&limit) {
        v.add(
            "limit",
            format!("limit must be from 1 to {}", list_limits::PAGE_MAX),
        );
    }
    (format!("%{}%", escape_like(search)), page.max(1), limit)
}

fn message_id(id: &str) -> Result<Uuid, Status> {
    Uuid::parse_str(id.trim()).map_err(|_| status(ErrorCode::NotFound, MESSAGE_NOT_FOUND))
}

async fn message_by_id(pool: &PgPool, id: Uuid) -> Result<MessageRow, Status> {
    sqlx::query_as::<_, MessageRow>(concat!(
        "SELECT ",
        message_columns!("m.message"),
        " WHERE m.id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await
    .map_err(|e| internal("reading a contact message", e))?
    .ok_or_else(|| status(ErrorCode::NotFound, MESSAGE_NOT_FOUND))
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

    /// The inbox, newest first: searched, filtered new/handled, paged. Admin only.
    #[tracing::instrument(skip_all)]
    async fn list_messages(
        &self,
        request: Request<pb::ListMessagesRequest>,
    ) -> Result<Response<pb::ListMessagesResponse>, Status> {
        Caller::of(&request).ensure_admin()?;
        let r = request.into_inner();
        let mut v = Violations::new();
        let handled = v.check("status", status_filter(&r.status));
        let (pattern, page, limit) = list_query(&mut v, &r.search, r.page, r.limit);
        v.finish()?;
        let handled = handled.flatten();
        macro_rules! filter {
            () => {
                " WHERE (m.name ILIKE $1 OR m.email ILIKE $1 OR m.subject ILIKE $1 \
                   OR m.message ILIKE $1) \
                   AND ($2::bool IS NULL OR (m.handled_at IS NOT NULL) = $2)"
            };
        }
        let rows: Vec<MessageRow> = sqlx::query_as(concat!(
            "SELECT ",
            message_columns!("left(m.message, $5)"),
            filter!(),
            " ORDER BY m.created_at DESC, m.id LIMIT $3 OFFSET $4"
        ))
        .bind(&pattern)
        .bind(handled)
        .bind(i64::from(limit))
        .bind(i64::from(page - 1) * i64::from(limit))
        .bind(list_limits::PREVIEW_CHARS)
        .fetch_all(&self.pool)
        .await
        .map_err(|e| internal("listing contact messages", e))?;
        let (total, unhandled): (i64, i64) = sqlx::query_as(concat!(
            "SELECT (SELECT count(*) FROM contact_messages m",
            filter!(),
            "), (SELECT count(*) FROM contact_messages WHERE handled_at IS NULL)"
        ))
        .bind(&pattern)
        .bind(handled)
        .fetch_one(&self.pool)
        .await
        .map_err(|e| internal("counting contact messages", e))?;
        Ok(Response::new(pb::ListMessagesResponse {
            messages: rows.into_iter().map(Into::into).collect(),
            total: u64::try_from(total).unwrap_or(0),
            unhandled: u64::try_from(unhandled).unwrap_or(0),
        }))
    }

    /// One message, whole. Admin only.
    #[tracing::instrument(skip_all)]
    async fn get_message(
        &self,
        request: Request<pb::GetMessageRequest>,
    ) -> Result<Response<pb::ContactMessage>, Status> {
        Caller::of(&request).ensure_admin()?;
        let id = message_id(&request.into_inner().id)?;
        Ok(Response::new(message_by_id(&self.pool, id).await?.into()))
    }

    /// Marks a message handled by the caller, audited in the same transaction; a message
    /// handled already is answered as it is (no second entry). Admin only.
    #[tracing::instrument(skip_all)]
    async fn mark_message_handled(
        &self,
        request: Request<pb::MarkMessageHandledRequest>,
    ) -> Result<Response<pb::ContactMessage>, Status> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let actor_id = Uuid::parse_str(&actor)
            .map_err(|_| status(ErrorCode::Unauthorized, "The caller is not an account"))?;
        let id = message_id(&request.into_inner().id)?;
        let fail = |e| internal("marking a contact message handled", e);
        let mut tx = self.pool.begin().await.map_err(fail)?;
        let marked: Option<(String, String)> = sqlx::query_as(
            "UPDATE contact_messages SET handled_at = now(), handled_by = $2 \
             WHERE id = $1 AND handled_at IS NULL RETURNING subject, email",
        )
        .bind(id)
        .bind(actor_id)
        .fetch_optional(&mut *tx)
        .await
        .map_err(fail)?;
        if let Some((subject, email)) = marked {
            audit::record(
                &mut tx,
                &audit::Entry {
                    actor_id: &actor,
                    kind: audit::CONTACT_HANDLED,
                    target: &id.to_string(),
                    summary: &format!("Message from {email} handled: {subject}"),
                    before: Some(serde_json::json!({ "status": "new" })),
                    after: Some(serde_json::json!({ "status": "handled" })),
                },
            )
            .await
            .map_err(fail)?;
        }
        tx.commit().await.map_err(fail)?;
        Ok(Response::new(message_by_id(&self.pool, id).await?.into()))
    }

    /// The subscribers, newest first, searched by address; every one with `all` (the export).
    /// Admin only.
    #[tracing::instrument(skip_all)]
    async fn list_subscribers(
        &self,
        request: Request<pb::ListSubscribersRequest>,
    ) -> Result<Response<pb::ListSubscribersResponse>, Status> {
        Caller::of(&request).ensure_admin()?;
        let r = request.into_inner();
        let mut v = Violations::new();
        let (pattern, page, limit) = if r.all {
            let (pattern, ..) = list_query(&mut v, &r.search, None, None);
            (pattern, 1, 0)
        } else {
            list_query(&mut v, &r.search, r.page, r.limit)
        };
        v.finish()?;
        let rows: Vec<(String, DateTime<Utc>)> = sqlx::query_as(
            "SELECT email, subscribed_at FROM newsletter_subscriptions WHERE email ILIKE $1 \
             ORDER BY subscribed_at DESC, email LIMIT $2 OFFSET $3",
        )
        .bind(&pattern)
        .bind((limit > 0).then_some(i64::from(limit)))
        .bind(i64::from(page - 1) * i64::from(limit))
        .fetch_all(&self.pool)
        .await
        .map_err(|e| internal("listing newsletter subscribers", e))?;
        let total: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM newsletter_subscriptions WHERE email ILIKE $1",
        )
        .bind(&pattern)
        .fetch_one(&self.pool)
        .await
        .map_err(|e| internal("counting newsletter subscribers", e))?;
        Ok(Response::new(pb::ListSubscribersResponse {
            subscribers: rows
                .into_iter()
                .map(|(email, at)| pb::Subscriber {
                    email,
                    subscribed_at: rfc3339(at),
                })
                .collect(),
            total: u64::try_from(total).unwrap_or(0),
        }))
    }

    /// Removes one subscriber (any case), audited in the same transaction. Admin only.
    #[tracing::instrument(skip_all)]
    async fn remove_subscriber(
        &self,
        request: Request<pb::RemoveSubscriberRequest>,
    ) -> Result<Response<pb::RemoveSubscriberResponse>, Status> {
        let caller = Caller::of(&request);
        caller.ensure_admin()?;
        let actor = caller.user_id().unwrap_or_default().to_owned();
        let email = request.into_inner().email.trim().to_lowercase();
        let fail = |e| internal("removing a newsletter subscriber", e);
        let mut tx = self.pool.begin().await.map_err(fail)?;
        let removed: Option<DateTime<Utc>> = sqlx::query_scalar(
            "DELETE FROM newsletter_subscriptions WHERE email = $1 RETURNING subscribed_at",
        )
        .bind(&email)
        .fetch_optional(&mut *tx)
        .await
        .map_err(fail)?;
        let Some(subscribed_at) = removed else {
            return Err(status(ErrorCode::NotFound, SUBSCRIBER_NOT_FOUND));
        };
        audit::record(
            &mut tx,
            &audit::Entry {
                actor_id: &actor,
                kind: audit::NEWSLETTER_REMOVE,
                target: &email,
                summary: &format!("Removed {email} from the newsletter"),
                before: Some(
                    serde_json::json!({ "email": email, "subscribedAt": rfc3339(subscribed_at) }),
                ),
                after: None,
            },
        )
        .await
        .map_err(fail)?;
        tx.commit().await.map_err(fail)?;
        tracing::info!("newsletter subscriber removed by an admin");
        Ok(Response::new(pb::RemoveSubscriberResponse {}))
    }

    /// The subscriber's own unsubscribe by a signed link: the address is taken off the list;
    /// an address already off it gets the same answer (a link clicked twice). Anyone.
    #[tracing::instrument(skip_all)]
    async fn unsubscribe(
        &self,
        request: Request<pb::UnsubscribeRequest>,
    ) -> Result<Response<pb::UnsubscribeResponse>, Status> {
        let email = self
            .unsubscribe
            .verify(&request.into_inner().token)
            .ok_or_else(|| status(ErrorCode::BadRequest, unsubscribe::INVALID_LINK))?;
        let removed = sqlx::query("DELETE FROM newsletter_subscriptions WHERE email = $1")
            .bind(&email)
            .execute(&self.pool)
            .await
            .map_err(|e| internal("unsubscribing", e))?;
        tracing::info!(
            removed = removed.rows_affected(),
            "newsletter unsubscribe by link"
        );
        Ok(Response::new(pb::UnsubscribeResponse { email }))
    }
}
