import type { QueryParamsFor, Schemas } from '@/lib/api-contract';

/*
 * A product exactly as the gateway returns it: the published contract's types
 * (docs/openapi.json, via lib/api-contract), so a screen cannot read a field the gateway
 * does not send.
 */

/** The badges the shop shows; the document's `badge` is any string or null. */
export type ProductBadge = 'SALE' | 'NEW' | 'BESTSELLER';

/** `original_price` / `originalPrice` (the search-page variant's name) are null when not on sale. */
export type Product = Schemas['Product'];

export type ProductDetail = Schemas['ProductDetail'];

export type Pagination = Schemas['Pagination'];

export type ProductList = Schemas['ProductPage'];

type ListQuery = QueryParamsFor<'/products', 'get'>;

export type ProductSort = NonNullable<ListQuery['sort']>;

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc', 'rating'] as const satisfies readonly ProductSort[];

/**
 * Query of `GET /products`, as the document names it; every field optional, absent means "not
 * filtered". `tags` is a list here, sent as the document's comma list (api/query-params).
 */
export type ProductListParams = Omit<ListQuery, 'tags'> & { tags?: string[] };

/** Query of `GET /products/category/{category}`. */
export type CategoryProductsParams = QueryParamsFor<'/products/category/{category}', 'get'>;

export type PriceRange = Schemas['PriceRangeJson'];
