import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

/** The published contract's types (docs/openapi.json), so the menu cannot drift from the API. */
export type Subcategory = Schemas['SubcategoryJson'];

export type Category = Schemas['CategoryJson'];

/** `GET /categories`: the 9 categories in the spec's order, each with its subcategories. */
export function getCategories(): Promise<Category[]> {
  return getDocumented('/categories');
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: getCategories,
    // The spec caches the category list for 15 minutes.
    staleTime: 15 * 60 * 1000,
    gcTime: 30 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
