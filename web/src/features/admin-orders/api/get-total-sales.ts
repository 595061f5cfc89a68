import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type ResponseOf } from '@/lib/api-contract';
import { ADMIN_QUERY_META } from '@/lib/admin/keys';

import { adminOrderKeys } from './order-keys';

/** `GET /api/orders/total-sales` (admin): the totals of every order not cancelled. */
export function getTotalSales(signal?: AbortSignal): Promise<ResponseOf<'/api/orders/total-sales', 'get'>> {
  return getDocumented('/api/orders/total-sales', { signal });
}

export const totalSalesQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.totalSales(),
    queryFn: ({ signal }) => getTotalSales(signal),
    meta: ADMIN_QUERY_META,
    staleTime: 30_000,
  });

export function useTotalSales() {
  return useQuery(totalSalesQueryOptions());
}
