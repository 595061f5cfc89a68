//! Login throttling (auth issue): after `max_failures` failed sign-ins for one account from one
//! address within `window`, further attempts get 429 until the window ends. Counters live in
//! Redis so every gateway replica shares them; if Redis is unreachable sign-in still works (the
//! limiter fails open and logs it) rather than locking every shopper out.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};

#[derive(Clone)]
pub struct LoginLimiter {
    conn: ConnectionManager,
    prefix: String,
    pub max_failures: u32,
    pub window: Duration,
}

impl LoginLimiter {
    pub fn new(
        redis_url: &str,
        prefix: &str,
        max_failures: u32,
        window: Duration,
    ) -> anyhow::Result<Self> {
        let client = redis::Client::open(redis_url)
            .map_err(|e| anyhow::anyhow!("REDIS_URL {redis_url:?} is invalid: {e}"))?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_millis(250)))
            .set_response_timeout(Some(Duration::from_millis(250)))
            .set_number_of_retries(1);
        Ok(Self {
            conn: ConnectionManager::new_lazy_with_config(client, config)?,
            prefix: prefix.to_owned(),
            max_failures,
            window,
        })
    }

    fn key(&self, email: &str, address: &str) -> String {
        format!(
            "{}:login:{}:{address}",
            self.prefix,
            email.trim().to_lowercase()
        )
    }

    /// Whether this account and address have used up their failures.
    pub async fn is_blocked(&self, email: &str, address: &str) -> bool {
        let mut conn = self.conn.clone();
        let count: redis::RedisResult<Option<u32>> = redis::cmd("GET")
            .arg(self.key(email, address))
            .query_async(&mut conn)
            .await;
        match count {
            Ok(count) => count.unwrap_or(0) >= self.max_failures,
            Err(e) => {
                tracing::warn!(error = %e, "login limiter unavailable, allowing the attempt");
                false
            }
        }
    }

    /// Counts a failed sign-in; the window starts at the first failure.
    pub async fn record_failure(&self, email: &str, address: &str) {
        let mut conn = self.conn.clone();
        let key = self.key(email, address);
        let result: redis::RedisResult<()> = redis::pipe()
            .atomic()
            .cmd("SET")
            .arg(&key)
            .arg(0)
            .arg("EX")
            .arg(self.window.as_secs().max(1))
            .arg("NX")
            .ignore()
            .cmd("INCR")
            .arg(&key)
            .ignore()
            .query_async(&mut conn)
            .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not count a failed sign-in");
        }
    }

    /// A successful sign-in clears the account's failures from that address.
    pub async fn clear(&self, email: &str, address: &str) {
        let mut conn = self.conn.clone();
        let result: redis::RedisResult<()> = redis::cmd("DEL")
            .arg(self.key(email, address))
            .query_async(&mut conn)
            .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, "could not clear sign-in failures");
        }
    }
}

/// The caller's address: the socket's peer, or, behind a trusted proxy (nginx, the ingress),
/// the `X-Real-IP` it sets.
pub fn client_address(parts: &Parts, trust_proxy: bool) -> String {
    if trust_proxy
        && let Some(ip) = parts
            .headers
            .get("x-real-ip")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<IpAddr>().ok())
    {
        return ip.to_string();
    }
    parts
        .extensions
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| addr.ip().to_string())
        .unwrap_or_else(|| "unknown".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(real_ip: Option<&str>, peer: Option<SocketAddr>) -> Parts {
        let mut builder = axum::http::Request::builder();
        if let Some(ip) = real_ip {
            builder = builder.header("x-real-ip", ip);
        }
        let mut parts = builder.body(()).unwrap().into_parts().0;
        if let Some(peer) = peer {
            parts.extensions.insert(ConnectInfo(peer));
        }
        parts
    }

    #[test]
    fn the_proxy_header_counts_only_when_trusted() {
        let peer: SocketAddr = "10.0.0.5:4000".parse().unwrap();
        assert_eq!(
            client_address(&parts(Some("41.90.1.2"), Some(peer)), true),
            "41.90.1.2"
        );
        assert_eq!(
            client_address(&parts(Some("41.90.1.2"), Some(peer)), false),
            "10.0.0.5"
        );
        assert_eq!(
            client_address(&parts(Some("not-an-ip"), Some(peer)), true),
            "10.0.0.5"
        );
        assert_eq!(client_address(&parts(None, None), false), "unknown");
    }
}
