import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/types/user';
import { getDocumented } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from './keys';

export type RoleFilter = '' | 'user' | 'admin';

export type UserFilters = { search: string; role: RoleFilter };

/** `GET /users?search=&role=` (admin): search matches name or email, case-insensitively. */
export function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<User[]> {
  return getDocumented('/users', { params: { search: filters.search.trim(), role: filters.role }, signal });
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
  });

export function useUsers(filters: UserFilters, options: { enabled: boolean }) {
  return useQuery({ ...usersQueryOptions(filters), enabled: options.enabled });
}
