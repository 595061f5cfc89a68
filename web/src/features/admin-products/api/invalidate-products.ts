import type { QueryClient } from '@tanstack/react-query';

import { adminKeys } from '@/lib/admin/keys';

/**
 * After a product write: the management list and stats, the dashboard's figures and the
 * storefront's cached listings, product pages and searches (all under ['products']).
 */
export function invalidateProducts(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.productsAll() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
