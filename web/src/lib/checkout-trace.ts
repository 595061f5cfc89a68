/**
 * The W3C `traceparent` of one checkout: placing the order and paying for it are separate
 * requests, and sending the same trace context with both makes them (and everything the services
 * do for them, down to the M-Pesa callback) one trace for the shop's operators. Kept in
 * sessionStorage per scope, so a reload in the middle of a checkout stays in its trace. It
 * carries no personal data: random ids only.
 */

const STORAGE_PREFIX = 'samani.trace.';

function hex(bytes: number): string {
  const values = new Uint8Array(bytes);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(values);
  } else {
    for (let i = 0; i < bytes; i += 1) values[i] = Math.floor(Math.random() * 256);
  }
  // An all-zero id is invalid in W3C trace context.
  if (values.every((v) => v === 0)) values[0] = 1;
  return Array.from(values, (v) => v.toString(16).padStart(2, '0')).join('');
}

/** A fresh `traceparent`: version 00, a new trace id, a new parent id, sampled. */
export function newTraceparent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}

/** The trace context of `scope` ('checkout', 'checkout:<order id>'), made on first use. */
export function traceparentFor(scope: string): string {
  try {
    const stored = sessionStorage.getItem(STORAGE_PREFIX + scope);
    if (stored && /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/.test(stored)) return stored;
    const fresh = newTraceparent();
    sessionStorage.setItem(STORAGE_PREFIX + scope, fresh);
    return fresh;
  } catch {
    return newTraceparent();
  }
}

/** Files `from`'s trace under `to` (the placed order's id), so paying continues it. */
export function moveTrace(from: string, to: string): void {
  try {
    const value = sessionStorage.getItem(STORAGE_PREFIX + from);
    sessionStorage.removeItem(STORAGE_PREFIX + from);
    if (value) sessionStorage.setItem(STORAGE_PREFIX + to, value);
  } catch {
    // Nothing kept: paying starts a trace of its own.
  }
}
