import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { Product } from '@/types/product';

/** `GET /products/featured?limit`: the Sponsored row on the home page. */
export function getFeaturedProducts(limit = 8): Promise<Product[]> {
  return getDocumented('/products/featured', { params: { limit } });
}

export function featuredProductsQueryOptions(limit = 8) {
  return queryOptions({
    queryKey: ['products', 'featured', limit],
    queryFn: () => getFeaturedProducts(limit),
  });
}

export function useFeaturedProducts(limit = 8) {
  return useQuery(featuredProductsQueryOptions(limit));
}
