/**
 * `Idempotency-Key` for calls a shopper may repeat (placing an order, paying): the same request
 * sent again (a retry after a lost answer, a second click) carries the same key, so the server
 * answers what the first one did instead of doing it twice. A different request gets a new key.
 * Keys live in sessionStorage, so a reload in the middle of a checkout keeps them.
 */

const STORAGE_PREFIX = 'samani.idempotency.';

interface StoredKey {
  fingerprint: string;
  key: string;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function read(scope: string): StoredKey | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + scope);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredKey>;
    return typeof parsed.fingerprint === 'string' && typeof parsed.key === 'string'
      ? { fingerprint: parsed.fingerprint, key: parsed.key }
      : null;
  } catch {
    return null;
  }
}

/** The key for `request` in `scope` ('place-order', 'pay:SF...'): the stored one when the request is the same. */
export function idempotencyKeyFor(scope: string, request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const stored = read(scope);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = newKey();
  try {
    sessionStorage.setItem(STORAGE_PREFIX + scope, JSON.stringify({ fingerprint, key }));
  } catch {
    // Storage full or blocked: the key still protects this call and its automatic retries.
  }
  return key;
}

/** Forgets the scope's key once the server has answered for good. */
export function forgetIdempotencyKey(scope: string): void {
  try {
    sessionStorage.removeItem(STORAGE_PREFIX + scope);
  } catch {
    // Nothing to forget.
  }
}
