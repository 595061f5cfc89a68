import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { ProductList, ProductListParams } from '@/types/product';
import { toQueryParams } from '@/lib/query-params';

/** `GET /products`: the paged, filtered, sorted catalogue. */
export function getProducts(params: ProductListParams): Promise<ProductList> {
  return getDocumented('/products', { params: toQueryParams(params) });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['products', 'list', toQueryParams(params)],
    queryFn: () => getProducts(params),
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}
