import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { ProductDetail } from '@/types/product';

/** `GET /products/{id}`: one product with up to 8 related products. Unknown id -> 404. */
export function getProduct(id: number | string): Promise<ProductDetail> {
  if (id === '' || id === undefined || id === null) return Promise.reject(new Error('Product ID is required'));
  // The document's id is a number; a text that is not one is the gateway's 400 to give.
  return getDocumented('/products/{id}', { pathParams: { id: Number(id) } });
}

export function productQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: ['products', 'detail', String(id)],
    queryFn: () => getProduct(id),
    enabled: String(id) !== '',
  });
}

export function useProduct(id: number | string) {
  return useQuery(productQueryOptions(id));
}
