import type { ProductSort } from '@/types/product';
import type { QueryParamsFor, Schemas } from '@/lib/api-contract';

type SearchQuery = QueryParamsFor<'/products/search', 'get'>;

/**
 * `GET /products/search` sort values; `relevance` is the default and exists only here. The
 * document also takes the old `price-low` / `price-high`, which the URL state reads as aliases.
 */
export type SearchSort = 'relevance' | ProductSort;

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating'] as const satisfies readonly NonNullable<SearchQuery['sort']>[];

/**
 * Query of `GET /products/search` (docs/web-contract.md, "Search"), as the document names it;
 * absent means "not filtered". The lists are sent as the document's comma lists
 * (api/search-products). `assemblyRequired: false`: only products that need no assembly.
 */
export type SearchParams = Omit<SearchQuery, 'sort' | 'category' | 'tags' | ListKey> & {
  sort?: SearchSort;
} & { [K in ListKey]?: string[] };

/** Category or subcategory slugs (a product matches any of them), materials, colors, brands. */
type ListKey = 'categories' | 'materials' | 'colors' | 'brands';

/** One choice of a facet and how many results it would give. */
export type FacetValue = Schemas['FacetValueJson'];

/** The facet counts; `price` is the results' price span, null when there are none. */
export type SearchFacets = Schemas['FacetsJson'];

/** The answer of `GET /products/search`: `correctedQuery` is what was searched after typo correction. */
export type SearchResponse = Schemas['SearchPageJson'];

/** A category or subcategory suggested under the header search (`parentName` null or '' for a category). */
export type CategorySuggestion = Schemas['CategorySuggestionJson'];

export type Suggestions = Schemas['SuggestionsJson'];
