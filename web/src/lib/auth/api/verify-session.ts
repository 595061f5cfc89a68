import { getDocumented } from '@/lib/api-contract';

import type { User } from '@/types/user';

/**
 * `GET /auth/verify` with the stored bearer token -> `{ user }`, the role being the server's
 * current one. The AuthProvider calls it on load and to refresh the user.
 */
export async function verifySession(signal?: AbortSignal): Promise<User> {
  return (await getDocumented('/auth/verify', { signal })).user;
}
