import type { ProductView } from '@/components/ui/view-toggle';
import { parsePositiveInt, parsePrice } from '@/lib/listing/url-values';

import { SEARCH_SORTS, type SearchParams, type SearchSort } from './types';

export type SearchView = ProductView;

/**
 * The search page's state as it lives in the URL (customer spec §2 "Search results", §3
 * "Filters"; DECISIONS.md "Routes and links"). Defaults are left out of the URL: page only above
 * 1, sort only when not relevance, limit only when not 20, lists only when not empty, flags only
 * when set, view only when list.
 */
export type SearchState = {
  q: string;
  page: number;
  limit: number;
  sort: SearchSort;
  /** Category or subcategory slugs. */
  categories: string[];
  materials: string[];
  colors: string[];
  brands: string[];
  minPrice: number | null;
  maxPrice: number | null;
  freeDelivery: boolean;
  expressDelivery: boolean;
  /** `false`: no assembly needed; `true`: needs assembly; null: either. */
  assemblyRequired: boolean | null;
  inStock: boolean;
  onSale: boolean;
  view: SearchView;
};

export type SearchChange = Partial<SearchState>;

export const SEARCH_PAGE_SIZE = 20;
/** The most values the API takes in one list filter. */
const MAX_LIST_VALUES = 20;

const LIST_KEYS = ['categories', 'materials', 'colors', 'brands'] as const;
const FLAG_KEYS = ['freeDelivery', 'expressDelivery', 'inStock', 'onSale'] as const;

/** The query keys the search page owns; everything else in the URL is left alone. */
const SEARCH_KEYS = [
  'q',
  'page',
  'limit',
  'sort',
  'category',
  ...LIST_KEYS,
  'minPrice',
  'maxPrice',
  ...FLAG_KEYS,
  'assemblyRequired',
  'view',
];

/** The second page variant's sort names. */
const SORT_ALIASES = new Map<string, SearchSort>([
  ['price-low', 'price_asc'],
  ['price-high', 'price_desc'],
]);

export const DEFAULT_SEARCH_STATE: SearchState = {
  q: '',
  page: 1,
  limit: SEARCH_PAGE_SIZE,
  sort: 'relevance',
  categories: [],
  materials: [],
  colors: [],
  brands: [],
  minPrice: null,
  maxPrice: null,
  freeDelivery: false,
  expressDelivery: false,
  assemblyRequired: null,
  inStock: false,
  onSale: false,
  view: 'grid',
};

function readSort(raw: string | null): SearchSort {
  if (raw === null) return DEFAULT_SEARCH_STATE.sort;
  return SORT_ALIASES.get(raw) ?? SEARCH_SORTS.find((sort) => sort === raw) ?? DEFAULT_SEARCH_STATE.sort;
}

/** `Leather,Velvet` (possibly spread over repeated keys) -> ['Leather', 'Velvet'], without blanks or repeats. */
function readList(query: URLSearchParams, ...keys: string[]): string[] {
  const values = keys
    .flatMap((key) => query.getAll(key))
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, MAX_LIST_VALUES);
}

function readBoolean(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

export function readSearchState(query: URLSearchParams): SearchState {
  const limit = parsePositiveInt(query.get('limit'));
  return {
    q: (query.get('q') ?? '').trim(),
    page: parsePositiveInt(query.get('page')) ?? 1,
    limit: limit !== null && limit <= 100 ? limit : SEARCH_PAGE_SIZE,
    sort: readSort(query.get('sort')),
    // `category` (one slug, as /products takes it) joins the list.
    categories: readList(query, 'categories', 'category'),
    materials: readList(query, 'materials'),
    colors: readList(query, 'colors'),
    brands: readList(query, 'brands'),
    minPrice: parsePrice(query.get('minPrice')),
    maxPrice: parsePrice(query.get('maxPrice')),
    freeDelivery: query.get('freeDelivery') === 'true',
    expressDelivery: query.get('expressDelivery') === 'true',
    assemblyRequired: readBoolean(query.get('assemblyRequired')),
    inStock: query.get('inStock') === 'true',
    onSale: query.get('onSale') === 'true',
    view: query.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Writes the state into `current` (keeping keys the page does not own), leaving defaults out. */
export function writeSearchState(state: SearchState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of SEARCH_KEYS) next.delete(key);
  if (state.q) next.set('q', state.q);
  for (const key of LIST_KEYS) {
    if (state[key].length > 0) next.set(key, state[key].join(','));
  }
  if (state.minPrice !== null) next.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) next.set('maxPrice', String(state.maxPrice));
  if (state.freeDelivery) next.set('freeDelivery', 'true');
  if (state.expressDelivery) next.set('expressDelivery', 'true');
  if (state.assemblyRequired !== null) next.set('assemblyRequired', String(state.assemblyRequired));
  if (state.inStock) next.set('inStock', 'true');
  if (state.onSale) next.set('onSale', 'true');
  if (state.sort !== DEFAULT_SEARCH_STATE.sort) next.set('sort', state.sort);
  if (state.view !== DEFAULT_SEARCH_STATE.view) next.set('view', state.view);
  if (state.limit !== DEFAULT_SEARCH_STATE.limit) next.set('limit', String(state.limit));
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/**
 * Applies a change. Changing the search, a filter or the sort sends the shopper back to page 1;
 * switching between grid and list keeps the page.
 */
export function applySearchChange(state: SearchState, change: SearchChange): SearchState {
  const next = { ...state, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  if (!keepsPage) next.page = change.page ?? 1;
  return next;
}

/** The filters cleared ('Clear All'): the search, sort, view and page size stay. */
export const CLEARED_SEARCH_FILTERS = {
  categories: [],
  materials: [],
  colors: [],
  brands: [],
  minPrice: null,
  maxPrice: null,
  freeDelivery: false,
  expressDelivery: false,
  assemblyRequired: null,
  inStock: false,
  onSale: false,
} satisfies SearchChange;

/** Whether any filter is set (the search term, sort and view are not filters). */
export function hasActiveSearchFilters(state: SearchState): boolean {
  return (
    LIST_KEYS.some((key) => state[key].length > 0) ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    FLAG_KEYS.some((key) => state[key]) ||
    state.assemblyRequired !== null
  );
}

/** The URL query of a fresh search for `term` (related searches, quick terms), keeping the view. */
export function freshSearchQuery(term: string, view: SearchView = 'grid'): string {
  return writeSearchState({ ...DEFAULT_SEARCH_STATE, q: term.trim(), view }).toString();
}

/** The state as `GET /products/search` parameters (only meaningful with a search term). */
export function toSearchParams(state: SearchState): SearchParams {
  return {
    q: state.q,
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    categories: state.categories,
    materials: state.materials,
    colors: state.colors,
    brands: state.brands,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    freeDelivery: state.freeDelivery || undefined,
    expressDelivery: state.expressDelivery || undefined,
    assemblyRequired: state.assemblyRequired ?? undefined,
    inStock: state.inStock || undefined,
    onSale: state.onSale || undefined,
  };
}
