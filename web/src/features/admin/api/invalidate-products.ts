import type { QueryClient } from '@tanstack/react-query';

import { adminKeys } from './keys';

/**
 * After a product write: the management list and stats, the dashboard's product count and the
 * storefront's cached listings, product pages and searches (all under ['products']).
 */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.productsAll() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.productTotal() }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
