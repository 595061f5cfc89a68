import { useQueries } from '@tanstack/react-query';

import { productsQueryOptions } from './get-products';

/**
 * One photo per category for category tiles: the first image of the category's best-rated
 * product (`GET /products?category=&limit=1&sort=rating`, one cached call per category).
 */
export function useCategoryCovers(slugs: string[]): Record<string, string | undefined> {
  return useQueries({
    queries: slugs.map((slug) => ({
      ...productsQueryOptions({ category: slug, limit: 1, sort: 'rating' }),
      staleTime: 15 * 60 * 1000,
    })),
    combine: (results) =>
      Object.fromEntries(slugs.map((slug, index) => [slug, results[index]?.data?.products[0]?.images[0]])),
  });
}
