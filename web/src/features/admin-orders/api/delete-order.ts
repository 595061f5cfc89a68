import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/lib/orders/keys';
import { deleteDocumented, type Schemas } from '@/lib/api-contract';

import { adminOrderKeys } from './order-keys';

export const ORDER_DELETED_MESSAGE = 'Order deleted successfully';
export const DELETE_FAILED_MESSAGE = 'Failed to delete order';

/** `DELETE /api/orders/{id}` (admin) -> `{ message }`. */
export function deleteOrder(id: string): Promise<Schemas['MessageJson']> {
  return deleteDocumented('/api/orders/{id}', { pathParams: { id } });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.totalSales() });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
