import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from './keys';

export type UserStats = Schemas['UserStats'];

/** `GET /api/users/stats` (admin) -> `{ totalUsers, admins, customers }`. */
export function getUserStats(): Promise<UserStats> {
  return getDocumented('/api/users/stats');
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.userStats(), queryFn: getUserStats, meta: ADMIN_QUERY_META, staleTime: 30_000 });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
