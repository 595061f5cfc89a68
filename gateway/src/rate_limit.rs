//! Login throttling (issue 12): every sign-in attempt takes a slot BEFORE the password is
//! checked, atomically, under three limits per window:
//! - one account from one address (`LOGIN_MAX_FAILURES`),
//! - one account from anywhere (`LOGIN_MAX_FAILURES_PER_ACCOUNT`),
//! - one address across every account (`LOGIN_MAX_FAILURES_PER_ADDRESS`).
//!
//! A wrong password keeps its slot; a successful sign-in gives its slots back (and forgets the
//! account's failures from that address); an attempt the auth service could not judge (it was
//! down) gives its slots back too. So the limits count failed guesses, yet a burst of parallel
//! guesses can never get more than the limit past the check: the slot is taken first.
//!
//! Counters live in Redis (one Lua script per attempt) so every gateway replica shares them.
//! When Redis cannot be reached the same counting runs in this process instead (logged at
//! warn level): the limits still hold, per replica, and sign-in keeps working. It never fails
//! open.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ConnectInfo;
use axum::http::request::Parts;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};

/// The three limits and their window (see the module's documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginLimits {
    pub per_account_and_address: u32,
    pub per_account: u32,
    pub per_address: u32,
    pub window: Duration,
}

impl LoginLimits {
    fn in_order(&self) -> [u32; 3] {
        [
            self.per_account_and_address,
            self.per_account,
            self.per_address,
        ]
    }
}

/// Takes a slot under every limit, or none when one of them is used up (then answers the
/// 1-based index of that limit). Atomic: Redis runs a script alone.
const RESERVE: &str = r"
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[i + 1]) then return i end
end
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
end
return 0
";

/// Gives the slots back; with ARGV[1] = '1' the first counter (account and address) is
/// forgotten altogether.
const RELEASE: &str = r"
for i = 1, #KEYS do
  if i == 1 and ARGV[1] == '1' then
    redis.call('DEL', KEYS[1])
  elseif tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then
    redis.call('DECR', KEYS[i])
  end
end
return 0
";

/// Entries the local fallback keeps before it drops expired ones; beyond [`LOCAL_HARD_CAP`]
/// of live ones it refuses attempts (fail closed) rather than grow without bound.
const LOCAL_PRUNE_AT: usize = 50_000;
const LOCAL_HARD_CAP: usize = 200_000;

#[derive(Clone)]
pub struct LoginLimiter {
    conn: ConnectionManager,
    reserve: Arc<redis::Script>,
    release: Arc<redis::Script>,
    prefix: String,
    pub limits: LoginLimits,
    local: Arc<Mutex<LocalCounters>>,
}

/// Where an attempt's slots were taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Backend {
    Redis,
    Local,
}

/// The slots one sign-in attempt holds. Dropping it without [`LoginLimiter::succeeded`] or
/// [`LoginLimiter::not_judged`] leaves it counted as a failure.
#[derive(Debug)]
#[must_use]
pub struct Attempt {
    keys: [String; 3],
    backend: Backend,
}

impl LoginLimiter {
    pub fn new(redis_url: &str, prefix: &str, limits: LoginLimits) -> anyhow::Result<Self> {
        let client = redis::Client::open(redis_url)
            .map_err(|e| anyhow::anyhow!("REDIS_URL {redis_url:?} is invalid: {e}"))?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_millis(250)))
            .set_response_timeout(Some(Duration::from_millis(250)))
            .set_number_of_retries(1);
        Ok(Self {
            conn: ConnectionManager::new_lazy_with_config(client, config)?,
            reserve: Arc::new(redis::Script::new(RESERVE)),
            release: Arc::new(redis::Script::new(RELEASE)),
            prefix: prefix.to_owned(),
            limits,
            local: Arc::new(Mutex::new(LocalCounters::default())),
        })
    }

    fn keys(&self, email: &str, address: &str) -> [String; 3] {
        // Bounded: the auth service refuses anything longer than an address can be, and the
        // attempt's slot is given back then, but the key is built before it answers.
        let email: String = email
            .trim()
            .to_lowercase()
            .chars()
            .take(shop_common::validate::MAX_EMAIL_LEN + 1)
            .collect();
        let prefix = &self.prefix;
        [
            format!("{prefix}:login:pair:{email}:{address}"),
            format!("{prefix}:login:account:{email}"),
            format!("{prefix}:login:address:{address}"),
        ]
    }

    /// Takes a slot for one sign-in attempt of `email` from `address`, before the password is
    /// checked; `None` when a limit is used up (the caller answers 429).
    pub async fn reserve(&self, email: &str, address: &str) -> Option<Attempt> {
        let keys = self.keys(email, address);
        let window_ms = u64::try_from(self.limits.window.as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        let mut invocation = self.reserve.prepare_invoke();
        for key in &keys {
            invocation.key(key);
        }
        invocation.arg(window_ms);
        for limit in self.limits.in_order() {
            invocation.arg(limit);
        }
        let mut conn = self.conn.clone();
        let backend = match invocation.invoke_async::<u32>(&mut conn).await {
            Ok(0) => Backend::Redis,
            Ok(limit) => {
                tracing::info!(limit, "sign-in refused: too many failed attempts");
                return None;
            }
            Err(e) => {
                tracing::warn!(error = %e, "login limiter: Redis unreachable, counting in this process");
                let now = Instant::now();
                let taken = self
                    .local
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .reserve(&keys, self.limits.in_order(), self.limits.window, now);
                if !taken {
                    tracing::info!("sign-in refused: too many failed attempts (local count)");
                    return None;
                }
                Backend::Local
            }
        };
        Some(Attempt { keys, backend })
    }

    /// The password was right: the slots go back and the account's failures from that address
    /// are forgotten.
    pub async fn succeeded(&self, attempt: Attempt) {
        self.give_back(attempt, true).await;
    }

    /// The attempt was not judged (the auth service failed): its slots go back.
    pub async fn not_judged(&self, attempt: Attempt) {
        self.give_back(attempt, false).await;
    }

    async fn give_back(&self, attempt: Attempt, forget_pair: bool) {
        match attempt.backend {
            Backend::Local => self
                .local
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .release(&attempt.keys, forget_pair, Instant::now()),
            Backend::Redis => {
                let mut invocation = self.release.prepare_invoke();
                for key in &attempt.keys {
                    invocation.key(key);
                }
                invocation.arg(if forget_pair { "1" } else { "0" });
                let mut conn = self.conn.clone();
                if let Err(e) = invocation.invoke_async::<u32>(&mut conn).await {
                    // The slot stays taken until the window ends: stricter, never looser.
                    tracing::warn!(error = %e, "login limiter: could not give a slot back");
                }
            }
        }
    }
}

/// The in-process stand-in for Redis's counters while Redis is unreachable.
#[derive(Default)]
struct LocalCounters {
    counts: HashMap<String, (u32, Instant)>,
}

impl LocalCounters {
    fn used(&self, key: &str, now: Instant) -> u32 {
        match self.counts.get(key) {
            Some(&(count, expires)) if expires > now => count,
            _ => 0,
        }
    }

    fn reserve(
        &mut self,
        keys: &[String; 3],
        limits: [u32; 3],
        window: Duration,
        now: Instant,
    ) -> bool {
        if self.counts.len() >= LOCAL_PRUNE_AT {
            self.counts.retain(|_, (_, expires)| *expires > now);
        }
        if self.counts.len() + keys.len() > LOCAL_HARD_CAP {
            return false;
        }
        if keys
            .iter()
            .zip(limits)
            .any(|(key, limit)| self.used(key, now) >= limit)
        {
            return false;
        }
        for key in keys {
            let entry = self.counts.entry(key.clone()).or_insert((0, now + window));
            if entry.1 <= now {
                *entry = (0, now + window);
            }
            entry.0 += 1;
        }
        true
    }

    fn release(&mut self, keys: &[String; 3], forget_pair: bool, now: Instant) {
        for (i, key) in keys.iter().enumerate() {
            if i == 0 && forget_pair {
                self.counts.remove(key);
            } else if let Some(entry) = self.counts.get_mut(key)
                && entry.1 > now
            {
                entry.0 = entry.0.saturating_sub(1);
            }
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

    fn keys(pair: &str, account: &str, address: &str) -> [String; 3] {
        [pair.to_owned(), account.to_owned(), address.to_owned()]
    }

    #[test]
    fn the_local_fallback_counts_like_the_script() {
        let mut local = LocalCounters::default();
        let window = Duration::from_secs(60);
        let now = Instant::now();
        let limits = [3, 5, 4];
        let a = keys("a@x", "a", "ip1");
        for attempt in 1..=3 {
            assert!(local.reserve(&a, limits, window, now), "attempt {attempt}");
        }
        assert!(!local.reserve(&a, limits, window, now), "the pair's limit");
        // Another account from the same address: the address limit (4) is one away.
        let b = keys("b@x", "b", "ip1");
        assert!(local.reserve(&b, limits, window, now));
        assert!(
            !local.reserve(&b, limits, window, now),
            "the address's limit"
        );
        // A refused attempt took nothing: another address may still try account b.
        let b2 = keys("b@y", "b", "ip2");
        assert!(local.reserve(&b2, limits, window, now));
        // A success gives its slots back and forgets the pair.
        local.release(&b2, true, now);
        assert_eq!(local.used("b@y", now), 0);
        assert_eq!(local.used("b", now), 1);
        // The window ends.
        assert!(local.reserve(&a, limits, window, now + window));
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
