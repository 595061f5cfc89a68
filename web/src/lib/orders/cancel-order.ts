import { useMutation, useQueryClient } from '@tanstack/react-query';

import { putDocumented } from '@/lib/api-contract';

import type { Order } from '@/types/order';
import { orderKeys } from './keys';

export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully';
export const CANCEL_FAILED_MESSAGE = 'Failed to cancel order';

/**
 * `PUT /api/orders/{id}/cancel` (owner or admin) -> `{ order }`; 409 `not_cancellable`
 * 'Only pending orders can be cancelled'.
 */
export async function cancelOrder(orderId: string): Promise<Order> {
  // Only an ok status is needed (customer-side.md section 7); the lists are reloaded anyway.
  return (await putDocumented('/api/orders/{id}/cancel', { pathParams: { id: orderId } })).order;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
