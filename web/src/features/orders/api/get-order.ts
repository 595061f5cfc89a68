import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { orderSchema, type Order } from '../types';
import { ORDER_QUERY_META, orderKeys } from './keys';

/** Some answers wrap the order as `{ order }`; both shapes are read. */
export function parseOrderAnswer(answer: unknown): Order {
  const wrapped = answer && typeof answer === 'object' && 'order' in answer ? (answer as { order: unknown }).order : answer;
  return orderSchema.parse(wrapped);
}

/** `GET /api/orders/{id}` (owner or admin); the id may be the UUID or the order number. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return parseOrderAnswer(await api.get(`/api/orders/${encodeURIComponent(orderId)}`, { signal }));
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: ORDER_QUERY_META,
    enabled: orderId !== '',
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
