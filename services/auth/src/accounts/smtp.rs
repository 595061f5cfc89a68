//! Sending mail by SMTP (lettre over tokio and rustls), chosen when `SMTP_URL` is set.
//!
//! The message is built (and its addresses checked) before the call answers; the delivery
//! itself runs in the background, so a slow mail server neither holds up the caller nor lets
//! the answer's timing tell whether an account exists. Failed deliveries are logged.

use std::time::Duration;

use lettre::message::Mailbox;
use lettre::message::header::ContentType;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::error::Error;
use super::mail::{Mail, Mailer};

pub struct Smtp {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Smtp {
    /// `url`: `smtps://user:pass@host:465` (TLS), `smtp://user:pass@host:587?tls=required`
    /// (STARTTLS), or `smtp://host:port` (no TLS: a relay on the same machine only).
    pub fn new(url: &str, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| anyhow::anyhow!("SMTP_URL is invalid: {e}"))?
            .timeout(Some(Duration::from_secs(30)))
            .build();
        let from = from
            .parse()
            .map_err(|e| anyhow::anyhow!("MAIL_FROM={from:?} is not a mail address: {e}"))?;
        Ok(Self { transport, from })
    }
}

#[tonic::async_trait]
impl Mailer for Smtp {
    async fn send(&self, mail: Mail) -> Result<(), Error> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| Error::unexpected("addressing a mail", e))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body)
            .map_err(|e| Error::unexpected("building a mail", e))?;
        let transport = self.transport.clone();
        tokio::spawn(async move {
            match transport.send(message).await {
                Ok(_) => tracing::info!("mail handed to the SMTP server"),
                Err(e) => tracing::error!(error = %e, "sending mail by SMTP failed"),
            }
        });
        Ok(())
    }
}
