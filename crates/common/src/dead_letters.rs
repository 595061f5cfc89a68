//! Dead letters of an event consumer ([`crate::events`]): the messages it gave up on, kept in
//! `event_dead_letters` of its schema until an admin lists, inspects and replays them, through
//! the shared gRPC service [`DeadLetterAdmin`] (the gateway's admin routes) or the service
//! binary's `dead-letters` command ([`command`]). A replay handles the message through the same
//! idempotent path as the consumer ([`crate::events::handle_first_time`]), so a message handled
//! before is not handled twice.

use crate::caller::Caller;
use crate::errors::{ErrorCode, status, status_of};
use std::sync::Arc;

use shop_proto::deadletters::v1 as pb;
use shop_proto::deadletters::v1::dead_letter_service_server::{
    DeadLetterService, DeadLetterServiceServer,
};
use sqlx::PgPool;
use uuid::Uuid;

use crate::events::{Event, Handler, handle_first_time};

/// One stored dead letter.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DeadLetter {
    pub id: i64,
    pub consumer: String,
    pub message_id: Option<Uuid>,
    pub routing_key: String,
    pub payload: Vec<u8>,
    pub attempts: i32,
    pub reason: String,
    pub error: String,
    /// RFC 3339, UTC.
    pub dead_at: String,
    /// RFC 3339, UTC; `None` until replayed.
    pub replayed_at: Option<String>,
    pub replay_error: Option<String>,
}

const COLUMNS: &str = "id, consumer, message_id, routing_key, payload, attempts, reason, error,
    to_char(dead_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') AS dead_at,
    to_char(replayed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') AS replayed_at,
    replay_error";

/// The dead letters of `consumer`, newest first: those waiting for a replay, or all of them.
pub async fn list(
    pool: &PgPool,
    consumer: &str,
    include_replayed: bool,
    limit: i64,
) -> sqlx::Result<Vec<DeadLetter>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM event_dead_letters
         WHERE consumer = $1 AND ($2 OR replayed_at IS NULL)
         ORDER BY id DESC LIMIT $3"
    )))
    .bind(consumer)
    .bind(include_replayed)
    .bind(limit)
    .fetch_all(pool)
    .await
}

/// One dead letter of `consumer`.
pub async fn get(pool: &PgPool, consumer: &str, id: i64) -> sqlx::Result<Option<DeadLetter>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {COLUMNS} FROM event_dead_letters WHERE consumer = $1 AND id = $2"
    )))
    .bind(consumer)
    .bind(id)
    .fetch_optional(pool)
    .await
}

/// Per consumer queue of this schema: dead letters waiting for a replay, and ever stored.
pub async fn counts(pool: &PgPool) -> sqlx::Result<Vec<(String, i64, i64)>> {
    sqlx::query_as(
        "SELECT consumer, count(*) FILTER (WHERE replayed_at IS NULL), count(*)
         FROM event_dead_letters GROUP BY consumer ORDER BY consumer",
    )
    .fetch_all(pool)
    .await
}

/// What a replay did.
#[derive(Debug)]
pub struct Replayed {
    pub letter: DeadLetter,
    /// The message had been handled before; nothing ran again.
    pub already_handled: bool,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("no dead letter {0}")]
    NotFound(i64),
    #[error("dead letter {0} has no message id, so it cannot be replayed safely")]
    NoMessageId(i64),
    #[error("replaying dead letter {id} failed: {error}")]
    Failed { id: i64, error: String },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}

/// Handles dead letter `id` of `consumer` again with `handler`, exactly as the consumer would
/// (recorded in `event_processed` in the same transaction, so never twice). Marks it replayed,
/// or keeps the new error on it.
pub async fn replay<H: Handler>(
    pool: &PgPool,
    consumer: &str,
    handler: &H,
    id: i64,
) -> Result<Replayed, ReplayError> {
    let letter = get(pool, consumer, id)
        .await?
        .ok_or(ReplayError::NotFound(id))?;
    let message_id = letter.message_id.ok_or(ReplayError::NoMessageId(id))?;
    let event = Event {
        id: message_id,
        routing_key: letter.routing_key.clone(),
        payload: letter.payload.clone(),
    };
    match handle_first_time(pool, consumer, &event, handler).await {
        Ok(first) => {
            sqlx::query(
                "UPDATE event_dead_letters SET replayed_at = now(), replay_error = NULL
                 WHERE id = $1",
            )
            .bind(id)
            .execute(pool)
            .await?;
            tracing::info!(consumer, dead_letter = id, %message_id, already_handled = !first, "dead letter replayed");
            let letter = get(pool, consumer, id)
                .await?
                .ok_or(ReplayError::NotFound(id))?;
            Ok(Replayed {
                letter,
                already_handled: !first,
            })
        }
        Err(e) => {
            let error = format!("{e:#}");
            sqlx::query("UPDATE event_dead_letters SET replay_error = $2 WHERE id = $1")
                .bind(id)
                .bind(&error)
                .execute(pool)
                .await?;
            tracing::error!(consumer, dead_letter = id, %message_id, error, "replaying a dead letter failed");
            Err(ReplayError::Failed { id, error })
        }
    }
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut out, b| {
        let _ = write!(out, "{b:02x}");
        out
    })
}

/// The payload as a person reads it: the handler's decoding, else the text if it is printable.
fn payload_text<H: Handler>(handler: &H, letter: &DeadLetter) -> String {
    let described = handler.describe(&Event {
        id: letter.message_id.unwrap_or_default(),
        routing_key: letter.routing_key.clone(),
        payload: letter.payload.clone(),
    });
    if !described.is_empty() {
        return described;
    }
    match std::str::from_utf8(&letter.payload) {
        Ok(text) if !text.chars().any(|c| c.is_control() && !c.is_whitespace()) => text.to_owned(),
        _ => String::new(),
    }
}

fn to_pb<H: Handler>(letter: &DeadLetter, handler: &H, with_payload: bool) -> pb::DeadLetter {
    pb::DeadLetter {
        id: letter.id,
        queue: letter.consumer.clone(),
        message_id: letter
            .message_id
            .map(|id| id.to_string())
            .unwrap_or_default(),
        routing_key: letter.routing_key.clone(),
        reason: letter.reason.clone(),
        error: letter.error.clone(),
        attempts: letter.attempts,
        dead_at: letter.dead_at.clone(),
        replayed_at: letter.replayed_at.clone().unwrap_or_default(),
        replay_error: letter.replay_error.clone().unwrap_or_default(),
        payload_hex: if with_payload {
            hex(&letter.payload)
        } else {
            String::new()
        },
        payload_text: if with_payload {
            payload_text(handler, letter)
        } else {
            String::new()
        },
        payload_size: i32::try_from(letter.payload.len()).unwrap_or(i32::MAX),
    }
}

/// A [`Handler`] behind a pointer, so that one [`DeadLetterAdmin`] can serve consumers whose
/// handlers are of different types.
trait ErasedHandler: Send + Sync + 'static {
    fn handle_boxed<'a>(
        &'a self,
        tx: &'a mut sqlx::PgConnection,
        event: &'a Event,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = anyhow::Result<()>> + Send + 'a>>;
    fn describe_event(&self, event: &Event) -> String;
}

impl<H: Handler> ErasedHandler for H {
    fn handle_boxed<'a>(
        &'a self,
        tx: &'a mut sqlx::PgConnection,
        event: &'a Event,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = anyhow::Result<()>> + Send + 'a>> {
        Box::pin(self.handle(tx, event))
    }

    fn describe_event(&self, event: &Event) -> String {
        self.describe(event)
    }
}

/// One consumer queue of a service and the handler its consumer runs.
#[derive(Clone)]
pub struct Consumer {
    queue: String,
    handler: Arc<dyn ErasedHandler>,
}

impl Consumer {
    pub fn new<H: Handler>(queue: &str, handler: Arc<H>) -> Self {
        Self {
            queue: queue.to_owned(),
            handler,
        }
    }
}

impl Handler for Consumer {
    fn handle<'a>(
        &'a self,
        tx: &'a mut sqlx::PgConnection,
        event: &'a Event,
    ) -> impl std::future::Future<Output = anyhow::Result<()>> + Send + 'a {
        self.handler.handle_boxed(tx, event)
    }

    fn describe(&self, event: &Event) -> String {
        self.handler.describe_event(event)
    }
}

/// The gRPC face of a service's dead letters, every consumer queue of its schema together,
/// mounted by the service that runs them.
pub struct DeadLetterAdmin {
    pool: PgPool,
    consumers: Vec<Consumer>,
}

impl DeadLetterAdmin {
    /// A service with one consumer.
    pub fn server<H: Handler>(
        pool: PgPool,
        consumer: &str,
        handler: Arc<H>,
    ) -> DeadLetterServiceServer<Self> {
        Self::serving(pool, vec![Consumer::new(consumer, handler)])
    }

    /// A service with several consumers (orders: the payment events and the notifications).
    pub fn serving(pool: PgPool, consumers: Vec<Consumer>) -> DeadLetterServiceServer<Self> {
        DeadLetterServiceServer::new(Self { pool, consumers })
    }

    /// The consumer whose dead letter `id` is, with the letter.
    async fn find(&self, id: i64) -> Result<(&Consumer, DeadLetter), tonic::Status> {
        for consumer in &self.consumers {
            if let Some(letter) = get(&self.pool, &consumer.queue, id)
                .await
                .map_err(|e| crate::grpc::internal("reading a dead letter failed", e))?
            {
                return Ok((consumer, letter));
            }
        }
        Err(status_of(ErrorCode::DeadLetterNotFound))
    }
}

/// Most dead letters one list answers.
const MAX_LIST: u32 = 500;

#[tonic::async_trait]
impl DeadLetterService for DeadLetterAdmin {
    async fn list_dead_letters(
        &self,
        request: tonic::Request<pb::ListDeadLettersRequest>,
    ) -> Result<tonic::Response<pb::ListDeadLettersResponse>, tonic::Status> {
        // Counts alone (limit 0) need no caller; letters are for admins.
        if request.get_ref().limit > 0 {
            Caller::of(&request).ensure_admin()?;
        }
        let request = request.into_inner();
        let limit = i64::from(request.limit.min(MAX_LIST));
        let mut letters = Vec::new();
        for consumer in &self.consumers {
            let of_queue = list(&self.pool, &consumer.queue, request.include_replayed, limit)
                .await
                .map_err(|e| crate::grpc::internal("listing dead letters failed", e))?;
            letters.extend(of_queue.into_iter().map(|l| to_pb(&l, consumer, false)));
        }
        // Newest first across the queues (ids are one sequence per schema).
        letters.sort_by_key(|l| std::cmp::Reverse(l.id));
        letters.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
        let counts = counts(&self.pool)
            .await
            .map_err(|e| crate::grpc::internal("counting dead letters failed", e))?;
        let mut counts: Vec<pb::QueueCount> = counts
            .into_iter()
            .map(|(queue, waiting, total)| pb::QueueCount {
                queue,
                waiting,
                total,
            })
            .collect();
        for consumer in &self.consumers {
            if !counts.iter().any(|c| c.queue == consumer.queue) {
                counts.push(pb::QueueCount {
                    queue: consumer.queue.clone(),
                    waiting: 0,
                    total: 0,
                });
            }
        }
        counts.sort_by(|a, b| a.queue.cmp(&b.queue));
        Ok(tonic::Response::new(pb::ListDeadLettersResponse {
            dead_letters: letters,
            counts,
        }))
    }

    async fn get_dead_letter(
        &self,
        request: tonic::Request<pb::GetDeadLetterRequest>,
    ) -> Result<tonic::Response<pb::DeadLetter>, tonic::Status> {
        Caller::of(&request).ensure_admin()?;
        let (consumer, letter) = self.find(request.into_inner().id).await?;
        Ok(tonic::Response::new(to_pb(&letter, consumer, true)))
    }

    async fn replay_dead_letter(
        &self,
        request: tonic::Request<pb::ReplayDeadLetterRequest>,
    ) -> Result<tonic::Response<pb::ReplayDeadLetterResponse>, tonic::Status> {
        Caller::of(&request).ensure_admin()?;
        let id = request.into_inner().id;
        let (consumer, _) = self.find(id).await?;
        match replay(&self.pool, &consumer.queue, consumer, id).await {
            Ok(replayed) => Ok(tonic::Response::new(pb::ReplayDeadLetterResponse {
                dead_letter: Some(to_pb(&replayed.letter, consumer, true)),
                already_handled: replayed.already_handled,
            })),
            Err(ReplayError::NotFound(_)) => Err(status_of(ErrorCode::DeadLetterNotFound)),
            Err(e @ (ReplayError::NoMessageId(_) | ReplayError::Failed { .. })) => {
                Err(status(ErrorCode::ReplayFailed, e.to_string()))
            }
            Err(ReplayError::Database(e)) => {
                Err(crate::grpc::internal("replaying a dead letter failed", e))
            }
        }
    }
}

/// The usage of [`command`].
pub const USAGE: &str = "dead-letters [list [--all] | show <id> | replay <id> | replay-all]";

/// `<service> dead-letters ...`: lists (waiting ones, or `--all`), shows one with its payload,
/// replays one, or replays every waiting one, printing what happened. Fails (non-zero exit) when
/// a replay fails.
pub async fn command<H: Handler>(
    pool: &PgPool,
    consumer: &str,
    handler: &H,
    args: &[&str],
) -> anyhow::Result<()> {
    let id = |text: &str| -> anyhow::Result<i64> {
        text.parse()
            .map_err(|_| anyhow::anyhow!("usage: {USAGE}: the id must be a number"))
    };
    match args {
        [] | ["list"] | ["list", "--all"] => {
            let all = args.len() == 2;
            let letters = list(pool, consumer, all, 10_000).await?;
            if letters.is_empty() {
                println!("no dead letters on {consumer}");
            }
            for l in &letters {
                println!(
                    "{}\t{}\t{}\t{}\t{} attempt(s)\t{}\t{}",
                    l.id,
                    l.dead_at,
                    l.routing_key,
                    l.message_id.map(|id| id.to_string()).unwrap_or_default(),
                    l.attempts,
                    l.replayed_at
                        .as_deref()
                        .map_or_else(|| l.reason.clone(), |at| format!("replayed {at}")),
                    l.error,
                );
            }
            Ok(())
        }
        ["show", n] => {
            let n = id(n)?;
            let l = get(pool, consumer, n)
                .await?
                .ok_or_else(|| anyhow::anyhow!("no dead letter {n} on {consumer}"))?;
            println!("id:           {}", l.id);
            println!("queue:        {}", l.consumer);
            println!(
                "message id:   {}",
                l.message_id.map(|id| id.to_string()).unwrap_or_default()
            );
            println!("routing key:  {}", l.routing_key);
            println!("dead since:   {}", l.dead_at);
            println!("attempts:     {}", l.attempts);
            println!("reason:       {}", l.reason);
            println!("error:        {}", l.error);
            println!("replayed:     {}", l.replayed_at.as_deref().unwrap_or("no"));
            if let Some(e) = &l.replay_error {
                println!("replay error: {e}");
            }
            println!("payload:      {}", payload_text(handler, &l));
            println!("payload hex:  {}", hex(&l.payload));
            Ok(())
        }
        ["replay", n] => {
            let replayed = replay(pool, consumer, handler, id(n)?).await?;
            println!(
                "dead letter {} {}",
                replayed.letter.id,
                if replayed.already_handled {
                    "had been handled before; nothing done again"
                } else {
                    "handled"
                }
            );
            Ok(())
        }
        ["replay-all"] => {
            let letters = list(pool, consumer, false, 100_000).await?;
            let mut failed = 0;
            for l in letters.iter().rev() {
                match replay(pool, consumer, handler, l.id).await {
                    Ok(r) => println!(
                        "dead letter {} {}",
                        l.id,
                        if r.already_handled {
                            "had been handled before"
                        } else {
                            "handled"
                        }
                    ),
                    Err(e) => {
                        failed += 1;
                        println!("{e}");
                    }
                }
            }
            anyhow::ensure!(failed == 0, "{failed} of {} replays failed", letters.len());
            Ok(())
        }
        _ => anyhow::bail!("usage: {USAGE}"),
    }
}
