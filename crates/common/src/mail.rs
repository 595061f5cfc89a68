//! Outgoing mail behind one small trait, for every service that mails someone (auth's reset
//! links, orders' receipts): SMTP when `SMTP_URL` is set, otherwise the dev mailbox, a
//! `dev_mailbox` table in the sending service's own schema that an admin reads through the
//! gateway's `/dev/mailbox` in the embedded setup.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::PgPool;
use uuid::Uuid;

/// One plain-text message to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

#[tonic::async_trait]
pub trait Mailer: Send + Sync + 'static {
    /// Hands `mail` over: `Ok` once the SMTP server accepted it (or the dev mailbox kept it),
    /// unless the mailer delivers in the background ([`Smtp::detached`]).
    async fn send(&self, mail: Mail) -> anyhow::Result<()>;
}

/// How a service's SMTP mailer delivers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// The call waits for the SMTP server's answer, so a failure reaches the caller (receipts,
    /// retried through the events consumer).
    Awaited,
    /// The call answers once the message is built; delivery runs in the background and failures
    /// are logged (password resets: the answer's timing must not tell whether an account exists).
    Detached,
}

/// The mailer the configuration asks for: SMTP at `smtp_url` when set, else the dev mailbox in
/// `pool`'s schema (which must have the `dev_mailbox` table).
pub fn from_config(
    pool: PgPool,
    smtp_url: Option<&str>,
    from: &str,
    delivery: Delivery,
) -> anyhow::Result<Arc<dyn Mailer>> {
    match smtp_url {
        None => Ok(Arc::new(DevMailbox::new(pool))),
        Some(url) => Ok(Arc::new(Smtp::new(url, from, delivery)?)),
    }
}

/// Sends by SMTP (lettre over tokio and rustls).
pub struct Smtp {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    delivery: Delivery,
}

impl Smtp {
    /// `url`: `smtps://user:pass@host:465` (TLS), `smtp://user:pass@host:587?tls=required`
    /// (STARTTLS), or `smtp://host:port` (no TLS: a relay on the same machine only).
    pub fn new(url: &str, from: &str, delivery: Delivery) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| anyhow::anyhow!("SMTP_URL is invalid: {e}"))?
            .timeout(Some(Duration::from_secs(30)))
            .build();
        let from = from
            .parse()
            .map_err(|e| anyhow::anyhow!("MAIL_FROM={from:?} is not a mail address: {e}"))?;
        Ok(Self {
            transport,
            from,
            delivery,
        })
    }
}

#[tonic::async_trait]
impl Mailer for Smtp {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| anyhow::anyhow!("addressing a mail to {:?}: {e}", mail.to))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body)
            .map_err(|e| anyhow::anyhow!("building a mail: {e}"))?;
        match self.delivery {
            Delivery::Awaited => {
                self.transport
                    .send(message)
                    .await
                    .map_err(|e| anyhow::anyhow!("sending mail by SMTP failed: {e}"))?;
                tracing::info!("mail handed to the SMTP server");
            }
            Delivery::Detached => {
                let transport = self.transport.clone();
                tokio::spawn(async move {
                    match transport.send(message).await {
                        Ok(_) => tracing::info!("mail handed to the SMTP server"),
                        Err(e) => tracing::error!(error = %e, "sending mail by SMTP failed"),
                    }
                });
            }
        }
        Ok(())
    }
}

/// Keeps every message in `dev_mailbox` instead of sending it.
pub struct DevMailbox {
    pool: PgPool,
}

impl DevMailbox {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[tonic::async_trait]
impl Mailer for DevMailbox {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        sqlx::query(
            "INSERT INTO dev_mailbox (id, to_address, subject, body) VALUES ($1, $2, $3, $4)",
        )
        .bind(Uuid::new_v4())
        .bind(&mail.to)
        .bind(&mail.subject)
        .bind(&mail.body)
        .execute(&self.pool)
        .await?;
        tracing::info!(subject = %mail.subject, "mail kept in the dev mailbox (no SMTP_URL)");
        Ok(())
    }
}

/// One message kept in a dev mailbox.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DevMailRow {
    pub id: Uuid,
    pub to_address: String,
    pub subject: String,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

/// The newest 200 messages kept in `pool`'s dev mailbox, optionally only those to `to`.
pub async fn list_dev_mail(pool: &PgPool, to: Option<&str>) -> sqlx::Result<Vec<DevMailRow>> {
    sqlx::query_as(
        "SELECT id, to_address, subject, body, created_at FROM dev_mailbox \
         WHERE ($1::text IS NULL OR lower(to_address) = lower($1)) \
         ORDER BY created_at DESC, id LIMIT 200",
    )
    .bind(to)
    .fetch_all(pool)
    .await
}
