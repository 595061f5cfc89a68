import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { userSchema, type User } from '@/features/auth/types';
import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';

export type RoleFilter = '' | 'user' | 'admin';

export type UserFilters = { search: string; role: RoleFilter };

/** `GET /users?search=&role=` (admin): search matches name or email, case-insensitively. */
export async function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<User[]> {
  const answer = await api.get('/users', { params: { search: filters.search.trim(), role: filters.role }, signal });
  return z.array(userSchema).parse(answer);
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
