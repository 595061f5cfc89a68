import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumented } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** `GET /users/total-users` (admin) -> `{ totalUsers }`. */
export async function getTotalUsers(): Promise<number> {
  return (await getDocumented('/users/total-users')).totalUsers;
}

export const totalUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.totalUsers(), queryFn: getTotalUsers, meta: ADMIN_QUERY_META });

export function useTotalUsers(options: { enabled: boolean }) {
  return useQuery({ ...totalUsersQueryOptions(), enabled: options.enabled });
}
