import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { Product } from '@/types/product';

/** `GET /products/new-arrivals?limit`: newest products first. */
export function getNewArrivals(limit = 8): Promise<Product[]> {
  return getDocumented('/products/new-arrivals', { params: { limit } });
}

export function newArrivalsQueryOptions(limit = 8) {
  return queryOptions({
    queryKey: ['products', 'new-arrivals', limit],
    queryFn: () => getNewArrivals(limit),
  });
}

export function useNewArrivals(limit = 8) {
  return useQuery(newArrivalsQueryOptions(limit));
}
