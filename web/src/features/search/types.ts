import type { Product, ProductSort } from '@/features/products/types';

/** `GET /products/search` sort values; `relevance` is the default and exists only here. */
export type SearchSort = 'relevance' | ProductSort;

export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating'];

/** Query of `GET /products/search` (docs/web-contract.md, "Search"); absent means "not filtered". */
export type SearchParams = {
  q: string;
  page?: number;
  limit?: number;
  sort?: SearchSort;
  /** Category or subcategory slugs; a product matches any of them. */
  categories?: string[];
  materials?: string[];
  colors?: string[];
  brands?: string[];
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  onSale?: boolean;
  freeDelivery?: boolean;
  expressDelivery?: boolean;
  /** `false`: only products that need no assembly; `true`: only those that do. */
  assemblyRequired?: boolean;
  inStock?: boolean;
};

/** One choice of a facet and how many results it would give. */
export type FacetValue = { value: string; label: string; count: number };

export type SearchFacets = {
  /** The 9 categories, in taxonomy order. */
  categories: FacetValue[];
  /** Subcategories with results, most first. */
  subcategories: FacetValue[];
  materials: FacetValue[];
  colors: FacetValue[];
  brands: FacetValue[];
  freeDelivery: number;
  expressDelivery: number;
  assemblyNotRequired: number;
  inStock: number;
  onSale: number;
  featured: number;
  /** The price span of the results; null when there are none. */
  price: { min: number; max: number } | null;
};

/** The answer of `GET /products/search`. */
export type SearchResponse = {
  products: Product[];
  totalProducts: number;
  totalPages: number;
  page: number;
  limit: number;
  /** The query as received, trimmed. */
  query: string;
  /** What was searched after typo correction ("sofa" for "sfoa"); null when found as typed. */
  correctedQuery: string | null;
  /** Up to 5 searches built from the results. */
  relatedSearches: string[];
  facets: SearchFacets;
};

/** A category or subcategory suggested under the header search. */
export type CategorySuggestion = {
  slug: string;
  name: string;
  /** The parent category's name for a subcategory ("Living Room"); null or '' for a category. */
  parentName: string | null;
  count: number;
};

export type Suggestions = { products: Product[]; categories: CategorySuggestion[] };
