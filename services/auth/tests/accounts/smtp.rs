//! Reset mail by SMTP: the service configured with `SMTP_URL` hands the message to a mail
//! server (here a minimal one on a loopback port) instead of the dev mailbox.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "test code: a helper fails its test by panicking, as a #[test] function may"
)]

use std::time::Duration;

use secrecy::SecretString;
use shop_auth::testing::{self, TestAuth};
use shop_proto::auth::v1 as pb;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// A plain-text SMTP server that accepts everything and passes on each message's envelope
/// recipient and data.
async fn fake_smtp_server() -> (u16, mpsc::UnboundedReceiver<(String, String)>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = socket.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 fake ESMTP\r\n").await.unwrap();
                let mut recipient = String::new();
                while let Ok(Some(line)) = lines.next_line().await {
                    let command = line.to_ascii_uppercase();
                    let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO")
                    {
                        b"250 fake\r\n"
                    } else if command.starts_with("RCPT TO:") {
                        recipient = line[8..].trim_matches(['<', '>', ' ']).to_owned();
                        b"250 OK\r\n"
                    } else if command == "DATA" {
                        write.write_all(b"354 go ahead\r\n").await.unwrap();
                        let mut data = String::new();
                        while let Ok(Some(line)) = lines.next_line().await {
                            if line == "." {
                                break;
                            }
                            data.push_str(&line);
                            data.push('\n');
                        }
                        let _ = tx.send((recipient.clone(), data));
                        b"250 queued\r\n"
                    } else if command == "QUIT" {
                        write.write_all(b"221 bye\r\n").await.unwrap();
                        break;
                    } else {
                        b"250 OK\r\n"
                    };
                    write.write_all(reply).await.unwrap();
                }
            });
        }
    });
    (port, rx)
}

/// Undoes quoted-printable soft line breaks and escapes of `=`.
fn unfold(data: &str) -> String {
    data.replace("=\n", "").replace("=3D", "=")
}

#[tokio::test]
async fn reset_mail_goes_to_the_smtp_server_when_one_is_configured() {
    let (port, mut received) = fake_smtp_server().await;
    let auth = TestAuth::start(shop_auth::Config {
        smtp_url: Some(SecretString::from(format!("smtp://127.0.0.1:{port}"))),
        mail_from: "Samani Furniture <no-reply@samanifurniture.co.ke>".to_owned(),
        ..testing::config()
    })
    .await;
    let mut client = auth.client().await;
    super::register(&mut client, "wanjiku@example.com", "old-secret").await;
    client
        .request_password_reset(pb::RequestPasswordResetRequest {
            email: "wanjiku@example.com".to_owned(),
            reset_base_url: "https://shop.example/reset-password".to_owned(),
        })
        .await
        .unwrap();

    let (recipient, data) = tokio::time::timeout(Duration::from_secs(10), received.recv())
        .await
        .expect("the mail arrives")
        .unwrap();
    assert_eq!(recipient, "wanjiku@example.com");
    let data = unfold(&data);
    assert!(
        data.contains("Subject: Reset your Samani Furniture password"),
        "{data}"
    );
    assert!(
        data.contains("From: \"Samani Furniture\" <no-reply@samanifurniture.co.ke>"),
        "{data}"
    );
    let (_, rest) = data
        .split_once("https://shop.example/reset-password?token=")
        .expect("the link is in the mail");
    let token: String = rest.chars().take_while(char::is_ascii_hexdigit).collect();
    assert_eq!(token.len(), 64);

    // Nothing was kept in the dev mailbox, and the link works.
    let kept = client
        .list_dev_mail(testing::as_admin(pb::ListDevMailRequest {
            to: String::new(),
        }))
        .await
        .unwrap()
        .into_inner()
        .messages;
    assert!(kept.is_empty());
    client
        .reset_password(pb::ResetPasswordRequest {
            token,
            new_password: "new-secret".to_owned(),
        })
        .await
        .unwrap();
}

#[tokio::test]
async fn a_malformed_smtp_url_stops_start_up() {
    let pool = sqlx::postgres::PgPoolOptions::new()
        .connect_lazy("postgres://localhost/unused")
        .unwrap();
    let config = shop_auth::Config {
        smtp_url: Some(SecretString::from("gopher://mail.example.com")),
        ..testing::config()
    };
    let err = shop_auth::accounts::mail::from_config(pool, &config)
        .err()
        .expect("refused")
        .to_string();
    assert!(err.contains("SMTP_URL"), "{err}");
}
