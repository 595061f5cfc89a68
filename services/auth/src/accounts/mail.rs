//! Auth's mail: the password-reset message, sent through the shop's one mailer
//! (`shop_common::mail`: SMTP when `SMTP_URL` is set, else the dev mailbox in auth's schema).

use std::sync::Arc;

use secrecy::ExposeSecret;
use sqlx::PgPool;

pub use shop_common::mail::{DevMailbox, Mail, Mailer};

use super::config::Config;

/// The mailer `config` asks for: SMTP when `SMTP_URL` is set (delivered in the background, so
/// the answer's timing does not tell whether an account exists), else the dev mailbox.
pub fn from_config(pool: PgPool, config: &Config) -> anyhow::Result<Arc<dyn Mailer>> {
    shop_common::mail::from_config(
        pool,
        config.smtp_url.as_ref().map(|url| url.expose_secret()),
        &config.mail_from,
        shop_common::mail::Delivery::Detached,
    )
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
