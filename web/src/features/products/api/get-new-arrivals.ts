import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import type { Product } from '../types';

/** `GET /products/new-arrivals?limit`: newest products first. */
export function getNewArrivals(limit = 8): Promise<Product[]> {
  return api.get<Product[]>('/products/new-arrivals', { params: { limit } });
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
