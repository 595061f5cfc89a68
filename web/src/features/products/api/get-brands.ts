import { queryOptions, useQuery } from '@tanstack/react-query';

import { getProducts } from './get-products';

export type Brand = { name: string; productCount: number };

/** Pages of 100 read to collect the brands: enough for the whole demo catalogue. */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

/** Counts products per brand, sorted by name. */
export function countBrands(brands: (string | null)[]): Brand[] {
  const counts = new Map<string, number>();
  for (const brand of brands) {
    const name = brand?.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, productCount]) => ({ name, productCount }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The brands in the catalogue. The API has no brand list, so it is read from up to
 * 5 pages of 100 products (sorted by name, so the sample is spread over the catalogue).
 */
export async function getBrands(): Promise<{ brands: Brand[]; complete: boolean }> {
  const first = await getProducts({ limit: PAGE_SIZE, sort: 'name_asc' });
  const pages = Math.min(first.pagination.totalPages, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      getProducts({ limit: PAGE_SIZE, sort: 'name_asc', page: index + 2 }),
    ),
  );
  const products = [first, ...rest].flatMap((page) => page.products);
  return {
    brands: countBrands(products.map((product) => product.brand)),
    complete: first.pagination.totalPages <= MAX_PAGES,
  };
}

export function brandsQueryOptions() {
  return queryOptions({ queryKey: ['products', 'brands'], queryFn: getBrands, staleTime: 15 * 60 * 1000 });
}

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
