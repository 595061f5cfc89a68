import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { orderSchema, type Order } from '../types';
import { ORDER_QUERY_META, orderKeys } from './keys';

const ordersAnswerSchema = z.union([z.array(orderSchema), z.object({ orders: z.array(orderSchema) }).transform((answer) => answer.orders)]);

function placedAt(order: Order): number {
  const time = Date.parse(order.created_at);
  return Number.isNaN(time) ? 0 : time;
}

/** `GET /api/orders/user/{userId}` (that user or an admin): the orders, newest first. */
export async function getUserOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const orders = ordersAnswerSchema.parse(await api.get(`/api/orders/user/${encodeURIComponent(userId)}`, { signal }));
  return [...orders].sort((a, b) => placedAt(b) - placedAt(a));
}

export function userOrdersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: orderKeys.user(userId),
    queryFn: ({ signal }) => getUserOrders(userId, signal),
    meta: ORDER_QUERY_META,
    enabled: userId !== '',
  });
}

export function useUserOrders(userId: string | undefined) {
  return useQuery(userOrdersQueryOptions(userId ?? ''));
}
