import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** `GET /admin/products/stats` (admin): the stat cards' figures over the whole catalogue. */
export function getProductStats(signal?: AbortSignal): Promise<Schemas['ProductStats']> {
  return getDocumented('/admin/products/stats', { signal });
}

export const productStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.productStats(),
    queryFn: ({ signal }) => getProductStats(signal),
    meta: ADMIN_QUERY_META,
    staleTime: 30_000,
  });

export function useProductStats() {
  return useQuery(productStatsQueryOptions());
}
