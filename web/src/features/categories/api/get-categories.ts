import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type Subcategory = { slug: string; name: string; productCount: number };

export type Category = {
  slug: string;
  name: string;
  productCount: number;
  subcategories: Subcategory[];
};

/** `GET /categories`: the 9 categories in the spec's order, each with its subcategories. */
export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/categories');
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
