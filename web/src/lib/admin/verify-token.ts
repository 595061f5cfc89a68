import { queryOptions, useQuery } from '@tanstack/react-query';

import type { User } from '@/types/user';
import { getDocumented } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from './keys';

/**
 * `GET /users/verify-token` with `token` as the bearer -> `{ user }` (the server's current
 * role); 401 when the token is expired, revoked or not one of ours.
 */
export async function verifyToken(token: string, signal?: AbortSignal): Promise<User> {
  const answer = await getDocumented('/users/verify-token', { headers: { Authorization: `Bearer ${token}` }, signal });
  return answer.user;
}

export const verifyTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: adminKeys.verifyToken(token),
    queryFn: ({ signal }) => verifyToken(token ?? '', signal),
    meta: ADMIN_QUERY_META,
    staleTime: 60_000,
  });

/** Asks the server about `token`; `enabled: false` leaves it to the Verify button. */
export function useVerifyToken(token: string | null, options: { enabled: boolean }) {
  return useQuery({ ...verifyTokenQueryOptions(token), enabled: options.enabled && token !== null });
}
