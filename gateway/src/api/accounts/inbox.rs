//! The admin's inbox and newsletter list (issue 23, part 6), and the subscriber's own
//! unsubscribe: served by the auth service, which owns the messages, the addresses and their
//! rules. Admin only, but the unsubscribe (its signed token is the permission).

use axum::Json;
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use shop_proto::contact::v1 as pb;
use utoipa::ToSchema;

use crate::api::errors::{ErrorBody, Unavailable};
use crate::api::orders::admin::Pagination;
use crate::auth::Admin;
use crate::call::Call;
use crate::error::ApiError;
use crate::extract::AppJson;
use crate::input::{Query, query_params};
use crate::state::AppState;

/// The page size when none is asked for (the auth service checks 1 to 100).
const DEFAULT_LIMIT: u32 = 20;

query_params! {
    /// The inbox's query (the limits are the auth service's).
    #[into_params(parameter_in = Query)]
    pub(super) struct MessagesQuery {
        /// Part of the name, email, subject or message (any case).
        #[param(max_length = 100, example = "delivery")]
        search: Option<String> = string("search"),
        /// `new`, `handled`, or `all` (the default).
        status: Option<String> = string("status"),
        #[param(minimum = 1, maximum = 10000)]
        page: Option<u32> = whole("page"),
        #[param(minimum = 1, maximum = 100)]
        limit: Option<u32> = whole("limit"),
    }
}

/// One contact-form message.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct InboxMessageJson {
    id: String,
    name: String,
    email: String,
    /// As typed, or empty.
    phone: String,
    subject: String,
    /// The whole message on its own page; its first 200 characters in the list.
    message: String,
    /// RFC 3339.
    created_at: String,
    /// RFC 3339, `null` while new.
    handled_at: Option<String>,
    /// The admin who marked it handled; `null` while new.
    handled_by: Option<HandlerJson>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct HandlerJson {
    id: String,
    /// Empty when the account was deleted since.
    name: String,
}

impl From<pb::ContactMessage> for InboxMessageJson {
    fn from(m: pb::ContactMessage) -> Self {
        let handled = !m.handled_at.is_empty();
        Self {
            id: m.id,
            name: m.name,
            email: m.email,
            phone: m.phone,
            subject: m.subject,
            message: m.message,
            created_at: m.created_at,
            handled_at: handled.then_some(m.handled_at),
            handled_by: handled.then_some(HandlerJson {
                id: m.handled_by_id,
                name: m.handled_by_name,
            }),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub(super) struct MessagePage {
    messages: Vec<InboxMessageJson>,
    pagination: Pagination,
    /// Every message not handled yet, whatever the search and filter (the navigation's count).
    #[schema(example = 3)]
    unhandled: u64,
}

#[derive(Serialize, ToSchema)]
pub(super) struct MessageEnvelope {
    message: InboxMessageJson,
}

/// The contact-form messages, newest first, searched and filtered new/handled, one page at a
/// time, with the count of those not handled. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/messages",
    tag = "contact",
    params(MessagesQuery),
    responses(
        (status = 200, description = "One page of messages", body = MessagePage),
        (status = 400, description = "`validation_failed`: every bad parameter in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn messages(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, shape): Query<MessagesQuery>,
) -> Result<Json<MessagePage>, ApiError> {
    shape.finish()?;
    let page = query.page.unwrap_or(1);
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    let answer = state
        .contact
        .clone()
        .list_messages(admin.call.request(pb::ListMessagesRequest {
            search: query.search.unwrap_or_default(),
            status: query.status.unwrap_or_default(),
            page: Some(page),
            limit: Some(limit),
        }))
        .await?
        .into_inner();
    Ok(Json(MessagePage {
        messages: answer.messages.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(page, limit, answer.total),
        unhandled: answer.unhandled,
    }))
}

/// One message, whole. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/messages/{id}",
    tag = "contact",
    params(("id" = String, Path, description = "The message's id (UUID)")),
    responses(
        (status = 200, description = "The message", body = MessageEnvelope),
        (status = 404, description = "No such message (`not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn message(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageEnvelope>, ApiError> {
    let message = state
        .contact
        .clone()
        .get_message(admin.call.request(pb::GetMessageRequest { id }))
        .await?
        .into_inner();
    Ok(Json(MessageEnvelope {
        message: message.into(),
    }))
}

/// Marks a message handled by the caller (who and when kept, audited as `contact.handled`);
/// a message handled already is answered unchanged. Admin only.
#[utoipa::path(
    post,
    path = "/api/admin/messages/{id}/handled",
    tag = "contact",
    params(("id" = String, Path, description = "The message's id (UUID)")),
    responses(
        (status = 200, description = "The message, handled", body = MessageEnvelope),
        (status = 404, description = "No such message (`not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn mark_handled(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(id): Path<String>,
) -> Result<Json<MessageEnvelope>, ApiError> {
    let message = state
        .contact
        .clone()
        .mark_message_handled(admin.call.request(pb::MarkMessageHandledRequest { id }))
        .await?
        .into_inner();
    Ok(Json(MessageEnvelope {
        message: message.into(),
    }))
}

query_params! {
    /// The subscriber list's query.
    #[into_params(parameter_in = Query)]
    pub(super) struct SubscribersQuery {
        /// Part of the address (any case).
        #[param(max_length = 100, example = "gmail")]
        search: Option<String> = string("search"),
        #[param(minimum = 1, maximum = 10000)]
        page: Option<u32> = whole("page"),
        #[param(minimum = 1, maximum = 100)]
        limit: Option<u32> = whole("limit"),
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct SubscriberJson {
    email: String,
    /// RFC 3339.
    subscribed_at: String,
}

impl From<pb::Subscriber> for SubscriberJson {
    fn from(s: pb::Subscriber) -> Self {
        Self {
            email: s.email,
            subscribed_at: s.subscribed_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub(super) struct SubscriberPage {
    subscribers: Vec<SubscriberJson>,
    /// `total` is the number of subscribers the search matches.
    pagination: Pagination,
}

/// The newsletter's subscribers, newest first, searched by address, one page at a time.
/// Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/newsletter",
    tag = "contact",
    params(SubscribersQuery),
    responses(
        (status = 200, description = "One page of subscribers", body = SubscriberPage),
        (status = 400, description = "`validation_failed`: every bad parameter in `fields`", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn subscribers(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Query(query, shape): Query<SubscribersQuery>,
) -> Result<Json<SubscriberPage>, ApiError> {
    shape.finish()?;
    let page = query.page.unwrap_or(1);
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    let answer = state
        .contact
        .clone()
        .list_subscribers(admin.call.request(pb::ListSubscribersRequest {
            search: query.search.unwrap_or_default(),
            page: Some(page),
            limit: Some(limit),
            all: false,
        }))
        .await?
        .into_inner();
    Ok(Json(SubscriberPage {
        subscribers: answer.subscribers.into_iter().map(Into::into).collect(),
        pagination: Pagination::new(page, limit, answer.total),
    }))
}

const CSV_HEADER: &str = "\"Email\",\"Subscribed at\"\r\n";

/// The subscribers as CSV, every value quoted and formulas defused.
fn subscribers_csv(subscribers: &[pb::Subscriber]) -> String {
    let mut out = String::from(CSV_HEADER);
    for s in subscribers {
        crate::csv::row(&mut out, &[(&s.email, true), (&s.subscribed_at, true)]);
    }
    out
}

/// Export CSV: every subscriber on the list (the active ones: an unsubscribed address is off
/// it), newest first. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/newsletter/export.csv",
    tag = "contact",
    responses(
        (status = 200, description = "`newsletter-YYYY-MM-DD.csv`: a header row \
            `\"Email\",\"Subscribed at\"`, then one row per subscriber, every value quoted",
            content_type = "text/csv", body = String,
            example = "\"Email\",\"Subscribed at\"\r\n\"wanjiku@example.co.ke\",\"2026-11-02T07:15:00Z\"\r\n"),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn export_subscribers(
    State(state): State<AppState>,
    Admin(admin): Admin,
) -> Result<Response, ApiError> {
    let answer = state
        .contact
        .clone()
        .list_subscribers(admin.call.request(pb::ListSubscribersRequest {
            search: String::new(),
            page: None,
            limit: None,
            all: true,
        }))
        .await?
        .into_inner();
    let date = shop_common::nairobi::today(chrono::Utc::now());
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"newsletter-{date}.csv\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        subscribers_csv(&answer.subscribers),
    )
        .into_response())
}

#[derive(Serialize, ToSchema)]
pub(super) struct Removed {
    #[schema(example = "Subscriber removed")]
    message: &'static str,
}

/// Removes one subscriber (audited as `newsletter.remove`). Admin only.
#[utoipa::path(
    delete,
    path = "/api/admin/newsletter/{email}",
    tag = "contact",
    params(("email" = String, Path, description = "The subscriber's address (any case)")),
    responses(
        (status = 200, description = "Removed", body = Removed),
        (status = 404, description = "Not on the list (`not_found`)", body = ErrorBody),
    ),
)]
#[tracing::instrument(skip_all)]
pub(super) async fn remove_subscriber(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Path(email): Path<String>,
) -> Result<Json<Removed>, ApiError> {
    state
        .contact
        .clone()
        .remove_subscriber(admin.call.request(pb::RemoveSubscriberRequest { email }))
        .await?;
    Ok(Json(Removed {
        message: "Subscriber removed",
    }))
}

#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"token": "eyJ..."}))]
pub(super) struct UnsubscribeForm {
    /// The token of the mail's link (`/unsubscribe?token=`).
    #[serde(default)]
    token: String,
}

#[derive(Serialize, ToSchema)]
pub(super) struct Unsubscribed {
    /// The address taken off the list.
    email: String,
    #[schema(example = "You have been unsubscribed from our newsletter.")]
    message: &'static str,
}

/// The subscriber's own unsubscribe, by the signed token of a marketing mail's link; the same
/// answer for an address already off the list (a link used twice).
#[utoipa::path(
    post,
    path = "/api/newsletter/unsubscribe",
    tag = "contact",
    request_body = UnsubscribeForm,
    responses(
        (status = 200, description = "Off the list", body = Unsubscribed),
        (status = 400, description = "Not JSON of this shape, or a token that is not a genuine \
            unsubscribe link's (`bad_request`)", body = ErrorBody),
        (status = 413, description = "Body too large", body = ErrorBody),
        Unavailable,
    ),
)]
pub(super) async fn unsubscribe(
    State(state): State<AppState>,
    call: Call,
    AppJson(form): AppJson<UnsubscribeForm>,
) -> Result<Json<Unsubscribed>, ApiError> {
    let email = state
        .contact
        .clone()
        .unsubscribe(call.request(pb::UnsubscribeRequest { token: form.token }))
        .await?
        .into_inner()
        .email;
    Ok(Json(Unsubscribed {
        email,
        message: "You have been unsubscribed from our newsletter.",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_export_quotes_every_value_and_defuses_formulas() {
        let csv = subscribers_csv(&[
            pb::Subscriber {
                email: "=cmd|'/c calc'!a1@x.com".to_owned(),
                subscribed_at: "2026-11-02T07:15:00Z".to_owned(),
            },
            pb::Subscriber {
                email: "a\"b@example.com".to_owned(),
                subscribed_at: "2026-11-01T07:15:00Z".to_owned(),
            },
        ]);
        assert_eq!(
            csv,
            "\"Email\",\"Subscribed at\"\r\n\
             \"'=cmd|'/c calc'!a1@x.com\",\"2026-11-02T07:15:00Z\"\r\n\
             \"a\"\"b@example.com\",\"2026-11-01T07:15:00Z\"\r\n"
        );
    }
}
