//! Dead letters (docs/decisions.md "Events never given up on"): the event messages a consuming
//! service gave up on, for an admin to list, inspect and replay, over each consuming service's
//! `DeadLetterService`. Their counts are metrics of the consuming services themselves
//! (`events_dead_letters{queue}` on each one's `METRICS_ADDR`, docs/decisions.md "Metrics
//! (issue 22)").

use axum::Json;
use axum::extract::{Path, Query, State};
use serde::{Deserialize, Serialize};
use shop_proto::deadletters::v1 as pb;
use utoipa::{IntoParams, ToSchema};

use crate::api::errors::ErrorBody;
use crate::auth::Admin;
use crate::call::Call;
use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

/// Dead letters listed per service.
const LIST_LIMIT: u32 = 200;

/// One event message a consuming service gave up on.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct DeadLetterJson {
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
    /// The payload as the consumer decodes it (one dead letter only).
    #[serde(skip_serializing_if = "Option::is_none")]
    payload_text: Option<String>,
    /// The raw payload in hex (one dead letter only).
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

/// The counts of one consumer's queue.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct QueueJson {
    service: &'static str,
    queue: String,
    waiting: i64,
    total: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ListJson {
    dead_letters: Vec<DeadLetterJson>,
    queues: Vec<QueueJson>,
    /// Services that did not answer: their dead letters are missing from this list.
    unavailable: Vec<&'static str>,
}

/// Each consuming service's answer to a list request (counts only when `limit` is 0).
async fn list_everywhere(
    state: &AppState,
    call: &Call,
    include_replayed: bool,
    limit: u32,
) -> Vec<(
    &'static str,
    Result<pb::ListDeadLettersResponse, tonic::Status>,
)> {
    let calls = state.dead_letters.iter().map(|(service, client)| {
        let service: &'static str = service;
        let mut client = client.clone();
        let request = call.request(pb::ListDeadLettersRequest {
            include_replayed,
            limit,
        });
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

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct ListQuery {
    /// Include the dead letters already replayed.
    #[serde(default)]
    all: bool,
}

/// The dead letters waiting for a replay (or all of them) of every consuming service, newest
/// first, and the counts per queue. A service that does not answer is named in `unavailable`
/// instead of failing the whole list. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/dead-letters",
    tag = "operations",
    params(ListQuery),
    responses(
        (status = 200, description = "The dead letters and the counts per queue", body = ListJson),
        (status = 400, description = "`all` is not true or false", body = ErrorBody),
    ),
)]
pub(crate) async fn list(
    admin: Admin,
    State(state): State<AppState>,
    query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<ListJson>, ApiError> {
    let Query(ListQuery { all }) =
        query.map_err(|_| ApiError::coded(ErrorCode::BadRequest, "all must be true or false"))?;
    let mut body = ListJson {
        dead_letters: Vec::new(),
        queues: Vec::new(),
        unavailable: Vec::new(),
    };
    for (service, answer) in list_everywhere(&state, &admin.0.call, all, LIST_LIMIT).await {
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
        .ok_or(ErrorCode::DeadLetterNotFound)?;
    let id: i64 = id
        .parse()
        .ok()
        .filter(|id| *id > 0)
        .ok_or(ErrorCode::DeadLetterNotFound)?;
    Ok((name, client.clone(), id))
}

/// One dead letter with its payload, raw (hex) and as the consumer decodes it. Admin only.
#[utoipa::path(
    get,
    path = "/api/admin/dead-letters/{service}/{id}",
    tag = "operations",
    params(
        ("service" = String, Path, description = "The consuming service: catalog or orders"),
        ("id" = String, Path, description = "The dead letter's id"),
    ),
    responses(
        (status = 200, description = "The dead letter", body = DeadLetterJson),
        (status = 404, description = "No such service or dead letter", body = ErrorBody),
    ),
)]
pub(crate) async fn show(
    admin: Admin,
    State(state): State<AppState>,
    Path((service, id)): Path<(String, String)>,
) -> Result<Json<DeadLetterJson>, ApiError> {
    let (service, mut client, id) = target(&state, &service, &id)?;
    let letter = client
        .get_dead_letter(admin.0.call.request(pb::GetDeadLetterRequest { id }))
        .await?
        .into_inner();
    Ok(Json(DeadLetterJson::new(service, letter, true)))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct ReplayJson {
    dead_letter: DeadLetterJson,
    /// It had been handled before: nothing was done again.
    already_handled: bool,
}

/// Handles the message again through the consumer's idempotent path. 409 `replay_failed` with
/// the handler's error when it fails again (the dead letter stays, with that error). Admin only.
#[utoipa::path(
    post,
    path = "/api/admin/dead-letters/{service}/{id}/replay",
    tag = "operations",
    params(
        ("service" = String, Path, description = "The consuming service: catalog or orders"),
        ("id" = String, Path, description = "The dead letter's id"),
    ),
    responses(
        (status = 200, description = "Handled (or found handled before)", body = ReplayJson),
        (status = 404, description = "No such service or dead letter", body = ErrorBody),
        (status = 409, description = "`replay_failed`: the handler failed again", body = ErrorBody),
    ),
)]
pub(crate) async fn replay(
    admin: Admin,
    State(state): State<AppState>,
    Path((service, id)): Path<(String, String)>,
) -> Result<Json<ReplayJson>, ApiError> {
    let (service, mut client, id) = target(&state, &service, &id)?;
    let replayed = client
        .replay_dead_letter(admin.0.call.request(pb::ReplayDeadLetterRequest { id }))
        .await?
        .into_inner();
    let letter = replayed.dead_letter.ok_or(ErrorCode::ServerError)?;
    tracing::info!(service, dead_letter = id, admin = %admin.0.user.id, already_handled = replayed.already_handled, "dead letter replayed");
    Ok(Json(ReplayJson {
        dead_letter: DeadLetterJson::new(service, letter, true),
        already_handled: replayed.already_handled,
    }))
}
