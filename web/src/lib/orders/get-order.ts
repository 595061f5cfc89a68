import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented } from '@/lib/api-contract';

import type { Order } from '@/types/order';
import { ORDER_LIVE, ORDER_QUERY_META, orderKeys } from './keys';

/** `GET /api/orders/{id}` (owner or admin); the id may be the UUID or the order number. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return getDocumented('/api/orders/{id}', { pathParams: { id: orderId }, signal });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: ORDER_QUERY_META,
    enabled: orderId !== '',
  });
}

/** The order page's read: fresh each time it is shown (`ORDER_LIVE`). */
export function useOrder(orderId: string) {
  return useQuery({ ...orderQueryOptions(orderId), ...ORDER_LIVE });
}
