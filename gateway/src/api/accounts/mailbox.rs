//! `GET /dev/mailbox`: in the embedded setup (no SMTP server), the messages the shop would have
//! sent, with their links, so a developer (and the browser journeys) can follow a reset link or
//! read a customer's order mail: auth's mailbox and orders' (each service keeps its own, through
//! `shop_common::mail`), newest first.
//! Mounted only when `DEV_MAILBOX=true` (it is always in the document, answering 404 without
//! it), and answered only to a signed-in admin: the mail holds password-reset links, the
//! admin's own among them.

use axum::Router;
use axum::extract::State;
use axum::response::Html;
use axum::routing::get;
use shop_proto::auth::v1 as pb;

use crate::api::errors::{AdminOnly, ErrorBody, Unavailable};
use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::{QueryPairs, last_value};
use crate::state::AppState;

/// The route, for [`crate::app`] to mount when `DEV_MAILBOX=true`.
pub(crate) fn routes() -> Router<AppState> {
    Router::new().route("/dev/mailbox", get(mailbox))
}

/// The dev mailbox: an HTML page of the mail the shop kept instead of sending.
///
/// Admin only (bearer token of an admin). Exists only when the gateway runs with
/// `DEV_MAILBOX=true` (the embedded setup); elsewhere it answers 404.
#[utoipa::path(
    get,
    path = "/dev/mailbox",
    tag = "dev",
    security(("bearer" = [])),
    params(("to" = Option<String>, Query, description = "Only the mail to this address")),
    responses(
        (status = 200, description = "The messages, newest first", content_type = "text/html", body = String),
        (status = 400, description = "A malformed query (`bad_request`)", body = ErrorBody),
        AdminOnly, Unavailable,
        (status = 404, description = "The dev mailbox is off (`not_found`)", body = ErrorBody),
    ),
)]
pub(super) async fn mailbox(
    State(state): State<AppState>,
    Admin(admin): Admin,
    QueryPairs(params): QueryPairs,
) -> Result<Html<String>, ApiError> {
    let to = last_value(&params, "to").map_or_else(String::new, |v| v.trim().to_owned());
    let mut messages = state
        .auth
        .clone()
        .list_dev_mail(
            admin
                .call
                .request(pb::ListDevMailRequest { to: to.clone() }),
        )
        .await?
        .into_inner()
        .messages;
    // The customers' order mail: shown when the orders service answers (the page still serves
    // the reset links while it is down).
    let orders = state
        .orders
        .clone()
        .list_dev_mail(admin.call.request(pb::ListDevMailRequest { to }))
        .await;
    let orders_down = match orders {
        Ok(answer) => {
            messages.extend(answer.into_inner().messages);
            false
        }
        Err(status) => {
            tracing::warn!(error = %status, "the orders service's dev mailbox could not be read");
            true
        }
    };
    // RFC 3339 in UTC with whole seconds: the text sorts as the time.
    messages.sort_by(|a, b| b.created_at.cmp(&a.created_at));
    messages.truncate(200);
    let mut page = String::from(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Dev mailbox</title>\
         <style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}\
         article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}\
         pre{white-space:pre-wrap;font:inherit}</style></head><body><h1>Dev mailbox</h1>\
         <p>Messages the shop would have sent by email (no SMTP server is configured).</p>",
    );
    if orders_down {
        page.push_str("<p><strong>The orders service did not answer: its order mail is not listed.</strong></p>");
    }
    if messages.is_empty() {
        page.push_str("<p>No messages.</p>");
    }
    for m in messages {
        page.push_str(&format!(
            "<article><p><strong>To:</strong> {}<br><strong>Subject:</strong> {}<br><small>{}</small></p><pre>{}</pre></article>",
            escape(&m.to),
            escape(&m.subject),
            escape(&m.created_at),
            linkify(&m.body)
        ));
    }
    page.push_str("</body></html>");
    Ok(Html(page))
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Escapes `text` and turns each http(s) URL into a link.
fn linkify(text: &str) -> String {
    text.split_inclusive(char::is_whitespace)
        .map(|word| {
            let trimmed = word.trim_end();
            if trimmed.starts_with("http://") || trimmed.starts_with("https://") {
                let url = escape(trimmed);
                format!("<a href=\"{url}\">{url}</a>{}", &word[trimmed.len()..])
            } else {
                escape(word)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_clickable_and_everything_is_escaped() {
        let html = linkify("Reset: http://x/reset-password?token=a&b=1 <script>\nBye");
        assert!(html.contains("<a href=\"http://x/reset-password?token=a&amp;b=1\">"));
        assert!(html.contains("&lt;script&gt;"));
        assert!(!html.contains("<script>"));
    }
}
