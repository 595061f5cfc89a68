import { parsePositiveInt, parsePrice } from '@/lib/listing/url-values';
import { PRODUCT_SORTS, type CategoryProductsParams, type ProductListParams, type ProductSort } from '@/types/product';

/**
 * The listing's state as it lives in the URL (customer spec §2 "Product listing", §4 "Listing
 * filters"). Defaults are left out of the URL: page only when above 1, sort and limit only when
 * not the screen's default, booleans only when true.
 */
export type ListingState = {
  page: number;
  limit: number;
  sort: ProductSort;
  search: string;
  category: string;
  minPrice: number | null;
  maxPrice: number | null;
  featured: boolean;
  onSale: boolean;
};

export type ListingDefaults = { limit: number; sort: ProductSort };

export type ListingQueryOptions = { defaults: ListingDefaults };

/** The query keys the listing owns; everything else in the URL is left alone. */
const LISTING_KEYS = ['page', 'limit', 'sort', 'search', 'category', 'minPrice', 'maxPrice', 'featured', 'onSale'];

function isSort(raw: string | null): raw is ProductSort {
  return raw !== null && (PRODUCT_SORTS as readonly string[]).includes(raw);
}

export function readListingState(query: URLSearchParams, { defaults }: ListingQueryOptions): ListingState {
  const limit = parsePositiveInt(query.get('limit'));
  const sort = query.get('sort');
  return {
    page: parsePositiveInt(query.get('page')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : defaults.limit,
    sort: isSort(sort) ? sort : defaults.sort,
    search: (query.get('search') ?? '').trim(),
    category: query.get('category') ?? '',
    minPrice: parsePrice(query.get('minPrice')),
    maxPrice: parsePrice(query.get('maxPrice')),
    featured: query.get('featured') === 'true',
    onSale: query.get('onSale') === 'true',
  };
}

/**
 * Writes the state back into `current` (keeping keys the listing does not own), leaving
 * defaults out.
 */
export function writeListingState(
  state: ListingState,
  { defaults }: ListingQueryOptions,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of LISTING_KEYS) next.delete(key);
  if (state.search) next.set('search', state.search);
  if (state.category) next.set('category', state.category);
  if (state.minPrice !== null) next.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) next.set('maxPrice', String(state.maxPrice));
  if (state.featured) next.set('featured', 'true');
  if (state.onSale) next.set('onSale', 'true');
  if (state.sort !== defaults.sort) next.set('sort', state.sort);
  if (state.limit !== defaults.limit) next.set('limit', String(state.limit));
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/**
 * Applies a change. Changing anything but the page (a filter, the sort, the search) sends the
 * shopper back to page 1.
 */
export function applyListingChange(state: ListingState, change: Partial<ListingState>): ListingState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The listing state as `GET /products` parameters. */
export function toProductListParams(state: ListingState): ProductListParams {
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    search: state.search || undefined,
    category: state.category || undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    featured: state.featured || undefined,
    onSale: state.onSale || undefined,
  };
}

/** Whether any filter the shopper can remove is set (the search term included). */
export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.search !== '' ||
    state.category !== '' ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.featured ||
    state.onSale
  );
}

export const CLEARED_FILTERS: Pick<ListingState, 'search' | 'category' | 'minPrice' | 'maxPrice' | 'featured' | 'onSale'> = {
  search: '',
  category: '',
  minPrice: null,
  maxPrice: null,
  featured: false,
  onSale: false,
};

/** The listing state as `GET /products/category/{category}` parameters. */
export function toCategoryProductsParams(state: ListingState): CategoryProductsParams {
  const { search: _search, category: _category, ...params } = toProductListParams(state);
  return params;
}
