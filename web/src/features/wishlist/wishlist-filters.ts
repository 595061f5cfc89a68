import type { WishlistItem } from '@/types/wishlist';

/** customer-side.md section 2, "Wishlist": sort newest, oldest, price-low, price-high, name. */
export const WISHLIST_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A to Z' },
] as const;

export type WishlistSort = (typeof WISHLIST_SORTS)[number]['value'];

export type WishlistFilters = {
  /** Matched against the name and the category, ignoring case. */
  search: string;
  /** A top-level category ('Living Room'), or '' for all. */
  category: string;
  sort: WishlistSort;
};

export const DEFAULT_WISHLIST_FILTERS: WishlistFilters = { search: '', category: '', sort: 'newest' };

export function isWishlistSort(value: string): value is WishlistSort {
  return WISHLIST_SORTS.some((sort) => sort.value === value);
}

/** 'Living Room - Sofas' -> 'Living Room' (the part before ' - ' is the category). */
export function topCategory(category: string): string {
  return category.split(' - ')[0]?.trim() ?? '';
}

/** The categories of the saved items, once each, A to Z. */
export function wishlistCategories(items: WishlistItem[]): string[] {
  const names = new Set(items.map((item) => topCategory(item.category)).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b));
}

function addedTime(item: WishlistItem): number {
  const time = Date.parse(item.addedAt);
  return Number.isNaN(time) ? 0 : time;
}

const COMPARE: Record<WishlistSort, (a: WishlistItem, b: WishlistItem) => number> = {
  newest: (a, b) => addedTime(b) - addedTime(a),
  oldest: (a, b) => addedTime(a) - addedTime(b),
  'price-low': (a, b) => a.price - b.price,
  'price-high': (a, b) => b.price - a.price,
  name: (a, b) => a.name.localeCompare(b.name),
};

/** The items that match the search and the category, in the chosen order. */
export function filterWishlist(items: WishlistItem[], { search, category, sort }: WishlistFilters): WishlistItem[] {
  const term = search.trim().toLowerCase();
  return items
    .filter((item) => category === '' || topCategory(item.category) === category)
    .filter((item) => term === '' || item.name.toLowerCase().includes(term) || item.category.toLowerCase().includes(term))
    .sort(COMPARE[sort]);
}
