import { isApiError } from '@/lib/api-client';

import { decodeTokenClaims } from './token-claims';

/** admin-side.md section 4, "Token status" (a failed check that says nothing is `unknown`). */
export type TokenStatus = 'valid' | 'invalid' | 'expired' | 'missing' | 'unknown';

export const TOKEN_STATUS_LABELS: Record<TokenStatus, string> = {
  valid: 'Valid',
  invalid: 'Invalid',
  expired: 'Expired',
  missing: 'Missing',
  unknown: 'Unknown',
};

export const TOKEN_STATUS_MESSAGES: Record<TokenStatus, string> = {
  valid: 'The server accepts your session token.',
  invalid: 'The server rejected your session token. Please log in again.',
  expired: 'Your session token has expired. Please log in again.',
  missing: 'No authentication token found. Please log in.',
  unknown: 'The token could not be checked right now.',
};

/**
 * What can be told without the server: no token is `missing`, a past `exp` is `expired`.
 * Null means only the server can tell.
 */
export function localTokenStatus(token: string | null, now: Date = new Date()): TokenStatus | null {
  if (!token) return 'missing';
  const expiresAt = decodeTokenClaims(token)?.expiresAt;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The server's verdict: accepted is valid, 401 is invalid, anything else (offline, 5xx) unknown. */
export function serverTokenStatus(result: { ok: true } | { ok: false; error: unknown }): TokenStatus {
  if (result.ok) return 'valid';
  return isApiError(result.error) && result.error.status === 401 ? 'invalid' : 'unknown';
}
