import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { toQueryParams } from '@/lib/query-params';
import { getDocumented } from '@/lib/api-contract';

import type { SearchParams, SearchResponse } from '../types';

/**
 * The flat query of `GET /products/search`: lists as comma lists, flags only when true, except
 * `assemblyRequired`, where `false` ("no assembly needed") is a filter too.
 */
export function toSearchQueryParams({ assemblyRequired, ...params }: SearchParams): Record<string, string | number> {
  const query = toQueryParams(params);
  if (assemblyRequired !== undefined) query.assemblyRequired = String(assemblyRequired);
  return query;
}

/** `GET /products/search`: one page of results with facet counts (docs/web-contract.md, "Search"). */
export function searchProducts(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return getDocumented('/products/search', { params: toSearchQueryParams(params), signal });
}

export function searchProductsQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: ['products', 'search', toSearchQueryParams(params)],
    queryFn: ({ signal }) => searchProducts(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A blank term is never sent (customer spec §5).
    enabled: params.q.trim() !== '',
  });
}

export function useSearchProducts(params: SearchParams) {
  return useQuery(searchProductsQueryOptions(params));
}
