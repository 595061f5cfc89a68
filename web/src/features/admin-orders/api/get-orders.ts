import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';
import { ADMIN_QUERY_META } from '@/lib/admin/keys';

import { adminOrderKeys } from './order-keys';
import type { AdminOrderFilters, AdminOrderPage } from './order-types';

/** Rows per page of /admin/orders (the server allows 1-100). */
export const ORDERS_PAGE_SIZE = 20;

/**
 * `GET /api/orders?search&status&paymentState&page&limit` (admin): one page of every order, newest first.
 * `search` matches the order number, the customer's name or phone, case-insensitively.
 */
export function getAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal): Promise<AdminOrderPage> {
  return getDocumented('/api/orders', {
    params: {
      search: filters.search.trim(),
      status: filters.status,
      paymentState: filters.paymentState,
      page: filters.page,
      limit: ORDERS_PAGE_SIZE,
    },
    signal,
  });
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => getAdminOrders(filters, signal),
    meta: ADMIN_QUERY_META,
    placeholderData: keepPreviousData,
    // Orders change all day: a page shown again is fetched again (its cached copy shows meanwhile).
    staleTime: 0,
  });

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(adminOrdersQueryOptions(filters));
}
