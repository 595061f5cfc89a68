import { priceRangeLabel, SORT_LABELS, type FilterTag } from '@/lib/listing/listing-options';

import type { SearchChange, SearchState } from './search-query';
import type { SearchSort } from './types';

/** The search page's sort choices, labelled for people; the URL and the API use the keys. */
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { relevance: 'Relevance', ...SORT_LABELS };

/** Offered on 'Start your search' (customer spec §2 "Search results"). */
export const QUICK_SEARCH_TERMS = ['Sofa', 'Dining Table', 'Office Chair', 'Bedroom'];

export const SEARCH_FAILED_MESSAGE = 'Failed to search products. Please try again later.';
export const SEARCH_LOAD_FAILED_MESSAGE = 'Failed to load search results. Please try again later.';

/** The label of each toggle filter, as the sidebar and the tags show it. */
export const FLAG_LABELS = {
  freeDelivery: 'Free delivery',
  expressDelivery: 'Express delivery',
  noAssembly: 'Assembly not required',
  inStock: 'In stock',
  onSale: 'On sale',
} as const;

function without(list: string[], value: string): string[] {
  return list.filter((item) => item !== value);
}

/** One removable tag per active filter, in the order the sidebar shows them. */
export function searchFilterTags(state: SearchState, categoryName: (slug: string) => string): FilterTag<SearchChange>[] {
  const tags: FilterTag<SearchChange>[] = [];
  for (const slug of state.categories) {
    tags.push({ key: `category:${slug}`, label: categoryName(slug), clear: { categories: without(state.categories, slug) } });
  }
  const price = priceRangeLabel(state.minPrice, state.maxPrice);
  if (price) tags.push({ key: 'price', label: price, clear: { minPrice: null, maxPrice: null } });
  for (const value of state.materials) {
    tags.push({ key: `material:${value}`, label: value, clear: { materials: without(state.materials, value) } });
  }
  for (const value of state.colors) {
    tags.push({ key: `color:${value}`, label: value, clear: { colors: without(state.colors, value) } });
  }
  for (const value of state.brands) {
    tags.push({ key: `brand:${value}`, label: value, clear: { brands: without(state.brands, value) } });
  }
  if (state.freeDelivery) tags.push({ key: 'freeDelivery', label: FLAG_LABELS.freeDelivery, clear: { freeDelivery: false } });
  if (state.expressDelivery) {
    tags.push({ key: 'expressDelivery', label: FLAG_LABELS.expressDelivery, clear: { expressDelivery: false } });
  }
  if (state.assemblyRequired !== null) {
    const label = state.assemblyRequired ? 'Assembly required' : FLAG_LABELS.noAssembly;
    tags.push({ key: 'assemblyRequired', label, clear: { assemblyRequired: null } });
  }
  if (state.inStock) tags.push({ key: 'inStock', label: FLAG_LABELS.inStock, clear: { inStock: false } });
  if (state.onSale) tags.push({ key: 'onSale', label: FLAG_LABELS.onSale, clear: { onSale: false } });
  return tags;
}
