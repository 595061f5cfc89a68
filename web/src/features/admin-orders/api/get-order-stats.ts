import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type ResponseOf } from '@/lib/api-contract';
import { ADMIN_QUERY_META } from '@/lib/admin/keys';

import { adminOrderKeys } from './order-keys';

/** `GET /api/orders/stats` (admin): read here for `totalOrders`, every order whatever the filters. */
export function getOrderStats(signal?: AbortSignal): Promise<ResponseOf<'/api/orders/stats', 'get'>> {
  return getDocumented('/api/orders/stats', { signal });
}

export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.stats(),
    queryFn: ({ signal }) => getOrderStats(signal),
    meta: ADMIN_QUERY_META,
    staleTime: 30_000,
  });

export function useOrderStats() {
  return useQuery(orderStatsQueryOptions());
}
