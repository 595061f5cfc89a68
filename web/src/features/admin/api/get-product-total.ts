import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';

const productPageSchema = z.object({ pagination: z.object({ total: z.number() }) });

/** The catalogue's size: `GET /products?limit=1`, read from the pagination total. */
export async function getProductTotal(): Promise<number> {
  return productPageSchema.parse(await api.get('/products', { params: { limit: 1 } })).pagination.total;
}

export const productTotalQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.productTotal(), queryFn: getProductTotal, meta: ADMIN_QUERY_META, staleTime: 30_000 });

export function useProductTotal() {
  return useQuery(productTotalQueryOptions());
}
