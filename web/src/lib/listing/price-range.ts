import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { PriceRange } from '@/types/product';

/** What the spec falls back to when the range cannot be loaded. */
export const FALLBACK_PRICE_RANGE: PriceRange = { min: 0, max: 500000 };

/** `GET /products/price-range?category`: cheapest and dearest price, optionally in one category. */
export async function getPriceRange(category?: string): Promise<PriceRange> {
  try {
    return await getDocumented('/products/price-range', { params: category ? { category } : {} });
  } catch {
    return FALLBACK_PRICE_RANGE;
  }
}

export function priceRangeQueryOptions(category?: string) {
  return queryOptions({
    queryKey: ['products', 'price-range', category ?? ''],
    queryFn: () => getPriceRange(category),
    staleTime: 15 * 60 * 1000,
  });
}

export function usePriceRange(category?: string) {
  return useQuery(priceRangeQueryOptions(category));
}
