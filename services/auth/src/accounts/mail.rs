//! Outgoing mail behind one small trait: the dev mailbox (a table a developer reads through the
//! gateway's `/dev/mailbox`) when no SMTP server is configured, SMTP otherwise.

use std::sync::Arc;

use secrecy::ExposeSecret;
use sqlx::PgPool;
use uuid::Uuid;

use super::config::Config;
use super::error::Error;
use super::smtp::Smtp;

/// One plain-text message to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

#[tonic::async_trait]
pub trait Mailer: Send + Sync + 'static {
    async fn send(&self, mail: Mail) -> Result<(), Error>;
}

/// The mailer `config` asks for: SMTP when `SMTP_URL` is set, else the dev mailbox.
pub fn from_config(pool: PgPool, config: &Config) -> anyhow::Result<Arc<dyn Mailer>> {
    match &config.smtp_url {
        None => Ok(Arc::new(DevMailbox::new(pool))),
        Some(url) => Ok(Arc::new(Smtp::new(url.expose_secret(), &config.mail_from)?)),
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
    async fn send(&self, mail: Mail) -> Result<(), Error> {
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

pub const RESET_SUBJECT: &str = "Reset your Samani Furniture password";

/// The password-reset message (customer spec: Forgot password).
pub fn reset_mail(to: &str, name: &str, link: &str, valid_minutes: u64) -> Mail {
    Mail {
        to: to.to_owned(),
        subject: RESET_SUBJECT.to_owned(),
        body: format!(
            "Hello {name},\n\n\
             Someone asked to reset the password of your Samani Furniture account. \
             To choose a new password, open this link within {valid_minutes} minutes:\n\n\
             {link}\n\n\
             If it was not you, ignore this message: your password stays as it is.\n\n\
             Samani Furniture\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reset_mail_carries_the_link_and_its_validity() {
        let mail = reset_mail(
            "wanjiku@example.co.ke",
            "Wanjiku",
            "https://shop.example/reset-password?token=ab",
            30,
        );
        assert_eq!(mail.subject, "Reset your Samani Furniture password");
        assert!(
            mail.body
                .contains("https://shop.example/reset-password?token=ab\n")
        );
        assert!(mail.body.contains("30 minutes"));
        assert!(mail.body.starts_with("Hello Wanjiku,"));
    }
}
