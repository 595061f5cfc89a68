//! Dead letters (docs/decisions.md "Events never given up on"): the event messages a consuming
//! service gave up on, for an admin to list, inspect and replay, over each consuming service's
//! `DeadLetterService`; and `GET /metrics`, their counts in Prometheus' text format.

use std::fmt::Write;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Serialize;
use shop_proto::deadletters::v1 as pb;

use crate::auth::Admin;
use crate::error::ApiError;
use crate::extract::QueryPairs;
use crate::state::{AppState, grpc_request};

const NOT_FOUND: (&str, &str) = ("dead_letter_not_found", "Dead letter not found");
/// Dead letters listed per service.
const LIST_LIMIT: u32 = 200;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/admin/dead-letters", get(list))
        .route("/api/admin/dead-letters/{service}/{id}", get(show))
        .route(
            "/api/admin/dead-letters/{service}/{id}/replay",
            post(replay),
        )
        .route("/metrics", get(metrics))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DeadLetterJson {
    service: &'static str,
    id: String,
    queue: String,
    message_id: Option<String>,
    routing_key: String,
    reason: String,
    error: String,
    attempts: i32,
    dead_at: String,
    replayed_at: Option<String>,
    replay_error: Option<String>,
    payload_size: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    payload_text: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    payload_hex: Option<String>,
}

fn some(text: String) -> Option<String> {
    (!text.is_empty()).then_some(text)
}

impl DeadLetterJson {
    fn new(service: &'static str, letter: pb::DeadLetter, with_payload: bool) -> Self {
        Self {
            service,
            id: letter.id.to_string(),
            queue: letter.queue,
            message_id: some(letter.message_id),
            routing_key: letter.routing_key,
            reason: letter.reason,
            error: letter.error,
            attempts: letter.attempts,
            dead_at: letter.dead_at,
            replayed_at: some(letter.replayed_at),
            replay_error: some(letter.replay_error),
            payload_size: letter.payload_size,
            payload_text: with_payload.then_some(letter.payload_text),
            payload_hex: with_payload.then_some(letter.payload_hex),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct QueueJson {
    service: &'static str,
    queue: String,
    waiting: i64,
    total: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ListJson {
    dead_letters: Vec<DeadLetterJson>,
    queues: Vec<QueueJson>,
    /// Services that did not answer: their dead letters are missing from this list.
    unavailable: Vec<&'static str>,
}

/// Each consuming service's answer to a list request (counts only when `limit` is 0).
async fn list_everywhere(
    state: &AppState,
    headers: &HeaderMap,
    include_replayed: bool,
    limit: u32,
) -> Vec<(
    &'static str,
    Result<pb::ListDeadLettersResponse, tonic::Status>,
)> {
    let calls = state.dead_letters.iter().map(|(service, client)| {
        let service: &'static str = service;
        let mut client = client.clone();
        let request = grpc_request(
            pb::ListDeadLettersRequest {
                include_replayed,
                limit,
            },
            headers,
        );
        async move {
            let answer = client
                .list_dead_letters(request)
                .await
                .map(tonic::Response::into_inner);
            (service, answer)
        }
    });
    futures_join_all(calls).await
}

/// Runs the futures concurrently, answers in their order.
async fn futures_join_all<F, T>(futures: impl IntoIterator<Item = F>) -> Vec<T>
where
    F: std::future::Future<Output = T> + Send + 'static,
    T: Send + 'static,
{
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    let mut out = Vec::with_capacity(handles.len());
    for handle in handles {
        if let Ok(value) = handle.await {
            out.push(value);
        }
    }
    out
}

/// `GET /api/admin/dead-letters[?all=true]` (admin): the dead letters waiting for a replay (or
/// all of them) of every consuming service, newest first, and the counts per queue. A service
/// that does not answer is named in `unavailable` instead of failing the whole list.
async fn list(
    _admin: Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    QueryPairs(params): QueryPairs,
) -> Result<Json<ListJson>, ApiError> {
    let all = match params.iter().rev().find(|(k, _)| k == "all") {
        None => false,
        Some((_, v)) => match v.as_str() {
            "true" | "1" => true,
            "false" | "0" | "" => false,
            _ => return Err(ApiError::field("all", "all must be true or false")),
        },
    };
    let mut body = ListJson {
        dead_letters: Vec::new(),
        queues: Vec::new(),
        unavailable: Vec::new(),
    };
    for (service, answer) in list_everywhere(&state, &headers, all, LIST_LIMIT).await {
        match answer {
            Ok(answer) => {
                body.dead_letters.extend(
                    answer
                        .dead_letters
                        .into_iter()
                        .map(|l| DeadLetterJson::new(service, l, false)),
                );
                body.queues
                    .extend(answer.counts.into_iter().map(|c| QueueJson {
                        service,
                        queue: c.queue,
                        waiting: c.waiting,
                        total: c.total,
                    }));
            }
            Err(status) => {
                tracing::warn!(service, error = %status, "dead letters unavailable");
                body.unavailable.push(service);
            }
        }
    }
    body.dead_letters.sort_by(|a, b| b.dead_at.cmp(&a.dead_at));
    Ok(Json(body))
}

type Client = shop_proto::deadletters::v1::dead_letter_service_client::DeadLetterServiceClient<
    tonic::transport::Channel,
>;

/// The service, its client and the row id a path names, or 404.
fn target(
    state: &AppState,
    service: &str,
    id: &str,
) -> Result<(&'static str, Client, i64), ApiError> {
    let (name, client) = state
        .dead_letters
        .iter()
        .find(|(name, _)| *name == service)
        .ok_or_else(|| ApiError::not_found(NOT_FOUND.0, NOT_FOUND.1))?;
    let id: i64 = id
        .parse()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| ApiError::not_found(NOT_FOUND.0, NOT_FOUND.1))?;
    Ok((name, client.clone(), id))
}

/// `GET /api/admin/dead-letters/{service}/{id}` (admin): one dead letter with its payload, raw
/// (hex) and as the consumer decodes it.
async fn show(
    _admin: Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((service, id)): Path<(String, String)>,
) -> Result<Json<DeadLetterJson>, ApiError> {
    let (service, mut client, id) = target(&state, &service, &id)?;
    let letter = client
        .get_dead_letter(grpc_request(pb::GetDeadLetterRequest { id }, &headers))
        .await
        .map_err(|s| ApiError::from_status(s, NOT_FOUND))?
        .into_inner();
    Ok(Json(DeadLetterJson::new(service, letter, true)))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReplayJson {
    dead_letter: DeadLetterJson,
    /// It had been handled before: nothing was done again.
    already_handled: bool,
}

/// `POST /api/admin/dead-letters/{service}/{id}/replay` (admin): handles the message again
/// through the consumer's idempotent path. 409 `replay_failed` with the handler's error when it
/// fails again (the dead letter stays, with that error).
async fn replay(
    admin: Admin,
    State(state): State<AppState>,
    headers: HeaderMap,
    Path((service, id)): Path<(String, String)>,
) -> Result<Json<ReplayJson>, ApiError> {
    let (service, mut client, id) = target(&state, &service, &id)?;
    let replayed = client
        .replay_dead_letter(grpc_request(pb::ReplayDeadLetterRequest { id }, &headers))
        .await
        .map_err(|status| match status.code() {
            tonic::Code::FailedPrecondition => {
                ApiError::conflict("replay_failed", status.message().to_owned())
            }
            _ => ApiError::from_status(status, NOT_FOUND),
        })?
        .into_inner();
    let letter = replayed
        .dead_letter
        .ok_or_else(|| ApiError::Internal("a replay answered without its dead letter".into()))?;
    tracing::info!(service, dead_letter = id, admin = %admin.0.user.id, already_handled = replayed.already_handled, "dead letter replayed");
    Ok(Json(ReplayJson {
        dead_letter: DeadLetterJson::new(service, letter, true),
        already_handled: replayed.already_handled,
    }))
}

/// Prometheus' label value escaping.
fn label(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// `GET /metrics`: the dead-letter counts of every consuming service in Prometheus' text
/// format (counts only, no content). `shop_dead_letters` is what waits for an admin;
/// `shop_dead_letters_total` every message ever dead-lettered; `shop_dead_letters_up` whether
/// the service answered.
async fn metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let answers = list_everywhere(&state, &headers, false, 0).await;
    let mut waiting = String::new();
    let mut total = String::new();
    let mut up = String::new();
    for (service, answer) in &answers {
        let _ = writeln!(
            up,
            "shop_dead_letters_up{{service=\"{service}\"}} {}",
            u8::from(answer.is_ok())
        );
        if let Ok(answer) = answer {
            for count in &answer.counts {
                let labels = format!("service=\"{service}\",queue=\"{}\"", label(&count.queue));
                let _ = writeln!(waiting, "shop_dead_letters{{{labels}}} {}", count.waiting);
                let _ = writeln!(total, "shop_dead_letters_total{{{labels}}} {}", count.total);
            }
        }
    }
    let body = format!(
        "# HELP shop_dead_letters Event messages a consumer gave up on that wait for an admin's replay.\n\
         # TYPE shop_dead_letters gauge\n{waiting}\
         # HELP shop_dead_letters_total Event messages ever dead-lettered, replayed ones included.\n\
         # TYPE shop_dead_letters_total counter\n{total}\
         # HELP shop_dead_letters_up Whether the consuming service answered the count (1) or not (0).\n\
         # TYPE shop_dead_letters_up gauge\n{up}"
    );
    let mut response = (StatusCode::OK, body).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    response
}
