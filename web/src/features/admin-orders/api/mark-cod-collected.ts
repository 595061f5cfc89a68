import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/lib/orders/keys';
import { postDocumented } from '@/lib/api-contract';
import { adminKeys } from '@/lib/admin/keys';

import { adminOrderKeys } from './order-keys';
import type { AdminOrder } from './order-types';

export const COD_COLLECTED_MESSAGE = 'Cash marked as collected';
export const COD_COLLECT_FAILED_MESSAGE = 'Failed to mark the cash as collected';

/**
 * `POST /api/orders/{id}/cod-collected` (admin) -> `{ order }`: the cash of a cash-on-delivery
 * order was collected; again answers the order unchanged; 409 for another method or a cancelled
 * order.
 */
export async function markCodCollected(id: string): Promise<AdminOrder> {
  const answer = await postDocumented('/api/orders/{id}/cod-collected', { pathParams: { id } });
  return answer.order;
}

/** Marks the cash collected; once answered, the order, the lists, the figures and the reports are read again. */
export function useMarkCodCollected() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCodCollected,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      queryClient.setQueryData(adminOrderKeys.detail(order.public_id), order);
      // Revenue moved: every admin figure (orders, dashboard, reports) is read again.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
