import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { RoleFilter } from '@/lib/admin/get-users';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

import { getDocumented, type Schemas } from '@/lib/api-contract';

export type Customer = Schemas['CustomerJson'];
export type CustomerPage = Schemas['CustomerPage'];

/** The page sizes the screen offers (the server allows 1 to 100). */
export const CUSTOMER_PAGE_SIZES = [20, 50, 100] as const;

export type CustomerQuery = { search: string; role: RoleFilter; page: number; limit: number };

/**
 * `GET /api/admin/customers?search&role&page&limit` (admin): one page of accounts, newest first,
 * searched by name, email or phone, each with its orders and what it spent.
 */
export function getCustomers(query: CustomerQuery, signal?: AbortSignal): Promise<CustomerPage> {
  return getDocumented('/api/admin/customers', {
    params: { search: query.search.trim(), role: query.role, page: query.page, limit: query.limit },
    signal,
  });
}

export const customersQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: adminKeys.customers(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomerQuery, options: { enabled: boolean }) {
  return useQuery({ ...customersQueryOptions(query), enabled: options.enabled });
}
