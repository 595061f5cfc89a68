import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';
import type { ProductStats } from './product-types';

/** `GET /admin/products/stats` (admin): the stat cards' figures over the whole catalogue. */
export function getProductStats(signal?: AbortSignal): Promise<ProductStats> {
  return api.get<ProductStats>('/admin/products/stats', { signal });
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
