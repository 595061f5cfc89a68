import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';
import type { AdminProductQuery } from './product-types';

/** The management screen's page size (admin-side.md section 9). */
export const ADMIN_PAGE_SIZE = 12;

/**
 * `GET /admin/products` (admin): one page of the catalogue, searched, filtered and sorted by the
 * server, so the screen stays fast at 100,000 products.
 */
export function getAdminProducts(query: AdminProductQuery, signal?: AbortSignal): Promise<Schemas['ProductPage']> {
  return getDocumented('/admin/products', { params: { ...query, search: query.search.trim() }, signal });
}

export const adminProductsQueryOptions = (query: AdminProductQuery) =>
  queryOptions({
    queryKey: adminKeys.products(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    meta: ADMIN_QUERY_META,
    // While the next page or filter loads, and when the API is offline, the last answer stays.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useAdminProducts(query: AdminProductQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
