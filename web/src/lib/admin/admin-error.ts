import { isApiError } from '@/lib/api-client';

export type AdminErrorDescription = { message: string; hint?: string };

export const NO_TOKEN_MESSAGE = 'No authentication token found. Please log in.';

/** The admin screens' error texts (admin-side.md section 8). */
export function describeAdminError(error: unknown, hasToken: boolean): AdminErrorDescription {
  if (!hasToken) return { message: NO_TOKEN_MESSAGE };
  if (!isApiError(error)) return { message: error instanceof Error ? error.message : 'Request failed' };
  if (error.isNetworkError) {
    return { message: 'Network error: Unable to connect to server', hint: 'Check your connection and try again.' };
  }
  if (error.isTimeout) return { message: error.message, hint: 'The server may be slow or unavailable.' };
  if (error.status === 401) {
    return {
      message: `Authentication failed: ${error.message || 'Unauthorized'}`,
      hint: 'Your session token may have expired or been revoked. Sign in again to continue.',
    };
  }
  if (error.status === 403) {
    return {
      message: `Access denied: ${error.message || 'Insufficient privileges'}`,
      hint: 'This page needs an account with admin rights.',
    };
  }
  return { message: error.message || `Request failed with status ${error.status}` };
}
