import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumented } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from './keys';

/** The catalogue's size: `GET /products?limit=1`, read from the pagination total. */
export async function getProductTotal(): Promise<number> {
  return (await getDocumented('/products', { params: { limit: 1 } })).pagination.total;
}

export const productTotalQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.productTotal(), queryFn: getProductTotal, meta: ADMIN_QUERY_META, staleTime: 30_000 });

export function useProductTotal() {
  return useQuery(productTotalQueryOptions());
}
