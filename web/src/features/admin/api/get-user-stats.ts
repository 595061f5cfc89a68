import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';

const userStatsSchema = z.object({
  totalUsers: z.number(),
  admins: z.number().optional(),
  customers: z.number().optional(),
});

export type UserStats = z.infer<typeof userStatsSchema>;

/** `GET /api/users/stats` (admin) -> `{ totalUsers, admins, customers }`. */
export async function getUserStats(): Promise<UserStats> {
  return userStatsSchema.parse(await api.get('/api/users/stats'));
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.userStats(), queryFn: getUserStats, meta: ADMIN_QUERY_META, staleTime: 30_000 });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
