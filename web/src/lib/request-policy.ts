/**
 * How long the API client waits for an answer, how often it tries, and how long it pauses
 * between tries (admin-side.md sections 7 and 9, "Shared request behaviour" and "Timeouts and
 * tries"). The client (`api-client.ts`) is the only user; nothing else retries a request.
 */

export type RequestPolicy = {
  /** How long one try may take before it is aborted. */
  timeoutMs: number;
  /** How many tries in all (1 = no retry). */
  attempts: number;
};

/** Section 9: development 10 s and 2 tries, staging 12 s and 2, production 15 s and 3. */
export const REQUEST_POLICIES = {
  development: { timeoutMs: 10_000, attempts: 2 },
  staging: { timeoutMs: 12_000, attempts: 2 },
  production: { timeoutMs: 15_000, attempts: 3 },
} as const satisfies Record<string, RequestPolicy>;

/**
 * The policy of a Vite mode (`import.meta.env.MODE`). Vitest's `test` mode tries once with
 * production's timeout, so a screen's test sees each answer it scripts exactly once; the
 * policies themselves are tested with fake timers (`request-policy.test.ts`,
 * `api-client.test.ts`).
 */
export function requestPolicyFor(mode: string): RequestPolicy {
  if (mode === 'development' || mode === 'staging' || mode === 'production') return REQUEST_POLICIES[mode];
  return { timeoutMs: REQUEST_POLICIES.production.timeoutMs, attempts: 1 };
}

/** This build's policy. */
export const REQUEST_POLICY: RequestPolicy = requestPolicyFor(import.meta.env.MODE);

/** The pause after failed try number `attempt` (0-based): 2^attempt seconds (1 s, 2 s, 4 s...). */
export function backoffMs(attempt: number): number {
  return 1000 * 2 ** attempt;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * Whether a request may be sent again after an unknown outcome: idempotent methods, and any
 * request carrying an `Idempotency-Key` (the server answers a repeat with the first result).
 * A plain POST or PATCH is never repeated by the client.
 */
export function isRepeatable(method: string, headers: Record<string, string>): boolean {
  if (IDEMPOTENT_METHODS.has(method.toUpperCase())) return true;
  return Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
}

/** Whether a failed try is worth another: a server failure (5xx), a timeout or no answer; never a 4xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500;
}

/** Catalogue texts (admin-side.md section 8; customer-side.md section 8). */
export const TIMEOUT_MESSAGE = 'Request timeout - please try again';
/** A timeout on the last of several tries. */
export const FINAL_TIMEOUT_MESSAGE = 'Request timeout - please check your connection';
/** No answer at all on any of several tries. */
export const RETRIES_EXHAUSTED_MESSAGE = 'Request failed after multiple attempts';
export const NETWORK_ERROR_MESSAGE = 'Network error';
