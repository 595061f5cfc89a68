//! Login throttling (issues 12 and 20): every sign-in attempt takes a slot BEFORE the password
//! is checked, atomically, under three limits per window:
//! - one account from one address (`LOGIN_MAX_FAILURES`),
//! - one account from anywhere (`LOGIN_MAX_FAILURES_PER_ACCOUNT`),
//! - one address across every account (`LOGIN_MAX_FAILURES_PER_ADDRESS`).
//!
//! The two account limits refuse: when one is used up the password is not checked. The
//! address limit does not: many shoppers share one address behind a carrier's NAT, and one
//! sprayer among them must not lock the others out. An attempt from an address past its limit
//! is still checked under the account limits; a right password signs in, and a failure
//! (wrong password or unknown account, alike) answers 429 instead of 401.
//!
//! A failure keeps its slots; a successful sign-in gives its slots back (and forgets the
//! account's failures from that address); an attempt the auth service could not judge (it was
//! down) gives its slots back too. So the limits count failed guesses, yet a burst of parallel
//! guesses can never get more than an account limit past the check: the slot is taken first.
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
    /// The production limits, the configuration's defaults: 5 failures per account and
    /// address, 20 per account, 50 per address, per 15 minutes.
    pub const DEFAULT: Self = Self {
        per_account_and_address: 5,
        per_account: 20,
        per_address: 50,
        window: Duration::from_secs(900),
    };

    fn in_order(&self) -> [u32; 3] {
        [
            self.per_account_and_address,
            self.per_account,
            self.per_address,
        ]
    }
}

/// Refuses (`refused`) when one of the account limits (KEYS[1], KEYS[2]) is used up; otherwise
/// takes a slot under all three limits and answers whether the address (KEYS[3]) was already
/// past its own (`past_address`) or not (`within`). Atomic: Redis runs a script alone.
const RESERVE: &str = r"
for i = 1, 2 do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[i + 1]) then return 'refused' end
end
local past = tonumber(redis.call('GET', KEYS[3]) or '0') >= tonumber(ARGV[4])
for i = 1, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[1]) end
end
if past then return 'past_address' end
return 'within'
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
    past_address_limit: bool,
}

impl Attempt {
    /// The address had used up its failures when this attempt began: a failure answers 429
    /// (a right password still signs in).
    pub fn past_address_limit(&self) -> bool {
        self.past_address_limit
    }
}

/// What the counters said to one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reservation {
    /// An account limit is used up (or the local fallback is full): not checked.
    Refused,
    /// Slots taken; `past_address_limit` as in [`Attempt::past_address_limit`].
    Taken { past_address_limit: bool },
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
        let (backend, reservation) = match invocation.invoke_async::<String>(&mut conn).await {
            Ok(answer) => (Backend::Redis, Reservation::from_script(&answer)),
            Err(e) => {
                tracing::warn!(error = %e, "login limiter: Redis unreachable, counting in this process");
                let reservation = self
                    .local
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .reserve(
                        &keys,
                        self.limits.in_order(),
                        self.limits.window,
                        Instant::now(),
                    );
                (Backend::Local, reservation)
            }
        };
        match reservation {
            Reservation::Refused => {
                tracing::info!(?backend, "sign-in refused: too many failed attempts");
                None
            }
            Reservation::Taken { past_address_limit } => {
                if past_address_limit {
                    tracing::info!(
                        ?backend,
                        "sign-in checked past the address's limit: a failure answers 429"
                    );
                }
                Some(Attempt {
                    keys,
                    backend,
                    past_address_limit,
                })
            }
        }
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

impl Reservation {
    /// The answer of [`RESERVE`]; anything unexpected refuses (never fail open).
    fn from_script(answer: &str) -> Self {
        match answer {
            "within" => Self::Taken {
                past_address_limit: false,
            },
            "past_address" => Self::Taken {
                past_address_limit: true,
            },
            _ => Self::Refused,
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

    /// The same decision as [`RESERVE`].
    fn reserve(
        &mut self,
        keys: &[String; 3],
        limits: [u32; 3],
        window: Duration,
        now: Instant,
    ) -> Reservation {
        if self.counts.len() >= LOCAL_PRUNE_AT {
            self.counts.retain(|_, (_, expires)| *expires > now);
        }
        if self.counts.len() + keys.len() > LOCAL_HARD_CAP {
            return Reservation::Refused;
        }
        if keys[..2]
            .iter()
            .zip(limits)
            .any(|(key, limit)| self.used(key, now) >= limit)
        {
            return Reservation::Refused;
        }
        let past_address_limit = self.used(&keys[2], now) >= limits[2];
        for key in keys {
            let entry = self.counts.entry(key.clone()).or_insert((0, now + window));
            if entry.1 <= now {
                *entry = (0, now + window);
            }
            entry.0 += 1;
        }
        Reservation::Taken { past_address_limit }
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

    const WITHIN: Reservation = Reservation::Taken {
        past_address_limit: false,
    };
    const PAST_ADDRESS: Reservation = Reservation::Taken {
        past_address_limit: true,
    };

    #[test]
    fn the_local_fallback_refuses_on_the_account_limits_only() {
        let mut local = LocalCounters::default();
        let window = Duration::from_secs(60);
        let now = Instant::now();
        let limits = [3, 5, 4];
        let a = keys("a@x", "a", "ip1");
        for attempt in 1..=3 {
            assert_eq!(local.reserve(&a, limits, window, now), WITHIN, "{attempt}");
        }
        assert_eq!(
            local.reserve(&a, limits, window, now),
            Reservation::Refused,
            "the pair's limit"
        );
        // Another account from the same address: the address's fourth failure is within its
        // limit, the fifth is past it, yet still taken (the password will be checked).
        let b = keys("b@x", "b", "ip1");
        assert_eq!(local.reserve(&b, limits, window, now), WITHIN);
        assert_eq!(local.reserve(&b, limits, window, now), PAST_ADDRESS);
        let c = keys("c@x", "c", "ip1");
        assert_eq!(local.reserve(&c, limits, window, now), PAST_ADDRESS);
        // Past the address's limit the pair's limit still refuses.
        assert_eq!(local.reserve(&c, limits, window, now), PAST_ADDRESS);
        assert_eq!(local.reserve(&c, limits, window, now), PAST_ADDRESS);
        assert_eq!(
            local.reserve(&c, limits, window, now),
            Reservation::Refused,
            "the pair's limit, past the address's"
        );
        // The account's limit, from fresh addresses.
        assert_eq!(
            local.reserve(&keys("c@y", "c", "ip2"), limits, window, now),
            WITHIN
        );
        assert_eq!(
            local.reserve(&keys("c@z", "c", "ip3"), limits, window, now),
            WITHIN
        );
        assert_eq!(
            local.reserve(&keys("c@w", "c", "ip4"), limits, window, now),
            Reservation::Refused,
            "the account's limit"
        );
        // A refused attempt took nothing: another address may still try account b.
        let b2 = keys("b@y", "b", "ip2");
        assert_eq!(local.reserve(&b2, limits, window, now), WITHIN);
        // A success gives its slots back and forgets the pair.
        local.release(&b2, true, now);
        assert_eq!(local.used("b@y", now), 0);
        assert_eq!(local.used("b", now), 2);
        // The window ends.
        assert_eq!(local.reserve(&a, limits, window, now + window), WITHIN);
        assert_eq!(local.reserve(&c, limits, window, now + window), WITHIN);
    }

    const LIMITS: LoginLimits = LoginLimits {
        per_account_and_address: 3,
        per_account: 5,
        per_address: 4,
        window: Duration::from_secs(60),
    };

    /// The rule through a whole limiter, on whichever backend `expected` names: an address past
    /// its limit still gets its attempts checked, a right password there gives its slots back,
    /// and the account limits refuse, a parallel burst included.
    async fn address_limit_refuses_nobody(limiter: LoginLimiter, expected: Backend) {
        let ip = "41.90.64.10";
        for i in 0..LIMITS.per_address {
            let attempt = limiter
                .reserve(&format!("sprayed{i}@x"), ip)
                .await
                .expect("within every limit");
            assert_eq!(attempt.backend, expected);
            assert!(!attempt.past_address_limit(), "failure {i}");
        }
        // The address has used up its failures: a neighbour's attempt is still checked, and
        // their right password gives the slots back.
        let neighbour = limiter
            .reserve("neighbour@x", ip)
            .await
            .expect("the address limit refuses nobody");
        assert_eq!(neighbour.backend, expected);
        assert!(neighbour.past_address_limit());
        limiter.succeeded(neighbour).await;
        let again = limiter.reserve("neighbour@x", ip).await.expect("again");
        assert!(again.past_address_limit(), "the address is still past it");
        limiter.succeeded(again).await;

        // One account guessed at from that address, all at once: the pair's limit holds.
        let mut burst = tokio::task::JoinSet::new();
        for _ in 0..10 {
            let limiter = limiter.clone();
            burst.spawn(async move { limiter.reserve("victim@x", ip).await });
        }
        let taken: Vec<Attempt> = burst.join_all().await.into_iter().flatten().collect();
        assert_eq!(taken.len(), LIMITS.per_account_and_address as usize);
        assert!(taken.iter().all(Attempt::past_address_limit));
        drop(taken); // failures
        assert!(
            limiter.reserve("victim@x", ip).await.is_none(),
            "the pair's limit refuses before the password is checked"
        );
        // From elsewhere the account has two failures left under its own limit.
        for other in ["10.0.0.1", "10.0.0.2"] {
            let attempt = limiter.reserve("victim@x", other).await.expect(other);
            assert!(!attempt.past_address_limit());
        }
        assert!(
            limiter.reserve("victim@x", "10.0.0.3").await.is_none(),
            "the account's limit refuses from anywhere"
        );
    }

    #[tokio::test]
    async fn in_redis_the_address_limit_refuses_nobody_and_the_account_limits_still_do() {
        let redis = shop_common::testing::TestRedis::start().await;
        let prefix = format!("unit:{}", uuid::Uuid::new_v4().simple());
        let limiter = LoginLimiter::new(&redis.url(), &prefix, LIMITS).unwrap();
        address_limit_refuses_nobody(limiter, Backend::Redis).await;
        let mut conn = redis::Client::open(redis.url())
            .unwrap()
            .get_multiplexed_async_connection()
            .await
            .unwrap();
        let used: u32 = redis::cmd("GET")
            .arg(format!("{prefix}:login:address:41.90.64.10"))
            .query_async(&mut conn)
            .await
            .unwrap();
        // The sprayed failures and the burst's; the neighbour's successes gave theirs back.
        assert_eq!(used, LIMITS.per_address + LIMITS.per_account_and_address);
    }

    #[tokio::test]
    async fn without_redis_the_address_limit_refuses_nobody_and_the_account_limits_still_do() {
        let limiter = LoginLimiter::new("redis://127.0.0.1:1", "unit", LIMITS).unwrap();
        address_limit_refuses_nobody(limiter, Backend::Local).await;
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
