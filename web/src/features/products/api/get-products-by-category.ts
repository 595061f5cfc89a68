import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { CategoryProductsParams, ProductList } from '@/types/product';
import { toQueryParams } from '@/lib/query-params';

/**
 * `GET /products/category/{category}`: one category's (or subcategory's) products.
 * An unknown slug answers 404 `category_not_found`.
 */
export function getProductsByCategory(category: string, params: CategoryProductsParams = {}): Promise<ProductList> {
  if (!category) return Promise.reject(new Error('Category is required'));
  return getDocumented('/products/category/{category}', { pathParams: { category }, params: toQueryParams(params) });
}

export function productsByCategoryQueryOptions(category: string, params: CategoryProductsParams = {}) {
  return queryOptions({
    queryKey: ['products', 'category', category, toQueryParams(params)],
    queryFn: () => getProductsByCategory(category, params),
    placeholderData: keepPreviousData,
    enabled: category !== '',
  });
}

export function useProductsByCategory(category: string, params: CategoryProductsParams = {}) {
  return useQuery(productsByCategoryQueryOptions(category, params));
}
