import { FALLBACK_CATEGORIES } from '@/config/categories';

import { useCategories } from './get-categories';

export type CategoryListEntry = {
  slug: string;
  name: string;
  /** Unknown while the built-in list stands in for the server's. */
  productCount?: number;
  subcategories: { slug: string; name: string; productCount?: number }[];
};

/**
 * The 9 categories from `GET /categories`, or the built-in list while it loads or when it
 * fails (customer spec §7), so filters and chips always have something to show.
 */
export function useCategoryList(): { categories: CategoryListEntry[]; isFallback: boolean; isPending: boolean } {
  const query = useCategories();
  if (query.data && query.data.length > 0) return { categories: query.data, isFallback: false, isPending: false };
  return { categories: FALLBACK_CATEGORIES, isFallback: true, isPending: query.isPending };
}
