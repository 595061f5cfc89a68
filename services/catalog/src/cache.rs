//! Redis in front of PostgreSQL for the category list, hot listing pages and product details.
//!
//! Invalidation is by generation: every key embeds the current value of `{prefix}:gen`, read in
//! the same round trip as the value (a tiny Lua script), and a product change increments it
//! ([`Cache::invalidate_all`]), which orphans every cached answer at once; TTLs reclaim them.
//!
//! Redis is an optimisation, never a dependency: any error or timeout counts as a miss, and after
//! a failure the cache is skipped for [`BACKOFF`] so a dead Redis costs nothing per request.
//!
//! Every lookup is counted in `cache_requests_total{cache,result}`: `cache` is what the key
//! caches (its first segment: `product`, `list`, `count`, ...), `result` `hit` or `miss`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use shop_common::metrics::CACHE_REQUESTS;

/// What the catalog caches, by the first segment of the key (`product:12:4`).
const CACHES: &[&str] = &[
    "categories",
    "list",
    "count",
    "product",
    "featured",
    "new",
    "price-range",
];

/// The `cache` label of `key`: its first segment when it is one of [`CACHES`], else `other`.
fn cache_name(key: &str) -> &'static str {
    let first = key.split(':').next().unwrap_or_default();
    CACHES
        .iter()
        .find(|cache| **cache == first)
        .copied()
        .unwrap_or("other")
}

/// How long the cache is bypassed after a Redis failure.
pub const BACKOFF: Duration = Duration::from_secs(1);
const TIMEOUT: Duration = Duration::from_millis(250);

/// Returns `{generation, value-or-empty}`; a stored value always starts with `v`, so an empty
/// reply means a miss even for an empty payload.
const GET_SCRIPT: &str = r"
local gen = redis.call('GET', KEYS[1]) or '0'
local value = redis.call('GET', ARGV[1] .. gen .. ':' .. ARGV[2]) or ''
return {gen, value}
";

#[derive(Clone)]
pub struct Cache {
    inner: Option<Arc<Inner>>,
}

struct Inner {
    conn: ConnectionManager,
    prefix: String,
    script: redis::Script,
    started: Instant,
    /// Milliseconds since `started` before which Redis is not tried.
    skip_until_ms: AtomicU64,
    /// Set by any failure: an invalidation may have been missed, so the first successful
    /// contact afterwards starts a new generation before reading anything.
    dirty: AtomicBool,
}

/// A cache lookup: the value if present, and the generation to store a fresh value under.
pub struct Lookup {
    pub value: Option<Vec<u8>>,
    generation: Option<String>,
}

impl Cache {
    /// A cache on `url`. Connects lazily: a Redis that is down at start-up is not an error.
    pub fn new(url: &str, prefix: &str) -> anyhow::Result<Self> {
        // Every series from 0 on, so a rate is right from the first lookup.
        for cache in CACHES {
            for result in ["hit", "miss"] {
                metrics::counter!(CACHE_REQUESTS, "cache" => *cache, "result" => result)
                    .absolute(0);
            }
        }
        let client = redis::Client::open(url)
            .map_err(|e| anyhow::anyhow!("REDIS_URL {url:?} is invalid: {e}"))?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(TIMEOUT))
            .set_response_timeout(Some(TIMEOUT))
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(200));
        let conn = ConnectionManager::new_lazy_with_config(client, config)?;
        Ok(Self {
            inner: Some(Arc::new(Inner {
                conn,
                prefix: prefix.to_owned(),
                script: redis::Script::new(GET_SCRIPT),
                started: Instant::now(),
                skip_until_ms: AtomicU64::new(0),
                dirty: AtomicBool::new(false),
            })),
        })
    }

    /// A cache that never holds anything.
    pub fn disabled() -> Self {
        Self { inner: None }
    }

    /// Looks `key` up under the current generation, counting a hit or a miss.
    pub async fn get(&self, key: &str) -> Lookup {
        let lookup = self.lookup(key).await;
        let result = if lookup.value.is_some() {
            "hit"
        } else {
            "miss"
        };
        metrics::counter!(CACHE_REQUESTS, "cache" => cache_name(key), "result" => result)
            .increment(1);
        lookup
    }

    async fn lookup(&self, key: &str) -> Lookup {
        let miss = Lookup {
            value: None,
            generation: None,
        };
        let Some(inner) = self.available() else {
            return miss;
        };
        if inner.dirty.load(Ordering::Relaxed) {
            if !self.invalidate_all().await {
                return miss;
            }
            inner.dirty.store(false, Ordering::Relaxed);
        }
        let mut conn = inner.conn.clone();
        let result: redis::RedisResult<(String, Vec<u8>)> = inner
            .script
            .key(format!("{}:gen", inner.prefix))
            .arg(format!("{}:", inner.prefix))
            .arg(key)
            .invoke_async(&mut conn)
            .await;
        match result {
            Ok((generation, value)) => Lookup {
                value: value.strip_prefix(b"v").map(<[u8]>::to_vec),
                generation: Some(generation),
            },
            Err(e) => {
                inner.fail(&e);
                miss
            }
        }
    }

    /// Stores `value` for `key` under the generation `lookup` saw, for `ttl`. If a product
    /// changed in between, the value lands under the old generation and is never read.
    pub async fn put(&self, key: &str, lookup: &Lookup, value: &[u8], ttl: Duration) {
        let (Some(inner), Some(generation)) = (self.available(), &lookup.generation) else {
            return;
        };
        let mut stored = Vec::with_capacity(value.len() + 1);
        stored.push(b'v');
        stored.extend_from_slice(value);
        let mut conn = inner.conn.clone();
        let full_key = format!("{}:{generation}:{key}", inner.prefix);
        let result: redis::RedisResult<()> = redis::cmd("SET")
            .arg(full_key)
            .arg(stored)
            .arg("EX")
            .arg(ttl.as_secs().max(1))
            .query_async(&mut conn)
            .await;
        if let Err(e) = result {
            inner.fail(&e);
        }
    }

    /// Drops every cached answer by moving to a new generation. Tried even during a back-off:
    /// a missed invalidation would serve stale data once Redis is back.
    pub async fn invalidate_all(&self) -> bool {
        let Some(inner) = &self.inner else {
            return true;
        };
        let mut conn = inner.conn.clone();
        let result: redis::RedisResult<i64> = redis::cmd("INCR")
            .arg(format!("{}:gen", inner.prefix))
            .query_async(&mut conn)
            .await;
        match result {
            Ok(_) => true,
            Err(e) => {
                inner.fail(&e);
                false
            }
        }
    }

    fn available(&self) -> Option<&Inner> {
        let inner = self.inner.as_deref()?;
        let now = inner.started.elapsed().as_millis() as u64;
        (now >= inner.skip_until_ms.load(Ordering::Relaxed)).then_some(inner)
    }
}

impl Inner {
    fn fail(&self, error: &redis::RedisError) {
        self.dirty.store(true, Ordering::Relaxed);
        let until = self.started.elapsed() + BACKOFF;
        let previous = self
            .skip_until_ms
            .swap(until.as_millis() as u64, Ordering::Relaxed);
        // Log once per outage rather than once per request.
        if previous <= self.started.elapsed().as_millis() as u64 {
            tracing::warn!(%error, "Redis unavailable, serving from PostgreSQL");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::cache_name;

    #[test]
    fn the_cache_label_is_the_keys_first_segment_among_a_known_few() {
        assert_eq!(cache_name("categories"), "categories");
        assert_eq!(cache_name("product:12:4"), "product");
        assert_eq!(cache_name("list:ListingQuery { page: 1 }"), "list");
        assert_eq!(cache_name("price-range:Some(\"bedroom\")"), "price-range");
        assert_eq!(cache_name("something:else"), "other");
        assert_eq!(cache_name(""), "other");
    }
}
