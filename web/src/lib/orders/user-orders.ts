import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumented } from '@/lib/api-contract';

import type { Order } from '@/types/order';
import { ORDER_LIVE, ORDER_QUERY_META, orderKeys } from '@/lib/orders/keys';

function placedAt(order: Order): number {
  const time = Date.parse(order.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** `GET /api/orders/user/{userId}` (that user or an admin): the orders, newest first. */
export async function getUserOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const orders = await getDocumented('/api/orders/user/{user_id}', { pathParams: { user_id: userId }, signal });
  return [...orders].sort((a, b) => placedAt(b) - placedAt(a));
}

export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: orderKeys.user(userId),
    queryFn: ({ signal }) => getUserOrders(userId, signal),
    meta: ORDER_QUERY_META,
    enabled: userId !== '',
    ...ORDER_LIVE,
  });
}

export function useUserOrders(userId: string | undefined) {
  return useQuery(userOrdersQueryOptions(userId ?? ''));
}
